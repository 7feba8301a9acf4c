"""Arkwright's part of the new-game screen: its declared options, and the free set-up laid out by taps.

A free set-up lays out what the table drew (Water Frame / Spinning Jenny 4.1.III):
the advanced action markers face up on the special markers mat, the development
tiles beside it (Water Frame) and the light grey markers on the timetable's
stock exchange space (Spinning Jenny). Each is a grid of the components the box
holds, named and with their effect in words, limited as the rules limit it: the
mat's spaces per row for the player count, the copies left in play after sets
go back to the box, the tiles a player count lays out. The printed start set-up
fills the grids first where the rules give one.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import flet as ft

from companion.core.registry import get_pack
from companion.games.arkwright.board import base_board
from companion.games.arkwright.components import MarkerSpec
from companion.games.arkwright.flow.setupdata import setup_data
from companion.ui.pack_options import SetOption, declared_options
from companion.ui.pickers import Cell, Grid, GridRow, Value, fit, grid_picker, problems
from companion.ui.widgets import section

ROWS = ("1", "2", "3", "4")
ROMAN = {"1": "I", "2": "II", "3": "III", "4": "IV"}
#: what the picker shows beside each advanced marker's name: the action and the shade of grey
ACTION_NAMES = {"machinery": "Machinery", "quality": "Quality", "distribution": "Distribution",
                "production": "Production", "stock_exchange": "Stock exchange"}


def marker_title(m: MarkerSpec) -> str:
    return ACTION_NAMES.get(m.action, m.action.replace("_", " ").capitalize())


def marker_effect(m: MarkerSpec) -> str:
    """What an advanced marker does, in the numbers printed on it (Water Frame 5.II.2)."""
    if m.steps:
        unit = "machines" if m.action == "machinery" else "quality levels"
        return f"1-{len(m.steps)} {unit} for {'/'.join(f'£{s}' for s in m.steps)}"
    if m.max_spend is not None:
        return f"distribution for up to £{m.max_spend}"
    if m.production_rows:
        return f"produces in rows 1-{m.production_rows}"
    if m.first_share_half_price:
        return "the first share at half price"
    return ""


def tile_effects() -> dict[str, str]:
    """Each development tile's use in a few words, with the numbers of the rules data (Player's Book 1.8)."""
    r = base_board().rules
    fees = "/".join(f"£{f}" for f in r.inventor_fees)
    return {
        "agent_in_the_colonies": f"a contract needs {r.agent_shift} good more or less",
        "broker": "shares at half price; a stock exchange at the end of the decade",
        "accountant": f"administration costs £{r.accountant_shift} more or less",
        "charisma": "wins ties for a bonus; chooses the start player",
        "developer": f"a factory costs £{r.developer_discount} less (returned after use)",
        "inventor": f"a level ahead of its time for {fees}",
        "extra_shifts": "one more good in production (returned after use)",
        "engineer": f"quality up to +{r.quality_max_engineer}; choose the administration cost",
        "small_warehouse": "stores goods without warehouse workers",
        "office": f"+£{r.office_bonus} when a ship fulfils a contract",
        "engineering_works": f"+£{r.engineering_works_per_machine} for each machine another player buys",
        "patent": f"+£{r.patent_bonus} of distribution, or {r.patent_free_levels} free levels once",
        "school": "fired workers move to another row; shut down the top row",
        "patron_food": "buys one more food beyond the demand",
        "patron_clothes": "buys one more clothes beyond the demand",
        "patron_cutlery": "buys one more cutlery beyond the demand",
        "patron_lamps": "buys one more lamps beyond the demand",
        "administrator": "the £2 row despite bureaucracy; no reuse fee",
        "foreman": f"wages £{r.foreman_reduction} less for up to {r.foreman_workers} workers of one factory",
        "workshop": f"+£{r.workshop_bonus} for buying machines",
        **self_actor_tile_effects(),
    }


def self_actor_tile_effects() -> dict[str, str]:
    """The Self-Actor's new tiles in a few words (Player's Book 3.2), with the numbers of data/self_actor.toml."""
    from companion.games.arkwright.self_actor_data import self_actor_data

    d = self_actor_data()
    h = d.harbormaster
    return {
        "harbormaster": f"harbor wages £{h.less} less for up to {h.workers} workers (at least £{h.minimum_wage})",
        "investor": f"£{d.investor.bonus} each time an additional action is waived",
        "supervisory_board": "take a tile or ship another player returns (the board goes back)",
        "loadmaster": f"each ship carries {d.loadmaster.extra_capacity} more, no extra crew",
        "wealth_of_nations": f"a £{d.wealth_of_nations.row} row on the administration table",
        "manager": "the other additional action after a main action",
    }


#: the Spinning Mule's choices, shown only when it is the version chosen (Player's Book 3.1)
MULE_OPTIONS = ("mule_tiles", "mule_economy", "mule_events", "mule_alternative_tiles", "mule_alternative_events")


def base_version(version: str) -> str:
    """The rulebook a version plays on: the Spinning Mule is Spinning Jenny amended (Player's Book 3.1)."""
    return "spinning_jenny" if version == "spinning_mule" else version


def marker_spaces(version: str, players: int) -> dict[str, int]:
    """Spaces per mat row for the player count: the rows of the printed start set-up (Water Frame 4.1.III
    predetermined table); {} where the rules show the mat only as a photograph (Spinning Jenny)."""
    try:
        mat = base_board().predetermined_setup(base_version(version), players).mat
    except KeyError:
        return {}
    return {row: len(mat.get(row, ())) for row in ROWS} if mat else {}


def advanced_markers(version: str, shade: str) -> list[MarkerSpec]:
    """The advanced markers of one shade this version plays with (Water Frame 4.0: no stock exchange
    markers; Spinning Jenny 4.0: no production markers; Spinning Mule: neither, Player's Book 3.1)."""
    left_out = {"water_frame": ("stock_exchange",), "spinning_mule": ("production", "stock_exchange")}.get(version, ("production",))
    return [m for m in base_board().markers if m.shade == shade and m.action not in left_out]


def in_play(version: str, players: int) -> dict[str, int]:
    data = setup_data()
    return {m.id: data.markers_in_play(base_version(version), players, m.id) for m in base_board().markers if m.shade != "colored"}


def minus(copies: dict[str, int], taken: Value) -> dict[str, int]:
    """Copies left for one grid when another grid holds some of the same markers."""
    out = dict(copies)
    for keys in taken.values():
        for k in keys:
            if k in out:
                out[k] = max(0, out[k] - 1)
    return out


def mat_grid(version: str, players: int, elsewhere: Value | None = None) -> Grid:
    """The special markers mat: rows I-II light grey, III-IV dark grey (Water Frame 4.1.III)."""
    spaces = marker_spaces(version, players)
    copies = minus(in_play(version, players), elsewhere or {})
    rows = []
    for row in ROWS:
        shade = "light" if row in ("1", "2") else "dark"
        room = spaces.get(row)
        cells = tuple(Cell(m.id, marker_title(m), marker_effect(m), most=min(copies[m.id], room if room is not None else copies[m.id]))
                      for m in advanced_markers(version, shade) if copies.get(m.id))
        rows.append(GridRow(row, f"Row {ROMAN[row]} ({shade} grey)", cells, spaces=room))
    return Grid(tuple(rows), noun="markers", copies=copies)


def pick_grid(version: str, players: int, mat: Value) -> Grid:
    """Spinning Jenny: the light grey markers drawn for the timetable's stock exchange space (4.1.III)."""
    copies = minus(in_play(version, players), mat)
    cells = tuple(Cell(m.id, marker_title(m), marker_effect(m), most=copies[m.id])
                  for m in advanced_markers(version, "light") if m.action in ("machinery", "quality", "distribution") and copies.get(m.id))
    return Grid((GridRow("pick", "Stock exchange space of the timetable", cells),), noun="markers", what="light grey markers",
                total=setup_data().picks(players), copies=copies)


def tiles_grid(players: int, self_actor_tiles: bool = False) -> Grid:
    """The development tiles beside the mat: Charisma and one Inventor always, and the drawn ones
    (Water Frame 4.1.III); a draw of as many identical tiles as players is replaced, so at most one
    fewer copy than players lies out."""
    draw = next(d.tiles for d in base_board().tile_draw if d.players == players)
    words = tile_effects()
    cells = []
    for t in base_board().tiles:
        if t.expansion:
            continue  # the purveyors come with the expansion and are laid out by the rules
        if t.variant == "self_actor" and not self_actor_tiles:
            continue  # shuffled in only when the game plays the Self-Actor's new tiles (Player's Book 3.2)
        fixed = 1 if t.id in ("charisma", "inventor") else 0
        cells.append(Cell(t.id, t.name, words.get(t.id, ""), most=max(fixed, min(t.count, players - 1)), least=fixed))
    cells.sort(key=lambda c: c.title)
    return Grid((GridRow("tiles", "Development tiles", tuple(cells)),), noun="tiles", what="development tiles", total=draw + 2)


def standard(version: str, players: int) -> tuple[Value, list[str]]:
    """The printed start set-up's mat and tiles (empty where the rules give none)."""
    try:
        pre = base_board().predetermined_setup(base_version(version), players)
    except KeyError:
        return {}, []
    return {k: list(v) for k, v in pre.mat.items()}, list(pre.tiles)


def free_setup(version: str, players: int, options: dict) -> dict[str, Any]:
    """The grids and the values on them: what the players chose, or the printed start set-up."""
    mat_default, tiles_default = standard(version, players)
    pick = {"pick": list(options.get("pick_markers") or [])}
    mat = fit(mat_grid(version, players, pick), options.get("mat") if options.get("mat") is not None else mat_default)
    grids: dict[str, Any] = {"mat": (mat_grid(version, players, pick), mat)}
    if version == "spinning_mule":
        pass  # every light grey marker lies on the mat and the tiles follow the player count (Player's Book 3.1)
    elif version == "spinning_jenny":
        grids["pick"] = (pick_grid(version, players, mat), fit(pick_grid(version, players, mat), pick))
    else:
        tiles = options.get("tiles") if options.get("tiles") is not None else tiles_default
        grid = tiles_grid(players, bool(options.get("self_actor_tiles")))
        grids["tiles"] = (grid, fit(grid, {"tiles": list(tiles)}))
    return grids


def mule_tiles_words(players: int, alternatives: bool = False) -> str:
    """The Spinning Mule's tiles for the player count (and the alternative ones when chosen), in words
    (Player's Book 3.1)."""
    from collections import Counter

    from companion.games.arkwright.flow.mule import mule_data

    board = base_board()
    counted = Counter(mule_data().tiles_for(players) + (list(mule_data().alternative_tiles.tiles) if alternatives else []))
    names = [f"{n} x {board.tile_spec(t).name}" if n > 1 else board.tile_spec(t).name for t, n in counted.items()]
    return f"Development tiles beside the mat for {players} players: " + ", ".join(names) + "."


def new_game_problems(options: dict, players: int) -> list[str]:
    """What the free set-up still lacks, one sentence each (empty: nothing, or not a free set-up)."""
    if options.get("setup") != "free" or not 2 <= players <= get_pack("arkwright").max_players:
        return []
    return [p for grid, value in free_setup(options.get("version", "water_frame"), players, options).values()
            for p in problems(grid, value)]


def new_game_options(options: dict, option: SetOption, players: int = 0) -> ft.Control:
    info = get_pack("arkwright")
    # a game of productions only starts from the home screen's "Resolve a production" (ui/arkwright/quick_production.py)
    mule = options.get("version") == "spinning_mule"
    shown = SimpleNamespace(options=tuple(o for o in info.options if o.field != "productions_only"), house_rules=info.house_rules)
    controls = declared_options(shown, options, option)
    if mule and options.get("mule_tiles", True) and 2 <= players <= info.max_players:
        controls.append(ft.Text(mule_tiles_words(players, bool(options.get("mule_alternative_tiles"))), key="mule-tiles", size=13))
    if options.get("setup") == "free":
        if not 2 <= players <= info.max_players:
            controls.append(ft.Text("Choose the players first: the mat and the tiles laid out depend on how many play.", italic=True))
        else:
            controls += free_setup_controls(options, option, players)
    return section(info.title, controls)


def free_setup_controls(options: dict, option: SetOption, players: int) -> list[ft.Control]:
    version = options.get("version", "water_frame")
    grids = free_setup(version, players, options)
    mat_grid_, mat = grids["mat"]
    out = []
    if "pick" in grids:  # drawn first; the rest goes on the mat (Spinning Jenny 4.1.III)
        grid, value = grids["pick"]
        out.append(grid_picker(grid, value, lambda v: option("pick_markers", list(v.get("pick", []))),
                               identifier="pick", title="Light grey markers drawn for the timetable"))
    out.append(grid_picker(mat_grid_, mat, lambda v: option("mat", dict(v)), identifier="mat",
                           title="Advanced markers face up on the mat"))
    if "tiles" in grids:
        grid, value = grids["tiles"]
        out.append(grid_picker(grid, value, lambda v: option("tiles", list(v.get("tiles", []))),
                               identifier="tiles", title="Development tiles laid out beside the mat"))
    return out


def setup_entry(seats: list[dict], start: int, options: dict) -> dict:
    """The new-game entry; a free set-up carries the grids as laid out on screen (defaults included)."""
    given = dict(options)
    if options.get("version") != "spinning_mule":  # the Spinning Mule's switches, left set, are no part of another game
        for key in MULE_OPTIONS:
            given.pop(key, None)
    if options.get("setup") == "free":
        grids = free_setup(options.get("version", "water_frame"), len(seats), options)
        given["mat"] = {k: v for k, v in grids["mat"][1].items()}
        if "tiles" in grids:
            given["tiles"] = list(grids["tiles"][1].get("tiles", []))
        if "pick" in grids:
            given["pick_markers"] = list(grids["pick"][1].get("pick", []))
    else:
        for key in ("mat", "tiles", "pick_markers"):
            given.pop(key, None)
    return get_pack("arkwright").new_game_entry(seats, start, given)
