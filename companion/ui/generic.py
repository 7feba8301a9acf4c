"""Any game pack, without a screen of its own: its summary, and a form for any log entry.

A pack plugs in by being listed in `companion.core.registry`; this module shows
what every pack offers (`summary(state)`: players, scores, cash, details) and
lets the table enter any entry kind of the pack's `input_adapter` as fields
(JSON values), resolved through the same preview / question / confirm flow.
"""

from __future__ import annotations

import json
from typing import Any

import flet as ft

from companion.core.errors import InputError
from companion.core.jsontext import parse_json
from companion.core.pack import Summary
from companion.core.ranking import SHARED, ordered, place, standing_words, winners_sentence
from companion.core.registry import get_pack
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import money, player_label, winner_icon
from companion.ui.widgets import TextInput, kv, labelled_dropdown, secondary, tid


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
                            ft.Row([kv("Score", str(p.score), identifier=f"p{i}-score"),
                                    *([kv("Cash", money(p.cash))] if p.cash is not None else []), *details],
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
        tid("table-when", ft.Text(summary.progress, size=18, weight=ft.FontWeight.BOLD)),
        ft.ResponsiveRow(cards, spacing=6, run_spacing=6),
    ]


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
    return tid("results", ft.Card(ft.Container(ft.Column([ft.Text("Final ranking", size=18, weight=ft.FontWeight.BOLD), *rows, *after]), padding=12)))


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


@ft.component
def GenericEntryForm(sid: Any, pack_id: str, players: dict[str, tuple[str, str]], suggested: str | None = None,
                     exclude: list[str] | None = None):
    """Pick an entry kind, fill its fields (JSON values), then resolve it like any step.

    `exclude`: kinds a pack screen already gives a form of its own (the fallback lists the rest)."""
    left_out = tuple(exclude or ())
    kinds = ft.use_memo(lambda: {k: v for k, v in entry_kinds(pack_id).items() if k not in left_out}, [pack_id, left_out])
    kind, set_kind = ft.use_state(suggested if suggested in kinds else None)
    values, set_values = ft.use_state({})
    entry, set_entry = ft.use_state(None)
    error, set_error = ft.use_state(None)

    def choose(value):
        set_kind(value)
        set_values({})
        set_entry(None)

    def prepare():
        data: dict[str, Any] = {"kind": kind}
        for name, text in values.items():
            if text.strip() == "":
                continue
            try:
                data[name] = parse_json(text, name)
            except InputError:
                data[name] = text
        set_error(None)
        set_entry(data)

    parts: list[ft.Control] = [
        labelled_dropdown("entry-kind", "What happened", kind, [(k, k.replace("_", " ")) for k in kinds], choose, width=320),
    ]
    if kind:
        schema = kinds[kind]
        props = schema.get("properties", {})
        for name in field_names(schema):
            hint = props[name].get("description") or props[name].get("title") or ""
            parts.append(TextInput(name.replace("_", " "), values.get(name, ""), lambda v, n=name: set_values({**values, n: v}),
                                   hint_text=hint, key=f"{kind}-{name}"))
        if entry is None:
            parts.append(secondary("Prepare", prepare, icon=ft.Icons.ARROW_FORWARD))
        else:
            parts.append(ResolveFlow(sid, entry, players, title=kind.replace("_", " ").capitalize(), button="Preview",
                                     key=json.dumps(entry, sort_keys=True), auto=True))
            parts.append(ft.TextButton("Change the fields", on_click=lambda: set_entry(None)))
    if error:
        parts.append(ft.Text(error, color=ft.Colors.ERROR))
    return ft.Column(parts, spacing=8)
