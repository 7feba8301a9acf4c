"""Bounded JSON reading (companion/core/jsontext.py): exact depth, bounded reads, plain refusals."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import InputError
from companion.core.jsontext import depth, parse_json, read_json_file
from companion.core.models import MAX_JSON_DEPTH, MAX_NUMBER_DIGITS

texts = st.text(alphabet=st.sampled_from(list('ab[]{}"\\:, \u00e9')), max_size=8)
values = st.recursive(st.none() | st.booleans() | st.integers(-10**20, 10**20) | texts,
                      lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
                      max_leaves=40)


def nesting(value) -> int:
    if isinstance(value, list):
        return 1 + max((nesting(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((nesting(v) for v in value.values()), default=0)
    return 0


@settings(max_examples=300, deadline=None)
@given(values)
def test_depth_is_exact_whatever_the_strings_hold(value):
    raw = json.dumps(value, ensure_ascii=False).encode()
    assert depth(raw) == nesting(value)
    if nesting(value) <= MAX_JSON_DEPTH:
        assert parse_json(raw, "the file") == value


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=MAX_JSON_DEPTH + 1, max_value=5000), st.sampled_from(["[]", "{}"]))
def test_anything_deeper_than_the_limit_is_refused_before_parsing(n, pair):
    raw = "[" * n + "]" * n if pair == "[]" else '{"a":' * n + "1" + "}" * n
    with pytest.raises(InputError, match=f"nested {n:,} levels deep"):
        parse_json(raw, "the file")


def test_numbers_are_bounded_in_digits_and_finite():
    assert parse_json("9" * MAX_NUMBER_DIGITS, "x") == int("9" * MAX_NUMBER_DIGITS)
    for raw, words in (("9" * (MAX_NUMBER_DIGITS + 1), "digits"), ("-" + "1" * 5000, "5,000 digits"),
                       ("1e999", "too large"), ("NaN", "NaN"), ("[-Infinity]", "-Infinity")):
        with pytest.raises(InputError, match=words):
            parse_json(raw, "x")


def test_a_read_never_takes_more_than_the_limit(tmp_path):
    if os.path.exists("/dev/zero"):
        with pytest.raises(InputError, match="too large"):
            read_json_file("/dev/zero", "/dev/zero", 1024)
    with pytest.raises(InputError, match="is a folder"):
        read_json_file(tmp_path, "the folder")
    with pytest.raises(InputError, match="no such file"):
        read_json_file(tmp_path / "missing.json")
