"""A correction's ledger line keeps its words as data and reads in the viewer's language (issue 28).

The line is made once, in the rules; each phone words it when it shows it. The expected German and Dutch are
the catalogs' templates (companion/locale: core.value_corrected "{what} korrigiert auf {after} (vorher {before})",
"{what} gecorrigeerd naar {after} (was {before})") filled with the pack's words of the field and its values
(companion/games/<pack>/messages.py VALUES, translated in the same catalogs, GLOSSARY.md's terms).
A line stored before its words were kept as data carries English text in its parameters: it still reads.
"""

from __future__ import annotations

import errno

import pytest

from companion.core import messages
from companion.core.edit import corrected_words, undo_words
from companion.core.errors import InputError
from companion.core.ledger import LedgerEntry
from companion.core.wording import phrase_in
from tests.core.packs import CASES

BY_ID = {c.id: c for c in CASES}


def corrected(pack_id: str, path: str, first, then, note: str = "") -> list[LedgerEntry]:
    """The ledger of a correction of `path` from `first` to `then` (an edit to `first` made before)."""
    case = BY_ID[pack_id]
    state = case.pack.start(case.start).state
    state = case.pack.apply(state, {"kind": "edit", "path": path, "value": first}).state
    entry = {"kind": "edit", "path": path, "value": then, **({"note": note} if note else {})}
    return case.pack.apply(state, entry).ledger


def stored(line: LedgerEntry) -> LedgerEntry:
    """The line as a saved game reads it back (its JSON)."""
    return LedgerEntry.model_validate_json(line.model_dump_json())


#: (pack, path, value before, value after, English, German, Dutch)
LINES = [
    ("arkwright", "players.0.cash", 41, 30, "Ann's cash corrected to £30 (was £41)",
     "Geld von Ann korrigiert auf £30 (vorher £41)", "Geld van Ann gecorrigeerd naar £30 (was £41)"),
    # German and Dutch plurals: 0 and 2 and 5 take the plural, 1 the singular (the catalogs' Plural-Forms: n != 1)
    ("arkwright", "players.1.shares", 0, 1, "Bob's shares corrected to 1 share (was 0 shares)",
     "Aktien von Bob korrigiert auf 1 Aktie (vorher 0 Aktien)", "Aandelen van Bob gecorrigeerd naar 1 aandeel (was 0 aandelen)"),
    ("arkwright", "players.1.shares", 2, 5, "Bob's shares corrected to 5 shares (was 2 shares)",
     "Aktien von Bob korrigiert auf 5 Aktien (vorher 2 Aktien)", "Aandelen van Bob gecorrigeerd naar 5 aandelen (was 2 aandelen)"),
    ("arkwright", "players.0.factories.0.price", 7, 6, "The price of Ann's food factory corrected to £6 (was £7)",
     "Preis der Fabrik für Nahrung von Ann korrigiert auf £6 (vorher £7)",
     "Prijs van de fabriek voor voedsel van Ann gecorrigeerd naar £6 (was £7)"),
    ("arkwright", "importers.food", 1, 2, "Food importer's appeal corrected to appeal 2 (was appeal 1)",
     "Attraktivität des Importeurs für Nahrung korrigiert auf Attraktivität 2 (vorher Attraktivität 1)",
     "Aantrekkingskracht van de importeur voor voedsel gecorrigeerd naar aantrekkingskracht 2 (was aantrekkingskracht 1)"),
    ("montana", "players.0.silver", 10, 1, "Ann's silver corrected to 1 silver (was 10 silver)",
     "Silber von Ann korrigiert auf 1 Silber (vorher 10 Silber)", "Zilver van Ann gecorrigeerd naar 1 zilver (was 10 zilver)"),
]


@pytest.mark.parametrize("pack_id, path, first, then, english, german, dutch", LINES, ids=[f"{r[0]}:{r[1]}:{r[3]}" for r in LINES])
def test_a_correction_line_reads_in_the_viewer_s_language_also_once_stored(pack_id, path, first, then, english, german, dutch):
    [line] = corrected(pack_id, path, first, then)
    for shown in (line, stored(line)):
        assert shown.words() == english
        assert shown.words("de") == german
        assert shown.words("nl") == dutch
        assert phrase_in(shown.said(), "de") == german  # the same words where a screen rewords the line


def test_what_goes_back_on_undo_and_the_history_label_read_in_the_viewer_s_language():
    lines = [stored(line) for line in corrected("arkwright", "players.0.cash", 41, 30)]
    [back] = undo_words(lines)
    assert back == "Ann's cash back to £41 from £30"
    assert phrase_in(back, "de") == "Geld von Ann zurück auf £41 von £30"
    assert phrase_in(back, "nl") == "Geld van Ann terug naar £41 van £30"
    label = corrected_words(lines)
    assert label == "Ann's cash corrected to £30"
    assert phrase_in(label, "de") == "Geld von Ann korrigiert auf £30"


def test_the_table_s_note_stays_as_typed_in_every_language():
    [line] = corrected("arkwright", "players.0.cash", 41, 30, note="recounted")
    assert line.code == "core.value_corrected_because"
    assert stored(line).words("nl") == "Geld van Ann gecorrigeerd naar £30 (was £41; recounted)"


#: a correction line as a game saved before the words were kept as data holds it: English text in its parameters
OLD_LINE = {"player": None, "kind": "note", "amount": 0, "code": "core.value_corrected",
            "params": {"what": "Ann's cash", "before": "£41", "after": "£30"},
            "reason": "Ann's cash corrected to £30 (was £41)"}


def test_an_old_stored_correction_line_still_reads_its_english_words():
    line = LedgerEntry.model_validate(OLD_LINE)
    assert line.words() == "Ann's cash corrected to £30 (was £41)"
    # the template in the viewer's language, the words the line kept as they were stored (never a crash)
    assert line.words("de") == "Ann's cash korrigiert auf £30 (vorher £41)"
    assert line.words("nl") == "Ann's cash gecorrigeerd naar £30 (was £41)"
    assert undo_words([line]) == ["Ann's cash back to £41 from £30"]
    assert corrected_words([line]) == "Ann's cash corrected to £30"


def test_a_kept_parameter_that_is_not_words_data_reads_as_its_text():
    broken = {"what": messages.KEPT + "{not json", "before": "£41", "after": "£30"}
    assert messages.render("core.value_corrected", broken, "de") == "{not json korrigiert auf £30 (vorher £41)"


def test_the_self_actor_variant_names_its_elements_in_the_viewer_s_language():
    line = LedgerEntry(kind="note", code="arkwright.self_actor_variant", params={"elements": messages.joined(["Steam Power", "bonus markers"])})
    assert line.words() == "the Self-Actor variant, with Steam Power, bonus markers"
    assert line.words("de") == "die Self-Actor-Variante, mit Dampfkraft, Bonusmarker"
    assert line.words("nl") == "de Self-Actor-variant, met Stoomkracht, bonusmarkers"
    # a line stored with the names joined by commas (before they were a list) reads as stored
    old = LedgerEntry(kind="note", code="arkwright.self_actor_variant", params={"elements": "Steam Power, bonus markers"})
    assert old.words("de") == "die Self-Actor-Variante, mit Steam Power, bonus markers"


def test_the_self_actor_title_names_its_elements_in_the_viewer_s_language():
    from types import SimpleNamespace

    from companion.games.arkwright.flow import self_actor

    title = self_actor.title(SimpleNamespace(self_actor=["steam_power", "tiles"]))
    assert title == "Self-Actor (Steam Power, new development tiles)"
    assert phrase_in(title, "de").startswith("Self-Actor (Dampfkraft, ")


def test_an_unknown_game_pack_is_refused_in_the_viewer_s_language():
    from companion.core.registry import get_pack, pack_ids

    with pytest.raises(InputError) as refused:
        get_pack("chess")
    known = ", ".join(pack_ids())
    assert str(refused.value) == f"unknown game pack 'chess'; known packs: {known}"
    assert phrase_in(refused.value.message, "de") == f"unbekanntes Spielpaket 'chess'; bekannte Spielpakete: {known}"
    assert phrase_in(refused.value.message, "nl") == f"onbekend spelpakket 'chess'; bekende spelpakketten: {known}"


def test_a_busy_port_is_refused_in_the_table_s_words_not_the_system_s():
    from companion.core.system_words import os_reason

    busy = OSError(errno.EADDRINUSE, "Address already in use")
    assert os_reason(busy) == "another program already uses it"
    assert phrase_in(os_reason(busy), "de") == "ein anderes Programm belegt ihn schon"
    assert os_reason(OSError(errno.EIO, "Input/output error")) == "the system refused it"
