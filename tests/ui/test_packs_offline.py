"""Kanban in the offline harness: start, a day's bookkeeping with its ledger, refusals, undo, resume, history.

Each game is entered the way players do it: pack and players on the new-game
screen, then the pack's forms (dropdowns, steppers, switches), the engine's
preview with its ledger, Confirm; the stored state is read back from the store.
"""

from __future__ import annotations

import flet as ft

from flet_harness import run
from pack_steps import (
    GROUP,
    choose_kind,
    confirm,
    ledger_text,
    pick_players,
    plus,
    preview,
    resume_from_home,
)
from scenarios import kanban_game, roster

# --- Kanban ------------------------------------------------------------------------------------

def test_kanban_starts_from_the_new_game_screen_with_mean_sandra_and_its_goals(store, start_app):
    roster(store, GROUP)

    async def go():
        h = await start_app("/new")
        await h.select(h.by_id("pack"), "kanban")
        await h.select(h.by_id("kanban-mode"), "mean")
        await h.select(h.by_id("kanban-final-tile"), "2")
        await h.select(h.by_id("kanban-goal-0"), "27")
        await h.select(h.by_id("kanban-goal-1"), "1")
        await h.fire(h.by_id("house-nice_sandra_counts_every_shift"), "change", True, props={"value": True})
        await pick_players(h, "Ada", "Ben")
        await h.select(h.by_id("start-player"), "1")  # the starting round's first player: Ben (KDE Beginning of the Game)
        await h.click(h.button("Start the game"))
        await h.settle(20)
        assert h.page.route.startswith("/game/")
        assert h.text_in(h.by_id("table-when")) == ["day 1, week 0, production cycle 0"]
        assert h.text_in(h.by_id("p0-pp")) == ["pp", "15"]

    run(go())
    (game,) = store.sessions(pack_id="kanban")
    state = store.load(game.id).state
    assert (state.mode, state.final_tile, state.goals_on_table) == ("mean", 2, [27, 1])
    assert state.house_rules == {"nice_sandra_counts_every_shift": True}
    assert [p.pp for p in state.players] == [15, 15]
    assert [s.name for s in game.seats] == ["Ada", "Ben"]
    assert state.starting and state.start_first == "ben"  # the starting round comes first


def test_kanban_starting_round_by_taps_then_the_first_day_in_track_order(store, start_app):
    sid = kanban_game(store, workstations=True, starting_round=True, first_player="ben")
    taps = 0

    async def tap(h, ident, *how):
        nonlocal taps
        taps += 1
        if how:
            await h.fire(h.by_id(ident), *how)
        else:
            await h.click(h.by_id(ident))
        await h.settle(20)

    async def go():
        h = await start_app(f"/game/{sid}")
        # Ben chooses first (clockwise from him: Ben, Cleo, Ada); the rightmost free spot is filled in
        assert "Ben puts the Certification meeple on a spot now" in " ".join(h.text_in(h.by_id("start-who")))
        assert h.by_id("start-spot-4").selected
        for spot in (None, "2", None):  # Ben takes 4, Cleo 2, Ada the rightmost left (3)
            if spot:
                await tap(h, f"start-spot-{spot}", "select", True)
            await tap(h, "prepare")
            await tap(h, "confirm")
        # then right to left on the Track: Ben (4), Ada (3), Cleo (2), each a Car Part and a Design
        assert "Ben takes a Car Part and a Design tile" in " ".join(h.text_in(h.by_id("start-who")))
        for _ in range(3):
            await tap(h, "prepare")
            await tap(h, "confirm")
        assert h.has_id("select-who")  # the first Department Selection Phase

    run(go())
    state = store.load(sid).state
    assert state.start_spots == {"ben": 4, "cleo": 2, "ada": 3} and state.certification_order == ["ben", "ada", "cleo"]
    assert not state.starting and all(len(p.designs) == 1 for p in state.players)
    assert taps == 13  # 3 spots: 2 taps each and one chip; 3 players' items: 2 taps each


def test_kanban_a_day_of_work_and_sandra_with_the_ledger_then_undo_and_resume(store, start_app):
    sid = kanban_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        # the next player to work is suggested: Ada
        assert h.by_id("work-player").value == "ada"
        options = [o.key for o in h.by_id("work-department").options]
        assert options == ["testing", "assembly", "logistics", "design", "administration"]
        await h.select(h.by_id("work-department"), "logistics")
        await h.select(h.by_id("work-station"), "3")
        await plus(h, "Train in Logistics (Shifts)")
        await plus(h, "turbo", 2)
        assert h.text_in(h.by_id("work-shifts")) == ["Shifts today: 2 used of 3 (never more than 4 a day)"]
        await preview(h)
        assert "trains 1 stage in Logistics (1 Shift): desk 0 -> 1" in ledger_text(h)
        assert "Shifts today: 2 used of 3" in ledger_text(h)
        await confirm(h)
        assert h.text_in(h.by_id("stored"))[0] == "Ada works in Logistics: stored. Move these on the table:"
        assert h.text_in(h.by_id("p0-today")) == ["works in Logistics: 2 of 3 Shifts used"]
        # the next player is suggested now, and Logistics is still open to him
        assert h.by_id("work-player").value == "ben"
        # Sandra's first day: only her desk in Administration, paperwork only
        await choose_kind(h, "sandra")
        assert [o.key for o in h.by_id("sandra-department").options] == ["administration"]
        await preview(h)
        assert "first day: Sandra does her paperwork (no assessment, no Week)" in ledger_text(h)
        await confirm(h)
        assert h.text_in(h.by_id("sandra")) == ["Nice Sandra", "Administration"]
        # undo the last step from its card: Sandra is back nowhere, Ada's work stays
        await h.click(h.by_id("undo"))
        await h.settle(20)
        assert h.text_in(h.by_id("sandra")) == ["Nice Sandra", "not placed yet"]
        await resume_from_home(h, sid)
        assert h.text_in(h.by_id("p0-today")) == ["works in Logistics: 2 of 3 Shifts used"]
        await h.navigate(f"/game/{sid}/log")
        assert "2. Ada works in Logistics" in h.texts() and "3. Sandra in Administration" in h.texts()

    run(go())
    state = store.load(sid).state
    assert state.players[0].parts == {"turbo": 2}
    assert state.stage("ada", "logistics") == 1
    assert state.sandra is None
    assert [e.kind for e in store.load(sid).entries if not e.undone and e.op == "play"] == ["new_game", "work"]


def test_kanban_refusal_is_shown_under_the_form_and_nothing_is_stored(store, start_app):
    sid = kanban_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.select(h.by_id("work-department"), "design")
        await h.select(h.by_id("work-station"), "2")
        await plus(h, "Train in Design (Shifts)", 3)
        await preview(h)
        message = h.text_in(h.by_id("form-error"))[0]
        assert "Ada uses 3 Shifts but has 2 today" in message
        assert not h.has_id("confirm")

    run(go())
    assert [e.kind for e in store.load(sid).entries] == ["new_game"]


async def claim_green_first(h):
    """Ada works at the 3-Shift workstation of Testing & Innovation and claims the car right behind the Pace Car."""
    await h.select(h.by_id("work-department"), "testing")
    await h.select(h.by_id("work-station"), "3")
    await h.select(h.by_id("claim-position"), "1")
    await h.select(h.by_id("claim-model"), "green")
    return h


def test_kanban_designs_claims_and_upgrades_from_the_department_tasks(store, start_app):
    sid = kanban_game(store)
    # two Designs of the green Model: the form asks which one goes back for the car
    store.submit(sid, {"kind": "edit", "path": "players.0.designs", "value": [{"model": "green", "part": None},
                                                                             {"model": "green", "part": "turbo"}]})
    store.submit(sid, {"kind": "edit", "path": "players.0.parts", "value": {"turbo": 1}})

    async def go():
        h = await claim_green_first(await start_app(f"/game/{sid}"))
        assert h.button("Add the car").disabled  # which Design goes back is not said yet
        await h.select(h.by_id("claim-design"), "claim only")
        await h.click(h.button("Add the car"))
        await h.select(h.by_id("upgrade-design"), "green|turbo")
        await h.click(h.button("Add the upgrade"))
        assert h.text_in(h.by_id("claims")) == ["1st car: green, the claim-only Design"]
        assert h.text_in(h.by_id("work-shifts")) == ["Shifts today: 2 used of 3 (never more than 4 a day)"]
        await preview(h)
        assert "parks the green car in garage 1 (take its benefit)" in ledger_text(h)
        assert h.text_in(h.by_id("ledger-total-ada")) == ["Move: +2 pp"]
        await confirm(h)

    run(go())
    view = store.load(sid)
    state = view.state
    assert state.players[0].garages[0] == "green" and state.players[0].pp == 2
    assert state.part_values["turbo"] == 1 and state.players[0].designs == []
    assert view.entries[-1].entry["claims"] == [{"position": 1, "model": "green", "design": "claim only"}]


def test_kanban_parts_provided_count_their_shifts(store, start_app):
    """Provide Needed Parts: the counter counts 1 Shift per Part; one Part too many is refused before storing."""
    sid = kanban_game(store)
    store.submit(sid, {"kind": "edit", "path": "players.0.parts", "value": {"engine": 2, "brakes": 1}})

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.select(h.by_id("work-department"), "assembly")
        await h.select(h.by_id("work-station"), "2")
        await plus(h, "engine", 2)
        assert h.text_in(h.by_id("work-shifts")) == ["Shifts today: 2 used of 2 (never more than 4 a day)"]
        await plus(h, "brakes")
        assert h.text_in(h.by_id("work-shifts")) == ["Shifts today: 3 used of 2 (never more than 4 a day) - too many!"]
        await preview(h)
        assert "Ada uses 3 Shifts but has 2 today" in h.text_in(h.by_id("form-error"))[0]
        await h.click(h.one(ft.IconButton, lambda c: c.tooltip == "brakes: one less"))
        await preview(h)
        await confirm(h)

    run(go())
    state = store.load(sid).state
    assert state.players[0].parts == {"engine": 0, "brakes": 1} and state.today["ada"].shifts_used == 2


def test_kanban_claim_keeps_the_design_the_player_names(store, start_app):
    """Claiming with the turbo Design leaves the claim-only one on the desk; a single kind needs no choice."""
    sid = kanban_game(store)
    store.submit(sid, {"kind": "edit", "path": "players.0.designs", "value": [
        {"model": "green", "part": None}, {"model": "green", "part": "turbo"}, {"model": "blue", "part": None}]})

    async def go():
        h = await claim_green_first(await start_app(f"/game/{sid}"))
        await h.select(h.by_id("claim-design"), "turbo")
        await h.click(h.button("Add the car"))
        await h.select(h.by_id("claim-position"), "2")
        await h.select(h.by_id("claim-model"), "blue")
        assert not h.has_id("claim-design")
        await h.click(h.button("Add the car"))
        assert h.text_in(h.by_id("claims")) == ["1st car: green, the turbo Design", "2nd car: blue"]
        await preview(h)
        await confirm(h)

    run(go())
    assert [d.model_dump() for d in store.load(sid).state.players[0].designs] == [{"model": "green", "part": None}]


def test_kanban_meeting_then_final_scoring_ranking_chart_and_statistics(store, start_app):
    sid = kanban_game(store, goals_on_table=[1, 2])
    store.submit(sid, {"kind": "edit", "changes": [{"path": "players.0.garages", "value": ["green", "blue", None, None, None]},
                                                   {"path": "meeting_scheduled", "value": True},
                                                   {"path": "week", "value": 3}, {"path": "cycle", "value": 1}]})

    async def go():
        h = await start_app(f"/game/{sid}")
        assert h.has_id("meeting-due")
        # the Meeting turn by turn: Ada presents her pet project and speaks on goal 1, Ben and Cleo present theirs
        await choose_kind(h, "speak")
        await h.select(h.by_id("speak-pet"), "3")
        await h.select(h.by_id("speak-goal"), "1")
        await preview(h)
        assert "Performance Goal 1, speaker 1: 2 cars in the garage (counted by the companion)" in ledger_text(h)
        await confirm(h)
        assert h.text_in(h.by_id("meeting-now")) == ["At the Meeting: Ben to speak", "Ada's pet project: Performance Goal 3",
                                                    "Performance Goal 1: 1 Seat (Ada)"]
        for card in ("4", "5"):
            await choose_kind(h, "speak")
            await h.select(h.by_id("speak-pet"), card)
            await preview(h)
            await confirm(h)
        for _ in range(3):
            await choose_kind(h, "meeting_pass")
            await preview(h)
            await confirm(h)
        assert h.by_id("kind-new_business").selected
        await preview(h)
        await confirm(h)
        assert h.has_id("end-triggered")  # Production Cycle 2 and Week 3: the game ends after this day
        await choose_kind(h, "end_of_day")
        await preview(h)
        await confirm(h)
        # Final Scoring is suggested now
        assert h.by_id("kind-final_scoring").selected
        await preview(h)
        await confirm(h)
        assert h.has_id("results")
        await h.navigate(f"/history/{sid}")
        await h.settle(20)
        ranking = " ".join(h.text_in(h.by_id("ranking")))
        assert "Ada" in ranking and " pp" in ranking and "£" not in ranking
        assert h.text_in(h.by_id("chart-pp")) == ["Productivity points (pp): 3 players, 3 points"]
        ada = next(p for p in store.players() if p.name == "Ada")
        await h.navigate(f"/players/{ada.id}")
        await h.settle(20)
        assert "Games" in h.text_in(h.by_id("player-stats"))

    run(go())
    view = store.load(sid)
    assert view.summary.finished and view.info.status == "finished"
    (stats,) = store.player_stats(next(p.id for p in store.players() if p.name == "Ada"))
    assert stats.games == 1
