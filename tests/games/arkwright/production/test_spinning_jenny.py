"""The Spinning Jenny equivalents of the production examples (Spinning Jenny 5.III, 7.0)."""

from __future__ import annotations

from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import THE_IMPORTER, lines, pending, resolve, said, sale_steps
from tests.games.arkwright.production.test_examples import marion_and_harold_clothes

SJ = {"version": "spinning_jenny"}


def test_sj_clothes_sale_step_by_step_and_21_pounds():
    # Spinning Jenny 5.III.1: appeal 9+0+2-7 = 4; steps as in Water Frame; Marion receives £21
    out = resolve(marion_and_harold_clothes(**SJ), demand=7, wage=2)
    assert sale_steps(out) == [
        (4, ["Marion"], 0),
        (3, ["Marion", "Harold", THE_IMPORTER], 0),
        (2, ["Marion", "Harold", THE_IMPORTER], 0),
    ]
    assert ("arkwright.sells", {"name": "Marion", "count": 3, "good": "clothes", "price": 7, "total": 21}) in said(out, "marion", "cash")


def test_sj_share_value_example():
    # Spinning Jenny 5.III.2: Marion +4, Harold +2
    out = resolve(marion_and_harold_clothes(**SJ), demand=7, wage=2)
    assert sum(lines(out, "marion", "share_space")) == 4
    assert sum(lines(out, "harold", "share_space")) == 2


def test_sj_wages_seven_pounds():
    # Spinning Jenny 5.III.3: three workers and one machine at £2: £7
    out = resolve(marion_and_harold_clothes(marion_cash=10, **SJ), demand=0, wage=2)
    assert ("arkwright.pays_wages", {"name": "Marion", "good": "clothes", "total": 7, "strike": "arkwright.empty", "work": "arkwright.wage_workers", "workers": 3, "wage": 2, "machine": "arkwright.wage_machines", "machines": 1, "each": 1, "bill": "arkwright.wage_bill"}) in said(out, "marion", "cash")


def test_sj_unsold_goods_go_on_the_price_scale_without_any_tile():
    # Spinning Jenny 5.III.1/5.III.4: Harold's unsold clothes are stored on his price scale
    out = resolve(marion_and_harold_clothes(**SJ), demand=7, wage=2)
    assert out.state.player("harold").stored == {"clothes": 1}
    assert ("arkwright.stores_price_scale", {"name": "Harold", "count": 1, "good": "clothes"}) in said(out, "harold")


def test_sj_storage_example_one_good_must_go():
    # Spinning Jenny 5.III.4: 2 food and 1 clothes stored; storing 3 lamps costs a food or a clothes
    a = player("marion", cash=30, stored={"food": 2, "clothes": 1}, factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0)))])
    s = table([a, player("harold")], version="spinning_jenny", cycle=4)
    d = pending(s, demand=0, wage=2)
    assert {str(v) for v in d.option_values()} == {str({"food": 1}), str({"clothes": 1}), str({"lamps": 1})}
    out = resolve(s, {"discard:marion": {"clothes": 1}}, demand=0, wage=2)
    assert out.state.player("marion").stored == {"food": 2, "lamps": 3}


def test_sj_emergency_sale_example():
    # Spinning Jenny 7.0: space 28, two shares raise £38 for £30; back to 24; £8 left
    marion = player("marion", cash=0, shares=10, share_space=28, factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0), (3, 0), (1, 0)))])
    out = resolve(table([marion, player("harold")], version="spinning_jenny", cycle=4), demand=0, wage=3)
    m = out.state.player("marion")
    assert (m.shares, m.share_space, m.cash) == (8, 24, 8)
