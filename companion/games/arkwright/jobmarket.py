"""The job market: demand, wages, hiring and returning workers (Water Frame 5.I, 5.III.1, 5.III.3).

Workers are always taken in reading order and returned in reverse reading
order, so the empty spaces are always the first ones in reading order and the
state needs only the number of workers still on the market.
"""

from __future__ import annotations

from companion.games.arkwright.board import Board
from companion.games.arkwright.state import ArkwrightState


def empty_spaces(board: Board, state: ArkwrightState) -> int:
    return len(board.job_spaces) - state.job_market


def demand(board: Board, state: ArkwrightState, good: str) -> int:
    """Empty numbered spaces of the good's column (Water Frame 5.III.1)."""
    empty = empty_spaces(board, state)
    return sum(1 for _, space in board.job_spaces[:empty] if space.good == good and space.number > 0)


def wage(board: Board, state: ArkwrightState) -> int:
    """The wage beside the row of the lowest empty space (Water Frame 5.III.3)."""
    empty = empty_spaces(board, state)
    if empty == 0:
        return board.job_market[0].wage
    row, _ = board.job_spaces[empty - 1]
    return board.job_market[row].wage


def take(state: ArkwrightState, count: int, *, fired_when_empty: bool = True) -> int:
    """Take up to `count` workers: the job market first, the fired space only once it is empty.

    Returns how many were taken (Player's Book 1.1: if both are empty, none can be hired).
    """
    from_market = min(count, state.job_market)
    state.job_market -= from_market
    taken = from_market
    if fired_when_empty and taken < count:
        from_fired = min(count - taken, state.fired)
        state.fired -= from_fired
        taken += from_fired
    return taken


def available(state: ArkwrightState, *, fired_when_empty: bool = True) -> int:
    return state.job_market + (state.fired if fired_when_empty else 0)


def return_fired(board: Board, state: ArkwrightState, count: int) -> int:
    """Move up to `count` fired workers back to the job market (bottom right first). Returns the number moved."""
    moved = min(count, state.fired, empty_spaces(board, state))
    state.fired -= moved
    state.job_market += moved
    return moved
