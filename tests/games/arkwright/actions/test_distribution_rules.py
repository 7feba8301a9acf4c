"""The distribution action one rule at a time, with its refusals and ledger lines in English and German.

Water Frame 5.II.2.5 (each step costs the level it reaches: 0 to 2 costs £1 + £2; paid from the administrative
cost up to the marker's maximum, £4 for the colored marker, Player's Book 1.1; distribution at most +4; never
lowered), Player's Book 1.8 Patent (+£2 to the usable cost, or returned for two free levels), Player's Book 3.2
Manager. Level I food: quality 8, so appeal = 8 + distribution - price (Water Frame 5.II.2.1). Scenarios of our own.
"""

from __future__ import annotations

from companion.core.messages import render
from companion.core.wording import phrase_in
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table

DISTRIBUTION = "Water Frame 5.II.2.5"
PATENT = "Player's Book 1.8 Patent"


def dist(levels, **kw):
    return {"action": "distribution", "levels": levels, **kw}


def marion(**kw):
    kw.setdefault("cash", 30)
    kw.setdefault("factories", [factory("food", rows=((2, 0),)), factory("clothes", distribution=3, rows=((2, 0),))])
    return player("marion", **kw)


def game(p, **kw):
    return turn_table([p, player("harold", cash=10)], **kw)


def lines(out, code):
    return [e for e in out.ledger if e.code == code]


def said(err):
    return str(err.message), phrase_in(err.message, "de"), err.section


def test_each_step_costs_the_level_it_reaches_and_the_line_says_the_cost():
    out = act(game(marion()), "marion", "distribution", 4, dist({"food": 2}))
    assert out.state.players[0].factory("food").distribution == 2
    (line,) = lines(out, "arkwright.raises_distribution")
    assert (line.player, line.section, line.params["distribution"], line.params["appeal"]) == ("marion", DISTRIBUTION, 2, 8 + 2 - 5)
    assert render(line.code, line.params) == "Marion raises food distribution to +2 (£3; appeal 5)"
    assert render(line.code, line.params, "de") == "Marion erhöht den Vertrieb für Nahrung auf +2 (£3; Attraktivität 5)"


def test_steps_beyond_the_usable_cost_are_refused_in_words():
    err = refused(game(marion()), "marion", "distribution", 6, dist({"food": 2, "clothes": 1}))  # £3 + £4 = £7
    assert said(err) == (
        "these distribution steps cost £7; £4 can be used (paid £6, marker maximum £4)",
        "diese Vertriebsschritte kosten £7; £4 sind nutzbar (gezahlt £6, Höchstbetrag des Markers £4)", DISTRIBUTION)


def test_distribution_above_4_is_refused_in_words():
    err = refused(game(marion()), "marion", "distribution", 6, dist({"clothes": 2}))
    assert err.section == DISTRIBUTION
    p = marion(tiles=["patent"])
    err = refused(game(p), "marion", "distribution", 2, dist({}, patent="return", patent_levels={"clothes": 2}))
    assert said(err) == ("clothes distribution would be +5; the maximum is +4",
                         "der Vertrieb für Kleidung wäre +5; das Höchste ist +4", DISTRIBUTION)


def test_a_factory_not_owned_is_refused_under_the_rule_of_the_levels_asked():
    err = refused(game(marion(tiles=["patent"])), "marion", "distribution", 4, dist({"lamps": 1}))
    assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", DISTRIBUTION)
    err = refused(game(marion(tiles=["patent"])), "marion", "distribution", 2, dist({}, patent="return", patent_levels={"lamps": 1}))
    assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", PATENT)


def test_patent_refusals_in_words():
    err = refused(game(marion()), "marion", "distribution", 4, dist({"food": 1}, patent="bonus"))
    assert said(err) == ("Marion has no Patent", "Marion hat kein Patent", PATENT)
    s = game(marion(tiles=["patent"]))
    err = refused(s, "marion", "distribution", 4, dist({}, patent_levels={"food": 1}))
    assert said(err) == ('free levels come only from returning the Patent (patent: "return")',
                         'freie Stufen gibt es nur für die Rückgabe des Patents (patent: "return")', PATENT)
    err = refused(s, "marion", "distribution", 2, dist({}, patent="return", patent_levels={"food": 2, "clothes": 1}))
    assert said(err) == ("3 free distribution levels asked; 2 at most", "3 freie Vertriebsstufen verlangt; höchstens 2", PATENT)


def test_the_patent_bonus_adds_2_to_the_usable_cost_and_says_so():
    # £4 on the colored marker + £2: food 0 to 3 costs £1 + £2 + £3 = £6
    out = act(game(marion(tiles=["patent"])), "marion", "distribution", 4, dist({"food": 3}, patent="bonus"))
    assert out.state.players[0].factory("food").distribution == 3
    (line,) = lines(out, "arkwright.patent_bonus")
    assert (line.player, line.section, line.params) == ("marion", PATENT, {"bonus": 2})
    assert "patent" in out.state.players[0].tiles


def test_the_patent_returned_for_two_free_levels_says_why():
    out = act(game(marion(tiles=["patent"])), "marion", "distribution", 2, dist({}, patent="return", patent_levels={"food": 1, "clothes": 1}))
    p = out.state.players[0]
    assert (p.factory("food").distribution, p.factory("clothes").distribution) == (1, 4) and "patent" not in p.tiles
    raised = lines(out, "arkwright.raises_distribution")
    assert [(e.section, e.params["good"], e.params["why"], e.params["by"]) for e in raised] == [
        (PATENT, "food", "arkwright.distribution_by", "Patent"), (PATENT, "clothes", "arkwright.distribution_by", "Patent")]
    (back,) = lines(out, "arkwright.returns_tile")
    assert (back.player, back.section, back.params["why"]) == ("marion", PATENT, "arkwright.tile_for_free_distribution")


def test_prices_change_freely_where_distribution_rose_and_for_1_of_the_unspent_cost_elsewhere():
    # Water Frame 5.II.3.1: row £2 pays food's +1 (£1) and leaves £1, which buys the cutlery price; clothes rose
    # by the returned Patent, so its price is free too
    p = marion(tiles=["patent"], factories=[factory("food", price=6, rows=((2, 0),)), factory("clothes", price=7, rows=((2, 0),)),
                                            factory("cutlery", price=8, rows=((2, 0),))])
    main = dist({"food": 1}, patent="return", patent_levels={"clothes": 1})
    out = act(game(p), "marion", "distribution", 2, main, {"type": "price_adjustment", "prices": {"food": 5, "clothes": 8, "cutlery": 9}})
    assert [(e.code, e.params["good"]) for e in out.ledger if e.code.startswith("arkwright.sets_price")] == [
        ("arkwright.sets_price", "food"), ("arkwright.sets_price", "clothes"), ("arkwright.sets_price_unspent", "cutlery")]
    err = refused(game(p), "marion", "distribution", 2, main, {"type": "price_adjustment", "prices": {"cutlery": 9, "food": 5, "lamps": 6}})
    assert "£1 is left" in str(err.message)


def test_distribution_is_never_lowered_and_a_level_of_0_costs_nothing():
    err = refused(game(marion()), "marion", "distribution", 4, dist({"clothes": -1}))
    assert said(err) == ("distribution is never lowered by an action (clothes: -1)",
                         "der Vertrieb sinkt nie durch eine Aktion (Kleidung: -1)", DISTRIBUTION)
    err = refused(game(marion(tiles=["patent"])), "marion", "distribution", 2, dist({}, patent="return", patent_levels={"clothes": -1}))
    assert err.section == PATENT
    # clothes +3 to +4 costs £4, all the colored marker's £4; food's 0 levels cost nothing and write no line
    out = act(game(marion()), "marion", "distribution", 4, dist({"food": 0, "clothes": 1}))
    p = out.state.players[0]
    assert (p.factory("food").distribution, p.factory("clothes").distribution) == (0, 4)
    assert [e.params["good"] for e in out.ledger if e.code == "arkwright.raises_distribution"] == ["clothes"]
