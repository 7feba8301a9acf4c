"""Board data with provenance, and per-game overrides of it.

Every number printed on cardboard lives in a data file. Each record carries a
`source` table naming, per field, where the value was read: a rulebook section
or worked example, or `unverified: ...` when only the printed component has it
and the transcription does not. Tables correct a wrong value with an override
(a dotted path into the board and a new value), for one game or for good.
"""

from __future__ import annotations

import hashlib
import json
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Callable, ClassVar, Iterator

from pydantic import BaseModel, Field, ValidationError, model_validator

from companion.core.datacache import read_parsed
from companion.core.errors import InputError
from companion.core.limits import MAX_BOARD_TEXT, MAX_NUMBER
from companion.core.models import Frozen, place, validation_message
from companion.core.text import excerpt, has_unsafe
from companion.core.wording import said

UNVERIFIED = "unverified"
#: what a refusal of a value that does not fit the board begins with
OVERRIDE = "board override"
#: the provenance of a value a group checked against its own box (Check your box)
CHECKED_BY_GROUP = "checked against the box by this group"


class Sourced(Frozen):
    """A record whose every value names its provenance in `source`.

    Fields listed in `keys` identify the record (good, level...) and need no
    provenance; every other field that has a value must have a non-empty entry
    in `source` (an optional field left out needs none).
    """

    keys: ClassVar[tuple[str, ...]] = ()
    source: dict[str, str]

    @model_validator(mode="after")
    def _every_value_has_provenance(self):
        sourced, fields = _provenance_fields(type(self))
        missing = [name for name in sourced if getattr(self, name) is not None and not self.source.get(name, "").strip()]
        if missing:
            raise ValueError(f"no provenance for {', '.join(missing)} (add them to 'source')")
        unknown = [k for k in self.source if k not in fields]
        if unknown:
            raise ValueError(f"provenance given for unknown fields: {', '.join(unknown)}")
        return self

    def verified(self, field: str) -> bool:
        return not self.source.get(field, UNVERIFIED).lower().startswith(UNVERIFIED)


_PROVENANCE: dict[type, tuple[tuple[str, ...], frozenset[str]]] = {}


def _provenance_fields(kind: type[Sourced]) -> tuple[tuple[str, ...], frozenset[str]]:
    """A record type's fields that need a provenance (in order), and all its fields; read once per type
    (a board validates some 200 records)."""
    found = _PROVENANCE.get(kind)
    if found is None:
        names = tuple(kind.model_fields)
        found = _PROVENANCE[kind] = (tuple(n for n in names if n != "source" and n not in kind.keys), frozenset(names))
    return found


def load_toml(path: Path) -> dict:
    """A data file's tables (parsed once per version of the file: companion/core/datacache.py)."""
    return read_parsed(path, _parse_toml)


def _parse_toml(path: Path) -> dict:
    import tomllib  # only when the file changed: its parsed copy is read otherwise

    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise InputError(said("core", "board data file {name} is not valid TOML: {exc}", name=path.name, exc=exc)) from None


def load_folder(folder: Path) -> dict[str, Any]:
    """Merge every `*.toml` of a folder into one dict, one top-level key per file stem."""
    return {p.stem: load_toml(p) for p in sorted(folder.glob("*.toml"))}


def validate_board(model: type[BaseModel], data: dict, what: str) -> BaseModel:
    """Board values typed as strictly as a state file's: "3" is not 3, "yes", "false" and 0 are not yes/no,
    and every number lies within +-MAX_NUMBER (companion/core/limits.py).

    The values are read as JSON (a data file's tables, a board file, a correction are all JSON-shaped),
    strictly: a list stands for a fixed-size row, an integer for a number with a fraction, nothing else
    is converted.
    """
    beyond = _beyond_limit(data)
    if beyond is not None:
        where, number = beyond
        side, limit = ("more", MAX_NUMBER) if number > 0 else ("less", -MAX_NUMBER)
        raise InputError(said("core", "{what}: {value} is {side} than any table holds (the limit is {limit:,})", what=what, value=place(where) or 'a value', side=side, limit=limit))
    try:
        text = json.dumps(data, allow_nan=False)
    except (TypeError, ValueError):
        raise InputError(said("core", "{what}: a value is not one a board holds (a number, a yes/no, a text or a list)", what=what)) from None
    try:
        return model.model_validate_json(text, strict=True)
    except ValidationError as exc:
        raise InputError(said("core", "{what}: {why}", what=what, why=validation_message(exc))) from None


def _beyond_limit(data: Any) -> tuple[tuple, int | float] | None:
    """Where the first number beyond +-MAX_NUMBER sits, and the number (yes/no values are not numbers)."""
    stack: list[tuple[tuple, Any]] = [((), data)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, (int, float)):
            if not -MAX_NUMBER <= item <= MAX_NUMBER:
                return where, item
        elif isinstance(item, dict):
            stack.extend(((*where, k), v) for k, v in item.items())
        elif isinstance(item, (list, tuple)):
            stack.extend(((*where, i), v) for i, v in enumerate(item))
    return None


def _set_path(data: Any, path: str, value: Any) -> None:
    from companion.core.edit import read_path, set_in  # only a game with corrections applies them

    try:
        read_path(data, path)
    except InputError:
        raise InputError(said("core", "{OVERRIDE} {path!r}: no such value on the board", OVERRIDE=OVERRIDE, path=excerpt(path))) from None
    set_in(data, path, value)


def _check_text(path: str, value: Any) -> None:
    """A text among corrected values is as long as a printed one at most, with no control characters."""

    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if len(item) > MAX_BOARD_TEXT:
                raise InputError(said("core", "{OVERRIDE} {path!r}: a text of {n:,} characters is longer than any printed on a board ({MAX_BOARD_TEXT} at most)", OVERRIDE=OVERRIDE, path=excerpt(path), n=len(item), MAX_BOARD_TEXT=MAX_BOARD_TEXT))
            if has_unsafe(item):
                raise InputError(said("core", "{OVERRIDE} {path!r}: the text holds control characters", OVERRIDE=OVERRIDE, path=excerpt(path)))
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())


class Revision(Frozen):
    """A change to the built-in data after games were played with it: the values it replaced."""

    revision: int = Field(ge=2)
    change: str = Field(min_length=1)
    was: dict[str, Any]


def load_revisions(path: Path) -> list[Revision]:
    """`revisions.toml` of a data folder (none: the data was never changed under a game)."""
    if not path.exists():
        return []
    raw = load_toml(path).get("revisions", [])
    try:
        revs = [Revision.model_validate(r) for r in raw]
    except ValidationError as exc:
        raise InputError(said("core", "{what}: {why}", what=path.name, why=validation_message(exc))) from None
    if [r.revision for r in revs] != list(range(2, len(revs) + 2)):
        raise InputError(said("core", "{name}: revisions must be numbered 2, 3, 4... in order", name=path.name))
    return revs


def values(node: Any, path: str = "") -> Iterator[tuple[str, Any, str]]:
    """Every printed value with provenance: (dotted path, value, source)."""
    for rec_path, rec in records(node, path):
        for field, src in rec["source"].items():
            if rec.get(field) is not None:
                yield f"{rec_path}.{field}", rec[field], src


def records(node: Any, path: str = "") -> Iterator[tuple[str, dict]]:
    """Every record with provenance (a dict with a `source` table) and its dotted path."""
    if isinstance(node, dict):
        if isinstance(node.get("source"), dict):
            yield path, node
            return
        for k, v in node.items():
            yield from records(v, f"{path}.{k}" if path else str(k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from records(v, f"{path}.{i}")


def key_words(key: str) -> str:
    """A part's, a record key's or a field's name as the Board data page words it: "job_market" is "job market"."""
    return key.replace("_", " ")


def board_words(board: BaseModel) -> tuple[str, ...]:
    """Every word of a board the Board data page shows (the catalogs' context "<pack>.board", tools/catalogs.py):
    the names of its parts, of its records' keys and fields (`key_words`), then every value's source, in the order
    first met."""
    data = board.model_dump(mode="json")
    names: list[str] = []
    sources: list[str] = []
    for part, node in data.items():
        names.append(key_words(part))
        for _path, rec in records(node, part):
            names += [key_words(k) for k in rec if k != "source"]
            sources += rec["source"].values()
    return tuple(dict.fromkeys([*names, *sources]))


def fingerprint(board: BaseModel) -> str:
    """A short hash of a board's values (provenance left out): equal values, equal fingerprint."""
    flat = {p: v for p, v, _ in values(board.model_dump(mode="json"))}
    return hashlib.sha256(json.dumps(flat, sort_keys=True).encode()).hexdigest()[:12]


def differences(board: BaseModel, base: BaseModel) -> dict[str, Any]:
    """The values of `board` that differ from `base` (path -> value)."""
    before = {p: v for p, v, _ in values(base.model_dump(mode="json"))}
    return {p: v for p, v, _ in values(board.model_dump(mode="json")) if before.get(p) != v}


def _mark(data: Any, path: str, text) -> None:
    """Rewrite the provenance of the value at `path` (text: old source -> new source)."""
    head = path.rsplit(".", 1)
    if len(head) < 2:
        return
    from companion.core.edit import _step

    rec = data
    for k in head[0].split("."):
        rec = _step(rec, k)
    if isinstance(rec, dict) and isinstance(rec.get("source"), dict) and head[-1] in rec["source"]:
        rec["source"][head[-1]] = text(rec["source"][head[-1]])


class OverridableBoard:
    """Caches the base board and the boards derived from override sets.

    `revisions` are the built-in values a later version of the data replaced: a
    game started under an older revision keeps playing with the values it was
    started with. `checks(board)` names the rulebook constraints a board breaks;
    `refuse_contradictions` applies them to games of `checked_from` on.
    """

    def __init__(self, model: type[BaseModel], loader, *, revisions: Callable[[], list[Revision]] | None = None,
                 checks: Callable[[BaseModel], list[str]] | None = None,
                 binding: Callable[[BaseModel, str], list[str]] | None = None, checked_from: int = 1):
        self.model = model
        self._loader = loader
        self._revisions = revisions
        self.checks = checks
        self._binding = binding
        self.checked_from = checked_from
        self._cache: dict[str | tuple[str, int | None], BaseModel] = {}

    @property
    def base(self) -> BaseModel:
        if "" not in self._cache:
            self._cache[""] = self._loader()
        return self._cache[""]

    @cached_property
    def revisions(self) -> list[Revision]:
        return self._revisions() if self._revisions else []

    @property
    def revision(self) -> int:
        """The revision of the built-in data (1 until it is first changed under stored games)."""
        return 1 + len(self.revisions)

    def built_in(self, revision: int | None) -> dict[str, Any]:
        """The values an older revision had that the current data replaced (path -> value)."""
        if revision is None or revision >= self.revision:
            return {}
        if revision < 1:
            raise InputError(said("core", "board revision {revision}: revisions start at 1", revision=revision))
        old: dict[str, Any] = {}
        for rev in reversed(self.revisions):
            if rev.revision > revision:
                old.update(rev.was)
        return old

    def with_overrides(self, overrides: dict[str, Any] | None, revision: int | None = None,
                       checked: frozenset[str] = frozenset()) -> BaseModel:
        """The board with `overrides` applied; values in `checked` say a group checked them against its box."""
        plain = not overrides and not checked
        if plain and ("revision", revision) in self._cache:
            # a game with no corrections: the board of its revision, found without building a key
            return self._cache[("revision", revision)]
        older = self.built_in(revision)
        if plain and not older:
            self._cache[("revision", revision)] = self.base
            return self.base
        key = ("revision", revision) if plain else json.dumps([overrides or {}, older, sorted(checked)], sort_keys=True)
        board = self._cache.get(key)
        if board is None:
            data = self.base.model_dump(mode="json")
            for path, value in sorted(older.items()):
                _set_path(data, path, value)
                _mark(data, path, lambda src, r=revision: f"{src} (as built in when this game began, revision {r})")
            for path in sorted(checked):
                _mark(data, path, lambda src: f"{CHECKED_BY_GROUP} (built in: {src})")
            for path, value in sorted((overrides or {}).items()):
                _check_text(path, value)
                _set_path(data, path, value)
                # a corrected value keeps the record's provenance honest
                if path not in checked:
                    _mark(data, path, lambda src: f"corrected at the table (was: {src})")
            board = validate_board(self.model, data, OVERRIDE)
            if len(self._cache) > 256:
                self._cache = {"": self.base}
            self._cache[key] = board
        return board

    def broken(self, board: BaseModel) -> list[str]:
        return self.checks(board) if self.checks else []

    def binding(self, board: BaseModel, path: str) -> list[str]:
        """The names of the rulebook constraints that read the value at `path`."""
        return self._binding(board, path) if self._binding else []

    def refuse_contradictions(self, overrides: dict[str, Any] | None, revision: int | None = None) -> BaseModel:
        """The board with these corrections, refused if a rulebook example contradicts it."""
        board = self.with_overrides(overrides, revision)
        if revision is not None and revision >= self.checked_from:
            broken = self.broken(board)
            if broken:
                raise InputError("refused: the rulebook says otherwise (" + "; ".join(broken) + ")")
        return board


@lru_cache(maxsize=None)
def data_dir(package_file: str) -> Path:
    return Path(package_file).parent / "data"
