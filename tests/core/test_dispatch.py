"""The entries every pack shares, through a pack other than Arkwright."""

import pytest

from companion.core.errors import InputError
from companion.core.registry import get_pack
from tests.games.kanban.factories import new_game


def test_a_note_names_a_player_of_the_game_or_nobody():
    pack = get_pack("kanban")
    state = new_game()
    out = pack.apply(state, {"kind": "note", "text": "orange spilt coffee", "player": "orange"})
    assert out.ledger[0].player == "orange" and out.state == state
    assert pack.apply(state, {"kind": "note", "text": "pizza break"}).ledger[0].player is None
    with pytest.raises(InputError, match="no player 'zed'"):
        pack.apply(state, {"kind": "note", "text": "who?", "player": "zed"})
