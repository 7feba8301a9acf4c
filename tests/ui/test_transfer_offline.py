"""Import, export, backup and restore from the app (offline harness; the fake client answers the file dialogs).

In the app (desktop, phone) files are saved with the system's save dialog and picked
with its file picker; in the browser of `companion serve` they are links of the
server (signed) and uploads to its upload folder. Every file goes through the store:
a refused one changes nothing and shows the store's words.
"""

from __future__ import annotations

import asyncio
import json
import urllib.parse

import flet as ft
import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from companion.store import Store
from companion.ui import downloads
from companion.ui.context import Hosting
from flet_harness import run
from scenarios import montana_game


def finished_montana(store, scores=(20, 25, 22)) -> int:
    sid = montana_game(store)
    assert store.submit(sid, {"kind": "final_scores", "scores": dict(zip(("ada", "ben", "cleo"), scores))}).stored
    return sid


def saved(h, name: str = "save_file"):
    """The arguments of the last file dialog the app opened."""
    calls = [c for c in h.invoked if c.name == name]
    assert calls, f"no {name} call"
    return calls[-1].args


async def pick(h, identifier: str, name: str, data: bytes | None):
    """What the client sends when the player picked a file with the button `identifier`."""
    picker = h.by_id(identifier).action.file_picker
    files = [{"id": 1, "name": name, "size": len(data or b""), "bytes": data}]
    await h.fire(picker, "result", {"files": files})
    await h.settle(30)
    return picker


async def upload_target(h, upload_dir, shown: str):
    """Pick `shown` in the browser: (the picker, the file Flet's upload route writes the browser's PUT to)."""
    picker = await pick(h, "import-game", shown, None)
    (upload,) = saved(h, "upload")["files"]
    url = upload.upload_url if hasattr(upload, "upload_url") else upload["upload_url"]
    name = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)["f"][0]
    assert name.startswith("incoming/upload-")
    target = upload_dir / name
    target.parent.mkdir(parents=True)
    return picker, target


# --- export ---------------------------------------------------------------------------------------


def test_a_game_saves_its_game_log_and_csv_files(store, start_app):
    sid = finished_montana(store)

    async def go():
        h = await start_app(f"/history/{sid}")
        h.answers["save_file"] = "/home/ada/Downloads/game.jsonl"
        await h.click(h.by_id("export-jsonl"))
        args = saved(h)
        assert args["file_name"] == f"session-{sid}-montana-{store.info(sid).created[:10]}.jsonl"
        assert bytes(args["src_bytes"]).decode("utf-8") == store.export_log(sid)
        assert h.text_in(h.by_id("notice"))[0] == f"Saved {args['file_name']} to /home/ada/Downloads/game.jsonl."
        h.answers["save_file"] = None  # the player closed the dialog
        await h.click(h.by_id("export-results"))
        args = saved(h)
        (results,) = [t for n, t in store.export_csv(sid).items() if n.endswith("-results.csv")]
        assert args["file_name"].endswith("-results.csv") and bytes(args["src_bytes"]).decode() == results
        assert h.text_in(h.by_id("notice"))[0].endswith("was not saved.")
        await h.click(h.by_id("export-timeline"))
        assert bytes(saved(h)["src_bytes"]).decode().startswith("session,order,point,seat,player,cash,value,score")  # Montana charts no value of its own

    run(go())


def test_bg_stats_link_for_a_finished_game_only(store, start_app):
    done = finished_montana(store)
    running = montana_game(store)

    async def go():
        h = await start_app(f"/history/{done}")
        action = h.by_id("bgstats").action
        assert isinstance(action, ft.OpenUrl) and action.url == store.bgstats_link(done)
        data = json.loads(urllib.parse.unquote(action.url.split("data=", 1)[1]))
        assert [(p["name"], p["score"], p["winner"]) for p in data["players"]] == [
            ("Ada", 20, False), ("Ben", 25, True), ("Cleo", 22, False)]
        await h.navigate(f"/history/{running}")
        await h.settle(20)
        assert h.has_id("export-jsonl") and not h.has_id("bgstats")
        # a running game's log offers its export too
        await h.navigate(f"/game/{running}/log")
        await h.settle(20)
        await h.click(h.button("Export this game"))
        assert h.page.route == f"/history/{running}"

    run(go())


def test_in_the_browser_exports_are_signed_links_of_this_server(store, start_app):
    sid = finished_montana(store)
    hosting = Hosting(code="K7QF", served=True, download_key="k" * 32)

    async def go():
        h = await start_app(f"/history/{sid}", hosting=hosting, web=True)
        urls = h.by_id("export-jsonl").action.url, h.by_id("export-timeline").action.url
        await h.navigate("/history")
        await h.settle(20)
        return (*urls, h.by_id("backup").action.url)

    json_url, timeline_url, backup_url = run(go())
    assert json_url.startswith(f"/download/jsonl/{sid}/{store.info(sid).uuid}/")
    keys = ("what", "sid", "uuid", "holder", "expires", "signature")
    *parts, name = json_url.split("/")[2:]
    params = dict(zip(keys, parts))
    export, _ = downloads.fetch(store, hosting, params, "127.0.0.1", "20260501-120000")
    assert export.name == urllib.parse.unquote(name)
    assert export.data().decode("utf-8") == store.export_log(sid)
    # a link for another game, another kind or another server's key is refused
    assert downloads.fetch(store, hosting, {**params, "what": "results"}, "127.0.0.1", "x") == (None, downloads.NOT_HERE)
    other = Hosting(code="K7QF", served=True, download_key="another key", holders=hosting.holders)
    assert downloads.fetch(store, other, params, "127.0.0.1", "x") == (None, downloads.NOT_HERE)
    assert downloads.fetch(store, hosting, {**params, "uuid": "0" * 32}, "127.0.0.1", "x") == (None, downloads.NOT_HERE)
    assert timeline_url.split("/")[2] == "timeline" and backup_url.startswith("/download/backup/all/all/")


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_the_download_route_serves_a_signed_link_with_its_file_name(store, db_path):
    from starlette.testclient import TestClient

    from companion.ui.app import close_shared_stores, store_slot
    from companion.ui.server import asgi_app

    sid = finished_montana(store)
    hosting = Hosting(code="K7QF", served=True, trusted=("testclient",))  # starlette's test client is the host
    try:
        client = TestClient(asgi_app(hosting, db_path))
        export = downloads.game_export(store_slot(db_path).store, sid, "results")
        holder = hosting.holder("a session", "testclient")
        got = client.get(downloads.link(hosting.download_key, "results", export, sid, store.info(sid).uuid, holder=holder))
        assert got.status_code == 200 and got.headers["content-type"].startswith("text/csv")
        assert got.headers["content-disposition"].startswith(f'attachment; filename="{export.name}"')
        assert got.text == export.data().decode()
        bad = downloads.link("not the key", "results", export, sid, store.info(sid).uuid, holder=holder)
        assert client.get(bad).status_code == 404
        backup = client.get(downloads.link(hosting.download_key, "backup", downloads.backup_export(store, "now"),
                                           holder=holder))
        assert backup.status_code == 200 and backup.content.startswith(b"SQLite format 3")
        assert hosting.upload_dir == str(db_path.parent)
    finally:
        close_shared_stores()


# --- import ------------------------------------------------------------------------------------------


def exported_elsewhere(tmp_path) -> dict:
    """A finished game exported by another phone's companion."""
    with Store.open(tmp_path / "other" / "companion.db") as other:
        return other.export_json(finished_montana(other, (9, 8, 7)))


def test_a_game_file_is_imported_from_the_picker(store, start_app, tmp_path):
    data = exported_elsewhere(tmp_path)

    async def go():
        h = await start_app("/history")
        await pick(h, "import-game", "friday.json", json.dumps(data).encode())
        (info,) = store.sessions()
        assert h.page.route == f"/history/{info.id}"
        assert h.text_in(h.by_id("notice"))[0] == f"Imported {info.title} from friday.json."
        assert [r.name for r in store.results(info.id)] == ["Ada", "Ben", "Cleo"]
        await h.navigate("/history")
        await h.settle(20)
        await pick(h, "import-game", "friday.json", json.dumps(data).encode())
        assert h.text_in(h.by_id("notice"))[0] == f"{info.title} is already here as it is in friday.json: nothing changed."
        assert not list((tmp_path / "incoming").iterdir())  # picked files are removed once read

    run(go())


def test_a_refused_game_file_shows_the_stores_words_and_changes_nothing(store, start_app, tmp_path):
    data = exported_elsewhere(tmp_path)
    data["results"][0]["score"] += 5  # someone edited the file

    async def go():
        h = await start_app("/history")
        await pick(h, "import-game", "edited.json", json.dumps(data).encode())
        notice = h.text_in(h.by_id("notice"))[0]
        assert notice == "edited.json: not imported: its results do not match what its log gives; the database was not changed"
        await pick(h, "import-game", "photo.jpg", b"\xff\xd8\xff\xe0 not json")
        assert h.text_in(h.by_id("notice"))[0].startswith("photo.jpg is not a text file")
        assert h.page.route == "/history"

    run(go())
    assert store.sessions() == [] and store.players() == []


def test_in_the_browser_a_picked_file_is_uploaded_then_imported(store, start_app, tmp_path):
    data = exported_elsewhere(tmp_path)
    hosting = Hosting(code="K7QF", served=True, download_key="k" * 32, upload_dir=str(tmp_path / "uploads"))

    async def go():
        h = await start_app("/history", hosting=hosting, web=True)
        picker, target = await upload_target(h, tmp_path / "uploads", "friday.json")
        target.write_text(json.dumps(data))
        await h.fire(picker, "upload", {"file_name": "friday.json", "progress": 1.0})
        await h.settle(30)
        assert h.text_in(h.by_id("notice"))[0].startswith("Imported ")
        assert not target.exists()

    run(go())
    assert len(store.sessions()) == 1


# --- backup and restore -----------------------------------------------------------------------------


def test_backup_then_restore_asks_first_and_every_screen_reads_the_restored_games(store, start_app, db_path, tmp_path):
    first = finished_montana(store)

    async def go():
        hub = PubSubHub(loop=asyncio.get_running_loop())
        h = await start_app("/history", hub=hub)
        other = await start_app("/", hub=hub)  # another window on the same database
        await h.click(h.by_id("backup"))
        args = saved(h)
        assert args["file_name"].startswith("companion-backup-") and args["file_name"].endswith(".db")
        backup = bytes(args["src_bytes"])
        later = montana_game(store)  # played after the backup
        await pick(h, "restore", "monday.db", backup)
        (question,) = h.dialogs()
        assert h.text_in(question.content) == [
            "monday.db holds 1 game (0 running). Restoring it replaces the 2 games stored here (1 running) for every "
            "screen at this table. The database that is here now is kept as a copy in the same folder."]
        await h.click(question.actions[0])
        assert h.text_in(h.by_id("notice")) == ["Nothing was restored."]
        assert {s.id for s in store.sessions()} == {first, later}
        await pick(h, "restore", "monday.db", backup)
        (question,) = h.dialogs()
        await h.click(question.actions[1])
        await other.settle(30)
        notice = h.text_in(h.by_id("notice"))[0]
        assert notice.startswith("Restored 1 game from monday.db. The games that were here are kept in companion.before-restore-")
        assert h.page.route == "/"
        # the other window reads the restored database too: the running game is gone from its home
        assert not other.has_id("resume")
        assert "Recently finished" in other.texts()
        return h

    run(go())
    with Store.open(db_path) as now:
        assert [s.id for s in now.sessions()] == [first]
    kept = list(db_path.parent.glob("companion.before-restore-*.db"))
    assert len(kept) == 1
    with Store.open(kept[0]) as before:
        assert len(before.sessions()) == 2
    assert not list((tmp_path / "incoming").iterdir())


def test_a_file_that_is_not_a_backup_restores_nothing(store, start_app, tmp_path):
    sid = finished_montana(store)

    async def go():
        h = await start_app("/history")
        await pick(h, "restore", "notes.txt", b"shopping list")
        assert not h.dialogs()
        # the store's words, naming the file as the player knows it (not the folder it was uploaded to)
        assert h.text_in(h.by_id("notice")) == [
            "notes.txt is not a companion database (not an SQLite file); nothing was restored."]
        await pick(h, "restore", "empty.db", b"")
        assert h.text_in(h.by_id("notice"))[0] == (
            "empty.db holds no games: it is an empty database, not a companion backup; nothing was restored.")

    run(go())
    assert [s.id for s in store.sessions()] == [sid]
    assert not list((tmp_path / "incoming").iterdir())


def test_phones_that_joined_leave_imports_and_backups_to_the_host(store, start_app):
    hosting = Hosting(code="K7QF", served=True, download_key="k" * 32)

    async def go():
        phone = await start_app("/", hosting=hosting, client_ip="192.168.1.20", web=True)
        await phone.type_into(phone.one(ft.TextField, lambda c: c.label == "Table code"), "K7QF")
        await phone.click(phone.button("Join"))
        await phone.navigate("/history")
        await phone.settle(20)
        assert not phone.has_id("import-game")
        assert not phone.has_id("backup") and not phone.has_id("restore") and not phone.has_id("merge")
        assert "Game files are imported, and backups made and restored, on the host screen." in phone.texts()

    run(go())


def test_a_refused_download_reads_in_the_language_of_the_screen_that_drew_it():
    from types import SimpleNamespace

    from companion.ui import words

    hosting = SimpleNamespace(holders={"tag": ("session-nl", "127.0.0.1", False)})
    words.speak("session-nl", "nl")
    try:
        assert downloads.page_language(hosting, "tag", "de-DE,de;q=0.9") == "nl"  # the phone's choice first
    finally:
        words.forget("session-nl")
    assert downloads.page_language(hosting, "gone", "de-DE,de;q=0.9") == "de"  # else the browser's first language
    assert downloads.page_language(hosting, "gone", None) == "en"
    page = downloads.refusal_page(downloads.EXPIRED, "de")
    assert "Dieser Download-Link ist abgelaufen" in page and "Zurück zur App" in page and "expired" not in page
    assert "This download link has expired" in downloads.refusal_page(downloads.EXPIRED)
