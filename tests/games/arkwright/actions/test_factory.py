"""The factory action (Water Frame 5.II.2.1) with the Developer and the Inventor (Player's Book 1.8)."""

from __future__ import annotations

from companion.core.ledger import total
from companion.games.arkwright.pack import apply
from tests.games.arkwright.actions.helpers import act, entry, factory, player, refused, turn_table


def fact(*steps, developer=False):
    return {"action": "factory", "steps": list(steps), "developer": developer}


def build(good, level, price):
    return {"do": "build", "good": good, "level": level, "price": price}


def modernize(good, to):
    return {"do": "modernize", "good": good, "to": to}


def close(good):
    return {"do": "close", "good": good}


def spent(out, pid="marion"):
    return -total(out.ledger, pid, "cash")


def game(p, decade=1800, **kw):
    return turn_table([p, player("harold", cash=10)], decade=decade, **kw)


def test_marion_modernizes_food_from_I_to_III_for_22():
    s = game(player("marion", cash=40, factories=[factory("food", rows=((2, 0),))]))
    out = act(s, "marion", "factory", 2, fact(modernize("food", 3)))
    assert spent(out) == 2 + 22
    assert out.state.players[0].factories[0].level == 3


def test_with_the_developer_the_same_costs_17_and_the_tile_returns():
    s = game(player("marion", cash=40, tiles=["developer"], factories=[factory("food", rows=((2, 0),))]))
    out = act(s, "marion", "factory", 2, fact(modernize("food", 3), developer=True))
    assert spent(out) == 2 + 17
    assert "developer" not in out.state.players[0].tiles
    assert "developer" in out.state.mat.tiles


def test_lamps_developer_9_then_inventor_17_in_1780():
    s = game(player("marion", cash=60, tiles=["developer", "inventor"]), decade=1780)
    e = entry("marion", "factory", 2, fact(build("lamps", 2, 5), modernize("lamps", 3), developer=True), answers={"inventor:1": "keep"})
    out = apply(s, e)
    lines = [x.amount for x in out.ledger if x.kind == "cash"]
    assert lines == [-2, -9, -17, -10]  # chart, build with Developer, inventor level, keep the Inventor for £10
    p = out.state.players[0]
    assert p.factories[0].level == 3 and p.inventor_uses == 1 and "inventor" in p.tiles


def test_inventor_use_asks_keep_or_return():
    s = game(player("marion", cash=60, tiles=["inventor"], factories=[factory("lamps", level=2, rows=((3, 0),))]), decade=1780)
    pending = apply(s, entry("marion", "factory", 2, fact(modernize("lamps", 3))))
    assert pending.pending is not None and pending.pending.id == "inventor:1"
    assert pending.state == s
    out = apply(s, entry("marion", "factory", 2, fact(modernize("lamps", 3)), answers={"inventor:1": "return"}))
    assert "inventor" not in out.state.players[0].tiles and out.state.players[0].inventor_uses == 0


def test_inventor_is_returned_after_the_fourth_use():
    s = game(player("marion", cash=60, tiles=["inventor"], inventor_uses=3, factories=[factory("lamps", level=2, rows=((3, 0),))]), decade=1780)
    out = act(s, "marion", "factory", 2, fact(modernize("lamps", 3)))
    assert "inventor" not in out.state.players[0].tiles and "inventor" in out.state.mat.tiles


def test_developer_example_of_the_players_book_in_1810():
    s = game(
        player(
            "marion",
            cash=100,
            tiles=["developer", "inventor"],
            factories=[factory("food", level=2, rows=((2, 0),)), factory("clothes", level=1, rows=((2, 0),)), factory("lamps", level=3, rows=((3, 0),))],
        ),
        decade=1810,
    )
    out = act(
        s, "marion", "factory", 2,
        fact(modernize("food", 3), modernize("clothes", 3), build("cutlery", 3, 5), modernize("lamps", 4), developer=True),
        answers={"inventor:1": "return"},
    )
    cash = [x.amount for x in out.ledger if x.kind == "cash"]
    # chart £2; food II->III £12-5; clothes I->II £11-5 then III £13; cutlery III £16-5; lamps III->IV full £20 with the Inventor
    assert cash == [-2, -7, -6, -13, -11, -20]


def test_developer_never_reduces_a_level_beyond_the_current():
    s = game(player("marion", cash=60, tiles=["developer", "inventor"], factories=[factory("lamps", level=3, rows=((3, 0),))]), decade=1810)
    out = act(s, "marion", "factory", 2, fact(modernize("lamps", 4), developer=True), answers={"inventor:1": "keep"})
    assert [x.amount for x in out.ledger if x.kind == "cash"] == [-2, -20, -10]
    assert "developer" in out.state.players[0].tiles  # not used: kept


def test_building_fills_the_first_row_from_the_job_market():
    s = game(player("marion", cash=40))
    out = act(s, "marion", "factory", 4, fact(build("lamps", 1, 7)))
    f = out.state.players[0].factories[0]
    assert f.rows[0].workers == 3 and f.price == 7
    assert out.state.job_market == s.job_market - 3
    assert total(out.ledger, "marion", "workers") == 3


def test_building_takes_from_fired_only_when_market_empty():
    p = player("marion", cash=40, factories=[factory("food", rows=((2, 0),) * 4)])
    s = turn_table([p, player("harold", cash=10)], fired=70, decade=1800)
    assert s.job_market == 2
    out = act(s, "marion", "factory", 4, fact(build("lamps", 1, 7)))
    assert out.state.job_market == 0 and out.state.fired == 69


def test_build_rules():
    s = game(player("marion", cash=60, factories=[factory("food", rows=((2, 0),))]), decade=1780)
    refused(s, "marion", "factory", 2, fact(build("food", 1, 5)), match="one factory per good")
    refused(s, "marion", "factory", 2, fact(build("clothes", 3, 5)), match="cannot be built yet")
    refused(s, "marion", "factory", 2, fact(build("clothes", 1, 10)), match="appeal")
    refused(s, "marion", "factory", 2, fact(build("clothes", 1, 4)), match="between £5 and £25")
    refused(s, "marion", "factory", 2, fact(modernize("food", 3)), match="current level 2 .one level further only with the Inventor")
    s_inv = game(player("marion", cash=60, tiles=["inventor"], factories=[factory("food", rows=((2, 0),))]), decade=1780)
    refused(s_inv, "marion", "factory", 2, fact(modernize("food", 4)), match="not to 4")
    refused(s, "marion", "factory", 2, fact(modernize("food", 2), modernize("food", 2)), match="already level 2")


def test_close_sends_workers_to_fired_and_cannot_close_what_was_built():
    s = game(player("marion", cash=60, factories=[factory("food", quality=2, distribution=1, rows=((1, 1), (2, 0)), obsolete_workers=2)]))
    out = act(s, "marion", "factory", 2, fact(close("food")))
    assert out.state.players[0].factories == []
    assert out.state.fired == s.fired + 5
    refused(s, "marion", "factory", 2, fact(build("clothes", 1, 5), close("clothes")), match="built in this action")
    refused(s, "marion", "factory", 2, fact(close("food"), build("food", 1, 5)), match="just closed")
    out = act(s, "marion", "factory", 2, fact(close("food"), build("food", 2, 5)))
    assert out.state.players[0].factories[0].level == 2 and out.state.players[0].factories[0].quality == 0


def test_modernizing_an_obsolete_factory_releases_its_extra_workers():
    s = game(player("marion", cash=60, factories=[factory("food", level=1, rows=((2, 0),), obsolete_workers=2)]), decade=1790)
    out = act(s, "marion", "factory", 2, fact(modernize("food", 2)))
    assert out.state.players[0].factories[0].obsolete_workers == 0
    assert out.state.fired == s.fired + 2
    assert total(out.ledger, "marion", "workers") == -2


def test_price_adjustment_only_in_touched_factories():
    s = game(player("marion", cash=60, factories=[factory("food", rows=((2, 0),)), factory("clothes", rows=((2, 0),))]))
    out = act(s, "marion", "factory", 2, fact(modernize("food", 2)), {"type": "price_adjustment", "prices": {"food": 10}})
    assert out.state.players[0].factories[0].price == 10
    refused(s, "marion", "factory", 2, fact(modernize("food", 2)), {"type": "price_adjustment", "prices": {"clothes": 6}}, match="touched")
    refused(s, "marion", "factory", 2, fact(modernize("food", 2)), {"type": "price_adjustment", "prices": {"food": 11}}, match="appeal -1")
