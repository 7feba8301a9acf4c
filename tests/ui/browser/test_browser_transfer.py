"""Export and import in headless Chromium: a game's file downloaded from one table, imported at another.

The first server's phone downloads a finished game's JSON through the server's signed
link; a second server (another data folder: another group's phone) imports that file
through the file picker (the browser uploads it to the server), backs up its
database through the same kind of link, and restores that backup (after its question).
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from companion.store import Store
from scenarios import montana_game
from served import Server, enable_semantics, open_app
from test_browser_game import by_id, label_contains

pytestmark = pytest.mark.browser


def test_a_game_file_goes_from_one_table_to_another(browser, server, store, tmp_path):
    sid = montana_game(store)
    assert store.submit(sid, {"kind": "final_scores", "scores": {"ada": 20, "ben": 25, "cleo": 22}}).stored
    page = open_app(browser, f"{server.url}history/{sid}")
    try:
        with page.expect_download() as got:
            by_id(page, "export-jsonl").click()
        download = got.value
        assert download.suggested_filename == f"session-{sid}-montana-{store.info(sid).created[:10]}.jsonl"
        exported = open(download.path(), encoding="utf-8").read()
        assert json.loads(exported.split("\n")[0])["session"]["uuid"] == store.info(sid).uuid
        assert exported == store.export_log(sid)
        file = tmp_path / download.suggested_filename
        download.save_as(file)
    finally:
        page.close()

    (tmp_path / "other-table").mkdir()
    other = Server(tmp_path / "other-table")
    page = open_app(browser, f"{other.url}history")
    try:
        with page.expect_file_chooser() as chooser:
            by_id(page, "import-game").click()
        chooser.value.set_files(str(file))
        label_contains(by_id(page, "notice"), f"Imported {store.info(sid).title} from {file.name}.", timeout=15)
        expect(by_id(page, "ranking")).to_be_visible()
        with Store.open(other.db) as imported:
            (info,) = imported.sessions()
            assert info.uuid == store.info(sid).uuid and info.status == "finished"
            assert [(r.name, r.score) for r in imported.results(info.id)] == [("Ben", 25), ("Cleo", 22), ("Ada", 20)]
        page.goto(f"{other.url}history")
        enable_semantics(page)
        with page.expect_download() as got:
            by_id(page, "backup").click()
        backup = tmp_path / got.value.suggested_filename
        got.value.save_as(backup)
        assert backup.name.startswith("companion-backup-")
        with Store.open(backup) as copy:
            assert [s.uuid for s in copy.sessions()] == [store.info(sid).uuid]
        assert not list((other.data / "incoming").iterdir())  # the upload was read and removed
        # a game started after the backup; restoring the backup asks first, then brings back the backup's games
        with Store.open(other.db) as later:
            montana_game(later)
        with page.expect_file_chooser() as chooser:
            by_id(page, "restore").click()
        chooser.value.set_files(str(backup))
        expect(by_id(page, "restore-question")).to_contain_text(
            f"{backup.name} holds 1 game (0 running). Restoring it replaces the 2 games stored here (1 running)")
        page.get_by_role("button", name="Restore", exact=True).click()
        label_contains(by_id(page, "notice"), f"Restored 1 game from {backup.name}.", timeout=15)
        with Store.open(other.db) as restored:
            assert [s.uuid for s in restored.sessions()] == [store.info(sid).uuid]
        assert len(list(other.data.glob("companion.before-restore-*.db"))) == 1
    finally:
        page.close()
        other.stop()
