"""The Flet app: one `main(page)` per session (per browser tab, per phone, per window).

`make_main(...)` builds the entry point for a way of running the app (desktop
window, `companion serve`, tests); `main` is the default one (`flet build`,
`flet run`). Each session opens its own connection to the store (SQLite in
WAL mode, so several phones share one file) and renders the screens below.
Screens never contain rules: they call the store, the store calls the packs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import flet as ft

from companion.ui.context import AppContext, Ctx, Hosting
from companion.ui.shell import Shell
from companion.ui.theme import themes


def routes() -> list[ft.Route]:
    from companion.ui import board_view, game, history, home, newgame, roster

    return [
        ft.Route(
            component=Shell,
            outlet=True,
            children=[
                ft.Route(index=True, component=home.HomePage),
                ft.Route(path="new", component=newgame.NewGamePage),
                ft.Route(path="game/:sid", component=game.GamePage),
                ft.Route(path="game/:sid/board", component=board_view.BoardPage),
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


def open_store(path: Path | None = None) -> Any:
    from companion.store import Store

    return Store.open(path)


def make_main(hosting: Hosting | None = None, store_path: Path | None = None) -> Callable[[ft.Page], None]:
    """The entry point for one way of running the app."""
    hosting = hosting or Hosting()

    def main(page: ft.Page) -> None:
        page.title = "Tabletop Companion"
        themes(page)
        store = open_store(store_path)
        app = AppContext(width=page.width or 0).bind(page, store, hosting)
        app.is_host = hosting.is_host(page.client_ip)
        app.admitted = app.is_host
        app.listen()

        def closed(_e=None):
            close = getattr(store, "close", None)
            if close:
                close()

        page.on_close = closed
        page.render_views(Root, app)

    return main


#: the default entry point (`flet build`, `flet run`, the desktop window)
main = make_main()
