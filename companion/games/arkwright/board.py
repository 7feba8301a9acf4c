"""Arkwright's printed components as validated data (Player's Book 1.1-1.9).

The numbers live in `data/*.toml`, each with its provenance; `components.py`
describes their shape. This module loads them, checks them against the
rulebook's worked examples (`board_checks.py`), and `board_for(state)` applies
a game's overrides (values the table corrected).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.core.boarddata import OverridableBoard, load_folder, load_revisions, validate_board
from companion.games.arkwright.board_checks import binding, failures
from companion.games.arkwright.components import (  # noqa: F401 - the names the rules import from here
    ShareSpace,
    ShareTrack,
    FactoryTile,
    JobSpace,
    JobRow,
    ChartSpec,
    MarkerSpec,
    WarehouseLayout,
    SmallWarehouseSpec,
    ContractTrack,
    FixedPrices,
    ShipSpec,
    Decade,
    TileSpec,
    EventSpec,
    EconomyMarkerSpec,
    LuxurySpace,
    WorkerRemoval,
    TileDraw,
    Predetermined,
    RuleNumbers,
    Board,
    Good,
    Version,
    GOODS,
)

DATA = Path(__file__).parent / "data"


def _load() -> Board:
    raw = load_folder(DATA)
    raw.pop("revisions", None)
    data: dict[str, Any] = {
        "share_track": {"spaces": raw["share_track"]["spaces"]},
        "factories": raw["factories"]["tiles"],
        "job_market": raw["job_market"]["rows"],
        "chart": raw["administration"]["chart"],
        "markers": raw["administration"]["markers"],
        "warehouse": raw["harbor"]["warehouse"],
        "small_warehouse": raw["harbor"]["small_warehouse"],
        "contracts": raw["harbor"]["contracts"],
        "fixed_prices": raw["harbor"]["fixed_prices"],
        "ships": raw["harbor"]["ships"],
        "water_frame": raw["timetable"]["water_frame"],
        "spinning_jenny": raw["timetable"]["spinning_jenny"],
        "tiles": raw["tiles"]["tiles"],
        "events": raw["events"]["events"],
        "economy_markers": raw["events"]["economy_markers"],
        "luxury": raw["luxury"]["spaces"],
        "worker_removal": raw["setup"]["worker_removal"],
        "tile_draw": raw["setup"]["tile_draw"],
        "predetermined": raw["setup"]["predetermined"],
        "rules": raw["rules"]["numbers"],
    }
    return validate_board(Board, data, "Arkwright board data")


def _broken(board: Board) -> list[str]:
    return [c.name for c in failures(board)]


def _binding(board: Board, path: str) -> list[str]:
    return [c.name for c in binding(board, path)]


#: revision 2 brought the rulebook checks: corrections of games begun from then on are checked
BOARD = OverridableBoard(Board, _load, revisions=lambda: load_revisions(DATA / "revisions.toml"),
                         checks=_broken, binding=_binding, checked_from=2)


def base_board() -> Board:
    return BOARD.base


def board_for(overrides: dict[str, Any] | None, revision: int | None = None) -> Board:
    """The board with a game's corrections applied (validated again), as built in at `revision`."""
    return BOARD.with_overrides(overrides, revision)
