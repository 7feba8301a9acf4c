"""The new development tiles at set-up (Player's Book 3.2): Charisma and one Inventor put aside (always laid out, as
in Water Frame 4.1.III), the new tiles shuffled in with the regular ones and the usual number drawn."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from tests.games.arkwright.flow.test_setup import free_game

#: 3 players: Charisma, one Inventor and 19 drawn (Water Frame 4.1.III), 5 of them new tiles
DRAWN = ["charisma", "inventor", "harbormaster", "investor", "supervisory_board", "loadmaster", "manager",
         "administrator", "extra_shifts", "workshop", "developer", "broker", "agent_in_the_colonies", "school", "foreman",
         "patron_food", "patron_clothes", "inventor", "accountant", "small_warehouse", "engineering_works"]


def test_new_tiles_drawn_with_the_regular_ones():
    assert len(DRAWN) == 2 + 19
    s = free_game(3, tiles=DRAWN, self_actor_tiles=True)
    assert sorted(s.mat.tiles) == sorted(DRAWN)


def test_the_usual_number_is_drawn():
    with pytest.raises(InputError, match="Charisma, one Inventor and 19 drawn tiles"):
        free_game(3, tiles=DRAWN + ["wealth_of_nations"], self_actor_tiles=True)


def test_charisma_and_one_inventor_are_still_laid_out():
    tiles = [t for t in DRAWN if t != "charisma"] + ["wealth_of_nations"]
    with pytest.raises(InputError, match="Charisma is always laid out"):
        free_game(3, tiles=tiles, self_actor_tiles=True)


def test_refused_in_a_game_without_the_new_tiles():
    with pytest.raises(InputError, match="Harbormaster is one of the Self-Actor's new tiles, which this game does not play"):
        free_game(3, tiles=DRAWN, self_actor_reorganization=True)


def test_at_most_the_copies_in_the_box():
    # the Supervisory Board comes once (1x)
    tiles = [t for t in DRAWN if t != "harbormaster"] + ["supervisory_board"]
    with pytest.raises(InputError, match="Supervisory Board"):
        free_game(3, tiles=tiles, self_actor_tiles=True)
