"""Ship crews and warehouse workers at the end of a round (Water Frame 6.II, Player's Book 1.4-1.5, 1.9).

Before the event each player pays the current wage to every worker on the
harbor mat (ship crews and large-warehouse workers), then may fire any of them:
a fired crew returns its ship to the special markers mat, a fired warehouse
worker closes their row or column and goods that no longer fit are lost (the
small warehouse takes what it can). The Opium War of the previous round makes
every ship owner give up one ship of their choice right after the wages.
"""

from __future__ import annotations

from itertools import combinations

from companion.core.decisions import Answers
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.workers import fit_warehouse_goods
from companion.games.arkwright.actions.self_actor_tiles import harbor_wages, harbormaster_wage
from companion.games.arkwright.table import Table

SECTION = "Water Frame 6.II"
SECTION_OPIUM = "Player's Book 1.9 Opium War"
SECTION_STRIKE = "Player's Book 1.9 Threat of Strike"
#: house rule: the Threat of Strike surcharge ends before the crews of its decade are paid
STRIKE_SPARES_CREWS = "strike_spares_crews"


def harbor_wage(t: Table) -> tuple[int, dict]:
    """The wage beside the lowest empty job-market space, +£1 while a Threat of Strike lasts, and the
    parameters of its words in the ledger line (`why`: the message code)."""
    s = t.state
    wage = jobmarket.wage(t.board, s)
    if s.threat_of_strike and not s.house_rules.get(STRIKE_SPARES_CREWS):
        extra = t.board.event("threat_of_strike").amount
        return wage + extra, {"why": "arkwright.harbor_wage_strike", "wage": wage, "extra": extra}
    return wage, {"why": "arkwright.harbor_wage", "wage": wage}


def pay_harbor_workers(t: Table) -> None:
    wage, why = harbor_wage(t)
    for p in t.state.turn_order():
        n = p.warehouse.workers + p.ship_crew
        total, lowered = harbor_wages(p, n, wage)  # Self-Actor: the Harbormaster (Player's Book 3.2)
        if lowered:
            t.pay(p.id, total, "arkwright.pays_harbor_workers_harbormaster", "Player's Book 3.2 Harbormaster", name=p.name,
                  count=n, lowered=lowered, low=harbormaster_wage(wage), total=total, **why)
        elif n:
            t.pay(p.id, n * wage, "arkwright.pays_harbor_workers", SECTION, name=p.name, count=n, **why)


def return_ship(t: Table, pid: str, capacity: int, why: str, section: str) -> None:
    """A ship goes back to the mat and its crew to the fired workers space."""
    s, p = t.state, t.p(pid)
    crew = t.board.ship(capacity).crew
    p.ships.remove(capacity)
    p.ship_crew -= crew
    s.fired += crew
    s.mat.ships[capacity] = s.mat.ships.get(capacity, 0) + 1
    t.ledger.remark(pid, "arkwright.returns_ship_because", section, name=p.name, capacity=capacity, why=why)
    if crew:
        t.ledger.record(pid, "workers", -crew, "arkwright.crew_fired", section, name=p.name, crew=crew)


def opium_war_losses(t: Table, ask: Answers) -> None:
    """Each ship owner loses one ship of their choice (Player's Book 1.9 Opium War)."""
    for p in t.state.turn_order():
        if not p.ships:
            continue
        cap = ask.ask(
            f"opium_war:{p.id}",
            said("arkwright", "{name}: which ship is lost in the Opium War?", name=p.name),
            [(c, said("arkwright", "the capacity-{cap} ship", cap=c)) for c in sorted(set(p.ships))],
            player=p.id,
            section=SECTION_OPIUM,
        )
        return_ship(t, p.id, cap, "arkwright.ship_lost_opium_war", SECTION_OPIUM)


def _harbor_workers(t: Table, pid: str) -> list[str]:
    p = t.p(pid)
    items = [f"column:{g}" for g in p.warehouse.columns]
    items += [f"row:{i + 1}" for i, has in enumerate(p.warehouse.rows) if has]
    return items + [f"ship:{c}" for c in p.ships]


def _label(items: tuple[str, ...]) -> str:
    if not items:
        return said("arkwright", "keep everyone")
    words = []
    for item in items:
        what, _, x = item.partition(":")
        words.append(said("arkwright", "the {good:term} column worker", good=x) if what == "column"
                     else said("arkwright", "the warehouse row {row} worker", row=x) if what == "row"
                     else said("arkwright", "the capacity-{cap} ship and its crew", cap=x))
    return said("arkwright", "fire {whom}", whom=tuple(words))


def firing_options(t: Table, pid: str) -> list[tuple[list[str], str]]:
    items = _harbor_workers(t, pid)
    seen: list[list[str]] = []
    out = []
    for k in range(len(items) + 1):
        for combo in combinations(items, k):
            value = sorted(combo)
            if value not in seen:
                seen.append(value)
                out.append((value, _label(tuple(value))))
    return out


def fire_harbor_workers(t: Table, ask: Answers) -> None:
    """Each player may fire ship crews (returning the ship) and warehouse workers (Water Frame 6.II);
    goods without room go to the small warehouse or are lost (the workers action's helper)."""
    for p in t.state.turn_order():
        if not _harbor_workers(t, p.id):
            continue
        fired = ask.ask(
            f"fire:{p.id}",
            said("arkwright", "{name}: fire any workers on ships or in the warehouse?", name=p.name),
            firing_options(t, p.id),
            player=p.id,
            section=SECTION,
            default=[],
        )
        for item in fired:
            what, _, x = item.partition(":")
            if what == "ship":
                return_ship(t, p.id, int(x), "arkwright.ship_crew_fired", SECTION)
                continue
            if what == "column":
                p.warehouse.columns.remove(x)
            else:
                p.warehouse.rows[int(x) - 1] = False
            t.state.fired += 1
            t.ledger.record(p.id, "workers", -1, "arkwright.fires_warehouse_worker", SECTION, name=p.name, what=what, which=x)
        if fired:
            fit_warehouse_goods(t, p.id, SECTION)
