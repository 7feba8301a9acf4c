"""The Spinning Mule's set-up, its words and its event pool, one rule at a time (Player's Book 3.1).

Player's Book 3.1: the Spinning Jenny game with three modules chosen at set-up (development tiles, economy
markers, event markers); the light grey stock exchange markers leave the timetable and lie on the mat, the tiles
are laid out by player count, two events lie face down on 1770 and 1780. Each refusal names its rule.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.core.messages import items
from companion.games.arkwright.flow.mule import event_pool, is_mule, title
from companion.games.arkwright.pack import apply
from tests.games.arkwright.flow.helpers import run, seats

MAT = {"1": ["quality_light", "distribution_light"], "2": ["machinery_light"], "3": ["quality_dark"], "4": ["distribution_dark"]}
RULE, PREP, TILES, EVENTS = ("Player's Book 3.1", "Player's Book 3.1 Preparation Round 1760",
                             "Player's Book 3.1 Development Tiles", "Player's Book 3.1 Event Markers")


def entry(**kw):
    return {"kind": "new_game", "version": "spinning_mule", "seats": seats(3), "setup": "free", "mat": MAT, **kw}


def refusal(e) -> InputError:
    with pytest.raises(InputError) as info:
        apply(None, e)
    return info.value


def lines(out) -> list[tuple]:
    return [(e.player, e.code, e.section) for e in out.ledger if e.code.startswith("arkwright.mule_")]


@pytest.mark.parametrize("extra, words, section", [
    ({"pick_markers": ["quality_light"]},
     "the Spinning Mule puts no markers on the timetable's stock exchange space; the light grey ones lie on the mat", PREP),
    ({"tiles": ["charisma", "broker"]}, "the Spinning Mule lays out its development tiles by the number of players", TILES),
    ({"mule_tiles": False, "mule_alternative_tiles": True},
     "the alternative tiles join the development tiles, which this game leaves out", TILES),
    ({"mule_events": False, "mule_alternative_events": True},
     "the alternative events join the event markers, which this game leaves out", EVENTS),
    ({"productions_only": True}, "a game of productions only starts as Water Frame or Spinning Jenny", RULE),
])
def test_what_the_spinning_mule_does_not_lay_out_is_refused_with_its_rule(extra, words, section):
    e = refusal(entry(**extra))
    assert (e.message, e.section) == (words, section)


def test_the_modules_belong_to_the_spinning_mule_alone():
    e = refusal({"kind": "new_game", "version": "spinning_jenny", "seats": seats(3), "mule_economy": False})
    assert e.message == "the tiles, economy markers and events modules are choices of the Spinning Mule only"
    assert e.section == RULE


def test_the_set_up_says_which_modules_are_played():
    out = run(None, entry())
    assert lines(out) == [(None, "arkwright.mule_variant", RULE), (None, "arkwright.mule_stock_exchange_out", PREP),
                          (None, "arkwright.mule_events_face_down", EVENTS)]
    [variant] = [e for e in out.ledger if e.code == "arkwright.mule_variant"]
    assert items(variant.params["modules"]) == ["development tiles", "economy markers", "event markers"]
    economy = run(None, entry(mule_tiles=False, mule_events=False))
    assert [items(e.params["modules"]) for e in economy.ledger if e.code == "arkwright.mule_variant"] == [["economy markers"]]


def test_a_spinning_mule_without_modules_says_so():
    out = run(None, entry(mule_tiles=False, mule_economy=False, mule_events=False))
    assert lines(out) == [(None, "arkwright.mule_no_modules", RULE), (None, "arkwright.mule_stock_exchange_out", PREP)]
    assert title(out.state) == "Spinning Mule without development tiles and economy markers and events"
    assert is_mule(out.state)


def test_history_names_the_events_left_out():
    s = run(None, entry(mule_events=False)).state
    assert title(s) == "Spinning Mule without events"


def test_the_event_pool_lies_on_1770_and_1780_only():
    """Player's Book 3.1: two of the pool face down on 1770 and 1780; the one already on this decade is not used up."""
    s = run(None, entry()).state
    assert s.decade == 1760 and event_pool(s) == []
    s.decade = 1770
    s.events["1770"] = "lobby"  # this decade's own marker, revealed now: still of the pool
    assert "lobby" in event_pool(s)
    s.decade = 1780
    assert "lobby" not in event_pool(s)
