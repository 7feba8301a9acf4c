"""Files in and out of the app, for phones where there is no command line.

A game's page offers its game log (re-importable), its CSV files and "Log in BG
Stats"; the History offers importing a game file, a backup of every game and
restoring one. Files go out through `DownloadButton` (a save dialog in the app,
a signed link of this server in the browser: `companion.ui.downloads`) and come
in through `PickFileButton` (the system's file picker; in the browser the file
is uploaded to this server's upload folder, so a large backup never has to fit
in one websocket message). Everything a file changes goes through the store,
which checks the whole file first: a refused file changes nothing and its
message is shown as it is.
"""

from __future__ import annotations

import asyncio
import secrets
from datetime import datetime
from pathlib import Path
from typing import Any, Awaitable, Callable

import flet as ft

from companion.core.errors import CompanionError
from companion.store.transfer import read_game_file as read_log_or_json
from companion.ui import downloads
from companion.ui.context import use_app
from companion.ui.guest import HOST_ONLY, refusal
from companion.ui.theme import TOUCH
from companion.ui.widgets import section, tid
from companion.ui import words
from companion.ui.words import _, _n

INCOMING = "incoming"


def stamp() -> str:
    """'20260501-193000': file names of backups."""
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def incoming_dir(app: Any) -> Path:
    """Where picked and uploaded files wait beside the database until they are read."""
    folder = app.slot.path.parent / INCOMING
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def off_loop(fn: Callable[..., Any], *args: Any) -> tuple[Any, str | None]:
    """Run a slow store call (an import replays a whole game) off the event loop: (result, refusal); the refusal
    in the words of the phone being served (worded back on the loop, where the phone's session is known)."""
    try:
        return await asyncio.to_thread(fn, *args), None
    except CompanionError as exc:
        return None, words.refusal(exc)
    except (RecursionError, MemoryError, UnicodeError, ValueError):
        return None, _("this file cannot be read: it is too large, too deeply nested or not plain text")


# --- out ----------------------------------------------------------------------------


@ft.component
def DownloadButton(export: downloads.Export, what: str, sid: Any = "all", uuid: str = "all", *, identifier: str):
    """Save one file: a link of this server in the browser, the save dialog in the app."""
    app = use_app()
    picker = ft.use_memo(ft.FilePicker, [])
    renewals, set_renewals = ft.use_state(0)

    async def renew_later():
        if not (app.page.web and app.hosting.download_key):
            return  # a save dialog needs no link
        await asyncio.sleep(downloads.LINK_RENEW)  # the link drawn below expires: draw a new one in time
        set_renewals(renewals + 1)

    ft.use_effect(renew_later, [renewals])
    if app.page.web and app.hosting.download_key:
        url = downloads.link(app.hosting.download_key, what, export, sid, uuid,
                             holder=app.hosting.holder(app.page.session.id, app.page.client_ip))
        return tid(identifier, ft.OutlinedButton(
            export.label, icon=ft.Icons.DOWNLOAD, height=TOUCH, action=ft.OpenUrl(url, target="_self"),
            on_click=lambda: app.say(_("{file}: downloading (see the browser's downloads).").format(file=export.name)),
            tooltip=_("Download {file}").format(file=export.name)))

    async def save():
        data, refused = await off_loop(export.data)
        if refused:
            app.say(refused, error=True)
            return
        where = await picker.save_file(dialog_title=_("Save {what}").format(what=export.label), file_name=export.name, src_bytes=data)
        if where:
            app.say(_("Saved {file} to {where}.").format(file=export.name, where=where))
        elif app.page.web:
            app.say(_("{file}: downloading (see the browser's downloads).").format(file=export.name))
        else:
            app.say(_("{file} was not saved.").format(file=export.name))

    return tid(identifier, ft.OutlinedButton(export.label, icon=ft.Icons.SAVE_ALT, height=TOUCH, on_click=save,
                                             tooltip=_("Save {what}").format(what=export.name)))


@ft.component
def ExportCard(sid: Any):
    """A game's files and its BG Stats link."""
    app = use_app()
    info = ft.use_memo(lambda: app.attempt(app.store.info, sid), [sid, app.rev])
    if info is None:
        return ft.Container()
    buttons: list[ft.Control] = [
        DownloadButton(downloads.game_export(app.store, sid, what), what, sid, info.uuid, identifier=f"export-{what}",
                       key=f"export-{what}")
        for what in downloads.GAME_FILES
    ]
    if info.status == "finished":
        link = app.attempt(app.store.bgstats_link, sid)
        if link:
            buttons.append(tid("bgstats", ft.OutlinedButton(_("Log in BG Stats"), icon=ft.Icons.OPEN_IN_NEW, height=TOUCH,
                                                            action=ft.OpenUrl(link, target=ft.UrlTarget.BLANK),
                                                            tooltip=_("Open the BG Stats app with this play filled in"))))
        hint = _("The game file opens in the companion on another phone (History, Import a game file).")
    else:
        hint = _("The game file opens in the companion on another phone; BG Stats once the game is finished.")
    return tid("export", section(_("Export and share"), [ft.Row(buttons, wrap=True, spacing=8),
                                                      ft.Text(hint, size=12, italic=True)]))


# --- in -------------------------------------------------------------------------------


def picker_for(handlers: Any) -> ft.FilePicker:
    """A FilePicker whose events reach the handlers of the latest render (`handlers.current`).

    The handlers are given when the picker is made: a service sends its handlers to
    the client when it registers, and a handler set later may never reach the client.
    """

    async def on_result(e):
        await handlers.current[0](e)

    async def on_upload(e):
        await handlers.current[1](e)

    return ft.FilePicker(on_result=on_result, on_upload=on_upload)


@ft.component
def PickFileButton(label: str, icon: ft.IconData, on_file: Callable[[str, Path], Awaitable[None]], *, identifier: str,
                   tooltip: str | None = None):
    """Pick one file; `on_file(name shown, path)` gets it as a file beside the database (and then owns it)."""
    app = use_app()
    waiting = ft.use_ref(None)
    handlers = ft.use_ref(None)
    picker = ft.use_memo(lambda: picker_for(handlers), [])
    upload_dir = app.hosting.upload_dir if app.page.web else ""

    async def picked(e):
        if not e.files:
            return  # the picker was closed
        f = e.files[0]
        if upload_dir:
            name = f"upload-{secrets.token_hex(8)}"
            waiting.current = (name, f.name)
            app.say(_("Reading {file}…").format(file=f.name))
            await picker.upload([ft.FilePickerUploadFile(upload_url=app.page.get_upload_url(f"{INCOMING}/{name}", 600),
                                                         id=f.id)])
            return
        target = incoming_dir(app) / f"picked-{secrets.token_hex(8)}"
        if f.bytes is not None:
            target.write_bytes(f.bytes)
        elif f.path:
            target.write_bytes(Path(f.path).read_bytes())
        else:
            app.say(_("{file} could not be read.").format(file=f.name), error=True)
            return
        await on_file(f.name, target)

    async def uploaded(e):
        if e.error:
            app.say(_("{file} was not received; pick it again.").format(file=e.file_name), error=True)
            return
        if waiting.current is None or (e.progress or 0) < 1:
            return
        name, shown = waiting.current
        waiting.current = None
        await on_file(shown, Path(upload_dir) / INCOMING / name)

    handlers.current = (picked, uploaded)
    action = ft.PickFiles(picker, with_data=not upload_dir, cancel_upload_on_window_blur=False, dialog_title=label)
    return tid(identifier, ft.OutlinedButton(label, icon=icon, height=TOUCH, action=action, tooltip=tooltip))


def read_game_file(path: Path, shown: str) -> Any:
    """The game log or session file in a picked file (the file is removed); InputError in words when it is neither.

    The limits (size, nesting, digits) are those of every JSON file read (companion/core/jsontext.py).
    """
    try:
        return read_log_or_json(path, shown)
    finally:
        path.unlink(missing_ok=True)


@ft.component
def ImportButton():
    """Import a game from its JSON file; the store checks and replays all of it before writing."""
    app = use_app()

    async def on_file(shown: str, path: Path):
        if not app.is_host:  # the button is not shown to guests; a guest who reaches it anyway is refused
            path.unlink(missing_ok=True)
            app.say(str(refusal(HOST_ONLY["import_json"])), error=True)
            return
        try:
            data = read_game_file(path, shown)
        except CompanionError as exc:
            app.say(_("{refusal}. A game file is the game log (.jsonl) or the JSON file a companion exports.").format(
                refusal=words.refusal(exc)), error=True)
            return
        result, refused = await off_loop(app.store.import_json, data)
        if refused:
            app.say(f"{shown}: {refused}", error=True)
            return
        info = app.attempt(app.store.info, result.session_id)
        title = info.title if info else _("game {id}").format(id=result.session_id)
        if result.created:
            message = _("Imported {game} from {file}.").format(game=title, file=shown)
        elif result.appended:
            message = _n("{game} was already here: added the {n} entry played since.",
                         "{game} was already here: added the {n} entries played since.", result.appended).format(
                game=title, n=result.appended)
        else:
            message = _("{game} is already here as it is in {file}: nothing changed.").format(game=title, file=shown)
        app.changed(result.session_id)
        app.go(f"/history/{result.session_id}")
        app.say(message)

    if not app.is_host:
        return ft.Container()  # importing is the host's (companion.ui.guest)
    return PickFileButton(_("Import a game file"), ft.Icons.UPLOAD_FILE, on_file, identifier="import-game",
                          tooltip=_("A game's log (.jsonl) or JSON file, exported by a companion"))
