"""The grid picker's value logic (companion.ui.pickers) and the Arkwright set-up grids built on it."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.arkwright.board import base_board
from companion.games.arkwright.flow.setup import NewGame, apply_new_game
from companion.games.arkwright.flow.setupdata import setup_data
from companion.ui.arkwright.newgame import free_setup, mat_grid, new_game_problems, pick_grid, setup_entry, tiles_grid
from companion.ui.pickers import Cell, Grid, GridRow, add, can_add, chosen, fit, problems, status, take, tap

#: two rows of two spaces; two copies of "a" in play in all
GRID = Grid(
    (GridRow("1", "Row I", (Cell("a", "Apple", most=2), Cell("b", "Bean"), Cell("f", "Fixed", least=1, most=2)), spaces=2),
     GridRow("2", "Row II", (Cell("a", "Apple", most=2), Cell("c", "Corn")), spaces=2)),
    noun="markers", copies={"a": 2},
)


def within_limits(grid: Grid, value) -> bool:
    for r in grid.rows:
        keys = value.get(r.key, [])
        if r.spaces is not None and len(keys) > r.spaces:
            return False
        for key, n in Counter(keys).items():
            cell = grid.cell(r.key, key)
            if cell is None or n > cell.most or n < cell.least:
                return False
    if any(sum(ks.count(k) for ks in value.values()) > most for k, most in grid.copies.items()):
        return False
    return grid.total is None or chosen(value) <= grid.total


def test_a_tap_adds_a_copy_then_takes_every_copy_back():
    v = fit(GRID, {})
    assert v == {"1": ["f"], "2": []}  # the copy always laid out is there from the start
    v = tap(GRID, v, "2", "a")
    v = tap(GRID, v, "2", "a")
    assert v["2"] == ["a", "a"]
    assert tap(GRID, v, "2", "a")["2"] == []  # at its most: the tap takes them back


def test_a_full_row_swaps_the_last_choice_and_never_takes_a_fixed_copy():
    v = tap(GRID, fit(GRID, {}), "1", "b")
    assert v["1"] == ["f", "b"] and status(GRID, v, "1") == "2 of 2 filled"
    v = tap(GRID, v, "1", "a")
    assert v["1"] == ["f", "a"]  # Bean made room for Apple; Fixed stays
    assert take(GRID, v, "1", "f") == v  # never below the copies always laid out


def test_copies_in_play_count_across_rows():
    v = {"1": ["f"], "2": ["a", "a"]}
    assert can_add(GRID, v, "1", "b") and not can_add(GRID, v, "1", "a")  # row I has room, the box has no third Apple
    assert tap(GRID, v, "1", "a") == v
    assert "Apple: 3 chosen, only 2 in play." in problems(GRID, {"1": ["f", "a"], "2": ["a", "a"]})


def test_problems_say_what_is_missing_in_words():
    assert problems(GRID, fit(GRID, {})) == ["Row I: 1 more to choose.", "Row II: 2 more to choose."]
    tiles = Grid((GridRow("t", "Tiles", (Cell("x", "X", most=3),)),), noun="tiles", what="development tiles", total=3)
    assert problems(tiles, {"t": ["x"]}) == ["Lay out 3 development tiles: 2 more to choose."]
    assert status(tiles, {"t": ["x"]}) == "1 of 3 tiles"
    assert problems(tiles, {"t": ["x", "x", "x"]}) == []


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["tap", "take"]), st.sampled_from(["1", "2"]), st.sampled_from(["a", "b", "c", "f", "z"]))))
def test_no_sequence_of_taps_leaves_the_limits(steps):
    v = fit(GRID, {})
    for op, row, key in steps:
        v = (tap if op == "tap" else take)(GRID, v, row, key)
        assert within_limits(GRID, v)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["1", "2", "9"]), st.lists(st.sampled_from(["a", "b", "c", "f", "z"]), max_size=6)))
def test_fit_cuts_any_value_to_the_limits_and_keeps_a_fitting_one(raw):
    v = fit(GRID, raw)
    assert within_limits(GRID, v)
    assert fit(GRID, v) == v


def test_the_mat_rows_and_copies_come_from_the_board_data():
    board, data = base_board(), setup_data()
    for n in (2, 3, 4):
        grid = mat_grid("water_frame", n)
        printed = board.predetermined_setup("water_frame", n).mat
        assert [r.spaces for r in grid.rows] == [len(printed[row]) for row in ("1", "2", "3", "4")]
        for r in grid.rows:
            assert all(board.marker(c.key).shade == ("light" if r.key in "12" else "dark") for c in r.cells)
            assert not any(board.marker(c.key).action == "stock_exchange" for c in r.cells)  # Water Frame 4.0
        assert grid.copies["quality_light"] == data.markers_in_play("water_frame", n, "quality_light")
    assert "1-3 quality levels for £5/£8/£12" in [c.detail for c in mat_grid("water_frame", 3).row("1").cells]


def test_tiles_grid_lays_out_charisma_and_an_inventor_and_the_draw():
    board = base_board()
    for n in (2, 3, 4):
        grid = tiles_grid(n)
        draw = next(d.tiles for d in board.tile_draw if d.players == n)
        assert grid.total == draw + 2
        fixed = {c.key for c in grid.rows[0].cells if c.least}
        assert fixed == {"charisma", "inventor"}
        assert all(c.most <= n - 1 or c.least for c in grid.rows[0].cells)
        assert all(c.detail for c in grid.rows[0].cells)  # every tile says what it does


def _full(grid, value):
    for r in grid.rows:
        for c in r.cells:
            while can_add(grid, value, r.key, c.key):
                value = add(grid, value, r.key, c.key)
    return value


def _seats(n):
    return [{"id": f"p{i}", "name": f"P{i}", "color": c} for i, c in zip(range(n), ["red", "blue", "green", "yellow"])]


def test_a_free_setup_laid_out_by_taps_is_the_game_the_engine_starts():
    for version in ("water_frame", "spinning_jenny"):
        for n in (2, 3, 4):
            options = {"setup": "free", "version": version}
            if version == "spinning_jenny":  # drawn for the timetable first, the rest goes on the mat (4.1.III)
                options["pick_markers"] = _full(pick_grid(version, n, {}), {"pick": []})["pick"]
            grids = free_setup(version, n, options)
            options["mat"] = _full(*grids["mat"])
            if version == "water_frame":
                options["tiles"] = _full(*grids["tiles"])["tiles"]
            assert new_game_problems(options, n) == [], (version, n)
            entry = setup_entry(_seats(n), 0, options)
            state = apply_new_game(None, NewGame.model_validate(entry)).state
            assert {k: v for k, v in state.mat.markers.items() if v} == {k: v for k, v in options["mat"].items() if v}
            if version == "water_frame":
                assert sorted(state.mat.tiles) == sorted(options["tiles"])


def test_the_standard_setup_fills_the_free_grids_and_a_predetermined_entry_carries_none():
    options = {"setup": "free", "version": "water_frame"}
    grids = free_setup("water_frame", 3, options)
    assert grids["mat"][1] == base_board().predetermined_setup("water_frame", 3).mat
    assert new_game_problems(options, 3) == ["Lay out 21 development tiles: 3 more to choose."]
    entry = setup_entry(_seats(3), 0, {"setup": "predetermined", "version": "water_frame", "mat": {"1": ["x"]}, "tiles": ["y"]})
    assert "mat" not in entry and "tiles" not in entry
