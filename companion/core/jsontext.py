"""Reading JSON that came from outside: bounded before it is parsed, one plain sentence when it is refused.

Python's json module gives a traceback-prone RecursionError on deep nesting and
a ValueError on numbers of more than 4,300 digits, and reads a file of any
size. Here the size is capped before reading (a read never takes more than the
cap plus one byte, so /dev/zero is refused too), the nesting depth is measured
before parsing, numbers are limited to MAX_NUMBER_DIGITS digits (a regular expression on
the text outside strings, before parsing) and NaN and Infinity are refused. The limits are in companion/core/limits.py.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from pathlib import Path
from typing import Any

from companion.core.errors import InputError
from companion.core.limits import MAX_JSON_DEPTH, MAX_NUMBER_DIGITS, MAX_STATE_FILE_BYTES
from companion.core.wording import said

_ESCAPE = re.compile(rb"\\.", re.DOTALL)


def outside_strings(raw: bytes) -> bytes:
    """JSON text without its strings: escapes dropped, then every other piece between quotes."""
    return b"".join(_ESCAPE.sub(b"", raw).split(b'"')[::2])
_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
#: for depth, an object is a bracket like an array (a mismatch is the parser's to report)
_SAME = bytes.maketrans(b"{}", b"[]")
_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]")
#: a run of digits longer than any number read (outside strings: checked before parsing, at regex speed)
_LONG_NUMBER = re.compile(rb"[0-9]{%d,}" % (MAX_NUMBER_DIGITS + 1))
_STEP = {ord("["): 1, ord("]"): -1}


class _Refused(Exception):
    pass


def depth(raw: bytes, limit: int = MAX_JSON_DEPTH, *, strings_removed: bool = False) -> int:
    """How deeply arrays and objects nest in JSON text (brackets inside strings do not count).

    Exact up to `limit`; beyond it, a number above `limit`. Each round takes away the innermost
    pairs at the speed of bytes.replace; only what is left after `limit` rounds is counted one
    bracket at a time.
    """
    brackets = (raw if strings_removed else outside_strings(raw)).translate(_SAME, _BRACKETS)
    rounds = 0
    while brackets and rounds <= limit:
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):
            break  # unbalanced or mismatched: not JSON, the parser says where
        brackets, rounds = shorter, rounds + 1
    if not brackets:
        return rounds
    return rounds + max(0, max(accumulate(map(_STEP.__getitem__, brackets)), default=0))


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 10:
        raise _Refused(said("core", "holds a number written with {n:,} characters", n=len(text)))
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(said("core", "holds a number too large to be a number on a table"))
    return value


def _constant(text: str) -> Any:
    raise _Refused(said("core", "holds {text}, which is not a number", text=text))


def _lone_surrogate(value: Any) -> bool:
    """Text holding half of a surrogate pair (JSON can write one as an escape; it is not a character)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
    return False


def parse_json(raw: bytes | str, what: str, limit: int = MAX_STATE_FILE_BYTES) -> Any:
    """The JSON value in `raw`, or InputError naming `what` and the problem in words."""
    if isinstance(raw, str):
        try:
            raw = raw.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(said("core", "{what} holds text that is not valid Unicode", what=what)) from None
    if len(raw) > limit:
        raise InputError(said("core", "{what} is too large ({n:,} bytes; at most {limit:,})", what=what, n=len(raw), limit=limit))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(said("core", "{what} is not a text file (it is not UTF-8)", what=what)) from None
    outside = outside_strings(raw)
    deepest = depth(outside, strings_removed=True)
    if deepest > MAX_JSON_DEPTH:
        raise InputError(said("core", "{what} is nested {deepest:,} levels deep (at most {MAX_JSON_DEPTH})", what=what, deepest=deepest, MAX_JSON_DEPTH=MAX_JSON_DEPTH))
    long_number = _LONG_NUMBER.search(outside)
    if long_number:
        digits = long_number.end() - long_number.start()
        raise InputError(said("core", "{what} holds a number of {digits:,} digits (at most {MAX_NUMBER_DIGITS} are read)", what=what, digits=digits, MAX_NUMBER_DIGITS=MAX_NUMBER_DIGITS))
    try:
        value = json.loads(text, parse_float=_float, parse_constant=_constant)
    except _Refused as exc:
        raise InputError(said("core", "{what} {why}", what=what, why=exc.args[0])) from None
    except json.JSONDecodeError as exc:
        raise InputError(said("core", "{what} is not valid JSON ({msg} at line {lineno}, column {colno})", what=what, msg=exc.msg, lineno=exc.lineno, colno=exc.colno)) from None
    except (RecursionError, MemoryError, ValueError):
        raise InputError(said("core", "{what} cannot be read as JSON", what=what)) from None
    if _SURROGATE.search(raw) and _lone_surrogate(value):
        raise InputError(said("core", "{what} holds text that is not valid Unicode", what=what))
    return value


def read_json_file(path: str | Path, what: str | None = None, limit: int = MAX_STATE_FILE_BYTES) -> Any:
    """The JSON in a file, read at most `limit` bytes; InputError in words when it cannot be."""
    what = what or str(path)
    return parse_json(read_bounded(path, what, limit, "a JSON file"), what, limit)


def read_bounded(path: str | Path, what: str, limit: int, kind: str = "a file") -> bytes:
    """A file's bytes, at most `limit` of them; InputError in words when it cannot be read (`kind` names what it
    should be, for a folder given instead)."""
    p = Path(path)
    try:
        if p.is_dir():
            raise InputError(said("core", "{what} is a folder, not {kind}", what=what, kind=kind))
        with p.open("rb") as fh:
            raw = fh.read(limit + 1)
    except FileNotFoundError:
        raise InputError(said("core", "no such file: {what}", what=what)) from None
    except PermissionError:
        raise InputError(said("core", "{what} cannot be read (permission denied)", what=what)) from None
    except MemoryError:
        raise InputError(said("core", "{what} is too large to read", what=what)) from None
    except OSError as exc:
        raise InputError(said("core", "{what} cannot be read ({value})", what=what, value=exc.strerror or 'input/output error')) from None
    if len(raw) > limit:
        raise InputError(said("core", "{what} is too large (more than {limit:,} bytes)", what=what, limit=limit))
    return raw
