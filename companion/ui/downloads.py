"""What the app offers as files, and how a browser at the table gets them.

A game exports as its JSON file (re-importable: `Store.import_json`), its two CSV
files (results, timeline), and the whole database as a backup. The packaged app
and the desktop window save them through the system's save dialog
(`FilePicker.save_file`). In the browser (`companion serve`) a link on this
server's own route serves them: the phone's browser downloads inside the tap
(a file picker or a save started later may be refused, on iOS above all).

Links are signed with the server's key (`Hosting.download_key`, new at every
start), so only a screen this server drew can hand one out, and each names a
game of this database by its id and uuid. The file is made when it is fetched,
so it holds the game as it is then.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import tempfile
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from companion.core.errors import CompanionError

ROUTE = "/download"
#: what a game exports as
GAME_FILES = ("json", "results", "timeline")
BACKUP = "backup"
#: a pack's checked board values (sid = the pack id, uuid "all")
BOARD = "board"


@dataclass(frozen=True)
class Export:
    """One file: its name, its type and the bytes (made on demand)."""

    label: str
    name: str
    mime: str
    data: Callable[[], bytes]


def file_stem(title: str, sid: Any) -> str:
    """'session-3-friday-night' from the game's title: safe on every file system."""
    words = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:40]
    return f"session-{sid}" + (f"-{words}" if words else "")


def game_export(store: Any, sid: int, what: str) -> Export:
    """The JSON file of a game (`json`), or one of its CSV files (`results`, `timeline`)."""
    import json

    info = store.info(sid)
    stem = file_stem(info.title, sid)
    if what == "json":
        return Export("Game file (JSON)", f"{stem}.json", "application/json",
                      lambda: json.dumps(store.export_json(sid), ensure_ascii=False, indent=1).encode("utf-8"))
    if what in ("results", "timeline"):
        def csv_bytes() -> bytes:
            files = store.export_csv(sid)
            (text,) = [t for name, t in files.items() if name.endswith(f"-{what}.csv")]
            return text.encode("utf-8")

        label = "Results (CSV)" if what == "results" else "Timeline (CSV)"
        return Export(label, f"{stem}-{what}.csv", "text/csv", csv_bytes)
    raise ValueError(f"unknown export {what!r}")


def board_export(pack_id: str) -> Export:
    """This device's checked values of a pack, as a board file (`companion board export`)."""

    def data() -> bytes:
        import json

        from companion.core.boxcheck import board_file, pack_board
        from companion.ui import corrections

        _, board = pack_board(pack_id)
        values = {**corrections.for_pack(pack_id), **corrections.checked_for(pack_id)}
        return json.dumps(board_file(pack_id, board, values), ensure_ascii=False, indent=1).encode("utf-8")

    return Export("Export board file", f"board-{pack_id}.json", "application/json", data)


def backup_export(store: Any, stamp: str) -> Export:
    """The whole database, as `Store.backup` writes it (a consistent copy)."""

    def copy() -> bytes:
        with tempfile.TemporaryDirectory() as tmp:
            return Path(store.backup(Path(tmp) / "backup.db")).read_bytes()

    return Export("Backup of all games", f"companion-backup-{stamp}.db", "application/vnd.sqlite3", copy)


# --- signed links (web mode) --------------------------------------------------------


def _sign(key: str, what: str, sid: str, uuid: str) -> str:
    return hmac.new(key.encode(), f"{what}:{sid}:{uuid}".encode(), hashlib.sha256).hexdigest()[:32]


def link(key: str, what: str, export: Export, sid: Any = "all", uuid: str = "all") -> str:
    """The server path that downloads `export` (a game's file, or the backup with sid/uuid 'all')."""
    name = urllib.parse.quote(export.name)
    return f"{ROUTE}/{what}/{sid}/{uuid}/{_sign(key, what, str(sid), uuid)}/{name}"


def fetch(store: Any, key: str, what: str, sid: str, uuid: str, signature: str, stamp: str) -> Export | None:
    """The export a link names, if its signature is right and its game is in this database (None: refused)."""
    if not key or not hmac.compare_digest(signature, _sign(key, what, sid, uuid)):
        return None
    if what == BACKUP:
        return backup_export(store, stamp) if (sid, uuid) == ("all", "all") else None
    if what == BOARD:
        from companion.core.registry import PACK_MODULES

        return board_export(sid) if sid in PACK_MODULES and uuid == "all" else None
    if what not in GAME_FILES or not sid.isdigit():
        return None
    try:
        if store.info(int(sid)).uuid != uuid:
            return None
        return game_export(store, int(sid), what)
    except CompanionError:
        return None


def add_route(api: Any, key: str, slot: Any, stamp: Callable[[], str]) -> None:
    """Serve signed links on the Flet FastAPI app (before its catch-all static files)."""
    from fastapi.responses import Response
    from starlette.routing import Route

    def download(request) -> Response:
        p = request.path_params
        export = fetch(slot.store, key, p["what"], p["sid"], p["uuid"], p["signature"], stamp())
        if export is None:
            return Response("No such file here.", status_code=404, media_type="text/plain")
        try:
            body = export.data()
        except CompanionError as exc:
            return Response(str(exc), status_code=409, media_type="text/plain")
        quoted = urllib.parse.quote(export.name)
        return Response(body, media_type=export.mime, headers={
            "Content-Disposition": f"attachment; filename=\"{export.name}\"; filename*=UTF-8''{quoted}",
            "Cache-Control": "no-store"})

    route = Route(ROUTE + "/{what}/{sid}/{uuid}/{signature}/{name}", download, methods=["GET"])
    api.router.routes.insert(0, route)
