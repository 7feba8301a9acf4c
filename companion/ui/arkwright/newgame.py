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
from companion.ui.words import N_, _

ROWS = ("1", "2", "3", "4")
ROMAN = {"1": "I", "2": "II", "3": "III", "4": "IV"}
#: what the picker shows beside each advanced marker's name: the action and the shade of grey
ACTION_NAMES = {"machinery": N_("Machinery"), "quality": N_("Quality"), "distribution": N_("Distribution"),
                "production": N_("Production"), "stock_exchange": N_("Stock exchange"),
                # the actions of the basic markers too, as a game's log names an action entry (screens.TITLES)
                "workers": N_("Workers"), "factory": N_("Factory"), "reorganization": N_("Reorganization"),
                "ship": N_("Ships")}


def marker_title(m: MarkerSpec) -> str:
    return _(ACTION_NAMES[m.action]) if m.action in ACTION_NAMES else m.action.replace("_", " ").capitalize()


def marker_effect(m: MarkerSpec) -> str:
    """What an advanced marker does, in the numbers printed on it (Water Frame 5.II.2)."""
    if m.steps:
        words = _("1-{n} machines for {costs}") if m.action == "machinery" else _("1-{n} quality levels for {costs}")
        return words.format(n=len(m.steps), costs="/".join(f"£{s}" for s in m.steps))
    if m.max_spend is not None:
        return _("distribution for up to £{most}").format(most=m.max_spend)
    if m.production_rows:
        return _("produces in rows 1-{row}").format(row=m.production_rows)
    if m.first_share_half_price:
        return _("the first share at half price")
    return ""


def tile_effects() -> dict[str, str]:
    """Each development tile's use in a few words, with the numbers of the rules data (Player's Book 1.8)."""
    r = base_board().rules
    fees = "/".join(f"£{f}" for f in r.inventor_fees)
    return {
        "agent_in_the_colonies": _("a contract needs {n} good more or less").format(n=r.agent_shift),
        "broker": _("shares at half price; a stock exchange at the end of the decade"),
        "accountant": _("administration costs £{n} more or less").format(n=r.accountant_shift),
        "charisma": _("wins ties for a bonus; chooses the start player"),
        "developer": _("a factory costs £{n} less (returned after use)").format(n=r.developer_discount),
        "inventor": _("a level ahead of its time for {fees}").format(fees=fees),
        "extra_shifts": _("one more good in production (returned after use)"),
        "engineer": _("quality up to +{n}; choose the administration cost").format(n=r.quality_max_engineer),
        "small_warehouse": _("stores goods without warehouse workers"),
        "office": _("+£{n} when a ship fulfils a contract").format(n=r.office_bonus),
        "engineering_works": _("+£{n} for each machine another player buys").format(n=r.engineering_works_per_machine),
        "patent": _("+£{bonus} of distribution, or {free} free levels once").format(bonus=r.patent_bonus,
                                                                                    free=r.patent_free_levels),
        "school": _("fired workers move to another row; shut down the top row"),
        "patron_food": _("buys one more food beyond the demand"),
        "patron_clothes": _("buys one more clothes beyond the demand"),
        "patron_cutlery": _("buys one more cutlery beyond the demand"),
        "patron_lamps": _("buys one more lamps beyond the demand"),
        "administrator": _("the £2 row despite bureaucracy; no reuse fee"),
        "foreman": _("wages £{less} less for up to {n} workers of one factory").format(less=r.foreman_reduction,
                                                                                      n=r.foreman_workers),
        "workshop": _("+£{n} for buying machines").format(n=r.workshop_bonus),
        **self_actor_tile_effects(),
    }


def self_actor_tile_effects() -> dict[str, str]:
    """The Self-Actor's new tiles in a few words (Player's Book 3.2), with the numbers of data/self_actor.toml."""
    from companion.games.arkwright.self_actor_data import self_actor_data

    d = self_actor_data()
    h = d.harbormaster
    return {
        "harbormaster": _("harbor wages £{less} less for up to {n} workers (at least £{least})").format(
            less=h.less, n=h.workers, least=h.minimum_wage),
        "investor": _("£{n} each time an additional action is waived").format(n=d.investor.bonus),
        "supervisory_board": _("take a tile or ship another player returns (the board goes back)"),
        "loadmaster": _("each ship carries {n} more, no extra crew").format(n=d.loadmaster.extra_capacity),
        "wealth_of_nations": _("a £{row} row on the administration table").format(row=d.wealth_of_nations.row),
        "manager": _("the other additional action after a main action"),
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
        title = (_("Row {row} (light grey)") if shade == "light" else _("Row {row} (dark grey)")).format(row=ROMAN[row])
        room = spaces.get(row)
        cells = tuple(Cell(m.id, marker_title(m), marker_effect(m), most=min(copies[m.id], room if room is not None else copies[m.id]))
                      for m in advanced_markers(version, shade) if copies.get(m.id))
        rows.append(GridRow(row, title, cells, spaces=room))
    return Grid(tuple(rows), noun=_("markers"), copies=copies)


def pick_grid(version: str, players: int, mat: Value) -> Grid:
    """Spinning Jenny: the light grey markers drawn for the timetable's stock exchange space (4.1.III)."""
    copies = minus(in_play(version, players), mat)
    cells = tuple(Cell(m.id, marker_title(m), marker_effect(m), most=copies[m.id])
                  for m in advanced_markers(version, "light") if m.action in ("machinery", "quality", "distribution") and copies.get(m.id))
    return Grid((GridRow("pick", _("Stock exchange space of the timetable"), cells),), noun=_("markers"), what=_("light grey markers"),
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
    return Grid((GridRow("tiles", _("Development tiles"), tuple(cells)),), noun=_("tiles"), what=_("development tiles"),
                total=draw + 2)


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
    return _("Development tiles beside the mat for {n} players: {tiles}.").format(n=players, tiles=", ".join(names))


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
            controls.append(ft.Text(_("Choose the players first: the mat and the tiles laid out depend on how many play."), italic=True))
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
                               identifier="pick", title=_("Light grey markers drawn for the timetable")))
    out.append(grid_picker(mat_grid_, mat, lambda v: option("mat", dict(v)), identifier="mat",
                           title=_("Advanced markers face up on the mat")))
    if "tiles" in grids:
        grid, value = grids["tiles"]
        out.append(grid_picker(grid, value, lambda v: option("tiles", list(v.get("tiles", []))),
                               identifier="tiles", title=_("Development tiles laid out beside the mat")))
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
