"""One value per pack's screens: `PackUI`, what the pack's screens declare; this draws the rest.

A pack's screens are one `PackUI`, named by the pack's `companion.screens` entry
point (the same name as its `companion.packs` one, companion/ui/packs.py finds
it): its mirrored table, its entry forms and the one usually next (or a step
panel of its own), the wording of its log lines, its new-game options, its
history charts, score unit and start-player label, the pools a correction names,
and pages of its own. The players, the step panel and the log titles are drawn
here the same way for every pack; a pack without screens gets `GENERIC`
(companion/ui/packs.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import flet as ft

from companion.core.registry import get_pack
from companion.ui.pack_forms import EntryForm, PackStep, state_players, titled

#: a chart of the history: (timeline field, title, test id, unit)
Chart = tuple[str, str, str, str]


@dataclass(frozen=True)
class Page:
    """A screen of the pack's own beside its games (Arkwright's "Resolve a production"), opened from the home screen."""

    path: str
    component: Callable[[], Any]
    label: str
    icon: Any
    identifier: str


def chosen(value: Any, state: Any) -> Any:
    """A declaration that is the same all game, or one that follows the state (a function of it)."""
    return value(state) if callable(value) else value


@dataclass(frozen=True, eq=False)
class PackUI:
    """What a pack's screens declare; every field is the pack's own."""

    #: (view, edit) -> the mirrored table's controls
    table: Callable[[Any, Any], list[ft.Control]]
    #: the entry forms, or state -> the forms at this point of the game
    forms: list[EntryForm] | Callable[[Any], list[EntryForm]] = field(default_factory=list)
    #: the kind of the form usually next, or state -> that kind
    suggested: str | Callable[[Any], str] = ""
    #: entry kind -> (name of a player id, entry) -> the log line's title
    titles: dict[str, Callable[[Callable[[str], str], dict], str]] = field(default_factory=dict)
    #: entry kind -> the title of the step it is (a phase's own title, "Production phase"), for a log line without words
    step_titles: dict[str, str] = field(default_factory=dict)
    #: new game: the options' controls (options, option[, players]), the set-up entry (seats, start, options)
    #: and the problems of a set-up (options, players); None: those the pack's declaration gives
    new_game_options: Callable[..., ft.Control] | None = None
    setup_entry: Callable[[list[dict], int, dict], dict] | None = None
    new_game_problems: Callable[[dict, int], list[str]] | None = None
    #: the options pre-filled (None: the pack's declared defaults)
    new_game_defaults: dict[str, Any] | None = None
    charts: list[Chart] = field(default_factory=list)
    score_unit: str = "points"
    #: the new-game label of the start player (None: no start player to choose)
    start_label: str | None = "Start player"
    #: state -> the step panel's key, so the suggested form follows the game; None: the same panel all along
    step_key: Callable[[Any], str] | None = None
    #: entry kinds kept only so stored games replay: never offered
    replay_only: tuple[str, ...] = ()
    #: (sid, view) -> the step panel, for a pack whose steps are not entry forms (None: the declared forms)
    step: Callable[..., Any] | None = None
    #: view -> id -> (name, colour) of the players (None: the state's players)
    players: Callable[[Any], dict[str, tuple[str, str]]] | None = None
    #: correction entry kind -> (question, places as (value, words)): where the pieces it adds come from
    #: (and those it removes go), one named by the players
    correction_pools: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = field(default_factory=dict)
    pages: tuple[Page, ...] = ()

    def players_of(self, view: Any) -> dict[str, tuple[str, str]]:
        return (self.players or state_players)(view)

    def table_controls(self, view: Any, edit: Any) -> list[ft.Control]:
        return self.table(view, edit)

    def log_title(self, view: Any, entry: dict) -> str | None:
        return titled(self.titles)(view, entry)

    def StepPanel(self, sid: Any, view: Any, *, key: Any = None) -> ft.Control:  # noqa: N802 - a component's name
        if self.step is not None:
            return self.step(sid, view, key=key)
        return DeclaredStep(sid, view, self, key=key)


@ft.component
def DeclaredStep(sid: Any, view: Any, screens: PackUI):
    """The step panel of a declared pack: its forms at this point, the suggested one chosen."""
    state = view.state
    key = screens.step_key(state) if screens.step_key else None
    return PackStep(sid, view, chosen(screens.forms, state), chosen(screens.suggested, state), state_players(view),
                    get_pack(view.info.pack_id).units, replay_only=screens.replay_only, key=key)
