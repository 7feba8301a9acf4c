"""The hostile inputs the tests feed to the companion, generated here (no fixture files)."""

from __future__ import annotations

import json

RTL_NAME = "\u05e9\u05e8\u05d4"  # Hebrew letters: a name like any other
ESCAPES = "\x1b[2J\x1b]0;owned\x07Ann"
BIDI = "\u202eAnn\u202c"
C1 = "Ann\x9b31m"
HUGE = 2**70
TWENTY_NINES = 99999999999999999999

def raw_corpus() -> dict[str, bytes]:
    """Files that are hostile whatever they are fed to."""
    deep_arrays = b"[" * 100_000 + b"]" * 100_000
    deep_objects = b'{"a":' * 100_000 + b"1" + b"}" * 100_000
    return {
        "nested 100,000 deep (arrays)": deep_arrays,
        "nested 100,000 deep (objects)": deep_objects,
        "a 5,000-digit number": b"9" * 5000,
        "a 5,000-digit number in an object": b'{"cash": ' + b"9" * 5000 + b"}",
        "a 5,000-digit negative number in a list": b"[-" + b"1" * 5000 + b"]",
        "a float of 5,000 digits": b"[0." + b"1" * 5000 + b"]",
        "not UTF-8": b"\xff\xfe\x00\x01garbage",
        "not JSON": b"hello, table",
        "an empty file": b"",
        "NaN": b'{"cash": NaN}',
        "Infinity": b'{"cash": Infinity}',
        "1e999": b'{"cash": 1e999}',
        "a lone surrogate": b'{"name": "\\ud800"}',
        "a list": b"[1, 2, 3]",
        "a string": b'"just text"',
        "terminal escapes": json.dumps({"name": ESCAPES}).encode(),
        "control characters raw in the file": b'{"name": "a\x1b[31m"}',
        "a 10,000-character name": json.dumps({"name": "x" * 10_000}).encode(),
        "right-to-left override": json.dumps({"name": BIDI}, ensure_ascii=False).encode(),
        "numbers as strings": b'{"cash": "10"}',
        "a huge integer": json.dumps({"cash": HUGE}).encode(),
    }
