"""The shape of Arkwright's printed components (Player's Book 1.1-1.9): what each value is.

The numbers live in `data/*.toml`, each with its provenance, and are loaded by
`board.py`; this module only describes their shape, checks it, and offers the
look-ups the rules need. The rulebook's own checks (`board_checks.py`) read it
too, which is why it stands apart from the loading.
"""

# No `from __future__ import annotations` here: pydantic would compile every field's annotation
# from its text when each of these 22 models is defined (~14% of defining them, on every command
# that reads a board); written as they are, the annotations are read as objects.

from functools import cached_property
from typing import Any, ClassVar, Literal

from pydantic import Field, model_validator

from companion.core.boarddata import Sourced
from companion.core.models import Frozen

Good = Literal["food", "clothes", "cutlery", "lamps"]
#: The order of the goods: the cycle order of a decade and the order of the factory mat
#: (Water Frame 5.0).
GOODS: tuple[Good, ...] = ("food", "clothes", "cutlery", "lamps")
Version = Literal["water_frame", "spinning_jenny"]



class ShareSpace(Sourced):
    keys: ClassVar = ("space",)
    space: int = Field(ge=1)
    value: int = Field(ge=0)
    buy: int = Field(ge=0)


class ShareTrack(Frozen):
    spaces: list[ShareSpace]

    @model_validator(mode="after")
    def _numbered_in_order(self):
        if [s.space for s in self.spaces] != list(range(1, len(self.spaces) + 1)):
            raise ValueError("share track spaces must be numbered 1, 2, 3... in order")
        return self


class FactoryTile(Sourced):
    keys: ClassVar = ("good", "level")
    good: Good
    level: int = Field(ge=1, le=4)
    cost: int = Field(ge=1)
    goods: list[int] = Field(min_length=4, max_length=4)
    rows: list[str] = Field(min_length=4, max_length=4)

    @model_validator(mode="after")
    def _symbols(self):
        for row in self.rows:
            if not row or set(row) - {"W", "M"}:
                raise ValueError(f"row symbols must be W (worker) or M (worker or machine), got {row!r}")
        if any(g < 0 for g in self.goods):
            raise ValueError("goods per row cannot be negative")
        return self

    def row_size(self, row: int) -> int:
        return len(self.rows[row])

    def machine_slots(self, row: int) -> int:
        return self.rows[row].count("M")


class JobSpace(Frozen):
    good: Good
    number: int = Field(ge=0)


class JobRow(Sourced):
    wage: int = Field(ge=0)
    spaces: list[JobSpace] = Field(min_length=1)


class ChartSpec(Sourced):
    rows: list[int] = Field(min_length=1)
    reuse_fee: int = Field(ge=0)
    reuse_fee_after_losing_protection: int = Field(ge=0)


class MarkerSpec(Sourced):
    keys: ClassVar = ("id",)
    id: str
    action: Literal["factory", "workers", "machinery", "quality", "distribution", "stock_exchange", "production"]
    shade: Literal["colored", "light", "dark"]
    steps: list[int] | None = None
    max_spend: int | None = None
    production_rows: int | None = None
    first_share_half_price: bool | None = None
    additional: Literal["price_adjustment", "special_marker", "none"]

    def units_for(self, usable: int) -> int:
        """How many machines / quality levels a usable amount buys (Water Frame 5.II.2.3-4)."""
        return sum(1 for step in (self.steps or []) if usable >= step)


class WarehouseLayout(Sourced):
    column_spaces: int = Field(ge=0)
    row_spaces: list[int]


class SmallWarehouseSpec(Sourced):
    capacity: int = Field(ge=0)


class ContractTrack(Sourced):
    spaces: list[int]
    two_player_spaces: list[int]


class FixedPrices(Sourced):
    food: int
    clothes: int
    cutlery: int
    lamps: int

    def of(self, good: Good) -> int:
        return getattr(self, good)


class ShipSpec(Sourced):
    keys: ClassVar = ("capacity",)
    capacity: int = Field(ge=1)
    crew: int = Field(ge=0)
    level: int = Field(ge=1, le=4)
    count: int = Field(ge=0)


class Decade(Sourced):
    keys: ClassVar = ("decade",)
    decade: int
    level: int = Field(ge=1, le=4)
    mat_row: int = Field(ge=1, le=4)
    obsolete: list[int]
    importer_per_cycle: int | None = None
    workers_per_cycle: int | None = None


class TileSpec(Sourced):
    keys: ClassVar = ("id",)
    id: str
    name: str
    count: int = Field(ge=0)
    star: bool
    expansion: str | None = None
    #: a tile of a Player's Book variant, laid out only when the game plays it ("self_actor": Player's Book 3.2)
    variant: str | None = None


class EventSpec(Sourced):
    keys: ClassVar = ("id",)
    id: str
    name: str
    amount: int = Field(ge=0)
    amount_per_tile: int | None = None
    #: Steam Power (Player's Book 3.2): £ per capacity of the ships
    amount_per_capacity: int | None = None
    two_player: bool
    #: shuffled in only in a game of that variant ("self_actor": one of its elements, named by the event id)
    variant: str | None = None


class EconomyMarkerSpec(Sourced):
    importer: int = Field(ge=0)
    workers: int = Field(ge=0)
    three_workers: bool | None = None


class LuxurySpace(Sourced):
    keys: ClassVar = ("good", "level")
    good: Good
    level: int = Field(ge=1, le=4)
    bonus: int = Field(ge=0)
    two_player: bool


class WorkerRemoval(Sourced):
    keys: ClassVar = ("players", "expansion")
    players: int
    expansion: bool
    fired: int = Field(ge=0)
    box: int = Field(ge=0)


class TileDraw(Sourced):
    keys: ClassVar = ("players",)
    players: int
    tiles: int = Field(ge=0)


class Predetermined(Sourced):
    keys: ClassVar = ("version", "players")
    version: Version
    players: int
    colors: list[str]
    factories: list[list[tuple[Good, int, int, int]]]
    shares: list[int]
    capital: list[int]
    special: list[str]
    remaining: list[int]
    events: dict[str, str]
    mat: dict[str, list[str]]
    tiles: list[str]
    no_three_worker_markers: bool


class RuleNumbers(Sourced):
    workers: int
    shares_per_company: int
    start_shares: int
    start_space: int
    start_share_price: int
    track_min: int
    track_max: int
    min_price: int
    max_price: int
    quality_max: int
    quality_max_engineer: int
    distribution_max: int
    max_tiles: int
    max_ships: int
    loan_amount: int
    loan_repay: int
    loan_space_loss: int
    min_buy_price: int
    min_buy_price_spaces: int
    ship_space_loss: int
    contract_fail_space_loss: int
    distribution_decay: int
    appeal_correction_space_loss: int
    obsolete_workers: int
    obsolete_missing_fee: int
    machine_cost: int
    foreman_reduction: int
    foreman_workers: int
    min_wage: int
    workshop_machine_flat: int
    workshop_bonus: int
    patent_bonus: int
    patent_free_levels: int
    accountant_shift: int
    office_bonus: int
    agent_shift: int
    developer_discount: int
    inventor_fees: list[int]
    engineering_works_per_machine: int
    luxury_reputation_drop: int
    purveyor_bonus: int
    end_marker_space_loss: int
    end_marker_shares_lost: int
    sj_start_capital: int
    sj_start_shares_sold: int
    share_bonus_one: int
    share_bonus_two: int
    share_bonus_appeal: int
    share_bonus_most_sold: int


class Board(Frozen):
    """Everything printed on an Arkwright table that the rules read."""

    share_track: ShareTrack
    factories: list[FactoryTile]
    job_market: list[JobRow]
    chart: ChartSpec
    markers: list[MarkerSpec]
    warehouse: WarehouseLayout
    small_warehouse: SmallWarehouseSpec
    contracts: ContractTrack
    fixed_prices: FixedPrices
    ships: list[ShipSpec]
    water_frame: list[Decade]
    spinning_jenny: list[Decade]
    tiles: list[TileSpec]
    events: list[EventSpec]
    economy_markers: list[EconomyMarkerSpec]
    luxury: list[LuxurySpace]
    worker_removal: list[WorkerRemoval]
    tile_draw: list[TileDraw]
    predetermined: list[Predetermined]
    rules: RuleNumbers

    @model_validator(mode="after")
    def _complete(self):
        have = {(t.good, t.level) for t in self.factories}
        need = {(g, lvl) for g in GOODS for lvl in range(1, 5)}
        if have != need or len(self.factories) != len(need):
            raise ValueError("factories: need exactly one tile per good and level I-IV")
        for row in self.job_market:
            for space in row.spaces:
                if space.good not in GOODS:
                    raise ValueError(f"job market: unknown good {space.good}")
        if sum(len(r.spaces) for r in self.job_market) != self.rules.workers:
            raise ValueError(
                f"job market: {sum(len(r.spaces) for r in self.job_market)} spaces, but the game has "
                f"{self.rules.workers} workers (one per space)"
            )
        ids = [m.id for m in self.markers]
        if len(ids) != len(set(ids)):
            raise ValueError("markers: duplicate ids")
        for m in self.markers:
            if m.action in ("machinery", "quality") and not m.steps:
                raise ValueError(f"markers: {m.id} needs cost steps")
            if m.action == "distribution" and m.max_spend is None:
                raise ValueError(f"markers: {m.id} needs max_spend")
            if m.action == "production" and not m.production_rows:
                raise ValueError(f"markers: {m.id} needs production_rows")
        if self.share_track.spaces[-1].space != self.rules.track_max:
            raise ValueError("share track: last space must be the track maximum")
        return self

    # --- look-ups ---------------------------------------------------------
    @cached_property
    def _tiles(self) -> dict[tuple[str, int], FactoryTile]:
        return {(t.good, t.level): t for t in self.factories}

    def tile(self, good: str, level: int) -> FactoryTile:
        return self._tiles[(good, level)]

    @cached_property
    def _markers(self) -> dict[str, MarkerSpec]:
        return {m.id: m for m in self.markers}

    def marker(self, marker_id: str) -> MarkerSpec:
        return self._markers[marker_id]

    def has_marker(self, marker_id: str) -> bool:
        return marker_id in self._markers

    def share(self, space: int) -> ShareSpace:
        return self.share_track.spaces[space - 1]

    @cached_property
    def job_spaces(self) -> list[tuple[int, JobSpace]]:
        """Every job-market space in reading order, with its row index."""
        return [(r, s) for r, row in enumerate(self.job_market) for s in row.spaces]

    def timetable(self, version: str) -> list[Decade]:
        return self.water_frame if version == "water_frame" else self.spinning_jenny

    def decade(self, version: str, year: int) -> Decade:
        for d in self.timetable(version):
            if d.decade == year:
                return d
        raise KeyError(year)

    def ship(self, capacity: int) -> ShipSpec:
        for s in self.ships:
            if s.capacity == capacity:
                return s
        raise KeyError(capacity)

    def tile_spec(self, tile_id: str) -> TileSpec:
        for t in self.tiles:
            if t.id == tile_id:
                return t
        raise KeyError(tile_id)

    def event(self, event_id: str) -> EventSpec:
        for e in self.events:
            if e.id == event_id:
                return e
        raise KeyError(event_id)

    def removal(self, players: int, expansion: bool) -> WorkerRemoval:
        for w in self.worker_removal:
            if w.players == players and w.expansion == expansion:
                return w
        raise KeyError(players)

    def predetermined_setup(self, version: str, players: int) -> Predetermined:
        for p in self.predetermined:
            if p.version == version and p.players == players:
                return p
        raise KeyError((version, players))
