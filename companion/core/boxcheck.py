"""Check your box: the printed values a group checks against its own box, and board files.

A pack's board (`state_type.board_data`, an `OverridableBoard`) names every
value's provenance; the values marked unverified are what a group checks. A
checked set is a dict path -> value; it is validated like the built-in data
(types, ranges and shapes by the board's model, then the pack's rulebook
checks) and described in plain words (no paths) for screens and terminals.
A board file carries a checked set from one device to another. No I/O here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from companion.core.boarddata import UNVERIFIED, OverridableBoard, records, values
from companion.core.errors import InputError
from companion.core.text import excerpt
from companion.core.wording import said

FILE_KIND = "companion board file"
FILE_VERSION = 1
#: fields that name a record rather than hold a printed value
KEY_FIELDS = ("good", "level", "space", "decade", "id", "capacity", "players", "version")


def pack_board(pack_id: str) -> tuple[str, OverridableBoard]:
    """(title, board) of a pack whose printed values can be checked."""
    from companion.core.registry import get_pack

    pack = get_pack(pack_id)
    board = getattr(pack.state_type, "board_data", None)
    if not isinstance(board, OverridableBoard):
        raise InputError(said("core", "{title} has no printed values to check", title=pack.title))
    return pack.title, board


def show(value: Any) -> str:
    """A value in plain words: 2, 3, 3, 2 rather than [2, 3, 3, 2]."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value in ({}, [], None, ""):
        return "none"
    if isinstance(value, dict):
        return " ".join(show(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return ", ".join(show(v) for v in value) if all(not isinstance(v, (list, dict)) for v in value) else "; ".join(show(v) for v in value)
    return str(value)


def quoted(value: Any) -> str:
    """A value a refusal names, cut to a short excerpt; text in quotes, so "3" is not read as 3."""
    if isinstance(value, str):
        return f'the text "{excerpt(value)}"'
    return excerpt(show(value))


_KINDS = ((bool, "yes or no"), (int, "a whole number"), (str, "a text"), (list, "a list"), (dict, "a set of values"))


def _kind(value: Any) -> str:
    return next((name for t, name in _KINDS if isinstance(value, t)), "a value")


def why(built_in: Any, value: Any, reason: str) -> str:
    """Why a value does not fit where `built_in` is printed: the wrong kind of value, or the board's own reason."""
    if _kind(built_in) != _kind(value):
        return f"it must be {_kind(built_in)}"
    return excerpt(reason.rpartition(": ")[2], 120)  # the board's reason, without where it sits (named already)


def words(name: str) -> str:
    return name.replace("_", " ")


#: parts of a board named as the box names them, where the data's own name would puzzle a player
PART_TITLES = {"water_frame": said("core", "timetable (Water Frame)"), "spinning_jenny": said("core", "timetable (Spinning Jenny)"),
               "predetermined": said("core", "predetermined set-up"), "luxury": said("core", "luxury goods mat")}


def part_title(part: str) -> str:
    return PART_TITLES.get(part, words(part))


def component_title(part: str, rec: dict, index: str | None) -> str:
    """A record in plain words: "factories: food, level 3", "job market: row 1"."""
    keys = [f"{words(k)} {words(str(rec[k]))}" if k != "good" else str(rec[k]) for k in KEY_FIELDS if k in rec]
    if not keys and index is not None and index.isdecimal():
        keys = [f"row {int(index) + 1}" if part == "job_market" else f"number {int(index) + 1}"]
    return f"{part_title(part)}: {', '.join(keys)}" if keys else part_title(part)


@dataclass
class Component:
    """One record of the board with values a group checks (a factory tile, a job-market row...)."""

    path: str
    title: str
    part: str
    fields: dict[str, Any] = field(default_factory=dict)  # field -> value on the board shown
    sources: dict[str, str] = field(default_factory=dict)  # field -> provenance of the built-in value

    def value_paths(self) -> list[str]:
        return [f"{self.path}.{f}" for f in self.fields]


def components(base: Any, shown: Any | None = None) -> list[Component]:
    """Every record whose built-in values include an unverified one, in board order.

    `shown` (default: `base`) is the board whose values are displayed (with a device's corrections).
    """
    data = base.model_dump(mode="json")
    now = (shown or base).model_dump(mode="json")
    out: list[Component] = []
    for path, rec in records(data):
        todo = {f: src for f, src in rec["source"].items() if rec.get(f) is not None and src.lower().startswith(UNVERIFIED)}
        if not todo:
            continue
        parts = path.split(".")
        cur = now
        for k in parts:
            cur = cur[int(k)] if isinstance(cur, list) else cur[k]
        out.append(Component(path, component_title(parts[0], rec, parts[-1] if len(parts) > 1 else None), parts[0],
                             {f: cur[f] for f in todo}, todo))
    return out


def to_check(base: Any) -> list[str]:
    """The paths of every unverified value."""
    return [p for c in components(base) for p in c.value_paths()]


def describe(base: Any, path: str) -> str:
    """A value's plain name: "factories: food, level 3 — goods"."""
    for c in components(base):
        if path.startswith(c.path + ".") and path[len(c.path) + 1:] in c.fields:
            return f"{c.title} — {words(path[len(c.path) + 1:])}"
    head, _, name = path.rpartition(".")
    for rec_path, rec in records(base.model_dump(mode="json")):
        if rec_path == head:
            parts = head.split(".")
            return f"{component_title(parts[0], rec, parts[-1] if len(parts) > 1 else None)} — {words(name)}"
    return words(name or path)


def validate_set(board: OverridableBoard, title: str, checked: dict[str, Any]) -> Any:
    """The board with a checked set applied; a value that does not fit, or breaks the rulebook, is refused in plain words."""
    base = board.base
    known = {p: v for p, v, _ in values(base.model_dump(mode="json"))}
    for path, value in checked.items():
        if path not in known:
            raise InputError(said("core", "the values name something the {title} board does not have", title=title))
        try:
            board.with_overrides({path: value})
        except InputError as exc:
            raise InputError(said("core", "{describe}: {quoted} does not fit the {title} board ({why})", describe=describe(base, path), quoted=quoted(value), title=title, why=why(known[path], value, str(exc)))) from None
    changed = {p: v for p, v in checked.items() if known[p] != v}
    try:
        result = board.with_overrides(changed)
    except InputError:
        raise InputError(said("core", "these values do not fit the {title} board together", title=title)) from None
    broken = board.broken(result)
    if broken:
        raise InputError("refused: the rulebook says otherwise (" + "; ".join(broken) + ")")
    return result


def board_file(pack_id: str, board: OverridableBoard, checked: dict[str, Any]) -> dict:
    """The file a group shares: its checked values of one pack."""
    return {"kind": FILE_KIND, "version": FILE_VERSION, "pack": pack_id, "revision": board.revision,
            "values": dict(sorted(checked.items()))}


def read_board_file(data: Any) -> tuple[str, str, OverridableBoard, dict[str, Any]]:
    """(pack id, title, board, values) of a board file, validated; a wrong file is refused in plain words."""
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise InputError(said("core", "this is not a board file (export one with `companion board export`)"))
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise InputError(said("core", "this board file names no version of the board file format"))
    if version > FILE_VERSION:
        raise InputError(said("core", "this board file was written by a newer app; update the app to read it"))
    pack_id = data.get("pack")
    if not isinstance(pack_id, str):
        raise InputError(said("core", "this board file does not say which game it is for"))
    try:
        title, board = pack_board(pack_id)
    except InputError:
        raise InputError(said("core", "this board file is for a game this app does not know")) from None
    unknown = sorted(set(data) - {"kind", "version", "pack", "revision", "values"})
    if unknown:
        raise InputError(said("core", "this board file holds something a board file does not have ({what})",
                              what=excerpt(", ".join(unknown))))
    revision = data.get("revision", 1)
    if type(revision) is not int or revision < 1:
        raise InputError(said("core", "this board file names no revision of the board data"))
    if revision > board.revision:
        raise InputError(said("core", "this board file was made from newer {title} board data; update the app to read it", title=title))
    vals = data.get("values")
    if not isinstance(vals, dict) or not vals:
        raise InputError(said("core", "this board file holds no values"))
    validate_set(board, title, vals)
    return pack_id, title, board, vals


def changes(board: OverridableBoard, current: dict[str, Any], checked: dict[str, Any], incoming: dict[str, Any],
            name: Callable[[str], str] | None = None) -> list[str]:
    """What taking `incoming` would change on a device whose corrections are `current`, in plain words; `name`: how
    a value is named (a screen's words in its language; default `describe`)."""
    base = board.base
    name = name or (lambda path: describe(base, path))
    shown = {p: v for p, v, _ in values(board.with_overrides(current).model_dump(mode="json"))}
    lines = []
    confirmed = 0
    for path, value in sorted(incoming.items()):
        if shown.get(path) != value:
            lines.append(said("core", "{what}: {before} becomes {after}", what=name(path), before=quoted(shown.get(path)),
                              after=quoted(value)))
        elif path not in checked:
            confirmed += 1
    if confirmed:
        lines.append(said("core", "{n:count/value} marked as checked, unchanged", n=confirmed))
    return lines
