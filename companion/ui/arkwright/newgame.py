"""Arkwright's part of the new-game screen: its declared options, and the free set-up's table."""

from __future__ import annotations

import flet as ft

from companion.core.registry import pack_info
from companion.ui.pack_options import SetOption, declared_options
from companion.ui.widgets import TextInput, section


def parse_mat(text: str) -> dict[str, list[str]]:
    """'1: a, b; 2: c' -> {"1": ["a", "b"], "2": ["c"]}"""
    mat: dict[str, list[str]] = {}
    for part in text.split(";"):
        if ":" in part:
            row, markers = part.split(":", 1)
            mat[row.strip()] = [m.strip() for m in markers.split(",") if m.strip()]
    return mat


def new_game_options(options: dict, option: SetOption) -> ft.Control:
    info = pack_info("arkwright")
    controls = declared_options(info, options, option)
    if options.get("setup") == "free":
        controls += [
            TextInput("Advanced markers face up on the mat", hint_text="1: quality_light, machinery_light; 3: ...",
                      on_change=lambda text: option("mat", parse_mat(text) or None)),
            TextInput("Development tiles laid out (ids, comma separated)", hint_text="charisma, inventor, office, ...",
                      on_change=lambda text: option("tiles", [t.strip() for t in text.split(",") if t.strip()] or None)),
        ]
    return section(info.title, controls)
