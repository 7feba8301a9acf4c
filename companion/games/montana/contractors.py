"""The contractor round in town: placing, outbidding, passing, then paying for the rewards.

MT contractor round: the active player takes a pumpkin from the general
supply and places their contractor on any shop field; then the others,
clockwise, may place theirs or pass. A contractor may only be placed where
its owner can pay the column's pumpkin cost. Entering a row where another
player's contractor stands is allowed only to the right of it; that
contractor is displaced and its owner must at once place it again (by the
same rules) or pass. A pass is final: the contractor goes to the hardware
store. When every contractor stands alone in its row or has passed, players
pay the column costs in pumpkins and take the row rewards, in turn order from
the active player; then every contractor goes back to the hardware store.

The round is one entry holding the moves in order; while someone still has
to act the entry comes back with a pending decision listing their legal moves.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.decisions import DecisionNeeded, Option, PendingDecision
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import clockwise_from, find
from companion.core.wording import said
from companion.games.montana.state import MontanaState
from companion.games.montana.turns import check_active, end_turn

SECTION = "MT contractor round"


class Move(Model):
    """A contractor placed on (row, column), both from 1, or a pass (no row)."""

    player: str
    row: int | None = Field(default=None, ge=1)
    column: int | None = Field(default=None, ge=1)

    @property
    def passes(self) -> bool:
        return self.row is None


class ContractorRound(Model):
    kind: Literal["contractors"] = "contractors"
    player: str
    moves: list[Move] = []


class Round:
    """The contractors' places while the moves are played out."""

    def __init__(self, state: MontanaState, active: str):
        self.state = state
        self.board = state.board
        self.order = [p.id for p in clockwise_from(state.players, active)]
        self.at: dict[str, tuple[int, int]] = {}
        self.passed: set[str] = set()
        self.displaced: list[str] = []
        self.asked: list[str] = []
        self.pumpkins = {p.id: p.pumpkins for p in state.players}
        self.pumpkins[active] += self.board.numbers.pumpkin_for_active

    def next_actor(self) -> str | None:
        if self.displaced:
            return self.displaced[-1]
        for pid in self.order:
            if pid not in self.asked:
                return pid
        return None

    def legal(self, pid: str) -> list[tuple[int, int]]:
        costs = self.board.shops.column_costs
        out = []
        for r in range(1, len(self.board.shops.rows) + 1):
            there = next(((who, c) for who, (row, c) in self.at.items() if row == r and who != pid), None)
            for c in range(1, len(costs) + 1):
                if costs[c - 1] > self.pumpkins[pid]:
                    continue
                if there is not None and c <= there[1]:
                    continue
                out.append((r, c))
        return out

    def play(self, move: Move) -> None:
        pid = move.player
        name = self.state.player(pid).name
        actor = self.next_actor()
        if actor is None:
            raise RuleError(said("montana", "every contractor is placed or has passed: the round is over"), section=SECTION)
        if pid != actor:
            raise RuleError(said("montana", "{name} acts now, not {name2}", name=self.state.player(actor).name, name2=name), section=SECTION)
        if self.displaced and self.displaced[-1] == pid:
            self.displaced.pop()
        if pid not in self.asked:
            self.asked.append(pid)
        if move.passes:
            if pid == self.order[0] and pid not in self.at and len(self.asked) == 1:
                raise RuleError(said("montana", "the active player places their contractor"), section=SECTION)
            self.passed.add(pid)
            return
        spot = (move.row, move.column)
        if spot not in self.legal(pid):
            raise RuleError(
                said("montana", "{name} cannot place on row {row}, column {column}: the field must exist, be to the right of another contractor in that row, and its pumpkin cost must be affordable", name=name, row=move.row, column=move.column),
                section=SECTION,
            )
        for other, (row, _) in list(self.at.items()):
            if row == move.row and other != pid:
                del self.at[other]
                self.displaced.append(other)
        self.at[pid] = spot

    def pending(self, index: int) -> PendingDecision:
        pid = self.next_actor()
        costs = self.board.shops.column_costs
        options = [
            Option(value={"player": pid, "row": r, "column": c}, label=said("montana", "row {r}, column {c} ({costs} {costs:noun/pumpkin})", r=r, c=c, costs=costs[c - 1]))
            for r, c in self.legal(pid)
        ]
        may_pass = not (pid == self.order[0] and not self.asked)
        if may_pass:
            options.append(Option(value={"player": pid, "row": None, "column": None}, label=said("montana", "pass (to the hardware store)")))
        name = self.state.player(pid).name
        if pid in self.displaced:
            question = said("montana", "{name} was displaced and must move the contractor at once or pass", name=name)
        elif may_pass:
            question = said("montana", "{name} places a contractor or passes", name=name)
        else:
            question = said("montana", "{name} takes a pumpkin and places the contractor", name=name)
        return PendingDecision(
            id=f"contractors.{index}",
            player=pid,
            question=question,
            options=options,
            section=SECTION,
        )


def apply_contractor_round(state: MontanaState, entry: ContractorRound) -> Outcome:
    active = find(state.players, entry.player).id
    check_active(state, active)
    rnd = Round(state, active)
    for move in entry.moves:
        move.player = find(state.players, move.player).id
        rnd.play(move)
    if rnd.next_actor() is not None:
        raise DecisionNeeded(rnd.pending(len(entry.moves)))
    ledger = Ledger()
    extra = state.board.numbers.pumpkin_for_active
    state.player(active).pumpkins += extra
    ledger.record(active, "goods", extra, "montana.pumpkin_from_supply", SECTION)
    _pay_and_reward(state, rnd, ledger)
    ledger.remark(None, "montana.contractors_back", SECTION)
    end_turn(state, ledger)
    return Outcome(state=state, ledger=list(ledger))


def _pay_and_reward(state: MontanaState, rnd: Round, ledger: Ledger) -> None:
    shops = state.board.shops
    for pid in rnd.order:
        p = state.player(pid)
        if pid not in rnd.at:
            ledger.remark(pid, "montana.passed", SECTION)
            continue
        row, column = rnd.at[pid]
        cost = shops.column_costs[column - 1]
        p.pumpkins -= cost
        ledger.record(pid, "goods", -cost, "montana.pays_column", SECTION, cost=cost, column=column)
        for what, k in shops.rows[row - 1].reward.items():
            if what == "silver":
                p.silver += k
                ledger.record(pid, "cash", k, "montana.reward_silver", SECTION, row=row, count=k)
            elif what == "pumpkins":
                p.pumpkins += k
                ledger.record(pid, "goods", k, "montana.reward_pumpkins", SECTION, row=row, count=k)
            else:
                p.goods[what] = p.goods.get(what, 0) + k
                ledger.record(pid, "goods", k, "montana.reward_goods", SECTION, row=row, count=k, good=what)
