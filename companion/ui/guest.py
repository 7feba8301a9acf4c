"""What a guest (a phone that joined `companion serve` with the table code) may reach.

The table is the games running on the host and those played since it started
serving (`Hosting.started`: a game the table just finished stays the table's);
the players at it are the roster players seated in those games and the players
added since the server started. A guest plays the table's games while they run
(steps, undo, redo, corrections), starts new ones seating the table's players,
adds players, and reads the past games of the players at the table (their
history and statistics: read only, a finished game is never changed from a
guest's phone). The rest of the roster and the other groups' games are not
there for a guest. Everything that changes or replaces stored games, or the
device's own settings, is the host's: abandoning, resuming or renaming a game,
renaming a player or changing their colour, importing a game file, backing up,
restoring, merging, and the board values kept for new games.

The guest's store is an allow-list: `GUEST_ALLOWED` names every `Store`
method a guest may call and how far it reaches; `HOST_ONLY` and `RAW` name the
rest, and any name in neither is refused too (a new `Store` method is the
host's until it is classified; tests/ui/test_guest_scope.py fails until it is).
Screens hide the host's actions for guests (`AppContext.is_host`); the guest's
store (`GuestStore`, put in every guest session's slot by `make_main`) refuses
them again with one plain sentence if a guest reaches them anyway, and answers
a question about another game or player as if it were not there.
"""

from __future__ import annotations

from typing import Any

from companion.core.errors import InputError
from companion.core.wording import said
from companion.store.errors import StoreError
from companion.ui.words import N_, _

#: reads of one game (first argument: its id): a game at the table, or a past game of the table's players
READ = frozenset({"info", "version", "load", "replay_state", "timeline", "results", "mark",
                  "export_json", "export_log", "export_csv", "export_bgstats", "bgstats_link"})
#: writes to one game (first argument: its id): a game at the table, while it runs
PLAY = frozenset({"submit", "preview", "undo", "redo", "undo_to"})
#: answered by GuestStore itself, within the table: lists, the roster, a new game, a new player, the clock
SCOPED = frozenset({"sessions", "running", "players", "player", "find_player", "player_stats", "pack_stats",
                    "create_session", "add_player", "now"})
GUEST_ALLOWED = READ | PLAY | SCOPED

#: store methods that change or replace stored games, or open other files -> what the refusal calls them
HOST_ONLY = {
    "abandon": "abandon a game",
    "resume": "resume a game",
    "rename_session": "rename a game",
    "rename_player": "rename a player",
    "set_color": "change a player's colour",
    "import_json": "import a game file",
    "backup": "back up the games",
    "restore": "restore a backup",
    "rebuild": "repair a game",
    "open": "open another database",
    "close": "close the database",
}
#: the store's connection, its file and what import and merge call: code that works through them (store.merge's
#: functions, the roster's and transfers' inner steps) is refused for guests; they reach them through the methods above
RAW = frozenset({"conn", "db", "connection", "path", "link_seats", "match_player", "add_session", "extend_session", "extend_played",
                 "problems"})  # problems: the host's games the store could not replay when it opened
RAW_ACTION = "change the stored games this way"
#: what is refused beyond the store: merging another device's games, the board values this device keeps
MERGE = "merge another device's games"
KEEP_BOARD = N_("keep board values for every new game on this device")
#: sessions read at once when looking for the games played since the server started
PAGE = 50


def refusal(action: str) -> InputError:
    return InputError(_("Only the host screen can {action}.").format(action=_(action)))


def host_only(app: Any, action: str) -> bool:
    """Whether this screen is the host's; on a guest's, says so (one sentence) and nothing is done."""
    if app.is_host:
        return True
    app.say(str(refusal(action)), error=True)
    return False


def hidden(sid: Any) -> StoreError:
    """What the store says of a game it does not hold: a guest learns nothing of the host's other games."""
    return StoreError(said("core", "there is no session {id}", id=sid))


def no_player(pid: Any) -> StoreError:
    return StoreError(said("core", "there is no player {id}", id=pid))


def finished_game() -> InputError:
    return InputError(_("This game is not running: only the host screen can change it."))


class GuestStore:
    """A guest's view of the store: the table's games and players only, and nothing that changes stored games."""

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
        """Roster ids of the players at the table: seated in its games, or added since the server started."""
        seated = {seat.player_id for info in self.table_games() for seat in info.seats if seat.player_id is not None}
        if self._since:
            seated |= {p.id for p in self._store.players() if p.created >= self._since}
        return seated

    def _at_table(self, info: Any) -> bool:
        return info.status == "running" or bool(self._since and info.updated >= self._since)

    def _visible(self, info: Any, players: set[int]) -> bool:
        return self._at_table(info) or any(seat.player_id in players for seat in info.seats)

    def at_table(self, session_id: Any) -> bool:
        """Whether a guest may see this game (one game and the running ones are read, not the whole history)."""
        try:
            info = self._store.info(session_id)
        except StoreError:
            return False
        return self._visible(info, self.table_players())

    def playable(self, session_id: Any) -> bool:
        """Whether a guest may change this game: it is at the table and still running."""
        try:
            info = self._store.info(session_id)
        except StoreError:
            return False
        return info.status == "running"

    # --- lists and the roster, within the table -------------------------------------------
    def sessions(self, *args: Any, **kw: Any) -> list[Any]:
        players = self.table_players()
        return [info for info in self._store.sessions(*args, **kw) if self._visible(info, players)]

    def running(self) -> Any:
        return self._store.running()

    def players(self) -> list[Any]:
        """The table's players: a guest's Players and New game screens list them, not the whole roster."""
        players = self.table_players()
        return [p for p in self._store.players() if p.id in players]

    def player(self, player_id: int) -> Any:
        if player_id not in self.table_players():
            raise no_player(player_id)
        return self._store.player(player_id)

    def find_player(self, name: str) -> Any:
        found = self._store.find_player(name)
        return found if found is not None and found.id in self.table_players() else None

    def add_player(self, *args: Any, **kw: Any) -> Any:
        return self._store.add_player(*args, **kw)  # a player added now is at the table (added since it started)

    def create_session(self, pack_id: str, setup: dict, seats: list[int] | None = None, **kw: Any) -> Any:
        """A new game seating the table's players only (by name when no seats are given: the table's of that name)."""
        players = self.table_players()
        if seats is None:
            seats = self._seats_by_name(pack_id, setup, players)
        for pid in seats:
            if pid is not None and pid not in players:
                raise no_player(pid)
        return self._store.create_session(pack_id, setup, seats, **kw)

    def _seats_by_name(self, pack_id: str, setup: dict, players: set[int]) -> list[int | None]:
        from companion.core.registry import get_pack

        seated = setup.get(get_pack(pack_id).seats_field) if isinstance(setup, dict) else None
        if not isinstance(seated, list):
            return []  # the store says what the set-up lacks
        by_name = {p.name: p.id for p in self._store.players() if p.id in players}
        names = [" ".join(str(s.get("name", "")).split()) if isinstance(s, dict) else "" for s in seated]
        return [by_name.get(n) for n in names]

    def player_stats(self, player_id: int | None = None, pack_id: str | None = None, variant: str | None = None) -> list[Any]:
        players = self.table_players()
        if player_id is not None and player_id not in players:
            return []
        return [s for s in self._store.player_stats(player_id, pack_id, variant) if s.player_id in players]

    def pack_stats(self, variant: str | None = None) -> list[Any]:
        """Figures over every game of the host: not the table's to see."""
        return []

    def now(self) -> str:
        return self._store.now()

    # --- everything else: the allow-list ----------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        if name in READ or name in PLAY:
            return self._scoped(name)
        if name in HOST_ONLY:
            action = HOST_ONLY[name]

            def refused(*_args: Any, **_kw: Any) -> Any:
                raise refusal(action)

            return refused
        # the connection, the store's insides, and any method not classified yet: the host's
        raise refusal(RAW_ACTION)

    def _scoped(self, name: str) -> Any:
        target = getattr(self._store, name)
        writes = name in PLAY

        def scoped(session_id: Any, *args: Any, **kw: Any) -> Any:
            if not self.at_table(session_id):
                raise hidden(session_id)
            if writes and not self.playable(session_id):
                raise finished_game()
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
            raise refusal(MERGE)
        raise AttributeError(name)
