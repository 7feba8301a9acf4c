"""The new-game controls built from a pack's declaration (its `Pack`) give back declared values."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.core.pack import HouseRule, Option
from companion.core.registry import get_pack
from companion.ui.pack_options import declared_options


def controls_of(control, kind):
    """Every control of a type below `control` (rows, semantics wrappers and tiles opened)."""
    found = [control] if isinstance(control, kind) else []
    for child in [getattr(control, "content", None), *(getattr(control, "controls", None) or [])]:
        if child is not None:
            found += controls_of(child, kind)
    return found


def test_choices_and_switches_set_the_declared_values():
    info = SimpleNamespace(options=(  # the two fields of a Pack the controls read
        Option("tile", "Tile", ((1, "one"), (2, "two")), 1),
        Option("long", "Long game", ((False, "no"), (True, "yes")), False),
    ), house_rules=(HouseRule("soft", "Soft start", "everyone starts with 1 more"),))
    chosen: dict = {}
    controls = declared_options(info, {}, lambda k, v: chosen.__setitem__(k, v))
    root = ft.Column(controls)
    (dropdown,) = controls_of(root, ft.Dropdown)
    dropdown.on_select(SimpleNamespace(control=SimpleNamespace(value="2")))
    assert chosen == {"tile": 2}  # the value declared, not the dropdown's text
    switches = controls_of(root, ft.Switch)
    assert [s.label for s in switches] == ["Long game", "Soft start"]
    switches[0].on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    switches[1].on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    assert chosen == {"tile": 2, "long": True, "house_rules": ["soft"]}


def test_arkwright_shows_what_it_declares():
    info = get_pack("arkwright")
    root = ft.Column(declared_options(info, info.defaults(), lambda k, v: None))
    assert [d.label for d in controls_of(root, ft.Dropdown)] == ["Version", "Set-up"]
    labels = [s.label for s in controls_of(root, ft.Switch)]
    # the Spinning Mule's switches are choices of the Spinning Mule only (Option.when)
    # the Stock Exchange variant is a choice of a Water Frame game (Player's Book 3.3)
    # and so is the extra event per decade (Player's Book 1.9), and each element of the Self-Actor variant (3.2)
    # folded under one heading after the others (Option.group)
    assert labels == ["Noblesse Oblige expansion", "Productions only",
                      "Stock Exchange (Player's Book 3.3)", "Extra events (Player's Book 1.9)",
                      "Self-Actor: Steam Power event", "Self-Actor: bonus markers", "Self-Actor: Competition awards",
                      "Self-Actor: Reorganization marker", "Self-Actor: new development tiles",
                      *(r.title for r in info.house_rules)]


def test_the_player_s_book_variants_are_folded_until_one_is_chosen():
    """A phone shows the common game's choices first: the variants wait under one closed heading,
    which stays open once one of them is on (so the choice made is in view)."""
    info = get_pack("arkwright")

    def tiles(options):
        root = ft.Column(declared_options(info, options, lambda k, v: None))
        return {t.title.value: t for t in controls_of(root, ft.ExpansionTile)}

    folded = tiles(info.defaults())["Player's Book variants"]
    assert folded.expanded is False
    assert [s.label for s in controls_of(folded, ft.Switch)][:2] == ["Stock Exchange (Player's Book 3.3)",
                                                                     "Extra events (Player's Book 1.9)"]
    assert tiles({**info.defaults(), "self_actor_tiles": True})["Player's Book variants"].expanded is True
    assert "Player's Book variants" not in tiles({**info.defaults(), "version": "spinning_jenny"})  # Water Frame's only


def test_the_arkwright_new_game_shows_the_spinning_mule_modules_only_for_the_spinning_mule():
    from companion.ui.arkwright.newgame import new_game_options

    info = get_pack("arkwright")

    def switches(options):
        return [s.label for s in controls_of(new_game_options(options, lambda k, v: None, 3), ft.Switch)]

    assert not any(label.startswith("Spinning Mule") for label in switches(info.defaults()))
    shown = switches({**info.defaults(), "version": "spinning_mule"})
    assert [label for label in shown if label.startswith("Spinning Mule")] == [
        "Spinning Mule: development tiles", "Spinning Mule: economy markers", "Spinning Mule: event markers",
        "Spinning Mule: alternative tiles", "Spinning Mule: alternative events"]


def test_an_option_of_one_case_is_shown_and_written_only_then():
    from companion.games.arkwright.pack import PACK

    seats = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    plain = PACK.new_game_entry(seats, 0, {"version": "water_frame"})
    assert not any(k.startswith("mule_") for k in plain)  # no Spinning Mule choice in a Water Frame game's log
    mule = PACK.new_game_entry(seats, 0, {"version": "spinning_mule", "mule_economy": False})
    assert mule["mule_economy"] is False and mule["mule_tiles"] is True
    changed = PACK.new_game_entry(seats, 0, {"version": "water_frame", "mule_economy": False})
    assert changed["mule_economy"] is False  # written, so the new game refuses it (a choice of the Spinning Mule only)


#: the longest switch label seen whole at 390 px in a folded section (headless Chromium, issue 26): "Stock Exchange
#: (Player's Book 3.3)"; "Extra event per decade (Player's Book 1.9)" (42) lost its last character there
FITS_AT_390 = len("Stock Exchange (Player's Book 3.3)")


def test_every_arkwright_switch_label_fits_a_phone():
    info = get_pack("arkwright")
    long = [o.label for o in info.options if o.switch and len(o.label) > FITS_AT_390]
    assert long == [], f"switch labels clipped at 390 px: {long}"
