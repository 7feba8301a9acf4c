"""Shipping to the East India Company (Water Frame 5.III.4 and 5.II.2.7).

A contract is fulfilled whole: as many goods as its space, carried by ships
whose capacities add up to at least that (one ship in the ship action, up to
two in the production phase), paid at the factory's base quality per good.
Each ship used costs one share space; the Office adds £5 once; the Agent in
the Colonies ships one good more or fewer (Player's Book 1.8); Opium War
lowers each ship's capacity by one for a decade (Player's Book 1.9).
Unfulfilled contracts of the active good climb one space, or cost two share
spaces on the last space.

`ship_capacities`, `ships_needed`, `choose_delivery`, `deliver` and
`advance_contract` are shared with the ship action; keep their signatures stable.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.core.decisions import Answers
from companion.core.wording import said
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.board import Board
from companion.games.arkwright.production.output import SECTION_EXTRA_SHIFTS, return_extra_shifts
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.table import Table

SECTION_SHIPPING = "Water Frame 5.III.4"
SECTION_OFFICE = "Player's Book 1.8 Office"
SECTION_AGENT = "Player's Book 1.8 Agent in the Colonies"
SECTION_OPIUM = "Player's Book 1.9 Opium War"


@dataclass(frozen=True)
class Delivery:
    """One contract fulfilled: `goods` goods of a kind at `price` each."""

    good: str
    goods: int
    #: the space of the contract marker (the goods it asks for without the Agent)
    contract: int
    price: int
    #: the last good was made with Extra Shifts (production phase only)
    extra_shifts: bool = False

    @property
    def revenue(self) -> int:
        return self.goods * self.price


def loadmaster_capacity(player: Player, capacity: int) -> int:
    """The Loadmaster: each of the owner's ships carries one more, with no extra crew (Player's Book 3.2)."""
    return capacity + (self_actor_data().loadmaster.extra_capacity if player.has("loadmaster") else 0)


def ship_capacity(board: Board, state: ArkwrightState, capacity: int) -> int:
    """A ship's capacity this decade: Opium War lowers it by one (Player's Book 1.9)."""
    if state.opium_war:
        return max(0, capacity - board.event("opium_war").amount)
    return capacity


def ship_capacities(board: Board, state: ArkwrightState, player: Player) -> list[int]:
    """Each ship's capacity this decade; the Loadmaster adds one to each (Player's Book 3.2)."""
    return [loadmaster_capacity(player, ship_capacity(board, state, c)) for c in player.ships]


def ships_needed(capacities: list[int], n: int) -> int | None:
    """The fewest of the given ships that carry `n` goods together, or None if they cannot."""
    if n <= 0:
        return 0
    ordered = sorted(capacities, reverse=True)
    carried = 0
    for used, cap in enumerate(ordered, start=1):
        carried += cap
        if carried >= n:
            return used
    return None


def contract_sizes(board: Board, player: Player, space: int) -> list[int]:
    """Goods a contract may be fulfilled with: its space, or one more or fewer with the Agent."""
    if not player.has("agent_in_the_colonies"):
        return [space]
    shift = board.rules.agent_shift
    return [n for n in (space - shift, space, space + shift) if n >= 1]


def choose_delivery(
    t: Table,
    pid: str,
    good: str,
    *,
    capacities: list[int],
    available: int,
    answers: Answers,
    extra_shifts: bool = False,
    decision_id: str | None = None,
    section: str = SECTION_SHIPPING,
) -> Delivery | None:
    """Ask whether to fulfil the player's contract of `good`; None when not shipped.

    `capacities` are the usable ships (already lowered by Opium War),
    `available` the goods of that kind the player can deliver; with
    `extra_shifts` one missing good may be made by returning Extra Shifts.
    Only legal sizes are offered; no question when shipping is impossible.
    Changes nothing: the caller removes the goods and calls `deliver`.
    """
    p = t.p(pid)
    space = p.contracts.get(good)
    factory = p.factory(good)
    if space is None or factory is None or not capacities:
        return None
    price = t.base_quality(factory)
    options: list[tuple[int, str]] = [(0, said("arkwright", "do not ship"))]
    for n in contract_sizes(t.board, p, space):
        ships = ships_needed(capacities, n)
        short = n - available
        if ships is None or short > (1 if extra_shifts else 0):
            continue
        label = said("arkwright", "ship {n:goods/{good}} for £{pay} using {ships:count/ship} (-{ships:spaces})", n=n, good=good,
                     pay=n * price, ships=ships)
        if n != space:
            label = said("arkwright", "{label}, Agent in the Colonies: contract of {space} shipped as {n}", label=label, space=space, n=n)
        if short == 1:
            label = said("arkwright", "{label}, returning Extra Shifts for the last good", label=label)
        options.append((n, label))
    if len(options) == 1:
        return None
    n = answers.ask(
        decision_id or f"ship:{pid}:{good}",
        said("arkwright", "{name}: fulfil the {good:term} contract on space {space}?", name=p.name, good=good, space=space),
        options,
        player=pid,
        section=section,
    )
    if not n:
        return None
    return Delivery(good=good, goods=n, contract=space, price=price, extra_shifts=n > available)


def deliver(t: Table, pid: str, deliveries: list[Delivery], ships: int, *, section: str = SECTION_SHIPPING) -> int:
    """Pay for delivered contracts, return their markers, add the Office bonus and move back per ship.

    The caller has already removed the goods. Returns the cash received.
    """
    if not deliveries:
        return 0
    p = t.p(pid)
    rules = t.board.rules
    received = 0
    for d in deliveries:
        if d.extra_shifts:
            return_extra_shifts(t, pid, "arkwright.extra_shifts_contract", SECTION_EXTRA_SHIFTS, good=d.good)
        sect = SECTION_AGENT if d.goods != d.contract else section
        t.receive(pid, d.revenue, "arkwright.delivers", sect, name=p.name, count=d.goods, good=d.good, price=d.price, revenue=d.revenue)
        received += d.revenue
        del p.contracts[d.good]
        t.ledger.remark(pid, "arkwright.contract_returns", section, name=p.name, good=d.good)
    if p.has("office"):
        t.receive(pid, rules.office_bonus, "arkwright.office_bonus", SECTION_OFFICE, name=p.name, bonus=rules.office_bonus)
        received += rules.office_bonus
    if ships:
        loss = rules.ship_space_loss * ships
        t.move(pid, -loss, "arkwright.used_ships", section, name=p.name, ships=ships, loss=loss)
    return received


def next_contract_space(t: Table, space: int) -> int | None:
    """The space an unfulfilled contract climbs to from `space`; None on the last space."""
    track = t.board.contracts.two_player_spaces if len(t.state.players) == 2 else t.board.contracts.spaces
    return next((s for s in track if s > space), None)


def advance_contract(t: Table, pid: str, good: str, section: str = SECTION_SHIPPING) -> None:
    """An unfulfilled contract of the active good climbs one space; on the last space it stays and costs."""
    p = t.p(pid)
    space = p.contracts.get(good)
    if space is None:
        return
    later = next_contract_space(t, space)
    if later is not None:
        p.contracts[good] = later
        t.ledger.remark(pid, "arkwright.contract_moves_up", section, name=p.name, good=good, space=space, later=later)
        return
    loss = t.board.rules.contract_fail_space_loss
    t.move(pid, -loss, "arkwright.contract_unfulfilled", section, name=p.name, good=good, space=space, loss=loss)
