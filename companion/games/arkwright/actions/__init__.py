"""The Arkwright action phase (Water Frame 5.II, Spinning Jenny 5.II, Player's Book 1.1, 1.8).

`apply.apply_action(state, entry)` carries out one player's turn: the marker placed
on the administration chart and its cost, the main action and the additional
action. `legal_actions(state, player)` lists what the player can place now and
what it costs and buys (the one name the package gives: listing them needs none of the rules that apply a turn). `special.take_special_marker` and
`distribution.free_levels` work without a marker for the events.
"""

from __future__ import annotations

from companion.games.arkwright.actions.legal import legal_actions

__all__ = ["legal_actions"]
