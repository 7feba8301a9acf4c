"""Arkwright's screens for a game: the step the table is at, and the mirrored table.

The step follows the state's phase: the 1760 preparation round (free set-up),
the economy phase (asks only the revealed economy marker), the action phase
(the action form), the production phase (one tap), the end of the round and
the End of Game event (asking only what the table revealed: the event, who
fires whom, the final stock exchange). Every step goes through the same
preview / question / confirm flow (`companion.ui.resolve`).
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.wording import said
from companion.games.arkwright.messages import POOLS
from companion.games.arkwright.phases import PHASES
from companion.ui.arkwright.actions import ActionPanel
from companion.ui.arkwright.newgame import ACTION_NAMES, new_game_problems, new_game_options, setup_entry
from companion.ui.arkwright.preparation import PrepPanel
from companion.ui.arkwright.quick_production import QuickPanel, QuickProductionPage
from companion.ui.arkwright.table import table_view
from companion.ui.generic import results_card
from companion.ui.pack_screen import Page, PackUI
from companion.ui.resolve import ResolveFlow
from companion.ui.words import N_, _

#: phase -> (entry kind, title, button, hint), from the phase table
GUIDED = PHASES.guided()


def players_of(view: Any) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in view.state.players}


@ft.component
def StepPanel(sid: Any, view: Any):
    state = view.state
    players = players_of(view)
    good = state.active_good
    if state.phase == "game_over":
        return results_card(view.summary, view.info.pack_id)
    if state.productions_only:
        return ft.Card(ft.Container(QuickPanel(sid, view), padding=12))
    if state.phase in GUIDED:
        kind, title, button, hint = GUIDED[state.phase]
        if good and state.phase in ("economy", "production"):
            title = said("arkwright", "{phase}: {good:term}", phase=title, good=good)
        return ft.Card(ft.Container(ResolveFlow(sid, {"kind": kind}, players, title=title, button=button, hint=hint), padding=12))
    if state.phase == "actions":
        return ActionPanel(sid, view)
    if state.phase == "setup":
        return ft.Card(ft.Container(PrepPanel(sid, view), padding=12))
    # every phase has its own step above (tests/ui/test_every_turn.py holds it): no form of typed fields
    return ft.Card(ft.Container(ft.Text(_("Nothing to enter in the {phase} phase.").format(phase=state.phase.replace("_", " ")),
                                     size=13), padding=12))


def action_title(name: Any, entry: dict) -> str:
    """An action entry in the log: "Marion: Quality" (the action of the marker taken: its main action, else the
    marker's own, light or dark grey, or a Ship space of the Shipping Competition)."""
    action = (entry.get("main") or {}).get("action") or str(entry["marker"]).split(":")[0].removesuffix("_light").removesuffix("_dark")
    words = _(ACTION_NAMES[action]) if action in ACTION_NAMES else action.replace("_", " ")
    return _("{name}: {action}").format(name=name(entry["player"]), action=words)


SCREENS = PackUI(
    titles={"action": action_title},
    table=lambda view, edit: table_view(view.state, edit),
    step=StepPanel,
    players=players_of,
    step_titles={kind: title for kind, title, *_rest in GUIDED.values()},
    new_game_options=new_game_options,
    setup_entry=setup_entry,
    new_game_problems=new_game_problems,
    charts=[("value", N_("Share value"), "chart-share-value", "£"),
            ("score", N_("Portfolio (shares × share value)"), "chart-portfolio", "£"),
            # a Stock Exchange game only (the other games store no such number; History leaves the chart out)
            ("value2", N_("Shares of other companies (at their share value)"), "chart-holdings", "£")],
    score_unit="£",  # final scores are portfolios in pounds (shares x share value)
    start_label=N_("Start player"),
    correction_pools={"workers": (N_("Workers added come from / removed go to"), tuple(POOLS.items()))},
    pages=(Page("quick", QuickProductionPage, N_("Resolve a production (Arkwright, no game set up)"), ft.Icons.CALCULATE,
                "quick-production"),),
)
