"""Counts in the 1760 round's refusals and the final ranking's notes read by number: one share, one worker,
one space; several shares, workers, spaces (issue 22, "plurals by count")."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.arkwright.flow.preparation import found_factory, start_capital
from companion.games.arkwright.flow.scoring import final_results
from companion.games.arkwright.table import Table
from tests.games.arkwright.flow.helpers import new_game


def _player_without_factories(state):
    p = state.players[0]
    p.factories = []
    return p


def test_founding_with_one_worker_in_the_job_market_is_refused_with_one_worker():
    state = new_game(3)
    p = _player_without_factories(state)
    state.job_market = 1
    with pytest.raises(RuleError) as refused:
        found_factory(Table.working(state), p.id, "food", 5)
    assert "the job market has 1 worker;" in str(refused.value)
    state.job_market = 0
    with pytest.raises(RuleError, match="the job market has 0 workers;"):
        found_factory(Table.working(state), p.id, "food", 5)


@pytest.mark.parametrize("shares, words", [(1, "owns 1 share and cannot sell 2"), (0, "owns 0 shares and cannot sell 2"),
                                           (2, None)])
def test_selling_more_shares_than_owned_counts_them_by_number(shares, words):
    state = new_game(3)
    p = state.players[0]
    p.shares = shares
    t = Table.working(state)
    if words is None:  # two owned, two sold: no refusal, the two gone
        start_capital(t, p.id, 2, "Water Frame 4.1")
        assert p.shares == 0
        return
    with pytest.raises(RuleError) as refused:
        start_capital(t, p.id, 2, "Water Frame 4.1")
    assert words in str(refused.value)
    assert "(s)" not in str(refused.value)


def test_the_final_ranking_notes_count_one_share_and_one_space_back():
    state = new_game(2)
    one, many = state.players
    one.shares, one.loans = 1, 0
    one.contracts = {"food": 1}  # Water Frame 8.0: an unfulfilled contract costs its space
    many.shares, many.loans = 3, 0
    many.contracts = {"food": 2}
    for f in [*one.factories, *many.factories]:
        f.marker_worker = False
    notes = {r.player: r.notes for r in final_results(state)}
    assert notes[one.id][0].startswith("1 share x £")
    assert any(n.endswith(": 1 space back") for n in notes[one.id]), notes[one.id]
    assert notes[many.id][0].startswith("3 shares x £")
    assert any(n.endswith(": 2 spaces back") for n in notes[many.id]), notes[many.id]
