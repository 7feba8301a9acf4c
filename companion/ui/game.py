"""A game at the table: the next step on top, then the mirrored table; its log; its board.

`/game/<id>` shows the step the game is at (one tap to resolve production,
the action form, the guided economy and end-of-round steps) above the table
view; `/game/<id>/log` lists every entry with undo, redo and "undo to here".
A pack's screens are its `PackUI` (`companion.ui.packs`); a pack without gets the
generic summary and entry form.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.core.wording import Phrase
from companion.store.undo import HistoryError, build as build_history
from companion.ui.board_names import value_name, value_text
from companion.ui.context import RedoAll, use_app
from companion.ui.editor import use_editor
from companion.ui.ledger import ledger_view
from companion.ui.packs import pack_ui, units
from companion.ui.resolve import last_step_card
from companion.ui.sessions import mark
from companion.ui.theme import TOUCH
from companion.ui.undo_question import put_back_to, undo_question, undone_by, use_put_back
from companion.ui.widgets import empty, heading, secondary, tid
from companion.ui.words import N_, _, spoken

TABS = [("table", N_("Table"), ft.Icons.TABLE_RESTAURANT), ("log", N_("Log"), ft.Icons.HISTORY),
        ("board", N_("Board data"), ft.Icons.TUNE)]
#: a game's status after its title (a running game says none)
STATUS = {"finished": N_("finished"), "abandoned": N_("abandoned")}


def session_id(text: str | None) -> Any:
    return int(text) if text and text.isdecimal() else text


def tab_row(app, sid: Any, current: str) -> ft.Control:
    buttons = []
    for key, label, icon in TABS:
        route = f"/game/{sid}" if key == "table" else f"/game/{sid}/{key}"
        make = ft.FilledTonalButton if key == current else ft.TextButton
        buttons.append(tid(f"tab-{key}", make(_(label), icon=icon, height=TOUCH, on_click=lambda _e=None, r=route: app.go(r))))
    return ft.Row(buttons, wrap=True, spacing=4)


def game_header(view) -> ft.Control:
    info = view.info
    status = "" if info.status == "running" else f" ({_(STATUS.get(info.status, info.status))})"
    return ft.Column([heading(f"{info.title}{mark(info)}{status}", size=18), ft.Text(spoken(view.summary.progress) or info.progress, size=13, italic=True)],
                     spacing=0, tight=True)


def use_session(app, sid: Any):
    """The stored session, reloaded whenever the store changed (here, on another phone, or in another program).

    Keyed on the store's mark of the game (its uuid, last seq and the file's generation), so a
    restore made by another program is drawn before anything is written; the version drawn is
    what this phone's writes name (`app.shown`)."""
    try:
        mark = app.store.mark(sid)
    except CompanionError:  # an unknown session: load() below says so in words
        mark = None
    view = ft.use_memo(lambda: app.attempt(app.store.load, sid), [sid, app.rev, mark])
    app.watch(sid, mark, view.info.version if view is not None else None)
    return view


@ft.component
def GamePage():
    app = use_app()
    params = ft.use_route_params()
    sid = session_id(params.get("sid"))
    tab = params.get("tab") or "table"
    view = use_session(app, sid)
    edit = use_editor(app, sid)
    if view is None:
        return ft.Column([empty(_("This game is not in the store.")), secondary(_("Home"), lambda: app.go("/"), icon=ft.Icons.HOME)])
    ui = pack_ui(view.info.pack_id)
    players = ui.players_of(view)
    body: list[ft.Control] = [game_header(view), tab_row(app, sid, tab)]
    if tab == "log":
        body.append(LogTab(sid, view, players, units(view.info.pack_id)))
    else:
        mine = app.last_step is None or app.last_step.game in ("", view.info.uuid)  # never another game's step
        last = last_step_card(app, sid, players, units(view.info.pack_id)) if mine else None
        if last is not None:
            body.append(last)
        if view.info.status == "running" or view.summary.finished:
            body.append(ui.StepPanel(sid, view, key=f"step-{view.info.uuid}-{view.info.version}"))
        body += ui.table_controls(view, edit if view.info.status == "running" else None)
    return ft.ListView(body, spacing=10, padding=ft.Padding.only(left=4, right=4, bottom=24), expand=True)


def entry_title(e: Any, view: Any = None) -> str:
    """A log line's title in the viewer's language; corrections say what they set; a pack's screens may word
    their own entries."""
    return spoken(_entry_title(e, view))


def _entry_title(e: Any, view: Any) -> str:
    if e.op in STEP_TITLES and view is not None and (step := _step_of(e, view)) is not None:
        return _(STEP_TITLES[e.op]).format(step=step.seq, what=entry_title(step, view))
    if e.op == "play" and e.kind == "board" and "path" in e.entry and getattr(view, "state", None) is not None \
            and getattr(view.state, "board", None) is not None:  # a board value, named as the Board data page names it
        data = view.state.board.model_dump(mode="json")
        return _("{what} corrected to {value} (board data)").format(
            what=value_name(view.info.pack_id, data, e.entry["path"]), value=value_text(e.entry.get("value")))
    if e.op == "play" and e.kind in ("edit", "board") and "path" in e.entry:
        return e.label  # the store words corrections (what they set)
    ui = pack_ui(view.info.pack_id) if view is not None and e.op == "play" else None
    if ui is not None and (text := ui.log_title(view, e.entry)):
        return text
    guided = ui.step_titles if ui is not None else {}
    who = e.entry.get("player")
    if e.kind in guided and not (isinstance(who, str) and who):
        return guided[e.kind]  # a step of the phase table, by the phase's own title ("Production phase")
    if ui is not None and e.kind in COMMON_TITLES:
        players = ui.players_of(view)
        return COMMON_TITLES[e.kind](players[who][0] if isinstance(who, str) and who in players else "")
    if isinstance(e.label, Phrase) and not (isinstance(who, str) and who):
        return e.label.capitalized()  # "Founding a factory"
    return e.label or e.kind.replace("_", " ")  # the store's words: "Angelica: founding a factory"


#: an undo, a redo and an undo to a step, by the step they move the game to
STEP_TITLES = {"undo": N_("Undo of step {step} ({what})"), "redo": N_("Redo of step {step} ({what})"),
               "undo_to": N_("Back to step {step} ({what})")}


def _step_of(e: Any, view: Any) -> Any:
    """The play entry an undo or a redo moved (an undo to a step: that step); None for a log that does not fit."""
    if e.op == "undo_to":
        seq = e.target
    else:
        try:
            seq = build_history([(x.seq, x.op, x.target) for x in view.entries if x.seq <= e.seq]).moved.get(e.seq)
        except HistoryError:
            return None
    return next((x for x in view.entries if x.seq == seq and x.op == "play"), None)


#: the entries every pack has, by the name of the player who made them ("" when none)
COMMON_TITLES = {
    "new_game": lambda _name: _("The game's set-up"),
    "note": lambda name: _("{name}: a note").format(name=name) if name else _("A note for the record"),
}


def happened_in(view: Any) -> dict[int, str]:
    """Play seq -> the game's progress when that entry was played (the phase it belongs under).

    That is the progress after the entry it was played on (its parent in the log's tree, for an
    undone branch too), not the progress the entry moved the game to; the set-up entry has none."""
    try:
        parents = build_history([(e.seq, e.op, e.target) for e in view.entries]).parent
    except HistoryError:  # a log that does not fit together is refused when loaded; nothing to say here
        return {}
    plays = {e.seq: e for e in view.entries if e.op == "play"}
    return {seq: (plays[parent].progress if parent in plays else "") for seq, parent in parents.items()}


@ft.component
def LogTab(sid: Any, view: Any, players: dict[str, tuple[str, str]], units: dict[str, str] | None = None):
    """Every entry, latest first, with Undo, Redo and "Undo to here" (which asks first)."""
    app = use_app()
    asking, set_asking = ft.use_state(None)  # the seq "undo to here" was tapped at
    back = use_put_back(app, sid, view, asking)  # what that puts back on the table
    shown = view.info.version  # every button below changes the game as this screen shows it
    offer = app.redo_all
    if offer is not None and (offer.game != view.info.uuid or offer.version != shown or not view.can_redo):
        offer = None

    def undo():
        played = [e for e in view.entries if e.op == "play" and not e.undone]
        back = put_back_to(app, sid, view, played[-2].seq) if len(played) > 1 else []  # what goes back on the table
        if app.ok(app.store.undo, sid, expected=shown):
            app.redo_all = None
            app.put_back(sid, entry_title(played[-1], view), back)
            app.say(_("Undone."))
            app.changed(sid)

    def redo():
        if app.ok(app.store.redo, sid, expected=shown):
            app.redo_all = None
            app.say(_("Redone."))
            app.changed(sid)

    def undo_to(seq: int):
        set_asking(None)
        gone = undone_by(view, seq)
        done = app.attempt(app.store.undo_to, sid, seq, expected=shown)
        if done is None:
            return
        if gone:
            app.put_back(sid, f"{len(gone)} entr{'y' if len(gone) == 1 else 'ies'}", back)
            app.redo_all = RedoAll(sid, view.info.uuid, done.info.version, gone[0].seq, len(gone))
        app.say(f"{len(gone)} entr{'y' if len(gone) == 1 else 'ies'} undone: the game is back after {seq}. "
                f"{entry_title(next(e for e in view.entries if e.seq == seq), view)}.")
        app.changed(sid)

    def redo_all():
        if offer is not None and app.ok(app.store.undo_to, sid, offer.newest, expected=shown):
            app.redo_all = None
            app.say(f"{offer.count} entr{'y' if offer.count == 1 else 'ies'} redone.")
            app.changed(sid)

    ft.use_dialog(undo_question(view, asking, back, players, lambda e: entry_title(e, view), lambda: undo_to(asking),
                                lambda: set_asking(None)) if asking is not None and undone_by(view, asking) else None)
    running = view.info.status == "running"
    buttons = [tid("log-undo", secondary(_("Undo"), undo, icon=ft.Icons.UNDO, disabled=not (running and view.can_undo))),
               tid("log-redo", secondary(_("Redo"), redo, icon=ft.Icons.REDO, disabled=not (running and view.can_redo)))]
    if running and offer is not None and offer.count > 1:
        buttons.append(tid("log-redo-all", secondary(_("Redo all {n}").format(n=offer.count), redo_all, icon=ft.Icons.REDO)))
    controls: list[ft.Control] = [ft.Row(buttons, wrap=True)]
    newest = max((e.seq for e in view.entries if e.op == "play" and not e.undone), default=None)
    phases = happened_in(view)
    for e in reversed(view.entries):
        undo_here = running and e.op == "play" and not e.undone and e.seq != newest
        controls.append(LogEntry(e, entry_title(e, view), phases.get(e.seq, ""), players, units,
                                 (lambda _e=None, s=e.seq: set_asking(s)) if undo_here else None, key=f"entry-{e.seq}"))
    controls.append(GameAdmin(sid, view))
    return ft.Column(controls, spacing=10)


@ft.component
def LogEntry(e: Any, label: str, phase: str, players: dict[str, tuple[str, str]], units: dict[str, str] | None, undo_to):
    """One log entry; its ledger is built and sent the first time the tile is opened, not for every entry with the tab."""
    app = use_app()
    opened, set_opened = ft.use_state(False)  # the ledger was built (it stays once built)
    expanded, set_expanded = ft.use_state(False)  # the tile is open on the phone: echoed, or the phone closes it again
    struck = ft.TextDecoration.LINE_THROUGH if e.undone else None
    title = ft.Text(f"{e.seq}. {label}", weight=ft.FontWeight.W_600, style=ft.TextStyle(decoration=struck))
    sub = ft.Text(" · ".join(x for x in (spoken(phase), str(e.created)[:16].replace("T", " "), _("undone") if e.undone else "") if x),
                  size=12)
    inner: list[ft.Control] = []
    if e.ledger and opened:
        inner.append(ledger_view(e.ledger, players, identifier=f"log-{e.seq}", units=units, language=app.language))
    if undo_to is not None:
        inner.append(tid(f"undo-to-{e.seq}", secondary(_("Undo to here"), undo_to, icon=ft.Icons.RESTORE,
                                                       tooltip=_("Undo every entry after this one (asks first)"))))
    if not e.ledger and not inner:
        inner.append(ft.Text(_("Nothing moved."), italic=True))
    def change(ev) -> None:
        set_expanded(bool(ev.data))
        if ev.data:
            set_opened(True)

    return ft.ExpansionTile(title=title, subtitle=sub, controls=inner, key=f"entry-{e.seq}", expanded=expanded, on_change=change)


@ft.component
def GameAdmin(sid: Any, view: Any):
    """Rename the game, or abandon it (after a confirmation; it stays in the history)."""
    app = use_app()
    asking, set_asking = ft.use_state(False)

    def rename(e):
        title = e.control.value.strip()
        if title and title != view.info.title and app.ok(app.store.rename_session, sid, title):
            app.changed(sid)

    def abandon():
        set_asking(False)
        if app.ok(app.store.abandon, sid):
            app.say(f"{view.info.title} abandoned; it stays in the history.")
            app.changed(sid)
            app.go("/")

    ft.use_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(_("Abandon this game?")),
            content=ft.Text(_("It stops being the running game; its log stays in the history.")),
            actions=[ft.TextButton(_("Keep playing"), on_click=lambda: set_asking(False)),
                     ft.FilledButton(_("Abandon"), on_click=abandon)],
        )
        if asking
        else None
    )
    if view.info.status != "running":
        return secondary(_("History and export of this game"), lambda: app.go(f"/history/{sid}"), icon=ft.Icons.SHOW_CHART)
    return ft.Column(
        [
            ft.Divider(),
            # renaming and abandoning are the host's (companion.ui.guest refuses them for guests too)
            *([ft.TextField(label=_("Game title"), value=view.info.title, on_submit=rename, on_blur=rename)]
              if app.is_host else []),
            secondary(_("Export this game"), lambda: app.go(f"/history/{sid}"), icon=ft.Icons.IOS_SHARE,
                      tooltip=_("Its game file and CSV files, with its charts so far")),
            *([secondary(_("Abandon this game"), lambda: set_asking(True), icon=ft.Icons.DELETE_OUTLINE)]
              if app.is_host else []),
        ],
        spacing=8,
    )
