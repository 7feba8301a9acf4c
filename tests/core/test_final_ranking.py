"""The final ranking and the winners of every pack, worded once (core/ranking.py) with each pack's tie rule
declared on its `Pack` (issue 27 item 5): ties broken as each rulebook says, and shared wins where it says so.
The games are the recorded ones, their last numbers changed to make the ties."""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.commands.log import ranking_of
from companion.commands.logfile import GameLog
from companion.core.pack import Result
from companion.core.ranking import SHARED, TieRule, amount, final_ranking, winners_sentence
from companion.core.registry import get_pack
from tests.core.recorded import FIXTURES
from tests.testpack.pack import PACK as MARBLES


def final_state(game: str):
    log = GameLog.read(str(FIXTURES / game))
    return log.pack, log.replay().state


def before_scores(game: str):
    """The recorded game just before its final scores were entered."""
    log = GameLog.read(str(FIXTURES / game))
    return log.pack, log.replay(len(log.steps) - 1).state


def lines(pack, state) -> list[str]:
    return ranking_of(pack, state)


def test_every_pack_declares_its_tie_rule_once():
    for pack in [get_pack(p) for p in ("arkwright", "kanban", "montana", "union_stockyards")] + [MARBLES]:
        rule = pack.tie_rule
        assert isinstance(rule, TieRule) and rule is not SHARED
        assert rule.text.endswith(".") and "(s)" not in rule.text


def test_arkwright_a_tie_on_portfolio_goes_to_the_most_cash_then_both_win():
    pack, state = final_state("arkwright/spinning_jenny_3p.jsonl")
    angelica = state.player("angelica")
    angelica.shares, angelica.share_space, angelica.cash = 10, 24, 2  # £170, as Harold; £2 cash against his £1
    out = lines(pack, state)
    assert out[1].startswith("1. Angelica: £170, cash £2, wins")
    assert out[2].startswith("2. Harold: £170, cash £1 (")
    assert out[-2] == "Angelica wins."
    assert out[-1].startswith("Ties: The most valuable portfolio wins") and "most cash" in out[-1]
    angelica.cash = 1
    out = lines(pack, state)
    assert out[1].startswith("1. ") and out[2].startswith("1. ") and out[-2] == "Angelica and Harold share the win."


def test_arkwright_players_with_loans_are_out_and_nobody_may_win():
    pack, state = final_state("arkwright/water_frame_2p.jsonl")
    out = lines(pack, state)
    assert [line[:2] for line in out[1:3]] == ["– ", "– "]
    assert all("out of the ranking" in line for line in out[1:3])
    assert out[3] == "Nobody wins."


def test_kanban_a_tie_on_productivity_points_goes_to_the_tie_breakers_in_order():
    pack, state = final_state("kanban/mean_sandra_2p.jsonl")
    for p in state.players:
        p.pp = 5  # equal; no cars, no Tested Designs; Bob has 1 Shift in the bank, Ann none
    out = lines(pack, state)
    assert out[1] == "1. Bob: 5 productivity points, wins (tied on score (5); separated by most banked Shifts)"
    assert out[2] == "2. Ann: 5 productivity points (tied on score (5); separated by most banked Shifts)"
    assert out[3] == "Bob wins."
    assert "the most cars, then the most Tested Designs" in out[4]


def test_kanban_players_tied_on_every_tie_breaker_all_win():
    pack, state = final_state("kanban/workstation_alley_3p.jsonl")
    for p in state.players:
        p.pp = 41  # Bob and Cy: 2 cars each and the rest equal; Ann no car
    out = lines(pack, state)
    assert out[-2] == "Bob and Cy share the win."
    assert out[3].startswith("3. Ann: 41 productivity points (")


@pytest.mark.parametrize("game", ["montana/three_players.jsonl", "union_stockyards/six_years_3p.jsonl"])
def test_hand_counted_scores_the_tables_tie_breakers_decide_then_a_shared_win(game):
    pack, state = before_scores(game)
    a, b, c = (p.id for p in state.players)
    scores = {"kind": "final_scores", "scores": {a: 30, b: 30, c: 12}, "tiebreakers": {a: [2], b: [3], c: [9]}}
    done = pack.apply(state, scores).state
    out = lines(pack, done)
    names = {p.id: p.name for p in state.players}
    assert out[1].startswith(f"1. {names[b]}: 30 points, ") and ", wins (tied on score (30); separated by tie-breaker 1)" in out[1]
    assert out[-2] == f"{names[b]} wins."
    assert out[-1].startswith("Ties: The seed gives no final scoring")
    level = pack.apply(state, {**scores, "tiebreakers": {}}).state
    out = lines(pack, level)
    assert out[1].startswith("1. ") and out[2].startswith("1. ") and out[3].startswith("3. ")
    assert out[-2] == f"{names[a]} and {names[b]} share the win."


def test_hand_counted_scores_a_missing_score_is_refused():
    pack, state = before_scores("union_stockyards/six_years_3p.jsonl")
    with pytest.raises(Exception, match="a final score is missing for Cy"):
        pack.apply(state, {"kind": "final_scores", "scores": {"ann": 3, "bob": 4}})


def test_the_test_pack_most_marbles_wins_and_equal_bags_share():
    pack = MARBLES
    state = pack.start({"kind": "new_game", "players": [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}]}).state
    state = state.model_copy(update={"bag": 0})  # the bag of 20 emptied, 10 each (M3: the game is over)
    for p in state.players:
        p.marbles = 10
    out = lines(pack, state)
    tied = " (tied on score (10) and on every tie-breaker)"
    assert out == ["Final ranking", "1. Ann: 10 marbles, wins" + tied, "1. Bob: 10 marbles, wins" + tied, "Ann and Bob share the win.",
                   "Ties: The most marbles wins; players with as many marbles all win (M3)."]


def test_no_ranking_before_the_end():
    pack, state = before_scores("union_stockyards/six_years_3p.jsonl")
    assert lines(pack, state) == []
    assert final_ranking([], {}) == []


def test_the_words_units_and_plurals():
    assert [amount(1, "point"), amount(2, "point"), amount(12, "silver"), amount(5, "$"), amount(-3, "£")] == \
        ["1 point", "2 points", "12 silver", "$5", "-£3"]
    one = [Result(player="a", rank=1, score=1, winner=True)]
    assert final_ranking(one, {"a": "Ann"}) == ["Final ranking", "1. Ann: 1 point, wins", "Ann wins.", f"Ties: {SHARED.text}"]
    three = [Result(player=p, rank=1, score=2, winner=True) for p in "abc"]
    assert winners_sentence(three, str.upper) == "A, B and C share the win."


def test_companion_state_prints_the_ranking_and_winners_once_the_game_is_over(tmp_path, capsys):
    source = (FIXTURES / "union_stockyards/six_years_3p.jsonl").read_text().splitlines()
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(source) + "\n")
    assert main(["state", str(path)]) == 0
    out = capsys.readouterr().out
    state, end = json.JSONDecoder().raw_decode(out)
    assert state["finished"] is True
    assert out[end:].strip().splitlines() == [
        "Final ranking",
        "1. Bob: 40 points, cash $5, wins (tied on score (40); separated by tie-breaker 1)",
        "2. Ann: 40 points, cash $7 (tied on score (40); separated by tie-breaker 1)",
        "3. Cy: 31 points, cash $3",
        "Bob wins.",
        "Ties: The seed gives no final scoring: the table counts the scores and its own tie-breakers, in the order "
        "entered; players still tied all win (US Game length).",
    ]
    assert main(["state", str(path), "--at", str(len(source) - 2)]) == 0  # before the final scores: the state only
    out = capsys.readouterr().out
    assert json.loads(out)["finished"] is False and "Final ranking" not in out
