"""The Union Stockyards new game from taps: values pre-filled from the board data, every problem named at once."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.board import BOARD
from companion.ui.union_stockyards.screens import NEW_GAME_DEFAULTS, setup_entry

SEATS = [{"id": "ada", "name": "Ada", "color": "blue"}, {"id": "ben", "name": "Ben", "color": "red"}]


def test_untouched_options_start_a_game_that_follows_the_year_from_the_board_data():
    entry = setup_entry(SEATS, 1, dict(NEW_GAME_DEFAULTS))
    state = PACK.start(entry).state
    n = BOARD.base.numbers
    assert state.first_player == "ben" and state.workers == n.workers_per_player
    assert [p.cash for p in state.players] == [n.starting_cash] * 2
    assert state.prices == BOARD.base.start.prices and state.meat_values == BOARD.base.start.meat_values
    assert state.yard == {"cattle": 0, "hogs": 0, "sheep": 0}


def test_taps_change_only_what_they_touch():
    entry = setup_entry(SEATS, 0, {**NEW_GAME_DEFAULTS, "cash": 14, "prices": {"hogs": 9}})
    assert entry["cash"] == 14 and entry["prices"] == {**BOARD.base.start.prices, "hogs": 9}


def test_every_problem_is_named_at_once_in_plain_words():
    with pytest.raises(InputError) as err:
        setup_entry(SEATS, 0, {"cash": -1, "workers": 0, "prices": {"cattle": 99}, "meat_values": {"sheep": "lots"}})
    assert str(err.value).splitlines() == [
        "Starting cash: Enter a whole number from 0 to 99999",
        "Workers each: Enter a whole number from 1 to 5",
        "cattle price: Enter a whole number from 1 to 30",
        "sheep meat value: Enter a whole number from 0 to 40",
    ]


def test_each_player_has_their_own_workers_within_the_range():
    entry = setup_entry(SEATS, 0, {**NEW_GAME_DEFAULTS, "workers": 2, "workers_each": {"Ben": 4}})
    assert entry["workers"] == {"ada": 2, "ben": 4}
    state = PACK.start(entry).state
    assert [p.workers for p in state.players] == [2, 4] and state.workers == 4
    same = setup_entry(SEATS, 0, {**NEW_GAME_DEFAULTS, "workers": 3, "workers_each": {"Ben": 3}})
    assert same["workers"] == 3  # everyone the same: one number, as before


def test_a_players_own_workers_out_of_the_range_is_refused_by_name():
    with pytest.raises(InputError) as err:
        setup_entry(SEATS, 0, {**NEW_GAME_DEFAULTS, "workers_each": {"Ada": 8}})
    assert str(err.value).splitlines() == ["Ada's workers: Enter a whole number from 1 to 5"]
