"""Arkwright entries a player could make now, in log form (`companion.core.legal`).

In the action phase each marker on each row of the administration chart, as
`actions.legal.legal_actions` judges it (its cost, what it buys, or why not);
in a phase the table resolves with one entry, that entry, judged by the
engine (it usually asks what the table revealed); in the 1760 preparation round
every founding, share sale and marker the due player may choose, then the
payment (`forms.preparation_moves`).
"""

from __future__ import annotations

from typing import Any

from companion.core.legal import Candidate
from companion.core.wording import said
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.forms import preparation_moves
from companion.games.arkwright.phases import PHASES
from companion.games.arkwright.state import ArkwrightState


def _marker(player: str, option: dict[str, Any]) -> Candidate:
    entry = {"kind": "action", "player": player, "marker": option["marker"], "row": option["row"]}
    if option["legal"]:
        return Candidate(entry=entry, cost=option["total"], effect=option["text"])
    return Candidate(entry=entry, cost=option["total"], refused=option["reason"],
                     effect=said("arkwright", "{marker:msg} on £{row}", **option["label_words"], row=option["row"]))


def candidates(state: ArkwrightState, player: str) -> list[Candidate | dict[str, Any]]:
    if state.phase == "actions":
        return [_marker(player, o) for o in legal_actions(state, player) if o["kind"] == "marker"]
    if state.phase == "setup":
        return preparation_moves(state, player)
    return [{"kind": kind} for kind in PHASES[state.phase].kinds]
