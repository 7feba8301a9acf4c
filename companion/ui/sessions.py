"""How a stored session looks in a list (home screen, history)."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.ui.theme import TOUCH, shape, swatch
from companion.ui.words import N_, _, spoken

#: a stored session's status in words (the store keeps the code)
STATUS = {"running": N_("running"), "finished": N_("finished"), "abandoned": N_("abandoned")}


def status_words(status: str) -> str:
    """The session's status as the table reads it (a status without words: as stored)."""
    return _(STATUS[status]) if status in STATUS else status


def _seat(seat: Any) -> tuple[str, str]:
    if isinstance(seat, dict):
        return seat.get("name", "?"), seat.get("color", "")
    if isinstance(seat, str):
        return seat, ""
    return getattr(seat, "name", "?"), getattr(seat, "color", "")


def seats_row(seats: list[Any]) -> ft.Control:
    items = []
    for seat in seats:
        name, color = _seat(seat)
        items.append(ft.Row([ft.Icon(shape(color), color=swatch(color), size=14), ft.Text(name, size=13)], spacing=2, tight=True))
    return ft.Row(items, wrap=True, spacing=10)


def when(info: Any) -> str:
    stamp = getattr(info, "updated", None) or getattr(info, "created", None)
    if stamp is None:
        return ""
    text = stamp.isoformat(timespec="minutes") if hasattr(stamp, "isoformat") else str(stamp)
    return text.replace("T", " ")[:16]


def mark(info: Any) -> str:
    """What the session's title is followed by: " (productions only)" for such an Arkwright game, the
    variant for a Player's Book variant (" (Spinning Mule)", " (Water Frame + extra events)")."""
    variant = getattr(info, "variant", "") or ""
    if variant.startswith("Spinning Mule") or " + " in variant:
        return f" ({spoken(variant)})"
    return _(" (productions only)") if "productions only" in variant else ""


def session_tile(app: Any, info: Any, *, target: str | None = None) -> ft.Control:
    """One line per session: title, progress, players; a tap opens it."""
    route = target or (f"/history/{info.id}" if info.status != "running" else f"/game/{info.id}")
    status = "" if info.status == "running" else f" · {status_words(info.status)}"
    return ft.Card(
        ft.ListTile(
            title=ft.Text(info.title + mark(info), weight=ft.FontWeight.W_600),
            subtitle=ft.Column([ft.Text(f"{spoken(info.progress)}{status} · {when(info)}", size=12), seats_row(list(info.seats))], spacing=2, tight=True),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda: app.go(route),
            min_height=TOUCH + 16,
        ),
    )
