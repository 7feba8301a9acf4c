"""The one apply path every pack uses, and the `Pack` value each game declares.

Every pack, Arkwright included, is one `Pack`: its ids and title, its seats and
new-game choices, its entry kinds (kind -> (input model, handler), imported like
any function), its phase table (`companion.core.phases`), its legal entries, the
pieces a step moves on the table, its summary, its value words and its message
catalog, and the log format it reads. The dispatcher is the one apply path:
it validates a log entry (a dict or a model) into its input model, refuses an
entry the phase does not allow, gives the handler a working copy of the state
(`working_copy`: so a refused entry never changes the caller's state), validates
the handler's result as a whole (the one validation of the state per entry: a
handler that builds its new state itself from plain data and validates it whole,
as a correction does, is marked `builds_state` and neither copied for nor checked again),
and turns a `DecisionNeeded` into an Outcome with a pending decision. `replay`
applies a whole log the same way. The entries every pack shares are in
`companion.core.shared_kinds`.
"""

from __future__ import annotations

import copy
from types import ModuleType
from typing import Annotated, Any, Callable, Union

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from companion.core.decisions import DecisionNeeded
from companion.core.edit import PLAIN, ValueWords
from companion.core.errors import CompanionError, InputError, RuleError
from companion.core.legal import Candidate, Candidates, legal
from companion.core.models import validation_message
from companion.core.moves import Move, generic
from companion.core.pack import HouseRule, Option, Outcome, Summary
from companion.core.phases import Phases, single_phase
from companion.core.ranking import SHARED, TieRule
from companion.core.wording import Phrase, said

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
            raise InputError(said("core", "unknown entry kind {kind!r}; known: {join}", kind=kind, join=', '.join(sorted(self._kinds))))
        return self._kinds[kind][0]

    def handler(self, kind: str) -> Handler | None:
        """The function that applies one kind of entry (None for a kind the pack does not have)."""
        return self._kinds.get(kind, (None, None))[1]

    def parse(self, entry: Any) -> BaseModel:
        """Validate a log entry (a dict or a model) into its input model."""
        if isinstance(entry, BaseModel):
            entry = entry.model_dump(mode="json")
        if not isinstance(entry, dict) or "kind" not in entry:
            raise InputError(said("core", "an entry must be a JSON object with a 'kind'"))
        model = self.model(entry["kind"])
        try:
            return model.model_validate(entry)
        except ValidationError as exc:
            kind = self.kind_name(entry["kind"]) or str(entry["kind"]).replace("_", " ")
            raise InputError(said("core", "{kind}: {why}", kind=kind, why=validation_message(exc))) from None

    def kind_name(self, kind: str) -> Any:
        """What the phase table calls an entry kind ("founding a factory": words any language can read), when it
        words it; None for a pack whose kinds are named by their keys (no phase table)."""
        name = self.phases.names.get(kind)
        return name if isinstance(name, Phrase) else None

    def apply(self, state: Any, entry: Any) -> Outcome:
        """Apply one entry; never changes `state`. A first entry gets `state=None`."""
        parsed = self.parse(entry)
        if state is None and parsed.kind != self.first:
            raise RuleError(said("core", "start a game first: nothing can be entered before the game is set up"))
        if state is not None and parsed.kind == self.first:
            raise RuleError(said("core", "this game has already started; a new set-up only begins a new game"))
        if state is not None:
            if not isinstance(state, self.state_type):
                state = self._validate(state, said("core", "state refused"), InputError)
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
            outcome.state = self._validate(outcome.state.model_dump(), said("core", "this would leave an impossible table"),
                                           RuleError)
        return outcome

    def _validate(self, data: Any, what: str, error: type[CompanionError]) -> BaseModel:
        try:
            return self.state_type.model_validate(data)
        except ValidationError as exc:
            raise error(said("core", "{what}: {why}", what=what, why=validation_message(exc))) from None

    @property
    def adapter(self) -> TypeAdapter:
        if self._adapter is None:
            models = tuple(self.model(k) for k in self._kinds)
            self._adapter = TypeAdapter(Annotated[Union[models], Field(discriminator="kind")])  # type: ignore[valid-type]
        return self._adapter


class Pack:
    """One game, declared once: what the registry, the store, the command line and the screens read.

    Rules only: its screens are a `companion.ui.pack_screen.PackUI`, found the same way.
    """

    def __init__(
        self,
        *,
        id: str,
        title: str,
        state_type: type[BaseModel],
        kinds: dict[str, tuple[type[BaseModel], Handler]],
        summarize: Callable[[Any], Summary],
        candidates: Candidates,
        messages: ModuleType,
        min_players: int,
        max_players: int,
        phases: Phases | None = None,
        bgg_id: int | None = None,
        input_version: int = 1,
        migrate: Callable[[dict, int], dict] | None = None,
        moves: Callable[[Any, Any], list[Move]] | None = None,
        seats_field: str = "players",
        start_field: str | None = None,
        start_by: str = "index",
        options: tuple[Option, ...] = (),
        house_rules: tuple[HouseRule, ...] = (),
        units: dict[str, str] | None = None,
        extra_fields: tuple[str, ...] = (),
        tie_rule: TieRule = SHARED,
        chart_values: tuple[str, ...] = (),
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
        #: the catalog of its ledger lines' codes "<id>.*" (MESSAGES, WORDS; core.messages)
        self.messages = messages
        #: the seats the `new_game` entry accepts, the field naming them and the one naming who starts
        #: (None: nobody is chosen); `start_by` "index": that field holds the seat's index, "id": the player's id
        self.min_players, self.max_players = min_players, max_players
        self.seats_field, self.start_field, self.start_by = seats_field, start_field, start_by
        self.options, self.house_rules = options, house_rules
        #: how the ledger names its kinds' units ({"cash": "£"}); a kind not listed is named as it is
        self.units = dict(units or {})
        #: further `new_game` fields a table may give as they are (e.g. the free set-up's mat)
        self.extra_fields = extra_fields
        #: how a tie for the win is broken, in one sentence from the rulebook, and the final score's unit
        #: (core/ranking.py words the final ranking with it)
        self.tie_rule = tie_rule
        #: the details of a player's summary its history charts beside cash and score (keys of
        #: `PlayerSummary.details`, in the pack's own words), at most two; (): cash and score only
        if len(chart_values) > 2:
            raise ValueError(f"{id}: a pack charts at most two values beside cash and score")
        self.chart_values = tuple(chart_values)

    @property
    def input_adapter(self) -> TypeAdapter:
        return self.dispatcher.adapter

    @property
    def phases(self) -> Phases:
        return self.dispatcher.phases

    def kind_name(self, kind: str) -> Any:
        return self.dispatcher.kind_name(kind)

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
            raise InputError(said("core", "this entry was written by a newer engine (format {version}); update the app", version=version))
        if self._migrate is not None and version < self.input_version:
            return self._migrate(entry, version)
        return entry

    def defaults(self) -> dict[str, Any]:
        """The new-game options as the pack offers them first."""
        return {o.field: o.default for o in self.options}

    def new_game_entry(self, seats: list[dict], start: int, options: dict) -> dict:
        """The first log entry: the seats, who starts, the options chosen and the house rules on.

        The pack's own `new_game` checks (player count, known house rules) still apply to it.
        """
        entry: dict[str, Any] = {"kind": "new_game", self.seats_field: seats}
        if self.start_field and self.start_by == "index":
            entry[self.start_field] = start
        elif self.start_field:
            if not 0 <= start < len(seats):
                raise InputError(said("core", "the start player must be one of the {n} seats", n=len(seats)))
            entry[self.start_field] = seats[start]["id"]
        elif start:
            raise InputError(said("core", "in {title} nobody chooses a start player", title=self.title))
        for o in self.options:
            if not o.applies(options, self.options) and options.get(o.field, o.default) == o.default:
                continue  # a choice of another case, left as it was: not part of this game
            entry[o.field] = options.get(o.field, o.default)
        for key in self.extra_fields:
            if options.get(key) is not None:
                entry[key] = options[key]
        house = {name: True for name in options.get("house_rules", ()) if name}
        if house:  # the pack refuses a name it does not know
            entry["house_rules"] = house
        return entry


def replay(pack: Pack, entries: list[Any]) -> Outcome:
    """Apply a list of entries from the first (new game) on; stops at a pending decision."""
    if not entries:
        raise InputError(said("core", "nothing to replay: the log is empty"))
    outcome = pack.start(entries[0])
    ledger = list(outcome.ledger)
    for entry in entries[1:]:
        if outcome.pending is not None:
            break
        outcome = pack.apply(outcome.state, entry)
        ledger.extend(outcome.ledger)
    return Outcome(state=outcome.state, ledger=ledger, pending=outcome.pending)
