"""Small building blocks shared by the screens."""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.ui.theme import TOUCH
from companion.ui.words import _


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
                    ft.IconButton(ft.Icons.CLOSE, on_click=lambda: on_close(), tooltip=_("Dismiss")),
                ],
            ),
            bgcolor=ft.Colors.ERROR_CONTAINER if error else ft.Colors.SECONDARY_CONTAINER,
            border_radius=8,
            padding=ft.Padding.only(left=12, right=4, top=2, bottom=2),
        ),
    )


def labelled_dropdown(identifier: str, label: str, value: Any, options: list[tuple[Any, str]],
                      on_select: Callable[[Any], Any], *, width: int | None = None,
                      disabled: bool = False, error: str | None = None) -> ft.Control:
    """A Dropdown with an accessible name (Flutter gives dropdowns none of their own); `error` shown under it."""
    return tid(
        identifier,
        ft.Dropdown(
            label=label,
            value=None if value is None else str(value),
            options=[ft.DropdownOption(key=str(k), text=t) for k, t in options],
            on_select=lambda e: on_select(e.control.value),
            width=width,
            disabled=disabled,
            error_text=error,
        ),
        label=label,
    )


def choice_chips(identifier: str, label: str, value: Any, options: list[tuple[Any, str]], on_pick: Callable[[Any], Any], *,
                 optional: bool = False) -> ft.Control:
    """One chip per choice the player has, its cost and effect in words on it: one tap, no menu.

    Each chip is `identifier-KEY`. `optional`: tapping the chosen chip again takes the choice back (None)."""
    chosen = None if value is None else str(value)

    def pick(key: Any) -> None:
        on_pick(None if optional and str(key) == chosen else key)

    chips = [tid(f"{identifier}-{key}", ft.Chip(label=ft.Text(text), selected=str(key) == chosen, height=TOUCH,
                                               on_select=lambda _e=None, k=key: pick(k)))
             for key, text in options]
    return ft.Column([ft.Text(label, size=13, weight=ft.FontWeight.W_600), ft.Row(chips, wrap=True, spacing=6, run_spacing=6)],
                     spacing=2, tight=True)


def problem_lines(problems: dict[str, str], labels: dict[str, str] | None = None) -> list[str]:
    """Every problem of a form as a sentence naming its field (a problem of no one field: its sentence alone)."""
    names = labels or {}
    return [f"{names.get(key, key)}: {text}" if names.get(key, key) else text for key, text in problems.items()]


def problems_box(lines: list[str]) -> ft.Control:
    """Every problem of a form at once, above its fields (each is shown at its field too)."""
    return tid("form-problems", ft.Column([ft.Text(t, color=ft.Colors.ERROR, size=13) for t in lines], spacing=2))


def kv(label: str, value: str, *, identifier: str | None = None) -> ft.Control:
    """A label over its value, compact enough for a phone card."""
    body = ft.Column([ft.Text(label, size=11, color=ft.Colors.ON_SURFACE_VARIANT), ft.Text(value, size=15, weight=ft.FontWeight.W_600)],
                     spacing=0, tight=True)
    return tid(identifier, body) if identifier else body


def page(controls: list[ft.Control]) -> ft.Control:
    """A screen's scrolling column (the roster, the history): the usual spacing and padding, filling the window."""
    return ft.ListView(controls, spacing=8, padding=8, expand=True)


def listed(rows: list[ft.Control], none: str) -> list[ft.Control]:
    """The rows of a list on a screen, or one line saying there are none."""
    return rows or [empty(none)]


def empty(text: str) -> ft.Control:
    return ft.Container(ft.Text(text, italic=True, color=ft.Colors.ON_SURFACE_VARIANT), padding=12)


# --- text and numbers typed at the table -------------------------------------


@ft.component
def TextInput(label: str, value: str = "", on_change: Callable[[str], Any] | None = None, *,
              error: str | None = None, identifier: str | None = None, **kw: Any):
    """A text field that keeps every keystroke, however fast the typing and however slow the network.

    A re-render sends the field's `value` to the client whenever it differs from
    what the server last heard; a form that renders an older text (its state
    lags the keystrokes still on the wire) or none at all (an uncontrolled field)
    wipes what was typed since. So the field is drawn with the text the client
    last reported, and the caller's `value` wins only when it changed to a text
    the field never typed (a stepper's tap, a form cleared after saving). A
    caller that keeps no text (passes the same `value` every time) is fine too.
    """
    live = ft.use_ref(None)       # the field the client patches (the instance on the page)
    typed = ft.use_ref(None)      # texts this field reported since the caller last caught up
    given = ft.use_ref(None)      # the caller's value at the last render
    text = "" if value is None else str(value)
    shown = live.current.value if live.current is not None else None
    if typed.current is None:
        typed.current = []
    if shown is None or (text != given.current and text != shown and text not in typed.current):
        shown = text              # first render, or a new text from the caller
    given.current = text
    if text == shown:
        typed.current = []

    def changed(e: Any) -> None:
        live.current = e.control
        typed.current = [*typed.current[-30:], e.control.value or ""]
        if on_change is not None:
            on_change(e.control.value or "")

    field = ft.TextField(label=label, value=shown, error=error, on_change=changed, **kw)
    live.current = field
    return tid(identifier, field) if identifier else field


#: the largest count or sum typed at the table (cash, shares, prices, points): no 20-digit cash
NUMBER_LIMIT = 99_999


def range_words(low: int, high: int) -> str:
    return _("Enter a whole number from {low} to {high}").format(low=low, high=high) if low < high else _("Enter {n}").format(n=low)


def whole_number(text: Any, low: int, high: int) -> tuple[int | None, str | None]:
    """The whole number in `text` within low..high, or the sentence that refuses it (never both)."""
    raw = str("" if text is None else text).strip().lstrip("£").strip()
    if not raw or len(raw) > 12 or not raw.lstrip("-").isdecimal() or raw.count("-") > 1:
        return None, range_words(low, high)
    n = int(raw)
    if not low <= n <= high:
        return None, range_words(low, high)
    return n, None


def stepper(identifier: str, label: str, text: Any, low: int, high: int, on_change: Callable[[str], Any], *,
            width: int = 124, error: str | None = None, on_submit: Callable[..., Any] | None = None) -> ft.Control:
    """− value +: large touch targets, the value typed or stepped, never outside low..high.

    A typed value outside the range stays in the field with the range in words
    below it (the form keeps its Confirm disabled); − and + step from the value
    shown, or from the nearest end of the range when the text is not a number.
    `identifier` names the field; its buttons are `identifier-less` and `identifier-more`.
    `error`: another refusal of a value in range (e.g. the engine's), shown the same way.
    """
    value, problem = whole_number(text, low, high)

    def step(by: int) -> None:
        base = value if value is not None else (low if by > 0 else high) - by
        on_change(str(max(low, min(high, base + by))))

    def button(icon: ft.IconData, by: int, end: bool) -> ft.Control:
        words = (_("{label}: one more") if by > 0 else _("{label}: one less")).format(label=label)
        return tid(f"{identifier}-{'more' if by > 0 else 'less'}",
                   ft.IconButton(icon, on_click=lambda: step(by), disabled=value is not None and end,
                                 tooltip=words, width=TOUCH, height=TOUCH), label=words)

    field = TextInput(label, "" if text is None else str(text), on_change, error=problem or error, width=width,
                      identifier=identifier, keyboard_type=ft.KeyboardType.NUMBER, text_align=ft.TextAlign.CENTER, error_max_lines=4,
                      on_submit=on_submit)
    return ft.Row([button(ft.Icons.REMOVE, -1, value is not None and value <= low), field,
                   button(ft.Icons.ADD, 1, value is not None and value >= high)],
                  spacing=0, tight=True, vertical_alignment=ft.CrossAxisAlignment.START)


#: edit(path, label, current value[, kind]): opens the editor for one mirrored value;
#: kind "workers" moves the difference to or from a pool (the 80 workers stay counted)
Editor = Callable[..., None]


def value_button(label: str, text: str, path: str, current: Any, edit: Editor | None, *, identifier: str | None = None,
                 kind: str = "edit", **limits: Any) -> ft.Control:
    """A mirrored value: label over value; tapping it edits the value (48 px target). `limits`: the
    editor's `choices` (the values to tap, with their words) or `span` (a number's range)."""
    body = ft.Column([ft.Text(label, size=11, color=ft.Colors.ON_SURFACE_VARIANT), ft.Text(text, size=15, weight=ft.FontWeight.W_600)],
                     spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.START)
    if edit is None:
        control: ft.Control = ft.Container(body, padding=ft.Padding.symmetric(horizontal=8, vertical=4))
    else:
        control = ft.TextButton(
            content=body,
            on_click=lambda: edit(path, label, current, kind, **limits),
            style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=8, vertical=4), shape=ft.RoundedRectangleBorder(radius=8)),
            height=TOUCH + 4,
            tooltip=_("Edit {what}").format(what=label.lower()),
        )
    return tid(identifier, control) if identifier else control
