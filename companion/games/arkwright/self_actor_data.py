"""The numbers of the Self-Actor variant's Reorganization marker and new development tiles (Player's Book 3.2).

They live in `data/self_actor.toml` with their provenance; the rules read them here.
"""

from __future__ import annotations

from functools import cache

from companion.core.boarddata import Sourced, load_toml, validate_board
from companion.core.models import Frozen
from companion.games.arkwright.board import DATA


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
    reorganization: ReorganizationData
    harbormaster: HarbormasterData
    investor: InvestorData
    loadmaster: LoadmasterData
    wealth_of_nations: WealthOfNationsData
    manager: ManagerData


@cache
def self_actor_data() -> SelfActorData:
    raw = load_toml(DATA / "self_actor.toml")
    # the file also holds the markers' numbers, read by flow/self_actor.py
    return validate_board(SelfActorData, {k: raw[k] for k in SelfActorData.model_fields}, "Self-Actor data")
