"""Chart axis labels at phone width: only as many as fit, never over one another (issue 12)."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, strategies as st

from companion.ui.arkwright.advisor import ADVISOR_MARGIN, PRICE_SIZE, price_labels
from companion.ui.charts import LABEL_GAP, fitting, most_labels, plot_width, text_width
from companion.ui.history import LABEL_SIZE, axis_labels

PHONE, DESKTOP = 390, 1280


def timeline(keys: list[str]) -> list[SimpleNamespace]:
    """Three players' points at each key, in order (what the store's timeline gives a chart)."""
    return [SimpleNamespace(order=i, key=k, seat=s) for i, k in enumerate(keys) for s in range(3)]


def apart(labels: list[tuple[float, str]], width: float, size: float) -> bool:
    """No two labels within LABEL_GAP of each other on an axis `width` px long."""
    return all(abs(a - b) * width >= (text_width(x, size) + text_width(y, size)) / 2 + LABEL_GAP - 1e-6
               for i, (a, x) in enumerate(labels) for b, y in labels[i + 1:])


def drawn(labels) -> list[tuple[float, str]]:
    return [(label.value, label.label.value) for label in labels]


def test_a_long_montana_game_labels_only_the_turns_that_fit_a_phone():
    points = timeline([f"turn {n}" for n in range(1, 61)] + ["final"])
    width = plot_width(PHONE)
    phone = drawn(axis_labels(points, width))
    assert 3 <= len(phone) <= most_labels(width, "turn 1", LABEL_SIZE) < 61
    assert apart([(order / 60, text) for order, text in phone], width, LABEL_SIZE)
    assert phone[0] == (0, "turn 1") and phone[-1] == (60, "final")  # where it started and where it is now
    assert len(drawn(axis_labels(points, plot_width(DESKTOP)))) > len(phone)  # a wide screen labels more


def test_arkwright_labels_each_decade_once_and_all_four_fit_a_phone():
    points = timeline([f"{decade}.{cycle}" for decade in (1770, 1780, 1790, 1800) for cycle in (1, 2, 3, 4)])
    assert drawn(axis_labels(points, plot_width(PHONE))) == [(0, "1770"), (4, "1780"), (8, "1790"), (12, "1800")]


def test_twenty_prices_under_the_advisor_at_phone_width_keep_the_current_one():
    lines = [SimpleNamespace(price=p, current=p == 11) for p in range(1, 21)]
    width = plot_width(PHONE, ADVISOR_MARGIN)
    shown = [label.label.value for label in price_labels(SimpleNamespace(lines=lines), width)]
    assert "£11" in shown and "£1" in shown
    assert len(shown) <= most_labels(width, "£1", PRICE_SIZE) < 20
    at = {f"£{p}": (p - 1) / 19 for p in range(1, 21)}
    assert apart([(at[text], text) for text in shown], width, PRICE_SIZE)


labels_drawn = st.lists(st.tuples(st.floats(0, 1), st.text("ab1 ", min_size=1, max_size=9)), max_size=40,
                        unique_by=lambda label: label[0])


@given(labels_drawn, st.floats(120, 1400), st.sampled_from([9, 10, 12]))
def test_fitting_keeps_labels_apart_and_only_labels_it_was_given(labels, width, size):
    kept = fitting(labels, width, size)
    assert set(kept) <= set(labels) and kept == sorted(kept)
    assert apart(kept, width, size)
    if labels:
        assert kept  # an axis always says something


@given(labels_drawn, st.floats(120, 1400))
def test_a_label_that_must_stay_stays(labels, width):
    if labels:
        must = labels[len(labels) // 2][0]
        assert must in {at for at, _ in fitting(labels, width, 10, keep={must})}


def test_the_chart_draws_the_labels_it_was_given_at_any_point():
    """Left to itself the chart would draw a label only at round x (5, 10, 15...): the decades at 6, 11, 16 never."""
    import flet_charts as fch

    from companion.ui.history import line_chart

    points = [SimpleNamespace(order=i, key=k, seat=0, name="Ann", color="blue", share_value=10)
              for i, k in enumerate(["start", "1770.1", "1770.2", "1780.1", "1790.1"], start=5)]
    section = line_chart(points, "share_value", "Share value", "chart-share-value", width=plot_width(PHONE))
    stack, charts = [section], []
    while stack:
        c = stack.pop()
        charts += [c] if isinstance(c, fch.LineChart) else []
        stack += [x for name in ("content", "controls") for x in (lambda v: v if isinstance(v, list) else [v])(getattr(c, name, None)) if x is not None]
    (chart,) = charts
    assert chart.bottom_axis.label_spacing == 1
    assert [label.label.value for label in chart.bottom_axis.labels] == ["start", "1770", "1780", "1790"]
