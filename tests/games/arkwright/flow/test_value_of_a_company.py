"""The Value of a Company (the Player's Book's last page): a multiplication table, shares (1-30) x share value
(£1-£30). Its three worked values reproduced as final scores of a game over: 20 shares at £20 are worth 400,
15 shares at £25 375, 30 shares at £30 900. The share value is that of the space the indicator stands on
(data/share_track.toml); the products are the page's, not the implementation's."""

import pytest

from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.scoring import final_results
from tests.games.arkwright.factories import player, table


def space_worth(value: int) -> int:
    """A space of the share value track whose share is worth `value` (the first one)."""
    return next(s.space for s in base_board().share_track.spaces if s.value == value)


@pytest.mark.parametrize("shares, value, worth", [(20, 20, 400), (15, 25, 375), (30, 30, 900)])
def test_the_pages_worked_values_are_the_final_scores(shares, value, worth):
    s = table([player("marion", shares=shares, share_space=space_worth(value)), player("harold", shares=1, share_space=1)],
              phase="game_over")
    marion = next(r for r in final_results(s) if r.player == "marion")
    assert marion.score == worth and marion.winner
