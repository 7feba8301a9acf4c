"""Set-up by taps: components laid out in a grid drawn like the board, each cell a name and its effect.

A pack's set-up screen describes what may lie on the table as a `Grid` (rows of
`Cell`s, with the limits its rules give: spaces in a row, copies in the box, how
many must be laid out) and keeps the choice as a value: row key -> the cell keys
chosen in that row, a key repeated for each copy. Tapping a cell adds a copy
(and, at its last copy, takes them all back); the minus takes one copy back.
The limits never let a tap go past them, and `problems` says in sentences what
is still missing, so a form can show it before anything is stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

import flet as ft

from companion.ui.widgets import tid
from companion.ui.words import _, _n

#: row key -> cell keys chosen in that row (one key per copy)
Value = dict[str, list[str]]


@dataclass(frozen=True)
class Cell:
    """One kind of component: `key` is stored, `title` and `detail` are what the players read."""

    key: str
    title: str
    detail: str = ""
    #: copies this cell may hold in its row
    most: int = 1
    #: copies always laid out (they cannot be taken back)
    least: int = 0


@dataclass(frozen=True)
class GridRow:
    key: str
    title: str
    cells: tuple[Cell, ...]
    #: spaces in this row (None: as many as the copies allow)
    spaces: int | None = None


@dataclass(frozen=True)
class Grid:
    """What may be laid out, and the rules' limits on it."""

    rows: tuple[GridRow, ...]
    #: what is counted, e.g. "tiles" ("18 of 21 tiles"), and its full name for sentences (in the phone's words;
    #: no noun: "18 of 21 chosen")
    noun: str = ""
    what: str = ""
    #: how many must be laid out in all (None: every row's spaces, or no total)
    total: int | None = None
    #: copies of a key in play across every row (a key not listed: no limit beyond its cells)
    copies: Mapping[str, int] = field(default_factory=dict)
    #: names of keys for the sentences (key -> title); filled from the cells when left out
    names: Mapping[str, str] = field(default_factory=dict)

    def row(self, key: str) -> GridRow:
        return next(r for r in self.rows if r.key == key)

    def cell(self, row: str, key: str) -> Cell | None:
        return next((c for c in self.row(row).cells if c.key == key), None)

    def name(self, key: str) -> str:
        if key in self.names:
            return self.names[key]
        return next((c.title for r in self.rows for c in r.cells if c.key == key), key.replace("_", " "))

    def needed(self) -> int | None:
        """How many components the rules want laid out in all."""
        if self.total is not None:
            return self.total
        if all(r.spaces is not None for r in self.rows):
            return sum(r.spaces or 0 for r in self.rows)
        return None


def count(value: Value, row: str, key: str) -> int:
    return list(value.get(row, ())).count(key)


def used(value: Value, key: str) -> int:
    """Copies of `key` chosen in every row."""
    return sum(list(keys).count(key) for keys in value.values())


def chosen(value: Value) -> int:
    return sum(len(keys) for keys in value.values())


def can_add(grid: Grid, value: Value, row: str, key: str) -> bool:
    """One more copy of `key` in `row` stays within every limit."""
    cell = grid.cell(row, key)
    if cell is None or count(value, row, key) >= cell.most:
        return False
    spaces = grid.row(row).spaces
    if spaces is not None and len(value.get(row, ())) >= spaces:
        return False
    if key in grid.copies and used(value, key) >= grid.copies[key]:
        return False
    return grid.total is None or chosen(value) < grid.total


def add(grid: Grid, value: Value, row: str, key: str) -> Value:
    if not can_add(grid, value, row, key):
        return value
    return {**value, row: [*value.get(row, ()), key]}


def take(grid: Grid, value: Value, row: str, key: str) -> Value:
    """One copy of `key` back off `row` (never below the copies always laid out)."""
    cell = grid.cell(row, key)
    least = cell.least if cell is not None else 0
    keys = list(value.get(row, ()))
    if keys.count(key) <= least:
        return value
    keys.reverse()
    keys.remove(key)
    keys.reverse()
    return {**value, row: keys}


def swapped(grid: Grid, value: Value, row: str, key: str) -> Value | None:
    """A full row takes `key` in place of the one chosen there last (None: no such swap keeps the limits)."""
    spaces = grid.row(row).spaces
    keys = list(value.get(row, ()))
    if spaces is None or len(keys) < spaces or key in keys:
        return None
    for i in range(len(keys) - 1, -1, -1):
        other = grid.cell(row, keys[i])
        if other is not None and keys.count(keys[i]) <= other.least:
            continue
        rest = {**value, row: keys[:i] + keys[i + 1:]}
        if can_add(grid, rest, row, key):
            return {**value, row: keys[:i] + [key] + keys[i + 1:]}
        return None
    return None


def tap(grid: Grid, value: Value, row: str, key: str) -> Value:
    """A tap on a cell: one more copy while the limits allow; on a full row it takes the place of the
    one chosen last; else every removable copy goes back."""
    if can_add(grid, value, row, key):
        return add(grid, value, row, key)
    swap = swapped(grid, value, row, key)
    if swap is not None:
        return swap
    cell = grid.cell(row, key)
    least = cell.least if cell is not None else 0
    if count(value, row, key) <= least:
        return value
    kept = [k for k in value.get(row, ()) if k != key] + [key] * least
    return {**value, row: kept}


def fit(grid: Grid, value: Mapping[str, list[str]] | None) -> Value:
    """`value` cut to the grid's limits, in its order, with the copies always laid out added."""
    out: Value = {r.key: [] for r in grid.rows}
    for r in grid.rows:
        for c in r.cells:
            out[r.key] += [c.key] * c.least
    for row, keys in (value or {}).items():
        if row not in out:
            continue
        seen: dict[str, int] = {}
        for key in keys:
            seen[key] = seen.get(key, 0) + 1
            cell = grid.cell(row, key)
            if cell is not None and seen[key] <= cell.least:
                continue  # one of the copies always laid out, already there
            out = add(grid, out, row, key)
    return out


def status(grid: Grid, value: Value, row: str | None = None) -> str:
    """ "2 of 4 chosen" for a row (its spaces) or the whole grid (what it needs)."""
    if row is not None:
        have, most = len(value.get(row, ())), grid.row(row).spaces
        return (_("{have} of {most} filled") if most is not None else _("{have} chosen")).format(have=have, most=most)
    have, most = chosen(value), grid.needed()
    if not grid.noun:
        return (_("{have} of {most} chosen") if most is not None else _("{have} chosen")).format(have=have, most=most)
    return (_("{have} of {most} {noun}") if most is not None else _("{have} {noun}")).format(have=have, most=most, noun=grid.noun)


def problems(grid: Grid, value: Value) -> list[str]:
    """What keeps this choice from matching the rules, one sentence each (empty: it does)."""
    out: list[str] = []
    for r in grid.rows:
        keys = list(value.get(r.key, ()))
        if r.spaces is not None and len(keys) > r.spaces:
            out.append(_n("{row} has {n} space; take back {back}.", "{row} has {n} spaces; take back {back}.", r.spaces).format(
                row=r.title, n=r.spaces, back=len(keys) - r.spaces))
        elif r.spaces is not None and grid.total is None and len(keys) < r.spaces:
            out.append(_("{row}: {n} more to choose.").format(row=r.title, n=r.spaces - len(keys)))
        for key in sorted(set(keys)):
            cell = grid.cell(r.key, key)
            if cell is None:
                out.append(_("{row} cannot take the {name}.").format(row=r.title, name=grid.name(key)))
            elif keys.count(key) > cell.most:
                out.append(_("{row} holds at most {n} {name}.").format(row=r.title, n=cell.most, name=cell.title))
    for key, most in grid.copies.items():
        if used(value, key) > most:
            out.append(_("{name}: {n} chosen, only {most} in play.").format(name=grid.name(key), n=used(value, key), most=most))
    if grid.total is not None and chosen(value) != grid.total:
        have = chosen(value)
        more = (_("{n} more to choose").format(n=grid.total - have) if have < grid.total else
                _("take {n} back").format(n=have - grid.total))
        out.append(_("Lay out {n} {what}: {more}.").format(n=grid.total, what=grid.what or grid.noun, more=more))
    return out


# --- on screen --------------------------------------------------------------------------------------

OnChange = Callable[[Value], None]


def picker_cell(grid: Grid, value: Value, row: GridRow, cell: Cell, on_change: OnChange, identifier: str) -> ft.Control:
    """A component as a tappable tile: its name (with the copies laid out), its effect; a minus for one copy less."""
    n = count(value, row.key, cell.key)
    on = n > 0
    enabled = can_add(grid, value, row.key, cell.key) or n > cell.least or swapped(grid, value, row.key, cell.key) is not None
    head = ft.Row([ft.Icon(ft.Icons.CHECK_CIRCLE if on else ft.Icons.RADIO_BUTTON_UNCHECKED, size=18,
                           color=ft.Colors.PRIMARY if on else ft.Colors.OUTLINE),
                   ft.Text(cell.title, weight=ft.FontWeight.BOLD, size=14, expand=True)],
                  spacing=4, vertical_alignment=ft.CrossAxisAlignment.START)
    foot: list[ft.Control] = []
    if cell.most > 1:  # copies: how many lie out, of how many may (the minus lies over this line)
        foot.append(ft.Text((_("{n} of {most} (always laid out)") if on and n <= cell.least else
                             _("{n} of {most}")).format(n=n, most=cell.most),
                            size=12, weight=ft.FontWeight.W_600, height=28))
    elif on and n <= cell.least:
        foot.append(ft.Text(_("always laid out"), size=11, italic=True))
    body = ft.Column(
        [
            head,
            *([ft.Text(cell.detail, size=12)] if cell.detail else []),
            *foot,
        ],
        spacing=2,
        tight=True,
    )
    tile = ft.Container(
        body,
        padding=8,
        border_radius=8,
        bgcolor=ft.Colors.PRIMARY_CONTAINER if on else None,
        border=ft.Border.all(2 if on else 1, ft.Colors.PRIMARY if on else ft.Colors.OUTLINE_VARIANT),
        opacity=1.0 if enabled or on else 0.45,
        on_click=(lambda _e=None: on_change(tap(grid, value, row.key, cell.key))) if enabled else None,
    )
    words = (_("{name}: {n} laid out") if cell.most > 1 else _("{name}: chosen") if on else _("{name}: not chosen")).format(
        name=cell.title, n=n)
    parts: list[ft.Control] = [tid(f"{identifier}-{row.key}-{cell.key}", tile, label=words)]
    if cell.most > 1 and n > cell.least:  # beside the tile, not inside it: a button inside would hide the tile's name
        minus = ft.IconButton(ft.Icons.REMOVE_CIRCLE_OUTLINE, tooltip=_("One {name} less").format(name=cell.title), icon_size=20,
                              on_click=lambda _e=None: on_change(take(grid, value, row.key, cell.key)))
        parts.append(ft.Container(tid(f"{identifier}-{row.key}-{cell.key}-less", minus), right=0, bottom=0))
    return ft.Container(ft.Stack(parts), col={"xs": 6, "md": 4, "lg": 3})


def grid_picker(grid: Grid, value: Value, on_change: OnChange, *, identifier: str, title: str = "") -> ft.Control:
    """The grid on screen: each row with its "1 of 2 chosen", its cells in a wrapping grid, the problems below."""
    parts: list[ft.Control] = []
    if title:
        parts.append(ft.Row([ft.Text(title, size=15, weight=ft.FontWeight.BOLD, expand=True),
                             tid(f"{identifier}-status", ft.Text(status(grid, value), size=13, weight=ft.FontWeight.W_600))]))
    for r in grid.rows:
        if len(grid.rows) > 1 or r.spaces is not None:
            parts.append(ft.Row([ft.Text(r.title, weight=ft.FontWeight.W_600, size=13, expand=True),
                                 tid(f"{identifier}-{r.key}-status", ft.Text(status(grid, value, r.key), size=12))]))
        parts.append(ft.ResponsiveRow([picker_cell(grid, value, r, c, on_change, identifier) for c in r.cells],
                                      spacing=6, run_spacing=6))
    found = problems(grid, value)
    if found:
        parts.append(tid(f"{identifier}-problems", ft.Column([ft.Text(p, color=ft.Colors.ERROR, size=13) for p in found],
                                                             spacing=2)))
    return ft.Container(ft.Column(parts, spacing=6), padding=ft.Padding.only(top=4, bottom=4))
