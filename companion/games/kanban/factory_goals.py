"""Factory Goals: the first (or second) player to reach a tile's count takes one of its Seats.

KDE Human Resources, Factory Goals: three areas (Certifications, cars claimed,
Designs upgraded), each with a pair of tiles; the Red Seats on a tile go to
the players who reach its count first, one each, in the order they get there
(a player reaching both tiles of a pair takes a Seat from each). KDE Setup 3:
2 Red Seats on each tile with 4 players; with 3, 2 on the easier tile and 1 on
the harder; with 2, 1 on each. A Red Seat earned follows the Demand Tiles
procedure (`seats.gain_seat`).
"""

from __future__ import annotations

from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.kanban.board import DEPARTMENTS, FACTORY_AREAS
from companion.games.kanban.measures import cars, own_upgrades
from companion.games.kanban.seats import gain_seat
from companion.games.kanban.state import FactoryGoal, KanbanState

SECTION = "KDE Human Resources, Factory Goals"
WORDS = {"certifications": "Certifications", "cars": "cars claimed", "designs": "Designs upgraded"}


def goal_range(board, area: str) -> tuple[int, int]:
    """The counts a Factory Goal tile of an area can ask for: from 1 to what a player can reach at all
    (a Certification in each department; a car in each garage, the fifth unlocked (KDE Assembly Line, No More
    Garages); an Upgraded Design for each Part of each Model (KDE Components: a Design per Part and Model))."""
    if area == "certifications":
        return 1, len(DEPARTMENTS)
    if area == "cars":
        return 1, board.numbers.garages_certified
    return 1, len(board.names.models) * len(board.names.parts)


def lay_out(board, players: int, chosen: dict[str, list[int]]) -> list[FactoryGoal]:
    """The six tiles of a game (KDE Setup 3): per area the easier and the harder count, with their Seats."""
    unknown = sorted(set(chosen) - set(FACTORY_AREAS))
    if unknown:
        raise InputError(said("kanban", "Factory Goals: there is no area {unknown!r} (the areas: {join})", unknown=unknown[0], join=', '.join(WORDS.values())))
    seats = board.for_players(players).factory_goal_seats
    out = []
    for area in FACTORY_AREAS:
        counts = sorted(chosen.get(area) or board.factory_goal_counts(area))
        low, high = goal_range(board, area)
        if len(counts) != 2 or counts[0] < low or counts[1] > high:
            raise InputError(said("kanban", "Factory Goals: {WORDS} need two tiles, each a count from {low} to {high}", WORDS=WORDS[area], low=low, high=high))
        out += [FactoryGoal(area=area, at_least=k, seats=s) for k, s in zip(counts, seats)]
    return out


def reached(state: KanbanState, pid: str, area: str) -> int:
    if area == "certifications":
        return state.certifications(pid)
    if area == "cars":
        return len(cars(state, pid))
    return len(own_upgrades(state, pid))


def check_goals(state: KanbanState, pid: str, ledger: Ledger) -> None:
    """Give the player a Seat from every tile whose count they have now reached, while it has Seats."""
    for goal in state.factory_goals:
        if pid in goal.taken_by or reached(state, pid, goal.area) < goal.at_least:
            continue
        if goal.seats == 0:
            continue  # the tile is flipped: others got there first
        goal.seats -= 1
        goal.taken_by.append(pid)
        gain_seat(state, pid, ledger, "kanban.seat_factory_goal", at_least=goal.at_least, area=goal.area, place=len(goal.taken_by))
        if goal.seats == 0:
            ledger.remark(None, "kanban.factory_goal_flipped", SECTION, at_least=goal.at_least, area=goal.area)
