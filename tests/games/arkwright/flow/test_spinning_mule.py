"""The Spinning Mule (Player's Book 3.1): a version chosen at set-up, played on the Spinning Jenny
rules with development tiles, economy markers and event markers, each a module.

Section 3.1 gives no worked example with a computation; its numbers are tested as it prints
them: the tiles laid out per player count (10, 15, 20), the five economy marker faces of each
good (1/1, 1/2, 1/3, 0/2, 2/2), three per good on the timetable, the four events of which two
lie on 1770 and 1780, the End of Game face up on 1790, and the 1760 phase V choice. The
scenarios below are written for the tests, each with a refusal.
"""

from __future__ import annotations

from collections import Counter

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.arkwright.flow.events import legal_events
from companion.games.arkwright.flow.mule import mule_data
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.summary import summarize
from tests.games.arkwright.flow.helpers import run, seats

#: a Spinning Jenny mat for three players without the stock exchange markers (Player's Book 3.1)
MAT = {"1": ["quality_light", "distribution_light"], "2": ["machinery_light"], "3": ["quality_dark"], "4": ["distribution_dark"]}


def mule(n: int = 3, **kw):
    entry = {"kind": "new_game", "version": "spinning_mule", "seats": seats(n), "setup": "free", "mat": MAT, **kw}
    return run(None, entry).state


def prepared(takes=("tile:charisma", "marker:quality_light", "tile:developer"), **kw):
    """A 3-player Spinning Mule through the 1760 round: Marion food £5 + lamps £9, Angelica clothes £6 +
    cutlery £8, Harold cutlery £8 + food £5; phase V in reverse order (Harold, Angelica, Marion)."""
    s = mule(**kw)
    for pid, good, price in (("marion", "food", 5), ("angelica", "clothes", 6), ("harold", "cutlery", 8),
                             ("harold", "food", 5), ("angelica", "cutlery", 8), ("marion", "lamps", 9)):
        s = run(s, {"kind": "prep_factory", "player": pid, "good": good, "price": price}).state
    for pid, take in zip(("harold", "angelica", "marion"), takes):
        s = run(s, {"kind": "prep_shares", "player": pid, "take": take}).state
    return run(s, {"kind": "prep_pay"}).state


# --- set-up ------------------------------------------------------------------------------------


@pytest.mark.parametrize("n, count", [(2, 10), (3, 15), (4, 20)])
def test_the_tiles_laid_out_follow_the_player_count(n, count):
    s = mule(n, mat={}) if n != 3 else mule()
    assert len(s.mat.tiles) == count
    tiles = Counter(s.mat.tiles)
    if n == 2:
        assert set(tiles) == {"charisma", "engineering_works", "workshop", "foreman", "extra_shifts", "patron_lamps",
                              "patron_clothes", "developer", "accountant", "broker"}
    if n == 3:  # in addition: patron - cutlery, workshop, foreman, broker, extra shifts
        assert tiles["workshop"] == tiles["foreman"] == tiles["broker"] == tiles["extra_shifts"] == 2 and tiles["patron_cutlery"] == 1
    if n == 4:  # in addition: patron - food, engineering works, foreman, accountant, developer
        assert tiles["foreman"] == 3 and tiles["engineering_works"] == tiles["accountant"] == tiles["developer"] == 2
        assert tiles["patron_food"] == 1
    assert "inventor" not in tiles  # the Spinning Mule lays out no Inventor


def test_a_spinning_mule_game_plays_on_the_spinning_jenny_rules_with_its_modules():
    s = mule()
    assert s.version == "spinning_jenny" and s.mule.modules == ["tiles", "economy", "events"]
    assert s.events == {"1790": "end_of_game"}  # face up on 1790; 1770 and 1780 face down
    assert s.mat.pick == []  # no light grey markers on the timetable's stock exchange space
    assert summarize(s).variant == "Spinning Mule"


def test_the_modules_may_be_left_out_and_history_says_which():
    s = mule(mule_tiles=False, mule_economy=False)
    assert s.mule.modules == ["events"] and s.mat.tiles == []
    assert summarize(s).variant == "Spinning Mule without development tiles and economy markers"
    s = mule(mule_alternative_events=True)
    assert summarize(s).variant == "Spinning Mule, alternative events"
    s = mule(mule_alternative_tiles=True, mule_alternative_events=True)
    assert summarize(s).variant == "Spinning Mule, alternative tiles and alternative events"


def test_the_alternative_tiles_join_the_printed_ones():
    s = mule(mule_alternative_tiles=True)
    assert len(s.mat.tiles) == 15 + 4
    assert {"school", "patent", "engineer", "administrator"} <= set(s.mat.tiles)


@pytest.mark.parametrize("extra, match", [
    ({"mat": {**MAT, "2": ["machinery_light", "stock_exchange_light"]}}, "stock exchange markers to the box"),
    ({"pick_markers": ["quality_light"]}, "no markers on the timetable's stock exchange space"),
    ({"tiles": ["charisma", "broker"]}, "by the number of players"),
    ({"mule_events": False, "mule_alternative_events": True}, "alternative events join the event markers"),
    ({"mule_tiles": False, "mule_alternative_tiles": True}, "alternative tiles join the development tiles"),
])
def test_the_set_up_refuses_what_the_spinning_mule_does_not_lay_out(extra, match):
    with pytest.raises((InputError, RuleError), match=match):
        apply(None, {"kind": "new_game", "version": "spinning_mule", "seats": seats(3), "setup": "free", "mat": MAT, **extra})


def test_the_modules_are_choices_of_the_spinning_mule_only():
    with pytest.raises(InputError, match="choices of the Spinning Mule only"):
        apply(None, {"kind": "new_game", "version": "spinning_jenny", "seats": seats(3), "mule_economy": False})


# --- the 1760 preparation round, phase V --------------------------------------------------------


def test_phase_v_takes_a_light_grey_marker_or_a_tile_after_the_fixed_sale():
    s = prepared()
    marion, angelica, harold = (s.player(p) for p in ("marion", "angelica", "harold"))
    assert harold.tiles == ["charisma"] and angelica.advanced[-1] == "quality_light" and marion.tiles == ["developer"]
    # £20 start-up capital and 5 shares at £10, less the factories (food £8 + lamps £11 = £19, ...)
    assert (marion.cash, marion.shares) == (70 - 8 - 11, 10)
    assert "quality_light" not in s.mat.markers["1"] and s.mat.tiles.count("developer") == 0
    assert (s.decade, s.phase) == (1770, "economy")


def test_phase_v_lists_the_markers_of_the_mat_and_the_tiles_and_refuses_taking_nothing():
    s = mule()
    for pid, good, price in (("marion", "food", 5), ("angelica", "clothes", 6), ("harold", "cutlery", 8),
                             ("harold", "food", 5), ("angelica", "cutlery", 8), ("marion", "lamps", 9)):
        s = run(s, {"kind": "prep_factory", "player": pid, "good": good, "price": price}).state
    listed = [c.entry.get("take") for c in PACK.legal(s, "harold") if c.legal]
    assert "marker:quality_light" in listed and "tile:charisma" in listed and "tile:broker" in listed
    assert "marker:quality_dark" not in listed  # the dark grey rows are not open in 1760
    assert None not in listed and "pass" not in listed
    with pytest.raises(RuleError, match="takes a light grey marker from the mat or a development tile"):
        apply(s, {"kind": "prep_shares", "player": "harold"})
    with pytest.raises(RuleError, match="row 3"):
        apply(s, {"kind": "prep_shares", "player": "harold", "take": "marker:quality_dark"})


# --- economy markers ----------------------------------------------------------------------------


def test_the_revealed_economy_marker_moves_the_importer_and_returns_fired_workers():
    s = prepared()
    fired, market = s.fired, s.job_market
    out = run(s, {"kind": "economy", "importer": 1, "workers": 3})
    assert out.state.importers["food"] == 1 and out.state.fired == fired - 3 and out.state.job_market == market + 3
    assert out.state.mule.revealed == {"food": ["1/3"]}
    assert any(line.code == "arkwright.mule_economy_marker" for line in out.ledger)


def test_the_economy_decision_offers_the_five_faces_then_only_those_not_yet_revealed_for_the_good():
    s = prepared()
    out = apply(s, {"kind": "economy"})
    assert out.pending is not None
    assert [tuple(v) for v in out.pending.option_values()] == [(1, 1), (1, 2), (1, 3), (0, 2), (2, 2)]
    s.mule.revealed = {"food": ["1/3", "2/2"]}
    assert [tuple(v) for v in apply(s, {"kind": "economy"}).pending.option_values()] == [(1, 1), (1, 2), (0, 2)]


def test_an_economy_marker_face_comes_up_once_per_good_and_unknown_faces_are_refused():
    s = prepared()
    s.mule.revealed = {"food": ["0/2"]}
    with pytest.raises(RuleError, match="food economy marker 0/2 was revealed already"):
        apply(s, {"kind": "economy", "importer": 0, "workers": 2})
    with pytest.raises(RuleError, match="no economy marker 3/0"):
        apply(s, {"kind": "economy", "importer": 3, "workers": 0})


def test_without_the_economy_module_the_printed_spinning_jenny_economy_applies():
    s = prepared(mule_economy=False)
    out = run(s, {"kind": "economy"})
    assert out.state.importers["food"] == 1 and out.state.mule.revealed == {}  # +1, 2 workers (Spinning Jenny 5.I)
    with pytest.raises(RuleError, match="printed on the timetable"):
        apply(s, {"kind": "economy", "importer": 1, "workers": 3})


def test_the_data_prints_three_markers_of_five_per_good():
    econ = mule_data().economy
    assert econ.per_good == 3 and len(econ.faces) == 5


# --- event markers ------------------------------------------------------------------------------


def at_end_of(state, decade: int):
    state.decade, state.phase, state.cycle = decade, "end_of_round", 4
    return state


def test_the_1770_and_1780_events_come_from_the_four_of_the_spinning_mule():
    s = prepared()
    pool = ["world_exhibition", "lobby", "threat_of_strike", "made_in_england"]
    assert legal_events(at_end_of(s, 1770)) == pool
    s.events["1770"] = "lobby"
    assert legal_events(at_end_of(s, 1780)) == [e for e in pool if e != "lobby"]
    assert legal_events(at_end_of(s, 1790)) == ["end_of_game"]
    alt = prepared(mule_alternative_events=True)
    assert legal_events(at_end_of(alt, 1770)) == [*pool, "luddism", "crown_jubilee"]


def test_an_event_outside_the_pool_or_revealed_twice_is_refused():
    s = at_end_of(prepared(), 1770)
    with pytest.raises(RuleError, match="Bureaucracy cannot be the 1770 event"):
        apply(s, {"kind": "end_of_round", "event": "bureaucracy", "defaults": True})
    s.events["1770"] = "world_exhibition"
    s = at_end_of(s, 1780)
    with pytest.raises(RuleError, match="World Exhibition cannot be the 1780 event"):
        apply(s, {"kind": "end_of_round", "event": "world_exhibition", "defaults": True})


def test_world_exhibition_at_the_end_of_1770_takes_4_workers_out_of_the_game():
    s = at_end_of(prepared(), 1770)
    market, box = s.job_market, s.box
    fired = s.fired
    out = run(s, {"kind": "end_of_round", "event": "world_exhibition", "defaults": True,
                  "answers": {"charisma:start_player:1770:end_of_round": None, "start_player:1770": "marion"}})
    assert out.state.job_market == market - 4 and out.state.fired == fired and out.state.box == box + 4  # job market first
    assert out.state.decade == 1780 and out.state.turn_order()[0].id == "marion"


def test_the_lobby_offers_the_spinning_mule_tiles():
    s = at_end_of(prepared(), 1770)
    out = apply(s, {"kind": "end_of_round", "event": "lobby"})
    assert out.pending is not None and out.pending.id.startswith("lobby:")
    assert any(str(v).startswith("tile:") for v in out.pending.option_values())


def test_without_the_events_module_only_the_end_of_game_is_revealed():
    s = at_end_of(prepared(mule_events=False), 1770)
    assert legal_events(s) == []
    with pytest.raises(RuleError, match="no events before the End of Game"):
        apply(s, {"kind": "end_of_round", "event": "lobby", "defaults": True})


# --- development tiles in play -------------------------------------------------------------------


def test_a_tile_is_taken_instead_of_a_grey_marker_and_a_plain_spinning_jenny_refuses_tiles():
    s = run(prepared(), {"kind": "economy", "importer": 1, "workers": 1}).state
    pid = s.current_player.id
    out = run(s, {"kind": "action", "player": pid, "marker": "workers", "row": 4,
                  "additional": {"type": "tile", "tile": "broker"}})
    assert "broker" in out.state.player(pid).tiles
    jenny = run(None, {"kind": "new_game", "version": "spinning_jenny", "seats": seats(3)}).state
    jenny = run(jenny, {"kind": "economy"}).state
    who = jenny.current_player.id
    with pytest.raises(RuleError, match="Spinning Jenny has no development tiles"):
        apply(jenny, {"kind": "action", "player": who, "marker": "workers", "row": 4,
                      "additional": {"type": "tile", "tile": "broker"}})


# --- the command line ------------------------------------------------------------------------------


def test_companion_new_arkwright_version_spinning_mule_with_its_module_switches(tmp_path, capsys):
    import json

    from companion.cli import main

    out = tmp_path / "s.json"
    assert main(["new", "arkwright", "--version", "spinning_mule", "--players", "Ann:blue,Bob:red,Cy:green",
                 "--mule-without-economy", "--mule-alternative-events", "--out", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["version"] == "spinning_jenny" and data["mule"]["modules"] == ["tiles", "events"]
    assert data["mule"]["alternative_events"] is True and len(data["mat"]["tiles"]) == 15
    printed = capsys.readouterr().out
    assert "Spinning Mule on the Spinning Jenny rules, with development tiles and event markers" in printed
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red", "--mule-without-tiles", "--out", str(tmp_path / "x.json")]) == 2
    assert "choices of the Spinning Mule only" in capsys.readouterr().err and not (tmp_path / "x.json").exists()


def test_the_spinning_mule_data_stays_within_the_box():
    """Every tile, event and count of data/spinning_mule.toml is in the box: no more copies of a tile
    than Player's Book 1.8 counts, known events, each 3- and 4-player list the smaller one in addition."""
    from companion.games.arkwright.board import base_board

    board, data = base_board(), mule_data()
    for n in (2, 3, 4):
        for tile, count in Counter(data.tiles_for(n)).items():
            assert count <= board.tile_spec(tile).count, (n, tile)
    assert not Counter(data.tiles_for(2)) - Counter(data.tiles_for(3)) and not Counter(data.tiles_for(3)) - Counter(data.tiles_for(4))
    events = {e.id for e in board.events}
    assert set(data.events.pool) | set(data.events.alternatives) <= events and data.events.decades == [1770, 1780]
