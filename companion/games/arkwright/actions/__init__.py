"""The Arkwright action phase (Water Frame 5.II, Spinning Jenny 5.II, Player's Book 1.1, 1.8).

`apply_action(state, entry)` carries out one player's turn: the marker placed
on the administration chart and its cost, the main action and the additional
action. `legal_actions(state, player)` lists what the player can place now and
what it costs and buys. `special.take_special_marker` and
`distribution.free_levels` work without a marker for the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.games.arkwright.actions.inputs import ActionInput

__all__ = ["ActionInput", "apply_action", "legal_actions"]

# The rules of the action phase are imported on first use: importing them (with the
# production rules they share) at start-up added ~0.4 s to every `companion` command,
# Arkwright or not (python -X importtime -m companion --help). Both stay imports a
# reader and a type checker can follow.


def __getattr__(name: str):
    """`ActionInput` (the action entry's model) is imported when asked for: listing the legal actions needs none."""
    if name == "ActionInput":
        from companion.games.arkwright.actions.inputs import ActionInput

        return ActionInput
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def apply_action(state, entry):
    from companion.games.arkwright.actions.apply import apply_action as apply

    return apply(state, entry)


def legal_actions(state, player_id):
    from companion.games.arkwright.actions.legal import legal_actions as legal

    return legal(state, player_id)
