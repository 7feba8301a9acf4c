"""The split of demand (Water Frame 5.III.1) against the rulebook's procedure followed token by token.

The reference below walks the market share table one appeal level at a time and
hands out one token at a time, exactly as the rulebook tells a table to; the
project's `split` takes levels together. They must agree on every input of the
benchmark sets (tests/fixtures/bench) and on generated ones.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.arkwright.production.split import IMPORTER_INDEX, split

INPUTS = Path(__file__).resolve().parents[4] / "tests" / "fixtures" / "bench" / "split_inputs.json"


def reference(demand: int, importer: int, players: list[dict], watch: frozenset[int] = frozenset()):
    """The same walk, written plainly: a list of the tokens each call hands out.

    With `watch`, the walk stops at the first call that finds a watched player with nothing
    left (while the demand is not yet met), and returns that player, the level and what they sold.
    """
    supply = [p["supply"] for p in players]
    sold = [0] * len(players)
    importer_sold = 0
    left = demand
    calls = []
    top = max([p["appeal"] for p in players] + [importer], default=0)
    for level in range(top, 0, -1):
        if left <= 0:
            break
        called = [(p["appeal"], False, p["quality"], seat) for seat, p in enumerate(players) if p["appeal"] >= level]
        if importer >= level:
            called.append((importer, True, 0, IMPORTER_INDEX))
        called.sort(key=lambda c: (-c[0], c[1], -c[2], c[3]))
        groups: list[list[int]] = []
        last = None
        for c in called:
            if c[:3] != last:
                groups.append([])
                last = c[:3]
            groups[-1].append(c[3])
        takers = []
        for group in groups:
            if left <= 0:
                break
            for s in group:
                if s != IMPORTER_INDEX and s in watch and supply[s] == 0:
                    return "stopped", (s, level, sold[s])
            selling = [s for s in group if s == IMPORTER_INDEX or supply[s] > 0]
            for s in selling:
                if s == IMPORTER_INDEX:
                    importer_sold += 1
                else:
                    supply[s] -= 1
                    sold[s] += 1
            takers.extend(selling)
            left -= len(selling)
        if takers:
            calls.append((level, takers, max(0, -left)))
    return sold, importer_sold, calls


def ours(demand: int, importer: int, players: list[dict]):
    out = split(
        demand, importer, [p["appeal"] for p in players], [p["supply"] for p in players],
        [p["quality"] for p in players], steps=True,
    )
    return out.sold, out.importer, out.steps


def ours_stopped(demand: int, importer: int, players: list[dict], watch: frozenset[int], steps: bool):
    out = split(
        demand, importer, [p["appeal"] for p in players], [p["supply"] for p in players],
        [p["quality"] for p in players], steps=steps, watch=watch,
    )
    if out.stopped_at is not None:
        return "stopped", out.stopped_at
    return out.sold, out.importer, out.steps if steps else None


def _sets() -> dict:
    if not INPUTS.exists():
        pytest.fail(f"the split inputs are missing from the repository: {INPUTS}")
    return json.loads(INPUTS.read_text())


@pytest.mark.parametrize("name", ["agree_eq", "agree_q", "agree_s0", "time_3", "time_4", "time_5"])
def test_split_agrees_with_the_rulebook_procedure_on_every_shared_input(name):
    inputs = _sets()[name]
    assert len(inputs) >= 200
    for case in inputs:
        expected = reference(case["demand"], case["importer"], case["players"])
        assert ours(case["demand"], case["importer"], case["players"]) == expected, case


def test_quality_breaks_a_tie_when_the_demand_runs_short():
    # two players at appeal 3, one good left at the last call: the better quality sells it
    players = [{"appeal": 3, "supply": 5, "quality": 1}, {"appeal": 3, "supply": 5, "quality": 4}]
    sold, importer, _ = ours(5, 0, players)
    assert sold == [2, 3] and importer == 0


def test_players_still_tied_all_sell_beyond_the_demand():
    players = [{"appeal": 2, "supply": 5, "quality": 2}, {"appeal": 2, "supply": 5, "quality": 2}]
    sold, _, steps = ours(3, 0, players)
    assert sold == [2, 2]
    assert steps[-1] == (1, [0, 1], 1)


def test_the_importer_sells_after_players_of_its_appeal():
    players = [{"appeal": 2, "supply": 1, "quality": 0}]
    sold, importer, steps = ours(2, 2, players)
    assert (sold, importer) == ([1], 1)
    assert steps == [(2, [0, IMPORTER_INDEX], 0)]


seller = st.fixed_dictionaries({
    "appeal": st.integers(0, 14), "supply": st.integers(0, 12), "quality": st.integers(0, 6),
})


@settings(max_examples=400, deadline=None)
@given(demand=st.integers(0, 40), importer=st.integers(0, 10), players=st.lists(seller, max_size=5))
def test_split_agrees_with_the_rulebook_procedure_on_any_table(demand, importer, players):
    assert ours(demand, importer, players) == reference(demand, importer, players)


@settings(max_examples=300, deadline=None)
@given(demand=st.integers(0, 40), importer=st.integers(0, 10), players=st.lists(seller, min_size=1, max_size=5))
def test_nobody_sells_more_than_their_appeal_or_supply_and_the_demand_binds_but_for_ties(demand, importer, players):
    sold, importer_sold, steps = ours(demand, importer, players)
    for p, n in zip(players, sold):
        assert n <= min(p["appeal"], p["supply"])
    beyond = sum(b for _, _, b in steps)
    assert sum(sold) + importer_sold == min(demand, sum(sold) + importer_sold) + beyond


@settings(max_examples=400, deadline=None)
@given(
    demand=st.integers(-2, 40), importer=st.integers(-1, 10), players=st.lists(seller, max_size=5),
    watched=st.sets(st.integers(0, 4)), steps=st.booleans(),
)
def test_the_split_stops_where_the_rulebook_walk_meets_a_watched_player_with_nothing_left(demand, importer, players, watched, steps):
    # a watched player is one the production phase would ask (Extra Shifts, the warehouse)
    watch = frozenset(w for w in watched if w < len(players))
    expected = reference(demand, importer, players, watch)
    if expected[0] != "stopped":
        sold, importer_sold, calls = expected
        expected = (sold, importer_sold, calls if steps else None)
    assert ours_stopped(demand, importer, players, watch, steps) == expected


@pytest.mark.parametrize("name", ["agree_eq", "agree_q", "agree_s0", "time_3", "time_4", "time_5"])
def test_the_split_without_its_calls_listed_sells_the_same(name):
    # the benchmark and the price advisor run the split without listing the calls
    for case in _sets()[name]:
        players = case["players"]
        out = split(
            case["demand"], case["importer"], [p["appeal"] for p in players], [p["supply"] for p in players],
            [p["quality"] for p in players],
        )
        sold, importer_sold, _ = reference(case["demand"], case["importer"], players)
        assert (out.sold, out.importer, out.steps) == (sold, importer_sold, []), case
