"""Resolve a production: an Arkwright production phase from the table as it stands, no game set up first.

The home screen's "Resolve a production" opens `QuickProductionPage`: the version, the players
(the last table's, in seat order), the decade and the good, then each company's numbers by
steppers (`quick_table`). "Resolve the production" starts a game of productions only
(flow/productions.py) and opens it: the game screen shows its ledger at once, through the
one-button production step of every game (`ResolveFlow`). After it `QuickPanel` keeps the same
table on screen for the next good: the group changes what moved and resolves the next one.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.core.registry import get_pack
from companion.games.arkwright.board import GOODS, base_board
from companion.games.arkwright.flow.productions import ProductionTable, TablePlayer, changes_between, table_of
from companion.store import DecisionPending
from companion.ui.arkwright.advisor import PriceAdvisor
from companion.ui.arkwright.quick_table import fields_of, table_form, table_from
from companion.ui.context import use_app
from companion.ui.resolve import ResolveFlow
from companion.ui.theme import COLOR_NAMES, TOUCH, shape, swatch
from companion.ui.widgets import choice_chips, heading, labelled_dropdown, primary, problems_box, secondary, section, tid
from companion.ui.words import _, refusal, spoken

VERSIONS = [("water_frame", "Water Frame"), ("spinning_jenny", "Spinning Jenny")]


def decades_of(version: str) -> list[int]:
    """Decades with a production phase (after the 1760 preparation round, Water Frame 4.1.IV)."""
    return [d.decade for d in base_board().timetable(version)][1:]


def level_of(version: str, decade: int) -> int:
    return base_board().decade(version, decade).level


def blank(n: int, decade: int, good: str) -> ProductionTable:
    return ProductionTable(decade=decade, good=good, players=[TablePlayer() for _k in range(n)])


def start_fields(version: str, n: int, decade: int, good: str, before: dict | None = None) -> dict:
    """The form of a new table: every company with the good's factory, common values (the start-up capital in cash)."""
    fields = fields_of(blank(n, decade, good), good, level_of(version, decade))
    fields.update({f"{k}.has": True for k in range(n)})
    fields.update({f"{k}.cash": str(base_board().rules.sj_start_capital) for k in range(n)})
    fields["demand"] = str(max(int(fields["demand"]), 6))
    return fields


@ft.component
def QuickProductionPage():
    app = use_app()
    store = app.store
    roster = ft.use_memo(lambda: app.attempt(store.players) or [], [app.rev])

    def last() -> list[int]:
        from companion.ui.newgame import last_group

        return (app.attempt(last_group, store) or ([], 0))[0]

    default_ids = ft.use_memo(last, [])
    chosen, set_chosen = ft.use_state(default_ids)
    version, set_version = ft.use_state("water_frame")
    expansion, set_expansion = ft.use_state(False)
    decade, set_decade = ft.use_state(decades_of("water_frame")[0])
    good, set_good = ft.use_state(GOODS[0])
    fields, set_fields = ft.use_state(lambda: start_fields("water_frame", max(len(default_ids), 2), decade, good))
    error, set_error = ft.use_state(None)

    by_id = {p.id: p for p in roster}
    seats = [by_id[i] for i in chosen if i in by_id]
    n = len(seats)
    limit = get_pack("arkwright").max_players
    board = base_board()

    def reset(v: str, d: int, g: str, count: int) -> None:
        set_fields(start_fields(v, max(count, 2), d, g))

    def toggle(pid: int) -> None:
        ids = [i for i in chosen if i != pid] if pid in chosen else (chosen + [pid] if len(chosen) < limit else chosen)
        set_chosen(ids)
        reset(version, decade, good, len([i for i in ids if i in by_id]))

    names = [(p.name, p.color or COLOR_NAMES[k % len(COLOR_NAMES)]) for k, p in enumerate(seats)]
    table, wrong = table_from(board, {**fields, "good": good, "decade": decade}, blank(n, decade, good), version,
                           [name for name, _c in names]) if n >= 2 else (None, [])

    def setup_entry() -> dict:
        from companion.ui.newgame import seat_id

        taken: set[str] = set()
        entry_seats = [{"id": seat_id(name, taken), "name": name, "color": color} for name, color in names]
        return get_pack("arkwright").new_game_entry(entry_seats, 0, {
            "version": version, "expansion": expansion, "productions_only": True, "table": table.model_dump(mode="json")})

    def advisor(k: int) -> ft.Control:
        """The price advisor of seat k on the table as typed (the game it would start, worked out when opened)."""
        if table is None:
            return ft.Container()
        entry = setup_entry()
        return PriceAdvisor(lambda: get_pack("arkwright").start(entry).state, entry["seats"][k]["id"], good,
                            on_pick=lambda p: set_fields({**fields, f"{k}.price": str(p)}), identifier=f"quick-advisor-{k}")

    def resolve() -> None:
        setup = setup_entry()
        try:
            view = store.create_session("arkwright", setup, [p.id for p in seats])
        except (CompanionError, DecisionPending) as exc:
            set_error(refusal(exc) if isinstance(exc, CompanionError) else spoken(str(exc.args[0]) if exc.args else str(exc)))
            return
        app.changed(view.info.id)
        app.go(f"/game/{view.info.id}")

    chips = [tid(f"pick-{p.name}", ft.Chip(label=ft.Text(p.name), leading=ft.Icon(shape(p.color), color=swatch(p.color)),
                                           selected=p.id in chosen, on_select=lambda _e=None, pid=p.id: toggle(pid), height=TOUCH))
             for p in roster]
    parts: list[ft.Control] = [
        heading(_("Resolve a production")),
        ft.Text(_("Enter the table as it stands now; the app works out the sale, the share moves, wages and storage."), size=13),
        ft.Row([labelled_dropdown("quick-version", _("Version"), version, VERSIONS,
                                  lambda v: (set_version(v), set_decade(decades_of(v)[0]), reset(v, decades_of(v)[0], good, n)), width=220),
                labelled_dropdown("quick-decade", _("Decade"), str(decade),
                                  [(str(d), _("{decade}s").format(decade=d)) for d in decades_of(version)],
                                  lambda v: (set_decade(int(v)), reset(version, int(v), good, n)), width=160)], wrap=True),
        tid("quick-expansion", ft.Switch(label=_("Noblesse Oblige expansion"), value=expansion,
                                         on_change=lambda e: set_expansion(bool(e.control.value)))),
        section(_("Players (tap in seat order, clockwise)"), [ft.Row(chips, wrap=True, spacing=6, run_spacing=6)] if chips
                else [ft.Text(_("Add the players on the Players screen first."), italic=True)]),
        choice_chips("quick-good", _("Good produced"), good, [(g, g) for g in GOODS], lambda g: (set_good(g), reset(version, decade, g, n))),
    ]
    if n < 2:
        parts.append(ft.Text(_("Choose at least two players."), italic=True))
    else:
        parts += table_form(board, {**fields, "good": good, "decade": decade}, set_fields, names, version, advisor)
    problems = list(wrong) + ([error] if error else [])
    if problems:
        parts.append(tid("quick-problems", problems_box(problems)))
    parts.append(tid("quick-resolve", primary(_("Resolve the production"), resolve, icon=ft.Icons.PLAY_ARROW, disabled=table is None)))
    return ft.ListView(parts, spacing=10, padding=8, expand=True)


@ft.component
def QuickPanel(sid: Any, view: Any):
    """A game of productions only: its production (one tap, the ledger, Confirm), then the next table."""
    app = use_app()
    state = view.state
    players = {p.id: (p.name, p.color) for p in state.players}
    names = [(p.name, p.color) for p in state.players]
    good_now = state.active_good or GOODS[0]
    board = state.board
    nxt, set_next = ft.use_state(None)  # the good and decade chosen for the next production
    good = (nxt or {}).get("good", good_now)
    decade = (nxt or {}).get("decade", state.decade)
    base = table_of(state, good)
    fields, set_fields = ft.use_state(None)
    shown = fields if fields is not None and fields.get("good") == good and fields.get("at") == view.info.version else \
        {**fields_of(base, good, level_of(state.version, decade), board), "at": view.info.version}

    mirror = secondary(_("Mirror the game from here"), lambda: app.store_step(sid, {"kind": "mirror"}, _("Mirror the game")),
                       icon=ft.Icons.SYNC)
    if state.phase == "production":
        return ft.Column([
            ResolveFlow(sid, {"kind": "production"}, players,
                        title=_("Production: {good}, {decade}s").format(good=good_now, decade=state.decade),
                        button=_("Resolve production"), auto=True,
                        hint=_("Check the ledger against the table, answer what the rules ask, then confirm.")),
            tid("quick-mirror", mirror)], spacing=8)

    table, wrong = table_from(board, {**shown, "good": good, "decade": decade}, base, state.version, [p.name for p in state.players])

    def next_entry() -> dict:
        return {"kind": "next_production", "good": good, "decade": decade, "demand": table.demand,
                "importer": table.importer, "changes": [c.model_dump(mode="json") for c in changes_between(base, table)]}

    def advisor(k: int) -> ft.Control:
        """Seat k's price advisor on the next production as the form now stands (the changes applied first)."""
        if table is None:
            return ft.Container()
        return PriceAdvisor(state, state.players[k].id, good, identifier=f"quick-advisor-{k}", turn=next_entry(),
                            on_pick=lambda p: set_fields({**shown, f"{k}.price": str(p), "at": view.info.version}))

    def resolve_next() -> None:
        entry = next_entry()
        if app.store_step(sid, entry, _("Next production: {good}").format(good=good)) is not None:
            set_fields(None)
            set_next(None)

    decades = decades_of(state.version)
    parts: list[ft.Control] = [
        heading(_("Next production"), size=18),
        ft.Text(_("The same table: change what moved since (a price, a worker, a quality step), then resolve."), size=13),
        ft.Row([choice_chips("next-good", _("Good produced"), good, [(g, g) for g in GOODS],
                             lambda g: (set_next({"good": g, "decade": decade}), set_fields(None))),
                labelled_dropdown("next-decade", _("Decade"), str(decade), [(str(d), _("{decade}s").format(decade=d)) for d in decades],
                                  lambda v: set_next({"good": good, "decade": int(v)}), width=160)], wrap=True),
        *table_form(board, {**shown, "good": good, "decade": decade}, lambda f: set_fields({**f, "at": view.info.version}), names,
                    state.version, advisor),
    ]
    if wrong:
        parts.append(tid("quick-problems", problems_box(wrong)))
    parts += [tid("quick-next", primary(_("Resolve the next production"), resolve_next, icon=ft.Icons.PLAY_ARROW, disabled=table is None)),
              tid("quick-mirror", mirror)]
    return ft.Column(parts, spacing=10)
