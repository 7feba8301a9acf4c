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
from companion.core.models import State, edited_from
from companion.core.wording import clauses, said
from companion.games.arkwright.board import BOARD, GOODS, Board, Good, Version, board_for
from companion.games.arkwright.table_checks import table_errors

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

    # --- validation ---------------------------------------------------------
    @model_validator(mode="after")
    def _could_be_on_a_table(self, info: ValidationInfo):
        errors = table_errors(self, edited_from(info))
        if errors:
            raise ValueError(clauses(*errors))
        return self
