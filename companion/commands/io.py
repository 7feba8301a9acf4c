"""Reading and writing the files the commands take, with clear errors."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from companion.core.errors import InputError
from companion.core.jsontext import read_json_file
from companion.core.models import MAX_STATE_FILE_BYTES


def read_json(path: str, limit: int = MAX_STATE_FILE_BYTES) -> Any:
    """A JSON file given on the command line, bounded (companion/core/jsontext.py)."""
    return read_json_file(path, path, limit)


def write_json_atomic(path: str, data: Any, *, refuse: str | None = None) -> None:
    """Write JSON through a temporary file so a crash never leaves half a file."""
    target = Path(path)
    if refuse and target.resolve() == Path(refuse).resolve():
        raise InputError(f"refusing to overwrite the input file {refuse}; choose another --out")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
