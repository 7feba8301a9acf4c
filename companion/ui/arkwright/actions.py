"""The action phase: the current player's marker, row, main action and additional action.

`legal_actions(state, player)` lists every marker on every administration row,
legal or not (with the reason) and what it costs and buys; illegal ones are
shown disabled with their reason. The chosen turn is previewed through the
store (costs, emergency sales, loans in the ledger) before it is confirmed.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.arkwright.actions import legal_actions
from companion.ui.arkwright.advisor import PriceAdvisor
from companion.ui.arkwright.action_forms import (MAIN_FORMS, additional_entry, filled, main_entry, number, number_ranges,
                                                 price_ranges, problems)
from companion.ui.generic import GenericEntryForm
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import TOUCH, shape, swatch
from companion.ui.widgets import heading, labelled_dropdown, secondary, tid


def players_of(state) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in state.players}


def option_button(k: int, option: dict, selected: bool, on_pick) -> ft.Control:
    """One row of the administration chart for the chosen marker: its cost and what it buys."""
    legal = option.get("legal", False)
    detail = option.get("text", "").split(": ", 1)[-1] if legal else f"not possible: {option.get('reason')}"
    make = ft.FilledTonalButton if selected else ft.OutlinedButton
    button = make(
        content=ft.Column([ft.Text(f"£{option['row']}", weight=ft.FontWeight.BOLD), ft.Text(detail, size=11, max_lines=4)],
                          spacing=0, tight=True),
        on_click=lambda: on_pick(k),
        disabled=not legal,
        style=ft.ButtonStyle(padding=8, shape=ft.RoundedRectangleBorder(radius=10)),
        tooltip=None if legal else option.get("reason"),
    )
    return tid(f"option-{option.get('marker')}-{option['row']}", ft.Container(button, width=300))


def marker_chips(options: list[dict], marker: str | None, on_marker) -> ft.Control:
    """The player's action markers; one with no possible row is shown disabled."""
    seen: dict[str, tuple[str, bool]] = {}
    for o in options:
        label, legal = seen.get(o["marker"], (o.get("label", o["marker"]), False))
        seen[o["marker"]] = (label, legal or bool(o.get("legal")))
    return ft.Row(
        [tid(f"marker-{m}", ft.Chip(label=ft.Text(label), selected=m == marker, disabled=not legal, height=TOUCH,
                                    on_select=lambda _e=None, m=m: on_marker(m)))
         for m, (label, legal) in seen.items()],
        wrap=True, spacing=6, run_spacing=6,
    )


@ft.component
def ActionPanel(sid: Any, view: Any):
    state = view.state
    current = state.current_player
    marker, set_marker = ft.use_state(None)
    picked, set_picked = ft.use_state(None)
    fields, set_fields = ft.use_state({})
    extra, set_extra = ft.use_state({"type": "none"})
    prepared, set_prepared = ft.use_state(None)
    show_illegal, set_show_illegal = ft.use_state(False)
    pay, set_pay = ft.use_state(None)
    advanced, set_advanced = ft.use_state(False)
    if current is None:
        return ft.Text("Every player has acted in this cycle.")
    options = [o for o in legal_actions(state, current.id) if o.get("kind") == "marker"]
    specials = [o for o in legal_actions(state, current.id) if o.get("kind") == "special_marker"]
    chosen = options[picked] if picked is not None and picked < len(options) else None
    spans = number_ranges(chosen["action"], state, current, chosen, fields) if chosen is not None else {}
    prices = price_ranges(state, current) if chosen is not None and chosen.get("additional") == "price_adjustment" else {}
    wrong = {**problems(fields, spans), **problems(extra.get("prices", {}), prices)}

    def choose_marker(m: str):
        set_marker(m)
        set_picked(None)
        set_prepared(None)

    def pick(k: int):
        set_picked(k)
        set_fields({})
        set_extra({"type": "none"})
        set_pay(None)
        set_prepared(None)

    def prepare():
        entry: dict[str, Any] = {"kind": "action", "player": current.id, "marker": chosen["marker"], "row": chosen["row"]}
        if pay is not None and chosen.get("engineer"):
            entry["engineer_cost"] = pay
        elif pay is not None and pay != chosen["row"]:
            entry["accountant"] = pay - chosen["row"]
        main = main_entry(chosen["action"], filled(fields, spans))
        if main is not None:
            entry["main"] = main
        add = additional_entry(extra, prices)
        if add is not None:
            entry["additional"] = add
        set_prepared(entry)

    header = ft.Row([ft.Icon(shape(current.color), color=swatch(current.color)),
                     heading(f"{current.name}'s action", size=18), ft.Text(f"({current.color})", italic=True)], spacing=6)
    rows = [(k, o) for k, o in enumerate(options) if o["marker"] == marker]
    legal = [(k, o) for k, o in rows if o.get("legal")]
    illegal = [(k, o) for k, o in rows if not o.get("legal")]
    shown = legal + (illegal if show_illegal else [])
    parts: list[ft.Control] = [header, ft.Text("Choose the action marker, then the row of the administration chart:", size=13),
                               marker_chips(options, marker, choose_marker)]
    if marker is not None:
        parts.append(ft.Row([option_button(k, o, k == picked, pick) for k, o in shown], wrap=True, spacing=6, run_spacing=6))
    if illegal:
        parts.append(ft.TextButton(f"{'Hide' if show_illegal else 'Show'} the {len(illegal)} rows not possible now (with the reason)",
                                   on_click=lambda: set_show_illegal(not show_illegal)))
    if chosen is not None:
        parts.append(cost_choice(chosen, pay, lambda v: (set_pay(v), set_prepared(None))))
        form = MAIN_FORMS.get(chosen["action"])
        if form is not None:
            parts.append(form(state, current, chosen, fields, lambda v: (set_fields(v), set_prepared(None)), spans))
        parts.append(additional_form(state, current, chosen, specials, extra, lambda v: (set_extra(v), set_prepared(None)), prices))
        if wrong:
            parts.append(tid("form-problems", ft.Text("Correct the marked number(s) first.", color=ft.Colors.ERROR, size=13)))
        if prepared is None or wrong:
            parts.append(tid("prepare-action", secondary("Show the costs", prepare, icon=ft.Icons.RECEIPT_LONG, disabled=bool(wrong))))
        else:
            parts.append(ResolveFlow(sid, prepared, players_of(state), title=f"{current.name}: {chosen['label']} on £{chosen['row']}",
                                     button="Preview the costs", key=str(prepared), auto=True))
    parts.append(ft.TextButton("A turn the form cannot say: enter it as fields" if not advanced else "Back to the form",
                               icon=ft.Icons.TUNE, on_click=lambda: set_advanced(not advanced)))
    if advanced:
        parts.append(GenericEntryForm(sid, "arkwright", players_of(state), "action"))
    return ft.Card(ft.Container(ft.Column(parts, spacing=8), padding=12))


def cost_choice(chosen: dict, pay: int | None, set_pay) -> ft.Control:
    """Accountant: pay up to £2 more or less than the row; Engineer (quality): any cost (Player's Book 1.8)."""
    low, high = chosen.get("paid_range") or [chosen["row"], chosen["row"]]
    if chosen.get("engineer"):
        steps = range(0, max(high, 20) + 1)  # the engine refuses a cost its rules do not allow, in words
        return labelled_dropdown("pay", "Engineer: administrative cost", pay if pay is not None else chosen["row"],
                                 [(str(v), f"£{v}") for v in steps], lambda v: set_pay(int(v)), width=240)
    if low == high:
        return ft.Text(f"Cost: {chosen.get('text', '').split(';')[0]}", size=13)
    return labelled_dropdown("pay", "Accountant: pay", pay if pay is not None else chosen["row"],
                             [(str(v), f"£{v}") for v in range(low, high + 1)], lambda v: set_pay(int(v)), width=200)


def additional_form(state, player, chosen: dict, specials: list[dict], extra: dict, set_extra, spans: dict) -> ft.Control:
    kind = chosen.get("additional")
    if kind == "price_adjustment":
        typed = extra.get("prices", {})

        def set_prices(value: dict) -> None:
            set_extra({"type": "price_adjustment", "prices": value})

        def set_price(g: str, value: Any) -> None:
            set_prices({**typed, g: str(value)})

        fields: list[ft.Control] = [
            ft.Column([number(typed, g, f"{g} price", spans, set_prices, prefix="price"),
                       PriceAdvisor(state, player.id, g, on_pick=lambda price, g=g: set_price(g, price), identifier=f"price-advisor-{g}")],
                      spacing=0, tight=True)
            for g in spans  # each factory the player has, with its advisor: its lines pick the price
        ]
        return ft.Column(
            [ft.Text("Additional action: price adjustment (a price left as it is stays)" if fields
                     else "Additional action: price adjustment (no factory to price)", size=13),
             ft.Row(fields, wrap=True, vertical_alignment=ft.CrossAxisAlignment.START)],
            spacing=4,
        )
    if kind == "special_marker":
        current = extra.get("choice", "none")
        options = [ft.DropdownOption(key="none", text="no special marker")]
        for o in sorted(specials, key=lambda o: not o.get("legal")):
            label = o["text"] if o.get("legal") else f"{o['type'].replace('_', ' ')} {o['value']}: not possible, {o.get('reason')}"
            options.append(ft.DropdownOption(key=f"{o['type']}:{o['value']}", text=label, disabled=not o.get("legal")))
        return tid("special-marker", ft.Dropdown(label="Additional action: take a special marker", value=current, options=options,
                                                 on_select=lambda e: set_extra({"type": "special", "choice": e.control.value}),
                                                 width=360), label="Additional action: take a special marker")
    return ft.Text("No additional action with this marker.", size=13, italic=True)
