"""Back up every game, and restore a backup (moving the history to a new phone).

The backup is the store's consistent copy of the whole database. Restoring
asks first and says what it replaces; the store checks the file (a companion
database this app can read, undamaged) and keeps the database it replaces
beside it; every screen at the table then reads the restored games.
On `companion serve` only the host screen backs up and restores: the phones
that joined with the table code share its database.
"""

from __future__ import annotations

from pathlib import Path
import flet as ft

from companion.core.errors import CompanionError
from companion.store import Store
from companion.store.errors import StoreError
from companion.store.schema import check_file
from companion.ui import downloads
from companion.ui.context import use_app
from companion.ui.guest import HOST_ONLY, refusal
from companion.ui.transfer import DownloadButton, ImportButton, PickFileButton, off_loop, stamp
from companion.ui.widgets import section, tid


def backup_contents(path: Path) -> tuple[int, int]:
    """(games, running games) in a backup file; StoreError when it is not a companion database."""
    if check_file(path) == 0:
        raise StoreError("that file holds no games: it is not a companion backup")
    with Store.open(path) as backup:  # a copy of the upload: bringing it up to date changes nothing here
        games = backup.sessions()
    return len(games), sum(1 for g in games if g.status == "running")


def discard(path: Path) -> None:
    """Remove a picked backup and what SQLite kept beside it (-wal, -shm) while it was read."""
    for extra in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{extra}").unlink(missing_ok=True)


def games_word(n: int) -> str:
    return f"{n} game{'' if n == 1 else 's'}"


@ft.component
def DataCard():
    """History: import a game file; back up and restore every game."""
    app = use_app()
    pending, set_pending = ft.use_state(None)  # (backup path, name shown, games, running)

    async def picked_backup(shown: str, path: Path):
        if not app.is_host:
            discard(path)
            app.say(str(refusal(HOST_ONLY["restore"])), error=True)
            return
        counts, refused = await off_loop(backup_contents, path)
        if refused:
            discard(path)
            # the store names the file by the path it was uploaded to: the player knows it by its name
            said = refused.replace(str(path), shown) if str(path) in refused else f"{shown}: {refused}"
            app.say(f"{said}; nothing was restored.", error=True)
            return
        app.clear_notice()
        set_pending((str(path), shown, *counts))

    def cancel():
        if pending:
            discard(Path(pending[0]))
        set_pending(None)
        app.say("Nothing was restored.")

    def restore():
        path, shown, games, _running = pending
        set_pending(None)
        if not app.is_host:  # hidden for guests; refused if reached anyway
            discard(Path(path))
            app.say(str(refusal(HOST_ONLY["restore"])), error=True)
            return
        try:
            result = app.slot.restore(Path(path))  # on this thread: no screen reads the store meanwhile
        except CompanionError as exc:
            app.say(f"{shown}: {exc}", error=True)
            return
        finally:
            discard(Path(path))
        kept = f" The games that were here are kept in {Path(result.previous).name}." if result.previous else ""
        app.changed()
        app.go("/")
        app.say(f"Restored {games_word(result.sessions)} from {shown}.{kept}")

    here = (app.attempt(app.store.sessions) or []) if pending else []
    running_here = sum(1 for s in here if s.status == "running")
    ft.use_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text("Restore this backup?"),
            content=tid("restore-question", ft.Text(
                f"{pending[1]} holds {games_word(pending[2])} ({pending[3]} running). Restoring it replaces the "
                f"{games_word(len(here))} stored here ({running_here} running) for every screen at this table. "
                "The database that is here now is kept as a copy in the same folder.")),
            actions=[ft.TextButton("Keep my games", on_click=cancel), ft.FilledButton("Restore", on_click=restore)],
        )
        if pending
        else None
    )
    controls: list[ft.Control] = [ft.Row([ImportButton()], wrap=True)]
    if app.is_host:
        controls.append(ft.Row([
            DownloadButton(downloads.backup_export(app.store, stamp()), downloads.BACKUP, identifier="backup"),
            PickFileButton("Restore a backup", ft.Icons.SETTINGS_BACKUP_RESTORE, picked_backup, identifier="restore",
                           tooltip="Replace the games here with those of a backup (asks first)"),
        ], wrap=True))
        controls.append(ft.Text("A backup holds every game and the players; restore it on a new phone.", size=12,
                                italic=True))
    else:
        controls.append(ft.Text("Game files are imported, and backups made and restored, on the host screen.",
                                size=12, italic=True))
    return tid("data", section("Import and backup", controls))
