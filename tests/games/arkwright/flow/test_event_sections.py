"""Every line an event marker writes names its rule (Player's Book 1.9, the event by name), and the
event's own line the timetable's (Water Frame 6.II); an event refused names the rule that refuses it."""

from __future__ import annotations

import pytest

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.games.arkwright.flow import events
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory
from tests.games.arkwright.flow.test_events import resolve, trio

BOOK = "Player's Book 1.9"
SIMPLE = ["bureaucracy", "opium_war", "threat_of_strike", "crown_jubilee", "end_of_game", "navigation_acts",
          "recession", "royal_society", "war_on_the_continent", "social_unrest", "hamburg_credit_crisis"]


@pytest.mark.parametrize("event", SIMPLE)
def test_each_line_of_an_event_names_the_event_in_the_players_book(event):
    t = resolve(trio(), event)
    name = t.board.event(event).name
    first, *rest = list(t.ledger)
    assert (first.player, first.code, first.section, first.params) == (
        None, "arkwright.event", "Water Frame 6.II", {"decade": 1770, "event": name})
    assert rest, f"{name} says nothing"
    assert {e.section for e in rest} == {f"{BOOK} {name}"}


def test_the_extra_event_line_names_the_variant_rule():
    # Player's Book 1.9, the variant of an extra event marker per decade
    t = Table.of(trio(extra_events=True))
    events.resolve(t, "recession", Answers({}), extra=True)
    first = t.ledger[0]
    assert (first.code, first.section, first.params) == ("arkwright.extra_event", BOOK, {"decade": 1770, "event": "Recession"})
    assert t.state.extra == {"1770": "recession"}


def test_the_delayed_effects_end_with_their_rules_named():
    # at the next event space: the importers come back, Threat of Strike ends, an unused Crown Jubilee sale is lost
    s = trio()
    s.navigation_acts, s.threat_of_strike = True, True
    s.players[1].jubilee_sale = True
    t = Table.of(s)
    events.expire(t)
    steps = t.board.event("navigation_acts").amount
    assert [(e.code, e.section) for e in t.ledger] == [
        ("arkwright.navigation_acts_end", f"{BOOK} Navigation Acts"),
        ("arkwright.threat_of_strike_ends", f"{BOOK} Threat of Strike"),
        ("arkwright.jubilee_sale_lost", f"{BOOK} Crown Jubilee")]
    assert t.ledger[0].params == {"steps": steps} and t.ledger[2].params == {"names": "Angelica"}
    assert (t.state.navigation_acts, t.state.threat_of_strike) == (False, False)
    assert [p.jubilee_sale for p in t.state.players] == [False, False, False]


def test_war_on_the_continent_changes_nothing_at_the_distribution_maximum():
    # +1 distribution and +£1 price in every factory not yet at the +4 maximum (that one: no change at all)
    s = trio(marion_factories=[factory("food", price=5, rows=((2, 0),), distribution=4)],
             angelica_factories=[factory("clothes", price=6, rows=((2, 0),), distribution=1)])
    t = resolve(s, "war_on_the_continent")
    said = [(e.player, e.code, e.section, e.params.get("distribution"), e.params.get("price")) for e in t.ledger[1:]]
    war = f"{BOOK} War on the Continent"
    assert said == [("marion", "arkwright.war_no_change", war, 4, None),
                    ("angelica", "arkwright.war_raises", war, 2, 7),
                    ("harold", "arkwright.war_raises", war, 1, 9)]


def _refused(state, given):
    with pytest.raises(RuleError) as refused:
        events.revealed_event(state, given, Answers({}))
    return refused.value.message, refused.value.section


def test_an_event_other_than_the_scheduled_one_is_refused_by_the_timetable():
    s = trio(decade=1770, events={"1770": "lobby"})
    assert _refused(s, "recession") == ("the 1770 event is Lobby, not recession", "Water Frame 4.1.I")


def test_an_event_that_cannot_lie_there_is_refused_with_those_that_can():
    # 1790 is the last of the first three event spaces: only Bureaucracy can lie there (Water Frame 4.1.I)
    s = trio(decade=1790)
    assert _refused(s, "recession") == ("Recession cannot be the 1790 event; it can be: Bureaucracy", "Water Frame 4.1.I")
    assert _refused(s, "no_such") == ("'no_such' cannot be the 1790 event; it can be: Bureaucracy", "Water Frame 4.1.I")


def test_spinning_jenny_has_no_event_before_the_end():
    s = trio(version="spinning_jenny", decade=1770)
    assert _refused(s, "recession") == ("Spinning Jenny has no events before the End of Game", "Spinning Jenny 6.II")
