"""The Recycling pool (KDE Recycling; Setup 4): trades during the player's own turn, as often as they like, one Part
of each type in the pool; refused out of turn and in games that do not follow the pool."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import new_game
from tests.games.kanban.test_alley import go, sel, start


def test_a_player_trades_as_often_as_they_like_during_their_turn_and_may_take_back_a_part():
    s = start(recycling=["turbo", "engine", "brakes"])
    s, _ = go(s, sel("cy", "logistics", 2), sel("ann", "testing", 2), sel("bob", "design", 1))
    s, _ = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 3},
              {"kind": "work", "player": "cy", "department": "logistics", "workstation_shifts": 3,
               "parts_taken": {"chassis": 2}})
    # two trades in a row: a chassis for the engine, then that engine for the brakes (the engine's space is free
    # again, KDE Recycling: one space per type); the pool always holds 3 Parts
    s, _ = go(s, {"kind": "recycle", "player": "cy", "give": "chassis", "take": "engine"},
              {"kind": "recycle", "player": "cy", "give": "engine", "take": "brakes"})
    assert sorted(s.recycling) == ["chassis", "engine", "turbo"]
    assert s.player("cy").parts == {"chassis": 1, "engine": 0, "brakes": 1}
    assert sum(s.player("cy").parts.values()) == 2  # a trade never changes how many Parts the board holds
    with pytest.raises(RuleError, match="already holds a chassis"):
        PACK.apply(s, {"kind": "recycle", "player": "cy", "give": "chassis", "take": "turbo"})


def test_recycling_is_refused_out_of_turn_and_without_the_pool_followed():
    s = start(recycling=["turbo", "engine", "brakes"])
    s, _ = go(s, sel("cy", "logistics", 2), sel("ann", "testing", 2), sel("bob", "design", 1))
    s.player("bob").parts = {"chassis": 1}
    # Bob works in Design, right of Ann and Cy: his turn has not come (Ann in Testing & Innovation works first)
    with pytest.raises(RuleError, match="Ann works before Bob today"):
        PACK.apply(s, {"kind": "recycle", "player": "bob", "give": "chassis", "take": "turbo"})
    plain = new_game()
    plain.player("you").parts = {"chassis": 1}
    with pytest.raises(RuleError, match="does not follow the Recycling pool"):
        PACK.apply(plain, {"kind": "recycle", "player": "you", "give": "chassis", "take": "turbo"})
