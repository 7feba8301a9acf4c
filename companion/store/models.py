"""What the store hands to the app: plain pydantic views of its rows (fields may be added, never removed)."""

from __future__ import annotations

from typing import Any

from pydantic import model_serializer

from companion.core.decisions import PendingDecision
from companion.core.ledger import LedgerEntry
from companion.core.models import Model, Text
from companion.core.pack import Outcome, Result, Summary

STATUSES = ("running", "finished", "abandoned")


class RosterPlayer(Model):
    id: int
    uuid: str
    name: str
    color: str = ""
    created: str


class SeatInfo(Model):
    seat: int
    name: str
    color: str = ""
    #: the roster player sitting here (None: a guest not in the roster)
    player_id: int | None = None
    #: the player's id inside the game's state
    pack_player: str = ""


class SessionInfo(Model):
    id: int
    uuid: str
    pack_id: str
    title: str
    #: the game version / expansion played (a Phrase where the rules composed it: schema 11), and the options
    #: chosen at set-up
    variant: Text = ""
    options: dict[str, Any] = {}
    seats: list[SeatInfo] = []
    status: str
    created: str
    updated: str
    finished: str | None = None
    progress: Text = ""
    #: the last log seq: changes whenever anything is entered (see Store.version)
    version: int = 0
    #: play entries in the current history
    plays: int = 0


class LogEntryView(Model):
    seq: int
    #: "play" for a game entry; "undo", "redo", "undo_to" move through the history
    op: str
    kind: str
    entry: dict[str, Any]
    created: str
    #: a play entry that is not part of the current history
    undone: bool = False
    #: the store's words for the entry (core/wording.py: a Phrase where they come from a template)
    label: Text = ""
    #: undo_to: the seq it returned to
    target: int | None = None
    #: what a play entry moved (money, shares...), with reasons
    ledger: list[LedgerEntry] = []
    #: the game's progress after a play entry
    progress: Text = ""


class SessionView(Model):
    info: SessionInfo
    state: Any
    summary: Summary
    #: a list, or the store's `entries.LogEntries` (a sequence whose views are built when read)
    entries: list[LogEntryView]
    can_undo: bool
    can_redo: bool

    @model_serializer(mode="wrap")
    def _written_whole(self, handler: Any) -> Any:
        """Entries built when read are all built (and their ledgers replayed) first."""
        if not isinstance(self.entries, list):
            return handler(self.model_copy(update={"entries": list(self.entries)}))
        return handler(self)


class Preview(Outcome):
    """What an entry would do (`Store.preview`), with the entry and the game's mark it was worked out from.

    `Store.submit(..., previewed=...)` stores it as it is while the game has not moved since (the
    same entry, the same last entry of the same game in the same file): the rules run once per step."""

    entry: dict = {}
    mark: tuple = ()


class SubmitResult(Model):
    outcome: Outcome
    view: SessionView
    stored: bool

    @property
    def pending(self) -> PendingDecision | None:
        return self.outcome.pending


class TimelinePoint(Model):
    """One player's numbers at the end of one cycle (or the latest moment of it)."""

    order: int
    key: str
    seat: int
    player_id: int | None = None
    name: str
    color: str = ""
    cash: int | None = None
    #: the pack's chart value (the first of `Pack.chart_values`, e.g. a share value), when it has one
    value: int | None = None
    score: int
    #: the pack's second chart value (e.g. the other companies' shares a player holds), when it has one
    value2: int | None = None


class ResultRow(Result):
    """A player's final standing (core.pack.Result; `player` = the id in the game's state) and seat."""

    seat: int
    player_id: int | None = None
    name: str
    color: str = ""


class Rival(Model):
    name: str
    player_id: int | None = None
    times: int


class Record(Model):
    """Finished games, wins and scores (scores of one pack: they are in its own unit)."""

    games: int
    wins: int
    win_rate: float
    avg_score: float | None = None
    best_score: int | None = None
    #: number of players at the table -> average score
    avg_by_player_count: dict[int, float] = {}


class PackRecord(Record):
    """One player's finished games of one game pack."""

    pack_id: str


class PlayerStats(Record):
    """A player's record. Games, wins and rivals count every pack asked for; scores never mix packs.

    With a pack asked for (`player_stats(pack_id=...)`) every number is that pack's. Over all
    packs, the score numbers (avg_score, best_score, avg_by_player_count) are filled only when
    the player's games are all of one pack (`pack_id` names it); `by_pack` always has them per pack.
    """

    player_id: int
    name: str
    color: str = ""
    #: the rival who most often finished ahead of this player
    nemesis: Rival | None = None
    #: the rival this player most often finished ahead of
    favourite_victim: Rival | None = None
    #: the pack the score numbers above are for (None: several packs, see by_pack)
    pack_id: str | None = None
    #: per game pack, most played first
    by_pack: list[PackRecord] = []


class PackStats(Model):
    pack_id: str
    plays: int
    avg_winning_score: float | None = None
    #: the finished game with the most entries, and how many
    longest_entries: int = 0
    longest_entries_session: int | None = None
    #: the finished game that took longest from start to finish, in minutes
    longest_minutes: float | None = None
    longest_minutes_session: int | None = None


class ImportResult(Model):
    session_id: int
    #: False when the session was already in the database
    created: bool
    #: entries added to a session that was already there (it was continued elsewhere)
    appended: int = 0


class RestoreResult(Model):
    #: the database that now holds the restored games
    target: str
    #: where the database that was there before was kept (None: there was none)
    previous: str | None = None
    sessions: int = 0
