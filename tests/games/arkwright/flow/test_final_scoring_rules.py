"""The final scoring's lines, notes and ranks, one rule at a time (Water Frame 8.0; Player's Book 3.2 bonus markers).

Scenarios of our own from Water Frame 8.0: a player still holding loans loses; the others move back 4 spaces and
return 2 shares per factory with a worker on its marker, and as many spaces as each open contract's value; the
value is shares x the share value of the space reached; ties by cash, then shared. The share value of a space is
the share track's (data/share_track.toml), read from the board as test_value_of_a_company does.
"""

from __future__ import annotations

from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.scoring import final_results
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import run
from tests.games.arkwright.flow.test_scoring import ending

SCORING = "Water Frame 8.0"


def worth(space: int) -> int:
    return base_board().share(space).value


def lines(out, code: str) -> list[tuple[str | None, str, dict]]:
    return [(e.player, e.section, e.params) for e in out.ledger if e.code == code]


def marion_and_harold():
    """Marion: a worker on her food marker and a contract on space 4, space 20, 12 shares; Harold: 3 loans."""
    marion = player("marion", cash=3, shares=12, share_space=20, contracts={"food": 4},
                    factories=[factory("food", price=5, rows=((2, 0),), marker_worker=True)])
    return ending([marion, player("harold", cash=0, shares=5, loans=3)])


def test_the_scoring_lines_are_each_players_and_of_the_end_of_the_game():
    """Water Frame 8.0: Marion's penalties, Harold out with loans, then the ranks."""
    out = run(marion_and_harold(), {"kind": "end_of_game", "defaults": True})
    assert [(p, s) for p, s, _ in lines(out, "arkwright.penalty_shares")] == [("marion", SCORING)]
    assert lines(out, "arkwright.loses_with_loans") == [("harold", SCORING, {"name": "Harold", "loans": 3})]
    # 20 - 4 (marker) - 4 (contract) = space 12; 12 - 2 = 10 shares
    assert lines(out, "arkwright.final_rank_wins") == [("marion", SCORING, {"name": "Marion", "rank": 1, "score": 10 * worth(12)})]
    assert lines(out, "arkwright.final_rank") == [("harold", SCORING, {"name": "Harold", "rank": 2, "score": 5 * worth(10)})]


def test_an_answer_the_scoring_never_asked_for_is_noted():
    """Water Frame 6.II / 8.0: only the players' own final purchases are asked; a stray answer is not lost silently."""
    out = run(marion_and_harold(), {"kind": "end_of_game", "defaults": True, "answers": {"final:nobody:buy": 1}})
    assert lines(out, "arkwright.answer_not_needed") == [(None, "", {"key": "'final:nobody:buy'"})]


def test_the_notes_say_the_shares_the_penalties_and_the_loans():
    """Water Frame 8.0: the value as shares x share value, each penalty, and the loans that lose."""
    out = run(marion_and_harold(), {"kind": "end_of_game", "defaults": True})
    results = {r.player: r for r in final_results(out.state)}
    assert results["marion"].notes == [
        f"10 shares x £{worth(12)} (space 12)",
        "a worker still on the food factory marker: 4 spaces back, 2 shares to the bank",
        "the unfulfilled food contract on space 4: 4 spaces back",
    ]
    assert results["harold"].notes == [f"5 shares x £{worth(10)} (space 10)", "lost: 3 loans left at the end (Water Frame 8.0)"]
    assert (results["marion"].cash, results["harold"].cash) == (3, 0)


def test_a_player_with_loans_scores_no_bonus_markers():
    """Water Frame 8.0: loans lose; Player's Book 3.2: the markers add to the value of a player who is scored."""
    s = table([player("marion", shares=24, share_space=37, loans=1, home_market_bonus=7, shipping_bonus=4),
               player("harold", shares=1, share_space=1)], phase="game_over", self_actor=["bonus_markers"])
    marion = next(r for r in final_results(s) if r.player == "marion")
    assert marion.score == 24 * worth(37) and marion.eliminated
    assert not any("bonus markers" in n for n in marion.notes)


def test_two_tied_players_share_first_place_above_a_player_with_loans():
    """Water Frame 8.0: same value and same cash, several winners; the player with loans comes last."""
    s = table([player("ann", cash=9, shares=10, share_space=20), player("bob", cash=9, shares=10, share_space=20),
               player("cy", cash=40, shares=0, loans=1)], phase="game_over")
    assert [(r.player, r.rank, r.winner, r.cash) for r in final_results(s)] == [
        ("ann", 1, True, 9), ("bob", 1, True, 9), ("cy", 3, False, 40)]
