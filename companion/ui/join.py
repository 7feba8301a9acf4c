"""Joining the table from another phone: type the code shown on the host screen.

Every try goes through the table's gate (`companion.ui.gate`): a phone that
missed waits longer after each miss and is locked out after five, and the whole
table pauses joining after twenty misses in an hour. The host screen shows the
code, how many wrong codes were typed, and a pause, with a button to open
joining again.
"""

from __future__ import annotations

import flet as ft

from companion.ui.context import use_app
from companion.ui.gate import code_matches, grouped, status_line
from companion.ui.widgets import TextInput, heading, primary, secondary, tid
from companion.ui.words import _

__all__ = ["JoinPage", "code_chip", "host_card", "code_matches"]


@ft.component
def JoinPage():
    app = use_app()
    typed, set_typed = ft.use_state("")
    error, set_error = ft.use_state(None)

    def join():
        gate = app.hosting.gate
        before = gate.misses
        admitted, message = gate.attempt(app.page.client_ip, typed, app.hosting.code)
        if admitted:
            set_error(None)
            app.admitted = True
            return
        set_error(message)
        if gate.misses != before:
            app.changed()  # the host screen shows the count

    return ft.Column(
        [
            heading(_("Join this table")),
            ft.Text(_("Type the table code shown at the top of the host screen.")),
            TextInput(  # keeps every keystroke of a code typed fast on a slow network
                _("Table code"),
                typed,
                set_typed,
                on_submit=lambda e: join(),
                error=error,
                capitalization=ft.TextCapitalization.CHARACTERS,
                autofocus=True,
                width=260,
            ),
            primary(_("Join"), join, icon=ft.Icons.LOGIN),
        ],
        spacing=12,
    )


def shows_code(app) -> bool:
    return bool(app.hosting.served and app.hosting.code and app.is_host)


def code_chip(app) -> ft.Control | None:
    """The host's app bar: the code in groups, and a warning when wrong codes were typed."""
    if not shows_code(app):
        return None
    status = app.hosting.gate.status()
    items: list[ft.Control] = [ft.Text(_("Table code {code}").format(code=grouped(app.hosting.code)), weight=ft.FontWeight.BOLD)]
    if status.misses:
        items += [ft.Icon(ft.Icons.WARNING_AMBER, size=16, color=ft.Colors.ERROR),
                  ft.Text(_("{n} wrong").format(n=status.misses), color=ft.Colors.ERROR)]
    return tid("table-code", ft.Container(
        ft.Row(items, spacing=4, tight=True),
        padding=ft.Padding.symmetric(horizontal=12, vertical=4),
        border=ft.Border.all(1, ft.Colors.OUTLINE), border_radius=16, margin=ft.Margin.only(right=8),
    ))


def host_card(app) -> list[ft.Control]:
    """The host's home screen: how the other phones join, wrong codes typed, a pause and its end."""
    if not shows_code(app):
        return []
    gate = app.hosting.gate
    status = gate.status()
    rows: list[ft.Control] = [ft.Row([
        ft.Icon(ft.Icons.PHONE_ANDROID),
        ft.Text(_("Other phones: open this app's address on the same network and type the table code {code}.").format(
            code=grouped(app.hosting.code)), expand=True, size=13),
    ])]
    line = status_line(status)
    if line:
        rows.append(tid("join-misses", ft.Text(line, color=ft.Colors.ERROR, size=13)))
    if status.paused_for or status.locked_clients:
        def reopen():
            gate.reopen()
            app.say(_("Joining is open again."))
            app.refresh()

        rows.append(tid("join-reopen", secondary(_("Open joining again"), reopen, icon=ft.Icons.LOCK_OPEN)))
    return [ft.Card(ft.Container(ft.Column(rows, spacing=6, tight=True), padding=10))]
