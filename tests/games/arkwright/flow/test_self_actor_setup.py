"""The Self-Actor variant's set-up (Player's Book 3.2): its elements chosen one by one, on Water Frame only."""

import pytest

from companion.core.errors import InputError
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.pack import PACK
from companion.games.arkwright.summary import summarize
from tests.games.arkwright.flow.helpers import run, seats


def test_each_element_is_chosen_on_its_own():
    # "These new elements may be used individually or in any combination."
    out = run(None, {"kind": "new_game", "seats": seats(3), "self_actor_bonus_markers": True, "self_actor_tiles": True})
    assert out.state.self_actor == ["bonus_markers", "tiles"]
    assert self_actor.plays(out.state, "tiles") and not self_actor.plays(out.state, "steam_power")
    note = [e for e in out.ledger if e.code == "arkwright.self_actor_variant"]
    assert len(note) == 1 and note[0].words() == "the Self-Actor variant, with bonus markers, new development tiles"
    assert note[0].section == "Player's Book 3.2"
    assert summarize(out.state).variant == "Water Frame + Self-Actor (bonus markers, new development tiles)"


def test_without_an_element_the_game_is_plain_water_frame():
    out = run(None, {"kind": "new_game", "seats": seats(3)})
    assert out.state.self_actor == []
    assert not [e for e in out.ledger if e.code == "arkwright.self_actor_variant"]
    assert summarize(out.state).variant == "Water Frame"


def test_every_element_at_once_and_with_the_stock_exchange():
    entry = {"kind": "new_game", "seats": seats(2), "stock_exchange": True, **{f: True for f in self_actor.MODULES.values()}}
    out = run(None, entry)
    assert out.state.self_actor == ["steam_power", "bonus_markers", "competition", "reorganization", "tiles"]
    assert out.state.stock_exchange


@pytest.mark.parametrize("version", ["spinning_jenny", "spinning_mule"])
def test_refused_outside_water_frame(version):
    # "all rules for Water Frame apply with the following amendments"
    with pytest.raises(InputError, match="Self-Actor variant is played with Water Frame only"):
        run(None, {"kind": "new_game", "version": version, "seats": seats(3), "self_actor_steam_power": True})


def test_each_element_is_an_option_of_the_new_game_screen_and_command():
    fields = {o.field: o for o in PACK.options}
    for field in self_actor.MODULES.values():
        assert fields[field].when == ("version", "water_frame") and fields[field].default is False
        assert fields[field].flag == "--" + field.replace("_", "-")


def test_refused_in_a_game_of_productions_only():
    with pytest.raises(InputError, match="played without the Self-Actor variant"):
        run(None, {"kind": "new_game", "seats": seats(2), "productions_only": True, "self_actor_competition": True})
