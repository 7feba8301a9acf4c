"""The Flet app: one `main(page)` per session (per browser tab, per phone, per window).

`make_main(...)` builds the entry point for a way of running the app (desktop
window, `companion serve`, tests); `main` is the default one (`flet build`,
`flet run`). Each session opens its own connection to the store (SQLite in
WAL mode, so several phones share one file) and renders the screens below.
Screens never contain rules: they call the store, the store calls the packs.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Callable

import flet as ft

from companion.ui.context import AppContext, Ctx, Hosting
from companion.ui.guest import GuestSlot
from companion.ui.shell import Shell
from companion.ui.theme import themes


def routes() -> list[ft.Route]:
    from companion.ui import board_view, checkbox, game, history, home, newgame, roster
    from companion.ui.packs import all_screens

    return [
        ft.Route(
            component=Shell,
            outlet=True,
            children=[
                ft.Route(index=True, component=home.HomePage),
                ft.Route(path="new", component=newgame.NewGamePage),
                *[ft.Route(path=p.path, component=p.component) for ui in all_screens() for p in ui.pages],
                ft.Route(path="game/:sid", component=game.GamePage),
                ft.Route(path="game/:sid/board", component=board_view.BoardPage),
                ft.Route(path="game/:sid/box", component=checkbox.GameCheckBoxPage),
                ft.Route(path="box", component=checkbox.CheckBoxPage),
                ft.Route(path="box/:pack", component=checkbox.CheckBoxPage),
                ft.Route(path="game/:sid/:tab", component=game.GamePage),
                ft.Route(path="history", component=history.HistoryPage),
                ft.Route(path="history/:sid", component=history.SessionHistoryPage),
                ft.Route(path="players", component=roster.RosterPage),
                ft.Route(path="players/:pid", component=roster.PlayerPage),
            ],
        )
    ]


@ft.component
def Root(app: AppContext):
    return Ctx(app, lambda: ft.Router(routes(), manage_views=True))


class StoreSlot:
    """The one Store of a database file for the whole process, shared by every session (tab, phone).

    Opening a second Store on a file in the same process reads the file's header
    with a plain open()/close(), which drops the POSIX locks SQLite holds on it
    (a POSIX rule: closing any descriptor of a file releases all of the process's
    locks on it). Another process (the CLI, a test) may then take the file for
    itself, delete the WAL on close, and leave this process reading a stale
    snapshot or failing with "disk I/O error". The Store serialises its own use
    with a lock, so sharing one is safe.

    Sessions reach the Store through the slot, so that a restored backup (a new
    Store on the same file) is what every session reads from then on.
    """

    def __init__(self, path: Path):
        from companion.store import Store

        self.path = path
        self.store = Store.open(path)

    def restore(self, backup: Path) -> Any:
        """Make `backup` this database (the store checks it first and keeps the one it replaces)."""
        from companion.store import Store

        with _STORES_LOCK:
            self.store.close()
            try:
                return Store.restore(backup, self.path)
            finally:
                self.store = Store.open(self.path)


_STORES: dict[str, StoreSlot] = {}
_STORES_LOCK = threading.Lock()


def store_slot(path: Path | None = None) -> StoreSlot:
    from companion.store.paths import default_db_path

    target = Path(path) if path is not None else default_db_path()
    key = str(target.resolve())
    with _STORES_LOCK:
        slot = _STORES.get(key)
        if slot is None:
            slot = _STORES[key] = StoreSlot(target)
        return slot


def shared_store(path: Path | None = None) -> Any:
    """The Store of a database file, shared by every session of this process (see StoreSlot)."""
    return store_slot(path).store


def close_shared_stores() -> None:
    with _STORES_LOCK:
        for slot in _STORES.values():
            slot.store.close()
        _STORES.clear()


def make_main(hosting: Hosting | None = None, store_path: Path | None = None, *,
              poll_seconds: float | None = 2.0) -> Callable[[ft.Page], None]:
    """The entry point for one way of running the app.

    `poll_seconds`: how often the game on screen is compared with the store, to show
    changes made by another program (None: only changes made through the app).
    """
    hosting = hosting or Hosting()

    def main(page: ft.Page) -> None:
        page.title = "Tabletop Companion"
        themes(page)
        is_host = hosting.is_host(page.client_ip)
        slot = store_slot(store_path)
        # a guest reads and plays the table's games; what changes stored games is refused (companion.ui.guest)
        app = AppContext(width=page.width or 0).bind(page, slot if is_host else GuestSlot(slot, hosting.started), hosting)
        app.is_host = is_host
        app.admitted = app.is_host
        app.listen()
        page.run_task(app.choose_language)
        if poll_seconds:
            page.run_task(app.poll, poll_seconds)

        def closed(_e=None) -> None:
            app.stop()
            hosting.forget(page.session.id)

        page.on_close = closed

        # a phone that slept missed the others' changes: read the store again when it is back
        page.on_connect = lambda _e=None: app.refresh()
        page.render_views(Root, app)

    return main


#: the default entry point (`flet build`, `flet run`, the desktop window)
main = make_main()
