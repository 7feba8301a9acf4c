"""Reading and writing the files the commands take, with clear errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.core.errors import InputError
from companion.core.jsontext import parse_json, read_json_file
from companion.core.limits import MAX_STATE_FILE_BYTES
from companion.files import write_text_atomic
from companion.commands.words import _


def read_json(path: str, limit: int = MAX_STATE_FILE_BYTES) -> Any:
    """A JSON file given on the command line, bounded (companion/core/jsontext.py)."""
    return read_json_file(path, path, limit)


def json_argument(text: str) -> Any:
    """A command's JSON argument: the JSON itself (an object or a list) or the name of a JSON file."""
    stripped = text.strip()
    if stripped.startswith(("{", "[")):
        return parse_json(stripped, "the JSON given")
    return read_json(text)


def write_json_atomic(path: str, data: Any, *, refuse: str | None = None) -> None:
    """Write JSON through a temporary file so a crash never leaves half a file."""
    target = Path(path)
    if refuse and target.resolve() == Path(refuse).resolve():
        raise InputError(_("refusing to overwrite the input file {file}; choose another --out").format(file=refuse))
    write_text_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")

