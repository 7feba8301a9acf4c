"""Any game pack, without a screen of its own: its summary, its final ranking and its entry kinds.

A pack plugs in by being listed in `companion.core.registry`; this module shows
what every pack offers (`summary(state)`: players, scores, cash, details) and
reads the entry kinds of the pack's `input_adapter` with their fields, from
which companion/ui/schema_forms.py draws the forms of a pack without screens
(by taps: chips, steppers, switches; never JSON typed into fields).
"""

from __future__ import annotations

import json

import flet as ft

from companion.core.errors import CompanionError
from companion.core.moves import flat
from companion.core.pack import Summary
from companion.core.ranking import SHARED, ordered, place, standing_words, winners_sentence
from companion.core.registry import get_pack
from companion.ui.theme import money, player_label, winner_icon
from companion.ui.widgets import kv, tid, value_button
from companion.ui.words import _, spoken


def players_of(summary: Summary) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in summary.players}


def summary_cards(summary: Summary) -> list[ft.Control]:
    cards = []
    for i, p in enumerate(summary.players):
        details = [kv(str(k).replace("_", " ").capitalize(), json.dumps(v) if isinstance(v, (dict, list)) else str(v))
                   for k, v in p.details.items()]
        cards.append(
            ft.Card(
                ft.Container(
                    ft.Column(
                        [
                            player_label(p.name, p.color, bold=True),
                            ft.Row([kv(_("Score"), str(p.score), identifier=f"p{i}-score"),
                                    *([kv(_("Cash"), money(p.cash))] if p.cash is not None else []), *details],
                                   wrap=True, spacing=16),
                        ],
                        spacing=6,
                    ),
                    padding=10,
                ),
                col={"xs": 12, "md": 6, "xl": 4},
            )
        )
    return [
        tid("table-when", ft.Text(spoken(summary.progress), size=18, weight=ft.FontWeight.BOLD)),
        ft.ResponsiveRow(cards, spacing=6, run_spacing=6),
    ]


def correction_buttons(view, edit) -> list[ft.Control]:
    """Every number and yes/no of a game's state, a tap away from its correction (the editor offers the values the
    state allows): a pack without screens is corrected like the others, never by a typed path. None while the game
    is not running (`edit` is None)."""
    if edit is None:
        return []
    try:
        words = get_pack(view.info.pack_id).values
    except CompanionError:
        return []
    names = [p.name for p in getattr(view.state, "players", [])]
    buttons = []
    for at, value in flat(view.state).items():
        if not isinstance(value, (bool, int)):
            continue
        path = ".".join(at)
        what = words.what(path, names)
        buttons.append(value_button(what[:1].upper() + what[1:], words.value(path, value, names), path, value, edit,
                                    identifier=f"correct-{path}"))
    if not buttons:
        return []
    return [tid("corrections", ft.Card(ft.Container(ft.Column([
        ft.Text(_("Correct the table"), size=14, weight=ft.FontWeight.BOLD),
        ft.Text(_("Tap a value the table shows otherwise."), size=13, italic=True),
        ft.Row(buttons, wrap=True, spacing=4, run_spacing=4)], spacing=4), padding=10)))]


def results_card(summary: Summary, pack_id: str = "") -> ft.Control:
    """The end screen: the final ranking in the words of `companion state` (core/ranking.py), the pack's units,
    who wins and the pack's tie rule."""
    pack = get_pack(pack_id) if pack_id else None
    rule = pack.tie_rule if pack else SHARED
    cash_unit = pack.units.get("cash", "") if pack else ""
    names = players_of(summary)
    rows = []
    for r in ordered(summary.results):
        name, color = names.get(r.player, (r.player, ""))
        rows.append(ft.Row([ft.Text(place(r), width=28, weight=ft.FontWeight.BOLD), winner_icon(r.winner),
                            player_label(name, color, bold=r.winner), ft.Text(standing_words(r, rule, cash_unit))],
                           wrap=True, spacing=6))
    words = {pid: name for pid, (name, _color) in names.items()}
    after = [tid("results-winners", ft.Text(winners_sentence(summary.results, lambda pid: words.get(pid, pid)),
                                            weight=ft.FontWeight.BOLD)),
             tid("results-ties", ft.Text(f"Ties: {rule.text}", italic=True))] if summary.results else []
    return tid("results", ft.Card(ft.Container(ft.Column([ft.Text(_("Final ranking"), size=18, weight=ft.FontWeight.BOLD), *rows, *after]), padding=12)))


def entry_kinds(pack_id: str) -> dict[str, dict]:
    """Entry kind -> its JSON schema (fields), read from the pack's input adapter."""
    try:
        schema = get_pack(pack_id).input_adapter.json_schema()
    except ImportError:  # a pack still being written: some of its entry modules are missing
        return {}
    defs = schema.get("$defs", {})
    kinds: dict[str, dict] = {}
    for ref in schema.get("discriminator", {}).get("mapping", {}).items():
        kind, target = ref
        kinds[kind] = defs.get(target.rsplit("/", 1)[-1], {})
    if not kinds:
        for option in schema.get("oneOf", schema.get("anyOf", [])):
            model = defs.get(option.get("$ref", "").rsplit("/", 1)[-1], option)
            kind = model.get("properties", {}).get("kind", {}).get("const") or model.get("properties", {}).get("kind", {}).get("default")
            if kind:
                kinds[kind] = model
    return kinds


def field_names(model_schema: dict) -> list[str]:
    return [name for name in model_schema.get("properties", {}) if name not in ("kind", "answers")]
