"""The 2-player recording with the whole factory followed (tests/fixtures/games/kanban/workstation_factory_2p.jsonl,
written by tests/core/recorded.py): what it must hold beyond replaying to its results (tests/core/test_recorded_games.py)."""

from __future__ import annotations

from companion.commands.logfile import GameLog
from companion.games.kanban import alley
from tests.core.recorded import FIXTURES

LOG = GameLog.read(str(FIXTURES / "kanban" / "workstation_factory_2p.jsonl"))


def test_the_two_player_game_follows_the_factory_from_the_starting_round_and_types_no_pp():
    setup = LOG.steps[0].entry
    assert len(setup["players"]) == 2 and setup["starting_round"] and not setup.get("certification_order")
    for flag in ("workstations", "assembly_line", "benefits", "printed_benefits"):
        assert setup[flag] is True
    assert setup["design_display"] and setup["warehouses"] and setup["demand"]
    kinds = [s.kind for s in LOG.steps]
    assert kinds[1:5] == ["start_spot", "start_spot", "start_items", "start_items"]
    assert not {"adjust", "edit", "seat", "meeting"} & set(kinds)  # every pp, Seat and Meeting the companion's
    codes = {e.code for e in LOG.replay().ledger}
    for code in ("kanban.start_spot_here", "kanban.track_benefit", "kanban.plaque_benefit", "kanban.garage_bonus",
                 "kanban.upgrade_space", "kanban.well_researched", "kanban.demand_met"):
        assert code in codes, code
    assert "kanban.start_spot" not in codes  # the spots' benefits given, not left to the table


def test_nobody_moves_to_sandras_department_in_the_two_player_game():
    # KDE 2-Player Rules: nobody may move to the department where Sandra is
    for at, step in enumerate(LOG.steps[1:], start=1):
        if step.kind == "select":
            before = LOG.replay(at).state
            assert step.entry["department"] != alley.sandra_department(before), (at, step.entry)
