"""Phase I and Phase III line by line, and their refusals (seed 002: US Phase I, US Phase III, US Game length).

Scenarios of our own from seed 002: livestock added to the Yard, the Year card, the strike at Union Spirit 4 or 5
(a Low Morale token and one worker on the Picket Line each, at most one), the election by the worker on Campaign
and the clean-up; every line names its player and the rule, and every refusal the numbers and the rule.
"""

from __future__ import annotations

import pytest

from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.year import not_over
from tests.games.union_stockyards.factories import FOLLOWED, START, place, refused

ONE, TWO, THREE, CARDS = "US Phase I", "US Phase II", "US Phase III", "US Year cards"
YARD = {"cattle": 3, "hogs": 3, "sheep": 3}


def lines(out) -> list[tuple]:
    return [(e.player, e.code.removeprefix("union_stockyards."), e.section) for e in out.ledger]


def test_a_year_keepers_phase_one_without_a_strike():
    """US Phase I: the table's count of animals, a card the data lacks noted by name, Union Spirit 3: no strike."""
    s = PACK.start(START).state
    out = PACK.apply(s, {"kind": "phase_one", "livestock_added": {"cattle": 2}, "year_card": "Cold winter"})
    assert lines(out) == [(None, "livestock_counted", ONE), (None, "year_card", ONE), (None, "no_strike", ONE)]
    assert out.state.card == "" and out.state.phase == "II"


def test_a_strike_takes_one_worker_from_each_player_at_most():
    """US Phase I: at 4 each player takes a Low Morale token and puts a worker on the Picket Line (one each)."""
    s = PACK.start(START | {"union_spirit": 4}).state
    s.players[1].picket = True  # Bob's worker is still there (a table's correction)
    out = PACK.apply(s, {"kind": "phase_one"})
    assert lines(out) == [(None, "strike", ONE),
                          ("ann", "low_morale", ONE), ("ann", "pickets", ONE),
                          ("bob", "low_morale", ONE), ("bob", "already_picketing", ONE),
                          ("cy", "low_morale", ONE), ("cy", "pickets", ONE)]
    assert [p.low_morale for p in out.state.players] == [1, 1, 1]


def test_a_card_that_forbids_the_strike_says_so_under_its_own_rule():
    """US Year cards: a card's instruction takes precedence over the strike (this one also lowers Union Spirit 5 to 4,
    still a strike level)."""
    s = PACK.start(START | {"union_spirit": 5}).state
    out = PACK.apply(s, {"kind": "phase_one", "card": "contract"})
    assert (None, "card_no_strike", CARDS) in lines(out)
    assert out.state.card == "contract" and not any(p.low_morale for p in out.state.players)


def test_a_followed_phase_one_computes_the_animals_and_names_the_first_to_place():
    s = PACK.start(FOLLOWED | {"yard": {"cattle": 0, "hogs": 0, "sheep": 0}}).state
    out = PACK.apply(s, {"kind": "phase_one"})
    got = lines(out)
    assert got[0] == (None, "livestock_arrive", ONE) and got[-1] == (None, "first_to_place", TWO)


def test_a_strike_that_takes_every_worker_leaves_nobody_to_place():
    """US Phase I: with one worker each, the strike puts every worker on the Picket Line."""
    s = PACK.start(FOLLOWED | {"workers": 1, "union_spirit": 5, "yard": YARD}).state
    out = PACK.apply(s, {"kind": "phase_one", "livestock_added": {}})
    assert lines(out)[-1] == (None, "nobody_to_place", TWO)


@pytest.mark.parametrize("added, words", [({"goats": 1}, "cannot add 1 'goats' to the Yard"),
                                          ({"hogs": -1}, "cannot add -1 'hogs' to the Yard")])
def test_animals_the_yard_cannot_take_are_refused(added, words):
    e = refused(PACK.start(START).state, {"kind": "phase_one", "livestock_added": added})
    assert e.message == words and e.section == ONE


def _placed(*entries):
    s = PACK.start(FOLLOWED | {"workers": 1, "yard": YARD}).state
    s = PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state
    for e in entries:
        s = PACK.apply(s, e).state
    return s


def test_phase_three_waits_for_every_worker():
    e = refused(_placed(place("ann", "build")), {"kind": "phase_three"})
    assert e.message == "Phase II goes on: Bob still has a worker to place" and e.section == TWO


def test_only_the_worker_on_campaign_elects():
    """US Phase III: whoever has a worker on Campaign takes the First Player marker and chooses the party."""
    s = _placed(place("ann", "build"), place("bob", "build"), place("cy", "build"))
    e = refused(s, {"kind": "phase_three", "campaign": "bob", "party": "party B"})
    assert e.message == "no worker of Bob is on Campaign" and e.section == THREE
    out = PACK.apply(s, {"kind": "phase_three"})
    assert lines(out)[:2] == [(None, "workers_back", THREE), (None, "nobody_campaigned", THREE)]
    s = _placed(place("ann", "build"), place("bob", "campaign"), place("cy", "build"))
    e = refused(s, {"kind": "phase_three", "campaign": "bob"})
    assert e.message == "Bob campaigned and chooses the party: the first party or the second party"
    assert e.section == THREE
    out = PACK.apply(s, {"kind": "phase_three", "campaign": "bob", "party": "party B"})
    assert ("bob", "campaigned", THREE) in lines(out) and out.state.first_player == "bob"


def test_a_party_without_a_campaigner_is_refused():
    e = refused(PACK.apply(PACK.start(START).state, {"kind": "phase_one"}).state, {"kind": "phase_three", "party": "party B"})
    assert e.message == "only the player on Campaign chooses the party" and e.section == THREE


def test_the_picket_line_empties_and_the_card_is_put_away():
    s = PACK.start(START | {"union_spirit": 4}).state
    s = PACK.apply(s, {"kind": "phase_one", "card": "contract"}).state
    s.players[2].picket = True
    out = PACK.apply(s, {"kind": "phase_three"})
    assert ("cy", "picket_back", THREE) in lines(out) and out.state.card == ""


def test_the_tables_yard_count_names_every_type():
    s = PACK.apply(PACK.start(START).state, {"kind": "phase_one"}).state
    e = refused(s, {"kind": "phase_three", "yard": {"cattle": 1, "hogs": 1}})
    assert e.message == "count every livestock type: cattle, hogs, sheep" and e.section == THREE


def test_the_sixth_years_phase_three_ends_the_game():
    """US Game length: six years, each through Phases I, II and III."""
    s = PACK.start(START).state
    for _ in range(5):
        s = PACK.apply(PACK.apply(s, {"kind": "phase_one"}).state, {"kind": "phase_three"}).state
    s = PACK.apply(s, {"kind": "phase_one"}).state
    assert s.year == 6 and not_over(s) == "the game ends after Phase III of year 6; now year 6, Phase II"
    out = PACK.apply(s, {"kind": "phase_three"})
    assert lines(out)[-1] == (None, "game_over", "US Game length") and not_over(out.state) is None
