"""TOML data files read through a parsed copy kept beside them, as Python keeps compiled modules.

tomllib is pure Python: parsing Arkwright's board data took longer than
validating it, on every command. The TOML files stay the source (their values
and provenance are edited there and nowhere else); the first read of a file
stores what it parsed, as JSON, in the `__pycache__` folder beside it (under
`sys.pycache_prefix` when one is set, as bytecode is), and later reads load
that copy while it still belongs to the file: the copy names the sha256 of the
file's bytes and the Python version that parsed it, and its name carries the
interpreter's cache tag. A changed file is parsed again and its copy replaced.

The copy is only ever a shortcut: where it cannot be written (a read-only
install, PYTHONDONTWRITEBYTECODE, which keeps bytecode from being written too),
or it is unreadable, corrupt or stale, the file is parsed as before and nothing
is said. Values JSON cannot hold as they are (TOML dates and times) are never
copied: such a file is always parsed.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable

#: changes when what a copy holds changes, so an older copy is never taken for a current one
FORMAT = 1


def cache_path(path: Path) -> Path:
    """Where the parsed copy of the data file at `path` is kept (its folder's `__pycache__`, or the prefix's)."""
    name = f"{path.name}.{sys.implementation.cache_tag}.json"
    if sys.pycache_prefix:  # the folder's whole path under the prefix, without its root (or drive)
        return Path(sys.pycache_prefix, *path.parent.absolute().parts[1:], name)
    return path.parent / "__pycache__" / name


def _key(raw: bytes) -> dict[str, Any]:
    return {"format": FORMAT, "python": "%d.%d.%d" % sys.version_info[:3], "sha256": hashlib.sha256(raw).hexdigest()}


def read_parsed(path: Path, parse: Callable[[Path], dict]) -> dict:
    """`parse(path)`, or the copy of what it gave for a file of exactly these bytes."""
    raw = path.read_bytes()
    key = _key(raw)
    where = cache_path(path)
    try:
        kept = json.loads(where.read_bytes())
        if isinstance(kept, dict) and kept.get("key") == key and isinstance(kept.get("data"), dict):
            return kept["data"]
    except (OSError, ValueError, RecursionError):  # none yet, unreadable or corrupt: parse the file
        pass
    data = parse(path)
    if not sys.dont_write_bytecode:
        _keep(where, key, data)
    return data


def _keep(where: Path, key: dict[str, Any], data: dict) -> None:
    """Write the copy through a temporary file (a reader sees a whole copy or none); any failure leaves none."""
    try:
        text = json.dumps({"key": key, "data": data}, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):  # a date or a time: JSON would not give it back as it is
        return
    temporary = where.with_name(f"{where.name}.{os.getpid()}.tmp")
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, where)
    except (OSError, UnicodeError):  # a read-only install (or text UTF-8 cannot hold): parsed each time, as before
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass
