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
    assert labels == ["Noblesse Oblige expansion", "Productions only", *(r.title for r in info.house_rules)]
