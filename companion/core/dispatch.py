"""A generic log-entry dispatcher and pack base that every game pack can share.

Every pack, Arkwright included, is a declaration (`RulesPack`): its entry
kinds, kind -> (input model, handler), imported like any function, and its
phase table (`companion.core.phases`). The dispatcher is the one apply path:
it validates a log entry (a dict or a model) into its input model, refuses an
entry the phase does not allow, gives the handler a working copy of the state
(`working_copy`: so a refused entry never changes the caller's state), validates
the handler's result as a whole (the one validation of the state per entry: a
handler that builds its new state itself from plain data and validates it whole,
as a correction does, is marked `builds_state` and neither copied for nor checked again),
and turns a `DecisionNeeded` into an Outcome with a pending decision. `replay`
applies a whole log the same way.

The direct edit (`edit`), the board correction (`board`) and the plain note
(`note`) entries are the same in every pack; they live here with their handlers.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Annotated, Any, Callable, ClassVar, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter, ValidationError, model_validator

from companion.core.boarddata import OverridableBoard
from companion.core.decisions import DecisionNeeded
from companion.core.edit import PLAIN, ValueWords, apply_edit, apply_edits, correction_lines
from companion.core.errors import CompanionError, InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.legal import Candidate, Candidates, legal
from companion.core.models import Model, validation_message
from companion.core.moves import Move, generic
from companion.core.pack import Outcome, Summary
from companion.core.phases import Phases, single_phase
from companion.core.players import find

Handler = Callable[[Any, Any], Any]

#: values a working copy shares with the original: nothing can change them in place
_ATOMS = frozenset({str, int, float, bool, type(None)})
#: record type -> whether it is frozen (board data: shared, never copied)
_FROZEN: dict[type, bool] = {}


def working_copy(value: Any) -> Any:
    """A copy of a state that a handler may change: every record, list and dict in it is new.

    Text, numbers and frozen records (the board data) are shared, as nothing
    changes them in place. No field is validated again: the copy holds exactly
    what the original holds, so it is as valid as the original, at a fraction of
    the cost of a deep copy or of a dump and a validation.
    """
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [v if type(v) in _ATOMS else working_copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else working_copy(v) for k, v in value.items()}
    if isinstance(value, BaseModel):
        return _copy_record(value)
    if kind is tuple:
        return tuple(working_copy(v) for v in value)
    return copy.deepcopy(value)


def _copy_record(record: BaseModel) -> BaseModel:
    kind = type(record)
    frozen = _FROZEN.get(kind)
    if frozen is None:
        frozen = _FROZEN[kind] = bool(kind.model_config.get("frozen"))
    if frozen:
        return record
    new = kind.__new__(kind)
    fields = {k: v if type(v) in _ATOMS else working_copy(v) for k, v in record.__dict__.items()}
    extra, private = record.__pydantic_extra__, record.__pydantic_private__
    object.__setattr__(new, "__dict__", fields)
    object.__setattr__(new, "__pydantic_fields_set__", set(record.__pydantic_fields_set__))
    object.__setattr__(new, "__pydantic_extra__", None if extra is None else working_copy(extra))
    object.__setattr__(new, "__pydantic_private__", None if private is None else working_copy(private))
    return new


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
        raise InputError(f"note: no player {entry.player!r}; players: {', '.join(ids)}")
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
                raise InputError(f"board correction {entry.path!r}: there is no correction to remove")
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


class Dispatcher:
    """Entry kinds of one pack and the one apply path around their handlers.

    Every entry goes the same way: parsed into its input model (a dict and an
    already-built model pass the same checks), the first-entry rule, the phase
    check of the pack's phase table, a working copy of the state (the caller's
    state is never changed), the handler, a pending decision when a player's
    answer is missing, and the whole new state validated (once per entry).
    """

    def __init__(
        self,
        state_type: type[BaseModel],
        kinds: dict[str, tuple[type[BaseModel], Handler]],
        *,
        phases: Phases | None = None,
        first: str = "new_game",
    ):
        if first not in kinds:
            raise ValueError(f"the first entry kind {first!r} is not among the kinds")
        self.state_type = state_type
        self.first = first
        self._kinds = dict(kinds)
        self.phases = phases or single_phase([k for k in kinds if k != first])
        unknown = self.phases.kinds() - set(kinds)
        if unknown:
            raise ValueError(f"the phase table names kinds the pack does not have: {sorted(unknown)}")
        self._adapter: TypeAdapter | None = None

    @property
    def kinds(self) -> list[str]:
        return list(self._kinds)

    def model(self, kind: str) -> type[BaseModel]:
        if kind not in self._kinds:
            raise InputError(f"unknown entry kind {kind!r}; known: {', '.join(sorted(self._kinds))}")
        return self._kinds[kind][0]

    def handler(self, kind: str) -> Handler | None:
        """The function that applies one kind of entry (None for a kind the pack does not have)."""
        return self._kinds.get(kind, (None, None))[1]

    def parse(self, entry: Any) -> BaseModel:
        """Validate a log entry (a dict or a model) into its input model."""
        if isinstance(entry, BaseModel):
            entry = entry.model_dump(mode="json")
        if not isinstance(entry, dict) or "kind" not in entry:
            raise InputError("an entry must be a JSON object with a 'kind'")
        model = self.model(entry["kind"])
        try:
            return model.model_validate(entry)
        except ValidationError as exc:
            raise InputError(f"{str(entry['kind']).replace('_', ' ')}: {validation_message(exc)}") from None

    def apply(self, state: Any, entry: Any) -> Outcome:
        """Apply one entry; never changes `state`. A first entry gets `state=None`."""
        parsed = self.parse(entry)
        if state is None and parsed.kind != self.first:
            raise RuleError("start a game first: nothing can be entered before the game is set up")
        if state is not None and parsed.kind == self.first:
            raise RuleError("this game has already started; a new set-up only begins a new game")
        if state is not None:
            if not isinstance(state, self.state_type):
                state = self._validate(state, "state refused", InputError)
            self.phases.check(state, parsed.kind)
        handler = self._kinds[parsed.kind][1]
        built = getattr(handler, "builds_state", False)
        work = state if state is None or built else working_copy(state)
        try:
            outcome = handler(work, parsed)
        except DecisionNeeded as need:
            return Outcome(state=state, ledger=[], pending=need.decision)
        if not isinstance(outcome, Outcome):
            raise TypeError(f"handler of {parsed.kind!r} must return an Outcome")
        if not built or outcome.state is state:
            # the whole new table is checked again: a handler cannot leave an impossible state
            outcome.state = self._validate(outcome.state.model_dump(), "this would leave an impossible table",
                                           RuleError)
        return outcome

    def _validate(self, data: Any, what: str, error: type[CompanionError]) -> BaseModel:
        try:
            return self.state_type.model_validate(data)
        except ValidationError as exc:
            raise error(f"{what}: {validation_message(exc)}") from None

    @property
    def adapter(self) -> TypeAdapter:
        if self._adapter is None:
            models = tuple(self.model(k) for k in self._kinds)
            self._adapter = TypeAdapter(Annotated[Union[models], Field(discriminator="kind")])  # type: ignore[valid-type]
        return self._adapter


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


class RulesPack:
    """A GamePack built on a Dispatcher; `summarize` turns a state into a Summary."""

    def __init__(
        self,
        *,
        id: str,
        title: str,
        state_type: type[BaseModel],
        kinds: dict[str, tuple[type[BaseModel], Handler]],
        summarize: Callable[[Any], Summary],
        candidates: Candidates,
        phases: Phases | None = None,
        bgg_id: int | None = None,
        input_version: int = 1,
        migrate: Callable[[dict, int], dict] | None = None,
        moves: Callable[[Any, Any], list[Move]] | None = None,
    ):
        self.id = id
        self.title = title
        self.bgg_id = bgg_id
        self.input_version = input_version
        #: `migrate(entry, version)`: an entry of an older log format, as this engine reads it
        self._migrate = migrate
        self.state_type = state_type
        self.dispatcher = Dispatcher(state_type, kinds, phases=phases)
        self._summarize = summarize
        self._candidates = candidates
        #: the pack's `moves(before, after)` (its moves module); None: one plain line when anything changed
        self._moves = moves

    @property
    def input_adapter(self) -> TypeAdapter:
        return self.dispatcher.adapter

    @property
    def phases(self) -> Phases:
        return self.dispatcher.phases

    def input_model(self, kind: str) -> type[BaseModel]:
        """The model that validates one kind of entry."""
        return self.dispatcher.model(kind)

    def start(self, setup: Any) -> Outcome:
        return self.dispatcher.apply(None, setup)

    def apply(self, state: Any, entry: Any) -> Outcome:
        return self.dispatcher.apply(state, entry)

    def summary(self, state: Any) -> Summary:
        return self._summarize(state)

    def legal(self, state: Any, player: str) -> list[Candidate]:
        """What `player` could enter now, in log form, each with its cost, effect and any refusal."""
        return legal(self.apply, self._candidates, state, player)

    def moves(self, before: Any, after: Any) -> list[Move]:
        """What the players move on the table from `before` to `after`, as the pack declared it."""
        return generic(before, after) if self._moves is None else self._moves(before, after)

    @property
    def values(self) -> ValueWords:
        """How this pack words the values of its fields (declared with its `edit` kind, `common_kinds(board, values)`)."""
        return getattr(self.dispatcher.handler("edit"), "values", PLAIN)

    def migrate_input(self, entry: dict, version: int) -> dict:
        if version > self.input_version:
            raise InputError(f"this entry was written by a newer engine (format {version}); update the app")
        if self._migrate is not None and version < self.input_version:
            return self._migrate(entry, version)
        return entry


def replay(pack: RulesPack, entries: list[Any]) -> Outcome:
    """Apply a list of entries from the first (new game) on; stops at a pending decision."""
    if not entries:
        raise InputError("nothing to replay: the log is empty")
    outcome = pack.start(entries[0])
    ledger = list(outcome.ledger)
    for entry in entries[1:]:
        if outcome.pending is not None:
            break
        outcome = pack.apply(outcome.state, entry)
        ledger.extend(outcome.ledger)
    return Outcome(state=outcome.state, ledger=ledger, pending=outcome.pending)
