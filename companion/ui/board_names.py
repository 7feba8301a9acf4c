"""The names of a board's records and values as the phone's language reads them (the Board data page, a board
correction's log line): a part, a record's naming keys and a field, by the catalogs' board words (context
"<pack>.board"), never a data path."""

from __future__ import annotations

import json
from typing import Any

from companion.core.boarddata import key_words, records
from companion.ui.words import board_field, board_word, game_word

#: the keys that name a record in its title ("good food, level 1"), in the order the title names them
TITLE_KEYS = ("good", "level", "space", "decade", "id", "capacity", "players", "version")
#: the keys whose value is a word of the game (the pack's `terms()`: "food", a marker's or an area's id)
TERM_KEYS = ("good", "id")


def record_title(pack_id: str, path: str, rec: dict) -> str:
    """A record's title in the phone's language: each naming key's name and its value."""
    keys = [f"{board_word(pack_id, key_words(k))} {title_value(pack_id, k, rec[k])}" for k in TITLE_KEYS if k in rec]
    return ", ".join(keys) or path


def value_name(pack_id: str, data: dict, path: str, between: str = ": ") -> str:
    """A value's place as the page names it, never its data path: its part, its record's title and its field
    ("share track, space 1: value"; a record with no naming key by its number in the part: "job market 1: wage")."""
    head, _, field = path.rpartition(".")
    part = head.split(".")[0]
    rec = next((r for p, r in records(data[part], part) if p == head), None) if part in data else None
    title = record_title(pack_id, "", rec) if rec is not None else ""
    where = board_word(pack_id, key_words(part))
    if title:
        where += f", {title}"
    elif head != part:  # a record with no naming key: by its number ("job market 1")
        where += " " + " ".join(str(int(x) + 1) if x.isdigit() else board_word(pack_id, key_words(x)) for x in head.split(".")[1:])
    return f"{where}{between}{board_field(pack_id, field)}"


def title_value(pack_id: str, key: str, value: Any) -> str:
    return game_word(pack_id, value) if key in TERM_KEYS and isinstance(value, str) else str(value)



def value_text(v: Any) -> str:
    return json.dumps(v) if isinstance(v, (dict, list)) else str(v)
