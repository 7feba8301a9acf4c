"""Direct edits of a mirrored value: the table is always right.

An edit names a path into the state ("players.0.cash", "importers.food") and
a new value. The result is validated as a whole; an invalid edit is refused
with the field named and the old state is returned unchanged.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel, ValidationError

from companion.core.errors import InputError
from companion.core.models import place, validation_message, words


def _step(container: Any, key: str) -> Any:
    if isinstance(container, list):
        try:
            return container[int(key)]
        except (ValueError, IndexError):
            raise InputError(f"no item {key!r} in this list") from None
    if isinstance(container, dict):
        if key not in container:
            raise InputError(f"no field {key!r} here")
        return container[key]
    raise InputError(f"cannot go into {key!r}: not a list or a record")


def path_words(path: str, names: list[str] | None = None) -> str:
    """A path as the table says it: 'players.0.cash' -> "Ann's cash" (or 'cash of player 1' without names)."""
    parts: list[Any] = [int(k) if k.isdigit() else k for k in path.split(".")]
    if len(parts) >= 2 and parts[0] == "players" and isinstance(parts[1], int) and names and parts[1] < len(names):
        rest = place(tuple(parts[2:]))
        return f"{names[parts[1]]}'s {rest}" if rest else names[parts[1]]
    return place(tuple(parts)) or path


def value_words(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "nothing"
    if isinstance(value, (int, str)):
        return str(value)
    if isinstance(value, list):
        return ", ".join(value_words(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{words(k)} {value_words(v)}" for k, v in value.items()) or "none"
    return str(value)


def change_words(path: str, value: Any, names: list[str] | None = None) -> str:
    """One correction in words: "Ann's cash corrected to 30"."""
    return f"{path_words(path, names)} corrected to {value_words(value)}"


def read_path(data: Any, path: str) -> Any:
    node = data
    for key in path.split("."):
        node = _step(node, key)
    return node


def apply_edit(state: BaseModel, path: str, value: Any, *, allow_new_key: bool = False) -> BaseModel:
    """Return a new, validated state with `path` set to `value`."""
    return apply_edits(state, [(path, value)], allow_new_key=allow_new_key)


def apply_edits(state: BaseModel, changes: list[tuple[str, Any]], *, allow_new_key: bool = False) -> BaseModel:
    """Return a new state with every change made, validated once as a whole.

    Values that must move together (a worker leaving the job market for a
    factory row) are one edit of several paths.
    """
    if not changes:
        raise InputError("an edit needs at least one path and value")
    data = state.model_dump(mode="json")
    for path, value in changes:
        set_in(data, path, value, allow_new_key=allow_new_key)
    try:
        return type(state).model_validate(data)
    except ValidationError as exc:
        fields = ", ".join(place(tuple(int(k) if k.isdigit() else k for k in p.split("."))) for p, _ in changes)
        raise InputError(f"the correction of {fields} was refused: {validation_message(exc)}") from None


def set_in(data: Any, path: str, value: Any, *, allow_new_key: bool = False) -> None:
    """Set `path` (dotted) in plain JSON data; InputError names what is missing."""
    if not path:
        raise InputError("an edit needs a path, e.g. 'players.0.cash'")
    parts = path.split(".")
    parent = data
    for key in parts[:-1]:
        parent = _step(parent, key)
    last = parts[-1]
    if isinstance(parent, list):
        try:
            parent[int(last)] = copy.deepcopy(value)
        except (ValueError, IndexError):
            raise InputError(f"no item {last!r} at {path}") from None
    elif isinstance(parent, dict):
        if last not in parent and not allow_new_key:
            raise InputError(f"no field {path!r} in the state")
        if value is None and allow_new_key:
            parent.pop(last, None)
        else:
            parent[last] = copy.deepcopy(value)
    else:
        raise InputError(f"cannot set {path!r}")
