"""Stock exchanges outside the action phase: the Broker's after each event and the final
one of the End of Game event (Water Frame 6.II, 8.0; Player's Book 1.8 Broker, 1.9 End of the Game).

Broker: sell stored goods at the fixed prices, buy or sell own shares (repaying
loans first, as every share purchase requires: Water Frame 7.0); no contracts,
no additional action; brokers act clockwise from the start player.
End of Game: every player may sell stored goods at the fixed prices, repay
loans at £13 and buy shares at the current price (at least £10 on spaces 1-10).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.wording import said
from companion.games.arkwright import shares
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.holdings import bank_supply
from companion.games.arkwright.production.storage import stock, take_from_stock
from companion.games.arkwright.table import Table

SECTION_BROKER = "Player's Book 1.8 Broker"
SECTION_FINAL = "Water Frame 6.II, 8.0 (End of Game event)"


def stored_goods(t: Table, pid: str) -> dict[str, int]:
    p = t.p(pid)
    return {g: stock(p, g) for g in GOODS if stock(p, g)}


def sell_stored(t: Table, pid: str, good: str, count: int, section: str) -> None:
    """Sell stored goods (either warehouse) at the fixed price printed left of the factory mat."""
    if count <= 0:
        return
    name = t.name(pid)
    take_from_stock(t, pid, good, count)
    price = t.board.fixed_prices.of(good)
    t.ledger.record(pid, "goods", -count, "arkwright.sells_stored", section, name=name, count=count, good=good)
    t.receive(pid, price * count, "arkwright.sells_fixed_price", section, name=name, count=count, good=good, price=price)


def affordable_shares(t: Table, pid: str) -> int:
    """How many own shares the player can buy now: no loans, at most 30, within cash."""
    p, rules = t.p(pid), t.board.rules
    if p.loans:
        return 0
    room = rules.shares_per_company - p.shares
    if t.state.stock_exchange:  # the others' holdings are not with the bank (Player's Book 3.3)
        room = bank_supply(t.state, pid)
    return max(0, min(room, p.cash // t.buy_price(pid)))


def repayable(t: Table, pid: str) -> int:
    p = t.p(pid)
    return min(p.loans, p.cash // t.board.rules.loan_repay)


def _how_many(ask: Answers, pid: str, decision: str, question: str, options: list, section: str, default):
    return ask.ask(decision, question, options, player=pid, section=section, default=default)


def _repay(t: Table, pid: str, ask: Answers, decision: str, section: str, default: int | None) -> None:
    most = repayable(t, pid)
    if not t.p(pid).loans:
        return
    fee = t.board.rules.loan_repay
    question = said("arkwright", "{name}: how many of {loans:count/loan} to repay at £{fee}?", name=t.name(pid), loans=t.p(pid).loans, fee=fee)
    options = [(k, said("arkwright", "repay {k} (£{cost})", k=k, cost=k * fee)) for k in range(most + 1)]
    n = _how_many(ask, pid, decision, question, options, section, most if default is None else default)
    shares.repay_loans(t, pid, n, section)


def broker_exchange(t: Table, ask: Answers) -> None:
    """Each Broker owner's shortened stock exchange after the event, clockwise from the start player."""
    for p in t.state.turn_order():
        if not p.has("broker"):
            continue
        t.ledger.remark(p.id, "arkwright.broker_trade", SECTION_BROKER, name=p.name)
        for good, have in stored_goods(t, p.id).items():
            price = t.board.fixed_prices.of(good)
            question = said("arkwright", "{name} (Broker): sell how many of {have} stored {good:term} at £{price}?", name=p.name, have=have,
                            good=good, price=price)
            options = [(k, said("arkwright", "sell {k} (+£{gain})", k=k, gain=k * price)) for k in range(have + 1)]
            n = _how_many(ask, p.id, f"broker:{p.id}:sell:{good}", question, options, SECTION_BROKER, 0)
            sell_stored(t, p.id, good, n, SECTION_BROKER)
        _repay(t, p.id, ask, f"broker:{p.id}:repay", SECTION_BROKER, default=0)
        value, price = t.share_value(p.id), t.buy_price(p.id)
        options = [(-k, said("arkwright", "sell {k:count/share} at £{value} (+£{gain})", k=k, value=value, gain=k * value))
                   for k in range(p.shares, 0, -1)]
        options += [(0, "no share trade")]
        options += [(k, said("arkwright", "buy {k:count/share} at £{price} (-£{cost})", k=k, price=price, cost=k * price))
                    for k in range(1, affordable_shares(t, p.id) + 1)]
        question = said("arkwright", "{name} (Broker): buy or sell shares? (negative = sell)", name=p.name)
        trade = _how_many(ask, p.id, f"broker:{p.id}:shares", question, options, SECTION_BROKER, 0)
        if trade > 0:
            shares.buy_shares(t, p.id, trade, SECTION_BROKER)
        else:
            shares.sell_shares(t, p.id, -trade, SECTION_BROKER)
        if t.state.stock_exchange:
            _broker_holdings(t, p.id, ask)


def _broker_holdings(t: Table, pid: str, ask: Answers) -> None:
    """The Stock Exchange variant: the Broker also buys or sells shares of each other company, at the track
    price and value, never at half price (Player's Book 3.3); a company sold is not bought in the same trade."""
    from companion.games.arkwright.stock_exchange import buy_holding, sell_holding

    p = t.p(pid)
    for c in t.state.players:
        if c.id == pid:
            continue
        held, price, value = p.holdings.get(c.id, 0), t.buy_price(c.id), t.share_value(c.id)
        most = min(bank_supply(t.state, c.id), p.cash // price)
        options = [(-k, said("arkwright", "sell {k:count/share} of {company} at £{value} (+£{gain})", k=k, company=c.name, value=value,
                             gain=k * value)) for k in range(held, 0, -1)]
        options += [(0, said("arkwright", "no trade in {company}'s shares", company=c.name))]
        options += [(k, said("arkwright", "buy {k:count/share} of {company} at £{price} (-£{cost})", k=k, company=c.name, price=price,
                             cost=k * price)) for k in range(1, most + 1)]
        if len(options) == 1:
            continue
        question = said("arkwright", "{name} (Broker): buy or sell shares of {company}? (negative = sell)", name=p.name, company=c.name)
        trade = _how_many(ask, pid, f"broker:{pid}:holding:{c.id}", question, options, SECTION_BROKER, 0)
        if trade > 0:
            buy_holding(t, pid, c.id, trade, SECTION_BROKER)
        else:
            sell_holding(t, pid, c.id, -trade, SECTION_BROKER)


def final_exchange(t: Table, ask: Answers) -> None:
    """The common stock exchange of the End of Game event (Water Frame 6.II, 8.0); in the Stock Exchange
    variant every share of another company is sold before it (flow/scoring.py, Player's Book 3.3)."""
    for p in t.state.turn_order():
        goods = stored_goods(t, p.id)
        if goods:
            worth = sum(t.board.fixed_prices.of(g) * n for g, n in goods.items())
            question = said("arkwright", "{name}: sell all stored goods at the fixed prices (£{worth})?", name=p.name, worth=worth)
            options = [(True, said("arkwright", "sell them all (+£{worth})", worth=worth)), (False, said("arkwright", "keep them"))]
            sell = _how_many(ask, p.id, f"final:{p.id}:sell_goods", question, options, SECTION_FINAL, True)
            if sell:
                for good, n in goods.items():
                    sell_stored(t, p.id, good, n, SECTION_FINAL)
        _repay(t, p.id, ask, f"final:{p.id}:repay", SECTION_FINAL, default=None)
        price = t.buy_price(p.id)
        most = affordable_shares(t, p.id)
        options = [(k, said("arkwright", "buy {k:count/share} (-£{cost})", k=k, cost=k * price) if k else said("arkwright", "buy none"))
                   for k in range(most + 1)]
        n = _how_many(ask, p.id, f"final:{p.id}:buy", said("arkwright", "{name}: how many shares to buy at £{price}?", name=p.name, price=price),
                      options, SECTION_FINAL, most)
        shares.buy_shares(t, p.id, n, SECTION_FINAL)
