"""Tables of the Self-Actor variant (Player's Book 3.2) for the Reorganization marker and the new tiles."""

from __future__ import annotations

from companion.games.arkwright.state import ArkwrightState, Mat
from tests.games.arkwright.actions.helpers import factory, player, turn_table

ELEMENTS = ["reorganization", "tiles"]


def marion(**kw):
    kw.setdefault("cash", 30)
    kw.setdefault("factories", [factory("food", price=6, rows=((1, 0),)), factory("clothes", price=7, rows=((1, 0),)),
                                factory("cutlery", price=8, rows=((1, 0),))])
    return player("marion", **kw)


def game(p=None, q=None, **kw) -> ArkwrightState:
    kw.setdefault("self_actor", list(ELEMENTS))
    kw.setdefault("mat", Mat(ships={2: 4, 4: 2}, tiles=["broker", "office"]))
    return turn_table([p or marion(), q or player("harold", cash=30)], **kw)


def again(state: ArkwrightState) -> ArkwrightState:
    """The same table with the first player to act again (a later cycle of the decade)."""
    return state.model_copy(update={"acted": 0})
