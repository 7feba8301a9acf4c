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
from companion.core.wording import Phrase


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
    """Where a value sits, in words: ('players', 0, 'cash') -> 'cash of player 1'."""
    parts = [p for i, p in enumerate(loc) if p != "__root__" and not _is_type_tag(p, i == len(loc) - 1)]
    named: list[str] = []
    i = 0
    while i < len(parts):
        part = parts[i]
        if isinstance(part, str) and i + 1 < len(parts) and isinstance(parts[i + 1], int):
            named.append(f"{_SINGULAR.get(part, words(part))} {parts[i + 1] + 1}")
            i += 2
            continue
        named.append(f"item {part + 1}" if isinstance(part, int) else words(part))
        i += 1
    if not named:
        return ""
    return " of ".join(reversed(named))


def _complaint(err: dict) -> str:
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return "must be a whole number"
    if kind in ("float_type", "float_parsing"):
        return "must be a number"
    if kind in ("string_type", "string_unicode"):
        return "must be text"
    if kind in ("bool_type", "bool_parsing"):
        return "must be true or false"
    if kind in ("dict_type", "model_type", "model_attributes_type", "mapping_type"):
        return "must be a record of named values"
    if kind in ("list_type", "tuple_type", "set_type"):
        return "must be a list"
    if kind == "missing":
        return "is missing"
    if kind == "extra_forbidden":
        return "is not something this record has"
    bounds = {"less_than_equal": ("at most", "le"), "greater_than_equal": ("at least", "ge"),
              "less_than": ("less than", "lt"), "greater_than": ("more than", "gt")}
    if kind in bounds:
        text, key = bounds[kind]
        limit = ctx.get(key)
        return f"must be {text} {limit:,}" if isinstance(limit, int) else f"must be {text} {limit}"
    if kind == "string_too_short":
        return "must not be empty" if ctx.get("min_length") == 1 else f"needs at least {ctx.get('min_length')} characters"
    if kind == "string_too_long":
        return f"is too long (at most {ctx.get('max_length')} characters)"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} items"
    if kind == "too_long":
        return f"has too many items (at most {ctx.get('max_length')})"
    if kind == "string_pattern_mismatch":
        return "holds characters that are not allowed there"
    if kind == "literal_error":
        return f"must be {ctx.get('expected', 'one of the known values')}"
    if kind in ("enum", "union_tag_invalid", "union_tag_not_found"):
        return "is not one of the known values"
    if kind in ("value_error", "assertion_error"):
        return str(err.get("msg", "is not valid")).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return "is not valid"


#: a validator's message that reads on from the name of the field ("is not a uuid")
_PREDICATES = ("is ", "must ", "has ", "holds ", "needs ")


def validation_message(exc: Exception) -> str:
    """A pydantic ValidationError as plain words: what is wrong and where, never a field path or pydantic text."""
    errors = getattr(exc, "errors", None)
    if not callable(errors):
        return str(exc)
    parts: list[str] = []
    try:
        found = errors()
    except Exception:  # noqa: BLE001 - a message must never fail
        return "a value is not valid"
    for err in found[:3]:
        loc = tuple(err.get("loc", ()))
        where = place(loc)
        complaint = _complaint(err)
        if err.get("type") == "extra_forbidden" and loc:
            parts.append(f"{place(loc[:-1]) or 'the record'} has nothing called {words(loc[-1])!r}")
        elif err.get("type") in ("value_error", "assertion_error") and not complaint.startswith(_PREDICATES):
            parts.append(f"{where}: {complaint}" if where else complaint)
        else:
            parts.append(f"{where} {complaint}" if where else f"a value {complaint}")
    if len(found) > 3:
        parts.append(f"and {len(found) - 3} more problems")
    return "; ".join(parts)
