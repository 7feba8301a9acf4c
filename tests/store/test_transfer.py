"""Export and import: JSON round trips byte-equal logs; bad files leave the database identical."""

from __future__ import annotations

import copy
import csv
import io
import json
import urllib.parse

import pytest

from companion.store import Store, StoreError

from tests.store.conftest import setup_entry

LOG_COLUMNS = "seq, op, kind, entry, format, target, created"


def played(store: Store, finish: bool = True) -> int:
    ann = store.add_player("Ann", "red")
    sid = store.create_session("tiny", setup_entry("Ann", "Bob", rounds=2), seats=[ann.id, None], title="Friday").info.id
    store.submit(sid, {"kind": "gain", "player": "p1", "cash": 3})
    store.submit(sid, {"kind": "bet", "player": "p2", "answers": {"stake": 2}})
    store.undo(sid)
    store.redo(sid)
    store.submit(sid, {"kind": "next_round"})
    store.submit(sid, {"kind": "score", "player": "p1", "points": 5})
    store.undo_to(sid, 5)
    store.submit(sid, {"kind": "score", "player": "p1", "points": 1})
    store.submit(sid, {"kind": "next_round"})
    if finish:
        store.submit(sid, {"kind": "next_round"})
    return sid


def log_rows(store: Store, sid: int) -> list[tuple]:
    return list(store.conn.execute(f"SELECT {LOG_COLUMNS} FROM log WHERE session_id = ? ORDER BY seq", (sid,)))


@pytest.fixture
def other(tmp_path):
    s = Store.open(tmp_path / "other.db")
    yield s
    s.close()


def test_json_round_trip_is_byte_equal(store, other):
    sid = played(store)
    data = store.export_json(sid)
    text = json.dumps(data)  # what goes through a file
    result = other.import_json(json.loads(text))
    assert result.created
    new = result.session_id
    assert log_rows(other, new) == log_rows(store, sid)
    a, b = store.info(sid), other.info(new)
    assert (a.uuid, a.title, a.status, a.created, a.updated, a.finished, a.plays, a.version) == (
        b.uuid, b.title, b.status, b.created, b.updated, b.finished, b.plays, b.version)
    assert other.load(new).state == store.load(sid).state
    assert other.results(new) != [] and [r.model_dump(exclude={"player_id"}) for r in other.results(new)] == [
        r.model_dump(exclude={"player_id"}) for r in store.results(sid)]
    assert [p.model_dump(exclude={"player_id"}) for p in other.timeline(new)] == [
        p.model_dump(exclude={"player_id"}) for p in store.timeline(sid)]
    # the roster player came along, the guest stayed a guest
    assert [s.player_id is not None for s in other.info(new).seats] == [True, False]
    assert other.players()[0].uuid == store.players()[0].uuid
    # and exporting again gives the same file (but for the export time)
    again = other.export_json(new)
    again["exported"] = data["exported"]
    assert again == data


def test_importing_twice_changes_nothing(store, other):
    data = store.export_json(played(store))
    first = other.import_json(data)
    before = list(other.conn.iterdump())
    second = other.import_json(copy.deepcopy(data))
    assert (second.session_id, second.created, second.appended) == (first.session_id, False, 0)
    assert list(other.conn.iterdump()) == before
    assert len(other.sessions()) == 1


def test_a_copy_continued_elsewhere_adds_its_new_entries(store, other):
    sid = played(store, finish=False)
    other.import_json(store.export_json(sid))
    store.submit(sid, {"kind": "score", "player": "p2", "points": 9})
    store.submit(sid, {"kind": "next_round"})
    result = other.import_json(store.export_json(sid))
    assert (result.created, result.appended) == (False, 2)
    assert log_rows(other, result.session_id) == log_rows(store, sid)
    assert other.load(result.session_id).state == store.load(sid).state
    assert other.info(result.session_id).status == "finished"
    # the older copy is a prefix: importing it is a no-op
    assert other.import_json(store.export_json(sid)).appended == 0


def test_copies_that_went_different_ways_are_refused(store, other):
    sid = played(store, finish=False)
    res = other.import_json(store.export_json(sid))
    store.submit(sid, {"kind": "score", "player": "p2", "points": 9})
    other.submit(res.session_id, {"kind": "score", "player": "p2", "points": 1})
    before = list(other.conn.iterdump())
    with pytest.raises(StoreError, match="copies differ from step 11 on"):
        other.import_json(store.export_json(sid))
    assert list(other.conn.iterdump()) == before


def test_import_links_roster_players_by_uuid_then_name(store, other):
    data = store.export_json(played(store))
    other.add_player("ann", "pink")  # same person, typed on another phone
    res = other.import_json(data)
    assert [p.name for p in other.players()] == ["ann"]
    assert other.info(res.session_id).seats[0].player_id == other.players()[0].id


def mutate(path: str, value):
    def apply(data):
        node = data
        keys = path.split(".")
        for k in keys[:-1]:
            node = node[int(k)] if isinstance(node, list) else node[k]
        last = keys[-1]
        if value is DELETE:
            del node[last]
        elif isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
        return data
    return apply


DELETE = object()


def deep(n: int):
    value: object = 1
    for _ in range(n):
        value = [value]
    return value


BAD_FILES = {
    "not an object": (lambda d: [d], "a JSON object"),
    "other format": (mutate("format", "bgstats"), "not a Tabletop Companion session file"),
    "newer file": (mutate("version", 2), "newer app"),
    "unknown field": (mutate("session.extra", "x"), "session has nothing called 'extra'"),
    "string for a number": (mutate("log.1.seq", "2"), "seq of step 2 must be a whole number"),
    "float for a number": (mutate("log.1.format", 2.0), "format of step 2 must be a whole number"),
    "missing field": (mutate("session.uuid", DELETE), "uuid of session is missing"),
    "huge number": (mutate("log.1.entry.cash", 10**40), "number too large"),
    "huge float": (mutate("log.1.entry.cash", 1e300), "out of range"),
    "deep nesting": (mutate("log.1.entry.note", deep(60)), "nested too deeply"),
    "huge text": (mutate("session.title", "x" * 300), "at most 200 characters"),
    "unknown pack": (mutate("session.pack_id", "chess"), "not available"),
    "gap in the log": (mutate("log.2.seq", 9), "numbered 1, 2, 3"),
    "kind mismatch": (mutate("log.1.kind", "pay"), "differs from its entry"),
    "entry that does not replay": (mutate("log.1.entry.player", "p7"),
                                   r"does not replay: step 2 \(gain\) is unreadable: no player 'p7'"),
    "entry that breaks a rule": (lambda d: mutate("log.1.kind", "pay")(mutate("log.1.entry", {"kind": "pay", "player": "p1", "cash": 99})(d)),
                                 r"does not replay: step 2 \(pay\) is unreadable: Ann has only 5"),
    "undo of nothing": (mutate("log.1", {"seq": 2, "op": "undo", "kind": "undo", "entry": {"kind": "undo"},
                                          "format": 2, "target": None, "created": "2026-01-01T00:00:00"}),
                        "does not fit: nothing to undo"),
    "newer engine": (mutate("log.1.format", 7), r"step 2 \(gain\) was written by a newer engine"),
    "status lies": (mutate("session.status", "running"), "says the game is running, but its log leaves it finished"),
    "results lie": (mutate("results.0.score", 99), "results do not match"),
    "results of a seat not in the game": (mutate("results.0.seat", 7), "results name a seat its game does not have"),
    "seats lie": (mutate("seats.1.pack_player", "p9"), "seats do not match"),
    "bad uuid": (mutate("session.uuid", "'; DROP TABLE log; --"), "uuid"),
    "two seats one person": (mutate("seats.1.player", {"uuid": "0" * 32, "name": "Ann"}), None),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_import_files_leave_the_database_identical(store, other, name):
    sid = played(store)
    other.import_json(store.export_json(sid))  # the target already holds data
    other.create_session("tiny", setup_entry("Zed", "Yan"))
    make_bad, message = BAD_FILES[name]
    data = store.export_json(sid)
    data["session"]["uuid"] = "1" * 32  # a session the target does not know yet
    bad = make_bad(data)
    if name == "two seats one person":
        bad["seats"][0]["player"]["uuid"] = "0" * 32
        message = "one roster player sits in two seats"
    before = list(other.conn.iterdump())
    with pytest.raises(StoreError, match=message) as err:
        other.import_json(bad)
    assert "the database was not changed" in str(err.value) or "not available" in str(err.value)
    assert list(other.conn.iterdump()) == before


def test_csv_export(store):
    sid = played(store)
    files = store.export_csv(sid)
    assert sorted(files) == [f"session-{sid}-results.csv", f"session-{sid}-timeline.csv"]
    results = list(csv.DictReader(io.StringIO(files[f"session-{sid}-results.csv"])))
    assert [(r["player"], r["rank"], r["score"], r["winner"]) for r in results] == [("Bob", "1", "4", "1"), ("Ann", "2", "1", "0")]
    timeline = list(csv.DictReader(io.StringIO(files[f"session-{sid}-timeline.csv"])))
    # each point holds the numbers at the end of its round (the next_round entry counts in the round it closes)
    assert [(t["point"], t["player"], t["cash"], t["share_value"]) for t in timeline] == [
        ("start", "Ann", "5", "2"), ("start", "Bob", "5", "2"),
        ("round 1", "Ann", "8", "4"), ("round 1", "Bob", "3", "1"), ("round 2", "Ann", "8", "4"), ("round 2", "Bob", "3", "1")]


def test_bgstats_export(store, monkeypatch):
    sid = played(store, finish=False)
    with pytest.raises(StoreError, match="only a finished game"):
        store.export_bgstats(sid)
    store.submit(sid, {"kind": "next_round"})
    play = store.export_bgstats(sid)
    assert play["game"] == {"name": "Tiny Race", "bggId": None, "highestWins": True, "noPoints": False,
                            "sourceGameId": "tiny"}
    assert play["sourceName"] == "Tabletop Companion"
    assert [(p["name"], p["score"], p["winner"], p["rank"]) for p in play["players"]] == [
        ("Ann", 1, False, 2), ("Bob", 4, True, 1)]
    assert play["players"][0]["sourcePlayerId"] == store.players()[0].uuid
    assert play["players"][1]["sourcePlayerId"] == f"{store.info(sid).uuid}-seat-1"
    assert len(play["playDate"]) == 19 and play["durationMin"] >= 0
    assert [p["startPlayer"] for p in play["players"]] == [False, False]  # the tiny game has no start player
    from tests.store.tinypack import TinyPack

    monkeypatch.setattr(TinyPack, "start_player", lambda self, state: 1, raising=False)
    assert [p["startPlayer"] for p in store.export_bgstats(sid)["players"]] == [False, True]
    link = store.bgstats_link(sid)
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    assert json.loads(urllib.parse.unquote(link.split("data=", 1)[1])) == store.export_bgstats(sid)
