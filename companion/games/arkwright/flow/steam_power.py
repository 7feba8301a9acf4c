"""The Steam Power event marker of the Self-Actor variant (Player's Book 3.2).

Shuffled with the event markers in the 1760 preparation round (Bureaucracy still lies among 1770-1790
and the End of Game on the last decade: flow/events.py `legal_events`). Revealed, every player pays
the bank £1 per machine in their factories and £1 per capacity of their ships; a player short of cash
pays as for every forced payment (Water Frame 7.0: emergency share sale, then loans). The amounts are
in data/events.toml.
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.state import Player
from companion.games.arkwright.table import Table

SECTION = "Player's Book 3.2 Event Marker - Steam Power"
EVENT = "steam_power"


def predetermined_events(state, printed: dict[str, str]) -> dict[str, str]:
    """The predetermined set up of a game with Steam Power: its printed markers are shuffled with Steam Power
    and lie face down (one of the five stays out unseen); only the End of Game is known (rules_notes/self_actor.md)."""
    if not self_actor.plays(state, EVENT):
        return printed
    return {k: v for k, v in printed.items() if v == "end_of_game"}


def predetermined_pool(state) -> list[str] | None:
    """The markers a predetermined game with Steam Power shuffles: the printed ones and Steam Power (None otherwise)."""
    if state.setup_mode != "predetermined" or not self_actor.plays(state, EVENT):
        return None
    pre = state.board.predetermined_setup(state.version, len(state.players))
    return [*pre.events.values(), EVENT]


def modernization(t: Table, p: Player) -> tuple[int, int, int]:
    """(machines, ship capacity, pounds due): £1 per machine and £1 per capacity (the printed one)."""
    spec = t.board.event(EVENT)
    machines = sum(f.machines for f in p.factories)
    capacity = sum(p.ships)
    return machines, capacity, machines * spec.amount + capacity * (spec.amount_per_capacity or 0)


def steam_power(t: Table, ask: Answers) -> None:
    """Each player, clockwise from the start player, pays for modernizing their machines and ships."""
    for p in t.state.turn_order():
        machines, capacity, due = modernization(t, p)
        if due:
            t.pay(p.id, due, "arkwright.steam_power", SECTION, name=p.name, machines=machines, capacity=capacity, due=due)
        else:
            t.ledger.remark(p.id, "arkwright.steam_power_nothing", SECTION, name=p.name)
