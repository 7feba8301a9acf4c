"""The values of an Arkwright form and the taps that change them (Water Frame 5.II).

A form keeps its values as text in one dict (`Fields`). Every choice is a row
of chips holding what the rules' listing offers; every number is a stepper in
its legal range (`Span`). `after_tap` is the one way a tap changes the values:
the forms call it, and so does the completeness test, which enters every move
the engine accepts through it (tests/ui/test_every_turn.py).
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

import flet as ft

from companion.ui.widgets import choice_chips, stepper, whole_number

Fields = dict[str, Any]
Options = dict[str, list[tuple[str, str]]]

#: number fields counted together: a tap on one of them writes the values shown on the others first, so that
#: one row's count does not move when another row is stepped (hire into two rows, machines into two factories)
GROUPS = ("hire_", "machines_")
#: the chips that show another factory's rows of a group: tapping one keeps the counts shown so far (the first
#: factory's filled-in row stays when a second factory is shown)
SHOWS = {"hire_good": "hire_", "good": "machines_"}


class Span(NamedTuple):
    """The legal whole numbers of one field and the value it starts with."""

    low: int
    high: int
    default: int


def read_int(fields: Fields, key: str, default: int | None = None) -> int | None:
    text = str(fields.get(key, "") if fields.get(key) is not None else "").strip().lstrip("£")
    if not text:
        return default
    try:
        return int(text)
    except ValueError:
        return default


def value_of(fields: Fields, key: str, span: Span) -> str:
    """The field's text: what was typed or stepped, else the span's common value."""
    return str(fields[key]) if key in fields and fields[key] is not None else str(span.default)


def problems(fields: Fields, spans: dict[str, Span]) -> dict[str, str]:
    """Each field whose value is not a whole number in its range, with the range in words."""
    out = {}
    for key, span in spans.items():
        _n, problem = whole_number(value_of(fields, key, span), span.low, span.high)
        if problem:
            out[key] = problem
    return out


def filled(fields: Fields, spans: dict[str, Span]) -> Fields:
    """The fields with every number field at its value (the defaults written in)."""
    return {**fields, **{key: value_of(fields, key, span) for key, span in spans.items()}}


def after_tap(values: Fields, spans: dict[str, Span], key: str, value: Any) -> Fields:
    """The values after one tap: a chip chosen (None: taken back) or a stepper set to `value`."""
    if value is None:
        return {**values, key: None}
    if key in spans:
        group = next((g for g in GROUPS if key.startswith(g)), None)
    else:  # a factory chip: the counts shown so far stay when another factory is shown
        group = SHOWS.get(key) if values.get(key) is not None else None
    base = filled(values, {k: s for k, s in spans.items() if k.startswith(group)}) if group else values
    return {**base, key: str(value)}


Tap = Callable[[str, Any], None]


def number(fields: Fields, key: str, label: str, spans: dict[str, Span], set_fields, *, prefix: str = "field") -> ft.Control:
    """A stepper whose change is written into `fields` as it stands (the 1760 round and the prices)."""
    span = spans[key]
    return stepper(f"{prefix}-{key}", label, value_of(fields, key, span), span.low, span.high,
                   lambda text: set_fields({**fields, key: text}))


def stepper_of(values: Fields, key: str, label: str, spans: dict[str, Span], tap: Tap) -> ft.Control:
    """A stepper of the form; its field wide enough for the label on one line (a phone is 390 px: at most 190)."""
    span = spans[key]
    width = min(190, max(124, 8 * len(label) + 24))
    return stepper(f"field-{key}", label, value_of(values, key, span), span.low, span.high, lambda text: tap(key, text), width=width)


def chips_of(options: Options, values: Fields, key: str, label: str, tap: Tap, *, optional: bool = False) -> ft.Control | None:
    offered = options.get(key, [])
    if not offered:
        return None
    return choice_chips(f"field-{key}", label, values.get(key), offered, lambda v: tap(key, v), optional=optional)


def present(*controls: ft.Control | None) -> list[ft.Control]:
    return [c for c in controls if c is not None]


def row(*controls: ft.Control) -> ft.Control:
    return ft.Row(list(controls), wrap=True, spacing=6, run_spacing=6, vertical_alignment=ft.CrossAxisAlignment.START)


def column(parts: list[ft.Control], empty: str) -> ft.Control:
    return ft.Column(parts or [ft.Text(empty, size=13, italic=True)], spacing=6, tight=True)
