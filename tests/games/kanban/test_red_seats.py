"""Red Seats (KDE Assembly Line, Demand Tiles; KDE Meetings): the ones that wait, and exchanging one."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import apply, lines, new_game, with_training


def test_the_fourth_of_four_red_seats_waits_on_the_player_board():
    """Three face-down Seats, four Seats earned: three turn face-up, the fourth waits as a Red Seat."""
    s = new_game()
    out = apply(s, {"kind": "seat", "player": "you", "count": 4, "reason": "Factory Goals"})
    p = out.state.player("you")
    assert (p.seats_up, p.seats_down, p.red_seats) == (4, 0, 1)
    assert [pid for pid, _ in lines(out.ledger, "kanban.seat_up")] == ["you"] * 3
    assert [pid for pid, _ in lines(out.ledger, "kanban.seat_red")] == ["you"]


def test_new_business_flips_what_it_can_and_says_which_red_seats_wait():
    s = new_game(goals_on_table=[27, 1, 14, 31])
    s.meeting_scheduled = True
    p = s.player("you")
    p.seats_up, p.seats_down, p.red_seats = 1, 3, 3
    out = apply(s, {"kind": "meeting", "pet_projects": {"you": 28, "orange": 30, "purple": 29, "blue": 32}})
    p = out.state.player("you")
    assert (p.seats_up, p.seats_down, p.red_seats) == (4, 0, 0)
    s.player("you").red_seats = 4
    out = apply(s, {"kind": "meeting", "pet_projects": {"you": 28, "orange": 30, "purple": 29, "blue": 32}})
    assert lines(out.ledger, "kanban.red_seats_flipped") == [("you", {"count": 3})]
    assert lines(out.ledger, "kanban.red_seats_wait") == [("you", {"count": 1})]
    assert out.state.player("you").red_seats == 1


def test_a_red_seat_is_exchanged_for_the_unlocked_fifth_seat():
    """Certified in Administration: the fifth Seat comes face-down; a waiting Red Seat turns it face-up."""
    s = new_game()
    s = with_training(s, "administration", [("orange", s.board.numbers.certified_at - 1)])
    p = s.player("orange")
    p.seats_up, p.seats_down, p.red_seats = 4, 0, 2
    out = apply(s, {"kind": "work", "player": "orange", "department": "administration", "workstation_shifts": 2, "train": 1})
    s = out.state
    assert lines(out.ledger, "kanban.fifth_seat") == [("orange", {})]
    assert (s.player("orange").seats_down, s.player("orange").red_seats) == (1, 2)  # no exchange by itself
    listed = [c.entry for c in PACK.legal(s, "orange") if c.legal and c.entry["kind"] == "exchange_seat"]
    assert listed == [{"kind": "exchange_seat", "player": "orange", "count": 1}]
    out = apply(s, listed[0])
    p = out.state.player("orange")
    assert (p.seats_up, p.seats_down, p.red_seats) == (5, 0, 1)
    assert lines(out.ledger, "kanban.red_seats_wait") == [("orange", {"count": 1})]


def test_exchange_refusals():
    s = new_game(goals_on_table=[27, 1, 14, 31])
    with pytest.raises(RuleError, match="has 0 Red Seats on the Player Board"):
        apply(s, {"kind": "exchange_seat", "player": "you"})
    p = s.player("you")
    p.seats_up, p.seats_down, p.red_seats = 4, 0, 1
    with pytest.raises(RuleError, match="has 0 face-down Seats at the conference table"):
        apply(s, {"kind": "exchange_seat", "player": "you"})
    p.seats_up, p.seats_down = 3, 1
    s.meeting_scheduled = True
    s = apply(s, {"kind": "speak", "player": "you", "pet_project": 28}).state
    with pytest.raises(RuleError, match="cannot be exchanged during a Meeting"):
        apply(s, {"kind": "exchange_seat", "player": "you"})
    assert not [c for c in PACK.legal(s, "you") if c.entry["kind"] == "exchange_seat"]


def test_red_seats_are_exchanged_one_for_one_as_many_as_there_are_face_down_seats():
    """KDE Meetings: "At any time, except during a Meeting, you may exchange a Red Seat for a Seat of your color":
    each exchange discards one Red Seat and turns one face-down Seat face-up, so 3 Red Seats and 2 face-down Seats
    allow 1 or 2 exchanges (legal() offers each), after which 1 Red Seat still waits on the Player Board."""
    s = new_game()
    p = s.player("you")
    p.seats_up, p.seats_down, p.red_seats = 2, 2, 3
    listed = [c.entry for c in PACK.legal(s, "you") if c.legal and c.entry["kind"] == "exchange_seat"]
    assert [e["count"] for e in listed] == [1, 2]
    out = apply(s, {"kind": "exchange_seat", "player": "you", "count": 2})
    p = out.state.player("you")
    assert (p.seats_up, p.seats_down, p.red_seats) == (2 + 2, 2 - 2, 3 - 2)
    assert lines(out.ledger, "kanban.red_seats_flipped") == [("you", {"count": 2})]
    assert lines(out.ledger, "kanban.red_seats_wait") == [("you", {"count": 1})]
    with pytest.raises(RuleError, match="has 0 face-down Seats"):
        apply(out.state, {"kind": "exchange_seat", "player": "you"})
