"""Small building blocks shared by the screens."""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.ui.theme import TOUCH


def tid(identifier: str, control: ft.Control, label: str | None = None) -> ft.Control:
    """A stable test/accessibility id (flt-semantics-identifier in the browser)."""
    return ft.Semantics(identifier=identifier, label=label, content=control)


def heading(text: str, *, size: int = 20) -> ft.Text:
    return ft.Text(text, size=size, weight=ft.FontWeight.BOLD)


def section(title: str, controls: list[ft.Control], *, key: str | None = None) -> ft.Control:
    """A titled card; on a phone it fills the width, on a desktop it sits in a grid."""
    return ft.Card(
        key=key,
        content=ft.Container(
            ft.Column([ft.Text(title, size=16, weight=ft.FontWeight.BOLD), *controls], spacing=8),
            padding=12,
        ),
    )


def primary(text: str, on_click: Callable[..., Any] | None, *, icon: ft.IconData | None = None,
            disabled: bool = False, expand: bool | int | None = None) -> ft.Control:
    """A big filled button (one-handed use: at least 48 px high)."""
    return ft.FilledButton(text, icon=icon, on_click=on_click, disabled=disabled, height=TOUCH + 4, expand=expand)


def secondary(text: str, on_click: Callable[..., Any] | None, *, icon: ft.IconData | None = None,
              disabled: bool = False, tooltip: str | None = None) -> ft.Control:
    return ft.OutlinedButton(text, icon=icon, on_click=on_click, disabled=disabled, height=TOUCH, tooltip=tooltip)


def notice_bar(text: str, error: bool, on_close: Callable[[], Any]) -> ft.Control:
    """The last message: a refusal from the rules or the store, or a confirmation."""
    return tid(
        "notice",
        ft.Container(
            ft.Row(
                [
                    ft.Icon(ft.Icons.ERROR_OUTLINE if error else ft.Icons.CHECK_CIRCLE_OUTLINE,
                            color=ft.Colors.ON_ERROR_CONTAINER if error else ft.Colors.ON_SECONDARY_CONTAINER),
                    ft.Text(text, expand=True,
                            color=ft.Colors.ON_ERROR_CONTAINER if error else ft.Colors.ON_SECONDARY_CONTAINER),
                    ft.IconButton(ft.Icons.CLOSE, on_click=lambda: on_close(), tooltip="Dismiss"),
                ],
            ),
            bgcolor=ft.Colors.ERROR_CONTAINER if error else ft.Colors.SECONDARY_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=2, bottom=2),
        ),
    )


def labelled_dropdown(identifier: str, label: str, value: Any, options: list[tuple[Any, str]],
                      on_select: Callable[[Any], Any], *, width: int | None = None,
                      disabled: bool = False) -> ft.Control:
    """A Dropdown with an accessible name (Flutter gives dropdowns none of their own)."""
    return tid(
        identifier,
        ft.Dropdown(
            label=label,
            value=None if value is None else str(value),
            options=[ft.DropdownOption(key=str(k), text=t) for k, t in options],
            on_select=lambda e: on_select(e.control.value),
            width=width,
            disabled=disabled,
        ),
        label=label,
    )


def kv(label: str, value: str, *, identifier: str | None = None) -> ft.Control:
    """A label over its value, compact enough for a phone card."""
    body = ft.Column([ft.Text(label, size=11, color=ft.Colors.ON_SURFACE_VARIANT), ft.Text(value, size=15, weight=ft.FontWeight.W_600)],
                     spacing=0, tight=True)
    return tid(identifier, body) if identifier else body


def empty(text: str) -> ft.Control:
    return ft.Container(ft.Text(text, italic=True, color=ft.Colors.ON_SURFACE_VARIANT), padding=12)
