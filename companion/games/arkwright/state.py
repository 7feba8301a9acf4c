"""The table's state: everything on an Arkwright table that the rules read.

Covers both versions (Water Frame, Spinning Jenny) and the Noblesse Oblige
expansion. The model only mirrors the table; it checks that what it holds
could be on a real table (prices 5..25, appeal never below 0, at most four
development tiles, the 80 workers all accounted for...) and names the field
when it could not. Limits come from the board data, never from this code.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, Strict, ValidationInfo, field_validator, model_validator

from companion.core.boarddata import OverridableBoard
from companion.core.models import State, edited_from, place
from companion.core.wording import clauses, said
from companion.games.arkwright.board import BOARD, GOODS, Board, Good, Version, board_for

#: goods of each kind in a store; never negative
GoodsCount = dict[Good, Annotated[int, Field(ge=0)]]

Phase = Literal["setup", "economy", "actions", "production", "end_of_round", "end_of_game", "game_over"]


class Row(State):
    """One production row of a factory: the workers and machines standing on it."""

    workers: int = Field(default=0, ge=0)
    machines: int = Field(default=0, ge=0)

    @property
    def filled(self) -> int:
        return self.workers + self.machines


class Factory(State):
    """A factory on the factory mat (Water Frame 5.II.2.1, Player's Book 1.3)."""

    good: Good
    level: int = Field(ge=1, le=4)
    price: int
    quality: int = Field(default=0, ge=0)
    distribution: int = Field(default=0, ge=0)
    rows: list[Row] = Field(default_factory=lambda: [Row() for _ in range(4)], min_length=4, max_length=4)
    #: the two mandatory extra workers of an obsolete factory (Water Frame 6.IV)
    obsolete_workers: int = Field(default=0, ge=0)
    #: last round: a worker sits on the factory marker until it produces again (Water Frame 5.II.2.2)
    marker_worker: bool = False

    @property
    def workers(self) -> int:
        return sum([r.workers for r in self.rows]) + self.obsolete_workers

    @property
    def machines(self) -> int:
        return sum(r.machines for r in self.rows)


class LargeWarehouse(State):
    """The large warehouse of the harbor mat (Player's Book 1.4)."""

    #: goods whose column has a worker
    columns: list[Good] = []
    #: one flag per warehouse row: a worker beside it
    rows: list[bool] = Field(default_factory=lambda: [False, False])
    goods: GoodsCount = {}

    @field_validator("columns")
    @classmethod
    def _one_worker_per_column(cls, v):
        if len(v) != len(set(v)):
            raise ValueError(said("arkwright", "at most one worker per warehouse column"))
        return v

    @property
    def workers(self) -> int:
        return len(self.columns) + sum(1 for r in self.rows if r)


class PlacedMarker(State):
    """An action marker on the player's column of the administration chart."""

    marker: str
    row: int


class Player(State):
    """One company: its cash, shares, factories, harbor mat and special markers."""

    id: str = Field(min_length=1, pattern=r"^[a-z0-9_-]+$")
    name: str = Field(min_length=1, max_length=40)
    color: str = Field(min_length=1)
    cash: int = Field(default=0, ge=0)
    shares: int = Field(default=15, ge=0)
    share_space: int = Field(default=10, ge=1)
    loans: int = Field(default=0, ge=0)
    factories: list[Factory] = []
    warehouse: LargeWarehouse = Field(default_factory=LargeWarehouse)
    #: goods in the small warehouse (Water Frame tile) or on the price scales (Spinning Jenny)
    stored: GoodsCount = {}
    #: ships at the piers, by capacity
    ships: list[int] = []
    ship_crew: int = Field(default=0, ge=0)
    #: contract per good: the space of its marker on the ongoing contracts track
    contracts: dict[Good, int] = {}
    tiles: list[str] = []
    foreman: Good | None = None
    workshop: Good | None = None
    #: uses made of the Inventor the player holds (its next use is always paid: £5 on taking it, then the fee to keep it; Player's Book 1.8)
    inventor_uses: int = Field(default=0, ge=0)
    advanced: list[str] = []
    placed: list[PlacedMarker] = []
    #: Noblesse Oblige: luxury goods taken from the luxury goods market
    luxury_goods: int = Field(default=0, ge=0)
    #: Crown Jubilee: the extra sale of this decade is still unused
    jubilee_sale: bool = False
    #: Charisma was used to choose the start player: the tile may not be taken in the next action
    charisma_lock: bool = False
    #: Stock Exchange variant: shares of other companies held, by company id (Player's Book 3.3)
    holdings: dict[str, int] = {}
    #: Self-Actor bonus markers: the spaces of the shipping and home market markers (Player's Book 3.2; flow/bonus_markers.py)
    shipping_bonus: int = Field(default=1, ge=1)
    home_market_bonus: int = Field(default=1, ge=1)
    #: Self-Actor award markers held: "share_value", "shipping" (Player's Book 3.2; flow/competition.py)
    awards: list[Literal["share_value", "shipping"]] = []
    #: Self-Actor: the Reorganization marker lies dark side up (Player's Book 3.2; actions/reorganization.py)
    reorganization_dark: bool = False

    @field_validator("factories")
    @classmethod
    def _one_factory_per_good(cls, v):
        goods = [f.good for f in v]
        dup = sorted({g for g in goods if goods.count(g) > 1})
        if dup:
            raise ValueError(said("arkwright", "two factories of {goods}: a player runs one factory per good", goods=", ".join(dup)))
        return sorted(v, key=lambda f: GOODS.index(f.good))

    @field_validator("tiles")
    @classmethod
    def _no_duplicate_tiles(cls, v):
        dup = sorted({t for t in v if v.count(t) > 1})
        if dup:
            raise ValueError(said("arkwright", "duplicate development tile {tiles}: a player never has two alike",
                                  tiles=", ".join(dup)))
        return v

    @field_validator("advanced")
    @classmethod
    def _no_duplicate_markers(cls, v):
        dup = sorted({t for t in v if v.count(t) > 1})
        if dup:
            raise ValueError(said("arkwright", "duplicate advanced action marker {markers}", markers=", ".join(dup)))
        return v

    def factory(self, good: str) -> Factory | None:
        for f in self.factories:
            if f.good == good:
                return f
        return None

    def has(self, tile: str) -> bool:
        return tile in self.tiles

    @property
    def workers(self) -> int:
        """Every worker this player employs: factories, warehouse, ship crews."""
        return sum([f.workers for f in self.factories]) + self.warehouse.workers + self.ship_crew


class Mat(State):
    """The special markers mat and the development tiles beside it (Water Frame 4.1.III)."""

    #: advanced action markers still on the mat, per mat row ("1".."4")
    markers: dict[str, list[str]] = {}
    #: ships still on the mat, capacity -> how many
    ships: dict[Annotated[int, Strict(False)], int] = {}
    #: development tiles available in the common supply (a multiset)
    tiles: list[str] = []
    #: Spinning Jenny 1760: light grey markers on the timetable's stock exchange space (4.1.III)
    pick: list[str] = []


class Mule(State):
    """A Spinning Mule game (Player's Book 3.1): what its set-up chose and the economy markers seen."""

    #: the modules played
    modules: list[Literal["tiles", "economy", "events"]] = []
    #: Luddism and Crown Jubilee shuffled in with the events
    alternative_events: bool = False
    #: School, Patent, Engineer and Administrator laid out with the tiles
    alternative_tiles: bool = False
    #: the economy marker faces revealed per good ("1/2"); one marker of each face per good
    revealed: dict[str, list[str]] = {}


class ArkwrightState(State):
    """The whole table at one moment."""

    game: Literal["arkwright"] = "arkwright"
    version: Version = "water_frame"
    #: the Spinning Mule variant played on the Spinning Jenny rules (Player's Book 3.1; flow/mule.py)
    mule: Mule | None = None
    #: the Stock Exchange variant of a Water Frame game (Player's Book 3.3; stock_exchange.py)
    stock_exchange: bool = False
    #: the variant of an extra event per decade 1760-1800 of a Water Frame game (Player's Book 1.9; flow/events.py)
    extra_events: bool = False
    #: the Self-Actor variant's elements a Water Frame game plays (Player's Book 3.2; flow/self_actor.py)
    self_actor: list[Literal["steam_power", "bonus_markers", "competition", "reorganization", "tiles"]] = []
    #: Self-Actor award markers removed from the game (a tie, or discarded by their owner; flow/competition.py)
    awards_removed: list[Literal["share_value", "shipping"]] = []
    expansion: bool = False
    players: list[Player] = Field(min_length=2, max_length=4)
    #: index into players (seat order, clockwise)
    start_player: int = Field(default=0, ge=0)
    decade: int = 1760
    #: 0 before the first cycle of a decade, then 1..4 (food, clothes, cutlery, lamps)
    cycle: int = Field(default=0, ge=0, le=4)
    phase: Phase = "setup"
    #: action phase: how many players have acted this cycle
    acted: int = Field(default=0, ge=0)
    #: workers on the job market; they always fill its last spaces in reading order
    job_market: int = Field(default=0, ge=0)
    fired: int = Field(default=0, ge=0)
    box: int = Field(default=0, ge=0)
    importers: dict[Good, int] = Field(default_factory=lambda: {g: 0 for g in GOODS})
    mat: Mat = Field(default_factory=Mat)
    #: known events per decade ("1770": "lobby"); a face-down event is absent
    events: dict[str, str] = {}
    #: the extra events revealed on top per decade ("1760": "recession"), in the variant of an extra event per decade
    extra: dict[str, str] = {}
    #: Noblesse Oblige: the levels whose luxury space still holds a cube, per good
    luxury: dict[Good, list[int]] = {}
    bureaucracy: bool = False
    navigation_acts: bool = False
    opium_war: bool = False
    threat_of_strike: bool = False
    #: the 1760 preparation round's current step (set-up flow owns its values)
    setup_step: str | None = None
    #: how the game was set up (Water Frame 4.1: the predetermined set up removes the "3 workers" economy markers)
    setup_mode: Literal["predetermined", "free", "productions_only"] | None = None
    #: a game of productions only (flow/productions.py): the table is corrected between productions,
    #: the actions are not entered; False once the group mirrors the game from there on
    productions_only: bool = False
    #: named house rules a group plays by (see RULES_NOTES.md); absent = the rulebook
    house_rules: dict[str, bool] = {}
    #: values of the board the table corrected for this game (see board.board_for)
    board_overrides: dict[str, Any] = {}
    #: the revision of the built-in board data the game began with (1: before revisions were kept)
    board_revision: int = Field(default=1, ge=1)
    board_data: ClassVar[OverridableBoard] = BOARD

    # --- look-ups -----------------------------------------------------------
    def plays(self, module: str) -> bool:
        """Whether this is a Spinning Mule game with that module ("tiles", "economy", "events")."""
        return self.mule is not None and module in self.mule.modules

    @property
    def board(self) -> Board:
        return board_for(self.board_overrides, self.board_revision)

    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def index(self, pid: str) -> int:
        for i, p in enumerate(self.players):
            if p.id == pid:
                return i
        raise KeyError(pid)

    @property
    def active_good(self) -> Good | None:
        return GOODS[self.cycle - 1] if self.cycle else None

    def turn_order(self) -> list[Player]:
        """Players clockwise from the start player (Water Frame 5.II)."""
        n = len(self.players)
        return [self.players[(self.start_player + i) % n] for i in range(n)]

    @property
    def current_player(self) -> Player | None:
        if self.phase != "actions" or self.acted >= len(self.players):
            return None
        return self.turn_order()[self.acted]

    def workers_on_table(self) -> dict[str, int]:
        """Where the 80 workers are (the sum must be the game's worker count)."""
        out = {"job market": self.job_market, "fired": self.fired, "box": self.box}
        for p in self.players:
            out[p.name if p.name not in out else f"{p.name} ({p.id})"] = p.workers
        return out

    def _where_workers(self) -> tuple[str, ...]:
        """Where the workers are, in words (`workers_on_table`, the pools first): "job market 3, fired 0, box 2, Ann 10"."""
        counts = list(self.workers_on_table().items())
        return (said("arkwright", "job market {n}", n=self.job_market), said("arkwright", "fired {n}", n=self.fired),
                said("arkwright", "box {n}", n=self.box), *(f"{k} {v}" for k, v in counts[3:]))

    # --- validation ---------------------------------------------------------
    @model_validator(mode="after")
    def _could_be_on_a_table(self, info: ValidationInfo):
        board = self.board
        rules = board.rules
        errors: list[str] = []
        n = len(self.players)
        ids = [p.id for p in self.players]
        if len(ids) != len(set(ids)):
            errors.append(said("arkwright", "players: two players share an id"))
        colors = [p.color for p in self.players]
        if len(colors) != len(set(colors)):
            errors.append(said("arkwright", "players: two players share a colour"))
        if self.start_player >= n:
            errors.append(said("arkwright", "start player: {start} but there are only {n} players", start=self.start_player, n=n))
        if self.acted > n:
            errors.append(said("arkwright", "acted: {acted} players acted but there are only {n}", acted=self.acted, n=n))
        decades = [d.decade for d in board.timetable(self.version)]
        if self.decade not in decades:
            errors.append(said("arkwright", "decade: {decade} is not a decade of this version ({first}-{last})",
                               decade=self.decade, first=decades[0], last=decades[-1]))
        from companion.games.arkwright.house_rules import HOUSE_RULES, unknown_house_rules

        unknown = unknown_house_rules(self.house_rules)
        if unknown:
            errors.append(said("arkwright", "house rules: unknown {unknown}; known: {known}", unknown=", ".join(unknown),
                               known=", ".join(sorted(HOUSE_RULES))))
        for good, appeal in self.importers.items():
            if appeal < 0:
                errors.append(said("arkwright", "the {good} importer: appeal {appeal} is below 0", good=good, appeal=appeal))
        if self.job_market > len(board.job_spaces):
            errors.append(said("arkwright", "job market: {n} workers but the job market has {spaces} spaces",
                               n=self.job_market, spaces=len(board.job_spaces)))
        total = sum(self.workers_on_table().values())
        if total != rules.workers:
            errors.append(said("arkwright", "workers: {total} on the table but the game has {workers} ({where})",
                               total=total, workers=rules.workers, where=self._where_workers()))
        errors.extend(_holdings_errors(self, rules.shares_per_company))
        from companion.games.arkwright.flow.self_actor import table_errors as self_actor_errors

        errors.extend(self_actor_errors(self))
        contract_spaces = board.contracts.two_player_spaces if n == 2 else board.contracts.spaces
        before = _checked_players(self, edited_from(info))
        for i, p in enumerate(self.players):
            if p is not before[i]:
                errors.extend(_player_errors(self, board, i, p, contract_spaces))
        if errors:
            raise ValueError(clauses(*errors))
        return self


def _checked_players(state: ArkwrightState, before: Any) -> list[Player | None]:
    """Per seat, the player record `state` shares with `before` (the state an edit was made on) that
    passed `_player_errors` there and reads the same here (None: check the seat's player).

    A player's checks read only its record, its seat, the number of players and the version, the
    expansion and the board of the game: with those unchanged, a record the edit did not reach
    passes them again."""
    unchecked: list[Player | None] = [None] * len(state.players)
    if not isinstance(before, ArkwrightState) or len(before.players) != len(state.players):
        return unchecked
    if (before.version, before.expansion, before.board_revision, before.board_overrides) != \
            (state.version, state.expansion, state.board_revision, state.board_overrides):
        return unchecked
    return list(before.players)


def _holdings_errors(state: ArkwrightState, per_company: int) -> list[str]:
    """Shares of other companies (Player's Book 3.3): only in the Stock Exchange variant of Water Frame,
    only of the other players, and never more than the bank can have sold of a company."""
    errs: list[str] = []
    if state.stock_exchange and state.version != "water_frame":
        errs.append(said("arkwright", "the Stock Exchange variant is played with Water Frame only"))
    ids = {p.id: p for p in state.players}
    for i, p in enumerate(state.players):
        if p.holdings and not state.stock_exchange:
            errs.append(said("arkwright", "{at}: shares of other companies are held only in the Stock Exchange variant",
                             at=where("players", i, "holdings")))
        for company, n in p.holdings.items():
            if company == p.id or company not in ids:
                errs.append(said("arkwright", "{at}: {company} is not another company at the table",
                                 at=where("players", i, "holdings"), company=company))
            elif n < 0:
                errs.append(said("arkwright", "{at}: {n} shares of {name}", at=where("players", i, "holdings"), n=n,
                                 name=ids[company].name))
    for c in state.players:
        held = sum(p.holdings.get(c.id, 0) for p in state.players if p.id != c.id)
        if held and c.shares + c.loans + held > per_company:
            errs.append(said("arkwright", "{name}'s shares: {shares} owned, {loans} lent and {held} held by others exceed "
                             "the {limit} shares of a company", name=c.name, shares=c.shares, loans=c.loans, held=held,
                             limit=per_company))
    return errs


def where(*loc: str | int) -> str:
    """A place in the state in words: ('players', 0, 'shares') -> 'shares of player 1'."""
    return place(loc)


def _player_errors(state: ArkwrightState, board: Board, i: int, p: Player, contract_spaces: list[int]) -> list[str]:
    rules = board.rules
    at = ("players", i)
    errs: list[str] = []
    if p.shares + p.loans > rules.shares_per_company:
        errs.append(said("arkwright", "{at}: {shares} shares and {loans} loans exceed the {limit} shares of a company",
                         at=where(*at, "shares"), shares=p.shares, loans=p.loans, limit=rules.shares_per_company))
    if not rules.track_min <= p.share_space <= rules.track_max:
        errs.append(said("arkwright", "{at}: {space} is off the track ({low}-{high})", at=where(*at, "share_space"),
                         space=p.share_space, low=rules.track_min, high=rules.track_max))
    quality_max = rules.quality_max_engineer if state.version == "water_frame" or state.plays("tiles") else rules.quality_max
    for j, f in enumerate(p.factories):
        fat = (*at, "factories", j)
        tile = board.tile(f.good, f.level)
        if not rules.min_price <= f.price <= rules.max_price:
            errs.append(said("arkwright", "{at}: £{price} is outside £{low}-£{high}", at=where(*fat, "price"), price=f.price,
                             low=rules.min_price, high=rules.max_price))
        if f.quality > quality_max:
            errs.append(said("arkwright", "{at}: +{value} is above the maximum +{most}", at=where(*fat, "quality"),
                             value=f.quality, most=quality_max))
        if f.distribution > rules.distribution_max:
            errs.append(said("arkwright", "{at}: +{value} is above the maximum +{most}", at=where(*fat, "distribution"),
                             value=f.distribution, most=rules.distribution_max))
        appeal = tile.cost + f.quality + f.distribution - f.price
        if appeal < 0:
            errs.append(said("arkwright", "{at}: appeal of {good} would be {appeal}; appeal is never below 0",
                             at=where(*fat, "price"), good=f.good, appeal=appeal))
        for r, row in enumerate(f.rows):
            if row.filled > tile.row_size(r):
                errs.append(said("arkwright", "{at}: {pieces} pieces on a row of {spaces} spaces", at=where(*fat, "rows", r),
                                 pieces=row.filled, spaces=tile.row_size(r)))
            if row.machines > tile.machine_slots(r):
                errs.append(said("arkwright", "{at}: {machines} machines but only {slots} worker-or-machine spaces",
                                 at=where(*fat, "rows", r), machines=row.machines, slots=tile.machine_slots(r)))
        if f.obsolete_workers > rules.obsolete_workers:
            errs.append(said("arkwright", "{at}: at most {most}", at=where(*fat, "obsolete_workers"), most=rules.obsolete_workers))
    if len(p.tiles) > rules.max_tiles:
        errs.append(said("arkwright", "{at}: {n} development tiles; at most {most}", at=where(*at, "tiles"), n=len(p.tiles),
                         most=rules.max_tiles))
    known_tiles = {t.id for t in board.tiles}
    for t in p.tiles:
        if t not in known_tiles:
            errs.append(said("arkwright", "{at}: unknown development tile {tile!r}", at=where(*at, "tiles"), tile=t))
        elif board.tile_spec(t).expansion and not state.expansion:
            errs.append(said("arkwright", "{at}: {tile} belongs to the Noblesse Oblige expansion", at=where(*at, "tiles"), tile=t))
    for m in p.advanced:
        if not board.has_marker(m) or board.marker(m).shade == "colored":
            errs.append(said("arkwright", "{at}: unknown advanced action marker {marker!r}", at=where(*at, "advanced"), marker=m))
    for pm in p.placed:
        if pm.row not in board.chart.rows and not (pm.row == _wealth_row() and "tiles" in state.self_actor):
            errs.append(said("arkwright", "{at}: no £{row} row on the administration chart", at=where(*at, "placed"), row=pm.row))
    if len(p.ships) > rules.max_ships:
        errs.append(said("arkwright", "{at}: {n} ships; at most {most}", at=where(*at, "ships"), n=len(p.ships), most=rules.max_ships))
    crew = 0
    for cap in p.ships:
        try:
            crew += board.ship(cap).crew
        except KeyError:
            errs.append(said("arkwright", "{at}: no ship of capacity {capacity}", at=where(*at, "ships"), capacity=cap))
    if p.ship_crew != crew:
        errs.append(said("arkwright", "{at}: {crew} crew workers but the ships need {need}", at=where(*at, "ship_crew"),
                         crew=p.ship_crew, need=crew))
    for good, space in p.contracts.items():
        if space not in contract_spaces:
            errs.append(said("arkwright", "{at}: no space {space} on the contracts track ({spaces})", at=where(*at, "contracts", good),
                             space=space, spaces=str(contract_spaces)))
    if p.foreman and "foreman" not in p.tiles:
        errs.append(said("arkwright", "{at}: placed in a factory without the Foreman tile", at=where(*at, "foreman")))
    if p.workshop and "workshop" not in p.tiles:
        errs.append(said("arkwright", "{at}: placed in a factory without the Workshop tile", at=where(*at, "workshop")))
    if state.version == "spinning_jenny":
        if not state.plays("tiles") and any(not board.tile_spec(t).expansion for t in p.tiles if t in known_tiles):
            errs.append(said("arkwright", "{at}: Spinning Jenny has no development tiles (only the purveyors)", at=where(*at, "tiles")))
        if p.ships or p.contracts or p.warehouse.workers:
            errs.append(said("arkwright", "{at}: Spinning Jenny has no harbor mat (ships, contracts, large warehouse)", at=where(*at)))
    stored_total = sum(p.stored.values())
    has_small = state.version == "spinning_jenny" or "small_warehouse" in p.tiles
    if stored_total and not has_small:
        errs.append(said("arkwright", "{at}: {n} goods stored without the small warehouse", at=where(*at, "stored"), n=stored_total))
    if stored_total > board.small_warehouse.capacity:
        errs.append(said("arkwright", "{at}: {n} goods; the small warehouse holds {capacity}", at=where(*at, "stored"), n=stored_total,
                         capacity=board.small_warehouse.capacity))
    layout = board.warehouse
    for good, n in p.warehouse.goods.items():
        cap = warehouse_capacity(board, p, good)
        if n > cap:
            errs.append(said("arkwright", "{at}: {n} goods but the warehouse workers open room for {room}",
                             at=where(*at, "warehouse", "goods", good), n=n, room=cap))
    if len(p.warehouse.rows) != len(layout.row_spaces):
        errs.append(said("arkwright", "{at}: the warehouse has {rows} rows", at=where(*at, "warehouse", "rows"), rows=len(layout.row_spaces)))
    return errs


def _wealth_row() -> int:
    """The Wealth of Nations' extra row of the administration table (Player's Book 3.2)."""
    from companion.games.arkwright.self_actor_data import self_actor_data

    return self_actor_data().wealth_of_nations.row


def warehouse_capacity(board: Board, player: Player, good: str) -> int:
    """Room for one good in the large warehouse (Player's Book 1.4).

    A column worker opens every space of that good's column; each row worker
    opens that row's spaces in every column; a space opened twice holds two.
    """
    layout = board.warehouse
    cap = layout.column_spaces if good in player.warehouse.columns else 0
    for has_worker, spaces in zip(player.warehouse.rows, layout.row_spaces):
        if has_worker:
            cap += spaces
    return cap
