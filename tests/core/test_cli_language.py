"""The command line in the language asked (`--language`, COMPANION_LANGUAGE): its help, what it prints, its errors.

Every help text of every command comes from the catalogs ("cli" context), translated in German and Dutch; every
sentence a command module prints or raises is a `_()` call (so the extraction finds it); and a few commands read
in German and Dutch end to end.
"""

from __future__ import annotations

import ast
import argparse
import importlib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import cli
from companion.commands import all_commands
from companion.commands import words as cli_words
from companion.core.language import catalog_path

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted([*(ROOT / "companion" / "commands").rglob("*.py"), ROOT / "companion" / "cli.py"])


@pytest.fixture(autouse=True)
def english_before_and_after():
    """The command line's language is its process's (cli.main sets it each run): another test's run may have left
    German; each test here starts and ends in English."""
    cli_words.speak("en")
    yield
    cli_words.speak("en")


def catalog(language: str) -> dict:
    with catalog_path(language).open("rb") as f:
        return {(m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(f, locale=language)
                if m.context == cli_words.CONTEXT}


def every_parser() -> list[argparse.ArgumentParser]:
    """The whole command line, every command's module registered (as naming each command builds it)."""
    cli_words.speak("en")
    parser = argparse.ArgumentParser(prog="companion")
    sub = parser.add_subparsers()
    for module in dict.fromkeys(module for module, _what in all_commands().values()):
        importlib.import_module(module).register(sub)
    found, todo = [], [parser]
    while todo:
        p = todo.pop()
        found.append(p)
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                todo += list(action.choices.values())
    return found


def helps() -> list[str]:
    texts = [cli.build_parser(["--help"]).description]
    for p in every_parser():
        texts += [a.help for a in p._actions if a.help and a.help != argparse.SUPPRESS
                  and not isinstance(a, (argparse._HelpAction, argparse._VersionAction))]
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                texts += [c.help for c in action._choices_actions if c.help]
    return texts


def pack_option(text: str) -> bool:
    """A new-game option's help: the pack's own words (its option's help or label, core/wording.py) and the packs
    that have it, worded by the pack's catalog (test_every_new_game_option_reads_in_the_language_asked)."""
    from companion.commands.setup import declared_options

    return any(text == f"{o.help or o.label} ({', '.join(t for t, _o in declared)})"
               for declared in declared_options().values() for o in [declared[0][1]])


@pytest.mark.parametrize("language", ["de", "nl"])
def test_every_help_text_of_every_command_is_translated(language):
    words = catalog(language)
    database = cli_words._("the database file (default: {file})")
    missing = [t for t in helps() if not pack_option(t) and not words.get(t) and not t.startswith(database[:17])]
    assert missing == [] and words[database]


@pytest.mark.parametrize("language, word", [("de", "Spinning Mule ohne seine Ereignismarker"),
                                            ("nl", "Spinning Mule zonder zijn gebeurtenismarkers")])
def test_every_new_game_option_reads_in_the_language_asked(language, word, capsys):
    from companion.commands.setup import declared_options

    with pytest.raises(SystemExit):
        cli.main(["--language", language, "new", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    english = [str(declared[0][1].help or declared[0][1].label) for declared in declared_options().values()]
    assert word in out and [e for e in english if e in out] == []


def _spoken(node: ast.AST) -> bool:
    """A literal sentence (a string or an f-string with letters in its own text) given as it is."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and any(c.isalpha() for c in v.value) for v in node.values)
    if isinstance(node, ast.BinOp):
        return _spoken(node.left) or _spoken(node.right)
    return False


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_sentence_a_command_prints_or_raises_goes_through_the_catalogs(path):
    tree = ast.parse(path.read_text())
    offences = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name == "print" or name.endswith("Error") or name == "_fail":
            offences += [f"line {node.lineno}" for a in node.args if _spoken(a)]
        if name in ("add_argument", "add_parser", "ArgumentParser"):
            offences += [f"line {node.lineno}" for k in node.keywords if k.arg in ("help", "description") and _spoken(k.value)]
    assert offences == []


def test_the_help_reads_in_german_with_argparse_own_words(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--language", "de", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: companion") and "diese Hilfe zeigen und beenden" in out
    assert "die gespeicherten" not in out and "list the games kept in the database" not in out
    assert "die in der Datenbank gespeicherten Spiele auflisten" in out
    with pytest.raises(SystemExit):
        cli.main(["--help"])  # English again for the next command of this process
    assert capsys.readouterr().out.startswith("usage: companion")


def test_a_command_prints_dutch_from_the_environment(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_LANGUAGE", "nl")
    assert cli.main(["sessions", "--db", str(tmp_path / "games.db")]) == 0
    assert capsys.readouterr().out.strip() == "nog geen spellen opgeslagen"


def test_an_error_reads_in_german_on_one_line(tmp_path, capsys):
    assert cli.main(["--language=de", "state", str(tmp_path / "missing.jsonl")]) == 2
    err = capsys.readouterr().err
    assert err == f"Fehler: keine solche Protokolldatei: {tmp_path / 'missing.jsonl'}\n"


def test_english_stays_as_written(tmp_path, capsys):
    assert cli.main(["sessions", "--db", str(tmp_path / "games.db")]) == 0
    assert capsys.readouterr().out.strip() == "no games stored yet"


@pytest.mark.parametrize("count, de, nl", [
    (0, "0 Partien gesichert in", "0 sessies geback-upt naar"),
    (1, "1 Partie gesichert in", "1 sessie geback-upt naar"),
    (2, "2 Partien gesichert in", "2 sessies geback-upt naar"),
    (5, "5 Partien gesichert in", "5 sessies geback-upt naar"),
])
def test_counts_take_their_plural_forms(count, de, nl):
    for language, expected in (("de", de), ("nl", nl)):
        cli_words.speak(language)
        try:
            words = cli_words._n("backed up {n} session to {target}", "backed up {n} sessions to {target}", count)
        finally:
            cli_words.speak("en")
        assert words.format(n=count, target="x").startswith(expected)
