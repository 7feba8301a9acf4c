"""Home: resume the running game in one tap, start a new one, open a pack's own pages (resolve a production alone), find older games,
choose the language this phone reads."""

from __future__ import annotations

import flet as ft

from companion.core.language import LANGUAGES
from companion.ui.context import use_app
from companion.ui.join import host_card
from companion.ui.packs import all_screens
from companion.ui.sessions import session_tile
from companion.ui.widgets import choice_chips, empty, heading, primary, secondary, tid
from companion.ui.words import _, spoken


@ft.component
def HomePage():
    app = use_app()
    store = app.store
    data = ft.use_memo(lambda: (app.attempt(store.running), app.attempt(store.sessions, status="running") or [],
                                (app.attempt(store.sessions, status="finished") or [])[:3]), [app.rev])
    running, sessions, finished = data

    resume: list[ft.Control] = []
    if running is not None:
        resume = [
            tid("resume", primary(_("Resume {title}").format(title=running.title), lambda: app.go(f"/game/{running.id}"), icon=ft.Icons.PLAY_ARROW, expand=True)),
            ft.Text(spoken(running.progress), italic=True),
        ]
    others = [s for s in sessions if running is None or s.id != running.id]
    return ft.ListView(
        [
            *resume,
            tid("new-game", primary(_("New game"), lambda: app.go("/new"), icon=ft.Icons.ADD)),
            *[tid(p.identifier, secondary(_(p.label), opener(app, f"/{p.path}"), icon=p.icon))
              for ui in all_screens() for p in ui.pages],
            *host_card(app),
            heading(_("Other games in progress"), size=16),
            *([session_tile(app, s) for s in others] or [empty(_("No other game in progress."))]),
            heading(_("Recently finished"), size=16),
            *([session_tile(app, s) for s in finished] or [empty(_("No finished game yet."))]),
            secondary(_("All games and statistics"), lambda: app.go("/history"), icon=ft.Icons.SHOW_CHART),
            tid("check-box", secondary(_("Check your box"), lambda: app.go("/box"), icon=ft.Icons.FACT_CHECK)),
            # each phone reads in its own language, kept on the phone; the label in every language it offers
            choice_chips("language", "Language · Sprache · Taal", app.language, list(LANGUAGES.items()),
                         lambda code: app.page.run_task(app.keep_language, code)),
        ],
        spacing=10,
        padding=8,
        expand=True,
    )


def opener(app, route: str):
    """A tap that opens `route` (a handler of no argument: Flet passes the event to one that takes any)."""
    return lambda: app.go(route)
