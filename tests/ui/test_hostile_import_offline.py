"""The app's import (History, Import a game file) over the corpus of hostile files: a plain notice, nothing stored.

Files come in from the picker (the app) or as an upload (the browser, for the 100 MB
file); every one must end in one plain error notice naming the file, the page staying
on the History, and the database exactly as it was.
"""

from __future__ import annotations

import copy
import json
import re

from companion.store import Store
from companion.ui.context import Hosting
from flet_harness import run
from test_transfer_offline import exported_elsewhere, pick, upload_target

from tests.store.hostile import BIDI, ESCAPES, HUGE, raw_corpus

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def session_corpus(data: dict) -> dict[str, bytes]:
    def changed(where: str, key: str, value) -> bytes:
        d = copy.deepcopy(data)
        (d["session"] if where == "session" else d["seats"][0])[key] = value
        return json.dumps(d).encode()

    return {
        "a seat name with escapes": changed("seat", "name", ESCAPES),
        "a seat name with a bidi override": changed("seat", "name", BIDI),
        "a 10,000-character seat name": changed("seat", "name", "x" * 10_000),
        "a start that is not a date": changed("session", "created", "not a date!!"),
        "a finish before the start": changed("session", "finished", "1999-01-01T00:00:00+00:00"),
        "options the game does not give": changed("session", "options", {"cheat": True}),
        "a huge number for a seat": changed("seat", "seat", HUGE),
        "a number as a string": changed("seat", "seat", "0"),
    }


def test_every_hostile_game_file_gives_a_plain_notice_and_changes_nothing(store, start_app, tmp_path):
    data = exported_elsewhere(tmp_path)
    store.import_json(data)  # the phone already holds a game
    data["session"]["uuid"] = "3" * 32
    cases = {**raw_corpus(), **session_corpus(data)}
    before = list(store.conn.iterdump())
    seen: dict[str, str] = {}

    async def go():
        h = await start_app("/history")
        for i, (name, raw) in enumerate(cases.items()):
            shown = f"case-{i}.json"
            await pick(h, "import-game", shown, raw)
            seen[name] = h.text_in(h.by_id("notice"))[0]
            assert h.page.route == "/history", name

    run(go())
    for name, notice in seen.items():
        i = list(cases).index(name)
        assert notice.startswith(f"case-{i}.json"), (name, notice)
        assert "\n" not in notice and not CONTROL.search(notice), (name, notice)
        assert "Traceback" not in notice and "Input should" not in notice and "type=" not in notice, (name, notice)
    assert list(store.conn.iterdump()) == before
    assert not list((tmp_path / "incoming").iterdir())
    print(f"\nhostile files tried in the app's import: {len(cases)}")


def test_a_100_mb_upload_is_refused_with_a_plain_notice(store, start_app, tmp_path):
    hosting = Hosting(code="K7QF", served=True, download_key="k" * 32, upload_dir=str(tmp_path / "uploads"))
    before = list(store.conn.iterdump())

    async def go():
        h = await start_app("/history", hosting=hosting, web=True)
        picker, target = await upload_target(h, tmp_path / "uploads", "huge.json")
        with target.open("wb") as fh:  # sparse: 100 MB that cost no disk
            fh.write(b'{"format": "tabletop-companion/session", "pad": "')
            fh.truncate(100 * 1024 * 1024)
        await h.fire(picker, "upload", {"file_name": "huge.json", "progress": 1.0})
        await h.settle(30)
        notice = h.text_in(h.by_id("notice"))[0]
        assert notice.startswith("huge.json is too large (more than 67,108,864 bytes)"), notice
        assert not target.exists()

    run(go())
    assert list(store.conn.iterdump()) == before
    with Store.open(store.path) as again:
        assert len(again.sessions()) == 0


def test_hostile_text_typed_in_a_correction_gives_a_plain_reason_or_stays_text():
    """The correction dialog reads what was typed as the current value's type; nothing typed raises anything else."""
    from companion.ui.editor import parse_value

    typed = ["[" * 100_000 + "]" * 100_000, "[" * 100_000, "9" * 5000, "-" + "1" * 5000, "NaN", "1e999", ESCAPES, BIDI]
    for current in (0, [1], {"a": 1}, None, "Ann", True):
        for text in typed:
            try:
                value = parse_value(text, current)
            except ValueError as exc:
                assert "\n" not in str(exc) and "Traceback" not in str(exc)
                continue
            assert value == text or isinstance(value, (int, float, list, dict))
