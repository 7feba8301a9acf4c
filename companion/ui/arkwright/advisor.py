"""The price advisor beside a price: what each legal price would sell in the next production.

The numbers come from the engine (`production.advisor.advise`); this module
only draws them: two small bar charts (goods sold, revenue by price), one line
per price with the current price and the best ones marked, and what the advice
assumes in words. Tapping a line picks that price where the form has one.
Opened from a form, it is given the turn the form composes (`turn`): the
advice reads the table as it would stand after it (the engine applies it on a
working copy), so the quality, distribution, factory and workers chosen in the
same form count.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft
import flet_charts as fch

from companion.core.errors import CompanionError

from companion.games.arkwright.production.advisor import Advice, advise_turn
from companion.ui.charts import fitting, plot_width
from companion.ui.context import use_app
from companion.ui.pack_forms import switch
from companion.ui.widgets import tid
from companion.ui.words import _, refusal

NOW = ft.Colors.PRIMARY
BEST = ft.Colors.TERTIARY
OTHER = ft.Colors.OUTLINE


#: the size of the prices under a bar chart
PRICE_SIZE = 9
#: what the advisor's bar charts lose of the page's width (its card, the table's card, the left axis);
#: on a wide screen the advisor sits in a column of the table, so its charts are no wider than ADVISOR_PLOT
ADVISOR_MARGIN, ADVISOR_PLOT = 110, 360


def price_labels(advice: Advice, width: float) -> list[fch.ChartAxisLabel]:
    """The prices under the bars, as many as fit `width` px (the current price always)."""
    lines = advice.lines
    span = max(1, len(lines) - 1)
    at = {line.price: i / span for i, line in enumerate(lines)}
    now = {at[line.price] for line in lines if line.current}
    kept = {text for _at, text in fitting([(at[line.price], f"£{line.price}") for line in lines], width, PRICE_SIZE, keep=now)}
    return [fch.ChartAxisLabel(value=line.price, label=ft.Text(f"£{line.price}", size=PRICE_SIZE))
            for line in lines if f"£{line.price}" in kept]


def _bar_chart(advice: Advice, value: Callable[[Any], int], unit: str, title: str, identifier: str,
               width: float) -> ft.Control:
    best = advice.best_revenue.price
    top = max([value(line) for line in advice.lines] + [1])
    groups = [
        fch.BarChartGroup(
            x=line.price,
            rods=[fch.BarChartRod(
                from_y=0, to_y=value(line), width=8, border_radius=2,
                color=NOW if line.current else BEST if line.price == best else OTHER,
                tooltip=f"£{line.price}: {value(line)}{unit}",
            )],
        )
        for line in advice.lines
    ]
    step = max(1, -(-top // 3))
    chart = fch.BarChart(
        groups=groups,
        min_y=0,
        max_y=step * 3 + (step if top > step * 3 else 0),
        left_axis=fch.ChartAxis(label_size=30, label_spacing=step),
        bottom_axis=fch.ChartAxis(labels=price_labels(advice, width), label_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        height=110,
    )
    return tid(identifier, ft.Column([ft.Text(title, size=12, weight=ft.FontWeight.W_600), chart], spacing=6, tight=True),
               label=title)


def _line_button(advice: Advice, line, on_pick: Callable[[int], Any] | None, ident: str) -> ft.Control:
    marks = [m for m, on in ((_("now"), line.current), (_("most money"), line.price == advice.best_revenue.price),
                             (_("most spaces"), line.price == advice.best_spaces.price)) if on]
    text = line.words() + (f" · {', '.join(marks)}" if marks else "")
    weight = ft.FontWeight.BOLD if marks else ft.FontWeight.NORMAL
    label = ft.Text(text, size=12, weight=weight, color=NOW if line.current else None)
    if on_pick is None:
        control: ft.Control = ft.Container(label, padding=ft.Padding.symmetric(horizontal=6, vertical=3))
    else:
        control = ft.TextButton(content=label, on_click=lambda: on_pick(line.price),
                                style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=6, vertical=2)),
                                tooltip=_("Set the price to £{price}").format(price=line.price))
    return tid(f"{ident}-{line.price}", control, label=text)


@ft.component
def PriceAdvisor(state: Any, player: str, good: str, on_pick: Callable[[int], Any] | None = None,
                 identifier: str | None = None, turn: dict | None = None):
    """A button that opens the advice for one factory; `on_pick(price)` is called when a line is tapped;
    `turn` is the entry the form composes, advised on as it would stand. `state` is the table, or a function
    that gives it (a table typed in before any game exists: built only when the advice is opened)."""
    opened, set_opened = ft.use_state(False)
    others, set_others = ft.use_state(False)
    ident = identifier or f"advisor-{player}-{good}"
    toggle = tid(ident, ft.TextButton(
        _("Hide the price advisor") if opened else _("What would each price sell?"),
        icon=ft.Icons.INSIGHTS, on_click=lambda: set_opened(not opened),
    ))
    if not opened:
        return toggle
    try:
        if callable(state):
            state = state()
        advice = advise_turn(state, player, good, turn, others_offer_stock=others)
    except CompanionError as exc:
        return ft.Column([toggle, ft.Text(refusal(exc), size=12, italic=True)], spacing=2)
    name = state.player(player).name
    width = min(ADVISOR_PLOT, plot_width(use_app().width, ADVISOR_MARGIN))
    parts: list[ft.Control] = [
        toggle,
        tid(f"{ident}-title", ft.Text(
            _("{name}'s {good} in the next production: demand {demand}, importer's appeal {appeal}").format(
                name=name, good=good, demand=advice.demand, appeal=advice.importer_appeal),
            size=13, weight=ft.FontWeight.W_600)),
        _bar_chart(advice, lambda x: x.sold + x.extra, "", _("Goods sold by price"), f"{ident}-sold", width),
        _bar_chart(advice, lambda x: x.revenue, "", _("Revenue (£) by price"), f"{ident}-revenue", width),
        switch(f"{ident}-others", _("Other players offer all their stored goods"), others, set_others),
        ft.Column([_line_button(advice, line, on_pick, ident) for line in advice.lines], spacing=0, tight=True),
    ]
    if advice.luxury:
        parts.append(ft.Text(_("Luxury market first: {sales}").format(sales="; ".join(
            _("{name} reputation {reputation}, sells {n}").format(name=x.name, reputation=x.reputation, n=x.sells)
            for x in advice.luxury)), size=12))
    parts.append(ft.Text(" ".join(advice.caveats), size=11, italic=True, color=ft.Colors.ON_SURFACE_VARIANT))
    return ft.Container(ft.Column(parts, spacing=4, tight=True), padding=8, border_radius=10,
                        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW)


def new_factory_advisor(state: Any, player: str, good: str, turn: dict, on_pick: Callable[[int], Any]) -> ft.Control:
    """The advisor beside the price of a factory being built or founded: `turn` founds or builds it, with the
    workers the rules give it (a 1760 founding fills rows 1-2), on the advisor's working copy."""
    return PriceAdvisor(state, player, good, on_pick=on_pick, identifier=f"price-advisor-new-{good}", turn=turn)
