"""Home: resume the running game in one tap, start a new one, find older games."""

from __future__ import annotations

import flet as ft

from companion.ui.context import use_app
from companion.ui.sessions import session_tile
from companion.ui.widgets import empty, heading, primary, secondary, tid


@ft.component
def HomePage():
    app = use_app()
    store = app.store
    data = ft.use_memo(lambda: (app.attempt(store.running), app.attempt(store.sessions, status="running") or []), [app.rev])
    running, sessions = data

    resume: list[ft.Control] = []
    if running is not None:
        resume = [
            tid("resume", primary(f"Resume {running.title}", lambda: app.go(f"/game/{running.id}"), icon=ft.Icons.PLAY_ARROW, expand=True)),
            ft.Text(running.progress, italic=True),
        ]
    others = [s for s in sessions if running is None or s.id != running.id]
    return ft.ListView(
        [
            *resume,
            ft.Row(
                [
                    tid("new-game", primary("New game", lambda: app.go("/new"), icon=ft.Icons.ADD)),
                    secondary("History", lambda: app.go("/history"), icon=ft.Icons.SHOW_CHART),
                    secondary("Players", lambda: app.go("/players"), icon=ft.Icons.PEOPLE),
                ],
                wrap=True,
            ),
            heading("Games in progress", size=16),
            *([session_tile(app, s) for s in others] or [empty("No other game in progress.")]),
        ],
        spacing=10,
        padding=8,
        expand=True,
    )
