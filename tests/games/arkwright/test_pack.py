"""The Arkwright pack's own handling of the entries every pack shares (note, edit, board)."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.games.arkwright.pack import apply
from tests.games.arkwright.flow.helpers import new_game


def test_a_note_names_a_player_of_the_game_or_nobody():
    # Found by the whole-game simulator: a note for an unknown player was accepted and wrote a
    # ledger line for a player the game does not have.
    s = new_game(3)
    assert apply(s, {"kind": "note", "text": "the cat walked over the board"}).ledger[0].player is None
    assert apply(s, {"kind": "note", "text": "spilled tea", "player": "harold"}).ledger[0].player == "harold"
    with pytest.raises(InputError, match="no player 'nope'"):
        apply(s, {"kind": "note", "text": "who?", "player": "nope"})
