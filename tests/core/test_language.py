"""The languages the companion speaks (core/language.py, tools/catalogs.py): German and Dutch catalogs read
through gettext, the language chosen per device or per command, and every ledger word in the catalogs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion.cli import main
from companion.core import messages
from companion.core.language import ENGLISH, LANGUAGES, catalog_path, for_command_line, from_locale, translated
from companion.core.messages import codes, render

ROOT = Path(__file__).resolve().parents[2]
MONTANA_LOG = ROOT / "tests" / "fixtures" / "games" / "montana" / "three_players.jsonl"
#: the catalogs translated in full so far (the others read in English until they are)
COMPLETE = ("core", "montana")


def catalog(language: str):
    with catalog_path(language).open("rb") as f:
        return read_po(f, locale=language)


@pytest.mark.parametrize(("tag", "language"), [("de_DE.UTF-8", "de"), ("nl-BE", "nl"), ("NL", "nl"), ("en_GB", "en"),
                                               ("fr_FR", "en"), ("C", "en"), ("", "en"), (None, "en")])
def test_a_locale_reads_a_language_the_companion_speaks(tag, language):
    assert from_locale(tag) == language


def test_the_command_line_language_comes_from_the_flag_then_the_environment_never_the_shell_locale():
    assert for_command_line("nl", {"COMPANION_LANGUAGE": "de"}) == "nl"
    assert for_command_line(None, {"COMPANION_LANGUAGE": "de"}) == "de"
    assert for_command_line(None, {"LANG": "de_DE.UTF-8", "LC_ALL": "nl_NL"}) == ENGLISH


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_every_word_of_every_catalog_is_in_the_language_s_catalog(language):
    # tools/catalogs.py keeps them in step; a new code or term without its entry fails here
    from tools.catalogs import words

    have = {(m.context, m.id) for m in catalog(language) if m.id}
    assert set(words()) - have == set()


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
@pytest.mark.parametrize("name", COMPLETE)
def test_the_complete_catalogs_are_translated_word_for_word(language, name):
    po = catalog(language)
    missing = [m.context for m in po if m.id and m.context.partition(".")[0] == name and not m.string]
    assert missing == []
    for code in codes(name):  # the same parameters as the English words, nothing lost in translation
        english = {f for f, _ in messages._fields(messages.template(code))}
        words = {f for f, _ in messages._fields(translated(code, messages.template(code), language))}
        assert words == english, code


@pytest.mark.parametrize(("count", "nl", "de"), [(0, "0 pompoenen", "0 Kürbisse"), (1, "1 pompoen", "1 Kürbis"),
                                                 (2, "2 pompoenen", "2 Kürbisse"), (5, "5 pompoenen", "5 Kürbisse")])
def test_plural_forms_follow_the_count(count, nl, de):
    assert render("montana.reward_pumpkins", {"row": 2, "count": count}, "nl") == f"beloning van rij 2: {nl}"
    assert render("montana.reward_pumpkins", {"row": 2, "count": count}, "de") == f"Belohnung von Reihe 2: {de}"
    assert render("montana.reward_pumpkins", {"row": 2, "count": count}) == \
        f"row 2 reward: {count} {'pumpkin' if count == 1 else 'pumpkins'}"


def test_the_game_s_words_are_translated_where_a_template_marks_them():
    # seed 004: "graan" is the grain, "gele arbeider" a yellow worker
    assert render("montana.large_field_goods", {"area": "grain", "field": 1, "count": 4, "good": "grain"}, "nl") == \
        "veld 1 bij graan: 4 graan"
    assert render("montana.large_field_workers", {"count": 1, "colour": "yellow"}, "nl") == \
        "1 gele arbeider op het grote veld"
    assert render("montana.large_field_workers", {"count": 2, "colour": "yellow"}, "de") == \
        "2 Arbeiter (gelb) auf dem großen Feld"
    # a player's name is never a word of the catalog
    assert render("montana.new_game", {"count": 3, "name": "Rood"}, "nl") == "nieuw spel voor 3 spelers; Rood begint"


def test_a_line_not_yet_translated_reads_in_english():
    code = "union_stockyards." + next(iter(messages.catalog("union_stockyards").messages))
    params = {f: 1 for f, _ in messages._fields(messages.template(code))}
    assert render(code, params, "nl") == render(code, params)


def test_the_command_line_prints_the_ledger_in_the_language_asked_for(capsys):
    assert main(["--language", "nl", "ledger", str(MONTANA_LOG), "--at", "3"]) == 0
    out = capsys.readouterr().out
    assert "nieuw spel voor 3 spelers; Red begint" in out and "op het grote veld" in out
    assert "new game for" not in out


def test_the_catalog_tool_finds_the_catalogs_up_to_date():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogs.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "de: " in done.stdout and "nl: " in done.stdout and "messages translated" in done.stdout
