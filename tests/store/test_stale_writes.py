"""Every write names the version of the game it was made from; a game that moved refuses it.

Two phones at one table are two screens on one game: each shows a version (the
last seq) and every write it makes names that version (`expected=`). The store
refuses a write on a game that moved since with `GameMoved` and stores nothing.
Writes that name no version (the CLI, older callers) behave as before.
"""

from __future__ import annotations

import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import InputError
from companion.store import Store
from companion.store.errors import GameMoved

from tests.store.conftest import setup_entry

MOVED = "The game changed on another phone"


def gain(player: str, cash: int) -> dict:
    return {"kind": "gain", "player": player, "cash": cash}


def log_rows(store: Store, sid: int) -> list[tuple]:
    return store.conn.execute("SELECT seq, op, entry FROM log WHERE session_id = ? ORDER BY seq", (sid,)).fetchall()


def cash(store: Store, sid: int, seat: int = 0) -> int:
    return store.load(sid).state.players[seat].cash


@pytest.fixture
def game(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    for amount in (1, 2, 3):
        store.submit(sid, gain("p1", amount))
    return sid  # Ann: 5 -> 6 -> 8 -> 11; version 4


@pytest.fixture
def phones(db_path, game):
    """Two phones: two Store objects (two connections) on the game's file."""
    a, b = Store.open(db_path), Store.open(db_path)
    yield a, b
    a.close()
    b.close()


def refused(call, store: Store, sid: int) -> GameMoved:
    before = (log_rows(store, sid), list(store.conn.iterdump()))
    with pytest.raises(GameMoved) as info:
        call()
    assert (log_rows(store, sid), list(store.conn.iterdump())) == before
    assert str(info.value).startswith(MOVED)
    return info.value


def test_a_write_from_the_version_shown_is_stored(store, game):
    assert store.submit(game, gain("p1", 4), expected=4).view.info.version == 5
    assert store.undo(game, expected=5).state.players[0].cash == 11
    assert store.redo(game, expected=6).state.players[0].cash == 15
    assert store.undo_to(game, 2, expected=7).state.players[0].cash == 6


def test_stale_submit_is_refused_and_names_what_happened(store, game):
    err = refused(lambda: store.submit(game, gain("p2", 9), expected=3), store, game)
    assert "1 entry was stored after what this screen showed (Ann: gain)" in str(err)
    assert (err.expected, err.current) == (3, 4)


def test_stale_undo_does_not_undo_the_other_phones_step(store, game):
    seen = store.version(game)
    store.submit(game, gain("p2", 7))  # the other phone
    refused(lambda: store.undo(game, expected=seen), store, game)
    view = store.load(game)
    assert view.state.players[1].cash == 12 and view.entries[-1].kind == "gain"


def test_stale_redo_is_refused(store, game):
    store.undo(game)
    seen = store.version(game)
    store.submit(game, gain("p2", 1))  # empties the redo stack for the other phone
    refused(lambda: store.redo(game, expected=seen), store, game)
    store.undo(game)
    seen = store.version(game)
    store.undo(game)
    err = refused(lambda: store.redo(game, expected=seen), store, game)
    assert "(undo step 3 (Ann: gain))" in str(err)


def test_stale_undo_to_is_refused(store, game):
    seen = store.version(game)
    store.undo(game)
    refused(lambda: store.undo_to(game, 2, expected=seen), store, game)
    assert cash(store, game) == 8


def test_stale_correction_is_refused_not_applied(store, game):
    seen = store.version(game)
    store.submit(game, {"kind": "edit", "path": "players.0.cash", "value": 20})  # the other phone corrects
    refused(lambda: store.submit(game, {"kind": "edit", "path": "players.0.cash", "value": 30}, expected=seen),
            store, game)
    assert cash(store, game) == 20


def test_a_screen_ahead_of_the_game_is_refused(store, game):
    err = refused(lambda: store.undo(game, expected=9), store, game)
    assert "it is now at entry 4, and this screen showed entry 9" in str(err)


@pytest.mark.parametrize("bad", ["4", 4.0, True, -1.5])
def test_the_version_must_be_a_whole_number(store, game, bad):
    with pytest.raises(InputError, match="whole number"):
        store.submit(game, gain("p1", 1), expected=bad)


def test_writes_without_a_version_behave_as_before(store, game):
    store.submit(game, gain("p2", 1))
    assert store.undo(game).state.players[1].cash == 5


def test_two_phones_on_one_file(phones, game):
    a, b = phones
    shown_a = a.load(game).info.version
    shown_b = b.load(game).info.version
    stored = b.submit(game, gain("p2", 3), expected=shown_b)
    refused(lambda: a.undo(game, expected=shown_a), a, game)
    view = a.load(game)  # A now sees B's step
    assert view.info.version == stored.view.info.version and view.state.players[1].cash == 8
    assert a.undo(game, expected=view.info.version).state.players[1].cash == 5


def test_both_phones_tap_undo_one_step_is_undone(phones, game):
    a, b = phones
    shown = a.version(game)
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def tap(phone: Store) -> None:
        barrier.wait()
        try:
            phone.undo(game, expected=shown)
            outcomes.append("undone")
        except GameMoved:
            outcomes.append("refused")

    threads = [threading.Thread(target=tap, args=(p,)) for p in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(outcomes) == ["refused", "undone"]
    assert cash(a, game) == 8 and cash(b, game) == 8
    assert [op for _seq, op, _e in log_rows(a, game)].count("undo") == 1


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("ab"), st.sampled_from(["gain", "undo", "redo", "look"])), max_size=12))
def test_any_interleaving_stores_exactly_the_writes_made_from_the_current_version(tmp_path_factory, taps):
    """Each phone writes from what it last looked at; a write is stored iff nobody wrote since."""
    path = tmp_path_factory.mktemp("phones") / "companion.db"
    a, b = Store.open(path), Store.open(path)
    try:
        sid = a.create_session("tiny", setup_entry("Ann", "Bob")).info.id
        shown = {"a": a.version(sid), "b": b.version(sid)}
        phone = {"a": a, "b": b}
        for who, op in taps:
            store = phone[who]
            if op == "look":
                shown[who] = store.version(sid)
                continue
            before = log_rows(store, sid)
            current = before[-1][0]
            try:
                if op == "gain":
                    store.submit(sid, gain("p1", 1), expected=shown[who])
                elif op == "undo":
                    store.undo(sid, expected=shown[who])
                else:
                    store.redo(sid, expected=shown[who])
            except GameMoved:
                assert shown[who] != current
                assert log_rows(store, sid) == before
                continue
            except Exception:  # nothing to undo / redo: refused for its own reason, nothing stored
                assert log_rows(store, sid) == before
                continue
            assert shown[who] == current
            assert len(log_rows(store, sid)) == len(before) + 1
            shown[who] = store.version(sid)
        # both phones agree with a replay of the log from its first entry
        assert a.load(sid).state == b.load(sid).state == a.replay_state(sid)
    finally:
        a.close()
        b.close()
