"""Stored states (snapshots) and stored entries: how the database keeps them.

Replaying entries is pure and lives in companion.core.replay.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from pydantic import ValidationError

from companion.core.errors import InputError
from companion.core.text import unsafe_text_in


def clean_entry(entry: Any, what: str = "entry") -> dict:
    """A JSON object with a 'kind', exactly as it will be stored and replayed."""
    if hasattr(entry, "model_dump"):
        entry = entry.model_dump(mode="json")
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str) or not entry["kind"]:
        raise InputError(f"an {what} must be a JSON object with a 'kind'")
    try:
        entry = json.loads(json.dumps(entry, allow_nan=False))
    except RecursionError:
        raise InputError(f"the {what} is nested too deeply") from None
    except (TypeError, ValueError) as exc:
        raise InputError(f"the {what} is not plain JSON: {exc}") from None
    if unsafe_text_in(entry):  # names typed at set-up or in a correction (core/text.py)
        raise InputError(f"the {what} holds control characters (invisible codes that change how text prints); "
                         "type it again with letters, digits and punctuation only")
    return entry


def dumps(entry: Any) -> str:
    """The one way entries are written to the database (export/import rely on it)."""
    return json.dumps(entry, ensure_ascii=False)


def load_snapshot(pack, stored: bytes | str) -> Any | None:
    """A stored state, or None when it no longer fits the pack's state model (then replay)."""
    try:
        return pack.state_type.model_validate_json(unpack_state(stored))
    except (ValidationError, ValueError, zlib.error):
        return None


def dump_state(state: Any) -> str:
    """A state's JSON as a snapshot keeps it: fields still at their defaults are left out (they load
    back as the same defaults), which keeps a snapshot row about a third smaller."""
    return state.model_dump_json(exclude_defaults=True) if hasattr(state, "model_dump_json") else json.dumps(state)


def pack_state(state: Any) -> bytes:
    """A state as `snapshots.state` keeps it: its JSON, compressed with zlib (schema 5)."""
    return zlib.compress(dump_state(state).encode("utf-8"), 6)


def unpack_state(stored: bytes | str) -> str:
    """The JSON text of a stored state (plain text in a file from before schema 5 that was never opened)."""
    return zlib.decompress(stored).decode("utf-8") if isinstance(stored, bytes) else stored
