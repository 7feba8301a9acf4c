"""Axis labels that fit: a chart labels only as many points as its width has room for.

On a phone (390 px) a chart's axis is about 300 px long: "turn 12" every point
of a Montana game, or "£10" under each of twenty prices, would print the labels
over one another. `fitting` keeps the labels that must stay (the current price),
then the others from the left, each only where it stays clear of the ones kept.
"""

from __future__ import annotations

from typing import Collection

#: room between two labels, in logical pixels
LABEL_GAP = 8
#: the width of a character of the chart's small text, in units of its font size (digits and
#: lower case are narrower: an estimate on the safe side)
CHAR_WIDTH = 0.62
#: what a chart's plot loses of the page's width: list and card padding, the left axis' numbers
CHART_MARGIN = 96
#: the narrowest plot a chart is drawn with (a page whose width is not known yet: a phone's)
PHONE_PLOT = 390 - CHART_MARGIN


def text_width(text: str, size: float) -> float:
    return len(text) * size * CHAR_WIDTH


def plot_width(page_width: float | None, margin: float = CHART_MARGIN) -> float:
    """The length of a chart's horizontal axis on a page `page_width` px wide (unknown: a phone's)."""
    return max(120.0, page_width - margin) if page_width else PHONE_PLOT


def fitting(labels: list[tuple[float, str]], width: float, size: float,
            keep: Collection[float] = ()) -> list[tuple[float, str]]:
    """The labels to draw, from (position along the axis 0..1, text), on an axis `width` px long.

    The labels at a position in `keep` come first, then the others from the left; a label is
    kept only where it does not come within LABEL_GAP of one already kept. Sorted by position."""
    chosen: list[tuple[float, str]] = []

    def clear(at: float, text: str) -> bool:
        half = text_width(text, size) / 2
        return all(abs(at - other) * width >= half + text_width(words, size) / 2 + LABEL_GAP for other, words in chosen)

    for at, text in sorted(labels, key=lambda label: (label[0] not in keep, label[0])):
        if clear(at, text):
            chosen.append((at, text))
    return sorted(chosen)


def most_labels(width: float, shortest: str, size: float) -> int:
    """How many labels of at least `shortest`'s length an axis `width` px long can hold side by side."""
    return int(width // (text_width(shortest, size) + LABEL_GAP)) + 1
