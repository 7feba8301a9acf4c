"""Every worked example of the Kanban rulebook sections the pack implements."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.final_scoring import achieved
from companion.games.kanban import measures
from companion.games.kanban.meetings import speech_score
from companion.games.kanban.state import Design
from companion.games.kanban.training import training_scores
from companion.games.kanban.week import end_of_week_scores
from tests.games.kanban.factories import apply, garage, new_game, score_lines, upgrades, with_training


def test_end_of_week_example_scores_10_pp():
    """KDE End-of-Week Scoring, example: 2 yellow + 1 red car; yellow has 3 upgrades, 2 of them yours."""
    s = new_game()
    garage(s, "you", "yellow", "yellow", "red")
    upgrades(s, "yellow", [("you", "transmission"), ("you", "engine"), ("orange", "brakes")])
    upgrades(s, "black", [("orange", "chassis")])
    upgrades(s, "blue", [("purple", "turbo")])
    upgrades(s, "green", [("blue", "suspension")])
    rows = {r.model: r for r in end_of_week_scores(s, "you")}
    assert rows["yellow"].own == 2 and rows["yellow"].others == 1 and rows["yellow"].pp == 10
    assert rows["red"].pp == 0  # no upgrades in the red Model
    assert set(rows) == {"yellow", "red"}  # no black, blue or green car: nothing tested there


def test_end_of_week_example_through_sandra_at_her_desk():
    s = new_game()
    s.day = 2
    garage(s, "you", "yellow", "yellow", "red")
    upgrades(s, "yellow", [("you", "transmission"), ("you", "engine"), ("orange", "brakes")])
    out = apply(s, {"kind": "sandra", "department": "administration"})
    assert out.state.week == 1
    assert out.state.player("you").pp == 10
    assert score_lines(out.ledger, "you") == 10
    # Orange made one yellow upgrade but has no car: no End-of-Week pp
    assert out.state.player("orange").pp == 0


def test_final_scoring_tested_designs_example_is_11_pp():
    """KDE Final Scoring, example of Tested Designs: 4 + 2 + 5 + 0 + 0 = 11 pp."""
    s = new_game()
    garage(s, "you", "yellow", "green", "green", "red")
    upgrades(s, "yellow", [("you", "transmission"), ("you", "engine")])
    upgrades(s, "green", [("you", "suspension")])
    upgrades(s, "black", [("you", "chassis")])
    s.part_values.update({"transmission": 4, "engine": 2, "suspension": 5, "chassis": 4})
    tested = measures.tested_designs(s, "you")
    assert sorted(u.part for _, u in tested) == ["engine", "suspension", "transmission"]
    assert sum(s.part_values[u.part] for _, u in tested) == 11


def test_training_stack_example_top_disc_leads():
    """KDE Scoring for Training, example: Yellow, Blue, Purple on the same desk, Purple on top."""
    s = new_game()
    s = with_training(s, "design", [("you", 4), ("blue", 4), ("purple", 4)])
    rows = training_scores(s)["design"]
    assert rows == [("purple", 1, 5), ("blue", 2, 3), ("you", 3, 1)]


def test_training_no_progress_scores_nothing():
    s = new_game()
    s = with_training(s, "logistics", [("orange", 2)])
    assert training_scores(s)["logistics"] == [("orange", 1, 5)]


def _meeting_table():
    s = new_game(goals_on_table=[27, 1, 14, 31])
    s.meeting_scheduled = True
    for pid, n in (("you", 5), ("orange", 1), ("purple", 3)):
        p = s.player(pid)
        p.designs = [Design(model="green", part=None)] * n
    s.player("you").seats_up = 2
    s.player("you").seats_down = 2
    # five Designs need the fifth desk space: Certified in Design
    return with_training(s, "design", [("you", 3)])


def test_meeting_example_1_scores_6_2_2():
    """KDE Meetings, Example 1: card #27, 2 pp per Selected Design, up to 3x, 3 speakers."""
    s = _meeting_table()
    pets = {"you": 28, "orange": 30, "purple": 29, "blue": 32}
    out = apply(
        s,
        {
            "kind": "meeting",
            "pet_projects": pets,
            "speeches": [{"player": "you", "goal": 27}, {"player": "orange", "goal": 27}, {"player": "purple", "goal": 27}],
        },
    )
    assert [score_lines(out.ledger, p) for p in ("you", "orange", "purple")] == [6, 2, 2]
    assert out.state.cycle == 1 and not out.state.meeting_scheduled


def test_meeting_example_1_no_fourth_speaker():
    s = _meeting_table()
    s.player("blue").designs = [Design(model="red")]
    pets = {"you": 28, "orange": 30, "purple": 29, "blue": 32}
    speeches = [{"player": p, "goal": 27} for p in ("you", "orange", "purple", "blue")]
    with pytest.raises(RuleError, match="allows 3 speaker"):
        apply(s, {"kind": "meeting", "pet_projects": pets, "speeches": speeches})


def test_meeting_example_2_blocking_seat_for_0_pp():
    """KDE Meetings, Example 2: Orange speaks for 0 pp on your pet project to cut Purple's score."""
    s = new_game(goals_on_table=[1, 2, 14, 15])
    s.meeting_scheduled = True
    for pid in ("you", "orange", "purple", "blue"):
        s.player(pid).seats_up, s.player(pid).seats_down = 2, 2
    s.player("purple").books = 3  # card 28: 2 pp per Book, up to 3x
    pets = {"you": 28, "orange": 30, "purple": 31, "blue": 32}
    speeches = [{"player": "you", "goal": 28}, {"player": "orange", "goal": 28}, {"player": "purple", "goal": 28}]
    out = apply(s, {"kind": "meeting", "pet_projects": pets, "speeches": speeches})
    assert score_lines(out.ledger, "orange") == 0
    assert score_lines(out.ledger, "purple") == 2  # third speaker: 1x instead of 3x
    assert speech_score(s, "purple", 28, 0) == (6, 3, 3)  # what Purple would have scored first


def test_shift_bank_example_cap_of_4():
    """KDE Shift Bank, example: Yellow at a 3-Shift Logistics workstation may add only 1 banked Shift."""
    s = new_game()
    s.player("you").shifts = 3
    work = {"kind": "work", "player": "you", "department": "logistics", "workstation_shifts": 3}
    with pytest.raises(RuleError, match="never more than 4"):
        apply(s, work | {"banked_spent": 2, "other_shifts": 5})
    ok = apply(s, work | {"banked_spent": 1, "other_shifts": 4})
    assert ok.state.player("you").shifts == 2
    two = apply(s, work | {"workstation_shifts": 2, "banked_spent": 2, "other_shifts": 4})
    assert two.state.player("you").shifts == 1


def test_final_goals_need_the_condition():
    s = new_game(final_tile=2)
    garage(s, "you", "green", "blue", "yellow", "red")
    assert [g.pp for _, g in achieved(s, "you")] == [8]
