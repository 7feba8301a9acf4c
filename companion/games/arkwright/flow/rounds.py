"""The end of round phase (Water Frame 6.0, Spinning Jenny 6.0).

In the rulebook's order:
I.   action markers return to their owners;
II.  ship crews and warehouse workers are paid at the current wage (an Opium
     War of the previous round then sinks a ship of each owner), and may be
     fired; the previous event's delayed effects end; the event marker is
     revealed and resolved; Broker owners trade (never at the End of Game);
III. the least valuable portfolio (or Charisma) names the new start player;
IV.  factories of the level the next decade lists become obsolete;
then the next decade's first economy phase — or, after the End of Game event,
the final stock exchange (flow/scoring.py).
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.decisions import Answers
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.games.arkwright import phases
from companion.games.arkwright.actions import reorganization
from companion.games.arkwright.flow import events, exchange, harbor
from companion.games.arkwright.flow.common import next_decade, outcome_of, start_decade
from companion.games.arkwright.flow.obsolescence import make_obsolete
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION = "Water Frame 6.0"
SECTION_MARKERS = "Water Frame 6.I"


class EndOfRoundInput(Model):
    """The end of a decade: the revealed event (Water Frame) and the players' answers."""

    kind: Literal["end_of_round"] = "end_of_round"
    #: the event marker revealed (an id of data/events.toml); may be left out when the schedule knows it
    event: str | None = None
    #: the variant of an extra event per decade (Player's Book 1.9): the marker on top, revealed first
    extra_event: str | None = None
    answers: dict[str, Any] = {}
    #: answer every question that has a default (keep workers, no Broker trades) without asking
    defaults: bool = False


def apply_end_of_round(state: ArkwrightState, entry: EndOfRoundInput) -> Outcome:
    ask = Answers(entry.answers, defaults=entry.defaults)
    extra = events.revealed_extra_event(state, entry.extra_event, ask)
    if extra is None:
        event = events.revealed_event(state, entry.event, ask)
    t = Table.working(state, ask)
    s = t.state
    t.ledger.remark(None, "arkwright.decade_ends", SECTION, decade=s.decade)
    return_action_markers(t)
    if s.version == "water_frame":
        harbor.pay_harbor_workers(t)
        if s.opium_war:
            harbor.opium_war_losses(t, ask)
            s.opium_war = False
        harbor.fire_harbor_workers(t, ask)
    events.expire(t)
    if extra is not None:  # the extra marker lies on top: it is revealed and resolved first (rules_notes/flow.md)
        events.resolve(t, extra, ask, extra=True)
        event = events.revealed_event(s, entry.event, ask)
    if event is not None:
        events.resolve(t, event, ask)
    if s.phase == "end_of_game":
        return outcome_of(t, ask)
    exchange.broker_exchange(t, ask)
    phases.choose_start_player_at_end_of_round(t, ask)
    following = next_decade(s)
    assert following is not None  # the last decade always ends with the End of Game event
    make_obsolete(t, following)
    start_decade(t, following, "Water Frame 6.IV")
    return outcome_of(t, ask)


def return_action_markers(t: Table) -> None:
    reorganization.flip_used(t)  # Self-Actor: a used Reorganization marker turns dark (Player's Book 3.2)
    for p in t.state.players:
        if p.placed:
            t.ledger.remark(p.id, "arkwright.markers_back", SECTION_MARKERS, name=p.name, count=len(p.placed))
            p.placed = []
