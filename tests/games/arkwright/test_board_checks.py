"""The rulebook's worked examples as checks on Arkwright's printed values."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.edit import read_path
from companion.core.errors import InputError
from companion.games.arkwright.board import BOARD, base_board
from companion.games.arkwright.board_checks import CHECKS, binding, failures
from companion.games.arkwright.pack import PACK
from tests.games.arkwright.factories import player, table


def mutations(value):
    """Single-value corrections a table might enter for a printed value."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + 1, max(value - 1, 0)]
    if isinstance(value, str):
        return [value + "M", value[:-1] or "W"]
    if isinstance(value, list):
        out = []
        for i, v in enumerate(value):
            for m in mutations(v):
                out.append([*value[:i], m, *value[i + 1:]])
        return out
    return []


def breaking_correction(check):
    """A one-value correction (path, value) the board accepts as a shape but the check refuses."""
    board = base_board()
    data = board.model_dump(mode="json")
    for path in check.binds(board):
        for value in mutations(read_path(data, path)):
            try:
                changed = BOARD.with_overrides({path: value})
            except InputError:
                continue
            if check in failures(changed):
                return path, value
    raise AssertionError(f"no correction breaks {check.name!r}: the check cannot fail")


def game(revision=BOARD.revision):
    return table([player("red"), player("blue")], board_revision=revision)


def test_the_built_in_data_agrees_with_every_example():
    assert failures(base_board()) == []
    assert len({c.name for c in CHECKS}) == len(CHECKS), "every check has its own name"


@pytest.mark.parametrize("check", CHECKS, ids=[c.name for c in CHECKS])
def test_a_contradicting_correction_is_refused_with_the_example_named(check):
    path, value = breaking_correction(check)
    state = game()
    before = state.model_dump(mode="json")
    with pytest.raises(InputError, match="rulebook says otherwise") as info:
        PACK.apply(state, {"kind": "board", "path": path, "value": value})
    assert check.name in str(info.value)
    assert state.model_dump(mode="json") == before
    assert check in binding(base_board(), path)


def test_a_correction_the_examples_allow_is_taken():
    # level I food: rows 1-3 must make 4; 2, 1, 1 does, and row 4 still makes nothing
    path = "factories.0.goods"
    out = PACK.apply(game(), {"kind": "board", "path": path, "value": [2, 1, 1, 0]})
    assert out.state.board.tile("food", 1).goods == [2, 1, 1, 0]
    assert "corrected at the table" in out.state.board.tile("food", 1).source["goods"]


def test_a_game_begun_before_the_checks_keeps_its_corrections():
    # a stored game from before revision 2 may hold a correction an example contradicts: it still replays
    out = PACK.apply(game(revision=1), {"kind": "board", "path": "share_track.spaces.21.value", "value": 15})
    assert out.state.board.share(22).value == 15


def test_a_check_names_what_binds_it():
    names = [c.name for c in binding(base_board(), "factories.2.goods")]
    assert any("Seed 000" in n for n in names) and any("5.II.2.8" in n for n in names)
    assert binding(base_board(), "luxury.0.bonus") == []


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_any_single_correction_is_either_refused_by_name_or_consistent(data):
    board = base_board()
    dump = board.model_dump(mode="json")
    check = data.draw(st.sampled_from(CHECKS))
    path = data.draw(st.sampled_from(check.binds(board)))
    options = mutations(read_path(dump, path))
    value = data.draw(st.sampled_from(options))
    try:
        changed = BOARD.with_overrides({path: value})
    except InputError:
        return  # a shape the board refuses anyway
    broken = failures(changed)
    try:
        BOARD.refuse_contradictions({path: value}, BOARD.revision)
    except InputError as exc:
        assert broken and all(c.name in str(exc) for c in broken)
        assert all(path in c.binds(board) for c in broken), "only checks that read the value can break"
    else:
        assert broken == []
