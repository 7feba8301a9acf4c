"""The luxury goods market of Noblesse Oblige (seed 001)."""

from __future__ import annotations

from companion.games.arkwright.production.luxury import luxury_price
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import codes, pending, resolve, said

NO_IMPORT = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}


def clothes(pid, quality=0, tiles=(), rows=((2, 0), (2, 0))):
    """Level I clothes: base quality 9; rows 1-2 make 3; price £9 so appeal = quality."""
    return player(pid, cash=10, tiles=list(tiles), factories=[factory("clothes", 1, price=9, quality=quality, rows=rows)])


def market(a, b, cubes=(1, 2), **kw):
    return table([a, b], expansion=True, decade=1780, cycle=2, importers=NO_IMPORT, luxury={"clothes": list(cubes)}, **kw)


def test_highest_reputation_first_then_start_player_on_ties():
    # A: 9 + quality 2 = 11; B: 9 + purveyor 3 = 12. B takes the level II space: £12 + £2.
    # B drops to 11, tied with A: the start player (A) takes the level I space: £11 + £1.
    s = market(clothes("a", quality=2), clothes("b", tiles=["purveyor_clothes"]))
    assert pending(s, demand=0, wage=2).id == "luxury:b"
    out = resolve(s, {"luxury:a": 2, "luxury:b": 2}, demand=0, wage=2)
    assert ("arkwright.sells_luxury", {"name": "B", "good": "clothes", "price": 12, "bonus": 2, "level": 2, "total": 14}) in said(out, "b", "cash")
    assert ("arkwright.sells_luxury", {"name": "A", "good": "clothes", "price": 11, "bonus": 1, "level": 1, "total": 12}) in said(out, "a", "cash")
    assert out.state.luxury["clothes"] == []
    assert out.state.player("a").luxury_goods == 1 and out.state.player("b").luxury_goods == 1


def test_same_player_may_sell_again_and_passing_is_final():
    s = market(clothes("a", quality=4), clothes("b"))  # A 13, B 9
    out = resolve(s, {"luxury:a": 2, "luxury:b": 0}, demand=0, wage=2)
    cash = said(out, "a", "cash")
    assert ("arkwright.sells_luxury", {"name": "A", "good": "clothes", "price": 13, "bonus": 2, "level": 2, "total": 15}) in cash
    assert ("arkwright.sells_luxury", {"name": "A", "good": "clothes", "price": 12, "bonus": 1, "level": 1, "total": 13}) in cash
    assert codes(out, "b", "cash")[0] == "arkwright.pays_wages"


def test_only_new_goods_and_the_rest_goes_to_england():
    s = market(clothes("a", quality=4), clothes("b"), cubes=(1, 2, 3))
    d = pending(s, demand=10, wage=2)
    assert d.option_values() == [0, 1, 2, 3]  # three new clothes, three cubes
    out = resolve(s, {"luxury:a": 3, "luxury:b": 0}, demand=10, wage=2)
    assert [c for c in codes(out, "a", "cash") if c.startswith("arkwright.sells")] == ["arkwright.sells_luxury"] * 3  # nothing left for England


def test_purveyor_does_not_add_to_a_higher_quality_marker():
    s = market(clothes("a", quality=4, tiles=["purveyor_clothes"]), clothes("b"), cubes=(1,))
    out = resolve(s, {"luxury:a": 1, "luxury:b": 0}, demand=0, wage=2)
    code, params = said(out, "a", "cash")[0]
    assert code == "arkwright.sells_luxury" and (params["price"], params["bonus"]) == (13, 1)


def test_reputation_beyond_the_price_scale_pays_its_last_space():
    t = Table.of(market(clothes("a"), clothes("b")))
    assert luxury_price(t, 27) == t.board.rules.max_price
    assert luxury_price(t, 3) == t.board.rules.min_price


def test_no_luxury_market_without_the_expansion():
    s = table([clothes("a", quality=4), clothes("b")], decade=1780, cycle=2, importers=NO_IMPORT, luxury={"clothes": [1]})
    out = resolve(s, demand=0, wage=2)
    assert "arkwright.sells_luxury" not in codes(out)
    assert out.state.luxury == {"clothes": [1]}


def test_a_luxury_level_the_mat_does_not_have_is_refused():
    import pytest

    from companion.core.errors import InputError

    a = player("a", cash=10, factories=[factory("food", 1, price=8, quality=2, rows=((2, 0), (2, 0)))])
    s = table([a, player("b")], expansion=True, cycle=1, importers=NO_IMPORT, luxury={"food": [1]})
    with pytest.raises(InputError, match="no level 1 luxury space for food"):
        resolve(s, {"luxury:a": 1}, demand=0, wage=2)
