"""History of a Stock Exchange game: a third chart, the shares of other companies each player holds (Player's
Book 3.3), drawn from the store's 4th number per point; a game without the variant has no such chart."""

from __future__ import annotations

import flet_charts as fch

from flet_harness import run

from companion.ui.arkwright.screens import SCREENS
from companion.ui.history import charted
from tests.store.test_stats_variant import store_recorded


def test_a_stock_exchange_game_charts_the_holdings_per_player(store, start_app):
    sid = store_recorded(store, "water_frame_stock_exchange_3p")
    timeline = store.timeline(sid)

    async def go():
        h = await start_app(f"/history/{sid}")
        charts = h.controls(fch.LineChart)
        assert len(charts) == 3
        holdings = charts[2]
        names = [p.name for p in timeline if p.key == "start"]
        for series, name in zip(holdings.data_series, names):
            assert [(p.x, p.y) for p in series.points] == [(t.order, t.value2) for t in timeline if t.name == name]
        assert any(p.y for series in holdings.data_series for p in series.points)  # somebody held shares
        points = len({t.order for t in timeline})
        assert h.text_in(h.by_id("chart-holdings")) == [
            f"Shares of other companies (at their share value): 3 players, {points} points"]

    run(go())


def test_a_game_without_the_stock_exchange_shows_no_holdings_chart(store, start_app):
    sid = store_recorded(store, "spinning_jenny_3p")

    async def go():
        h = await start_app(f"/history/{sid}")
        assert len(h.controls(fch.LineChart)) == 2
        assert h.has_id("chart-portfolio") and not h.has_id("chart-holdings")

    run(go())
    identifiers = [c[2] for c in charted(store.timeline(sid), SCREENS.charts)]
    assert identifiers == ["chart-share-value", "chart-portfolio"]


def test_before_any_number_every_chart_says_it_has_none():
    assert charted([], SCREENS.charts) == SCREENS.charts
