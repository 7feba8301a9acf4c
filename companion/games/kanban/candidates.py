"""Kanban entries a player could make now, in log form (judged by the engine: `companion.core.legal`).

A game that types its departments: a day's work at each department's workstation
(each number of Shifts it prints), or, for a player already working today, more work at
today's workstation only and Sandra's turn in each department (in Testing &
Innovation also the one that calls a Meeting). A Workstation Alley game: every free
workstation to choose (the engine refuses the ones the rules forbid, with the reason),
the day's work at the workstation chosen (in Logistics also each warehouse collected, a Kanban
Order, the Parts Voucher; on a followed Assembly Line each Part provided to each Model; from a followed Design
display each Design the player may select), the Recycling trades open to the player, and
Sandra's turn. Then the Meeting's turns (`meeting_turns.candidates`: the speaker's
choices in the speaking order, New Business once everyone has passed), Red Seats
exchanged, a Seat earned, the end of the day and the Final Scoring.
"""

from __future__ import annotations

from typing import Any

from companion.games.kanban import alley, assembly, design, garages, logistics, meeting_turns, red_seats, starting
from companion.games.kanban.board import DEPARTMENTS
from companion.games.kanban.claims import design_label
from companion.games.kanban.state import KanbanState


def candidates(state: KanbanState, player: str) -> list[dict[str, Any]]:
    if state.starting:  # the starting round comes first (KDE Beginning of the Game)
        return starting.candidates(state, player) + [{"kind": "seat", "player": player}]
    rest = [*meeting_turns.candidates(state, player), *_exchange(state, player), {"kind": "seat", "player": player},
            {"kind": "end_of_day"}, {"kind": "final_scoring"}]
    if state.workstations:
        return _alley(state, player) + rest
    today = state.today.get(player)
    if today is not None:  # more of today's work: at the workstation already taken (KDE Round Overview 2)
        work = [{"kind": "work", "player": player, "department": today.department,
                 "workstation_shifts": today.shifts_available - today.banked_spent}]
    else:
        work = [
            {"kind": "work", "player": player, "department": d.id, "workstation_shifts": shifts}
            for d in state.board.departments
            for shifts in d.workstation_shifts
        ]
    work += [extra for w in work if w["department"] == "logistics" for extra in _logistics(state, player, w)]
    work += [extra for w in work if w["department"] == "administration" and "micro_manage" not in w
             for extra in _logistics(state, player, {**w, "micro_manage": "logistics"})]
    work += [extra for w in work if w["department"] == "assembly" for extra in _assembly(state, player, w)]
    work += [extra for w in work if w["department"] == "design" for extra in _design(state, player, w)]
    work += [extra for w in work if w["department"] == "testing" for extra in _testing(state, player, w)]
    work += [extra for w in work if w["department"] == "administration" and "micro_manage" not in w
             for extra in _design(state, player, {**w, "micro_manage": "design"})]
    work += [extra for w in work if w["department"] == "administration" and "micro_manage" not in w
             for extra in _assembly(state, player, {**w, "micro_manage": "assembly"})]
    # Sandra's turn in each department; in Testing & Innovation her Pace Car step may call a Meeting
    sandra = [{"kind": "sandra", "department": d.id} for d in state.board.departments]
    sandra.append({"kind": "sandra", "department": "testing", "meeting": True})
    return work + sandra + rest


def _exchange(state: KanbanState, player: str) -> list[dict[str, Any]]:
    """Red Seats exchanged for face-down Seats, one to as many as the player may (KDE Meetings)."""
    return [{"kind": "exchange_seat", "player": player, "count": k} for k in range(1, red_seats.exchangeable(state, player) + 1)]


def _logistics(state: KanbanState, player: str, work: dict[str, Any]) -> list[dict[str, Any]]:
    """Logistics work once the warehouses are followed (KDE Logistics): all a player can carry of each stocked
    warehouse, a Kanban Order adding one Part of each type, and the Logistics certification's Parts Voucher
    (requested at Logistics or from Administration micro-managing Logistics, KDE Administration, Micro-Manage)."""
    out: list[dict[str, Any]] = []
    if state.warehouses:
        free = logistics.room(state, state.player(player))
        out += [{**work, "parts_taken": {part: min(k, free)}} for part, k in state.warehouses.items() if k and free]
        out += [{**work, "kanban_order": {part: 1}} for part in state.board.names.parts if logistics.supply(state, part)]
    if state.certified(player, "logistics"):  # at Logistics and from Administration micro-managing it
        out.append({**work, "voucher_requested": True})
    return out


def _assembly(state: KanbanState, player: str, work: dict[str, Any]) -> list[dict[str, Any]]:
    """Provide Needed Parts once the Assembly Line is followed (KDE Assembly Line): each Part on the board
    to each Model that takes it, and with a Parts Voucher each Part the board lacks (from Administration
    micro-managing the Assembly Line too)."""
    if not state.line:
        return []
    p = state.player(player)
    out: list[dict[str, Any]] = []
    for model in state.board.names.models:
        for part in state.board.names.parts:
            item = assembly.Provided(model=model, part=part, voucher=not p.parts.get(part))
            if assembly.refusal(state, p, item) is None:
                out.append({**work, "provide": [item.model_dump(exclude_defaults=True)]})
    return out


def _design(state: KanbanState, player: str, work: dict[str, Any]) -> list[dict[str, Any]]:
    """Select a Design once the display is followed (KDE Design Department): each face-up Design the player
    may take (the decks' tops once Certified in Design), while the desk has a free space."""
    return [{**work, "designs_taken": [tile.model_dump()]} for tile, _words in design.choices(state, player, [])]


def _testing(state: KanbanState, player: str, work: dict[str, Any]) -> list[dict[str, Any]]:
    """Testing & Innovation once the printed benefits are followed (KDE Claim Cars 5; Upgrade a Design 1): each car
    behind the Pace Car the desk has a Design for, into each empty garage open to the player (Workstation Alley
    games, where the Test Track is followed; the Design named when the desk holds several kinds of that Model), and
    each Design with a Part upgraded (the rules then ask which empty Upgrade Space, `garages.upgrade_space`)."""
    if not state.printed_benefits:
        return []
    p = state.player(player)
    n = state.board.numbers
    out: list[dict[str, Any]] = []
    open_garages = state.capacity(p.id, "assembly", n.garages, n.garages_certified)
    empty = [k + 1 for k in range(open_garages) if p.garages[k] is None]
    for position, model in enumerate(state.test_track if state.workstations else [], start=1):
        kinds = list(dict.fromkeys(design_label(d.part) for d in p.designs if d.model == model))
        if kinds and position <= len(n.claim_costs):
            claim = {"position": position, "model": model, **({"design": kinds[0]} if len(kinds) > 1 else {})}
            out += [{**work, "claims": [{**claim, "garage": g}]} for g in empty]
    for model, part in dict.fromkeys((d.model, d.part) for d in p.designs if d.part):
        if garages.free_spaces(state, model):
            out.append({**work, "upgrades": [{"model": model, "part": part}]})
    return out


def _alley(state: KanbanState, player: str) -> list[dict[str, Any]]:
    if not alley.selection_done(state):
        return [{"kind": "select", "player": player, "department": s.department, "workstation": s.workstation}
                for dept in DEPARTMENTS for s in alley.free_workstations(state, dept)]
    out: list[dict[str, Any]] = []
    station = state.placed.get(player)
    if station is not None:
        work = {"kind": "work", "player": player, "department": station.department,
                "workstation_shifts": alley.shifts_at(state, station)}
        out.append(work)
        if station.department == "logistics":
            out += _logistics(state, player, work)
        elif station.department == "administration":  # Logistics micro-managed (KDE Administration, Micro-Manage)
            out += _logistics(state, player, {**work, "micro_manage": "logistics"})
            out += _assembly(state, player, {**work, "micro_manage": "assembly"})
            out += _design(state, player, {**work, "micro_manage": "design"})
        elif station.department == "assembly":
            out += _assembly(state, player, work)
        elif station.department == "design":
            out += _design(state, player, work)
        elif station.department == "testing":
            out += _testing(state, player, work)
    # Recycling: a Part on the board for a Part of another type in the pool
    mine = [part for part, k in state.player(player).parts.items() if k > 0 and part not in state.recycling]
    out += [{"kind": "recycle", "player": player, "give": give, "take": take} for give in mine for take in state.recycling]
    return out + [{"kind": "sandra"}]
