"""The mirrored table of a Self-Actor game (Player's Book 3.2): each player's bonus markers, the value they add
at the end, and who holds the award markers."""

from __future__ import annotations

import flet as ft

from companion.ui.arkwright.table import market_header, player_card
from tests.games.arkwright.factories import player, table


def _texts(control) -> list[str]:
    out: list[str] = []
    stack = [control]
    while stack:
        c = stack.pop()
        if isinstance(c, ft.Text) and c.value:
            out.append(c.value)
        for name in ("content", "controls", "title"):
            child = getattr(c, name, None)
            if isinstance(child, list):
                stack.extend(child)
            elif isinstance(child, ft.Control):
                stack.append(child)
    return out


def test_the_card_shows_both_bonus_markers_and_their_product():
    s = table([player("marion", home_market_bonus=7, shipping_bonus=4, awards=["shipping"]), player("harold")],
              self_actor=["bonus_markers", "competition"])
    words = _texts(player_card(s, 0, None))
    assert "Shipping bonus" in words and "space 4" in words
    assert "Home market bonus" in words and "space 7" in words
    assert "£28" in words  # 7 x 4 added at the end
    assert "Shipping Competition" in words


def test_the_header_says_where_each_award_marker_is():
    s = table([player("marion", awards=["shipping"]), player("harold")], self_actor=["competition"], awards_removed=["share_value"])
    line = next(w for w in _texts(market_header(s, None)) if w.startswith("Award markers"))
    assert line == "Award markers: Share Value Competition: out of the game; Shipping Competition: held by Marion"
    fresh = table([player("marion"), player("harold")], self_actor=["competition"])
    line = next(w for w in _texts(market_header(fresh, None)) if w.startswith("Award markers"))
    assert line == "Award markers: Share Value Competition: on space 25; Shipping Competition: for the first 6 goods shipped"


def test_a_game_without_the_variant_shows_none_of_it():
    s = table([player("marion"), player("harold")])
    words = _texts(player_card(s, 0, None)) + _texts(market_header(s, None))
    assert not [w for w in words if "bonus" in w.lower() or w.startswith("Award")]


def test_the_moves_on_the_cardboard_name_the_bonus_marker_and_the_award():
    from companion.games.arkwright.moves import moves

    before = table([player("marion", shipping_bonus=2), player("harold")], self_actor=["bonus_markers", "competition"])
    after = table([player("marion", shipping_bonus=4, awards=["shipping"]), player("harold")],
                  self_actor=["bonus_markers", "competition"])
    said = [(m.player, m.piece, m.source, m.target) for m in moves(before, after)]
    assert ("marion", "your shipping bonus marker", "space 2", "space 4") in said
    assert ("marion", "Shipping Competition award marker", "the special markers mat", "your award markers") in said
