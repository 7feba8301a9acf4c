"""A whole Water Frame decade for 3 players through log entries only (economy, actions, production).

Each action's effect is checked against numbers worked out by hand from the
rulebook (administrative costs, factory and step costs, workers, machines,
levels); the production phases run through the production pack, and every
entry's ledger must balance the state change.
"""

from __future__ import annotations

from companion.core.ledger import total
from companion.games.arkwright.pack import apply
from tests.games.arkwright.actions.helpers import Mat, factory, player, table

ECONOMY = {"kind": "economy", "importer": 1, "workers": 1}


def start():
    marion = player("marion", cash=20, factories=[factory("food", price=6, rows=((2, 0), (2, 0))), factory("clothes", price=7, rows=((2, 0), (2, 0)))])
    harold = player("harold", cash=20, factories=[factory("food", price=5, rows=((2, 0), (2, 0))), factory("cutlery", price=8, rows=((2, 0), (3, 0)))])
    angelica = player("angelica", cash=20, factories=[factory("clothes", price=6, rows=((2, 0), (2, 0))), factory("lamps", price=9, rows=((3, 0), (3, 0)))])
    mat = Mat(tiles=["foreman", "office", "charisma"], markers={"1": ["quality_light"]}, ships={2: 3})
    return table([marion, harold, angelica], phase="economy", decade=1770, cycle=1, fired=4, mat=mat)


class Game:
    def __init__(self):
        self.state = start()

    def step(self, entry):
        before = self.state
        out = apply(before, entry)
        assert out.pending is None, out.pending
        for old, new in zip(before.players, out.state.players):
            for kind, attr in (("cash", "cash"), ("shares", "shares"), ("share_space", "share_space"), ("loans", "loans")):
                assert total(out.ledger, old.id, kind) == getattr(new, attr) - getattr(old, attr), (entry["kind"], old.id, kind)
        assert sum(out.state.workers_on_table().values()) == 80
        self.state = out.state
        return out

    def act(self, pid, marker, row, main=None, additional=None, **kw):
        before = self.state.player(pid).cash
        e = {"kind": "action", "player": pid, "marker": marker, "row": row, **kw}
        if main:
            e["main"] = main
        if additional:
            e["additional"] = additional
        self.last = self.step(e)
        return self.state.player(pid).cash - before

    def p(self, pid):
        return self.state.player(pid)


def test_a_decade_of_actions():
    g = Game()
    # --- cycle 1: food; Marion, Harold, Angelica -------------------------------------
    g.step(ECONOMY)
    assert g.state.phase == "actions" and g.state.current_player.id == "marion"
    assert g.act("marion", "quality", 6, {"action": "quality", "levels": {"food": 1}}, {"type": "price_adjustment", "prices": {"food": 7}}) == -6
    assert g.p("marion").factories[0].quality == 1 and g.p("marion").factories[0].price == 7
    market = g.state.job_market
    assert g.act("harold", "workers", 4, {"action": "workers", "hire": [{"good": "food", "row": 3, "count": 2}]},
                 {"type": "tile", "tile": "foreman", "place": "food"}) == -4
    assert g.state.job_market == market - 2 and g.p("harold").foreman == "food"
    # Angelica: lamps distribution 0->2 costs £1+£2; the last £1 adjusts the clothes price
    assert g.act("angelica", "distribution", 4, {"action": "distribution", "levels": {"lamps": 2}},
                 {"type": "price_adjustment", "prices": {"lamps": 11, "clothes": 7}}) == -4
    assert [f.price for f in g.p("angelica").factories] == [7, 11]
    assert g.state.phase == "production"
    g.step({"kind": "production"})
    # --- cycle 2: clothes; Harold, Angelica, Marion ---------------------------------------
    g.step(ECONOMY)
    assert g.state.current_player.id == "harold"
    market = g.state.job_market
    assert g.act("harold", "factory", 2, {"action": "factory", "steps": [{"do": "build", "good": "clothes", "level": 1, "price": 6}]}) == -(2 + 9)
    assert g.p("harold").factory("clothes").rows[0].workers == 2 and g.state.job_market == market - 2
    fired = g.state.fired
    assert g.act("angelica", "machinery", 6, {"action": "machinery", "machines": [{"good": "clothes", "row": 1}, {"good": "lamps", "row": 1}]},
                 {"type": "advanced_marker", "marker": "quality_light"}) == -6
    assert g.state.fired == fired + 2 and g.p("angelica").advanced == ["quality_light"]
    assert g.act("marion", "quality", 6, {"action": "quality", "levels": {"clothes": 1}}) == -(6 + 2)  # reused: £2 fee
    assert g.p("marion").factory("clothes").quality == 1
    g.step({"kind": "production"})
    # --- cycle 3: cutlery; Angelica, Marion, Harold ----------------------------------------
    g.step(ECONOMY)
    assert g.state.current_player.id == "angelica"
    value = g.state.board.share(g.p("angelica").share_space).value
    assert g.act("angelica", "stock_exchange", 2, {"action": "stock_exchange", "sell": 1}, {"type": "ship", "capacity": 2}) == value - 2
    assert g.p("angelica").shares == 14 and g.p("angelica").ships == [2]
    assert g.act("marion", "workers", 2, {"action": "workers", "hire": [{"warehouse": "row", "row": 1}]}) == -2
    assert g.p("marion").warehouse.rows == [True, False]
    # colored distribution on £8: only £4 count; food 0->2 (£3) and cutlery 0->1 (£1)
    assert g.act("harold", "distribution", 8, {"action": "distribution", "levels": {"food": 2, "cutlery": 1}}) == -8
    assert g.p("harold").factory("food").distribution == 2 and g.p("harold").factory("cutlery").distribution == 1
    g.step({"kind": "production"})
    # --- cycle 4: lamps; Marion, Harold, Angelica -------------------------------------------
    g.step(ECONOMY)
    assert g.state.current_player.id == "marion"
    cash, shares = g.p("marion").cash, g.p("marion").shares
    g.act("marion", "factory", 10, {"action": "factory", "steps": [{"do": "build", "good": "lamps", "level": 1, "price": 8}]})
    # £10 chart + £11 lamps I; Marion has less, so an emergency sale raises the rest (Water Frame 7.0)
    assert cash < 21
    paid = -sum(e.amount for e in g.last.ledger if e.player == "marion" and e.kind == "cash" and e.amount < 0)
    sold = shares - g.p("marion").shares
    assert paid == 21 and sold >= 1
    assert g.p("marion").cash == cash + sum(e.amount for e in g.last.ledger if e.player == "marion" and e.kind == "cash" and e.amount > 0) - 21
    assert g.act("harold", "machinery", 6, {"action": "machinery", "machines": [{"good": "food", "row": 1}, {"good": "food", "row": 2}]}) == -6
    assert g.p("harold").factory("food").machines == 2
    assert g.act("angelica", "workers", 8, {"action": "workers", "fire": [{"good": "lamps", "count": 1}]}) == -8
    assert g.p("angelica").factory("lamps").rows[1].workers == 2
    g.step({"kind": "production"})
    assert g.state.phase == "end_of_round"
    assert [len(p.placed) for p in g.state.players] == [3, 4, 4]  # Marion reused her quality marker
    # Worked by hand (wage £3 once 2+ job-market rows are empty):
    # Marion   20 -6 quality, +14-12 food | -8 quality, +21-12 clothes | -2 workers | -10, +13 share, -11 lamps, +8-9 = 6;
    #          space 10 +2 | +2+1 most clothes | -1 emergency sale, +1+1 most appealing lamps = 16
    # Harold   20 -4, +15-10 food (Foreman £1) | -11 clothes, +6-6 | -8, +24-15 cutlery | -6 machinery = 5;
    #          space 10 +4 food | +1 clothes | +4 cutlery = 19
    # Angelica 20 -4 | -6, +14-10 clothes | -2 +£11 share (space 12) | -8, +11-13 lamps = 13; space 10 +2 | +1 = 13
    assert [(p.cash, p.share_space, p.shares) for p in g.state.players] == [(6, 16, 14), (5, 19, 15), (13, 13, 14)]
