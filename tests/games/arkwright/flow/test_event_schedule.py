"""Which event marker can lie on a decade's space (Water Frame 4.1.I; Player's Book 1.9, the
variant of an extra event per decade), and the refusals that name those rules."""

from __future__ import annotations

import pytest

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.games.arkwright.flow import events
from tests.games.arkwright.factories import player, table
from tests.games.arkwright.flow.test_extra_events import trio as variant_trio
from tests.games.arkwright.flow.test_events import trio

#: Water Frame 4.1.I: removed from a 2-player game
NOT_WITH_TWO = {"hamburg_credit_crisis", "navigation_acts", "opium_war", "economic_crisis"}
BOOK = "Player's Book 1.9"


def test_a_known_event_is_the_only_one_that_can_lie_there():
    assert events.legal_events(trio(decade=1770, events={"1770": "lobby"})) == ["lobby"]


def test_bureaucracy_lies_among_the_first_three_and_only_there():
    # Water Frame 4.1.I: Bureaucracy is among the 1770-1790 markers; drawn in 1770 it is not forced in 1790
    assert "bureaucracy" in events.legal_events(trio(decade=1770))
    later = events.legal_events(trio(decade=1790, events={"1770": "bureaucracy"}))
    assert "bureaucracy" not in later and "lobby" in later
    after = events.legal_events(trio(decade=1800))
    assert "bureaucracy" not in after and {"lobby", "recession", "world_exhibition"} <= set(after)


def test_with_two_players_every_other_regular_event_can_still_lie_there():
    two = table([player("red"), player("blue")], decade=1770)
    legal = events.legal_events(two)
    every = {e.id for e in two.board.events if e.variant is None} - {"end_of_game"}
    assert set(legal) == every - NOT_WITH_TWO


def test_the_extra_markers_lie_from_1760_to_1800_never_1810():
    assert events.extra_decades(variant_trio()) == [1760, 1770, 1780, 1790, 1800]
    assert events.extra_decades(trio()) == []


def test_the_extra_marker_is_never_bureaucracy_nor_the_end_and_a_known_one_is_the_only_one():
    s = variant_trio(decade=1770)
    legal = events.legal_extra_events(s)
    assert "end_of_game" not in legal and "bureaucracy" not in legal and "social_unrest" not in legal
    assert events.legal_extra_events(variant_trio(decade=1770, extra={"1770": "lobby"})) == ["lobby"]
    two = variant_trio(decade=1770)
    two.players = two.players[:2]
    assert not NOT_WITH_TWO & set(events.legal_extra_events(two))


def _refused(state, given):
    with pytest.raises(RuleError) as refused:
        events.revealed_extra_event(state, given, Answers({}))
    return refused.value.message, refused.value.section


def test_the_extra_event_refusals_name_the_variant_rule():
    assert _refused(trio(), "lobby") == ("this game is played without the extra event per decade", BOOK)
    assert _refused(variant_trio(decade=1810), "lobby") == ("there is no extra event at the end of the 1810s", BOOK)
    s = variant_trio(decade=1770)
    names = ", ".join(s.board.event(e).name for e in events.legal_extra_events(s))
    assert _refused(s, "bureaucracy") == (f"Bureaucracy cannot be the extra event of the 1770s; it can be: {names}", BOOK)
    assert _refused(s, "no_such") == (f"'no_such' cannot be the extra event of the 1770s; it can be: {names}", BOOK)


def test_the_last_extra_marker_left_is_taken_without_a_question():
    s = variant_trio(decade=1770)
    legal = events.legal_extra_events(s)
    s.extra = {str(d): e for d, e in zip(range(1700, 1800, 1), legal[1:])}
    assert events.legal_extra_events(s) == [legal[0]]
    assert events.revealed_extra_event(s, None, Answers({})) == legal[0]
