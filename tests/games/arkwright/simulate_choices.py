"""The simulated player's choices around a turn: which legal marker on which row, and the additional action.

`choose_option` picks one of the options `legal_actions` marks legal (Water
Frame 5.II.1): a reckless player picks any action and row, a careful one
weighs what the table offers (ships with goods for a contract, rows to fill,
loans to repay) and pays a row its cash covers. `additional` returns a price
adjustment of a touched factory (5.II.3.1) or a special marker (5.II.3.2):
a tile, an advanced marker, a ship, moving the Foreman or Workshop, the Broker.
"""

from __future__ import annotations

import random
from typing import Any

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.state import ArkwrightState, Player
from tests.games.arkwright.simulate_turns import touched


def deliverable(s: ArkwrightState, p: Player) -> bool:
    """A contract whose goods are stored and fit the player's largest ship (Water Frame 5.II.2.7)."""
    lowered = s.board.event("opium_war").amount if s.opium_war else 0
    biggest = max(p.ships, default=0) - lowered
    return any(
        p.factory(g) is not None and space <= biggest and p.warehouse.goods.get(g, 0) + p.stored.get(g, 0) >= space
        for g, space in p.contracts.items()
    )


def weights(s: ArkwrightState, p: Player) -> dict[str, float]:
    """How much a careful player wants each action now."""
    jobs = s.job_market + s.fired
    gaps = any(r.filled < s.board.tile(f.good, f.level).row_size(i) for f in p.factories for i, r in enumerate(f.rows[:3]))
    buy = s.board.share(p.share_space).buy
    uncontracted = p.ships and any(f.good not in p.contracts for f in p.factories)
    unstored = any(g not in p.warehouse.columns for g in p.contracts)
    return {
        "ship": 8.0 if deliverable(s, p) else 0.2,
        "production": 4.0 if any(g in p.warehouse.columns for g in p.contracts) else 2.0,
        "stock_exchange": 3.0 if (p.loans and p.cash >= 15) or p.cash >= 2 * buy + 15 or uncontracted else 0.3,
        "factory": 1.5 if p.cash >= 20 else 0.3,
        "workers": 2.0 if (gaps or unstored) and jobs else 0.5,
        "machinery": 1.0,
        "quality": 1.0,
        "distribution": 1.0,
    }


def choose_option(rng: random.Random, s: ArkwrightState, options: list[dict], care: float) -> tuple[dict, dict] | None:
    """A legal marker and row, with the Accountant's shift or the Engineer's cost; None if none is legal."""
    legal = [o for o in options if o["kind"] == "marker" and o["legal"]]
    if not legal:
        return None
    p = s.current_player
    careful = rng.random() < care
    actions = sorted({o["action"] for o in legal})
    if careful:
        want = weights(s, p)
        action = rng.choices(actions, [want.get(a, 1.0) for a in actions])[0]
    else:
        action = rng.choice(actions)
    mine = [o for o in legal if o["action"] == action]
    affordable = [o for o in mine if o["total"] <= p.cash] or mine
    if careful:
        useful = [o for o in affordable if any(o["buys"].get(k) for k in ("machines", "levels", "budget"))] or affordable
        useful.sort(key=lambda o: o["total"])
        option = useful[0] if rng.random() < 0.6 else rng.choice(useful)
    else:
        option = rng.choice(affordable if rng.random() < 0.85 else mine)
    shift: dict[str, int] = {}
    low, high = option["paid_range"]
    if option["action"] == "ship":
        need = option["buys"]["needs"]
        if option["row"] < need:
            shift["accountant"] = need - option["row"]
    elif high != low and rng.random() < 0.5:
        shift["accountant"] = rng.randint(low, high) - option["row"]
    if option["engineer"] and rng.random() < 0.5:
        shift = {"engineer_cost": rng.choice([0, 3, 5, 6, 8, 10, 12])}
    return option, shift


def additional(rng: random.Random, before: ArkwrightState, after: ArkwrightState, pid: str, option: dict, main: dict | None, care: float) -> dict | None:
    """A price adjustment of a touched factory, or a special marker legal both before and after the main action."""
    if option["additional"] == "price_adjustment":
        p = after.player(pid)
        goods = sorted(touched(main)) if rng.random() < 0.9 else [f.good for f in p.factories]
        goods = [g for g in goods if p.factory(g) is not None]
        if not goods or rng.random() < 0.3:
            return None
        good = rng.choice(goods)
        f = p.factory(good)
        top = min(after.board.rules.max_price, after.board.tile(f.good, f.level).cost + f.quality + f.distribution)
        top = max(f.price, min(top, after.board.rules.max_price - p.stored.get(good, 0)))  # stored goods' spaces are no price (5.II.2.8)
        # a shipowner keeps goods for its contract with a low appeal (Water Frame 5.III.1, 5.III.4)
        low = top - 1 if good in p.contracts and p.ships and rng.random() < care else top - 6
        return {"type": "price_adjustment", "prices": {good: rng.randint(max(5, low), top)}}
    if option["additional"] != "special_marker" or rng.random() < 0.2:
        return None
    return special_choice(rng, before, after, pid, care)


def special_choice(rng: random.Random, before: ArkwrightState, after: ArkwrightState, pid: str, care: float = 0.0) -> dict | None:
    """Take a tile, an advanced marker or a ship (Water Frame 5.II.3.2), move a tile or use the Broker."""
    ok_before = {(o["type"], o["value"]) for o in legal_actions(before, pid) if o["kind"] == "special_marker" and o["legal"]}
    offered = [(o["type"], o["value"]) for o in legal_actions(after, pid) if o["kind"] == "special_marker" and o["legal"]]
    offered = [x for x in offered if x in ok_before]
    p = after.player(pid)
    rules = after.board.rules
    extras = []
    for tile in ("foreman", "workshop"):
        if p.has(tile) and p.factories:
            extras.append({"type": "move_tile", "tile": tile, "to": rng.choice(p.factories).good})
    if p.has("broker") and not p.loans and p.shares + 2 <= rules.shares_per_company:
        extras.append({"type": "broker", "shares": rng.choice([1, 2])})
    if extras and (not offered or rng.random() < 0.2):
        return rng.choice(extras)
    if not offered:
        return None
    ships = [x for x in offered if x[0] == "ship"]
    kind, value = rng.choice(ships if ships and len(p.ships) < rules.max_ships and rng.random() < care / 2 else offered)
    if kind == "tile":
        out: dict[str, Any] = {"type": "tile", "tile": value}
        if len(p.tiles) >= rules.max_tiles:
            out["return_tile"] = rng.choice(p.tiles)
        if value in ("foreman", "workshop") and p.factories:
            out["place"] = rng.choice(p.factories).good
        return out
    if kind == "advanced_marker":
        return {"type": "advanced_marker", "marker": value}
    out = {"type": "ship", "capacity": value}
    if len(p.ships) >= rules.max_ships:
        out["return_ship"] = min(c for c in p.ships if c < value)
    return out
