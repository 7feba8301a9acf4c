"""The roster: the people who play, their colours, and each one's statistics."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.ui.context import use_app
from companion.ui.theme import COLOR_NAMES, player_label
from companion.ui.widgets import empty, heading, kv, labelled_dropdown, primary, secondary, tid


def color_options() -> list[tuple[str, str]]:
    return [(c, c) for c in COLOR_NAMES]


def free_color(players: list[Any]) -> str:
    """The first colour nobody in the roster uses yet."""
    taken = {p.color for p in players}
    return next((c for c in COLOR_NAMES if c not in taken), COLOR_NAMES[0])


@ft.component
def AddPlayerForm(on_added=None):
    app = use_app()
    name, set_name = ft.use_state("")
    picked, set_color = ft.use_state(None)
    roster = ft.use_memo(lambda: app.attempt(app.store.players) or [], [app.rev])
    color = picked or free_color(roster)
    error, set_error = ft.use_state(None)

    def add():
        if not name.strip():
            set_error("A name is needed")
            return
        added = app.attempt(app.store.add_player, name.strip(), color)
        if added is None:
            set_error(app.notice or "refused")
            app.clear_notice()
            return
        set_error(None)
        set_name("")
        set_color(None)
        app.changed()
        if on_added:
            on_added(added)

    return ft.Row(
        [
            ft.TextField(label="New player name", value=name, on_change=lambda e: set_name(e.control.value),
                         on_submit=lambda e: add(), error=error, width=220),
            labelled_dropdown("new-player-color", "Colour", color, color_options(), set_color, width=150),
            secondary("Add player", add, icon=ft.Icons.PERSON_ADD),
        ],
        wrap=True,
        vertical_alignment=ft.CrossAxisAlignment.START,
    )


@ft.component
def RosterRow(p: Any):
    app = use_app()
    editing, set_editing = ft.use_state(False)
    name, set_name = ft.use_state(p.name)

    def save():
        if app.ok(app.store.rename_player, p.id, name.strip()):
            set_editing(False)
            app.changed()

    def recolor(value):
        if app.ok(app.store.set_color, p.id, value):
            app.changed()

    if editing:
        return ft.Row(
            [
                ft.TextField(label="Name", value=name, on_change=lambda e: set_name(e.control.value), on_submit=lambda e: save(), width=200),
                labelled_dropdown(f"color-{p.id}", "Colour", p.color, color_options(), recolor, width=150),
                secondary("Done", save, icon=ft.Icons.CHECK),
            ],
            wrap=True,
        )
    return ft.ListTile(
        title=player_label(p.name, p.color),
        trailing=ft.Row(
            [
                ft.IconButton(ft.Icons.EDIT, tooltip=f"Rename or recolour {p.name}", on_click=lambda: set_editing(True)),
                ft.IconButton(ft.Icons.INSIGHTS, tooltip=f"Statistics of {p.name}", on_click=lambda: app.go(f"/players/{p.id}")),
            ],
            tight=True,
        ),
        on_click=lambda: app.go(f"/players/{p.id}"),
        min_height=56,
    )


@ft.component
def RosterPage():
    app = use_app()
    players = ft.use_memo(lambda: app.attempt(app.store.players) or [], [app.rev])
    return ft.ListView(
        [
            heading("Players"),
            AddPlayerForm(),
            *([RosterRow(p, key=f"p{p.id}") for p in players] or [empty("Nobody yet: add the people you play with.")]),
            secondary("Statistics of everyone", lambda: app.go("/players/all"), icon=ft.Icons.LEADERBOARD),
        ],
        spacing=8,
        padding=8,
        expand=True,
    )


def stats_card(s: Any) -> ft.Control:
    by_count = ", ".join(f"{n} players: {avg:.0f}" for n, avg in sorted((s.avg_by_player_count or {}).items()))
    nemesis = f"{s.nemesis.name} ({s.nemesis.times}×)" if getattr(s, "nemesis", None) else "–"
    victim = f"{s.favourite_victim.name} ({s.favourite_victim.times}×)" if getattr(s, "favourite_victim", None) else "–"
    name = getattr(s, "name", "") or ""
    return ft.Card(
        ft.Container(
            ft.Column(
                [
                    ft.Text(name, size=16, weight=ft.FontWeight.BOLD) if name else ft.Container(),
                    ft.Row(
                        [
                            kv("Games", str(s.games)), kv("Wins", str(s.wins)), kv("Win rate", f"{s.win_rate:.0%}"),
                            kv("Average score", f"{s.avg_score:.0f}" if s.avg_score is not None else "–"),
                            kv("Best score", str(s.best_score) if s.best_score is not None else "–"),
                        ],
                        wrap=True, spacing=20,
                    ),
                    ft.Text(f"Average by player count: {by_count or '–'}", size=13),
                    ft.Text(f"Nemesis: {nemesis} · Favourite victim: {victim}", size=13),
                ],
                spacing=6,
            ),
            padding=12,
        )
    )


@ft.component
def PlayerPage():
    app = use_app()
    pid = ft.use_route_params().get("pid", "all")
    stats = ft.use_memo(lambda: app.attempt(app.store.player_stats, None if pid == "all" else _pid(pid)) or [], [app.rev, pid])
    title = "Statistics of everyone" if pid == "all" else "Statistics"
    return ft.ListView(
        [
            ft.Row([ft.IconButton(ft.Icons.ARROW_BACK, tooltip="Back to players", on_click=lambda: app.go("/players")), heading(title)]),
            *([tid("player-stats", stats_card(s)) for s in stats] or [empty("No finished games yet.")]),
            primary("Pack statistics", lambda: app.go("/history"), icon=ft.Icons.CASINO),
        ],
        spacing=8,
        padding=8,
        expand=True,
    )


def _pid(text: str) -> Any:
    return int(text) if text.isdigit() else text
