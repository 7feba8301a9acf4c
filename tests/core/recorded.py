"""Recorded whole games as log files (tests/fixtures/games/<pack>/*.jsonl) and what each must come to.

A recorded game is a game log as `companion new ... --log` writes it; its header
line also holds the game's expected final results and ledger totals per
player. `expected(pack_id, log)` computes them by replaying the log; the test
compares them with the header, so a changed rule shows up as a changed fixture.

The games were generated once, with the random legal player of
tests/games/arkwright/simulate.py for Arkwright and the scripted games below for the
other packs: `python -m tests.core.recorded` writes them again (review the diff).
"""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

from companion.commands.logfile import GameLog
from companion.core.ledger import totals
from companion.core.registry import get_pack

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "games"


def fixture_files() -> list[Path]:
    return sorted(FIXTURES.glob("*/*.jsonl"))


def expected(log: GameLog) -> dict:
    """The final results (rank, score, cash, winner per player) and the ledger totals per player and kind."""
    done = log.replay()
    summary = get_pack(log.pack_id).summary(done.state)
    ledger: dict[str, dict[str, int]] = defaultdict(dict)
    for (player, kind), amount in sorted(totals(done.ledger).items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
        ledger[player or "table"][kind] = amount
    return {
        "finished": summary.finished,
        "results": [r.model_dump(mode="json") for r in summary.results],
        "ledger": dict(ledger),
    }


# --- the games ------------------------------------------------------------------------------


def arkwright_game(seed: int, **config) -> list[dict]:
    from tests.games.arkwright.simulate import Config, Simulator

    sim = Simulator(seed, Config(**config))
    sim.play()
    return sim.log


def kanban_day(work: list[dict], sandra: str, *, meeting: dict | None = None) -> list[dict]:
    """One day: the players' work, Sandra's visit (with the Meeting it may bring), the end of the day."""
    visit = {"kind": "sandra", "department": sandra, "meeting": meeting is not None}
    return [*work, visit, *([{"kind": "meeting", **meeting}] if meeting else []), {"kind": "end_of_day"}]


def kanban_game() -> list[dict]:
    """Two players, Mean Sandra: work days, Sandra's visits, two Meetings with speeches, Final Scoring."""
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    ann_designs = {"kind": "work", "player": "ann", "department": "design", "workstation_shifts": 3, "train": 2, "books_gained": 1}
    bob_ships = {"kind": "work", "player": "bob", "department": "logistics", "workstation_shifts": 2, "other_shifts": 1,
                 "shifts_banked": 1}
    goals = {"kind": "seat", "count": 1, "reason": "Factory Goal"}
    first = {"pet_projects": {"ann": 29, "bob": 32}, "speeches": [{"player": "bob", "goal": 32}, {"player": "ann", "goal": 32}],
             "next_goals": [2, 15]}
    second = {"pet_projects": {"ann": 32, "bob": 29}, "speeches": [{"player": "ann", "goal": 2}, {"player": "bob", "goal": 15}]}
    log = [{"kind": "new_game", "players": players, "mode": "mean", "goals_on_table": [1, 14, 28, 31]}]
    log += kanban_day([ann_designs, bob_ships], "administration")
    log += kanban_day([{**goals, "player": "ann"}, {**goals, "player": "bob"}], "testing", meeting=first)
    log += kanban_day([], "administration")
    log += kanban_day([{**goals, "player": "bob", "count": 2}], "testing", meeting=second)
    log += kanban_day([], "administration") + kanban_day([], "administration")
    return log + [{"kind": "final_scoring"}]


def choose_workstations(now, play, day: int) -> None:
    """Workstation Alley's choosing (KDE Round Overview 1): each worker in turn takes the (day + k)-th of the
    workstations open to them; `now()` is the game as it stands after the last `play`."""
    from companion.games.kanban import alley

    k = 0
    while not alley.selection_done(now()):
        pid = alley.next_to_choose(now())
        options = alley.choices(now(), pid)
        c = options[(day + k) % len(options)]
        k += 1
        play({"kind": "select", "player": pid, "department": c.department, "workstation": c.workstation})


def kanban_alley_game() -> list[dict]:
    """Three players, Nice Sandra, Workstation Alley followed by the companion: each worker takes a workstation
    in the order of choosing; Designs taken in Design, cars rolled off the Assembly Line, claimed in Testing
    (the Pace Car calls the Meetings), training elsewhere; Sandra's turns computed; to the Final Scoring."""
    from companion.games.kanban import alley
    from companion.games.kanban.pack import PACK

    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"},
               {"id": "cy", "name": "Cy", "color": "green"}]
    log = [{"kind": "new_game", "players": players, "workstations": True, "certification_order": ["cy", "ann", "bob"],
            "goals_on_table": [1, 14, 28, 31]}]
    state = PACK.start(log[0]).state
    models = ["red", "blue", "green", "yellow", "black"]

    def play(entry: dict) -> None:
        nonlocal state
        state = PACK.apply(state, entry).state
        log.append(entry)

    def work(pid: str) -> dict:
        station = state.placed[pid]
        entry = {"kind": "work", "player": pid, "department": station.department,
                 "workstation_shifts": alley.shifts_at(state, station)}
        mine = state.player(pid)
        if station.department == "design" and len(mine.designs) < 3:
            entry["designs_taken"] = [{"model": models[state.day % 5]}]
        elif station.department == "assembly":
            entry["cars_off_line"] = [{"model": models[state.day % 5], "pp": 1 + state.day % 2}]
        elif station.department == "testing":
            wanted = {d.model for d in mine.designs}
            if state.test_track and state.test_track[0] in wanted:  # the car right behind the Pace Car: 1 Shift
                entry["claims"] = [{"position": 1, "model": state.test_track[0]}]
        if "claims" not in entry or not entry["claims"]:
            entry.pop("claims", None)
            if state.stage(pid, station.department) < 3:
                entry["train"] = 1
        return entry

    for day in range(60):
        choose_workstations(lambda: state, play, day)
        for worker in alley.working_order(state):
            play({"kind": "sandra"} if worker == alley.SANDRA else work(worker))
        if state.meeting_scheduled:
            play({"kind": "meeting", "pet_projects": {"ann": 29, "bob": 32, "cy": 27},
                  "speeches": [{"player": "cy", "goal": 32}, {"player": "ann", "goal": 32}], "next_goals": [1, 14, 28, 31]})
        play({"kind": "end_of_day"})
        if state.end_triggered:
            break
    return log + [{"kind": "final_scoring"}]


def alley_days(now, play, work, pets: dict[str, int]) -> None:
    """Workstation Alley days until the end is triggered (at most 60): the choosing, every worker's turn left to
    right (`work(pid)` the entry of a player's turn), the Meeting turn by turn as the app enters it (each pet
    project in `pets`, one Seat on card 32 while nobody has spoken on it, then passes), the end of the day."""
    from companion.games.kanban import alley, meeting_turns

    for day in range(60):
        choose_workstations(now, play, day)
        for worker in alley.working_order(now()):
            play({"kind": "sandra"} if worker == alley.SANDRA else work(worker))
        while now().meeting_scheduled and not now().meeting_done:
            pid = meeting_turns.to_speak(now())
            if pid not in now().meeting_pets:
                play({"kind": "speak", "player": pid, "pet_project": pets[pid]})
            elif not now().meeting_speakers.get("32") and meeting_turns.seats_left(now(), pid):
                play({"kind": "speak", "player": pid, "goal": 32})
            else:
                play({"kind": "meeting_pass", "player": pid})
        if now().meeting_done:
            play({"kind": "new_business", "next_goals": [1, 14, 28, 31]})
        play({"kind": "end_of_day"})
        if now().end_triggered:
            break


def turn_of(state, pid: str) -> tuple:
    """A worker's turn in the recorded games: the workstation, its Shifts, the bare `work` entry, the player."""
    from companion.games.kanban import alley

    station = state.placed[pid]
    shifts = alley.shifts_at(state, station)
    return station, shifts, {"kind": "work", "player": pid, "department": station.department,
                             "workstation_shifts": shifts}, state.player(pid)


def logistics_work(state, pid: str, entry: dict, parts: list[str]) -> int:
    """A Logistics turn of the recorded games: a Kanban Order of 2 of the day's Part while the supply has them,
    then all the player can carry of the fullest warehouse; the Shifts it uses."""
    from companion.games.kanban import logistics

    wanted = parts[state.day % len(parts)]
    if logistics.supply(state, wanted) >= 2:
        entry["kanban_order"] = {wanted: 2}
    stock = dict(state.warehouses)
    for part, k in entry.get("kanban_order", {}).items():
        stock[part] += k
    best = max(stock, key=lambda part: stock[part])
    take = min(stock[best], logistics.room(state, state.player(pid)))
    if take:
        entry["parts_taken"] = {best: take}
    return ("kanban_order" in entry) + bool(take)


def kanban_logistics_game() -> list[dict]:
    """Four players, Mean Sandra, Workstation Alley and the warehouses followed (issue 27): in Logistics a Kanban
    Order and Car Parts collected from the warehouse with the most; on the Assembly Line a Part provided and a car
    rolled off; Designs, claims and training as in the 3-player game; Sandra clears the warehouses; no pp typed."""
    from companion.games.kanban import alley
    from companion.games.kanban.pack import PACK

    players = [{"id": pid, "name": pid.capitalize(), "color": color}
               for pid, color in (("ann", "red"), ("bob", "blue"), ("cy", "green"), ("dee", "yellow"))]
    log = [{"kind": "new_game", "players": players, "mode": "mean", "workstations": True,
            "certification_order": ["dee", "cy", "ann", "bob"], "goals_on_table": [1, 14, 28, 31],
            "warehouses": {"chassis": 2, "turbo": 1, "engine": 3}}]
    state = PACK.start(log[0]).state
    models, parts = ["red", "blue", "green", "yellow", "black"], list(state.board.names.parts)

    def play(entry: dict) -> None:
        nonlocal state
        state = PACK.apply(state, entry).state
        log.append(entry)

    def work(pid: str) -> dict:
        station, shifts, entry, mine = turn_of(state, pid)
        if station.department == "logistics":
            logistics_work(state, pid, entry, parts)
        elif station.department == "design" and len(mine.designs) < 3:
            entry["designs_taken"] = [{"model": models[state.day % 5]}]
        elif station.department == "assembly":
            have = [part for part, k in mine.parts.items() if k]
            if have:
                entry["parts_used"] = {have[0]: 1}
            entry["cars_off_line"] = [{"model": models[state.day % 5], "pp": 1 + state.day % 2}]
        elif station.department == "testing":
            designs = {d.model for d in mine.designs}
            if state.test_track and state.test_track[0] in designs:
                entry["claims"] = [{"position": 1, "model": state.test_track[0]}]
        used = len(entry.get("parts_taken", {})) + ("kanban_order" in entry) + sum(entry.get("parts_used", {}).values())
        used += len(entry.get("designs_taken", [])) + len(entry.get("claims", []))
        if used < shifts and state.stage(pid, station.department) < 3:
            entry["train"] = 1
        return entry

    alley_days(lambda: state, play, work, {"ann": 29, "bob": 32, "cy": 27, "dee": 30})
    return log + [{"kind": "final_scoring"}]


def kanban_assembly_game() -> list[dict]:
    """Three players, Nice Sandra, Workstation Alley, the warehouses and the Assembly Line followed (issue 27):
    in Logistics a Kanban Order and the Car Parts of the fullest warehouse; on the Assembly Line every Part the board holds that a
    Model takes, as the rules list them (`assembly.choices`), the path the suggested one on odd days and the
    long conveyor on even days; the cars that roll off and their pp are the companion's, none typed; the fifth
    garage's benefits the suggested ones, the Demand tile drawn the first in the deck; Designs, claims and training as in the other games; to the Final Scoring."""
    from companion.core.errors import RuleError
    from companion.games.kanban import alley, assembly
    from companion.games.kanban.pack import PACK

    players = [{"id": pid, "name": pid.capitalize(), "color": color}
               for pid, color in (("ann", "red"), ("bob", "blue"), ("cy", "green"))]
    log = [{"kind": "new_game", "players": players, "workstations": True, "assembly_line": True,
            "certification_order": ["cy", "ann", "bob"], "goals_on_table": [1, 14, 28, 31], "demand": ["green", "red"],
            "warehouses": {"chassis": 2, "turbo": 1, "engine": 2, "brakes": 1}}]
    state = PACK.start(log[0]).state
    models, parts = ["red", "blue", "green", "yellow", "black"], list(state.board.names.parts)

    def play(entry: dict) -> None:
        nonlocal state
        while True:
            try:
                out = PACK.apply(state, entry)
            except RuleError:  # a Model out of cars along the path taken (the form lists along the suggested one)
                if not entry.get("provide"):
                    raise
                entry["provide"].pop()
                kept = {a: v for a, v in entry.get("answers", {}).items()
                        if not (a.startswith("line-") and int(a.split("-")[1]) > len(entry["provide"]))}
                entry.pop("answers", None)
                if kept:
                    entry["answers"] = kept
                if not entry["provide"]:
                    del entry["provide"]
                continue
            if out.pending is None:
                break
            ask = out.pending  # the rules ask (a car's path, the fifth garage, the Demand tile drawn): the table answers
            values = ask.option_values()
            pick = "long-1" if ask.id.startswith("line-") and "long-1" in values and state.day % 2 == 0 else (
                values[0] if ask.default is None else ask.default)
            entry.setdefault("answers", {})[ask.id] = pick
        state = out.state
        log.append(entry)

    def work(pid: str) -> dict:
        station, shifts, entry, mine = turn_of(state, pid)
        used = 0
        if station.department == "logistics":
            used = logistics_work(state, pid, entry, parts)
        elif station.department == "design" and len(mine.designs) < 3:
            entry["designs_taken"] = [{"model": models[state.day % 5]}]
            used = 1
        elif station.department == "assembly":
            provide: list[dict] = []
            while len(provide) < shifts:
                open_ = assembly.choices(state, pid, provide)
                pick = next(({"model": m, "part": o["part"]} for m, opts in open_.items() for o in opts
                             if not o["voucher"]), None)
                if pick is None:
                    break
                provide.append(pick)
            if provide:
                entry["provide"] = provide
            used = len(provide)
        elif station.department == "testing":
            designs = {d.model for d in mine.designs}
            if state.test_track and state.test_track[0] in designs:
                entry["claims"] = [{"position": 1, "model": state.test_track[0]}]
                used = 1
        if used < shifts and state.stage(pid, station.department) < 3:
            entry["train"] = 1
        return entry

    alley_days(lambda: state, play, work, {"ann": 29, "bob": 32, "cy": 27})
    return log + [{"kind": "final_scoring"}]


def kanban_designs_game() -> list[dict]:
    """Three players, Mean Sandra, Workstation Alley, the warehouses, the Assembly Line and the Design display followed
    (issue 27), Cy on the expert side of the Player Board, the others asked (the standard side): `factory_game`."""
    from companion.games.kanban.pack import PACK

    players = [{"id": pid, "name": pid.capitalize(), "color": color}
               for pid, color in (("ann", "red"), ("bob", "blue"), ("cy", "green"))]
    box = design_box(PACK.start({"kind": "new_game", "players": players}).state.board.names)
    setup = {"mode": "mean", "certification_order": ["bob", "cy", "ann"], "demand": ["blue", "black"],
             "warehouses": {"chassis": 2, "transmission": 2, "suspension": 2},
             "design_display": box[:8], "design_decks": {"central": box[8], "top": box[9], "bottom": box[10]},
             "board_sides": {"cy": "expert"}}
    return factory_game(players, setup, {"ann": 29, "bob": 32, "cy": 27})


def kanban_factory_2p_game() -> list[dict]:
    """Two players, Nice Sandra, the whole factory followed from the starting round on (issue 27): `factory_game`
    with the starting round played (first Bob; the spots' printed benefits given), Ann on the expert side of the
    Player Board, Bob asked (the standard side); nobody moves to Sandra's department (KDE 2-Player Rules)."""
    from companion.games.kanban.pack import PACK

    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    box = design_box(PACK.start({"kind": "new_game", "players": players}).state.board.names)
    box = box[3:] + box[:3]  # another deal than the 3-player game's
    setup = {"starting_round": True, "first_player": "bob", "demand": ["green", "yellow"],
             "warehouses": {"engine": 2, "turbo": 2, "brakes": 1, "chassis": 1},
             "design_display": box[:8], "design_decks": {"central": box[8], "top": box[9], "bottom": box[10]},
             "board_sides": {"ann": "expert"}}
    return factory_game(players, setup, {"ann": 32, "bob": 30})


def kanban_factory_4p_game() -> list[dict]:
    """Four players, Mean Sandra, the whole factory followed from the starting round on (issue 27): `factory_game`
    with the starting round played (first Dee; the spots' printed benefits given), Bob and Dee on the expert side
    of the Player Board, Ann and Cy asked (the standard side); the Seats of the Certification Track's 2nd and 4th
    spaces given (`certification_seats`, KDE Meetings)."""
    from companion.games.kanban.pack import PACK

    players = [{"id": pid, "name": pid.capitalize(), "color": color}
               for pid, color in (("ann", "red"), ("bob", "blue"), ("cy", "green"), ("dee", "yellow"))]
    box = design_box(PACK.start({"kind": "new_game", "players": players}).state.board.names)
    box = box[6:] + box[:6]  # another deal than the 2- and 3-player games'
    setup = {"mode": "mean", "starting_round": True, "first_player": "dee", "demand": ["red", "black"],
             "warehouses": {"chassis": 2, "transmission": 1, "suspension": 2, "brakes": 1},
             "design_display": box[:8], "design_decks": {"central": box[8], "top": box[9], "bottom": box[10]},
             "board_sides": {"bob": "expert", "dee": "expert"}, "certification_seats": True}
    return factory_game(players, setup, {"ann": 29, "bob": 32, "cy": 27, "dee": 30})


def design_box(names) -> list[dict]:
    """The Design tiles of the box, Model by Model for each Car Part, the claim-only ones last."""
    return [{"model": m, "part": p} for p in [*names.parts, None] for m in names.models]


def factory_game(players: list[dict], setup: dict, pets: dict[str, int]) -> list[dict]:
    """A Workstation Alley game with the warehouses, the Assembly Line, the Design display, the Award Plaques' and the
    printed benefits followed (`setup` adds to the new_game): the starting round, when played, each player in turn
    taking the spot and then the Car Part and Design the rules list (`PACK.legal`), picked by the turn; in Design the
    Designs the rules list (`design.choices`), one a day in turn and a second when the Shifts allow, the
    Well-Researched benefits and the sliding counted by the companion; claims give the Designs back to the Central deck,
    each car into the first empty garage and its printed benefit given; an upgrade in Testing when a Design's Part is
    on the board, into the Upgrade Space picked by the day, its benefit given; Sandra shuffles the Central deck;
    training to certification (to the expert's desk in Design: an Award Plaque, each benefit the first one offered);
    every Design that comes up on a deck the first one the table is offered; in Logistics and on the Assembly Line as
    in the other games (one Part, the suggested path); to the Final Scoring. No pp typed."""
    from companion.games.kanban import assembly, design, starting
    from companion.games.kanban.pack import PACK

    log = [{"kind": "new_game", "players": players, "workstations": True, "assembly_line": True,
            "goals_on_table": [1, 14, 28, 31], "benefits": True, "printed_benefits": True, **setup}]
    state = PACK.start(log[0]).state
    parts = list(state.board.names.parts)

    def play(entry: dict) -> None:
        nonlocal state
        out = PACK.apply(state, entry)
        while out.pending is not None:  # the rules ask (a Design come up, a car's path, a benefit): the suggestion,
            ask = out.pending  # and an Upgrade Space by the day: on odd days the third empty one (a benefit there)
            values = ask.option_values()
            entry.setdefault("answers", {})[ask.id] = values[min(2, len(values) - 1)] if ask.id.startswith(
                "upgrade-space-") and state.day % 2 else (values[0] if ask.default is None else ask.default)
            out = PACK.apply(state, entry)
        log.append(entry)
        state = out.state

    turn = 0
    while (now := starting.next_to_start(state)) is not None:  # the starting round (KDE Beginning of the Game)
        offered = [c.entry for c in PACK.legal(state, now[1]) if c.legal and c.entry["kind"] == f"start_{now[0]}"]
        play(dict(offered[(turn * 5 + 1) % len(offered)]))
        turn += 1

    def work(pid: str) -> dict:
        station, shifts, entry, mine = turn_of(state, pid)
        used = logistics_work(state, pid, entry, parts) if station.department == "logistics" else 0
        if station.department == "design":
            taken: list[dict] = []
            while used < min(shifts, 2) and len(mine.designs) + len(taken) < 3:
                open_ = design.choices(state, pid, taken)
                if not open_:
                    break
                taken.append(open_[(state.day + used) % len(open_)][0].model_dump())
                used += 1
            if taken:
                entry["designs_taken"] = taken
        elif station.department == "assembly":
            open_ = assembly.choices(state, pid, [])
            pick = next(({"model": m, "part": o["part"]} for m, opts in open_.items() for o in opts if not o["voucher"]), None)
            if pick:
                entry["provide"] = [pick]
                used = 1
        elif station.department == "testing":
            back = sorted((d for d in mine.designs if state.test_track and d.model == state.test_track[0]),
                          key=lambda d: d.part is not None)
            if back:  # a claim-only Design goes back first
                entry["claims"] = [{"position": 1, "model": back[0].model, "design": back[0].part or "claim only"}]
                used = 1
            up = next((d for d in mine.designs if d.part and mine.parts.get(d.part) and (not back or d != back[0])), None)
            if up is not None and used < shifts:
                entry["upgrades"] = [{"model": up.model, "part": up.part}]
                used += 1
        if used < shifts and state.stage(pid, station.department) < (5 if station.department == "design" else 3):
            entry["train"] = 1  # to the expert's desk in Design: an Award Plaque
        return entry

    alley_days(lambda: state, play, work, pets)
    return log + [{"kind": "final_scoring"}]


def montana_game(seed: int = 4) -> list[dict]:
    """Three players: goods-field turns and contractor rounds drawn at random among the legal ones, then the scores."""
    from companion.games.montana.pack import PACK
    from companion.games.montana.forms import field_choices

    rng = random.Random(seed)
    players = [{"id": "red", "name": "Red", "color": "red"}, {"id": "blue", "name": "Blue", "color": "blue"},
               {"id": "green", "name": "Green", "color": "green"}]
    log = [{"kind": "new_game", "players": players, "pumpkins": 1}]
    state = PACK.start(log[0]).state
    for _ in range(30):
        choices = field_choices(state)
        if choices and rng.random() < 0.7:
            c = rng.choice(choices)
            entry = {"kind": "place", "player": state.active, "area": c["area"], "field": c["field"],
                     "workers": rng.choice(c["workers"])}
        else:
            moves: list[dict] = []
            entry = {"kind": "contractors", "player": state.active, "moves": moves}
            out = PACK.apply(state, entry)
            while out.pending is not None:
                moves.append(rng.choice(out.pending.options).value)
                out = PACK.apply(state, entry)
        state = PACK.apply(state, entry).state
        log.append(entry)
    log.append({"kind": "final_scores", "scores": {"red": 30, "blue": 41, "green": 30}})
    return log


def stockyards_game() -> list[dict]:
    """Three players, six years: livestock arrives, sales at the margins, the year ends; then the scores."""
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"},
               {"id": "cy", "name": "Cy", "color": "green"}]
    log = [{"kind": "new_game", "players": players, "cash": 10, "union_spirit": 3,
            "prices": {"cattle": 8, "hogs": 6, "sheep": 5}, "meat_values": {"cattle": 12, "hogs": 6, "sheep": 3}}]
    sellers = ["ann", "bob", "cy"]
    for year in range(6):
        log.append({"kind": "phase_one", "livestock_added": {"cattle": 1, "hogs": 2, "sheep": 1}})
        log.append({"kind": "sale", "player": sellers[year % 3], "livestock": "hogs", "count": 1})
        log.append({"kind": "phase_three"})
    log.append({"kind": "final_scores", "scores": {"ann": 40, "bob": 40, "cy": 31}, "tiebreakers": {"ann": [5], "bob": [7], "cy": [0]}})
    return log


def stockyards_placement_game(seed: int = 7) -> list[dict]:
    """Three players following the whole year: six Phase Is with Year cards (a strike among them), every
    worker placed from the legal placements, Campaign deciding Phase III; then the scores."""
    from companion.games.union_stockyards.pack import PACK
    from companion.games.union_stockyards.placement import campaigner, to_place

    rng = random.Random(seed)
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"},
               {"id": "cy", "name": "Cy", "color": "green"}]
    log = [{"kind": "new_game", "players": players, "cash": 10, "workers": 2, "union_spirit": 3,
            "prices": {"cattle": 8, "hogs": 6, "sheep": 5}, "meat_values": {"cattle": 12, "hogs": 8, "sheep": 6}}]
    state = PACK.start(log[0]).state
    for card in ["unrest", "contract", "drought", "rail_strike", "fair", "calm"]:
        entries = [{"kind": "phase_one", "card": card}]
        state = PACK.apply(state, entries[0]).state
        while (who := to_place(state)) is not None:
            entry = rng.choice([c.entry for c in PACK.legal(state, who) if c.legal and c.entry["kind"] == "place"])
            state = PACK.apply(state, entry).state
            entries.append(entry)
        end = {"kind": "phase_three", **({"party": rng.choice(state.board.names.parties)} if campaigner(state) else {})}
        state = PACK.apply(state, end).state
        log += [*entries, end]
    return log + [{"kind": "final_scores", "scores": {"ann": 35, "bob": 42, "cy": 28}}]


def stockyards_works_game(seed: int = 11) -> list[dict]:
    """Two players with their own numbers of workers (3 and 2) following the whole year: every worker placed
    from the legal placements, a building or a labor contract whenever one is allowed; a tie for the win."""
    from companion.games.union_stockyards.pack import PACK
    from companion.games.union_stockyards.placement import campaigner, to_place

    rng = random.Random(seed)
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    log = [{"kind": "new_game", "players": players, "cash": 12, "workers": {"ann": 3, "bob": 2}, "union_spirit": 2,
            "prices": {"cattle": 8, "hogs": 6, "sheep": 5}, "meat_values": {"cattle": 12, "hogs": 8, "sheep": 6}}]
    state = PACK.start(log[0]).state
    for card in ["calm", "fair", "unrest", "drought", "expansion", "contract"]:
        entries = [{"kind": "phase_one", "card": card}]
        state = PACK.apply(state, entries[0]).state
        while (who := to_place(state)) is not None:
            allowed = [c.entry for c in PACK.legal(state, who) if c.legal and c.entry["kind"] == "place"]
            works = [e for e in allowed if e.get("building") or e.get("contract")]
            entry = rng.choice(works if works and rng.random() < 0.6 else allowed)
            state = PACK.apply(state, entry).state
            entries.append(entry)
        end = {"kind": "phase_three", **({"party": rng.choice(state.board.names.parties)} if campaigner(state) else {})}
        state = PACK.apply(state, end).state
        log += [*entries, end]
    return log + [{"kind": "final_scores", "scores": {"ann": 33, "bob": 33}}]


GAMES = {
    "arkwright/water_frame_4p_noblesse_oblige.jsonl": ("arkwright", lambda: arkwright_game(
        1, version="water_frame", players=4, expansion=True, setup="predetermined")),
    "arkwright/spinning_jenny_3p.jsonl": ("arkwright", lambda: arkwright_game(
        2, version="spinning_jenny", players=3, expansion=False, setup="predetermined")),
    "arkwright/water_frame_2p.jsonl": ("arkwright", lambda: arkwright_game(
        3, version="water_frame", players=2, expansion=False, setup="predetermined")),
    "arkwright/spinning_mule_3p.jsonl": ("arkwright", lambda: arkwright_game(
        4, version="spinning_mule", players=3, expansion=False, setup="free")),
    "arkwright/water_frame_stock_exchange_3p.jsonl": ("arkwright", lambda: arkwright_game(
        6, version="water_frame", players=3, expansion=False, setup="predetermined", stock_exchange=True)),
    "arkwright/water_frame_extra_events_4p.jsonl": ("arkwright", lambda: arkwright_game(
        7, version="water_frame", players=4, expansion=False, setup="free", extra_events=True)),
    "arkwright/water_frame_self_actor_4p.jsonl": ("arkwright", lambda: arkwright_game(33, version="water_frame", players=4, setup="free", self_actor=(
        "steam_power", "bonus_markers", "competition", "reorganization", "tiles"))),
    # written by log format 2 (Sandra's departments and the Meetings typed); kept as written: an old log replays
    "kanban/mean_sandra_2p.jsonl": ("kanban", kanban_game),
    "kanban/workstation_alley_3p.jsonl": ("kanban", kanban_alley_game),
    "kanban/workstation_logistics_4p.jsonl": ("kanban", kanban_logistics_game),
    "kanban/workstation_assembly_3p.jsonl": ("kanban", kanban_assembly_game),
    "kanban/workstation_designs_3p.jsonl": ("kanban", kanban_designs_game),
    "kanban/workstation_factory_2p.jsonl": ("kanban", kanban_factory_2p_game),
    "kanban/workstation_factory_4p.jsonl": ("kanban", kanban_factory_4p_game),
    "montana/three_players.jsonl": ("montana", montana_game),
    "union_stockyards/six_years_3p.jsonl": ("union_stockyards", stockyards_game),
    # written by log format 1 (Build and Labor Contract done at the table); kept as written: an old log replays
    "union_stockyards/six_years_placements_3p.jsonl": ("union_stockyards", stockyards_placement_game),
    "union_stockyards/buildings_own_workers_2p.jsonl": ("union_stockyards", stockyards_works_game),
}


def write_all(only: list[str] | None = None) -> None:  # pragma: no cover - run by hand: python -m tests.core.recorded [NAME...]
    for name, (pack_id, play) in GAMES.items():
        if only and name not in only:
            continue
        log = GameLog(str(FIXTURES / name), pack_id, [])
        for entry in play():
            log.add(entry)
        log.extra = {"expected": expected(log)}
        log.write()
        print(f"{name}: {len(log.steps)} entries")


if __name__ == "__main__":  # pragma: no cover
    import sys

    write_all(sys.argv[1:])
