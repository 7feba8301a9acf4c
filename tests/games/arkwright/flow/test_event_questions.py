"""The questions an event marker asks the table (Player's Book 1.9): who is asked, in which words,
with which choices, under which rule. Asked only where the player has a choice."""

from __future__ import annotations

import pytest

from companion.core.decisions import Answers, DecisionNeeded
from companion.games.arkwright.flow import events
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory
from tests.games.arkwright.flow.test_events import trio

BOOK = "Player's Book 1.9"


def asked(state, event, **answers):
    with pytest.raises(DecisionNeeded) as needed:
        events.resolve(Table.of(state), event, Answers(answers))
    d = needed.value.decision
    return d.id, d.player, d.question, [(o.value, o.label) for o in d.options], d.section


def two_factories(**kw):
    # Marion, the start player, owns a food factory (1 machine) and a clothes factory (2 machines)
    return trio(fired=3, marion_factories=[factory("food", price=5, rows=((1, 1),)),
                                           factory("clothes", price=6, rows=((1, 1), (1, 1)), distribution=1)], **kw)


def test_luddism_asks_the_start_player_which_factory_loses_a_machine():
    assert asked(two_factories(), "luddism") == (
        "luddism:marion:1", "marion", "Marion: in which factory does Luddism destroy a machine?",
        [("food", "the food factory (distribution +0, 1 machine)"), ("clothes", "the clothes factory (distribution +1, 2 machines)")],
        f"{BOOK} Luddism")


def test_luddism_goes_round_again_until_each_factory_lost_one():
    # round 1: the food machine goes; round 2: the clothes factory is the only one left, asked of nobody
    t = Table.of(two_factories())
    events.resolve(t, "luddism", Answers({"luddism:marion:1": "food"}))
    rows = [[r.machines for r in f.rows[:2]] for f in t.state.players[0].factories]
    assert rows == [[0, 0], [1, 0]] and t.state.fired == 1


def test_made_in_england_asks_for_each_level_in_turn():
    assert asked(two_factories(), "made_in_england") == (
        "made_in_england:marion:1", "marion", "Marion: which factory gets distribution level 1 of Made in England?",
        [("food", "the food factory (distribution +0, 1 machine)"), ("clothes", "the clothes factory (distribution +1, 2 machines)")],
        f"{BOOK} Made in England")
    # the second time round, the question names the second level
    first = {"made_in_england:marion:1": "clothes"}
    assert asked(two_factories(), "made_in_england", **first)[:3] == (
        "made_in_england:marion:2", "marion", "Marion: which factory gets distribution level 2 of Made in England?")


def test_made_in_england_gives_one_level_a_time():
    t = Table.of(two_factories())
    events.resolve(t, "made_in_england", Answers({"made_in_england:marion:1": "clothes", "made_in_england:marion:2": "clothes"}))
    assert [f.distribution for f in t.state.players[0].factories] == [0, 3]



def test_luddism_skips_a_start_player_without_machines():
    # "If a player has done so already for all of his factories, he is skipped over": Marion (start
    # player) has no machine, Angelica's one machine is replaced by the fired worker
    s = trio(fired=1, angelica_factories=[factory("clothes", price=6, rows=((1, 1),))])
    t = Table.of(s)
    events.resolve(t, "luddism", Answers({}))
    assert t.state.players[1].factories[0].rows[0].machines == 0 and t.state.fired == 0


def test_the_decades_event_is_asked_under_the_timetables_rule_when_several_can_lie_there():
    # Water Frame 6.II: the marker is revealed at the end of the decade; 1770 can hold many
    with pytest.raises(DecisionNeeded) as needed:
        events.revealed_event(trio(decade=1770), None, Answers({}))
    assert (needed.value.decision.id, needed.value.decision.section) == ("event:1770", "Water Frame 6.II")


def test_an_event_that_cannot_lie_there_lists_every_one_that_can():
    s = trio(decade=1770)
    names = ", ".join(s.board.event(e).name for e in events.legal_events(s))
    with pytest.raises(Exception) as refused:
        events.revealed_event(s, "end_of_game", Answers({}))
    assert refused.value.message == f"End of the Game cannot be the 1770 event; it can be: {names}"


def test_two_extra_markers_left_are_asked_about():
    from tests.games.arkwright.flow.test_extra_events import trio as variant_trio

    s = variant_trio(decade=1770)
    legal = events.legal_extra_events(s)
    s.extra = {str(d): e for d, e in zip(range(1700, 1800), legal[2:])}
    with pytest.raises(DecisionNeeded) as needed:
        events.revealed_extra_event(s, None, Answers({}))
    assert needed.value.decision.option_values() == legal[:2]
    assert needed.value.decision.section == "Player's Book 1.9"


def test_the_event_is_recorded_on_its_decades_space():
    t = Table.of(trio(decade=1770))
    events.resolve(t, "recession", Answers({}))
    assert t.state.events["1770"] == "recession"
