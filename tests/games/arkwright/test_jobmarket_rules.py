"""The job market (Water Frame 5.III.3 wages; Player's Book 1.1 hiring from the fired space) on the printed board."""

from __future__ import annotations

from companion.games.arkwright import jobmarket
from tests.games.arkwright.flow.test_events import trio


def test_the_wage_is_the_one_beside_the_row_of_the_lowest_empty_space():
    # the printed market: 4 spaces a row, rows 1-7 pay £2, rows 8-12 £3 (data/board)
    s = trio()
    full = len(s.board.job_spaces)
    s.job_market = full  # no space empty: the first row's wage
    assert jobmarket.wage(s.board, s) == 2
    s.job_market = full - 29  # 29 empty: the lowest empty space is the first of row 8
    assert jobmarket.wage(s.board, s) == 3
    s.job_market = full - 28  # 28 empty: the last space of row 7
    assert jobmarket.wage(s.board, s) == 2


def test_without_the_fired_space_only_the_job_market_hires():
    # a hire that may not take fired workers (fired_when_empty off) stops when the job market is empty
    s = trio()
    s.box += s.job_market - 1
    s.job_market, s.fired = 1, 5
    assert jobmarket.available(s, fired_when_empty=False) == 1
    assert jobmarket.take(s, 3, fired_when_empty=False) == 1
    assert (s.job_market, s.fired) == (0, 5)


def test_fired_workers_go_back_only_to_empty_spaces():
    # Economic Crisis style return: 5 wanted, 5 fired, but only 2 spaces of the market are empty
    s = trio()
    full = len(s.board.job_spaces)
    s.box -= full - 2 - s.job_market - 5
    s.job_market, s.fired = full - 2, 5
    assert jobmarket.return_fired(s.board, s, 5) == 2
    assert (s.job_market, s.fired) == (full, 3)
