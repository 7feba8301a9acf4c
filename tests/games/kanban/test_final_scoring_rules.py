"""Final Scoring, one step at a time (KDE Final Scoring 1-6, End of the game, Final Goals Tiles #1).

Scenarios of our own on Final Goals tile 1 (KDE Final Goals Tiles: 7 pp for 3 cars of one Model, 6 pp for
Upgraded Designs of 3 different Parts, 8 pp for 5 Certifications, 8 pp for 5 cars, 6 pp for 4 Upgraded Designs):
each Seat spent scores one goal reached, every other Seat, Book and Voucher 1 pp, and so on. The tie-breakers
are checked one at a time, each deciding alone.
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.final_scoring import final_results
from companion.games.kanban.pack import PACK
from companion.games.kanban.state import DayWork
from tests.games.kanban.factories import garage, new_game, upgrades, with_training

SECTION = "KDE Final Scoring"
END = "KDE End of the game"


def endgame():
    """Ann: 5 cars (3 red; Certified in Assembly Line for the fifth garage), 4 Upgraded Designs of 4 Parts,
    3 Seats; Bob: 1 car, nothing else."""
    s = new_game(ids=("ann", "bob"), final_tile=1)
    s.week, s.cycle, s.end_triggered = 3, 2, True
    ann, bob = s.player("ann"), s.player("bob")
    ann.seats_up, ann.seats_down, ann.red_seats, ann.shifts, ann.books, ann.vouchers = 2, 2, 1, 0, 0, 0
    bob.seats_up, bob.seats_down, bob.red_seats, bob.shifts, bob.books, bob.vouchers = 0, 4, 0, 0, 0, 0
    garage(s, "ann", "red", "red", "red", "blue", "green")
    garage(s, "bob", "yellow")
    upgrades(s, "black", [("ann", "turbo"), ("ann", "engine"), ("ann", "chassis"), ("ann", "suspension")])
    return with_training(s, "assembly", [("ann", 3)])


def score(s, **goals):
    entry = {"kind": "final_scoring"} | ({"goals": goals} if goals else {})
    return PACK.apply(s, entry)


def refused(s, **goals) -> RuleError:
    before = s.model_dump(mode="json")
    with pytest.raises(RuleError) as info:
        score(s, **goals)
    assert s.model_dump(mode="json") == before
    return info.value


def said(out, pid, code):
    return [(e.amount, e.params) for e in out.ledger if e.player == pid and e.code == code]


def test_left_out_a_player_spends_each_seat_on_the_best_goal_reached():
    """KDE Final Scoring 1: a Seat per goal; the best three of Ann's four goals reached: 8 + 7 + 6."""
    out = score(endgame())
    assert said(out, "ann", "kanban.final_goal") == [
        (8, {"place": 4, "goal": "5 cars in the garage"}),
        (7, {"place": 1, "goal": "3 cars of one Model"}),
        (6, {"place": 2, "goal": "Upgraded Designs for 3 different Parts"}),
    ]
    ann = out.state.final_breakdown["ann"]
    assert ann["final_goals"] == 21 and ann["seats_books_vouchers"] == 0  # all three Seats spent
    assert (out.state.player("ann").seats_up, out.state.player("ann").red_seats) == (0, 0)
    assert out.state.final_breakdown["bob"]["final_goals"] == 0 and not said(out, "bob", "kanban.final_goal")


def test_chosen_goals_are_scored_and_the_seats_left_score_one_each():
    """KDE Final Scoring 1 and 3: goals 5 and 2 (6 + 6), the third Seat 1 pp."""
    out = score(endgame(), ann=[5, 2])
    ann = out.state.final_breakdown["ann"]
    assert ann["final_goals"] == 12 and ann["seats_books_vouchers"] == 1
    assert said(out, "ann", "kanban.final_left") == [(1, {"seats": 1, "books": 0, "vouchers": 0})]
    assert [p["place"] for _, p in said(out, "ann", "kanban.final_goal")] == [5, 2]


def test_a_goal_worth_no_more_than_its_seat_is_not_spent_by_default():
    """KDE Final Scoring 1 and 3: a Seat kept scores 1 pp, so a goal corrected to 1 pp gains nothing by default."""
    s = endgame()
    s = PACK.apply(s, {"kind": "board", "path": "final_goals.3.pp", "value": 1}).state  # tile 1, goal 4
    s.player("ann").red_seats = 2  # four Seats: goals 1, 2, 5 and one Seat left
    out = score(s)
    ann = out.state.final_breakdown["ann"]
    assert [p["place"] for _, p in said(out, "ann", "kanban.final_goal")] == [1, 2, 5]
    assert ann["final_goals"] == 19 and ann["seats_books_vouchers"] == 1


def test_a_goal_named_twice_too_many_or_not_reached_is_refused():
    s = endgame()
    e = refused(s, ann=[1, 1])
    assert e.message == "Ann names a Final Goal twice" and e.section == SECTION
    e = refused(s, ann=[1, 2, 4, 5])
    assert e.message == "Ann has 3 Seats to spend, not 4" and e.section == SECTION
    s.player("ann").seats_up, s.player("ann").red_seats = 1, 0
    assert refused(s, ann=[1, 2]).message == "Ann has 1 Seat to spend, not 2"
    e = refused(s, ann=[3])
    assert e.message == "Ann has not reached Final Goal 3 of tile 1" and e.section == SECTION


def test_final_scoring_waits_for_the_end_of_the_day_and_comes_once():
    """KDE End of the game: finish the day, with its Meeting, then Final Scoring."""
    s = endgame()
    s.meeting_scheduled = True
    e = refused(s)
    assert e.message == "finish the day first (end of day, and the Meeting if one is due)" and e.section == END
    s = endgame()
    s.today = {"ann": DayWork(department="design", shifts_available=3, shifts_used=0, banked_spent=0)}
    assert refused(s).section == END
    s = endgame()
    s.end_triggered = False
    e = refused(s)
    assert e.section == END and e.message == ("the game has not ended: one of the Week and Production Cycle markers "
                                             "must be on 3 and the other on 2")
    done = score(endgame()).state
    e = refused(done)
    assert e.message == "Final Scoring is already done" and e.section == SECTION


def test_each_part_of_the_score_and_its_lines():
    """KDE Final Scoring 2-6 on Bob: 3 banked Shifts, 2 Books + 1 Voucher, 1 yellow car, 1 Tested Design, training."""
    s = endgame()
    bob = s.player("bob")
    bob.shifts, bob.books, bob.vouchers = 3, 2, 1
    upgrades(s, "yellow", [("bob", "engine")])
    s.part_values["engine"] = 4
    s = with_training(s, "logistics", [("bob", 1)])
    out = score(s)
    car = s.board.car_value("yellow")
    assert out.state.final_breakdown["bob"] == {"final_goals": 0, "shifts": 3, "seats_books_vouchers": 3, "cars": car,
                                                "tested_designs": 4, "training": 5, "total": 3 + 3 + car + 4 + 5}
    assert out.state.player("bob").pp == 15 + car
    assert said(out, "bob", "kanban.final_shifts") == [(3, {"count": 3})]
    assert said(out, "bob", "kanban.final_car") == [(car, {"model": "yellow", "value": car})]
    assert said(out, "bob", "kanban.final_tested") == [(4, {"part": "engine", "model": "yellow"})]
    assert said(out, "bob", "kanban.final_training") == [(5, {"department": "Logistics", "place": 1})]
    assert all(e.section == SECTION for e in out.ledger if e.player == "bob")
    # Ann's Designs are upgraded for black, which she has no car of: not tested, 0 pp
    assert out.state.final_breakdown["ann"]["tested_designs"] == 0


def _tied(s):
    for p in s.players:
        p.pp = 40
    return s


def test_tested_designs_break_a_tie_of_cars():
    """KDE Final Scoring, tie-breaker 2: the most Tested Designs."""
    s = _tied(new_game(ids=("ann", "bob")))
    garage(s, "ann", "red")
    garage(s, "bob", "red")
    upgrades(s, "red", [("bob", "engine")])
    results = final_results(s)
    assert [(r.player, r.rank, r.winner) for r in results] == [("bob", 1, True), ("ann", 2, False)]
    assert "most Tested Designs" in results[0].notes[0]


def test_certifications_break_a_tie_of_cars_designs_and_shifts():
    """KDE Final Scoring, tie-breaker 4: the most Certifications."""
    s = _tied(new_game(ids=("ann", "bob")))
    s = with_training(s, "design", [("ann", 3)])
    results = final_results(s)
    assert [(r.player, r.rank) for r in results] == [("ann", 1), ("bob", 2)]
    assert "most certifications" in results[0].notes[0]


def test_the_score_comes_before_every_tie_breaker():
    s = new_game(ids=("ann", "bob"))
    s.player("ann").pp, s.player("bob").pp = 41, 40
    garage(s, "bob", "red", "red")
    assert [r.player for r in final_results(s)] == ["ann", "bob"]


def test_a_goal_worth_two_pp_is_worth_its_seat():
    """KDE Final Scoring 1 and 3: a goal corrected to 2 pp beats the 1 pp its Seat scores kept."""
    s = endgame()
    s = PACK.apply(s, {"kind": "board", "path": "final_goals.3.pp", "value": 2}).state  # tile 1, goal 4
    s.player("ann").red_seats = 2
    out = score(s)
    assert [p["place"] for _, p in said(out, "ann", "kanban.final_goal")] == [1, 2, 5, 4]
    assert out.state.final_breakdown["ann"]["final_goals"] == 7 + 6 + 6 + 2


def test_the_breakdown_total_is_what_final_scoring_added():
    """The pp scored before Final Scoring stay and are not part of its breakdown."""
    s = endgame()
    s.player("bob").pp, s.player("bob").shifts = 30, 2
    out = score(s)
    car = s.board.car_value("yellow")
    assert out.state.final_breakdown["bob"]["total"] == 2 + car
    assert out.state.player("bob").pp == 30 + 2 + car


def test_a_part_without_a_value_marker_scores_nothing():
    """KDE Final Scoring 5: a Tested Design scores its Car Part's value; a table that follows no Design track values
    (no marker recorded) scores 0 for it."""
    s = endgame()
    upgrades(s, "yellow", [("bob", "engine")])
    s.part_values = {}
    out = score(s)
    assert out.state.final_breakdown["bob"]["tested_designs"] == 0 and not said(out, "bob", "kanban.final_tested")
