"""The Arkwright game pack: what the core, the store and the app call.

`apply(state, entry)` dispatches one log entry to the module of its phase.
Each kind of entry names the model that validates it and the function that
applies it ("module:attribute"); modules are imported when first needed. The
entries every pack shares (a direct edit, a board correction, a note) come
from `companion.core.dispatch`.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Annotated, Any, Union

from pydantic import Field, TypeAdapter, ValidationError

from companion.core.decisions import DecisionNeeded
from companion.core.dispatch import BoardEntry, EditEntry, NoteEntry, apply_edit_entry, apply_note_entry, board_correction
from companion.core.errors import InputError, RuleError
from companion.core.models import validation_message
from companion.core.pack import Outcome, Summary
from companion.games.arkwright.board import BOARD
from companion.games.arkwright.state import ArkwrightState

_BASE = "companion.games.arkwright"

#: kind -> (input model, handler). A handler takes (state, entry) and returns an Outcome.
ENTRY_KINDS: dict[str, tuple[Any, Any]] = {
    "edit": (EditEntry, apply_edit_entry),
    "board": (BoardEntry, board_correction(BOARD)),
    "note": (NoteEntry, apply_note_entry),
    "workers": (f"{_BASE}.corrections:WorkersCorrection", f"{_BASE}.corrections:apply_workers_correction"),
    "new_game": (f"{_BASE}.flow.setup:NewGame", f"{_BASE}.flow.setup:apply_new_game"),
    "prep_factory": (f"{_BASE}.flow.setup:PrepFactory", f"{_BASE}.flow.setup:apply_prep_factory"),
    "prep_shares": (f"{_BASE}.flow.setup:PrepShares", f"{_BASE}.flow.setup:apply_prep_shares"),
    "prep_pay": (f"{_BASE}.flow.setup:PrepPay", f"{_BASE}.flow.setup:apply_prep_pay"),
    "economy": (f"{_BASE}.flow.economy:EconomyInput", f"{_BASE}.flow.economy:apply_economy"),
    "action": (f"{_BASE}.actions:ActionInput", f"{_BASE}.actions:apply_action"),
    "production": (f"{_BASE}.production:ProductionInput", f"{_BASE}.production:apply_production"),
    "end_of_round": (f"{_BASE}.flow.rounds:EndOfRoundInput", f"{_BASE}.flow.rounds:apply_end_of_round"),
    "end_of_game": (f"{_BASE}.flow.scoring:EndOfGameInput", f"{_BASE}.flow.scoring:apply_end_of_game"),
}


def _load(ref: Any) -> Any:
    if not isinstance(ref, str):
        return ref
    module, attr = ref.split(":")
    return getattr(importlib.import_module(module), attr)


@cache
def input_model(kind: str):
    if kind not in ENTRY_KINDS:
        raise InputError(f"unknown entry kind {kind!r}; known: {', '.join(sorted(ENTRY_KINDS))}")
    return _load(ENTRY_KINDS[kind][0])


def parse_entry(entry: Any):
    """Validate a log entry (a dict or a model) into its input model."""
    if hasattr(entry, "model_dump"):
        return entry
    if not isinstance(entry, dict) or "kind" not in entry:
        raise InputError("an entry must be a JSON object with a 'kind'")
    model = input_model(entry["kind"])
    try:
        return model.model_validate(entry)
    except ValidationError as exc:
        raise InputError(f"{entry['kind']} entry: {validation_message(exc)}") from None


def apply(state: ArkwrightState | None, entry: Any) -> Outcome:
    """Apply one log entry. Never changes `state`; returns the new state or a pending decision."""
    parsed = parse_entry(entry)
    if state is None and parsed.kind != "new_game":
        raise RuleError(f"start a game first: a game begins with a new_game entry, not {parsed.kind!r}")
    handler = _load(ENTRY_KINDS[parsed.kind][1])
    try:
        return handler(state, parsed)
    except DecisionNeeded as need:
        return Outcome(state=state, ledger=[], pending=need.decision)


class ArkwrightPack:
    id = "arkwright"
    title = "Arkwright"
    bgg_id = 165872
    #: 2: the new_game entry names the board data revision (older entries began with revision 1)
    input_version = 2
    state_type = ArkwrightState

    @property
    def input_adapter(self) -> TypeAdapter:
        return _adapter()

    def start(self, setup: Any) -> Outcome:
        return apply(None, setup)

    def apply(self, state: Any, entry: Any) -> Outcome:
        return apply(state, entry)

    def summary(self, state: ArkwrightState) -> Summary:
        return _load(f"{_BASE}.summary:summarize")(state)

    def migrate_input(self, entry: dict, version: int) -> dict:
        if version > self.input_version:
            raise InputError(f"this entry was written by a newer engine (format {version}); update the app")
        if version < 2 and entry.get("kind") == "new_game" and "board_revision" not in entry:
            entry = {**entry, "board_revision": 1}
        return entry


@cache
def _adapter() -> TypeAdapter:
    models = tuple(input_model(k) for k in ENTRY_KINDS)
    return TypeAdapter(Annotated[Union[models], Field(discriminator="kind")])  # type: ignore[valid-type]


PACK = ArkwrightPack()
