"""The new-game options and house rules a pack declares (its `Pack`), as controls."""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.core.dispatch import Pack
from companion.ui.widgets import labelled_dropdown, tid
from companion.ui.words import _, spoken

SetOption = Callable[[str, Any], None]

#: a folded section's switches start at its left edge, as the switches outside it do
LEFT = {"expanded_alignment": ft.Alignment.CENTER_LEFT, "expanded_cross_axis_alignment": ft.CrossAxisAlignment.START}


def option_controls(info: Pack, options: dict, option: SetOption) -> list[ft.Control]:
    """A dropdown per choice and a switch per on/off option, in the order the pack declares them."""
    dropdowns: list[ft.Control] = []
    switches: list[ft.Control] = []
    groups: dict[str, list[ft.Control]] = {}
    opened: set[str] = set()
    for o in info.options:
        if o.when is not None and not o.applies(options, info.options):
            continue  # a choice of another case (another version...)
        value = options.get(o.field, o.default)
        if all(isinstance(v, bool) for v, _label in o.choices):
            switch = ft.Switch(label=spoken(o.label), value=bool(value), on_change=lambda e, f=o.field: option(f, bool(e.control.value)))
            if o.group:
                groups.setdefault(spoken(o.group), []).append(switch)
                if value != o.default:
                    opened.add(spoken(o.group))  # a group with a choice made stays open
            else:
                switches.append(switch)
        else:
            width = 340 if max(len(label) for _v, label in o.choices) > 20 else 220
            by_text = {str(v): v for v, _label in o.choices}  # a dropdown gives back text; the entry wants the value
            dropdowns.append(labelled_dropdown(o.field, spoken(o.label), value, [(v, spoken(label)) for v, label in o.choices],
                                               lambda v, f=o.field, by_text=by_text: option(f, by_text.get(v, v)), width=width))
    folded = [tid(f"options-group-{k}", ft.ExpansionTile(title=ft.Text(title, size=13), expanded=title in opened,
                                                         maintain_state=True, controls=controls, **LEFT))
              for k, (title, controls) in enumerate(groups.items())]
    return ([ft.Row(dropdowns, wrap=True)] if dropdowns else []) + switches + folded


def house_rules_tile(info: Pack, options: dict, option: SetOption) -> ft.Control:
    """The pack's named house rules, each a switch (options["house_rules"] lists those on)."""
    chosen = set(options.get("house_rules", ()))

    def toggle(name: str, on: bool) -> None:
        option("house_rules", sorted((chosen | {name}) if on else (chosen - {name})))

    return ft.ExpansionTile(
        **LEFT,
        title=ft.Text(_("House rules (where the rulebook can be read two ways)"), size=13),
        controls=[
            tid(f"house-{rule.name}", ft.Switch(label=spoken(rule.title), value=rule.name in chosen, tooltip=spoken(rule.text),
                                                on_change=lambda e, n=rule.name: toggle(n, e.control.value)), label=spoken(rule.title))
            for rule in info.house_rules
        ],
    )


def declared_options(info: Pack, options: dict, option: SetOption) -> list[ft.Control]:
    """Everything a pack declares for its new game: its options, then its house rules if it has any."""
    return option_controls(info, options, option) + ([house_rules_tile(info, options, option)] if info.house_rules else [])
