"""History charts and statistics, board data with corrections, and a pack's step panel of its own forms only."""

from __future__ import annotations

import json

import flet as ft
import flet_charts as fch

from flet_harness import run
from scenarios import roster, short_game_at_the_end

FINAL = {"final:harold:buy": 2, "final:angelica:buy": 1, "final:marion:buy": 0}


def finished_game(store) -> int:
    sid = short_game_at_the_end(store)
    assert store.submit(sid, {"kind": "end_of_game", "answers": FINAL}).stored
    return sid


def test_history_of_a_game_charts_share_value_and_portfolio_per_player(store, start_app):
    sid = finished_game(store)
    timeline = store.timeline(sid)

    async def go():
        h = await start_app(f"/history/{sid}")
        charts = h.controls(fch.LineChart)
        assert len(charts) == 2
        share, portfolio = charts
        assert len(share.data_series) == 3
        marion = [(p.x, p.y) for p in share.data_series[0].points]
        assert marion == [(t.order, t.value) for t in timeline if t.name == "Marion"]
        assert [(p.x, p.y) for p in portfolio.data_series[1].points] == [(t.order, t.score) for t in timeline if t.name == "Harold"]
        # colour is never alone: each line has its own dash pattern, the legend names colour and player
        assert len({str(s.dash_pattern) for s in share.data_series}) == 3
        ranking = h.text_in(h.by_id("ranking"))
        results = store.results(sid)
        winner = next(r for r in results if r.winner)
        assert winner.name in ranking and "1." in ranking
        assert h.text_in(h.by_id("chart-share-value")) == ["Share value: 3 players, 4 points"]

    run(go())


def test_history_lists_games_and_the_pack_statistics(store, start_app):
    finished_game(store)

    async def go():
        h = await start_app("/history")
        assert "Games played" in h.texts()
        assert "Arkwright" in h.texts()  # the pack statistics name the game by its title
        assert any(t.startswith("finished in 1810") for t in h.texts())

    run(go())


def test_player_statistics_from_the_store(store, start_app):
    finished_game(store)
    marion = next(p for p in store.players() if p.name == "Marion")

    async def go():
        h = await start_app(f"/players/{marion.id}")
        card = h.text_in(h.by_id("player-stats"))
        stats = store.player_stats(marion.id)[0]
        assert "Games" in card and str(stats.games) in card
        assert f"{stats.win_rate:.0%}" in card

    run(go())


def test_a_board_value_is_corrected_for_this_game_and_kept_for_new_ones(store, start_app, db_path):
    from scenarios import new_game

    sid = new_game(store)

    async def go():
        h = await start_app(f"/game/{sid}/board")
        assert "share track" in [o.text for o in h.by_id("board-part").options]
        value = next(b for b in h.controls(ft.TextButton) if b.tooltip == "Correct value for this game"
                     and "1" in h.text_in(b))
        await h.click(value)
        (dialog,) = h.dialogs()
        assert "share track, space 1: value" in " ".join(h.text_in(dialog)) and "share_track" not in " ".join(h.text_in(dialog))
        await h.type_into(h.by_id("edit-value"), "2")
        await h.click(next(a for a in dialog.actions if a.content == "Save"))
        assert h.text_in(h.by_id("board-overrides")) == ["Corrected in this game: share track, space 1: value = 2"]
        keep = h.one(ft.IconButton, lambda c: c.tooltip == "Keep this correction for new games on this device")
        await h.click(keep)
        assert any("Kept share track, space 1: value = 2 for new Arkwright games on this device" in t for t in h.texts())

    run(go())
    view = store.load(sid)
    assert view.state.board_overrides == {"share_track.spaces.0.value": 2}
    assert view.entries[-1].kind == "board"
    kept = json.loads((db_path.parent / "board_corrections.json").read_text())
    assert kept == {"arkwright": {"share_track.spaces.0.value": 2}}

    async def new_one():
        h = await start_app("/new")
        await h.click(h.button("Start the game"))
        await h.settle(20)
        return h.page.route

    route = run(new_one())
    newest = int(route.rsplit("/", 1)[1])
    assert newest != sid
    view = store.load(newest)
    assert view.state.board_overrides == {"share_track.spaces.0.value": 2}
    assert [e.kind for e in view.entries] == ["new_game", "board"]


def test_a_pack_with_screens_of_its_own_offers_its_forms_and_no_fields_typed_as_json(store, start_app):
    """Issue 22 item 2: the step panel is the pack's forms only; no "Other" chip opens raw fields
    (corrections and board data have screens of their own)."""
    from companion.ui.kanban.screens import FORMS

    roster(store, [("Ada", "blue"), ("Ben", "red")])

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("pack"), "kanban")
        assert "Arkwright" not in h.texts()
        for name in ("Ada", "Ben"):
            chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
            await h.fire(chip, "select", True)
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        assert h.text_in(h.by_id("p0-pp"))[0] == "pp"
        assert not h.has_id("kind-other") and not h.has_id("entry-kind")
        offered = {c.identifier.removeprefix("kind-") for c in h.controls(ft.Semantics)
                   if (c.identifier or "").startswith("kind-") and isinstance(c.content, ft.Chip)}
        assert offered and offered <= {f.kind for f in FORMS}
        assert not offered & {"edit", "board", "new_game", "meeting"}  # own screens, or a game's start, or replay only

    run(go())
    (game,) = store.sessions(pack_id="kanban")
    assert [s.name for s in game.seats] == ["Ada", "Ben"]
