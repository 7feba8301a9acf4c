"""The History list's label of a correction reads like its ledger line (issue 22): the factory named by its good,
worded from the table the correction was made on, whether the game was just played or opened again."""

from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.store import Store

SEATS = [{"id": "ann", "name": "Ann", "color": "blue"}, {"id": "bob", "name": "Bob", "color": "red"}]


def _game(store: Store) -> int:
    ids = [store.add_player(s["name"], s["color"]).id for s in SEATS]
    return store.create_session("arkwright", {"kind": "new_game", "seats": SEATS, "start_player": 0}, ids).info.id


def test_a_corrected_price_is_labelled_with_the_factory_s_good(db_path):
    store = Store.open(db_path)
    try:
        sid = _game(store)
        good = store.load(sid).state.players[0].factories[0].good
        assert store.submit(sid, {"kind": "edit", "path": "players.0.factories.0.price", "value": 6}).stored
        assert store.submit(sid, {"kind": "edit", "changes": [{"path": "players.1.cash", "value": 30},
                                                              {"path": "players.1.loans", "value": 1}]}).stored
        fresh = [e.label for e in store.load(sid).entries]
    finally:
        store.close()
    wanted = [f"The price of Ann's {good} factory corrected to £6", "Bob's cash corrected to £30; Bob's loans corrected to 1 loan"]
    assert fresh[-2:] == wanted
    again = Store.open(db_path)  # opened again: the older entries' ledgers are replayed when their labels are read
    try:
        view = again.load(sid)
        assert [e.label for e in view.entries][-2:] == wanted
        assert all("factory 1" not in e.label for e in view.entries)
    finally:
        again.close()


def test_a_refused_correction_is_never_stored_and_the_labels_stay(db_path):
    store = Store.open(db_path)
    try:
        sid = _game(store)
        before = [e.label for e in store.load(sid).entries]
        with pytest.raises(CompanionError, match="outside £5-£25"):
            store.submit(sid, {"kind": "edit", "path": "players.0.factories.0.price", "value": -3})
        assert [e.label for e in store.load(sid).entries] == before
    finally:
        store.close()
