"""The Stock Exchange variant of Water Frame (Player's Book 3.3).

Players buy shares of the other companies from the bank and sell them back;
they never trade among themselves, except that a company whose shares the bank
no longer has buys them back from a holder of its choice, who cannot refuse.
Buying and selling never move an indicator. The bank pays a company £1 per £5
of its share value for each share another player buys of it from the bank.
Held shares of others are money, never score: the final score is the own
shares times the share value (rules_notes/stock_exchange.md).

A company's shares: those its owner holds (`Player.shares`), those lent as
loans (`Player.loans`), those held by the other players (`Player.holdings`);
the rest lie with the bank.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import clauses, said
from companion.games.arkwright.holdings import BONUS_PER, bank_supply, bonus, held_by_others  # noqa: F401  (the variant's counts)
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION = "Player's Book 3.3"
SECTION_EMERGENCY = "Player's Book 3.3 (Water Frame 7.0)"
SECTION_END = "Player's Book 3.3, End of Game event"
#: the most shares of each other company a player may buy in the 1760 preparation round (Player's Book 3.3)
PREPARATION_LIMIT = 5


def _variant(t: Table) -> None:
    if not t.state.stock_exchange:
        raise RuleError(said("arkwright", "shares of other companies are traded only in the Stock Exchange variant"), section=SECTION)


def _other(t: Table, pid: str, company: str) -> str:
    ids = [p.id for p in t.state.players]
    if company not in ids or company == pid:
        raise RuleError(said("arkwright", "{name} can trade only the shares of another company at the table", name=t.name(pid)), section=SECTION)
    return t.name(company)


def buy_holding(t: Table, pid: str, company: str, count: int, section: str = SECTION) -> None:
    """Buy shares of another company from the bank at its track price; the company gets the bonus."""
    _variant(t)
    if count <= 0:
        return
    other = _other(t, pid, company)
    p = t.p(pid)
    left = bank_supply(t.state, company)
    if count > left:
        raise RuleError(said("arkwright", "the bank has {left} {left:noun/share} of {other} left, not {count}", left=left, other=other, count=count), section=section)
    price = t.buy_price(company)
    cost = price * count
    if cost > p.cash:
        raise RuleError(said("arkwright", "{name} needs £{cost} for {count} {count:noun/share} of {other} but has £{cash}", name=p.name, cost=cost, count=count, other=other, cash=p.cash), section=section)
    t.pay(pid, cost, "arkwright.buys_holding_cash", section, forced=False, name=p.name, count=count, company=other, price=price)
    p.holdings[company] = p.holdings.get(company, 0) + count
    t.ledger.remark(pid, "arkwright.buys_holding", section, name=p.name, count=count, company=other)
    value = t.share_value(company)
    t.receive(company, bonus(value) * count, "arkwright.holding_bonus", section, name=other, count=count, each=bonus(value), value=value)


def sell_holding(t: Table, pid: str, company: str, count: int, section: str = SECTION) -> None:
    """Sell shares of another company to the bank at its share value (the indicator stays)."""
    _variant(t)
    if count <= 0:
        return
    other = _other(t, pid, company)
    p = t.p(pid)
    have = p.holdings.get(company, 0)
    if count > have:
        raise RuleError(said("arkwright", "{name} holds {have} {have:noun/share} of {other}, cannot sell {count}", name=p.name, have=have, other=other, count=count), section=section)
    _take(p, company, count)
    t.ledger.remark(pid, "arkwright.sells_holding", section, name=p.name, count=count, company=other)
    value = t.share_value(company)
    t.receive(pid, value * count, "arkwright.sells_holding_cash", section, name=p.name, count=count, company=other, price=value)


def _take(p, company: str, count: int) -> None:
    left = p.holdings.get(company, 0) - count
    if left:
        p.holdings[company] = left
    else:
        p.holdings.pop(company, None)


def buy_back(t: Table, pid: str, holder: str, count: int, section: str = SECTION) -> None:
    """Buy own shares from a holder once the bank has none; the holder is paid the track price and cannot refuse."""
    _variant(t)
    if count <= 0:
        return
    p = t.p(pid)
    holder_name = _other(t, pid, holder)
    if p.loans:
        raise RuleError(said("arkwright", "{name} must repay all loans before buying shares", name=p.name), section="Water Frame 5.II.2.6")
    left = bank_supply(t.state, pid)
    if left:
        raise RuleError(said("arkwright", "{name} must first buy the {left} {left:noun/share} the bank still has", name=p.name, left=left), section=section)
    has = t.p(holder).holdings.get(pid, 0)
    if count > has:
        raise RuleError(said("arkwright", "{holder_name} holds {has} {has:noun/share} of {name}, not {count}", holder_name=holder_name, has=has, name=p.name, count=count), section=section)
    price = t.buy_price(pid)
    cost = price * count
    if cost > p.cash:
        raise RuleError(said("arkwright", "{name} needs £{cost} for {count} {count:noun/share} from {holder_name} but has £{cash}", name=p.name, cost=cost, count=count, holder_name=holder_name, cash=p.cash), section=section)
    p.cash -= cost
    t.ledger.record(pid, "cash", -cost, "arkwright.buys_back_cash", section, name=p.name, count=count, holder=holder_name, price=price)
    _take(t.p(holder), pid, count)
    t.receive(holder, cost, "arkwright.sells_back_cash", section, name=holder_name, count=count, company=p.name, price=price)
    p.shares += count
    t.ledger.record(pid, "shares", count, "arkwright.buys_back", section, name=p.name, count=count, holder=holder_name)


def sell_phase(t: Table, pid: str, sell: dict[str, int], buy: dict[str, int], section: str = SECTION) -> None:
    """The variant's sales in a stock exchange action, before anything is bought (so nothing bought is
    sold in the same action); a company sold in the action is not bought in it."""
    if not (sell or buy):
        return
    _variant(t)
    again = [c for c, n in sell.items() if n > 0 and buy.get(c, 0) > 0]
    if again:
        names = " and ".join(t.name(c) for c in again)
        raise RuleError(said("arkwright", "{name} cannot buy shares of {names} in the action that sells them", name=t.name(pid), names=names), section=section)
    for company, n in sell.items():
        sell_holding(t, pid, company, n, section)


def buy_phase(t: Table, pid: str, buy: dict[str, int], buy_back_from: dict[str, int], section: str = SECTION) -> None:
    """The variant's purchases, after the own shares from the bank: own shares from holders, then others' shares."""
    if not (buy or buy_back_from):
        return
    _variant(t)
    for holder, n in buy_back_from.items():
        buy_back(t, pid, holder, n, section)
    for company, n in buy.items():
        buy_holding(t, pid, company, n, section)


def emergency_sale_of_holding(t: Table, pid: str, company: str, count: int) -> None:
    """Sell shares of another company in an emergency (`Table.sell_holding_in_emergency`, Player's Book 3.3)."""
    t.sell_holding_in_emergency(pid, company, count)


def exchange_choices(state: ArkwrightState, pid: str, spent: int = 0) -> dict:
    """What legal() adds to a stock exchange action in the variant, each count in its legal range:
    per other company the bank's shares to buy (and what cash alone pays for), the held ones to sell;
    the own shares the bank still has, and per holder those to buy back once the bank has none.
    `spent`: the administrative cost paid first."""
    board, p = state.board, state.player(pid)
    cash = max(0, p.cash - spent)
    others = {}
    for c in state.players:
        if c.id == pid:
            continue
        share = board.share(c.share_space)
        left = bank_supply(state, c.id)
        others[c.id] = {"name": c.name, "buy_price": share.buy, "sell_price": share.value, "bonus": bonus(share.value),
                        "bank": left, "buy_max": min(left, cash // share.buy), "sell_max": p.holdings.get(c.id, 0)}
    own_left = bank_supply(state, pid)
    back = {q.id: q.holdings.get(pid, 0) for q in state.players if q.id != pid and q.holdings.get(pid, 0)} if not own_left else {}
    words = [said("arkwright", "{name}: £{buy} to buy ({bank} with the bank), £{sell} to sell ({held} held)", name=o["name"],
                  buy=o["buy_price"], bank=o["bank"], sell=o["sell_price"], held=o["sell_max"]) for o in others.values()]
    if back:
        words.append(said("arkwright", "the bank has none of the own shares: buy them back from a holder"))
    return {"others": others, "own_with_bank": own_left, "buy_back": back, "others_text": clauses(*words)}


# --- the End of Game event (Player's Book 3.3) --------------------------------------------


def reduced_space(state: ArkwrightState, company: str, back: int) -> int:
    """The space a company's shares are sold at by the others at the end: its indicator less `back`, the spaces
    its open contracts and the workers left on a factory marker will cost it (the temporary reduction, steps 1-2)."""
    return max(state.board.rules.track_min, state.player(company).share_space - back)


def final_sale_of_holdings(t: Table, back: dict[str, int]) -> None:
    """Every player sells all shares of the other companies at the temporarily reduced value (`back`: the spaces
    each company will lose, flow/scoring.py), before anyone buys own shares; no indicator moves (the
    reduction is lifted again, steps 3-4 of the End of Game event)."""
    if not t.state.stock_exchange:
        return
    spaces = {c.id: reduced_space(t.state, c.id, back.get(c.id, 0)) for c in t.state.players}
    for p in t.state.turn_order():
        for company, n in sorted(p.holdings.items(), key=lambda kv: [q.id for q in t.state.players].index(kv[0])):
            other = t.name(company)
            value = t.board.share(spaces[company]).value
            _take(p, company, n)
            t.ledger.remark(p.id, "arkwright.sells_holding", SECTION_END, name=p.name, count=n, company=other)
            reduced = {"space": spaces[company]} if spaces[company] != t.p(company).share_space else {}
            code = "arkwright.sells_holding_reduced_cash" if reduced else "arkwright.sells_holding_cash"
            t.receive(p.id, value * n, code, SECTION_END, name=p.name, count=n, company=other, price=value, **reduced)
