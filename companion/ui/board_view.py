"""Board data: every printed value the game uses, where it was read, and corrections.

A value read from a rulebook section or worked example shows that source; a
value only the printed component has is marked "unverified". Tapping a value
corrects it for this game (a `board` log entry, validated by the pack); the
correction can be kept on this device for every new game.
"""

from __future__ import annotations

import re
from typing import Any

import flet as ft

from companion.core.boarddata import CHECKED_BY_GROUP, key_words, records
from companion.core.errors import CompanionError
from companion import kept as corrections
from companion.ui.context import use_app
from companion.ui.editor import use_editor
from companion.ui.game import game_header, session_id, tab_row, use_session
from companion.ui.guest import KEEP_BOARD, host_only
from companion.ui.theme import TOUCH
from companion.ui.statistics import pack_title
from companion.ui.widgets import TextInput, empty, labelled_dropdown, secondary, tid
from companion.ui.board_names import record_title, value_name, value_text
from companion.ui.words import _, _n, board_field, board_word, refusal

#: what a game's provenance of a value adds to the data file's (core/boarddata.py `with_overrides`)
_CORRECTED = re.compile(r"corrected at the table \(was: (.*)\)", re.S)
_CHECKED = re.compile(re.escape(CHECKED_BY_GROUP) + r" \(built in: (.*)\)", re.S)
_REVISION = re.compile(r"(.*) \(as built in when this game began, revision (\d+)\)", re.S)


def source_words(pack_id: str, source: str) -> str:
    """A value's source in the phone's language: the data file's (a "<pack>.board" word), with what this game
    added to it (a correction, a check against the box, the revision it began with) in the app's words (in English
    the very text: each template gives back what it matched)."""
    if m := _CORRECTED.fullmatch(source):
        return _("corrected at the table (was: {source})").format(source=source_words(pack_id, m.group(1)))
    if m := _CHECKED.fullmatch(source):
        return _("checked against the box by this group (built in: {source})").format(source=source_words(pack_id, m.group(1)))
    if m := _REVISION.fullmatch(source):
        return _("{source} (as built in when this game began, revision {revision})").format(
            source=source_words(pack_id, m.group(1)), revision=m.group(2))
    return board_word(pack_id, source)


def value_row(pack_id: str, path: str, field: str, value: Any, source: str, overridden: bool, edit, keep,
              place: str = "") -> ft.Control:
    """One value of a record: its field, the value (a tap corrects it: the dialog names its `place`), its source."""
    unverified = source.lower().startswith("unverified")
    name = board_field(pack_id, field)
    badge = ft.Icon(ft.Icons.WARNING_AMBER if unverified else ft.Icons.MENU_BOOK, size=16,
                    color=ft.Colors.ERROR if unverified else ft.Colors.PRIMARY, tooltip=_("unverified") if unverified else _("from the rulebook"))
    return ft.Row(
        [
            ft.TextButton(
                content=ft.Column([ft.Text(name, size=11), ft.Text(value_text(value), weight=ft.FontWeight.BOLD)], spacing=0, tight=True),
                on_click=lambda: edit(f"{path}.{field}", place or name, value, "board"),
                height=TOUCH, tooltip=_("Correct {field} for this game").format(field=name),
            ),
            badge,
            ft.Text(source_words(pack_id, source) + (_(" (corrected in this game)") if overridden else ""), size=12, expand=True, selectable=True),
            *([ft.IconButton(ft.Icons.SAVE_ALT, tooltip=_("Keep this correction for new games on this device"),
                             on_click=lambda: keep(f"{path}.{field}", value))] if overridden else []),
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=4,
    )


@ft.component
def BoardPage():
    app = use_app()
    sid = session_id(ft.use_route_params().get("sid"))
    view = use_session(app, sid)
    edit = use_editor(app, sid)
    part, set_part = ft.use_state(None)
    filter_text, set_filter = ft.use_state("")
    if view is None:
        return empty(_("This game is not in the store."))
    body: list[ft.Control] = [game_header(view), tab_row(app, sid, "board")]
    board = getattr(view.state, "board", None)
    if board is None:
        return ft.ListView([*body, empty(_("This game has no board data to show."))], expand=True)
    data = board.model_dump(mode="json")
    overrides = dict(getattr(view.state, "board_overrides", {}) or {})
    parts = list(data)
    pack = view.info.pack_id
    current = part if part in parts else parts[0]

    def keep(path: str, _value: Any):
        if not host_only(app, KEEP_BOARD):  # the values every new game on this device starts with are the host's
            return
        value = overrides.get(path)
        try:
            corrections.keep(view.info.pack_id, path, value)
        except (CompanionError, OSError) as exc:
            app.say(_("Could not keep the correction: {refusal}").format(refusal=refusal(exc) if isinstance(exc, CompanionError) else exc),
                    error=True)
            return
        app.say(_("Kept {what} = {value} for new {game} games on this device.").format(
            what=value_name(pack, data, path), value=value_text(value), game=pack_title(pack)))

    kept = app.attempt(corrections.for_pack, view.info.pack_id) or {}
    body += [
        tid("open-box", secondary(_("Check your box"), lambda: app.go(f"/game/{sid}/box"), icon=ft.Icons.FACT_CHECK,
                                  tooltip=_("Walk through every value only the printed components show"))),
        ft.Row([ft.Text(_("Tap a value to correct it for this game."), size=13), ft.Icon(ft.Icons.WARNING_AMBER, size=16, color=ft.Colors.ERROR),
                ft.Text(_("marks values only the printed component has (unverified)."), size=13)], wrap=True, spacing=4),
        ft.Row([labelled_dropdown("board-part", _("Part of the board"), current, [(p, board_word(pack, key_words(p))) for p in parts], set_part, width=260),
                TextInput(_("Filter"), filter_text, set_filter, width=180)], wrap=True),
    ]
    wanted = filter_text.strip().lower()
    matching = [(path, rec) for path, rec in records(data[current], current)
                if not wanted or wanted in record_title(pack, path, rec).lower() or wanted in path.lower()]
    if wanted:
        n = len(matching)
        body.append(tid("board-matches", ft.Text(_n("{n} record matches \"{filter}\"", "{n} records match \"{filter}\"", n).format(
            n=n, filter=filter_text.strip()), size=13, italic=True)))
    if overrides:
        corrected = "; ".join(f"{value_name(pack, data, k)} = {value_text(v)}" for k, v in overrides.items())
        body.append(tid("board-overrides", ft.Text(_("Corrected in this game: {values}").format(values=corrected),
                                                   size=13, weight=ft.FontWeight.BOLD)))
    if kept and app.is_host:
        body.append(ft.Row([ft.Text(_n("Kept on this device for new games: {n} correction", "Kept on this device for new games: {n} corrections",
                                               len(kept)).format(n=len(kept)), size=13),
                            secondary(_("Forget them"), lambda: (corrections.save({**corrections.load(), view.info.pack_id: {}}),
                                                               app.refresh()), icon=ft.Icons.DELETE_SWEEP)], wrap=True))
    shown = 0
    for path, rec in matching:
        title = record_title(pack, path, rec)
        rows = [value_row(pack, path, field, rec[field], src, f"{path}.{field}" in overrides, edit, keep,
                          value_name(pack, data, f"{path}.{field}"))
                for field, src in rec["source"].items() if field in rec and rec[field] is not None]
        body.append(ft.Card(ft.Container(ft.Column([ft.Text(title, weight=ft.FontWeight.BOLD), *rows], spacing=2), padding=8)))
        shown += 1
        if shown >= 60:
            body.append(ft.Text(_("… type in the filter to find more records."), italic=True))
            break
    return ft.ListView(body, spacing=8, padding=8, expand=True)
