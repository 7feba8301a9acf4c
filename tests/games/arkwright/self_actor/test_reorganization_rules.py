"""The Reorganization marker one rule at a time, its refusals and lines in English and German.

Player's Book 3.2 "Action Marker – Reorganization" (no main action; a special marker and a price adjustment in one
factory on the light side, in every factory on the dark side; free of charge; turned dark at the end of the round it
was used, and every marker after the 1790 decade) and Manager (on the light side, waiving the special marker buys
price adjustments in two factories). Scenarios of our own.
"""

from __future__ import annotations

from companion.core.messages import render
from companion.core.wording import phrase_in
from companion.games.arkwright.actions.reorganization import buys
from companion.games.arkwright.flow.rounds import return_action_markers
from companion.games.arkwright.table import Table
from tests.games.arkwright.actions.helpers import act, refused
from tests.games.arkwright.self_actor.helpers import game, marion

REORG = "Player's Book 3.2 Reorganization"
MANAGER = "Player's Book 3.2 Manager"
SHIP = {"type": "ship", "capacity": 2}


def prices(**kw):
    return {"action": "reorganization", "prices": kw}


def said(err):
    return str(err.message), phrase_in(err.message, "de"), err.section


def test_the_marker_placed_says_its_side_and_space():
    out = act(game(), "marion", "reorganization", 6, prices(food=5), SHIP)
    (line,) = [e for e in out.ledger if e.code == "arkwright.reorganizes"]
    assert (line.player, line.section, line.params["side"], line.params["row"]) == ("marion", REORG, "light", 6)
    assert render(line.code, line.params) == (
        "Marion places the light Reorganization marker on the £6 space, free of charge: no main action, a special marker and a price adjustment")


def test_its_refusals_in_words():
    err = refused(game(), "marion", "reorganization", 4, {"action": "quality", "levels": {"food": 1}})
    assert said(err) == (
        "the Reorganization marker carries out no main action (quality): it gives a special marker and a price adjustment instead",
        "der Reorganisationsmarker führt keine Hauptaktion aus (Qualität): er gibt stattdessen einen Sondermarker und eine Preisanpassung", REORG)
    err = refused(game(), "marion", "reorganization", 4, {"action": "stock_exchange", "buy": 1})
    assert str(err.message).startswith("the Reorganization marker carries out no main action (stock exchange): ")
    err = refused(game(), "marion", "reorganization", 4, prices(), {"type": "price_adjustment", "prices": {"food": 9}})
    assert said(err) == (
        "with the Reorganization marker the prices are adjusted in its own step, and its additional action is taking a special marker",
        "mit dem Reorganisationsmarker werden die Preise in einem eigenen Schritt angepasst, und seine Zusatzaktion ist ein Sondermarker", REORG)


def test_the_light_side_refusal_says_what_the_manager_would_change():
    err = refused(game(), "marion", "reorganization", 4, prices(food=5, clothes=6), SHIP)
    assert (str(err.message), err.section) == ("the light side of the Reorganization marker adjusts prices in 1 factory, not 2", REORG)
    assert phrase_in(err.message, "de").startswith("die helle Seite des Reorganisationsmarkers passt Preise in 1 ")
    err = refused(game(), "marion", "reorganization", 4, prices(food=5, clothes=6))
    assert (str(err.message), err.section) == (
        "the light side of the Reorganization marker adjusts prices in 1 factory, not 2; two factories only with the Manager, waiving the special marker", MANAGER)
    assert phrase_in(err.message, "de").endswith("; zwei Fabriken nur mit dem Manager, unter Verzicht auf den Sondermarker")
    err = refused(game(marion(tiles=["manager"])), "marion", "reorganization", 4, prices(food=5, clothes=6), SHIP)
    assert (str(err.message), err.section) == (
        "the light side of the Reorganization marker adjusts prices in 1 factory, not 2; the Manager adjusts two only when the special marker is waived", MANAGER)
    assert phrase_in(err.message, "nl").endswith("; de Manager past er alleen twee aan als van de speciale marker wordt afgezien")
    err = refused(game(marion(tiles=["manager"])), "marion", "reorganization", 4, prices(food=5, clothes=6, cutlery=7))
    assert (str(err.message), err.section) == ("the light side of the Reorganization marker adjusts prices in 2 factories, not 3", REORG)


def test_the_manager_waiving_the_special_marker_is_said():
    out = act(game(marion(tiles=["manager"])), "marion", "reorganization", 4, prices(food=5, clothes=6))
    (line,) = [e for e in out.ledger if e.code == "arkwright.manager_reorganization"]
    assert (line.player, line.section, line.params["count"]) == ("marion", MANAGER, 2)
    assert render(line.code, line.params, "de") == "der Manager von Marion verzichtet auf den Sondermarker für Preisanpassungen in 2 Fabriken"
    one = act(game(marion(tiles=["manager"])), "marion", "reorganization", 4, prices(food=5))
    assert not [e for e in one.ledger if e.code == "arkwright.manager_reorganization"]


def test_without_a_main_entry_the_marker_takes_its_special_marker_and_no_price():
    out = act(game(), "marion", "reorganization", 4, None, SHIP)
    assert out.state.players[0].ships == [2]
    assert [f.price for f in out.state.players[0].factories] == [6, 7, 8]


def test_the_dark_side_adjusts_every_factory_without_the_manager_line():
    out = act(game(marion(reorganization_dark=True, tiles=["manager"])), "marion", "reorganization", 4, prices(food=5, clothes=6, cutlery=7))
    assert [f.price for f in out.state.players[0].factories] == [5, 6, 7]
    assert not [e for e in out.ledger if e.code == "arkwright.manager_reorganization"]


def test_turning_dark_is_said_for_the_player_and_its_reason():
    out = act(game(), "marion", "reorganization", 4, prices(food=5))
    t = Table.working(out.state)
    return_action_markers(t)
    (line,) = [e for e in t.ledger if e.code.startswith("arkwright.reorganization_dark")]
    assert (line.code, line.player, line.section) == ("arkwright.reorganization_dark", "marion", REORG)
    t = Table.working(game(decade=1790))
    return_action_markers(t)
    lines = [e for e in t.ledger if e.code == "arkwright.reorganization_dark_all"]
    assert [(e.player, e.section, e.params["decade"]) for e in lines] == [("marion", REORG, 1790), ("harold", REORG, 1790)]
    # a dark marker already is skipped, and the next player's still turns
    t = Table.working(game(marion(reorganization_dark=True), decade=1790))
    return_action_markers(t)
    assert [p.reorganization_dark for p in t.state.players] == [True, True]
    assert [e.player for e in t.ledger if e.code == "arkwright.reorganization_dark_all"] == ["harold"]
    t = Table.working(game(decade=1790, self_actor=["tiles"]))
    return_action_markers(t)
    assert [p.reorganization_dark for p in t.state.players] == [False, False], "without the element no marker turns"


def test_what_the_marker_buys_is_listed_in_words():
    s = game()
    light = buys(s, s.players[0])
    assert (light["side"], light["prices"], light["prices_manager"]) == ("light", 1, 0)
    assert str(light["text"]) == "no main action: a price adjustment in one factory"
    assert phrase_in(light["text"], "de") == "keine Hauptaktion: eine Preisanpassung in einer Fabrik"
    s = game(marion(tiles=["manager"]))
    managed = buys(s, s.players[0])
    assert (managed["prices"], managed["prices_manager"]) == (1, 2)
    assert str(managed["text"]) == "no main action: a price adjustment in one factory (2 with the Manager, waiving the special marker)"
    assert phrase_in(managed["text"], "de") == "keine Hauptaktion: eine Preisanpassung in einer Fabrik (2 mit dem Manager, ohne Sondermarker)"
    s = game(marion(reorganization_dark=True, tiles=["manager"]))
    dark = buys(s, s.players[0])
    assert (dark["side"], dark["prices"], dark["prices_manager"]) == ("dark", 3, 0)
    assert str(dark["text"]) == "no main action: a price adjustment in every factory"
    assert phrase_in(dark["text"], "de") == "keine Hauptaktion: eine Preisanpassung in jeder Fabrik"
    assert dark["factories"] == ["food", "clothes", "cutlery"] and dark["prices_now"] == {"food": 6, "clothes": 7, "cutlery": 8}
