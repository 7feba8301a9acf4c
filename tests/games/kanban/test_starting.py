"""The starting round (KDE Beginning of the Game), the first step of a Workstation Alley game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import RuleError
from companion.games.kanban import alley
from companion.games.kanban.pack import PACK

SEATS = [{"id": n.lower(), "name": n, "color": c} for n, c in (("Ada", "blue"), ("Ben", "red"), ("Cleo", "green"), ("Dan", "yellow"))]


def started(first: str = "ben", players: int = 3):
    return PACK.apply(None, {"kind": "new_game", "players": SEATS[:players], "workstations": True,
                             "starting_round": True, "first_player": first}).state


def spots(state, taken):
    for pid, spot in taken:
        state = PACK.apply(state, {"kind": "start_spot", "player": pid, "spot": spot}).state
    return state


def items(state):
    names = state.board.names
    for pid in [pid for pid in state.certification_order if pid not in state.start_items]:
        state = PACK.apply(state, {"kind": "start_items", "player": pid, "part": names.parts[0],
                                   "design": names.models[0], "design_part": names.parts[1]}).state
    return state


def test_the_starting_round_comes_first_and_goes_clockwise_from_the_first_player():
    # "Choose the first Player at random, and then in clockwise order, place your Certification Meeple"
    state = started("ben")
    assert PACK.phases.of(state) == "starting"
    with pytest.raises(RuleError, match="Ben's turn"):
        PACK.apply(state, {"kind": "start_spot", "player": "ada", "spot": 1})
    with pytest.raises(RuleError, match="cannot be entered now"):
        PACK.apply(state, {"kind": "select", "player": "ben", "department": "logistics", "workstation": 1})
    state = spots(state, [("ben", 1)])
    with pytest.raises(RuleError, match="Cleo's turn"):
        PACK.apply(state, {"kind": "start_spot", "player": "ada", "spot": 2})


def test_a_spot_is_taken_once_and_the_space_has_four():
    state = spots(started("ada"), [("ada", 3)])
    with pytest.raises(RuleError, match="spot 3 is taken by Ada"):
        PACK.apply(state, {"kind": "start_spot", "player": "ben", "spot": 3})
    with pytest.raises(RuleError, match="4 spots"):
        PACK.apply(state, {"kind": "start_spot", "player": "ben", "spot": 5})


def test_the_track_order_is_right_to_left_and_sets_the_items_and_the_first_day():
    # "the order in which you get starting items is right-to-left on this track; this is also the turn order
    # for the first Department Selection Phase"
    state = spots(started("ben"), [("ben", 2), ("cleo", 4), ("ada", 1)])
    assert state.certification_order == ["cleo", "ben", "ada"]
    with pytest.raises(RuleError, match="Cleo's turn"):
        PACK.apply(state, {"kind": "start_items", "player": "ada", "part": "chassis", "design": "green", "design_part": "chassis"})
    before = state.player("cleo")
    state = PACK.apply(state, {"kind": "start_items", "player": "cleo", "part": "chassis", "design": "green",
                               "design_part": "engine"}).state
    cleo = state.player("cleo")
    assert cleo.parts.get("chassis", 0) == before.parts.get("chassis", 0) + 1  # one Car Part from Logistics
    assert [(d.model, d.part) for d in cleo.designs][-1:] == [("green", "engine")]  # and a Design tile
    state = items(state)
    assert not state.starting and PACK.phases.of(state) == "selection"
    assert alley.selection_order(state) == ["cleo", "ben", "ada"]  # the first day: right to left on the Track


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), first=st.integers(0, 3), data=st.data())
def test_any_starting_round_gives_everyone_one_spot_one_part_and_one_design(players, first, data):
    state = started(SEATS[first % players]["id"], players)
    while state.starting:
        offered = [c for p in state.players for c in PACK.legal(state, p.id) if c.legal and c.entry["kind"].startswith("start")]
        assert offered, "the starting round offers nothing"
        state = PACK.apply(state, data.draw(st.sampled_from(offered)).entry).state
    assert sorted(state.start_spots.values()) == sorted(set(state.start_spots.values()))
    assert sorted(state.certification_order, key=lambda pid: -state.start_spots[pid]) == state.certification_order
    assert all(sum(p.parts.values()) == 1 and len(p.designs) == 1 for p in state.players)


def test_the_starting_round_needs_a_workstation_alley_game():
    with pytest.raises(RuleError, match="Workstation Alley"):
        PACK.apply(None, {"kind": "new_game", "players": SEATS[:3], "starting_round": True})
