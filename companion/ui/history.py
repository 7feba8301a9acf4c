"""History: every stored game, and per game the numbers its pack charts for each player over time (Arkwright: share value,
portfolio, and in a Stock Exchange game the shares of other companies held).

Charts use flet-charts' LineChart: one line per player in the player's colour,
with the colour's name and shape in the legend (colour-blind players read the
legend, not the hue). The final ranking and the packs' statistics sit beside.
"""

from __future__ import annotations

from typing import Any

import flet as ft
import flet_charts as fch

from companion.ui.backup import DataCard
from companion.ui.charts import PHONE_PLOT, fitting, plot_width
from companion.ui.context import use_app
from companion.ui.packs import pack_ui, units
from companion.ui.sessions import mark, session_tile, status_words
from companion.ui.statistics import EVERY, amount, pack_stats_card, score_unit, variant_filter, variant_named, variant_players_card, variants_of
from companion.ui.theme import player_label, swatch, winner_icon
from companion.ui.transfer import ExportCard
from companion.ui.widgets import empty, heading, listed, page, secondary, section, tid
from companion.ui.words import _, spoken

#: dash patterns so lines differ by more than their colour
DASHES = [None, [8, 4], [2, 3], [10, 3, 2, 3], [4, 4], [12, 6]]
#: the size of the labels under a chart
LABEL_SIZE = 10


def series_by_player(points: list[Any], field: str) -> dict[tuple[int, str, str], list[tuple[int, int]]]:
    out: dict[tuple[int, str, str], list[tuple[int, int]]] = {}
    for pt in sorted(points, key=lambda p: (p.seat, p.order)):
        value = getattr(pt, field)
        if value is None:
            continue
        out.setdefault((pt.seat, pt.name, pt.color), []).append((pt.order, value))
    return out


def axis_labels(points: list[Any], width: float = PHONE_PLOT) -> list[fch.ChartAxisLabel]:
    """A label at the first point of each decade ("1770.1" -> "1770"), turn or year, as many as
    fit an axis `width` px long (the last one always: where the game is now)."""
    seen: dict[str, int] = {}
    for pt in sorted(points, key=lambda p: p.order):
        seen.setdefault(str(pt.key).split(".")[0], pt.order)
    if not seen:
        return []
    low, high = min(seen.values()), max(max(seen.values()), min(seen.values()) + 1)
    at = {order: (order - low) / (high - low) for order in seen.values()}
    kept = fitting([(at[order], key) for key, order in seen.items()], width, LABEL_SIZE, keep={at[max(seen.values())]})
    order_of = {at[order]: order for order in seen.values()}
    return [fch.ChartAxisLabel(value=order_of[pos], label=ft.Text(key, size=LABEL_SIZE)) for pos, key in kept]


def line_chart(points: list[Any], field: str, title: str, identifier: str, unit: str = "£",
               width: float = PHONE_PLOT) -> ft.Control:
    """`width`: the length of its horizontal axis on this screen (`charts.plot_width`)."""
    series = series_by_player(points, field)
    words = _(title)
    if not series:  # an English title reads in lower case inside the sentence; another language's as it is written
        return empty(_("No {chart} recorded yet.").format(chart=words.lower() if words == title else words))
    values = [v for pts in series.values() for _o, v in pts]
    orders = [o for pts in series.values() for o, _v in pts]
    step = nice_step(max(values) if values else 1)
    top = (max(values) // step + 1) * step if values else step
    chart = fch.LineChart(
        data_series=[
            fch.LineChartData(
                points=[fch.LineChartDataPoint(x, y, tooltip=f"{name}: {amount(y, unit)}") for x, y in pts],
                color=swatch(color),
                stroke_width=3,
                dash_pattern=DASHES[seat % len(DASHES)],
                point=True,
            )
            for (seat, name, color), pts in series.items()
        ],
        min_x=min(orders), max_x=max(max(orders), min(orders) + 1), min_y=0, max_y=top,
        left_axis=fch.ChartAxis(label_size=44, title=ft.Text(unit), title_size=16),
        # a label at every whole x the labels name (left to itself the chart labels only round multiples)
        bottom_axis=fch.ChartAxis(labels=axis_labels(points, width), label_size=24, label_spacing=1),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        tooltip=fch.LineChartTooltip(bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST),
        height=240,
        expand=True,
    )
    last = {key: pts[-1][1] for key, pts in series.items()}
    legend = ft.Row(
        [ft.Row([player_label(name, color, size=13), ft.Text(amount(last[(seat, name, color)], unit), size=13,
                                                                weight=ft.FontWeight.BOLD)], spacing=4, tight=True)
         for (seat, name, color) in series],
        wrap=True, spacing=14,
    )
    caption = tid(identifier, ft.Text(_("{chart}: {players} players, {points} points").format(
        chart=words, players=len(series), points=len(set(orders))), size=12, italic=True))
    return section(words, [chart, legend, caption])


def charted(points: list[Any], charts: list[Any]) -> list[Any]:
    """The pack's charts this game has numbers for (a Stock Exchange game's holdings, only there); before any
    number is recorded, every chart (each says it has none yet)."""
    if not points:
        return list(charts)
    return [chart for chart in charts if series_by_player(points, chart[0])]


def nice_step(top: float, lines: int = 4) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50...) giving about `lines` grid lines up to `top`."""
    raw = max(top / lines, 1)
    magnitude = 10 ** (len(str(int(raw))) - 1)
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return factor * magnitude
    return 10 * magnitude


def ranking(results: list[Any], score_unit: str = "£", cash_unit: str = "£") -> ft.Control:
    if not results:
        return empty(_("No final ranking: the game is not finished."))
    rows = []
    # "(cash £12)", "(cash $10)"; a money named by a word needs no label: "(12 silver)"
    cash = _("({amount})") if cash_unit.isalpha() else _("(cash {amount})")
    for r in sorted(results, key=lambda r: (r.rank, r.seat)):
        note = _(" · had loans: out of the ranking") if r.eliminated else ""
        money_text = " " + cash.format(amount=amount(r.cash, cash_unit)) if r.cash is not None else ""
        rows.append(ft.Row([ft.Text(f"{r.rank}.", width=28, weight=ft.FontWeight.BOLD), winner_icon(r.winner), player_label(r.name, r.color),
                            ft.Text(amount(r.score, score_unit) + money_text + note)],
                           wrap=True, spacing=6))
    return tid("ranking", section(_("Final ranking"), rows))


@ft.component
def SessionHistoryPage():
    app = use_app()
    raw = ft.use_route_params().get("sid", "")
    sid = int(raw) if raw.isdecimal() else raw
    data = ft.use_memo(lambda: (app.attempt(app.store.info, sid), app.attempt(app.store.timeline, sid) or [],
                                app.attempt(app.store.results, sid) or []), [sid, app.rev])
    info, points, results = data
    if info is None:
        return empty(_("This game is not in the store."))
    charts = pack_ui(info.pack_id).charts  # each pack's PackUI names its charts: field, title, test id, unit
    cash_unit = units(info.pack_id).get("cash", "")
    return ft.ListView(
        [
            ft.Row([ft.IconButton(ft.Icons.ARROW_BACK, tooltip=_("All games"), on_click=lambda: app.go("/history")),
                    heading(info.title + mark(info), size=18)], wrap=True),
            ft.Text(f"{spoken(info.progress)} · {status_words(info.status)}", italic=True),
            ranking(results, score_unit(info.pack_id), cash_unit),
            *[line_chart(points, field, title, identifier, unit, plot_width(app.width))
              for field, title, identifier, unit in charted(points, charts)],
            ExportCard(sid, key=f"export-{sid}"),
            secondary(_("Open the game's log"), lambda: app.go(f"/game/{sid}/log"), icon=ft.Icons.HISTORY),
        ],
        spacing=10,
        padding=8,
        expand=True,
    )


@ft.component
def HistoryPage():
    """Every game and the packs' numbers; a group that played several variants picks one and sees its games, its
    numbers and each player's record in it only (the store counts them: `pack_stats` / `player_stats` of a variant)."""
    app = use_app()
    variant, set_variant = ft.use_state(EVERY)
    sessions = ft.use_memo(lambda: app.attempt(app.store.sessions) or [], [app.rev])
    picked = variant or None
    stats, players = ft.use_memo(lambda: (app.attempt(app.store.pack_stats, picked) or [],
                                          (app.attempt(app.store.player_stats, variant=picked) or []) if picked else []),
                                 [app.rev, variant])
    present = variants_of(sessions)
    shown = [s for s in sessions if variant == EVERY or s.variant == variant]
    picker = [variant_filter("history-variant", variant, present, set_variant)] if len(present) > 1 else []
    return page([
        heading(_("History")),
        *picker,
        pack_stats_card(stats),
        *([variant_players_card(players, variant_named(variant, present))] if picked else []),
        DataCard(),
        *listed([session_tile(app, s, target=f"/history/{s.id}") for s in shown], _("No games stored yet.")),
    ])
