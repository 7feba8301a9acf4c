"""The parsed copies of the TOML data files (companion/core/datacache.py): always what the TOML says."""

from __future__ import annotations

import json
import math
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import datacache
from companion.core.boarddata import load_toml
from companion.core.datacache import cache_path, read_parsed
from companion.core.errors import InputError

GAMES = Path(__file__).resolve().parents[2] / "companion" / "games"
DATA_FILES = sorted(GAMES.glob("*/data/*.toml"))


@pytest.fixture
def copies(tmp_path, monkeypatch) -> Path:
    """Copies written (as where bytecode is written) under a folder of the test's own."""
    prefix = tmp_path / "prefix"
    monkeypatch.setattr(sys, "pycache_prefix", str(prefix))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return prefix


def counted(parse=lambda path: tomllib.loads(path.read_text(encoding="utf-8"))):
    """A parser that counts its calls (a read answered from the copy parses nothing)."""
    def run(path: Path) -> dict:
        run.calls += 1
        return parse(path)
    run.calls = 0
    return run


def same(a, b) -> bool:
    """Equal values of the same types all the way down (1 is not 1.0; NaN is NaN)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    if isinstance(a, float):
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    return a == b


def test_the_packs_have_data_files():
    assert {p.parent.parent.name for p in DATA_FILES} == {"arkwright", "kanban", "montana", "union_stockyards"}


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_data_file_reads_the_same_from_its_copy_as_from_the_toml(path, copies):
    parsed = tomllib.loads(path.read_text(encoding="utf-8"))
    first = load_toml(path)  # parses and keeps the copy
    assert cache_path(path) == copies.joinpath(*path.parent.parts[1:], f"{path.name}.{sys.implementation.cache_tag}.json")
    assert cache_path(path).is_file()
    parse = counted()
    again = read_parsed(path, parse)
    assert parse.calls == 0  # read from the copy
    assert same(first, parsed) and same(again, parsed)


def test_a_changed_file_is_read_again_and_its_copy_replaced(tmp_path, copies):
    path = tmp_path / "numbers.toml"
    path.write_text('[numbers]\nwage = 3\nsource = { wage = "Water Frame 5.III.3" }\n', encoding="utf-8")
    parse = counted()
    assert read_parsed(path, parse)["numbers"]["wage"] == 3
    assert read_parsed(path, parse)["numbers"]["wage"] == 3 and parse.calls == 1
    path.write_text('[numbers]\nwage = 4\nsource = { wage = "Water Frame 5.III.3" }\n', encoding="utf-8")
    assert read_parsed(path, parse)["numbers"]["wage"] == 4 and parse.calls == 2
    assert read_parsed(path, parse)["numbers"]["wage"] == 4 and parse.calls == 2
    assert json.loads(cache_path(path).read_text(encoding="utf-8"))["data"]["numbers"]["wage"] == 4


@pytest.mark.parametrize("damage", [b"", b"{not json", b'{"key": 1, "data": {}}', b"[1, 2]", b"\xff\xfe", b"[" * 100_000])
def test_a_corrupt_copy_is_ignored_and_written_again(tmp_path, copies, damage):
    path = tmp_path / "numbers.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    load_toml(path)
    cache_path(path).write_bytes(damage)
    parse = counted()
    assert read_parsed(path, parse) == {"a": 1} and parse.calls == 1
    assert read_parsed(path, parse) == {"a": 1} and parse.calls == 1  # the copy was written again


def test_a_copy_of_another_python_or_format_is_not_taken(tmp_path, copies, monkeypatch):
    path = tmp_path / "numbers.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    load_toml(path)
    kept = json.loads(cache_path(path).read_text(encoding="utf-8"))
    kept["data"] = {"a": 2}
    for field, other in (("python", "3.99.0"), ("format", datacache.FORMAT + 1)):
        kept["key"] = {**kept["key"], field: other}
        cache_path(path).write_text(json.dumps(kept), encoding="utf-8")
        assert read_parsed(path, counted()) == {"a": 1}


def test_where_no_copy_can_be_written_the_file_is_parsed_each_time(tmp_path, copies):
    path = tmp_path / "numbers.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    blocked = cache_path(path).parent  # a file where its folder would be
    blocked.parent.mkdir(parents=True)
    blocked.write_text("not a folder", encoding="utf-8")
    parse = counted()
    assert read_parsed(path, parse) == {"a": 1} and read_parsed(path, parse) == {"a": 1}
    assert parse.calls == 2 and list(blocked.parent.iterdir()) == [blocked]


def test_without_bytecode_writing_no_copy_is_written(tmp_path, copies, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = tmp_path / "numbers.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    assert load_toml(path) == {"a": 1}
    assert not cache_path(path).exists()


def test_without_a_prefix_the_copy_sits_in_the_folders_pycache(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "pycache_prefix", None)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "numbers.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    assert load_toml(path) == {"a": 1}
    assert cache_path(path).parent == tmp_path / "__pycache__" and cache_path(path).is_file()


def test_dates_are_never_copied_and_read_as_the_toml_says(tmp_path, copies):
    path = tmp_path / "dated.toml"
    path.write_text("printed = 1986-06-01\n", encoding="utf-8")
    parse = counted()
    first, again = read_parsed(path, parse), read_parsed(path, parse)
    assert first == again == tomllib.loads(path.read_text(encoding="utf-8")) and parse.calls == 2
    assert not cache_path(path).exists()


def test_a_file_that_is_not_toml_is_refused_in_words_and_never_copied(tmp_path, copies):
    path = tmp_path / "broken.toml"
    path.write_text("a = \n", encoding="utf-8")
    with pytest.raises(InputError, match="broken.toml is not valid TOML"):
        load_toml(path)
    assert not cache_path(path).exists()


#: what tomllib gives: tables of text keys holding text, whole numbers, numbers, yes/no, lists and tables
VALUES = st.recursive(
    st.one_of(st.text(), st.integers(), st.floats(allow_nan=True), st.booleans()),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(), inner, max_size=4)),
    max_leaves=20,
)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(), VALUES, max_size=5))
def test_the_copy_gives_back_exactly_what_the_parser_gave(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("prop")
    path = folder / "any.toml"
    path.write_text("", encoding="utf-8")
    keep_prefix, keep_flag = sys.pycache_prefix, sys.dont_write_bytecode
    sys.pycache_prefix, sys.dont_write_bytecode = str(folder / "prefix"), False
    try:
        read_parsed(path, lambda _path: data)
        parse = counted(lambda _path: {})
        assert same(read_parsed(path, parse), data) and parse.calls == 0
    finally:
        sys.pycache_prefix, sys.dont_write_bytecode = keep_prefix, keep_flag


def test_a_value_utf8_cannot_hold_leaves_no_copy_and_no_temporary_file(tmp_path, copies):
    path = tmp_path / "odd.toml"
    path.write_text("a = 1\n", encoding="utf-8")
    parse = counted(lambda _path: {"a": "\ud800"})  # no TOML file gives this; a parser of another format might
    assert read_parsed(path, parse) == {"a": "\ud800"} and read_parsed(path, parse) == {"a": "\ud800"}
    assert parse.calls == 2 and list(cache_path(path).parent.iterdir()) == []
