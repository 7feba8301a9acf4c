"""The action phase: the current player's marker, row, main action and additional action.

`legal_actions(state, player)` lists every marker on every administration row,
legal or not (with the reason) and what it costs and buys; illegal ones are
shown disabled with their reason. Another row of the same marker keeps what
was filled in. As soon as the turn is complete and its numbers are right, it
is previewed through the store (costs, emergency sales, loans in the ledger)
and Confirm stores it; before that, a row above the player's cash asks about
the emergency sale it makes, an empty main action is said aloud and skipped
only on a tap, and the rules' refusal is shown at the form in their words.
"""

from __future__ import annotations

import json
from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.games.arkwright.actions import legal_actions
from companion.ui.arkwright.advisor import PriceAdvisor
from companion.ui.arkwright.action_forms import (MAIN_FORMS, additional_entry, after_tap, choices, field_label, form_problems, filled, goods_moves_entry,
                                                 main_entry, number, number_ranges, price_ranges, problems, with_defaults)
from companion.ui.arkwright.goods_moves import goods_moves_form
from companion.ui.arkwright.tiles import inventor_fees, special_menu
from companion.ui.context import use_app
from companion.ui.pack_forms import FormPanel, note_form
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import TOUCH, colour_word, shape, swatch
from companion.ui.widgets import choice_chips, heading, labelled_dropdown, problem_lines, problems_box, secondary, tid
from companion.ui.words import _, _n, line, spoken


def players_of(state) -> dict[str, tuple[str, str]]:
    return {p.id: (p.name, p.color) for p in state.players}


def option_button(k: int, option: dict, selected: bool, on_pick) -> ft.Control:
    """One row of the administration chart for the chosen marker: its cost and what it buys."""
    legal = option.get("legal", False)
    cost = option.get("cost_text", "")
    effect = spoken(option.get("effect", ""))
    shown = effect if cost == f"£{option['row']}" else _("{cost}; {effect}").format(cost=spoken(cost), effect=effect)
    reason = spoken(option.get("reason"))
    detail = shown if legal else _("not possible: {reason}").format(reason=reason)
    make = ft.FilledTonalButton if selected else ft.OutlinedButton
    button = make(
        content=ft.Column([ft.Text(f"£{option['row']}", weight=ft.FontWeight.BOLD), ft.Text(detail, size=11, max_lines=4)],
                          spacing=0, tight=True),
        on_click=lambda: on_pick(k),
        disabled=not legal,
        style=ft.ButtonStyle(padding=8, shape=ft.RoundedRectangleBorder(radius=10)),
        tooltip=None if legal else reason,
    )
    return tid(f"option-{option.get('marker')}-{option['row']}", ft.Container(button, width=300))


def marker_label(option: dict) -> str:
    """An action marker's name on its chip, in the phone's language ("hellgrauer Qualitätsmarker")."""
    words = option.get("label_words")
    if not words:
        return option.get("label", option["marker"])
    return line(str(words["marker"]), words)


def marker_chips(options: list[dict], marker: str | None, on_marker) -> ft.Control:
    """The player's action markers; one with no possible row is shown disabled."""
    seen: dict[str, tuple[str, bool]] = {}
    for o in options:
        label, legal = seen.get(o["marker"], (marker_label(o), False))
        seen[o["marker"]] = (label, legal or bool(o.get("legal")))
    return ft.Row(
        [tid(f"marker-{m}", ft.Chip(label=ft.Text(label), selected=m == marker, disabled=not legal, height=TOUCH,
                                    on_select=lambda _e=None, m=m: on_marker(m)))
         for m, (label, legal) in seen.items()],
        wrap=True, spacing=6, run_spacing=6,
    )


def precheck(app, sid: Any, entry: dict) -> str | None:
    """The rules' refusal of a prepared turn in their own words (nothing is stored), or None."""
    try:
        app.store.preview(sid, entry)
    except CompanionError as exc:
        return spoken(exc.message)
    return None


@ft.component
def ActionPanel(sid: Any, view: Any):
    app = use_app()
    state = view.state
    current = state.current_player
    marker, set_marker = ft.use_state(None)
    picked, set_picked = ft.use_state(None)
    fields, set_fields = ft.use_state({})
    extra, set_extra = ft.use_state({"type": "none"})
    skip, set_skip = ft.use_state(False)
    agreed, set_agreed = ft.use_state(None)
    show_illegal, set_show_illegal = ft.use_state(False)
    pay, set_pay = ft.use_state(None)
    payer, set_payer = ft.use_state(None)
    noting, set_noting = ft.use_state(False)
    listing = legal_actions(state, current.id) if current is not None else []
    options = [o for o in listing if o.get("kind") == "marker"]
    specials = [o for o in listing if o.get("kind") == "special_marker"]
    chosen = options[picked] if picked is not None and picked < len(options) else None
    action = chosen["action"] if chosen is not None else ""
    values = with_defaults(action, state, current, chosen, fields) if chosen is not None else {}
    spans = number_ranges(action, state, current, chosen, values) if chosen is not None else {}
    planned = main_entry(action, filled(values, spans), chosen) if chosen is not None else None
    prices = price_ranges(state, current, planned, goods_moves_entry(filled(values, spans))) if chosen is not None and (
        chosen.get("additional") == "price_adjustment" or chosen.get("manager")) else {}
    wrong = {**form_problems(action, chosen, values, spans), **{f"price-{g}": p for g, p in problems(extra.get("prices", {}), prices).items()}}
    entry = turn_entry(current, chosen, filled(values, spans), extra, prices, pay, payer) if chosen is not None and not wrong else None
    fees, set_fees = ft.use_state({})
    asked = ft.use_memo(lambda: inventor_fees(state, entry, fees), [json.dumps(entry, sort_keys=True), json.dumps(fees, sort_keys=True),
                                                                    getattr(view.info, "version", None)])
    if entry is not None and asked:  # the Inventor's fee is a field of the move, chosen here (Player's Book 1.8)
        entry = {**entry, "answers": {qid: answer for qid, _words, _options, answer in asked}}
    key = json.dumps(entry, sort_keys=True) if entry is not None else ""
    needs_ok = bool(chosen and chosen.get("emergency")) and agreed != (chosen["marker"], chosen["row"])
    ready = entry is not None and ("main" in entry or skip) and not needs_ok
    refusal = ft.use_memo(lambda: precheck(app, sid, entry) if ready else None, [key, ready, getattr(view.info, "version", None)])
    if current is None:
        return ft.Text(_("Every player has acted in this cycle."))

    def changed(setter):
        def set_value(v):
            setter(v)
            set_skip(False)
        return set_value

    def choose_marker(m: str):
        if m != marker:
            set_fields({})
            set_extra({"type": "none"})
        set_marker(m)
        set_picked(None)

    def pick(k: int):  # another row of the same marker keeps what was filled in
        set_picked(k)
        set_pay(None)
        set_payer(None)
        set_skip(False)

    header = ft.Row([ft.Icon(shape(current.color), color=swatch(current.color)),
                     heading(_("{name}'s action").format(name=current.name), size=18), ft.Text(f"({colour_word(current.color)})", italic=True)],
                    spacing=6)
    rows = [(k, o) for k, o in enumerate(options) if o["marker"] == marker]
    legal = [(k, o) for k, o in rows if o.get("legal")]
    illegal = [(k, o) for k, o in rows if not o.get("legal")]
    shown = legal + (illegal if show_illegal else [])
    parts: list[ft.Control] = [header, ft.Text(_("Choose the action marker, then the row of the administration chart:"), size=13),
                               marker_chips(options, marker, choose_marker)]
    if marker is not None:
        parts.append(ft.Row([option_button(k, o, k == picked, pick) for k, o in shown], wrap=True, spacing=6, run_spacing=6))
    if illegal:
        n = len(illegal)
        words = (_n("Hide the {n} row not possible now (with the reason)", "Hide the {n} rows not possible now (with the reason)", n)
                 if show_illegal else
                 _n("Show the {n} row not possible now (with the reason)", "Show the {n} rows not possible now (with the reason)", n))
        parts.append(ft.TextButton(words.format(n=n), on_click=lambda: set_show_illegal(not show_illegal)))
    if chosen is not None:
        labels = {k: field_label(k) for k in spans}
        lines = problem_lines(wrong, {**labels, **{f"price-{g}": _("{good} price").format(good=g) for g in prices}})
        if lines:  # every problem at once, above the fields (and each at its field)
            parts.append(problems_box(lines))
        parts.append(cost_choice(chosen, pay, lambda v: set_pay(v)))
        if len(payers(chosen, pay)) > 1:
            parts.append(payer_choice(chosen, pay, payer, set_payer))
        tapped = changed(set_fields)
        moves = goods_moves_form(values, spans, lambda key, value: tapped(after_tap(values, spans, key, value)))
        if moves is not None:  # the Small Warehouse: goods moved as the turn begins, under any marker
            parts.append(moves)
        form = MAIN_FORMS.get(action)
        if form is not None:
            parts.append(form(state, current, chosen, values, lambda key, value: tapped(after_tap(values, spans, key, value)), spans,
                              choices(action, state, current, chosen, values)))
        parts.append(additional_form(state, current, chosen, specials, extra, changed(set_extra), prices, turn=entry))
        for qid, words, offered, answer in asked:
            parts.append(choice_chips(f"field-{qid.replace(':', '-')}", words, answer, offered,
                                      lambda v, qid=qid: set_fees({**fees, qid: v})))
        parts += _turn_end(sid, state, current, chosen, entry, key, wrong, skip, set_skip, needs_ok,
                           lambda: set_agreed((chosen["marker"], chosen["row"])), refusal)
    # words for the record are the one thing typed here: the app cannot list what happened at the table
    parts.append(tid("note-open", ft.TextButton(_("Back to the turn") if noting else _("A note for the record"), icon=ft.Icons.EDIT_NOTE,
                                                on_click=lambda: set_noting(not noting))))
    if noting:
        parts.append(FormPanel(sid, view, note_form(), players_of(state)))
    return ft.Card(ft.Container(ft.Column(parts, spacing=8), padding=12))


def payers(chosen: dict, pay: int | None) -> list[str]:
    """The tiles that can set a cost of `pay` on the chosen row: the Engineer (quality: any cost), the Accountant
    (within £2 of the row). A player with both, paying within the Accountant's reach, names the one used: the
    table comes out the same, the ledger says which tile set the cost (Player's Book 1.8)."""
    if pay is None:
        return []
    low, high = chosen.get("paid_range") or [chosen["row"], chosen["row"]]
    return ((["engineer"] if chosen.get("engineer") else [])
            + (["accountant"] if low != high and low <= pay <= high and pay != chosen["row"] else []))


def payer_choice(chosen: dict, pay: int, payer: str | None, set_payer) -> ft.Control:
    """Which tile sets the cost, when the Engineer and the Accountant both could (the Engineer pre-filled)."""
    shift = pay - chosen["row"]
    more = (_("£{n} more than the row") if shift > 0 else _("£{n} less than the row")).format(n=abs(shift))
    return choice_chips("payer", _("£{pay}: which tile sets the cost?").format(pay=pay), payer or "engineer",
                        [("engineer", _("the Engineer (any cost)")), ("accountant", _("the Accountant ({more})").format(more=more))],
                        set_payer)


def turn_entry(current, chosen: dict, values: dict, extra: dict, prices: dict, pay: int | None,
               payer: str | None = None) -> dict[str, Any]:
    """The action entry the form says; `payer`: "accountant" when the Accountant, not the Engineer, sets a cost
    both could (`payers`)."""
    entry: dict[str, Any] = {"kind": "action", "player": current.id, "marker": chosen["marker"], "row": chosen["row"]}
    if pay is not None and chosen.get("engineer") and not (payer == "accountant" and "accountant" in payers(chosen, pay)):
        entry["engineer_cost"] = pay
    elif pay is not None and pay != chosen["row"]:
        entry["accountant"] = pay - chosen["row"]
    moves = goods_moves_entry(values)
    if moves:
        entry["warehouse_moves"] = moves
    main = main_entry(chosen["action"], values, chosen)
    if main is not None:
        entry["main"] = main
    add = additional_entry(extra, prices)
    if add is not None:
        entry["additional"] = add
    return entry


def _turn_end(sid, state, current, chosen, entry, key, wrong, skip, set_skip, needs_ok, agree, refusal) -> list[ft.Control]:
    """Below the fields: the question of an emergency sale, the skipped main action said aloud, the rules'
    refusal, or the preview with Confirm (the costs shown at once: no extra tap)."""
    if wrong or entry is None:
        return [tid("prepare-action", secondary(_("Show the costs"), None, icon=ft.Icons.RECEIPT_LONG, disabled=True,
                                                tooltip=_("Correct the marked numbers first")))]
    out: list[ft.Control] = []
    if chosen.get("emergency"):
        words = spoken(chosen["emergency"]["text"])
        if needs_ok:
            return [tid("emergency", ft.Column([ft.Text(_("{sale}. Go ahead?").format(sale=words), size=14, weight=ft.FontWeight.W_600),
                                                secondary(_("Yes, go ahead"), agree, icon=ft.Icons.CHECK)],
                                               spacing=4))]
        out.append(ft.Text(_("{sale}: agreed.").format(sale=words), size=13, italic=True))
    if "main" not in entry:
        what = (_("{name} skips the main action ({marker}): only the administrative cost is paid.") if skip else
                _("{name} skips the main action ({marker}): only the administrative cost is paid. "
                  "Fill in the action above, or skip it:")).format(name=current.name, marker=marker_label(chosen))
        out.append(tid("skips-main", ft.Text(what,
                                              size=14, weight=ft.FontWeight.W_600, color=ft.Colors.ERROR)))
        if not skip:
            out.append(tid("skip-main", secondary(_("Skip the main action"), lambda: set_skip(True), icon=ft.Icons.SKIP_NEXT)))
            return out
    if refusal:
        out.append(tid("form-refusal", ft.Row([ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR),
                                               ft.Text(refusal, color=ft.Colors.ERROR, expand=True)])))
        return out
    title = _("{name}: {marker} on £{row}").format(name=current.name, marker=marker_label(chosen), row=chosen["row"])
    out.append(ResolveFlow(sid, entry, players_of(state), title=title,
                           button=_("Preview the costs"), key=key, auto=True))
    return out


def cost_choice(chosen: dict, pay: int | None, set_pay) -> ft.Control:
    """Accountant: pay up to £2 more or less than the row; Engineer (quality): any cost (Player's Book 1.8)."""
    low, high = chosen.get("paid_range") or [chosen["row"], chosen["row"]]
    if chosen.get("engineer"):
        steps = range(0, max(high, 20) + 1)  # the engine refuses a cost its rules do not allow, in words
        return labelled_dropdown("pay", _("Engineer: administrative cost"), pay if pay is not None else chosen["row"],
                                 [(str(v), f"£{v}") for v in steps], lambda v: set_pay(int(v)), width=240)
    if low == high:
        return ft.Text(_("Cost: {cost}").format(cost=spoken(chosen.get("cost_text")) or chosen["row"]), size=13)
    return labelled_dropdown("pay", _("Accountant: pay"), pay if pay is not None else chosen["row"],
                             [(str(v), f"£{v}") for v in range(low, high + 1)], lambda v: set_pay(int(v)), width=200)


def additional_form(state, player, chosen: dict, specials: list[dict], extra: dict, set_extra, spans: dict,
                    turn: dict | None = None) -> ft.Control:
    kind = chosen.get("additional")
    if chosen.get("manager"):  # Self-Actor: the Manager takes either additional action (Player's Book 3.2)
        kind = {"price_adjustment": "price_adjustment", "special": "special_marker"}.get(extra.get("type"), kind)
        other = "special_marker" if chosen.get("additional") == "price_adjustment" else "price_adjustment"
        words = {"price_adjustment": _("a price adjustment"), "special_marker": _("a special marker")}
        switch = choice_chips("manager-switch", _("Additional action (the Manager: either one)"), kind,
                              [(chosen.get("additional"), words[chosen.get("additional")]),
                               (other, _("{action} instead (Manager)").format(action=words[other]))],
                              lambda v: set_extra({"type": "price_adjustment", "prices": {}} if v == "price_adjustment"
                                                  else {"type": "special", "choice": "none"}))
        part = additional_form(state, player, {**chosen, "manager": False, "additional": kind}, specials, extra, set_extra, spans, turn)
        return ft.Column([switch, part], spacing=4)
    if kind == "price_adjustment":
        typed = extra.get("prices", {})

        def set_prices(value: dict) -> None:
            set_extra({"type": "price_adjustment", "prices": value})

        def set_price(g: str, value: Any) -> None:
            set_prices({**typed, g: str(value)})

        fields: list[ft.Control] = [
            ft.Column([number(typed, g, _("{good} price").format(good=g), spans, set_prices, prefix="price"),
                       PriceAdvisor(state, player.id, g, on_pick=lambda price, g=g: set_price(g, price), identifier=f"price-advisor-{g}",
                                    turn=turn)],
                      spacing=0, tight=True)
            for g in spans  # each factory the player has, with its advisor: its lines pick the price
        ]
        return ft.Column(
            [ft.Text(_("Additional action: price adjustment (a price left as it is stays)") if fields
                     else _("Additional action: price adjustment (no factory to price)"), size=13),
             ft.Row(fields, wrap=True, vertical_alignment=ft.CrossAxisAlignment.START)],
            spacing=4,
        )
    if kind == "special_marker":
        current = extra.get("choice", "none")
        # the 1760 round's and the Lobby's list: the Foreman's factory, a tile given back
        offered = special_menu(state, player, raising=chosen.get("action") == "stock_exchange")
        return labelled_dropdown("special-marker", _("Additional action: take a special marker"), current, offered,
                                 lambda v: set_extra({"type": "special", "choice": v}), width=360)
    return ft.Text(_("No additional action with this marker."), size=13, italic=True)
