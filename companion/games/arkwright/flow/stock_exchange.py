"""The Stock Exchange variant's step of the 1760 preparation round and its set-up choice (Player's Book 3.3).

After everybody has paid for the factories, each player in turn order from the
start player may buy shares of the other companies from the bank, at most five
of each, under the rules of a purchase in the stock exchange action (the track
price, the bank's bonus to the company). The last one's entry begins the 1770s.
The printed start set-up ends with the same step.
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.errors import InputError, RuleError
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.decisions import Answers
from companion.core.wording import said
from companion.games.arkwright.flow import events
from companion.games.arkwright.flow.common import outcome_of, start_decade
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.stock_exchange import PREPARATION_LIMIT, SECTION, bank_supply, buy_holding
from companion.games.arkwright.table import Table
from companion.core.moves import plural

SECTION_PREP = "Player's Book 3.3 Setup"
STEP = "holdings:"


class PrepHoldings(Model):
    """A player's purchase of other companies' shares in the 1760 preparation round (none: a pass)."""

    kind: Literal["prep_holdings"] = "prep_holdings"
    player: str
    #: company id -> shares bought from the bank (at most five of each)
    buy: dict[str, int] = {}
    #: the variant of an extra event per decade: the 1760 event revealed after the last purchase (Player's Book 1.9)
    extra_event: str | None = None
    answers: dict[str, Any] = {}


def check_new_game(entry) -> None:
    """The variant amends Water Frame: not Spinning Jenny or the Spinning Mule, nor a game of productions only."""
    if not entry.stock_exchange:
        return
    if entry.version != "water_frame":
        raise InputError(said("arkwright", "the Stock Exchange variant is played with Water Frame only"), section=SECTION)
    if entry.productions_only:
        raise InputError(said("arkwright", "a game of productions only enters no stock exchange action: it is played without the Stock Exchange variant"),
                         section=SECTION)


def announce(t: Table) -> None:
    """The ledger says the game plays the variant."""
    if t.state.stock_exchange:
        t.ledger.remark(None, "arkwright.stock_exchange_variant", SECTION)


def after_payment(t: Table, section: str, ask: Answers | None = None, extra_event: str | None = None) -> None:
    """The 1760 round after the factories are paid: the variant's purchases, else the end of 1760
    (its extra event, in that variant) and the 1770s begin."""
    if t.state.stock_exchange:
        t.state.setup_step = f"{STEP}0"
        t.ledger.remark(None, "arkwright.holdings_round", SECTION_PREP, name=t.state.turn_order()[0].name, most=PREPARATION_LIMIT)
    else:
        t.state.setup_step = None
        events.preparation_event(t, ask or Answers({}), extra_event)
        start_decade(t, 1770, section)


def due(state: ArkwrightState) -> Player:
    step = state.setup_step or ""
    if not step.startswith(STEP):
        raise RuleError(said("arkwright", "buying other companies' shares is not the next step of the preparation round (now: {value})", value=step or 'none'),
                        section=SECTION_PREP)
    return state.turn_order()[int(step.removeprefix(STEP))]


def purchase_ranges(state: ArkwrightState, pid: str) -> dict[str, int]:
    """Per other company, the most shares this player may buy now: five, the bank's, what the cash pays."""
    p = state.player(pid)
    t = Table.of(state)
    out = {}
    for c in state.players:
        if c.id != pid:
            room = PREPARATION_LIMIT - p.holdings.get(c.id, 0)
            out[c.id] = max(0, min(room, bank_supply(state, c.id), p.cash // t.buy_price(c.id)))
    return out


def apply_prep_holdings(state: ArkwrightState, entry: PrepHoldings) -> Outcome:
    p = due(state)
    if p.id != entry.player:
        raise RuleError(said("arkwright", "it is {name}'s turn to buy shares of the other companies", name=p.name), section=SECTION_PREP)
    t = Table.working(state)
    ask = Answers(entry.answers)
    for company, n in entry.buy.items():
        if n > PREPARATION_LIMIT:
            raise RuleError(said("arkwright", "{name} may buy at most {PREPARATION_LIMIT} shares of each other company in 1760, not {n}", name=p.name, PREPARATION_LIMIT=PREPARATION_LIMIT, n=n),
                            section=SECTION_PREP)
        buy_holding(t, p.id, company, n, SECTION_PREP)
    if not any(n > 0 for n in entry.buy.values()):
        t.ledger.remark(p.id, "arkwright.holdings_pass", SECTION_PREP, name=p.name)
    done = int(t.state.setup_step.removeprefix(STEP)) + 1
    if done == len(t.state.players):
        t.state.setup_step = None
        events.preparation_event(t, ask, entry.extra_event)
        start_decade(t, 1770, SECTION_PREP)
    else:
        t.state.setup_step = f"{STEP}{done}"
    return outcome_of(t, ask)


def preparation_moves(state: ArkwrightState, player: str) -> list[dict]:
    """Every purchase the due player may make: each count of each other company in its range."""
    try:
        p = due(state)
    except RuleError:
        return []
    if p.id != player:
        return []
    ranges = purchase_ranges(state, player)
    moves: list[dict] = [{}]
    for company, most in ranges.items():
        moves = [{**m, company: n} for m in moves for n in range(most + 1)]
    cost = Table.of(state).buy_price
    cash = state.player(player).cash
    return [{"kind": "prep_holdings", "player": player, "buy": {c: n for c, n in m.items() if n}} for m in moves
            if sum(n * cost(c) for c, n in m.items()) <= cash]


def words(state: ArkwrightState, pid: str) -> str:
    """What the due player may buy, in words."""
    t = Table.of(state)
    parts = [f"up to {n} {plural(n, 'share')} of {t.name(c)} at £{t.buy_price(c)}" for c, n in purchase_ranges(state, pid).items()]
    return "; ".join(parts)
