"""Whole games of random play drawn from each pack's `legal()`, to the final score.

Every pack in every way a table follows it (tests/properties/games.py; Arkwright through its
simulator with its turns from legal(): arkwright_walk.py). After every entry: apply never changed
its input, a move legal() offered was accepted, the table survives a JSON round trip, and the
ledger accounts for every change of money, pp, goods, workers and shares (each game's `check`).
Per game: it ends, its log replays to the same table, and stored in a Store the game loads and
rebuilds to the same table. Over a fixed set of seeds every entry kind the pack's phases allow is
reached (Arkwright: also every main action and every additional action), or the test fails. The
counts of accepted entries are Hypothesis events (`--hypothesis-show-statistics`) and are printed
at the end of the run (conftest.py).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from companion.games.arkwright.pack import PACK as ARKWRIGHT
from companion.store.store import Store
from tests.games.arkwright.simulate import Config, configs, replay as arkwright_replay
from tests.properties.arkwright_walk import LegalWalk
from tests.properties.conftest import TALLY
from tests.properties.games import GAMES
from tests.properties.walk import CORRECTIONS, Game, replayed, walk

BY_NAME = {g.name: g for g in GAMES}

#: kinds a game's phases name that this way of following the game never enters, with the reason
NOT_IN_THIS_GAME = {
    # a typed game mirrors no Recycling pool: legal() offers trades only in Workstation Alley games
    # a Red Seat is exchanged only when a face-down Seat appears with Red Seats waiting (the fifth Seat unlocked
    # by the Administration certification): only some walks get there (tests/games/kanban/test_red_seats.py)
    "kanban-nice-typed": {"select", "recycle", "exchange_seat"},
    "kanban-mean-typed": {"select", "recycle", "exchange_seat"},
    "union_stockyards-year-keeper": {"place"},  # no worker placement followed: sales are entered instead
    "union_stockyards-placement": {"sale"},  # sales are made by workers on the market spaces
}

#: fixed seeds whose walks together reach every kind (found once; a change to the walks may need one more)
SEEDS = {"kanban-nice-typed": (0, 1), "kanban-mean-typed": (0, 1), "kanban-nice-alley": (2, 4), "kanban-mean-alley": (2, 4),
         "union_stockyards-year-keeper": (0, 1, 2), "union_stockyards-placement": (0, 1), "montana": (0, 1)}


def required(game: Game, phases: Counter) -> set[str]:
    """Every entry kind of the phases the games went through, but corrections and the set-up."""
    table = game.pack.phases
    kinds = {k for phase in phases for k in table[phase].kinds}
    return kinds - CORRECTIONS - NOT_IN_THIS_GAME.get(game.name, set())


def stored(tmp_path, game: Game, log: list[dict]):
    """The log kept by the store: the game as it loads, and as it is rebuilt from its log."""
    store = Store.open(tmp_path / f"{game.name}.sqlite")
    try:
        sid = store.create_session(game.pack.id, log[0]).info.id
        for entry in log[1:]:
            assert store.submit(sid, entry).stored
        return store.load(sid).state, store.replay_state(sid)
    finally:
        store.close()


@pytest.mark.parametrize("name", list(SEEDS))
def test_legal_play_reaches_every_entry_kind_and_ends(name, tmp_path):
    game = BY_NAME[name]
    accepted: Counter = Counter()
    phases: Counter = Counter()
    for seed in SEEDS[name]:
        w = walk(game, seed)
        assert game.over(w.state), f"{name} seed {seed}: no end after {len(w.log)} entries"
        assert replayed(game.pack, w.log) == w.state, "the log does not replay to the same table"
        accepted.update(w.accepted)
        phases.update(w.phases)
    loaded, rebuilt = stored(tmp_path, game, w.log)
    assert loaded == w.state and rebuilt == w.state, "the stored game is not the table the entries made"
    TALLY[name].update(accepted)
    missing = required(game, phases) - set(accepted)
    assert not missing, f"{name}: legal play never reached {sorted(missing)} (accepted: {dict(accepted)})"


@pytest.mark.parametrize("name", list(SEEDS))
@settings(max_examples=3, derandomize=True, deadline=None)
@given(seed=st.integers(min_value=100, max_value=10**6))
def test_random_legal_play_keeps_the_rules(name, seed):
    game = BY_NAME[name]
    w = walk(game, seed, max_entries=150)
    for kind in w.accepted:
        event(f"{name}: {kind} accepted")
    event(f"{name}: {'to the end' if game.over(w.state) else 'stopped after 150 entries'}")
    TALLY[name].update(w.accepted)
    assert replayed(game.pack, w.log) == w.state


# --- Arkwright ---------------------------------------------------------------------------

CONFIGS = configs()
#: (seed, config): Water Frame with Noblesse Oblige, free set-up, 2 players (the 1760 round step by
#: step, every additional action, the Broker among them); Spinning Jenny, 2 players; the Stock Exchange
#: variant of Water Frame, 3 players (its 1760 purchases, Player's Book 3.3)
ARKWRIGHT_GAMES = ((3, CONFIGS[3]), (12, CONFIGS[12]), (6, Config(version="water_frame", players=3, stock_exchange=True)))
#: the main actions whole games reach; a ship's own action and the production markers are rare in a
#: whole game: test_every_main_action_is_reached_from_legal_turns (actions/test_properties.py) reaches them
MAIN_ACTIONS = {"factory", "workers", "machinery", "quality", "distribution", "stock_exchange"}
ADDITIONAL = {"price_adjustment", "tile", "advanced_marker", "ship", "move_tile", "broker"}


def arkwright_game(seed, config) -> LegalWalk:
    w = LegalWalk(seed, config)
    final = w.play()
    assert final.phase == "game_over"
    assert w.refusals["offered"] == 0
    assert arkwright_replay(w.log) == final, "the log does not replay to the same table"
    return w


def test_arkwright_legal_play_reaches_every_kind_main_and_additional_action(tmp_path):
    tally: Counter = Counter()
    for seed, config in ARKWRIGHT_GAMES:
        w = arkwright_game(seed, config)
        tally.update(w.tally)
    loaded, rebuilt = stored(tmp_path, Game("arkwright", ARKWRIGHT, None, None), w.log)
    assert loaded == w.state and rebuilt == w.state
    TALLY["arkwright"].update(tally)
    # corrections (`anytime`: the table's count of workers among them) are not play
    kinds = ARKWRIGHT.phases.kinds() - set(ARKWRIGHT.phases.anytime) - {"new_game"}
    missing = (kinds - set(tally)) | {f"main {a}" for a in MAIN_ACTIONS if tally[f"main {a}"] == 0} \
        | {f"additional {a}" for a in ADDITIONAL if tally[f"additional {a}"] == 0}
    assert not missing, f"legal play never reached {sorted(missing)} (accepted: {dict(tally)})"


@settings(max_examples=2, derandomize=True, deadline=None)
@given(seed=st.integers(min_value=10_000, max_value=2**31), config=st.sampled_from(CONFIGS))
def test_arkwright_random_legal_games_keep_every_rule(seed, config):
    w = arkwright_game(seed, config)
    for kind in w.tally:
        event(f"arkwright: {kind} accepted")
    TALLY["arkwright"].update(w.tally)
