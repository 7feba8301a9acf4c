"""Claim Cars (KDE Testing & Innovation, Action: Claim Cars; No More Garages): the ledger lines of a claim and
every refusal whole, with its rule, as a German and a Dutch player read it.

Step 1: one Selected Design of the car's Model goes back per car. Step 2: the Shifts by the car's place behind the
Pace Car before the first claim, 1 / 2 / 2 / 3. Step 5: the car parks in an empty garage. No More Garages: an old car
goes back only when all 5 garages are occupied. Assembly Line, Certification Benefits: the fifth garage is locked
until then.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.kanban.state import Design
from tests.games.kanban.factories import apply, new_game, with_training
from tests.games.kanban.test_design import game as display_game, on_desk

CLAIM = "KDE Testing & Innovation, Action: Claim Cars"
NO_MORE = "KDE No More Garages"


def work(*claims, shifts=3):
    return {"kind": "work", "player": "you", "department": "testing", "workstation_shifts": shifts,
            "claims": list(claims)}


def refused(state, entry, error=RuleError):
    with pytest.raises(error) as caught:
        apply(state, entry)
    err = caught.value
    return str(err.message), err.section, err.message.said("de"), err.message.said("nl")


def _lines(ledger, code):
    return [(e.player, e.section, e.params) for e in ledger if e.code == code]


def table(*designs):
    s = new_game()
    s.player("you").designs = list(designs)
    return s


def test_a_claim_is_said_with_its_cars_and_shifts_and_each_car_parks_in_the_next_empty_garage():
    """Claim Cars 2: the 2nd car behind the Pace Car costs 2 Shifts and the 1st 1 Shift: 2 cars for 3 Shifts;
    5: the first empty garages, 1 then 2."""
    s = table(Design(model="red", part="turbo"), Design(model="blue"))
    out = apply(s, work({"position": 2, "model": "red"}, {"position": 1, "model": "blue"}))
    assert _lines(out.ledger, "kanban.claims") == [("you", CLAIM, {"count": 2, "cost": 3})]
    assert _lines(out.ledger, "kanban.parks") == [("you", CLAIM, {"model": "red", "garage": 1}),
                                                  ("you", CLAIM, {"model": "blue", "garage": 2})]


def test_a_car_replacing_an_old_one_is_said_with_the_garage_it_leaves():
    """No More Garages: with all 5 garages occupied the car named for garage 3 sends the black car back."""
    s = with_training(table(Design(model="green")), "assembly", [("you", 3)])
    s.player("you").garages = ["red", "red", "black", "blue", "yellow"]
    out = apply(s, work({"position": 1, "model": "green", "garage": 3}))
    assert out.state.player("you").garages == ["red", "red", "green", "blue", "yellow"]
    assert _lines(out.ledger, "kanban.garage_cleared") == [("you", NO_MORE, {"old": "black", "garage": 3})]
    assert _lines(out.ledger, "kanban.parks") == [("you", CLAIM, {"model": "green", "garage": 3})]


def test_with_the_printed_benefits_the_parking_line_says_the_garage_gives_something():
    """Claim Cars 5: the player receives the benefit depicted on each garage filled."""
    s = new_game(printed_benefits=True, board_sides={"you": "standard"})
    s.player("you").designs = [Design(model="green")]
    out = apply(s, work({"position": 1, "model": "green", "garage": 2}))
    assert _lines(out.ledger, "kanban.parks_here") == [("you", CLAIM, {"model": "green", "garage": 2})]
    assert not _lines(out.ledger, "kanban.parks")


def test_the_design_given_back_is_said_for_its_player():
    """Claim Cars 1: the Selected Design goes back to the bottom of the Central deck."""
    s = display_game()
    on_desk(s, "you", Design(model="red", part="chassis"))
    out = apply(s, work({"position": 1, "model": "red"}))
    assert [e.player for e in out.ledger if e.code == "kanban.design_back"] == ["you"]


def test_a_car_is_claimed_once():
    """Claim Cars 2: each car behind the Pace Car is taken once."""
    s = table(Design(model="red"), Design(model="red"))
    assert refused(s, work({"position": 1, "model": "red"}, {"position": 1, "model": "red"})) == (
        "each car behind the Pace Car can be claimed once", CLAIM,
        "jedes Auto hinter dem Pace Car kann einmal beansprucht werden",
        "elke auto achter de Pace Car kan één keer geclaimd worden")


def test_there_are_four_cars_behind_the_pace_car():
    """A Car Rolls off the Line: only 4 cars besides the Pace Car are on the Test Track (Claim Cars 2: 1st-4th)."""
    assert refused(table(Design(model="red")), work({"position": 5, "model": "red"})) == (
        "there is no car 5 places behind the Pace Car (1-4)", CLAIM,
        "es gibt kein Auto 5 Plätze hinter dem Pace Car (1-4)",
        "er is geen auto 5 plaatsen achter de Pace Car (1-4)")


def test_a_car_needs_a_design_of_its_model():
    """Claim Cars: a Selected Design depicting the Model is needed."""
    assert refused(table(Design(model="blue")), work({"position": 1, "model": "red"})) == (
        "You needs a Design of the red Model on the desk to claim that car", CLAIM,
        "You braucht einen Entwurf des Modells rot auf dem Schreibtisch, um dieses Auto zu beanspruchen",
        "You heeft een ontwerp van het model rood op het bureau nodig om die auto te claimen")


def test_designs_of_the_model_with_different_parts_need_the_one_named():
    """Claim Cars 1: one Design per car goes back; with two different red Designs the table says which."""
    s = table(Design(model="red", part="turbo"), Design(model="red"))
    assert refused(s, work({"position": 1, "model": "red"})) == (
        "You has Designs of the red Model with different Parts (turbo, claim only): say which one goes back for "
        "this car", CLAIM,
        "You hat Entwürfe des Modells rot mit verschiedenen Teilen (turbo, claim only): sagt, welcher für dieses "
        "Auto zurückgeht",
        "You heeft ontwerpen van het model rood met verschillende onderdelen (turbo, claim only): zeg welk teruggaat "
        "voor deze auto")


def test_the_design_named_must_be_a_car_part_and_on_the_desk():
    s = table(Design(model="red", part="turbo"), Design(model="red"))
    parts = ", ".join(s.board.names.parts)
    assert refused(s, work({"position": 1, "model": "red", "design": "wheel"}), InputError) == (
        f"claim design 'wheel': a Car Part ({parts}) or 'claim only'", None,
        f"claim design 'wheel': ein Autoteil ({parts}) oder 'claim only'",
        f"claim design 'wheel': een auto-onderdeel ({parts}) of 'claim only'")
    assert refused(s, work({"position": 1, "model": "red", "design": "engine"})) == (
        "You has no red Design (engine) on the desk; there: turbo, claim only", CLAIM,
        "You hat keinen Entwurf rot (engine) auf dem Schreibtisch; dort: turbo, claim only",
        "You heeft geen ontwerp rood (engine) op het bureau; daar: turbo, claim only")


def test_four_full_garages_with_the_fifth_locked_take_no_car():
    """No More Garages: an old car goes back only when all 5 garages are occupied; the fifth is locked."""
    s = table(Design(model="green"))
    s.player("you").garages = ["red", "red", "blue", "blue", None]
    assert refused(s, work({"position": 1, "model": "green"})) == (
        "You's 4 open garages are full and the fifth is locked: an old car may be replaced only when all 5 garages "
        "are occupied", NO_MORE,
        "die 4 offenen Garagen von You sind voll und die fünfte ist gesperrt: ein altes Auto darf nur ersetzt werden, "
        "wenn alle 5 Garagen belegt sind",
        "de 4 open garages van You zijn vol en de vijfde is op slot: een oude auto mag alleen vervangen worden als "
        "alle 5 garages bezet zijn")


def test_the_locked_fifth_garage_takes_no_car_while_others_are_empty():
    """Assembly Line, Certification Benefits: the fifth garage opens only with the certification."""
    s = table(Design(model="green"))
    assert refused(s, work({"position": 1, "model": "green", "garage": 5})) == (
        "garage 5 is locked or does not exist", "KDE Assembly Line, Certification Benefits",
        "Garage 5 ist gesperrt oder existiert nicht", "garage 5 is op slot of bestaat niet")


def test_all_five_full_the_garage_is_named_and_not_before():
    """No More Garages: "then and only then" an old car is replaced, in the garage the player names."""
    s = with_training(table(Design(model="green")), "assembly", [("you", 3)])
    s.player("you").garages = ["red", "red", "blue", "blue", "black"]
    assert refused(s, work({"position": 1, "model": "green"})) == (
        "every garage is full: name the garage whose car goes back", NO_MORE,
        "jede Garage ist voll: nennt die Garage, deren Auto zurückgeht",
        "elke garage is vol: noem de garage waarvan de auto teruggaat")
    s.player("you").garages = ["red", "red", "blue", "blue", None]
    assert refused(s, work({"position": 1, "model": "green", "garage": 2})) == (
        "an old car may only be replaced when all garages are full", NO_MORE,
        "ein altes Auto darf nur ersetzt werden, wenn alle Garagen voll sind",
        "een oude auto mag alleen vervangen worden als alle garages vol zijn")
