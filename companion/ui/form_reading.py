"""Reading a form's values into an entry, with every problem of its fields at once.

The readers (`whole`, `needed`, `said`, `refuse`) name each field a form
cannot turn into its entry, by the field's label. `gather` runs a form's build
and collects every such problem at once (no entry while one remains);
`showing` hands them to the controls drawn meanwhile, each control finding its
own by its label (`problem_at`). Outside `gather` a reader raises `FormError`
with its one problem; `read_all` reads a set-up entry and raises `InputError`
naming them all. The sentences are the Arkwright forms' (`widgets.range_words`).
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Callable, Iterator

from companion.core.errors import InputError
from companion.ui.widgets import NUMBER_LIMIT, problem_lines, range_words, whole_number
from companion.ui.words import _


class FormError(ValueError):
    """The fields a form cannot turn into an entry: field label -> the sentence (missing, not a number...)."""

    def __init__(self, problems: dict[str, str] | str):
        self.problems = {"": problems} if isinstance(problems, str) else dict(problems)
        super().__init__("\n".join(problem_lines(self.problems)))


_FOUND: ContextVar[dict[str, str] | None] = ContextVar("form_problems_found", default=None)
_SHOWN: ContextVar[dict[str, str]] = ContextVar("form_problems_shown", default={})


def refuse(label: str, sentence: str, placeholder: Any = None) -> Any:
    """A field the entry cannot be made of. While `gather` runs, it is noted (the build goes on with
    `placeholder`, so the later fields are read too); otherwise it raises `FormError`."""
    found = _FOUND.get()
    if found is None:
        raise FormError({label: sentence})
    found.setdefault(label, sentence)
    return placeholder


def gather(build: Callable[[Any, dict], dict], view: Any, values: dict) -> tuple[dict | None, dict[str, str]]:
    """The entry the form says, and every problem of its fields at once (no entry while one remains)."""
    found: dict[str, str] = {}
    token = _FOUND.set(found)
    try:
        entry = build(view, values)
    except FormError as exc:  # a check of the build's own
        for label, sentence in exc.problems.items():
            found.setdefault(label, sentence)
        entry = None
    finally:
        _FOUND.reset(token)
    return (None if found else entry), found


def read_all(build: Callable[[], dict]) -> dict:
    """An entry read outside a form panel (a new game's set-up): every problem at once, one sentence a line."""
    entry, found = gather(lambda _view, _values: build(), None, {})
    if entry is None:
        raise InputError("\n".join(problem_lines(found)))
    return entry


@contextmanager
def showing(problems: dict[str, str]) -> Iterator[None]:
    """While a form's fields are drawn: the problems each field shows under itself (by its label)."""
    token = _SHOWN.set(problems)
    try:
        yield
    finally:
        _SHOWN.reset(token)


def problem_at(label: str) -> str | None:
    return _SHOWN.get().get(label)


def whole(values: dict, key: str, label: str, *, default: int | None = None, low: int | None = None,
          high: int | None = None) -> int:
    """A whole number from the form (a typed text or a stepper's int) in low..high (at most `NUMBER_LIMIT`
    either way when not given); a missing one is `default`, an unreadable one is refused naming the field."""
    raw = values.get(key)
    low, high = -NUMBER_LIMIT if low is None else low, NUMBER_LIMIT if high is None else high
    if raw is None or (isinstance(raw, str) and raw.strip() == ""):
        return default if default is not None else refuse(label, range_words(low, high), 0)
    text_ = str(raw).strip().lstrip("$£").strip()
    number_, problem = whole_number(text_[1:] if text_.startswith("+") else text_, low, high)
    return number_ if number_ is not None else refuse(label, problem, 0)


def said(values: dict, key: str, label: str, sentence: str) -> str:
    """The words typed in a field, trimmed; none is refused with `sentence`."""
    return str(values.get(key) or "").strip() or refuse(label, sentence, "")


def needed(values: dict, key: str, label: str, offered: Any = None) -> Any:
    """The choice made in a field; none (or, given what is `offered`, one not offered now) is refused."""
    value = values.get(key)
    if value in (None, "") or (offered is not None and value not in offered):
        return refuse(label, _("choose one"))
    return value


def counts(values: dict, key: str) -> dict[str, int]:
    """A {name: count} stepper group without its zeros."""
    return {k: int(v) for k, v in (values.get(key) or {}).items() if int(v)}
