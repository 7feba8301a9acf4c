"""The roster: the people who play, their colours, and each one's statistics."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.ui.context import use_app
from companion.ui.statistics import EVERY, pack_filter, stats_card, variant_filter, variant_named, variants_of
from companion.ui.theme import COLOR_NAMES, colour_word, player_label
from companion.ui.widgets import TextInput, heading, labelled_dropdown, listed, page, primary, secondary
from companion.ui.words import _


def color_options() -> list[tuple[str, str]]:
    return [(c, colour_word(c)) for c in COLOR_NAMES]


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
    # the text as last typed: a tap on Add that reaches the server before the re-render of the last keystroke
    # runs the handler of the render before, whose `name` is older (seen: "A name is needed" with the name typed)
    latest = ft.use_ref(name)

    def typed(text: str) -> None:
        latest.current = text
        set_name(text)

    def add():
        name = latest.current or ""
        if not name.strip():
            set_error(_("A name is needed"))
            return
        added = app.attempt(app.store.add_player, name.strip(), color)
        if added is None:
            set_error(app.notice or _("refused"))
            app.clear_notice()
            return
        set_error(None)
        latest.current = ""
        set_name("")
        set_color(None)
        app.changed()
        if on_added:
            on_added(added)

    return ft.Row(
        [
            TextInput(_("New player name"), name, typed, on_submit=lambda e: add(), error=error, width=220),
            labelled_dropdown("new-player-color", _("Colour"), color, color_options(), set_color, width=150),
            # nothing to add until a name is typed: the button lights up once the app has the name, so a tap never
            # reaches the app ahead of the text (Enter on an empty field still says a name is needed)
            secondary(_("Add player"), add, icon=ft.Icons.PERSON_ADD, disabled=not name.strip()),
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
                TextInput(_("Name"), name, set_name, on_submit=lambda e: save(), width=200),
                labelled_dropdown(f"color-{p.id}", _("Colour"), p.color, color_options(), recolor, width=150),
                secondary(_("Done"), save, icon=ft.Icons.CHECK),
            ],
            wrap=True,
        )
    return ft.ListTile(
        title=player_label(p.name, p.color),
        trailing=ft.Row(
            [
                # renaming and recolouring are the host's (companion.ui.guest refuses them for guests too)
                *([ft.IconButton(ft.Icons.EDIT, tooltip=_("Rename or recolour {name}").format(name=p.name), on_click=lambda: set_editing(True))]
                  if app.is_host else []),
                ft.IconButton(ft.Icons.INSIGHTS, tooltip=_("Statistics of {name}").format(name=p.name), on_click=lambda: app.go(f"/players/{p.id}")),
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
    return page([
        heading(_("Players")),
        AddPlayerForm(),
        *listed([RosterRow(p, key=f"p{p.id}") for p in players], _("Nobody yet: add the people you play with.")),
        secondary(_("Statistics of everyone"), lambda: app.go("/players/all"), icon=ft.Icons.LEADERBOARD),
    ])


@ft.component
def PlayerPage():
    """A player's (or everyone's) record, of every game or one pack, and, as in History, of every variant or one
    (the variants of the finished games of the pack chosen; the store counts them: `player_stats` of a variant)."""
    app = use_app()
    pid = ft.use_route_params().get("pid", "all")
    pack_id, set_pack = ft.use_state(None)
    chosen, set_variant = ft.use_state(EVERY)
    finished = ft.use_memo(lambda: app.attempt(app.store.sessions, status="finished", pack_id=pack_id) or [],
                           [app.rev, pack_id])
    present = variants_of(finished)
    variant = chosen if chosen in present else EVERY  # a variant of another pack than the one chosen: none
    stats = ft.use_memo(lambda: app.attempt(app.store.player_stats, None if pid == "all" else _pid(pid), pack_id,
                                            variant or None) or [],
                        [app.rev, pid, pack_id, variant])
    title = _("Statistics of everyone") if pid == "all" else _("Statistics")
    return page([
        ft.Row([ft.IconButton(ft.Icons.ARROW_BACK, tooltip=_("Back to players"), on_click=lambda: app.go("/players")), heading(title)]),
        pack_filter(pack_id, set_pack),
        *([variant_filter("stats-variant", variant, present, set_variant)] if len(present) > 1 else []),
        *listed([stats_card(s, pack_id, variant_named(variant, present)) for s in stats], _("No finished games yet.")),
        primary(_("Pack statistics"), lambda: app.go("/history"), icon=ft.Icons.CASINO),
    ])


def _pid(text: str) -> Any:
    return int(text) if text.isdecimal() else text
