"""Joining the table from another phone: type the short code shown on the host screen."""

from __future__ import annotations

import hmac

import flet as ft

from companion.ui.context import use_app
from companion.ui.widgets import heading, primary


def code_matches(expected: str, typed: str) -> bool:
    """Case, spaces and dashes do not matter; comparison takes constant time."""
    norm = lambda s: "".join(ch for ch in s.upper() if ch.isalnum())  # noqa: E731
    return bool(expected) and hmac.compare_digest(norm(expected), norm(typed))


@ft.component
def JoinPage():
    app = use_app()
    typed, set_typed = ft.use_state("")
    error, set_error = ft.use_state(None)

    def join():
        if code_matches(app.hosting.code, typed):
            set_error(None)
            app.admitted = True
        else:
            set_error("That is not this table's code; look at the host screen.")

    return ft.Column(
        [
            heading("Join this table"),
            ft.Text("Type the table code shown at the top of the host screen."),
            ft.TextField(
                label="Table code",
                value=typed,
                on_change=lambda e: set_typed(e.control.value),
                on_submit=lambda e: join(),
                error=error,
                capitalization=ft.TextCapitalization.CHARACTERS,
                autofocus=True,
                width=260,
            ),
            primary("Join", join, icon=ft.Icons.LOGIN),
        ],
        spacing=12,
    )
