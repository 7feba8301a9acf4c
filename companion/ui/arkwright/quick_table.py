"""The table at a production phase, by steppers: what a game of productions only asks of the group.

The form holds one text per number (`Fields`: "demand", "0.price", "1.row2.workers"...), each
a stepper in its legal range from the board data, pre-filled with what the table showed last
(or a common value for a new game), and the production tiles as chips. `table_from` reads the
form back into the `ProductionTable` of the rules (flow/productions.py); nothing is stored
until the group taps the button of the screen that holds the form.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.games.arkwright.board import GOODS, Board, base_board
from companion.games.arkwright.flow.productions import ProductionTable, TablePlayer, demand_range
from companion.games.arkwright.state import Factory, Row
from companion.ui.theme import colour_word
from companion.ui.widgets import section, stepper, tid, whole_number
from companion.ui.words import _

Fields = dict[str, Any]

#: the development tiles that matter to a production (Player's Book 1.8), beside their name
PRODUCTION_TILES = ("foreman", "workshop", "charisma", "extra_shifts", "school", "patron", "small_warehouse")


def tile_id(tile: str, good: str) -> str:
    return f"patron_{good}" if tile == "patron" else tile


def tile_choices(board: Board, good: str, version: str) -> list[tuple[str, str]]:
    """The production tiles a company of this version can hold (Spinning Jenny has none)."""
    if version == "spinning_jenny":
        return []
    return [(t, board.tile_spec(tile_id(t, good)).name) for t in PRODUCTION_TILES]


def common_factory(board: Board, good: str, level: int) -> Factory:
    """A factory as it often stands: its first row full of workers, appeal 2 at quality and distribution 0."""
    tile = board.tile(good, level)
    rules = board.rules
    price = min(rules.max_price, max(rules.min_price, tile.cost - 2))
    rows = [Row(workers=tile.row_size(0), machines=0)] + [Row() for _k in range(3)]
    return Factory(good=good, level=level, price=price, rows=rows)


def fields_of(table: ProductionTable, good: str, level: int, board: Board | None = None) -> Fields:
    """The form's texts for the table (a company without the good's factory: switched off, common values)."""
    board = board or base_board()
    out: Fields = {"good": good, "decade": table.decade, "demand": str(table.demand), "importer": str(table.importer)}
    for k, p in enumerate(table.players):
        f = next((x for x in p.factories if x.good == good), None)
        out[f"{k}.has"] = f is not None
        f = f or common_factory(board, good, level)
        out.update({f"{k}.level": str(f.level), f"{k}.price": str(f.price), f"{k}.quality": str(f.quality),
                    f"{k}.distribution": str(f.distribution), f"{k}.stored": str(p.stored.get(good, 0)),
                    f"{k}.cash": str(p.cash), f"{k}.share_space": str(p.share_space), f"{k}.shares": str(p.shares)})
        for r, row in enumerate(f.rows):
            out[f"{k}.row{r}.workers"], out[f"{k}.row{r}.machines"] = str(row.workers), str(row.machines)
        out[f"{k}.column"] = good in p.warehouse.columns
        out[f"{k}.large"] = str(p.warehouse.goods.get(good, 0))
        out[f"{k}.contract"] = p.contracts.get(good)
        for ship in board.ships:
            out[f"{k}.ships.{ship.capacity}"] = str(p.ships.count(ship.capacity))
        held = [t for t in PRODUCTION_TILES if tile_id(t, good) in p.tiles]
        out[f"{k}.tiles"] = [t for t in held if t not in ("foreman", "workshop") or getattr(p, t) in (None, good)]
    return out


def spans(board: Board, fields: Fields, k: int, version: str) -> dict[str, tuple[int, int]]:
    """Legal range of each number of company k (Water Frame 5.II.2, Player's Book 1.3, 1.8)."""
    rules = board.rules
    good = fields["good"]
    level = number(fields, f"{k}.level", 1, 2 if version == "spinning_jenny" else 4) or 1
    tile = board.tile(good, level)
    quality_max = rules.quality_max_engineer if version == "water_frame" else rules.quality_max
    out = {"level": (1, 2 if version == "spinning_jenny" else 4), "quality": (0, quality_max),
           "distribution": (0, rules.distribution_max), "price": (rules.min_price, rules.max_price),
           "cash": (0, 999), "share_space": (rules.track_min, rules.track_max), "shares": (0, rules.shares_per_company),
           "stored": (0, board.small_warehouse.capacity)}
    if version == "water_frame":
        layout = board.warehouse  # the room the workers open is checked with the whole table (Player's Book 1.4)
        out["large"] = (0, layout.column_spaces + sum(layout.row_spaces))
        for ship in board.ships:
            out[f"ships.{ship.capacity}"] = (0, rules.max_ships)
    for r in range(4):
        size, slots = tile.row_size(r) if r < len(tile.rows) else 0, tile.machine_slots(r) if r < len(tile.rows) else 0
        machines = number(fields, f"{k}.row{r}.machines", 0, slots) or 0
        workers = number(fields, f"{k}.row{r}.workers", 0, size) or 0
        out[f"row{r}.workers"] = (0, max(0, size - machines))
        out[f"row{r}.machines"] = (0, max(0, min(slots, size - workers)))
    return out


def number(fields: Fields, key: str, low: int, high: int) -> int | None:
    return whole_number(fields.get(key), low, high)[0]


def table_from(board: Board, fields: Fields, base: ProductionTable, version: str,
               names: list[str] | None = None) -> tuple[ProductionTable | None, list[str]]:
    """The table the form shows, over `base` (what else each company holds), or what keeps it from being read."""
    good = fields["good"]
    wrong: list[str] = []
    low, high = demand_range(board, good)
    demand, importer = number(fields, "demand", low, high), number(fields, "importer", 0, 99)
    if demand is None or importer is None:
        wrong.append(_("Enter the demand and the importer's appeal in their ranges."))
    players = []
    for k, p in enumerate(base.players):
        s = spans(board, fields, k, version)
        got = {key: number(fields, f"{k}.{key}", lo, hi) for key, (lo, hi) in s.items()}
        if any(v is None for v in got.values()):
            who = names[k] if names and k < len(names) else _("Player {n}").format(n=k + 1)
            wrong.append(_("{name}: enter every number in its range (the range is written under the number).").format(name=who))
            continue
        data = p.model_dump(mode="json")
        data.update(cash=got["cash"], share_space=got["share_space"], shares=got["shares"])
        factories = [f for f in data["factories"] if f["good"] != good]
        if fields.get(f"{k}.has"):
            rows = [{"workers": got[f"row{r}.workers"], "machines": got[f"row{r}.machines"]} for r in range(4)]
            old = next((f for f in data["factories"] if f["good"] == good), {})
            factories.append({**old, "good": good, "level": got["level"], "price": got["price"], "quality": got["quality"],
                              "distribution": got["distribution"], "rows": rows})
        data["factories"] = sorted(factories, key=lambda f: GOODS.index(f["good"]))  # the state's order
        data["stored"] = {g: n for g, n in {**data["stored"], good: got["stored"]}.items() if n}
        if version == "water_frame":
            harbor(board, data, fields, k, good, got)
        chosen = [tile_id(t, good) for t in fields.get(f"{k}.tiles", [])]
        shown = [tile_id(t, good) for t in PRODUCTION_TILES]
        data["tiles"] = [t for t in data["tiles"] if t not in shown] + chosen
        for t in ("foreman", "workshop"):
            if t in chosen:
                data[t] = good
            elif data.get(t) == good or t not in data["tiles"]:
                data[t] = None
        players.append(TablePlayer.model_validate(data))
    if wrong:
        return None, wrong
    return ProductionTable(decade=fields.get("decade"), good=good, demand=demand, importer=importer, players=players), []


def harbor(board: Board, data: dict, fields: Fields, k: int, good: str, got: dict[str, int]) -> None:
    """The harbor mat as the form shows it for the good: its warehouse column and goods, the ships, its contract."""
    wh = data["warehouse"]
    columns = [g for g in wh["columns"] if g != good] + ([good] if fields.get(f"{k}.column") else [])
    wh.update(columns=columns, goods={g: n for g, n in {**wh["goods"], good: got["large"]}.items() if n})
    data["ships"] = [ship.capacity for ship in board.ships for _k in range(got[f"ships.{ship.capacity}"])]
    contracts = {g: space for g, space in data["contracts"].items() if g != good}
    if fields.get(f"{k}.contract") is not None:
        contracts[good] = int(fields[f"{k}.contract"])
    data["contracts"] = contracts


def harbor_controls(board: Board, fields: Fields, set_fields: Callable[[Fields], Any], k: int, players: int,
                    step: Callable[..., ft.Control]) -> ft.Control:
    """Large warehouse, ships and the good's contract (Player's Book 1.4, Water Frame 5.III.4), folded away."""
    good = fields["good"]
    spaces = board.contracts.two_player_spaces if players == 2 else board.contracts.spaces
    contract = fields.get(f"{k}.contract")
    chips = [tid(f"{k}-contract-{key}", ft.Chip(label=ft.Text(text), selected=(contract is None and key == "none") or str(contract) == key,
                                                on_select=lambda _e=None, key=key: set_fields({**fields, f"{k}.contract": None if key == "none" else int(key)})))
             for key, text in [("none", _("no contract")), *((str(sp), f"{sp} {good}") for sp in spaces)]]
    return ft.ExpansionTile(title=ft.Text(_("Warehouse, ships and contract"), size=13), controls=[
        tid(f"{k}-column", ft.Switch(label=_("A worker on the {good} column of the large warehouse").format(good=good),
                                     value=bool(fields.get(f"{k}.column")),
                                     on_change=lambda e: set_fields({**fields, f"{k}.column": bool(e.control.value)}))),
        step("large", _("{good} in the large warehouse").format(good=good.capitalize()), 140),
        ft.Row([step(f"ships.{ship.capacity}", _("Ships of {n}").format(n=ship.capacity)) for ship in board.ships], wrap=True),
        ft.Text(_("Contract for {good}").format(good=good), size=13, weight=ft.FontWeight.W_600),
        ft.Row(chips, wrap=True, spacing=6, run_spacing=6)])


def table_form(board: Board, fields: Fields, set_fields: Callable[[Fields], Any], names: list[tuple[str, str]],
               version: str, advisor: Callable[[int], ft.Control] | None = None) -> list[ft.Control]:
    """The demand and importer, then one section per company: its factory of the good (with `advisor(seat)`,
    the price advisor, under its price), money, tiles."""
    good = fields["good"]

    def put(key: str) -> Callable[[Any], None]:
        return lambda v: set_fields({**fields, key: v})

    low, high = demand_range(board, good)
    out = [section(_("The {good} market").format(good=good), [ft.Row([
        stepper("demand", _("{good} demand").format(good=good.capitalize()), fields.get("demand"), low, high, put("demand"), width=140),
        stepper("importer", _("Importer's appeal"), fields.get("importer"), 0, 99, put("importer"), width=140)], wrap=True)])]
    for k, (name, color) in enumerate(names):
        s = spans(board, fields, k, version)

        def step(key: str, label: str, width: int = 110, k: int = k, s: dict = s) -> ft.Control:
            lo, hi = s[key]
            return stepper(f"{k}-{key.replace('.', '-')}", label, fields.get(f"{k}.{key}"), lo, hi, put(f"{k}.{key}"), width=width)

        has = bool(fields.get(f"{k}.has"))
        parts: list[ft.Control] = [tid(f"{k}-has", ft.Switch(label=_("{name} has a {good} factory").format(name=name, good=good), value=has,
                                                            on_change=lambda e, k=k: set_fields({**fields, f"{k}.has": bool(e.control.value)})))]
        if has:
            parts.append(ft.Row([step("level", _("Level")), step("price", _("Price £")), step("quality", _("Quality marker")),
                                 step("distribution", _("Distribution"))], wrap=True))
            if advisor is not None:
                parts.append(advisor(k))
            for r in range(4):
                if s[f"row{r}.workers"][1] or s[f"row{r}.machines"][1]:
                    parts.append(ft.Row([step(f"row{r}.workers", _("Row {row} workers").format(row=r + 1), 124),
                                         step(f"row{r}.machines", _("Row {row} machines").format(row=r + 1), 124)], wrap=True))
        parts.append(ft.Row([step("cash", _("Cash £")), step("share_space", _("Share marker")), step("shares", _("Shares held")),
                             *([step("stored", _("Stored {good}").format(good=good))] if version == "spinning_jenny" or "small_warehouse" in fields.get(f"{k}.tiles", []) else [])],
                            wrap=True))
        choices = tile_choices(board, good, version)
        if choices:
            held = list(fields.get(f"{k}.tiles", []))
            parts.append(tile_chips(f"{k}-tiles", held, choices, lambda v, k=k: set_fields({**fields, f"{k}.tiles": v})))
        if version == "water_frame":
            parts.append(harbor_controls(board, fields, set_fields, k, len(names), step))
        out.append(section(f"{name} ({colour_word(color)})", parts, key=f"seat-{k}"))
    return out


def tile_chips(identifier: str, held: list[str], choices: list[tuple[str, str]], on_change: Callable[[list[str]], Any]) -> ft.Control:
    """The production tiles, each a chip: tapped on, tapped off (the Foreman and Workshop work in this factory)."""
    chips = [tid(f"{identifier}-{key}", ft.Chip(label=ft.Text(text), selected=key in held,
                                                on_select=lambda _e=None, key=key: on_change([t for t in held if t != key] if key in held else held + [key])))
             for key, text in choices]
    return ft.Column([ft.Text(_("Development tiles"), size=13, weight=ft.FontWeight.W_600), ft.Row(chips, wrap=True, spacing=6, run_spacing=6)],
                     spacing=2, tight=True)

