"""Forms for a pack's log entries: proper controls, then the preview / question / confirm flow.

A pack screen describes each entry kind it gives a form as an `EntryForm`:
`initial(view)` gives the starting values, `fields(view, values, change)` the
controls (dropdowns of the legal options the pack's `forms.py` lists, number
fields, steppers, switches), `build(view, values)` the log entry, read with
`companion.ui.form_reading` (re-exported here): every problem of its fields at
once, shown above them and each one at its field (the helpers below find
theirs by the field's label), like the Arkwright action forms. Nothing is
previewed or stored while one remains. `PackStep` shows one chip per form and the
chosen form; there is no other way in (issue 22: no fields typed as JSON; the
corrections and the board data have screens of their own). Nothing here
knows a rule: the engine previews the entry, and its refusal is shown under
the form in its own words.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable

import flet as ft

from companion.core.errors import CompanionError
from companion.ui.context import use_app
from companion.ui.form_reading import (FormError, counts, gather, needed, problem_at, read_all, refuse, said,  # noqa: F401
                                       showing, whole)
from companion.ui.generic import results_card
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import TOUCH, player_label
from companion.ui.words import N_, _, spoken
from companion.ui.widgets import (NUMBER_LIMIT, TextInput, choice_chips, labelled_dropdown, primary, problem_lines, problems_box,
                                  secondary, tid, whole_number)

Change = Callable[..., None]
Players = dict[str, tuple[str, str]]


@dataclass(frozen=True)
class EntryForm:
    kind: str
    label: str
    #: (view, values, change) -> the form's controls; `change(key=value, ...)` updates values
    fields: Callable[[Any, dict, Change], list[ft.Control]]
    #: (view, values) -> the log entry
    build: Callable[[Any, dict], dict]
    initial: Callable[[Any], dict] = field(default=lambda view: {})
    #: (view, values) -> the title above the preview
    title: Callable[[Any, dict], str] | None = None
    button: str = N_("Preview")
    #: a component (sid, view, entry, players, units, title) replacing the standard flow
    flow: Callable[..., ft.Control] | None = None


# --- controls ----------------------------------------------------------------------------

def player_options(players: Players, order: list[str] | None = None) -> list[tuple[str, str]]:
    ids = order or list(players)
    return [(pid, f"{players[pid][0]} ({players[pid][1]})" if players[pid][1] else players[pid][0]) for pid in ids]


def choice(identifier: str, label: str, value: Any, options: list[tuple[Any, str]], on: Callable[[Any], Any], *,
           width: int | None = 220) -> ft.Control:
    return labelled_dropdown(identifier, label, value, options, on, width=width, error=problem_at(label))


def chips(identifier: str, label: str, value: Any, options: list[tuple[Any, str]], on: Callable[[Any], Any]) -> ft.Control:
    """One chip per legal choice (one tap, no menu), its problem under it like a field's."""
    row = choice_chips(identifier, label, value, options, on)
    problem = problem_at(label)
    if problem is None:
        return row
    return ft.Column([row, tid(f"{identifier}-problem", ft.Text(problem, color=ft.Colors.ERROR, size=12))], spacing=2, tight=True)


def number(identifier: str, label: str, value: Any, on: Callable[[str], Any], *, width: int = 140,
           hint: str | None = None, low: int | None = None, high: int | None = NUMBER_LIMIT) -> ft.Control:
    """A typed number (kept as text until the entry is built, so a half-typed '-' is not lost).

    With `low` and `high` a value outside them is refused at the field, the range in words;
    an empty field is left to the form (an optional number)."""
    typed = "" if value is None else str(value)
    problem = whole_number(typed, low, high)[1] if low is not None and high is not None and typed.strip() else None
    return TextInput(label, typed, on, identifier=identifier, width=width, hint_text=hint, error=problem_at(label) or problem,
                     error_max_lines=3, keyboard_type=ft.KeyboardType.NUMBER)


def text(identifier: str, label: str, value: str, on: Callable[[str], Any], *, width: int | None = 320,
         hint: str | None = None) -> ft.Control:
    return TextInput(label, value or "", on, identifier=identifier, width=width, hint_text=hint, error=problem_at(label))


def switch(identifier: str, label: str, value: bool, on: Callable[[bool], Any]) -> ft.Control:
    """A switch with its words beside it, wrapping on a phone (a Switch's own label is cut at the edge)."""
    return ft.Row([tid(identifier, ft.Switch(value=bool(value), on_change=lambda e: on(bool(e.control.value))), label=label),
                   ft.Text(label, size=14, expand=True)], spacing=8)


def icon_button(icon: ft.IconData, label: str, on_click: Callable[[], Any], *, disabled: bool = False) -> ft.Control:
    """An icon button with a name the screen reader (and the browser tests) can find, 48 px square."""
    return ft.IconButton(icon=ft.Icon(icon, semantics_label=label), tooltip=label, disabled=disabled,
                         on_click=lambda _e=None: on_click(), width=TOUCH, height=TOUCH)


def stepper(identifier: str, label: str, value: int, on: Callable[[int], Any], *, low: int = 0,
            high: int | None = None, width: int = 330) -> ft.Control:
    """A count changed by taps (one hand, no keyboard): label, minus, the number, plus."""
    value = int(value or 0)
    return ft.Container(
        ft.Row(
            [
                ft.Text(label, size=14, expand=True),
                icon_button(ft.Icons.REMOVE, _("{label}: one less").format(label=label), lambda: on(value - 1), disabled=value <= low),
                tid(identifier, ft.Text(str(value), size=17, weight=ft.FontWeight.BOLD, width=30, text_align=ft.TextAlign.CENTER),
                    label=label),
                icon_button(ft.Icons.ADD, _("{label}: one more").format(label=label), lambda: on(value + 1), disabled=high is not None and value >= high),
            ],
            spacing=0,
        ),
        width=width,
    )


def steppers(prefix: str, names: list[str], current: dict[str, int], on: Callable[[dict], Any], *,
             highs: dict[str, int] | None = None, label: Callable[[str], str] = str) -> ft.Control:
    """One stepper per name (Car Parts, livestock types...) writing into one {name: count} value."""
    return ft.Row(
        [stepper(f"{prefix}-{n}", label(n), current.get(n, 0), lambda v, n=n: on({**current, n: v}),
                 high=(highs or {}).get(n)) for n in names],
        wrap=True, spacing=8,
    )


def removable(items: list[str], on_remove: Callable[[int], Any], *, identifier: str) -> ft.Control:
    """Lines added to a list field (Designs taken, cars claimed, speeches), each with a remove button."""
    if not items:
        return ft.Container()
    return tid(identifier, ft.Column(
        [ft.Row([ft.Icon(ft.Icons.CHECK, size=16), ft.Text(t, expand=True, size=14),
                 icon_button(ft.Icons.DELETE_OUTLINE, _("Remove: {line}").format(line=t), lambda k=k: on_remove(k))],
                spacing=4)
         for k, t in enumerate(items)],
        spacing=0,
    ))


def list_field(items: list, words: Callable[[Any], str], on_change: Callable[[list], Any], *, identifier: str) -> ft.Control:
    """A list field's lines in words, each one taken out alone by its remove button (`on_change` gets the rest)."""
    return removable([words(item) for item in items], lambda k: on_change([*items[:k], *items[k + 1:]]), identifier=identifier)


def group(title: str, controls: list[ft.Control]) -> ft.Control:
    """A titled block inside a form."""
    return ft.Container(
        ft.Column([ft.Text(title, size=14, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY), *controls], spacing=4),
        padding=ft.Padding.only(top=4),
    )


# --- the flow ------------------------------------------------------------------------------

@ft.component
def FormPanel(sid: Any, view: Any, form: EntryForm, players: Players, units: dict[str, str] | None = None):
    """The fields of one entry kind; 'Preview' builds the entry, the engine previews it, Confirm stores it.

    Once Preview was tapped, every problem of the fields is shown at once above them and each at its
    field, and updated with each change (a problem put right goes away); nothing is previewed while one remains."""
    app = use_app()
    values, set_values = ft.use_state(lambda: form.initial(view))
    prepared, set_prepared = ft.use_state(None)
    error, set_error = ft.use_state(None)
    tried, set_tried = ft.use_state(False)
    entry, found = gather(form.build, view, values)
    shown = found if tried else {}

    def change(**updates: Any) -> None:
        set_values(lambda prev: {**prev, **updates})
        set_prepared(None)
        set_error(None)

    def prepare() -> None:
        set_tried(True)
        if entry is None:
            return
        if form.flow is None:
            try:  # a refusal is shown here, under the fields, in the engine's words
                app.store.preview(sid, entry)
            except CompanionError as exc:
                set_error(spoken(exc.message))
                return
        set_error(None)
        set_prepared(entry)

    parts: list[ft.Control] = [problems_box(problem_lines(shown))] if shown else []
    with showing(shown):
        parts += list(form.fields(view, values, change))
    if error:
        parts.append(tid("form-error", ft.Row([ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR),
                                               ft.Text(error, color=ft.Colors.ERROR, expand=True)])))
    title = form.title(view, values) if form.title else _(form.label)
    if prepared is None:
        parts.append(tid("prepare", primary(_(form.button), prepare, icon=ft.Icons.RECEIPT_LONG)))
    else:
        key = json.dumps(prepared, sort_keys=True)
        if form.flow is not None:
            parts.append(form.flow(sid, view, prepared, players, units, title, key=key))
        else:
            parts.append(ResolveFlow(sid, prepared, players, title=title, button=_("Preview"), key=key, auto=True, units=units))
        parts.append(ft.TextButton(_("Change the entry"), icon=ft.Icons.EDIT, on_click=lambda: set_prepared(None)))
    return ft.Column(parts, spacing=8)


@ft.component
def PackStep(sid: Any, view: Any, forms: list[EntryForm], suggested: str, players: Players,
             units: dict[str, str] | None = None, header: list[ft.Control] | None = None, replay_only: tuple[str, ...] = ()):
    """What happened at the table: one chip per entry form, the suggested one chosen (the first when it is not offered).

    `replay_only`: kinds kept so stored games replay, never offered (a pack's forms leave them out)."""
    kind, set_kind = ft.use_state(suggested)
    if view.summary.finished:
        return results_card(view.summary, view.info.pack_id)
    forms = [f for f in forms if f.kind not in replay_only]
    by_kind = {f.kind: f for f in forms}
    if kind not in by_kind:
        kind = suggested if suggested in by_kind else (forms[0].kind if forms else "")
    chips = [
        tid(f"kind-{f.kind}", ft.Chip(label=ft.Text(_(f.label)), selected=f.kind == kind, height=TOUCH,
                                      on_select=lambda _e=None, k=f.kind: set_kind(k)))
        for f in forms
    ]
    form = by_kind.get(kind)
    body = FormPanel(sid, view, form, players, units, key=f"form-{form.kind}") if form is not None else \
        tid("no-step", ft.Text(_("Nothing can be entered here now."), italic=True))
    return ft.Card(
        ft.Container(
            ft.Column([*(header or []), ft.Text(_("What happened at the table?"), size=13, italic=True),
                       ft.Row(chips, wrap=True, spacing=6, run_spacing=6), ft.Divider(height=4), body], spacing=8),
            padding=12,
        )
    )


# --- forms several packs share ---------------------------------------------------------------

def note_form() -> EntryForm:
    """A line for the record that changes nothing."""

    def fields(view, values, change):
        players = {p.id: (p.name, p.color) for p in view.summary.players}
        return [
            text("note-text", _("What happened"), values.get("text", ""), lambda v: change(text=v), hint=_("e.g. Ann built the bank")),
            choice("note-player", _("About"), values.get("player", ""), [("", _("the table")), *player_options(players)],
                   lambda v: change(player=v)),
        ]

    def build(view, values):
        entry = {"kind": "note", "text": said(values, "text", _("What happened"), _("write a few words"))}
        if values.get("player"):
            entry["player"] = values["player"]
        return entry

    return EntryForm("note", N_("Note"), fields, build, title=lambda view, v: _("A note for the record"))


def adjust_form(unit: str, what: str, label: str | None = None) -> EntryForm:
    """Points or money the table counted itself (an action the companion does not mirror); `what` and the chip's
    `label` ("<what> by hand" when left out) are marked for the catalogs (`N_`) by the pack that names them."""

    def amount() -> str:
        return _("{what} ({unit}, minus to take)").format(what=_(what), unit=unit)

    def fields(view, values, change):
        players = {p.id: (p.name, p.color) for p in view.summary.players}
        return [
            ft.Row([choice("adjust-player", _("Player"), values.get("player"), player_options(players), lambda v: change(player=v)),
                    number("adjust-amount", amount(), values.get("amount", ""), lambda v: change(amount=v), width=200)], wrap=True),
            text("adjust-reason", _("For what"), values.get("reason", ""), lambda v: change(reason=v)),
        ]

    def build(view, values):
        player = needed(values, "player", _("Player"))
        number_ = whole(values, "amount", amount())
        reason = said(values, "reason", _("For what"), _("say what it was for (it goes in the ledger)"))
        return {"kind": "adjust", "player": player, "amount": number_, "reason": reason}

    return EntryForm("adjust", label or f"{what} by hand", fields, build,
                     title=lambda view, v: _("{what} counted at the table").format(what=_(what)))


def final_scores_form(unit: str = N_("points")) -> EntryForm:
    """Final scores counted at the table; optional tie-breaker values."""

    def fields(view, values, change):
        scores = values.get("scores", {})
        breaks = values.get("tiebreakers", {})
        rows = []
        for i, p in enumerate(view.summary.players):
            rows.append(ft.Row([
                ft.Text(p.name, width=110, weight=ft.FontWeight.W_600),
                number(f"final-{i}", _("{name}: score").format(name=p.name), scores.get(p.id, ""), lambda v, pid=p.id: change(scores={**scores, pid: v}),
                       width=150),
                number(f"tiebreak-{i}", _("{name}: tie-breaker").format(name=p.name), breaks.get(p.id, ""),
                       lambda v, pid=p.id: change(tiebreakers={**breaks, pid: v}), width=130, hint=_("optional")),
            ], wrap=True))
        return [ft.Text(_("Count the final scores ({unit}) at the table and type them in.").format(unit=_(unit)), size=13), *rows]

    def build(view, values):
        scores = {p.id: whole(values.get("scores", {}), p.id, _("{name}: score").format(name=p.name)) for p in view.summary.players}
        entry: dict[str, Any] = {"kind": "final_scores", "scores": scores}
        given = {pid: v for pid, v in (values.get("tiebreakers") or {}).items() if str(v).strip()}
        if given:
            entry["tiebreakers"] = {p.id: [whole(given, p.id, _("{name}: tie-breaker").format(name=p.name))] for p in view.summary.players}
        return entry

    return EntryForm("final_scores", N_("Final scores"), fields, build)


def badge(icon: ft.IconData, label: str, *, identifier: str | None = None) -> ft.Control:
    """A marker on the table shown in words with its icon (first player, to play, Meeting due); not a button."""
    body = ft.Container(ft.Row([ft.Icon(icon, size=16), ft.Text(label, size=13, weight=ft.FontWeight.W_600)], spacing=4, tight=True),
                        bgcolor=ft.Colors.SECONDARY_CONTAINER, border_radius=12, padding=ft.Padding.symmetric(horizontal=10, vertical=4))
    return tid(identifier, body) if identifier else body


def state_players(view: Any) -> Players:
    """id -> (name, colour) of the players in a pack's state (what the ledger and the questions show)."""
    return {p.id: (p.name, p.color) for p in view.state.players}


def player_card(name: str, color: str, markers: list[ft.Control], rows: list[ft.Control], *, key: str) -> ft.Control:
    """One player's card on a pack's table: the name with its colour badge and markers, then the rows."""
    return ft.Card(
        ft.Container(ft.Column([ft.Row([player_label(name, color, bold=True), *markers], wrap=True, spacing=12), *rows], spacing=6),
                     padding=10),
        col={"xs": 12, "md": 6, "xl": 4},
        key=key,
    )


def player_grid(cards: list[ft.Control]) -> ft.Control:
    """The players' cards: one column on a phone, two or three on a desktop."""
    return ft.ResponsiveRow(cards, spacing=6, run_spacing=6)


def titled(titles: dict[str, Callable[[Callable[[str], str], dict], str]]) -> Callable[[Any, dict], str | None]:
    """A pack's `log_title(view, entry)` from one wording per entry kind: (name of a player id, entry) -> title."""

    def log_title(view: Any, entry: dict) -> str | None:
        word = titles.get(entry.get("kind", ""))
        if word is None:
            return None
        names = {p.id: p.name for p in view.state.players}
        try:
            return word(lambda pid: names.get(pid, pid), entry)
        except (KeyError, TypeError, ValueError):  # an old or odd entry: the store's own label
            return None

    return log_title


def hint_line(text_: str, *, identifier: str | None = None) -> ft.Control:
    line = ft.Text(text_, size=13, italic=True, color=ft.Colors.ON_SURFACE_VARIANT)
    return tid(identifier, line) if identifier else line


def add_button(label: str, on_click: Callable[[], Any], *, disabled: bool = False) -> ft.Control:
    return secondary(label, on_click, icon=ft.Icons.ADD, disabled=disabled)
