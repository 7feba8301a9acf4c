"""The Self-Actor Steam Power event marker (Player's Book 3.2), with Uli's example."""

import pytest

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.games.arkwright.flow import events
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import balances, new_game


def _uli(cash=30, **kw):
    # 5 machines in two factories; ships of capacity 4 (1 crew) and 2 (no crew)
    return player("uli", cash=cash, factories=[factory("food", rows=((1, 1), (1, 1), (1, 1))), factory("clothes", rows=((1, 1), (1, 1)))],
                  ships=[4, 2], ship_crew=1, **kw)


def _game(uli, self_actor=("steam_power",), **kw):
    return table([uli, player("marion", cash=20, factories=[factory("lamps", rows=((2, 0),))])],
                 phase="end_of_round", cycle=4, self_actor=list(self_actor), **kw)


def _resolve(state, event="steam_power", **answers):
    t = Table.of(state)
    events.resolve(t, event, Answers(answers))
    balances(state, t.state, t.ledger)
    return t


def test_uli_pays_eleven_pounds_for_five_machines_and_ships_of_four_and_two():
    # "Uli has a total of 5 machines ... a ship of capacity 4 and a ship of capacity 2. He must pay £11."
    s = _game(_uli(cash=30))
    t = _resolve(s)
    assert t.state.player("uli").cash == 30 - (5 * 1 + (4 + 2) * 1)
    line = next(e for e in t.ledger if e.code == "arkwright.steam_power")
    assert line.params == {"name": "Uli", "machines": 5, "capacity": 6, "due": 11}
    assert line.section == "Player's Book 3.2 Event Marker - Steam Power"
    # Marion has neither machines nor ships: nothing to pay
    assert t.state.player("marion").cash == 20
    assert any(e.code == "arkwright.steam_power_nothing" and e.player == "marion" for e in t.ledger)


def test_a_player_short_of_cash_sells_shares_in_an_emergency_as_for_every_forced_payment():
    # Water Frame 7.0: £4 cash against £11 due; shares at space 10 (£10 each): one share sold, 1 space back
    s = _game(_uli(cash=4))
    t = _resolve(s)
    uli = t.state.player("uli")
    assert (uli.shares, uli.cash, uli.share_space) == (15 - 1, 4 + 10 - 11, 10 - 1)


def test_steam_power_is_shuffled_in_only_when_the_game_plays_it():
    s = _game(_uli(), decade=1780)
    assert "steam_power" in events.legal_events(s)
    plain = _game(_uli(), self_actor=(), decade=1780)
    assert "steam_power" not in events.legal_events(plain)
    # refusal: entered in a game without it
    with pytest.raises(RuleError, match="Steam Power cannot be the 1780 event"):
        events.revealed_event(plain, "steam_power", Answers())


def test_bureaucracy_and_the_end_of_game_keep_their_rules():
    s = _game(_uli(), decade=1790)
    assert events.legal_events(s) == ["bureaucracy"]
    assert events.legal_events(_game(_uli(), decade=1810)) == ["end_of_game"]


def test_the_predetermined_set_up_shuffles_its_printed_markers_with_steam_power():
    # reading (rules_notes/self_actor.md): the printed four and Steam Power lie face down; asked by a choice
    s = new_game(4, self_actor_steam_power=True)
    assert s.events == {"1810": "end_of_game"}
    s = s.model_copy(update={"decade": 1770})
    assert events.legal_events(s) == ["bureaucracy", "war_on_the_continent", "lobby", "world_exhibition", "steam_power"]
    out = Answers()
    with pytest.raises(Exception) as asked:
        events.revealed_event(s, None, out)
    decision = asked.value.decision
    assert "steam_power" in decision.option_values() and "Steam Power" in [o.label for o in decision.options]
    # without Steam Power the predetermined markers stay printed
    assert new_game(4).events["1770"] == "lobby"


def test_the_extra_event_per_decade_may_draw_steam_power():
    s = _game(_uli(), extra_events=True, decade=1770)
    assert "steam_power" in events.legal_extra_events(s)
