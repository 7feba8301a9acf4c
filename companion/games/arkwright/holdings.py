"""Whose are a company's 30 shares in the Stock Exchange variant (Player's Book 3.3).

Its owner's (`Player.shares`), the loans laid on the track (`Player.loans`, Water
Frame 7.0), the other players' (`Player.holdings`); the rest lie with the bank,
which sells and lends only those. Without the variant nobody holds another
company's shares and these counts are Water Frame's.
"""

from __future__ import annotations

from companion.games.arkwright.state import ArkwrightState

#: the bank pays the issuing company £1 per this much share value per share (Player's Book 3.3)
BONUS_PER = 5


def held_by_others(state: ArkwrightState, company: str) -> int:
    """The shares of `company` the other players hold."""
    return sum(p.holdings.get(company, 0) for p in state.players if p.id != company)


def bank_supply(state: ArkwrightState, company: str) -> int:
    """The shares of `company` still with the bank."""
    c = state.player(company)
    return state.board.rules.shares_per_company - c.shares - c.loans - held_by_others(state, company)


def bonus(value: int) -> int:
    """What the bank pays a company per share another player buys of it: £1 per full £5 of value."""
    return value // BONUS_PER


def holdings_value(state: ArkwrightState, holder: str) -> int:
    """What `holder`'s shares of the other companies are worth: each at its company's share value, the price the
    bank pays for them in a stock exchange action (Player's Book 3.3)."""
    p = state.player(holder)
    return sum(count * state.board.share(state.player(company).share_space).value
               for company, count in p.holdings.items() if company != holder)
