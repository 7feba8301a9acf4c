"""The production phase from start to end, in the rulebook's order (Water Frame 5.III).

1. output of the filled rows of each factory of the active good (School)   5.III.1
2. the luxury goods market (Noblesse Oblige)                                seed 001
3. the domestic sale and its revenue; Patron and Crown Jubilee             5.III.1, 1.8, 1.9
4. share value increases                                                    5.III.2
5. wages and machine costs, distribution decay                              5.III.3
6. shipping contracts of the active good; unfulfilled contracts climb       5.III.4
7. storage; what does not fit is lost                                       5.III.5
8. end of the cycle (start player, Charisma)                                5.IV
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright import jobmarket, phases
from companion.games.arkwright.flow import bonus_markers, competition
from companion.games.arkwright.production.bonuses import share_increases
from companion.games.arkwright.production.inputs import ProductionInput
from companion.games.arkwright.production.luxury import luxury_sale
from companion.games.arkwright.production.market import domestic_sale, pay_revenue
from companion.games.arkwright.production.output import Producer, make_producers, open_rows
from companion.games.arkwright.production.patron import extra_sales
from companion.games.arkwright.production.shipping import (
    advance_contract,
    choose_delivery,
    deliver,
    ship_capacities,
    ships_needed,
)
from companion.games.arkwright.production.storage import SECTION_STORAGE, stock, store_goods, take_goods
from companion.games.arkwright.production.wages import decay_distribution, pay_wages
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.outcome import outcome_of
from companion.games.arkwright.table import Table

SECTION_PHASE = "Water Frame 5.III"


def apply_production(state: ArkwrightState, entry: ProductionInput) -> Outcome:
    """Resolve the production phase of the active good on the engine's working copy.

    Raises DecisionNeeded (turned into a pending decision by the pack) when a
    player's choice is missing from `entry.answers`.
    """
    good = state.active_good
    if good is None:
        raise RuleError(said("arkwright", "no good is active: the decade's first cycle has not begun"), section=SECTION_PHASE)
    answers = Answers(entry.answers)
    t = Table.working(state, answers)
    demand = jobmarket.demand(t.board, t.state, good) if entry.demand is None else entry.demand

    producers = make_producers(t, good, answers)
    luxury_sale(t, good, producers, answers)
    sale = domestic_sale(t, good, producers, demand, answers)
    pay_revenue(t, good, producers)
    extra_sales(t, good, producers, answers)
    for pr in producers:  # Self-Actor bonus markers: the sales in England (Player's Book 3.2)
        bonus_markers.sold_in_england(t, pr.pid, pr.sold)
    share_increases(t, good, producers, sale)
    reached = competition.at_or_past(t)  # Self-Actor: on or past space 25 during the phase (Player's Book 3.2)
    for pr in producers:
        pay_wages(t, pr.pid, good, open_rows(pr.factory, pr.closed_row), wage=entry.wage)
    for pr in producers:
        decay_distribution(t, pr.pid, good)
    ship_contracts(t, good, producers, answers)
    competition.share_value_award(t, answers, reached)
    for pr in producers:
        store_goods(t, pr.pid, good, pr.left, answers, section=SECTION_STORAGE)
        pr.left = 0
    phases.after_production(t, answers)
    return outcome_of(t, answers)


def ship_contracts(t: Table, good: str, producers: list[Producer], answers: Answers) -> None:
    """Each player may fulfil the contract of the active good with up to two ships (Water Frame 5.III.4)."""
    by_pid = {pr.pid: pr for pr in producers}
    shipped: dict[str, int] = {}
    for p in t.state.turn_order():
        if good not in p.contracts:
            continue
        pr = by_pid.get(p.id)
        capacities = ship_capacities(t.board, t.state, p)
        delivery = None
        if pr is not None:
            delivery = choose_delivery(
                t,
                p.id,
                good,
                capacities=capacities,
                available=pr.left + stock(p, good),
                answers=answers,
                extra_shifts=p.has("extra_shifts"),
            )
        if delivery is None:
            if not competition.spares_contract(t, p.id, good, answers):
                advance_contract(t, p.id, good)
            continue
        from_new, _ = take_goods(t, p.id, good, delivery.goods - (1 if delivery.extra_shifts else 0), pr.left)
        pr.left -= from_new
        if delivery.extra_shifts:
            pr.produced += 1
        deliver(t, p.id, [delivery], ships_needed(capacities, delivery.goods) or 0)
        shipped[p.id] = delivery.goods
        bonus_markers.shipped(t, p.id, delivery.goods)  # Self-Actor: one delivery per player and phase (Player's Book 3.2)
    competition.shipping_award(t, shipped)  # the phase's deliveries are made at the same time
