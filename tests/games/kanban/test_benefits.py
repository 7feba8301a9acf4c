"""The Award Plaques' and the Certification Track's benefits, given by the companion (`new_game.benefits`).

Scenarios written for these tests from KDE Advanced Training (a new expert takes an Award Plaque of their choice:
bank 1 Shift, gain 2 pp, take 1 Book or take 1 Parts Voucher), KDE Training and Certifications (a newly certified
player takes a benefit on the next space of the Certification Track: printed only, data/benefits.toml, unverified)
and the General Rule (Shifts, Books and Vouchers credited at the end of the day). The rulebook has no worked
example of these benefits; the numbers are the rule's own (2 pp, 1 of each) and arithmetic on them.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.games.kanban.board import DEPARTMENTS
from tests.games.kanban.factories import apply, lines, new_game, with_training

WORK = {"kind": "work", "player": "you", "department": "design", "workstation_shifts": 3}


def game(**extra):
    s = new_game(benefits=True, **extra)
    s.plaques = {d: 3 for d in DEPARTMENTS}  # KDE Setup 7: 3 Award Plaques above each track (4 players)
    return s


def test_a_new_expert_takes_an_award_plaque_of_two_pp_at_once():
    s = with_training(game(), "design", [("you", 4)])
    out = apply(s, WORK | {"train": 1, "answers": {"plaque-design": "pp"}})
    assert out.state.player("you").pp == 2  # KDE Advanced Training: gain 2 pp
    assert out.state.plaques["design"] == 3 - 1
    assert lines(out.ledger, "kanban.plaque_pp")[0][1] == {"pp": 2}


def test_an_award_plaques_book_is_credited_at_the_end_of_the_day():
    s = with_training(game(), "design", [("you", 4)])
    out = apply(s, WORK | {"train": 1, "answers": {"plaque-design": "book"}})
    assert out.state.player("you").books == 0 and out.state.today["you"].books_gained == 1
    assert apply(out.state, {"kind": "end_of_day"}).state.player("you").books == 1  # KDE General Rule


def test_the_plaque_taken_is_asked_and_a_benefit_no_plaque_gives_is_refused():
    s = with_training(game(), "design", [("you", 4)])
    out = apply(s, WORK | {"train": 1})
    assert out.pending is not None and out.pending.id == "plaque-design"
    assert out.pending.option_values() == ["shift", "pp", "book", "voucher"]
    with pytest.raises(InputError, match="not allowed"):
        apply(s, WORK | {"train": 1, "answers": {"plaque-design": "seat"}})


def test_certified_the_player_takes_a_benefit_of_the_certification_tracks_next_space():
    s = with_training(game(), "design", [("you", 2)])
    out = apply(s, WORK | {"train": 1, "answers": {"certification-design": "shift"}})
    assert out.state.today["you"].shifts_banked == 1 and out.state.player("you").shifts == 0
    assert lines(out.ledger, "kanban.track_benefit")[0][1] == {"benefit": "kanban.benefit_shift", "space": 1}
    assert apply(out.state, {"kind": "end_of_day"}).state.player("you").shifts == 1


def test_a_benefit_the_space_does_not_print_is_refused():
    s = with_training(game(), "design", [("you", 2)])
    with pytest.raises(InputError, match="not allowed"):
        apply(s, WORK | {"train": 1, "answers": {"certification-design": "pp"}})


def test_without_the_set_up_flag_the_benefits_stay_at_the_table():
    s = new_game()
    s.plaques = {d: 3 for d in DEPARTMENTS}
    s = with_training(s, "design", [("you", 2)])
    out = apply(s, WORK | {"train": 3})  # certified and an expert in one entry: nothing asked, as before
    assert out.pending is None and out.state.player("you").pp == 0
    assert len(lines(out.ledger, "kanban.expert_plaque_choice")) == 1
