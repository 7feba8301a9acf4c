"""Check your box: every printed value the rulebooks do not give, laid out like the cardboard.

A group walks through one part of the board at a time (the job market as its
rows of spaces with their wage, each factory tile with its rows, slots and
goods, the share track's spaces, the timetable, ships...). Every value is
editable in place; "Matches my box" keeps the component's values for good on
this device, marked as checked by this group (`companion/kept.py`); a value
that differs from the built-in one is also kept as a correction, so new games
use it. Reached from a game (its Board data tab), the game is corrected too.
Board files carry the checked values to another device.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import flet as ft

from companion.core.boxcheck import Component, changes, components, pack_board, part_title, read_board_file, show
from companion.core.boarddata import key_words
from companion.core.edit import read_path
from companion.core.language import ENGLISH
from companion.core.wording import Phrase
from companion.core.errors import CompanionError
from companion.core.registry import pack_ids
from companion import kept as corrections
from companion.ui import downloads
from companion.ui.context import use_app
from companion.ui.game import session_id, use_session
from companion.ui.guest import KEEP_BOARD, host_only
from companion.ui.theme import TOUCH
from companion.ui.transfer import DownloadButton, PickFileButton, read_game_file
from companion.ui.widgets import empty, heading, primary, secondary, tid
from companion.ui.board_names import record_title, value_name
from companion.ui import words as language
from companion.ui.words import N_, _, _n, board_word, game_word, refusal, spoken

CELL = 60


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def part_name(pack_id: str, part: str) -> str:
    """A part of the board as the box names it, in the phone's language ("Aktienkursleiste", "Zeitleiste (Water Frame)")."""
    title = part_title(part)
    return upper_first(spoken(title) if isinstance(title, Phrase) else board_word(pack_id, title))


def field_name(pack_id: str, name: Any) -> str:
    """A field's or a key's name in the phone's language (the Board data page's words); a number counted from 1."""
    if isinstance(name, int):
        return str(name + 1)
    return board_word(pack_id, key_words(name))


def component_name(pack_id: str, data: dict, comp: Component) -> str:
    """A component's title ("factories: food, level 3", "job market: row 1") in the phone's language."""
    if language.current() == ENGLISH:
        return comp.title
    rec = read_path(data, comp.path)
    keys = record_title(pack_id, "", rec) if isinstance(rec, dict) else ""
    index = comp.path.rsplit(".", 1)[-1]
    if not keys and index.isdecimal():
        keys = (_("row {n}") if comp.part == "job_market" else _("number {n}")).format(n=int(index) + 1)
    name = part_name(pack_id, comp.part)
    return f"{name}: {keys}" if keys else name


def short(comp: Component) -> str:
    """"row 1" from "job market: row 1": the part is the heading above."""
    return comp.title.split(": ", 1)[-1]


def parse(text: str, like: Any) -> Any:
    """A typed cell back into the type of the value it edits; ValueError in words."""
    text = text.strip()
    if isinstance(like, bool):
        if text.lower() in ("yes", "no"):
            return text.lower() == "yes"
        raise ValueError(_("type yes or no"))
    if isinstance(like, int):
        if text.lstrip("-").isdecimal():
            return int(text)
        raise ValueError(_("type a whole number"))
    if isinstance(like, list):
        return [p.strip() for p in text.split(",") if p.strip()]
    return text.upper() if like and str(like).isupper() else text


def cell(label: str, value: Any, key: tuple, drafts: Any, *, width: int = CELL, hint: str | None = None) -> ft.Control:
    """One printed value, editable in place; `label` is shown, `hint` names it for screen readers."""

    def changed(e):
        drafts.current[key] = e.control.value

    return tid("cell-" + "-".join(str(k) for k in key), ft.TextField(
        label=label, value=drafts.current.get(key, show(value)), width=width, dense=True, on_change=changed,
        text_size=15, tooltip=hint, label_style=ft.TextStyle(size=11), content_padding=ft.Padding.only(left=8, right=4, top=12, bottom=6)))


def leaves(value: Any, prefix: tuple = ()) -> list[tuple[tuple, Any]]:
    """The editable atoms of a value: numbers and words inside lists and tables."""
    if isinstance(value, list) and value and all(isinstance(v, (dict, list)) for v in value):
        return [leaf for i, v in enumerate(value) for leaf in leaves(v, (*prefix, i))]
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in leaves(v, (*prefix, k))]
    if isinstance(value, list):
        return [((*prefix, i), v) for i, v in enumerate(value)]
    return [(prefix, value)]


def job_row(comp: Component, drafts: Any, pack_id: str) -> list[ft.Control]:
    """A job-market row: its spaces left to right (the good each frees, its demand number), the wage beside."""
    row = short(comp)
    spaces = comp.fields.get("spaces", [])
    cells = [cell(game_word(pack_id, s["good"]), s["number"], (comp.path, "spaces", i, "number"), drafts,
                  hint=_("{row}, {good} space").format(row=row, good=game_word(pack_id, s["good"])))
             for i, s in enumerate(spaces)]
    if "wage" in comp.fields:
        cells.append(cell(_("wage £"), comp.fields["wage"], (comp.path, "wage"), drafts, hint=_("{row} wage").format(row=row)))
    return [ft.Row(cells, wrap=True, spacing=4)]


#: the letters of a factory row's spaces, said once above the rows
SLOTS_LEGEND = N_("Spaces of each row: W a worker's space, M a space for a worker or a machine (WWM: 2 worker spaces, 1 for either).")


def factory_tile(comp: Component, drafts: Any, pack_id: str) -> list[ft.Control]:
    """A factory tile: per production row its slots (W worker, M worker or machine) and the goods it makes."""
    tile = short(comp)
    out: list[ft.Control] = []
    if "cost" in comp.fields:
        out.append(cell(_("cost £"), comp.fields["cost"], (comp.path, "cost"), drafts, hint=_("{tile} cost").format(tile=tile)))
    if "rows" in comp.fields:
        out.append(ft.Text(_(SLOTS_LEGEND), size=12, italic=True))
    for i in range(4):
        row = []
        if "rows" in comp.fields:
            row.append(cell(_("spaces (W, M)"), comp.fields["rows"][i], (comp.path, "rows", i), drafts, width=CELL + 24,
                            hint=_("{tile} row {row}: W worker, M worker or machine").format(tile=tile, row=i + 1)))
        if "goods" in comp.fields:
            row.append(cell(_("goods"), comp.fields["goods"][i], (comp.path, "goods", i), drafts,
                            hint=_("{tile} row {row} goods").format(tile=tile, row=i + 1)))
        out.append(ft.Row([ft.Text(_("Row {row}").format(row=i + 1), width=48), *row], spacing=4))
    return out


def generic(comp: Component, drafts: Any, pack_id: str) -> list[ft.Control]:
    cells = []
    for name, value in comp.fields.items():
        for leaf, v in leaves(value):
            label = " ".join([field_name(pack_id, name), *(field_name(pack_id, k) for k in leaf)])
            cells.append(cell(label, v, (comp.path, name, *leaf), drafts, width=CELL + 32, hint=f"{short(comp)} {label}"))
    return [ft.Row(cells, wrap=True, spacing=4)]


LAYOUTS = {"job_market": job_row, "factories": factory_tile}


def edited(comp: Component, drafts: dict, pack_id: str) -> dict[str, Any]:
    """The component's values with the typed cells applied (path -> value); ValueError names the cell."""
    out = {}
    for name, value in comp.fields.items():
        new = copy.deepcopy(value)
        for key, text in drafts.items():
            if key[0] != comp.path or key[1] != name:
                continue
            leaf = key[2:]
            if not leaf:
                new = parse(text, value)
                continue
            holder = new
            for k in leaf[:-1]:
                holder = holder[k]
            try:
                holder[leaf[-1]] = parse(text, holder[leaf[-1]])
            except ValueError as exc:
                raise ValueError(f"{short(comp)} {field_name(pack_id, name)}: {exc}") from None
        out[f"{comp.path}.{name}"] = new
    return out


def help_text(host: bool, in_game: bool) -> str:
    """What "Matches my box" does on this screen: the host keeps values for the device, a guest corrects its game."""
    if not host and not in_game:
        return _("Compare each part with your own cardboard. Only the host screen can {action}; "
                 "from a game at the table, a guest can correct that game's values.").format(action=_(KEEP_BOARD))
    if not host:
        return _("Compare each part with your own cardboard. Correct a value where it differs, then tap "
                 "\"Matches my box\": the values are corrected in this game (only the host screen keeps them "
                 "for every new game).")
    if in_game:
        return _("Compare each part with your own cardboard. Correct a value where it differs, then tap "
                 "\"Matches my box\": the values are kept on this device for every new game and corrected in this game.")
    return _("Compare each part with your own cardboard. Correct a value where it differs, then tap "
             "\"Matches my box\": the values are kept on this device for every new game.")


def box_packs() -> list[tuple[str, str]]:
    """(pack id, title) of every pack with printed values to check."""
    out = []
    for pack_id in pack_ids():
        try:
            title, board = pack_board(pack_id)
        except (CompanionError, ImportError):
            continue
        if components(board.base):
            out.append((pack_id, title))
    return out


@ft.component
def CheckBoxPage():
    """Check your box for a pack (`/box/:pack`)."""
    pack_id = ft.use_route_params().get("pack") or next(iter(box_packs()), ("", ""))[0]  # the first pack with a box to check
    return BoxView(pack_id, None, None)


@ft.component
def GameCheckBoxPage():
    """Check your box from a game (`/game/:sid/box`): the game is corrected as well."""
    app = use_app()
    sid = session_id(ft.use_route_params().get("sid"))
    view = use_session(app, sid)
    if view is None:
        return empty(_("This game is not in the store."))
    return BoxView(view.info.pack_id, sid, view)


@ft.component
def BoxView(pack_id: str, sid: Any, view: Any):
    app = use_app()
    part, set_part = ft.use_state(None)
    rev, set_rev = ft.use_state(0)
    drafts = ft.use_ref(None)
    #: component path -> times its values were confirmed; "" -> board files taken. A card is drawn anew
    #: (its cells showing the kept values) only when its own values change: a cell being typed in
    #: elsewhere keeps its focus and every keystroke
    drawn = ft.use_ref(None)
    incoming, set_incoming = ft.use_state(None)
    if drafts.current is None:
        drafts.current = {}
    if drawn.current is None:
        drawn.current = {}

    def redraw(path: str) -> None:
        drawn.current[path] = drawn.current.get(path, 0) + 1
        set_rev(rev + 1)
    try:
        title, board = pack_board(pack_id)
        shown = corrections.device_board(pack_id)
        checked = corrections.checked_for(pack_id)
        kept = corrections.for_pack(pack_id)
    except CompanionError as exc:
        return empty(refusal(exc))
    comps = components(board.base, shown)
    data = board.base.model_dump(mode="json")
    for comp in comps:
        comp.title = component_name(pack_id, data, comp)
    total = sum(len(c.fields) for c in comps)
    done = sum(1 for c in comps for p in c.value_paths() if p in checked)
    parts = list(dict.fromkeys(c.part for c in comps))
    current = part if part in parts else (parts[0] if parts else None)

    def confirm(comp: Component):
        try:
            values = edited(comp, drafts.current, pack_id)
        except ValueError as exc:
            app.say(str(exc), error=True)
            return
        if sid is None and not host_only(app, KEEP_BOARD):
            return
        try:
            if app.is_host:  # a guest corrects the game at the table; the device's values are the host's
                corrections.confirm(pack_id, values)
        except CompanionError as exc:
            app.say(refusal(exc), error=True)
            return
        if sid is not None:
            game = view.state.board.model_dump(mode="json")
            for path, value in values.items():
                if read_path(game, path) != value and app.attempt(app.store.submit, sid, {"kind": "board", "path": path, "value": value,
                                                                                         "note": "checked against our box"}) is None:
                    return
            app.changed(sid)
        for key in [k for k in drafts.current if k[0] == comp.path]:
            drafts.current.pop(key)
        redraw(comp.path)
        kept_where = (_("Kept on this device.") if app.is_host else
                      _("Corrected in this game; only the host screen can {action}.").format(action=_(KEEP_BOARD)))
        app.say(_("{part}, {component}: matches your box. {where}").format(
            part=part_name(pack_id, comp.part), component=short(comp), where=kept_where))

    async def picked(shown_name: str, path: Path):
        try:
            data = read_game_file(path, shown_name)
            found = read_board_file(data)
        except (ValueError, CompanionError) as exc:
            app.say(_("{file}: {why}").format(file=shown_name, why=refusal(exc) if isinstance(exc, CompanionError) else str(exc)),
                    error=True)
            return
        file_pack, file_title, file_board, values = found
        data = file_board.base.model_dump(mode="json")
        named = None if language.current() == ENGLISH else (lambda path: value_name(file_pack, data, path, " — "))
        lines = changes(file_board, corrections.for_pack(file_pack), corrections.checked_for(file_pack), values, named)
        if not lines:
            app.say(_("{file}: this device already has every {game} value of the file.").format(file=shown_name, game=file_title))
            return
        set_incoming((file_pack, file_title, values, lines))

    def take():
        file_pack, file_title, values, _unused = incoming
        set_incoming(None)
        if not host_only(app, KEEP_BOARD):
            return
        try:
            corrections.confirm(file_pack, values)
        except CompanionError as exc:
            app.say(refusal(exc), error=True)
            return
        redraw("")
        app.say(_n("Board file taken: {n} {game} value kept on this device as checked by this group.",
                   "Board file taken: {n} {game} values kept on this device as checked by this group.", len(values)).format(
            n=len(values), game=file_title))

    ft.use_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(_("Take this {game} board file?").format(game=incoming[1])),
            content=tid("import-changes", ft.Column(
                [ft.Text(spoken(line), size=13) for line in incoming[3][:12]]
                + ([ft.Text(_("and {n} more").format(n=len(incoming[3]) - 12), size=13, italic=True)] if len(incoming[3]) > 12 else []),
                tight=True)),
            actions=[ft.TextButton(_("Keep mine"), on_click=lambda: set_incoming(None)), ft.FilledButton(_("Take these values"), on_click=take)],
        )
        if incoming
        else None
    )

    others = [(p, t) for p, t in box_packs() if p != pack_id] if sid is None else []
    body: list[ft.Control] = [
        heading(_("Check your box: {game}").format(game=title), size=18),
        *([ft.Row([ft.Text(_("Other games:"), size=13), *[tid(f"box-pack-{p}", ft.TextButton(t, height=TOUCH, on_click=lambda _e=None, p=p: app.go(f"/box/{p}")))
                                                       for p, t in others]], wrap=True, spacing=2)] if others else []),
        tid("box-progress", ft.Text(_("{done} of {total} values checked").format(done=done, total=total), weight=ft.FontWeight.BOLD)),
        ft.Text(help_text(app.is_host, sid is not None), size=13),
        ft.Row([DownloadButton(downloads.board_export(pack_id), downloads.BOARD, pack_id, "all", identifier="box-export", key=f"export-{pack_id}-{rev}")
                if (kept or checked) else secondary(_("Export board file"), None, icon=ft.Icons.DOWNLOAD, disabled=True,
                                                     tooltip=_("Check a component first")),
                *([PickFileButton(_("Import a board file"), ft.Icons.UPLOAD_FILE, picked, identifier="box-import",
                                  tooltip=_("A board file another group exported (shows what it changes first)"))]
                  if app.is_host else [])], wrap=True),
        ft.Row([tid(f"box-part-{p}", (ft.FilledTonalButton if p == current else ft.TextButton)(
            part_name(pack_id, p), height=TOUCH, on_click=lambda _e=None, p=p: set_part(p))) for p in parts], wrap=True, spacing=2),
    ]
    for comp in (c for c in comps if c.part == current):
        is_checked = all(p in checked for p in comp.value_paths())
        layout = LAYOUTS.get(comp.part, generic)
        mark = ft.Row([ft.Icon(ft.Icons.VERIFIED if is_checked else ft.Icons.HELP_OUTLINE, size=18,
                               color=ft.Colors.PRIMARY if is_checked else ft.Colors.ERROR),
                       ft.Text(_("checked by this group") if is_checked else _("to check"), size=12)], spacing=4)
        action = tid(f"confirm-{comp.path}", (secondary if is_checked else primary)(
            _("Matches my box"), lambda _e=None, c=comp: confirm(c), icon=ft.Icons.CHECK)) \
            if app.is_host or sid is not None else ft.Container()  # a guest keeps nothing for the device
        head = ft.Row([ft.Text(upper_first(short(comp)), weight=ft.FontWeight.BOLD), mark], spacing=12)
        body.append(tid(f"box-{comp.path}", ft.Card(ft.Container(ft.Column(
            [head, *layout(comp, drafts, pack_id), action], spacing=8), padding=8),
            key=f"{comp.path}-{drawn.current.get('', 0)}-{drawn.current.get(comp.path, 0)}")))
    return ft.ListView(body, spacing=8, padding=8, expand=True)
