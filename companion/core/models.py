"""Shared pydantic configuration for state, inputs and board data, which keeps them within their bounds.

The bounds themselves are in companion/core/limits.py (importable from here too).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, ValidationInfo, WrapValidator, model_validator

from companion.core.limits import (  # noqa: F401 - the bounds, read from here too
    MAX_GAME_FILE_BYTES,
    MAX_JSON_DEPTH,
    MAX_NAME,
    MAX_NUMBER,
    MAX_NUMBER_DIGITS,
    MAX_STATE_FILE_BYTES,
)
from companion.core.wording import Phrase, clauses, said


def _keep_phrase(value: Any, handler: Any) -> Any:
    return value if isinstance(value, Phrase) else handler(value)


#: a `str` field that keeps the words the rules compose (a Phrase, core/wording.py) as they are given: pydantic
#: makes a `str` subclass plain `str`, and the screens could no longer word it in the viewer's language
Text = Annotated[str, WrapValidator(_keep_phrase)]


class Model(BaseModel):
    """Mutable model for game state and inputs: unknown fields are refused."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False, defer_build=True)


class State(Model):
    """A record of a game's state: strict types and every number within +-MAX_NUMBER."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False, strict=True, defer_build=True)

    @model_validator(mode="wrap")
    @classmethod
    def _numbers_bounded(cls, data: Any, handler: Any, info: ValidationInfo) -> Any:
        record = handler(data)
        if record is data and edited_from(info) is not None:
            return record  # a record an edit hands in as it is passed this check when it was made
        for name in _number_fields(type(record)):
            value = record.__dict__[name]
            if type(value) is int:
                if -MAX_NUMBER <= value <= MAX_NUMBER:
                    continue
                number: int | float | None = value
            else:
                number = _out_of_bounds(value)
                if number is None:
                    continue
            side = "more" if number > 0 else "less"
            limit = MAX_NUMBER if number > 0 else -MAX_NUMBER
            raise ValueError(f"{words(name)} is {side} than any table holds (the limit is {limit:,})")
        return record


#: the context `edit.apply_edits` validates the records it builds again with: {EDITED: the state the
#: edit was made on}. A record handed in as it is (not built from its fields) is one of that state's
#: or one this edit has just built: it passed its checks when it was made and is not checked again.
EDITED = "edited from"


def edited_from(info: ValidationInfo) -> Any:
    """The state an edit was made on, while `edit.apply_edits` validates a record; None otherwise."""
    context = info.context
    return context.get(EDITED) if type(context) is dict else None


_NUMBER_FIELDS: dict[type, tuple[str, ...]] = {}


def _number_fields(cls: type) -> tuple[str, ...]:
    """The fields of a record that can hold a number (a text or a yes/no never does)."""
    found = _NUMBER_FIELDS.get(cls)
    if found is None:
        found = tuple(name for name, field in cls.model_fields.items()
                      if any(word in repr(field.annotation) for word in ("int", "float", "Any", "object")))
        _NUMBER_FIELDS[cls] = found
    return found


def _out_of_bounds(value: Any) -> int | None:
    """The first number beyond +-MAX_NUMBER in a plain value (records check their own)."""
    if isinstance(value, bool) or isinstance(value, BaseModel):
        return None
    if isinstance(value, (int, float)):
        return value if abs(value) > MAX_NUMBER else None
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        for item in value:
            if type(item) is int:  # most items: a number, looked at here
                if abs(item) > MAX_NUMBER:
                    return item
                continue
            found = _out_of_bounds(item)
            if found is not None:
                return found
    return None


class Frozen(BaseModel):
    """Immutable model for board data: typos fail loudly, values can be cached."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


# --- messages in words ------------------------------------------------------------------

_SINGULAR = {"players": "player", "factories": "factory", "rows": "row", "seats": "seat", "log": "step",
             "results": "result", "entries": "entry", "ships": "ship", "designs": "design", "tiles": "tile"}


def words(key: Any) -> str:
    """A field name as words: 'share_value' -> 'share value' (never longer than 40 characters)."""
    text = " ".join(str(key).replace("_", " ").split())
    return text if len(text) <= 40 else text[:37] + "..."


_TYPE_TAGS = {"int", "str", "float", "bool", "none", "list", "dict", "tuple", "set", "literal", "is-instance",
              "lax-or-strict", "json-or-python", "nullable", "default", "union", "model", "any"}


def _is_type_tag(part: Any, last: bool) -> bool:
    """pydantic's names of the members of a union ('int', 'list[str]', 'Player'): not a place."""
    if not isinstance(part, str):
        return False
    return part in _TYPE_TAGS or "[" in part or (not last and part[:1].isupper() and part.isidentifier())


def place(loc: tuple) -> str:
    """Where a value sits, in words any language can read: ('players', 0, 'cash') -> 'cash of player 1' (a field by
    the data's own name for it)."""
    parts = [p for i, p in enumerate(loc) if p != "__root__" and not _is_type_tag(p, i == len(loc) - 1)]
    named: list[str] = []
    i = 0
    while i < len(parts):
        part = parts[i]
        if isinstance(part, str) and i + 1 < len(parts) and isinstance(parts[i + 1], int):
            named.append(said("core", "{what} {n}", what=_SINGULAR.get(part, words(part)), n=parts[i + 1] + 1))
            i += 2
            continue
        named.append(said("core", "item {n}", n=part + 1) if isinstance(part, int) else words(part))
        i += 1
    if not named:
        return ""
    out = named[0]
    for inner in named[1:]:
        out = said("core", "{part} of {whole}", part=inner, whole=out)
    return out


#: what is wrong with a value, by pydantic's kinds of error
_COMPLAINTS = {
    ("int_type", "int_parsing", "int_from_float"): said("core", "must be a whole number"),
    ("float_type", "float_parsing"): said("core", "must be a number"),
    ("string_type", "string_unicode"): said("core", "must be text"),
    ("bool_type", "bool_parsing"): said("core", "must be true or false"),
    ("dict_type", "model_type", "model_attributes_type", "mapping_type"): said("core", "must be a record of named values"),
    ("list_type", "tuple_type", "set_type"): said("core", "must be a list"),
    ("missing",): said("core", "is missing"),
    ("extra_forbidden",): said("core", "is not something this record has"),
    ("string_pattern_mismatch",): said("core", "holds characters that are not allowed there"),
    ("enum", "union_tag_invalid", "union_tag_not_found"): said("core", "is not one of the known values"),
}
_BOUNDS = {"less_than_equal": "le", "greater_than_equal": "ge", "less_than": "lt", "greater_than": "gt"}


def _bound(kind: str, limit: Any) -> str:
    """A bound a number must keep, the limit with the language's thousands separator ("4.000")."""
    if not isinstance(limit, (int, float)) or isinstance(limit, bool):
        return said("core", "is not valid")
    if kind == "less_than_equal":
        return said("core", "must be at most {limit:,}", limit=limit)
    if kind == "greater_than_equal":
        return said("core", "must be at least {limit:,}", limit=limit)
    if kind == "less_than":
        return said("core", "must be less than {limit:,}", limit=limit)
    return said("core", "must be more than {limit:,}", limit=limit)


def _complaint(err: dict) -> str:
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    found = next((w for kinds, w in _COMPLAINTS.items() if kind in kinds), None)
    if found is not None:
        return found
    if kind in _BOUNDS:
        return _bound(kind, ctx.get(_BOUNDS[kind]))
    if kind == "string_too_short":
        if ctx.get("min_length") == 1:
            return said("core", "must not be empty")
        return said("core", "needs at least {n} characters", n=ctx.get("min_length"))
    if kind == "string_too_long":
        return said("core", "is too long (at most {n} characters)", n=ctx.get("max_length"))
    if kind == "too_short":
        return said("core", "needs at least {n} items", n=ctx.get("min_length"))
    if kind == "too_long":
        return said("core", "has too many items (at most {n})", n=ctx.get("max_length"))
    if kind == "literal_error":
        if "expected" in ctx:
            return said("core", "must be {expected}", expected=ctx["expected"])
        return said("core", "must be one of the known values")
    if kind in ("value_error", "assertion_error"):
        error = ctx.get("error")
        if error is not None and error.args and isinstance(error.args[0], Phrase):
            return error.args[0]  # a validator's own words (core/wording.py)
        return str(err.get("msg", "is not valid")).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return said("core", "is not valid")


#: a validator's message that reads on from the name of the field ("is not a uuid")
_PREDICATES = ("is ", "must ", "has ", "holds ", "needs ")


def validation_message(exc: Exception) -> str:
    """A pydantic ValidationError as plain words any language can read: what is wrong and where, never a field path
    or pydantic text."""
    errors = getattr(exc, "errors", None)
    if not callable(errors):
        return str(exc)
    parts: list[str] = []
    try:
        found = errors()
    except Exception:  # noqa: BLE001 - a message must never fail
        return said("core", "a value is not valid")
    for err in found[:3]:
        loc = tuple(err.get("loc", ()))
        where = place(loc)
        complaint = _complaint(err)
        if err.get("type") == "extra_forbidden" and loc:
            parts.append(said("core", "{where} has nothing called '{name}'", where=place(loc[:-1]) or said("core", "the record"),
                              name=words(loc[-1])))
        elif err.get("type") in ("value_error", "assertion_error") and not str(complaint).startswith(_PREDICATES):
            parts.append(said("core", "{where}: {complaint}", where=where, complaint=complaint) if where else complaint)
        elif where:
            parts.append(said("core", "{where} {complaint}", where=where, complaint=complaint))
        else:
            parts.append(said("core", "a value {complaint}", complaint=complaint))
    if len(found) > 3:
        parts.append(said("core", "and {n} more problems", n=len(found) - 3))
    return clauses(*parts)

