"""What a guest (a phone that joined `companion serve` with the table code) may reach.

The table is the games running on the host and those played since it started
serving (`Hosting.started`: a game the table just finished stays the table's);
the players at it are the roster players seated in those games. A guest plays those games (steps, undo, redo,
corrections), starts new ones and adds players, and sees the games of the
players at the table (their history and statistics). Everything that changes
or replaces stored games is the host's: abandoning, resuming or renaming a game,
renaming a player or changing their colour, importing a game file, backing up,
restoring and merging.

Screens hide those actions for guests (`AppContext.is_host`); the guest's
store (`GuestStore`, put in every guest session's slot by `make_main`) refuses
them again with one plain sentence if a guest reaches them anyway, and answers
a question about another game as if that game were not there.
"""

from __future__ import annotations

from typing import Any

from companion.core.errors import InputError
from companion.store.errors import StoreError

#: store methods that change or replace stored games -> what the refusal calls them
HOST_ONLY = {
    "abandon": "abandon a game",
    "resume": "resume a game",
    "rename_session": "rename a game",
    "delete_session": "delete a game",
    "rename_player": "rename a player",
    "set_color": "change a player's colour",
    "delete_player": "delete a player",
    "import_json": "import a game file",
    "backup": "back up the games",
    "restore": "restore a backup",
    "merge": "merge another device's games",
    "close": "close the database",
}
#: sessions read at once when looking for the games played since the server started
PAGE = 50
#: the store's connection and its repositories: code that works through them (store.merge's functions, a
#: repository's own methods) is refused for guests; they reach the repositories through the Store's methods
RAW = {"conn", "db", "connection", "roster", "stats", "transfer", "backups", "rebuilding"}
RAW_ACTION = "change the stored games this way"
#: store methods whose first argument is a session id: a guest reaches only the table's
BY_SESSION = {"info", "version", "load", "replay_state", "submit", "preview", "undo", "redo", "undo_to", "timeline",
              "results", "export_json", "export_csv", "export_bgstats", "bgstats_link", "rebuild", "correct", "mark",
              "corrections", "log", "entries"}


def refusal(action: str) -> InputError:
    return InputError(f"Only the host screen can {action}.")


def hidden(sid: Any) -> StoreError:
    """What the store says of a game it does not hold: a guest learns nothing of the host's other games."""
    return StoreError(f"there is no session {sid}")


class GuestStore:
    """A guest's view of the store: the table's games only, and nothing that changes stored games."""

    def __init__(self, store: Any, since: str = ""):
        self._store = store
        #: the store's time the server started (empty: only the running games are the table's)
        self._since = since

    # --- what is at the table ----------------------------------------------------------
    def table_games(self) -> list[Any]:
        """The running games, and the games changed since the server started (newest first, read by pages)."""
        games = {info.id: info for info in self._store.sessions(status="running")}
        offset = 0
        while self._since:
            page = self._store.sessions(limit=PAGE, offset=offset)
            recent = [info for info in page if info.updated >= self._since]
            games.update((info.id, info) for info in recent)
            if len(recent) < len(page) or len(page) < PAGE:
                break
            offset += PAGE
        return list(games.values())

    def table_players(self) -> set[int]:
        return {seat.player_id for info in self.table_games() for seat in info.seats if seat.player_id is not None}

    def _visible(self, info: Any, players: set[int]) -> bool:
        at_table = info.status == "running" or bool(self._since and info.updated >= self._since)
        return at_table or any(seat.player_id in players for seat in info.seats)

    def sessions(self, *args: Any, **kw: Any) -> list[Any]:
        players = self.table_players()
        return [info for info in self._store.sessions(*args, **kw) if self._visible(info, players)]

    def running(self) -> Any:
        return self._store.running()

    def at_table(self, session_id: Any) -> bool:
        """Whether a guest may see this game (one game and the running ones are read, not the whole history)."""
        try:
            info = self._store.info(session_id)
        except StoreError:
            return False
        return self._visible(info, self.table_players())

    def player_stats(self, player_id: int | None = None, pack_id: str | None = None) -> list[Any]:
        players = self.table_players()
        if player_id is not None and player_id not in players:
            return []
        return [s for s in self._store.player_stats(player_id, pack_id) if s.player_id in players]

    def pack_stats(self) -> list[Any]:
        """Figures over every game of the host: not the table's to see."""
        return []

    # --- everything else ------------------------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        if name.startswith("_") or name in RAW:
            # the connection and the store's insides: what works on them (a merge, a repair) is the host's
            raise refusal(RAW_ACTION)
        if name in HOST_ONLY:
            action = HOST_ONLY[name]

            def refused(*_args: Any, **_kw: Any) -> Any:
                raise refusal(action)

            return refused
        target = getattr(self._store, name)
        if name not in BY_SESSION:
            return target

        def scoped(session_id: Any, *args: Any, **kw: Any) -> Any:
            if not self.at_table(session_id):
                raise hidden(session_id)
            return target(session_id, *args, **kw)

        scoped.__name__ = name  # the screens tell a preview from other calls by its name (AppContext.attempt)
        return scoped


class GuestSlot:
    """The slot a guest session reads through: the shared store, seen as a guest; no restore."""

    def __init__(self, slot: Any, since: str = ""):
        self._slot = slot
        self._since = since

    @property
    def path(self):
        return self._slot.path

    @property
    def store(self) -> GuestStore:
        return GuestStore(self._slot.store, self._since)

    def restore(self, backup: Any) -> Any:
        raise refusal(HOST_ONLY["restore"])

    def __getattr__(self, name: str) -> Any:
        if name.startswith("merge"):
            raise refusal(HOST_ONLY["merge"])
        raise AttributeError(name)
