"""A ledger on screen: grouped by player, each line with its reason and rule, and the totals.

The totals are what the players must move on the cardboard: "+£21, +4 spaces". The moves
(`moves_view`) are every piece one moves, grouped by player: "Money: from £30 to £26",
"Food distribution marker: from +0 to +2", "2 workers: from the job market to food factory, row 1".
"""

from __future__ import annotations

from typing import Iterable

import flet as ft

from companion.core.ledger import LedgerEntry, by_player, totals
from companion.core.moves import Move
from companion.ui.theme import shape, signed, swatch
from companion.ui.widgets import tid

#: display order of the ledger kinds in a player's totals
KIND_ORDER = ("cash", "share_space", "shares", "loans", "score", "goods", "workers")


def player_totals(entries: Iterable[LedgerEntry], player: str | None, units: dict[str, str] | None = None) -> list[str]:
    sums = totals(entries)
    return [signed(sums[(player, k)], k, units) for k in KIND_ORDER if sums.get((player, k))]


def ledger_line(e: LedgerEntry, units: dict[str, str] | None = None) -> ft.Control:
    """One line as one Text: a ledger has dozens of lines and each control costs Flet a diff on every tap."""
    amount = "" if e.kind == "note" else signed(e.amount, e.kind, units) + "  "
    where = f"  ({e.section})" if e.section else ""
    return ft.Text(f"{amount}{e.reason}{where}", size=14, color=ft.Colors.ERROR if e.amount < 0 else None)


def player_header(pid: str | None, players: dict[str, tuple[str, str]], size: int = 16) -> ft.Control:
    """A player's name with the shape and swatch of their colour; no player: the table."""
    name, color = players.get(pid or "", ("The table", ""))
    return ft.Row(
        [
            ft.Icon(shape(color), color=swatch(color), size=size + 2) if color else ft.Icon(ft.Icons.TABLE_RESTAURANT, size=size + 2),
            ft.Text(name, weight=ft.FontWeight.BOLD, size=size),
            *([ft.Text(f"({color})", italic=True, size=12)] if color else []),
        ],
        spacing=6,
    )


def moves_view(moves: list[Move], players: dict[str, tuple[str, str]], *, identifier: str = "moves") -> ft.Control:
    """Every piece to move, grouped by player in the order they are moved (`companion.core.moves`)."""
    runs: list[tuple[str | None, list[tuple[int, Move]]]] = []
    for k, m in enumerate(moves):
        if not runs or runs[-1][0] != m.player:
            runs.append((m.player, []))
        runs[-1][1].append((k, m))
    groups: list[ft.Control] = []
    for index, (pid, run) in enumerate(runs):
        color = players.get(pid or "", ("", ""))[1]
        groups.append(ft.Container(
            ft.Column([player_header(pid, players, 15), *[tid(f"{identifier}-{k}", ft.Text(m.words, size=14)) for k, m in run]],
                      spacing=2),
            padding=ft.Padding.only(left=8, top=4, bottom=4),
            border=ft.Border.only(left=ft.BorderSide(4, swatch(color) if color else ft.Colors.OUTLINE_VARIANT)),
            key=f"{identifier}-group-{index}",
        ))
    return tid(identifier, ft.Column(groups or [ft.Text("Nothing to move on the table.", italic=True)], spacing=8))


def ledger_view(entries: list[LedgerEntry], players: dict[str, tuple[str, str]], *, identifier: str = "ledger",
                units: dict[str, str] | None = None) -> ft.Control:
    """`players`: id -> (name, colour). Lines without a player are 'the table'. `units`: a pack's own units."""
    groups = []
    for index, (pid, lines) in enumerate(by_player(entries).items()):
        color = players.get(pid or "", ("", ""))[1]
        sums = player_totals(lines, pid, units)
        header = player_header(pid, players)
        total_text = ft.Text("Move: " + ", ".join(sums), weight=ft.FontWeight.BOLD) if sums else ft.Container()
        groups.append(
            ft.Container(
                ft.Column([header, *[ledger_line(e, units) for e in lines], total_text], spacing=4),
                padding=8,
                border=ft.Border.only(left=ft.BorderSide(4, swatch(color) if color else ft.Colors.OUTLINE_VARIANT)),
                key=f"{identifier}-{index}",
            )
        )
    if not groups:
        groups = [ft.Text("Nothing moves.", italic=True)]
    return tid(identifier, ft.Column(groups, spacing=10))


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
                             tid(f"{identifier}-total-{pid}", ft.Text("Move: " + ", ".join(sums), weight=ft.FontWeight.BOLD))],
                            spacing=6))
    none = "No money or shares move." if units is None else "Nothing to move: only notes for the record."
    return ft.Column(lines or [ft.Text(none, italic=True)], spacing=2)
