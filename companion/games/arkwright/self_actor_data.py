"""The numbers of the Self-Actor variant (Player's Book 3.2): its bonus markers, award markers, Reorganization
marker and new development tiles.

They live in `data/self_actor.toml` with their provenance; this is its one reader (the Steam Power event marker
is in events.toml, the tiles themselves in tiles.toml).
"""

from __future__ import annotations

from functools import cache

from companion.core.boarddata import Sourced, load_toml, validate_board
from companion.core.models import Frozen
from companion.games.arkwright.board import DATA


class BonusMarkerNumbers(Sourced):
    start: int
    most: int


class CompetitionNumbers(Sourced):
    share_space: int
    shipping_goods: int
    shipping_spaces: int
    shipping_tie_spaces: int


class ReorganizationData(Sourced):
    light_factories: int
    cost: int
    all_dark_after: int


class HarbormasterData(Sourced):
    workers: int
    less: int
    minimum_wage: int


class InvestorData(Sourced):
    bonus: int


class LoadmasterData(Sourced):
    extra_capacity: int


class WealthOfNationsData(Sourced):
    row: int
    reuse_fee: int


class ManagerData(Sourced):
    reorganization_factories: int


class SelfActorData(Frozen):
    bonus_markers: BonusMarkerNumbers
    competition: CompetitionNumbers
    reorganization: ReorganizationData
    harbormaster: HarbormasterData
    investor: InvestorData
    loadmaster: LoadmasterData
    wealth_of_nations: WealthOfNationsData
    manager: ManagerData


@cache
def self_actor_data() -> SelfActorData:
    """Every number of data/self_actor.toml, with its provenance."""
    return validate_board(SelfActorData, load_toml(DATA / "self_actor.toml"), "Self-Actor data")
