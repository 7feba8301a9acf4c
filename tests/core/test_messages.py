"""Ledger lines are message codes with parameters; their words come from one catalog per pack.

The core's own catalog reads as before; a code nobody knows, a missing or an extra
parameter is refused when a line is written; stored lines (before and after codes)
load and read as they did; and the packs still writing English sentences (the
transitional `Ledger.add` / `Ledger.note`) are listed here until they move to codes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.commands.logfile import GameLog
from companion.core import messages
from companion.core.ledger import Ledger, LedgerEntry
from companion.core.messages import KEPT, TEXT, check, codes, render
from tests.core.catalogs import catalog_tests
from tests.core.recorded import fixture_files
from tests.installed import installed, packs

EXAMPLES = {
    "core.text": ({"text": "sheep: 6 left in the Yard, price 10 -> 11 (+1)"}, "sheep: 6 left in the Yard, price 10 -> 11 (+1)"),
    "core.table_note": ({"text": "the cat walked over the board"}, "the cat walked over the board"),
    "core.value_corrected": ({"what": "Ann's pp", "before": "5 PP", "after": "3 PP"}, "Ann's pp corrected to 3 PP (was 5 PP)"),
    "core.value_corrected_because": ({"what": "Ida's price of factory 2", "before": "£7", "after": "£5", "note": "table correction"},
                                     "Ida's price of factory 2 corrected to £5 (was £7; table correction)"),
    "core.value_back": ({"what": "Marion's cash", "before": "£41", "after": "£30"}, "Marion's cash back to £41 from £30"),
    "core.board_corrected": ({"path": "share_track.spaces.21.value", "value": "15"}, "board corrected for this game: share_track.spaces.21.value = 15"),
    "core.board_correction_removed": ({"path": "rules.loan_amount"}, "board corrected for this game: rules.loan_amount removed"),
    "core.final_score": ({}, "final score counted at the table"),
}

GAMES = Path(__file__).resolve().parents[2] / "companion" / "games"

#: the packs whose rules still write English sentences (Ledger.add / Ledger.note)
TRANSITIONAL: set[str] = set()  # every pack writes codes now


test_every_code_has_one_example, test_a_code_reads_as_its_example, test_a_line_without_one_of_its_parameters_fails = catalog_tests(
    "core", EXAMPLES
)


@pytest.mark.parametrize("code", ["core.nothing", "arkwright.nothing", "nopack.sells", "sells", ""])
def test_an_unknown_code_is_refused_and_nothing_is_written(code):
    ledger = Ledger()
    with pytest.raises(ValueError, match="unknown message code"):
        ledger.remark(None, code, "")
    with pytest.raises(LookupError):
        render(code, {})
    assert ledger == []


def test_a_parameter_the_words_do_not_use_is_refused():
    ledger = Ledger()
    with pytest.raises(ValueError, match="unexpected"):
        ledger.record("ann", "score", 3, "core.final_score", "", section="MT")  # a section passed by name is a parameter
    with pytest.raises(ValueError, match="unknown ledger kind"):
        ledger.record("ann", "gold", 3, "core.final_score", "")
    assert ledger == []


def test_a_nested_line_needs_the_parameters_of_its_part_too():
    check("arkwright.returns_tile", {"name": "Ann", "tile": "Inventor", "why": "arkwright.tile_used_up", "uses": 4})
    with pytest.raises(ValueError, match="uses"):
        check("arkwright.returns_tile", {"name": "Ann", "tile": "Inventor", "why": "arkwright.tile_used_up"})
    assert render("arkwright.returns_tile", {"name": "Ann", "tile": "Inventor", "why": "arkwright.tile_used_up", "uses": 4}) == (
        "Ann returns the Inventor tile (used 4 times)")


def test_a_line_carries_its_code_and_parameters_and_reads_in_words():
    ledger = Ledger()
    e = ledger.record("ann", "cash", -6, "arkwright.sells_shares_cash", "Water Frame 5.II.2.6", name="Ann", count=2, price=3)
    assert (e.code, e.params) == ("arkwright.sells_shares_cash", {"name": "Ann", "count": 2, "price": 3})
    assert e.reason == "Ann sells 2 shares at £3"
    assert e.line({"ann": "Ann"}) == "Ann: Ann sells 2 shares at £3 [cash -6] (Water Frame 5.II.2.6)"


def test_a_line_stored_before_codes_still_reads_as_it_did():
    # a ledger line as the store and the command line wrote it before lines had codes
    old = '{"player": "ann", "kind": "cash", "amount": 21, "reason": "Ann sells 3 clothes at £7: +£21", "section": "Water Frame 5.III.1"}'
    e = LedgerEntry.model_validate_json(old)
    assert (e.code, e.params) == (TEXT, {"text": "Ann sells 3 clothes at £7: +£21"})
    assert e.line({"ann": "Ann"}) == "Ann: Ann sells 3 clothes at £7: +£21 [cash +21] (Water Frame 5.III.1)"
    again = LedgerEntry.model_validate(json.loads(json.dumps(e.model_dump(mode="json"))))
    assert again == e and again.reason == e.reason


def test_a_stored_line_reads_from_the_catalog_and_keeps_its_words_for_a_code_this_version_lacks():
    stored = {"player": "ann", "kind": "note", "amount": 0, "code": "arkwright.takes_ship", "params": {"name": "Ann", "capacity": 3},
              "section": "Player's Book 1.6", "reason": "words of an older wording"}
    assert LedgerEntry.model_validate(stored).reason == "Ann takes a ship of capacity 3"  # the catalog's words
    newer = {**stored, "code": "arkwright.sails_to_the_moon"}
    e = LedgerEntry.model_validate(newer)
    assert e.reason == "words of an older wording"
    assert e.model_dump(mode="json") == newer  # nothing stored is lost
    bare = LedgerEntry.model_validate({k: v for k, v in newer.items() if k != "reason"})
    assert bare.reason and "arkwright" not in bare.reason  # plain words, no code on screen


text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
value = st.one_of(st.integers(-10**6, 10**6), st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=20))


#: words a table types: any text but one that starts with the mark of words kept as data (messages.KEPT, a control
#: character no typed name or reason can hold: core/text.py refuses them before anything is stored)
typed = text.filter(lambda s: not s.startswith(KEPT))


@given(player=st.one_of(st.none(), st.sampled_from(["ann", "bob"])), reason=typed, amount=st.integers(-10**6, 10**6))
def test_a_line_in_plain_words_survives_storage_unchanged(player, reason, amount):
    # a sentence as the table typed it, or a line stored before lines had codes (code core.text)
    e = Ledger().record(player, "cash", amount, TEXT, "X 1", text=reason)
    again = LedgerEntry.model_validate_json(json.dumps(e.model_dump(mode="json")))
    assert again == e and again.reason == reason


@given(data=st.data())
def test_any_coded_line_survives_storage_and_reads_the_same(data):
    code = data.draw(st.sampled_from([c for c in codes("montana") + codes("core")]))
    params = {name: data.draw(value, label=name) for name in messages.needs(code, {})}
    e = Ledger().remark("ann", code, "MT", **params)
    again = LedgerEntry.model_validate_json(json.dumps(e.model_dump(mode="json")))
    assert (again.code, again.params, again.reason) == (e.code, e.params, render(code, params))


def _writes_sentences(pack_dir: Path) -> bool:
    return any(re.search(r"\bledger\.(add|note)\(", f.read_text(encoding="utf-8")) for f in pack_dir.rglob("*.py"))


def test_the_packs_still_writing_sentences_are_listed():
    # the transitional path (Ledger.add / Ledger.note with an English `reason`): which packs' rules still call it
    packs = {d.name for d in GAMES.iterdir() if d.is_dir() and (d / "__init__.py").exists()}
    assert {p for p in packs if _writes_sentences(GAMES / p)} == TRANSITIONAL
    assert not _writes_sentences(GAMES.parent / "core")
    # and in the recorded games, only their lines are sentences
    sentences = set()
    for path in fixture_files():
        log = GameLog.read(str(path))
        if any(e.code == TEXT for e in log.replay().ledger):
            sentences.add(log.pack_id)
    assert sentences == TRANSITIONAL


def test_a_second_language_reads_the_same_code_and_parameters_in_its_own_words():
    # the stored line is the same; the viewer's language picks the words (two phones, two languages)
    e = Ledger().record("ann", "goods", -2, "montana.pays_column", "MT contractor round", cost=2, column=3)
    assert e.reason == "pays 2 pumpkins for column 3"
    assert e.words("nl") == "betaalt 2 pompoenen voor kolom 3"
    assert e.words("de") == "zahlt 2 Kürbisse für Spalte 3"
    assert e.model_dump()["reason"] == "pays 2 pumpkins for column 3"  # an export keeps the English words


CODE_LITERAL = re.compile(r"""["']((?:core|arkwright|montana|kanban|union_stockyards)\.[a-z_]+)["']""")


def _code_literals() -> dict[str, set[str]]:
    """Every message code written as a literal in the rules (and the core), by catalog."""
    found: dict[str, set[str]] = {}
    for folder in (*(GAMES / p for p in ("arkwright", "montana", "kanban", "union_stockyards")), GAMES.parent / "core"):
        for f in folder.rglob("*.py"):
            if f.name.startswith("messages"):
                continue
            for code in CODE_LITERAL.findall(f.read_text(encoding="utf-8")):
                found.setdefault(code.partition(".")[0], set()).add(code)
    return found


@pytest.mark.parametrize("catalog", ["core", "arkwright", "montana", "kanban", "union_stockyards"])
def test_every_code_the_rules_write_is_in_its_catalog_and_every_code_is_written(catalog):
    # a typo in a code on a path no test runs is caught here; a code no rule writes is dead words
    written = _code_literals().get(catalog, set())
    assert sorted(written - set(codes(catalog))) == []
    assert sorted(set(codes(catalog)) - written - {TEXT}) == []


@pytest.mark.parametrize("text", [
    "{name} sells {count:goods/{good}} at £{price}",
    "{{not a field}} {name}",
    "{why:msg} then {name}",
    "{count:>4} and {name!r}",  # a conversion: str.format's own walk
    "{when.year}",  # an attribute: str.format's own walk
    "plain words only",
])
def test_a_template_is_filled_in_as_str_format_fills_it(text):
    # render cuts each template once into parts; what it gives must be what str.format's walk gives
    import datetime

    words = {"goods": lambda n, good: f"{n} {good}"}
    params = {"name": "Ann", "count": 3, "good": "lamps", "price": 9, "why": "core.final_score",
              "when": datetime.date(1770, 1, 1)}
    formatter = messages._Words(words, params, messages.ENGLISH)
    assert messages._filled(text, formatter, params) == formatter.vformat(text, (), dict(params))
