"""Merging another device's games into this database: one history for a group that played on several phones.

The other device's database is checked in a copy as a restore is (staging.py), then a plan is shown before
anything changes: games new here (known by their uuid in its lower-case form), games already here (the same
or longer here: nothing to do; continued there: its later steps are added; gone another way: left as they
are, and said so), and the other device's players (the same uuid, else the same name, or new to the roster).
`apply_merge` carries the confirmed plan out in one transaction, once it checked the plan still holds;
merging the same file again changes nothing.
"""

from __future__ import annotations

import json
import sqlite3
import uuid as uuidlib
from dataclasses import dataclass, field
from pathlib import Path

from companion.core.wording import said
from companion.store import tables
from companion.store.errors import StoreError, device_full
from companion.store.roster import clean_name
from companion.store.staging import Staged, stage
from companion.store.store import Store

NEW, SAME, CONTINUED, DIFFERS = "new", "same", "continued", "differs"


def normal_uuid(text: str) -> str:
    """A uuid as it is compared: lower case, with its dashes ('3F2A...' and '3f2a-...' are one game)."""
    try:
        return str(uuidlib.UUID(text.strip()))
    except (ValueError, AttributeError):
        return str(text).strip().lower()


@dataclass(frozen=True)
class GamePlan:
    uuid: str
    title: str
    pack_id: str
    status: str
    #: NEW, SAME, CONTINUED or DIFFERS
    action: str
    #: the game's number in the other device's database
    there: int = 0
    #: the game's number here (None for a new game)
    here: int | None = None
    #: steps a continued game gains
    steps: int = 0


@dataclass(frozen=True)
class PlayerPlan:
    uuid: str
    name: str
    #: the roster player here it is (None: added to the roster)
    here: int | None = None
    here_name: str | None = None


@dataclass
class MergePlan:
    """What merging `staged` would do; `discard()` it when done."""

    staged: Staged
    games: list[GamePlan] = field(default_factory=list)
    players: list[PlayerPlan] = field(default_factory=list)

    def of(self, action: str) -> list[GamePlan]:
        return [g for g in self.games if g.action == action]

    @property
    def changes(self) -> bool:
        return bool(self.of(NEW) or self.of(CONTINUED) or any(p.here is None for p in self.players))

    def key(self) -> tuple:
        return tuple(self.games), tuple(self.players)

    def discard(self) -> None:
        self.staged.discard()

    def lines(self, name: str | None = None) -> list[str]:
        """The plan in words, one line each (`name`: the file as the screen names it; its own name by default)."""
        new, continued, same, differs = (self.of(a) for a in (NEW, CONTINUED, SAME, DIFFERS))
        out = [said("core", "{n:count/game} in {file}:", n=len(self.games), file=name or self.staged.source.name)]
        if new:
            out.append(said("core", "new here, to be added ({n}): {titles}", n=len(new), titles="; ".join(g.title for g in new)))
        if continued:
            out.append(said("core", "played further there, steps to be added ({n}): {titles}", n=len(continued),
                            titles="; ".join(f"{g.title} (+{g.steps})" for g in continued)))
        if same:
            out.append(said("core", "already here ({n}): nothing to do", n=len(same)))
        if differs:
            out.append(said("core", "went another way there ({n}), left as they are here: {titles}", n=len(differs),
                            titles="; ".join(g.title for g in differs)))
        used = [p for p in self.players if p.here is not None]
        added = [p for p in self.players if p.here is None]
        if used:
            out.append(said("core", "players already here: {names}", names=", ".join(
                p.name if p.here_name == p.name else f"{p.name} = {p.here_name}" for p in used)))
        if added:
            out.append(said("core", "new players for the roster: {names}", names=", ".join(p.name for p in added)))
        if not self.changes:
            out.append(said("core", "Nothing to merge: every game and player of that file is here already."))
        return out


# --- the plan ------------------------------------------------------------------------------------


def _game(store: Store, incoming: Store, row: dict, here: dict[str, int]) -> GamePlan:
    normal = normal_uuid(row["uuid"])
    plan = dict(uuid=normal, title=row["title"], pack_id=row["pack_id"], status=row["status"], there=row["id"])
    sid = here.get(normal)
    if sid is None:
        return GamePlan(**plan, action=NEW)
    theirs, ours = tables.read_log(incoming.db, row["id"]), tables.read_log(store.db, sid)
    if theirs == ours[:len(theirs)]:
        return GamePlan(**plan, action=SAME, here=sid)
    abandoned = store.conn.execute("SELECT status FROM sessions WHERE id = ?", (sid,)).fetchone()[0] == "abandoned"
    if ours == theirs[:len(ours)] and not abandoned:
        return GamePlan(**plan, action=CONTINUED, here=sid, steps=len(theirs) - len(ours))
    return GamePlan(**plan, action=DIFFERS, here=sid)


def _players(store: Store, incoming: Store) -> list[PlayerPlan]:
    out = []
    for puuid, name in incoming.conn.execute("SELECT uuid, name FROM players ORDER BY name COLLATE NOCASE"):
        found = store.match_player(puuid, name)
        out.append(PlayerPlan(puuid, name, *((found.id, found.name) if found else (None, None))))
    return out


def _plan(store: Store, incoming: Store, staged: Staged) -> MergePlan:
    here: dict[str, int] = {}
    for sid, text in store.conn.execute("SELECT id, uuid FROM sessions ORDER BY id"):
        here.setdefault(normal_uuid(text), sid)
    plan = MergePlan(staged)
    seen: set[str] = set()
    for row in incoming.db.query("SELECT * FROM sessions ORDER BY created, id"):
        if normal_uuid(row["uuid"]) in seen:
            continue  # the other device holds two copies of one game: the first is the one merged
        seen.add(normal_uuid(row["uuid"]))
        plan.games.append(_game(store, incoming, row, here))
    plan.players = _players(store, incoming)
    return plan


def plan_merge(store: Store, path: str | Path) -> MergePlan:
    """Check the other device's database and say what merging it would do (nothing is changed)."""
    staged = stage(path, store.path.parent, verb="merged")
    try:
        with Store.open(staged.path) as incoming, store.connection.read():
            return _plan(store, incoming, staged)
    except BaseException:
        staged.discard()
        raise


# --- carrying it out -------------------------------------------------------------------------------


@dataclass(frozen=True)
class MergeResult:
    added: int
    continued: int
    players_added: int

    def words(self) -> str:
        """What the merge did, in words a screen shows in its language."""
        return said("core", "Merged: {added:count/game} added, {continued:count/game} played further, {players:count/player} added to "
                    "the roster.", added=self.added, continued=self.continued, players=self.players_added)


def _add_game(store: Store, incoming: Store, game: GamePlan, roster: dict[str, int]) -> None:
    row = incoming.connection.session_row(game.there)
    seats = [(pack_player, name, color, roster.get(puuid))
             for _seat, pack_player, name, color, puuid, *_p in tables.read_seats(incoming.db, game.there)]
    store.add_session({**row, "uuid": game.uuid, "options": json.loads(row["options"])}, seats,
                      tables.read_log(incoming.db, game.there))


def _roster(store: Store, incoming: Store, plan: MergePlan) -> tuple[dict[str, int], int]:
    """Incoming player uuid -> roster id here, adding the new players; and how many were added."""
    out = {}
    for p in plan.players:
        color, created = incoming.conn.execute("SELECT color, created FROM players WHERE uuid = ?", (p.uuid,)).fetchone()
        out[p.uuid] = store._roster_id(p.uuid, clean_name(p.name), color, created)  # the plan's match: checked still to hold
    return out, sum(p.here is None for p in plan.players)


def apply_merge(store: Store, plan: MergePlan) -> MergeResult:
    """Carry out the plan the user confirmed, in one transaction; refused if the games here changed meanwhile."""
    if not plan.changes:
        return MergeResult(0, 0, 0)
    try:
        return _carry_out(store, plan)
    except sqlite3.Error as exc:  # a full disk, a read-only folder: the transaction was rolled back
        raise device_full(exc, said("core", "nothing was merged")) or StoreError(
            said("core", "the games could not be merged ({why}); nothing was merged", why=str(exc))) from None


def _carry_out(store: Store, plan: MergePlan) -> MergeResult:
    with Store.open(plan.staged.path) as incoming:
        with store.connection.write():
            if _plan(store, incoming, plan.staged).key() != plan.key():
                raise StoreError(said("core", "the games here changed since the plan was made; look at the new plan; "
                                      "nothing was merged"))
            roster, players_added = _roster(store, incoming, plan)
            for game in plan.of(NEW):
                _add_game(store, incoming, game, roster)
            for game in plan.of(CONTINUED):
                store.extend_session(game.here, tables.read_log(incoming.db, game.there))
        store.connection.forget()
    return MergeResult(len(plan.of(NEW)), len(plan.of(CONTINUED)), players_added)
