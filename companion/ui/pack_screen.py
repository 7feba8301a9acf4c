"""One way to draw a pack's screens: the pack declares what is its own, this draws the rest.

A pack whose game is told through entry forms (`companion.ui.pack_forms`)
declares a `PackScreens` as `SCREENS` in its `companion/ui/<pack id>/screens.py`:
its ledger units, history charts, score unit and start-player label, its
mirrored table, its entry forms and the one usually next, the wording of its
log lines and its new-game options. The players, the step panel and the log
titles are drawn here the same way for every such pack, under the names
`companion.ui.packs` reads (`players_of`, `table_controls`, `StepPanel`,
`log_title`, `UNITS`, `HISTORY`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import flet as ft

from companion.ui.pack_forms import EntryForm, PackStep, state_players, titled

#: a chart of the history: (timeline field, title, test id, unit)
Chart = tuple[str, str, str, str]
#: the names `companion.ui.packs` (and the screens reading a pack UI) know, and the field each reads
NAMES = {"UNITS": "units", "HISTORY": "history", "SCORE_UNIT": "score_unit", "START_LABEL": "start_label",
         "NEW_GAME_DEFAULTS": "new_game_defaults"}


def chosen(value: Any, state: Any) -> Any:
    """A declaration that is the same all game, or one that follows the state (a function of it)."""
    return value(state) if callable(value) else value


@dataclass(frozen=True, eq=False)
class PackScreens:
    """What a pack's screens declare; every field is the pack's own."""

    #: the ledger's units, e.g. {"cash": "$"} (the pack's META.units)
    units: dict[str, str]
    #: (view, edit) -> the mirrored table's controls
    table: Callable[[Any, Any], list[ft.Control]]
    #: the entry forms, or state -> the forms at this point of the game
    forms: list[EntryForm] | Callable[[Any], list[EntryForm]]
    #: the kind of the form usually next, or state -> that kind
    suggested: str | Callable[[Any], str]
    #: entry kind -> (name of a player id, entry) -> the log line's title
    titles: dict[str, Callable[[Callable[[str], str], dict], str]]
    #: new game: the options' defaults, their controls (options, option) and the set-up entry (seats, start, options)
    new_game_options: Callable[[dict, Callable[[str, Any], None]], ft.Control]
    setup_entry: Callable[[list[dict], int, dict], dict]
    new_game_defaults: dict[str, Any] = field(default_factory=dict)
    history: list[Chart] = field(default_factory=list)
    score_unit: str = "points"
    #: the new-game label of the start player (None: no start player to choose)
    start_label: str | None = "Start player"
    #: state -> the step panel's key, so the suggested form follows the game; None: the same panel all along
    step_key: Callable[[Any], str] | None = None

    def __getattr__(self, name: str) -> Any:
        if name in NAMES:
            return getattr(self, NAMES[name])
        raise AttributeError(name)

    def players_of(self, view: Any) -> dict[str, tuple[str, str]]:
        return state_players(view)

    def table_controls(self, view: Any, edit: Any) -> list[ft.Control]:
        return self.table(view, edit)

    def log_title(self, view: Any, entry: dict) -> str | None:
        return titled(self.titles)(view, entry)

    def StepPanel(self, sid: Any, view: Any, *, key: Any = None) -> ft.Control:  # noqa: N802 - a component's name
        return DeclaredStep(sid, view, self, key=key)


@ft.component
def DeclaredStep(sid: Any, view: Any, screens: PackScreens):
    """The step panel of a declared pack: its forms at this point, the suggested one chosen."""
    state = view.state
    key = screens.step_key(state) if screens.step_key else None
    return PackStep(sid, view, chosen(screens.forms, state), chosen(screens.suggested, state), state_players(view),
                    screens.units, key=key)
