"""A game of productions only: the table as the group sees it now, then one production phase
after another (Water Frame 5.III), without mirroring the actions in between.

A group playing on cardboard may want only the production phase worked out. The set-up
(`new_game` with `productions_only`) takes the table as it stands: the decade and the good
produced, each company's cash, shares and share marker, its factories (level, rows with
workers and machines, price, quality marker, distribution), stored goods, the development
tiles, warehouse, ships and contracts, the importer's appeal and the demand open on the job
market. The game then stands at the production phase of that good and the production is
resolved by the one production phase of the game (`production/phase.py`), questions and all.

After it, `next_production` says what moved on the cardboard (corrections of the values, in
the players' words) and which good the table produces next; cash and share markers carry
over. `mirror` ends the mode: from then on the game is entered as usual (economy phase,
actions) and the game stays the same log. See rules_notes/flow.md, "Productions only".

The job market: the demand of a good is the number of empty numbered spaces of its column
(Water Frame 5.III.1) and empty spaces are always the first in reading order, so the demand
read on the table gives how many workers stand on the job market; the workers neither
employed nor on the job market are counted in the box (the fired space is left empty).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, ValidationError

from companion.core.shared_kinds import Change
from companion.core.edit import correction_lines, set_in
from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.core.models import Model, validation_message
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright.board import GOODS, Board, Good
from companion.games.arkwright.state import ArkwrightState, Factory, LargeWarehouse, Player

SECTION = "Water Frame 5.III"
SECTION_DEMAND = "Water Frame 5.III.1"

#: the fields of a company the set-up takes as the table shows them (the rest start as in a new game)
PLAYER_FIELDS = ("cash", "shares", "share_space", "loans", "factories", "stored", "warehouse",
                 "ships", "contracts", "tiles", "foreman", "workshop", "luxury_goods")


class TablePlayer(Model):
    """One company as the table shows it, in seat order (the state's own records: `Factory`...)."""

    cash: int = Field(default=0, ge=0)
    shares: int = Field(default=15, ge=0)
    share_space: int = Field(default=10, ge=1)
    loans: int = Field(default=0, ge=0)
    factories: list[Factory] = []
    stored: dict[Good, int] = {}
    warehouse: LargeWarehouse = Field(default_factory=LargeWarehouse)
    ships: list[int] = []
    contracts: dict[Good, int] = {}
    tiles: list[str] = []
    foreman: Good | None = None
    workshop: Good | None = None
    luxury_goods: int = Field(default=0, ge=0)


class ProductionTable(Model):
    """The table at the production phase of one good: decade, good, importer, demand, companies."""

    decade: int | None = None
    good: Good = "food"
    #: the importer's appeal on the economy track (its space)
    importer: int = Field(default=0, ge=0)
    #: the demand of the good on the job market (its empty numbered spaces)
    demand: int = Field(default=0, ge=0)
    #: one per seat, in seat order (missing seats: no factory, the new-game values)
    players: list[TablePlayer] = []


def demand_range(board: Board, good: str) -> tuple[int, int]:
    """The demands the job market can show for a good: 0 to its highest numbered space."""
    return 0, max((space.number for _, space in board.job_spaces if space.good == good), default=0)


def shown_demand(board: Board, good: str, empty: int) -> int:
    """The good's demand with the first `empty` spaces of the job market empty (Water Frame 5.III.1)."""
    return sum(1 for _, space in board.job_spaces[:empty] if space.good == good and space.number > 0)


def least_demand(board: Board, good: str, employed: int) -> int:
    """The lowest demand a table shows with `employed` workers off the job market (their spaces are empty)."""
    return shown_demand(board, good, min(employed, len(board.job_spaces)))


def empty_spaces_for(board: Board, good: str, demand: int, employed: int) -> int:
    """How many job-market spaces are empty when the good's demand reads `demand` and `employed`
    workers (at least) are off the market: the fewest such spaces (Water Frame 5.III.1)."""
    low, high = demand_range(board, good)
    if not low <= demand <= high:
        raise InputError(said("arkwright", "the {good:term} demand runs from {low} to {high} on the job market", good=good, low=low, high=high), section=SECTION_DEMAND)
    least = least_demand(board, good, employed)
    if demand < least:
        raise InputError(
            said("arkwright", "{employed} workers stand in the factories, warehouses and ships, so at least as many job-market spaces are empty: the {good:term} demand is at least {least}", employed=employed, good=good, least=least), section=SECTION_DEMAND)
    return next(e for e in range(employed, len(board.job_spaces) + 1) if shown_demand(board, good, e) == demand)


def _place_workers(board: Board, data: dict, good: str, demand: int) -> None:
    """Job market, fired space and box (kept at the game's 80 workers) for the demand read on the table."""
    employed = sum(Player.model_validate(p).workers for p in data["players"])
    empty = empty_spaces_for(board, good, demand, employed + data.get("fired", 0))
    data["job_market"] = len(board.job_spaces) - empty
    data["box"] = board.rules.workers - employed - data.get("fired", 0) - data["job_market"]


def _check_unique_tiles(board: Board, players: list[dict]) -> None:
    """A tile is held by no more players than the box has copies (Charisma: one)."""
    held: dict[str, int] = {}
    for p in players:
        for tile in p.get("tiles", []):
            held[tile] = held.get(tile, 0) + 1
    for tile, n in held.items():
        try:
            count = board.tile_spec(tile).count
        except KeyError:
            continue  # the state's check names an unknown tile
        if n > count:
            raise InputError(said("arkwright", "{n} players hold the {name}; the box has {count}", n=n, name=board.tile_spec(tile).name, count=count))


def _at_production(board: Board, data: dict, decade: int | None, good: str, importer: int, demand: int) -> ArkwrightState:
    """The state at the production phase of `good`: the timetable, importer and job market set; validated."""
    if decade is not None:
        data["decade"] = decade
    data["cycle"] = GOODS.index(good) + 1
    data["phase"] = "production"
    data["acted"] = 0
    data["importers"] = {**data["importers"], good: importer}
    _check_unique_tiles(board, data["players"])
    try:
        _place_workers(board, data, good, demand)
        return ArkwrightState.model_validate(data)
    except ValidationError as exc:
        raise InputError(said("arkwright", "this table cannot be set: {validation_message}", validation_message=validation_message(exc))) from None


def productions_only_state(state: ArkwrightState, table: ProductionTable) -> ArkwrightState:
    """The new game's state (seats, version, board) made the table given (Water Frame 5.III)."""
    if len(table.players) > len(state.players):
        raise InputError(said("arkwright", "the table names {n} companies but {n2} play", n=len(table.players), n2=len(state.players)))
    data = state.model_dump(mode="json")
    data["fired"] = 0
    data["productions_only"] = True
    data["setup_step"] = None
    board = state.board
    for i, given in enumerate(table.players):
        numbers = given.model_dump(mode="json")
        numbers["ship_crew"] = _crew(board, given.ships)
        data["players"][i].update(numbers)
    decade = table.decade or first_production_decade(state)
    return _at_production(board, data, decade, table.good, table.importer, table.demand)


def production_decades(state: ArkwrightState) -> list[int]:
    """The decades with production phases: every decade after the 1760 preparation round (Water Frame 4.1.IV)."""
    return [d.decade for d in state.board.timetable(state.version)][1:]


def first_production_decade(state: ArkwrightState) -> int:
    return production_decades(state)[0]


def _crew(board: Board, ships: list[int]) -> int:
    try:
        return sum(board.ship(cap).crew for cap in ships)
    except KeyError:
        raise InputError(said("arkwright", "no ship of capacity {join} in the game", join=', '.join(map(str, ships)))) from None


def table_of(state: ArkwrightState, good: str | None = None) -> ProductionTable:
    """What the table shows now, as the set-up and `next_production` take it (for the next good)."""
    from companion.games.arkwright import jobmarket

    good = good or state.active_good or GOODS[0]
    players = [TablePlayer.model_validate({k: p.model_dump(mode="json")[k] for k in PLAYER_FIELDS}) for p in state.players]
    return ProductionTable(decade=state.decade, good=good, importer=state.importers.get(good, 0),
                           demand=jobmarket.demand(state.board, state, good), players=players)


def changes_between(before: ProductionTable, after: ProductionTable) -> list[Change]:
    """The companies' values that differ (state paths, as a correction names them), in seat order."""
    out: list[Change] = []
    for i, (a, b) in enumerate(zip(before.players, after.players)):
        da, db = a.model_dump(mode="json"), b.model_dump(mode="json")
        for key in PLAYER_FIELDS:
            _differences(f"players.{i}.{key}", da[key], db[key], out)
    return out


def _differences(path: str, a, b, out: list[Change]) -> None:
    """Leaves that differ; a list of records of the same length is gone into, anything else is one value."""
    if a == b:
        return
    if isinstance(a, dict) and isinstance(b, dict) and set(a) == set(b):
        for k in a:
            _differences(f"{path}.{k}", a[k], b[k], out)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and all(isinstance(x, dict) for x in a + b):
        for k, (x, y) in enumerate(zip(a, b)):
            _differences(f"{path}.{k}", x, y, out)
    else:
        out.append(Change(path=path, value=b))


class NextProduction(Model):
    """What moved on the cardboard since the last production, and the good the table produces next."""

    kind: Literal["next_production"] = "next_production"
    good: Good
    #: the decade on the timetable (left out: the game's)
    decade: int | None = None
    #: the importer's appeal of the good (left out: as the game has it)
    importer: int | None = Field(default=None, ge=0)
    demand: int = Field(ge=0)
    #: the values corrected, as a correction names them ("players.0.factories.0.price")
    changes: list[Change] = []
    note: str = ""


def apply_next_production(state: ArkwrightState, entry: NextProduction) -> Outcome:
    if not state.productions_only:
        raise InputError(said("arkwright", "this game is mirrored: enter the economy phase and the actions as usual"))
    data = state.model_dump(mode="json")
    for change in entry.changes:
        parts = change.path.split(".")
        if len(parts) < 3 or parts[0] != "players" or parts[2] not in PLAYER_FIELDS:
            raise InputError(said("arkwright", "only the companies' numbers are corrected here; correct anything else as usual"))
        set_in(data, change.path, change.value)
    board = state.board
    for i, p in enumerate(data["players"]):
        if f"players.{i}.ships" in {c.path for c in entry.changes}:
            p["ship_crew"] = _crew(board, p["ships"])
    importer = state.importers.get(entry.good, 0) if entry.importer is None else entry.importer
    new = _at_production(board, data, entry.decade, entry.good, importer, entry.demand)
    ledger = Ledger()
    names = [p.name for p in state.players]
    from companion.games.arkwright.messages import VALUES

    correction_lines(ledger, state, [(c.path, c.value) for c in entry.changes], names, VALUES, entry.note)
    ledger.remark(None, "arkwright.next_production", SECTION, decade=new.decade, good=entry.good,
                  demand=entry.demand, appeal=importer)
    return Outcome(state=new, ledger=list(ledger))


class MirrorGame(Model):
    """From here on the group enters the whole game as usual (economy phase, actions...)."""

    kind: Literal["mirror"] = "mirror"


def apply_mirror(state: ArkwrightState, entry: MirrorGame) -> Outcome:
    if not state.productions_only:
        raise InputError(said("arkwright", "this game is mirrored already"))
    new = state.model_copy(update={"productions_only": False})
    ledger = Ledger()
    from companion.games.arkwright.phases import PHASES

    ledger.remark(None, "arkwright.mirrored_from_here", "Water Frame 5.0", decade=new.decade, step=PHASES.progress()[new.phase])
    return Outcome(state=new, ledger=list(ledger))
