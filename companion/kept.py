"""The device's kept values: board corrections kept for good (applied to every new game of the pack), and the
values a group checked against its box.

A group that finds a printed value the app got wrong corrects it for the game
at hand (a `board` log entry) and may keep the correction: it is written to
`board_corrections.json` in the data folder and submitted as `board` entries
right after each new game of that pack is created (so it is in the game's log).

Values a group checked against its own box (Check your box, a board file) are
listed in `board_checked.json` ({pack: {path: value}}); a checked value that
differs from the built-in one is also kept as a correction, so new games use it.

Both files are read bounded (companion/core/jsontext.py) and every kept value
goes through the board's own strict model and rulebook checks, as a `board`
entry of a new game would (`OverridableBoard.refuse_contradictions`): a value
is kept only if every new game accepts it, and a file changed outside the app
that no longer fits is refused in words, never handed to a new game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.core.boarddata import values as board_values
from companion.core.boxcheck import pack_board, quoted, validate_set
from companion.core.errors import InputError
from companion.core.jsontext import read_json_file
from companion.core.wording import Phrase, said
from companion.files import write_texts_atomic
from companion.store.errors import device_full
from companion.store.paths import data_dir

FILE = "board_corrections.json"
CHECKED_FILE = "board_checked.json"


def corrections_path() -> Path:
    return data_dir() / FILE


def checked_path() -> Path:
    return data_dir() / CHECKED_FILE


def load(path: Path | None = None) -> dict[str, dict[str, Any]]:
    path = path or corrections_path()
    if not path.exists():
        return {}
    what = said("core", "the board values kept on this device ({name})", name=path.name)
    try:
        data = read_json_file(path, what)
    except InputError as exc:
        raise InputError(said("core", "{why}; forget them (Board data, Forget them) or delete the file", why=exc.message)) from None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise InputError(said("core", "{what} are not a list of board values per game; forget them or delete the file", what=what))
    return data


def fitting(pack_id: str, values: dict[str, Any]) -> dict[str, Any]:
    """`values` if every new game of the pack accepts them as its corrections; refused in words otherwise."""
    if not values:
        return values
    title, board = pack_board(pack_id)
    try:
        board.refuse_contradictions(values, board.revision)
    except InputError as exc:
        bad = next((quoted(v) for p, v in sorted(values.items()) if not _fits(board, p, v)), None)
        why = str(exc).removeprefix("board override: ")[:120] if not isinstance(exc.message, Phrase) else exc.message
        if bad:
            raise InputError(said("core", "the {title} board values kept on this device do not fit its board ({bad}): {why}",
                                  title=title, bad=bad, why=why)) from None
        raise InputError(said("core", "the {title} board values kept on this device do not fit its board: {why}",
                              title=title, why=why)) from None
    return values


def _fits(board: Any, path: str, value: Any) -> bool:
    try:
        board.with_overrides({path: value})
    except InputError:
        return False
    return True


def save(data: dict[str, dict[str, Any]], path: Path | None = None) -> None:
    """Write atomically: a crash never leaves half a file, a failed write leaves no temporary one."""
    save_all([(data, path or corrections_path())])


def save_all(files: list[tuple[dict[str, dict[str, Any]], Path]]) -> None:
    """Write several files as one change (companion/files.py): a full device changes none of them."""
    try:
        write_texts_atomic([(path, json.dumps(data, indent=2, sort_keys=True)) for data, path in files])
    except OSError as exc:
        full = device_full(exc, said("core", "the board values were not kept"))
        if full is not None:
            raise full from None
        raise


def keep(pack_id: str, board_path: str, value: Any, path: Path | None = None) -> None:
    """Keep (or, with None, forget) one correction for new games; refused, nothing written, if a new game would refuse it."""
    data = load(path)
    pack = dict(data.get(pack_id, {}))
    if value is None:
        pack.pop(board_path, None)
    else:
        pack[board_path] = value
        fitting(pack_id, pack)
    save({**data, pack_id: pack}, path)


def for_pack(pack_id: str, path: Path | None = None) -> dict[str, Any]:
    """The corrections this device keeps for new games of the pack (checked: every new game accepts them)."""
    return fitting(pack_id, dict(load(path).get(pack_id, {})))


def entries(pack_id: str, path: Path | None = None) -> list[dict[str, Any]]:
    """The `board` log entries that bring a new game up to this device's corrections."""
    checked = checked_for(pack_id) if path is None else {}
    return [{"kind": "board", "path": p, "value": v,
             "note": "checked against the box by this group" if checked.get(p) == v else "kept correction of this device"}
            for p, v in sorted(for_pack(pack_id, path).items())]


def checked_for(pack_id: str, path: Path | None = None) -> dict[str, Any]:
    """The values this device's group checked against its box (path -> value; checked: every new game accepts them)."""
    return fitting(pack_id, dict(load(path or checked_path()).get(pack_id, {})))


def device_board(pack_id: str) -> Any:
    """The pack's board as this device plays it: kept corrections applied, checked values marked."""
    _, board = pack_board(pack_id)
    return board.with_overrides(for_pack(pack_id), checked=frozenset(checked_for(pack_id)))


def confirm(pack_id: str, values: dict[str, Any]) -> None:
    """Keep `values` for good as checked by this group; refused (nothing written) if they do not fit."""
    title, board = pack_board(pack_id)
    built_in = {p: v for p, v, _ in board_values(board.base.model_dump(mode="json"))}
    kept = load()
    pack = dict(kept.get(pack_id, {}))
    for p, v in values.items():
        if built_in.get(p) == v:
            pack.pop(p, None)
        else:
            pack[p] = v
    validate_set(board, title, {**pack, **values})
    checked = load(checked_path())
    checked[pack_id] = {**checked.get(pack_id, {}), **values}
    save_all([(checked, checked_path()), ({**kept, pack_id: pack}, corrections_path())])
