"""Union Stockyards' printed numbers as validated data (seed 002, "US").

`BOARD.with_overrides(overrides)` applies a game's corrections (`board` entries).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, model_validator

from companion.core.boarddata import OverridableBoard, Sourced, load_folder, validate_board
from companion.core.models import Frozen

DATA = Path(__file__).parent / "data"


class Numbers(Sourced):
    years: int = Field(ge=1)
    strike_levels: list[int] = Field(min_length=1)
    least_plentiful_rise: int = Field(ge=0)
    most_plentiful_drop: int = Field(ge=0)
    all_tied_rise: int = Field(ge=0)
    picket_workers_per_strike: int = Field(ge=0)
    union_spirit_min: int
    union_spirit_max: int
    price_min: int
    price_max: int
    meat_value_min: int
    meat_value_max: int
    min_players: int = Field(ge=1)
    max_players: int = Field(ge=1)

    @model_validator(mode="after")
    def _ranges(self):
        for low, high in (("union_spirit_min", "union_spirit_max"), ("price_min", "price_max"), ("meat_value_min", "meat_value_max")):
            if getattr(self, low) > getattr(self, high):
                raise ValueError(f"{low} is above {high}")
        return self


class Names(Sourced):
    livestock: list[str] = Field(min_length=2)
    parties: list[str] = Field(min_length=1)


class Board(Frozen):
    numbers: Numbers
    names: Names


def _load() -> Board:
    raw = load_folder(DATA)["stockyards"]
    return validate_board(Board, {"numbers": raw["numbers"], "names": raw["names"]}, "Union Stockyards board data")


BOARD = OverridableBoard(Board, _load)
