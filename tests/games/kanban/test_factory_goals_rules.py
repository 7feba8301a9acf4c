"""Factory Goals, one rule at a time (KDE Human Resources, Factory Goals; KDE Setup 3; 2/3-Player Rules 2).

The rulebook's own examples of goals (the 3rd Certification, the 4th car claimed, the 5th Design upgraded) and
scenarios of our own: the first players to reach a tile's count take its Seats, one each, in the order they get
there; a player may take a Seat from both tiles of a pair the same day; a tile without Seats is flipped. 4 players:
2 Seats on each tile; 3 players: 2 on the easier, 1 on the harder; 2 players: 1 on each.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.games.kanban.board import DEPARTMENTS
from companion.games.kanban.factory_goals import check_goals, goal_range, lay_out
from tests.games.kanban.factories import garage, new_game as typed_game, upgrades, with_training

SECTION = "KDE Human Resources, Factory Goals"


def new_game(ids=("you", "orange", "purple", "blue")):
    """A game that follows Workstation Alley and so the Factory Goals (KDE Round Overview)."""
    return typed_game(ids=ids, workstations=True)


def seats(state, pid):
    p = state.player(pid)
    return p.seats_up + p.red_seats


def goal(state, area, at_least):
    return next(g for g in state.factory_goals if g.area == area and g.at_least == at_least)


@pytest.mark.parametrize("players, per_tile", [(4, [2, 2]), (3, [2, 1]), (2, [1, 1])])
def test_the_seats_on_each_tile_follow_the_player_count(players, per_tile):
    """KDE Setup 3 and the 2/3-Player Rules 2."""
    s = new_game(ids=("you", "orange", "purple", "blue")[:players])
    assert [(g.area, g.at_least, g.seats) for g in s.factory_goals] == [
        ("certifications", 3, per_tile[0]), ("certifications", 4, per_tile[1]),
        ("cars", 4, per_tile[0]), ("cars", 5, per_tile[1]),
        ("designs", 5, per_tile[0]), ("designs", 6, per_tile[1])]


def test_the_third_certification_takes_a_seat():
    """KDE Factory Goals example: getting your 3rd Certification immediately receives one Seat."""
    s = new_game()
    for dept in DEPARTMENTS[:3]:
        s = with_training(s, dept, [("you", 3)])
    before = seats(s, "you")
    ledger = Ledger()
    check_goals(s, "you", ledger)
    assert seats(s, "you") == before + 1
    tile = goal(s, "certifications", 3)
    assert (tile.seats, tile.taken_by) == (1, ["you"])
    assert goal(s, "certifications", 4).seats == 2
    [line] = [e for e in ledger if e.player == "you"]
    assert line.params["why"] == "kanban.seat_factory_goal"
    assert {k: line.params[k] for k in ("at_least", "area", "place")} == {"at_least": 3, "area": "certifications", "place": 1}
    again = Ledger()
    check_goals(s, "you", again)  # one Seat per tile and player
    assert not list(again) and seats(s, "you") == before + 1


def test_both_tiles_of_a_pair_the_same_day():
    """KDE Factory Goals: the same person could claim one Seat from both goals in the same day (5 cars: 4 and 5)."""
    s = with_training(new_game(), "assembly", [("you", 3)])  # the fifth garage
    garage(s, "you", "red", "red", "blue", "green", "yellow")
    before = seats(s, "you")
    check_goals(s, "you", Ledger())
    assert seats(s, "you") == before + 2
    assert goal(s, "cars", 4).taken_by == ["you"] and goal(s, "cars", 5).taken_by == ["you"]


def test_the_last_seat_flips_the_tile_and_a_later_player_gets_none():
    """2 players: 1 Seat on each tile; the 5th Design upgraded by Ann takes it, Bob's later 5th finds it flipped."""
    s = new_game(ids=("ann", "bob"))
    upgrades(s, "red", [("ann", "turbo"), ("ann", "engine"), ("ann", "chassis"), ("ann", "suspension"), ("ann", "transmission")])
    upgrades(s, "blue", [("bob", "turbo"), ("bob", "engine"), ("bob", "chassis"), ("bob", "suspension"), ("bob", "transmission")])
    ledger = Ledger()
    check_goals(s, "ann", ledger)
    flipped = [(e.player, e.section, e.params) for e in ledger if e.code == "kanban.factory_goal_flipped"]
    assert flipped == [(None, SECTION, {"at_least": 5, "area": "designs"})]
    before = seats(s, "bob")
    later = Ledger()
    check_goals(s, "bob", later)
    assert seats(s, "bob") == before and not list(later) and goal(s, "designs", 5).taken_by == ["ann"]


def test_one_short_of_the_count_takes_nothing():
    s = new_game()
    garage(s, "you", "red", "red", "blue")
    check_goals(s, "you", Ledger())
    assert goal(s, "cars", 4).taken_by == [] and goal(s, "cars", 4).seats == 2


def test_the_counts_a_tile_may_ask_for():
    """A Certification per department (5), a car per garage with the fifth unlocked (5), a Design per Part and Model."""
    board = new_game().board
    assert goal_range(board, "certifications") == (1, 5)
    assert goal_range(board, "cars") == (1, 5)
    assert goal_range(board, "designs") == (1, len(board.names.models) * len(board.names.parts))


def test_a_set_up_names_its_own_pair_in_the_range():
    board = new_game().board
    tiles = lay_out(board, 4, {"cars": [3, 2]})
    assert [(g.at_least, g.seats) for g in tiles if g.area == "cars"] == [(2, 2), (3, 2)]  # the easier first
    with pytest.raises(InputError) as info:
        lay_out(board, 4, {"cars": [2, 6]})
    assert str(info.value) == "Factory Goals: cars claimed need two tiles, each a count from 1 to 5"
    with pytest.raises(InputError, match="need two tiles"):
        lay_out(board, 4, {"certifications": [0, 3]})
    with pytest.raises(InputError, match="need two tiles"):
        lay_out(board, 4, {"designs": [5]})
    with pytest.raises(InputError) as info:
        lay_out(board, 4, {"parts": [1, 2]})
    assert str(info.value) == ("Factory Goals: there is no area 'parts' (the areas: Certifications, cars claimed, "
                               "Designs upgraded)")


def test_a_flipped_tile_does_not_keep_the_player_from_the_next():
    """The 3-Certification tile already flipped; the same player's 4th car still takes a Seat of the cars tile."""
    s = new_game()
    for dept in DEPARTMENTS[:3]:
        s = with_training(s, dept, [("you", 3)])
    goal(s, "certifications", 3).seats = 0
    garage(s, "you", "red", "red", "blue", "green")
    before = seats(s, "you")
    check_goals(s, "you", Ledger())
    assert seats(s, "you") == before + 1 and goal(s, "cars", 4).taken_by == ["you"]
    assert goal(s, "certifications", 3).taken_by == []


def test_the_lowest_count_a_tile_may_ask_for_is_one():
    tiles = lay_out(new_game().board, 2, {"certifications": [1, 2]})
    assert [(g.at_least, g.seats) for g in tiles if g.area == "certifications"] == [(1, 1), (2, 1)]
