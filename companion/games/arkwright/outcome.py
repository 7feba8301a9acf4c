"""Closing an entry: hand back the outcome (the engine checks the new table is still possible)."""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.pack import Outcome
from companion.games.arkwright.table import Table


def outcome_of(t: Table, ask: Answers | None = None) -> Outcome:
    """Hand back the outcome of the working table.

    Spinning Jenny games cite their own rulebook: its sections 4.0-8.0 are numbered as
    Water Frame's. Answers given but never asked for are noted, so a typo is not silent.
    """
    state = t.state
    for key in ask.unused() if ask is not None else []:
        t.ledger.remark(None, "arkwright.answer_not_needed", "", key=repr(key))
    if state.version == "spinning_jenny":
        for line in t.ledger:
            if line.section.startswith("Water Frame "):
                line.section = "Spinning Jenny " + line.section.removeprefix("Water Frame ")
    return Outcome(state=state, ledger=list(t.ledger))
