"""Correcting one mirrored value: a dialog that submits an `edit` (or `board`) log entry.

The table is always right: whatever the players see on the cardboard can be
entered. A value the app can list is a tap on one of its choices (a start player
by name, a phase, a decade: given by the screen, or the model's own list), a number
is a stepper in its range (given by the screen, or the model's bounds), and only
other values are typed. The engine validates the whole state; a refused value keeps
the dialog open with the engine's whole message, and nothing is stored.

A correction names the version of the game the dialog was opened on. When
another phone changed the game meanwhile, it is refused and the dialog shows
the value as it is now: what was typed stays if that value did not change
(Save again stores it); if it did, the new value replaces it and the message
says what was typed, so a correction never overwrites a change it did not see.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable

import flet as ft

from companion.core.edit import PLAIN, ValueWords, change_words, field_limits, read_path
from companion.core.errors import CompanionError, InputError
from companion.core.jsontext import parse_json
from companion.core.registry import get_pack
from companion.core.wording import said
from companion.store.errors import GameMoved
from companion.ui.context import AppContext
from companion.ui.packs import pack_ui
from companion.ui.widgets import NUMBER_LIMIT, TextInput, choice_chips, stepper, tid, whole_number
from companion.ui.words import _, spoken
from companion.ui.words import refusal as refused_in_words  # (`refusal` here: a value's refusal under the field)




@dataclass(frozen=True)
class Target:
    path: str
    label: str
    current: Any
    kind: str = "edit"
    #: the version of the game the value was read from
    version: int | None = None
    #: how the pack words its values ("£30"), and the players' names in seat order
    values: ValueWords = PLAIN
    names: tuple[str, ...] = ()
    #: the values the field can take, each with its words (tapped, never typed); () when not listed
    choices: tuple[tuple[Any, str], ...] = ()
    #: the whole numbers a number may take (low, high)
    span: tuple[int, int] | None = None
    #: the game's state the value was read from: the pack names the field as the table does ("the price of Ann's lamps factory")
    table: Any = field(default=None, compare=False, repr=False)

    def worded(self, value: Any) -> str:
        """A value of this field as the table says it ("£30", "3 shares"; a listed value: its words)."""
        listed = next((words for v, words in self.choices if _same(v, value)), None)
        return listed if listed is not None else self.values.value(self.path, value)

    def said(self, value: Any) -> str:
        """The correction in words, as the log will read it: "Ann's cash corrected to £30"."""
        text = change_words(self.path, value, list(self.names), self.values, self.table)
        return text[:1].upper() + text[1:]


_GONE = object()


def value_now(state: Any, target: Target) -> Any:
    """The value `target` corrects, in the game's state as it is now (_GONE if it is no longer there)."""
    if target.kind == "board":
        return getattr(state, "board_overrides", {}).get(target.path, target.current)
    try:
        return read_path(state.model_dump(mode="json"), target.path)
    except CompanionError:
        return _GONE


def parse_value(text: str, current: Any) -> Any:
    """Read what was typed as the type of the current value (number, yes/no, text, JSON)."""
    raw = text.strip()
    if isinstance(current, bool):
        lowered = raw.lower()
        if lowered in ("true", "yes", "1", "on"):
            return True
        if lowered in ("false", "no", "0", "off"):
            return False
        raise ValueError("type yes or no")
    if isinstance(current, int):
        try:
            return int(raw.lstrip("£").replace("+", "", 1))
        except ValueError:
            raise ValueError("type a whole number") from None
    if isinstance(current, str) or current is None:
        if current is None and raw in ("", "none", "null"):
            return None
        try:
            return parse_json(raw, said("core", "the value")) if current is None else raw
        except InputError:
            return raw
    try:
        return parse_json(raw, said("core", "the value"))
    except InputError as exc:
        raise ValueError(exc.message) from None


def shown(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return "" if value is None else str(value)


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def number_span(current: Any, low: int | None = None, high: int | None = None) -> tuple[int, int] | None:
    """The whole numbers a correction of `current` may take (within `low`..`high` when the field has
    bounds); None when `current` is not a number."""
    if isinstance(current, bool) or not isinstance(current, int):
        return None
    return (max(low, -NUMBER_LIMIT) if low is not None else (-NUMBER_LIMIT if current < 0 else 0),
            min(high, NUMBER_LIMIT) if high is not None else NUMBER_LIMIT)


def number_problem(target: "Target", text: str) -> str | None:
    span = None if target.choices else (target.span or number_span(target.current))
    return None if span is None else whole_number(text, *span)[1]


def value_field(target: "Target", text: str, set_text: Callable[[str], Any], save: Callable[[], Any],
                error: str | None) -> ft.Control:
    """Chips for a listed value, a stepper for a number (refused at the field outside its range), a text
    field for anything else. A refusal is shown whole beside the field (see `refusal`), not cut in it."""
    if target.choices:
        return choice_chips("edit-value", _("New value"), text, [(shown(v), words) for v, words in target.choices], set_text)
    span = target.span or number_span(target.current)
    if span is not None:
        return stepper("edit-value", _("New value"), text, *span, set_text, width=150, on_submit=lambda e: save())
    return TextInput(_("New value"), text, set_text, identifier="edit-value", autofocus=True, on_submit=lambda e: save())


def refusal(error: str | None) -> list[ft.Control]:
    """The refusal of a value, whole and wrapped (never cut mid-word), under the field."""
    return [tid("edit-error", ft.Text(error, color=ft.Colors.ERROR, size=13, selectable=True))] if error else []


def limits_of(state: Any, path: str, current: Any) -> tuple[tuple[tuple[Any, str], ...], tuple[int, int] | None]:
    """The field's listed values (the model's `Literal`) or its number range (the model's bounds)."""
    if state is None:
        return (), number_span(current)
    limits = field_limits(state, path)
    if limits.choices:
        return tuple((v, str(v).replace("_", " ")) for v in limits.choices), None
    return (), number_span(current, limits.low, limits.high)


def preview(target: Target, text: str) -> list[ft.Control]:
    """What Save will store, in the log's words ("Ann's cash corrected to £30"); nothing while the value is refused."""
    if target.kind == "board" or number_problem(target, text) is not None:
        return []
    try:
        value = parse_value(text, target.current)
    except ValueError:
        return []
    if _same(value, target.current):
        return []
    return [tid("edit-preview", ft.Text(target.said(value), size=13, italic=True))]


def use_editor(app: AppContext, sid: Any, on_saved: Callable[[], Any] | None = None) -> Callable[..., None]:
    """Returns `open(path, label, current, kind="edit")`; call on every render (it holds a dialog)."""
    target, set_target = ft.use_state(None)
    text, set_text = ft.use_state("")
    error, set_error = ft.use_state(None)
    pool, set_pool = ft.use_state("")
    #: (question, places) when the correction names where its pieces come from (the pack's `correction_pools`)
    places, set_places = ft.use_state(None)

    def open_editor(path: str, label: str, current: Any, kind: str = "edit", *,
                    choices: list[tuple[Any, str]] | None = None, span: tuple[int, int] | None = None) -> None:
        """`choices`: the values the field can take with their words (a start player by name); `span`:
        a number's range. Either left out: the state's model says (its listed values, its bounds)."""
        set_error(None)
        set_text(shown(current))
        view = None if kind == "board" else app.attempt(app.store.load, sid)
        named = pack_ui(view.info.pack_id).correction_pools.get(kind) if view is not None else None
        set_places(named)
        set_pool(named[1][0][0] if named else "")  # the first place the pack names
        listed, bounds = limits_of(view.state if view is not None else None, path, current)
        listed = tuple(choices) if choices is not None else listed
        set_target(Target(path, label, current, kind, app.shown(sid), *words_of(view),
                          choices=listed, span=span if span is not None else bounds, table=view.state if view is not None else None))

    def words_of(view: Any) -> tuple[ValueWords, tuple[str, ...]]:
        """The pack's words of values and the players' names (a board value: its number as printed)."""
        if view is None:
            return PLAIN, ()
        return get_pack(view.info.pack_id).values, tuple(p.name for p in getattr(view.state, "players", []))

    def close() -> None:
        set_target(None)

    def typed(value: str) -> None:
        set_text(value)
        set_error(None)

    def save() -> None:
        if number_problem(target, text) is not None:
            return  # refused at the field, with the range in words
        try:
            value = parse_value(text, target.current)
        except ValueError as exc:
            set_error(spoken(exc.args[0]) if exc.args else str(exc))  # the store's and the rules' words in this phone's language
            return
        if places:  # the difference comes from (or goes to) a place the players name
            entry = {"kind": target.kind, "changes": [{"path": target.path, "value": value}], "pool": pool}
        else:
            entry = {"kind": target.kind, "path": target.path, "value": value}
        try:
            result = app.store.submit(sid, entry, expected=target.version)
        except GameMoved as exc:
            moved(exc)
            return
        except CompanionError as exc:  # the engine's message, shown in the dialog; nothing stored
            set_error(refused_in_words(exc))
            return
        if getattr(result, "stored", True) is False and result.outcome.pending is not None:
            set_error(result.outcome.pending.question)
            return
        set_target(None)
        if target.kind == "board":
            app.say(_("Corrected the board value: {what} = {value}").format(what=target.label, value=shown(value)))
        else:  # the correction's own lines: "Ann's cash corrected to £30 (was £41)"
            app.say("; ".join(line.words(app.language) for line in result.outcome.ledger) + ".")
        app.changed(sid)
        if on_saved:
            on_saved()

    def moved(exc: GameMoved) -> None:
        """Another phone changed the game: show the value as it is now; keep what was typed where it still applies."""
        app.refresh()  # the screen behind the dialog shows the game as it is now
        view = app.attempt(app.store.load, sid)
        now = value_now(view.state, target) if view is not None else _GONE
        if now is _GONE:
            set_target(None)
            app.say(_("{refusal} {what} is no longer in the game; nothing was corrected.").format(
                refusal=refused_in_words(exc), what=target.label), error=True)
            return
        set_target(Target(target.path, target.label, now, target.kind, view.info.version, target.values, target.names,
                          target.choices, target.span, table=view.state))
        if _same(now, target.current):
            set_error(_("{refusal} {what} is still {value}: tap Save to store your correction.").format(
                refusal=refused_in_words(exc), what=target.label, value=target.worded(now)))
        else:
            set_text(shown(now))
            set_error(_("{refusal} {what} is now {value}; your {typed} was not stored.").format(
                refusal=refused_in_words(exc), what=target.label, value=target.worded(now), typed=text.strip() or _("value")))

    dialog = None
    if target is not None:
        dialog = ft.AlertDialog(
            modal=True,
            title=ft.Text(_("Correct {what}").format(what=target.label)),
            content=ft.Column(
                [
                    ft.Text(_("Now: {value}").format(value=target.worded(target.current)), size=12),
                    value_field(target, text, typed, save, error),
                    *refusal(error),
                    *preview(target, text),
                    *([tid("edit-pool", ft.Dropdown(
                        label=_(places[0]),
                        value=pool,
                        options=[ft.DropdownOption(key=k, text=t) for k, t in places[1]],
                        on_select=lambda e: set_pool(e.control.value),
                    ), label=_(places[0]))] if places else []),
                ],
                tight=True,
                width=320,
            ),
            actions=[ft.TextButton(_("Cancel"), on_click=close),
                     ft.FilledButton(_("Save"), on_click=save, disabled=number_problem(target, text) is not None)],
        )
    ft.use_dialog(dialog)
    return open_editor
