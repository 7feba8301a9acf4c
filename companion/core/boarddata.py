"""Board data with provenance, and per-game overrides of it.

Every number printed on cardboard lives in a data file. Each record carries a
`source` table naming, per field, where the value was read: a rulebook section
or worked example, or `unverified: ...` when only the printed component has it
and the transcription does not. Tables correct a wrong value with an override
(a dotted path into the board and a new value), for one game or for good.
"""

from __future__ import annotations

import json
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationError, model_validator

from companion.core.edit import _step, read_path, set_in
from companion.core.errors import InputError
from companion.core.models import Frozen, validation_message

UNVERIFIED = "unverified"


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
        missing = [
            name
            for name in type(self).model_fields
            if name != "source"
            and name not in self.keys
            and getattr(self, name) is not None
            and not self.source.get(name, "").strip()
        ]
        if missing:
            raise ValueError(f"no provenance for {', '.join(missing)} (add them to 'source')")
        unknown = [k for k in self.source if k not in type(self).model_fields]
        if unknown:
            raise ValueError(f"provenance given for unknown fields: {', '.join(unknown)}")
        return self

    def verified(self, field: str) -> bool:
        return not self.source.get(field, UNVERIFIED).lower().startswith(UNVERIFIED)


def load_toml(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"board data file {path.name} is not valid TOML: {exc}") from None


def load_folder(folder: Path) -> dict[str, Any]:
    """Merge every `*.toml` of a folder into one dict, one top-level key per file stem."""
    return {p.stem: load_toml(p) for p in sorted(folder.glob("*.toml"))}


def validate_board(model: type[BaseModel], data: dict, what: str) -> BaseModel:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise InputError(f"{what}: {validation_message(exc)}") from None


def _set_path(data: Any, path: str, value: Any) -> None:
    try:
        read_path(data, path)
    except InputError:
        raise InputError(f"board override {path!r}: no such value on the board") from None
    set_in(data, path, value)


class OverridableBoard:
    """Caches the base board and the boards derived from override sets."""

    def __init__(self, model: type[BaseModel], loader):
        self.model = model
        self._loader = loader
        self._cache: dict[str, BaseModel] = {}

    @property
    def base(self) -> BaseModel:
        if "" not in self._cache:
            self._cache[""] = self._loader()
        return self._cache[""]

    def with_overrides(self, overrides: dict[str, Any] | None) -> BaseModel:
        if not overrides:
            return self.base
        key = json.dumps(overrides, sort_keys=True)
        board = self._cache.get(key)
        if board is None:
            data = self.base.model_dump(mode="json")
            for path, value in sorted(overrides.items()):
                _set_path(data, path, value)
                # a corrected value keeps the record's provenance honest
                head = path.rsplit(".", 1)
                rec = data
                for k in head[0].split("."):
                    rec = _step(rec, k)
                if isinstance(rec, dict) and isinstance(rec.get("source"), dict) and head[-1] in rec["source"]:
                    rec["source"][head[-1]] = f"corrected at the table (was: {rec['source'][head[-1]]})"
            board = validate_board(self.model, data, "board override")
            if len(self._cache) > 256:
                self._cache = {"": self.base}
            self._cache[key] = board
        return board


@lru_cache(maxsize=None)
def data_dir(package_file: str) -> Path:
    return Path(package_file).parent / "data"
