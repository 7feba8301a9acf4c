"""The recordings with the whole factory followed (tests/fixtures/games/kanban/workstation_factory_2p.jsonl and
workstation_factory_4p.jsonl, written by tests/core/recorded.py): what they must hold beyond replaying to their
results (tests/core/test_recorded_games.py)."""

from __future__ import annotations

import pytest

from companion.commands.logfile import GameLog
from companion.games.kanban import alley
from tests.core.recorded import FIXTURES

LOG = GameLog.read(str(FIXTURES / "kanban" / "workstation_factory_2p.jsonl"))
LOG_4P = GameLog.read(str(FIXTURES / "kanban" / "workstation_factory_4p.jsonl"))
FACTORY_CODES = ("kanban.start_spot_here", "kanban.track_benefit", "kanban.plaque_benefit", "kanban.garage_bonus",
                 "kanban.upgrade_space", "kanban.well_researched", "kanban.demand_met")


@pytest.mark.parametrize("log, seats", [(LOG, 2), (LOG_4P, 4)], ids=["2p", "4p"])
def test_a_factory_game_follows_the_factory_from_the_starting_round_and_types_no_pp(log, seats):
    setup = log.steps[0].entry
    assert len(setup["players"]) == seats and setup["starting_round"] and not setup.get("certification_order")
    for flag in ("workstations", "assembly_line", "benefits", "printed_benefits"):
        assert setup[flag] is True
    assert setup["design_display"] and setup["warehouses"] and setup["demand"]
    kinds = [s.kind for s in log.steps]
    # KDE Beginning of the Game: every player takes a spot, then every player a Car Part and a Design
    assert kinds[1:1 + 2 * seats] == ["start_spot"] * seats + ["start_items"] * seats
    assert not {"adjust", "edit", "seat", "meeting"} & set(kinds)  # every pp, Seat and Meeting the companion's
    codes = {e.code for e in log.replay().ledger}
    for code in FACTORY_CODES:
        assert code in codes, code
    assert "kanban.start_spot" not in codes  # the spots' benefits given, not left to the table
    assert {"logistics", "assembly", "design", "testing", "administration"} == {
        s.entry["department"] for s in log.steps if s.kind == "work"}


def test_the_four_player_game_is_played_with_mean_sandra_and_ends_in_the_final_scoring():
    setup = LOG_4P.steps[0].entry
    assert setup["mode"] == "mean"
    done = LOG_4P.replay()
    assert done.state.finished and LOG_4P.steps[-1].kind == "final_scoring"
    # KDE Shift Bank, Mean Sandra: she penalizes (1 pp for each Shift fewer than 5 banked), never rewards
    penalties = [e.amount for e in done.ledger if e.code == "kanban.sandra_pp"]
    assert penalties and all(amount < 0 for amount in penalties)
    # KDE Setup 2.H: with Mean Sandra the pp disc starts on 15, so each player's score is 15 more than the ledger's pp
    results = {r["player"]: r["score"] for r in LOG_4P.extra["expected"]["results"]}
    ledger = {pid: kinds["score"] for pid, kinds in LOG_4P.extra["expected"]["ledger"].items()}
    assert {pid: score - 15 for pid, score in results.items()} == ledger


def test_nobody_moves_to_sandras_department_in_the_two_player_game():
    # KDE 2-Player Rules: nobody may move to the department where Sandra is
    for at, step in enumerate(LOG.steps[1:], start=1):
        if step.kind == "select":
            before = LOG.replay(at).state
            assert step.entry["department"] != alley.sandra_department(before), (at, step.entry)


def test_the_four_player_game_gives_the_seats_of_the_certification_tracks_2nd_and_4th_spaces():
    # KDE Meetings, the ways to get Seats, 2: a Seat for reaching the 2nd and for reaching the 4th space
    assert LOG_4P.steps[0].entry["certification_seats"] is True
    done = LOG_4P.replay()
    given = sorted((e.player, e.params["space"]) for e in done.ledger
                   if e.code in ("kanban.seat_up", "kanban.seat_red") and e.params.get("why") == "kanban.seat_track_space")
    reached = sorted((p.id, space) for p in done.state.players for space in (2, 4)
                     if done.state.certifications(p.id) >= space)
    assert given == reached and len(given) == 2 * 4  # all four reach the 4th space
    # the 2-player game was stored without the flag: it replays as it was, those Seats taken at the table
    assert "certification_seats" not in LOG.steps[0].entry
    assert "kanban.seat_track_space" not in {e.params.get("why") for e in LOG.replay().ledger}
