"""Take special marker: development tiles, advanced action markers, ships (Water Frame 5.II.3.2).

`take_special_marker` needs no action marker: the Lobby event (Player's Book
1.9) calls it for every player. Instead of taking a marker a player may move
the Foreman or the Workshop to another factory (Player's Book 1.8) or, as part
of an action, return the Broker to buy one or two shares at half price.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.tiles import pay_first_inventor_fee, return_tile, tile_name, use_inventor
from companion.games.arkwright.messages import marker_words
from companion.games.arkwright.table import Table
from companion.core.moves import plural

if TYPE_CHECKING:  # the entry's models: the legal actions read these rules without them
    from companion.games.arkwright.actions.inputs import TakeTile

SECTION = "Water Frame 5.II.3.2"
SECTION_TILE = "Water Frame 5.II.3.2.1"
SECTION_MARKER = "Water Frame 5.II.3.2.2"
SECTION_SHIP = "Water Frame 5.II.3.2.3"
SECTION_BROKER = "Player's Book 1.8 Broker"


def mat_row_limit(t: Table) -> int:
    """The deepest row of the special markers mat open now (the timetable's second indicator)."""
    s = t.state
    return t.board.decade(s.version, s.decade).mat_row


def take_special_marker(t: Table, pid: str, choice, answers: Answers, *, section: str = SECTION, allow_broker: bool = True) -> None:
    """Carry out one special-marker choice for player `pid` (refusing what the rules forbid)."""
    from companion.games.arkwright.actions.inputs import BrokerPurchase, MoveTile, TakeMarker, TakeShip, TakeTile

    if isinstance(choice, TakeTile):
        take_tile(t, pid, choice, answers, section)
    elif isinstance(choice, TakeMarker):
        take_advanced_marker(t, pid, choice.marker, answers, section)
    elif isinstance(choice, TakeShip):
        take_ship(t, pid, choice.capacity, choice.return_ship, answers, section)
    elif isinstance(choice, MoveTile):
        move_tile(t, pid, choice.tile, choice.to)
    elif isinstance(choice, BrokerPurchase):
        if not allow_broker:
            raise RuleError(said("arkwright", "the Broker can be used only instead of the special marker of an action"), section=SECTION_BROKER)
        broker_purchase(t, pid, choice.shares)
    else:  # pragma: no cover - the input model allows nothing else
        raise RuleError(said("arkwright", "unknown special marker choice {choice!r}", choice=choice), section=section)


# --- development tiles (Water Frame 5.II.3.2.1) -------------------------------


def tile_problem(t: Table, pid: str, tile: str) -> str | None:
    """Why the player cannot take this tile now, or None."""
    s, p = t.state, t.p(pid)
    try:
        spec = t.board.tile_spec(tile)
    except KeyError:
        return f"there is no development tile {tile!r}"
    if spec.expansion and not s.expansion:
        return f"the {spec.name} belongs to the Noblesse Oblige expansion, which this game does not use"
    if spec.variant == "self_actor" and "tiles" not in s.self_actor:
        return f"the {spec.name} is one of the Self-Actor's new tiles, which this game does not play"
    if s.version == "spinning_jenny" and not spec.expansion and not s.plays("tiles"):  # Spinning Mule: Player's Book 3.1
        return "Spinning Jenny has no development tiles (only the Noblesse Oblige purveyors)"
    if tile not in s.mat.tiles:
        return f"no {spec.name} tile is left in the supply"
    if p.has(tile):
        return f"{p.name} already has the {spec.name}; a player never has two alike"
    if tile == "charisma" and p.charisma_lock:
        return f"{p.name} may not take Charisma in the action right after it chose the start player"
    fee = t.board.rules.inventor_fees[0]
    if tile == "inventor" and t.funds(pid) < fee:
        return f"{p.name} cannot pay the £{fee} of the Inventor's first use, even with an emergency sale and loans"
    return None


def take_tile(t: Table, pid: str, choice: TakeTile, answers: Answers, section: str = SECTION_TILE) -> None:
    p = t.p(pid)
    rules = t.board.rules
    problem = tile_problem(t, pid, choice.tile)
    if problem:
        raise RuleError(problem, section=SECTION_TILE if "Charisma" not in problem else "Player's Book 1.8 Charisma")
    full = len(p.tiles) >= rules.max_tiles
    if full and choice.return_tile is None:
        owned = ", ".join(tile_name(t, x) for x in p.tiles)
        raise RuleError(
            said("arkwright", "{name} has {max_tiles} tiles; taking a fifth means returning one of: {owned} (return_tile)", name=p.name, max_tiles=rules.max_tiles, owned=owned),
            section=SECTION_TILE,
        )
    if not full and choice.return_tile is not None:
        raise RuleError(said("arkwright", "{name} has room for this tile; a tile is returned only when taking a fifth", name=p.name), section=SECTION_TILE)
    if choice.return_tile is not None and choice.return_tile not in p.tiles:
        raise RuleError(said("arkwright", "{name} has no {tile_name} tile to return", name=p.name, tile_name=tile_name(t, choice.return_tile)), section=SECTION_TILE)
    placed = choice.tile in ("foreman", "workshop")
    if placed:
        goods = [f.good for f in p.factories]
        if (goods or choice.place is not None) and choice.place not in goods:
            raise RuleError(
                said("arkwright", "say in which factory the {tile_name} works (place: one of {join})", tile_name=tile_name(t, choice.tile), join=', '.join(goods)),
                section=f"Player's Book 1.8 {tile_name(t, choice.tile)}",
            )
    elif choice.place is not None:
        raise RuleError(said("arkwright", "the {tile_name} is not placed in a factory", tile_name=tile_name(t, choice.tile)), section=SECTION_TILE)
    t.state.mat.tiles.remove(choice.tile)
    p.tiles.append(choice.tile)
    t.ledger.remark(pid, "arkwright.takes_tile", section, name=p.name, tile=tile_name(t, choice.tile))
    if choice.tile == "inventor":
        pay_first_inventor_fee(t, pid)
    if placed:
        setattr(p, choice.tile, choice.place)
        if choice.place:
            t.ledger.remark(pid, "arkwright.tile_works_in", section, tile=tile_name(t, choice.tile), good=choice.place)
    if choice.return_tile is not None:
        return_tile(t, pid, choice.return_tile, "arkwright.tile_at_most_four", SECTION_TILE)


def move_tile(t: Table, pid: str, tile: str, to: str) -> None:
    """Move the Foreman or Workshop to another factory instead of taking a marker (Player's Book 1.8)."""
    p = t.p(pid)
    section = f"Player's Book 1.8 {tile_name(t, tile)}"
    if not p.has(tile):
        raise RuleError(said("arkwright", "{name} has no {tile_name} to move", name=p.name, tile_name=tile_name(t, tile)), section=section)
    if p.factory(to) is None:
        raise RuleError(said("arkwright", "{name} has no {to} factory for the {tile_name}", name=p.name, to=to, tile_name=tile_name(t, tile)), section=section)
    setattr(p, tile, to)
    t.ledger.remark(pid, "arkwright.moves_tile", section, name=p.name, tile=tile_name(t, tile), good=to)


# --- advanced action markers (Water Frame 5.II.3.2.2) -------------------------


def marker_row(t: Table, marker: str) -> int | None:
    for row, markers in t.state.mat.markers.items():
        if marker in markers:
            return int(row)
    return None


def marker_problem(t: Table, pid: str, marker: str, *, with_inventor: bool = True) -> str | None:
    p = t.p(pid)
    if not t.board.has_marker(marker) or t.board.marker(marker).shade == "colored":
        return f"there is no advanced action marker {marker!r}"
    if marker in p.advanced:
        return f"{p.name} already owns the {marker_words(marker)} marker; never two alike of the same shade"
    row = marker_row(t, marker)
    if row is None:
        return f"the {marker_words(marker)} marker is not on the special markers mat"
    limit = mat_row_limit(t)
    if row > limit + (1 if with_inventor and p.has("inventor") and t.state.version == "water_frame" else 0):
        extra = " (the Inventor reaches one row further)" if row == limit + 1 else ""
        return f"the {marker_words(marker)} marker lies in row {row} of the mat; row {limit} is the deepest open now{extra}"
    return None


def take_advanced_marker(t: Table, pid: str, marker: str, answers: Answers, section: str = SECTION_MARKER) -> None:
    p = t.p(pid)
    problem = marker_problem(t, pid, marker)
    if problem:
        raise RuleError(problem, section=SECTION_MARKER)
    row = marker_row(t, marker)
    assert row is not None
    t.state.mat.markers[str(row)].remove(marker)
    p.advanced.append(marker)
    t.ledger.remark(pid, "arkwright.takes_marker", section, name=p.name, marker=marker, row=row)
    if row > mat_row_limit(t):
        use_inventor(t, pid, answers, "arkwright.inventor_marker", marker=marker)


# --- ships (Water Frame 5.II.3.2.3) -------------------------------------------


def ship_problem(t: Table, pid: str, capacity: int, return_ship: int | None) -> str | None:
    s, p, board = t.state, t.p(pid), t.board
    if s.version != "water_frame":
        return "ships are used only in Water Frame"
    try:
        spec = board.ship(capacity)
    except KeyError:
        return f"there is no ship of capacity {capacity}"
    if s.mat.ships.get(capacity, 0) <= 0:
        return f"no ship of capacity {capacity} is left on the mat"
    limit = mat_row_limit(t) + (1 if p.has("inventor") else 0)
    if spec.level > limit:
        return f"the capacity-{capacity} ship lies in row {spec.level} of the mat; row {mat_row_limit(t)} is the deepest open now"
    piers = board.rules.max_ships
    if len(p.ships) < piers:
        if return_ship is not None:
            return f"{p.name} has an empty pier; a ship is replaced only when both piers are taken"
    else:
        if return_ship is None:
            return f"both of {p.name}'s piers are taken: name the ship to return (return_ship, one of {p.ships})"
        if return_ship not in p.ships:
            return f"{p.name} has no ship of capacity {return_ship} to return"
        if capacity <= return_ship:
            return f"a ship is replaced only by a larger one (capacity {capacity} is not more than {return_ship})"
    crew = _crew_after(t, pid, capacity, return_ship) - p.ship_crew
    if crew > jobmarket.available(s):
        return f"the ship needs {crew} more crew but only {jobmarket.available(s)} {plural(jobmarket.available(s), 'worker')} can be hired"
    return None


def _crew_after(t: Table, pid: str, capacity: int, return_ship: int | None) -> int:
    ships = list(t.p(pid).ships)
    if return_ship is not None:
        ships.remove(return_ship)
    ships.append(capacity)
    return sum(t.board.ship(c).crew for c in ships)


def take_ship(t: Table, pid: str, capacity: int, return_ship: int | None, answers: Answers, section: str = SECTION_SHIP) -> None:
    s, p = t.state, t.p(pid)
    problem = ship_problem(t, pid, capacity, return_ship)
    if problem:
        raise RuleError(problem, section=SECTION_SHIP if "hired" not in problem else "Player's Book 1.1 Job Market")
    crew = _crew_after(t, pid, capacity, return_ship) - p.ship_crew
    s.mat.ships[capacity] -= 1
    if return_ship is None:
        p.ships.append(capacity)
    else:
        p.ships[p.ships.index(return_ship)] = capacity
        s.mat.ships[return_ship] = s.mat.ships.get(return_ship, 0) + 1
        t.ledger.remark(pid, "arkwright.returns_ship", section, name=p.name, capacity=return_ship)
    t.ledger.remark(pid, "arkwright.takes_ship", section, name=p.name, capacity=capacity)
    if crew > 0:
        jobmarket.take(s, crew)
        p.ship_crew += crew
        t.ledger.record(pid, "workers", crew, "arkwright.hires_crew", section, name=p.name, crew=crew)
    if t.board.ship(capacity).level > mat_row_limit(t):
        use_inventor(t, pid, answers, "arkwright.inventor_ship", capacity=capacity)


# --- the Broker (Water Frame 5.II.3.2, Player's Book 1.8) ---------------------


def broker_cost(t: Table, pid: str, shares: int) -> int:
    """One share: half the share value rounded up; two shares: the share value."""
    value = t.share_value(pid)
    return value if shares == 2 else -(-value // 2)


def broker_purchase(t: Table, pid: str, shares: int) -> None:
    p = t.p(pid)
    rules = t.board.rules
    if not p.has("broker"):
        raise RuleError(said("arkwright", "{name} has no Broker", name=p.name), section=SECTION_BROKER)
    if p.loans:
        raise RuleError(said("arkwright", "{name} must repay all loans before buying shares", name=p.name), section="Water Frame 5.II.2.6")
    if p.shares + p.loans + shares > rules.shares_per_company:
        raise RuleError(said("arkwright", "{name} can own at most {shares_per_company} shares", name=p.name, shares_per_company=rules.shares_per_company), section="Player's Book 1.5")
    if t.held_by_others(pid) and p.shares + p.loans + t.held_by_others(pid) + shares > rules.shares_per_company:
        left = rules.shares_per_company - p.shares - p.loans - t.held_by_others(pid)
        raise RuleError(said("arkwright", "the bank has {left} {left:noun/share} of {name} left, not {shares}", left=left, name=p.name, shares=shares), section="Player's Book 3.3")
    cost = broker_cost(t, pid, shares)
    if cost > p.cash:
        raise RuleError(said("arkwright", "{name} needs £{cost} for {shares} {shares:noun/share} with the Broker but has £{cash}", name=p.name, cost=cost, shares=shares, cash=p.cash), section=SECTION_BROKER)
    t.pay(pid, cost, "arkwright.broker_buys_cash", SECTION_BROKER, name=p.name, count=shares, cost=cost, value=t.share_value(pid))
    p.shares += shares
    t.ledger.record(pid, "shares", shares, "arkwright.broker_buys", SECTION_BROKER, name=p.name, count=shares)
    return_tile(t, pid, "broker", "arkwright.tile_half_price_purchase", SECTION_BROKER)
