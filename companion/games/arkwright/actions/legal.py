"""What a player can do now in the action phase, with costs and effects (Water Frame 5.II.1, Player's Book 1.1).

`legal_actions` lists every marker the player holds on every row of the
administration chart: legal or not (with the reason), the cost (row, reuse
fee, Accountant range, Engineer), what the paid cost buys (machines, quality
levels, distribution budget, whether a ship sails) and the additional action
that follows; then the special markers the player could take. A form shows
the legal ones and disables the others with the reason.
"""

from __future__ import annotations

from typing import Any

from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.administration import (
    Marker,
    owned_markers,
    paid_range,
    placement_problem,
    placed_row,
    reuse_fee,
)
from companion.games.arkwright.actions.ships import required_cost
from companion.games.arkwright.actions.special import marker_problem, ship_problem, tile_problem
from companion.games.arkwright.actions.tiles import tile_name
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.table import Table

ADDITIONAL = {"price_adjustment": "then a price adjustment", "special_marker": "then take a special marker", "none": "no additional action"}


def legal_actions(state: ArkwrightState, player_id: str) -> list[dict[str, Any]]:
    player = next((p for p in state.players if player_id in (p.id, p.name)), None)
    if player is None:
        return [{"kind": "error", "legal": False, "text": f"no player {player_id!r}", "reason": f"no player {player_id!r}"}]
    not_now = _not_now(state, player)
    can = Table.working(state).funds(player.id)
    out = []
    for marker in owned_markers(state, player):
        for row in state.board.chart.rows:
            out.append(_option(state, player, marker, row, not_now, can))
    out.extend(_special_options(state, player))
    return out


def _not_now(state: ArkwrightState, player: Player) -> str | None:
    if state.phase != "actions":
        return f"it is the {state.phase.replace('_', ' ')} phase"
    current = state.current_player
    if current is None:
        return "every player has acted in this cycle"
    if current.id != player.id:
        return f"it is {current.name}'s turn"
    return None


def _option(state: ArkwrightState, player: Player, marker: Marker, row: int, not_now: str | None, can: int) -> dict[str, Any]:
    """One marker on one row; `can` is the most the player can pay (a player the bank can no
    longer lend to pays, and uses, only that: rules_notes/whole_game.md)."""
    reason = not_now or placement_problem(state, player, marker, row)
    reuse = placed_row(player, marker.id) == row
    fee = reuse_fee(state, player, row) if reuse else 0
    low, high = (min(x, can) for x in paid_range(state, player, row))
    engineer = marker.action == "quality" and player.has("engineer")
    buys = _buys(state, player, marker, min(row, can), low, high, can)
    if reason is None and buys.get("sails") is False:
        reason = f"the ship needs administrative costs of at least £{buys['needs']}"
    cost_text = f"£{row}" + (f" + £{fee} reuse fee" if reuse and fee else "") + (" (reuse, no fee: Administrator)" if reuse and not fee else "")
    if high != low:
        cost_text += f" (Accountant: pay £{low}-£{high})"
    if engineer:
        cost_text += " (Engineer: any cost)"
    text = f"{marker.label} on £{row}: {cost_text}; {buys['text']}; {ADDITIONAL[marker.additional]}"
    if reason:
        text = f"[not possible: {reason}] {marker.label} on £{row}"
    return {
        "kind": "marker",
        "marker": marker.id,
        "label": marker.label,
        "action": marker.action,
        "row": row,
        "legal": reason is None,
        "reason": reason,
        "reuse": reuse,
        "cost": row,
        "fee": fee,
        "total": row + fee,
        "paid_range": [low, high],
        "engineer": engineer,
        "buys": {k: v for k, v in buys.items() if k != "text"},
        "additional": marker.additional,
        "text": text,
    }


def _buys(state: ArkwrightState, player: Player, marker: Marker, row: int, low: int, high: int, can: int) -> dict[str, Any]:
    """What the marker does for `row` paid (the row's cost, or less when the player cannot pay it);
    `can` is the most the player can pay (the Engineer's free choice stops there too)."""
    spec = marker.spec
    rules = state.board.rules
    if marker.action == "ship":
        assert marker.capacity is not None
        need = required_cost(state, state.board, marker.capacity)
        return {"sails": high >= need, "needs": need, "capacity": marker.capacity, "text": f"ships up to {marker.capacity} goods of contracts (one share space back)"}
    assert spec is not None
    if marker.action == "machinery":
        bonus = rules.workshop_bonus if player.has("workshop") else 0
        n, best = spec.units_for(row + bonus), spec.units_for(high + bonus)
        extra = f" (up to {best} with the Accountant)" if best != n else ""
        text = f"{n} machine(s){extra}" if n else f"no machine: the action is forfeit below £{max(0, (spec.steps or [0])[0] - bonus)}{extra}"
        return {"machines": n, "machines_max": best, "text": text}
    if marker.action == "quality":
        if player.has("engineer"):
            best = spec.units_for(min(can, (spec.steps or [0])[-1]))
            return {"levels": best, "levels_max": best, "text": f"up to {best} quality level(s) for £{(spec.steps or [0])[best - 1] if best else 0} (Engineer)"}
        n, best = spec.units_for(row), spec.units_for(high)
        extra = f" (up to {best} with the Accountant)" if best != n else ""
        text = f"{n} quality level(s){extra}" if n else f"no quality level: the action is forfeit below £{(spec.steps or [0])[0]}{extra}"
        return {"levels": n, "levels_max": best, "text": text}
    if marker.action == "distribution":
        assert spec.max_spend is not None
        patent = rules.patent_bonus if player.has("patent") else 0
        n, best = min(row, spec.max_spend), min(high, spec.max_spend)
        extra = f" (+£{patent} Patent)" if patent else ""
        return {"budget": n, "budget_max": best + patent, "text": f"£{n} of distribution (max £{spec.max_spend}){extra}"}
    if marker.action == "production":
        return {"rows": spec.production_rows, "text": f"produce in rows 1-{spec.production_rows} of one factory"}
    if marker.action == "workers":
        firable = {f.good: sum(r.workers for r in f.rows[1:]) for f in player.factories}
        return {"hireable": jobmarket.available(state), "firable": firable, "text": f"{jobmarket.available(state)} worker(s) can be hired"}
    if marker.action == "stock_exchange":
        share = state.board.share(player.share_space)
        half = " (first share at half price)" if spec.first_share_half_price else ""
        return {"buy_price": share.buy, "sell_price": share.value, "text": f"shares at £{share.buy} to buy{half}, £{share.value} to sell"}
    level = state.board.decade(state.version, state.decade).level
    ahead = level + (1 if state.version == "water_frame" and player.has("inventor") else 0)
    build = [g for g in GOODS if player.factory(g) is None]
    modernize = {f.good: ahead for f in player.factories if f.level < ahead}
    return {"level": level, "build": build, "modernize_to": modernize, "text": f"build or modernize up to level {level}" + (f" (level {ahead} with the Inventor)" if ahead > level else "")}


def _special_options(state: ArkwrightState, player: Player) -> list[dict[str, Any]]:
    """The special markers this player could take with a take-special-marker action now."""
    t = Table.working(state)
    out = []
    for tile in sorted(set(state.mat.tiles)):
        out.append(_special("tile", tile, tile_problem(t, player.id, tile), tile_name(t, tile)))
    for row, markers in sorted(state.mat.markers.items()):
        for m in markers:
            out.append(_special("advanced_marker", m, marker_problem(t, player.id, m)))
    for cap, n in sorted(state.mat.ships.items()):
        if n <= 0:
            continue
        problem = ship_problem(t, player.id, cap, None)
        if problem and "return_ship" in problem:
            smaller = [c for c in player.ships if c < cap]
            problem = ship_problem(t, player.id, cap, min(smaller)) if smaller else "a ship is replaced only by a larger one"
        out.append(_special("ship", cap, problem))
    return out


def _special(kind: str, what: Any, problem: str | None, label: str | None = None) -> dict[str, Any]:
    text = f"take {kind.replace('_', ' ')} {label or what}"
    return {
        "kind": "special_marker",
        "type": kind,
        "value": what,
        "legal": problem is None,
        "reason": problem,
        "text": f"[not possible: {problem}] {text}" if problem else text,
    }
