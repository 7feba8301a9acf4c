"""Players around a table: ids, seating order, turn order, look-ups.

Game packs keep their players in seating order (clockwise). These helpers are
the same for every pack: find a player by id or name, check a roster, and
list the players clockwise from a given one.
"""

from __future__ import annotations

from typing import Iterable, Protocol, Sequence, TypeVar

from pydantic import Field

from companion.core.errors import InputError
from companion.core.models import State
from companion.core.wording import said


class Seat(State):
    """A player as entered at the start of a game."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    color: str = ""


class HasId(Protocol):
    id: str
    name: str


P = TypeVar("P", bound=HasId)


def check_roster(players: Sequence[HasId], low: int, high: int, section: str = "") -> None:
    """Refuse a roster with the wrong number of players or repeated ids/names."""
    if not low <= len(players) <= high:
        raise InputError(said("core", "this game is for {low}-{high} players, not {n}", low=low, high=high, n=len(players)), section=section or None)
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids):
        raise InputError(said("core", "two players have the same id"))
    names = [p.name.casefold() for p in players]
    if len(set(names)) != len(names):
        raise InputError(said("core", "two players have the same name"))


def find(players: Sequence[P], key: str) -> P:
    """The player with this id (or, failing that, this name, ignoring case)."""
    for p in players:
        if p.id == key:
            return p
    for p in players:
        if p.name.casefold() == key.casefold():
            return p
    known = ", ".join(p.id for p in players)
    raise InputError(said("core", "no player {key!r} at this table (players: {known})", key=key, known=known))


def index_of(players: Sequence[HasId], key: str) -> int:
    target = find(players, key)
    return next(i for i, p in enumerate(players) if p is target)


def clockwise_from(players: Sequence[P], start: str) -> list[P]:
    """Every player once, clockwise (seating order) beginning with `start`."""
    i = index_of(players, start)
    return list(players[i:]) + list(players[:i])


def names(players: Iterable[HasId]) -> dict[str, str]:
    return {p.id: p.name for p in players}
