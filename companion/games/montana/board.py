"""Montana's printed values as validated data (seed 004, "MT"; Dutch terms in notes.md).

Goods areas with their fields (printed worker colour, silver cost, goods; the
small field's colour), the town's shops (pumpkin cost per column, reward per
row) and the starting supplies. `BOARD.with_overrides(overrides)` applies a
game's corrections (`board` entries).
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import ClassVar

from pydantic import Field, model_validator

from companion.core.boarddata import OverridableBoard, Sourced, load_folder, validate_board
from companion.core.models import Frozen

DATA = Path(__file__).parent / "data"
#: resources besides goods that a reward can give
CURRENCIES = ("silver", "pumpkins")


class Numbers(Sourced):
    min_players: int = Field(ge=1)
    max_players: int = Field(ge=1)
    pumpkin_for_active: int = Field(ge=0)
    small_field_extra: int = Field(ge=0)
    workers_to_place: int = Field(ge=1)
    workers_any_colour: int = Field(ge=1)

    @model_validator(mode="after")
    def _players(self):
        if self.min_players > self.max_players:
            raise ValueError("the fewest players a game seats is above the most it seats")
        return self


class Start(Sourced):
    silver: int = Field(ge=0)
    pumpkins: int = Field(ge=0)
    workers: dict[str, int]


class GoodsField(Sourced):
    """A large field (left) with the small field to its right."""

    colour: str
    small_colour: str
    cost: int = Field(ge=0)
    goods: int = Field(ge=0)


class Area(Sourced):
    #: `fields` are records with their own provenance
    keys: ClassVar = ("id", "fields")
    id: str
    good: str
    small_cost: int = Field(ge=0)
    fields: list[GoodsField] = Field(min_length=1)


class ShopRow(Sourced):
    reward: dict[str, int]


class Shops(Sourced):
    keys: ClassVar = ("rows",)
    column_costs: list[int] = Field(min_length=1)
    rows: list[ShopRow] = Field(min_length=1)


class Board(Frozen):
    numbers: Numbers
    start: Start
    areas: list[Area]
    shops: Shops

    @model_validator(mode="after")
    def _complete(self):
        ids = [a.id for a in self.areas]
        if len(ids) != len(set(ids)):
            raise ValueError("areas: ids repeat")
        colours = set(self.start.workers)
        goods = set(self.goods)
        for a in self.areas:
            for f in a.fields:
                if f.colour not in colours or f.small_colour not in colours:
                    raise ValueError(f"areas.{a.id}: worker colours must be among {', '.join(sorted(colours))}")
        for row in self.shops.rows:
            for what, k in row.reward.items():
                if what not in goods and what not in CURRENCIES or k < 0:
                    raise ValueError(f"shops: a reward gives goods, silver or pumpkins, not {what!r}")
        return self

    @cached_property
    def goods(self) -> list[str]:
        return [a.good for a in self.areas]

    def area(self, area_id: str) -> Area:
        for a in self.areas:
            if a.id == area_id:
                return a
        raise KeyError(area_id)


def _load() -> Board:
    raw = load_folder(DATA)["montana"]
    data = {"numbers": raw["numbers"], "start": raw["start"], "areas": raw["areas"], "shops": raw["shops"]}
    return validate_board(Board, data, "Montana board data")


BOARD = OverridableBoard(Board, _load)
