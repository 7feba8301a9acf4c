"""Sandra's assessments (KDE Factory Manager), nice and mean, and her tasks."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
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


@pytest.mark.parametrize("short", ["you", "orange"])
def test_nice_every_tied_leader_is_reviewed_one_by_one(short):
    # house rule (the seed's "individual or individuals"): each tied leader is reviewed on their own;
    # one short of "at least 2 cars" (KDE Factory Manager table, Assembly Line) does not stop the other's reward
    s = _day2(new_game(house_rules={EVERY_LEADER: True}))
    s = with_training(s, "assembly", [("orange", 2), ("you", 2)])
    for pid in ("you", "orange"):
        garage(s, pid, *(["red"] if pid == short else ["red", "blue"]))
        s.player(pid).shifts = 8
    out = apply(s, {"kind": "sandra", "department": "assembly"})
    rewarded = "orange" if short == "you" else "you"
    assert score_lines(out.ledger, rewarded) == 3 and score_lines(out.ledger, short) == 0


def test_mean_audits_every_slacker_one_by_one():
    # KDE Factory Manager: Mean Sandra audits the least trained players; you (3 upgraded Designs: over
    # "2 or fewer") is spared, Purple (none, 1 Shift banked) still loses 4 pp, Blue (5 banked) none
    from tests.games.kanban.factories import upgrades

    s = _day2(new_game(mode="mean"))
    s = with_training(s, "testing", [("orange", 1)])
    upgrades(s, "red", [("you", "turbo"), ("you", "brakes"), ("you", "engine")])
    s.player("purple").shifts = 1
    s.player("blue").shifts = 5
    assert least_trained(s, "testing") == ["you", "purple", "blue"]
    out = apply(s, {"kind": "sandra", "department": "testing"})
    assert [score_lines(out.ledger, p) for p in ("you", "purple", "blue")] == [0, -4, 0]


def test_nice_rewards_nothing_for_5_or_fewer_banked_shifts():
    # KDE Factory Manager: 1 pp per banked Shift above 5; with 4 banked, none
    s = _day2(new_game())
    s = with_training(s, "assembly", [("you", 2)])
    garage(s, "you", "red", "blue")
    s.player("you").shifts = 4
    out = apply(s, {"kind": "sandra", "department": "assembly"})
    assert score_lines(out.ledger, "you") == 0


def test_the_assessment_in_words_names_the_shortfall():
    from tests.games.kanban.factories import upgrades

    s = _day2(new_game(mode="mean"))
    s = with_training(s, "testing", [("orange", 1), ("purple", 1), ("blue", 1)])
    upgrades(s, "red", [("you", "turbo"), ("you", "brakes")])
    s.player("you").shifts = 1
    [(pid, pp, words)] = assessment(s, "testing")
    assert (pid, pp) == ("you", -4)
    assert words.startswith("least trained in ") and "with 2 " in words and "short of 5 (1 banked)" in words


def test_a_typed_game_must_say_where_sandra_goes():
    with pytest.raises(InputError) as refused:
        apply(_day2(new_game()), {"kind": "sandra"})
    assert refused.value.message == "say which department Sandra goes to"


def _alley():
    """A Workstation Alley game in its Working Phase (every workstation chosen), at Sandra's turn."""
    from tests.games.kanban.test_alley import choose_all, pass_turns, start

    return pass_turns(choose_all(start())[0], until_sandra=True)[0]


def _refusal(state, entry):
    with pytest.raises(RuleError) as refused:
        apply(state, entry)
    return refused.value.message, refused.value.section


def test_sandras_refusals_say_the_rule():
    alley = _alley()
    assert _refusal(alley, {"kind": "sandra", "meeting": True}) == (
        "the companion follows the Pace Car: a Meeting is called when it reaches a checkered space", "KDE Meeting Time")
    done = alley.model_copy(update={"sandra_done": True})
    assert _refusal(done, {"kind": "sandra"}) == ("Sandra has already taken her turn today", "KDE Round Overview 2 (Working Phase)")
    moved = alley.model_copy(update={"sandra": "design"})
    assert _refusal(moved, {"kind": "sandra", "department": "testing"}) == (
        f"Sandra is in {alley.board.department('design').name} today, not in {alley.board.department('testing').name}",
        "KDE Round Overview 1")
    over = _day2(new_game()).model_copy(update={"finished": True})
    assert _refusal(over, {"kind": "sandra", "department": "design"}) == ("the game is over", "KDE End of the game")
    assert _refusal(new_game(), {"kind": "sandra", "department": "design"}) == (
        "on the first day Sandra sits at her desk in Administration", "KDE Round Overview 1")
    assert _refusal(_day2(new_game()), {"kind": "sandra", "department": "design", "meeting": True}) == (
        "only Sandra's Pace Car step in Testing & Innovation can call a Meeting", "KDE Factory Manager")


def test_administration_scores_the_end_of_the_week():
    # KDE Factory Manager table, Administration: for each car in your garage 2 pp for each upgrade you
    # made to that Model, 1 pp for each upgrade someone else made: your red car, your Turbo and
    # Orange's Brakes on red: 3 pp
    from tests.games.kanban.factories import upgrades

    s = _day2(new_game())
    garage(s, "you", "red")
    upgrades(s, "red", [("you", "turbo"), ("orange", "brakes")])
    out = apply(s, {"kind": "sandra", "department": "administration"})
    assert score_lines(out.ledger, "you") == 3 and out.state.week == 1


def test_sandras_lines_name_their_rules_and_where_she_is():
    first = apply(new_game(), {"kind": "sandra", "department": "administration"})
    assert first.state.sandra == "administration"
    assert [(e.code, e.section) for e in first.ledger] == [("kanban.paperwork", "KDE Round Overview 2")]
    trained = with_training(_day2(new_game()), "testing", [("you", 1)])  # reviewed, short of 2 upgraded Designs
    out = apply(trained, {"kind": "sandra", "department": "testing", "meeting": True})
    assert out.state.sandra == "testing"
    sections = {e.code: e.section for e in out.ledger}
    assert sections["kanban.sandra_no_pp"] == sections["kanban.sandra_task"] == "KDE Factory Manager"
    assert sections["kanban.meeting_called"] == "KDE Meeting Time"
    week = apply(_day2(new_game()), {"kind": "sandra", "department": "administration"})
    assert {e.code: e.section for e in week.ledger}["kanban.week_moves"] == "KDE Factory Manager"


def test_in_workstation_alley_only_testing_moves_the_pace_car():
    # KDE Factory Manager table: Sandra's task in Testing & Innovation is the Pace Car's step; elsewhere it stays
    alley = _alley().model_copy(update={"sandra": "design", "day": 2})
    out = apply(alley, {"kind": "sandra"})
    assert out.state.pace == alley.pace


def test_in_workstation_alley_she_starts_at_her_desk_in_administration():
    # KDE Round Overview 1-2: on the first day Sandra sits at her desk in Administration and does paperwork
    alley = _alley().model_copy(update={"sandra": None})  # where she is not yet recorded: at her desk
    out = apply(alley, {"kind": "sandra"})
    assert out.state.sandra == "administration"
    assert [e.code for e in out.ledger] == ["kanban.paperwork"]
