"""The garages' bonuses and the Upgrade Spaces' benefits (KDE Claim Cars 5, No More Garages, Setup 2.A; Upgrade a
Design 1; Assembly Line, Certification Benefits), followed with `new_game.printed_benefits` (data/garages.toml)."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.kanban.pack import PACK
from companion.games.kanban.state import Design
from tests.games.kanban.factories import apply, garage, lines, new_game, with_training


def game(**extra):
    s = new_game(printed_benefits=True, board_sides={"you": "standard", "orange": "expert"}, **extra)
    for pid in ("you", "orange"):
        s.player(pid).designs = [Design(model="green"), Design(model="red", part="engine")]
        s.player(pid).parts = {"engine": 1}
    return s


def claim(pid="you", garage_no=None, **extra):
    c = {"position": 1, "model": "green"}
    if garage_no:
        c["garage"] = garage_no
    return {"kind": "work", "player": pid, "department": "testing", "workstation_shifts": 2, "claims": [c], **extra}


def upgrade(pid="you", **extra):
    return {"kind": "work", "player": pid, "department": "testing", "workstation_shifts": 2,
            "upgrades": [{"model": "red", "part": "engine"}], **extra}


def test_the_garage_filled_gives_its_printed_benefit_tonight_and_the_leftmost_a_seat_at_once():
    s = game()
    out = apply(s, claim(garage_no=2))  # the standard side: garage 2 a banked Shift (unverified board data)
    assert out.state.today["you"].shifts_banked == 1 and out.state.player("you").shifts == 0
    assert lines(out.ledger, "kanban.garage_bonus") == [("you", {"garage": 2, "benefit": "kanban.benefit_shift"})]
    night = apply(out.state, {"kind": "end_of_day"}).state
    assert night.player("you").shifts == 1  # KDE General Rule: credited at the end of the day
    first = apply(s, claim(garage_no=1)).state  # KDE Meetings, Seats 5: the leftmost garage gives a Seat
    assert (first.player("you").seats_up, first.player("you").seats_down) == (2, 2)


def test_the_expert_side_gives_only_the_leftmost_garages_seat():
    s = game()
    out = apply(s, claim("orange", 3))
    assert lines(out.ledger, "kanban.garage_no_bonus") == [("orange", {"garage": 3})]
    day = out.state.today["orange"]
    assert (day.shifts_banked, day.books_gained, day.vouchers_gained, out.state.player("orange").seats_up) == (0, 0, 0, 1)
    assert apply(s, claim("orange", 1)).state.player("orange").seats_up == 2


def test_a_replacement_does_not_give_the_garages_benefit_again():
    s = with_training(game(), "assembly", [("you", 3)])
    garage(s, "you", "red", "blue", "black", "yellow", "blue")
    out = apply(s, claim(garage_no=1))
    assert out.state.player("you").garages[0] == "green" and out.state.player("you").seats_up == 1
    assert not lines(out.ledger, "kanban.seat_up") and lines(out.ledger, "kanban.garage_cleared")


def test_the_fifth_garage_on_the_expert_side_gives_its_seat_without_asking():
    s = with_training(game(), "assembly", [("orange", 3), ("you", 3)])
    garage(s, "orange", "red", "blue", "black", "yellow")
    out = apply(s, claim("orange", 5))
    assert out.pending is None and out.state.player("orange").seats_up == 2
    garage(s, "you", "red", "blue", "black", "yellow")
    asked = apply(s, claim("you", 5)).pending  # the standard side: two different benefits, no expert Seat offered
    assert asked.id == "fifth-garage" and "expert" not in asked.option_values() and len(asked.option_values()) == 6
    with pytest.raises(InputError, match="not allowed"):
        apply(s, claim("you", 5, answers={"fifth-garage": "expert"}))


def test_an_upgrade_asks_for_an_empty_upgrade_space_and_gives_its_benefit():
    s = game()
    asked = apply(s, upgrade()).pending
    assert asked.id == "upgrade-space-red-engine" and asked.option_values() == [1, 2, 3, 4, 5, 6]
    out = apply(s, upgrade(answers={"upgrade-space-red-engine": 3}))  # space 3: a Book (unverified board data)
    assert out.state.today["you"].books_gained == 1 and out.state.upgrades["red"][0].space == 3
    assert out.state.player("you").pp == 2  # the upgrade's own 2 pp (KDE Upgrade a Design 3), unchanged
    none = apply(s, upgrade(answers={"upgrade-space-red-engine": 1}))
    assert lines(none.ledger, "kanban.upgrade_space_none") == [("you", {"space": 1, "model": "red"})]
    assert none.state.today["you"].books_gained == 0


def test_a_filled_upgrade_space_is_refused_and_a_model_with_none_left_takes_no_upgrade():
    s = apply(game(), upgrade(answers={"upgrade-space-red-engine": 3})).state
    s.player("orange").designs = [Design(model="red", part="turbo")]
    s.player("orange").parts = {"turbo": 1}
    entry = {**upgrade("orange"), "upgrades": [{"model": "red", "part": "turbo"}]}
    with pytest.raises(InputError, match="not allowed"):
        apply(s, {**entry, "answers": {"upgrade-space-red-turbo": 3}})
    assert 3 not in apply(s, entry).pending.option_values()
    for k, part in enumerate(["brakes", "chassis", "suspension", "transmission", "turbo"]):
        s.upgrades["red"].append(s.upgrades["red"][0].model_copy(update={"part": part, "space": [1, 2, 4, 5, 6][k]}))
    with pytest.raises(RuleError, match="every Upgrade Space of the red Model is filled"):
        apply(s, entry)


def test_games_without_the_printed_benefits_keep_taking_them_at_the_table():
    s = new_game()
    s.player("you").designs = [Design(model="green"), Design(model="red", part="engine")]
    s.player("you").parts = {"engine": 1}
    out = apply(s, claim(garage_no=1))
    assert out.state.player("you").seats_up == 1 and lines(out.ledger, "kanban.parks")
    up = apply(s, upgrade())
    assert up.pending is None and up.state.upgrades["red"][0].space is None


def test_the_expert_side_needs_the_printed_benefits_followed():
    with pytest.raises(RuleError, match="side of each Player Board"):
        new_game(board_sides={"orange": "expert"})


def test_a_side_not_set_up_is_asked_once_when_the_first_car_parks():
    s = game()
    s.player("purple").designs = [Design(model="green"), Design(model="green")]
    asked = apply(s, claim("purple", 2))
    assert asked.pending.id == "board-side" and asked.pending.default == "standard"
    out = apply(s, claim("purple", 2, answers={"board-side": "expert"}))
    assert out.state.board_sides["purple"] == "expert" and lines(out.ledger, "kanban.garage_no_bonus")
    two = {**claim("purple"), "workstation_shifts": 3, "answers": {"board-side": "standard"},
           "claims": [{"position": 1, "model": "green", "garage": 2}, {"position": 2, "model": "green", "garage": 3}]}
    both = apply(s, two)  # one question for both cars: the side is then known
    assert both.pending is None and both.state.today["purple"].shifts_banked == 1
    assert both.state.today["purple"].books_gained == 1
    with pytest.raises(InputError, match="not allowed"):
        apply(s, claim("purple", 2, answers={"board-side": "upside down"}))


def test_legal_lists_each_empty_garage_and_each_upgrade_in_a_workstation_game():
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    s = PACK.start({"kind": "new_game", "players": players, "workstations": True, "certification_order": ["ann", "bob"],
                    "printed_benefits": True, "board_sides": {"ann": "standard"}}).state
    s.player("ann").designs = [Design(model="green"), Design(model="red", part="engine")]
    s.test_track = ["green", "red"]
    garage(s, "ann", "blue")
    for pid, dept in (("ann", "testing"), ("bob", "design")):
        s = PACK.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": 1}).state
    legal = [c.entry for c in PACK.legal(s, "ann") if c.legal and c.entry["kind"] == "work"]
    offered = sorted((c["claims"][0]["position"], c["claims"][0]["model"], c["claims"][0]["garage"]) for c in legal
                     if c.get("claims"))
    # each car the desk has a Design for, into each empty open garage (garage 1 holds a car, the fifth is locked)
    assert offered == [(1, "green", 2), (1, "green", 3), (1, "green", 4), (2, "red", 2), (2, "red", 3), (2, "red", 4)]
    ups = [c for c in PACK.legal(s, "ann") if c.legal and c.entry.get("upgrades")]
    assert [c.entry["upgrades"] for c in ups] == [[{"model": "red", "part": "engine"}]]
    assert ups[0].effect == "asks: Which empty Upgrade Space of the red Model does Ann fill?"
    assert not any(c.get("claims") or c.get("upgrades") for c in
                   (c.entry for c in PACK.legal(s, "bob") if c.entry["kind"] == "work"))
