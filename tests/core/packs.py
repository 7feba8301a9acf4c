"""Every pack as the core sees it: a first entry and candidate entries for any state.

The candidates are meant to include entries the rules refuse and entries the
phase does not allow, so the properties of the one apply path meet all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from companion.core.registry import get_pack
from companion.games.arkwright.actions.legal import legal_actions
from tests.games.union_stockyards.factories import START


@dataclass(frozen=True)
class PackCase:
    id: str
    start: dict[str, Any]
    candidates: Callable[[Any], list[dict[str, Any]]]

    @property
    def pack(self):
        return get_pack(self.id)


def _common(state) -> list[dict[str, Any]]:
    first = state.players[0].id
    return [
        {"kind": "note", "text": "the coffee is cold", "player": first},
        {"kind": "note", "text": "who is this?", "player": "nobody"},
    ]


def arkwright(state) -> list[dict[str, Any]]:
    out = _common(state)
    current = state.current_player
    for p in state.players:
        markers = [o for o in legal_actions(state, p.id) if o["kind"] == "marker" and o["legal"]]
        for marker in markers[:3] if current is not None and p.id == current.id else markers[:1]:
            out.append({"kind": "action", "player": p.id, "marker": marker["marker"], "row": marker["row"]})
    if current is not None:
        out.append({"kind": "action", "player": current.id, "marker": "no_such_marker", "row": 1})
    out += [
        {"kind": "economy", "importer": 1, "workers": 2},
        {"kind": "economy", "importer": 0, "workers": 3},
        {"kind": "production", "demand": 2, "wage": 1},
        {"kind": "end_of_round", "defaults": True},
        {"kind": "end_of_game", "defaults": True},
        {"kind": "prep_pay"},
        {"kind": "edit", "path": "players.0.cash", "value": state.players[0].cash + 5},
        {"kind": "edit", "path": "players.0.cash", "value": -5},
        {"kind": "new_game", "seats": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}]},
    ]
    return out


def kanban(state) -> list[dict[str, Any]]:
    ids = [p.id for p in state.players]
    return _common(state) + [
        {"kind": "adjust", "player": ids[0], "amount": 2, "reason": "a car off the line"},
        {"kind": "adjust", "player": "nobody", "amount": 2, "reason": "?"},
        {"kind": "seat", "player": ids[1]},
        {"kind": "work", "player": ids[0], "department": "assembly", "workstation_shifts": 2},
        {"kind": "work", "player": ids[1], "department": "administration", "workstation_shifts": 1},
        {"kind": "end_of_day"},
        {"kind": "final_scoring"},
        {"kind": "edit", "path": "players.0.pp", "value": 3},
    ]


def union_stockyards(state) -> list[dict[str, Any]]:
    ids = [p.id for p in state.players]
    return _common(state) + [
        {"kind": "phase_one", "livestock_added": {"cattle": 1}, "union_spirit_change": 1},
        {"kind": "sale", "player": ids[0], "livestock": "hogs"},
        {"kind": "sale", "player": ids[1], "livestock": "cattle"},
        {"kind": "sale", "player": ids[1], "livestock": "cattle", "count": 9},
        {"kind": "phase_three"},
        {"kind": "phase_three", "campaign": ids[2], "party": state.board.names.parties[0]},
        {"kind": "final_scores", "scores": {i: n for n, i in enumerate(ids)}},
        {"kind": "adjust", "player": ids[2], "amount": -3, "reason": "a fine"},
    ]


def montana(state) -> list[dict[str, Any]]:
    active = state.active
    area = next(iter(state.areas))
    spec = state.board.area(area)
    return _common(state) + [
        {"kind": "place", "player": active, "area": area, "field": 1, "workers": [spec.fields[0].colour]},
        {"kind": "place", "player": active, "area": area, "field": 2, "workers": [spec.fields[1].colour]},
        {"kind": "place", "player": active, "area": "nowhere", "field": 1, "workers": ["red"]},
        {"kind": "other_turn", "player": active},
        {"kind": "other_turn", "player": next(p.id for p in state.players if p.id != active)},
        {"kind": "final_scores", "scores": {p.id: 1 for p in state.players}},
    ]


SEATS = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}, {"id": "cy", "name": "Cy", "color": "green"}]
PLAYERS = [{k: v for k, v in s.items() if k != "color"} for s in SEATS]

CASES = [
    PackCase("arkwright", {"kind": "new_game", "version": "water_frame", "seats": SEATS}, arkwright),
    PackCase("kanban", {"kind": "new_game", "players": SEATS, "mode": "nice"}, kanban),
    PackCase("union_stockyards", START, union_stockyards),
    PackCase("montana", {"kind": "new_game", "players": PLAYERS}, montana),
]
