"""A ledger on screen: grouped by player, each line with its reason and rule, and the totals.

The totals are what the players must move on the cardboard: "+£21, +4 spaces". The moves
(`moves_view`) are every piece one moves, grouped by player: "Money: from £30 to £26",
"Food distribution marker: from +0 to +2", "2 workers: from the job market to food factory, row 1".
A previewed entry shows all three at once, once per player (`sections_view`).

Every control costs Flet a diff on the server and a layout on the phone, on every tap, and a
ledger has dozens of lines: a player's lines are one Text per run of lines of one colour
(losses in the error colour), each line on its own line of the Text.
"""

from __future__ import annotations

from typing import Iterable

import flet as ft

from companion.core.language import ENGLISH
from companion.core.ledger import LedgerEntry, by_player, totals
from companion.core.moves import Move
from companion.ui.theme import colour_word, shape, signed, swatch
from companion.ui.widgets import tid
from companion.ui.words import _, spoken

#: display order of the ledger kinds in a player's totals
KIND_ORDER = ("cash", "share_space", "shares", "loans", "score", "goods", "workers")

#: the ledger lines under the moves of a preview: the reasons, quieter than what to move
REASON = {"size": 13, "color": ft.Colors.ON_SURFACE_VARIANT}


def player_totals(entries: Iterable[LedgerEntry], player: str | None, units: dict[str, str] | None = None) -> list[str]:
    sums = totals(entries)
    return [signed(sums[(player, k)], k, units) for k in KIND_ORDER if sums.get((player, k))]


def line_words(e: LedgerEntry, units: dict[str, str] | None = None, language: str = ENGLISH) -> str:
    """One ledger line in words, in the viewer's language: the amount, the reason, the rule."""
    amount = "" if e.kind == "note" else signed(e.amount, e.kind, units) + "  "
    where = f"  ({e.section})" if e.section else ""
    return f"{amount}{e.words(language)}{where}"


def ledger_lines(lines: list[LedgerEntry], units: dict[str, str] | None = None, *, size: int = 14,
                 color: str | None = None, language: str = ENGLISH) -> list[ft.Control]:
    """A player's lines, in order, as one Text per run of gains and notes and one per run of losses.

    Each line starts with a bullet: a line too long for a phone wraps, and the next line is told apart by it."""
    runs: list[tuple[bool, list[str]]] = []
    for e in lines:
        loss = e.amount < 0
        if not runs or runs[-1][0] != loss:
            runs.append((loss, []))
        runs[-1][1].append("• " + line_words(e, units, language))
    return [ft.Text("\n".join(words), size=size, color=ft.Colors.ERROR if loss else color) for loss, words in runs]


def player_header(pid: str | None, players: dict[str, tuple[str, str]], size: int = 16) -> ft.Control:
    """A player's name with the shape and swatch of their colour; no player: the table."""
    name, color = players.get(pid or "", (_("The table"), ""))
    colour = [ft.TextSpan(f"  ({colour_word(color)})", style=ft.TextStyle(italic=True, size=12, weight=ft.FontWeight.NORMAL))] if color else None
    return ft.Row(
        [
            ft.Icon(shape(color), color=swatch(color), size=size + 2) if color else ft.Icon(ft.Icons.TABLE_RESTAURANT, size=size + 2),
            ft.Text(name, weight=ft.FontWeight.BOLD, size=size, spans=colour),
        ],
        spacing=6,
    )


def leaf(control: ft.Control) -> ft.Control:
    """Its words as one node of the accessibility tree, beside the nodes with a test id (the total, the moves) of a section:
    otherwise Flutter folds them into the label of the section's parent, which neither a screen reader's list nor the
    page's text shows in order."""
    return ft.Semantics(container=True, content=control)


def section(pid: str | None, players: dict[str, tuple[str, str]], body: list[ft.Control], *, key: str,
            padding: ft.Padding | int = 8, spacing: int = 4) -> ft.Control:
    """One player's part of a list, marked on the left in their colour (the table's in grey)."""
    color = players.get(pid or "", ("", ""))[1]
    return ft.Container(
        ft.Column(body, spacing=spacing),
        padding=padding,
        border=ft.Border.only(left=ft.BorderSide(4, swatch(color) if color else ft.Colors.OUTLINE_VARIANT)),
        key=key,
    )


def total_line(entries: list[LedgerEntry], pid: str | None, units: dict[str, str] | None, identifier: str | None = None) -> list[ft.Control]:
    """ "Move: +£21, +4 spaces" for one player (nothing when nothing of theirs moves); `identifier`: its test id's prefix."""
    sums = player_totals(entries, pid, units)
    if not sums:
        return []
    text = ft.Text(_("Move: {totals}").format(totals=", ".join(sums)), weight=ft.FontWeight.BOLD)
    return [tid(f"{identifier}-total-{pid or 'table'}", text) if identifier else text]


def by_mover(moves: list[Move]) -> list[tuple[str | None, list[tuple[int, Move]]]]:
    """The moves in runs of one player's, in the order they are moved, each with its place in the list."""
    runs: list[tuple[str | None, list[tuple[int, Move]]]] = []
    for k, m in enumerate(moves):
        if not runs or runs[-1][0] != m.player:
            runs.append((m.player, []))
        runs[-1][1].append((k, m))
    return runs


def move_lines(run: list[tuple[int, Move]], identifier: str) -> list[ft.Control]:
    return [tid(f"{identifier}-{k}", ft.Text(spoken(m.words), size=14)) for k, m in run]


def moves_view(moves: list[Move], players: dict[str, tuple[str, str]], *, identifier: str = "moves") -> ft.Control:
    """Every piece to move, grouped by player in the order they are moved (`companion.core.moves`)."""
    groups = [section(pid, players, [player_header(pid, players, 15), *move_lines(run, identifier)], key=f"{identifier}-group-{index}",
                      padding=ft.Padding.only(left=8, top=4, bottom=4), spacing=2)
              for index, (pid, run) in enumerate(by_mover(moves))]
    return tid(identifier, ft.Column(groups or [ft.Text(_("Nothing to move on the table."), italic=True)], spacing=8))


def ledger_view(entries: list[LedgerEntry], players: dict[str, tuple[str, str]], *, identifier: str = "ledger",
                units: dict[str, str] | None = None, language: str = ENGLISH) -> ft.Control:
    """`players`: id -> (name, colour). Lines without a player are 'the table'. `units`: a pack's own units.
    `language`: the viewer's (each phone reads the ledger in its own)."""
    groups = [section(pid, players, [player_header(pid, players), *ledger_lines(lines, units, language=language),
                                     *total_line(lines, pid, units)],
                      key=f"{identifier}-{index}")
              for index, (pid, lines) in enumerate(by_player(entries).items())]
    return tid(identifier, ft.Column(groups or [ft.Text(_("Nothing moves."), italic=True)], spacing=10))


def sections_view(entries: list[LedgerEntry], moves: list[Move], players: dict[str, tuple[str, str]], *, identifier: str = "ledger",
                  moves_id: str = "moves", units: dict[str, str] | None = None, language: str = ENGLISH) -> ft.Control:
    """A previewed entry, once per player: their name, what they move in total, every piece to move
    (test ids `<moves_id>-<k>`, k in the order of `moves`), then their ledger lines with reasons and rules."""
    lines = by_player(entries)
    pieces: dict[str | None, list[tuple[int, Move]]] = {}
    for pid, run in by_mover(moves):
        pieces.setdefault(pid, []).extend(run)
    groups = []
    for index, pid in enumerate(dict.fromkeys([*lines, *pieces])):
        mine = lines.get(pid, [])
        reasons = ledger_lines(mine, units, size=REASON["size"], color=REASON["color"], language=language)
        body = [leaf(player_header(pid, players)), *total_line(mine, pid, units, identifier), *move_lines(pieces.get(pid, []), moves_id),
                *([leaf(reasons[0] if len(reasons) == 1 else ft.Column(reasons, spacing=4))] if reasons else [])]
        groups.append(section(pid, players, body, key=f"{identifier}-{index}"))
    return tid(identifier, ft.Column(groups or [ft.Text(_("Nothing moves on the table."), italic=True)], spacing=10))


def totals_view(entries: list[LedgerEntry], players: dict[str, tuple[str, str]], *, identifier: str = "ledger",
                units: dict[str, str] | None = None) -> ft.Control:
    """One line per player: what to move on the table (shown first, above the details)."""
    lines = []
    for pid in by_player(entries):
        sums = player_totals(entries, pid, units)
        if not sums or pid is None:
            continue
        name, color = players.get(pid, (pid, ""))
        lines.append(ft.Row([ft.Icon(shape(color), color=swatch(color), size=16), ft.Text(name, weight=ft.FontWeight.W_600, width=110),
                             tid(f"{identifier}-total-{pid}", ft.Text(_("Move: {totals}").format(totals=", ".join(sums)), weight=ft.FontWeight.BOLD))],
                            spacing=6))
    none = _("No money or shares move.") if units is None else _("Nothing to move: only notes for the record.")
    return ft.Column(lines or [ft.Text(none, italic=True)], spacing=2)
