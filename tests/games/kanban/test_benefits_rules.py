"""The Award Plaques' and the Certification Track's benefits asked and credited (KDE Advanced Training; Training and
Certifications; General Rule): each question whole (whose, under which rule, its words and its options' words in
English, German and Dutch), and a Shift, Book or Voucher adding to those already received.

KDE Advanced Training: a new expert takes a plaque: bank 1 Shift, gain 2 pp, take 1 Book or take 1 Parts Voucher.
The Certification Track's spaces print their benefits (data/benefits.toml, unverified: a Shift, a Book or a Voucher
on every space), corrected here with a `board` entry where a test needs a space to differ.
"""

from __future__ import annotations

from companion.games.kanban import benefits
from tests.games.kanban.factories import apply, new_game, with_training
from tests.games.kanban.test_benefits import WORK, game

EXPERT = "KDE Advanced Training"
TRACK = "KDE Training and Certifications"


def words(phrase) -> tuple[str, str, str]:
    return str(phrase), phrase.said("de"), phrase.said("nl")


def test_the_award_plaque_question_is_the_new_experts_with_each_benefit_in_words():
    s = with_training(game(), "design", [("you", 4)])
    asked = apply(s, WORK | {"train": 1}).pending
    assert (asked.player, asked.section, asked.default) == ("you", EXPERT, "shift")
    assert words(asked.question) == ("Which Award Plaque does You take from the Design track?",
                                     "Welche Auszeichnungsplakette nimmt You von der Leiste Design?",
                                     "Welke prijsplaquette neemt You van het spoor Ontwerp?")
    assert [(o.value, words(o.label)) for o in asked.options] == [
        ("shift", ("1 Shift banked (tonight)", "1 gesparte Schicht (heute Abend)", "1 gespaarde dienst (vanavond)")),
        ("pp", ("2 pp now", "jetzt 2 pp", "nu 2 pp")),
        ("book", ("1 Book (tonight)", "1 Buch (heute Abend)", "1 boek (vanavond)")),
        ("voucher", ("1 Parts Voucher (tonight)", "1 Teilegutschein (heute Abend)", "1 onderdelenbon (vanavond)")),
    ]


def test_the_certification_track_question_is_the_new_certifieds_under_its_rule():
    s = with_training(game(), "design", [("you", 2)])
    asked = apply(s, WORK | {"train": 1}).pending
    assert (asked.player, asked.section, asked.default) == ("you", TRACK, "shift")
    assert words(asked.question) == ("Which benefit of the Certification Track's space 1 does You take?",
                                     "Welchen Vorteil von Feld 1 der Zertifizierungsleiste nimmt You?",
                                     "Welk voordeel van vak 1 van het certificeringsspoor neemt You?")
    assert [o.value for o in asked.options] == ["shift", "book", "voucher"]
    assert words(asked.options[1].label) == ("1 Book (tonight)", "1 Buch (heute Abend)", "1 boek (vanavond)")


def test_the_question_offers_the_benefits_of_the_space_reached():
    """KDE Training and Certifications: the benefit is chosen in the next space of the Certification Track; the first
    certification reaches space 1 (here printing 2 pp or a Book), not the last space."""
    s = apply(game(), {"kind": "board", "path": "benefits.certification_track.0", "value": ["pp", "book"]}).state
    s = with_training(s, "design", [("you", 2)])
    asked = apply(s, WORK | {"train": 1}).pending
    assert [(o.value, str(o.label)) for o in asked.options] == [("pp", "2 pp now"), ("book", "1 Book (tonight)")]


def test_a_shift_book_or_voucher_received_outside_a_day_adds_to_those_held():
    """KDE General Rule: nothing received is used the same day; outside a day it is credited at once, on top."""
    s = new_game()
    p = s.player("you")
    p.shifts, p.books, p.vouchers = 2, 1, 3
    for benefit in ("shift", "book", "voucher"):
        benefits.tonight(s, "you", benefit)
    assert (p.shifts, p.books, p.vouchers) == (3, 2, 4)


def test_a_shift_book_or_voucher_received_during_a_day_adds_to_those_due_tonight():
    """KDE General Rule: received during the day, credited at its end, on top of those noted earlier today."""
    s = apply(new_game(), WORK | {"shifts_banked": 1, "books_gained": 2, "vouchers_gained": 1}).state
    for benefit in ("shift", "book", "voucher"):
        benefits.tonight(s, "you", benefit)
    day = s.today["you"]
    assert (day.shifts_banked, day.books_gained, day.vouchers_gained) == (2, 3, 2)
