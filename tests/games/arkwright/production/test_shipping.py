"""Shipping contracts of the active good (Water Frame 5.III.4; Player's Book 1.8 Agent, Office, Extra Shifts)."""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.games.arkwright.production.shipping import choose_delivery, deliver, ships_needed
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import lines, pending, resolve, said


def shipper(contract=4, ships=(4,), crew=1, stock=0, tiles=(), rows=((2, 0), (2, 0), (2, 0)), **kw):
    """Food level I (£8 base quality), rows 1-3 make 4 food; appeal 0 so nothing sells in England."""
    kw.setdefault("cash", 30)
    return player(
        "a",
        factories=[factory("food", 1, price=8, rows=rows)],
        warehouse=LargeWarehouse(columns=["food"], goods={"food": stock} if stock else {}),
        ships=list(ships),
        ship_crew=crew,
        contracts={"food": contract},
        tiles=list(tiles),
        **kw,
    )


def three(a, **kw):
    return table([a, player("b"), player("c")], **kw)


def test_ships_needed_uses_the_fewest_ships():
    assert ships_needed([2, 4], 4) == 1
    assert ships_needed([2, 4], 5) == 2
    assert ships_needed([2, 4], 7) is None
    assert ships_needed([], 1) is None
    assert ships_needed([2], 0) == 0


def test_one_ship_enough_costs_one_space():
    out = resolve(three(shipper(contract=4, ships=(2, 4), crew=1)), {"ship:a:food": 4}, demand=0, wage=2)
    assert lines(out, "a", "share_space") == [-1]
    assert ("arkwright.delivers", {"name": "A", "count": 4, "good": "food", "price": 8, "revenue": 32}) in said(out, "a", "cash")


def test_declining_the_contract_moves_it_up():
    out = resolve(three(shipper(contract=4)), {"ship:a:food": 0}, demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 6}
    assert ("arkwright.contract_moves_up", {"name": "A", "good": "food", "space": 4, "later": 6}) in said(out, "a")
    assert out.state.player("a").warehouse.goods == {"food": 4}  # the four new food are stored


def test_no_question_without_enough_goods_and_the_contract_climbs():
    out = resolve(three(shipper(contract=6, ships=(6,), crew=2)), demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 8}


def test_contract_on_the_last_space_costs_two_spaces():
    out = resolve(three(shipper(contract=10, ships=(), crew=0)), demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 10}
    assert lines(out, "a", "share_space") == [-2]


def test_two_players_last_space_is_four():
    a = shipper(contract=4, ships=(), crew=0)
    out = resolve(table([a, player("b")]), demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 4}
    assert lines(out, "a", "share_space") == [-2]


def test_contract_without_a_factory_of_the_good_climbs():
    a = player("a", cash=10, factories=[factory("clothes", 1, price=9, rows=((2, 0),))], ships=[4], ship_crew=1, contracts={"food": 2}, warehouse=LargeWarehouse(columns=["food"], goods={"food": 2}))
    out = resolve(three(a), demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 4}


def test_agent_in_the_colonies_ships_one_more_or_fewer():
    s = three(shipper(contract=6, ships=(4, 4), crew=2, stock=3, tiles=["agent_in_the_colonies"]))
    d = pending(s, demand=0, wage=2)
    assert d.option_values() == [0, 5, 6, 7]
    out = resolve(s, {"ship:a:food": 5}, demand=0, wage=2)
    assert ("arkwright.delivers", {"name": "A", "count": 5, "good": "food", "price": 8, "revenue": 40}) in said(out, "a", "cash")
    assert out.state.player("a").warehouse.goods == {"food": 2}
    assert "food" not in out.state.player("a").contracts


def test_extra_shifts_adds_the_missing_good_for_a_contract():
    s = three(shipper(contract=6, ships=(6,), crew=2, stock=1, tiles=["extra_shifts"]))  # 4 + 1 = 5 goods
    d = pending(s, demand=0, wage=2)
    assert d.option_values() == [0, 6] and "Extra Shifts" in d.options[1].label
    out = resolve(s, {"ship:a:food": 6}, demand=0, wage=2)
    a = out.state.player("a")
    assert "extra_shifts" not in a.tiles and a.warehouse.goods == {}
    assert ("arkwright.delivers", {"name": "A", "count": 6, "good": "food", "price": 8, "revenue": 48}) in said(out, "a", "cash")


def test_goods_come_from_production_before_the_warehouse():
    s = three(shipper(contract=4, stock=3))
    out = resolve(s, {"ship:a:food": 4}, demand=0, wage=2)
    assert out.state.player("a").warehouse.goods == {"food": 3}


def test_illegal_answer_is_refused():
    from companion.core.errors import InputError
    from companion.games.arkwright.pack import apply

    s = three(shipper(contract=4))
    try:
        apply(s, {"kind": "production", "answers": {"ship:a:food": 5}, "demand": 0, "wage": 2})
    except InputError as exc:
        assert "not allowed" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("an illegal answer must be refused")


def test_shared_functions_for_the_ship_action():
    # the ship action (Water Frame 5.II.2.7): one ship, several contracts, one Office bonus
    a = player(
        "a",
        tiles=["office"],
        factories=[factory("lamps", 2, price=14, rows=((3, 0),)), factory("clothes", 1, price=9, rows=((2, 0),))],
        warehouse=LargeWarehouse(columns=["lamps"], rows=[True, False], goods={"lamps": 4, "clothes": 2}),
        ships=[6],
        ship_crew=2,
        contracts={"lamps": 4, "clothes": 2},
    )
    t = Table.of(three(a, phase="actions", cycle=1))
    answers = Answers({"ship:a:lamps": 4, "ship:a:clothes": 2})
    first = choose_delivery(t, "a", "lamps", capacities=[6], available=4, answers=answers)
    second = choose_delivery(t, "a", "clothes", capacities=[6 - first.goods], available=2, answers=answers)
    got = deliver(t, "a", [first, second], ships=1)
    assert got == 56 + 18 + 5
    assert t.p("a").contracts == {} and t.p("a").share_space == 9
