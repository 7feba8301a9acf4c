"""The Self-Actor variant's new development tiles at work (Player's Book 3.2 "Development Tiles (11x)").

- Harbormaster: wages of up to four workers on the harbor mat £2 lower each, never below £1.
- Investor: £8 from the bank each time the additional action of the marker placed is waived in total.
- Supervisory Board: when another player returns a tile or a ship to the common supply, its owner may take
  that marker at once, out of turn, and returns the Supervisory Board; the active player may not take the
  board in that turn.
- Loadmaster: each of the owner's ships carries one more, with no extra crew (production/shipping.py).
- Wealth of Nations: a £0 row of the administration table for its owner (not blocked by Bureaucracy);
  a marker left there after the tile is returned is used again for a £4 fee instead of £2.
- Manager: after a main action the other additional action may be taken instead; a price adjustment then
  only where the main action had an effect (any one factory after a stock exchange action).
The numbers are in `data/self_actor.toml`.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.state import ArkwrightState, Player

SECTION = "Player's Book 3.2 Development Tiles"
SECTION_HARBORMASTER = "Player's Book 3.2 Harbormaster"
SECTION_INVESTOR = "Player's Book 3.2 Investor"
SECTION_BOARD = "Player's Book 3.2 Supervisory Board"
SECTION_LOADMASTER = "Player's Book 3.2 Loadmaster"
SECTION_WEALTH = "Player's Book 3.2 Wealth of Nations"
SECTION_MANAGER = "Player's Book 3.2 Manager"


#: the additional actions in the ledger's words
WAIVED = {"price_adjustment": "arkwright.investor_price_adjustment", "special_marker": "arkwright.investor_special_marker"}


# --- Harbormaster ---------------------------------------------------------------


def harbor_wages(player: Player, workers: int, wage: int) -> tuple[int, int]:
    """What `workers` on the harbor mat cost at `wage` each: (total, workers paid the Harbormaster's lower wage)."""
    if not player.has("harbormaster") or not workers:
        return workers * wage, 0
    d = self_actor_data().harbormaster
    lowered = min(workers, d.workers)
    low = max(d.minimum_wage, wage - d.less)
    return lowered * low + (workers - lowered) * wage, lowered


def harbormaster_wage(wage: int) -> int:
    d = self_actor_data().harbormaster
    return max(d.minimum_wage, wage - d.less)


# --- Investor -------------------------------------------------------------------


def investor_bonus(turn, kind: str) -> None:
    """The additional action (`kind`) of the placed marker waived in total: £8 with the Investor."""
    p = turn.p
    if not p.has("investor"):
        return
    bonus = self_actor_data().investor.bonus
    turn.t.receive(turn.pid, bonus, "arkwright.investor_bonus", SECTION_INVESTOR, name=p.name, bonus=bonus,
                   what=WAIVED[kind])


# --- Wealth of Nations ----------------------------------------------------------


def wealth_row() -> int:
    return self_actor_data().wealth_of_nations.row


def extra_rows(state: ArkwrightState, player: Player) -> list[int]:
    """The £0 row for the owner of Wealth of Nations, and for a marker left on it after the tile went back."""
    row = wealth_row()
    if player.has("wealth_of_nations") or any(pm.row == row for pm in player.placed):
        return [row]
    return []


def chart_rows(state: ArkwrightState, player: Player) -> list[int]:
    return extra_rows(state, player) + list(state.board.chart.rows)


def wealth_problem(player: Player, marker_id: str, row: int, placed_at: int | None) -> str | None:
    """Why the £0 row is closed to this marker now, or None."""
    if row != wealth_row() or player.has("wealth_of_nations"):
        return None
    if placed_at == row:
        return None  # used again there, for the higher fee
    return said("arkwright", "the £{row} row is {name}'s only with the Wealth of Nations", row=row, name=player.name)


def wealth_reuse_fee(player: Player, row: int) -> int | None:
    """The reuse fee of a marker left on the £0 row after Wealth of Nations went back (None: the usual fee)."""
    if row == wealth_row() and not player.has("wealth_of_nations") and not player.has("administrator"):
        return self_actor_data().wealth_of_nations.reuse_fee
    return None


# --- Manager --------------------------------------------------------------------


def manager_swap(turn, main, kind: str) -> None:
    """The Manager takes the other additional action than the marker's (`kind`: the one taken instead)."""
    p = turn.p
    if not p.has("manager"):
        return
    if main is None:
        raise RuleError(said("arkwright", "the Manager changes the additional action only after a main action"), section=SECTION_MANAGER)
    turn.t.ledger.remark(turn.pid, "arkwright.manager_swaps", SECTION_MANAGER, name=p.name, what=WAIVED[kind])


def manager_prices(turn, main, prices: dict[str, int]) -> None:
    """A price adjustment taken with the Manager: only where the main action had an effect; after a stock
    exchange action, any one factory."""
    if main is not None and main.action == "stock_exchange":
        if len(prices) > 1:
            raise RuleError(said("arkwright", "after a stock exchange action the Manager adjusts the price in one factory only"),
                            section=SECTION_MANAGER)
        turn.affected.update(prices)
        return
    others = sorted(g for g in prices if g not in turn.affected)
    if others:
        touched = ", ".join(sorted(turn.affected)) or "none"
        raise RuleError(said("arkwright", "with the Manager the price changes only where the main action had an effect ({touched}), not in {join}", touched=touched, join=', '.join(others)), section=SECTION_MANAGER)


# --- Supervisory Board ----------------------------------------------------------


def board_owner(state: ArkwrightState, returner: str) -> Player | None:
    """The player other than `returner` who holds the Supervisory Board."""
    return next((p for p in state.players if p.id != returner and p.has("supervisory_board")), None)


def returned_markers(t, before: tuple) -> list[tuple[str, object]]:
    """The tiles and ships a turn returned to the common supply: what lies there now beyond what lay there."""
    from collections import Counter

    tiles_before, ships_before = before
    s = t.state
    out: list[tuple[str, object]] = [("tile", x) for x, n in (Counter(s.mat.tiles) - Counter(tiles_before)).items() for _ in range(n)]
    out += [("ship", cap) for cap, n in s.mat.ships.items() for _ in range(max(0, n - ships_before.get(cap, 0)))]
    return out


def board_can_take(t, owner: Player, kind: str, what) -> bool:
    """Whether the Supervisory Board's owner can take this returned marker: a tile not held already (the board
    itself goes back, so the count of tiles stays), a ship for a free pier whose crew can be hired."""
    from companion.games.arkwright import jobmarket

    if kind == "tile":
        return what != "supervisory_board" and not owner.has(what)
    if len(owner.ships) >= t.board.rules.max_ships:
        return False
    return t.board.ship(what).crew <= jobmarket.available(t.state)


def offer_returned(t, active: str, before: tuple, answers) -> None:
    """The Supervisory Board: for a marker the active player returned in this turn, its owner may take it out
    of turn and returns the board to the common supply (too late for the active player to take it this turn)."""
    from companion.games.arkwright import jobmarket
    from companion.games.arkwright.actions.tiles import return_tile, tile_name

    for kind, what in returned_markers(t, before):
        owner = board_owner(t.state, active)
        if owner is None or not board_can_take(t, owner, kind, what):
            continue
        words = (said("arkwright", "the {tile:term} tile", tile=tile_name(t, what)) if kind == "tile"
                 else said("arkwright", "the capacity-{cap} ship", cap=what))
        choice = answers.ask(f"supervisory_board:{kind}:{what}",
                             said("arkwright", "{name}: take {words} {name2} returned, with the Supervisory Board?", name=owner.name, words=words, name2=t.name(active)),
                             [("no", said("arkwright", "no, keep the Supervisory Board")),
                              ("take", said("arkwright", "take {words}; the board goes back", words=words))],
                             player=owner.id, section=SECTION_BOARD, default="no")
        if choice != "take":
            continue
        if kind == "tile":
            t.state.mat.tiles.remove(what)
            owner.tiles.append(what)
            t.ledger.remark(owner.id, "arkwright.board_takes_tile", SECTION_BOARD, name=owner.name, tile=tile_name(t, what))
        else:
            crew = t.board.ship(what).crew
            t.state.mat.ships[what] -= 1
            owner.ships.append(what)
            t.ledger.remark(owner.id, "arkwright.board_takes_ship", SECTION_BOARD, name=owner.name, capacity=what)
            if crew:
                jobmarket.take(t.state, crew)
                owner.ship_crew += crew
                t.ledger.record(owner.id, "workers", crew, "arkwright.hires_crew", SECTION_BOARD, name=owner.name, crew=crew)
        return_tile(t, owner.id, "supervisory_board", "arkwright.tile_after_use", SECTION_BOARD)
