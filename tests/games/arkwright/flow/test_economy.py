"""The economy phase (Water Frame 5.I, Spinning Jenny 5.I)."""

import pytest

from companion.core.errors import RuleError
from companion.games.arkwright.pack import apply
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import new_game, run


def test_marion_advances_the_importer_one_space_and_returns_three_workers():
    # Water Frame 5.I example: the marker shows importer 1 / 3 workers
    s = new_game(4)
    s = s.model_copy(update={"fired": 5, "job_market": s.job_market - 1})
    out = run(s, {"kind": "economy", "importer": 1, "workers": 3})
    after = out.state
    assert after.importers["food"] == 1
    assert (after.fired, after.job_market) == (2, s.job_market + 3)
    assert (after.phase, after.acted) == ("actions", 0)


def test_the_remainder_is_forfeit_when_few_workers_were_fired():
    s = new_game(4)  # 4 fired workers
    out = run(s, {"kind": "economy", "importer": 2, "workers": 2})
    assert out.state.fired == 2
    s2 = out.state.model_copy(update={"phase": "economy", "cycle": 2})
    out = run(s2, {"kind": "economy", "importer": 1, "workers": 3})
    assert out.state.fired == 0 and out.state.job_market == s2.job_market + 2
    assert [e.params for e in out.ledger if e.code == "arkwright.fired_forfeit"] == [{"lost": 1, "count": 3, "moved": 2}]
    assert out.state.importers == {"food": 2, "clothes": 1, "cutlery": 0, "lamps": 0}


def test_the_revealed_marker_is_asked_when_not_entered():
    s = new_game(3)
    out = apply(s, {"kind": "economy"})
    assert out.pending.id == "economy_marker:1770:1" and out.state is s
    # predetermined set up: no "3 workers" marker
    assert [1, 3] in [o.value for o in out.pending.options] and [0, 3] not in [o.value for o in out.pending.options]
    out = run(s, {"kind": "economy", "answers": {"economy_marker:1770:1": [0, 2]}})
    assert out.state.importers["food"] == 0 and out.state.fired == 6


def test_three_worker_markers_only_in_free_games_of_three_or_four():
    s = new_game(3)
    with pytest.raises(RuleError, match="no economy marker 0/3"):
        apply(s, {"kind": "economy", "importer": 0, "workers": 3})
    free = s.model_copy(update={"setup_mode": "free"})
    assert run(free, {"kind": "economy", "importer": 0, "workers": 3}).state.fired == 5
    two = table([player("red", factories=[factory("food")]), player("blue")], phase="economy", fired=4, setup_mode="free")
    with pytest.raises(RuleError):
        apply(two, {"kind": "economy", "importer": 0, "workers": 3})
    with pytest.raises(RuleError, match="no economy marker 3/1"):
        apply(s, {"kind": "economy", "importer": 3, "workers": 1})
    with pytest.raises(RuleError, match="both numbers"):
        apply(s, {"kind": "economy", "importer": 1})


def test_spinning_jenny_reads_the_timetable():
    s = new_game(3, "spinning_jenny")
    out = run(s, {"kind": "economy"})
    assert out.state.importers["food"] == 1 and out.state.fired == s.fired - 2
    with pytest.raises(RuleError, match="printed on the timetable"):
        apply(s, {"kind": "economy", "importer": 2, "workers": 2})


def test_only_in_the_economy_phase():
    s = new_game(2).model_copy(update={"phase": "actions"})
    with pytest.raises(RuleError, match="economy phase"):
        apply(s, {"kind": "economy", "importer": 1, "workers": 1})
    with pytest.raises(RuleError, match="start a game"):
        apply(None, {"kind": "economy", "importer": 1, "workers": 1})


def test_the_active_good_follows_the_cycle():
    s = new_game(2).model_copy(update={"cycle": 3})
    assert run(s, {"kind": "economy", "importer": 1, "workers": 1}).state.importers["cutlery"] == 1
