"""Training tracks, one rule at a time (KDE Training and Certifications, Advanced Training, Final Scoring 6).

Scenarios of our own on a 4-player table, each move checked against the rule's own numbers: a stage is one desk,
a disc reaching an occupied desk goes on top and is ahead; past the certification desk the player is Certified and
moves ahead of everyone with fewer certifications on the Certification Track; on the final (red) desk an expert
takes an Award Plaque, and the first expert of a department takes a Seat; 5/3/1 pp by place.
"""

from __future__ import annotations

import pytest

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.games.kanban import training
from companion.games.kanban.board import DEPARTMENTS
from tests.games.kanban.factories import new_game, with_training

SECTION = "KDE Training and Certifications"
ADVANCED = "KDE Advanced Training"


def remarks(ledger: Ledger) -> list[tuple]:
    return [(e.player, e.code, e.section, e.params) for e in ledger]


def codes(ledger: Ledger) -> list[str]:
    return [e.code for e in ledger]


def test_the_disc_on_top_of_a_shared_desk_is_ahead():
    """KDE Scoring for Training example: Yellow, Blue and Purple on the first desk, Purple on top, then Blue, Yellow."""
    s = with_training(new_game(), "design", [("you", 4), ("blue", 4), ("purple", 4), ("orange", 2)])
    assert [d.player for d in training.standings(s, "design")] == ["purple", "blue", "you", "orange"]
    assert training.training_scores(s)["design"] == [("purple", 1, 5), ("blue", 2, 3), ("you", 3, 1)]
    # the order of the desks wins over the order of the stack
    s = with_training(new_game(), "logistics", [("purple", 4), ("you", 1), ("orange", 3)])
    assert [d.player for d in training.standings(s, "logistics")] == ["purple", "orange", "you", "blue"]


def test_no_progress_scores_nothing_even_in_a_scoring_place():
    """KDE Final Scoring 6: players that fail to make any progress score 0 pp."""
    s = with_training(new_game(), "design", [("you", 1)])
    assert training.training_scores(s)["design"] == [("you", 1, 5)]
    assert training.training_scores(s)["logistics"] == []


def test_a_stage_moves_the_disc_on_top_of_the_desk_and_says_so():
    s = with_training(new_game(), "design", [("orange", 2)])
    ledger = Ledger()
    training.advance(s, "you", "design", 2, ledger, "kanban.by_shifts")
    assert [d.player for d in training.standings(s, "design")][:2] == ["you", "orange"]
    assert s.stage("you", "design") == 2
    assert remarks(ledger) == [("you", "kanban.trains", SECTION, {"stages": 2, "department": "Design",
                                                                  "how": "kanban.by_shifts", "before": 0, "after": 2})]


def test_no_stage_moves_nothing():
    s = with_training(new_game(), "design", [("orange", 2)])
    ledger = Ledger()
    training.advance(s, "you", "design", 0, ledger, "kanban.by_shifts")
    assert not list(ledger) and s.stage("you", "design") == 0


def test_training_past_the_final_desk_is_refused():
    """KDE Advanced Training: a disc trains until the final (red) desk, not past it."""
    s = with_training(new_game(), "design", [("you", 3)])
    ledger = Ledger()
    with pytest.raises(RuleError) as info:
        training.advance(s, "you", "design", 3, ledger, "kanban.by_shifts")
    assert info.value.message == "You cannot train 3 stages in design: the final desk is 5 and the disc is on 3"
    assert info.value.section == SECTION
    s = with_training(new_game(), "design", [("you", 5)])
    with pytest.raises(RuleError, match="cannot train 1 stage in design"):
        training.advance(s, "you", "design", 1, ledger, "kanban.by_shifts")
    assert not list(ledger) and s.stage("you", "design") == 5


def test_certified_once_and_ahead_of_everyone_with_fewer_certifications():
    """KDE Training and Certifications: Meetings score right to left on the Certification Track."""
    s = with_training(new_game(), "design", [("orange", 3)])
    s = with_training(s, "logistics", [("orange", 3), ("you", 2)])
    s.certification_order = ["orange", "purple", "blue", "you"]
    ledger = Ledger()
    training.advance(s, "you", "logistics", 1, ledger, "kanban.by_shifts")
    assert ("you", "kanban.certified", SECTION, {"department": "Logistics"}) in remarks(ledger)
    # one certification: ahead of purple and blue (none), behind orange (two)
    assert s.certification_order == ["orange", "you", "purple", "blue"]
    again = Ledger()
    training.advance(s, "you", "logistics", 1, again, "kanban.by_shifts")  # already Certified
    assert codes(again) == ["kanban.trains"] and s.certification_order == ["orange", "you", "purple", "blue"]


def test_equal_certifications_keep_the_earlier_player_ahead():
    s = with_training(new_game(), "design", [("orange", 3), ("you", 2)])
    s.certification_order = ["orange", "purple", "blue", "you"]
    training.advance(s, "you", "design", 1, Ledger(), "kanban.by_shifts")
    assert s.certification_order == ["orange", "you", "purple", "blue"]


def test_the_first_certification_starts_the_track_with_everyone_else_behind():
    s = new_game()
    s.certification_order = []
    s = with_training(s, "design", [("purple", 2)])
    training.advance(s, "purple", "design", 1, Ledger(), "kanban.by_shifts")
    assert s.certification_order == ["purple", "you", "orange", "blue"]


def test_a_player_behind_no_one_with_fewer_certifications_stays_behind_them():
    s = with_training(new_game(), "design", [("orange", 3), ("purple", 3), ("you", 2)])
    s = with_training(s, "logistics", [("orange", 3), ("purple", 3)])
    s.certification_order = ["orange", "purple", "you", "blue"]
    training.advance(s, "you", "design", 1, Ledger(), "kanban.by_shifts")
    assert s.certification_order == ["orange", "purple", "you", "blue"]


def test_the_last_to_certify_goes_to_the_end():
    """Everyone else already holds as many certifications: the newly certified player is last."""
    s = with_training(new_game(), "logistics", [("orange", 3), ("purple", 3), ("blue", 4)])
    s = with_training(s, "design", [("you", 2)])
    s.certification_order = ["you", "blue", "orange", "purple"]
    training.advance(s, "you", "design", 1, Ledger(), "kanban.by_shifts")
    assert s.certification_order == ["blue", "orange", "purple", "you"]


def test_administration_unlocks_the_fifth_seat():
    """KDE Administration, Certification Benefits: the 5th chair space, for a 5th Seat."""
    s = with_training(new_game(), "administration", [("you", 2)])
    down = s.player("you").seats_down
    ledger = Ledger()
    training.advance(s, "you", "administration", 1, ledger, "kanban.by_shifts")
    assert s.player("you").seats_down == down + 1
    assert ("you", "kanban.fifth_seat", "KDE Administration, Certification Benefits", {}) in remarks(ledger)


def test_the_first_expert_takes_a_seat_the_second_does_not():
    """KDE Advanced Training: "The first person to become an expert gets a Seat"; with no plaques followed the
    table is told to take one."""
    s = with_training(new_game(), "design", [("you", 4), ("orange", 4)])
    s.plaques = {}
    seated = {pid: s.player(pid).red_seats + s.player(pid).seats_up for pid in ("you", "orange")}
    ledger = Ledger()
    training.advance(s, "you", "design", 1, ledger, "kanban.by_shifts")
    got = remarks(ledger)
    assert ("you", "kanban.expert_plaque", ADVANCED, {}) in got
    assert ("you", "kanban.first_expert", ADVANCED, {}) in got
    assert s.experts_seated == ["design"]
    assert s.player("you").red_seats + s.player("you").seats_up == seated["you"] + 1
    second = Ledger()
    training.advance(s, "orange", "design", 1, second, "kanban.by_shifts")
    assert "kanban.first_expert" not in codes(second) and s.experts_seated == ["design"]
    assert s.player("orange").red_seats + s.player("orange").seats_up == seated["orange"]


def test_an_expert_takes_one_of_the_plaques_left():
    """KDE Setup 7 and Advanced Training: 3 plaques above a 4-player track; the expert takes one, the table is told
    how many are left."""
    s = with_training(new_game(), "logistics", [("you", 3)])
    s.plaques = {d: 3 for d in DEPARTMENTS}
    ledger = Ledger()
    training.advance(s, "you", "logistics", 2, ledger, "kanban.by_shifts")
    assert s.plaques["logistics"] == 2 and s.plaques["design"] == 3
    assert ("you", "kanban.expert_plaque_choice", ADVANCED, {"left": 2}) in remarks(ledger)


def test_the_last_plaque_and_then_none():
    s = with_training(new_game(), "logistics", [("you", 4), ("orange", 4)])
    s.plaques = {d: 1 for d in DEPARTMENTS}
    ledger = Ledger()
    training.advance(s, "you", "logistics", 1, ledger, "kanban.by_shifts")
    assert s.plaques["logistics"] == 0
    assert ("you", "kanban.expert_plaque_choice", ADVANCED, {"left": 0}) in remarks(ledger)
    none = Ledger()
    training.advance(s, "orange", "logistics", 1, none, "kanban.by_shifts")
    assert s.plaques["logistics"] == 0
    assert ("orange", "kanban.expert_no_plaque", ADVANCED, {}) in remarks(none)


def test_the_companion_gives_the_plaque_and_the_track_benefit_chosen():
    """KDE Advanced Training (2 pp at once) and Training and Certifications (the Certification Track's next space)."""
    s = new_game(benefits=True)
    s.plaques = {d: 3 for d in DEPARTMENTS}
    s = with_training(s, "design", [("you", 2)])
    ledger = Ledger()
    answers = Answers({"certification-design": "book", "plaque-design": "pp"})
    training.advance(s, "you", "design", 3, ledger, "kanban.by_books", answers)
    got = remarks(ledger)
    assert ("you", "kanban.expert_plaque_taken", ADVANCED, {"left": 2}) in got
    assert ("you", "kanban.track_benefit", SECTION, {"benefit": "kanban.benefit_book", "space": 1}) in got
    assert s.player("you").pp == 2
    assert set(answers.used) == {"certification-design", "plaque-design"}


def test_a_track_benefit_not_chosen_yet_is_asked():
    from companion.core.decisions import DecisionNeeded

    s = with_training(new_game(benefits=True), "design", [("you", 2)])
    with pytest.raises(DecisionNeeded) as info:
        training.advance(s, "you", "design", 1, Ledger(), "kanban.by_shifts")
    assert info.value.decision.id == "certification-design"
