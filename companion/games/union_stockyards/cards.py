"""Year cards (US Year cards): revealed in Phase I, their effects resolved at once.

A card may change the markets (prices, meat values, extra animals), Union Spirit,
or the worker placement of the year (spaces blocked or opened); where a card says
so its instruction takes precedence over the general sequence (no strike this
year). The cards are board data (data/year_cards.toml), every one unverified.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.union_stockyards.board import YearCard
from companion.games.union_stockyards.state import StockyardsState

YEAR_CARDS = "US Year cards"


def card_named(state: StockyardsState, card_id: str) -> YearCard | None:
    if not card_id:
        return None
    card = state.board.card(card_id)
    if card is None:
        names = ", ".join(c.name for c in state.board.year_cards)
        raise RuleError(said("union_stockyards", "there is no Year card {card_id!r} in the board data (cards: {names}); enter a card the list lacks by its name", card_id=card_id, names=names), section=YEAR_CARDS)
    return card


def spirit(state: StockyardsState, change: int, ledger: Ledger, section: str) -> None:
    n = state.board.numbers
    before = state.union_spirit
    state.union_spirit = min(n.union_spirit_max, max(n.union_spirit_min, before + change))
    if change:
        ledger.remark(None, "union_stockyards.union_spirit", section, before=before, after=state.union_spirit)


def resolve_card(state: StockyardsState, card: YearCard, ledger: Ledger) -> None:
    """A Year card's market, Union Spirit and placement effects, resolved when revealed (US Year cards)."""
    n = state.board.numbers
    ledger.remark(None, "union_stockyards.year_card", YEAR_CARDS, year=state.year, card=card.name)
    for field, low, high, code in (("prices", n.price_min, n.price_max, "union_stockyards.card_price"),
                                   ("meat_values", n.meat_value_min, n.meat_value_max, "union_stockyards.card_meat_value")):
        values = getattr(state, field)
        for kind, change in (getattr(card, field) or {}).items():
            if change:
                before = values[kind]
                values[kind] = min(high, max(low, before + change))
                ledger.remark(None, code, YEAR_CARDS, card=card.name, kind=kind, before=before, after=values[kind])
    for kind, k in (card.livestock or {}).items():
        extra = max(0, min(k, n.yard_spaces - state.yard[kind]))
        if extra:
            state.yard[kind] += extra
            ledger.remark(None, "union_stockyards.card_livestock", YEAR_CARDS, card=card.name, count=extra, kind=kind)
    for sid in card.block or []:
        if sid not in state.blocked:
            state.blocked.append(sid)
            ledger.remark(None, "union_stockyards.card_blocks", YEAR_CARDS, card=card.name, space=state.board.space(sid).name)
    for sid in card.open or []:
        if sid in state.blocked:
            state.blocked.remove(sid)
            ledger.remark(None, "union_stockyards.card_opens", YEAR_CARDS, card=card.name, space=state.board.space(sid).name)
    spirit(state, card.union_spirit or 0, ledger, YEAR_CARDS)
