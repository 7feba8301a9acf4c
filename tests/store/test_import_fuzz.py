"""Hostile import files: any mutation of a valid file is imported or refused with a message, never half-written."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.errors import CompanionError
from companion.store import Store

from tests.store.conftest import register_tiny
from tests.store.test_transfer import played

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats(allow_nan=True)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def paths(node, prefix=()):
    """Every (container, key) of a JSON document."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix + (i,)
            yield from paths(v, prefix + (i,))


def _setup():
    register_tiny()
    tmp = Path(tempfile.mkdtemp())
    with Store.open(tmp / "source.db") as source:
        data = source.export_json(played(source))
    target = Store.open(tmp / "target.db")
    target.import_json(copy.deepcopy(data))  # the target knows the game already
    return data, target


DATA, TARGET = None, None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_mutated_files_are_imported_or_refused_cleanly(data):
    global DATA, TARGET
    if DATA is None:
        DATA, TARGET = _setup()
    doc = copy.deepcopy(DATA)
    if data.draw(st.booleans()):
        doc["session"]["uuid"] = data.draw(st.sampled_from(["1" * 32, "2" * 32, DATA["session"]["uuid"]]))
    for _ in range(data.draw(st.integers(min_value=1, max_value=3))):
        where = data.draw(st.sampled_from(sorted(paths(doc), key=repr)))
        parent = doc
        for k in where[:-1]:
            parent = parent[k]
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "replace":
            parent[where[-1]] = data.draw(json_values)
        elif action == "delete":
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[data.draw(st.text(min_size=1, max_size=6))] = data.draw(json_values)
    before = list(TARGET.conn.iterdump())
    try:
        TARGET.import_json(doc)
    except CompanionError as exc:
        assert str(exc)
        assert list(TARGET.conn.iterdump()) == before
    else:
        # whatever was accepted is a game that loads and replays
        for info in TARGET.sessions():
            assert TARGET.load(info.id).state == TARGET.replay_state(info.id)
