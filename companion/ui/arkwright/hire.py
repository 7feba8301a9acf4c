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

from companion.core.moves import plural
from companion.ui.arkwright.fields import Fields, Options, Span, chips_of, column, filled, present, read_int, row, stepper_of

WAREHOUSE = "warehouse"


def _counted(values: Fields, prefix: str, but: str | None = None) -> int:
    return sum(read_int(values, k, 0) or 0 for k in values if k.startswith(prefix) and k not in (but, "hire_good"))


def _typed(values: Fields, prefix: str) -> bool:
    return any(k.startswith(prefix) and k != "hire_good" and values[k] is not None for k in values)


def shown_places(action: str, values: Fields, spans: dict[str, Span]) -> list[str]:
    """The number fields drawn now: the rows of the factory (or the warehouse) chosen, every factory to fire from;
    the machine rows of the factory chosen; every field of the other forms."""
    if action == "workers":
        return [k for k in spans if k.startswith(f"hire_{values.get('hire_good')}_") or k.startswith("fire_")]
    if action == "machinery":
        return [k for k in spans if k.startswith(f"machines_{values.get('good')}_")]
    return list(spans)


def hire_keys(buys: dict) -> dict[str, int]:
    """Every place a worker may be hired into now, with its room."""
    out = {f"hire_{g}_{r}": n for g, rows in buys.get("rows", {}).items() for r, n in rows.items()}
    house = buys.get("warehouse") or {}
    out.update({f"hire_warehouse_row_{r}": 1 for r in house.get("rows", [])})
    out.update({f"hire_warehouse_column_{g}": 1 for g in house.get("columns", [])})
    return out


def workers_choices(buys: dict, values: Fields) -> Options:
    rows = buys.get("rows", {})
    out = [(g, f"{g} · {sum(r.values())} free") for g, r in rows.items()]
    if buys.get("warehouse"):
        house = buys["warehouse"]
        free = len(house.get("rows", [])) + len(house.get("columns", []))
        out.append((WAREHOUSE, f"large warehouse · {free} free"))
    return {"hire_good": out}


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
    for key, room in hire_keys(buys).items():
        high = max(0, min(room, can - _counted(values, "hire_", key)))
        spans[key] = Span(0, high, min(room, can) if key == first else 0)
    spans.update({f"fire_{g}": Span(0, n, 0) for g, n in buys.get("firable", {}).items()})
    return spans


def workers_entry(f: Fields) -> dict[str, Any] | None:
    hire: list[dict[str, Any]] = []
    fire: list[dict[str, Any]] = []
    for key in sorted(f):
        n = read_int(f, key, 0) or 0
        if n <= 0:
            continue
        parts = key.split("_")
        if key.startswith("hire_warehouse_row_"):
            hire.append({"warehouse": "row", "row": int(parts[-1])})
        elif key.startswith("hire_warehouse_column_"):
            hire.append({"warehouse": "column", "good": parts[-1]})
        elif key.startswith("hire_") and len(parts) == 3:
            hire.append({"good": parts[1], "row": int(parts[2]), "count": n})
        elif key.startswith("fire_") and len(parts) == 2:
            fire.append({"good": parts[1], "count": n})
    return {"action": "workers", "hire": hire, "fire": fire} if hire or fire else None


def _place_words(key: str) -> str:
    parts = key.split("_")
    if key.startswith("hire_warehouse_row_"):
        return f"warehouse row {parts[-1]}"
    if key.startswith("hire_warehouse_column_"):
        return f"the warehouse's {parts[-1]} column"
    return f"{parts[1]} row {parts[2]}"


def _hired_words(values: Fields, spans: dict[str, Span]) -> str:
    now = filled(values, spans)
    said = [f"{n} into {_place_words(k)}" for k in spans if k.startswith("hire_") and (n := read_int(now, k, 0) or 0) > 0]
    return ("Hiring " + ", ".join(said)) if said else "Nobody hired yet"


def workers_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    buys = chosen.get("buys", {})
    can = int(buys.get("hireable", 0))
    parts: list[ft.Control] = [ft.Text(f"Hire (up to {can} from the job market) into any rows, and fire", size=13)]
    parts += present(chips_of(options, values, "hire_good", "Show the places of", tap))
    good = values.get("hire_good")
    shown = [k for k in shown_places("workers", values, spans) if k.startswith("hire_")]
    if shown:
        labels = {k: (k.split("_")[-1] if good != WAREHOUSE else k[15:].replace("_", " ")) for k in shown}
        room = buys.get("rows", {}).get(good, {})
        parts.append(row(*[stepper_of(values, k, f"row {labels[k]} · {room.get(int(labels[k]), 0)} free" if good != WAREHOUSE
                                      else labels[k], spans, tap) for k in shown]))
    parts.append(ft.Text(_hired_words(values, spans), size=13, italic=True))
    fire = [k for k in shown_places("workers", values, spans) if k.startswith("fire_")]
    if fire:
        parts.append(ft.Text("Fire from (the rightmost rows first)", size=13, weight=ft.FontWeight.W_600))
        parts.append(row(*[stepper_of(values, k, f"{k[5:]} · {spans[k].high} to fire", spans, tap) for k in fire]))
    return column(parts, "")


# --- machines (Water Frame 5.II.2.3) ------------------------------------------


def machinery_choices(buys: dict, values: Fields) -> Options:
    rows = buys.get("rows", {})
    return {"good": [(g, f"{g} · {sum(r.values())} {plural(sum(r.values()), 'space')}") for g, r in rows.items()]}


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
    return spans


def machinery_entry(f: Fields) -> dict[str, Any] | None:
    machines = []
    for key in sorted(f):
        parts = key.split("_")
        n = read_int(f, key, 0) or 0
        if key.startswith("machines_") and len(parts) == 3 and n > 0:
            machines.append({"good": parts[1], "row": int(parts[2]), "count": n})
    return {"action": "machinery", "machines": machines} if machines else None


def machinery_form(state, player, chosen, values, tap, spans, options) -> ft.Control:
    good = values.get("good")
    parts = present(chips_of(options, values, "good", "Machines into", tap))
    shown = shown_places("machinery", values, spans)
    if shown:
        parts.append(row(*[stepper_of(values, k, f"row {k.split('_')[-1]}", spans, tap) for k in shown]))
    return column(parts, "No worker stands on a worker-or-machine space.")
