"""A game of productions only kept as a game of its own: marked, undoable, exported and imported (issue 29)."""

from __future__ import annotations

import json

from companion.games.arkwright.production.advisor import advise
from companion.store import Store
from tests.games.arkwright.factories import factory, player
from tests.games.arkwright.flow.test_productions_only import numbers


def started(store: Store) -> int:
    ps = [player("marion", factories=[factory("clothes", 1, price=7, distribution=2, rows=((2, 0), (1, 1)))]),
          player("harold", cash=20, factories=[factory("clothes", 1, price=8, distribution=2, rows=((2, 0), (2, 0)))])]
    seats = [{"id": p.id, "name": p.name, "color": p.color} for p in ps]
    entry = {"kind": "new_game", "seats": seats, "productions_only": True,
             "table": {"good": "clothes", "demand": 7, "importer": 3, "players": [numbers(p) for p in ps]}}
    return store.create_session("arkwright", entry).info.id


def test_kept_marked_undone_exported(tmp_path):
    with Store.open(tmp_path / "a.db") as store:
        sid = started(store)
        assert "productions only" in store.info(sid).variant
        first = store.submit(sid, {"kind": "production", "wage": 2}).view.state
        assert [p.cash for p in first.players] == [14, 28]  # £0 + 21 - 7; £20 + 16 - 8 (Water Frame 5.III)
        second = store.submit(sid, {"kind": "next_production", "good": "clothes", "demand": 7,
                                    "changes": [{"path": "players.0.factories.0.price", "value": 8}]}).view.state
        assert second.phase == "production" and second.players[0].factory("clothes").price == 8
        assert store.undo(sid).state == first  # the correction undone, the first production's result kept
        store.redo(sid)
        data = json.loads(json.dumps(store.export_json(sid)))
        with Store.open(tmp_path / "b.db") as other:
            got = other.import_json(data)
            assert other.load(got.session_id).state == store.load(sid).state
            assert "productions only" in other.info(got.session_id).variant


def test_the_price_advisor_works_on_it(tmp_path):
    with Store.open(tmp_path / "a.db") as store:
        state = store.load(started(store)).state
    advice = advise(state, "marion", "clothes")
    assert advice.demand == 7 and advice.importer_appeal == 3
    assert advice.line(7).revenue == 21  # at £7 Marion sells 3 (Water Frame 5.III.1)
