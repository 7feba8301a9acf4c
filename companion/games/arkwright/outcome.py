"""Closing an entry: check the table is still possible and hand back the outcome."""

from __future__ import annotations

from pydantic import ValidationError

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.models import validation_message
from companion.core.pack import Outcome
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table


def finish(t: Table, ask: Answers | None = None) -> Outcome:
    """Check the table is still a legal table and hand back the outcome.

    Spinning Jenny games cite their own rulebook: its sections 4.0-8.0 are numbered as
    Water Frame's. Answers given but never asked for are noted, so a typo is not silent.
    """
    try:
        state = ArkwrightState.model_validate(t.state.model_dump())
    except ValidationError as exc:  # a rules bug or an impossible table: refuse, change nothing
        raise RuleError(f"this would leave an impossible table: {validation_message(exc)}") from None
    for key in ask.unused() if ask is not None else []:
        t.ledger.note(None, f"answer {key!r} was not needed", "")
    if state.version == "spinning_jenny":
        for line in t.ledger:
            if line.section.startswith("Water Frame "):
                line.section = "Spinning Jenny " + line.section.removeprefix("Water Frame ")
    return Outcome(state=state, ledger=list(t.ledger))
