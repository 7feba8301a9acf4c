"""Which screens show a pack's game: its `PackUI` (companion/ui/pack_screen.py), or the generic ones.

A pack's screens are named by an entry point of the `companion.screens` group,
under the pack's own name (pyproject.toml):

    [project.entry-points."companion.screens"]
    PACK = "companion.ui.PACK.screens:SCREENS"

The rules never import the screens, and the command line never imports Flet,
so a pack's rules value (`companion.packs`) cannot name its screens: the two
groups meet by name here. A pack without screens of its own gets `GENERIC`
(its summary as cards, forms drawn by companion/ui/schema_forms.py). The seat limits, options,
house rules and units are the pack's own declaration (`get_pack`).
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.core.registry import entry_points, get_pack
from companion.ui import generic, schema_forms
from companion.ui.pack_forms import PackStep
from companion.ui.pack_screen import PackUI

GROUP = "companion.screens"


@ft.component
def GenericStep(sid: Any, view: Any):
    """The step panel of a pack without screens: the forms drawn from its legal() listing and its entry schema."""
    forms = ft.use_memo(lambda: [] if view.summary.finished else schema_forms.forms_of(view),
                        [view.info.pack_id, getattr(view.info, "version", None), id(view.state)])
    if view.summary.finished:
        return generic.results_card(view.summary, view.info.pack_id)
    return PackStep(sid, view, forms, schema_forms.suggested_kind(forms, view), generic.players_of(view.summary),
                    units(view.info.pack_id), key=f"step-{getattr(view.info, 'version', '')}")


GENERIC = PackUI(
    table=lambda view, edit: [*generic.summary_cards(view.summary), *generic.correction_buttons(view, edit)],
    step=GenericStep,
    players=lambda view: generic.players_of(view.summary),
    charts=[("score", "Score", "chart-score", "")],
)


def pack_ui(pack_id: str) -> PackUI:
    """The pack's screens, named by its `companion.screens` entry point; the generic ones without."""
    ep = entry_points(GROUP).get(pack_id or "")
    return GENERIC if ep is None else ep.load()


def units(pack_id: str) -> dict[str, str]:
    """The units the pack's ledger names ({"cash": "$"}); none for a game whose pack is not installed."""
    try:
        return get_pack(pack_id).units
    except CompanionError:
        return {}


def all_screens() -> list[PackUI]:
    """The screens of every installed pack (their pages on the home screen and in the routes)."""
    return [pack_ui(p) for p in entry_points(GROUP)]
