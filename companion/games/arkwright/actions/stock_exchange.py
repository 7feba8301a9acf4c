"""The stock exchange action (Water Frame 5.II.2.6, Spinning Jenny 5.II.2.6).

In this order: sell stored goods at the fixed prices, sell shares at the
track value (the indicator stays), repay loans at £13 each, buy own shares at
the track's buy price (only without loans; the light grey Spinning Jenny
marker sells the first one at half price, rounded up), then take or raise
contracts with the East India Company (Water Frame: never lowered, never past
the last space of the track, 2 players: spaces 2 and 4). The Stock Exchange
variant (Player's Book 3.3) sells other companies' shares with the own ones and
buys them (and own shares back from holders) after the own shares from the bank.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright import shares
from companion.games.arkwright import stock_exchange as variant
from companion.games.arkwright.actions.inputs import StockExchangeMain
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.flow.exchange import sell_stored
from companion.games.arkwright.production.storage import stock

SECTION = "Water Frame 5.II.2.6"
SECTION_SJ = "Spinning Jenny 5.II.2.6"


def contract_track(turn: Turn) -> list[int]:
    c = turn.board.contracts
    return c.two_player_spaces if len(turn.state.players) == 2 else c.spaces


def stock_exchange_action(turn: Turn, main: StockExchangeMain) -> None:
    section = SECTION if turn.state.version == "water_frame" else SECTION_SJ
    _sell_goods(turn, main.sell_goods, section)
    shares.sell_shares(turn.t, turn.pid, main.sell, section)
    # the Stock Exchange variant: other companies' shares are sold with the own ones (Player's Book 3.3)
    variant.sell_phase(turn.t, turn.pid, main.sell_others, main.buy_others)
    shares.repay_loans(turn.t, turn.pid, main.repay, section)
    half = bool(turn.marker.spec and turn.marker.spec.first_share_half_price)
    shares.buy_shares(turn.t, turn.pid, main.buy, section, first_half_price=half)
    variant.buy_phase(turn.t, turn.pid, main.buy_others, main.buy_back)
    _contracts(turn, main.contracts)


def _sell_goods(turn: Turn, orders: dict[str, int], section: str) -> None:
    t, p = turn.t, turn.p
    for good, n in orders.items():
        if n < 0:
            raise RuleError(said("arkwright", "cannot sell {n} {good:term}", n=n, good=good), section=section)
        if not n:
            continue
        have = stock(p, good)
        if n > have:
            raise RuleError(said("arkwright", "{name} has {have} {good:term} stored, cannot sell {n}", name=turn.name, have=have, good=good, n=n), section=section)
        sell_stored(t, turn.pid, good, n, section)


def _contracts(turn: Turn, wanted: dict[str, int]) -> None:
    if not wanted:
        return
    if turn.state.version != "water_frame":
        raise RuleError(said("arkwright", "Spinning Jenny has no contracts with the East India Company"), section=SECTION_SJ)
    track = contract_track(turn)
    p = turn.p
    for good, space in wanted.items():
        if space not in track:
            raise RuleError(said("arkwright", "no space {space} on the contracts track (spaces {join})", space=space, join=', '.join(map(str, track))), section=SECTION)
        old = p.contracts.get(good)
        if old is not None and space < old:
            raise RuleError(said("arkwright", "the {good:term} contract stands on {old}; a contract is never lowered", good=good, old=old), section=SECTION)
        p.contracts[good] = space
        if old is None:
            turn.t.ledger.remark(turn.pid, "arkwright.takes_contract", SECTION, name=turn.name, good=good, space=space)
        else:
            turn.t.ledger.remark(turn.pid, "arkwright.raises_contract", SECTION, name=turn.name, good=good, old=old, space=space)
