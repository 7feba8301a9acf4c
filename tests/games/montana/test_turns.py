"""Montana (seed 004): goods fields, area reset, and contractor rounds with bumping chains."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import CompanionError, RuleError
from companion.games.montana.pack import PACK

PLAYERS = [{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}, {"id": "green", "name": "Green"}]


def start(**extra):
    return PACK.start({"kind": "new_game", "players": PLAYERS, **extra}).state


def place(player, area, field, workers, small=()):
    return {"kind": "place", "player": player, "area": area, "field": field, "workers": list(workers), "small_workers": list(small)}


# --- goods fields -----------------------------------------------------------------


def test_seed_example_yellow_worker_on_grain():
    """MT example: a yellow worker on the grain field pays 6 silver for 4 grain; 2 more on the small field, 1 more grain."""
    s = start(silver=10)
    out = PACK.apply(s, place("red", "grain", 1, ["yellow"], ["blue", "blue"]))
    red = out.state.player("red")
    assert (red.silver, red.goods["grain"]) == (4, 5)
    assert red.workers == {"yellow": 1, "green": 2, "blue": 0, "red": 2}
    assert out.state.active == "blue" and out.state.turn == 2
    assert [e.amount for e in out.ledger if e.kind == "cash"] == [-6]
    assert [(e.player, e.kind, e.amount, e.code, e.params) for e in out.ledger] == [
        ("red", "cash", -6, "montana.large_field_silver", {"area": "grain", "field": 1}),
        ("red", "goods", 4, "montana.large_field_goods", {"area": "grain", "field": 1, "count": 4, "good": "grain"}),
        ("red", "workers", -1, "montana.large_field_workers", {"count": 1, "colour": "yellow"}),
        ("red", "goods", 1, "montana.small_field_goods", {"count": 1, "good": "grain"}),
        ("red", "workers", -2, "montana.small_field_workers", {"count": 2}),
        ("blue", "note", 0, "montana.your_turn", {}),
    ]


@pytest.mark.parametrize(
    "workers, ok",
    [(["yellow"], True), (["green", "green"], True), (["green"], False), (["green", "red"], False), (["yellow"] * 3, False)],
)
def test_one_of_the_printed_colour_or_two_of_one(workers, ok):
    s = start(workers={"yellow": 3, "green": 2, "blue": 2, "red": 2})
    entry = place("red", "grain", 1, workers)
    if ok:
        assert PACK.apply(s, entry).state.areas["grain"].large[0].count == len(workers)
    else:
        with pytest.raises(RuleError, match="one colour"):
            PACK.apply(s, entry)


def test_refusals_leave_the_table_as_it_was():
    s = start(silver=5)
    before = s.model_dump()
    with pytest.raises(RuleError, match="costs 6"):
        PACK.apply(s, place("red", "grain", 1, ["yellow"]))
    with pytest.raises(RuleError, match="Red's turn"):
        PACK.apply(s, place("blue", "grain", 2, ["blue"]))
    with pytest.raises(RuleError, match="in supply"):
        PACK.apply(start(workers={"yellow": 0, "green": 1}), place("red", "grain", 1, ["yellow"]))
    with pytest.raises(RuleError, match="no goods area"):
        PACK.apply(s, place("red", "gold", 1, ["yellow"]))
    assert s.model_dump() == before


def test_a_taken_field_and_small_field():
    s = start()
    s = PACK.apply(s, place("red", "grain", 1, ["yellow"])).state
    with pytest.raises(RuleError, match="taken"):
        PACK.apply(s, place("blue", "grain", 1, ["yellow"]))
    with pytest.raises(RuleError, match="one colour"):
        PACK.apply(s, place("blue", "grain", 2, ["blue"], ["yellow"]))  # the small field's colour is green


def test_full_area_resets_at_the_end_of_the_turn():
    s = start(silver=20)
    s = PACK.apply(s, place("red", "wood", 1, ["green"], ["yellow"])).state
    assert s.areas["wood"].large[0] is not None
    s = PACK.apply(s, place("blue", "wood", 2, ["red"])).state
    assert s.areas["wood"].large == [None, None] and s.areas["wood"].small == [None, None]
    assert s.player("red").workers["green"] == 2 and s.player("red").workers["yellow"] == 2
    assert s.player("blue").workers["red"] == 2
    s = PACK.apply(s, place("green", "wood", 1, ["green"])).state  # free again next turn
    assert s.areas["wood"].large[0].player == "green"


# --- the contractor round ---------------------------------------------------------


def rnd(moves, player="red"):
    return {"kind": "contractors", "player": player, "moves": moves}


def m(player, row=None, column=None):
    return {"player": player, "row": row, "column": column}


def test_active_player_takes_a_pumpkin_and_places_first():
    s = start()
    out = PACK.apply(s, rnd([]))
    assert out.pending.player == "red" and all(o.value["row"] for o in out.pending.options)
    assert {o.value["column"] for o in out.pending.options} == {1, 2}  # 1 pumpkin: columns costing 0 or 1
    with pytest.raises(RuleError, match="places their contractor"):
        PACK.apply(s, rnd([m("red")]))


def test_bumping_chain_from_the_seed_example():
    """MT example: Red enters the second row (right of Blue); Blue must move at once, may pass or go
    further right; moving into the fourth row displaces the contractor standing there as well."""
    s = start(pumpkins=2)
    s.active = "blue"  # Blue is active: Blue, Green, Red in turn order
    moves = [m("blue", 2, 1), m("green", 4, 1), m("red", 2, 2)]
    out = PACK.apply(s, rnd(moves, "blue"))
    assert out.pending.player == "blue" and "displaced" in out.pending.question
    rows = {o.value["row"] for o in out.pending.options}
    assert rows == {1, 2, 3, 4, None}  # any row (right of a contractor there) or pass
    moves.append(m("blue", 4, 2))
    out = PACK.apply(s, rnd(moves, "blue"))
    assert out.pending.player == "green"  # displaced in turn
    moves.append(m("green"))
    out = PACK.apply(s, rnd(moves, "blue"))
    assert out.complete
    blue, green, red = (out.state.player(p) for p in ("blue", "green", "red"))
    assert blue.pumpkins == 2 + 1 - 1 and blue.goods["cattle"] == 1  # row 4, column 2
    assert green.pumpkins == 2  # passed: pays nothing, gets nothing
    assert red.pumpkins == 2 - 1 and red.goods["grain"] == 2  # row 2, column 2
    assert out.state.active == "green"


def test_displaced_contractor_moves_and_displaces_another():
    s = start(pumpkins=3)
    s.active = "green"  # Green is active: Green, Red, Blue in turn order
    moves = [m("green", 4, 1), m("red", 2, 1)]
    out = PACK.apply(s, rnd(moves, "green"))
    assert out.pending.player == "blue"
    moves.append(m("blue", 2, 3))  # Blue enters row 2 to the right of Red: Red is displaced
    out = PACK.apply(s, rnd(moves, "green"))
    assert out.pending.player == "red" and "displaced" in out.pending.question
    legal = {(o.value["row"], o.value["column"]) for o in out.pending.options if o.value["row"]}
    assert (2, 4) in legal and (2, 3) not in legal and (2, 2) not in legal  # only right of Blue
    assert (4, 2) in legal and (4, 1) not in legal  # right of Green in row 4
    assert any(o.value["row"] is None for o in out.pending.options)  # or pass
    moves.append(m("red", 4, 3))  # Red moves into row 4: Green is displaced in turn
    out = PACK.apply(s, rnd(moves, "green"))
    assert out.pending.player == "green"
    moves.append(m("green"))  # Green passes: final
    out = PACK.apply(s, rnd(moves, "green"))
    assert out.complete
    st_ = out.state
    # turn order from the active player: Green passed, Red pays column 3, Blue pays column 3
    assert st_.player("green").pumpkins == 3 + 1
    assert st_.player("red").pumpkins == 3 - 2 and st_.player("red").goods["cattle"] == 1 and st_.player("red").silver == 11
    assert st_.player("blue").pumpkins == 3 - 2 and st_.player("blue").goods["grain"] == 2
    assert st_.active == "red"  # next player clockwise after Green
    lines = [e.player for e in out.ledger if e.kind != "note"]
    assert lines.index("red") < lines.index("blue")


def test_entering_a_row_left_of_its_contractor_or_unaffordable_is_refused():
    s = start(pumpkins=0)
    with pytest.raises(RuleError, match="cannot place"):
        PACK.apply(s, rnd([m("red", 1, 3)]))  # column 3 costs 2 pumpkins; Red has 0 + 1
    with pytest.raises(RuleError, match="cannot place"):
        PACK.apply(s, rnd([m("red", 1, 2), m("blue", 1, 1)]))
    with pytest.raises(RuleError, match="acts now"):
        PACK.apply(s, rnd([m("red", 1, 1), m("green", 2, 1)]))


def test_a_pass_is_final():
    s = start(pumpkins=2)
    out = PACK.apply(s, rnd([m("red", 1, 1), m("blue"), m("green", 1, 2)]))
    # Red displaced by Green; Blue passed earlier and is never asked again
    assert out.pending.player == "red"
    out = PACK.apply(s, rnd([m("red", 1, 1), m("blue"), m("green", 1, 2), m("red")]))
    assert out.complete and out.state.player("blue").pumpkins == 2


# --- properties -----------------------------------------------------------------------


def _totals(state):
    return {(p.id, c): p.workers.get(c, 0) + state.placed(p.id).get(c, 0) for p in state.players for c in state.board.start.workers}


@settings(max_examples=40)
@given(seed=st.integers(0, 10_000), turns=st.integers(1, 25))
def test_random_turns_conserve_workers_and_match_the_ledger(seed, turns):
    chooser = random.Random(seed)
    state = start(pumpkins=1)
    workers = _totals(state)
    for _ in range(turns):
        before = state
        if chooser.random() < 0.5:
            area = chooser.choice(state.board.areas)
            field = chooser.randrange(len(area.fields)) + 1
            colour = chooser.choice(list(state.board.start.workers))
            entry = place(state.active, area.id, field, [colour] * chooser.choice([1, 2]), [colour] * chooser.choice([0, 1, 2]))
            try:
                out = PACK.apply(state, entry)
            except CompanionError:
                assert state.model_dump() == before.model_dump()
                continue
        else:
            moves = []
            out = PACK.apply(state, rnd(moves, state.active))
            while out.pending is not None:  # every round ends, whatever the legal choices
                moves.append(chooser.choice(out.pending.options).value)
                assert len(moves) < 100
                out = PACK.apply(state, rnd(moves, state.active))
        for p in before.players:
            after = out.state.player(p.id)
            cash = sum(e.amount for e in out.ledger if e.player == p.id and e.kind == "cash")
            goods = sum(e.amount for e in out.ledger if e.player == p.id and e.kind == "goods")
            assert after.silver - p.silver == cash
            assert (sum(after.goods.values()) + after.pumpkins) - (sum(p.goods.values()) + p.pumpkins) == goods
        assert _totals(out.state) == workers
        state = out.state
    PACK.summary(state)


def test_final_scores_rank_the_table():
    s = start()
    for p, silver in zip(s.players, (7, 12, 0)):
        p.silver = silver
    out = PACK.apply(s, {"kind": "final_scores", "scores": {"red": 30, "blue": 41, "green": 30}})
    summary = PACK.summary(out.state)
    assert [(r.player, r.rank) for r in summary.results] == [("blue", 1), ("red", 2), ("green", 2)]
    # each player's silver stands beside the score (Montana's money is `silver`, not `cash`)
    assert [(r.player, r.cash) for r in summary.results] == [("blue", 12), ("red", 7), ("green", 0)]
    with pytest.raises(RuleError, match="game is over"):
        PACK.apply(out.state, place("red", "grain", 1, ["yellow"]))


def test_field_choices_for_the_form():
    from companion.games.montana.forms import field_choices

    s = start(silver=6, workers={"yellow": 1, "green": 2, "blue": 0, "red": 1})
    choices = {(c["area"], c["field"]): c for c in field_choices(s)}
    assert choices[("grain", 1)]["workers"] == [["yellow"], ["green", "green"]]
    assert ("cattle", 1) not in choices  # costs 7 silver
    assert choices[("wood", 2)]["workers"] == [["red"], ["green", "green"]]
