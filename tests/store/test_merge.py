"""Merging another device's games: one history, no game twice, players matched by name after asking."""

from __future__ import annotations

import sqlite3

import pytest

from companion.store.errors import WriteFailed

from companion.cli import main
from companion.store import Store, StoreError
from companion.store.merge import CONTINUED, DIFFERS, NEW, SAME, apply_merge, normal_uuid, plan_merge

from tests.store.conftest import setup_entry
from tests.store.test_backup import digest, hostile


def finish(store: Store, sid: int, points: int = 3) -> None:
    store.submit(sid, {"kind": "score", "player": "p1", "points": points})
    for _ in range(3):
        store.submit(sid, {"kind": "next_round"})


@pytest.fixture
def devices(tmp_path):
    """Phone A (this one) and phone B: one game both hold (B played it further), one game each, rosters apart."""
    a = Store.open(tmp_path / "a" / "companion.db")
    b = Store.open(tmp_path / "b" / "companion.db")
    a.add_player("Ann", "red")
    shared = a.create_session("tiny", setup_entry("Ann", "Bob"), title="Friday").info.id
    a.submit(shared, {"kind": "gain", "player": "p1", "cash": 2})
    only_a = a.create_session("tiny", setup_entry("Ann", "Cy"), title="only on A").info.id
    finish(a, only_a)
    b.add_player("ann", "red")  # the same person, typed on the other phone: another uuid
    b.add_player("Dora", "green")
    copy = b.import_json(a.export_json(shared)).session_id
    finish(b, copy, points=4)  # finished on B
    only_b = b.create_session("tiny", setup_entry("Dora", "ann"), title="only on B").info.id
    finish(b, only_b)
    # an older companion stored that game's uuid in capitals: still the same game
    b.conn.execute("UPDATE sessions SET uuid = upper(uuid) WHERE id = ?", (copy,))
    b.conn.commit()
    yield a, b, shared, only_a
    a.close()
    b.close()


def backup_of(store: Store, tmp_path, name: str = "from-b.db"):
    return store.backup(tmp_path / name)


def test_the_plan_says_what_would_change_and_changes_nothing(devices, tmp_path):
    a, b, shared, _ = devices
    before = digest(a.path)
    plan = plan_merge(a, backup_of(b, tmp_path))
    try:
        assert [(g.title, g.action, g.steps) for g in plan.games] == [("Friday", CONTINUED, 4), ("only on B", NEW, 0)]
        assert plan.of(CONTINUED)[0].here == shared
        assert [(p.name, p.here_name) for p in plan.players] == [("ann", "Ann"), ("Dora", None)]
        assert plan.lines() == [
            "2 games in from-b.db:",
            "new here, to be added (1): only on B",
            "played further there, steps to be added (1): Friday (+4)",
            "players already here: ann = Ann",
            "new players for the roster: Dora",
        ]
    finally:
        plan.discard()
    assert digest(a.path) == before
    assert not [p for p in a.path.parent.iterdir() if p.name.startswith(".companion-staged")]


def test_merge_gives_one_history_without_duplicates_and_twice_changes_nothing(devices, tmp_path):
    a, b, shared, only_a = devices
    source = backup_of(b, tmp_path)
    plan = plan_merge(a, source)
    try:
        result = apply_merge(a, plan)
    finally:
        plan.discard()
    assert (result.added, result.continued, result.players_added) == (1, 1, 1)
    titles = sorted(s.title for s in a.sessions())
    assert titles == ["Friday", "only on A", "only on B"]
    assert len({normal_uuid(s.uuid) for s in a.sessions()}) == 3
    (copy,) = [s.id for s in b.sessions() if s.title == "Friday"]
    assert a.load(shared).state == b.load(copy).state and a.info(shared).status == "finished"
    assert sorted(p.name for p in a.players()) == ["Ann", "Dora"]
    # statistics count every game once: Ann played all three, each finished
    stats = {p.name: p for p in a.player_stats()}
    assert (stats["Ann"].games, stats["Dora"].games) == (3, 1)
    (merged,) = [s for s in a.sessions() if s.title == "only on B"]
    assert [seat.player_id for seat in merged.seats] == [a.find_player("Dora").id, a.find_player("Ann").id]
    # the same file again: the plan has nothing to do and the database is not touched
    before = digest(a.path)
    again = plan_merge(a, source)
    try:
        assert {g.action for g in again.games} == {SAME} and not again.changes
        assert again.lines()[-1] == "Nothing to merge: every game and player of that file is here already."
        assert apply_merge(a, again) == type(result)(0, 0, 0)
    finally:
        again.discard()
    assert digest(a.path) == before
    assert len(a.sessions()) == 3 and {p.name: p.games for p in a.player_stats()} == {"Ann": 3, "Dora": 1}


def test_both_directions_give_the_same_history(devices, tmp_path):
    a, b, _shared, _ = devices
    for here, there in ((a, b), (b, a)):
        plan = plan_merge(here, backup_of(there, tmp_path, f"{id(there)}.db"))
        try:
            apply_merge(here, plan)
        finally:
            plan.discard()

    def history(store):
        return sorted((normal_uuid(s.uuid), s.status, s.version) for s in store.sessions())

    assert history(a) == history(b) and len(history(a)) == 3


def test_a_game_that_went_another_way_there_is_left_as_it_is_here(devices, tmp_path):
    a, b, shared, _ = devices
    a.submit(shared, {"kind": "gain", "player": "p2", "cash": 1})  # A played on too, differently
    here = a.load(shared).state
    plan = plan_merge(a, backup_of(b, tmp_path))
    try:
        assert {g.title: g.action for g in plan.games} == {"Friday": DIFFERS, "only on B": NEW}
        assert "went another way there (1), left as they are here: Friday" in plan.lines()
        apply_merge(a, plan)
    finally:
        plan.discard()
    assert a.load(shared).state == here and len(a.sessions()) == 3


def test_a_plan_made_before_the_games_here_changed_is_refused(devices, tmp_path):
    a, b, shared, _ = devices
    plan = plan_merge(a, backup_of(b, tmp_path))
    try:
        a.submit(shared, {"kind": "gain", "player": "p2", "cash": 1})
        before = digest(a.path)
        with pytest.raises(StoreError, match="changed since the plan was made"):
            apply_merge(a, plan)
    finally:
        plan.discard()
    assert digest(a.path) == before and len(a.sessions()) == 2


@pytest.mark.parametrize("kind", ["foreign trigger", "log gap", "edited result", "missing column"])
def test_a_hostile_file_is_refused_and_nothing_here_changes(devices, tmp_path, kind):
    a, b, _shared, _ = devices
    bad = tmp_path / "bad.db"
    words = hostile(kind, b, bad)
    before = digest(a.path)
    with pytest.raises(StoreError, match=words) as refused:
        plan_merge(a, bad)
    assert str(refused.value).endswith("; nothing was merged")
    assert digest(a.path) == before
    assert not [p for p in a.path.parent.iterdir() if p.name.startswith(".companion-staged")]


def test_the_cli_prints_the_plan_and_merges_only_when_told(devices, tmp_path, capsys):
    a, b, _shared, _ = devices
    source = backup_of(b, tmp_path)
    db = str(a.path)
    a.close()
    before = digest(a.path)
    assert main(["merge", str(source), "--db", db]) == 0
    out = capsys.readouterr().out
    assert "new here, to be added (1): only on B" in out and "new players for the roster: Dora" in out
    assert out.rstrip().endswith("Nothing was changed: run it again with --yes to merge.")
    assert digest(a.path) == before
    assert main(["merge", str(source), "--db", db, "--yes"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().splitlines()[-1] == "Merged: 1 game added, 1 game played further, 1 player added to the roster."
    assert main(["merge", str(source), "--db", db, "--yes"]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1] == (
        "Nothing to merge: every game and player of that file is here already.")
    with Store.open(db) as merged:
        assert len(merged.sessions()) == 3
    (tmp_path / "notes.txt").write_text("not a database")
    assert main(["merge", str(tmp_path / "notes.txt"), "--db", db]) == 2
    err = capsys.readouterr().err
    assert err == f"error: {tmp_path / 'notes.txt'} is not a companion database (not an SQLite file); nothing was merged\n"


def test_players_of_the_other_device_match_by_uuid_before_name(devices, tmp_path):
    a, b, _shared, _ = devices
    # B's Dora came from A once (same uuid), and was renamed there since
    dora = a.add_player("Dorothea", "green")
    b.conn.execute("UPDATE players SET uuid = ? WHERE name = 'Dora'", (dora.uuid,))
    b.conn.commit()
    plan = plan_merge(a, backup_of(b, tmp_path))
    try:
        assert [(p.name, p.here_name) for p in plan.players] == [("ann", "Ann"), ("Dora", "Dorothea")]
        assert "players already here: ann = Ann, Dora = Dorothea" in plan.lines()
        apply_merge(a, plan)
    finally:
        plan.discard()
    assert sorted(p.name for p in a.players()) == ["Ann", "Dorothea"]
    conn = sqlite3.connect(a.path)
    assert conn.execute("SELECT count(*) FROM seats WHERE player_id = ?", (dora.id,)).fetchone() == (1,)


def test_a_full_disk_during_the_merge_leaves_the_games_here_as_they_were(devices, tmp_path):
    a, b, shared, _ = devices
    long = b.create_session("tiny", setup_entry("Dora", "ann", rounds=9), title="a long one on B").info.id
    for cash in range(200):  # more than the room left inside the pages A's file already has
        b.submit(long, {"kind": "gain", "player": "p1", "cash": cash})
    plan = plan_merge(a, backup_of(b, tmp_path))
    here = a.load(shared).state
    try:
        pages = a.conn.execute("PRAGMA page_count").fetchone()[0]
        a.conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLITE_FULL as soon as the file would grow
        # the store's own words for a full device (WriteFailed): nothing stored, the games as they were
        with pytest.raises(WriteFailed, match="Nothing was stored: the device is full"):
            apply_merge(a, plan)
    finally:
        plan.discard()
    assert len(a.sessions()) == 2 and a.load(shared).state == here and len(a.players()) == 1


def test_a_backup_whose_name_holds_uri_characters_is_merged(devices, tmp_path):
    a, b, _shared, _ = devices
    plan = plan_merge(a, backup_of(b, tmp_path, "b?mode=rw#1 %20.db"))
    try:
        assert len(plan.games) == 2
    finally:
        plan.discard()
