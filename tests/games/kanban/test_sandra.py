"""Sandra's assessments (KDE Factory Manager), nice and mean, and her tasks."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.sandra import EVERY_LEADER, EVERY_SHIFT, assessment
from companion.games.kanban.training import least_trained, most_trained
from tests.games.kanban.factories import apply, garage, lines, new_game, score_lines, with_training


def _day2(state):
    state.day = 2
    return state


def test_nice_rewards_the_top_disc_for_shifts_above_5():
    s = _day2(new_game())
    s = with_training(s, "assembly", [("orange", 2), ("you", 2)])  # you arrived later: on top
    garage(s, "you", "red", "blue")
    s.player("you").shifts = 8
    s.player("orange").shifts = 9
    assert most_trained(s, "assembly") == ["you"]
    out = apply(s, {"kind": "sandra", "department": "assembly"})
    assert score_lines(out.ledger, "you") == 3  # 8 banked, 3 above 5
    assert score_lines(out.ledger, "orange") == 0


def test_nice_needs_the_requirement():
    s = _day2(new_game())
    s = with_training(s, "assembly", [("you", 3)])
    garage(s, "you", "red")  # one car: needs at least 2
    s.player("you").shifts = 9
    out = apply(s, {"kind": "sandra", "department": "assembly"})
    assert score_lines(out.ledger, "you") == 0
    assert [params["needs"] for _, params in lines(out.ledger, "kanban.sandra_no_pp")] == [2]


def test_nice_no_reward_before_training_starts():
    s = _day2(new_game())
    garage(s, "you", "red", "red")
    s.player("you").shifts = 9
    assert most_trained(s, "assembly") == []
    assert assessment(s, "assembly") == []


def test_nice_house_rules_from_the_seed_wording():
    s = _day2(new_game(house_rules={EVERY_LEADER: True, EVERY_SHIFT: True}))
    s = with_training(s, "logistics", [("orange", 1), ("you", 1)])
    for pid in ("you", "orange"):
        s.player(pid).parts = {"turbo": 2}
        s.player(pid).shifts = 3
    out = apply(s, {"kind": "sandra", "department": "logistics"})
    assert score_lines(out.ledger, "you") == 3 and score_lines(out.ledger, "orange") == 3


def test_mean_penalises_every_slacker_below_5_shifts():
    s = _day2(new_game(mode="mean"))
    s = with_training(s, "design", [("you", 2), ("orange", 1)])
    s.player("purple").shifts = 1
    s.player("blue").shifts = 6
    assert sorted(least_trained(s, "design")) == ["blue", "purple"]
    out = apply(s, {"kind": "sandra", "department": "design"})
    assert score_lines(out.ledger, "purple") == -4
    assert score_lines(out.ledger, "blue") == 0  # 6 banked: nothing short of 5
    assert out.state.player("purple").pp == 11  # Mean Sandra starts everyone on 15


def test_mean_spares_who_meets_her_standard():
    s = _day2(new_game(mode="mean"))
    s = with_training(s, "testing", [("orange", 1), ("purple", 1), ("blue", 1)])
    from tests.games.kanban.factories import upgrades

    upgrades(s, "red", [("you", "turbo"), ("you", "brakes"), ("you", "engine")])
    out = apply(s, {"kind": "sandra", "department": "testing"})
    assert score_lines(out.ledger, "you") == 0  # 3 upgraded Designs: more than 2


def test_mean_penalty_stops_at_zero_pp():
    s = _day2(new_game(mode="mean"))
    s = with_training(s, "design", [("orange", 1), ("purple", 1), ("blue", 1)])
    s.player("you").pp = 2
    out = apply(s, {"kind": "sandra", "department": "design"})
    assert out.state.player("you").pp == 0
    assert score_lines(out.ledger, "you") == -2


def test_first_day_is_paperwork():
    s = new_game()
    out = apply(s, {"kind": "sandra", "department": "administration"})
    assert out.state.week == 0 and all(e.kind == "note" for e in out.ledger)
    with pytest.raises(RuleError):
        apply(s, {"kind": "sandra", "department": "design"})


def test_testing_visit_can_call_a_meeting():
    s = _day2(new_game())
    out = apply(s, {"kind": "sandra", "department": "testing", "meeting": True})
    assert out.state.meeting_scheduled
    with pytest.raises(RuleError):
        apply(s, {"kind": "sandra", "department": "design", "meeting": True})


def test_week_and_cycle_trigger_the_end():
    s = _day2(new_game())
    s.week, s.cycle = 2, 2
    out = apply(s, {"kind": "sandra", "department": "administration"})
    assert out.state.week == 3 and out.state.end_triggered
    s.week, s.cycle = 2, 1
    out = apply(s, {"kind": "sandra", "department": "administration"})
    assert not out.state.end_triggered


@pytest.mark.parametrize("designs, penalised", [(0, True), (1, True), (2, True), (3, False)])
def test_mean_punishes_two_or_fewer_upgraded_designs(designs, penalised):
    # KDE Factory Manager table, Testing and Innovation, Mean Sandra: "Have 2 or fewer upgraded
    # Designs" is the shortfall; the least trained player (you: not training) with 1 banked Shift
    # loses 1 pp for each Shift fewer than 5, that is 4 pp; with 3 upgraded Designs she spares you.
    from tests.games.kanban.factories import upgrades

    s = _day2(new_game(mode="mean"))
    s = with_training(s, "testing", [("orange", 1), ("purple", 1), ("blue", 1)])
    parts = ["turbo", "brakes", "engine"][:designs]
    upgrades(s, "red", [("you", part) for part in parts])
    s.player("you").shifts = 1
    assert least_trained(s, "testing") == ["you"]
    out = apply(s, {"kind": "sandra", "department": "testing"})
    assert score_lines(out.ledger, "you") == (-4 if penalised else 0)
    assert out.state.player("you").pp == (15 - 4 if penalised else 15)
