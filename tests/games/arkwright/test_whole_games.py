"""Whole Arkwright games, box to winner, by the random legal player of tests/games/arkwright/simulate.py.

Each game goes through `pack.apply` only. After every entry simulate_checks.py
checks the table: it survives a JSON round trip and validates, the 80 workers
are on the table, no company holds more than 30 shares and loans, the ledger
balances cash, share spaces, shares, loans, workers and stored goods for every
player, no tile, advanced marker or ship appears or vanishes, each kind of entry
changes only what its phase may change and leaves the game where the rulebook
goes next; only RuleError/InputError escape, also for broken copies of real
entries sent mid-game (simulate_mischief.py). Here, per game: it reaches
`game_over` with results, its log replays to the same table (determinism,
through JSON and the pack's input adapter as the store keeps it), it has one
economy and production entry per cycle and one action per player per cycle,
and no option `legal_actions` offered was refused when placed.

The default run plays one seeded game per combination (version x players x
expansion x set up, house rules on every third) plus a few games hypothesis
draws. More: `ARKWRIGHT_FUZZ_GAMES=500` (seeds 0-499, or from
`ARKWRIGHT_FUZZ_FIRST`). A manual run with timings and refusal counts:
`python -m tests.games.arkwright.simulate 500`.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.games.arkwright.simulate import Config, Simulator, configs, replay

CONFIGS = configs()
GAMES = int(os.environ.get("ARKWRIGHT_FUZZ_GAMES", "0")) or len(CONFIGS)
FIRST = int(os.environ.get("ARKWRIGHT_FUZZ_FIRST", "0"))
SEEDS = range(FIRST, FIRST + GAMES)


def play(seed: int, config: Config) -> Simulator:
    sim = Simulator(seed, config)
    final = sim.play()
    assert final.phase == "game_over"
    assert sim.refusals["offered"] == 0
    assert replay(sim.log) == final, "the log does not replay to the same table"
    kinds = Counter(e["kind"] for e in sim.log)
    decades = len(final.board.timetable(final.version)) - 1  # the 1760 preparation round has no cycles
    assert kinds["economy"] == kinds["production"] == 4 * decades
    assert kinds["action"] == 4 * decades * config.players
    assert kinds["end_of_round"] == decades and kinds["end_of_game"] == 1
    return sim


@pytest.mark.parametrize("seed", SEEDS, ids=lambda seed: f"{seed}-{CONFIGS[seed % len(CONFIGS)].label}")
def test_a_whole_game_keeps_every_rule(seed: int):
    play(seed, CONFIGS[seed % len(CONFIGS)])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=10_000, max_value=2**31), config=st.sampled_from(CONFIGS))
def test_whole_games_hypothesis_draws(seed: int, config: Config):
    play(seed, config)


def test_the_simulated_player_is_mostly_legal():
    """The refusals are the simulator's own rare slips, not the engine refusing sensible play:
    fewer than one main action in ten is refused over a batch of games, and none of the actions
    the simulator builds from what legal_actions says a row buys (machines, quality levels,
    distribution budget) or from the table alone (workers, stock exchange, ship, production).
    Only factory actions may fail (an Inventor returned half-way, a factory the bank cannot lend for)."""
    tried = refused = 0
    for seed in range(8):
        sim = Simulator(seed, CONFIGS[seed % len(CONFIGS)])
        sim.play()
        assert [k for k in sim.refusals if k.startswith("main:") and k != "main:factory"] == [], sim.reasons
        mains = sum(n for k, n in sim.seen.items() if k.startswith("main ") and k != "main skipped")
        failed = sum(n for k, n in sim.refusals.items() if k.startswith("main:"))
        tried += mains + failed
        refused += failed
    assert tried > 100 and refused < tried / 10
