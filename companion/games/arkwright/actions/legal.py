"""What a player can do now in the action phase, with costs and effects (Water Frame 5.II.1, Player's Book 1.1).

Every marker's turn may begin with goods moved between the large warehouse and
the Small Warehouse tile (`goods_moves`: per good, the most that may move to
the small and to the large warehouse; Player's Book 1.8 Small Warehouse).

`legal_actions` lists every marker the player holds on every row of the
administration chart: legal or not (with the reason), the cost (row, reuse
fee, Accountant range, Engineer), what the paid cost buys (machines, quality
levels, distribution budget, whether a ship sails) and the additional action
that follows, all for this player (quality levels only for factories that can
still rise, machines only where a worker stands on a machine space, the rows
with room for workers, each build and modernization with its cost, the next
contract spaces), and the emergency sale a row above the player's cash makes
(Water Frame 7.0); then the special markers the player could take, in words.
A form shows the legal ones and disables the others with the reason.
"""

from __future__ import annotations

from typing import Any

from companion.core.messages import joined
from companion.core.wording import clauses, said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.administration import (
    Marker,
    owned_markers,
    paid_range,
    placement_problem,
    placed_row,
    reuse_fee,
)
from companion.games.arkwright.actions import reorganization
from companion.games.arkwright.actions.distribution import step_cost
from companion.games.arkwright.actions.self_actor_tiles import chart_rows
from companion.games.arkwright.actions.ships import required_cost
from companion.games.arkwright.actions.special import marker_problem, ship_problem, tile_problem
from companion.games.arkwright.actions.tiles import tile_name
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.phases import PHASES
from companion.games.arkwright.production.storage import move_room
from companion.games.arkwright.production.words import either, goods_said
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.table import Table

ADDITIONAL = {"price_adjustment": said("arkwright", "then a price adjustment"),
              "special_marker": said("arkwright", "then take a special marker"),
              "none": said("arkwright", "no additional action")}
#: the Manager: either additional action after a main action (Player's Book 3.2)
MANAGER = said("arkwright", "then take a special marker or a price adjustment (Manager)")


def legal_actions(state: ArkwrightState, player_id: str) -> list[dict[str, Any]]:
    player = next((p for p in state.players if player_id in (p.id, p.name)), None)
    if player is None:
        nobody = said("arkwright", "no player {who}", who=repr(player_id))
        return [{"kind": "error", "legal": False, "text": nobody, "reason": nobody}]
    not_now = _not_now(state, player)
    can = Table.working(state).funds(player.id)
    moves = move_room(state.board, state, player)
    moving = moves_words(moves)
    out = []
    for marker in owned_markers(state, player):
        for row in chart_rows(state, player):  # with the Wealth of Nations' £0 row (Player's Book 3.2)
            option = _option(state, player, marker, row, not_now, can)
            if moving and option["legal"]:
                option["text"] = clauses(option["text"], moving)
            out.append({**option, "goods_moves": moves})
    out.extend(_special_options(state, player))
    return out


def _not_now(state: ArkwrightState, player: Player) -> str | None:
    if state.phase != "actions":
        return said("arkwright", "it is {phase}", phase=PHASES[state.phase].label)
    current = state.current_player
    if current is None:
        return said("arkwright", "every player has acted in this cycle")
    if current.id != player.id:
        return said("arkwright", "it is {name}'s turn", name=current.name)
    return None


def _option(state: ArkwrightState, player: Player, marker: Marker, row: int, not_now: str | None, can: int) -> dict[str, Any]:
    """One marker on one row; `can` is the most the player can pay (a player the bank can no
    longer lend to pays, and uses, only that: rules_notes/whole_game.md)."""
    reason = not_now or placement_problem(state, player, marker, row)
    reuse = placed_row(player, marker.id) == row
    fee = reuse_fee(state, player, row) if reuse else 0
    low, high = (min(x, can) for x in paid_range(state, player, row, marker))
    free = marker.action == "reorganization"  # Self-Actor: free of charge on any space (Player's Book 3.2)
    engineer = marker.action == "quality" and player.has("engineer")
    buys = _buys(state, player, marker, min(row, can), low, high, can)
    if reason is None and buys.get("sails") is False:
        reason = said("arkwright", "the ship needs administrative costs of at least £{needs}", needs=buys["needs"])
    cost_text = _cost_words(row, fee if reuse else None, free, (low, high), engineer)
    short = emergency(state, player, low if free else row + fee) if reason is None else None
    manager = player.has("manager") and marker.action != "reorganization" and marker.additional != "none"
    then = MANAGER if manager else ADDITIONAL[marker.additional]
    named = marker.message()
    effect = clauses(buys["text"], then, short["text"] if short else "")
    text = (said("arkwright", "{marker:msg} on £{row}: {cost}; {effect}", **named, row=row, cost=cost_text, effect=effect)
            if not reason else said("arkwright", "[not possible: {reason}] {marker:msg} on £{row}", **named, reason=reason, row=row))
    return {
        "kind": "marker",
        "marker": marker.id,
        "label": marker.label,
        #: the label's message (its code under "marker", and its parameters): a screen words it in its language
        "label_words": marker.message(),
        "action": marker.action,
        "row": row,
        "legal": reason is None,
        "reason": reason,
        "reuse": reuse,
        "cost": row,
        "fee": fee,
        "total": low if free else row + fee,
        "paid_range": [low, high],
        "engineer": engineer,
        "buys": {k: v for k, v in buys.items() if k != "text"},
        "additional": marker.additional,
        "emergency": short,
        "cost_text": cost_text,
        #: what the row buys and what follows, without its cost (a row button shows its cost itself)
        "effect": effect,
        #: the Manager: the other additional action may be taken instead (Player's Book 3.2)
        "manager": manager,
        "text": text,
    }


def emergency(state: ArkwrightState, player: Player, amount: int) -> dict[str, Any] | None:
    """What paying `amount` takes beyond the player's cash (Water Frame 7.0): the shares sold in an
    emergency and the loans, as the table's own payment would make them (on a copy); None when the cash is enough."""
    if amount <= player.cash:
        return None
    t = Table.of(state)
    before = t.p(player.id)
    shares, loans = before.shares, before.loans
    t.pay(player.id, amount, "arkwright.pays_administrative_costs", "Water Frame 7.0", name=player.name, cost=amount)
    after = t.p(player.id)
    sold, lent = shares - after.shares, after.loans - loans
    must = (said("arkwright", "sell {sold:count/share} in an emergency and take {lent:count/loan}", sold=sold, lent=lent)
            if sold and lent else said("arkwright", "sell {sold:count/share} in an emergency", sold=sold) if sold
            else said("arkwright", "take {lent:count/loan}", lent=lent) if lent else said("arkwright", "pay all the cash"))
    return {"short": amount - player.cash, "shares": sold, "loans": lent,
            "text": said("arkwright", "{name} has £{cash} of the £{amount}: must {must}", name=player.name, cash=player.cash,
                         amount=amount, must=must)}


def _cost_words(row: int, fee: int | None, free: bool, paid: tuple[int, int], engineer: bool) -> str:
    """A row's cost in words: the row, a reuse fee (`fee`: None when the marker is not reused), the
    Reorganization's free placing, the Accountant's range of payment, the Engineer's any cost."""
    if free:
        words = said("arkwright", "free (Reorganization)")
    elif fee:
        words = said("arkwright", "£{row} + £{fee} reuse fee", row=row, fee=fee)
    elif fee == 0:
        words = said("arkwright", "£{row} (reuse, no fee: Administrator)", row=row)
    else:
        words = said("arkwright", "£{row}", row=row)
    low, high = paid
    if high != low:
        words = said("arkwright", "{cost} (Accountant: pay £{low}-£{high})", cost=words, low=low, high=high)
    if engineer:
        words = said("arkwright", "{cost} (Engineer: any cost)", cost=words)
    return words


def _buys(state: ArkwrightState, player: Player, marker: Marker, row: int, low: int, high: int, can: int) -> dict[str, Any]:
    """What the marker does for `row` paid (the row's cost, or less when the player cannot pay it);
    `can` is the most the player can pay (the Engineer's free choice stops there too)."""
    spec = marker.spec
    rules = state.board.rules
    if marker.action == "reorganization":
        return reorganization.buys(state, player)
    if marker.action == "ship":
        assert marker.capacity is not None
        need = required_cost(state, state.board, marker.capacity)
        return {"sails": high >= need, "needs": need, "capacity": marker.capacity, "agent": player.has("agent_in_the_colonies"), "text": said("arkwright", "ships up to {capacity} goods of contracts (one share space back)", capacity=marker.capacity)}
    assert spec is not None
    if marker.action == "machinery":
        bonus = rules.workshop_bonus if player.has("workshop") else 0
        spaces = machine_rows(state, player)
        room = sum(n for rows in spaces.values() for n in rows.values())
        bought, best = spec.units_for(row + bonus), spec.units_for(high + bonus)
        n, top = min(bought, room), min(best, room)
        if not bought:
            text = _accountant(said("arkwright", "no machine: the action is forfeit below £{least}",
                                    least=max(0, (spec.steps or [0])[0] - bonus)), top, n)
        elif not room:
            text = said("arkwright", "no machine: no worker stands on a worker-or-machine space")
        else:
            text = _accountant(said("arkwright", "{n:count/machine} replacing {n:count/worker}", n=n), top, n)
        if bought and room and bought > room:
            text = said("arkwright", "{text} (the £{row} buys {bought}; room for {room})", text=text, row=row, bought=bought, room=room)
        # the School: replaced workers onto free spaces of other rows or the large warehouse (Player's Book 1.8)
        school = {"rows": worker_rows(state, player), "warehouse": warehouse_places(state, player)} if player.has("school") else {}
        return {"machines": n, "machines_max": top, "rows": spaces, "school": school, "text": text}
    if marker.action == "quality":
        if player.has("engineer"):  # any cost on any row: what each cost buys
            best = spec.units_for(min(can, (spec.steps or [0])[-1]))
            prices = tuple(said("arkwright", "£{cost}: {n:count/level}", cost=c, n=k + 1)
                           for k, c in enumerate(spec.steps or []) if k < max(best, 1))
            return {"levels": best, "levels_max": best, "text": said("arkwright", "the Engineer pays any cost ({prices})", prices=prices)}
        top = rules.quality_max
        room = {f.good: top - f.quality for f in player.factories if f.quality < top}
        bought, most = spec.units_for(row), spec.units_for(high)
        n, best = min(bought, sum(room.values())), min(most, sum(room.values()))
        if not bought:
            text = _accountant(said("arkwright", "no quality level: the action is forfeit below £{least}",
                                    least=(spec.steps or [0])[0]), best, n)
        elif not room:
            text = said("arkwright", "no quality level: every factory of {name} is at quality {top}", name=player.name, top=top)
        else:
            text = _accountant(said("arkwright", "{n} quality {n:noun/level} for {goods:each/%1| or }", n=n, goods=joined(room)),
                               best, n)
        return {"levels": n, "levels_max": best, "room": room, "text": text}
    if marker.action == "distribution":
        assert spec.max_spend is not None
        patent = rules.patent_bonus if player.has("patent") else 0
        n, best = min(row, spec.max_spend), min(high, spec.max_spend)
        reach = {f.good: distribution_levels(f.distribution, n, rules.distribution_max) for f in player.factories}
        reach = {g: k for g, k in reach.items() if k}
        most = max(reach.values(), default=0)
        what = (said("arkwright", "+{most} {most:noun/level} on one of {goods:each/%1| or }", most=most, goods=joined(reach))
                if reach else said("arkwright", "no level within reach"))
        budget = (said("arkwright", "£{n} of distribution (max £{max}) (+£{patent} Patent): {what}", n=n, max=spec.max_spend,
                       patent=patent, what=what) if patent
                  else said("arkwright", "£{n} of distribution (max £{max}): {what}", n=n, max=spec.max_spend, what=what))
        # the Patent's option one adds its £ after the Accountant and the marker's limit; option two is
        # two free levels (Player's Book 1.8 Patent)
        return {"budget": n, "budget_max": best + patent, "budget_plain": best, "patent_bonus": patent,
                "patent_free": rules.patent_free_levels if player.has("patent") else 0, "reach": reach,
                "text": budget}
    if marker.action == "production":
        return {"rows": spec.production_rows, "extra_shifts": player.has("extra_shifts"),
                "text": said("arkwright", "produce in rows 1-{rows} of one factory", rows=spec.production_rows)}
    if marker.action == "workers":
        firable = {f.good: sum(r.workers for r in f.rows[1:]) for f in player.factories}
        firable = {g: n for g, n in firable.items() if n}
        open_rows = worker_rows(state, player)
        can = jobmarket.available(state)
        needs = sum(n for rows in open_rows.values() for n in rows.values())
        text = said("arkwright", "{can:count/worker} can be hired; {needs:count/place} free in {name}'s factories", can=can,
                    needs=needs, name=player.name)
        # the warehouse workers the player has may stand on other rows and columns first (Water Frame 5.II.2.2)
        house = player.warehouse
        layout = ({"rows": list(house.rows), "columns": list(house.columns), "workers": house.workers}
                  if state.version == "water_frame" and house.workers else {})
        return {"hireable": can, "firable": firable, "rows": open_rows, "warehouse": warehouse_places(state, player),
                "layout": layout, "text": text}
    if marker.action == "stock_exchange":
        share = state.board.share(player.share_space)
        prices = (said("arkwright", "shares at £{buy} to buy (first share at half price), £{sell} to sell", buy=share.buy, sell=share.value)
                  if spec.first_share_half_price else said("arkwright", "shares at £{buy} to buy, £{sell} to sell", buy=share.buy, sell=share.value))
        choices = {"buy_price": share.buy, "sell_price": share.value, "contracts": contract_steps(state, player),
                   "contract_spaces": contract_spaces(state, player), "text": prices}
        if state.stock_exchange:
            from companion.games.arkwright.stock_exchange import exchange_choices

            choices.update(exchange_choices(state, player.id, spent=row))
            choices["text"] = clauses(choices["text"], choices["others_text"])
        return choices
    level = state.board.decade(state.version, state.decade).level
    ahead = level + (1 if state.version == "water_frame" and player.has("inventor") else 0)
    build = [g for g in GOODS if player.factory(g) is None]
    modernize = {f.good: ahead for f in player.factories if f.level < ahead}
    tiles = state.board.tile
    building = {g: {n: tiles(g, n).cost for n in range(1, level + 1)} for g in build}
    modernizing = {f.good: {n: sum(tiles(f.good, k).cost for k in range(f.level + 1, n + 1)) for n in range(f.level + 1, ahead + 1)}
                   for f in player.factories if f.level < ahead}
    builds = said("arkwright", "build {builds:each/%1 £%2| or }", builds=joined((g, costs[level]) for g, costs in building.items()))
    ups = said("arkwright", "modernize {ups:each/%1 to %2 £%3| or }", ups=joined((g, max(c), c[max(c)]) for g, c in modernizing.items()))
    words = (said("arkwright", "{builds}, {ups}", builds=builds, ups=ups) if building and modernizing else builds if building
             else ups if modernizing else said("arkwright", "no factory to build or modernize"))
    # a factory closed may be founded anew in the same action, never at the level just closed (Water Frame 5.II.2.1)
    rebuilding = {f.good: {n: tiles(f.good, n).cost for n in range(1, level + 1) if n != f.level} for f in player.factories}
    rebuilding = {g: c for g, c in rebuilding.items() if c}
    discount = rules.developer_discount if player.has("developer") else 0
    # the Developer: £5 off the first level of each factory, never beyond the current level (Player's Book 1.8)
    developing = {g: {n: c - discount for n, c in costs.items()} for g, costs in building.items()} if discount else {}
    modern_dev = {f.good: {n: c - (discount if f.level + 1 <= level else 0) for n, c in modernizing[f.good].items()}
                  for f in player.factories if f.good in modernizing} if discount else {}
    # the Inventor modernizes a factory just built one level further in the same action (Player's Book 1.8)
    onward = {g: {ahead: tiles(g, ahead).cost} for g in build} if ahead > level else {}
    return {"level": level, "ahead": ahead, "build": build, "modernize_to": modernize, "build_costs": building, "modernize_costs": modernizing,
            "developer": discount, "build_costs_developer": developing, "rebuild_costs": rebuilding, "modernize_costs_developer": modern_dev, "build_onward": onward,
            "text": said("arkwright", "{words} (level {level} now, {ahead} with the Inventor)", words=words, level=level, ahead=ahead)
                    if ahead > level else said("arkwright", "{words} (level {level} now)", words=words, level=level)}


def moves_words(moves: dict) -> str:
    """The goods moves a turn may begin with, in words ("" when none)."""
    parts = [said("arkwright", "to the small one up to {goods}", goods=either(*goods_said(moves[to]))) if to == "small" else
             said("arkwright", "to the large one up to {goods}", goods=either(*goods_said(moves[to])))
             for to in ("small", "large") if moves.get(to) and (to == "large" or moves.get("small_free") or moves.get("large"))]
    if not parts:
        return ""
    free = moves.get("small_free", 0)
    return said("arkwright", "first, goods may move between the warehouses ({moves}; {free} free {free:noun/space} in the small one)",
                moves=clauses(*parts), free=free)


def _accountant(text: str, most: int, n: int) -> str:
    """What a row buys, with what the Accountant's higher payment would buy when it is more (Player's Book 1.8)."""
    return said("arkwright", "{text} (up to {most} with the Accountant)", text=text, most=most) if most != n else text


def distribution_levels(start: int, budget: int, top: int) -> int:
    """The most distribution levels `budget` buys from `start` (each step costs the level it reaches)."""
    n = 0
    while start + n < top and step_cost(start, n + 1) <= budget:
        n += 1
    return n


def worker_rows(state: ArkwrightState, player: Player) -> dict[str, dict[int, int]]:
    """Per factory, each row (1-4) with free places for workers and how many."""
    out = {}
    for f in player.factories:
        tile = state.board.tile(f.good, f.level)
        rows = {k + 1: tile.row_size(k) - r.filled for k, r in enumerate(f.rows) if tile.row_size(k) > r.filled}
        if rows:
            out[f.good] = rows
    return out


def machine_rows(state: ArkwrightState, player: Player) -> dict[str, dict[int, int]]:
    """Per factory, each row (1-4) where a machine can replace a worker, and how many (Water Frame 5.II.2.3)."""
    out = {}
    for f in player.factories:
        tile = state.board.tile(f.good, f.level)
        rows = {k + 1: min(tile.machine_slots(k) - r.machines, r.workers) for k, r in enumerate(f.rows)}
        rows = {k: n for k, n in rows.items() if n > 0}
        if rows:
            out[f.good] = rows
    return out


def warehouse_places(state: ArkwrightState, player: Player) -> dict[str, list]:
    """Water Frame: the large-warehouse rows and columns without their worker yet (Player's Book 1.4)."""
    if state.version != "water_frame":
        return {}
    rows = [k + 1 for k, taken in enumerate(player.warehouse.rows) if not taken]
    columns = [g for g in GOODS if g not in player.warehouse.columns]
    return {"rows": rows, "columns": columns} if rows or columns else {}


def contract_spaces(state: ArkwrightState, player: Player) -> dict[str, list[int]]:
    """Water Frame: for each good the player makes, every space of the contracts track a contract may be taken
    on or raised to (never lowered; 2 players: the two-player spaces) (Water Frame 5.II.2.6)."""
    if state.version != "water_frame":
        return {}
    c = state.board.contracts
    track = c.two_player_spaces if len(state.players) == 2 else c.spaces
    out = {}
    for f in player.factories:
        now = player.contracts.get(f.good)
        spaces = [s for s in track if now is None or s > now]
        if spaces:
            out[f.good] = spaces
    return out


def contract_steps(state: ArkwrightState, player: Player) -> dict[str, int]:
    """Water Frame: for each good the player makes, the next space a contract is taken on or raised to (5.II.2.6)."""
    return {g: spaces[0] for g, spaces in contract_spaces(state, player).items()}


def _special_options(state: ArkwrightState, player: Player) -> list[dict[str, Any]]:
    """The special markers this player could take with a take-special-marker action now."""
    t = Table.working(state)
    out = []
    for tile in sorted(set(state.mat.tiles)):
        out.append(_special("tile", tile, tile_problem(t, player.id, tile), tile_name(t, tile)))
    for row, markers in sorted(state.mat.markers.items()):
        for m in markers:
            out.append(_special("advanced_marker", m, marker_problem(t, player.id, m), marker_words(state, m)))
    for cap, n in sorted(state.mat.ships.items()):
        if n <= 0:
            continue
        problem = ship_problem(t, player.id, cap, None)
        if problem and "return_ship" in problem:
            smaller = [c for c in player.ships if c < cap]
            problem = (ship_problem(t, player.id, cap, min(smaller)) if smaller
                       else said("arkwright", "a ship is replaced only by a larger one"))
        out.append(_special("ship", cap, problem))
    return out


def marker_words(state: ArkwrightState, marker: str) -> str:
    """An advanced action marker as the table calls it ("light grey quality marker"), worded in the viewer's language."""
    if not state.board.has_marker(marker):
        return said("arkwright", "{marker:words}", marker=marker)
    spec = state.board.marker(marker)
    return said("arkwright", "{marker:msg}", **Marker(id=marker, action=spec.action, additional=spec.additional, spec=spec).message())


def _special(kind: str, what: Any, problem: str | None, label: str | None = None) -> dict[str, Any]:
    text = (said("arkwright", "take the {tile:term} tile", tile=label) if kind == "tile"
            else said("arkwright", "take the {marker}", marker=label) if kind == "advanced_marker"
            else said("arkwright", "take a ship of capacity {cap}", cap=what))
    return {
        "kind": "special_marker",
        "type": kind,
        "value": what,
        "legal": problem is None,
        "reason": problem,
        "text": said("arkwright", "[not possible: {problem}] {text}", problem=problem, text=text) if problem else text,
    }
