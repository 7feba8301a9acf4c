"""The luxury goods market's question, limits and end, one rule at a time (Noblesse Oblige, seed 001).

Scenarios of our own from seed 001: reputation = base quality + quality marker (level I clothes: base quality 9,
Player's Book 1.3); the highest reputation sells first, the cube of the highest space, then drops one space; a
player who does not sell is out for the rest of the step; only newly produced goods are sold; the step ends when
every player has passed or the spaces of the good are empty. Level I clothes rows 1-2 make 1 + 2 = 3 (Water Frame
5.III.1 example).
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError
from companion.core.wording import phrase_in
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import pending, resolve, said
from tests.games.arkwright.production.test_luxury import NO_IMPORT, clothes, market

LUXURY = "Noblesse Oblige (seed 001): luxury goods market"


def luxury_sales(out, pid: str) -> list[int]:
    """The levels of the luxury spaces a player sold to, in order."""
    return [p["level"] for c, p in said(out, pid, "cash") if c == "arkwright.sells_luxury"]


def test_the_question_names_the_reputation_and_each_limit_the_spaces_left():
    """seed 001: A's reputation is 9 + quality 2 = 11; three new clothes, two luxury spaces."""
    d = pending(market(clothes("a", quality=2), clothes("b")), demand=0, wage=2)
    assert (d.id, d.player, d.section) == ("luxury:a", "a", LUXURY)
    assert d.question == "A: reputation 11; sell at most how many new clothes on the luxury market?"
    assert phrase_in(d.question, "de") == "A: Ansehen 11; höchstens wie viele neue Kleidung auf dem Luxusmarkt verkaufen?"
    assert [o.label for o in d.options] == ["none: pass", "up to 1 clothes (2 luxury spaces left now)",
                                            "up to 2 clothes (2 luxury spaces left now)", "up to 3 clothes (2 luxury spaces left now)"]
    assert [phrase_in(o.label, "de") for o in d.options[:2]] == ["keine: passen", "bis zu 1 Kleidung (noch 2 Luxusfelder frei)"]


def test_a_player_stops_at_the_limit_and_the_next_reputation_sells_on():
    """seed 001: A (11) sells one, stops at the limit of 1; B (9) takes the space left."""
    out = resolve(market(clothes("a", quality=2), clothes("b")), {"luxury:a": 1, "luxury:b": 1}, demand=0, wage=2)
    assert luxury_sales(out, "a") == [2] and luxury_sales(out, "b") == [1]
    assert out.state.luxury["clothes"] == []


def test_a_limit_of_two_sells_two_goods_and_counts_them():
    """seed 001: A (13, then 12, then 11) stops after two of three spaces; B passes; one cube stays on level I."""
    out = resolve(market(clothes("a", quality=4), clothes("b"), cubes=(1, 2, 3)), {"luxury:a": 2, "luxury:b": 0}, demand=0, wage=2)
    assert luxury_sales(out, "a") == [3, 2]
    assert out.state.player("a").luxury_goods == 2
    assert out.state.luxury["clothes"] == [1]


def test_cubes_left_when_the_sellers_run_out_of_new_goods_stay_on_the_market():
    """seed 001: A's single new clothes goes to level II; B passes; the level I cube stays."""
    a = clothes("a", quality=2, rows=((2, 0),))  # row 1 makes 1
    out = resolve(market(a, clothes("b")), {"luxury:a": 1, "luxury:b": 0}, demand=0, wage=2)
    assert luxury_sales(out, "a") == [2]
    assert out.state.luxury["clothes"] == [1]


def test_a_player_without_new_goods_is_not_asked():
    """seed 001: only newly produced goods are sold; B's one worker fills no row, B makes none and is not asked."""
    s = market(clothes("a", quality=2), clothes("b", quality=4, rows=((1, 0),)))
    out = resolve(s, {"luxury:a": 0}, demand=0, wage=2)
    assert out.state.luxury["clothes"] == [1, 2]
    # an answer given for B anyway is noted as not needed: B was never asked
    out = resolve(s, {"luxury:a": 0, "luxury:b": 0}, demand=0, wage=2)
    assert ("arkwright.answer_not_needed", {"key": "'luxury:b'"}) in said(out)


def test_a_level_missing_from_the_mat_is_refused_in_words():
    """seed 001: there is no luxury good of food in stage I."""
    a = player("a", cash=10, factories=[factory("food", 1, price=8, quality=2, rows=((2, 0), (2, 0)))])
    s = table([a, player("b")], expansion=True, cycle=1, importers=NO_IMPORT, luxury={"food": [1]})
    with pytest.raises(InputError) as err:
        resolve(s, {"luxury:a": 1}, demand=0, wage=2)
    assert err.value.message == "luxury.food: there is no level 1 luxury space for food on the mat"
    assert phrase_in(err.value.message, "de") == "luxury.Nahrung: auf dem Tableau gibt es kein Luxusfeld der Stufe 1 für Nahrung"
