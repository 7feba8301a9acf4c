"""Table corrections: several values at once, and workers moved with their counterpart."""

import pytest

from companion.core.edit import undo_words
from companion.core.errors import InputError
from companion.games.arkwright.pack import apply
from tests.games.arkwright.factories import factory, player, table


def two_players():
    return table([player("red", factories=[factory("food", rows=[(2, 0)])]), player("blue")], fired=4)


def test_a_worker_found_on_a_row_comes_from_the_job_market():
    s = two_players()
    out = apply(s, {"kind": "workers", "changes": [{"path": "players.0.factories.0.rows.1.workers", "value": 2}]})
    assert out.state.players[0].factories[0].rows[1].workers == 2
    assert out.state.job_market == s.job_market - 2
    assert [line.reason for line in out.ledger] == ["The workers of row 2 of Red's food factory corrected to 2 workers (was 0 workers)",
                                                    "2 workers from the job market"]
    assert undo_words(out.ledger) == ["The workers of row 2 of Red's food factory back to 0 workers from 2 workers"]
    assert sum(out.state.workers_on_table().values()) == 80


def test_workers_removed_go_to_the_named_pool():
    s = two_players()
    out = apply(s, {"kind": "workers", "pool": "fired", "changes": [{"path": "players.0.factories.0.rows.0.workers", "value": 0}]})
    assert out.state.fired == 6 and out.state.job_market == s.job_market


def test_ships_bring_their_crew_and_the_crew_comes_from_the_pool():
    s = two_players()
    out = apply(s, {"kind": "workers", "changes": [{"path": "players.1.ships", "value": [4, 6]}]})
    assert out.state.players[1].ship_crew == 3 and out.state.job_market == s.job_market - 3


def test_a_pool_that_is_too_small_is_refused_and_nothing_changes():
    s = two_players()
    with pytest.raises(InputError, match="the fired space holds only 4"):
        apply(s, {"kind": "workers", "pool": "fired", "changes": [{"path": "players.0.factories.0.rows.1.workers", "value": 2},
                                                                  {"path": "players.0.factories.0.rows.2.workers", "value": 2},
                                                                  {"path": "players.0.factories.0.rows.3.workers", "value": 2}]})
    assert s.players[0].factories[0].rows[1].workers == 0


def test_an_edit_of_several_values_is_checked_as_a_whole():
    s = two_players()
    # one worker from the job market to a row: neither change alone is a legal table
    out = apply(s, {"kind": "edit", "changes": [{"path": "players.0.factories.0.rows.1.workers", "value": 1},
                                                {"path": "job_market", "value": s.job_market - 1}]})
    assert out.state.players[0].factories[0].rows[1].workers == 1
    with pytest.raises(InputError, match="workers: 81"):
        apply(s, {"kind": "edit", "path": "players.0.factories.0.rows.1.workers", "value": 1})
    with pytest.raises(InputError, match="either a path and a value, or a list of changes"):
        apply(s, {"kind": "edit"})


def test_a_price_correction_names_the_factory_by_its_good():
    """The second factory of the list is Red's lamps factory, not "factory 2" (issue 22: a correction reads the table)."""
    s = table([player("red", factories=[factory("food"), factory("lamps", price=7)]), player("blue")])
    out = apply(s, {"kind": "edit", "path": "players.0.factories.1.price", "value": 8})
    assert [line.reason for line in out.ledger] == ["The price of Red's lamps factory corrected to £8 (was £7)"]
    assert undo_words(out.ledger) == ["The price of Red's lamps factory back to £7 from £8"]
    with pytest.raises(InputError):  # a factory the player does not have is refused, not worded
        apply(s, {"kind": "edit", "path": "players.0.factories.2.price", "value": 8})


def test_the_editor_preview_says_the_correction_as_the_log_will():
    from companion.games.arkwright.messages import VALUES
    from companion.ui.editor import Target

    s = table([player("red", factories=[factory("food"), factory("lamps", price=7)]), player("blue")])
    target = Target("players.0.factories.1.price", "Price", 7, values=VALUES, names=("Red", "Blue"), table=s)
    assert target.said(9) == "The price of Red's lamps factory corrected to £9"
    assert Target("players.0.factories.1.price", "Price", 7, values=VALUES, names=("Red", "Blue")).said(9) == (
        "Red's price of factory 2 corrected to £9")  # no table given: its place in the list
