"""Workstation Alley games: the order of choosing, Sandra's moves and turn, the Test Track and the Meeting.

Scenarios written for these tests from KDE Round Overview 1-2, Factory Manager,
Meeting Time, A Car Rolls off the Line and the 2/3-Player Rules (the printed
workstation Shifts and checkered spaces come from the board data: 2 | 3 per
department, 1 | 2 in Administration, a checkered space every 6 steps).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from companion.core.errors import CompanionError, RuleError
from companion.core.messages import joined
from companion.games.kanban import alley
from companion.games.kanban.pack import PACK
from companion.games.kanban.board import DEPARTMENTS
from companion.games.kanban.state import Design
from tests.games.kanban.factories import lines

THREE = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"},
         {"id": "cy", "name": "Cy", "color": "green"}]


def start(players=THREE, order=("cy", "ann", "bob"), **extra):
    return PACK.start({"kind": "new_game", "players": players, "workstations": True,
                       "certification_order": list(order), **extra}).state


def go(state, *entries):
    ledger = []
    for e in entries:
        out = PACK.apply(state, e)
        state = out.state
        ledger += out.ledger
    return state, ledger


def sel(pid, dept, ws):
    return {"kind": "select", "player": pid, "department": dept, "workstation": ws}


def place(state, pid):
    return (state.placed[pid].department, state.placed[pid].workstation)


def test_a_whole_first_and_second_day_with_the_order_sandras_move_and_her_assessment():
    s = start()
    # day 1: right to left on the Certification Track (Cy, Ann, Bob); Sandra already at her desk
    assert alley.selection_order(s) == ["cy", "ann", "bob"] and s.sandra_at == alley.DESK
    with pytest.raises(RuleError, match="Cy's turn"):
        PACK.apply(s, sel("ann", "logistics", 1))
    s, _ = go(s, sel("cy", "testing", 2))
    with pytest.raises(RuleError, match="taken"):
        PACK.apply(s, sel("ann", "testing", 2))
    s, _ = go(s, sel("ann", "testing", 1), sel("bob", "administration", 2))
    assert alley.selection_done(s) and PACK.phases.of(s) == "working"
    # work with the Shifts of the workstation chosen, not any other
    with pytest.raises(RuleError, match="right workstation of Testing & Innovation"):
        PACK.apply(s, {"kind": "work", "player": "cy", "department": "testing", "workstation_shifts": 2})
    s, _ = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 2, "train": 2},
              {"kind": "work", "player": "cy", "department": "testing", "workstation_shifts": 3, "train": 3})
    # Bob (Administration) has nothing to do: his turn is a work entry with no task; then Sandra's, at her desk
    with pytest.raises(RuleError, match="Bob works before Sandra today"):
        PACK.apply(s, {"kind": "sandra"})
    s, _ = go(s, {"kind": "work", "player": "bob", "department": "administration", "workstation_shifts": 2})
    # Sandra's turn, nothing typed: the first day she does paperwork at her desk
    s, ledger = go(s, {"kind": "sandra"})
    assert s.week == 0 and lines(ledger, "kanban.paperwork") == [(None, {})]
    s, ledger = go(s, {"kind": "end_of_day"})
    # day 2: left to right by yesterday's places: Ann (left of Testing), Cy, Bob, Sandra's desk last
    assert alley.selection_order(s) == ["ann", "cy", "bob", alley.SANDRA]
    assert [(c.department, c.workstation) for c in alley.choices(s, "ann")][:2] == [("assembly", 1), ("assembly", 2)]
    with pytest.raises(RuleError, match="yesterday"):
        PACK.apply(s, sel("ann", "testing", 1))
    s, _ = go(s, sel("ann", "assembly", 1), sel("cy", "administration", 1), sel("bob", "testing", 1))
    # from her desk Sandra starts back at the leftmost available workstation: Testing's right one
    assert s.sandra_at.department == "testing" and s.sandra_at.workstation == 2 and s.sandra == "testing"
    # Ann (Assembly) and Cy (Administration) work after Sandra; Bob (left of Testing) before her
    with pytest.raises(RuleError, match="Bob works before Ann today"):
        PACK.apply(s, {"kind": "work", "player": "ann", "department": "assembly", "workstation_shifts": 2})
    s, _ = go(s, {"kind": "work", "player": "bob", "department": "testing", "workstation_shifts": 2})
    s, ledger = go(s, {"kind": "sandra"})
    # Nice Sandra reviews Cy (3 desks, on top of nobody) in Testing: no upgraded Designs, no pp; her Pace Car step
    assert lines(ledger, "kanban.sandra_no_pp") == [("cy", {"why": "kanban.most_short", "department": "Testing & Innovation", "have": 0,
                                                         "measure": "upgraded_designs", "needs": 2})]
    assert s.pace == 1 and not s.meeting_scheduled
    with pytest.raises(RuleError, match="Sandra has begun working, to the right of Bob: Bob's turn today is over"):
        PACK.apply(s, {"kind": "work", "player": "bob", "department": "testing", "workstation_shifts": 2})
    with pytest.raises(RuleError, match="already taken her turn"):
        PACK.apply(s, {"kind": "sandra", "department": "logistics"})


def test_sandra_typed_somewhere_else_or_with_a_meeting_is_refused_and_nothing_changes():
    s = start()
    s, _ = go(s, sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1))
    before = s.model_dump()
    with pytest.raises(RuleError, match="Pace Car"):
        PACK.apply(s, {"kind": "sandra", "meeting": True})
    with pytest.raises(RuleError, match="Sandra is in Administration"):
        PACK.apply(s, {"kind": "sandra", "department": "testing"})
    assert s.model_dump() == before
    with pytest.raises(RuleError, match="has not taken her turn"):
        PACK.apply(s, {"kind": "end_of_day"})


def choose_all(state, pick=0):
    """Everyone takes the workstation `pick` of those they may, in the order of choosing."""
    ledger = []
    while not alley.selection_done(state):
        pid = alley.next_to_choose(state)
        c = alley.choices(state, pid)[pick]
        state, more = go(state, sel(pid, c.department, c.workstation))
        ledger += more
    return state, ledger


def pass_turns(state, *, until_sandra=False):
    """Every worker yet to take a turn today takes it, left to right: the players with no task, Sandra hers
    (with `until_sandra`, only the players to her left: her turn comes next)."""
    ledger = []
    for worker in alley.working_order(state):
        if worker in alley.begun(state):
            continue
        if worker == alley.SANDRA and until_sandra:
            break
        if worker == alley.SANDRA:
            entry = {"kind": "sandra"}
        else:
            station = state.placed[worker]
            entry = {"kind": "work", "player": worker, "department": station.department,
                     "workstation_shifts": alley.shifts_at(state, station)}
        state, more = go(state, entry)
        ledger += more
    return state, ledger


def finish_day(state):
    """Nobody works (a turn with no task each); Sandra takes her turn, the Meeting if one is due, the end of the day."""
    state, ledger = pass_turns(state)
    if state.meeting_scheduled:
        state, more = go(state, {"kind": "meeting", "pet_projects": {p.id: 1 for p in state.players}})
        ledger += more
    state, more = go(state, {"kind": "end_of_day"})
    return state, ledger + more


def test_a_week_ends_when_sandra_reaches_her_desk():
    s, _ = choose_all(start())
    s, _ = finish_day(s)
    visits = []
    for _ in range(5):
        s, _ = choose_all(s, pick=-1)
        visits.append((s.sandra, s.sandra_at.workstation is None))
        s, ledger = finish_day(s)
    # Testing, Assembly, Logistics, Design, then her desk: the Week marker advances with the End of the Week
    assert visits == [("testing", False), ("assembly", False), ("logistics", False), ("design", False),
                      ("administration", True)]
    assert s.week == 1 and lines(ledger, "kanban.week_moves") == [(None, {"week": 1})]


def test_sandra_skips_a_department_whose_workstations_are_taken():
    s = start()
    s, _ = go(s, sel("cy", "assembly", 1), sel("ann", "assembly", 2), sel("bob", "design", 1))
    s, _ = finish_day(s)
    # day 2: Cy, Ann, Bob choose before Sandra; Cy and Ann fill Testing, so Sandra (from her desk) goes to Assembly
    s, ledger = go(s, sel("cy", "testing", 1), sel("ann", "testing", 2), sel("bob", "logistics", 1))
    assert s.sandra == "assembly" and lines(ledger, "kanban.sandra_skips") == [(None, {"department": "Testing & Innovation"})]


def test_the_pace_car_calls_a_meeting_when_cars_claimed_reach_the_checkered_space():
    s = start()
    s.pace = 4  # four steps since the last checkered space (of 6 on the board data)
    s.test_track = ["red", "blue"]
    s = type(s).model_validate(s.model_dump())
    # day 1, left to right: Cy (Assembly Line), Ann (Logistics), Bob (Design), Sandra at her desk
    s, _ = go(s, sel("cy", "assembly", 2), sel("ann", "logistics", 1), sel("bob", "design", 1))
    # a car rolls off the line: 2 pp for the conveyor, onto the Test Track (3 cars at most with 3 players)
    s, ledger = go(s, {"kind": "work", "player": "cy", "department": "assembly", "workstation_shifts": 3,
                       "cars_off_line": [{"model": "green", "pp": 2}, {"model": "black", "pp": 1}]})
    assert s.player("cy").pp == 3 and s.test_track == ["blue", "green", "black"]
    assert lines(ledger, "kanban.track_full") == [(None, {"room": 3, "model": "red"})]
    s, _ = finish_day(s)
    # day 2: Cy, Ann, Bob choose; Testing is full, so Sandra goes on to the Assembly Line
    s, _ = go(s, sel("cy", "administration", 1), sel("ann", "testing", 2), sel("bob", "testing", 1))
    assert s.sandra == "assembly"
    s.player("ann").designs = [Design(model="red"), Design(model="blue")]
    s = type(s).model_validate(s.model_dump())
    s, _ = go(s, {"kind": "work", "player": "bob", "department": "testing", "workstation_shifts": 2})
    with pytest.raises(RuleError, match="there is the blue car, not the red car"):
        PACK.apply(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 3,
                       "claims": [{"position": 1, "model": "red"}]})
    s, ledger = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 3,
                       "claims": [{"position": 1, "model": "blue"}]})
    assert s.pace == 5 and not s.meeting_scheduled and s.test_track == ["green", "black"]
    s.player("ann").designs = [Design(model="green")]
    s = type(s).model_validate(s.model_dump())
    s, ledger = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 3,
                       "claims": [{"position": 1, "model": "green"}]})
    assert s.meeting_scheduled and s.pace == 0
    assert lines(ledger, "kanban.meeting_called") == [(None, {})]
    s, _ = pass_turns(s)
    with pytest.raises(RuleError, match="Meeting is due"):
        PACK.apply(s, {"kind": "end_of_day"})
    s, _ = go(s, {"kind": "meeting", "pet_projects": {"ann": 1, "bob": 1, "cy": 1}}, {"kind": "end_of_day"})
    assert s.cycle == 1 and not s.meeting_scheduled


def test_factory_goal_seats_go_to_the_first_and_second_and_a_tie_is_settled_by_who_got_there_first():
    # 3 players: the harder car tile (5 cars) has 1 Seat, the easier (4 cars) 2
    s = start(factory_goals={"cars": [2, 3]})
    goals = {(g.area, g.at_least): g for g in s.factory_goals}
    assert goals[("cars", 2)].seats == 2 and goals[("cars", 3)].seats == 1
    s, _ = go(s, sel("cy", "testing", 1), sel("ann", "testing", 2), sel("bob", "design", 1))
    s.test_track = ["red", "blue", "green"]
    for pid, models in (("cy", ["red", "blue"]), ("ann", ["green", "red"])):
        s.player(pid).designs = [Design(model=m) for m in models]
        s.player(pid).garages = ["black", "black", None, None, None]
    s = type(s).model_validate(s.model_dump())
    # Cy claims first and reaches 3 cars: both tiles of the pair (2 and 3 cars), one Seat from each
    s, ledger = go(s, {"kind": "work", "player": "cy", "department": "testing", "workstation_shifts": 2,
                       "claims": [{"position": 1, "model": "red"}]})
    goal = {"why": "kanban.seat_factory_goal", "area": "cars", "place": 1}
    assert lines(ledger, "kanban.seat_up") == [("cy", goal | {"at_least": 2}), ("cy", goal | {"at_least": 3})]
    assert s.player("cy").seats_up == 3
    # Ann reaches the same counts later the same day (a tie on cars): the second Seat of the easier tile only
    s, ledger = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 3,
                       "claims": [{"position": 2, "model": "green"}]})
    assert s.player("ann").seats_up == 2
    final = {(g.area, g.at_least): g for g in s.factory_goals}
    assert final[("cars", 2)].taken_by == ["cy", "ann"] and final[("cars", 3)].taken_by == ["cy"]
    assert final[("cars", 2)].seats == 0 and lines(ledger, "kanban.factory_goal_flipped") == [(None, {"at_least": 2, "area": "cars"})]


@pytest.mark.parametrize("players, seats, track, plaques", [(2, [1, 1], 2, 2), (3, [2, 1], 3, 2), (4, [2, 2], 4, 3)])
def test_player_counts_set_the_factory_goal_seats_the_test_track_and_the_plaques(players, seats, track, plaques):
    roster = [{"id": f"p{k}", "name": f"P{k}"} for k in range(players)]
    s = start(roster, order=())
    assert [g.seats for g in s.factory_goals] == seats * 3
    assert sum(g.seats for g in s.factory_goals) == {2: 6, 3: 9, 4: 12}[players]
    assert s.board.for_players(players).test_track_cars == track and set(s.plaques.values()) == {plaques}


def test_two_players_may_not_move_to_sandras_department():
    two = THREE[:2]
    s = start(two, order=("ann", "bob"))
    with pytest.raises(RuleError, match="Sandra is in Administration"):
        PACK.apply(s, sel("ann", "administration", 1))
    assert all(c.department != "administration" for c in alley.choices(s, "ann"))


def test_the_legal_listing_names_the_workstations_in_log_form():
    s = start()
    cy = [c for c in PACK.legal(s, "cy") if c.entry["kind"] == "select"]
    assert len(cy) == 10 and all(c.legal for c in cy)
    ann = [c for c in PACK.legal(s, "ann") if c.entry["kind"] == "select"]
    assert ann and all(c.refused == "it is Cy's turn to choose a workstation, not Ann's" for c in ann)
    s, _ = go(s, sel("cy", "logistics", 2), sel("ann", "design", 1), sel("bob", "testing", 1))
    work = [c for c in PACK.legal(s, "cy") if c.entry["kind"] == "work"]
    assert [c.entry for c in work] == [{"kind": "work", "player": "cy", "department": "logistics", "workstation_shifts": 3}]


def test_a_game_that_types_its_departments_refuses_a_selection():
    s = PACK.start({"kind": "new_game", "players": THREE}).state
    with pytest.raises(CompanionError, match="choosing a workstation cannot be entered now"):
        PACK.apply(s, sel("ann", "testing", 1))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=20), min_size=40, max_size=40), st.integers(min_value=2, max_value=4))
def test_any_legal_choices_keep_one_worker_per_workstation_and_never_yesterdays_department(picks, players):
    roster = [{"id": f"p{k}", "name": f"P{k}"} for k in range(players)]
    s = start(roster, order=())
    picks = iter(picks)
    for _day in range(6):
        while not alley.selection_done(s):
            pid = alley.next_to_choose(s)
            options = alley.choices(s, pid)
            assert options, "a player always has a free workstation"
            c = options[next(picks, 0) % len(options)]
            s, _ = go(s, sel(pid, c.department, c.workstation))
        spots = [(st_.department, st_.workstation) for st_ in s.placed.values()]
        if s.sandra_at.workstation is not None:
            spots.append((s.sandra_at.department, s.sandra_at.workstation))
        assert len(set(spots)) == len(spots) == len(s.players) + (s.sandra_at.workstation is not None)
        assert all(s.placed[p.id].department != p.yesterday for p in s.players)
        assert s.sandra in DEPARTMENTS
        s, _ = pass_turns(s)
        if s.meeting_scheduled:
            s, _ = go(s, {"kind": "meeting", "pet_projects": {p.id: 1 for p in s.players}})
        if s.end_triggered:
            break
        s, _ = go(s, {"kind": "end_of_day"})


def test_recycling_trades_one_part_per_type_three_in_the_pool_never_during_the_meeting():
    s = start(recycling=["turbo", "engine", "brakes"])
    s, _ = go(s, sel("cy", "logistics", 2), sel("ann", "testing", 2), sel("bob", "design", 1))
    # left to right: Ann (Testing & Innovation) has nothing to do, then Cy collects Parts and recycles one
    s, _ = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 3})
    s, _ = go(s, {"kind": "work", "player": "cy", "department": "logistics", "workstation_shifts": 3,
                  "parts_taken": {"chassis": 1, "turbo": 1}})
    s, ledger = go(s, {"kind": "recycle", "player": "cy", "give": "chassis", "take": "engine"})
    assert s.recycling == ["turbo", "chassis", "brakes"] and s.player("cy").parts == {"chassis": 0, "turbo": 1, "engine": 1}
    assert lines(ledger, "kanban.recycles") == [("cy", {"give": "chassis", "take": "engine", "pool": joined(["turbo", "chassis", "brakes"])})]
    trades = [c for c in PACK.legal(s, "cy") if c.entry["kind"] == "recycle"]
    assert [(c.entry["give"], c.entry["take"]) for c in trades] == [("engine", "turbo"), ("engine", "chassis"), ("engine", "brakes")]
    assert [c.legal for c in trades] == [True, True, True]
    with pytest.raises(RuleError, match="already holds a turbo"):
        PACK.apply(s, {"kind": "recycle", "player": "cy", "give": "turbo", "take": "brakes"})
    with pytest.raises(RuleError, match="no suspension in the Recycling pool"):
        PACK.apply(s, {"kind": "recycle", "player": "cy", "give": "engine", "take": "suspension"})
    with pytest.raises(RuleError, match="no chassis on the board"):
        PACK.apply(s, {"kind": "recycle", "player": "cy", "give": "chassis", "take": "turbo"})
    # the Meeting: every turn is over, the pool is closed
    s.meeting_scheduled = True
    s, _ = pass_turns(s)
    with pytest.raises(RuleError, match="during a Meeting"):
        PACK.apply(s, {"kind": "recycle", "player": "cy", "give": "engine", "take": "brakes"})
    with pytest.raises(RuleError, match="3 Car Parts of 3 different types"):
        start(recycling=["turbo", "turbo", "brakes"])


def test_a_model_in_demand_gives_its_red_seat_and_a_met_demand_asks_which_tile_is_drawn():
    s = start(demand=["red", "blue"])
    assert [(d.model, d.seats) for d in s.demand] == [("red", 2), ("blue", 2)]
    s, _ = go(s, sel("cy", "assembly", 2), sel("ann", "assembly", 1), sel("bob", "design", 1))
    car = {"kind": "work", "player": "ann", "department": "assembly", "workstation_shifts": 2,
           "cars_off_line": [{"model": "red", "pp": 1}, {"model": "red", "pp": 1}, {"model": "green", "pp": 1}]}
    out = PACK.apply(s, car)
    # the red Demand is met at the end of the turn: the engine asks which tile is drawn (not red, not blue)
    assert out.pending is not None and out.pending.player == "ann"
    assert out.pending.option_values() == ["green", "yellow", "black"]
    s, ledger = go(s, {**car, "answers": {"demand-1": "yellow"}})
    assert [(d.model, d.seats) for d in s.demand] == [("yellow", 2), ("blue", 2)]
    assert s.player("ann").seats_up == 3 and s.player("ann").pp == 3
    assert lines(ledger, "kanban.demand_met") == [(None, {"model": "red", "drawn": "yellow", "seats": 2})]
    with pytest.raises(CompanionError, match="not allowed"):
        PACK.apply(s, {**car, "player": "cy", "workstation_shifts": 3, "answers": {"demand-1": "blue"},
                       "cars_off_line": [{"model": "blue", "pp": 2}, {"model": "blue", "pp": 2}]})


def test_the_working_phase_goes_left_to_right_and_a_turn_ends_when_the_next_worker_begins():
    """KDE Round Overview 2: "Left-to-right in Workstation Alley, we do our tasks"; KDE Recycling: "at any time
    during your turn"; "After everyone has worked their Shifts, we can start a new day"."""
    s = start(recycling=["turbo", "engine", "brakes"])
    s, _ = go(s, sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1))
    assert alley.working_order(s) == ["ann", "cy", "bob", alley.SANDRA]
    before = s.model_dump()
    with pytest.raises(RuleError, match="Ann works before Cy today"):
        PACK.apply(s, {"kind": "work", "player": "cy", "department": "testing", "workstation_shifts": 3})
    with pytest.raises(RuleError, match="Ann works before Sandra today"):
        PACK.apply(s, {"kind": "sandra"})
    s.player("ann").parts = {"chassis": 1}
    s.player("bob").parts = {"chassis": 1}
    s = type(s).model_validate(s.model_dump())
    with pytest.raises(RuleError, match="Ann works before Bob today"):
        PACK.apply(s, {"kind": "recycle", "player": "bob", "give": "chassis", "take": "turbo"})
    assert s.model_dump() | {"players": None} == before | {"players": None}
    # Ann's turn: she may work in several entries and recycle; it is over once Cy begins
    s, _ = go(s, {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 2, "train": 1},
              {"kind": "recycle", "player": "ann", "give": "chassis", "take": "turbo"},
              {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 2, "train": 1},
              {"kind": "work", "player": "cy", "department": "testing", "workstation_shifts": 3})
    for late in ({"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 2},
                 {"kind": "recycle", "player": "ann", "give": "turbo", "take": "engine"}):
        with pytest.raises(RuleError, match="Cy has begun working, to the right of Ann: Ann's turn today is over"):
            PACK.apply(s, late)
    s, _ = go(s, {"kind": "work", "player": "bob", "department": "design", "workstation_shifts": 2})
    with pytest.raises(RuleError, match="Sandra has not taken her turn"):
        PACK.apply(s, {"kind": "end_of_day"})
    s, _ = go(s, {"kind": "sandra"}, {"kind": "end_of_day"})
    # day 2: a player to the right of Sandra who has not taken a turn keeps the day open
    s, _ = choose_all(s)
    assert alley.working_order(s) == ["bob", alley.SANDRA, "ann", "cy"]
    s, _ = go(s, {"kind": "work", "player": "bob", "department": "testing", "workstation_shifts": 2},
              {"kind": "sandra"}, {"kind": "work", "player": "ann", "department": "assembly", "workstation_shifts": 2})
    with pytest.raises(RuleError, match="Cy has not taken a turn today"):
        PACK.apply(s, {"kind": "end_of_day"})
    s, _ = pass_turns(s)
    assert PACK.apply(s, {"kind": "end_of_day"}).state.day == 3


def test_a_game_of_an_older_log_format_keeps_its_order_checks():
    """Games stored before log format 4 replay as they were stored: only who works before Sandra is checked."""
    entry = PACK.migrate_input({"kind": "new_game", "players": THREE, "workstations": True,
                                "certification_order": ["cy", "ann", "bob"]}, 3)
    s = PACK.start(entry).state
    s, _ = go(s, sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1),
              {"kind": "work", "player": "cy", "department": "testing", "workstation_shifts": 3},
              {"kind": "work", "player": "ann", "department": "testing", "workstation_shifts": 2},
              {"kind": "sandra"}, {"kind": "end_of_day"})
    assert s.day == 2 and not s.exact_turns
