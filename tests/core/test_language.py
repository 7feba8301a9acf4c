"""The languages the companion speaks (core/language.py, tools/catalogs.py): German and Dutch catalogs read
through gettext, the language chosen per device or per command, and every ledger word in the catalogs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from companion.cli import main
from companion.core import language, messages
from companion.core.language import ENGLISH, LANGUAGES, catalog_path, each, for_command_line, form, from_locale, translated
from companion.core.messages import codes, joined, render
from companion.core.registry import pack_ids
from tools.catalogs import translated as entry_translated

ROOT = Path(__file__).resolve().parents[2]
MONTANA_LOG = ROOT / "tests" / "fixtures" / "games" / "montana" / "three_players.jsonl"
#: every catalog is translated in full
COMPLETE = ("core", *pack_ids())


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
    missing = [(m.context, m.id) for m in po if m.id and m.context.partition(".")[0] == name and not entry_translated(m)]
    assert missing == []
    # every word of the game has its singular and its plural form
    terms = [m for m in po if m.context == f"{name}.term"]
    assert all(isinstance(m.id, tuple) and len(m.string) == 2 for m in terms)
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


def test_a_line_not_yet_translated_reads_in_english(tmp_path, monkeypatch):
    # a code added after the catalog was last translated: its entry is empty (or missing) until it is
    po = catalog("nl")
    entry = next(m for m in po if m.context == "union_stockyards.new_game")
    entry.string = ""
    path = tmp_path / "nl" / "LC_MESSAGES" / "companion.po"
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        write_po(f, po)
    monkeypatch.setattr(language, "LOCALE_DIR", tmp_path)
    language.translations.cache_clear()
    try:
        assert render("union_stockyards.new_game", {"count": 3, "name": "Ann"}, "nl") == "new game for 3 players; Ann starts"
        assert render("union_stockyards.sells", {"count": 2, "kind": "sheep", "meat": 6, "price": 5, "each": 1}, "nl") == \
            "verkoopt 2 schapen: vleeswaarde 6 - veeprijs 5 = marge 1 per stuk"
        # a language with no catalog at all reads in English
        assert render("union_stockyards.new_game", {"count": 3, "name": "Ann"}, "fr") == "new game for 3 players; Ann starts"
    finally:
        language.translations.cache_clear()


# --- plural forms: counts 0, 1, 2 and 5 (German and Dutch: the singular for 1, the plural for every other count)

@pytest.mark.parametrize(("count", "de", "nl"), [(0, "0 Aktien", "0 aandelen"), (1, "1 Aktie", "1 aandeel"),
                                                 (2, "2 Aktien", "2 aandelen"), (5, "5 Aktien", "5 aandelen")])
def test_a_count_of_shares_reads_in_its_plural_form(count, de, nl):
    params = {"name": "Ann", "count": count, "price": 7}
    assert render("arkwright.buys_shares_cash", params, "de") == f"Ann kauft {de} zu £7"
    assert render("arkwright.buys_shares_cash", params, "nl") == f"Ann koopt {nl} voor £7"


@pytest.mark.parametrize(("count", "de", "nl"), [(0, "0 Lampen", "0 lampen"), (1, "1 Lampe", "1 lamp"),
                                                 (2, "2 Lampen", "2 lampen"), (5, "5 Lampen", "5 lampen")])
def test_a_count_of_a_good_reads_in_the_good_s_plural_form(count, de, nl):
    params = {"name": "Ann", "count": count, "good": "lamps", "price": 9, "total": 9 * count}
    assert render("arkwright.sells", params, "de") == f"Ann verkauft {de} zu £9: +£{9 * count}"
    assert render("arkwright.sells", params, "nl") == f"Ann verkoopt {nl} voor £9: +£{9 * count}"
    assert render("arkwright.sells", params) == f"Ann sells {count} {'lamp' if count == 1 else 'lamps'} at £9: +£{9 * count}"


@pytest.mark.parametrize(("count", "de", "nl"), [(0, "0 Schafe", "0 schapen"), (1, "1 Schaf", "1 schaap"),
                                                 (2, "2 Schafe", "2 schapen"), (5, "5 Schafe", "5 schapen")])
def test_a_count_of_livestock_reads_in_its_plural_form(count, de, nl):
    params = {"count": count, "kind": "sheep", "meat": 6, "price": 5, "each": 1}
    assert render("union_stockyards.sells", params, "de").startswith(f"verkauft {de}: ")
    assert render("union_stockyards.sells", params, "nl").startswith(f"verkoopt {nl}: ")


@pytest.mark.parametrize(("count", "de", "nl"), [(0, "0 Motoren", "0 motoren"), (1, "1 Motor", "1 motor"),
                                                 (2, "2 Motoren", "2 motoren"), (5, "5 Motoren", "5 motoren")])
def test_a_list_of_counted_parts_reads_each_in_its_plural_form(count, de, nl):
    parts = joined([(count, "engine"), (1, "turbo")])
    assert render("kanban.warehouses_cleared", {"parts": parts}, "de") == f"Sandra lässt 1 Autoteil in jedem Lager; entfernt: {de}, 1 Turbo"
    assert render("kanban.warehouses_cleared", {"parts": parts}, "nl") == \
        f"Sandra laat 1 auto-onderdeel in elk magazijn; verwijderd: {nl}, 1 turbo"


@pytest.mark.parametrize(("count", "de", "nl"), [(0, "0 rote Sitze warten", "0 rode zetels wachten"),
                                                 (1, "1 roter Sitz wartet", "1 rode zetel wacht"),
                                                 (2, "2 rote Sitze warten", "2 rode zetels wachten"),
                                                 (5, "5 rote Sitze warten", "5 rode zetels wachten")])
def test_a_verb_agrees_with_its_count(count, de, nl):
    assert render("kanban.red_seats_wait", {"count": count}, "de").startswith(f"{de} auf deinem Spielertableau")
    assert render("kanban.red_seats_wait", {"count": count}, "nl").startswith(f"{nl} op je spelersbord")


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_catalogs_say_their_plural_rule(lang):
    # German and Dutch: two forms, the first for exactly one (gettext's Plural-Forms header)
    assert catalog(lang).plural_expr == "(n != 1)" and catalog(lang).num_plurals == 2
    assert [form(n, "one|many", lang) for n in (0, 1, 2, 5)] == ["many", "one", "many", "many"]


def test_the_form_of_a_count_is_the_catalog_s_plural_rule_choice(monkeypatch):
    # a language with three forms (one, few, many) reads the third for 5: the rule is the catalog's, not English's
    class Three:
        @staticmethod
        def plural(n):
            return 0 if n == 1 else 1 if n < 5 else 2

    monkeypatch.setattr(language, "translations", lambda lang: Three)
    assert [form(n, "a|b|c", "xx") for n in (0, 1, 2, 5)] == ["b", "a", "b", "c"]


# --- a list parameter worded item by item (core/language.py `each`)

def test_a_list_is_worded_item_by_item():
    words = ("arkwright.term", "de")
    assert each([["food"], ["lamps"]], "%1*|, | und ", *words) == "Nahrung und Lampen"
    assert each([["Ann"], ["Bob"], ["Cy"]], "%1|, | und ", *words) == "Ann, Bob und Cy"
    assert each([["Ann"], [""]], "%1|, | und |der Importeur", *words) == "Ann und der Importeur"
    assert each([[""]], "%1|, |, |keine", *words) == "keine"
    assert each([["1", "quality_light", "production_dark"], ["2"]], "Reihe %1: %2+|; ", *words) == \
        "Reihe 1: Qualität (hellgrau), Produktion (dunkelgrau); Reihe 2: -"
    assert each([["2", "engine"], ["1", "brakes"]], "%1 %2~1", "kanban.term", "nl") == "2 motoren, 1 remmen"


def test_the_command_line_prints_the_ledger_in_the_language_asked_for(capsys):
    assert main(["--language", "nl", "ledger", str(MONTANA_LOG), "--at", "3"]) == 0
    out = capsys.readouterr().out
    assert "nieuw spel voor 3 spelers; Red begint" in out and "op het grote veld" in out
    assert "new game for" not in out


def test_the_catalog_tool_finds_the_catalogs_up_to_date():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogs.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "de: " in done.stdout and "nl: " in done.stdout and "messages translated" in done.stdout
