"""Kanban's ledger lines in English: message code -> template (see companion/core/messages.py).

The rules write `ledger.record(player, kind, amount, "kanban.<code>", section, **params)` (or
`remark` for a note; `productivity.add_pp` for pp); the words are here and only here. A second
language would be a second module like this one, with the same codes. Department, Model and
Part names, Sandra's tasks and the goal texts are the board's names (board data), passed as
parameters; `{why:msg}` and the like nest another line of this catalog.
"""

from __future__ import annotations

from companion.core.edit import ValueWords, each_counted, listed, whole
from companion.core.messages import items, rows
from companion.core.moves import plural
from companion.core.wording import said
from companion.games.kanban.factory_goals import WORDS as AREAS
from companion.games.kanban.measures import MEASURE_LABELS


def _listed(value: object) -> str:
    return ", ".join(items(value))


def _demand_tiles(value: object) -> str:
    return ", ".join(f"{model} ({seats} Red {plural(int(seats), 'Seat')})" for model, seats in rows(value))


def _goal_tiles(value: object) -> str:
    return ", ".join(f"{at_least} {area} ({seats} {plural(int(seats), 'Seat')})" for at_least, area, seats in rows(value))


def _parts(value: object) -> str:
    """Car Parts by count: "2 chassis, 1 turbo" (none: "none")."""
    return ", ".join(f"{k} {part}" for k, part in rows(value)) or "none"


WORDS = {
    "list": _listed,
    "parts": _parts,
    "demand": _demand_tiles,
    "goals": _goal_tiles,
    "measure": lambda key: MEASURE_LABELS[str(key)],
    "area": lambda key: AREAS[str(key)],
}


def _seats(n: object) -> str:
    return said("kanban", "{n:count/Seat}", n=whole(n))


#: the words of a corrected value (core/edit.py): "Ann's pp corrected to 12 PP"
VALUES = ValueWords({
    "players.*.pp": lambda pp: said("kanban", "{pp} PP", pp=whole(pp)),
    "players.*.shifts": lambda n: said("kanban", "{n:count/Shift}", n=whole(n)),
    "players.*.books": lambda n: said("kanban", "{n:count/book}", n=whole(n)),
    "players.*.vouchers": lambda n: said("kanban", "{n:count/voucher}", n=whole(n)),
    "players.*.seats_up": _seats,
    "players.*.seats_down": _seats,
    "players.*.red_seats": lambda n: said("kanban", "{n:count/Red Seat}", n=whole(n)),
    "players.*.parts": each_counted(lambda n, kind: said("kanban", "{n} {kind:term} {n:noun/Car Part}", n=n, kind=kind)),
    "players.*.garages": lambda cars: listed(tuple(said("kanban", "{car:term} car", car=car) if car else said("kanban", "empty")
                                                   for car in cars)),
    "part_values.*": lambda value: said("kanban", "value {n}", n=whole(value)),
    "day": lambda day: said("kanban", "day {n}", n=whole(day)),
    "week": lambda week: said("kanban", "week {n}", n=whole(week)),
    "cycle": lambda cycle: said("kanban", "Production Cycle {n}", n=whole(cycle)),
}, fields={"players.*.pp": lambda _seat: said("kanban", "pp"),
           "players.*.shifts": lambda _seat: said("kanban", "shifts"),
           "players.*.books": lambda _seat: said("kanban", "books"),
           "players.*.vouchers": lambda _seat: said("kanban", "vouchers"),
           "players.*.seats_up": lambda _seat: said("kanban", "seats up"),
           "players.*.seats_down": lambda _seat: said("kanban", "seats down"),
           "players.*.red_seats": lambda _seat: said("kanban", "red seats"),
           "players.*.garages": lambda _seat: said("kanban", "garages"),
           "day": lambda: said("kanban", "day"), "week": lambda: said("kanban", "week"),
           "cycle": lambda: said("kanban", "cycle"),
           "players.*.parts": lambda _seat: said("kanban", "Car Parts"),
           "part_values.*": lambda part: said("kanban", "{part:term} value", part=part)})

MESSAGES: dict[str, str] = {
    # set up (setup.py)
    "new_game": "new game for {count} players with {mode:msg} Sandra; every pp disc on {start}",
    "mode_nice": "Nice",
    "mode_mean": "Mean",
    "demand_tiles": "Demand tiles: {tiles:demand}",
    "recycling_pool": "the Recycling pool: {pool:list}",
    "factory_laid_out": "Factory Goals: {tiles:goals}; {plaques} Award Plaques per training track; the Test Track holds {cars} cars",
    "start_round": "the starting round: from {name} clockwise, each player puts the Certification meeple on a spot of the Track's 0 space",
    "start_spot": "takes spot {spot} of {spots} on the Certification Track's 0 space and its printed benefit (at the table)",
    "start_spot_here": "takes spot {spot} of {spots} on the Certification Track's 0 space",
    "start_spot_benefit": "spot {spot}'s benefit: {benefit:msg} (the spots' benefits are printed on the board, not in the rulebook: if yours differ, correct the board values)",
    "start_spot_none": "spot {spot} depicts no benefit",
    "seat_start_spot": "spot {spot}'s benefit on the Certification Track's 0 space (printed on the board, not in the rulebook: if yours differs, correct the board values)",
    "start_order": "the Certification Track, right to left: {order:list}; in this order each takes a Car Part and a Design",
    "start_items": "takes a {part:term} from Logistics and a {model:term} Design ({design_part:term}) from Design",
    "start_done": "the starting round is over: slide the Design tiles right and fill the gaps from the decks; the first day begins",
    "first_day": "the first day: Sandra at her desk; workstations are chosen right to left on the Certification Track: {order:list}",
    # Workstation Alley (alley.py)
    "station_desk": "her desk in Administration",
    "station_left": "the left workstation of {department:term} ({shifts:count/Shift})",
    "station_right": "the right workstation of {department:term} ({shifts:count/Shift})",
    "station_number": "the number {number} workstation of {department:term} ({shifts:count/Shift})",
    "takes_station": "takes {station:msg}",
    "sandra_moves": "Sandra moves to {station:msg}",
    "sandra_skips": "Sandra skips {department:term}: no free workstation there (the game gets one day shorter)",
    "working_phase": "everyone has a workstation: the Working Phase, left to right in Workstation Alley",
    # pp (productivity.py) and pp the table counted (pack.py, workday.py)
    "pp_floored": "{line:msg} (only {taken} to take: pp cannot go below 0)",
    "noted": "{text}",
    # a Seat entered with no reason of the table's own
    "seat_earned": "Seat earned",
    "pp_at_table": "pp earned at the table",
    # a day's work (workday.py)
    "spends_banked": "spends {count} banked {count:noun/Shift}",
    "shifts_today": "Shifts today: {used} used of {available}",
    "claims": "claims {count:count/car} for {cost:count/Shift}",
    "garage_cleared": "all garages full: the {old:term} car in garage {garage} goes back to the supply",
    "parks": "parks the {model:term} car in garage {garage} (take its benefit)",
    "part_from_pool": "the {part:term} comes from recycling or a Parts Voucher",
    "upgraded": "upgraded the {part:term} of the {model:term} Model ({part:term} value {before} -> {after})",
    "double_upgrade": "double upgrade: the {part:term}'s new value",
    "credited": "end of day: credited {shifts:count/Shift} banked, {books:count/Book}, {vouchers:count/Voucher}",
    "to_final_scoring": "the end of the game was triggered: proceed to Final Scoring",
    "recycles": "recycles a {give:term} for the {take:term} (pool: {pool:list})",
    # Logistics (logistics.py)
    "warehouses": "the warehouses, from the first Kanban Order card: {parts:parts}",
    "collects": "collects {parts:parts} from the warehouses (left there: {left:parts})",
    "kanban_order": "issues a Kanban Order: {added:count/Car Part} into the warehouses ({parts:parts}); {banked:count/Shift} to bank tonight",
    "voucher_requested": "requests a Parts Voucher (credited tonight)",
    "warehouses_cleared": "Sandra leaves 1 Car Part in each warehouse; removed: {parts:parts}",
    # the Assembly Line (assembly.py)
    "line_laid_out": "the Assembly Line: {per} cars of each Model on its conveyor ({models:list}); the rest in the supply",
    "line_cleaned": "start of the turn here: the full Assembly Spaces of {models:list} are emptied",
    "part_provided": "provides the {part:term} {source:msg} to the {model:term} Model's Assembly Spaces",
    "from_board": "from the board",
    "from_voucher": "with a Parts Voucher",
    "line_moves": "the {model:term} conveyor moves on and a new {model:term} car comes in at the top; on the shared conveyors: {cars:list}",
    "line_no_car": "the {model:term} conveyor moves on; no {model:term} car is left in the supply for its top row; on the shared conveyors: {cars:list}",
    "line_cleared": "Sandra clears the Car Parts from all the Assembly Spaces (there: {models:list})",
    "fifth_garage": "the fifth garage's benefits: {benefits:list} (Shifts, Books and Vouchers credited tonight)",
    "seat_fifth_garage": "a car parked in the fifth garage",
    "expert_side": "plays the expert side of the Player Board (fewer benefits in the garages)",
    "parks_here": "parks the {model:term} car in garage {garage}",
    "garage_bonus": "garage {garage}'s benefit: {benefit:msg} (credited tonight; the garages' benefits are printed on the Player Board, not in the rulebook: if yours differ, correct the board values)",
    "garage_no_bonus": "garage {garage} depicts no benefit on this side of the Player Board",
    "seat_garage": "a car parked in garage {garage}",
    "upgrade_space": "Upgrade Space {space} of the {model:term} Model: {benefit:msg} (credited tonight; the Upgrade Spaces' benefits are printed on the board, not in the rulebook: if yours differ, correct the board values)",
    "upgrade_space_none": "Upgrade Space {space} of the {model:term} Model depicts no benefit",
    "seat_upgrade_space": "Upgrade Space {space} of the {model:term} Model",
    # the Design display (design.py)
    "display_laid_out": "the Design display: top row {top:list}; bottom row {bottom:list}; on the decks {decks:list}",
    "design_selected": "selects the {design:term} from the {row:term}, space {space}",
    "design_from_deck": "selects the {design:term} from the top of {deck:term} (a Cutting-Edge Design)",
    "deck_from_central": "{deck:term} is used up: the top of the Central deck goes there ({design:term})",
    "well_researched": "a Well-Researched Design: {benefit:msg} (credited tonight; the space's benefit is printed on the board, not in the rulebook: if yours differs, correct the board values)",
    "benefit_shift": "1 Shift banked",
    "benefit_book": "1 Book",
    "display_slides": "the Designs slide right and the gaps are filled: top row {top:list}; bottom row {bottom:list}",
    "design_back": "the {design:term} goes back to the bottom of the Central deck",
    "benefit_voucher": "1 Parts Voucher",
    "benefit_seat": "1 Seat",
    "expert_plaque_taken": "an expert: takes an Award Plaque of their choice ({left} left here)",
    "plaque_benefit": "the Award Plaque's benefit: {benefit:msg} (credited tonight)",
    "plaque_pp": "the Award Plaque's benefit: {pp} pp",
    "seat_track_space": "reaching space {space} of the Certification Track",
    "track_benefit": "the Certification Track's space {space}: {benefit:msg} (credited tonight; the space's benefits are printed on the board, not in the rulebook: if yours differ, correct the board values)",
    "designs_shuffled": "Sandra returns the oldest 4 Designs to the Central deck and shuffles it ({designs:list})",
    # training (training.py)
    "trains": "trains {stages:count/stage} in {department:term} ({how:msg}): desk {before} -> {after}",
    "by_shifts": "{stages:count/Shift}",
    "by_books": "{stages:count/Book}",
    "certified": "Certified in {department:term}: take the lock off, move the Certification meeple and take its benefit",
    "fifth_seat": "the fifth Seat at the conference table is unlocked (face-down)",
    "expert_plaque": "an expert: take an Award Plaque and its benefit",
    "expert_plaque_choice": "an expert: take an Award Plaque of your choice and its benefit ({left} left here)",
    "expert_no_plaque": "an expert: no Award Plaque is left on this track",
    "first_expert": "the first expert of this department takes the Seat",
    # Seats (seats.py, demand.py, factory_goals.py)
    "seat_up": "{why:msg}: a Seat of your colour is turned face-up at the conference table",
    "seat_red": "{why:msg}: no face-down Seat left, the Red Seat waits on your Player Board",
    "red_seats_wait": "{count} Red {count:noun/Seat} {count:noun/waits|wait} on your Player Board: no face-down Seat left at the conference "
                      "table (exchanged once one is face-down, counted as Seats at Final Scoring)",
    "seat_first_expert": "first expert in training",
    "seat_demand": "the {model:term} Model was in demand",
    "seat_factory_goal": "Factory Goal reached ({at_least} {area:area}, place {place})",
    "red_seats_flipped": "{count} Red {count:noun/Seat} exchanged for Seats face-up at the conference table",
    "demand_no_seat": "the {model:term} Demand tile has no Red Seat left",
    "demand_met": "the {model:term} Demand is met: the {drawn:term} Demand tile replaces it with {seats} Red {seats:noun/Seat}",
    "factory_goal_flipped": "the Factory Goal tile of {at_least} {area:area} has no Seat left: flip it",
    # the Test Track and the Pace Car (testtrack.py)
    "rolls_off": "the {model:term} car rolls off the line",
    "track_full": "the Test Track holds {room} cars: the {model:term} car right behind the Pace Car goes back to the supply",
    "behind_pace_car": "behind the Pace Car: {cars:list}",
    "pace_car": "the Pace Car advances {steps:count/space} ({why:msg}): {at} of {every} to the checkered space",
    "pace_sandra": "Sandra's task",
    "pace_claimed": "{claimed:count/car} claimed",
    "meeting_called": "the Pace Car reached a checkered space: a Meeting at the end of the day",
    # Sandra (sandra.py)
    "paperwork": "first day: Sandra does her paperwork (no assessment, no Week)",
    "sandra_pp": "Sandra: {why:msg}",
    "sandra_no_pp": "Sandra: {why:msg}: no pp",
    "most_short": "most trained in {department:term}, but {have} {measure:measure} (needs {needs})",
    "most_rewarded": "most trained in {department:term} with {have} {measure:measure}: {above} {what:msg} ({shifts} banked)",
    "every_shift": "banked Shifts",
    "shifts_above": "banked Shifts above {above_at}",
    "least_over": "least trained in {department:term}, but {have} {measure:measure} (over {over})",
    "least_penalised": "least trained in {department:term} with {have} {measure:measure}: {short:count/Shift} short of {below} ({shifts} banked)",
    "sandra_task": "Sandra's task: {task:term}",
    "week_moves": "the Week marker moves to {week}",
    # the Week and the end (week.py)
    "end_of_week": "{cars} {model:term} {cars:noun/car} x ({own} own {own:noun/upgrade} x {own_pp} + {others} other {others:noun/upgrade} x {other_pp})",
    "game_ends": "Week {week}, Production Cycle {cycle}: the game ends after this day (finish it, with any Meeting or End-of-Week Scoring)",
    # Meetings (meetings.py)
    "speech": "Performance Goal {goal}, speaker {speaker}: {have} {measure:measure} ({how:msg}), scores {times} x {pp} pp (at most {most}x now)",
    "speech_no_pp": "{speech:msg}: 0 pp",
    "counted_at_table": "counted at the table",
    "counted_by_companion": "counted by the companion",
    "pet_project": "presents the pet project, Performance Goal {goal}, face-up",
    "meeting_pass": "passes at the Meeting",
    "old_business_done": "everyone has passed in a row: on to New Business",
    "seats_face_down": "{count} used {count:noun/Seat} {count:noun/goes|go} face-down at the conference table",
    "cycle_moves": "the Production Cycle marker moves to {cycle}",
    # Final Scoring (final_scoring.py)
    "final_goal": "Final Goal {place}: {goal:term} (1 Seat)",
    "final_shifts": "{count} banked {count:noun/Shift}",
    "final_left": "{seats:count/Seat}, {books:count/Book}, {vouchers} Parts {vouchers:noun/Voucher}",
    "final_car": "{model:term} car (wall value {value})",
    "final_tested": "Tested Design: {part:term} of the {model:term} Model",
    "final_training": "training in {department:term}: place {place}",
}


def terms() -> tuple[str, ...]:
    """The words of the game a parameter may hold (departments, Models, Car Parts, what a goal counts,
    Sandra's tasks, the Final Goals, the fifth garage's benefits, a car on a shared conveyor, a Design tile, a deck
    and a row of the Design display), for the other languages' catalogs (tools/catalogs.py)."""
    from companion.games.kanban import design
    from companion.games.kanban.garages import BENEFIT_WORDS
    from companion.games.kanban.board import BOARD
    from companion.games.kanban.state import Design

    board = BOARD.base
    shared = [s.name for s in board.line_spaces if s.model is None]
    return tuple(dict.fromkeys([
        *(d.name for d in board.departments), *board.names.models, *board.names.parts, *MEASURE_LABELS, *AREAS,
        *(d.task for d in board.departments), *(g.text for g in board.final_goals), *BENEFIT_WORDS.values(),
        # the cars on the shared conveyors as assembly.py words them ("green on the long conveyor, space 1")
        "none", *(f"{car} on {space}" for car in board.names.models for space in shared),
        # the spaces of the Assembly Line, as a car's move is asked ("the green conveyor, second row")
        *(s.name for s in board.line_spaces),
        # the Design tiles, an empty space, the decks and the rows of the display as design.py words them
        *(design.words(Design(model=model, part=part)) for model in board.names.models for part in [*board.names.parts, None]),
        design.words(None),
        *design.DECK_WORDS.values(), *design.ROW_WORDS,
    ]))
