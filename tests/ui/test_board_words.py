"""The Board data page's words (issue 28): every part, key, field and source of a pack's board is a catalog entry
of context "<pack>.board", and the page shows them through the catalogs (English exactly as the data files have
them, another language in its own words)."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import flet as ft
import pytest

from companion.core.boarddata import CHECKED_BY_GROUP, board_words, records, values
from companion.core.registry import get_pack, pack_ids
from companion.ui import board_names, board_view, words
from flet_harness import run
from scenarios import new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import catalogs  # noqa: E402

PACKS = ("arkwright", "kanban", "union_stockyards", "montana")


def board_data(pack: str) -> dict:
    return importlib.import_module(f"companion.games.{pack}.board").BOARD.base.model_dump(mode="json")


def listed(pack: str) -> tuple[str, ...]:
    return board_words(get_pack(pack).state_type.board_data.base)


def test_every_pack_of_the_issue_is_installed():
    assert set(PACKS) <= set(pack_ids())


@pytest.mark.parametrize("pack", PACKS)
def test_a_pack_lists_every_part_field_and_source_of_its_board(pack):
    data = board_data(pack)
    found = set(listed(pack))
    assert found and len(found) == len(listed(pack))  # each word once
    # walked here apart from core/boarddata.py `board_words`: the parts, then every printed value's field and source
    assert {part.replace("_", " ") for part in data} <= found
    sources = set()
    for path, _value, source in values(data):
        assert path.rsplit(".", 1)[1].replace("_", " ") in found and source in found
        sources.add(source)
    for _path, rec in (r for part, node in data.items() for r in records(node, part)):
        assert {k.replace("_", " ") for k in rec if k != "source"} <= found
    assert not [w for w in found - sources if "_" in w]  # a name reads as the page shows it: "job market"


def test_the_words_named_by_the_rulebooks_are_among_arkwright_s():
    """Player's Book 1.6: each row of the job market has its wage; Water Frame 4.1.II: the share track's start space."""
    found = listed("arkwright")
    assert {"job market", "wage", "share track", "good", "level"} <= set(found)
    assert "Water Frame 4.1.II (start space 10 = £10)" in found


@pytest.mark.parametrize("pack", PACKS)
def test_the_catalog_tool_extracts_every_board_word_with_the_pack_s_context(pack):
    extracted = {text for context, text in catalogs.words() if context == f"{pack}.board"}
    assert extracted == set(listed(pack))


def test_the_page_s_words_read_as_written_in_english():
    rec = {"good": "food", "level": 1, "cost": 8, "source": {"cost": "Water Frame 4.1.IV example"}}
    assert board_names.record_title("arkwright", "factories.0", rec) == "good food, level 1"
    assert words.board_field("arkwright", "cost_steps") == "cost_steps"
    wrapped = f"corrected at the table (was: {CHECKED_BY_GROUP} (built in: Water Frame 5.II.1))"
    assert board_view.source_words("arkwright", wrapped) == wrapped
    revised = "Water Frame 5.II.1 (as built in when this game began, revision 1)"
    assert board_view.source_words("arkwright", revised) == revised


@pytest.fixture
def marked(monkeypatch):
    """The phone reads a language whose every catalog word is marked with its context: «context|word»."""
    monkeypatch.setattr(words, "current", lambda: "xx")
    monkeypatch.setattr(words, "translated", lambda context, text, _language: f"«{context}|{text}»")
    monkeypatch.setattr(words, "term", lambda context, word, _language, _count=1: f"«{context}|{word}»")


def test_another_language_reads_the_keys_fields_and_sources_from_the_board_context(marked):
    rec = {"good": "food", "level": 1, "cost": 8, "source": {"cost": "Water Frame 4.1.IV example"}}
    assert board_names.record_title("arkwright", "factories.0", rec) == \
        "«arkwright.board|good» «arkwright.term|food», «arkwright.board|level» 1"
    assert words.board_field("arkwright", "cost_steps") == "«arkwright.board|cost steps»"
    assert words.board_word("kanban", "KDE Meetings") == "«kanban.board|KDE Meetings»"


def test_a_source_this_game_added_to_reads_its_additions_in_the_app_s_words(marked):
    wrapped = f"corrected at the table (was: {CHECKED_BY_GROUP} (built in: Water Frame 5.II.1))"
    assert board_view.source_words("arkwright", wrapped) == \
        "«ui|corrected at the table (was: {source})»".replace(
            "{source}", "«ui|checked against the box by this group (built in: {source})»".replace(
                "{source}", "«arkwright.board|Water Frame 5.II.1»"))
    revised = "Water Frame 5.II.1 (as built in when this game began, revision 1)"
    assert board_view.source_words("arkwright", revised) == \
        "«ui|{source} (as built in when this game began, revision {revision})»".replace(
            "{source}", "«arkwright.board|Water Frame 5.II.1»").replace("{revision}", "1")


# --- after the lead merges board-words-translations.json into the catalogs ----------------------------------

def test_a_german_phone_reads_the_board_data_page_in_german(store, start_app):
    """Arkwright's job market (Player's Book 1.6: each row's wage) on a German phone: 'Arbeitsmarkt', 'Lohn'
    (companion/locale/GLOSSARY.md), the share track 'Aktienkursleiste' as its ledger lines word it. Passes once
    the catalogs hold the board words."""
    sid = new_game(store)

    async def go():
        h = await start_app("/")
        await h.fire(h.by_id("language-de"), "select", True)
        await h.navigate(f"/game/{sid}/board")
        part = h.by_id("board-part")
        options = {o.key: o.text for o in part.options}
        assert options["job_market"] == "Arbeitsmarkt" and options["share_track"] == "Aktienkursleiste"
        await h.select(part, "job_market")
        labels = [b.tooltip for b in h.controls(ft.TextButton) if b.tooltip]
        assert "Lohn für dieses Spiel korrigieren" in labels, labels[:5]
        assert not any(re.search(r"\bwage\b", t) for t in h.texts())
        # the wage is printed beside the row only: its source reads the catalogs' "unverified" ("unbestätigt")
        assert any(t.startswith("unbestätigt: ") for t in h.texts())

    run(go())


def test_a_board_correction_in_the_log_is_named_as_the_board_data_page_names_it(store, monkeypatch):
    """A group corrects a printed value (the job market's first wage, Water Frame 5.I): the log line names the value
    by the page's words in the phone's language, never by its data path."""
    from companion.ui.game import entry_title
    from tests.ui.scenarios import new_game

    sid = new_game(store)
    store.submit(sid, {"kind": "board", "path": "job_market.0.wage", "value": 3})
    view = store.load(sid)
    assert entry_title(view.entries[-1], view) == "job market 1: wage corrected to 3 (board data)"
    monkeypatch.setattr(words, "current", lambda: "de")
    german = entry_title(view.entries[-1], view)
    assert german == "Arbeitsmarkt 1: Lohn korrigiert auf 3 (Spielplandaten)"


def test_check_your_box_names_parts_components_and_fields_in_german(monkeypatch):
    """The box check (every value only the printed components show) reads in the phone's language: a part, a job-market
    row (Water Frame 5.I: the job market's rows) and a factory tile's field."""
    from companion.core.boxcheck import components, pack_board
    from companion.ui import checkbox

    _title, board = pack_board("arkwright")
    data = board.base.model_dump(mode="json")
    comps = components(board.base)
    row = next(c for c in comps if c.part == "job_market")
    assert checkbox.component_name("arkwright", data, row) == row.title == "job market: row 1"
    assert checkbox.part_name("arkwright", "water_frame") == "Timetable (Water Frame)"
    monkeypatch.setattr(words, "current", lambda: "de")
    assert checkbox.part_name("arkwright", "share_track") == "Aktienkursleiste"
    assert checkbox.part_name("arkwright", "water_frame") == "Zeitleiste (Water Frame)"
    assert checkbox.component_name("arkwright", data, row) == "Arbeitsmarkt: Reihe 1"
    assert checkbox.field_name("arkwright", "wage") == "Lohn"


def test_a_board_file_s_changes_are_named_in_german(monkeypatch):
    """A group takes another group's board file: the preview names each value it changes in the phone's words."""
    from companion.core.boxcheck import changes, pack_board
    from companion.core.wording import phrase_in

    _title, board = pack_board("arkwright")
    data = board.base.model_dump(mode="json")
    english = changes(board, {}, {}, {"job_market.1.wage": 4})
    assert [str(x) for x in english] == ["job market: row 2 — wage: 2 becomes 4"]  # Water Frame 5.I: row 2 pays £2
    monkeypatch.setattr(words, "current", lambda: "de")
    german = changes(board, {}, {}, {"job_market.1.wage": 4},
                     lambda path: board_names.value_name("arkwright", data, path, " — "))
    assert [phrase_in(x, "de") for x in german] == ["Arbeitsmarkt 2 — Lohn: 2 wird 4"]
