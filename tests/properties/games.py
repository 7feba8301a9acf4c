"""The packs played by tests/properties/walk.py: their set-ups, what the ledger must account for
after every entry, and what the table reports (cards revealed, scores counted by hand).

Kanban (KDE), Union Stockyards (seed 002) and Montana (seed 004), each in every way a table can
follow it: Kanban typing its departments or following Workstation Alley, in nice and mean mode;
Union Stockyards as a year keeper or following the worker placement. Arkwright is walked by its own
simulator (tests/games/arkwright/simulate.py) with its turns drawn from legal(): test_legal_walks.py.
"""

from __future__ import annotations

import random
from typing import Any

from companion.core.pack import Outcome
from companion.games.kanban.pack import PACK as KANBAN
from companion.games.montana.pack import PACK as MONTANA
from companion.games.union_stockyards.pack import PACK as STOCKYARDS
from tests.properties.walk import Game

SEATS = [("ann", "Ann", "red"), ("bob", "Bob", "blue"), ("cy", "Cy", "green"), ("di", "Di", "yellow")]


def seats(rng: random.Random, low: int, high: int) -> list[dict]:
    return [{"id": i, "name": n, "color": c} for i, n, c in SEATS[: rng.randint(low, high)]]


def moved(before: Any, out: Outcome, pid: str, kind: str) -> int:
    return sum(e.amount for e in out.ledger if e.player == pid and e.kind == kind)


# --- Kanban: Driver's Edition ----------------------------------------------------------


def kanban_setup(mode: str, workstations: bool):
    def setup(rng: random.Random) -> dict:
        entry = {"kind": "new_game", "players": seats(rng, 2, 4), "mode": mode, "workstations": workstations}
        board = KANBAN.start(entry).state.board
        goals = [g.number for g in board.performance_goals]
        entry["goals_on_table"] = rng.sample(goals, 2)
        if workstations:  # the Recycling pool, the Demand tiles and the warehouses laid out (KDE Setup 4, 14, 16)
            entry["recycling"] = rng.sample(list(board.names.parts), 3)
            entry["demand"] = rng.sample(list(board.names.models), 2)
            card = [rng.choice(list(board.names.parts)) for _ in range(board.numbers.kanban_order_symbols)]
            entry["warehouses"] = {part: card.count(part) for part in set(card)}
            entry["assembly_line"] = True  # the Assembly Line followed (KDE Setup 12)
            entry["benefits"] = True  # the Award Plaques' and the Certification Track's benefits
            entry["printed_benefits"] = True  # the garages' and the Upgrade Spaces' (KDE Claim Cars 5, Upgrade a Design 1)
            entry["board_sides"] = {entry["players"][0]["id"]: "expert"}  # the first seat's side (KDE Setup 2.A)
            tiles = [{"model": m, "part": part} for m in board.names.models for part in [*board.names.parts, None]]
            dealt = rng.sample(tiles, 2 * board.display.spaces_per_row + 3)  # the Design display (KDE Setup 18-19)
            entry["design_display"] = dealt[:-3]
            entry["design_decks"] = dict(zip(("central", "top", "bottom"), dealt[-3:]))
        return entry

    return setup


def accounted(field: str, kind: str):
    """A check: every change of each player's `field` is a ledger line of `kind`; it never goes below 0."""

    def check(before: Any, out: Outcome) -> None:
        for p in before.players:
            now = getattr(out.state.player(p.id), field)
            assert now - getattr(p, field) == moved(before, out, p.id, kind), f"{p.id}: {field} change not in the ledger"
            assert now >= 0

    return check


#: every pp a player gains or loses is a ledger line; nobody goes below 0 pp (KDE Productivity)
kanban_check = accounted("pp", "score")


def kanban_reports(state: Any, rng: random.Random) -> list[dict]:
    """A whole Meeting at once (the `meeting` entry of stored games), once the Pace Car called one and no
    turn of it has been entered: the pet projects and next goals the table reveals, and now and then a
    speech (the rules may refuse it: then the walk tries again)."""
    if not state.meeting_scheduled or state.meeting_open or state.meeting_done or rng.random() < 0.6:
        return []  # mostly the Meeting's turns from legal(); now and then the whole Meeting as older games stored it
    cards = [g.number for g in state.board.performance_goals]
    pets = {p.id: rng.choice(cards) for p in state.players}
    speeches = []
    speakers = [p.id for p in state.players if p.seats_up]
    if speakers and rng.random() < 0.7:
        speeches.append({"player": rng.choice(speakers), "goal": rng.choice([*state.goals_on_table, *pets.values()])})
    return [{"kind": "meeting", "pet_projects": pets, "speeches": speeches, "next_goals": rng.sample(cards, 2)}]


def kanban_work(state: Any, entry: dict, rng: random.Random) -> dict | None:
    """A day's work that does something (KDE departments): training, Car Parts collected in Logistics,
    Shifts banked; the rules refuse what the day's Shifts cannot pay (then the bare day is entered)."""
    if entry["kind"] != "work":
        return None
    out = {**entry, "train": rng.choice([0, 1, 1, 2]), "shifts_banked": rng.choice([0, 1])}
    if entry["department"] == "logistics":
        parts = list(state.board.names.parts)
        out["parts_taken"] = {part: 1 for part in rng.sample(parts, rng.choice([1, 2]))}
    return out


def kanban(mode: str, workstations: bool) -> Game:
    # a Workstation Alley day takes every worker's turn in order (KDE Round Overview 2): longer walks
    return Game(f"kanban-{mode}-{'alley' if workstations else 'typed'}", KANBAN, kanban_setup(mode, workstations),
                kanban_check, reports=kanban_reports, max_entries=800 if workstations else 400, weights=(("seat", 0.1),),
                details=kanban_work)


# --- Union Stockyards ---------------------------------------------------------------------


def stockyards_setup(workers: int):
    def setup(rng: random.Random) -> dict:
        return {
            "kind": "new_game", "players": seats(rng, 2, 4), "cash": rng.randint(5, 20), "union_spirit": rng.randint(0, 5),
            "prices": {"cattle": rng.randint(6, 10), "hogs": rng.randint(4, 8), "sheep": rng.randint(3, 7)},
            "meat_values": {"cattle": rng.randint(8, 14), "hogs": rng.randint(5, 9), "sheep": rng.randint(2, 6)},
            "yard": {"cattle": rng.randint(0, 3), "hogs": rng.randint(0, 3), "sheep": rng.randint(0, 3)},
            "workers": workers,
        }

    return setup


#: every dollar a player pays or earns is a ledger line (US Market terms); cash never below 0
stockyards_check = accounted("cash", "cash")


def hand_scores(state: Any, rng: random.Random) -> list[dict]:
    """The final scores the table counts itself (US Game length; Montana's end is the table's word)."""
    return [{"kind": "final_scores", "scores": {p.id: rng.randint(0, 60) for p in state.players}}]


def stockyards(workers: int) -> Game:
    def reports(state: Any, rng: random.Random) -> list[dict]:
        return hand_scores(state, rng) if state.phase == "III" and not state.finished else []

    label = "placement" if workers else "year-keeper"
    return Game(f"union_stockyards-{label}", STOCKYARDS, stockyards_setup(workers), stockyards_check, reports=reports,
                max_entries=300)


# --- Montana ------------------------------------------------------------------------------


def montana_setup(rng: random.Random) -> dict:
    return {"kind": "new_game", "players": seats(rng, 2, 4)[:3]}


def workers_owned(state: Any) -> dict[tuple[str, str], int]:
    return {(p.id, c): p.workers.get(c, 0) + state.placed(p.id).get(c, 0) for p in state.players for c in state.board.start.workers}


def montana_check(before: Any, out: Outcome) -> None:
    """Silver and goods move only with a ledger line; no worker appears or vanishes (MT goods fields)."""
    for p in before.players:
        after = out.state.player(p.id)
        assert after.silver - p.silver == moved(before, out, p.id, "cash")
        held = lambda x: sum(x.goods.values()) + x.pumpkins  # noqa: E731
        assert held(after) - held(p) == moved(before, out, p.id, "goods")
    assert workers_owned(out.state) == workers_owned(before)


def montana_answer(entry: dict, question: Any, value: Any) -> None:
    """The contractor round is one entry holding its moves in order (MT contractor round)."""
    entry.setdefault("moves", []).append(value)


#: Montana's seed names no end: the table ends it; a walk plays this many turns, then the scores
MONTANA_TURNS = 30


def montana() -> Game:
    def reports(state: Any, rng: random.Random) -> list[dict]:
        return hand_scores(state, rng) if state.turn >= MONTANA_TURNS and not state.finished else []

    return Game("montana", MONTANA, montana_setup, montana_check, reports=reports, answer=montana_answer, max_entries=200)


GAMES = [kanban("nice", False), kanban("mean", False), kanban("nice", True), kanban("mean", True),
         stockyards(0), stockyards(2), montana()]
