"""What a goal counts (KDE Performance Goals Cards; Final Goals Tiles), one test per kind of count, with the
card or tile it is read for. The cards' Models, Parts and garages are board data (data/goals.toml, unverified:
depicted on the cards only): #3 green cars, #8 chassis, #16 chassis and transmission, #19 garages 1 and 2, #21
garages 4 and 5. Training: data/factory.toml's certified desk 3 and final (red) desk 5, unverified.
"""

from __future__ import annotations

import pytest

from companion.games.kanban import measures
from companion.games.kanban.state import Upgrade
from tests.games.kanban.factories import apply, garage, new_game, upgrades, with_training


def card(state, number):
    return state.board.performance_goal(number)


def tile(state, measure):
    return next(g for g in state.board.final_goals if g.measure == measure)


def test_cards_3_to_7_count_the_cars_of_their_model():
    """Cards 3-7: 4 pp per car of this Model in your garage; card 3 is green: 2 green of 3 cars."""
    s = new_game()
    garage(s, "you", "green", "red", "green")
    assert measures.count(s, "you", card(s, 3)) == 2


def test_final_tile_1_counts_the_most_cars_of_one_model_and_an_empty_garage_none():
    """Final Goals Tile 1: 3 of the same Model of car in your garage."""
    s = new_game()
    assert measures.count(s, "you", tile(s, "max_same_model")) == 0
    garage(s, "you", "red", "green", "red", "red")
    assert measures.count(s, "you", tile(s, "max_same_model")) == 3


def test_cards_8_to_13_count_the_upgraded_designs_of_their_part():
    """Cards 8-13: 4 pp per Upgraded Design you have for this Part; card 8 is chassis: 2 of your 3 upgrades (and
    not Orange's chassis)."""
    s = new_game()
    upgrades(s, "red", [("you", "chassis"), ("you", "turbo"), ("orange", "chassis")])
    upgrades(s, "blue", [("you", "chassis")])
    assert measures.count(s, "you", card(s, 8)) == 2


def test_final_tile_3_counts_the_most_upgraded_designs_of_one_part():
    """Final Goals Tile 3: 3 Upgraded Designs for the same Part: You has 2 engines and 1 turbo, so 2."""
    s = new_game()
    assert measures.count(s, "you", tile(s, "max_upgrades_same_part")) == 0
    upgrades(s, "red", [("you", "engine"), ("you", "turbo")])
    upgrades(s, "blue", [("you", "engine"), ("orange", "engine")])
    assert measures.count(s, "you", tile(s, "max_upgrades_same_part")) == 2


def test_cards_16_to_18_count_the_parts_of_their_two_types_only():
    """Cards 16-18: 2 pp per Part of these 2 types you have; card 16 is chassis and transmission."""
    s = new_game()
    s.player("you").parts = {"chassis": 2, "turbo": 3}
    assert measures.count(s, "you", card(s, 16)) == 2  # no transmission, and the turbos are not counted
    s.player("you").parts = {"chassis": 1, "transmission": 2, "turbo": 3}
    assert measures.count(s, "you", card(s, 16)) == 3


def test_cards_19_to_21_count_the_cars_in_their_two_garages():
    """Cards 19-21: 4 pp per car in either of these two garages; #19 garages 1 and 2, #21 garages 4 and 5."""
    s = new_game()
    s.player("you").garages = ["red", None, "blue", "green", "black"]
    assert measures.count(s, "you", card(s, 19)) == 1  # garage 1 full, garage 2 empty
    assert measures.count(s, "you", card(s, 21)) == 2  # garages 4 and 5, the fifth included
    s.player("you").garages = [None, "red", "blue", None, None]
    assert measures.count(s, "you", card(s, 19)) == 1
    assert measures.count(s, "you", card(s, 21)) == 0


def test_a_garage_number_that_does_not_exist_counts_no_car():
    """Cards 19-21 name two of the five garages; a card corrected to a garage 0 (there is none) counts only the
    real one."""
    s = apply(new_game(), {"kind": "board", "path": "performance_goals.18.garages", "value": [0, 1]}).state
    s.player("you").garages = [None, None, None, None, "red"]
    assert measures.count(s, "you", card(s, 19)) == 0
    s.player("you").garages = ["red", None, None, None, None]
    assert measures.count(s, "you", card(s, 19)) == 1


def test_final_tiles_3_and_5_count_the_certifications_among_their_two_departments():
    """Final Goals Tile 3: Certified in Assembly Line and Logistics (Design does not count)."""
    s = with_training(new_game(), "assembly", [("you", 3)])
    s = with_training(s, "design", [("you", 3), ("orange", 3)])
    goal = next(g for g in s.board.final_goals if g.measure == "certified_among" and "logistics" in g.departments)
    assert measures.count(s, "you", goal) == 1
    assert measures.count(s, "orange", goal) == 0
    s = with_training(s, "logistics", [("you", 3)])
    assert measures.count(s, "you", goal) == 2


def test_final_tile_6_counts_the_departments_with_training_completed():
    """Final Goals Tile 6: completed training (the final desk) in 2 departments; desk 4 is not completed."""
    s = with_training(new_game(), "design", [("you", 5)])
    s = with_training(s, "logistics", [("you", 4)])
    assert measures.experts(s, "you") == 1
    assert measures.count(s, "you", tile(s, "experts")) == 1


def test_card_32_counts_the_face_up_seats():
    """Card 32: 3 pp per Seat you have around the conference table (face-up ones: the face-down were used)."""
    s = new_game()
    s.player("you").seats_up, s.player("you").seats_down = 3, 1
    assert measures.count(s, "you", "seats") == 3


def test_an_unknown_count_is_refused_by_its_name():
    with pytest.raises(ValueError, match="unknown measure 'wheels'"):
        measures.count(new_game(), "you", "wheels")


def test_own_upgrades_leave_out_the_others():
    s = new_game()
    upgrades(s, "red", [("orange", "engine"), ("you", "turbo")])
    assert measures.own_upgrades(s, "you") == [("red", Upgrade(player="you", part="turbo"))]
