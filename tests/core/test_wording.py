"""The words the rules compose (core/wording.py): English as it always read, another language from its catalog.

The German catalog of these tests is the real one with the few words below added (the lead adds the real
translations with tools/catalogs.py): the rules' refusal of a loan repaid, its count in every plural form, a
step's title made of two phrases and a word of the game, a move line.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from companion.core import language
from companion.core.decisions import Answers, Option
from companion.core.errors import InputError, RuleError
from companion.core.moves import Move
from companion.core.wording import Phrase, phrase_in, said
from companion.games.arkwright.phases import PHASES
from companion.games.arkwright.shares import repay_loans
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import player, table

#: (context, English, German) added to the German catalog for these tests
GERMAN = [
    ("arkwright", "{name} has {loans} {loans:noun/loan} to repay, not {count}",
     "{name} hat {loans} {loans:noun/Kredit|Kredite} zurückzuzahlen, nicht {count}"),
    ("arkwright", "Production phase", "Produktionsphase"),
    ("arkwright", "money", "Geld"),
    ("arkwright", "{good:term} factory, row {row}", "Fabrik für {good:term}, Reihe {row}"),
    ("arkwright", "{n:noun/worker}", "{n:noun/Arbeiter|Arbeiter}"),
    ("arkwright", "the job market", "der Arbeitsmarkt"),
    ("core", "{what}: from {source} to {target}", "{what}: {source} → {target}"),
    ("core", "{count} {piece}", "{count} {piece}"),
]


@pytest.fixture
def german(tmp_path, monkeypatch):
    """The German catalog with GERMAN in it, read in place of the real one."""
    with language.catalog_path("de").open("rb") as f:
        po = read_po(f, locale="de")
    for context, english, words in GERMAN:
        found = po.get(english, context=context)
        if found is None:
            po.add(english, words, context=context)
        else:  # the catalogs may have it already: the test's words, whatever they say
            found.string = words
    path = tmp_path / "de" / "LC_MESSAGES" / "companion.po"
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        write_po(f, po)
    monkeypatch.setattr(language, "LOCALE_DIR", tmp_path)
    language.translations.cache_clear()
    yield
    language.translations.cache_clear()


def refusal(loans: int, count: int) -> RuleError:
    t = Table.of(table([player("red", loans=loans, cash=50), player("blue")]))
    with pytest.raises(RuleError) as caught:
        repay_loans(t, "red", count)
    return caught.value


def test_the_english_words_are_the_text_as_it_always_read():
    exc = refusal(1, 2)
    assert exc.message == "Red has 1 loan to repay, not 2" and str(exc) == "Red has 1 loan to repay, not 2 (Water Frame 5.II.2.6)"
    assert isinstance(exc.message, Phrase) and type(str(exc)) is str
    assert phrase_in(exc.message, "en") == "Red has 1 loan to repay, not 2"
    assert said("core", "{n:count/share}", n=3) == "3 shares" and said("core", "{{braces}} {x}", x=1) == "{braces} 1"


def test_a_refusal_with_parameters_reads_in_german(german):
    exc = refusal(1, 2)
    assert exc.message.said("de") == "Red hat 1 Kredit zurückzuzahlen, nicht 2"
    assert exc.message == "Red has 1 loan to repay, not 2"  # English where no language is asked


@pytest.mark.parametrize(("loans", "english", "german_words"), [
    (0, "0 loans", "0 Kredite"), (1, "1 loan", "1 Kredit"), (2, "2 loans", "2 Kredite"), (5, "5 loans", "5 Kredite")])
def test_a_count_reads_in_its_plural_form(german, loans, english, german_words):
    exc = refusal(loans, loans + 1)
    assert exc.message == f"Red has {english} to repay, not {loans + 1}"
    assert exc.message.said("de") == f"Red hat {german_words} zurückzuzahlen, nicht {loans + 1}"


def test_a_phrase_of_phrases_and_a_word_of_the_game(german):
    title = said("arkwright", "{phase}: {good:term}", phase=PHASES["production"].title, good="food")
    assert title == "Production phase: food"
    assert title.said("de") == "Produktionsphase: Nahrung"  # a template with no words of its own: its parts in German


def test_words_not_translated_yet_read_in_english_all_of_them(german):
    untranslated = said("arkwright", "{n:count/cube} on {phase}", n=2, phase=PHASES["production"].title)
    assert untranslated.said("de") == "2 cubes on Production phase"  # not "2 cube on Produktionsphase"
    assert untranslated.said("fr") == "2 cubes on Production phase"  # a language without a catalog


def test_a_move_line_reads_in_german(german):
    row = said("arkwright", "{good:term} factory, row {row}", good="food", row=2)
    move = Move(player="red", piece=said("arkwright", "{n:noun/worker}", n=3), source=said("arkwright", "the job market"),
                target=row, count=3)
    assert move.words == "3 workers: from the job market to food factory, row 2"
    assert move.words.said("de") == "3 Arbeiter: der Arbeitsmarkt → Fabrik für Nahrung, Reihe 2"
    money = Move(player="red", piece=said("arkwright", "money"), source="£33", target="£28")
    assert money.words == "Money: from £33 to £28" and money.words.said("de") == "Geld: £33 → £28"
    # undone, the pieces go back: still words to translate
    assert money.reversed().words.said("de") == "Geld: £28 → £33"


def test_a_model_keeps_the_phrase_and_stores_the_english_words():
    option = Option(value=1, label=said("arkwright", "{name} chooses", name="Ann"))
    assert isinstance(option.label, Phrase) and option.model_dump(mode="json") == {"value": 1, "label": "Ann chooses"}
    assert Option.model_validate({"value": 1, "label": "Ann chooses"}).label == "Ann chooses"
    with pytest.raises(InputError) as caught:
        Answers({"q": 3}).ask("q", said("arkwright", "{name} chooses", name="Ann"), [(1, option.label), (2, "Bob")])
    assert caught.value.message == "answer 3 to 'Ann chooses' is not allowed; choose one of: Ann chooses, Bob"


def test_the_catalog_tool_extracts_every_said_with_its_context():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import catalogs

    found = catalogs.rules_words()
    assert ("arkwright", "{name} has {loans} {loans:noun/loan} to repay, not {count}") in found
    assert ("core", "{what}: from {source} to {target}") in found
    assert ("arkwright", "{phase}: {good:term}") in found  # a screen's (companion/ui/arkwright/screens.py)
    assert all(context in ("core", "arkwright", "kanban", "union_stockyards", "montana") for context, _text in found)
    assert len(found) == len(set(found))


def test_one_english_word_reads_per_pack_kanbans_seats_are_not_the_tables():
    """Kanban's Seats (its track's pieces) and the seats at the table (the new-game form's, context "ui") are two
    words in German and Dutch."""
    from companion.core.language import translated

    assert said("kanban", "Seats").said("de") == "Sitze" and said("kanban", "Seats").said("nl") == "zetels"
    assert translated("ui", "Seats", "de") == "Plätze" and translated("ui", "Seats", "nl") == "Plaatsen"
