"""What the app offers as files, and how a browser at the table gets them.

A game exports as its game log (re-importable, and continued by `companion apply`), its two CSV
files (results, timeline), and the whole database as a backup. The packaged app
and the desktop window save them through the system's save dialog
(`FilePicker.save_file`). In the browser (`companion serve`) a link on this
server's own route serves them: the phone's browser downloads inside the tap
(a file picker or a save started later may be refused, on iOS above all).

Links are signed with the server's key (`Hosting.download_key`, new at every
start), so only a screen this server drew can hand one out, and each names a
game of this database by its id and uuid. A link is bound to the app session
that drew it (an opaque holder tag, `Hosting.holder`, and that client's
address) and expires `LINK_LIFETIME` seconds after it was drawn: another phone,
a closed session or a later time gets a refusal. The button draws a fresh link
every `LINK_RENEW` seconds (`companion.ui.transfer.DownloadButton`). A guest's
link reaches only the table's games, and the backup is the host's. The file is
made when it is fetched, so it holds the game as it is then.
"""

from __future__ import annotations

import hashlib
import hmac
import html
import re
import tempfile
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from companion.core.errors import CompanionError
from companion.core.language import ENGLISH, from_locale
from companion.core.wording import Phrase, phrase_in
from companion.ui.guest import GuestStore
from companion.ui.words import N_, _, in_language, spoken_by

ROUTE = "/download"
#: what a game exports as
GAME_FILES = ("jsonl", "results", "timeline")
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
    """The game log of a game (`jsonl`), or one of its CSV files (`results`, `timeline`)."""
    info = store.info(sid)
    stem = file_stem(info.title, sid)
    if what == "jsonl":
        return Export(_("Game log (JSONL)"), f"{stem}.jsonl", "application/jsonl",
                      lambda: store.export_log(sid).encode("utf-8"))
    if what in ("results", "timeline"):
        def csv_bytes() -> bytes:
            files = store.export_csv(sid)
            (text,) = [t for name, t in files.items() if name.endswith(f"-{what}.csv")]
            return text.encode("utf-8")

        label = _("Results (CSV)") if what == "results" else _("Timeline (CSV)")
        return Export(label, f"{stem}-{what}.csv", "text/csv", csv_bytes)
    raise ValueError(f"unknown export {what!r}")


def board_export(pack_id: str) -> Export:
    """This device's checked values of a pack, as a board file (`companion board export`)."""

    def data() -> bytes:
        import json

        from companion.core.boxcheck import board_file, pack_board
        from companion import kept as corrections

        _pack, board = pack_board(pack_id)
        values = {**corrections.for_pack(pack_id), **corrections.checked_for(pack_id)}
        return json.dumps(board_file(pack_id, board, values), ensure_ascii=False, indent=1).encode("utf-8")

    return Export(_("Export board file"), f"board-{pack_id}.json", "application/json", data)


def backup_export(store: Any, stamp: str) -> Export:
    """The whole database, as `Store.backup` writes it (a consistent copy)."""

    def copy() -> bytes:
        with tempfile.TemporaryDirectory() as tmp:
            return Path(store.backup(Path(tmp) / "backup.db")).read_bytes()

    return Export(_("Backup of all games"), f"companion-backup-{stamp}.db", "application/vnd.sqlite3", copy)


# --- signed links (web mode) --------------------------------------------------------

#: seconds a download link works after its screen drew it
LINK_LIFETIME = 5 * 60
#: the button draws a new link this often, so the one on screen always works
LINK_RENEW = 4 * 60
NOT_HERE = N_("No such file here.")
EXPIRED = N_("This download link has expired: go back to the app and tap the button again.")
FOREIGN = N_("This download link was made for another screen: tap the button on your own screen.")
HOST_ONLY = N_("Only the host screen can download a backup.")
BACK = N_("Back to the app")


def _sign(key: str, *parts: str) -> str:
    return hmac.new(key.encode(), ":".join(parts).encode(), hashlib.sha256).hexdigest()[:32]


def link(key: str, what: str, export: Export, sid: Any = "all", uuid: str = "all", *, holder: str,
         now: float | None = None) -> str:
    """The server path that downloads `export` for one session (`holder`), valid for `LINK_LIFETIME` seconds."""
    name = urllib.parse.quote(export.name)
    expires = str(int((time.time() if now is None else now) + LINK_LIFETIME))
    signature = _sign(key, what, str(sid), uuid, holder, expires)
    return f"{ROUTE}/{what}/{sid}/{uuid}/{holder}/{expires}/{signature}/{name}"


def fetch(store: Any, hosting: Any, params: dict[str, str], client_ip: str | None, stamp: str, *,
          now: float | None = None) -> tuple[Export | None, str]:
    """The export a link names, or None and the sentence that refuses it.

    `params`: what, sid, uuid, holder, expires, signature (the link's parts). Refused:
    a wrong signature, a link past its time, a link fetched by another client than the
    session that drew it (or by a session that ended), a backup for a guest, a game a
    guest does not see, a game not in this database.
    """
    key = hosting.download_key
    what, sid, uuid, holder, expires = (params.get(k, "") for k in ("what", "sid", "uuid", "holder", "expires"))
    if not key or not hmac.compare_digest(params.get("signature", ""), _sign(key, what, sid, uuid, holder, expires)):
        return None, NOT_HERE
    if not expires.isdecimal() or int(expires) < (time.time() if now is None else now):
        return None, EXPIRED
    owner = hosting.holders.get(holder)
    if owner is None or owner[1] != (client_ip or ""):
        return None, FOREIGN
    is_host = owner[2]
    if what == BACKUP and not is_host:
        return None, HOST_ONLY
    export = named_export(store if is_host else GuestStore(store, hosting.started), what, sid, uuid, stamp)
    return (export, "") if export is not None else (None, NOT_HERE)


def named_export(store: Any, what: str, sid: str, uuid: str, stamp: str) -> Export | None:
    """The export a checked link names, if its game is in this database (None: there is no such file)."""
    if what == BACKUP:
        return backup_export(store, stamp) if (sid, uuid) == ("all", "all") else None
    if what == BOARD:
        from companion.core.registry import pack_ids

        return board_export(sid) if sid in pack_ids() and uuid == "all" else None
    if what not in GAME_FILES or not sid.isdecimal():
        return None
    try:
        if store.info(int(sid)).uuid != uuid:
            return None
        return game_export(store, int(sid), what)
    except CompanionError:
        return None


def refusal_page(message: str, language: str = ENGLISH) -> str:
    """A refused link opens in the phone's browser: say why (`message`: the app's words, or words the rules composed),
    in `language`, and lead back to the app."""
    said = phrase_in(message, language) if isinstance(message, Phrase) else in_language(message, language)
    back = in_language(BACK, language)
    return (f"<!doctype html><html lang={language}><meta charset=utf-8><meta name=viewport content='width=device-width'>"
            f"<title>Tabletop Companion</title><p>{html.escape(said)}</p><p><a href='/'>{html.escape(back)}</a></p>")


def page_language(hosting: Any, holder: str, accepted: str | None) -> str:
    """The language of the screen that drew a link (its phone's choice), else the browser's first language."""
    owner = hosting.holders.get(holder)
    if owner is not None:
        return spoken_by(owner[0])
    return from_locale((accepted or "").split(",")[0].split(";")[0].strip())


def add_route(api: Any, hosting: Any, slot: Any, stamp: Callable[[], str]) -> None:
    """Serve signed links on the Flet FastAPI app (before its catch-all static files)."""
    from fastapi.responses import HTMLResponse, Response
    from starlette.routing import Route

    def download(request) -> Response:
        client = request.client.host if request.client else ""
        export, refused = fetch(slot.store, hosting, dict(request.path_params), client, stamp())
        language = page_language(hosting, request.path_params.get("holder", ""), request.headers.get("accept-language"))
        if export is None:
            status = 404 if refused == NOT_HERE else 410 if refused == EXPIRED else 403
            return HTMLResponse(refusal_page(refused, language), status_code=status, headers={"Cache-Control": "no-store"})
        try:
            body = export.data()
        except CompanionError as exc:
            return HTMLResponse(refusal_page(exc.message, language), status_code=409, headers={"Cache-Control": "no-store"})
        quoted = urllib.parse.quote(export.name)
        return Response(body, media_type=export.mime, headers={
            "Content-Disposition": f"attachment; filename=\"{export.name}\"; filename*=UTF-8''{quoted}",
            "Cache-Control": "no-store"})

    route = Route(ROUTE + "/{what}/{sid}/{uuid}/{holder}/{expires}/{signature}/{name}", download, methods=["GET"])
    api.router.routes.insert(0, route)
