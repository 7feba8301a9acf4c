"""Sessions: create, submit, pending decisions, refusals, listing, the head cache."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.store import DecisionPending, Store, StoreError

from tests.store.conftest import setup_entry


def dump(store: Store) -> list[str]:
    return list(store.conn.iterdump())


def test_create_session_stores_the_setup_entry_and_seats(store):
    ann = store.add_player("Ann", "red")
    view = store.create_session("tiny", setup_entry("Ann", "Bob"), seats=[ann.id, None])
    info = view.info
    assert info.pack_id == "tiny" and info.status == "running" and info.version == 1 and info.plays == 1
    assert [(s.seat, s.name, s.player_id, s.pack_player) for s in info.seats] == [(0, "Ann", ann.id, "p1"), (1, "Bob", None, "p2")]
    assert [(e.seq, e.op, e.kind) for e in view.entries] == [(1, "play", "start")]
    assert view.entries[0].ledger[0].reason == "starting money"
    assert view.summary.progress == "round 1 of 3"
    assert not view.can_undo and not view.can_redo
    assert len(info.uuid) == 36


def test_seats_link_by_name_when_not_given(store):
    bob = store.add_player("bob", "blue")
    view = store.create_session("tiny", setup_entry("Ann", "Bob"))
    assert [s.player_id for s in view.info.seats] == [None, bob.id]


def test_seats_must_match_players(store):
    ann = store.add_player("Ann")
    with pytest.raises(InputError, match="2 players but 1 seats"):
        store.create_session("tiny", setup_entry("Ann", "Bob"), seats=[ann.id])
    with pytest.raises(InputError, match="only one seat"):
        store.create_session("tiny", setup_entry("Ann", "Bob"), seats=[ann.id, ann.id])
    with pytest.raises(StoreError, match="no player 99"):
        store.create_session("tiny", setup_entry("Ann", "Bob"), seats=[ann.id, 99])
    assert store.sessions() == []


def test_submit_applies_and_stores_in_order(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    r = store.submit(sid, {"kind": "gain", "player": "p1", "cash": 3})
    assert r.stored and r.pending is None
    assert r.outcome.ledger[0].amount == 3
    assert r.view.state.players[0].cash == 8
    assert r.view.info.version == 2 == store.version(sid)
    assert [e.label for e in r.view.entries] == ["start", "Ann: gain"]


def test_pending_decision_stores_nothing(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    before = dump(store)
    r = store.submit(sid, {"kind": "bet", "player": "p2"})
    assert not r.stored
    assert r.pending.id == "stake" and r.pending.option_values() == [1, 2, 3]
    assert dump(store) == before
    r = store.submit(sid, {"kind": "bet", "player": "p2", "answers": {"stake": 2}})
    assert r.stored and r.view.state.players[1].score == 4


@pytest.mark.parametrize(
    "entry, error, message",
    [
        ({"kind": "pay", "player": "p1", "cash": 50}, RuleError, "has only 5"),
        ({"kind": "teleport"}, InputError, "unknown entry kind"),
        ({"player": "p1"}, InputError, "with a 'kind'"),
        ({"kind": "gain", "player": "p1", "cash": float("nan")}, InputError, "not plain JSON"),
        ({"kind": "gain", "player": "p1", "cash": object()}, InputError, "not plain JSON"),
        ({"kind": "gain", "player": "p1"}, InputError, "missing 'cash'"),
    ],
)
def test_refused_entry_changes_nothing(store, entry, error, message):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    before = dump(store)
    with pytest.raises(error, match=message):
        store.submit(sid, entry)
    assert dump(store) == before
    assert store.load(sid).state.players[0].cash == 5


def test_preview_does_not_store(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    before = dump(store)
    outcome = store.preview(sid, {"kind": "pay", "player": "p1", "cash": 2})
    assert outcome.state.players[0].cash == 3 and outcome.ledger[0].amount == -2
    assert dump(store) == before


def test_setup_needing_a_decision_is_refused_with_it(store, monkeypatch):
    from tests.store import tinypack
    from companion.core.pack import Outcome
    from companion.core.decisions import PendingDecision, Option

    pending = PendingDecision(id="first", question="Who starts?", options=[Option(value="p1", label="Ann")])
    monkeypatch.setattr(tinypack.TinyPack, "start", lambda self, setup: Outcome(state=None, pending=pending))
    with pytest.raises(DecisionPending) as err:
        store.create_session("tiny", setup_entry("Ann", "Bob"))
    assert err.value.pending.question == "Who starts?"
    assert store.sessions() == []


def test_unknown_pack_and_session(store):
    with pytest.raises(StoreError, match="not available"):
        store.create_session("chess", {"kind": "start"})
    with pytest.raises(StoreError, match="no session 42"):
        store.load(42)
    with pytest.raises(StoreError, match="no session 42"):
        store.version(42)


def test_listing_running_and_filters(store, monkeypatch):
    clock = iter(f"2026-01-0{d}T10:00:00+00:00" for d in range(1, 10))
    store.now = lambda: next(clock)
    a = store.create_session("tiny", setup_entry("Ann", "Bob"), title="first").info.id
    b = store.create_session("tiny", setup_entry("Ann", "Cid"), title="second").info.id
    assert [s.id for s in store.sessions()] == [b, a]
    assert store.running().id == b
    store.submit(a, {"kind": "gain", "player": "p1", "cash": 1})
    assert store.running().id == a
    store.abandon(a)
    assert [s.id for s in store.sessions(status="abandoned")] == [a]
    assert store.running().id == b
    assert [s.id for s in store.sessions(pack_id="tiny", status="running")] == [b]
    assert store.sessions(pack_id="arkwright") == []
    with pytest.raises(StoreError, match="abandoned"):
        store.submit(a, {"kind": "gain", "player": "p1", "cash": 1})
    assert store.resume(a).status == "running"
    assert store.rename_session(a, "  Friday  ").title == "Friday"
    with pytest.raises(InputError):
        store.rename_session(a, " ")


def test_two_stores_on_one_file_see_each_other(db_path):
    s1, s2 = Store.open(db_path), Store.open(db_path)
    try:
        sid = s1.create_session("tiny", setup_entry("Ann", "Bob")).info.id
        assert s2.load(sid).state.players[0].cash == 5
        s2.submit(sid, {"kind": "gain", "player": "p1", "cash": 4})
        assert s1.version(sid) == 2
        # s1 cached the head at version 1; it notices the new entry and replays it
        r = s1.submit(sid, {"kind": "gain", "player": "p1", "cash": 1})
        assert r.view.state.players[0].cash == 10 and r.view.info.version == 3
    finally:
        s1.close()
        s2.close()


def test_several_stores_writing_one_game_at_once(db_path):
    """Browser sessions at one table: writes are serialised, none is lost or numbered twice."""
    import threading

    with Store.open(db_path) as s:
        sid = s.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    errors: list[BaseException] = []

    def writer(player: str) -> None:
        try:
            with Store.open(db_path) as mine:
                for _ in range(25):
                    assert mine.submit(sid, {"kind": "gain", "player": player, "cash": 1}).stored
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(p,)) for p in ("p1", "p2", "p1", "p2")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with Store.open(db_path) as s:
        view = s.load(sid)
        assert [e.seq for e in view.entries] == list(range(1, 102))
        assert [p.cash for p in view.state.players] == [55, 55]
        assert view.state == s.replay_state(sid)


def test_no_call_leaves_a_stale_read_snapshot_behind(db_path):
    """After any call (also a refused one), a Store sees what another Store (another browser tab,
    another process) has committed since: no cursor is left open holding an old WAL snapshot."""
    from tests.store.test_transfer import played

    a, b = Store.open(db_path), Store.open(db_path)
    try:
        sid = played(a)
        calls = [
            a.sessions, a.running, a.players, a.player_stats, a.pack_stats, lambda: a.load(sid),
            lambda: a.timeline(sid), lambda: a.results(sid), lambda: a.info(sid), lambda: a.version(sid),
            lambda: a.preview(sid, {"kind": "edit", "path": "round", "value": 1}), lambda: a.export_json(sid),
            lambda: a.export_csv(sid), lambda: a.export_bgstats(sid), lambda: a.find_player("Ann"),
            lambda: a.load(999), lambda: a.undo_to(sid, 999), lambda: a.add_player("Ann"),
            lambda: a.submit(sid, {"kind": "pay", "player": "p1", "cash": 999}), lambda: a.replay_state(sid),
        ]
        kept = []  # refusals kept alive, as an app showing the message would
        for call in calls:
            try:
                call()
            except Exception as exc:  # noqa: BLE001
                kept.append(exc)
            new = b.create_session("tiny", setup_entry("Xan", "Yul")).info.id
            assert a.load(new).info.id == new
            assert not a.conn.in_transaction
        assert len(kept) == 4
    finally:
        a.close()
        b.close()
