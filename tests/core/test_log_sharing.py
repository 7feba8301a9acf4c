"""A game log two commands share: concurrent applies, line separators in text, writes the reader could not read.

Each case is one the hostile-user report of issue 24 found: two `apply` runs at
once kept one entry; a note holding U+2028, U+2029 or U+0085 made every later
command call the log invalid; sixteen large notes grew a log past what the app
reads. The app must never write what it cannot read back.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys

import pytest

from companion.cli import main
from companion.commands import logfile
from companion import files as filelock
from companion.commands.logfile import GameLog
from companion.core import limits
from companion.core.limits import MAX_GAME_FILE_BYTES, MAX_JSON_DEPTH
from companion.core.replay import Step

ROUNDS = 50


def new_log(path, capsys) -> None:
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--log", str(path)]) == 0
    capsys.readouterr()


def _apply(path: str, text: str, barrier) -> None:
    barrier.wait()
    sys.stdout = open(os.devnull, "w")
    os._exit(main(["apply", path, json.dumps({"kind": "note", "text": text})]))


@pytest.mark.skipif(sys.platform == "win32", reason="two forked processes (the lock itself is the same on Windows)")
def test_two_applies_at_once_both_land_in_every_round(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    new_log(path, capsys)
    fork = multiprocessing.get_context("fork")
    expected = []
    for r in range(ROUNDS):
        barrier = fork.Barrier(2)
        texts = [f"round {r} table {k}" for k in (1, 2)]
        runs = [fork.Process(target=_apply, args=(str(path), t, barrier)) for t in texts]
        for p in runs:
            p.start()
        for p in runs:
            p.join()
        assert [p.exitcode for p in runs] == [0, 0], f"round {r}"
        steps = GameLog.read(str(path)).steps
        assert sorted(s.entry["text"] for s in steps[-2:]) == sorted(texts), f"round {r}"
        expected += texts
    steps = GameLog.read(str(path)).steps
    assert [s.seq for s in steps] == list(range(1, 2 * ROUNDS + 2))
    assert sorted(s.entry["text"] for s in steps[1:]) == sorted(expected)  # nothing lost, nothing twice


def test_an_apply_refused_in_words_while_another_command_holds_the_log(tmp_path, capsys, monkeypatch):
    path = tmp_path / "game.jsonl"
    new_log(path, capsys)
    before = path.read_bytes()
    monkeypatch.setattr(filelock, "WAIT_SECONDS", 0.0)
    with filelock.exclusive(path):
        assert main(["apply", str(path), '{"kind": "note", "text": "late"}']) == 2
    err = capsys.readouterr().err
    assert "another command is still changing" in err and "nothing was changed" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before
    assert main(["apply", str(path), '{"kind": "note", "text": "late"}']) == 0  # and once it is let go, it lands


@pytest.mark.parametrize("char", ["\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\r"])
def test_every_line_separator_in_a_note_round_trips(char, tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    new_log(path, capsys)
    text = f"before{char}after"
    assert main(["apply", str(path), json.dumps({"kind": "note", "text": text})]) == 0
    raw = path.read_text(encoding="utf-8")
    assert len(raw.splitlines()) == 3 and char not in raw  # written escaped: no splitter can break the line
    assert GameLog.read(str(path)).steps[-1].entry["text"] == text
    assert main(["apply", str(path), '{"kind": "note", "text": "next"}']) == 0
    assert main(["state", str(path)]) == 0, capsys.readouterr().err


def test_an_older_log_with_a_raw_separator_inside_a_note_is_read(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    new_log(path, capsys)
    with path.open("a", encoding="utf-8") as fh:  # as the app wrote it before: the character itself
        fh.write('{"seq": 2, "format": 3, "entry": {"kind": "note", "text": "a\u2028b\u2029c\x85d"}}\n')
    assert GameLog.read(str(path)).steps[-1].entry["text"] == "a\u2028b\u2029c\x85d"


def test_a_log_that_would_grow_past_the_limit_is_refused_before_it_is_written(tmp_path, capsys, monkeypatch):
    path = tmp_path / "game.jsonl"
    new_log(path, capsys)
    note = {"kind": "note", "text": "x" * 1000}
    monkeypatch.setattr(limits, "MAX_GAME_FILE_BYTES", path.stat().st_size + 1500)
    assert main(["apply", str(path), json.dumps(note)]) == 0  # still within the limit
    before = path.read_bytes()
    assert main(["apply", str(path), json.dumps(note)]) == 2
    err = capsys.readouterr().err
    assert "the entry is not added" in err and "larger than any game log" in err and "Traceback" not in err
    assert path.read_bytes() == before
    assert main(["state", str(path)]) == 0  # and what is there still reads
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_real_limit_refuses_large_notes_before_writing(tmp_path):
    """The report's case at the shipped limit: notes of almost 4 MiB (each within what `apply` reads) past 64 MiB."""
    assert logfile.limits.MAX_GAME_FILE_BYTES == MAX_GAME_FILE_BYTES == 64 * 2**20
    path = tmp_path / "game.jsonl"
    big = "x" * (4 * 2**20 - 100)
    steps = [Step(1, "new_game", {"kind": "new_game", "players": []}, 3)]
    steps += [Step(k, "note", {"kind": "note", "text": big}, 3) for k in range(2, 19)]
    log = GameLog(str(path), "kanban", steps)
    with pytest.raises(logfile.InputError, match="larger than any game log .64 MiB at most."):
        log.write()
    assert not path.exists() and list(tmp_path.iterdir()) == []


def test_an_entry_nested_deeper_than_a_line_may_be_is_refused_before_it_is_written(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    new_log(path, capsys)
    before = path.read_bytes()
    log = GameLog.read(str(path))
    deep: object = 1
    for _ in range(MAX_JSON_DEPTH - 1):
        deep = [deep]
    log.add({"kind": "note", "text": "deep", "extra": deep})  # within what an entry given to `apply` may be
    with pytest.raises(logfile.InputError, match="could not read it back"):
        log.write()
    assert path.read_bytes() == before
