"""Kanban's ledger words: every message code reads as it did, with its parameters.

One example per code of companion/games/kanban/messages.py (its parameters, its words);
the words are those the ledger showed before lines had codes (the recorded games of
tests/fixtures/games/kanban/ and the rules tests). A rewording changes this file, not the
rules tests (they assert on codes and parameters). A code ending in a part of a line
(`mode_*`, `station_*`, `by_*`, `pace_*`, `counted_*`...) is worded inside the line that names it.
"""

from __future__ import annotations

from companion.core.messages import joined
from tests.core.catalogs import catalog_tests

STATION = {"department": "Testing & Innovation", "shifts": 2}
LEAST = {"why": "kanban.least_penalised", "department": "Administration", "have": 0, "measure": "certifications",
         "short": 5, "below": 5, "shifts": 0}
SPEECH = {"goal": 2, "speaker": 1, "have": 0, "measure": "models", "how": "kanban.counted_by_companion", "times": 0, "pp": 3, "most": 3}

EXAMPLES = {
    # set up
    "kanban.new_game": ({"count": 2, "mode": "kanban.mode_mean", "start": 15}, "new game for 2 players with Mean Sandra; every pp disc on 15"),
    "kanban.mode_nice": ({}, "Nice"),
    "kanban.mode_mean": ({}, "Mean"),
    "kanban.demand_tiles": ({"tiles": joined([("red", 2), ("blue", 1)])}, "Demand tiles: red (2 Red Seats), blue (1 Red Seat)"),
    "kanban.recycling_pool": ({"pool": joined(["turbo", "engine", "brakes"])}, "the Recycling pool: turbo, engine, brakes"),
    "kanban.factory_laid_out": (
        {"tiles": joined([(3, "certifications", 2), (4, "cars", 1)]), "plaques": 2, "cars": 3},
        "Factory Goals: 3 certifications (2 Seats), 4 cars (1 Seat); 2 Award Plaques per training track; the Test Track holds 3 cars"),
    "kanban.first_day": ({"order": joined(["Cy", "Ann", "Bob"])},
                         "the first day: Sandra at her desk; workstations are chosen right to left on the Certification Track: Cy, Ann, Bob"),
    # the starting round (KDE Beginning of the Game)
    "kanban.start_round": ({"name": "Ben"}, "the starting round: from Ben clockwise, each player puts the Certification meeple "
                                             "on a spot of the Track's 0 space"),
    "kanban.start_spot": ({"spot": 2, "spots": 4}, "takes spot 2 of 4 on the Certification Track's 0 space and its printed "
                                                   "benefit (at the table)"),
    "kanban.start_spot_here": ({"spot": 4, "spots": 4}, "takes spot 4 of 4 on the Certification Track's 0 space"),
    "kanban.start_spot_benefit": ({"spot": 4, "benefit": "kanban.benefit_shift"},
                                  "spot 4's benefit: 1 Shift banked (the spots' benefits are printed on the board, not in "
                                  "the rulebook: if yours differ, correct the board values)"),
    "kanban.start_spot_none": ({"spot": 2}, "spot 2 depicts no benefit"),
    "kanban.seat_start_spot": ({"spot": 1}, "spot 1's benefit on the Certification Track's 0 space (printed on the board, "
                                            "not in the rulebook: if yours differs, correct the board values)"),
    "kanban.start_order": ({"order": joined(["Cy", "Ann", "Bob"])},
                           "the Certification Track, right to left: Cy, Ann, Bob; in this order each takes a Car Part and a Design"),
    "kanban.start_items": ({"part": "turbo", "model": "red", "design_part": "engine"},
                           "takes a turbo from Logistics and a red Design (engine) from Design"),
    "kanban.start_done": ({}, "the starting round is over: slide the Design tiles right and fill the gaps from the decks; "
                              "the first day begins"),
    # Workstation Alley
    "kanban.station_desk": ({}, "her desk in Administration"),
    "kanban.station_left": (STATION, "the left workstation of Testing & Innovation (2 Shifts)"),
    "kanban.station_right": ({"department": "Design", "shifts": 3}, "the right workstation of Design (3 Shifts)"),
    "kanban.station_number": ({"number": 2, "department": "Design", "shifts": 3}, "the number 2 workstation of Design (3 Shifts)"),
    "kanban.takes_station": ({"station": "kanban.station_left", **STATION}, "takes the left workstation of Testing & Innovation (2 Shifts)"),
    "kanban.sandra_moves": ({"station": "kanban.station_desk"}, "Sandra moves to her desk in Administration"),
    "kanban.sandra_skips": ({"department": "Assembly Line"}, "Sandra skips Assembly Line: no free workstation there (the game gets one day shorter)"),
    "kanban.working_phase": ({}, "everyone has a workstation: the Working Phase, left to right in Workstation Alley"),
    # pp
    "kanban.pp_floored": ({**LEAST, "line": "kanban.sandra_pp", "taken": 1},
                          "Sandra: least trained in Administration with 0 certifications: 5 Shifts short of 5 (0 banked) "
                          "(only 1 to take: pp cannot go below 0)"),
    "kanban.noted": ({"text": "car off the line"}, "car off the line"),
    "kanban.seat_earned": ({}, "Seat earned"),
    "kanban.pp_at_table": ({}, "pp earned at the table"),
    # a day's work
    "kanban.spends_banked": ({"count": 2}, "spends 2 banked Shifts"),
    "kanban.shifts_today": ({"used": 2, "available": 3}, "Shifts today: 2 used of 3"),
    "kanban.claims": ({"count": 1, "cost": 1}, "claims 1 car for 1 Shift"),
    "kanban.garage_cleared": ({"old": "red", "garage": 3}, "all garages full: the red car in garage 3 goes back to the supply"),
    "kanban.parks": ({"model": "black", "garage": 1}, "parks the black car in garage 1 (take its benefit)"),
    "kanban.part_from_pool": ({"part": "turbo"}, "the turbo comes from recycling or a Parts Voucher"),
    "kanban.upgraded": ({"part": "engine", "model": "red", "before": 1, "after": 2}, "upgraded the engine of the red Model (engine value 1 -> 2)"),
    "kanban.double_upgrade": ({"part": "engine"}, "double upgrade: the engine's new value"),
    "kanban.credited": ({"shifts": 0, "books": 1, "vouchers": 0}, "end of day: credited 0 Shifts banked, 1 Book, 0 Vouchers"),
    "kanban.to_final_scoring": ({}, "the end of the game was triggered: proceed to Final Scoring"),
    "kanban.warehouses": ({"parts": joined([(2, "chassis"), (1, "turbo"), (3, "engine")])},
                          "the warehouses, from the first Kanban Order card: 2 chassis, 1 turbo, 3 engine"),
    "kanban.collects": ({"parts": joined([(4, "chassis")]), "left": ""},
                        "collects 4 chassis from the warehouses (left there: none)"),
    "kanban.kanban_order": ({"parts": joined([(4, "brakes"), (1, "chassis")]), "added": 5, "banked": 1},
                            "issues a Kanban Order: 5 Car Parts into the warehouses (4 brakes, 1 chassis); 1 Shift to bank tonight"),
    "kanban.voucher_requested": ({}, "requests a Parts Voucher (credited tonight)"),
    # the Assembly Line
    "kanban.line_laid_out": ({"per": 2, "models": joined(["green", "blue"])},
                             "the Assembly Line: 2 cars of each Model on its conveyor (green, blue); the rest in the supply"),
    "kanban.line_cleaned": ({"models": joined(["red"])}, "start of the turn here: the full Assembly Spaces of red are emptied"),
    "kanban.part_provided": ({"part": "engine", "source": "kanban.from_voucher", "model": "green"},
                             "provides the engine with a Parts Voucher to the green Model's Assembly Spaces"),
    "kanban.from_board": ({}, "from the board"),
    "kanban.from_voucher": ({}, "with a Parts Voucher"),
    "kanban.line_moves": ({"model": "red", "cars": joined(["green on the short conveyor, space 1"])},
                          "the red conveyor moves on and a new red car comes in at the top; on the shared conveyors: "
                          "green on the short conveyor, space 1"),
    "kanban.line_no_car": ({"model": "red", "cars": "none"},
                           "the red conveyor moves on; no red car is left in the supply for its top row; on the shared "
                           "conveyors: none"),
    "kanban.line_cleared": ({"models": joined(["blue", "red"])},
                            "Sandra clears the Car Parts from all the Assembly Spaces (there: blue, red)"),
    "kanban.fifth_garage": ({"benefits": joined(["1 Seat", "1 Book"])},
                            "the fifth garage's benefits: 1 Seat, 1 Book (Shifts, Books and Vouchers credited tonight)"),
    "kanban.seat_fifth_garage": ({}, "a car parked in the fifth garage"),
    "kanban.expert_side": ({}, "plays the expert side of the Player Board (fewer benefits in the garages)"),
    "kanban.parks_here": ({"model": "red", "garage": 2}, "parks the red car in garage 2"),
    "kanban.garage_bonus": ({"garage": 2, "benefit": "kanban.benefit_shift"},
                            "garage 2's benefit: 1 Shift banked (credited tonight; the garages' benefits are printed on the "
                            "Player Board, not in the rulebook: if yours differ, correct the board values)"),
    "kanban.garage_no_bonus": ({"garage": 3}, "garage 3 depicts no benefit on this side of the Player Board"),
    "kanban.seat_garage": ({"garage": 1}, "a car parked in garage 1"),
    "kanban.upgrade_space": ({"space": 3, "model": "blue", "benefit": "kanban.benefit_book"},
                             "Upgrade Space 3 of the blue Model: 1 Book (credited tonight; the Upgrade Spaces' benefits are "
                             "printed on the board, not in the rulebook: if yours differ, correct the board values)"),
    "kanban.upgrade_space_none": ({"space": 1, "model": "blue"}, "Upgrade Space 1 of the blue Model depicts no benefit"),
    "kanban.seat_upgrade_space": ({"space": 6, "model": "red"}, "Upgrade Space 6 of the red Model"),
    "kanban.benefit_seat": ({}, "1 Seat"),
    "kanban.display_laid_out": ({"top": joined(["green Design (engine)", "empty"]), "bottom": joined(["blue Design (claim only)"]),
                                 "decks": joined(["red Design (turbo)"])},
                                "the Design display: top row green Design (engine), empty; bottom row blue Design (claim only); "
                                "on the decks red Design (turbo)"),
    "kanban.design_selected": ({"design": "green Design (engine)", "row": "top row", "space": 4},
                               "selects the green Design (engine) from the top row, space 4"),
    "kanban.design_from_deck": ({"design": "red Design (turbo)", "deck": "the Central deck"},
                                "selects the red Design (turbo) from the top of the Central deck (a Cutting-Edge Design)"),
    "kanban.deck_from_central": ({"deck": "the top row's deck", "design": "red Design (turbo)"},
                                 "the top row's deck is used up: the top of the Central deck goes there (red Design (turbo))"),
    "kanban.well_researched": ({"benefit": "kanban.benefit_book"},
                               "a Well-Researched Design: 1 Book (credited tonight; the space's benefit is printed on the "
                               "board, not in the rulebook: if yours differs, correct the board values)"),
    "kanban.benefit_shift": ({}, "1 Shift banked"),
    "kanban.benefit_book": ({}, "1 Book"),
    "kanban.display_slides": ({"top": joined(["empty", "green Design (engine)"]), "bottom": joined(["red Design (turbo)"])},
                              "the Designs slide right and the gaps are filled: top row empty, green Design (engine); "
                              "bottom row red Design (turbo)"),
    "kanban.design_back": ({"design": "red Design (turbo)"}, "the red Design (turbo) goes back to the bottom of the Central deck"),
    "kanban.benefit_voucher": ({}, "1 Parts Voucher"),
    "kanban.expert_plaque_taken": ({"left": 2}, "an expert: takes an Award Plaque of their choice (2 left here)"),
    "kanban.plaque_benefit": ({"benefit": "kanban.benefit_shift"}, "the Award Plaque's benefit: 1 Shift banked (credited tonight)"),
    "kanban.plaque_pp": ({"pp": 2}, "the Award Plaque's benefit: 2 pp"),
    "kanban.seat_track_space": ({"space": 2}, "reaching space 2 of the Certification Track"),
    "kanban.track_benefit": ({"space": 2, "benefit": "kanban.benefit_voucher"},
                             "the Certification Track's space 2: 1 Parts Voucher (credited tonight; the space's benefits "
                             "are printed on the board, not in the rulebook: if yours differ, correct the board values)"),
    "kanban.designs_shuffled": ({"designs": joined(["red Design (turbo)"])},
                                "Sandra returns the oldest 4 Designs to the Central deck and shuffles it (red Design (turbo))"),
    "kanban.warehouses_cleared": ({"parts": joined([(2, "engine")])},
                                  "Sandra leaves 1 Car Part in each warehouse; removed: 2 engine"),
    "kanban.recycles": ({"give": "chassis", "take": "engine", "pool": joined(["turbo", "chassis", "brakes"])},
                        "recycles a chassis for the engine (pool: turbo, chassis, brakes)"),
    # training
    "kanban.trains": ({"stages": 2, "department": "Design", "how": "kanban.by_shifts", "before": 0, "after": 2},
                      "trains 2 stages in Design (2 Shifts): desk 0 -> 2"),
    "kanban.by_shifts": ({"stages": 3}, "3 Shifts"),
    "kanban.by_books": ({"stages": 1}, "1 Book"),
    "kanban.certified": ({"department": "Assembly Line"}, "Certified in Assembly Line: take the lock off, move the Certification meeple and take its benefit"),
    "kanban.fifth_seat": ({}, "the fifth Seat at the conference table is unlocked (face-down)"),
    "kanban.expert_plaque": ({}, "an expert: take an Award Plaque and its benefit"),
    "kanban.expert_plaque_choice": ({"left": 1}, "an expert: take an Award Plaque of your choice and its benefit (1 left here)"),
    "kanban.expert_no_plaque": ({}, "an expert: no Award Plaque is left on this track"),
    "kanban.first_expert": ({}, "the first expert of this department takes the Seat"),
    # Seats
    "kanban.seat_up": ({"why": "kanban.noted", "text": "Factory Goal"}, "Factory Goal: a Seat of your colour is turned face-up at the conference table"),
    "kanban.seat_red": ({"why": "kanban.seat_first_expert"}, "first expert in training: no face-down Seat left, the Red Seat waits on your Player Board"),
    "kanban.red_seats_wait": ({"count": 1}, "1 Red Seat waits on your Player Board: no face-down Seat left at the conference "
                              "table (exchanged once one is face-down, counted as Seats at Final Scoring)"),
    "kanban.seat_first_expert": ({}, "first expert in training"),
    "kanban.seat_demand": ({"model": "red"}, "the red Model was in demand"),
    "kanban.seat_factory_goal": ({"at_least": 2, "area": "cars", "place": 1}, "Factory Goal reached (2 cars claimed, place 1)"),
    "kanban.red_seats_flipped": ({"count": 2}, "2 Red Seats exchanged for Seats face-up at the conference table"),
    "kanban.demand_no_seat": ({"model": "red"}, "the red Demand tile has no Red Seat left"),
    "kanban.demand_met": ({"model": "red", "drawn": "yellow", "seats": 2}, "the red Demand is met: the yellow Demand tile replaces it with 2 Red Seats"),
    "kanban.factory_goal_flipped": ({"at_least": 3, "area": "certifications"}, "the Factory Goal tile of 3 Certifications has no Seat left: flip it"),
    # the Test Track and the Pace Car
    "kanban.rolls_off": ({"model": "blue"}, "the blue car rolls off the line"),
    "kanban.track_full": ({"room": 3, "model": "blue"}, "the Test Track holds 3 cars: the blue car right behind the Pace Car goes back to the supply"),
    "kanban.behind_pace_car": ({"cars": joined(["yellow", "black", "blue"])}, "behind the Pace Car: yellow, black, blue"),
    "kanban.pace_car": ({"steps": 1, "why": "kanban.pace_sandra", "at": 1, "every": 6},
                        "the Pace Car advances 1 space (Sandra's task): 1 of 6 to the checkered space"),
    "kanban.pace_sandra": ({}, "Sandra's task"),
    "kanban.pace_claimed": ({"claimed": 2}, "2 cars claimed"),
    "kanban.meeting_called": ({}, "the Pace Car reached a checkered space: a Meeting at the end of the day"),
    # Sandra
    "kanban.paperwork": ({}, "first day: Sandra does her paperwork (no assessment, no Week)"),
    "kanban.sandra_pp": (LEAST, "Sandra: least trained in Administration with 0 certifications: 5 Shifts short of 5 (0 banked)"),
    "kanban.sandra_no_pp": ({"why": "kanban.most_short", "department": "Testing & Innovation", "have": 0, "measure": "upgraded_designs", "needs": 2},
                            "Sandra: most trained in Testing & Innovation, but 0 Upgraded Designs (needs 2): no pp"),
    "kanban.most_short": ({"department": "Assembly Line", "have": 1, "measure": "cars", "needs": 2},
                          "most trained in Assembly Line, but 1 cars in the garage (needs 2)"),
    "kanban.most_rewarded": ({"department": "Design", "have": 2, "measure": "selected_designs", "above": 3, "what": "kanban.shifts_above",
                              "above_at": 5, "shifts": 8},
                             "most trained in Design with 2 Designs (blueprint side) on the desk: 3 banked Shifts above 5 (8 banked)"),
    "kanban.every_shift": ({}, "banked Shifts"),
    "kanban.shifts_above": ({"above_at": 5}, "banked Shifts above 5"),
    "kanban.least_over": ({"department": "Testing & Innovation", "have": 3, "measure": "upgraded_designs", "over": 2},
                          "least trained in Testing & Innovation, but 3 Upgraded Designs (over 2)"),
    "kanban.least_penalised": ({k: v for k, v in LEAST.items() if k != "why"},
                               "least trained in Administration with 0 certifications: 5 Shifts short of 5 (0 banked)"),
    "kanban.sandra_task": ({"task": "advance the Pace Car 1 step"}, "Sandra's task: advance the Pace Car 1 step"),
    "kanban.week_moves": ({"week": 1}, "the Week marker moves to 1"),
    # the Week and the end
    "kanban.end_of_week": ({"cars": 2, "model": "red", "own": 1, "own_pp": 2, "others": 3, "other_pp": 1},
                           "2 red cars x (1 own upgrade x 2 + 3 other upgrades x 1)"),
    "kanban.game_ends": ({"week": 3, "cycle": 2},
                         "Week 3, Production Cycle 2: the game ends after this day (finish it, with any Meeting or End-of-Week Scoring)"),
    # Meetings
    "kanban.speech": ({**SPEECH, "have": 2, "measure": "seats", "times": 2},
                      "Performance Goal 2, speaker 1: 2 Seats face-up at the conference table (counted by the companion), scores 2 x 3 pp (at most 3x now)"),
    "kanban.speech_no_pp": ({"speech": "kanban.speech", **SPEECH},
                            "Performance Goal 2, speaker 1: 0 different Models in the garage (counted by the companion), scores 0 x 3 pp (at most 3x now): 0 pp"),
    "kanban.counted_at_table": ({}, "counted at the table"),
    "kanban.counted_by_companion": ({}, "counted by the companion"),
    "kanban.pet_project": ({"goal": 27}, "presents the pet project, Performance Goal 27, face-up"),
    "kanban.meeting_pass": ({}, "passes at the Meeting"),
    "kanban.old_business_done": ({}, "everyone has passed in a row: on to New Business"),
    "kanban.seats_face_down": ({"count": 1}, "1 used Seat goes face-down at the conference table"),
    "kanban.cycle_moves": ({"cycle": 1}, "the Production Cycle marker moves to 1"),
    # Final Scoring
    "kanban.final_goal": ({"place": 3, "goal": "Certified in all 5 departments"}, "Final Goal 3: Certified in all 5 departments (1 Seat)"),
    "kanban.final_shifts": ({"count": 1}, "1 banked Shift"),
    "kanban.final_left": ({"seats": 0, "books": 1, "vouchers": 0}, "0 Seats, 1 Book, 0 Parts Vouchers"),
    "kanban.final_car": ({"model": "yellow", "value": 2}, "yellow car (wall value 2)"),
    "kanban.final_tested": ({"part": "turbo", "model": "green"}, "Tested Design: turbo of the green Model"),
    "kanban.final_training": ({"department": "Design", "place": 1}, "training in Design: place 1"),
}


test_every_code_has_one_example, test_a_code_reads_as_its_example, test_a_line_without_one_of_its_parameters_fails = catalog_tests(
    "kanban", EXAMPLES
)
