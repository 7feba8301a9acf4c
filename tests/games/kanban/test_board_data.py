"""Kanban's printed numbers the text does not give: marked unverified, listed in Check your box, read by the rules."""

from __future__ import annotations

from companion.core.boxcheck import components, pack_board, to_check
from companion.games.kanban import alley
from companion.games.kanban.pack import PACK
from companion.games.kanban.board import BOARD, DEPARTMENTS
from tests.games.kanban.test_alley import pass_turns


def test_check_your_box_lists_the_car_wall_the_test_track_the_workstations_and_the_factory_goals():
    title, board = pack_board("kanban")
    paths = set(to_check(board.base))
    assert title == "Kanban: Driver's Edition"
    assert {f"car_values.{k}.value" for k in range(5)} <= paths
    assert "numbers.checkered_every" in paths
    assert {f"departments.{k}.workstation_shifts" for k in range(len(DEPARTMENTS))} <= paths
    assert {f"factory_goals.{k}.at_least" for k in range(3)} <= paths
    # the values stated by the rulebook are not asked for
    assert not any(p.startswith("player_counts.") for p in paths) and "numbers.daily_shift_cap" not in paths
    shown = {c.path: c.fields for c in components(board.base)}
    assert shown["numbers"]["checkered_every"] == BOARD.base.numbers.checkered_every


def test_a_board_correction_of_the_checkered_spaces_changes_when_the_pace_car_calls_a_meeting():
    players = [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}, {"id": "cy", "name": "Cy"}]
    s = PACK.start({"kind": "new_game", "players": players, "workstations": True}).state
    s = PACK.apply(s, {"kind": "board", "path": "numbers.checkered_every", "value": 1}).state
    for pid, dept, ws in (("ann", "assembly", 1), ("bob", "design", 1), ("cy", "logistics", 1)):
        s = PACK.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).state
    s = pass_turns(s)[0]  # left to right: Ann, Cy, Bob with no task, Sandra at her desk
    s = PACK.apply(s, {"kind": "end_of_day"}).state
    # day 2: Sandra starts back at Testing & Innovation; her Pace Car step is a whole lap of 1 space
    for pid in alley.selection_order(s):
        if pid != alley.SANDRA:
            c = alley.choices(s, pid)[-1]
            s = PACK.apply(s, {"kind": "select", "player": pid, "department": c.department, "workstation": c.workstation}).state
    assert s.sandra == "testing"
    s = pass_turns(s, until_sandra=True)[0]
    s = PACK.apply(s, {"kind": "sandra"}).state
    assert s.meeting_scheduled
