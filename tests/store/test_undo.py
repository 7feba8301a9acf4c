"""Undo, redo and "undo to here": log entries themselves; nothing is ever deleted."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from companion.store import Store, StoreError, derived
from companion.store.undo import HistoryError, build

from tests.store.conftest import register_tiny, setup_entry


def gain(player: str, cash: int) -> dict:
    return {"kind": "gain", "player": player, "cash": cash}


@pytest.fixture
def game(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    for cash in (1, 2, 3):
        store.submit(sid, gain("p1", cash))
    return sid  # cash of p1: 5 -> 6 -> 8 -> 11


def cash(store, sid) -> int:
    return store.load(sid).state.players[0].cash


def test_undo_and_redo_are_entries(store, game):
    log_before = list(store.conn.execute("SELECT * FROM log WHERE session_id = ?", (game,)))
    view = store.undo(game)
    assert view.state.players[0].cash == 8 and view.can_redo and view.can_undo
    assert [(e.seq, e.op, e.undone) for e in view.entries][-2:] == [(4, "play", True), (5, "undo", False)]
    assert view.entries[-1].label == "undo step 4 (Ann: gain)"
    view = store.undo(game)
    assert view.state.players[0].cash == 6
    view = store.redo(game)
    assert view.state.players[0].cash == 8
    assert view.entries[-1].label == "redo step 3 (Ann: gain)"
    log_after = list(store.conn.execute("SELECT * FROM log WHERE session_id = ? AND seq <= 4", (game,)))
    assert log_after == log_before
    assert store.version(game) == 7


def test_new_entry_clears_redo(store, game):
    store.undo(game)
    view = store.submit(game, gain("p1", 10)).view
    assert view.state.players[0].cash == 18 and not view.can_redo
    with pytest.raises(StoreError, match="nothing to redo"):
        store.redo(game)


def test_cannot_undo_the_setup(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    before = list(store.conn.iterdump())
    with pytest.raises(StoreError, match="nothing to undo"):
        store.undo(sid)
    assert list(store.conn.iterdump()) == before


def test_undo_to_here_and_forward_again(store, game):
    view = store.undo_to(game, 2)  # right after the first gain
    assert view.state.players[0].cash == 6
    assert [e.seq for e in view.entries if e.undone] == [3, 4]
    assert view.entries[-1].label == "back to step 2 (Ann: gain)"
    assert cash(store, game) == 6
    assert store.redo(game).state.players[0].cash == 8
    assert store.redo(game).state.players[0].cash == 11
    assert not store.load(game).can_redo
    # forward along the redo stack with undo_to as well
    store.undo_to(game, 1)
    view = store.undo_to(game, 4)
    assert view.state.players[0].cash == 11 and not view.can_redo


def test_undo_to_an_undone_branch(store, game):
    store.undo(game)  # 5: undo gain 3
    store.submit(game, gain("p1", 100))  # 6: a new branch, gain 3 is gone from the redo stack
    assert cash(store, game) == 108
    view = store.undo_to(game, 4)  # back onto the old branch, as it was after entry 4
    assert view.state.players[0].cash == 11
    assert [e.seq for e in view.entries if e.undone] == [6]
    view = store.undo_to(game, 6)
    assert view.state.players[0].cash == 108


def test_undo_to_refusals(store, game):
    before = list(store.conn.iterdump())
    with pytest.raises(StoreError, match="already as it was after step 4"):
        store.undo_to(game, 4)
    with pytest.raises(StoreError, match="no earlier entry 9"):
        store.undo_to(game, 9)
    with pytest.raises(StoreError, match="no earlier entry 0"):
        store.undo_to(game, 0)
    assert list(store.conn.iterdump()) == before


def test_the_log_refuses_changes_at_the_sql_level(store, game):
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store.conn.execute("UPDATE log SET entry = '{}' WHERE session_id = ?", (game,))
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store.conn.execute("DELETE FROM log WHERE session_id = ?", (game,))


def test_finishing_and_undoing_the_finish(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob", rounds=1)).info.id
    store.submit(sid, {"kind": "score", "player": "p2", "points": 3})
    view = store.submit(sid, {"kind": "next_round"}).view
    assert view.info.status == "finished" and view.info.finished
    assert [(r.name, r.rank) for r in store.results(sid)] == [("Bob", 1), ("Ann", 2)]
    view = store.undo(sid)
    assert view.info.status == "running" and view.info.finished is None
    assert store.results(sid) == []
    assert store.redo(sid).info.status == "finished"
    assert len(store.results(sid)) == 2


@pytest.mark.parametrize(
    "rows, message",
    [
        ([(1, "undo", None)], "starts with its set-up"),
        ([(1, "play", None), (3, "play", None)], "entries are missing"),
        ([(1, "play", None), (2, "redo", None)], "nothing to redo"),
        ([(1, "play", None), (2, "undo_to", 5)], "no earlier entry 5"),
        ([(1, "play", None), (2, "jump", None)], "unknown log operation"),
    ],
)
def test_history_rejects_logs_that_do_not_fit(rows, message):
    with pytest.raises(HistoryError, match=message):
        build(rows)


class UndoMachine(RuleBasedStateMachine):
    """Random plays, undos, redos and undo-to-heres against a model written from the rule, not from undo.py.

    The rule, as a player sees it: the game is a list of steps (`active`). Redo replays, one step at a
    time, the line of steps the game came back from (`line`: the current steps and those redo would
    bring back, so `active` is always its beginning). Undo takes the last step off and keeps the line;
    redo takes the line's next step; a new step replaces the line. "Undo to here" makes the game what
    it was right after that log entry; if that lies on the line, redo still leads along it, otherwise
    there is nothing to redo.
    """

    def __init__(self):
        super().__init__()
        register_tiny()
        self.tmp = tempfile.TemporaryDirectory()
        self.store = Store.open(Path(self.tmp.name) / "c.db")
        #: another phone on the same file: its cached game follows what this one writes, entry by entry
        self.other = Store.open(self.store.path)
        self.sid = self.store.create_session("tiny", setup_entry("Ann", "Bob", rounds=50)).info.id
        self.cash = {1: 5}  # play seq -> p1's cash after it
        self.active = [1]
        self.line = [1]
        self.after = {1: [1]}  # log seq -> the steps of the game right after it
        self.seq = 1
        self.logged = list(self.store.conn.execute("SELECT * FROM log"))

    def teardown(self):
        self.other.close()
        self.store.close()
        self.tmp.cleanup()

    def _logged(self):
        assert self.line[: len(self.active)] == self.active  # the model's own rule: the line begins with the game
        self.seq += 1
        self.after[self.seq] = list(self.active)

    @rule(amount=st.integers(min_value=0, max_value=9), elsewhere=st.booleans())
    def play(self, amount, elsewhere):
        """An entry played on this phone, or on the other one (this one reads it before its next step)."""
        (self.other if elsewhere else self.store).submit(self.sid, gain("p1", amount))
        self.cash[self.seq + 1] = self.cash[self.active[-1]] + amount
        self.active.append(self.seq + 1)
        self.line = list(self.active)
        self._logged()

    @precondition(lambda self: len(self.active) > 1)
    @rule()
    def undo(self):
        self.store.undo(self.sid)
        self.active.pop()
        self._logged()

    @precondition(lambda self: len(self.line) > len(self.active))
    @rule()
    def redo_one(self):
        self.store.redo(self.sid)
        self.active = self.line[: len(self.active) + 1]
        self._logged()

    @rule(data=st.data())
    def undo_to(self, data):
        target = data.draw(st.integers(min_value=1, max_value=self.seq))
        goal = self.after[target]
        if goal == self.active:
            with pytest.raises(StoreError):
                self.store.undo_to(self.sid, target)
            return
        self.store.undo_to(self.sid, target)
        if self.line[: len(goal)] != goal:
            self.line = list(goal)
        self.active = list(goal)
        self._logged()

    @invariant()
    def state_matches_the_model_and_the_replay(self):
        view = self.store.load(self.sid)
        assert view.state.players[0].cash == self.cash[self.active[-1]]
        assert view.can_redo == (len(self.line) > len(self.active)) and view.can_undo == (len(self.active) > 1)
        assert [e.seq for e in view.entries if e.op == "play" and not e.undone] == self.active
        assert view.state == self.store.replay_state(self.sid)
        assert view.info.plays == len(self.active) and view.info.version == self.seq

    @invariant()
    def the_kept_games_are_what_reading_the_file_afresh_gives(self):
        """This phone's cached game (moved by its own writes), the other phone's (moved by reading what
        was added) and a game read from scratch are the same: views, ledgers, labels, state."""
        kept, followed = self.store.load(self.sid), self.other.load(self.sid)
        with Store.open(self.store.path) as fresh:
            cold = fresh.load(self.sid)
        assert kept.model_dump(mode="json") == followed.model_dump(mode="json") == cold.model_dump(mode="json")
        conn = self.store.conn
        assert [s for (s,) in conn.execute("SELECT seq FROM steps WHERE undone = 0 ORDER BY seq")] == self.active
        # the timeline kept point by point is the one worked out whole
        rows = conn.execute("SELECT * FROM timeline ORDER BY key, seat").fetchall()
        conn.execute("SAVEPOINT whole")
        derived.refresh_timeline(conn, self.sid)
        assert conn.execute("SELECT * FROM timeline ORDER BY key, seat").fetchall() == rows
        conn.execute("ROLLBACK TO whole")
        conn.execute("RELEASE whole")

    @invariant()
    def the_log_only_grows(self):
        rows = list(self.store.conn.execute("SELECT * FROM log ORDER BY seq"))
        assert rows[: len(self.logged)] == self.logged and len(rows) == self.seq
        self.logged = rows

    @invariant()
    def timeline_follows_the_current_history(self):
        key = "start" if len(self.active) == 1 else "round 1"
        score_cash = self.cash[self.active[-1]]
        points = [p for p in self.store.timeline(self.sid) if p.key == key and p.seat == 0]
        assert [p.cash for p in points] == [score_cash]


UndoMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=25, deadline=None)
test_undo_machine = UndoMachine.TestCase
