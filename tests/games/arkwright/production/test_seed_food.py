"""Seed 000 (how-to-play transcript): the food numbers it states, and both readings of its bread example."""

from __future__ import annotations

from companion.games.arkwright.board import BOARD, base_board
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import resolve, said, sale_steps
from tests.games.arkwright.production.test_examples import HOW_TO_PLAY_SALE


def test_level_iii_food_makes_2_3_3_in_rows_1_to_3():
    tile = base_board().tile("food", 3)
    assert tile.goods[:2] == [2, 3] and sum(tile.goods[:2]) == 5  # "2 + 3, or 5 bread"
    assert tile.goods[:3] == [2, 3, 3] and sum(tile.goods[:3]) == 8  # "2 + 3 + 3, or 8 goods"
    assert "seed 000" in tile.source["goods"]


def test_three_rows_of_level_iii_food_produce_8():
    blue = player("blue", cash=30, factories=[factory("food", 3, price=8, rows=((2, 0), (2, 0), (2, 0)))])
    out = resolve(table([blue, player("red")], cycle=1, decade=1780, board_revision=BOARD.revision), demand=0, wage=2)
    assert ("arkwright.factory_makes", {"name": "Blue", "good": "food", "count": 8}) in said(out, "blue")


def test_a_game_begun_before_the_seed_numbers_keeps_its_food_tile():
    # board revision 1 (before seed 000's numbers were applied): level III food was 2, 3, 2
    blue = player("blue", cash=30, factories=[factory("food", 3, price=8, rows=((2, 0), (2, 0), (2, 0)))])
    old = table([blue, player("red")], cycle=1, decade=1780, board_revision=1)
    assert old.board.tile("food", 3).goods == [2, 3, 2, 2]
    assert "revision 1" in old.board.tile("food", 3).source["goods"]
    assert ("arkwright.factory_makes", {"name": "Blue", "good": "food", "count": 7}) in said(resolve(old, demand=0, wage=2), "blue")


def test_how_to_play_bread_cycle_eight_made():
    # Reading B of seed 000's bread example: blue made 8 (the transcript's own 2 + 3 + 3), sold 5 at
    # appeal 5 and keeps "3 left over". Red (level II, row 1) makes 2 and sells both.
    red = player("red", cash=10, factories=[factory("food", 2, price=7, quality=3, rows=((2, 0),))])
    blue = player("blue", cash=30, factories=[factory("food", 3, price=8, quality=1, rows=((2, 0), (2, 0), (2, 0)))])
    s = table([red, blue], cycle=1, decade=1780, board_revision=BOARD.revision, importers={"food": 4, "clothes": 0, "cutlery": 0, "lamps": 0})
    out = resolve(s, demand=10, wage=2)
    assert sale_steps(out) == HOW_TO_PLAY_SALE
    assert ("arkwright.sells", {"name": "Blue", "count": 5, "good": "food", "price": 8, "total": 40}) in said(out, "blue")
    assert ("arkwright.factory_makes", {"name": "Blue", "good": "food", "count": 8}) in said(out, "blue")
    # the 3 left over from production (blue has no warehouse room here, so they are named as lost)
    assert ("arkwright.loses_no_room", {"name": "Blue", "count": 3, "good": "food"}) in said(out, "blue")
