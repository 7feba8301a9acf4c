"""The factory action one rule at a time, with its refusals and ledger lines in English and German.

Water Frame 5.II.2.1 (build a factory of the current level or lower for a good without one, its first row hired
from the job market, its price at most its cost so appeal is never below 0; modernize through every level, up to
the current level; close: workers to the fired space, machines to the supply; a factory built in the action is not
closed in it), Water Frame 5.II.3.1 (prices £5-£25), Water Frame 6.IV (an obsolete factory brought up to date
releases its two extra workers), Player's Book 1.8 Developer (£5 off once per factory up to the current level,
returned after the action) and Inventor (one level beyond the current one, Water Frame only), Player's Book 3.2
Manager. Current levels: 1770 I, 1780 II, 1800 III (Water Frame timetable). Level costs: food £8/£10/£12/£14,
lamps £11/£14/£17/£20 (Player's Book 1.3). Scenarios of our own.
"""

from __future__ import annotations

from companion.core.messages import render
from companion.core.wording import phrase_in
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table
from tests.games.arkwright.actions.test_factory import build, close, fact, modernize

BUILD = "Water Frame 5.II.2.1"
DEVELOPER = "Player's Book 1.8 Developer"
INVENTOR = "Player's Book 1.8 Inventor"


def marion(**kw):
    kw.setdefault("cash", 60)
    kw.setdefault("factories", [factory("food", rows=((2, 0),))])
    return player("marion", **kw)


def game(p, decade=1800, **kw):
    return turn_table([p, player("harold", cash=10)], decade=decade, **kw)


def lines(out, code):
    return [e for e in out.ledger if e.code == code]


def said(err):
    return str(err.message), phrase_in(err.message, "de"), err.section


def test_the_developer_must_be_owned_to_be_used():
    err = refused(game(marion()), "marion", "factory", 2, fact(modernize("food", 2), developer=True))
    assert said(err) == ("Marion has no Developer", "Marion hat keinen Bauträger", DEVELOPER)


def test_building_pays_the_level_cost_hires_the_first_row_and_sets_the_price():
    # level I lamps cost £11 and a price of £11 leaves appeal 0 (the highest price allowed)
    out = act(game(marion(), decade=1770), "marion", "factory", 2, fact(build("lamps", 1, 11)))
    lamps = out.state.players[0].factory("lamps")
    assert (lamps.level, lamps.price, lamps.rows[0].workers) == (1, 11, 3)
    (paid,) = lines(out, "arkwright.builds_factory")
    assert (paid.player, paid.kind, paid.amount, paid.section) == ("marion", "cash", -11, BUILD)
    assert render(paid.code, paid.params, "de") == "Marion baut eine Fabrik für Lampen der Stufe 1 für £11"
    (hired,) = lines(out, "arkwright.hires_first_row")
    assert (hired.player, hired.amount, hired.section) == ("marion", 3, BUILD)
    (price,) = lines(out, "arkwright.sets_new_price")
    assert (price.player, price.section, price.params["price"], price.params["appeal"]) == ("marion", BUILD, 11, 0)
    assert lines(out, "arkwright.first_row_short") == []


def test_a_first_row_short_of_workers_is_said():
    s = game(marion(), decade=1770, box=80 - 2 - 1)
    assert (s.job_market, s.fired) == (1, 0)
    out = act(s, "marion", "factory", 2, fact(build("clothes", 1, 9)))
    assert out.state.players[0].factory("clothes").rows[0].workers == 1
    (short,) = lines(out, "arkwright.first_row_short")
    assert (short.player, short.section, short.params) == ("marion", BUILD, {"hired": 1, "need": 2})
    assert render(short.code, short.params) == "only 1 of the 2 workers of the first row could be hired: the job market and fired space are empty"
    assert render(short.code, short.params, "de") == (
        "nur 1 der 2 Arbeiter der ersten Reihe konnten eingestellt werden: Arbeitsmarkt und Feld der Entlassenen sind leer")


def broke():
    """Marion with £10, no shares and 30 loans: the bank has no share left to lend (Water Frame 7.0)."""
    return marion(cash=10, shares=0, loans=30)


def test_building_is_voluntary_and_refused_when_no_loan_can_pay_it():
    # £2 for administration row 2 leaves £8 of the £11 lamps factory: one £10 loan short
    err = refused(game(broke(), decade=1770), "marion", "factory", 2, fact(build("lamps", 1, 5)))
    assert "cannot take 1 more loan" in str(err.message)


def test_build_refusals_in_words():
    s = game(marion(), decade=1770)
    err = refused(s, "marion", "factory", 2, fact(build("food", 1, 5)))
    assert said(err) == ("Marion already runs a food factory; one factory per good",
                         "Marion betreibt schon eine Fabrik für Nahrung; eine Fabrik je Ware", BUILD)
    err = refused(s, "marion", "factory", 2, fact(build("lamps", 2, 5)))
    assert said(err) == (
        "level 2 factories cannot be built yet (current level 1); the Inventor only modernizes beyond it",
        "Fabriken der Stufe 2 können noch nicht gebaut werden (aktuelle Stufe 1); der Erfinder modernisiert nur darüber hinaus", BUILD)
    err = refused(s, "marion", "factory", 2, fact(close("food"), build("food", 1, 5)))
    assert said(err) == (
        "a food factory of level 1 was just closed in this action and cannot be built again",
        "eine Fabrik für Nahrung der Stufe 1 wurde in dieser Aktion gerade geschlossen und kann nicht wieder gebaut werden", BUILD)
    err = refused(s, "marion", "factory", 2, fact(build("lamps", 1, 26)))
    assert said(err) == ("a price lies between £5 and £25, not £26", "ein Preis liegt zwischen £5 und £25, nicht £26", "Water Frame 5.II.3.1")
    err = refused(s, "marion", "factory", 2, fact(build("lamps", 1, 12)))
    assert said(err) == ("a lamps price of £12 would make appeal -1; at most £11 for a new level 1 factory",
                         "ein Preis von £12 für Lampen ergäbe Attraktivität -1; höchstens £11 für eine neue Fabrik der Stufe 1", BUILD)
    err = refused(s, "marion", "factory", 2, fact(build("lamps", 1, 25)))  # inside £5-£25, above the cost
    assert err.section == BUILD and "at most £11" in str(err.message)


def test_the_developer_takes_5_off_once_per_factory_and_returns_after_the_action():
    # 1800, current level III: lamps built at level I for £11 - £5, then modernized to II at the full £14
    out = act(game(marion(tiles=["developer"])), "marion", "factory", 2, fact(build("lamps", 1, 5), modernize("lamps", 2), developer=True))
    (built,) = lines(out, "arkwright.builds_factory_developer")
    assert (built.amount, built.section, built.params["printed"], built.params["discount"]) == (-6, DEVELOPER, 11, 5)
    assert render(built.code, built.params) == "Marion builds a level 1 lamps factory for £6 (£11 - £5 Developer)"
    (up,) = lines(out, "arkwright.modernizes")
    assert (up.player, up.amount, up.section) == ("marion", -14, BUILD)
    (back,) = lines(out, "arkwright.returns_tile")
    assert (back.player, back.section) == ("marion", DEVELOPER)


def test_modernizing_with_the_developer_names_it_on_the_discounted_level():
    out = act(game(marion(tiles=["developer"])), "marion", "factory", 2, fact(modernize("food", 2), developer=True))
    (up,) = lines(out, "arkwright.modernizes_developer")
    assert (up.amount, up.section, up.params["printed"]) == (-5, DEVELOPER, 10)
    (appeal,) = lines(out, "arkwright.appeal_now")
    assert (appeal.player, appeal.section, appeal.params["good"]) == ("marion", BUILD, "food")


def test_modernizing_is_voluntary_and_refused_when_no_loan_can_pay_it():
    # each level is paid on the way: the £8 left after row 2 falls £2 short of level II's £10, one loan
    err = refused(game(broke()), "marion", "factory", 2, fact(modernize("food", 3)))
    assert "cannot take 1 more loan" in str(err.message)


def test_modernize_refusals_in_words():
    s = game(marion(), decade=1780)  # current level II
    err = refused(s, "marion", "factory", 2, fact(modernize("lamps", 2)))
    assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", BUILD)
    err = refused(game(marion(factories=[factory("food", level=2, rows=((2, 0),))]), decade=1780), "marion", "factory", 2, fact(modernize("food", 2)))
    assert said(err) == ("the food factory is already level 2; modernizing goes up",
                         "die Fabrik für Nahrung ist schon Stufe 2; modernisieren geht nach oben", BUILD)
    err = refused(s, "marion", "factory", 2, fact(modernize("food", 3)))  # one beyond: the Inventor's rule
    assert (str(err.message), err.section) == (
        "the food factory can be modernized up to the current level 2 (one level further only with the Inventor), not to 3", INVENTOR)
    assert phrase_in(err.message, "de").startswith("die Fabrik für Nahrung kann bis zur aktuellen Stufe 2 modernisiert werden (")
    assert "(eine Stufe weiter nur mit dem Erfinder)" in phrase_in(err.message, "de")
    err = refused(s, "marion", "factory", 2, fact(modernize("food", 4)))  # two beyond: the factory rule
    assert err.section == BUILD


def test_spinning_jenny_never_modernizes_beyond_the_current_level():
    s = game(marion(), version="spinning_jenny", decade=1770)
    err = refused(s, "marion", "factory", 2, fact(modernize("food", 3)))
    assert (str(err.message), err.section) == (
        "the food factory can be modernized up to the current level 1 (never beyond it), not to 3", BUILD)
    assert "(nie darüber hinaus)" in phrase_in(err.message, "de") and "(nooit daarboven)" in phrase_in(err.message, "nl")


def test_an_obsolete_factory_brought_up_to_date_sends_its_extra_workers_to_the_fired_space():
    p = marion(factories=[factory("food", rows=((2, 0),), obsolete_workers=2)])
    out = act(game(p, fired=3), "marion", "factory", 2, fact(modernize("food", 3)))
    assert out.state.fired == 3 + 2 and out.state.players[0].factory("food").obsolete_workers == 0
    (line,) = lines(out, "arkwright.up_to_date")
    assert (line.player, line.kind, line.amount, line.section) == ("marion", "workers", -2, "Water Frame 6.IV")
    assert render(line.code, line.params) == "the food factory is up to date: its 2 extra workers go to the fired space"


def test_an_obsolete_factory_still_behind_keeps_its_extra_workers_and_an_up_to_date_one_has_none_to_send():
    p = marion(factories=[factory("food", rows=((2, 0),), obsolete_workers=2)])
    out = act(game(p, fired=3), "marion", "factory", 2, fact(modernize("food", 2)))
    assert out.state.fired == 3 and out.state.players[0].factory("food").obsolete_workers == 2
    assert lines(out, "arkwright.up_to_date") == []
    out = act(game(marion(), fired=3), "marion", "factory", 2, fact(modernize("food", 3)))
    assert out.state.fired == 3 and lines(out, "arkwright.up_to_date") == []


def test_closing_sends_workers_to_the_fired_space_and_machines_to_the_supply():
    p = marion(factories=[factory("food", rows=((2, 0), (1, 1)))])
    out = act(game(p, fired=3), "marion", "factory", 2, fact(close("food")))
    assert out.state.players[0].factories == [] and out.state.fired == 3 + 3
    (workers,) = lines(out, "arkwright.closes_factory_workers")
    assert (workers.player, workers.kind, workers.amount, workers.section) == ("marion", "workers", -3, BUILD)
    assert render(workers.code, workers.params, "de") == "Marion schließt die Fabrik für Nahrung: 3 Arbeiter auf das Feld der Entlassenen"
    (closed,) = lines(out, "arkwright.closes_factory")
    assert (closed.player, closed.section, closed.params["machines"]) == ("marion", BUILD, 1)


def test_close_refusals_in_words():
    s = game(marion())
    err = refused(s, "marion", "factory", 2, fact(close("lamps")))
    assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", BUILD)
    err = refused(s, "marion", "factory", 2, fact(build("lamps", 1, 5), close("lamps")))
    assert said(err) == ("the lamps factory was built in this action and cannot be closed in it",
                         "die Fabrik für Lampen wurde in dieser Aktion gebaut und kann darin nicht geschlossen werden", BUILD)


def test_with_the_manager_a_price_changes_in_a_factory_built_but_not_in_one_closed():
    from tests.games.arkwright.self_actor.helpers import game as self_actor_game

    p = marion(tiles=["manager"], factories=[factory("food", price=6, rows=((2, 0),)), factory("clothes", price=7, rows=((2, 0),))])
    s = self_actor_game(p, decade=1800)
    out = act(s, "marion", "factory", 2, fact(build("lamps", 1, 5)), {"type": "price_adjustment", "prices": {"lamps": 6}})
    assert out.state.players[0].factory("lamps").price == 6
    err = refused(s, "marion", "factory", 2, fact(modernize("food", 2), close("food")), {"type": "price_adjustment", "prices": {"food": 5}})
    assert str(err.message) == "the price of food cannot change: only factories the main action touched (none)"
