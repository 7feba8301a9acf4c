"""The store's refusals read in the viewer's language (issue 28): each is words the catalogs translate.

Every StoreError the store raises carries a Phrase (core/wording.py): `str(exc)` is the English sentence it always
was, `exc.message` the Phrase a screen (ui/words.py `refusal`) or the command line (commands/words.py `refusal`)
words again in its language. The German below is the "core" context of companion/locale/de (GLOSSARY.md: the
store speaks to the one person at the device, "du").
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from companion.core.wording import Phrase, phrase_in
from companion.store import Store, backup
from companion.store.errors import GameMoved, StoreError

from tests.store.conftest import setup_entry

STORE = Path(__file__).resolve().parents[2] / "companion" / "store"

#: the store's errors whose words must come from a template (said), never an English literal
ERRORS = {"StoreError", "WriteFailed", "Unusable", "GameMoved"}


def german(exc: StoreError) -> str:
    assert isinstance(exc.message, Phrase)  # the words as composed, kept by the error (core/errors.py)
    return phrase_in(exc.message, "de")


def test_a_restore_of_the_live_file_itself_reads_in_german(store, db_path):
    with pytest.raises(StoreError) as info:
        backup.restore(db_path, db_path)
    assert str(info.value) == "that backup is the database itself; nothing was restored"  # English as before
    assert german(info.value) == "diese Sicherung ist die Datenbank selbst; nichts wurde wiederhergestellt"


def test_an_import_refused_reads_in_german_with_its_reason(store):
    with pytest.raises(StoreError) as info:
        store.import_json({"format": "something else"})
    assert str(info.value) == ("not imported: this is not a Tabletop Companion session file (it does not say it is one); "
                               "the database was not changed")
    # the reason is a Phrase inside the sentence: worded in German too
    assert german(info.value) == ("nicht importiert: das ist keine Partiedatei von Tabletop Companion (sie sagt nicht, "
                                  "dass sie eine ist); die Datenbank wurde nicht geändert")


def test_a_game_moved_on_another_phone_reads_in_german(store):
    sid = store.create_session("tiny", setup_entry("Ann", "Bob")).info.id
    shown = store.version(sid)
    store.submit(sid, {"kind": "gain", "player": "p1", "cash": 1})  # the other phone
    with pytest.raises(GameMoved) as info:
        store.submit(sid, {"kind": "gain", "player": "p2", "cash": 2}, expected=shown)
    english = str(info.value)
    assert english.startswith("The game changed on another phone: 1 entry was stored after what this screen showed (")
    label = english.split("(", 1)[1].split(")", 1)[0]  # the entry's label, as the tiny pack words it
    # one entry: the German form for one ("Eintrag wurde"), the label as it is
    assert german(info.value) == (f"Das Spiel wurde auf einem anderen Handy geändert: 1 Eintrag wurde nach dem "
                                  f"gespeichert, was dieser Bildschirm zeigte ({label}). Nichts wurde gespeichert; das "
                                  "Spiel wird so gezeigt, wie es jetzt ist.")


def _calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in ERRORS or name in ("refuse", "device_full"):
                yield name, node


def _plain(node: ast.expr) -> bool:
    """An f-string, a string literal, or text composed of them (`+`, `%`): English the catalogs never see."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, ast.BinOp):
        return _plain(node.left) or _plain(node.right)
    return False


def test_no_store_error_is_raised_with_english_written_in_place():
    offences = []
    for path in sorted(STORE.glob("*.py")):
        for name, call in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            words = call.args[1:2] if name == "device_full" else call.args[:1]
            offences += [f"{path.name}:{call.lineno} {name}(...)" for arg in words if _plain(arg)]
    assert offences == []


def test_the_check_finds_english_written_in_place():
    found = list(_calls(ast.parse('raise StoreError(f"there is no session {sid}")\nraise refuse("no")\n'
                                  'raise WriteFailed(said("core", "words"))')))
    assert [(name, _plain(call.args[0])) for name, call in found] == [("StoreError", True), ("refuse", True),
                                                                      ("WriteFailed", False)]
