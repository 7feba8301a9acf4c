"""Wages, machine costs and the decay of distribution (Water Frame 5.III.3).

Every worker of the active factory earns the wage beside the lowest empty
job-market space, every machine costs its operating cost, even in rows that
made nothing; a row the School closed costs nothing. Threat of Strike raises
each wage (Player's Book 1.9), the Foreman lowers up to four wages in his
factory (never below the minimum wage), the Workshop turns the machines of its
factory into one flat fee (Player's Book 1.8). Afterwards the distribution
marker of each active factory drops one level; when appeal would fall below
zero the price drops instead and the share value falls one space.

`wage_in_force`, `wage_bill` and `pay_wages` are shared with the production
action (Water Frame 5.II.2.8); keep their signatures stable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from companion.core.messages import render
from companion.games.arkwright import jobmarket
from companion.games.arkwright.board import Board
from companion.games.arkwright.state import ArkwrightState, Factory, Player
from companion.games.arkwright.table import Table

SECTION_WAGES = "Water Frame 5.III.3"
SECTION_FOREMAN = "Player's Book 1.8 Foreman"
SECTION_WORKSHOP = "Player's Book 1.8 Workshop"
SECTION_STRIKE = "Player's Book 1.9 Threat of Strike"


@dataclass(frozen=True)
class WageBill:
    """What one factory's rows cost: who is paid what, and why."""

    workers: int
    machines: int
    #: wage per worker in force (job market, plus Threat of Strike)
    wage: int
    #: how many workers the Foreman's reduction applies to, and their wage
    foreman_workers: int = 0
    foreman_wage: int = 0
    #: the operating costs of all machines (flat with the Workshop)
    machine_cost: int = 0
    workshop: bool = False
    strike: bool = False

    @property
    def worker_cost(self) -> int:
        return self.foreman_workers * self.foreman_wage + (self.workers - self.foreman_workers) * self.wage

    @property
    def total(self) -> int:
        return self.worker_cost + self.machine_cost

    def message(self) -> dict[str, int | str]:
        """The bill as ledger words' parameters: `bill` is its message code (the catalog words it
        '3 workers at £2 and 1 machine at £1', with the Foreman, Workshop and strike named)."""
        out: dict[str, int | str] = {}
        if self.workers:
            regular = self.workers - self.foreman_workers
            out["strike"] = "arkwright.wage_strike" if self.strike else "arkwright.empty"
            if self.foreman_workers:
                out.update(work="arkwright.wage_foreman", foreman_workers=self.foreman_workers, foreman_wage=self.foreman_wage)
                if regular:
                    out.update(work="arkwright.wage_foreman_and_regular", regular=regular, wage=self.wage)
            else:
                out.update(work="arkwright.wage_workers", workers=self.workers, wage=self.wage)
        if self.machines:
            if self.workshop:
                out.update(machine="arkwright.wage_machines_workshop", machines=self.machines, machine_cost=self.machine_cost)
            else:
                out.update(machine="arkwright.wage_machines", machines=self.machines, each=self.machine_cost // self.machines)
        both = ("work" in out, "machine" in out)
        out["bill"] = {(True, True): "arkwright.wage_bill", (True, False): "arkwright.wage_bill_work",
                       (False, True): "arkwright.wage_bill_machines", (False, False): "arkwright.wage_bill_nothing"}[both]
        return out

    def words(self) -> str:
        """'3 workers at £2 and 1 machine at £1' (the ledger's words)."""
        params = self.message()
        return render(str(params["bill"]), params)


def wage_in_force(board: Board, state: ArkwrightState, wage: int | None = None) -> int:
    """The wage per worker: the job market's (or the table's `wage`), plus Threat of Strike.

    Water Frame 5.III.3 (the wage beside the lowest empty space) and Player's
    Book 1.9 Threat of Strike (+£1 per worker for the decade after the event).
    """
    base = jobmarket.wage(board, state) if wage is None else wage
    if state.threat_of_strike:
        base += board.event("threat_of_strike").amount
    return base


def wage_bill(
    board: Board,
    player: Player,
    factory: Factory,
    rows: Iterable[int],
    wage: int,
    *,
    obsolete: bool = True,
    strike: bool = False,
) -> WageBill:
    """The cost of the given rows of one factory at `wage` per worker (already including any strike).

    `obsolete=True` adds the extra workers of an obsolete factory (Water Frame
    6.IV: they are paid normal wages in the production phase).
    """
    rules = board.rules
    rows = list(rows)
    workers = sum(factory.rows[r].workers for r in rows) + (factory.obsolete_workers if obsolete else 0)
    machines = sum(factory.rows[r].machines for r in rows)
    foreman_workers = foreman_wage = 0
    if player.foreman == factory.good and player.has("foreman") and workers:
        foreman_wage = max(rules.min_wage, wage - rules.foreman_reduction)
        if foreman_wage < wage:
            foreman_workers = min(rules.foreman_workers, workers)
    workshop = bool(machines) and player.workshop == factory.good and player.has("workshop")
    machine_cost = rules.workshop_machine_flat if workshop else machines * rules.machine_cost
    return WageBill(
        workers=workers,
        machines=machines,
        wage=wage,
        foreman_workers=foreman_workers,
        foreman_wage=foreman_wage,
        machine_cost=machine_cost,
        workshop=workshop,
        strike=strike,
    )


def pay_wages(
    t: Table,
    pid: str,
    good: str,
    rows: Iterable[int],
    *,
    wage: int | None = None,
    obsolete: bool = True,
    section: str = SECTION_WAGES,
) -> WageBill:
    """Pay the wages and machine costs of the given rows of the player's `good` factory.

    `wage` is the job-market wage when the table's board differs from ours
    (Threat of Strike is still added). Cash short: `Table.pay` sells shares in
    an emergency and takes loans (Water Frame 7.0). Returns the bill paid.
    """
    p = t.p(pid)
    f = p.factory(good)
    if f is None:
        return WageBill(workers=0, machines=0, wage=0)
    per_worker = wage_in_force(t.board, t.state, wage)
    bill = wage_bill(t.board, p, f, rows, per_worker, obsolete=obsolete, strike=t.state.threat_of_strike)
    if bill.total:
        t.pay(pid, bill.total, "arkwright.pays_wages", section, name=p.name, good=good, total=bill.total, **bill.message())
    return bill


def decay_distribution(t: Table, pid: str, good: str, section: str = SECTION_WAGES) -> None:
    """The active factory's distribution drops one level; appeal never falls below zero.

    Water Frame 5.III.3: if appeal would become negative the price drops by
    one instead and the share value indicator moves back one space.
    """
    p = t.p(pid)
    f = p.factory(good)
    if f is None or f.distribution == 0:
        return
    rules = t.board.rules
    f.distribution = max(0, f.distribution - rules.distribution_decay)
    if f.distribution:
        t.ledger.remark(pid, "arkwright.distribution_down", section, name=p.name, good=good, distribution=f.distribution)
    else:
        t.ledger.remark(pid, "arkwright.distribution_removed", section, name=p.name, good=good)
    appeal = t.appeal(f)
    if appeal < 0:
        f.price += appeal  # appeal is -1 here: the price drops to keep appeal at 0
        t.ledger.remark(pid, "arkwright.appeal_below_zero", section, name=p.name, good=good, price=f.price)
        loss = rules.appeal_correction_space_loss
        t.move(pid, -loss, "arkwright.price_lowered", section, name=p.name, good=good, loss=loss)
