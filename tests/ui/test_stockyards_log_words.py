"""Union Stockyards' log names each placement by the action space's board name and the livestock in the viewer's
language, never by a key of the data files ("labor_contract") (issue 28)."""

from __future__ import annotations

from pathlib import Path

from companion.store.transfer import read_game_file
from companion.ui import words
from companion.ui.game import entry_title

GAME = Path(__file__).parents[1] / "fixtures" / "games" / "union_stockyards" / "six_years_placements_3p.jsonl"


def titles(store, monkeypatch, language: str) -> list[str]:
    sid = store.import_json(read_game_file(GAME)).session_id
    view = store.load(sid)
    monkeypatch.setattr(words, "current", lambda: language)
    return [entry_title(e, view) for e in view.entries if e.kind == "place"]


def test_every_placement_names_its_space_by_the_board_in_german(store, monkeypatch):
    shown = titles(store, monkeypatch, "de")
    assert len(shown) == 27
    assert not any("_" in t for t in shown)
    assert "Bob: Arbeiter auf Arbeitsvertrag" in shown and "Cy: Arbeiter auf Markt 3 (Rind)" in shown
    assert not any("Labor Contract" in t or "Market " in t or "Build" in t for t in shown)


def test_the_english_log_keeps_the_board_names(store, monkeypatch):
    shown = titles(store, monkeypatch, "en")
    assert any(t.endswith("worker on Labor Contract") for t in shown)
    assert any("worker on Market 3" in t for t in shown)
