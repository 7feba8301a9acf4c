"""The Stock Exchange variant's part of the stock exchange form and of the 1760 panel (Player's Book 3.3).

Steppers only, each in the range legal() gives (games/arkwright/stock_exchange.py
`exchange_choices`, flow/stock_exchange.py `purchase_ranges`): per other company the
shares to sell and to buy, and per holder the own shares to buy back once the bank
has none. A company sold is not bought in the same action: the engine refuses it in
one sentence, the form shows both steppers.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.ui.arkwright.fields import Fields, Span, read_int, row, stepper_of
from companion.ui.words import N_, _

SELL, BUY, BACK = "sell_others_", "buy_others_", "buy_back_"


def holding_spans(buys: dict) -> dict[str, Span]:
    """The steppers of the variant in a stock exchange action (none outside the variant)."""
    spans: dict[str, Span] = {}
    for company, o in buys.get("others", {}).items():
        if o["sell_max"]:
            spans[f"{SELL}{company}"] = Span(0, o["sell_max"], 0)
        if o["bank"]:
            spans[f"{BUY}{company}"] = Span(0, o["bank"], 0)
    for holder, n in buys.get("buy_back", {}).items():
        spans[f"{BACK}{holder}"] = Span(0, n, 0)
    return spans


def holding_rows(state, values: Fields, tap, spans: dict[str, Span]) -> list[ft.Control]:
    name = {p.id: p.name for p in state.players}
    rows = []
    for prefix, words in ((SELL, N_("Sell {company} shares")), (BUY, N_("Buy {company} shares")), (BACK, N_("Buy back from {company}"))):
        keys = [k for k in spans if k.startswith(prefix)]
        if keys:
            rows.append(row(*[stepper_of(values, k, _(words).format(company=name[k.removeprefix(prefix)]), spans, tap) for k in keys]))
    return rows


def holding_entry(f: Fields) -> dict[str, Any]:
    """The variant's fields of the stock exchange entry, each only when something is traded."""
    out = {}
    for prefix, field in ((SELL, "sell_others"), (BUY, "buy_others"), (BACK, "buy_back")):
        chosen = {k.removeprefix(prefix): n for k in f if k.startswith(prefix) and (n := read_int(f, k, 0) or 0) > 0}
        if chosen:
            out[field] = chosen
    return out


def prep_holding_spans(ranges: dict[str, int]) -> dict[str, Span]:
    """The 1760 steppers: per other company up to five, the bank's and what the cash pays."""
    return {f"{BUY}{c}": Span(0, n, 0) for c, n in ranges.items() if n}


def prep_holding_entry(pid: str, f: Fields) -> dict[str, Any]:
    return {"kind": "prep_holdings", "player": pid, "buy": holding_entry(f).get("buy_others", {})}
