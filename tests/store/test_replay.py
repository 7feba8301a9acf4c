"""Replay: the log reproduces the state exactly; old formats migrate; bad entries are named, not fatal."""

from __future__ import annotations

import json
import random

import pytest

from companion.store import ReplayError, Store, StoreError
from companion.store.derived import SNAPSHOT_EVERY

from tests.store.conftest import setup_entry


def scripted_game(store: Store, seed: int, rounds: int = 4) -> int:
    """A whole tiny game with random entries, bets answered, some undone and redone."""
    rng = random.Random(seed)
    sid = store.create_session("tiny", setup_entry("Ann", "Bob", "Cid", rounds=rounds)).info.id
    while store.load(sid).info.status == "running":
        p = rng.choice(["p1", "p2", "p3"])
        roll = rng.random()
        if roll < 0.3:
            store.submit(sid, {"kind": "gain", "player": p, "cash": rng.randint(0, 6)})
        elif roll < 0.55:
            store.submit(sid, {"kind": "score", "player": p, "points": rng.randint(0, 4)})
        elif roll < 0.7 and store.load(sid).state.player_cash(p) > 0:
            r = store.submit(sid, {"kind": "bet", "player": p})
            if r.pending is not None:
                store.submit(sid, {"kind": "bet", "player": p, "answers": {"stake": r.pending.option_values()[-1]}})
        elif roll < 0.8 and store.load(sid).can_undo:
            store.undo(sid)
        elif roll < 0.85 and store.load(sid).can_redo:
            store.redo(sid)
        elif roll < 0.88 and store.version(sid) > 3:
            try:
                store.undo_to(sid, rng.randint(2, store.version(sid) - 1))
            except StoreError:
                pass
        elif roll > 0.93:
            store.submit(sid, {"kind": "next_round"})
    return sid


@pytest.mark.parametrize("seed", range(5))
def test_live_state_equals_replay_for_whole_games(store, seed):
    sid = scripted_game(store, seed)
    view = store.load(sid)
    assert view.info.status == "finished"
    assert view.state == store.replay_state(sid) == store.replay_state(sid, use_snapshots=True)
    # a fresh Store (the phone restarted) resumes from snapshots to the same state
    again = Store.open(store.path)
    try:
        assert again.load(sid).state == view.state
        assert again.results(sid) == store.results(sid)
    finally:
        again.close()
    # and the play entries of the current history, folded by hand, give it too
    from tests.store.tinypack import PACK

    state = None
    for e in view.entries:
        if e.op == "play" and not e.undone:
            state = PACK.start(e.entry).state if state is None else PACK.apply(state, e.entry).state
    assert state == view.state


def test_snapshots_at_the_start_every_n_entries_and_at_the_end(store):
    """A new round is no reason for a snapshot any more (schema 5): replay gives the states between."""
    sid = store.create_session("tiny", setup_entry("Ann", "Bob", rounds=3)).info.id
    for _ in range(SNAPSHOT_EVERY + 3):
        store.submit(sid, {"kind": "gain", "player": "p1", "cash": 1})
    store.submit(sid, {"kind": "next_round"})

    def snaps():
        return [s for s, in store.conn.execute("SELECT seq FROM snapshots WHERE session_id = ? ORDER BY seq", (sid,))]

    assert snaps() == [1, 1 + SNAPSHOT_EVERY]
    # resuming replays only the entries after the last snapshot
    store.connection.forget()
    log = store.connection.log_of(sid)
    _state, replayed, _last = log.state_at(log.history().active)
    assert replayed == 4
    store.submit(sid, {"kind": "gain", "player": "p1", "cash": 1})
    store.connection.forget()
    log = store.connection.log_of(sid)
    assert log.state_at(log.history().active)[1] == 5
    for _ in range(2):  # rounds 2 and 3: the game is over
        store.submit(sid, {"kind": "next_round"})
    assert store.info(sid).status == "finished"
    assert snaps() == [1, 1 + SNAPSHOT_EVERY, store.version(sid)]


def insert_raw(store: Store, sid: int, seq: int, entry: dict, fmt: int, kind: str | None = None) -> None:
    store.conn.execute(
        "INSERT INTO log (session_id, seq, op, kind, entry, format, created) VALUES (?, ?, 'play', ?, ?, ?, 'x')",
        (sid, seq, kind or entry["kind"], json.dumps(entry), fmt),
    )
    store.conn.execute("UPDATE sessions SET last_seq = ? WHERE id = ?", (seq, sid))
    store.conn.commit()


def test_entries_of_an_older_format_are_migrated_on_replay(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    insert_raw(store, sid, 2, {"kind": "gain", "player": "p1", "amount": 4}, fmt=1)
    store.connection.forget()
    assert store.load(sid).state.players[0].cash == 9
    assert store.replay_state(sid).players[0].cash == 9
    (text,) = store.conn.execute("SELECT entry FROM log WHERE session_id = ? AND seq = 2", (sid,)).fetchone()
    assert json.loads(text) == {"kind": "gain", "player": "p1", "amount": 4}  # never rewritten
    r = store.submit(sid, {"kind": "gain", "player": "p1", "cash": 1})
    assert r.view.state.players[0].cash == 10


@pytest.mark.parametrize(
    "entry, fmt, message",
    [
        ({"kind": "gain", "player": "p1", "cash": 1}, 9, r"step 2 \(gain\) was written by a newer engine"),
        ({"kind": "teleport"}, 2, r"step 2 \(teleport\) is unreadable: unknown entry kind"),
        ({"kind": "pay", "player": "p1", "cash": 99}, 2, r"step 2 \(pay\) is unreadable: Ann has only 5"),
        ({"kind": "bet", "player": "p1"}, 2, r"step 2 \(bet\) lacks an answer"),
    ],
)
def test_an_unreadable_entry_names_session_and_step_and_the_rest_stays_usable(store, entry, fmt, message):
    good = store.create_session("tiny", setup_entry("Ann", "Bob"), title="good one").info.id
    bad = store.create_session("tiny", setup_entry("Ann", "Bob"), title="Tuesday").info.id
    insert_raw(store, bad, 2, entry, fmt)
    store.connection.forget()
    with pytest.raises(ReplayError, match=rf"session {bad} \(Tuesday\) cannot be replayed: " + message) as err:
        store.load(bad)
    assert (err.value.session_id, err.value.seq) == (bad, 2)
    with pytest.raises(ReplayError):
        store.submit(bad, {"kind": "gain", "player": "p1", "cash": 1})
    assert len(store.sessions()) == 2
    assert store.submit(good, {"kind": "gain", "player": "p1", "cash": 1}).stored
    assert store.load(good).state.players[0].cash == 6


def test_a_stale_or_broken_snapshot_is_ignored(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    store.submit(sid, {"kind": "gain", "player": "p1", "cash": 2})
    store.conn.execute("UPDATE snapshots SET state = '{\"players\": 3}' WHERE session_id = ?", (sid,))
    store.conn.commit()
    store.connection.forget()
    assert store.load(sid).state.players[0].cash == 7
    store.conn.execute("UPDATE snapshots SET format = 1 WHERE session_id = ?", (sid,))
    store.conn.commit()
    store.connection.forget()
    assert store.load(sid).state.players[0].cash == 7


def test_rebuild_restores_every_derived_row(store):
    sid = scripted_game(store, seed=11, rounds=3)
    tables = ("steps", "timeline", "results", "rivalries")
    before = {t: list(store.conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2, 3")) for t in tables}
    session_before = list(store.conn.execute("SELECT * FROM sessions"))
    for t in ("steps", "timeline", "results"):
        store.conn.execute(f"DELETE FROM {t} WHERE session_id = ?", (sid,))
    store.conn.execute("DELETE FROM rivalries")
    store.conn.commit()
    store.rebuild(sid)
    after = {t: list(store.conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2, 3")) for t in tables}
    assert after == before
    assert list(store.conn.execute("SELECT * FROM sessions")) == session_before
