"""The cached views of a game's log, each built when read: every copy behaves as a list of its own."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.store.entries import LogEntries

ops = st.lists(st.one_of(
    st.tuples(st.just("append"), st.integers(0, 1000)),
    st.tuples(st.just("set"), st.integers(0, 10_000), st.integers(0, 1000)),
    st.tuples(st.just("read"), st.integers(0, 10_000)),
    st.tuples(st.just("copy"), st.booleans()),
), max_size=60)


@settings(max_examples=200, deadline=None)
@given(start=st.integers(0, 12), steps=ops)
def test_copies_behave_as_lists_of_their_own(start, steps):
    check_against_lists(start, steps)


def check_against_lists(start, steps):
    built = []

    def build(_entries, index):
        built.append(index)
        return ("built", index)

    current = LogEntries(build, [None] * start)
    model = [None] * start  # None: not built yet in this copy
    others: list[tuple[LogEntries, list]] = []  # copies handed out, with what they must still hold
    for op in steps:
        if op[0] == "append":
            current.append(op[1])
            model.append(op[1])
        elif op[0] == "set" and model:
            i = op[1] % len(model)
            current[i] = op[2]
            model[i] = op[2]
        elif op[0] == "read" and model:
            i = op[1] % len(model)
            if model[i] is None:
                model[i] = ("built", i)
            assert current[i] == model[i]
        elif op[0] == "copy":
            fresh = current.copy()
            if op[1]:  # the writer goes on with the copy, the old one stays with a view
                others.append((current, list(model)))
                current = fresh
            else:
                others.append((fresh, list(model)))
        assert len(current) == len(model)
    expected = [("built", i) if v is None else v for i, v in enumerate(model)]
    assert list(current) == expected
    assert list(reversed(current)) == expected[::-1]
    assert current[-1:] == expected[-1:]
    for held, kept in others:
        assert list(held) == [("built", i) if v is None else v for i, v in enumerate(kept)]


def test_an_empty_list_has_no_view_to_build():
    entries = LogEntries(lambda _entries, index: pytest.fail(f"view {index} built"), [])
    assert len(entries) == 0 and list(entries) == []
    entries.append("a")
    assert entries[0] == "a" and entries[-1] == "a"

