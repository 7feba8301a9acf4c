"""Kanban: Driver's Edition's printed components as validated data.

The numbers live in `data/*.toml` with their provenance; this module gives
them a shape, checks them at load and offers the look-ups the rules need.
`BOARD.with_overrides(overrides)` applies the corrections a game made (`board` entries).
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import Field, model_validator

from companion.core.boarddata import OverridableBoard, Sourced, load_folder, validate_board
from companion.core.models import Frozen

DATA = Path(__file__).parent / "data"

Department = Literal["testing", "assembly", "logistics", "design", "administration"]
#: Workstation Alley, left to right (KDE Board Description A-E).
DEPARTMENTS: tuple[Department, ...] = ("testing", "assembly", "logistics", "design", "administration")
Mode = Literal["nice", "mean"]

#: What a player can be asked to count (Sandra's table, Performance Goals, Final Goals).
Measure = Literal[
    "cars",
    "models",
    "cars_of_model",
    "upgraded_designs",
    "upgrades_of_part",
    "tested_designs",
    "parts",
    "cars_in_garages",
    "certified_in",
    "certified_among",
    "selected_designs",
    "books",
    "certifications",
    "vouchers",
    "shifts",
    "seats",
    "max_same_model",
    "distinct_upgraded_parts",
    "max_upgrades_same_part",
    "experts",
]


class Names(Sourced):
    models: list[str] = Field(min_length=1)
    parts: list[str] = Field(min_length=1)


class Numbers(Sourced):
    daily_shift_cap: int = Field(ge=1)
    nice_reward_above: int = Field(ge=0)
    mean_penalty_below: int = Field(ge=0)
    start_pp_nice: int = Field(ge=0)
    start_pp_mean: int = Field(ge=0)
    #: the spots in the 0 space of the Certification Track (KDE Beginning of the Game)
    start_spots: int = Field(default=4, ge=1)
    upgrade_pp: int = Field(ge=0)
    part_value_max: int = Field(ge=1)
    end_of_week_own: int = Field(ge=0)
    end_of_week_other: int = Field(ge=0)
    training_points: list[int]
    claim_costs: list[int] = Field(min_length=1)
    end_trigger: list[int] = Field(min_length=2, max_length=2)
    garages: int = Field(ge=1)
    garages_certified: int = Field(ge=1)
    design_spaces: int = Field(ge=1)
    design_spaces_certified: int = Field(ge=1)
    part_spaces: int = Field(ge=1)
    part_spaces_certified: int = Field(ge=1)
    seats: int = Field(ge=1)
    seats_certified: int = Field(ge=1)
    certified_at: int = Field(ge=1)
    expert_at: int = Field(ge=1)
    min_players: int = Field(ge=1)
    max_players: int = Field(ge=1)
    #: Test Track spaces from one checkered space to the next (a Meeting each time the Pace Car gets there)
    checkered_every: int = Field(ge=1)
    #: Car Part cubes of each type in the box; a Kanban Order's symbols; Shifts it banks (KDE Logistics)
    parts_per_type: int = Field(default=10, ge=1)
    kanban_order_symbols: int = Field(default=6, ge=1)
    kanban_order_bank: int = Field(default=1, ge=0)
    #: cubes of each type marking the Part's value on the Design track all game (KDE Setup 10)
    value_markers: int = Field(default=1, ge=0)

    @model_validator(mode="after")
    def _ordered(self):
        if self.expert_at < self.certified_at:
            raise ValueError("expert_at: the final desk cannot be below the certification desk")
        return self


class DepartmentSpec(Sourced):
    keys: ClassVar = ("id",)
    id: Department
    name: str
    counts: Measure
    reward_at_least: int = Field(ge=0)
    penalty_at_most: int = Field(ge=0)
    workstation_shifts: list[int] = Field(min_length=1)
    task: str


class CarValue(Sourced):
    keys: ClassVar = ("model",)
    model: str
    value: int = Field(ge=0)


class Counted(Sourced):
    """What a goal counts: a measure and, for some, the Model/Part/garages/department it names."""

    measure: Measure
    model: str | None = None
    part: str | None = None
    parts: list[str] | None = None
    garages: list[int] | None = None
    department: Department | None = None
    departments: list[Department] | None = None


class PerformanceGoal(Counted):
    keys: ClassVar = ("number",)
    number: int = Field(ge=1)
    pp: int = Field(ge=0)
    multiplier: int = Field(ge=1)
    speakers: int = Field(ge=1)


class FinalGoal(Counted):
    keys: ClassVar = ("tile",)
    tile: int = Field(ge=1)
    pp: int = Field(ge=0)
    at_least: int = Field(ge=1)
    text: str


FactoryArea = Literal["certifications", "cars", "designs"]
#: the Factory Goal areas in board order (KDE Human Resources, Factory Goals 1-3)
FACTORY_AREAS: tuple[FactoryArea, ...] = ("certifications", "cars", "designs")


class PlayerCount(Sourced):
    """What the number of players changes (KDE Setup 3, 7, 9 and the 2/3-Player Rules)."""

    keys: ClassVar = ("players",)
    players: int = Field(ge=1)
    #: Red Seats on the easier and on the harder Factory Goal tile of a pair
    factory_goal_seats: list[int] = Field(min_length=2, max_length=2)
    test_track_cars: int = Field(ge=1)
    award_plaques: int = Field(ge=0)


class DemandTileSpec(Sourced):
    """A Demand tile: the Model it asks for and the Red Seats placed on it (KDE Setup 14)."""

    keys: ClassVar = ("model",)
    model: str
    seats: int = Field(ge=1)


class FactoryGoalPair(Sourced):
    """The counts of an area's two Factory Goal tiles (easier, harder) when a game does not name its own."""

    keys: ClassVar = ("area",)
    area: FactoryArea
    at_least: list[int] = Field(min_length=2, max_length=2)


class LineSpec(Sourced):
    """The Assembly Line's numbers (KDE Assembly Line Department; Components; Certification Benefits)."""

    assembly_spaces: int = Field(ge=1)
    cars_per_model: int = Field(ge=1)
    #: the single benefits below the fifth garage and how many different ones a player takes there
    fifth_garage_benefits: list[Literal["seat", "shift", "book", "voucher"]] = Field(min_length=1)
    fifth_garage_choose: int = Field(ge=1)


class LineSpace(Sourced):
    """A space of the Assembly Line: a Model's conveyor (row 1 = its top, where new cars come in) or a
    shared conveyor; `next` = the spaces its arrows lead to; `off_pp` = an arrow off the end of the line,
    onto the Test Track, for that many pp (KDE Assembly Line, Provide Needed Parts 2, A Car Rolls off the Line)."""

    keys: ClassVar = ("id",)
    id: str
    name: str
    model: str | None = None
    row: int | None = Field(default=None, ge=1)
    next: list[str] = []
    off_pp: int | None = Field(default=None, ge=1)


class DisplaySpec(Sourced):
    """The Design display's numbers (KDE Setup 18-19, Design Department): spaces per row, tiles per deck,
    claim-only Designs per Model, and the Well-Researched benefit of each space of each row, left to right
    ("" none, "shift" a banked Shift, "book" a Book)."""

    spaces_per_row: int = Field(ge=1)
    deck_tiles: int = Field(ge=1)
    claim_only_per_model: int = Field(ge=0)
    well_researched_top: list[Literal["", "shift", "book"]]
    well_researched_bottom: list[Literal["", "shift", "book"]]

    def well_researched(self, row: int) -> list[str]:
        return list(self.well_researched_top if row == 0 else self.well_researched_bottom)


Benefit = Literal["shift", "pp", "book", "voucher"]
#: a benefit printed on a garage or an Upgrade Space ("" = none depicted)
Printed = Literal["", "seat", "shift", "book", "voucher"]


class GarageSpec(Sourced):
    """The benefit depicted on each of garages 1-4 of the Player Board, standard and expert side (KDE Claim Cars
    5; Setup 2.A), and on each Upgrade Space of a Model in Innovation (Action: Upgrade a Design 1)."""

    standard: list[Printed]
    expert: list[Printed]
    upgrade_spaces: list[Printed] = Field(min_length=1)


class BenefitSpec(Sourced):
    """The Award Plaques' benefits (KDE Advanced Training) and the choice printed on each space of the
    Certification Track, 1 = the first space after 0 (KDE Training and Certifications), the spaces that also give a
    Seat on reaching them (KDE Meetings, the ways to get Seats, item 2), and the benefit on each spot of its 0 space
    taken in the starting round (KDE Beginning of the Game)."""

    plaque: list[Benefit] = Field(min_length=1)
    plaque_pp: int = Field(ge=1)
    certification_track: list[list[Benefit]] = Field(min_length=1)
    #: the spaces of the Certification Track (1 = the first after 0) that give a Seat on reaching them
    certification_seats: list[int] = []
    #: the benefit printed on each spot of the Track's 0 space, left to right (KDE Beginning of the Game)
    start_spots: list[Printed] = Field(min_length=1)


class Board(Frozen):
    """Everything printed in Kanban that the companion reads."""

    names: Names
    numbers: Numbers
    departments: list[DepartmentSpec]
    car_values: list[CarValue]
    performance_goals: list[PerformanceGoal]
    final_goals: list[FinalGoal]
    player_counts: list[PlayerCount]
    factory_goals: list[FactoryGoalPair]
    demand_tiles: list[DemandTileSpec]
    line: LineSpec
    line_spaces: list[LineSpace]
    display: DisplaySpec
    benefits: BenefitSpec
    garages: GarageSpec

    @model_validator(mode="after")
    def _complete(self):
        n = self.numbers
        if sorted(c.players for c in self.player_counts) != list(range(n.min_players, n.max_players + 1)):
            raise ValueError("player_counts: need one row per number of players")
        if sorted(d.model for d in self.demand_tiles) != sorted(self.names.models):
            raise ValueError("demand_tiles: one tile per Model")
        _check_line(self)
        d = self.display
        if len(d.well_researched_top) != d.spaces_per_row or len(d.well_researched_bottom) != d.spaces_per_row:
            raise ValueError("display: a Well-Researched benefit (or none) for each space of each row")
        if len(self.garages.standard) != n.garages or len(self.garages.expert) != n.garages:
            raise ValueError("garages: a benefit (or none) for each garage open from the start, on each side")
        if len(self.benefits.certification_track) != len(DEPARTMENTS):
            raise ValueError("benefits: one space of the Certification Track per certification")
        if any(not 1 <= s <= len(self.benefits.certification_track) for s in self.benefits.certification_seats):
            raise ValueError("benefits: a Seat on a space the Certification Track does not have")
        if len(self.benefits.start_spots) != n.start_spots:
            raise ValueError("benefits: a benefit (or none) for each spot of the Certification Track's 0 space")
        if [g.area for g in self.factory_goals] != list(FACTORY_AREAS):
            raise ValueError(f"factory_goals: need exactly {', '.join(FACTORY_AREAS)} in board order")
        if [d.id for d in self.departments] != list(DEPARTMENTS):
            raise ValueError(f"departments: need exactly {', '.join(DEPARTMENTS)} in board order")
        if sorted(c.model for c in self.car_values) != sorted(self.names.models):
            raise ValueError("car_values: need one value per Model")
        numbers = [g.number for g in self.performance_goals]
        if len(numbers) != len(set(numbers)):
            raise ValueError("performance_goals: card numbers repeat")
        for goal in [*self.performance_goals, *self.final_goals]:
            if goal.model is not None and goal.model not in self.names.models:
                raise ValueError(f"goal names an unknown Model {goal.model!r}")
            for part in [goal.part] + list(goal.parts or []):
                if part is not None and part not in self.names.parts:
                    raise ValueError(f"goal names an unknown Part {part!r}")
        return self

    @cached_property
    def _departments(self) -> dict[str, DepartmentSpec]:
        return {d.id: d for d in self.departments}

    def department(self, dept: str) -> DepartmentSpec:
        return self._departments[dept]

    def car_value(self, model: str) -> int:
        return next(c.value for c in self.car_values if c.model == model)

    def performance_goal(self, number: int) -> PerformanceGoal:
        for g in self.performance_goals:
            if g.number == number:
                return g
        raise KeyError(number)

    def final_goals_on(self, tile: int) -> list[FinalGoal]:
        return [g for g in self.final_goals if g.tile == tile]

    def for_players(self, players: int) -> PlayerCount:
        return next(c for c in self.player_counts if c.players == players)

    def demand_seats(self, model: str) -> int:
        return next(d.seats for d in self.demand_tiles if d.model == model)

    def factory_goal_counts(self, area: str) -> list[int]:
        return next(list(g.at_least) for g in self.factory_goals if g.area == area)

    @cached_property
    def _line_spaces(self) -> dict[str, LineSpace]:
        return {s.id: s for s in self.line_spaces}

    def line_space(self, space: str) -> LineSpace:
        return self._line_spaces[space]

    def line_top(self, model: str) -> str:
        """The top space of a Model's conveyor, where its new cars come in (KDE Provide Needed Parts 3)."""
        return next(s.id for s in self.line_spaces if s.model == model and s.row == 1)

    def claim_cost(self, position: int) -> int:
        """Shifts to claim the car `position` places behind the Pace Car (1 = first)."""
        return self.numbers.claim_costs[position - 1]


def _check_line(board: Board) -> None:
    """One top space per Model, arrows to known spaces, no loop, and every space leads off the line."""
    ids = [s.id for s in board.line_spaces]
    if len(set(ids)) != len(ids):
        raise ValueError("line_spaces: space ids repeat")
    for model in board.names.models:
        if [s.row for s in board.line_spaces if s.model == model].count(1) != 1:
            raise ValueError(f"line_spaces: the {model} conveyor needs exactly one top row")
    spaces = {s.id: s for s in board.line_spaces}
    for s in board.line_spaces:
        if s.model is not None and s.model not in board.names.models:
            raise ValueError(f"line_spaces.{s.id}: unknown Model {s.model!r}")
        if any(n not in spaces for n in s.next):
            raise ValueError(f"line_spaces.{s.id}: an arrow to an unknown space")
        if not s.next and s.off_pp is None:
            raise ValueError(f"line_spaces.{s.id}: no arrow leads on from it")
    done: set[str] = set()

    def walk(space: str, path: tuple[str, ...]) -> None:
        if space in path:
            raise ValueError(f"line_spaces: the arrows loop at {space}")
        if space not in done:
            for n in spaces[space].next:
                walk(n, (*path, space))
            done.add(space)

    for space in ids:
        walk(space, ())


def _load() -> Board:
    raw = load_folder(DATA)
    data: dict[str, Any] = {
        "names": raw["factory"]["names"],
        "numbers": raw["factory"]["numbers"],
        "departments": raw["factory"]["departments"],
        "car_values": raw["factory"]["car_values"],
        "performance_goals": raw["goals"]["performance_goals"],
        "final_goals": raw["goals"]["final_goals"],
        "player_counts": raw["players"]["player_counts"],
        "factory_goals": raw["players"]["factory_goals"],
        "demand_tiles": raw["demand"]["demand_tiles"],
        "line": raw["assembly"]["line"],
        "line_spaces": raw["assembly"]["spaces"],
        "display": raw["design"]["display"],
        "benefits": raw["benefits"]["benefits"],
        "garages": raw["garages"]["garages"],
    }
    return validate_board(Board, data, "Kanban board data")


BOARD = OverridableBoard(Board, _load)
