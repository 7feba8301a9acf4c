"""The ship action (Water Frame 5.II.2.7, Player's Book 1.4, 1.8 Office and Agent in the Colonies).

The ship placed as the action marker carries whole contracts from the
warehouses: the goods of the contracts together fit its capacity (one less
during Opium War), each good pays the base quality of the player's factory,
the Office adds £5 once, the Agent ships one good more or fewer per contract,
and the voyage costs one share space. The administrative cost actually paid
must reach the ship's capacity (checked when the marker is placed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.flow import bonus_markers, competition
from companion.games.arkwright.production.shipping import Delivery, deliver, loadmaster_capacity, ship_capacity
from companion.games.arkwright.production.storage import stock, take_from_stock
from companion.games.arkwright.production.words import good_said

if TYPE_CHECKING:  # the entry's model: the legal actions read these rules without it
    from companion.games.arkwright.actions.inputs import ShipMain

SECTION = "Water Frame 5.II.2.7"
SECTION_AGENT = "Player's Book 1.8 Agent in the Colonies"
#: house rule: during Opium War the ship action's minimum cost is the lowered capacity
HOUSE_OPIUM_COST = "opium_war_lowers_ship_cost"


def required_cost(turn_state, board, capacity: int) -> int:
    """The least administrative cost that sails a ship of this printed capacity."""
    if turn_state.house_rules.get(HOUSE_OPIUM_COST):
        return ship_capacity(board, turn_state, capacity)
    return capacity


def ship_action(turn: Turn, main: ShipMain) -> None:
    t, p, board = turn.t, turn.p, turn.board
    assert turn.marker.capacity is not None
    cap = loadmaster_capacity(turn.p, ship_capacity(board, turn.state, turn.marker.capacity))
    if len(set(main.contracts)) != len(main.contracts):
        raise RuleError(said("arkwright", "each contract is fulfilled once"), section=SECTION)
    if main.agent and not p.has("agent_in_the_colonies"):
        raise RuleError(said("arkwright", "{name} has no Agent in the Colonies", name=turn.name), section=SECTION_AGENT)
    unknown = set(main.agent) - set(main.contracts)
    if unknown:
        raise RuleError(said("arkwright", "the Agent changes only contracts being fulfilled (not {join})", join=', '.join(sorted(unknown))), section=SECTION_AGENT)
    deliveries: list[Delivery] = []
    for good in main.contracts:
        space = p.contracts.get(good)
        if space is None:
            raise RuleError(said("arkwright", "{name} has no {good:term} contract; goods are shipped only against a contract", name=turn.name, good=good), section=SECTION)
        f = p.factory(good)
        if f is None:
            raise RuleError(said("arkwright", "{name} has no {good:term} factory whose base quality would set the price", name=turn.name, good=good), section=SECTION)
        n = space + main.agent.get(good, 0)
        have = stock(p, good)
        if n > have:
            raise RuleError(said("arkwright", "the {good:term} contract needs {goods}; {name} has {have} stored", good=good, goods=good_said(n, good), name=turn.name, have=have), section=SECTION)
        deliveries.append(Delivery(good=good, goods=n, contract=space, price=t.base_quality(f)))
    total = sum(d.goods for d in deliveries)
    if total > cap:
        lowered = (" (Opium War: one less)" if turn.state.opium_war else "") + (" (Loadmaster: one more)" if p.has("loadmaster") else "")
        raise RuleError(said("arkwright", "{total} goods do not fit a ship of capacity {cap}{lowered}", total=total, cap=cap, lowered=lowered), section=SECTION)
    for d in deliveries:
        take_from_stock(t, turn.pid, d.good, d.goods)
        t.ledger.record(turn.pid, "goods", -d.goods, "arkwright.loads_ship", SECTION, name=turn.name, count=d.goods, good=d.good)
    deliver(t, turn.pid, deliveries, 1, section=SECTION)
    # the Self-Actor variant (Player's Book 3.2): the bonus marker, the Shipping and Share Value Competitions
    bonus_markers.shipped(t, turn.pid, total)
    competition.shipping_award(t, {turn.pid: total})
    competition.share_value_award(t, turn.answers)
