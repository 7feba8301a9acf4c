"""The garages' and Upgrade Spaces' benefits asked and said (KDE Setup 2.A; Testing & Innovation, Claim Cars 5 and
Upgrade a Design 1; Assembly Line, Certification Benefits): each question whole (whose, under which rule, its
words and its options' words in English, German and Dutch), each ledger line with its player and rule.

The fifth garage: "any two different, single benefits" of those depicted (data/assembly.toml, unverified: a Seat,
a Shift, a Book, a Parts Voucher), the expert side 1 Seat. The board data of tests/games/kanban/test_garages.py
(data/garages.toml, unverified): the standard side's garage 1 a Seat, garage 2 a banked Shift; the expert side's
garage 3 nothing; Upgrade Space 3 a Book, 1 nothing.
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import garages
from companion.games.kanban.state import Design, Upgrade
from tests.games.kanban.factories import apply, garage, new_game, with_training
from tests.games.kanban.test_garages import claim, game, upgrade

CLAIM = "KDE Testing & Innovation, Action: Claim Cars 5"
FIFTH = "KDE Assembly Line, Certification Benefits"
UPGRADE = "KDE Testing & Innovation, Action: Upgrade a Design 1"


def words(phrase) -> tuple[str, str, str]:
    return str(phrase), phrase.said("de"), phrase.said("nl")


def _lines(ledger, code):
    return [(e.player, e.section, e.params) for e in ledger if e.code == code]


def test_a_side_not_yet_known_shows_no_benefit_in_its_garages():
    """KDE Setup 2.A: the side decides what the garages give; before it is known none is shown."""
    s = game()
    assert garages.printed(s, "purple") == ["", "", "", ""]
    assert garages.printed(s, "you") == ["seat", "shift", "book", "voucher"]
    assert garages.printed(s, "orange") == ["seat", "", "", ""]


def test_the_board_side_question_is_purples_under_setup_2a():
    s = game()
    s.player("purple").designs = [Design(model="green")]
    asked = apply(s, claim("purple", 2)).pending
    assert (asked.player, asked.section, asked.default) == ("purple", "KDE Setup 2.A", "standard")
    assert words(asked.question) == ("Which side of the Player Board does Purple play?",
                                     "Mit welcher Seite des Spielertableaus spielt Purple?",
                                     "Met welke kant van het spelersbord speelt Purple?")
    assert [(o.value, words(o.label)) for o in asked.options] == [
        ("standard", ("the standard side", "die Standardseite", "de standaardkant")),
        ("expert", ("the expert side (fewer benefits in the garages)", "die Expertenseite (weniger Vorteile in den "
                    "Garagen)", "de expertkant (minder voordelen in de garages)"))]


def test_the_expert_side_is_said_once_chosen_and_the_standard_side_is_not():
    s = game()
    s.player("purple").designs = [Design(model="green")]
    expert = apply(s, claim("purple", 2, answers={"board-side": "expert"}))
    assert _lines(expert.ledger, "kanban.expert_side") == [("purple", "KDE Setup 2.A", {})]
    assert _lines(expert.ledger, "kanban.garage_no_bonus") == [("purple", CLAIM, {"garage": 2})]
    standard = apply(s, claim("purple", 2, answers={"board-side": "standard"}))
    assert not _lines(standard.ledger, "kanban.expert_side")


def test_the_leftmost_garages_seat_is_said_with_its_garage():
    """KDE Meetings, the ways to get Seats 5: parking in the leftmost garage earns a Seat."""
    out = apply(game(), claim(garage_no=1))
    assert [(e.player, e.params) for e in out.ledger if e.code == "kanban.seat_up"] == [
        ("you", {"why": "kanban.seat_garage", "garage": 1})]


def test_the_fifth_garage_question_offers_each_pair_of_different_benefits_in_words():
    """Assembly Line, Certification Benefits: two different single benefits of the four: 4 x 3 / 2 = 6 pairs."""
    s = with_training(game(), "assembly", [("you", 3)])
    garage(s, "you", "red", "blue", "black", "yellow")
    asked = apply(s, claim("you", 5)).pending
    assert (asked.player, asked.section, asked.default) == ("you", FIFTH, "seat+shift")
    assert words(asked.question) == ("Which benefits does the fifth garage give?",
                                     "Welche Vorteile gibt die fünfte Garage?", "Welke voordelen geeft de vijfde garage?")
    assert [o.value for o in asked.options] == ["seat+shift", "seat+book", "seat+voucher", "shift+book",
                                                "shift+voucher", "book+voucher"]
    assert words(asked.options[0].label) == ("1 Seat and 1 Shift banked", "1 Sitz und 1 gesparte Schicht",
                                             "1 zetel en 1 gespaarde dienst")
    assert words(asked.options[5].label) == ("1 Book and 1 Parts Voucher", "1 Buch und 1 Teilegutschein",
                                             "1 boek en 1 onderdelenbon")


def test_the_fifth_garage_without_the_printed_benefits_offers_the_expert_seat_too():
    """Assembly Line, Certification Benefits: "If you are playing with the expert side ..., the only benefit
    available is 1 Seat"; a game that does not know the side offers both."""
    options = garages.fifth_garage_options(new_game())
    assert options[-1][0] == "expert" and len(options) == 7
    assert words(options[-1][1]) == ("1 Seat (the expert side of the Player Board)",
                                     "1 Sitz (die Expertenseite des Spielertableaus)",
                                     "1 zetel (de expertkant van het spelersbord)")


def test_the_fifth_garages_benefits_are_said_for_its_player():
    s = with_training(game(), "assembly", [("you", 3)])
    garage(s, "you", "red", "blue", "black", "yellow")
    out = apply(s, claim("you", 5, answers={"fifth-garage": "book+voucher"}))
    assert _lines(out.ledger, "kanban.fifth_garage") == [
        ("you", FIFTH, {"benefits": "1 Book\x1f1 Parts Voucher"})]
    day = out.state.today["you"]
    assert (day.books_gained, day.vouchers_gained) == (1, 1)


def test_the_upgrade_space_question_names_each_empty_space_and_its_benefit():
    """Upgrade a Design 1: the Part goes to any empty Upgrade Space; its benefit, if any, is received."""
    asked = apply(game(), upgrade()).pending
    assert (asked.player, asked.section, asked.default) == ("you", UPGRADE, 1)
    assert words(asked.question) == ("Which empty Upgrade Space of the red Model does You fill?",
                                     "Welches leere Upgrade-Feld des Modells rot belegt You?",
                                     "Welk leeg upgradevak van het model rood vult You?")
    labels = {o.value: words(o.label) for o in asked.options}
    assert labels[1] == ("space 1: no benefit", "Feld 1: kein Vorteil", "vak 1: geen voordeel")
    assert labels[3] == ("space 3: 1 Book", "Feld 3: 1 Buch", "vak 3: 1 boek")


def test_an_upgrade_space_without_benefit_is_said_under_its_rule():
    out = apply(game(), upgrade(answers={"upgrade-space-red-engine": 1}))
    assert _lines(out.ledger, "kanban.upgrade_space_none") == [("you", UPGRADE, {"space": 1, "model": "red"})]


def test_an_upgrade_space_depicting_a_seat_earns_it_at_once():
    """Upgrade a Design 1 and the Red Seat procedure (KDE Demand Tiles 2): a Seat received flips a face-down Seat
    face-up at once (the space's benefit corrected to a Seat with a `board` entry)."""
    s = apply(game(), {"kind": "board", "path": "garages.upgrade_spaces.0", "value": "seat"}).state
    out = apply(s, upgrade(answers={"upgrade-space-red-engine": 1}))
    p = out.state.player("you")
    assert (p.seats_up, p.seats_down) == (2, 2)
    assert [(e.player, e.params) for e in out.ledger if e.code == "kanban.seat_up"] == [
        ("you", {"why": "kanban.seat_upgrade_space", "space": 1, "model": "red"})]


def test_a_model_with_every_upgrade_space_filled_is_refused_whole():
    s = game()
    s.upgrades["red"] = [Upgrade(player="orange", part=part, space=k)
                         for k, part in enumerate(["brakes", "chassis", "suspension", "transmission", "turbo", "engine"], 1)]
    with pytest.raises(RuleError) as caught:
        apply(s, upgrade())
    err = caught.value
    assert err.section == UPGRADE
    assert words(err.message) == ("every Upgrade Space of the red Model is filled",
                                  "jedes Upgrade-Feld des Modells rot ist belegt", "elk upgradevak van het model rood is gevuld")
