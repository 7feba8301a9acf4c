"""Random but sensible details for one action-phase turn of the simulated player (tests/games/arkwright/simulate.py).

Each builder reads the table *after* the marker was placed and paid (so cash,
shares and loans are what the main action sees) and returns the `main` part
of an `ActionInput` that the rules should accept, or None to skip the action.
The builders follow the rulebook (Water Frame 5.II.2) closely enough that a
refusal of their output is worth reading; they never look at engine internals
beyond the board data and the public state.
"""

from __future__ import annotations

import random
from typing import Any

from companion.games.arkwright.board import GOODS
from companion.games.arkwright.state import ArkwrightState, Player

Main = dict[str, Any] | None


def _tile(state: ArkwrightState, good: str, level: int):
    return state.board.tile(good, level)


def current_level(state: ArkwrightState) -> int:
    return state.board.decade(state.version, state.decade).level


def last_round(state: ArkwrightState) -> bool:
    return state.decade == state.board.timetable(state.version)[-1].decade


# --- factory (Water Frame 5.II.2.1) ---------------------------------------------------------


def factory_main(rng: random.Random, s: ArkwrightState, p: Player, care: float) -> Main:
    level = current_level(s)
    ahead = level + (1 if s.version == "water_frame" and p.has("inventor") else 0)
    steps: list[dict[str, Any]] = []
    used: set[str] = set()
    builds = [g for g in GOODS if p.factory(g) is None]
    modern = [f for f in p.factories if f.level < ahead]
    if rng.random() < care:  # a careful player builds what the cash pays for
        builds = [g for g in builds if _tile(s, g, level).cost <= p.cash]
        modern = [f for f in modern if _tile(s, f.good, f.level + 1).cost <= p.cash]
    for _ in range(rng.choice([1, 1, 2])):
        kinds = (["build"] * bool(builds)) + (["modernize"] * 2 * bool(modern)) + (["close"] if len(p.factories) > 1 and rng.random() < 0.15 else [])
        if not kinds:
            break
        kind = rng.choice(kinds)
        if kind == "build":
            good = rng.choice([g for g in builds if g not in used] or [None])
            if good is None:
                continue
            lvl = rng.randint(max(1, level - 1), level)
            cost = _tile(s, good, lvl).cost
            top = min(cost, s.board.rules.max_price)
            steps.append({"do": "build", "good": good, "level": lvl, "price": rng.randint(max(s.board.rules.min_price, top - 5), top)})
        elif kind == "modernize":
            f = rng.choice([f for f in modern if f.good not in used] or [None])
            if f is None:
                continue
            good = f.good
            steps.append({"do": "modernize", "good": good, "to": rng.randint(f.level + 1, ahead)})
        else:
            good = rng.choice([f.good for f in p.factories if f.good not in used] or [None])
            if good is None:
                continue
            steps.append({"do": "close", "good": good})
        used.add(good)
    if not steps:
        return None
    return {"action": "factory", "steps": steps, "developer": p.has("developer") and rng.random() < 0.7}


# --- workers (Water Frame 5.II.2.2) ---------------------------------------------------------


def _fire(rng: random.Random, p: Player) -> tuple[list[dict], set[tuple[str, int]], int]:
    """Fire from one factory's rightmost rows; returns the orders, the rows fired from, the count."""
    firable = [(f, sum(r.workers for r in f.rows[1:])) for f in p.factories]
    firable = [(f, n) for f, n in firable if n]
    if not firable or rng.random() > 0.3:
        return [], set(), 0
    f, n = rng.choice(firable)
    count = rng.randint(1, n)
    rows, left = set(), count
    for r in range(3, 0, -1):
        k = min(left, f.rows[r].workers)
        if k:
            rows.add((f.good, r))
            left -= k
        if not left:
            break
    return [{"good": f.good, "count": count}], rows, count


def workers_main(rng: random.Random, s: ArkwrightState, p: Player) -> Main:
    """Fire from the right, fill the lowest row with room, open warehouse space (more with contracts)."""
    fire, fired_rows, n_fired = _fire(rng, p)
    available = s.job_market + s.fired + n_fired
    hire: list[dict[str, Any]] = []
    blocked = {g for g in GOODS if last_round(s) and s.version == "spinning_jenny" and GOODS.index(g) < s.cycle - 1}
    for f in rng.sample(p.factories, len(p.factories)):
        if available <= 0 or f.good in blocked or rng.random() < 0.3:
            continue
        tile = _tile(s, f.good, f.level)
        for r in range(4):
            room = tile.row_size(r) - f.rows[r].filled
            if room > 0 and (f.good, r) not in fired_rows:
                k = min(room, available, rng.choice([room, room, 1]))
                hire.append({"good": f.good, "row": r + 1, "count": k})
                available -= k
                break
    layout = None
    if s.version == "water_frame":
        wh = p.warehouse
        rows, cols = list(wh.rows), list(wh.columns)
        if wh.workers and rng.random() < 0.15:
            slots = [("row", 0), ("row", 1)] + [("column", g) for g in GOODS]
            picked = rng.sample(slots, wh.workers)
            rows, cols = [("row", 0) in picked, ("row", 1) in picked], [g for kind, g in picked if kind == "column"]
            layout = {"rows": rows, "columns": cols}
        if available > 0 and rng.random() < (0.6 if p.contracts else 0.3):
            free_rows = [i + 1 for i, has in enumerate(rows) if not has]
            free_cols = [g for g in GOODS if g not in cols]
            wanted = [g for g in p.contracts if g in free_cols]
            if wanted:
                hire.append({"warehouse": "column", "good": rng.choice(wanted)})
            elif free_rows and rng.random() < 0.5:
                hire.append({"warehouse": "row", "row": rng.choice(free_rows)})
            elif free_cols:
                hire.append({"warehouse": "column", "good": rng.choice(free_cols)})
    if not (fire or hire or layout):
        return None
    out: dict[str, Any] = {"action": "workers", "hire": hire, "fire": fire}
    if layout is not None:
        out["warehouse"] = layout
    return out


# --- machinery (Water Frame 5.II.2.3, Player's Book 1.8 Workshop, School) -------------------


def machinery_main(rng: random.Random, s: ArkwrightState, p: Player, marker: str, paid: int, listed: int | None) -> Main:
    """Up to the machines the paid cost buys (as legal_actions lists them when the row's cost is paid)."""
    bonus = s.board.rules.workshop_bonus if p.has("workshop") else 0
    can = s.board.marker(marker).units_for(paid + bonus) if listed is None else listed
    if not can:
        return None
    slots = []
    for f in p.factories:
        tile = _tile(s, f.good, f.level)
        for r, row in enumerate(f.rows):
            free = min(tile.machine_slots(r) - row.machines, row.workers)
            slots += [(f.good, r)] * max(0, free)
    rng.shuffle(slots)
    chosen = slots[: rng.randint(max(1, can - 1), can)] if slots else []
    if not chosen:
        return None
    counts: dict[tuple[str, int], int] = {}
    for key in chosen:
        counts[key] = counts.get(key, 0) + 1
    machines = [{"good": g, "row": r + 1, "count": n} for (g, r), n in counts.items()]
    school = []
    if p.has("school") and rng.random() < 0.6:
        for f in p.factories:
            tile = _tile(s, f.good, f.level)
            for r in range(4):
                room = tile.row_size(r) - f.rows[r].filled
                if room > 0 and (f.good, r) not in counts and len(chosen) - sum(x["count"] for x in school) > 0:
                    k = min(room, len(chosen) - sum(x["count"] for x in school))
                    school.append({"good": f.good, "row": r + 1, "count": k})
                    break
    return {"action": "machinery", "machines": machines, "school": school}


# --- quality (Water Frame 5.II.2.4) and distribution (5.II.2.5) -----------------------------


def quality_main(rng: random.Random, s: ArkwrightState, p: Player, marker: str, paid: int, listed: int | None) -> Main:
    levels = s.board.marker(marker).units_for(paid) if listed is None else listed
    rules = s.board.rules
    cap = rules.quality_max_engineer if s.version == "water_frame" and p.has("engineer") else rules.quality_max
    out: dict[str, int] = {}
    for _ in range(levels):
        room = [f.good for f in p.factories if f.quality + out.get(f.good, 0) < cap]
        if not room:
            break
        g = rng.choice(room)
        out[g] = out.get(g, 0) + 1
    return {"action": "quality", "levels": out} if out else None


def distribution_main(rng: random.Random, s: ArkwrightState, p: Player, marker: str, paid: int, listed: int | None) -> Main:
    rules = s.board.rules
    patent = rng.choice([None, "bonus", "return"]) if p.has("patent") else None
    budget = min(paid, s.board.marker(marker).max_spend or 0) if listed is None else listed
    budget += rules.patent_bonus if patent == "bonus" else 0
    level = {f.good: f.distribution for f in p.factories}
    raised: dict[str, int] = {}
    while True:
        room = [g for g, d in level.items() if d < rules.distribution_max and d + 1 <= budget]
        if not room:
            break
        g = rng.choice(room)
        level[g] += 1
        budget -= level[g]
        raised[g] = raised.get(g, 0) + 1
    out: dict[str, Any] = {"action": "distribution", "levels": raised}
    if patent:
        out["patent"] = patent
    if patent == "return":
        free: dict[str, int] = {}
        for _ in range(rules.patent_free_levels):
            room = [g for g, d in level.items() if d < rules.distribution_max]
            if room:
                g = rng.choice(room)
                level[g] += 1
                free[g] = free.get(g, 0) + 1
        out["patent_levels"] = free
    return out if raised or patent else None


# --- stock exchange (Water Frame 5.II.2.6) ---------------------------------------------------


def stock_exchange_main(rng: random.Random, s: ArkwrightState, p: Player, marker: str, care: float) -> Main:
    board, rules = s.board, s.board.rules
    cash = p.cash
    sell_goods = {}
    for g in GOODS:
        have = p.warehouse.goods.get(g, 0) + p.stored.get(g, 0)
        if have and rng.random() < 0.4:
            sell_goods[g] = rng.randint(1, have)
            cash += sell_goods[g] * board.fixed_prices.of(g)
    space = board.share(p.share_space)
    sell = rng.randint(1, min(3, p.shares)) if p.shares and rng.random() < 0.15 else 0
    cash += sell * space.value
    repay = min(p.loans, cash // rules.loan_repay) if p.loans else 0
    repay = repay if rng.random() < care else rng.randint(0, repay)
    cash -= repay * rules.loan_repay
    buy = 0
    if not sell and p.loans == repay:
        half = bool(board.marker(marker).first_share_half_price) if board.has_marker(marker) else False
        discount = space.buy - -(-space.buy // 2) if half else 0
        reserve = 15 if rng.random() < care else 0
        most = min(rules.shares_per_company - p.shares - (p.loans - repay), (cash - reserve + discount) // space.buy)
        if s.stock_exchange:
            from companion.games.arkwright.stock_exchange import bank_supply

            most = min(most, bank_supply(s, p.id))
        buy = rng.randint(0, most) if most > 0 else 0
        cash -= buy * space.buy - (discount if buy else 0)
    contracts = {}
    track = board.contracts.two_player_spaces if len(s.players) == 2 else board.contracts.spaces
    if s.version == "water_frame" and rng.random() < care:
        # a shipowner's contract: a good it makes, no bigger than its largest ship carries
        ships = max(p.ships, default=0)
        open_ = [f.good for f in p.factories if f.good not in p.contracts]
        fits = [x for x in track if x <= ships]
        if open_ and fits and rng.random() < 0.6:
            # the good with the most goods in store, on the largest space they fill (then ship it)
            good = max(open_, key=lambda g: (p.warehouse.goods.get(g, 0) + p.stored.get(g, 0), rng.random()))
            have = p.warehouse.goods.get(good, 0) + p.stored.get(good, 0)
            contracts[good] = max([x for x in fits if x <= have] or [rng.choice(fits)])
    elif s.version == "water_frame" and rng.random() < 0.5:
        goods = [f.good for f in p.factories] or list(GOODS)
        g = rng.choice(goods)
        spaces = [x for x in track if x >= p.contracts.get(g, 0)]
        if spaces:
            contracts[g] = rng.choice(spaces[:3])
    held = holding_trades(rng, s, p, cash - 4) if s.stock_exchange else {}
    if not (sell_goods or sell or repay or buy or contracts or held):
        return None
    return {"action": "stock_exchange", "sell_goods": sell_goods, "sell": sell, "repay": repay, "buy": buy, "contracts": contracts, **held}


def holding_trades(rng: random.Random, s: ArkwrightState, p: Player, cash: int) -> Main:
    """The Stock Exchange variant (Player's Book 3.3): sell some held shares of a company, or buy some from the bank."""
    from companion.games.arkwright.stock_exchange import bank_supply

    sell, buy = {}, {}
    for c in s.players:
        if c.id == p.id:
            continue
        held = p.holdings.get(c.id, 0)
        if held and rng.random() < 0.3:
            sell[c.id] = rng.randint(1, held)
            cash += sell[c.id] * s.board.share(c.share_space).value
        elif rng.random() < 0.3:
            price = s.board.share(c.share_space).buy
            most = min(bank_supply(s, c.id), max(0, cash) // price, 3)
            if most > 0:
                buy[c.id] = rng.randint(1, most)
                cash -= buy[c.id] * price
    return {**({"sell_others": sell} if sell else {}), **({"buy_others": buy} if buy else {})}


# --- ship (Water Frame 5.II.2.7) and production (5.II.2.8) ----------------------------------


def ship_main(rng: random.Random, s: ArkwrightState, p: Player, capacity: int) -> Main:
    cap = capacity - (s.board.event("opium_war").amount if s.opium_war else 0)
    agent = p.has("agent_in_the_colonies")
    chosen, shifts, load = [], {}, 0
    for g, space in rng.sample(sorted(p.contracts.items()), len(p.contracts)):
        if p.factory(g) is None:
            continue
        have = p.warehouse.goods.get(g, 0) + p.stored.get(g, 0)
        shift = rng.choice([-1, 0, 1]) if agent else 0
        n = space + shift
        if n < 1 or n > have or load + n > cap:
            shift, n = 0, space
            if n > have or load + n > cap:
                continue
        chosen.append(g)
        load += n
        if shift:
            shifts[g] = shift
    if not chosen:
        return None
    return {"action": "ship", "contracts": chosen, "agent": shifts}


def production_main(rng: random.Random, s: ArkwrightState, p: Player, marker: str, care: float) -> Main:
    """Produce in one factory; a careful shipowner produces a good it has a contract and a warehouse column for."""
    if not p.factories:
        return None
    rows = s.board.marker(marker).production_rows or 1
    stored = [f for f in p.factories if f.good in p.contracts and f.good in p.warehouse.columns]
    f = rng.choice(stored if stored and rng.random() < care else p.factories)
    return {"action": "production", "good": f.good, "rows": rng.randint(1, rows), "extra_shifts": p.has("extra_shifts") and rng.random() < 0.5}


def build_main(rng: random.Random, s: ArkwrightState, pid: str, option: dict, paid: int, care: float) -> Main:
    """The main action for a placed marker (None: skip it); `care` is how often the player is prudent."""
    p = s.player(pid)
    action, marker = option["action"], option["marker"]
    if rng.random() < 0.08:
        return None
    # what legal_actions says the row buys, when exactly the row's cost is paid (no Engineer)
    as_listed = paid == option["row"] and not option["engineer"]
    listed = {k: option["buys"].get(k) if as_listed else None for k in ("machines", "levels", "budget")}
    if action == "factory":
        return factory_main(rng, s, p, care)
    if action == "workers":
        return workers_main(rng, s, p)
    if action == "machinery":
        return machinery_main(rng, s, p, marker, paid, listed["machines"])
    if action == "quality":
        return quality_main(rng, s, p, marker, paid, listed["levels"])
    if action == "distribution":
        return distribution_main(rng, s, p, marker, paid, listed["budget"])
    if action == "stock_exchange":
        return stock_exchange_main(rng, s, p, marker, care)
    if action == "ship":
        return ship_main(rng, s, p, option["buys"]["capacity"])
    if action == "production":
        return production_main(rng, s, p, marker, care)
    if action == "reorganization":  # Self-Actor (Player's Book 3.2): prices in as many factories as the side allows
        return reorganization_main(rng, s, p, option["buys"])
    raise AssertionError(f"unknown action {action!r}")


def reorganization_main(rng: random.Random, s: ArkwrightState, p, buys: dict) -> Main:
    """The Reorganization marker's prices: up to the factories its side allows, each within its appeal."""
    rules = s.board.rules
    goods = rng.sample([f.good for f in p.factories], min(len(p.factories), rng.randint(0, buys["prices"])))
    prices = {}
    for g in goods:
        f = p.factory(g)
        top = min(rules.max_price - p.stored.get(g, 0), s.board.tile(g, f.level).cost + f.quality + f.distribution)
        if top >= rules.min_price:
            prices[g] = rng.randint(rules.min_price, max(rules.min_price, top))
    return {"action": "reorganization", "prices": prices}


def touched(main: Main) -> set[str]:
    """Factories the main action touched (their price may be adjusted, Water Frame 5.II.3.1)."""
    if not main:
        return set()
    if main["action"] == "factory":
        return {st["good"] for st in main["steps"] if st["do"] != "close"}
    if main["action"] in ("quality", "distribution"):
        levels = dict(main.get("levels", {}))
        levels.update(main.get("patent_levels", {}))
        return {g for g, n in levels.items() if n}
    if main["action"] == "production":
        return {main["good"]}
    return set()
