"""The frame around every screen: title, table code, navigation, the last message.

Phones (narrower than `theme.WIDE`) get a bottom NavigationBar and one column;
desktops and tablets get a NavigationRail at the left. The View keeps a fixed
route key so switching tabs does not animate like a page push.
"""

from __future__ import annotations

import flet as ft

from companion.ui.context import use_app
from companion.ui.join import JoinPage, code_chip
from companion.ui.theme import WIDE
from companion.ui.widgets import notice_bar
from companion.ui.words import N_, _

#: (route prefix, label, icon, selected icon)
DESTINATIONS = [
    ("/", N_("Home"), ft.Icons.HOME_OUTLINED, ft.Icons.HOME),
    ("/game", N_("Table"), ft.Icons.TABLE_RESTAURANT_OUTLINED, ft.Icons.TABLE_RESTAURANT),
    ("/history", N_("History"), ft.Icons.SHOW_CHART_OUTLINED, ft.Icons.SHOW_CHART),
    ("/players", N_("Players"), ft.Icons.PEOPLE_OUTLINE, ft.Icons.PEOPLE),
]


def selected_index(route: str) -> int:
    for i, (prefix, *_rest) in reversed(list(enumerate(DESTINATIONS))):
        if prefix != "/" and (route == prefix or route.startswith(prefix + "/")):
            return i
    return 0


def destination_route(app, index: int) -> str:
    prefix = DESTINATIONS[index][0]
    if prefix == "/game":
        running = app.attempt(app.store.running)
        return f"/game/{running.id}" if running else "/"
    return prefix


@ft.component
def Shell():
    app = use_app()
    page = app.page
    outlet = ft.use_route_outlet()
    location = ft.use_route_location()

    def subscribe():
        def on_resize(e):
            app.width = e.width

        page.on_resize = on_resize
        earlier = page.on_connect

        def on_connect(e=None):  # a reload: old messages go (then whatever the app does on a reconnect)
            app.reconnected()
            if earlier is not None:
                earlier(e) if e is not None else earlier()

        page.on_connect = on_connect

    ft.use_effect(subscribe, [])
    route = location or page.route or "/"
    index = selected_index(route)
    wide = (app.width or page.width or 0) >= WIDE

    def go(e):
        target = destination_route(app, e.control.selected_index)
        app.go(target)

    chip = code_chip(app)
    actions = [chip] if chip is not None else []
    # the notice has a fixed slot: inserting it would shift the page and reset its components' state
    body_controls: list[ft.Control] = [
        ft.Container(notice_bar(app.notice, app.notice_error, app.clear_notice) if app.notice_shown(app.game_on_screen(route)) else None,
                     key="notice-slot")
    ]
    if app.admitted:
        body_controls.append(ft.Container(outlet, expand=True))
    else:
        body_controls.append(JoinPage())
    body = ft.Container(ft.Column(body_controls, expand=True, spacing=8), expand=True, padding=ft.Padding.symmetric(horizontal=8, vertical=4))
    nav_bar = None
    if app.admitted and not wide:
        nav_bar = ft.NavigationBar(
            selected_index=index,
            destinations=[ft.NavigationBarDestination(icon=i, selected_icon=s, label=_(label)) for _p, label, i, s in DESTINATIONS],
            on_change=go,
        )
    content = body
    if app.admitted and wide:
        content = ft.Row(
            [
                ft.NavigationRail(
                    selected_index=index,
                    label_type=ft.NavigationRailLabelType.ALL,
                    destinations=[ft.NavigationRailDestination(icon=i, selected_icon=s, label=_(label)) for _p, label, i, s in DESTINATIONS],
                    on_change=go,
                ),
                ft.VerticalDivider(width=1),
                body,
            ],
            expand=True,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
    return ft.View(
        route="/",
        can_pop=False,
        padding=0,
        appbar=ft.AppBar(title=ft.Text("Tabletop Companion"), actions=actions),
        navigation_bar=nav_bar,
        controls=[ft.SafeArea(content, expand=True)],
    )
