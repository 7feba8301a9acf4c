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

    Only the records on the changed paths are built again (from their fields, each validated
    with its new values, then the records holding them, up to the state itself): a record a
    change does not reach passed its checks when its state was made and is shared with the new
    state, as nothing changes the records of a state in place (a handler works on a working
    copy). The result is the state `whole_edit` gives; any edit this refuses goes that way,
    so a refusal reads the same whatever path it takes.
    """
    if not changes:
        raise InputError("an edit needs at least one path and value")
    try:
        return _rebuilt(state, changes, allow_new_key)
    except (InputError, ValidationError, ValueError, TypeError):
        return whole_edit(state, changes, allow_new_key=allow_new_key)


def whole_edit(state: BaseModel, changes: list[tuple[str, Any]], *, allow_new_key: bool = False) -> BaseModel:
    """`apply_edits` the long way: the whole state dumped, changed and validated again."""
    data = state.model_dump(mode="json")
    for path, value in changes:
        set_in(data, path, value, allow_new_key=allow_new_key)
    try:
        return type(state).model_validate(data)
    except ValidationError as exc:
        fields = ", ".join(place(tuple(int(k) if k.isdigit() else k for k in p.split("."))) for p, _ in changes)
        raise InputError(f"the correction of {fields} was refused: {validation_message(exc)}") from None


class _Draft(dict):
    """The fields of a record being built again (`model` validates them)."""

    __slots__ = ("model",)


def _rebuilt(state: BaseModel, changes: list[tuple[str, Any]], allow_new_key: bool) -> BaseModel:
    """The changed state, the records on the changed paths validated again and nothing else."""
    fresh: set[int] = set()  # the drafts: containers copied for this edit (their ids)

    def draft(node: Any) -> Any:
        if isinstance(node, BaseModel):
            if node.__pydantic_extra__ or node.__pydantic_private__ or type(node).model_config.get("frozen"):
                raise TypeError("a record this edit cannot rebuild field by field")
            copied: Any = _Draft(node.__dict__)
            copied.model = type(node)
        elif type(node) in (list, dict):
            copied = type(node)(node)
        else:
            return node  # set_in says why the path cannot go on
        fresh.add(id(copied))
        return copied

    root = draft(state)
    for path, value in changes:
        parent = root
        for key in path.split(".")[:-1]:
            child = _step(parent, key)
            if id(child) not in fresh:
                child = draft(child)
                parent[int(key) if isinstance(parent, list) else key] = child
            parent = child
        set_in(root, path, value, allow_new_key=allow_new_key)

    def built(node: Any) -> Any:  # `node` is a draft; what it holds may be
        if isinstance(node, _Draft):
            return node.model.model_validate({k: built(v) if id(v) in fresh else v for k, v in node.items()})
        if isinstance(node, list):
            return [built(v) if id(v) in fresh else v for v in node]
        return {k: built(v) if id(v) in fresh else v for k, v in node.items()}

    return built(root)


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
