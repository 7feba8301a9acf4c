"""What a Kanban step moves on the table, in words (see `companion.core.moves`).

Per player: the productivity points marker, the Shift Bank, books, vouchers,
Seats, cars in the garages, Car Parts, Designs, the worker and the training
discs, the worker's workstation. The table's: Sandra's workstation, the Test
Track and Pace Car, Factory Goal and Demand tiles, the Recycling pool, Award
Plaques, upgrades, Car Part values, the certification order, the
Week and Production Cycle markers, Sandra and the Performance Goal cards.
"""

from __future__ import annotations

from typing import Any

from companion.core.moves import Move, MoveWords, Words, each_player, multiset, plural, transfers, values
from companion.games.kanban.design import DECK_WORDS, ROW_WORDS, words as tile_words
from companion.games.kanban.state import KanbanState


def _name(dept: str | None) -> str:
    return "beside the board" if dept is None else dept.capitalize()


def tokens(before: KanbanState, after: KanbanState) -> list[Move]:
    """Productivity points, the Shift Bank, books, vouchers and Seats of each player."""
    out = each_player(before, after, "pp", "productivity points marker",
                 lambda v: f"{v} PP")
    out += each_player(before, after, "shifts", "Shift Bank",
                  lambda v: f"{v} {plural(v, 'shift')}")
    for field, piece in (("books", "book"), ("vouchers", "voucher")):
        out += transfers(per_place(before, field, f"your {piece}s"), per_place(after, field, f"your {piece}s"),
                         lambda n, w=piece: plural(n, w))

    def seats(s: KanbanState) -> dict[Any, int]:
        got: dict[Any, int] = {}
        for p in s.players:
            got.update({(p.id, "face up at the conference table"): p.seats_up, (p.id, "face down at the conference table"): p.seats_down,
                        (p.id, "red side up at the conference table"): p.red_seats})
        return got

    return out + transfers(seats(before), seats(after), lambda n: plural(n, "Seat"))


def per_place(s: KanbanState, field: str, words: str) -> dict[Any, int]:
    return {(p.id, words): getattr(p, field) for p in s.players}


def garages(before: KanbanState, after: KanbanState) -> list[Move]:
    out: list[Move] = []
    for model in after.board.names.models:
        def slots(s: KanbanState) -> dict[Any, int]:
            return {(p.id, f"garage {k + 1}"): int(car == model) for p in s.players for k, car in enumerate(p.garages)}

        out += transfers(slots(before), slots(after), lambda n, m=model: f"{m} {plural(n, 'car')}", "the assembly line")
    return out


def parts(before: KanbanState, after: KanbanState) -> list[Move]:
    out: list[Move] = []
    for part in after.board.names.parts:
        def stored(s: KanbanState) -> dict[Any, int]:
            out = {(p.id, "your Car Part storage"): p.parts.get(part, 0) for p in s.players}
            # a followed Assembly Line: the Model's Assembly Spaces (KDE Provide Needed Parts)
            return out | {(None, f"the {m} Model's Assembly Spaces"): int(part in there) for m, there in s.assembly.items()}

        out += transfers(stored(before), stored(after), lambda n, w=part: f"{w} {plural(n, 'Car Part')}", "the warehouse")
    return out


def designs(before: KanbanState, after: KanbanState) -> list[Move]:
    out: list[Move] = []
    kinds = sorted({(d.model, d.part or "") for s in (before, after)
                    for d in [*(d for p in s.players for d in p.designs), *(d for deck in s.decks.values() for d in deck.under)]})
    for model, part in kinds:
        def desks(s: KanbanState) -> dict[Any, int]:
            out = {(p.id, "your desk"): multiset((d.model, d.part or "") for d in p.designs).get((model, part), 0)
                   for p in s.players}
            # given back under a deck (KDE Claim Cars 1), where the game follows the display
            return out | {(None, f"the bottom of {DECK_WORDS[k]}"): multiset((d.model, d.part or "") for d in deck.under).get((model, part), 0)
                          for k, deck in s.decks.items()}

        what = f"{model} Design" + (f" ({part})" if part else " (claim only)")
        out += transfers(desks(before), desks(after), lambda n, w=what: w if n == 1 else f"{w}s", "the Design display")
    return out


def workers(before: KanbanState, after: KanbanState) -> list[Move]:
    out = each_player(before, after, "department", "worker", _name)

    def discs(s: KanbanState) -> dict[Any, int]:
        return {(d.player, dept): d.stage for dept, track in s.training.items() for d in track}

    return out + values(before, after, discs, lambda key: (key[0], f"training disc in {key[1].capitalize()}"),
                        lambda v: f"desk {v}" if v else "the start")


def table(before: KanbanState, after: KanbanState) -> list[Move]:
    """Upgrades, Car Part values, the certification order, the week and cycle markers, Sandra, the Goal cards."""
    def upgrades(s: KanbanState) -> dict[Any, int]:
        return multiset((u.player, f"{model} Model, {u.part} upgrade" + (" (double)" if u.double else ""))
                        for model, ups in s.upgrades.items() for u in ups)

    out = transfers(upgrades(before), upgrades(after), lambda n: plural(n, "upgrade marker"))
    out += values(before, after, lambda s: dict(s.part_values), lambda part: (None, f"{part} value marker on the Design track"))
    names = {p.id: p.name for p in after.players}
    out += values(before, after, lambda s: {"order": tuple(s.certification_order)}, lambda _k: (None, "certification track order"),
                  lambda order: ", ".join(names.get(pid, pid) for pid in order) or "empty")
    out += values(before, after, lambda s: {"week": s.week}, lambda _k: (None, "Week marker"), lambda v: f"week {v}")
    out += values(before, after, lambda s: {"cycle": s.cycle}, lambda _k: (None, "Production Cycle marker"), lambda v: f"cycle {v}")
    out += values(before, after, lambda s: {"sandra": s.sandra}, lambda _k: (None, "Sandra"), _name)
    out += values(before, after, lambda s: {n: True for n in s.goals_on_table}, lambda n: (None, f"Performance Goal card {n}"),
                  lambda _on: "on the table", absent="the deck")
    out += values(before, after, lambda s: dict(s.meeting_pets), lambda pid: (pid, "pet project"),
                  lambda n: f"Performance Goal card {n}, face-up in front of you", absent="in your hand")
    out += values(before, after, lambda s: {g: len(pids) for g, pids in s.meeting_speakers.items()},
                  lambda g: (None, f"Seats on Performance Goal card {g}"), str)
    return out


def _station(st: Any) -> str:
    if st is None:
        return "not placed"
    if st.workstation is None:
        return f"Sandra's desk in {st.department.capitalize()}"
    side = "left" if st.workstation == 1 else "right"
    return f"the {side} workstation of {st.department.capitalize()}"


def alley(before: KanbanState, after: KanbanState) -> list[Move]:
    """Workstation Alley, Sandra's place, the Test Track and Pace Car, Factory Goal and Demand tiles, the
    Recycling pool, the warehouses and the Award Plaques (games that follow Workstation Alley)."""
    out = values(before, after, lambda s: dict(s.placed), lambda pid: (pid, "worker in Workstation Alley"), _station,
                 absent="beside the board")
    out += values(before, after, lambda s: {"at": s.sandra_at}, lambda _k: (None, "Sandra in Workstation Alley"), _station)
    out += values(before, after, lambda s: {"track": tuple(s.test_track)}, lambda _k: (None, "cars behind the Pace Car"),
                  lambda cars: ", ".join(cars) or "none")
    out += values(before, after, lambda s: {"pace": s.pace}, lambda _k: (None, "Pace Car"),
                  lambda v: f"{v} {plural(v, 'space')} past the last checkered space")
    out += values(before, after, lambda s: {(g.area, g.at_least): g.seats for g in s.factory_goals},
                  lambda key: (None, f"Seats on the Factory Goal tile {key[0]} {key[1]}"), str)
    out += values(before, after, lambda s: {k: d.model for k, d in enumerate(s.demand)},
                  lambda k: (None, f"Demand tile {k + 1}"))
    out += values(before, after, lambda s: {d.model: d.seats for d in s.demand},
                  lambda model: (None, f"Red Seats on the {model} Demand tile"), str)
    out += values(before, after, lambda s: {"pool": tuple(sorted(s.recycling))}, lambda _k: (None, "Recycling pool"),
                  lambda pool: ", ".join(pool) or "empty")
    out += values(before, after, lambda s: dict(s.warehouses), lambda part: (None, f"{part} warehouse at Logistics"),
                  lambda k: f"{k} {plural(k, 'Car Part')}")
    out += values(before, after, lambda s: dict(s.plaques), lambda dept: (None, f"Award Plaques on the {dept.capitalize()} track"), str)
    out += values(before, after, lambda s: dict(s.start_spots), lambda pid: (pid, "Certification meeple"),
                  lambda spot: f"spot {spot} of the Certification Track's 0 space", absent="left of the Certification Track")
    return out


def line(before: KanbanState, after: KanbanState) -> list[Move]:
    """The cars on the Assembly Line's spaces (games that follow the line; its Parts move with `parts`)."""
    board = after.board
    return values(before, after, lambda s: dict(s.line), lambda space: (None, board.line_space(space).name),
                  lambda car: f"a {car} car" if car else "empty")


def display(before: KanbanState, after: KanbanState) -> list[Move]:
    """The Design display's spaces and the Designs face-up on its decks (games that follow it)."""
    def shown(s: KanbanState) -> dict[Any, str]:
        out: dict[Any, str] = {(r, c): tile_words(t) for r, row in enumerate(s.display) for c, t in enumerate(row)}
        return out | {d: tile_words(deck.top) for d, deck in s.decks.items()}

    def place(k: Any) -> tuple[None, str]:
        if isinstance(k, tuple):
            return None, f"Design display, {ROW_WORDS[k[0]]}, space {k[1] + 1}"
        return None, f"the Design face-up on {DECK_WORDS[k]}"

    return values(before, after, shown, place, str)


WORDS = MoveWords(
    words=(
        Words(("players.*.pp", "players.*.shifts", "players.*.books", "players.*.vouchers", "players.*.seats_up",
               "players.*.seats_down", "players.*.red_seats"), tokens),
        Words(("players.*.department", "training"), workers),
        Words(("players.*.parts", "assembly"), parts),
        Words(("players.*.designs", "decks.*.under"), designs),
        Words(("players.*.garages",), garages),
        Words(("placed", "sandra_at", "test_track", "pace", "factory_goals", "demand", "recycling", "warehouses", "plaques",
               "start_spots"), alley),
        Words(("line",), line),
        Words(("display", "decks.*.top", "decks.*.hidden"), display),
        Words(("upgrades", "part_values", "certification_order", "week", "cycle", "sandra", "goals_on_table", "meeting_pets",
               "meeting_speakers"), table),
    ),
    keys={"training.*": "player"},
    quiet=("house_rules", "board_overrides", "mode", "final_tile", "day", "meeting_scheduled", "today", "experts_seated",
           "end_triggered", "finished", "final_breakdown", "players.*.id", "players.*.name", "players.*.color",
           "players.*.yesterday", "workstations", "exact_turns", "stood", "sandra_stood", "sandra_done", "starting", "start_first",
           "start_items", "meeting_open", "meeting_turn", "meeting_passes", "meeting_seats", "meeting_done", "unseen", "benefits",
           "printed_benefits", "start_spot_benefits", "certification_seats", "board_sides"),
)


def moves(before: KanbanState, after: KanbanState) -> list[Move]:
    return WORDS.moves(before, after)
