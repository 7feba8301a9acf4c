"""The one way a pack's screens are drawn (companion.ui.pack_screen) and the list field the forms share."""

from __future__ import annotations

from importlib import metadata
from types import SimpleNamespace

import flet as ft
import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_pack_options import controls_of

from companion.ui.pack_forms import list_field
from companion.core import registry
from companion.core.registry import pack_ids
from companion.ui.pack_screen import PackUI, chosen
from companion.ui.packs import GENERIC, GROUP, pack_ui
from tests.installed import TESTPACK, installed


@given(st.lists(st.integers(), min_size=1, max_size=8), st.data())
def test_removing_a_line_of_a_list_field_gives_back_the_others_in_order(items, data):
    k = data.draw(st.integers(0, len(items) - 1))
    got: list = []
    field = list_field(items, lambda n: f"line {n}", got.append, identifier="lines")
    buttons = controls_of(field, ft.IconButton)
    texts = [t.value for t in controls_of(field, ft.Text)]
    assert texts == [f"line {n}" for n in items]
    assert len(buttons) == len(items)
    buttons[k].on_click(None)
    assert got == [items[:k] + items[k + 1:]]


def test_an_empty_list_field_shows_no_line():
    assert controls_of(list_field([], str, lambda v: None, identifier="lines"), ft.IconButton) == []


@pytest.mark.parametrize("pack_id", pack_ids())
def test_each_pack_is_read_through_one_screens_value_named_by_its_entry_point(pack_id):
    found = {ep.name: ep.value for ep in metadata.entry_points(group=GROUP)}
    assert set(found) == set(pack_ids())  # every pack has its screens, under its own name
    ui = pack_ui(pack_id)
    assert isinstance(ui, PackUI) and ui is not GENERIC
    assert ui.charts and ui.score_unit and callable(ui.table)
    assert ui.step is not None or ui.forms  # a step panel of its own, or declared forms


def test_a_declared_log_title_words_the_entry_and_leaves_odd_entries_to_the_store():
    screens = PackUI(table=lambda view, edit: [], forms=[], suggested="x",
                     titles={"sale": lambda name, e: f"{name(e['player'])} sells"},
                     new_game_options=lambda o, f: ft.Text(""), setup_entry=lambda s, st_, o: {})
    view = SimpleNamespace(state=SimpleNamespace(players=[SimpleNamespace(id="ann", name="Ann", color="red")]))
    assert screens.log_title(view, {"kind": "sale", "player": "ann"}) == "Ann sells"
    assert screens.log_title(view, {"kind": "sale"}) is None  # an old entry without its player
    assert screens.log_title(view, {"kind": "other"}) is None
    assert screens.players_of(view) == {"ann": ("Ann", "red")}


def test_a_declaration_may_follow_the_state_or_stay_the_same():
    assert chosen("place", object()) == "place"
    assert chosen(lambda state: state.phase, SimpleNamespace(phase="III")) == "III"


def test_a_pack_without_screens_of_its_own_gets_the_generic_ones():
    assert pack_ui("no_such_pack") is GENERIC and pack_ui("") is GENERIC


def test_a_pack_installed_with_screens_has_them_and_one_without_gets_the_generic_ones(tmp_path):
    with installed(tmp_path / "both", TESTPACK):
        ui = pack_ui("marbles")
        assert ui.score_unit == "marbles" and ui.start_label == "Who takes first" and ui is not GENERIC
    with installed(tmp_path / "rules", {registry.GROUP: TESTPACK[registry.GROUP]}):
        assert "marbles" in pack_ids() and pack_ui("marbles") is GENERIC
    assert pack_ui("marbles") is GENERIC and "marbles" not in pack_ids()
