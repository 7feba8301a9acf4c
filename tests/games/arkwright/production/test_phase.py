"""The production phase as one entry: refusals, pending decisions, the end of the cycle."""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.production.inputs import ProductionInput
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import pending, resolve, said


def food_player(pid="a", **kw):
    kw.setdefault("cash", 20)
    return player(pid, factories=[factory("food", 1, price=7, distribution=1, rows=((2, 0), (2, 0)))], **kw)


def test_refused_outside_the_production_phase():
    s = table([food_player(), player("b")], phase="actions")
    with pytest.raises(RuleError) as err:
        apply(s, {"kind": "production"})
    assert err.value.section == "Water Frame 5.III" and "in the action phase" in err.value.message
    assert s.phase == "actions"


def test_refused_without_a_game_or_an_active_good():
    with pytest.raises(RuleError):
        apply(None, ProductionInput())
    with pytest.raises(RuleError):
        apply(table([food_player(), player("b")], cycle=0), {"kind": "production"})


def test_bad_entry_fields_are_refused_by_name():
    s = table([food_player(), player("b")])
    with pytest.raises(InputError, match="demand"):
        apply(s, {"kind": "production", "demand": -1})
    with pytest.raises(InputError, match="wage"):
        apply(s, {"kind": "production", "wage": "lots"})
    with pytest.raises(InputError, match="answers"):
        apply(s, {"kind": "production", "answers": [1, 2]})
    assert isinstance(PACK.dispatcher.parse({"kind": "production", "answers": {"school:a": True}}), ProductionInput)


def test_input_state_is_never_changed():
    s = table([food_player(tiles=["school"]), player("b")])
    before = s.model_dump()
    resolve(s, {"school:a": False}, demand=3, wage=2)
    pending(s, demand=3, wage=2)
    assert s.model_dump() == before


def test_pending_decision_names_player_options_and_rule():
    s = table([food_player(tiles=["school"]), player("b")])
    d = pending(s, demand=3, wage=2)
    assert (d.id, d.player, d.section) == ("school:a", "a", "Player's Book 1.8 School")
    assert d.option_values() == [False, True]


def test_cycle_ends_and_the_start_player_passes():
    out = resolve(table([food_player(), player("b")], cycle=1, start_player=0), demand=3, wage=2)
    assert (out.state.phase, out.state.cycle, out.state.start_player) == ("economy", 2, 1)
    assert ("arkwright.becomes_start_player", {"start": "B"}) in said(out, None)


def test_after_the_fourth_cycle_comes_the_end_of_round():
    a = player("a", cash=20, factories=[factory("lamps", 1, price=11, rows=((3, 0),))])
    out = resolve(table([a, player("b")], cycle=4), demand=3, wage=2)
    assert (out.state.phase, out.state.cycle) == ("end_of_round", 4)


def test_charisma_chooses_the_next_start_player():
    s = table([food_player(), player("b", tiles=["charisma"]), player("c")], cycle=1, start_player=0)
    d = pending(s, demand=3, wage=2)
    assert d.id == "charisma:start_player:1770:1"
    out = resolve(s, {"charisma:start_player:1770:1": "c"}, demand=3, wage=2)
    assert out.state.start_player == 2 and "charisma" in out.state.mat.tiles


def test_answers_that_were_not_needed_are_noted_not_lost():
    out = resolve(table([food_player(), player("b")]), {"patron:zz": True}, demand=3, wage=2)
    assert ("arkwright.answer_not_needed", {"key": "'patron:zz'"}) in said(out, None)


def test_result_is_a_valid_state():
    from companion.games.arkwright.state import ArkwrightState

    out = resolve(table([food_player(), player("b")]), demand=3, wage=2)
    ArkwrightState.model_validate(out.state.model_dump(mode="json"))
