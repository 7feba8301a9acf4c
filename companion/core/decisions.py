"""Pending decisions: where the rules let a player choose, the engine asks.

A rules function reads answers through `Answers.ask(...)`. When the answer is
not there, it raises `DecisionNeeded` carrying a `PendingDecision` that lists
the legal options; the caller (CLI, app, test) adds the answer and calls again.
Because rules functions are pure, calling again with more answers is always
safe, and a log entry that stores all answers replays exactly.
"""

from __future__ import annotations

import json
from typing import Any

from companion.core.errors import InputError
from companion.core.models import Model, Text
from companion.core.wording import said


class Option(Model):
    value: Any
    #: the answer in words (a Phrase where the rules compose it: core/wording.py)
    label: Text


class PendingDecision(Model):
    """A question for one player (or the table) with its legal answers."""

    id: str
    player: str | None = None
    question: Text
    options: list[Option]
    section: str = ""
    default: Any = None

    def option_values(self) -> list[Any]:
        return [o.value for o in self.options]


class DecisionNeeded(Exception):
    def __init__(self, decision: PendingDecision):
        super().__init__(decision.question)
        self.decision = decision


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


class Answers:
    """Answers given up front, keyed by decision id.

    `ask` returns the answer if given (checking it is one of the options),
    otherwise raises DecisionNeeded. `used` records which answers were read,
    so a caller can refuse answers to questions that were never asked.
    """

    def __init__(self, given: dict[str, Any] | None = None, *, defaults: bool = False):
        self.given = dict(given or {})
        self.defaults = defaults
        self.used: dict[str, Any] = {}

    def ask(
        self,
        id: str,
        question: str,
        options: list[tuple[Any, str]],
        *,
        player: str | None = None,
        section: str = "",
        default: Any = None,
    ) -> Any:
        opts = [Option(value=v, label=label) for v, label in options]
        if id in self.given:
            value = self.given[id]
            if not any(_same(value, o.value) for o in opts):
                legal = tuple(o.label for o in opts)
                raise InputError(said("core", "answer {value} to '{question}' is not allowed; choose one of: {legal}",
                                      value=repr(value), question=question, legal=legal))
            self.used[id] = value
            return value
        if len(opts) == 1:
            self.used[id] = opts[0].value
            return opts[0].value
        if self.defaults and default is not None:
            self.used[id] = default
            return default
        raise DecisionNeeded(
            PendingDecision(id=id, player=player, question=question, options=opts, section=section, default=default)
        )

    def unused(self) -> list[str]:
        return [k for k in self.given if k not in self.used]
