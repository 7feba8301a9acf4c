"""The working day's checks: workstations, 4-Shift cap, claim costs, upgrades, training."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.kanban.state import Design
from companion.games.kanban.workday import claim_cost
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import apply, new_game, score_lines, with_training

WORK = {"kind": "work", "player": "you"}


def test_claim_costs_1_2_2_3():
    s = new_game()
    assert [claim_cost(s, [k]) for k in (1, 2, 3, 4)] == [1, 2, 2, 3]
    assert claim_cost(s, [1, 2, 3, 4]) == 8
    with pytest.raises(RuleError):
        claim_cost(s, [2, 2])
    with pytest.raises(RuleError):
        claim_cost(s, [5])


def test_claiming_parks_cars_and_uses_designs():
    s = new_game()
    s.player("you").designs = [Design(model="red", part="turbo"), Design(model="blue")]
    out = apply(
        s,
        WORK
        | {
            "department": "testing",
            "workstation_shifts": 3,
            "claims": [{"position": 2, "model": "red"}, {"position": 1, "model": "blue"}],
        },
    )
    p = out.state.player("you")
    assert p.garages[:2] == ["red", "blue"] and p.designs == []
    with pytest.raises(RuleError, match="uses 4 Shifts"):
        apply(s, WORK | {"department": "testing", "workstation_shifts": 2, "claims": [{"position": 4, "model": "red"}, {"position": 1, "model": "blue"}]})


def test_claim_needs_a_design_of_the_model():
    s = new_game()
    with pytest.raises(RuleError, match="Design of the red"):
        apply(s, WORK | {"department": "testing", "workstation_shifts": 2, "claims": [{"position": 1, "model": "red"}]})


def test_fifth_garage_locked_and_replacing_only_when_all_five_are_occupied():
    """KDE No More Garages: "if you already have all 5 of your garages occupied, then and only then" an old car
    goes back; KDE Assembly Line, Certification Benefits: the fifth garage opens with the certification."""
    s = new_game()
    p = s.player("you")
    p.garages = ["red", "red", "blue", "blue", None]
    p.designs = [Design(model="green")]
    claim = {"department": "testing", "workstation_shifts": 2, "claims": [{"position": 1, "model": "green"}]}
    # four open garages full, the fifth locked: no car can be claimed, named garage or not
    for named in ({}, {"garage": 2}):
        with pytest.raises(RuleError, match="4 open garages are full and the fifth is locked: an old car may be "
                                            "replaced only when all 5 garages are occupied"):
            apply(s, WORK | claim | {"claims": [{"position": 1, "model": "green", **named}]})
    with pytest.raises(RuleError, match="locked"):
        apply(s, WORK | claim | {"claims": [{"position": 1, "model": "green", "garage": 5}]})
    # certified on the Assembly Line: the fifth garage is open and empty, the car parks there
    certified = with_training(s.model_copy(deep=True), "assembly", [("you", s.board.numbers.certified_at)])
    assert apply(certified, WORK | claim).state.player("you").garages == ["red", "red", "blue", "blue", "green"]
    with pytest.raises(RuleError, match="only be replaced when all garages are full"):
        apply(certified, WORK | claim | {"claims": [{"position": 1, "model": "green", "garage": 2}]})
    # all five occupied: the garage must be named, and its old car goes back
    certified.player("you").garages = ["red", "red", "blue", "blue", "black"]
    with pytest.raises(RuleError, match="name the garage"):
        apply(certified, WORK | claim)
    out = apply(certified, WORK | claim | {"claims": [{"position": 1, "model": "green", "garage": 2}]})
    assert out.state.player("you").garages == ["red", "green", "blue", "blue", "black"]


def test_a_game_of_an_older_log_format_keeps_replacing_when_the_open_garages_are_full():
    """Games stored before log format 4 replay as they were stored: a car replaced one in the four open garages."""
    from companion.games.kanban.pack import PACK

    players = [{"id": "you", "name": "You"}, {"id": "orange", "name": "Orange"}]
    entry = PACK.migrate_input({"kind": "new_game", "players": players}, 3)
    assert entry["exact_turns"] is False
    s = PACK.start(entry).state
    p = s.player("you")
    p.garages = ["red", "red", "blue", "blue", None]
    p.designs = [Design(model="green")]
    out = apply(s, WORK | {"department": "testing", "workstation_shifts": 2,
                           "claims": [{"position": 1, "model": "green", "garage": 2}]})
    assert out.state.player("you").garages[:4] == ["red", "green", "blue", "blue"]

def test_upgrade_scores_2_pp_and_raises_the_part():
    s = new_game()
    s.player("you").designs = [Design(model="yellow", part="engine")]
    s.player("you").parts = {"engine": 1}
    out = apply(s, WORK | {"department": "testing", "workstation_shifts": 2, "upgrades": [{"model": "yellow", "part": "engine"}]})
    assert score_lines(out.ledger, "you") == 2
    assert out.state.part_values["engine"] == 1
    assert out.state.player("you").parts == {"engine": 0}
    assert [u.player for u in out.state.upgrades["yellow"]] == ["you"]


def test_double_upgrade_needs_certification_and_scores_the_new_value():
    s = new_game()
    s.player("you").designs = [Design(model="yellow", part="engine")]
    s.part_values["engine"] = 2
    entry = WORK | {"department": "testing", "workstation_shifts": 2, "upgrades": [{"model": "yellow", "part": "engine", "double": True}]}
    with pytest.raises(RuleError, match="certification"):
        apply(s, entry)
    s = with_training(s, "testing", [("you", 3)])
    out = apply(s, entry)
    assert out.state.part_values["engine"] == 4
    assert score_lines(out.ledger, "you") == 2 + 4


def test_same_department_two_days_running_is_refused():
    s = new_game()
    s = apply(s, WORK | {"department": "design", "workstation_shifts": 2}).state
    s = apply(s, {"kind": "end_of_day"}).state
    with pytest.raises(RuleError, match="yesterday"):
        apply(s, WORK | {"department": "design", "workstation_shifts": 3})
    with pytest.raises(RuleError, match="gives 1 or 2"):
        apply(s, WORK | {"department": "administration", "workstation_shifts": 3})


def test_gains_are_credited_at_the_end_of_the_day():
    s = new_game()
    s = apply(s, WORK | {"department": "logistics", "workstation_shifts": 2, "other_shifts": 1, "shifts_banked": 1, "books_gained": 1}).state
    assert s.player("you").shifts == 0
    with pytest.raises(RuleError, match="Shift Bank"):
        apply(s, WORK | {"department": "logistics", "workstation_shifts": 2, "banked_spent": 1})
    s = apply(s, {"kind": "end_of_day"}).state
    assert (s.player("you").shifts, s.player("you").books, s.day) == (1, 1, 2)


def test_training_certifies_and_unlocks_the_fifth_seat():
    s = new_game()
    out = apply(s, WORK | {"department": "administration", "workstation_shifts": 2, "train": 2})
    s = out.state
    s.player("you").books = 1
    s.today = {}
    s.player("you").yesterday = None
    out = apply(s, WORK | {"department": "administration", "workstation_shifts": 1, "books": 1})
    p = out.state.player("you")
    assert out.state.certified("you", "administration")
    assert p.seats_up + p.seats_down == 5
    assert out.state.certification_order[0] == "you"


def test_training_beyond_the_final_desk_is_refused():
    s = with_training(new_game(), "design", [("you", 5)])
    with pytest.raises(RuleError, match="final desk"):
        apply(s, WORK | {"department": "design", "workstation_shifts": 2, "train": 1})


def test_first_expert_takes_the_seat():
    s = with_training(new_game(), "design", [("you", 4)])
    out = apply(s, WORK | {"department": "design", "workstation_shifts": 2, "train": 1})
    assert out.state.experts_seated == ["design"]
    assert out.state.player("you").seats_up == 2


def test_tasks_belong_to_their_department():
    s = new_game()
    with pytest.raises(RuleError, match="done in design"):
        apply(s, WORK | {"department": "logistics", "workstation_shifts": 2, "designs_taken": [{"model": "red"}]})
    out = apply(s, WORK | {"department": "administration", "workstation_shifts": 2, "micro_manage": "design", "designs_taken": [{"model": "red"}]})
    assert out.state.player("you").designs == [Design(model="red")]
    with pytest.raises(InputError, match="micro_manage"):
        apply(s, WORK | {"department": "design", "workstation_shifts": 2, "micro_manage": "testing"})


def test_work_choices_for_the_form():
    from companion.games.kanban.forms import work_choices

    s = new_game()
    s.player("you").shifts = 3
    s.player("you").yesterday = "design"
    choices = work_choices(s, "you")
    assert "design" not in choices["departments"]
    assert choices["departments"]["logistics"] == {2: 2, 3: 1}  # the 4-Shift cap
    assert choices["departments"]["administration"] == {1: 3, 2: 2}
    assert choices["claim_costs"] == [1, 2, 2, 3]


# --- Provide Needed Parts: 1 Shift per Part (KDE Assembly Line) -------------------------------------


def test_each_part_provided_takes_a_shift():
    """KDE Assembly Line, Provide Needed Parts step 1: 1 Shift to move one Car Part to an Assembly Space."""
    s = new_game()
    s.player("you").parts = {"engine": 2, "brakes": 2}
    work = WORK | {"department": "assembly", "workstation_shifts": 2}
    out = apply(s, work | {"parts_used": {"engine": 1, "brakes": 1}})
    assert out.state.player("you").parts == {"engine": 1, "brakes": 1}
    assert out.state.today["you"].shifts_used == 2
    with pytest.raises(RuleError, match="uses 3 Shifts but has 2"):
        apply(s, work | {"parts_used": {"engine": 2, "brakes": 1}})
    with pytest.raises(RuleError, match="uses 3 Shifts but has 2"):
        apply(s, work | {"parts_used": {"engine": 2}, "other_shifts": 1})


def test_parts_provided_count_toward_the_daily_cap_of_4():
    """KDE Working Phase: banked Shifts add to the workstation's, never beyond 4; Parts provided use them."""
    s = new_game()
    s.player("you").shifts = 2
    s.player("you").parts = {"engine": 3, "brakes": 2}
    work = WORK | {"department": "assembly", "workstation_shifts": 3, "banked_spent": 1}
    out = apply(s, work | {"parts_used": {"engine": 3, "brakes": 1}})
    assert (out.state.today["you"].shifts_used, out.state.today["you"].shifts_available) == (4, 4)
    with pytest.raises(RuleError, match="uses 5 Shifts but has 4"):
        apply(s, work | {"parts_used": {"engine": 3, "brakes": 2}})
    # a second entry the same day adds to the Shifts already used
    with pytest.raises(RuleError, match="uses 5 Shifts but has 4"):
        apply(out.state, WORK | {"department": "assembly", "workstation_shifts": 3, "parts_used": {"brakes": 1}})


def test_parts_are_provided_only_on_the_assembly_line():
    s = new_game()
    s.player("you").parts = {"engine": 1}
    with pytest.raises(RuleError, match="done in assembly"):
        apply(s, WORK | {"department": "logistics", "workstation_shifts": 2, "parts_used": {"engine": 1}})
    out = apply(s, WORK | {"department": "administration", "workstation_shifts": 2, "micro_manage": "assembly",
                           "parts_used": {"engine": 1}})
    assert out.state.player("you").parts == {"engine": 0}
    with pytest.raises(InputError, match="0 or more"):
        apply(s, WORK | {"department": "assembly", "workstation_shifts": 2, "parts_used": {"engine": -1}})


def test_the_form_and_the_engine_share_the_departments_tasks():
    from companion.games.kanban import forms, workday

    assert forms.tasks("assembly") == ["parts_used", "cars_off_line"] and forms.tasks("testing") == ["claims", "upgrades"]
    assert forms.tasks("administration", "logistics") == ["parts_taken", "kanban_order", "voucher_requested"]
    assert forms.TASKS is workday.TASKS
    planned = forms.shifts_planned(new_game(), WORK | {"department": "assembly", "workstation_shifts": 3,
                                                     "parts_used": {"engine": 2}, "train": 1})
    assert planned == {"used": 3, "available": 3, "cap": 4}


# --- claiming with a named Design (KDE Claim Cars step 1) ---------------------------------------------

CLAIM_DAY = WORK | {"department": "testing", "workstation_shifts": 3}


def two_green_designs():
    s = new_game()
    s.player("you").designs = [Design(model="green"), Design(model="green", part="turbo"), Design(model="blue", part="brakes")]
    return s


def test_a_claim_names_the_design_when_the_desk_has_different_ones():
    s = two_green_designs()
    with pytest.raises(RuleError, match=r"different Parts \(claim only, turbo\): say which one"):
        apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "green"}]})
    kept = apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "green", "design": "claim only"}]}).state
    assert kept.player("you").designs == [Design(model="green", part="turbo"), Design(model="blue", part="brakes")]
    used = apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "green", "design": "turbo"}]}).state
    assert used.player("you").designs == [Design(model="green"), Design(model="blue", part="brakes")]
    # one kind of Design of the Model: nothing to say
    blue = apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "blue"}]}).state
    assert blue.player("you").garages[0] == "blue" and len(blue.player("you").designs) == 2


def test_a_named_design_must_be_on_the_desk():
    s = two_green_designs()
    with pytest.raises(RuleError, match=r"no green Design \(engine\) on the desk; there: claim only, turbo"):
        apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "green", "design": "engine"}]})
    with pytest.raises(InputError, match="a Car Part"):
        apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "green", "design": "wheels"}]})
    with pytest.raises(RuleError, match=r"no blue Design \(claim only\)"):
        apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "blue", "design": "claim only"}]})


def test_two_cars_of_one_model_use_both_designs():
    s = two_green_designs()
    out = apply(s, CLAIM_DAY | {"claims": [{"position": 1, "model": "green", "design": "turbo"},
                                           {"position": 2, "model": "green"}]})
    assert out.state.player("you").garages[:2] == ["green", "green"]
    assert out.state.player("you").designs == [Design(model="blue", part="brakes")]


def test_claim_choices_list_the_designs_left_for_each_model():
    from companion.games.kanban.forms import claim_choices

    s = two_green_designs()
    assert claim_choices(s, "you")["designs"] == {"blue": ["brakes"], "green": ["claim only", "turbo"]}
    after = claim_choices(s, "you", claimed=[{"position": 1, "model": "green", "design": "turbo"}])
    assert after["designs"] == {"blue": ["brakes"], "green": ["claim only"]}
    both = claim_choices(s, "you", claimed=[{"position": 1, "model": "blue"}], taken=[{"model": "red", "part": None}])
    assert both["models"] == ["green", "red"]


# --- logs written before format 2 ---------------------------------------------------------------------


def test_format_1_work_entries_keep_their_meaning():
    """Format 1: the Parts provided were in `other_shifts`, and a claim gave back the first Design of its Model."""
    from companion.games.kanban.pack import PACK

    old = WORK | {"department": "testing", "workstation_shifts": 3, "other_shifts": 1,
                  "claims": [{"position": 1, "model": "green"}]}
    migrated = PACK.migrate_input(dict(old), 1)
    assert migrated["claims"] == [{"position": 1, "model": "green", "design": "first on the desk"}]
    out = apply(two_green_designs(), migrated)
    assert out.state.player("you").designs[0] == Design(model="green", part="turbo")  # the claim-only one went back
    assert out.state.today["you"].shifts_used == 2
    provided = WORK | {"department": "assembly", "workstation_shifts": 3, "parts_used": {"engine": 2}, "other_shifts": 3}
    assert PACK.migrate_input(dict(provided), 1)["other_shifts"] == 1  # 2 of the 3 were the Parts
    s = new_game()
    s.player("you").parts = {"engine": 2}
    assert apply(s, PACK.migrate_input(dict(provided), 1)).state.today["you"].shifts_used == 3
    assert PACK.migrate_input(dict(provided), 2) == provided
    assert PACK.input_version == 5 and PACK.migrate_input(dict(provided), 2) == provided


def test_more_of_todays_work_stays_at_todays_workstation():
    """A typed game: a second `work` entry of the day is listed and accepted only at the workstation taken."""
    s = apply(new_game(), WORK | {"department": "design", "workstation_shifts": 2}).state
    listed = [c.entry for c in PACK.legal(s, "you") if c.entry["kind"] == "work"]
    assert listed == [{"kind": "work", "player": "you", "department": "design", "workstation_shifts": 2}]
    out = apply(s, WORK | {"department": "design", "workstation_shifts": 2, "train": 1})
    assert out.state.today["you"].shifts_used == 1
    with pytest.raises(RuleError, match="already works at a workstation of 2 Shifts today"):
        apply(s, WORK | {"department": "design", "workstation_shifts": 3})
