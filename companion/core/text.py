"""Text typed by people: names refused when they hold control characters, and text made safe to print.

A name is shown on phones, in statistics and on terminals; a control character
(C0, DEL, C1), a terminal escape, a bidirectional override or isolate, a line
separator or half of a surrogate pair would hide or reorder what is around it.
Such names are refused where they are entered (new game, roster, rename, import).
Right-to-left letters are names like any other; only the invisible controls that
reorder text are refused. Everything a command prints goes through
`terminal_safe`, so a name stored before these checks still prints harmlessly.
"""

from __future__ import annotations

import unicodedata

from companion.core.errors import InputError
from companion.core.limits import MAX_NAME
from companion.core.wording import said

#: joiners that emoji and some scripts need: kept
_ALLOWED_FORMAT = {"\u200c", "\u200d"}


def is_unsafe(ch: str) -> bool:
    """A character that controls how text is shown rather than being text."""
    if ch in "\t\n":
        return False
    category = unicodedata.category(ch)
    if category in ("Cc", "Cs", "Zl", "Zp"):
        return True
    return category == "Cf" and ch not in _ALLOWED_FORMAT


def has_unsafe(text: str) -> bool:
    # printable text holds no control, format, surrogate or separator character but the space
    return not text.isprintable() and any(is_unsafe(ch) for ch in text)


def check_name(text: object, what: str = "a player's name", limit: int = MAX_NAME) -> str:
    """The name with its spaces tidied, or InputError in one plain sentence."""
    if not isinstance(text, str):
        raise InputError(said("core", "{what} must be text", what=what))
    if "\t" in text or "\n" in text or has_unsafe(text):
        raise InputError(said("core", "{what} holds control characters (invisible codes that change how text prints); type it again with letters, digits and punctuation only", what=what))
    name = " ".join(text.split())
    if not name or len(name) > limit:
        raise InputError(said("core", "{what} needs 1 to {limit} characters", what=what, limit=limit))
    return name


def _escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def terminal_safe(text: str) -> str:
    """Text with every control character written as an escape (\\u001b), so it cannot drive a terminal."""
    if text.isprintable() or not has_unsafe(text.replace("\n", "").replace("\t", "")):
        return text
    return "".join(_escape(ch) if is_unsafe(ch) else ch for ch in text)


def unsafe_text_in(value: object) -> bool:
    """Whether any text in plain JSON data (keys too) holds a control character."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if has_unsafe(item.replace("\n", "").replace("\t", "")):
                return True
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
    return False


#: the most of a value a refusal quotes
EXCERPT = 40


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """At most `limit` characters of `text` for a message, with "…" where it was cut."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
