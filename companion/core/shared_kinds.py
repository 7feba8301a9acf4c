"""The entry kinds every pack shares: a direct edit, a board correction, a note, a score counted at the table.

The direct edit (`edit`), the board correction (`board`) and the plain note
(`note`) entries are the same in every pack; a pack adds them to its own kinds
with `common_kinds(board, values)` (its values worded its way), and `adjust_kind`
when the table counts score or money the companion does not mirror.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Literal

from pydantic import BaseModel, Field, model_validator

from companion.core.boarddata import OverridableBoard
from companion.core.edit import PLAIN, ValueWords, apply_edit, apply_edits, correction_lines
from companion.core.errors import InputError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said

Handler = Callable[[Any, Any], Any]


def builds_state(handler: Handler) -> Handler:
    """Mark a handler that never changes the state it is given and returns a state it built from
    plain data and validated as a whole (`edit.apply_edits`): the dispatcher hands it the state
    itself, not a working copy, and does not validate its result a second time."""
    handler.builds_state = True  # type: ignore[attr-defined]
    return handler


class Change(Model):
    path: str = Field(min_length=1)
    value: Any = None


class EditEntry(Model):
    """Set mirrored values of the state ("players.0.pp" = 12): the table is always right.

    One value with `path` and `value`, or several that must change together with
    `changes` (validated as a whole, so no in-between state is ever checked).
    """

    kind: Literal["edit"] = "edit"
    path: str | None = None
    value: Any = None
    changes: list[Change] = []
    note: str = ""

    @model_validator(mode="after")
    def _one_form(self):
        if bool(self.path) == bool(self.changes):
            raise ValueError("give either a path and a value, or a list of changes")
        return self

    def pairs(self) -> list[tuple[str, Any]]:
        if self.path:
            return [(self.path, self.value)]
        return [(c.path, c.value) for c in self.changes]


class BoardEntry(Model):
    """Correct one printed value for this game ("car_values.0.value" = 3); None removes the correction."""

    kind: Literal["board"] = "board"
    path: str
    value: Any = None
    note: str = ""


class NoteEntry(Model):
    """A line for the game's record that changes nothing (what happened on the cardboard)."""

    kind: Literal["note"] = "note"
    text: str = Field(min_length=1)
    player: str | None = None


def apply_note_entry(state: BaseModel, entry: NoteEntry) -> Outcome:
    """A note for the record; the player it names, if any, plays in this game."""
    ids = [p.id for p in getattr(state, "players", [])]
    if entry.player is not None and entry.player not in ids:
        raise InputError(said("core", "note: no player {player!r}; players: {join}", player=entry.player, join=', '.join(ids)))
    ledger = Ledger()
    ledger.remark(entry.player, "core.table_note", "", text=entry.text)
    return Outcome(state=state, ledger=list(ledger))


@dataclass(frozen=True)
class EditHandler:
    """The `edit` entry: values set, validated with the whole state; each corrected value a line in the pack's words."""

    values: ValueWords = PLAIN
    builds_state: ClassVar[bool] = True  # apply_edits validates what it changes: no copy, no second check

    def __call__(self, state: BaseModel, entry: EditEntry) -> Outcome:
        new = apply_edits(state, entry.pairs())
        ledger = Ledger()
        names = [p.name for p in getattr(state, "players", [])]
        correction_lines(ledger, state, entry.pairs(), names, self.values, entry.note)
        return Outcome(state=new, ledger=list(ledger))


def board_correction(board: OverridableBoard) -> Handler:
    """The `board` entry for a pack whose state keeps `board_overrides` (a dict path -> value)."""

    @builds_state
    def handler(state: BaseModel, entry: BoardEntry) -> Outcome:
        overrides = dict(getattr(state, "board_overrides"))
        if entry.value is None:
            if entry.path not in overrides:
                raise InputError(said("core", "board correction {path!r}: there is no correction to remove", path=entry.path))
            overrides.pop(entry.path)
        else:
            overrides[entry.path] = entry.value
        board.refuse_contradictions(overrides, getattr(state, "board_revision", None))  # refuses a value that does not fit
        new = apply_edit(state, "board_overrides", overrides)
        ledger = Ledger()
        if entry.value is None:
            ledger.remark(None, "core.board_correction_removed", "", path=entry.path)
        else:
            ledger.remark(None, "core.board_corrected", "", path=entry.path, value=repr(entry.value))
        return Outcome(state=new, ledger=list(ledger))

    return handler


def common_kinds(board: OverridableBoard, values: ValueWords = PLAIN) -> dict[str, tuple[Any, Any]]:
    """The entry kinds every pack has: a direct edit (its values in the pack's words), a board correction, a note."""
    return {
        "edit": (EditEntry, EditHandler(values)),
        "board": (BoardEntry, board_correction(board)),
        "note": (NoteEntry, apply_note_entry),
    }


class AdjustEntry(Model):
    """A score or money change the table counted itself (an action the companion does not mirror)."""

    kind: Literal["adjust"] = "adjust"
    player: str
    amount: int
    reason: str = Field(min_length=1)


def adjust_kind(change: Callable[[Any, str, int, str, Ledger], None]) -> dict[str, tuple[Any, Any]]:
    """The `adjust` entry; `change(state, player_id, amount, reason, ledger)` applies it (and may refuse)."""

    def handler(state: Any, entry: AdjustEntry) -> Outcome:
        ledger = Ledger()
        change(state, find(state.players, entry.player).id, entry.amount, entry.reason, ledger)
        return Outcome(state=state, ledger=list(ledger))

    return {"adjust": (AdjustEntry, handler)}
