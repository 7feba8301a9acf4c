"""The Design display followed: Select a Design, Well-Researched and Cutting-Edge Designs, sliding and
refilling, the Designs claims give back, Sandra's task in Design.

Scenarios written for these tests from KDE Setup 18-19 and the Design Department (Action: Select a Design;
Well-Researched Designs; Certification Benefits; Cutting-Edge Designs), Claim Cars 1 and the Factory Manager
table (Design). The rulebook gives no worked example with numbers for the Design display; the numbers here
are arithmetic on those rules and on the display's board data (data/design.toml: 4 spaces a row, the two
rightmost of each row Well-Researched, a Book then a Shift, all marked unverified).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import design
from companion.games.kanban.state import Design
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import apply, lines, new_game, with_training

WORK = {"kind": "work", "player": "you", "department": "design", "workstation_shifts": 3}

TOP = [("green", "engine"), ("blue", "turbo"), ("red", "brakes"), ("black", "chassis")]
BOTTOM = [("yellow", "engine"), ("green", "turbo"), ("blue", None), ("red", "engine")]
DECKS = {"central": ("black", "engine"), "top": ("yellow", "turbo"), "bottom": ("green", "brakes")}


def tile(model, part=None):
    return {"model": model, "part": part}


def deal():
    return {"design_display": [tile(*t) for t in TOP + BOTTOM],
            "design_decks": {d: tile(*t) for d, t in DECKS.items()}}


def game(**extra):
    return new_game(**deal(), **extra)


def on_desk(state, pid, *tiles):
    """Designs a player holds from earlier days: out of the unseen tiles (and so out of a deck)."""
    for t in tiles:
        state.unseen.remove(t)
        next(d for d in state.decks.values() if d.hidden).hidden -= 1
        state.player(pid).designs.append(t)


def row(state, r):
    return [(t.model, t.part) if t else None for t in state.display[r]]


def test_the_set_up_deals_eight_spaces_and_three_decks_of_nine():
    s = game()
    assert row(s, 0) == TOP and row(s, 1) == BOTTOM
    # KDE Setup 19: 3 decks of 9, their tops face-up: 8 unseen below each top; 35 - 8 - 3 = 24 unseen tiles
    assert [s.decks[d].hidden for d in design.DECKS] == [8, 8, 8]
    assert len(s.unseen) == 24 and len(design.box(s)) == 35
    assert new_game().display == [] and new_game().decks == {}  # not dealt: the display stays on the cardboard


def test_a_tile_dealt_twice_is_refused():
    bad = deal()
    bad["design_decks"]["top"] = tile("green", "engine")  # already on the top row
    with pytest.raises(RuleError, match="cannot lie in two places"):
        new_game(**bad)


def test_selecting_a_design_costs_a_shift_and_the_row_slides_right_and_refills_from_its_deck():
    out = apply(game(), WORK | {"designs_taken": [tile("green", "engine")], "answers": {"design-1": "yellow:brakes"}})
    s = out.state
    assert s.today["you"].shifts_used == 1  # step 1: 1 Shift per Design
    assert [(d.model, d.part) for d in s.player("you").designs] == [("green", "engine")]
    # step 3: the three others slide right, the gap (space 1) takes the top row's deck's top (yellow turbo),
    # and the next unseen tile comes up on that deck (the table said: yellow brakes)
    assert row(s, 0) == [("yellow", "turbo"), ("blue", "turbo"), ("red", "brakes"), ("black", "chassis")]
    assert row(s, 1) == BOTTOM
    assert s.decks["top"].top == Design(model="yellow", part="brakes") and s.decks["top"].hidden == 7
    assert len(s.unseen) == 23
    assert len(lines(out.ledger, "kanban.display_slides")) == 1


def test_the_design_coming_up_on_a_deck_is_asked_of_the_table():
    out = apply(game(), WORK | {"designs_taken": [tile("green", "engine")]})
    assert out.pending is not None and out.pending.id == "design-1"
    assert "yellow:brakes" in out.pending.option_values() and "green:engine" not in out.pending.option_values()


def test_a_well_researched_space_banks_a_shift_tonight():
    s = game()
    out = apply(s, WORK | {"designs_taken": [tile("black", "chassis"), tile("red", "brakes")],
                           "answers": {"design-1": "yellow:brakes", "design-2": "yellow:chassis"}})
    day = out.state.today["you"]
    # the top row's space 4 gives a banked Shift, space 3 a Book (data/design.toml, unverified): both tonight
    assert (day.shifts_banked, day.books_gained) == (1, 1) and out.state.player("you").shifts == 0
    assert len(lines(out.ledger, "kanban.well_researched")) == 2
    # two gaps: green engine and blue turbo slide to spaces 3-4, then yellow turbo and yellow brakes from the deck
    assert row(out.state, 0) == [("yellow", "brakes"), ("yellow", "turbo"), ("green", "engine"), ("blue", "turbo")]
    done = apply(out.state, {"kind": "end_of_day"}).state
    assert (done.player("you").shifts, done.player("you").books) == (1, 1)  # KDE General Rule: credited tonight


def test_the_decks_tops_are_refused_until_certified_in_design():
    with pytest.raises(RuleError, match="Certified in Design"):
        apply(game(), WORK | {"designs_taken": [tile("yellow", "turbo")]})


def test_certified_in_design_a_deck_top_is_taken_and_the_next_one_comes_up():
    s = with_training(game(), "design", [("you", 3)])
    out = apply(s, WORK | {"designs_taken": [tile("black", "engine")], "answers": {"design-1": "red:turbo"}})
    assert out.state.decks["central"].top == Design(model="red", part="turbo")
    assert row(out.state, 0) == TOP and row(out.state, 1) == BOTTOM  # no gap in the rows: nothing slides
    assert lines(out.ledger, "kanban.design_from_deck")[0][1]["deck"] == "the Central deck"


def test_the_last_design_of_a_rows_deck_is_replaced_by_the_central_decks_top():
    s = with_training(game(), "design", [("you", 3)])
    s.unseen += [s.decks["top"].top]
    s.unseen.remove(Design(model="yellow", part="turbo"))
    s.decks["top"].hidden, s.decks["central"].hidden = 0, 16  # the top row's deck holds its last tile
    out = apply(s, WORK | {"designs_taken": [tile("yellow", "turbo")], "answers": {"design-1": "red:turbo"}})
    # Cutting-Edge Designs: the Central deck's top (black engine) fills the space at once; red turbo comes up
    assert out.state.decks["top"].top == Design(model="black", part="engine")
    assert out.state.decks["central"].top == Design(model="red", part="turbo")


def test_the_desk_holds_four_designs_and_a_fifth_once_certified():
    s = game()
    on_desk(s, "you", *(Design(model="green", part=p) for p in ("chassis", "transmission", "suspension")))
    taking = [tile("green", "engine"), tile("blue", "turbo")]
    with pytest.raises(RuleError, match="no free space"):
        apply(s, WORK | {"designs_taken": taking, "answers": {"design-1": "yellow:brakes", "design-2": "red:turbo"}})
    certified = with_training(s, "design", [("you", 3)])
    out = apply(certified, WORK | {"designs_taken": taking,
                                   "answers": {"design-1": "yellow:brakes", "design-2": "red:turbo"}})
    assert len(out.state.player("you").designs) == 5


def test_a_design_not_face_up_is_refused():
    with pytest.raises(RuleError, match="no yellow Design \\(chassis\\) is face-up"):
        apply(game(), WORK | {"designs_taken": [tile("yellow", "chassis")]})


def test_a_claim_gives_the_design_back_to_the_bottom_of_the_central_deck():
    s = game()
    on_desk(s, "you", Design(model="red", part="chassis"))
    claim = {"kind": "work", "player": "you", "department": "testing", "workstation_shifts": 3,
             "claims": [{"position": 1, "model": "red"}]}
    out = apply(s, claim)
    assert out.state.player("you").designs == []
    assert out.state.decks["central"].under == [Design(model="red", part="chassis")]
    assert out.state.decks["central"].top == Design(model="black", part="engine")  # the top stays


def test_sandra_in_design_returns_the_oldest_four_and_shuffles_the_central_deck():
    s = game()
    s.sandra = "design"
    s.day = 2
    answers = {"design-1": "red:brakes", "design-2": "yellow:brakes", "design-3": "yellow:chassis",
               "design-4": "green:chassis", "design-5": "green:transmission"}
    out = apply(s, {"kind": "sandra", "department": "design", "answers": answers})
    st = out.state
    # the rightmost two of each row (red brakes, black chassis; blue claim only, red engine) and the Central deck's
    # top go into the shuffled deck: 8 + 5 hidden, less the one that came up (red brakes, the table said)
    assert st.decks["central"].top == Design(model="red", part="brakes") and st.decks["central"].hidden == 8 + 5 - 1
    # the rows slide right and refill from their decks right to left: yellow turbo, then yellow brakes (named);
    # green brakes, then green chassis (named); the decks' next tops named too
    assert row(st, 0) == [("yellow", "brakes"), ("yellow", "turbo"), ("green", "engine"), ("blue", "turbo")]
    assert row(st, 1) == [("green", "chassis"), ("green", "brakes"), ("yellow", "engine"), ("green", "turbo")]
    assert st.decks["top"].top == Design(model="yellow", part="chassis") and st.decks["top"].hidden == 6
    assert len(st.unseen) == 24 + 5 - 5
    assert len(lines(out.ledger, "kanban.designs_shuffled")) == 1


def test_the_starting_round_takes_any_design_and_the_display_refills_at_its_end():
    s = new_game(ids=("you", "orange"), workstations=True, starting_round=True, first_player="you", **deal())
    s = apply(s, {"kind": "start_spot", "player": "you", "spot": 1}).state
    s = apply(s, {"kind": "start_spot", "player": "orange", "spot": 2}).state
    # right to left on the Track: orange (spot 2) first; a deck's top is allowed (KDE Beginning of the Game)
    out = apply(s, {"kind": "start_items", "player": "orange", "part": "engine", "design": "yellow",
                    "design_part": "turbo", "answers": {"design-1": "yellow:brakes"}})
    s = out.state
    assert s.decks["top"].top == Design(model="yellow", part="brakes")
    assert row(s, 0) == TOP  # nothing slides before the end of the round
    out = apply(s, {"kind": "start_items", "player": "you", "part": "turbo", "design": "red", "design_part": "brakes",
                    "answers": {"design-1": "yellow:chassis"}})
    s = out.state
    # the end of the round: the top row slides right, yellow brakes from its deck fills space 1; no benefit taken
    assert row(s, 0) == [("yellow", "brakes"), ("green", "engine"), ("blue", "turbo"), ("black", "chassis")]
    assert s.decks["top"].top == Design(model="yellow", part="chassis")
    assert "you" not in s.today and s.player("you").shifts == 0


def test_the_starting_round_refuses_a_design_not_face_up():
    s = new_game(ids=("you", "orange"), workstations=True, starting_round=True, first_player="you", **deal())
    s = apply(s, {"kind": "start_spot", "player": "you", "spot": 1}).state
    s = apply(s, {"kind": "start_spot", "player": "orange", "spot": 2}).state
    with pytest.raises(RuleError, match="face-up"):
        apply(s, {"kind": "start_items", "player": "orange", "part": "engine", "design": "yellow", "design_part": "chassis"})


def test_legal_lists_the_face_up_designs_and_the_decks_tops_only_once_certified():
    s = game(workstations=True, certification_order=["you", "orange", "purple", "blue"])
    s = apply(s, {"kind": "select", "player": "you", "department": "design", "workstation": 2}).state
    for pid, dept in (("orange", "testing"), ("purple", "assembly"), ("blue", "logistics")):
        s = apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": 1}).state
    for pid in ("orange", "purple", "blue"):
        at = s.placed[pid]
        s = apply(s, {"kind": "work", "player": pid, "department": at.department,
                      "workstation_shifts": 2 if at.department != "administration" else 1}).state

    def offered(state):
        return [(d["model"], d["part"]) for c in PACK.legal(state, "you") if c.entry["kind"] == "work"
                for d in c.entry.get("designs_taken", [])]

    assert offered(s) == TOP + BOTTOM  # the 8 spaces; not the decks' tops (KDE Cutting-Edge Designs)
    certified = with_training(s, "design", [("you", 3)])
    assert offered(certified) == TOP + BOTTOM + [DECKS[d] for d in design.DECKS]


def test_the_set_up_forms_deal_becomes_the_new_game_fields_once_every_place_is_named():
    places = [f"{r}-{c}" for r in range(2) for c in range(4)] + list(design.DECKS)
    dealt = dict(zip(places, [f"{m}:{p or 'claim only'}" for m, p in TOP + BOTTOM + [DECKS[d] for d in design.DECKS]]))
    fields = design.deal_fields(dealt, places)
    assert fields == deal()
    assert game().display == new_game(**fields).display
    assert design.deal_fields({**dealt, "top": ""}, places) == {}  # one place not named: the display is not followed


def test_from_administration_micro_managing_design_a_design_is_selected():
    admin = {"kind": "work", "player": "you", "department": "administration", "workstation_shifts": 2,
             "micro_manage": "design", "designs_taken": [tile("red", "engine")], "answers": {"design-1": "green:chassis"}}
    s = apply(game(), admin).state  # KDE Administration, Micro-Manage: the department's actions
    # the bottom row slides right and its deck's green brakes fills space 1; the next tile comes up there
    assert row(s, 1) == [("green", "brakes"), ("yellow", "engine"), ("green", "turbo"), ("blue", None)]
    assert s.today["you"].books_gained == 0 and s.today["you"].shifts_banked == 1  # space 4: a Shift (unverified)
    with pytest.raises(RuleError, match="done in design"):
        apply(game(), {**admin, "micro_manage": "logistics"})


def test_each_refusal_names_its_rule():
    s = game()
    cutting = pytest.raises(RuleError, match="Cutting-Edge Designs")
    with cutting as refused:
        apply(s, WORK | {"designs_taken": [tile("green", "brakes")]})
    assert refused.value.section == design.CUTTING
    with pytest.raises(RuleError) as refused:
        apply(s, WORK | {"designs_taken": [tile("green", "engine"), tile("green", "engine")],
                         "answers": {"design-1": "yellow:brakes"}})
    assert refused.value.section == design.SELECT
