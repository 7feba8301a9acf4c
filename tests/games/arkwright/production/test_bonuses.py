"""Share value increases for sold goods (Water Frame 5.III.2) and Charisma (Player's Book 1.8)."""

from __future__ import annotations

from companion.games.arkwright.production.bonuses import SECTION_CHARISMA, SECTION_SHARES, single_best
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import lines, resolve, said

NO_IMPORT = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}


def food(pid, distribution, rows=((2, 0), (2, 0), (2, 0)), **kw):
    kw.setdefault("cash", 20)
    return player(pid, factories=[factory("food", 1, price=8, distribution=distribution, rows=rows)], **kw)


def test_single_best_rules():
    assert single_best({"a": 3, "b": 2}, 1, None) == ("a", False)
    assert single_best({"a": 3, "b": 3}, 1, None) == (None, False)
    assert single_best({"a": 3, "b": 3}, 1, "b") == ("b", True)
    assert single_best({"a": 3}, 3, None) == (None, False)  # must surpass the importer
    assert single_best({"a": 3}, 3, "a") == ("a", True)  # Charisma wins a tie with the importer
    assert single_best({"a": 3}, 4, "a") == (None, False)
    assert single_best({}, 0, None) == (None, False)


def test_one_good_one_space():
    a = food("a", 1, rows=((2, 0),))  # 1 food, appeal 1
    out = resolve(table([a, player("b")], importers=NO_IMPORT), demand=5, wage=2)
    assert lines(out, "a", "share_space") == [1, 1, 1]  # 1 for one good, +1 appeal, +1 most sold


def test_tie_in_appeal_and_sales_gives_no_bonus():
    out = resolve(table([food("a", 2), food("b", 2)], importers=NO_IMPORT), demand=10, wage=2)
    assert lines(out, "a", "share_space") == [2] and lines(out, "b", "share_space") == [2]


def test_charisma_wins_the_ties():
    out = resolve(table([food("a", 2), food("b", 2, tiles=["charisma"])], importers=NO_IMPORT), {"charisma:start_player:1770:1": None}, demand=10, wage=2)
    assert lines(out, "b", "share_space") == [2, 1, 1]
    assert ("arkwright.share_bonus_charisma", {"name": "B", "good": "food", "spaces": 1, "why": "arkwright.bonus_appeal"}) in said(out, "b")


def test_charisma_wins_a_tie_with_the_importer():
    s = table([food("a", 2, tiles=["charisma"]), player("b")], importers={**NO_IMPORT, "food": 2})
    out = resolve(s, {"charisma:start_player:1770:1": None}, demand=10, wage=2)
    # a sold 2, the importer 2: both ties go to Charisma
    assert lines(out, "a", "share_space") == [2, 1, 1]


def test_importer_above_blocks_the_appeal_bonus():
    s = table([food("a", 2), player("b")], importers={**NO_IMPORT, "food": 3})
    out = resolve(s, demand=10, wage=2)
    # a sells 2, the importer 3: neither bonus
    assert lines(out, "a", "share_space") == [2]


def test_most_appealing_without_a_sale_gets_nothing():
    a = food("a", 4, rows=((1, 0),))  # appeal 4 but row 1 unfilled: nothing to sell
    b = food("b", 2)
    out = resolve(table([a, b], importers=NO_IMPORT), demand=10, wage=2)
    assert lines(out, "a", "share_space") == []
    assert lines(out, "b", "share_space") == [2, 1]  # no appeal bonus for b: a's indicator is higher


def test_luxury_sales_do_not_count():
    a = player("a", cash=5, factories=[factory("clothes", 1, price=9, distribution=1, rows=((2, 0), (2, 0)))])  # 3 clothes, appeal 1
    s = table([a, player("b")], expansion=True, cycle=2, importers=NO_IMPORT, luxury={"clothes": [1]})
    out = resolve(s, {"luxury:a": 1}, demand=10, wage=2)
    # 1 luxury sale, 1 domestic sale: one space for one good (+1 appeal, +1 most sold)
    assert lines(out, "a", "share_space") == [1, 1, 1]


# --- nobody sold: no bonus for anybody (Water Frame 5.III.2) -------------------------------
# "A player who has not sold any goods does not advance his share value indicator", and the
# appeal and most-sold bonuses go to a player who "has sold at least one good" / "sold more goods
# than the importer". Charisma wins a tie only "when a bonus increase is awarded".


def test_nobody_sold_nobody_moves_not_even_charisma():
    from companion.games.arkwright.production.bonuses import share_moves

    rules = table([player("a"), player("b")]).board.rules
    assert share_moves(rules, {"a": 0, "b": 0}, {"a": 2, "b": 2}, 0, 0, "a") == []
    assert share_moves(rules, {"a": 0}, {"a": 2}, 0, 0, None) == []
    assert share_moves(rules, {"a": 0}, {"a": 2}, 0, 0, "a") == []
    assert share_moves(rules, {"a": 0, "b": 0}, {"a": 3, "b": 1}, 0, 0, None) == []


def test_a_production_where_nobody_sells_moves_no_share():
    # both food factories have their only row short of workers: nothing produced, nothing sold;
    # the importer brings no food either
    a = food("a", 2, rows=((1, 0),), tiles=["charisma"])
    b = food("b", 2, rows=((1, 0),))
    out = resolve(table([a, b], importers=NO_IMPORT), {"charisma:start_player:1770:1": None}, demand=10, wage=2)
    assert lines(out, "a", "share_space") == [] and lines(out, "b", "share_space") == []
    assert out.state.player("a").share_space == a.share_space


def test_the_only_producer_selling_nothing_gets_no_bonus():
    a = food("a", 2, rows=((1, 0),))
    out = resolve(table([a, player("b")], importers=NO_IMPORT), demand=10, wage=2)
    assert lines(out, "a", "share_space") == []


def test_the_worked_example_says_what_each_space_is_for():
    # Water Frame 5.III.2 example: Marion four spaces (two for selling two or more goods, one for the
    # most appeal, one for selling the most), Harold two for his two goods; each line says why
    from tests.games.arkwright.production.test_examples import marion_and_harold_clothes

    out = resolve(marion_and_harold_clothes(), demand=7, wage=2)
    shares = [(e.player, e.code, e.section, e.params) for e in out.ledger if e.kind == "share_space"]
    line = lambda who, spaces, **why: (who, "arkwright.share_bonus", SECTION_SHARES,  # noqa: E731
                                       {"name": who.capitalize(), "good": "clothes", "spaces": spaces, **why})
    assert shares == [
        line("marion", 2, why="arkwright.bonus_sold", count=3),
        line("harold", 2, why="arkwright.bonus_sold", count=2),
        line("marion", 1, why="arkwright.bonus_appeal"),
        line("marion", 1, why="arkwright.bonus_most"),
    ]


def test_only_the_bonuses_charisma_wins_name_charisma():
    # Player's Book 1.8 Charisma decides the tied bonuses; the spaces for goods sold are Water Frame 5.III.2's
    s = table([food("a", 2), food("b", 2, tiles=["charisma"])], importers=NO_IMPORT)
    out = resolve(s, {"charisma:start_player:1770:1": None}, demand=10, wage=2)
    b = [(e.code, e.section, e.params["why"]) for e in out.ledger if e.player == "b" and e.kind == "share_space"]
    assert b == [("arkwright.share_bonus", SECTION_SHARES, "arkwright.bonus_sold"),
                 ("arkwright.share_bonus_charisma", SECTION_CHARISMA, "arkwright.bonus_appeal"),
                 ("arkwright.share_bonus_charisma", SECTION_CHARISMA, "arkwright.bonus_most")]


def test_a_good_without_an_importer_marker_has_no_importer_to_beat():
    # Water Frame 5.III.2: the bonuses must surpass the importer; a table with no importer of food
    # (its marker not on the market share table) has none: a's single good with appeal 1 wins both
    a = food("a", 1, rows=((2, 0),))
    out = resolve(table([a, player("b")], importers={"clothes": 0, "cutlery": 0, "lamps": 0}), demand=5, wage=2)
    assert lines(out, "a", "share_space") == [1, 1, 1]
