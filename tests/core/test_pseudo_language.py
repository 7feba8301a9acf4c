"""Every ledger line of every recorded game goes through the catalogs (issue 28, Done-when).

The German and the Dutch catalog are turned into a pseudo-language: every letter they hold (the words of each
template, its plural forms and list patterns, every word of a game) becomes its full-width twin ("Ａｋｔｉｅ"),
placeholders untouched. Every line of every game in tests/fixtures/games/** is then worded in it: a plain
ASCII letter left in a line, once the players' names are taken out, is a word that did not come from the catalog
(an English template, an English word a pack's WORDS made, a game's word passed on untranslated). The few
parameters that still carry English words the rules compose are listed in GAPS, each with its reason; a new
one fails here.

The plain-words check of the forms (tests/ui/test_plain_words.py: no field path, entry kind, validation text)
runs on the same lines in English, German and Dutch.
"""

from __future__ import annotations

import re
import string
from functools import cache

import pytest
from babel.messages.pofile import read_po, write_po

from companion.commands.logfile import GameLog
from companion.core import language
from companion.core.messages import SEP, SUB, render
from tests.core.recorded import fixture_files
from tests.ui.test_plain_words import offence

#: (code, parameter): a parameter whose words the rules compose in English; the catalogs cannot word it yet
GAPS = {
    # what the table typed: a note is the table's own words
    ("core.value_corrected_because", "note"), ("core.table_note", "text"), ("core.text", "text"), ("kanban.noted", "text"),
    # a fingerprint is hexadecimal, not words
    ("arkwright.board_data", "fingerprint"),
    # an answer given that no question asked for, by its key (an identifier, as the game file stores it): a question
    # not asked has no words (a question's words are made when it is asked, with its parameters)
    ("arkwright.answer_not_needed", "key"),
    # a Year card the list lacks is typed at the table (its name is the table's words)
    *((f"union_stockyards.{code}", "card") for code in ("year_card", "card_price", "card_meat_value", "card_livestock",
                                                         "card_blocks", "card_opens", "card_no_strike")),
}
#: the parameters of the catalogs' examples that hold a player's name (a recorded game names its players)
NAMES = {"name", "start", "holder", "company", "buyer", "names", "order", "sellers"}

PSEUDO_LANGUAGES = ("de", "nl")


def pseudo(text: str) -> str:
    """Every ASCII letter of `text` as its full-width twin."""
    return "".join(chr(ord(c) + 0xFEE0) if c in string.ascii_letters else c for c in text)


def pseudo_template(text: str) -> str:
    """A translated template with its words in pseudo-letters: the literal text, the forms of a count
    (`{n:count/Aktie|Aktien}`) and the words of a list pattern; field names and the rest of a spec as they are."""
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(text):
        out.append(pseudo(literal).replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        word, slash, arg = (spec or "").partition("/")
        if word in ("count", "noun", "each") and slash:
            spec = f"{word}/{pseudo(arg)}"
        out.append("{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}")
    return "".join(out)


@pytest.fixture(scope="module")
def pseudo_catalogs(tmp_path_factory):
    """The de and nl catalogs in pseudo-letters, read in place of the real ones."""
    root = tmp_path_factory.mktemp("locale")
    for lang in PSEUDO_LANGUAGES:
        with language.catalog_path(lang).open("rb") as f:
            po = read_po(f, locale=lang)
        for m in po:
            if not m.id:
                continue
            m.string = tuple(pseudo(s) for s in m.string) if isinstance(m.id, tuple) else pseudo_template(m.string)
        path = root / lang / "LC_MESSAGES" / f"{language.DOMAIN}.po"
        path.parent.mkdir(parents=True)
        with path.open("wb") as f:
            write_po(f, po)
    saved = language.LOCALE_DIR
    language.LOCALE_DIR = root
    language.translations.cache_clear()
    yield
    language.LOCALE_DIR = saved
    language.translations.cache_clear()


@cache
def recorded(path) -> tuple[list, tuple[str, ...]]:
    """The ledger of a recorded game and its players' names."""
    done = GameLog.read(str(path)).replay()
    return list(done.ledger), tuple(p.name for p in done.state.players)


def untranslated(line: str, entry, names: tuple[str, ...]) -> list[str]:
    """The ASCII words of a pseudo-language line that are neither a player's name nor a known gap."""
    codes = {entry.code, *(str(v) for v in entry.params.values())}  # the line's code and those of its nested lines
    for name, value in entry.params.items():
        if any((code, name) in GAPS for code in codes):
            for item in re.split(f"[{SEP}{SUB}]", str(value)):
                if item:
                    line = line.replace(item, " ")
    for name in sorted(names, key=len, reverse=True):
        line = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", line)
    return re.findall(r"[A-Za-z]+", line)


def test_the_pseudo_letters_keep_placeholders_and_word_everything_else():
    assert pseudo_template("{name} kauft {count:count/Aktie|Aktien}, {goods:each/%1*|, | und } {{x}}") == \
        "{name} ｋａｕｆｔ {count:count/Ａｋｔｉｅ|Ａｋｔｉｅｎ}, {goods:each/%1*|, | ｕｎｄ } {{ｘ}}"
    assert pseudo_template("{good:term/{count}} {why:msg}") == "{good:term/{count}} {why:msg}"


def test_a_line_worded_outside_the_catalog_is_caught(pseudo_catalogs):
    from companion.core.ledger import LedgerEntry

    # an English word a pack's WORDS made, an untranslated game word: both show as plain letters
    entry = LedgerEntry(player=None, kind="note", amount=0, code="arkwright.sells", params={"name": "Ann", "count": 2, "good": "tea", "price": 3, "total": 6})
    assert untranslated(render(entry.code, entry.params, "de"), entry, ("Ann",)) == ["tea"]
    assert untranslated(render(entry.code, entry.params), entry, ("Ann",))  # English is not the catalog's


@pytest.mark.parametrize("lang", PSEUDO_LANGUAGES)
@pytest.mark.parametrize("path", fixture_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_ledger_line_of_every_recorded_game_goes_through_the_catalog(pseudo_catalogs, path, lang):
    ledger, names = recorded(path)
    assert ledger
    bad = {}
    for entry in ledger:
        line = render(entry.code, entry.params, lang)
        words = untranslated(line, entry, names)
        if words:
            bad.setdefault(entry.code, f"{line!r}: {words}")
    assert bad == {}


@pytest.mark.parametrize("lang", PSEUDO_LANGUAGES)
@pytest.mark.parametrize("pack", ["arkwright", "kanban", "montana", "union_stockyards"])
def test_the_example_of_every_code_goes_through_the_catalog(pseudo_catalogs, pack, lang):
    # every code, also those no recorded game writes (tests/games/<pack>/test_messages.py holds one example each)
    from importlib import import_module

    from companion.core.ledger import LedgerEntry

    bad = {}
    for code, (params, _english) in import_module(f"tests.games.{pack}.test_messages").EXAMPLES.items():
        entry = LedgerEntry(player=None, kind="note", amount=0, code=code, params=params)
        names = tuple(item for k, v in params.items() if k in NAMES | {"portfolios"} for item in re.split(f"[{SEP}{SUB}]", str(v)) if item)
        words = untranslated(render(code, params, lang), entry, names)
        if words:
            bad[code] = words
    assert bad == {}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("path", fixture_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_ledger_line_of_every_recorded_game_is_in_plain_words_in_every_language(path, lang):
    ledger, _names = recorded(path)
    bad = {e.code: f"{e.words(lang)!r} shows {offence(e.words(lang))}" for e in ledger if offence(e.words(lang))}
    assert bad == {}
