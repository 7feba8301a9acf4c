"""The store as parts over one connection (issue 11, item 8; issue 23: the statistics, backups and
rebuilds are the Store's own work, and so are the roster's and the transfers' methods)."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.store import Store, tables
from companion.store import backup
from companion.store.connection import Connection
from companion.store.roster import Roster
from companion.store.transfer import Transfer
from companion.ui.guest import GuestStore

from tests.store.conftest import setup_entry

def test_the_roster_and_transfers_are_the_stores_own_methods_over_its_one_connection(store):
    """No method hands a call on: the roster's and the transfers' methods are the Store's."""
    assert isinstance(store.connection, Connection) and not hasattr(store, "c")
    for name in ("players", "add_player", "rename_player", "set_color", "find_player"):
        assert getattr(Store, name) is getattr(Roster, name)
    for name in ("export_json", "export_log", "export_csv", "export_bgstats", "bgstats_link", "import_json"):
        assert getattr(Store, name) is getattr(Transfer, name)
    assert store.conn is store.connection.conn and store.db is store.connection.db


def test_a_player_added_through_the_roster_is_seen_by_the_store_and_its_statistics(store):
    anna = store.add_player("Anna", "red")
    assert store.players() == [anna] and store.find_player("anna ") == anna
    view = store.create_session("tiny", setup_entry("Anna", "Ben"))
    assert [s.player_id for s in view.info.seats] == [anna.id, None]
    assert [s.name for s in store.player_stats(anna.id)] == ["Anna"]


def test_rows_added_through_sqlite_utils_stay_inside_the_callers_transaction(store):
    """sqlite-utils nests its inserts in a savepoint: a failed write leaves none of its rows."""
    with pytest.raises(RuntimeError):
        with store.connection.write():
            pid = tables.insert_player(store.db, uuid="0" * 8 + "-0000-4000-8000-" + "0" * 12, name="Cleo", color="",
                                       created=store.now())
            sid = tables.insert_session(store.db, uuid="1" * 8 + "-1111-4111-8111-" + "1" * 12, pack_id="tiny",
                                        title="half", variant="", options={}, created=store.now(),
                                        seats=[("p0", "Cleo", "", pid)])
            assert store.conn.in_transaction and store.conn.execute("SELECT count(*) FROM seats").fetchone() == (1,)
            assert tables.find_by_uuid(store.db, "sessions", "1" * 8 + "-1111-4111-8111-" + "1" * 12) == sid
            raise RuntimeError("the rest of the write failed")
    counts = [store.conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("players", "sessions", "seats")]
    assert counts == [0, 0, 0]


def test_the_same_game_imported_again_extends_it_once(store, tmp_path):
    sid = store.create_session("tiny", setup_entry("Anna", "Ben")).info.id
    exported = store.export_json(sid)
    other = Store.open(tmp_path / "other.db")
    try:
        first = other.import_json(exported)
        assert first.created and other.extend_session(first.session_id, tables.read_log(store.db, sid)) \
            .appended == 0
        assert tables.read_log(other.db, first.session_id) == tables.read_log(store.db, sid)
    finally:
        other.close()


def test_restore_is_the_backup_modules_and_the_store_keeps_its_name(store, tmp_path):
    assert Store.restore.__module__ == backup.__name__ == "companion.store.backup"
    sid = store.create_session("tiny", setup_entry("Anna", "Ben")).info.id
    copy = store.backup(tmp_path / "copy.db")
    target = tmp_path / "restored.db"
    assert Store.restore(copy, target).sessions == 1
    with Store.open(target) as restored:
        assert restored.export_json(sid)["log"] == store.export_json(sid)["log"]


@pytest.mark.parametrize("name", ("connection", "c", "extend_session", "extend_played", "link_seats"))
def test_a_guest_cannot_reach_the_connection_or_an_inner_step_around_the_stores_checks(store, name):
    with pytest.raises(InputError, match="^Only the host screen can change the stored games this way.$"):
        getattr(GuestStore(store), name)
