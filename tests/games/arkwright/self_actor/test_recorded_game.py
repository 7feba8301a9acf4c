"""The recorded whole Self-Actor game (tests/fixtures/games/arkwright/water_frame_self_actor_4p.jsonl, written by
`python -m tests.core.recorded` from the random legal player): all five elements of Player's Book 3.2 are set up
and really met in it, and its final scores follow the variant's scoring. The replay to its recorded results and
ledger is tests/core/test_recorded_games.py."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.commands.logfile import GameLog
from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.self_actor import MODULES
from tests.core.recorded import FIXTURES

PATH = FIXTURES / "arkwright" / "water_frame_self_actor_4p.jsonl"
NEW_TILES = {t.id for t in base_board().tiles if t.variant == "self_actor"}


@pytest.fixture(scope="module")
def game():
    log = GameLog.read(str(PATH))
    return log, log.replay()


def test_all_five_elements_are_set_up_with_four_players(game):
    log, _done = game
    first = log.steps[0].entry
    assert all(first[field] for field in MODULES.values()) and first["version"] == "water_frame"
    assert len(first["seats"]) == 4 and first["setup"] == "free"


def test_each_element_is_met_in_the_game(game):
    log, done = game
    codes = Counter(line.code for line in done.ledger)
    assert "steam_power" in done.state.events.values()  # shuffled in with the other event markers, and drawn
    assert codes["arkwright.steam_power"] >= 1  # someone paid for modernizing machines and ships
    assert codes["arkwright.bonus_marker_moves"] >= 1  # a personal record moved a bonus marker
    assert codes["arkwright.shipping_award_won"] == 1  # the Shipping Competition award went to one player
    assert sum("shipping" in p.awards for p in done.state.players) == 1
    actions = [s.entry for s in log.steps if s.kind == "action"]
    assert sum(e["marker"] == "reorganization" for e in actions) >= 4
    assert all(p.reorganization_dark for p in done.state.players)  # after the 1790 decade every marker is dark
    taken = {e["additional"]["tile"] for e in actions if (e.get("additional") or {}).get("type") == "tile"}
    assert len(taken & NEW_TILES) >= 3, sorted(taken & NEW_TILES)


def test_the_final_scores_add_the_bonus_markers_product_for_players_without_loans(game):
    log, done = game
    state = done.state
    assert state.phase == "game_over"
    for r in log.extra["expected"]["results"]:
        p = state.player(r["player"])
        shares = p.shares * state.board.share(p.share_space).value
        # Player's Book 3.2: the two markers' spaces multiplied, added to the value (a player with loans loses, 8.0)
        assert r["score"] == shares + (0 if p.loans else p.shipping_bonus * p.home_market_bonus)
    assert any(not state.player(r["player"]).loans and r["winner"] for r in log.extra["expected"]["results"])
