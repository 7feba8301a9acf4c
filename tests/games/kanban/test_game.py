"""A Kanban game through PACK.start / apply / summary, Final Scoring, tie-breakers, properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.dispatch import replay
from companion.core.errors import CompanionError, RuleError
from companion.games.kanban.pack import PACK
from companion.games.kanban.final_scoring import final_results
from companion.games.kanban.state import Design
from tests.games.kanban.factories import apply, garage, new_game, upgrades, with_training

PLAYERS = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]


def _log():
    log = [{"kind": "new_game", "players": PLAYERS, "mode": "nice", "final_tile": 6, "goals_on_table": [1, 14, 28, 31]}]
    log += [
        {"kind": "work", "player": "ann", "department": "design", "workstation_shifts": 3, "train": 2, "books_gained": 1},
        {"kind": "work", "player": "bob", "department": "logistics", "workstation_shifts": 2, "other_shifts": 1, "shifts_banked": 1},
        {"kind": "sandra", "department": "administration"},
        {"kind": "end_of_day"},
    ]
    return log


def test_a_day_through_the_pack():
    out = replay(PACK, _log())
    assert out.complete
    s = out.state
    assert s.day == 2 and s.week == 0
    assert s.player("ann").books == 1 and s.player("bob").shifts == 1
    summary = PACK.summary(s)
    assert summary.progress.startswith("day 2") and not summary.finished
    assert summary.timeline_key == "day 2"


def test_final_scoring_only_after_the_trigger():
    s = replay(PACK, _log()).state
    with pytest.raises(RuleError, match="has not ended"):
        PACK.apply(s, {"kind": "final_scoring"})


def _endgame():
    s = new_game(ids=("ann", "bob"), final_tile=6)
    s.week, s.cycle, s.end_triggered = 3, 2, True
    ann, bob = s.player("ann"), s.player("bob")
    ann.shifts, ann.books, ann.vouchers, ann.seats_up, ann.seats_down, ann.red_seats = 2, 3, 1, 2, 2, 1
    bob.shifts, bob.seats_up = 4, 1
    garage(s, "ann", "red", "red")
    garage(s, "bob", "blue")
    upgrades(s, "red", [("ann", "turbo"), ("bob", "engine")])
    upgrades(s, "blue", [("bob", "turbo")])
    s.part_values.update({"turbo": 3, "engine": 2})
    s = with_training(s, "design", [("bob", 2), ("ann", 2)])
    return s


def test_final_scoring_breakdown():
    out = PACK.apply(_endgame(), {"kind": "final_scoring"})
    s = out.state
    ann = s.final_breakdown["ann"]
    # tile 6: 8 pp for 3 Books (one Seat spent); 2 Shifts; 2 Seats + 3 Books + 1 Voucher; 2 cars x 2;
    # Tested Design turbo (3); training: top of the design desk 5
    assert ann == {
        "final_goals": 8,
        "shifts": 2,
        "seats_books_vouchers": 6,
        "cars": 4,
        "tested_designs": 3,
        "training": 5,
        "total": 28,
    }
    assert s.player("ann").pp == 28
    bob = s.final_breakdown["bob"]
    assert bob["tested_designs"] == 3 and bob["training"] == 3 and bob["final_goals"] == 0
    assert s.finished and PACK.summary(s).results[0].player == "ann"
    with pytest.raises(RuleError, match="already done"):
        PACK.apply(s, {"kind": "final_scoring"})


def test_final_goal_choice_is_checked():
    s = _endgame()
    with pytest.raises(RuleError, match="not reached"):
        PACK.apply(s, {"kind": "final_scoring", "goals": {"bob": [1]}})
    out = PACK.apply(s, {"kind": "final_scoring", "goals": {"ann": []}})
    assert out.state.final_breakdown["ann"]["final_goals"] == 0
    assert out.state.final_breakdown["ann"]["seats_books_vouchers"] == 7


def test_tie_breakers_in_order():
    s = new_game(ids=("ann", "bob", "cat"))
    for p in s.players:
        p.pp = 50
    garage(s, "bob", "red")
    garage(s, "cat", "red")
    s.player("cat").shifts = 1
    results = final_results(s)
    assert [(r.player, r.rank) for r in results] == [("cat", 1), ("bob", 2), ("ann", 3)]
    assert results[0].winner and not results[1].winner
    assert "most banked Shifts" in results[0].notes[0]
    assert "most cars" in results[2].notes[0]


def test_all_tied_players_win():
    s = new_game(ids=("ann", "bob"))
    results = final_results(s)
    assert [r.rank for r in results] == [1, 1] and all(r.winner for r in results)


def test_edit_and_board_correction():
    s = _endgame()
    with pytest.raises(CompanionError):
        PACK.apply(s, {"kind": "board", "path": "car_values.0.value", "value": -1})
    s = PACK.apply(s, {"kind": "board", "path": "car_values.4.value", "value": 5}).state
    assert s.board.car_value("red") == 5 and s.board.car_values[4].source["value"].startswith("corrected")
    out = PACK.apply(s, {"kind": "final_scoring"})
    assert out.state.final_breakdown["ann"]["cars"] == 10
    with pytest.raises(CompanionError, match="pp of player 1"):
        PACK.apply(s, {"kind": "edit", "path": "players.0.pp", "value": -3})


def test_input_adapter_and_refusals():
    entry = PACK.input_adapter.validate_python({"kind": "adjust", "player": "ann", "amount": 2, "reason": "car off the line"})
    assert entry.kind == "adjust"
    with pytest.raises(CompanionError, match="start a game first"):
        PACK.apply(None, {"kind": "end_of_day"})
    s = new_game()
    with pytest.raises(CompanionError, match="already started"):
        PACK.apply(s, _log()[0])
    with pytest.raises(CompanionError, match="unknown entry kind"):
        PACK.apply(s, {"kind": "nope"})


# --- properties --------------------------------------------------------------

ENTRIES = st.one_of(
    st.builds(
        lambda p, d, ws, tr, bs, oth, pp: {
            "kind": "work", "player": p, "department": d, "workstation_shifts": ws, "train": tr,
            "banked_spent": bs, "other_shifts": oth, "pp": pp, "shifts_banked": 1, "books_gained": 1,
        },
        st.sampled_from(["ann", "bob", "cat"]),
        st.sampled_from(["testing", "assembly", "logistics", "design", "administration"]),
        st.sampled_from([2, 2, 3]), st.integers(0, 1), st.integers(0, 1), st.integers(0, 1), st.integers(-3, 3),
    ),
    st.builds(lambda d, m: {"kind": "sandra", "department": d, "meeting": m},
              st.sampled_from(["testing", "testing", "administration", "design", "assembly", "logistics"]), st.booleans()),
    st.just({"kind": "end_of_day"}),
    st.builds(lambda p, g: {"kind": "meeting", "pet_projects": {"ann": 31, "bob": 28, "cat": 1},
                            "speeches": [{"player": p, "goal": g}], "next_goals": [14, 29]},
              st.sampled_from(["ann", "bob", "cat"]), st.sampled_from([1, 14, 28, 29, 31, 99])),
    st.builds(lambda p, a: {"kind": "adjust", "player": p, "amount": a, "reason": "table"},
              st.sampled_from(["ann", "bob", "cat"]), st.integers(-20, 20)),
    st.just({"kind": "final_scoring"}),
)


@settings(max_examples=60)
@given(mode=st.sampled_from(["nice", "mean"]), entries=st.lists(ENTRIES, max_size=25))
def test_pp_equal_ledger_and_refusals_change_nothing(mode, entries):
    players = [{"id": i, "name": i.title()} for i in ("ann", "bob", "cat")]
    state = PACK.start({"kind": "new_game", "players": players, "mode": mode, "goals_on_table": [1, 14, 29, 31]}).state
    for entry in entries:
        before = state.model_dump()
        try:
            out = PACK.apply(state, entry)
        except CompanionError:
            assert state.model_dump() == before  # a refused entry leaves the table as it was
            continue
        assert state.model_dump() == before  # apply never changes its input
        for p in state.players:
            moved = sum(e.amount for e in out.ledger if e.player == p.id and e.kind == "score")
            assert out.state.player(p.id).pp - p.pp == moved
            assert out.state.player(p.id).pp >= 0
        state = out.state
    PACK.summary(state)


def test_a_whole_game_to_final_scoring():
    log = [{"kind": "new_game", "players": PLAYERS, "mode": "mean", "goals_on_table": [1, 14, 28, 31]}]
    log += [{"kind": "sandra", "department": "administration"}, {"kind": "end_of_day"}]
    pets = {"ann": 29, "bob": 32}
    for visit in ("testing", "administration", "testing", "administration", "administration"):
        log.append({"kind": "sandra", "department": visit, "meeting": visit == "testing"})
        if visit == "testing":
            log += [{"kind": "seat", "player": pid, "reason": "Factory Goal"} for pid in ("ann", "bob")]
            speeches = [{"player": "bob", "goal": 32}, {"player": "ann", "goal": 32}]
            log.append({"kind": "meeting", "pet_projects": pets, "speeches": speeches, "next_goals": [2, 15]})
        log.append({"kind": "end_of_day"})
    log.append({"kind": "final_scoring"})
    out = replay(PACK, log)
    s = out.state
    assert (s.week, s.cycle, s.finished) == (3, 2, True)
    for p in s.players:  # every pp is explained by the ledger (Mean Sandra: everyone starts on 15)
        assert p.pp == 15 + sum(e.amount for e in out.ledger if e.player == p.id and e.kind == "score")
    summary = PACK.summary(s)
    assert summary.finished and summary.timeline_key == "final" and len(summary.results) == 2
