"""The board data loads, every value has its provenance, and corrections are validated."""

import pytest

from companion.core.errors import InputError
from companion.games.arkwright.board import GOODS, base_board, board_for


def test_every_printed_value_is_loaded_with_its_provenance():
    b = base_board()
    assert len(b.share_track.spaces) == 60
    assert {(t.good, t.level) for t in b.factories} == {(g, l) for g in GOODS for l in range(1, 5)}
    assert sum(len(r.spaces) for r in b.job_market) == b.rules.workers == 80
    for t in b.factories:
        assert set(t.source) == {"cost", "goods", "rows"}
        assert all(t.source.values())


def test_values_the_rulebook_examples_pin_down():
    b = base_board()
    # Water Frame 4.1.IV, 5.II.2.1 examples and Player's Book 1.3
    assert b.tile("food", 1).cost == 8 and b.tile("food", 2).cost == 10 and b.tile("food", 3).cost == 12
    assert b.tile("clothes", 1).cost == 9 and b.tile("lamps", 1).cost == 11
    assert b.tile("lamps", 2).cost == 14 and b.tile("lamps", 3).cost == 17
    # production: level I food rows 1-3 make 4, level II rows 1-2 make 4 (Player's Book 1.3)
    assert sum(b.tile("food", 1).goods[:3]) == 4 and b.tile("food", 1).goods[3] == 0
    assert sum(b.tile("food", 2).goods[:2]) == 4
    assert sum(b.tile("clothes", 1).goods[:2]) == 3
    assert sum(b.tile("cutlery", 2).goods[:2]) == 3 and b.tile("cutlery", 2).goods[2] == 2
    # share track (Water Frame 5.II.2.6, 7.0, 8.0; Player's Book 1.1, 3.3)
    for space, value in {9: 9, 10: 10, 22: 16, 23: 17, 28: 19, 29: 20, 35: 22, 36: 22, 38: 23, 41: 24, 46: 26, 60: 30}.items():
        assert b.share(space).value == value, space
    assert b.share(5).buy == 10 and b.share(22).buy == 16
    # markers (Player's Book 1.1 table)
    assert b.marker("machinery").units_for(6) == 2 and b.marker("machinery").units_for(13) == 3
    assert b.marker("quality").units_for(12) == 2 and b.marker("distribution_light").max_spend == 7
    assert b.fixed_prices.of("lamps") == 5


def test_unverified_values_say_so():
    b = base_board()
    assert not b.tile("food", 4).verified("cost")
    assert b.tile("food", 1).verified("cost")


def test_a_correction_replaces_a_value_and_marks_it():
    b = board_for({"factories.0.cost": 9})
    assert b.tile("food", 1).cost == 9
    assert b.tile("food", 1).source["cost"].startswith("corrected at the table")
    assert base_board().tile("food", 1).cost == 8


def test_a_correction_that_does_not_fit_is_refused():
    with pytest.raises(InputError, match="factory 1"):
        board_for({"factories.0.rows": ["WX", "WM", "WM", "WM"]})
    with pytest.raises(InputError, match="no such value"):
        board_for({"factories.0.colour": 3})
