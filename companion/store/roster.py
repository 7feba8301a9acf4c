"""The roster: the people a group plays with, reused across games.

Names are unique regardless of case ("anna" and "Anna" are one person). A
seat of a game links to a roster player so that statistics follow people, not
the names typed at set-up.
"""

from __future__ import annotations

import uuid as uuidlib

from companion.core.errors import InputError
from companion.core.models import MAX_NAME
from companion.core.text import check_name
from companion.core.wording import said
from companion.core.pack import Summary
from companion.store import tables
from companion.store.connection import Connection
from companion.store.errors import StoreError
from companion.store.models import RosterPlayer

_COLUMNS = "id, uuid, name, color, created"


def _row(r) -> RosterPlayer:
    return RosterPlayer(id=r[0], uuid=r[1], name=r[2], color=r[3], created=r[4])


def clean_name(name: str) -> str:
    """A roster name: tidied spaces, 1 to MAX_NAME characters, no control characters (core/text.py)."""
    return check_name(name or "", "a player's name", MAX_NAME)


class Roster:
    """The roster: methods of the Store, over its one `connection`."""

    connection: Connection

    def players(self) -> list[RosterPlayer]:
        with self.connection.lock:
            rows = self.connection.conn.execute(f"SELECT {_COLUMNS} FROM players ORDER BY name COLLATE NOCASE").fetchall()
        return [_row(r) for r in rows]

    def player(self, player_id: int) -> RosterPlayer:
        with self.connection.lock:
            r = self.connection.conn.execute(f"SELECT {_COLUMNS} FROM players WHERE id = ?", (player_id,)).fetchone()
        if r is None:
            raise StoreError(said("core", "there is no player {id} in the roster", id=player_id))
        return _row(r)

    def find_player(self, name: str) -> RosterPlayer | None:
        with self.connection.lock:
            r = self.connection.conn.execute(f"SELECT {_COLUMNS} FROM players WHERE name = ?", (" ".join(name.split()),)).fetchone()
        return _row(r) if r else None

    def match_player(self, uuid: str, name: str) -> RosterPlayer | None:
        """The roster player another copy of a game names (import, merge): the same uuid, else the same name."""
        pid = tables.find_by_uuid(self.connection.db, "players", uuid)
        return self.player(pid) if pid is not None else self.find_player(name)

    def _roster_id(self, uuid: str, name: str, color: str, created: str) -> int:
        """The roster id of another copy's player (import, merge): the one `match_player` finds, else a new
        roster entry (`name` checked already); call inside `Connection.write()`."""
        found = self.match_player(uuid, name)
        if found is not None:
            return found.id
        return tables.insert_player(self.connection.db, uuid=uuid, name=name, color=color, created=created)

    def _name_free(self, name: str, player_id: int | None = None) -> None:
        r = self.connection.conn.execute("SELECT id, name FROM players WHERE name = ?", (name,)).fetchone()
        if r is not None and r[0] != player_id:
            raise StoreError(said("core", "there is already a player called {name} in the roster", name=r[1]))

    def add_player(self, name: str, color: str = "", *, uuid: str | None = None) -> RosterPlayer:
        name = clean_name(name)
        with self.connection.write():
            self._name_free(name)
            pid = tables.insert_player(self.connection.db, uuid=uuid or str(uuidlib.uuid4()), name=name,
                                       color=(color or "").strip(), created=self.connection.now())
        return self.player(pid)

    def rename_player(self, player_id: int, name: str) -> RosterPlayer:
        name = clean_name(name)
        with self.connection.write():
            self.player(player_id)
            self._name_free(name, player_id)
            self.connection.conn.execute("UPDATE players SET name = ? WHERE id = ?", (name, player_id))
        return self.player(player_id)

    def set_color(self, player_id: int, color: str) -> RosterPlayer:
        with self.connection.write():
            self.player(player_id)
            self.connection.conn.execute("UPDATE players SET color = ? WHERE id = ?", ((color or "").strip(), player_id))
        return self.player(player_id)

    def link_seats(self, summary: Summary, seats: list[int] | None) -> list[int | None]:
        """Roster ids per seat: those given, else the roster player of the same name (or None)."""
        n = len(summary.players)
        if seats is None:
            linked = [found.id if (found := self.find_player(p.name)) else None for p in summary.players]
            taken = [x for x in linked if x is not None]
            return linked if len(taken) == len(set(taken)) else [None] * n
        if len(seats) != n:
            raise InputError(said("core", "the game has {n} players but {given} seats were given", n=n, given=len(seats)))
        given = [s for s in seats if s is not None]
        if len(given) != len(set(given)):
            raise InputError("a roster player can take only one seat")
        for pid in given:
            self.player(pid)
        return list(seats)
