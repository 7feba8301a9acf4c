"""`pack.legal(state, player)`: candidate entries in log form, for every pack.

Along random games played with the candidates themselves: each candidate is an
entry the log can store; one offered as legal is taken by the engine, one
refused is refused by it (with a reason in words); listing them changes nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.errors import CompanionError
from companion.core.legal import Candidate
from companion.games.arkwright.actions import legal_actions
from tests.core.packs import CASES

IDS = [c.id for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_candidates_are_log_entries_the_engine_judges_alike(case, data):
    pack = case.pack
    state = pack.start(case.start).state
    taken = 0
    for _ in range(data.draw(st.integers(min_value=1, max_value=12), label="steps")):
        player = data.draw(st.sampled_from([p.id for p in state.players]), label="player")
        before = state.model_dump()
        cands = pack.legal(state, player)
        assert state.model_dump() == before, "listing the candidates changed the state"
        assert all(isinstance(c, Candidate) and c.cost >= 0 for c in cands)
        for c in cands:
            pack.dispatcher.parse(c.entry)  # the form the log stores
            if c.legal:
                out = pack.apply(state, c.entry)
                assert out.pending is not None or out.state is not None
            else:
                assert c.refused.strip()
                with pytest.raises(CompanionError):
                    pack.apply(state, c.entry)
        playable = [c for c in cands if c.legal]
        if not playable:
            continue
        out = pack.apply(state, data.draw(st.sampled_from(playable), label="move").entry)
        if out.pending is None:
            state, taken = out.state, taken + 1


def test_arkwright_candidates_are_the_markers_legal_actions_lists():
    case = CASES[0]
    state = case.pack.start(case.start).state
    state = case.pack.apply(state, {"kind": "economy", "answers": {"economy_marker:1770:1": [1, 2]}}).state
    assert state.phase == "actions"
    current = state.current_player.id
    options = [o for o in legal_actions(state, current) if o["kind"] == "marker"]
    cands = case.pack.legal(state, current)
    assert [(c.entry["marker"], c.entry["row"], c.cost, c.legal) for c in cands] == [
        (o["marker"], o["row"], o["total"], o["legal"]) for o in options
    ]
    assert any(c.legal for c in cands)
    other = next(p.id for p in state.players if p.id != current)
    assert all(not c.legal and "turn" in c.refused for c in case.pack.legal(state, other))


def test_a_phase_resolved_by_one_entry_offers_it_and_says_what_it_asks():
    case = CASES[0]
    state = case.pack.start(case.start).state  # 1770, economy phase
    (only,) = case.pack.legal(state, "ann")
    assert only.entry == {"kind": "economy"} and only.legal and "economy marker" in only.effect


def test_montana_costs_and_refusals_come_from_the_rules():
    case = CASES[3]
    state = case.pack.start(case.start).state
    active = state.active
    places = [c for c in case.pack.legal(state, active) if c.entry["kind"] == "place"]
    first = places[0]
    printed = state.board.area(first.entry["area"]).fields[first.entry["field"] - 1]
    assert first.legal and first.cost == printed.cost and "pays the printed silver" in first.effect
    waiting = next(p for p in state.players if p.id != active)
    (turn,) = case.pack.legal(state, waiting.name)
    assert turn.refused == f"it is {state.player(active).name}'s turn"
