"""Workers and machines placed row by row (Water Frame 5.II.2.2 and 5.II.2.3, Player's Book 1.4).

Hired workers go wherever the player likes: any rows of any factories and the
large warehouse's rows and columns, so each row with room is its own stepper
(`hire_GOOD_ROW`, `hire_warehouse_row_N`, `hire_warehouse_column_GOOD`), all
sharing the workers the job market can give; the factory chip only says which
factory's rows are shown, and a count set in another stays. Firing is a
stepper per factory (`fire_GOOD`). Machines likewise: a stepper per row where
a worker stands on a worker-or-machine space (`machines_GOOD_ROW`), all
sharing what the paid cost buys. The common turn is filled in: the first row
with room of the factory tapped gets as many workers (machines) as it takes.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.arkwright.board import GOODS
from companion.ui.arkwright.fields import Fields, Options, Span, chips_of, column, filled, present, read_int, row, stepper_of
from companion.ui.words import _, _n

WAREHOUSE = "warehouse"


def _counted(values: Fields, prefix: str, but: str | None = None) -> int:
    return sum(read_int(values, k, 0) or 0 for k in values if k.startswith(prefix) and k not in (but, "hire_good"))


def _typed(values: Fields, prefix: str) -> bool:
    return any(k.startswith(prefix) and k != "hire_good" and values[k] is not None for k in values)


def shown_places(action: str, values: Fields, spans: dict[str, Span]) -> list[str]:
    """The number fields drawn now: the rows of the factory (or the warehouse) chosen, every factory to fire from;
    the machine rows of the factory chosen; the goods moved between the warehouses; every field of the other forms."""
    if action == "workers":
        return [k for k in spans if k.startswith(f"hire_{values.get('hire_good')}_") or k.startswith(("fire_", "layout_", "move_"))]
    if action == "machinery":
        return [k for k in spans if k.startswith(f"machines_{values.get('good')}_") or k.startswith(f"school_{values.get('school_good')}_")
                or k.startswith("move_")]
    return list(spans)


def place_keys(prefix: str, rows: dict, house: dict | None) -> dict[str, int]:
    """Every place a worker may go now (`prefix`: hire or school), with its room."""
    out = {f"{prefix}_{g}_{r}": n for g, by_row in rows.items() for r, n in by_row.items()}
    house = house or {}
    out.update({f"{prefix}_warehouse_row_{r}": 1 for r in house.get("rows", [])})
    out.update({f"{prefix}_warehouse_column_{g}": 1 for g in house.get("columns", [])})
    return out


def layout_spans(buys: dict) -> dict[str, Span]:
    """Where the warehouse workers the player has stand (1) or not (0), as they stand now."""
    layout = buys.get("layout") or {}
    if not layout:
        return {}
    spans = {f"layout_row_{k + 1}": Span(0, 1, int(on)) for k, on in enumerate(layout["rows"])}
    spans.update({f"layout_column_{g}": Span(0, 1, int(g in layout["columns"])) for g in GOODS})
    return spans


def _layout(values: Fields, buys: dict) -> tuple[list[bool], list[str]] | None:
    spans = layout_spans(buys)
    if not spans:
        return None
    now = filled(values, spans)
    rows = [read_int(now, k, 0) == 1 for k in spans if k.startswith("layout_row_")]
    return rows, [g for g in GOODS if read_int(now, f"layout_column_{g}", 0) == 1]


def _free_warehouse(buys: dict, values: Fields) -> dict | None:
    """The warehouse places a new worker may take, once the workers there stand where the player moves them."""
    placed = _layout(values, buys)
    if placed is None:
        return buys.get("warehouse")
    rows, columns = placed
    free = {"rows": [k + 1 for k, on in enumerate(rows) if not on], "columns": [g for g in GOODS if g not in columns]}
    return free if free["rows"] or free["columns"] else None


def layout_problems(buys: dict, values: Fields) -> dict[str, str]:
    placed = _layout(values, buys)
    if placed is None:
        return {}
    n, have = sum(placed[0]) + len(placed[1]), buys["layout"]["workers"]
    if n == have:
        return {}
    return {"layout": _n("place each of the {have} warehouse worker: {n} placed (one per row or column)",
                         "place each of the {have} warehouse workers: {n} placed (one per row or column)", have).format(have=have, n=n)}


def hire_keys(buys: dict, values: Fields | None = None) -> dict[str, int]:
    return place_keys("hire", buys.get("rows", {}), _free_warehouse(buys, values or {}))


def places_of(f: Fields, prefix: str) -> list[dict[str, Any]]:
    """The places with a count in the fields, as the entry's records."""
    out: list[dict[str, Any]] = []
    for key in sorted(f):
        n = read_int(f, key, 0) or 0
        parts = key.split("_")
        if n <= 0 or not key.startswith(f"{prefix}_"):
            continue
        if key.startswith(f"{prefix}_warehouse_row_"):
            out.append({"warehouse": "row", "row": int(parts[-1])})
        elif key.startswith(f"{prefix}_warehouse_column_"):
            out.append({"warehouse": "column", "good": parts[-1]})
        elif len(parts) == 3 and parts[2].isdecimal():
            out.append({"good": parts[1], "row": int(parts[2]), "count": n})
    return out


def _place_choices(rows: dict, house: dict | None) -> list[tuple[str, str]]:
    out = [(g, _("{good} · {n} free").format(good=g, n=sum(r.values()))) for g, r in rows.items()]
    if house:
        free = len(house.get("rows", [])) + len(house.get("columns", []))
        out.append((WAREHOUSE, _("large warehouse · {n} free").format(n=free)))
    return out


def workers_choices(buys: dict, values: Fields) -> Options:
    return {"hire_good": _place_choices(buys.get("rows", {}), _free_warehouse(buys, values))}


def _first_key(buys: dict, good: str | None) -> str | None:
    if good == WAREHOUSE:
        house = buys.get("warehouse") or {}
        return f"hire_warehouse_row_{house['rows'][0]}" if house.get("rows") else None
    rows = buys.get("rows", {}).get(good or "", {})
    return f"hire_{good}_{min(rows)}" if rows else None


def workers_spans(buys: dict, values: Fields) -> dict[str, Span]:
    # firing comes first and the fired go to the fired space, from which hiring takes once the job market is
    # empty (Water Frame 5.II.2.2, Player's Book 1.1): whoever is fired in this action can be hired elsewhere
    can = int(buys.get("hireable", 0)) + _counted(values, "fire_")
    first = None if _typed(values, "hire_") else _first_key(buys, values.get("hire_good"))
    spans = {}
    for key, room in hire_keys(buys, values).items():
        high = max(0, min(room, can - _counted(values, "hire_", key)))
        spans[key] = Span(0, high, min(room, can) if key == first else 0)
    spans.update({f"fire_{g}": Span(0, n, 0) for g, n in buys.get("firable", {}).items()})
    spans.update(layout_spans(buys))
    return spans


def workers_entry(f: Fields, buys: dict | None = None) -> dict[str, Any] | None:
    hire = places_of(f, "hire")
    fire = [{"good": k[5:], "count": n} for k in sorted(f) if k.startswith("fire_") and (n := read_int(f, k, 0) or 0) > 0]
    layout = (buys or {}).get("layout") or {}
    placed = _layout(f, buys or {})
    moved = placed is not None and (placed[0] != layout["rows"] or set(placed[1]) != set(layout["columns"]))
    if not hire and not fire and not moved:
        return None
    out: dict[str, Any] = {"action": "workers", "hire": hire, "fire": fire}
    if moved and placed is not None:
        out["warehouse"] = {"rows": placed[0], "columns": placed[1]}
    return out


def _place_words(key: str) -> str:
    parts = key.split("_")
    if key.startswith("layout_row_"):
        return _("warehouse row {row}").format(row=parts[-1])
    if key.startswith("layout_column_"):
        return _("the {column} column").format(column=parts[-1])
    if "_warehouse_row_" in key:
        return _("warehouse row {row}").format(row=parts[-1])
    if "_warehouse_column_" in key:
        return _("the warehouse's {column} column").format(column=parts[-1])
    return _("{place} row {row}").format(place=parts[1], row=parts[2])


def _hired_words(values: Fields, spans: dict[str, Span]) -> str:
    now = filled(values, spans)
    said = [_("{n} into {place}").format(n=n, place=_place_words(k)) for k in spans
            if k.startswith("hire_") and (n := read_int(now, k, 0) or 0) > 0]
    return _("Hiring {hired}").format(hired=", ".join(said)) if said else _("Nobody hired yet")


def workers_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    buys = chosen.get("buys", {})
    can = int(buys.get("hireable", 0))
    parts: list[ft.Control] = [ft.Text(_("Hire (up to {n} from the job market) into any rows, and fire").format(n=can), size=13)]
    parts += present(chips_of(options, values, "hire_good", _("Show the places of"), tap))
    good = values.get("hire_good")
    shown = [k for k in shown_places("workers", values, spans) if k.startswith("hire_")]
    if shown:
        room = buys.get("rows", {}).get(good, {})
        parts.append(row(*[stepper_of(values, k, _("row {row} · {n} free").format(row=k.split("_")[-1], n=room.get(int(k.split("_")[-1]), 0))
                                      if good != WAREHOUSE else _warehouse_place(k), spans, tap) for k in shown]))
    parts.append(ft.Text(_hired_words(values, spans), size=13, italic=True))
    fire = [k for k in shown_places("workers", values, spans) if k.startswith("fire_")]
    if fire:
        parts.append(ft.Text(_("Fire from (the rightmost rows first)"), size=13, weight=ft.FontWeight.W_600))
        parts.append(row(*[stepper_of(values, k, _("{place} · {n} to fire").format(place=k[5:], n=spans[k].high), spans, tap) for k in fire]))
    layout = [k for k in shown_places("workers", values, spans) if k.startswith("layout_")]
    if layout:
        have = buys["layout"]["workers"]
        parts.append(ft.Text(_n("Your {n} warehouse worker (1: a worker there; move them before hiring)",
                                "Your {n} warehouse workers (1: a worker there; move them before hiring)", have).format(n=have),
                             size=13, weight=ft.FontWeight.W_600))
        parts.append(row(*[stepper_of(values, k, _place_words(k), spans, tap) for k in layout]))
    return column(parts, "")


def _warehouse_place(key: str) -> str:
    """A place of the large warehouse on its stepper: "row 2", "column food"."""
    what, _sep, which = key[15:].partition("_")
    return (_("row {row}") if what == "row" else _("column {column}")).format(row=which, column=which)


# --- machines (Water Frame 5.II.2.3) ------------------------------------------


def machinery_choices(buys: dict, values: Fields) -> Options:
    rows = buys.get("rows", {})
    out = {"good": [(g, _n("{good} · {n} space", "{good} · {n} spaces", sum(r.values())).format(good=g, n=sum(r.values())))
                    for g, r in rows.items()]}
    school = buys.get("school") or {}
    if school:
        out["school_good"] = _place_choices(school.get("rows", {}), school.get("warehouse"))
    return out


def machinery_spans(buys: dict, values: Fields) -> dict[str, Span]:
    most = int(buys.get("machines_max") or 0)
    bought = int(buys.get("machines") or 0)
    good = values.get("good")
    rows = buys.get("rows", {})
    first = f"machines_{good}_{min(rows[good])}" if good in rows and not _typed(values, "machines_") else None
    spans = {}
    for g, by_row in rows.items():
        for r, room in by_row.items():
            key = f"machines_{g}_{r}"
            high = max(0, min(room, most - _counted(values, "machines_", key)))
            spans[key] = Span(0, high, min(room, bought, high) if key == first else 0)
    school = buys.get("school") or {}
    if school:  # the workers the machines replace, onto other rows (not one that gets machines now) or the warehouse
        now = {k: read_int(values, k, spans[k].default) or 0 for k in spans}
        replaced = sum(now.values())
        taken = {k.replace("machines_", "school_", 1) for k, n in now.items() if n > 0}
        moved = {k: read_int(values, k, 0) or 0 for k in values if k.startswith("school_") and k != "school_good"}
        for key, room in place_keys("school", school.get("rows", {}), school.get("warehouse")).items():
            if key in taken:
                continue
            others = sum(n for k, n in moved.items() if k != key)
            spans[key] = Span(0, max(0, min(room, replaced - others)), 0)
    return spans


def machinery_entry(f: Fields) -> dict[str, Any] | None:
    machines = places_of(f, "machines")
    school = places_of(f, "school")
    return {"action": "machinery", "machines": machines, **({"school": school} if school else {})} if machines else None


def machinery_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    parts = present(chips_of(options, values, "good", _("Machines into"), tap))
    shown = shown_places("machinery", values, spans)
    machines = [k for k in shown if k.startswith("machines_")]
    if machines:
        parts.append(row(*[stepper_of(values, k, _("row {row}").format(row=k.split("_")[-1]), spans, tap) for k in machines]))
    parts += present(chips_of(options, values, "school_good", _("School: the replaced workers into (optional; else they are fired)"), tap))
    school = [k for k in shown if k.startswith("school_")]
    if school:
        parts.append(row(*[stepper_of(values, k, _place_words(k), spans, tap) for k in school]))
    return column(parts, _("No worker stands on a worker-or-machine space."))
