"""What a form needs to offer for the Arkwright 1760 preparation round: every choice the rules leave.

Water Frame 4.1.IV: a factory of any good the player does not run yet, priced from
the minimum price up to the tile's base quality (appeal at least 0).
Water Frame 4.1.V: shares sold from the least that pays both factories up to the
shares owned, then a special marker or nothing; Spinning Jenny 4.1.V: the fixed
sale (any number with the house rule) and one light grey marker of the stock
exchange space. Water Frame 4.1.VI: everybody pays. `preparation_moves` is the
listing legal() gives for the round; the app's 1760 panel offers exactly these.
"""

from __future__ import annotations

from typing import Any

from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow import mule, stock_exchange
from companion.games.arkwright.flow.preparation import FREE_SJ_SALE, building_costs, expected_player
from companion.games.arkwright.flow.specials import special_options
from companion.games.arkwright.messages import marker_words
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.table import Table


def founding_prices(state: ArkwrightState, good: str, level: int = 1) -> tuple[int, int]:
    """The lowest and highest price a new factory may start at: the appeal never below 0 (Water Frame 4.1.IV)."""
    rules = state.board.rules
    top = max(rules.min_price, min(rules.max_price, state.board.tile(good, max(1, min(4, level))).cost))
    return rules.min_price, top


def founding_goods(state: ArkwrightState, player: Player) -> dict[str, int]:
    """The goods a player may found a factory of now, with the level-I tile's cost (its base quality)."""
    owned = {f.good for f in player.factories}
    return {g: state.board.tile(g, 1).cost for g in GOODS if g not in owned}


def start_shares(state: ArkwrightState, player: Player) -> tuple[int, int, int]:
    """The start-up shares this player may sell (lowest, highest, the common choice): Water Frame 4.1.V at least
    enough to pay the factories; Spinning Jenny 4.1.V the fixed number unless the house rule frees it."""
    rules = state.board.rules
    if state.version == "spinning_jenny":
        fixed = min(rules.sj_start_shares_sold, player.shares)
        if state.house_rules.get(FREE_SJ_SALE):
            return 0, player.shares, fixed
        return fixed, fixed, fixed
    least = min(-(-building_costs(Table.of(state), player.id) // rules.start_share_price), player.shares)
    return least, player.shares, least


def start_markers(state: ArkwrightState, player: Player) -> list[tuple[str | None, str]]:
    """What the player may take after selling shares, as (entry value, words): Water Frame a special marker or
    nothing; Spinning Jenny one of the light grey markers on the stock exchange space (Spinning Jenny 4.1.V)."""
    if mule.is_mule(state):  # a light grey marker from the mat or a tile (Player's Book 3.1)
        return special_options(Table.of(state), player.id, ships=False) or [(None, "take nothing (nothing is left)")]
    if state.version == "spinning_jenny":
        return [(f"marker:{m}", f"take the {marker_words(m)} marker") for m in sorted(set(state.mat.pick))] or [
            (None, "take nothing (no marker is left)")]
    return [(None, "take nothing"), *special_options(Table.of(state), player.id)]


def preparation_moves(state: ArkwrightState, player: str) -> list[dict[str, Any]]:
    """Every entry of the 1760 round this player may make now (plain entries: the engine judges each)."""
    step = state.setup_step or ""
    if step == "pay":
        return [{"kind": "prep_pay"}]
    if step.startswith(stock_exchange.STEP):  # the Stock Exchange variant (Player's Book 3.3)
        return stock_exchange.preparation_moves(state, player)
    if not step.startswith(("factories_", "shares:")):
        return []
    due = expected_player(state)
    if due.id != player:
        return []
    if step.startswith("factories_"):
        out = []
        for good in founding_goods(state, due):
            low, high = founding_prices(state, good)
            out += [{"kind": "prep_factory", "player": due.id, "good": good, "price": p} for p in range(low, high + 1)]
        return out
    low, high, _common = start_shares(state, due)
    return [{"kind": "prep_shares", "player": due.id, "sell": n, "take": take}
            for n in range(low, high + 1) for take, _words in start_markers(state, due)]
