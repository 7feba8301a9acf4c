"""The Seat for reaching the 2nd and 4th spaces of the Certification Track (KDE Meetings: "Remember, we've talked
about several ways you can get Seats: ... 2. Reaching the 2nd and 4th spaces of the Certification Track in HR"),
given with the Certification Track's benefits when the set-up says so (`new_game.certification_seats`).

Scenarios written for these tests. The expected numbers are the rules' own: KDE Setup 22 (one Seat of each colour
face-up, the others face-down: 1 up and 3 down of the board's 4), KDE Assembly Line, Demand Tiles 2 (the Red Seat
procedure: a face-down Seat is flipped face-up, or with none left the Red Seat waits on the Player Board) and the
reading of notes.md ("Award Plaques and the Certification Track's benefits"): the Seat comes in addition to the
benefit chosen on the space.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.kanban.board import BOARD, DEPARTMENTS
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import apply, lines, new_game, with_training

#: a day's work in Design: 1 Shift of the 3 spent on training, the space's benefit chosen (a Book)
WORK = {"kind": "work", "player": "you", "department": "design", "workstation_shifts": 3, "train": 1,
        "answers": {"certification-design": "book"}}
#: the departments certified before the Design certification that reaches space 1, 2, ... (Administration last:
#: its certification unlocks a fifth Seat, KDE Administration, Certification Benefits)
BEFORE = [d for d in DEPARTMENTS if d != "design"]


def reaching(space: int, **flags):
    """A table where "you" has `space` - 1 certifications and 2 desks in Design: one more stage certifies her there."""
    s = new_game(benefits=True, **({"certification_seats": True} | flags))
    for dept in BEFORE[:space - 1]:
        s = with_training(s, dept, [("you", 3)])  # KDE Training and Certifications: certified on the 3rd desk
    return with_training(s, "design", [("you", 2)])


def seats(state, pid="you"):
    p = state.player(pid)
    return p.seats_up, p.seats_down, p.red_seats


def test_the_board_data_gives_the_seats_on_spaces_2_and_4_from_the_rulebook():
    spec = BOARD.base.benefits
    assert spec.certification_seats == [2, 4]  # "Reaching the 2nd and 4th spaces of the Certification Track"
    assert spec.source["certification_seats"].startswith("KDE Meetings")  # given by the text: not unverified


def test_reaching_space_2_turns_a_face_down_seat_face_up_besides_the_benefit_chosen():
    s = reaching(2)
    assert seats(s) == (1, 3, 0)  # KDE Setup 22: 1 of the 4 Seats face-up, 3 face-down
    out = apply(s, WORK)
    assert out.state.certifications("you") == 2
    assert seats(out.state) == (1 + 1, 3 - 1, 0)  # the Red Seat procedure: a face-down Seat flipped face-up
    assert lines(out.ledger, "kanban.seat_up") == [("you", {"why": "kanban.seat_track_space", "space": 2})]
    # the benefit chosen on the space is given too: the Book, credited at the end of the day (KDE General Rule)
    assert lines(out.ledger, "kanban.track_benefit") == [("you", {"benefit": "kanban.benefit_book", "space": 2})]
    assert out.state.today["you"].books_gained == 1
    assert apply(out.state, {"kind": "end_of_day"}).state.player("you").books == 1


def test_reaching_space_4_with_no_face_down_seat_left_puts_a_red_seat_on_the_player_board():
    s = reaching(4)
    s = apply(s, {"kind": "edit", "path": "players.0.seats_down", "value": 0}).state  # all 4 Seats face-up
    s = apply(s, {"kind": "edit", "path": "players.0.seats_up", "value": 4}).state
    out = apply(s, WORK)
    assert out.state.certifications("you") == 4
    assert seats(out.state) == (4, 0, 0 + 1)  # no face-down Seat: the Red Seat waits on the Player Board
    assert lines(out.ledger, "kanban.seat_red") == [("you", {"why": "kanban.seat_track_space", "space": 4})]
    assert lines(out.ledger, "kanban.track_benefit") == [("you", {"benefit": "kanban.benefit_book", "space": 4})]


@pytest.mark.parametrize("space", [1, 3, 5])
def test_reaching_spaces_1_3_and_5_gives_the_benefit_chosen_and_no_seat(space):
    s = reaching(space)
    out = apply(s, WORK)
    assert out.state.certifications("you") == space
    assert seats(out.state) == seats(s)
    assert [e for e in out.ledger if e.code in ("kanban.seat_up", "kanban.seat_red")] == []
    assert lines(out.ledger, "kanban.track_benefit") == [("you", {"benefit": "kanban.benefit_book", "space": space})]


def test_a_game_stored_without_the_flag_or_without_the_benefits_gives_no_seat():
    older = reaching(2, certification_seats=False)  # a game stored before the flag: its new_game has none
    assert not older.certification_seats
    out = apply(older, WORK)
    assert seats(out.state) == seats(older)
    assert lines(out.ledger, "kanban.track_benefit") == [("you", {"benefit": "kanban.benefit_book", "space": 2})]
    absent = PACK.start({"kind": "new_game", "players": [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}],
                         "benefits": True}).state
    assert not absent.certification_seats  # absent reads false: the stored games replay as they were
    table = new_game(certification_seats=True)  # the benefits taken at the table: the Seat too
    assert not table.certification_seats
    table = with_training(with_training(table, "testing", [("you", 3)]), "design", [("you", 2)])
    out = apply(table, {**WORK, "answers": {}})
    assert out.pending is None and seats(out.state) == seats(table)


def test_a_board_correction_moving_the_seat_to_another_space_is_followed():
    moved = [{"kind": "board", "path": "benefits.certification_seats.0", "value": 3}]  # spaces 3 and 4
    s2, s3 = reaching(2), reaching(3)
    for entry in moved:
        s2, s3 = apply(s2, entry).state, apply(s3, entry).state
    assert s3.board.benefits.certification_seats == [3, 4]
    out = apply(s2, WORK)
    assert seats(out.state) == seats(s2)  # space 2 gives none now
    out = apply(s3, WORK)
    assert seats(out.state) == (2, 2, 0)
    assert lines(out.ledger, "kanban.seat_up") == [("you", {"why": "kanban.seat_track_space", "space": 3})]
    with pytest.raises((InputError, RuleError)):  # the track has 5 spaces (one per department)
        apply(s2, {"kind": "board", "path": "benefits.certification_seats.0", "value": 6})


def test_new_games_follow_the_seats_with_the_benefits_from_the_app_and_the_command_line():
    from companion.ui.kanban import screens

    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    app = screens.setup_entry(players, 0, {"workstations": True})
    assert app["benefits"] is True and app["certification_seats"] is True
    assert "certification_seats" not in screens.setup_entry(players, 0, {"workstations": True, "benefits": False})
    assert "certification_seats" not in screens.setup_entry(players, 0, {"workstations": True, "certification_seats": False})
    cli = PACK.new_game_entry(players, 0, {})  # `companion new kanban`: the declared options and their defaults
    assert cli["benefits"] is True and cli["certification_seats"] is True
    assert PACK.start(cli).state.certification_seats and PACK.start(app).state.certification_seats
    assert not PACK.start(PACK.new_game_entry(players, 0, {"certification_seats": False})).state.certification_seats
