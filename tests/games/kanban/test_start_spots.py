"""The benefit printed on each spot of the Certification Track's 0 space (KDE Beginning of the Game: "place your
Certification Meeple on one of the 4 spots in the 0 space ... then receive the benefit printed on that spot"),
given with `new_game.printed_benefits` from log format 5 on (data/benefits.toml, unverified)."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.kanban.board import BOARD
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import lines

SEATS = [{"id": n.lower(), "name": n, "color": c} for n, c in (("Ada", "blue"), ("Ben", "red"), ("Cleo", "green"))]
NEW = {"kind": "new_game", "players": SEATS, "workstations": True, "starting_round": True, "first_player": "ben"}


def started(**extra):
    return PACK.start({**NEW, **extra}).state


def spot(state, pid, k):
    return PACK.apply(state, {"kind": "start_spot", "player": pid, "spot": k})


def stock(state, pid):
    p = state.player(pid)
    return {"seat": p.seats_up, "shift": p.shifts, "book": p.books, "voucher": p.vouchers, "red": p.red_seats}


def test_the_board_data_reads_one_benefit_per_spot_and_says_it_is_unverified():
    spec = BOARD.base.benefits
    assert len(spec.start_spots) == BOARD.base.numbers.start_spots == 4  # "one of the 4 spots in the 0 space"
    assert spec.start_spots == ["seat", "book", "voucher", "shift"]  # the reading, left to right
    assert spec.source["start_spots"].startswith("unverified:")


def test_each_spot_taken_gives_its_printed_benefit_at_once_before_the_first_day():
    s = started(printed_benefits=True)
    out = spot(s, "ben", 1)  # spot 1: a Seat, turned face-up at once (the Red Seat procedure)
    assert stock(out.state, "ben") == {**stock(s, "ben"), "seat": stock(s, "ben")["seat"] + 1}
    assert out.state.player("ben").seats_down == s.player("ben").seats_down - 1
    assert lines(out.ledger, "kanban.start_spot_here") == [("ben", {"spot": 1, "spots": 4})]
    assert lines(out.ledger, "kanban.seat_up") == [("ben", {"why": "kanban.seat_start_spot", "spot": 1})]
    out = spot(out.state, "cleo", 4)  # spot 4: a banked Shift, in the Shift Bank now (no day has begun)
    assert out.state.player("cleo").shifts == s.player("cleo").shifts + 1
    assert lines(out.ledger, "kanban.start_spot_benefit") == [("cleo", {"benefit": "kanban.benefit_shift", "spot": 4})]
    out = spot(out.state, "ada", 2)  # spot 2: a Book
    assert stock(out.state, "ada") == {**stock(s, "ada"), "book": stock(s, "ada")["book"] + 1}
    assert out.state.certification_order == ["cleo", "ada", "ben"]  # the order is still right to left


def test_a_refused_spot_gives_nothing():
    s = spot(started(printed_benefits=True), "ben", 3).state  # spot 3: a Parts Voucher
    assert s.player("ben").vouchers == 1
    before = {p.id: stock(s, p.id) for p in s.players}
    with pytest.raises(RuleError, match="spot 3 is taken by Ben"):
        spot(s, "cleo", 3)
    with pytest.raises(RuleError, match="Cleo's turn"):
        spot(s, "ada", 1)
    assert {p.id: stock(s, p.id) for p in s.players} == before


def test_with_no_face_down_seat_the_spots_seat_waits_on_the_player_board():
    s = started(printed_benefits=True)
    s = PACK.apply(s, {"kind": "edit", "path": "players.1.seats_down", "value": 0}).state
    out = spot(s, "ben", 1)
    assert out.state.player("ben").red_seats == 1 and out.state.player("ben").seats_up == s.player("ben").seats_up
    assert lines(out.ledger, "kanban.seat_red") == [("ben", {"why": "kanban.seat_start_spot", "spot": 1})]


def test_a_corrected_board_value_is_the_one_given_and_a_benefit_no_spot_prints_is_refused():
    s = started(printed_benefits=True)
    s = PACK.apply(s, {"kind": "board", "path": "benefits.start_spots.0", "value": "voucher"}).state
    out = spot(s, "ben", 1)
    assert out.state.player("ben").vouchers == 1 and out.state.player("ben").seats_up == s.player("ben").seats_up
    blank = PACK.apply(s, {"kind": "board", "path": "benefits.start_spots.1", "value": ""}).state
    out = spot(blank, "ben", 2)
    assert lines(out.ledger, "kanban.start_spot_none") == [("ben", {"spot": 2})]
    assert stock(out.state, "ben") == stock(blank, "ben")
    with pytest.raises((InputError, RuleError)):
        PACK.apply(s, {"kind": "board", "path": "benefits.start_spots.2", "value": "a free car"})


def test_games_without_the_printed_benefits_or_stored_before_format_5_take_it_at_the_table():
    for s in (started(), started(printed_benefits=True, start_spot_benefits=False),
              PACK.start(PACK.migrate_input({**NEW, "printed_benefits": True}, 4)).state):
        assert not s.start_spot_benefits
        out = spot(s, "ben", 1)
        assert stock(out.state, "ben") == stock(s, "ben")
        assert [e.code for e in out.ledger] == ["kanban.start_spot"]  # "... its printed benefit (at the table)"
    current = PACK.migrate_input({**NEW, "printed_benefits": True}, 5)
    assert "start_spot_benefits" not in current and PACK.start(current).state.start_spot_benefits
