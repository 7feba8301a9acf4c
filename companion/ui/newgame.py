"""New game: pack, version and expansion, who sits where, who starts, how the table is set up.

Defaults make a game ready in a few taps: the group of the last game in seat
order, its start player, the predetermined set-up. A set-up question the rules
ask (e.g. where the Foreman works) appears as a question with its answers.
"""

from __future__ import annotations

import re
from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.core.registry import available_packs
from companion.games.arkwright.house_rules import HOUSE_RULES
from companion.store import DecisionPending
from companion.ui.context import use_app
from companion.ui.resolve import decision_card
from companion.ui.roster import AddPlayerForm, color_options
from companion.ui.theme import COLOR_NAMES, TOUCH, shape, swatch
from companion.ui.widgets import TextInput, heading, labelled_dropdown, primary, section, tid

ARKWRIGHT_VERSIONS = [("water_frame", "Water Frame"), ("spinning_jenny", "Spinning Jenny")]
SETUPS = [("predetermined", "Predetermined (the printed start set-up)"), ("free", "Free (1760 preparation round)")]
MAX_SEATS = {"arkwright": 4}
ARKWRIGHT_DEFAULTS = {"version": "water_frame", "expansion": False, "setup": "predetermined"}


def pack_screens(pack_id: str) -> Any:
    """The pack's own screens module (new-game options, set-up entry), or the generic one."""
    from companion.ui.packs import pack_ui

    return pack_ui(pack_id)


def seat_limit(pack_id: str) -> int:
    limits = getattr(pack_screens(pack_id), "seat_limits", None)
    return limits()[1] if limits else MAX_SEATS.get(pack_id, 6)


def default_options(pack_id: str) -> dict:
    return dict(getattr(pack_screens(pack_id), "NEW_GAME_DEFAULTS", ARKWRIGHT_DEFAULTS if pack_id == "arkwright" else {}))


def packs_ready() -> dict[str, Any]:
    """The packs that load now (a pack still being written is left out of the list)."""
    return available_packs()


def seat_id(name: str, taken: set[str]) -> str:
    """A pack player id from a name: lower case letters, digits, '-' and '_'."""
    base = re.sub(r"[^a-z0-9_-]+", "-", name.lower()).strip("-") or "player"
    pid, n = base, 2
    while pid in taken:
        pid, n = f"{base}-{n}", n + 1
    taken.add(pid)
    return pid


def build_setup(pack_id: str, seats: list[dict], start: int, options: dict) -> dict:
    """The pack's first log entry: its new-game fields, as its input model names them."""
    taken: set[str] = set()
    entry_seats = [{"id": seat_id(s["name"], taken), "name": s["name"], "color": s["color"]} for s in seats]
    if pack_id == "arkwright":
        entry: dict[str, Any] = {"kind": "new_game", "seats": entry_seats, "start_player": start,
                                 "version": options.get("version", "water_frame"), "expansion": bool(options.get("expansion")),
                                 "setup": options.get("setup", "predetermined")}
        for key in ("mat", "tiles", "pick_markers"):
            if options.get(key) is not None:
                entry[key] = options[key]
        house = {name: True for name in options.get("house_rules", ()) if name}
        if house:
            entry["house_rules"] = house
        return entry
    own = getattr(pack_screens(pack_id), "setup_entry", None)
    if own is not None:  # the pack's screens know its set-up fields
        return own(entry_seats, start, options)
    from companion.ui.generic import entry_kinds

    fields = entry_kinds(pack_id).get("new_game", {}).get("properties", {})
    entry = {"kind": "new_game"}
    entry["players" if "players" in fields else "seats"] = entry_seats
    if "start_player" in fields:
        entry["start_player"] = start
    entry.update({k: v for k, v in options.items() if k in fields and k not in entry})
    return entry


def last_group(store: Any) -> tuple[list[int], int]:
    """Roster ids of the most recent game's seats, in seat order, and its start seat."""
    for info in store.sessions():
        ids = [s.player_id for s in sorted(info.seats, key=lambda s: s.seat) if s.player_id is not None]
        if len(ids) >= 2:
            return ids, 0
    return [], 0


def apply_kept_corrections(app: Any, sid: Any, pack_id: str) -> int:
    """This device's kept board corrections, entered into the new game's log; returns how many."""
    from companion.ui import corrections

    done = 0
    for entry in app.attempt(corrections.entries, pack_id) or []:
        if app.attempt(app.store.submit, sid, entry) is not None:
            done += 1
    return done


def parse_mat(text: str) -> dict[str, list[str]]:
    """'1: a, b; 2: c' -> {"1": ["a", "b"], "2": ["c"]}"""
    mat: dict[str, list[str]] = {}
    for part in text.split(";"):
        if ":" in part:
            row, markers = part.split(":", 1)
            mat[row.strip()] = [m.strip() for m in markers.split(",") if m.strip()]
    return mat


@ft.component
def NewGamePage():
    app = use_app()
    store = app.store
    packs = ft.use_memo(packs_ready, [])
    roster = ft.use_memo(lambda: app.attempt(store.players) or [], [app.rev])
    default_ids, _start = ft.use_memo(lambda: app.attempt(last_group, store) or ([], 0), [])
    pack_id, set_pack = ft.use_state("arkwright" if "arkwright" in packs else next(iter(packs), ""))
    chosen, set_chosen = ft.use_state(default_ids)
    colors, set_colors = ft.use_state({})
    start, set_start = ft.use_state(0)
    options, set_options = ft.use_state(lambda: default_options(pack_id))
    answers, set_answers = ft.use_state({})
    pending, set_pending = ft.use_state(None)
    error, set_error = ft.use_state(None)

    by_id = {p.id: p for p in roster}
    seats_ids = [i for i in chosen if i in by_id]
    limit = seat_limit(pack_id)
    screens = pack_screens(pack_id)
    start_label = getattr(screens, "START_LABEL", "Start player")

    def seat_color(pid: int) -> str:
        return colors.get(pid) or by_id[pid].color or COLOR_NAMES[seats_ids.index(pid) % len(COLOR_NAMES)]

    def toggle(pid: int):
        if pid in seats_ids:
            set_chosen([i for i in seats_ids if i != pid])
        elif len(seats_ids) < limit:
            set_chosen(seats_ids + [pid])
        set_start(0)

    def move(pid: int, step: int):
        ids = list(seats_ids)
        k = ids.index(pid)
        j = max(0, min(len(ids) - 1, k + step))
        ids[k], ids[j] = ids[j], ids[k]
        set_chosen(ids)

    def choose_pack(value: str):
        set_pack(value)
        set_options(default_options(value))
        set_chosen(seats_ids[: seat_limit(value)])
        set_pending(None)
        set_error(None)

    def option(key: str, value: Any):
        set_options({**options, key: value})

    def create(given: dict | None = None):
        given = answers if given is None else given
        seats = [{"name": by_id[i].name, "color": seat_color(i)} for i in seats_ids]
        try:
            setup = build_setup(pack_id, seats, min(start, max(len(seats) - 1, 0)), options)
            if given:
                setup["answers"] = given
            view = store.create_session(pack_id, setup, seats_ids)
        except DecisionPending as need:
            set_answers(given)
            set_pending(need.pending)
            return
        except CompanionError as exc:  # shown to the player; nothing stored
            set_error(str(exc))
            return
        set_pending(None)
        set_answers({})
        set_error(None)
        kept = apply_kept_corrections(app, view.info.id, pack_id)
        app.changed(view.info.id)
        app.say(f"{view.info.title} started: {view.info.progress}" + (f"; {kept} kept board correction(s) applied" if kept else ""))
        app.go(f"/game/{view.info.id}")

    def answer(did: str, value: Any):
        create({**answers, did: value})

    seat_rows = []
    for k, pid in enumerate(seats_ids):
        p = by_id[pid]
        seat_rows.append(
            ft.Row(
                [
                    ft.Text(f"{k + 1}.", width=24),
                    ft.Icon(shape(seat_color(pid)), color=swatch(seat_color(pid))),
                    ft.Text(p.name, expand=True, weight=ft.FontWeight.W_600),
                    labelled_dropdown(f"seat-color-{k}", "Colour", seat_color(pid), color_options(),
                                      lambda v, pid=pid: set_colors({**colors, pid: v}), width=130),
                    ft.IconButton(ft.Icons.ARROW_UPWARD, tooltip=f"Move {p.name} up", on_click=lambda _e=None, pid=pid: move(pid, -1),
                                  disabled=k == 0),
                    ft.IconButton(ft.Icons.ARROW_DOWNWARD, tooltip=f"Move {p.name} down", on_click=lambda _e=None, pid=pid: move(pid, 1),
                                  disabled=k == len(seats_ids) - 1),
                ],
                spacing=4,
            )
        )
    roster_chips = [
        tid(f"pick-{p.name}", ft.Chip(label=ft.Text(p.name), leading=ft.Icon(shape(p.color), color=swatch(p.color)),
                                      selected=p.id in seats_ids, on_select=lambda _e=None, pid=p.id: toggle(pid), height=TOUCH))
        for p in roster
    ]
    parts: list[ft.Control] = [
        heading("New game"),
        labelled_dropdown("pack", "Game", pack_id, [(k, getattr(v, "title", k)) for k, v in packs.items()], choose_pack, width=320),
    ]
    if pack_id == "arkwright":
        parts.append(arkwright_options(options, option))
    elif hasattr(screens, "new_game_options"):
        parts.append(screens.new_game_options(options, option))
    parts += [
        section("Players (tap in seat order, clockwise)", [ft.Row(roster_chips, wrap=True, spacing=6, run_spacing=6),
                                                          AddPlayerForm(on_added=lambda p: set_chosen(seats_ids + [p.id]) if len(seats_ids) < limit else None)]),
        section("Seats", [*seat_rows] or [ft.Text("Choose at least two players.", italic=True)]),
    ]
    if len(seats_ids) >= 2 and start_label:
        parts.append(labelled_dropdown("start-player", start_label, str(min(start, len(seats_ids) - 1)),
                                       [(str(k), by_id[i].name) for k, i in enumerate(seats_ids)], lambda v: set_start(int(v)), width=260))
    if pending is not None:
        parts.append(decision_card(pending, {}, answer))
    if error:
        parts.append(tid("new-game-error", ft.Text(error, color=ft.Colors.ERROR)))
    parts.append(tid("start-game", primary("Start the game", lambda: create(), icon=ft.Icons.PLAY_ARROW, disabled=len(seats_ids) < 2)))
    return ft.ListView(parts, spacing=10, padding=8, expand=True)


def arkwright_options(options: dict, option) -> ft.Control:
    controls: list[ft.Control] = [
        ft.Row(
            [
                labelled_dropdown("version", "Version", options.get("version"), ARKWRIGHT_VERSIONS, lambda v: option("version", v), width=220),
                labelled_dropdown("setup", "Set-up", options.get("setup"), SETUPS, lambda v: option("setup", v), width=340),
            ],
            wrap=True,
        ),
        ft.Switch(label="Noblesse Oblige expansion", value=bool(options.get("expansion")), on_change=lambda e: option("expansion", e.control.value)),
    ]
    chosen = set(options.get("house_rules", ()))

    def toggle(name: str, on: bool) -> None:
        option("house_rules", sorted((chosen | {name}) if on else (chosen - {name})))

    controls.append(ft.ExpansionTile(
        title=ft.Text("House rules (where the rulebook can be read two ways)", size=13),
        controls=[
            tid(f"house-{name}", ft.Switch(label=rule["title"], value=name in chosen, tooltip=rule["text"],
                                           on_change=lambda e, n=name: toggle(n, e.control.value)), label=rule["title"])
            for name, rule in HOUSE_RULES.items()
        ],
    ))
    if options.get("setup") == "free":
        controls += [
            TextInput("Advanced markers face up on the mat", hint_text="1: quality_light, machinery_light; 3: ...",
                      on_change=lambda text: option("mat", parse_mat(text) or None)),
            TextInput("Development tiles laid out (ids, comma separated)", hint_text="charisma, inventor, office, ...",
                      on_change=lambda text: option("tiles", [t.strip() for t in text.split(",") if t.strip()] or None)),
        ]
    return section("Arkwright", controls)
