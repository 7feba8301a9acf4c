"""Resolving a log entry at the table: preview, answer the rules' questions, confirm, undo.

The flow is the same for every phase and every pack:
1. one tap previews the entry (`store.preview`: nothing is stored);
2. while the rules need a choice (`Outcome.pending`), the question is shown
   with its legal answers; each answer is added to `answers` and the entry is
   previewed again;
3. per player, what they move in total, every piece to move on the table
   (`companion.core.moves`) and their ledger lines (each with reason and rule)
   are shown (`ledger.sections_view`); Confirm
   stores the entry (`store.submit`, with the preview on screen: the rules are not run again
   while the game is as it was when it was previewed). The moves stay on screen as the game's
   "last step" (see `LastStep`) with an Undo button (`store.undo`), even though
   the game has moved on to its next phase; after an Undo the card lists the
   same moves reversed: what to put back. Both name the version they were made
   from: a game changed on another phone meanwhile refuses them, and its
   new state is shown. A second tap on Confirm while the first is stored, or on a preview
   already stored, does nothing: one's own write is never "another phone".

A step with one button (production, the end of the round) is previewed when it is first drawn,
and its ledger is sent to the phone hidden with the button itself: the tap only shows it (Flet skips the same
controls on every render), unless the game changed since (the store's mark), when it is
previewed again. Nothing is stored before Confirm either way.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from typing import Any

import flet as ft

from companion.core.decisions import PendingDecision
from companion.core.errors import CompanionError
from companion.core.language import ENGLISH
from companion.core.moves import table_moves, undo_moves
from companion.core.registry import get_pack
from companion.ui.context import use_app
from companion.ui.ledger import ledger_view, moves_view, sections_view
from companion.ui.theme import TOUCH, colour_word, shape, swatch
from companion.ui.widgets import primary, secondary, tid
from companion.ui.words import _, _n, spoken


def _same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def decision_card(d: PendingDecision, players: dict[str, tuple[str, str]], on_answer) -> ft.Control:
    """A question for one player with one big button per legal answer."""
    name, color = players.get(d.player or "", (_("The table"), ""))
    who = ft.Row([ft.Icon(shape(color), color=swatch(color), size=20), ft.Text(f"{name} ({colour_word(color)})", weight=ft.FontWeight.BOLD)],
                 spacing=6) if color else ft.Text(_("The table decides"), weight=ft.FontWeight.BOLD)
    buttons = []
    for k, option in enumerate(d.options):
        is_default = d.default is not None and _same(option.value, d.default)
        make = ft.FilledButton if is_default else ft.OutlinedButton
        buttons.append(tid(f"answer-{k}", make(spoken(option.label), on_click=lambda _e=None, v=option.value: on_answer(d.id, v), height=TOUCH)))
    return tid(
        "decision",
        ft.Card(
            ft.Container(
                ft.Column(
                    [
                        who,
                        tid("decision-question", ft.Text(spoken(d.question), size=17)),
                        *([ft.Text(d.section, size=11, italic=True)] if d.section else []),
                        ft.Row(buttons, wrap=True, spacing=8, run_spacing=8),
                    ],
                    spacing=8,
                ),
                padding=12,
            ),
            bgcolor=ft.Colors.TERTIARY_CONTAINER,
        ),
    )


def answered_list(answers: dict[str, Any], asked: dict[str, PendingDecision], on_undo) -> list[ft.Control]:
    """The answers given so far, the last one can be taken back (none given: nothing on screen)."""
    lines = []
    for k, (did, value) in enumerate(answers.items()):
        d = asked.get(did)
        label = next((o.label for o in d.options if _same(o.value, value)), str(value)) if d else str(value)
        question = d.question if d else did
        lines.append(ft.Text(f"{question}  Answer: {label}", size=13))
    if not lines:
        return []
    return [ft.Column([*lines, ft.TextButton(_("Change the last answer"), icon=ft.Icons.UNDO, on_click=on_undo)], spacing=2)]


@dataclass(eq=False)
class Preview:
    """An entry previewed from the game as the store held it (`mark`), with its controls built once.

    The same `view` object is returned on every render, so Flet's diff skips it (an identical
    child is not compared again): a preview prepared before the tap is sent to the phone hidden,
    and the tap only shows it."""

    given: dict
    outcome: Any
    moves: list
    mark: Any = None
    #: the sections (`ledger.sections_view`); None while a question is pending
    view: ft.Control | None = None
    #: the language the sections are worded in
    language: str = ENGLISH


def current_mark(app: Any, sid: Any) -> Any:
    try:
        return app.store.mark(sid)
    except CompanionError:
        return None


@ft.component
def ResolveFlow(sid: Any, entry: dict, players: dict[str, tuple[str, str]], *, title: str, button: str,
                icon: ft.IconData = ft.Icons.PLAY_ARROW, hint: str = "", auto: bool = False,
                units: dict[str, str] | None = None):
    """Preview -> questions -> ledger -> confirm -> (undo) for one entry kind.

    `auto`: preview at once (the entry was just prepared by a form: one tap less). Otherwise the
    entry is previewed when the step is first drawn and sent with it, hidden until the tap; the tap
    shows it if the game is still as it was then (the store's mark), else previews it again.
    `units`: the pack's own units in the ledger ({"cash": "$"}; default £ and points)."""
    app = use_app()
    asked, set_asked = ft.use_state({})

    def with_answers(given: dict) -> dict:
        # entry kinds that never ask have no `answers` field: send it only when there are answers
        return {**entry, "answers": given} if given else dict(entry)

    def sections(result: Any, moves: list) -> ft.Control:
        return sections_view(result.ledger, moves, players, moves_id="preview-moves", units=units, language=app.language)

    def made(given: dict, result: Any, mark: Any) -> Preview:
        if result.pending is not None:
            return Preview(given, result, [], mark)
        moves = previewed_moves(app, sid, result.state)
        return Preview(given, result, moves, mark, sections(result, moves), app.language)

    def prepared() -> Preview | None:
        """The preview before the tap, in silence: a refusal is said when the players tap."""
        mark = current_mark(app, sid)
        try:
            result = app.store.preview(sid, with_answers({}))
        except CompanionError:
            return None
        return made({}, result, mark)

    # a Preview, shown or prepared; prepared in the first render, so the step's button and its hidden
    # preview reach the phone in the same message: the first tap, however quick, finds it there
    current, set_current = ft.use_state(lambda: None if auto else prepared())
    shown, set_shown = ft.use_state(False)
    confirming = ft.use_ref(None)  # the Preview whose Confirm was tapped
    lock = ft.use_ref(threading.Lock)
    answers = current.given if current is not None else {}
    outcome = current.outcome if current is not None and shown else None

    def preview(given: dict) -> None:
        mark = current_mark(app, sid)
        result = app.attempt(app.store.preview, sid, with_answers(given))
        if result is None:
            return
        set_current(made(given, result, mark))
        set_shown(True)
        if result.pending is not None:
            set_asked({**asked, result.pending.id: result.pending})

    def start():
        ready = current
        if ready is not None and not ready.given and not app.notice_error and ready.mark is not None \
                and ready.mark == current_mark(app, sid):
            set_asked({ready.outcome.pending.id: ready.outcome.pending} if ready.outcome.pending is not None else {})
            set_shown(True)
            return
        set_asked({})
        preview({})

    ft.use_effect(lambda: start() if auto else None, [])

    def answer(did: str, value: Any):
        preview({**answers, did: value})

    def take_back_last():
        if answers:
            given = dict(answers)
            given.popitem()
            preview(given)

    def confirm():
        # a double tap is one tap: the second is ignored while the first is in flight, and once the
        # preview it confirmed is stored (the button's old handler may still get the second tap)
        if current is None or confirming.current is current or not lock.current.acquire(blocking=False):
            return
        try:
            confirming.current = current
            result = app.store_step(sid, with_answers(answers), title, previewed=current.outcome)
        finally:
            lock.current.release()
        if result is None:
            confirming.current = None  # refused: a tap after the refusal is a new try
            return
        if result.outcome.pending is not None:
            set_current(Preview(answers, result.outcome, []))
            return
        set_current(None)
        set_shown(False)

    def cancel():
        set_shown(False)
        if answers:  # the prepared preview (no answers) is kept for the next tap
            set_current(None)

    parts: list[ft.Control] = [tid("step-title", ft.Text(spoken(title), size=18, weight=ft.FontWeight.BOLD))]
    if hint:
        parts.append(ft.Text(spoken(hint), size=13))
    if outcome is None:
        parts.append(tid("resolve", primary(spoken(button), start, icon=icon)))
    elif outcome.pending is not None:
        parts += [decision_card(outcome.pending, players, answer), *answered_list(answers, asked, take_back_last),
                  secondary(_("Cancel"), cancel, icon=ft.Icons.CLOSE)]
    else:
        parts += [
            ft.Text(_("Check the ledger, then confirm. Nothing is stored yet."), italic=True),
            ft.Row([tid("confirm", primary(_("Confirm"), confirm, icon=ft.Icons.CHECK)), secondary(_("Cancel"), cancel, icon=ft.Icons.CLOSE)], wrap=True),
            *answered_list(answers, asked, take_back_last),
            *([] if current.moves else [ft.Text(_("Nothing to move on the table."), italic=True)]),
        ]
    if current is not None and current.view is not None:  # last, under a key: the diff finds it where it was
        # prepared before this phone's language was known (or another chosen since): worded again in it
        view = current.view if current.language == app.language else sections(current.outcome, current.moves)
        parts.append(ft.Column([view], visible=outcome is not None, key="preview"))
    return ft.Column(parts, spacing=10)


def previewed_moves(app: Any, sid: Any, after: Any) -> list:
    """What a previewed entry would move, from the game as the store holds it now."""
    view = app.attempt(app.store.load, sid)
    return [] if view is None else table_moves(get_pack(view.info.pack_id), view.state, after)


#: below this width (a phone held upright) a long move list of the last step is folded: the next step stays in view
NARROW = 600
#: the moves a folded card still shows open (a short list costs no scrolling)
SHORT_LIST = 6


def folded_moves(moves_list: ft.Control, count: int, *, undone: bool) -> ft.Control:
    """A long move list behind one tap, its count said: the next step is not pushed below the fold."""
    words = (_n("{n} piece to put back on the table: tap to see them", "{n} pieces to put back on the table: tap to see them", count)
             if undone else _n("{n} piece to move on the table: tap to see them", "{n} pieces to move on the table: tap to see them", count))
    return tid("last-step-moves", ft.ExpansionTile(
        title=ft.Text(words.format(n=count), size=14),
        controls=[moves_list], controls_padding=ft.Padding.only(left=4, bottom=6)))


@ft.component
def StoredLedger(ledger: list, players: dict[str, tuple[str, str]], units: dict[str, str] | None):
    """The stored step's every ledger line behind one tap: built and sent the first time the tile is
    opened (the moves above are what the table needs now), then kept."""
    app = use_app()
    opened, set_opened = ft.use_state(False)
    expanded, set_expanded = ft.use_state(False)  # echoed, or the phone closes the tile again

    def change(ev) -> None:
        set_expanded(bool(ev.data))
        if ev.data:
            set_opened(True)

    inner = [ledger_view(ledger, players, identifier="stored-ledger", units=units, language=app.language)] if opened else []
    return tid("stored-ledger-tile", ft.ExpansionTile(title=ft.Text(_("Every ledger line, with its reason and rule")),
                                                      controls=inner, expanded=expanded, on_change=change))


def last_step_card(app: Any, sid: Any, players: dict[str, tuple[str, str]], units: dict[str, str] | None = None) -> ft.Control | None:
    """What the last confirmed step moved, with Undo, until the players dismiss it; after Undo, what to put back.

    On a phone held upright a list longer than `SHORT_LIST` is folded behind one tap (the preview showed
    it before Confirm), so the next step stays in view; a short list and a wide screen show it open."""
    last = app.last_step
    if last is None or str(last.sid) != str(sid):
        return None

    def undo():  # undoes this card's step, or nothing if another phone stored one since
        if app.ok(app.store.undo, sid, expected=last.version):
            app.put_back(sid, last.title, undo_moves(last.moves))
            app.say(_("{step}: undone.").format(step=last.title))
            app.changed(sid)

    if last.undone:
        heading = _("{step}: undone. Put these back on the table:").format(step=last.title)
        buttons = [secondary(_("Done"), app.dismiss_last_step, icon=ft.Icons.CHECK)]
        details: list[ft.Control] = []
    else:
        heading = _("{step}: stored. Move these on the table:").format(step=last.title)
        buttons = [tid("undo", secondary(_("Undo"), undo, icon=ft.Icons.UNDO)), secondary(_("Done"), app.dismiss_last_step, icon=ft.Icons.CHECK)]
        details = [StoredLedger(last.ledger, players, units, key=f"stored-ledger-{last.version}")]
    moves = moves_view(last.moves, players, identifier="undone-moves" if last.undone else "stored-moves")
    if 0 < (getattr(app, "width", 0) or 0) < NARROW and len(last.moves) > SHORT_LIST:
        moves = folded_moves(moves, len(last.moves), undone=last.undone)
    return tid(
        "last-step",
        ft.Card(
            ft.Container(
                ft.Column(
                    [
                        tid("stored", ft.Text(heading, weight=ft.FontWeight.BOLD, size=16)),
                        ft.Row(buttons, wrap=True),
                        moves,
                        *details,
                    ],
                    spacing=8,
                ),
                padding=12,
            ),
        ),
    )
