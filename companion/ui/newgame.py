"""New game: pack, version and expansion, who sits where, who starts, how the table is set up.

Defaults make a game ready in a few taps: the group of the last game in seat
order, its start player, the predetermined set-up. A set-up question the rules
ask (e.g. where the Foreman works) appears as a question with its answers.
The seat limits, options and house rules are what each pack declares (its
`Pack`); a pack's screens (its `PackUI`) may lay its options out itself
(`new_game_options`) and build its set-up entry (`setup_entry`).
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.core.registry import available_packs, get_pack
from companion.store import DecisionPending
from companion.ui.context import use_app
from companion.ui.pack_options import declared_options
from companion.ui.packs import pack_ui
from companion.ui.resolve import decision_card
from companion.ui.roster import AddPlayerForm, color_options
from companion.ui.theme import COLOR_NAMES, TOUCH, shape, swatch
from companion.ui.widgets import heading, labelled_dropdown, primary, section, tid
from companion.ui.words import _, _n, refusal, spoken


def seat_limit(pack_id: str) -> int:
    """The most players the pack seats (its declaration in the registry)."""
    return get_pack(pack_id).max_players


def default_options(pack_id: str) -> dict:
    return dict(pack_ui(pack_id).new_game_defaults or get_pack(pack_id).defaults())


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
    """The pack's first log entry: its screens' own set-up entry, or the one its declaration builds."""
    taken: set[str] = set()
    entry_seats = [{"id": seat_id(s["name"], taken), "name": s["name"], "color": s["color"]} for s in seats]
    own = pack_ui(pack_id).setup_entry
    if own is not None:  # the pack's screens know its set-up fields
        return own(entry_seats, start, options)
    return get_pack(pack_id).new_game_entry(entry_seats, start, options)


def colour_problems(names_colours: list[tuple[str, str]]) -> dict[int, str]:
    """Seat index -> the sentence for a colour more than one seat plays."""
    out: dict[int, str] = {}
    for colour in dict.fromkeys(c for _name, c in names_colours):
        seats = [k for k, (_name, c) in enumerate(names_colours) if c == colour]
        if len(seats) > 1:
            names = [names_colours[k][0] for k in seats]
            who = _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])
            for k in seats:
                out[k] = (_("{names} both play {colour}; give one of them another colour.") if len(names) == 2 else
                          _("{names} all play {colour}; give them other colours.")).format(names=who, colour=colour)
    return out


def form_problems(pack_id: str, names_colours: list[tuple[str, str]], options: dict) -> list[str]:
    """Everything that keeps this new game from starting, one sentence each, in the order of the form."""
    info = get_pack(pack_id)
    own = pack_ui(pack_id).new_game_problems
    n = len(names_colours)
    out = list(own(options, n)) if own is not None else []
    if n < info.min_players:
        out.append(_n("{game} needs at least {least} players; {n} is seated.", "{game} needs at least {least} players; {n} are seated.",
                      n).format(game=info.title, least=info.min_players, n=n))
    elif n > info.max_players:
        out.append(_("{game} seats at most {most} players; {n} are seated.").format(game=info.title, most=info.max_players, n=n))
    return out + list(dict.fromkeys(colour_problems(names_colours).values()))


def pack_option_controls(screens: Any, options: dict, option: Any, players: int, names: list[str] | None = None) -> ft.Control:
    """The pack's own options section; one that lays out a set-up by the player count is told it, one that
    sets a number per player is told the seated players' names (in seat order)."""
    own = screens.new_game_options
    asks = inspect.signature(own).parameters
    more = {**({"players": players} if "players" in asks else {}), **({"names": list(names or [])} if "names" in asks else {})}
    return own(options, option, **more)


def last_group(store: Any) -> tuple[list[int], int]:
    """Roster ids of the most recent game's seats, in seat order, and its start seat."""
    for info in store.sessions():
        ids = [s.player_id for s in sorted(info.seats, key=lambda s: s.seat) if s.player_id is not None]
        if len(ids) >= 2:
            return ids, 0
    return [], 0


def apply_kept_corrections(app: Any, view: Any) -> int:
    """This device's kept board corrections, entered into the new game's log; returns how many."""
    from companion import kept as corrections

    done, version = 0, view.info.version
    for entry in app.attempt(corrections.entries, view.info.pack_id) or []:
        result = app.attempt(app.store.submit, view.info.id, entry, expected=version)
        if result is not None:
            done, version = done + 1, result.view.info.version
    return done


@ft.component
def NewGamePage():
    app = use_app()
    store = app.store
    packs = ft.use_memo(packs_ready, [])
    roster = ft.use_memo(lambda: app.attempt(store.players) or [], [app.rev])
    default_ids, _start = ft.use_memo(lambda: app.attempt(last_group, store) or ([], 0), [])
    pack_id, set_pack = ft.use_state(next(iter(packs), ""))
    chosen, set_chosen = ft.use_state(default_ids)
    colors, set_colors = ft.use_state({})
    start, set_start = ft.use_state(0)
    options, set_options = ft.use_state(lambda: default_options(pack_id))
    answers, set_answers = ft.use_state({})
    pending, set_pending = ft.use_state(None)  # (the table it was asked for, the question)
    error, set_error = ft.use_state(None)

    by_id = {p.id: p for p in roster}
    seats_ids = [i for i in chosen if i in by_id]
    limit = seat_limit(pack_id)
    screens = pack_ui(pack_id)
    start_label = screens.start_label

    def seat_color(pid: int) -> str:
        return colors.get(pid) or by_id[pid].color or COLOR_NAMES[seats_ids.index(pid) % len(COLOR_NAMES)]

    def forget_questions():
        """A question asked for other seats or options is no question of this table any more."""
        set_pending(None)
        set_answers({})

    def toggle(pid: int):
        set_error(None)
        forget_questions()
        if pid in seats_ids:
            set_chosen([i for i in seats_ids if i != pid])
        elif len(seats_ids) < limit:
            set_chosen(seats_ids + [pid])
        else:  # the tap is not lost in silence
            set_error(_("{game} seats at most {most} players: tap a seated player to free a seat for {name}.").format(
                game=get_pack(pack_id).title, most=limit, name=by_id[pid].name))
        set_start(0)

    def move(pid: int, step: int):
        ids = list(seats_ids)
        k = ids.index(pid)
        j = max(0, min(len(ids) - 1, k + step))
        ids[k], ids[j] = ids[j], ids[k]
        set_chosen(ids)
        forget_questions()

    def choose_pack(value: str):
        set_pack(value)
        set_options(default_options(value))
        set_chosen(seats_ids[: seat_limit(value)])
        set_pending(None)
        set_error(None)

    def option(key: str, value: Any):
        set_options(lambda now: {**now, key: value})  # two options set in one tap both count
        set_error(None)
        forget_questions()

    seats = [{"name": by_id[i].name, "color": seat_color(i)} for i in seats_ids]
    found = form_problems(pack_id, [(s["name"], s["color"]) for s in seats], options) if pack_id else []
    clashes = colour_problems([(s["name"], s["color"]) for s in seats])
    # the table a question is asked for: a question worked out for other seats or options (a Start tapped while a
    # seat was still changing) is not shown
    table_now = repr((pack_id, seats, start, sorted(options.items())))

    def create(given: dict | None = None):
        given = answers if given is None else given
        if found:
            return
        try:
            setup = build_setup(pack_id, seats, min(start, max(len(seats) - 1, 0)), options)
            if given:
                setup["answers"] = given
            view = store.create_session(pack_id, setup, seats_ids)
        except DecisionPending as need:
            set_answers(given)
            set_pending((table_now, need.pending))
            return
        except CompanionError as exc:  # shown to the player; nothing stored
            set_error(refusal(exc))
            return
        set_pending(None)
        set_answers({})
        set_error(None)
        kept = apply_kept_corrections(app, view)
        app.changed(view.info.id)
        app.go(f"/game/{view.info.id}")  # (going clears the last message: the new game's own comes after)
        said = _("{game} started: {progress}").format(game=view.info.title, progress=spoken(view.info.progress))
        if kept:
            said += _n("; {n} kept board correction applied", "; {n} kept board corrections applied", kept).format(n=kept)
        app.say(said, game=view.info.uuid)

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
                    labelled_dropdown(f"seat-color-{k}", _("Colour"), seat_color(pid), color_options(),
                                      lambda v, pid=pid: set_colors({**colors, pid: v}), width=130),
                    ft.IconButton(ft.Icons.ARROW_UPWARD, tooltip=_("Move {name} up").format(name=p.name),
                                  on_click=lambda _e=None, pid=pid: move(pid, -1),
                                  disabled=k == 0),
                    ft.IconButton(ft.Icons.ARROW_DOWNWARD, tooltip=_("Move {name} down").format(name=p.name),
                                  on_click=lambda _e=None, pid=pid: move(pid, 1),
                                  disabled=k == len(seats_ids) - 1),
                ],
                spacing=4,
            )
        )
        if k in clashes:
            seat_rows.append(tid(f"seat-problem-{k}", ft.Text(clashes[k], color=ft.Colors.ERROR, size=13)))
    roster_chips = [
        tid(f"pick-{p.name}", ft.Chip(label=ft.Text(p.name), leading=ft.Icon(shape(p.color), color=swatch(p.color)),
                                      selected=p.id in seats_ids, on_select=lambda _e=None, pid=p.id: toggle(pid), height=TOUCH))
        for p in roster
    ]
    top = found + ([error] if error else [])
    parts: list[ft.Control] = [
        heading(_("New game")),
        # a fixed slot: inserting the list would shift the form and reset its parts' state
        ft.Container(tid("new-game-problems", ft.Container(
            ft.Column([ft.Text(p, color=ft.Colors.ON_ERROR_CONTAINER) for p in top], spacing=4),
            bgcolor=ft.Colors.ERROR_CONTAINER, border_radius=8, padding=10)) if top else None, key="problems-slot"),
        labelled_dropdown("pack", _("Game"), pack_id, [(k, getattr(v, "title", k)) for k, v in packs.items()], choose_pack, width=320),
    ]
    if screens.new_game_options is not None:
        parts.append(pack_option_controls(screens, options, option, len(seats_ids), [s["name"] for s in seats]))
    elif pack_id and (info := get_pack(pack_id)).options + info.house_rules:
        parts.append(section(info.title, declared_options(info, options, option)))
    parts += [
        section(_("Players (tap in seat order, clockwise)"), [ft.Row(roster_chips, wrap=True, spacing=6, run_spacing=6),
                                                          AddPlayerForm(on_added=lambda p: set_chosen(seats_ids + [p.id]) if len(seats_ids) < limit else None)]),
        section(_("Seats"), [*seat_rows] or [ft.Text(_("Choose at least two players."), italic=True)]),
    ]
    if len(seats_ids) >= 2 and start_label:
        parts.append(labelled_dropdown("start-player", _(start_label), str(min(start, len(seats_ids) - 1)),
                                       [(str(k), by_id[i].name) for k, i in enumerate(seats_ids)], lambda v: set_start(int(v)), width=260))
    if pending is not None and pending[0] == table_now:
        parts.append(decision_card(pending[1], {}, answer))
    if top:
        settle = _("{n} things to settle first (see the top of the form).").format(n=len(top))
        parts.append(tid("new-game-error", ft.Text(top[0] if len(top) == 1 else settle,
                                              color=ft.Colors.ERROR)))
    parts.append(tid("start-game", primary(_("Start the game"), lambda: create(), icon=ft.Icons.PLAY_ARROW, disabled=bool(found))))
    return ft.ListView(parts, spacing=10, padding=8, expand=True)
