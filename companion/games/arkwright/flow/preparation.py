"""The 1760 preparation round played step by step (Water Frame 4.1.IV-VI, Spinning Jenny 4.1.IV-VI).

1. Each player founds a level-I factory, in player order from the start player;
   then a second one of another good in reverse order (`prep_factory`). The
   first two production rows are filled from the job market in reading order.
2. Start-up capital (`prep_shares`), in reverse player order. Water Frame: sell
   shares at £10, at least enough to pay both factories, then optionally take a
   special marker (a light grey marker or a ship of row I, or a development
   tile). Spinning Jenny: £20 and five shares sold, then pick one of the light
   grey markers on the timetable's stock exchange space.
3. Everybody pays for the factories (`prep_pay`); the 1770s begin.

The predetermined set up (flow/setup.py) runs the same steps with the printed tables.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from companion.core.errors import RuleError
from companion.core.messages import joined
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.board import Good
from companion.games.arkwright.flow.common import answers, outcome_of
from companion.games.arkwright.flow import mule, specials, stock_exchange
from companion.games.arkwright.state import ArkwrightState, Factory, Player, Row
from companion.games.arkwright.table import Table

SECTION_FACTORIES = "Water Frame 4.1.IV"
SECTION_CAPITAL = "Water Frame 4.1.V"
SECTION_CAPITAL_SJ = "Spinning Jenny 4.1.V"
SECTION_PAY = "Water Frame 4.1.VI"
#: house rule: Spinning Jenny players sell as many shares as they like (Spinning Jenny 4.1.V text)
FREE_SJ_SALE = "sj_free_share_sale"


class PrepFactory(Model):
    """A player founds a level-I factory in the 1760 preparation round."""

    kind: Literal["prep_factory"] = "prep_factory"
    player: str
    good: Good
    price: int


class PrepShares(Model):
    """A player's start-up share sale and special marker (Water Frame) or light grey pick (Spinning Jenny)."""

    kind: Literal["prep_shares"] = "prep_shares"
    player: str
    #: shares sold to the bank at £10 (Spinning Jenny: five unless the house rule frees it)
    sell: int | None = Field(default=None, ge=0)
    #: the special marker taken: "tile:ID", "marker:ID", "ship:2" (see flow/specials.py); none = pass
    take: str | None = None
    answers: dict[str, Any] = {}


class PrepPay(Model):
    """Everybody pays for the factories founded in 1760; then the 1770s begin."""

    kind: Literal["prep_pay"] = "prep_pay"
    #: the variant of an extra event per decade: the 1760 event revealed once the factories are paid (Player's Book 1.9)
    extra_event: str | None = None
    answers: dict[str, Any] = {}


# --- the steps, shared with the predetermined set up ------------------------------------


def found_factory(t: Table, pid: str, good: str, price: int, section: str = SECTION_FACTORIES) -> None:
    """Found a level-I factory: rows 1 and 2 filled from the job market, price with appeal >= 0."""
    p, rules = t.p(pid), t.board.rules
    tile = t.board.tile(good, 1)
    if p.factory(good) is not None:
        raise RuleError(said("arkwright", "{name} already runs a {good:term} factory; the second factory must make another good", name=p.name, good=good), section=section)
    if not rules.min_price <= price <= rules.max_price:
        raise RuleError(said("arkwright", "the price must be £{min_price}-£{max_price}, not £{price}", min_price=rules.min_price, max_price=rules.max_price, price=price), section=section)
    if tile.cost - price < 0:
        raise RuleError(said("arkwright", "at £{price} the appeal of {good:term} would be {value}; the price is at most £{cost}", price=price, good=good, value=tile.cost - price, cost=tile.cost), section=section)
    need = [tile.row_size(0), tile.row_size(1)]
    if sum(need) > t.state.job_market:
        raise RuleError(said("arkwright", "the job market has {job_market} {job_market:noun/worker}; rows 1-2 of a {good:term} factory need {sum}", job_market=t.state.job_market, good=good, sum=sum(need)), section=section)
    jobmarket.take(t.state, sum(need), fired_when_empty=False)
    rows = [Row(workers=need[0]), Row(workers=need[1]), Row(), Row()]
    p.factories = [*p.factories, Factory(good=good, level=1, price=price, rows=rows)]
    f = p.factory(good)
    assert f is not None
    t.ledger.record(pid, "workers", sum(need), "arkwright.founding_hires", section, name=p.name, count=sum(need), good=good)
    t.ledger.remark(pid, "arkwright.founds_factory", section, name=p.name, good=good, cost=tile.cost, price=price, appeal=t.appeal(f))


def building_costs(t: Table, pid: str) -> int:
    return sum(t.board.tile(f.good, f.level).cost for f in t.p(pid).factories)


def start_capital(t: Table, pid: str, sold: int, section: str) -> None:
    """Shares sold to the bank at the start price (and Spinning Jenny's £20 start-up capital)."""
    p, rules = t.p(pid), t.board.rules
    if t.state.version == "spinning_jenny":
        t.receive(pid, rules.sj_start_capital, "arkwright.start_capital", SECTION_CAPITAL_SJ, name=p.name, capital=rules.sj_start_capital)
    if sold > p.shares:
        raise RuleError(said("arkwright", "{name} owns {shares} {shares:noun/share} and cannot sell {sold}", name=p.name, shares=p.shares, sold=sold), section=section)
    if sold:
        p.shares -= sold
        t.ledger.record(pid, "shares", -sold, "arkwright.start_shares_sold", section, name=p.name, count=sold)
        t.receive(pid, sold * rules.start_share_price, "arkwright.sells_shares_cash", section, name=p.name, count=sold, price=rules.start_share_price)


def pay_for_factories(t: Table, section: str = SECTION_PAY) -> None:
    for p in t.state.turn_order():
        cost = building_costs(t, p.id)
        t.pay(p.id, cost, "arkwright.pays_for_factories", section, name=p.name, cost=cost, goods=joined(f.good for f in p.factories))


def take_pick(t: Table, pid: str, marker: str | None) -> None:
    """Spinning Jenny: pick a light grey marker from the timetable's stock exchange space."""
    s, p = t.state, t.p(pid)
    if not s.mat.pick:
        return
    if marker not in s.mat.pick:
        raise RuleError(said("arkwright", "{name} picks one of the light grey markers on the stock exchange space: {join}", name=p.name, join=', '.join(s.mat.pick)), section=SECTION_CAPITAL_SJ)
    s.mat.pick.remove(marker)
    p.advanced.append(marker)
    t.ledger.remark(pid, "arkwright.picks_marker", SECTION_CAPITAL_SJ, name=p.name, marker=marker)


def take_mule_special(t: Table, pid: str, value: str | None, ask) -> None:
    """Spinning Mule 1760 phase V: a light grey marker from the mat or a development tile (Player's Book 3.1);
    read as one of the two taken, as every Spinning Jenny player takes a marker, unless none is left."""
    offered = specials.special_options(t, pid, ships=False)
    if value in (None, specials.PASS):
        if offered:
            raise RuleError(said("arkwright", "{name} takes a light grey marker from the mat or a development tile", name=t.name(pid)), section=mule.SECTION_PREP)
        t.ledger.remark(pid, "arkwright.no_special", mule.SECTION_PREP, name=t.name(pid))
        return
    specials.take(t, pid, value, ask, mule.SECTION_PREP, scope="prep:")


# --- whose turn ----------------------------------------------------------------------------


def expected_player(state: ArkwrightState) -> Player:
    order = state.turn_order()
    back = list(reversed(order))
    step = state.setup_step or ""
    if step == "factories_1":
        return order[sum(1 for p in state.players if p.factories)]
    if step == "factories_2":
        return back[sum(1 for p in state.players if len(p.factories) >= 2)]
    if step.startswith("shares:"):
        return back[int(step.split(":")[1])]
    raise RuleError(said("arkwright", "the preparation round is at step {step!r}", step=step), section="Water Frame 4.1")


def _check_turn(state: ArkwrightState, pid: str, steps: tuple[str, ...], what: str, section: str) -> None:
    step = state.setup_step or ""
    if not step.startswith(steps):
        raise RuleError(said("arkwright", "{what} is not the next step of the preparation round (now: {value})", what=what, value=step or 'none'), section=section)
    try:
        state.player(pid)
    except KeyError:
        raise RuleError(said("arkwright", "no player {pid!r}", pid=pid), section=section) from None
    due = expected_player(state)
    if due.id != pid:
        raise RuleError(said("arkwright", "it is {name}'s turn: {what}", name=due.name, what=what), section=section)


def apply_prep_factory(state: ArkwrightState, entry: PrepFactory) -> Outcome:
    _check_turn(state, entry.player, ("factories_",), "founding a factory", SECTION_FACTORIES)
    t = Table.working(state)
    found_factory(t, entry.player, entry.good, entry.price)
    s = t.state
    if s.setup_step == "factories_1" and all(p.factories for p in s.players):
        s.setup_step = "factories_2"
        t.ledger.remark(None, "arkwright.second_foundation_round", SECTION_FACTORIES)
    elif s.setup_step == "factories_2" and all(len(p.factories) == 2 for p in s.players):
        s.setup_step = "shares:0"
        t.ledger.remark(None, "arkwright.start_capital_round", SECTION_CAPITAL)
    return outcome_of(t)


def apply_prep_shares(state: ArkwrightState, entry: PrepShares) -> Outcome:
    _check_turn(state, entry.player, ("shares:",), "the start-up share sale", SECTION_CAPITAL)
    t = Table.working(state)
    ask = answers(entry)
    s, p, rules = t.state, t.p(entry.player), t.board.rules
    if s.version == "spinning_jenny":
        sold = rules.sj_start_shares_sold if entry.sell is None else entry.sell
        if sold != rules.sj_start_shares_sold and not s.house_rules.get(FREE_SJ_SALE):
            raise RuleError(
                said("arkwright", "in Spinning Jenny each player sells {sj_start_shares_sold} {sj_start_shares_sold:noun/share} (house rule {FREE_SJ_SALE} lets players choose)", sj_start_shares_sold=rules.sj_start_shares_sold, FREE_SJ_SALE=FREE_SJ_SALE),
                section="Player's Book 1.5",
            )
        start_capital(t, p.id, sold, SECTION_CAPITAL_SJ)
        if mule.is_mule(s):
            take_mule_special(t, p.id, entry.take, ask)
        else:
            take_pick(t, p.id, (entry.take or "").removeprefix("marker:") or None)
    else:
        cost = building_costs(t, p.id)
        least = -(-cost // rules.start_share_price)
        if entry.sell is None or entry.sell < least:
            raise RuleError(
                said("arkwright", "{name} must sell at least {least} {least:noun/share} at £{start_share_price} to pay £{cost} for the factories", name=p.name, least=least, start_share_price=rules.start_share_price, cost=cost),
                section=SECTION_CAPITAL,
            )
        start_capital(t, p.id, entry.sell, SECTION_CAPITAL)
        if entry.take is not None:
            specials.take(t, p.id, entry.take, ask, SECTION_CAPITAL, scope="prep:")
    done = int((s.setup_step or "shares:0").split(":")[1]) + 1
    s.setup_step = "pay" if done == len(s.players) else f"shares:{done}"
    return outcome_of(t, ask)


def apply_prep_pay(state: ArkwrightState, entry: PrepPay) -> Outcome:
    if state.setup_step != "pay":
        raise RuleError(said("arkwright", "paying for the factories comes after the start-up capital (now: {setup_step})", setup_step=state.setup_step), section=SECTION_PAY)
    t = Table.working(state)
    ask = answers(entry)
    pay_for_factories(t)
    stock_exchange.after_payment(t, SECTION_PAY, ask, entry.extra_event)  # the Stock Exchange variant buys shares first (Player's Book 3.3)
    return outcome_of(t, ask)
