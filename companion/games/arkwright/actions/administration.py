"""The administration chart: which markers a player holds and what placing one costs.

Water Frame 5.II.1 and Player's Book 1.1: a marker goes on an empty space of
the player's own column and the row's cost is paid; a marker already placed
this decade is used again on its space for the row's cost plus the reuse fee,
which never counts toward the action (none with the Administrator). With
Bureaucracy the £2 row is blocked unless the player has the Administrator;
a marker already on it is reused for the higher fee (Player's Book 1.9). The
Accountant shifts the paid cost by up to £2 and that amount counts; the
Engineer chooses the quality action's cost freely (Player's Book 1.8).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.core.errors import RuleError
from companion.core.messages import render
from companion.core.wording import said
from companion.games.arkwright.board import Board, MarkerSpec
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.actions.self_actor_tiles import chart_rows, wealth_problem, wealth_reuse_fee
from companion.games.arkwright.state import ArkwrightState, Player

SECTION = "Water Frame 5.II.1"
SHIP_PREFIX = "ship:"


@dataclass(frozen=True)
class Marker:
    """An action marker a player can place: one of the board's markers or a ship at a pier."""

    id: str
    action: str
    additional: str
    spec: MarkerSpec | None = None
    pier: int | None = None
    capacity: int | None = None
    #: the Reorganization marker's side up, "light" or "dark" (Player's Book 3.2)
    side: str | None = None

    def message(self) -> dict[str, int | str]:
        """The marker's name as ledger words' parameters (`marker`: its message code)."""
        if self.pier is not None:
            assert self.capacity is not None
            return {"marker": "arkwright.marker_ship", "capacity": self.capacity, "pier": self.pier + 1}
        if self.side is not None:
            return {"marker": "arkwright.marker_reorganization", "side": self.side}
        assert self.spec is not None
        return {"marker": "arkwright.marker", "shade": self.spec.shade, "action": self.action}

    @property
    def label(self) -> str:
        """'light grey workers marker', 'ship (capacity 3) at pier 2'."""
        params = self.message()
        return render(str(params["marker"]), params)


@dataclass(frozen=True)
class AdminCost:
    """What placing (or reusing) a marker costs and what of it counts toward the action."""

    row: int
    #: the administrative cost actually paid: counts toward the action (Player's Book 1.1)
    paid: int
    #: the reuse fee: paid, never counted toward the action
    fee: int
    reuse: bool

    @property
    def total(self) -> int:
        return self.paid + self.fee


def ship_marker(board: Board, pier: int, capacity: int) -> Marker:
    return Marker(id=f"{SHIP_PREFIX}{pier}", action="ship", additional="special_marker", pier=pier, capacity=capacity)


def owned_markers(state: ArkwrightState, player: Player) -> list[Marker]:
    """Every marker the player may place: the colored set, advanced markers taken, ships at the piers."""
    board = state.board
    out = [
        Marker(id=m.id, action=m.action, additional=m.additional, spec=m)
        for m in board.markers
        if m.shade == "colored"
    ]
    for mid in player.advanced:
        m = board.marker(mid)
        out.append(Marker(id=m.id, action=m.action, additional=m.additional, spec=m))
    for pier, cap in enumerate(player.ships):
        out.append(ship_marker(board, pier, cap))
    if self_actor.plays(state, "reorganization"):  # Self-Actor (Player's Book 3.2; actions/reorganization.py)
        out.append(reorganization_marker(player))
    return out


REORGANIZATION = "reorganization"


def reorganization_marker(player: Player) -> Marker:
    """The player's Reorganization marker, its side up: both additional actions, no main action (Player's Book 3.2)."""
    return Marker(id=REORGANIZATION, action=REORGANIZATION, additional="special_marker",
                  side="dark" if player.reorganization_dark else "light")


def resolve_marker(state: ArkwrightState, player: Player, marker_id: str) -> Marker:
    for m in owned_markers(state, player):
        if m.id == marker_id:
            return m
    if marker_id.startswith(SHIP_PREFIX):
        raise RuleError(
            said("arkwright", "{name} has no ship at {marker_id!r} (ships at the piers: {value})", name=player.name, marker_id=marker_id, value=player.ships or 'none'),
            section="Water Frame 5.II.2.7",
        )
    if state.board.has_marker(marker_id):
        raise RuleError(
            said("arkwright", "{name} does not own the {marker_id} marker; advanced markers are taken with the special marker action", name=player.name, marker_id=marker_id),
            section="Water Frame 5.II.1",
        )
    known = ", ".join(m.id for m in owned_markers(state, player))
    raise RuleError(said("arkwright", "unknown action marker {marker_id!r}; {name} can place: {known}", marker_id=marker_id, name=player.name, known=known), section=SECTION)


def placed_row(player: Player, marker_id: str) -> int | None:
    for pm in player.placed:
        if pm.marker == marker_id:
            return pm.row
    return None


def occupant(player: Player, row: int) -> str | None:
    for pm in player.placed:
        if pm.row == row:
            return pm.marker
    return None


ACCOUNTANT_OPENS_BUREAUCRACY = "accountant_opens_bureaucracy"


def bureaucracy_opener(state: ArkwrightState) -> str:
    """The tile whose owner may still use the £2 row: the Administrator, or the Accountant by house rule."""
    return "accountant" if state.house_rules.get(ACCOUNTANT_OPENS_BUREAUCRACY) else "administrator"


def row_blocked(state: ArkwrightState, player: Player, row: int) -> bool:
    """Bureaucracy blocks the cheapest row unless the player has the tile that opens it (Player's Book 1.9)."""
    return state.bureaucracy and row == state.board.chart.rows[0] and not player.has(bureaucracy_opener(state))


def reuse_fee(state: ArkwrightState, player: Player, row: int) -> int:
    chart = state.board.chart
    if player.has("administrator"):
        return 0
    wealth = wealth_reuse_fee(player, row)  # Self-Actor: the £0 row after Wealth of Nations went back
    if wealth is not None:
        return wealth
    if row_blocked(state, player, row):
        return chart.reuse_fee_after_losing_protection
    return chart.reuse_fee


def placement_problem(state: ArkwrightState, player: Player, marker: Marker, row: int) -> str | None:
    """Why the marker cannot go on this row now, or None."""
    rows = chart_rows(state, player)  # Self-Actor: the Wealth of Nations' £0 row
    if row not in rows:
        return said("arkwright", "the administration chart has no £{row} row (rows: {rows})", row=row,
                    rows=tuple(said("arkwright", "£{row}", row=r) for r in rows))
    at = placed_row(player, marker.id)
    wealth = wealth_problem(player, marker.id, row, at)
    if wealth:
        return wealth
    if at is not None:
        if at != row:
            return said("arkwright", "the {marker:msg} already stands on the £{at} row this decade; it is used again there, never moved",
                        **marker.message(), at=at)
        return None
    other = occupant(player, row)
    if other is not None:
        held = next((m for m in owned_markers(state, player) if m.id == other), None)
        if held is not None:
            return said("arkwright", "{name}'s £{row} space already holds the {marker:msg}", name=player.name, row=row, **held.message())
        return said("arkwright", "{name}'s £{row} space already holds the {other:marker_id} marker", name=player.name, row=row, other=other)
    if row_blocked(state, player, row):
        return said("arkwright", "Bureaucracy blocks the £{row} row (only with the {tile:term})", row=row,
                    tile=bureaucracy_opener(state).capitalize())
    return None


def admin_cost(
    state: ArkwrightState, player: Player, marker: Marker, row: int, accountant: int = 0, engineer_cost: int | None = None
) -> AdminCost:
    """The cost of placing `marker` on `row`, refusing what the chart does not allow."""
    problem = placement_problem(state, player, marker, row)
    if problem:
        section = "Player's Book 1.9 Bureaucracy" if "Bureaucracy" in problem else SECTION
        raise RuleError(problem, section=section)
    paid = row
    if accountant:
        if not player.has("accountant"):
            raise RuleError(said("arkwright", "{name} needs the Accountant to pay more or less than the row", name=player.name), section="Player's Book 1.8 Accountant")
        limit = state.board.rules.accountant_shift
        if abs(accountant) > limit:
            raise RuleError(said("arkwright", "the Accountant shifts the cost by at most £{limit}", limit=limit), section="Player's Book 1.8 Accountant")
        paid = max(0, row + accountant)
    if engineer_cost is not None:
        if not player.has("engineer"):
            raise RuleError(said("arkwright", "{name} needs the Engineer to choose the cost freely", name=player.name), section="Player's Book 1.8 Engineer")
        if marker.action != "quality":
            raise RuleError(said("arkwright", "the Engineer chooses the cost of the quality action only"), section="Player's Book 1.8 Engineer")
        if accountant:
            raise RuleError(said("arkwright", "with the Engineer the cost is chosen freely; the Accountant's shift adds nothing"), section="Player's Book 1.8 Engineer")
        paid = engineer_cost
    reuse = placed_row(player, marker.id) is not None
    if marker.side is not None:  # the Reorganization marker: free of charge on any space (Player's Book 3.2)
        if accountant:
            raise RuleError(said("arkwright", "the Reorganization marker costs nothing: the Accountant has nothing to shift"),
                            section="Player's Book 3.2 Reorganization")
        free = self_actor_data().reorganization.cost
        return AdminCost(row=row, paid=free, fee=0, reuse=reuse)
    return AdminCost(row=row, paid=paid, fee=reuse_fee(state, player, row) if reuse else 0, reuse=reuse)


def paid_range(state: ArkwrightState, player: Player, row: int, marker: Marker | None = None) -> tuple[int, int]:
    """The lowest and highest administrative cost the player can pay on a row (Accountant; the Reorganization
    marker: nothing)."""
    if marker is not None and marker.side is not None:
        free = self_actor_data().reorganization.cost
        return free, free
    if player.has("accountant"):
        shift = state.board.rules.accountant_shift
        return max(0, row - shift), row + shift
    return row, row
