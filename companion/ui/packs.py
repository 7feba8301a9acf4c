"""Which screens show a pack's game: its own (Arkwright) or the generic ones.

A pack UI offers `players_of(view)`, `table_controls(view, edit)` and a
`StepPanel(sid, view)` component. Optional: `UNITS` (the ledger's units, e.g.
{"cash": "$"}), `HISTORY` (charts: timeline field, title, test id, unit) and
`SCORE_UNIT` for the history; for the new-game form `NEW_GAME_DEFAULTS`,
`new_game_options(options, option)`, `setup_entry(seats, start, options)`,
`seat_limits()` and `START_LABEL` (None: no start player to choose). Packs
without a UI of their own get `GenericUI`.
"""

from __future__ import annotations

import importlib
from types import SimpleNamespace
from typing import Any

import flet as ft

from companion.ui import generic

#: pack id -> module of its own screens
PACK_UIS = {
    "arkwright": "companion.ui.arkwright.screens",
    "kanban": "companion.ui.kanban.screens",
    "union_stockyards": "companion.ui.union_stockyards.screens",
    "montana": "companion.ui.montana.screens",
}


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


def pack_ui(pack_id: str) -> Any:
    module = PACK_UIS.get(pack_id)
    return importlib.import_module(module) if module else GenericUI
