"""Which screens show a pack's game: its own (`companion/ui/<pack id>/screens.py`) or the generic ones.

A pack UI offers `players_of(view)`, `table_controls(view, edit)` and a
`StepPanel(sid, view)` component. Optional: `UNITS` (the ledger's units, e.g.
{"cash": "$"}), `HISTORY` (charts: timeline field, title, test id, unit) and
`SCORE_UNIT` for the history; for the new-game form `NEW_GAME_DEFAULTS`,
`new_game_options(options, option)`, `setup_entry(seats, start, options)`,
and `START_LABEL` (None: no start player to choose); the seat limits, options
and house rules come from the pack's declaration (core.registry). A screens
module declaring `SCREENS` (a `companion.ui.pack_screen.PackScreens`) is read
through it. Packs without a UI of their own get `GenericUI`.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from types import SimpleNamespace
from typing import Any

import flet as ft

from companion.ui import generic

#: a pack's own screens live in companion/ui/<pack id>/screens.py
PACK_ID = re.compile(r"^[a-z0-9_]+$")


@ft.component
def GenericStep(sid: Any, view: Any):
    if view.summary.finished:
        return generic.results_card(view.summary)
    return generic.GenericEntryForm(sid, view.info.pack_id, generic.players_of(view.summary))


GenericUI = SimpleNamespace(
    players_of=lambda view: generic.players_of(view.summary),
    table_controls=lambda view, edit: generic.summary_cards(view.summary),
    StepPanel=GenericStep,
)


@cache
def pack_ui(pack_id: str) -> Any:
    if not PACK_ID.match(pack_id or ""):
        return GenericUI
    name = f"companion.ui.{pack_id}.screens"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, f"companion.ui.{pack_id}"):
            raise
        return GenericUI
    return getattr(module, "SCREENS", module)
