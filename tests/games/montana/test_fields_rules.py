"""Montana's goods fields (seed 004, "MT goods fields"): the cases the other tests leave open.

A player's supply that names no worker of a colour, goods the player holds none of yet, a small
field the table marked taken, and each refusal as the player reads it in German and Dutch (the
words come through the pack's own catalog, so a refusal worded from another catalog reads English).
Numbers: the seed's example (a yellow worker on the grain field pays 6 silver for 4 grain; the small
field gives 1 more grain) and the board data (companion/games/montana/data/montana.toml).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.montana.pack import PACK
from tests.games.montana.test_turns import place, start

FIELDS = "MT goods fields"


def refusal(state, entry) -> RuleError:
    with pytest.raises(RuleError) as caught:
        PACK.apply(state, entry)
    return caught.value


def words(err: RuleError) -> tuple[str, str, str]:
    return str(err.message), err.message.said("de"), err.message.said("nl")


def test_a_colour_the_supply_does_not_name_counts_as_none():
    """MT goods fields: a worker comes from the player's supply; a supply that lists no blue worker has 0 of them."""
    s = start(workers={"yellow": 1})
    err = refusal(s, place("red", "grain", 2, ["blue"]))  # grain field 2 is printed blue
    assert (err.message, err.section) == ("Red has 0 blue workers in supply, needs 1", FIELDS)
    err = refusal(s, place("red", "grain", 1, ["green", "green"]))
    assert err.message == "Red has 0 green workers in supply, needs 2"


def test_goods_the_player_held_none_of_start_from_zero():
    """MT example: the grain field gives 4 grain and the small field 1 more, to a player who held no grain."""
    s = start(silver=10)
    s.player("red").goods.pop("grain")
    out = PACK.apply(s, place("red", "grain", 1, ["yellow"]))
    assert out.state.player("red").goods["grain"] == 4
    s = start(silver=10)
    s.player("red").goods.pop("grain")
    out = PACK.apply(s, place("red", "grain", 1, ["yellow"], ["blue", "blue"]))
    assert out.state.player("red").goods["grain"] == 4 + 1


def test_a_small_field_the_table_marked_taken_is_refused():
    """MT goods fields: the small field follows the same rules as the large one, so a taken small field is refused;
    the large field beside it, free, can still be taken alone."""
    s = start(silver=10)
    s = PACK.apply(s, {"kind": "edit", "path": "areas.grain.small.0", "value": {"player": "blue", "colour": "red", "count": 1}}).state
    err = refusal(s, place("red", "grain", 1, ["yellow"], ["green"]))
    assert (err.message, err.section) == ("the small field of grain field 1 is taken", FIELDS)
    assert words(err)[1:] == ("das kleine Feld von Getreide Feld 1 ist besetzt", "het kleine veld van graan veld 1 is bezet")
    assert PACK.apply(s, place("red", "grain", 1, ["yellow"])).state.player("red").goods["grain"] == 4


def test_two_colours_are_listed_in_the_refusal():
    """MT goods fields: 2 workers must be of one colour; green and red together are refused, both named."""
    err = refusal(start(), place("red", "grain", 1, ["green", "red"]))
    assert err.message == "field 1 of grain: place 1 yellow worker or 2 workers of one colour, not green, red"


def test_every_goods_field_refusal_reads_in_german_and_dutch():
    s = start(silver=5)
    assert words(refusal(s, place("red", "grain", 1, ["yellow"]))) == (
        "Red has 5 silver; the field costs 6", "Red hat 5 Silber; das Feld kostet 6", "Red heeft 5 zilver; het veld kost 6")
    de, nl = words(refusal(s, place("red", "gold", 1, ["yellow"])))[1:]
    assert de.startswith("kein Warengebiet 'gold'") and nl.startswith("geen goederengebied 'gold'")
    de, nl = words(refusal(s, place("red", "grain", 3, ["yellow"])))[1:]
    assert (de, nl) == ("das Gebiet Getreide hat 2 Felder", "het gebied graan heeft 2 velden")
    taken = PACK.apply(start(), place("red", "grain", 1, ["yellow"])).state
    de, nl = words(refusal(taken, place("blue", "grain", 1, ["yellow"])))[1:]
    assert (de, nl) == ("Feld 1 von Getreide ist in diesem Zug besetzt", "veld 1 van graan is deze beurt bezet")
    de, nl = words(refusal(start(), place("red", "grain", 1, ["green"])))[1:]
    assert "setzt 1 Arbeiter" in de and "oder 2 Arbeiter einer Farbe, nicht" in de
    assert "plaats 1" in nl and "of 2 arbeiders van één kleur, niet" in nl
    # the field, the colours and "none" are the catalog's words too (no English left in either)
    assert (de, nl) == ("Feld 1 von Getreide: setzt 1 Arbeiter (gelb) oder 2 Arbeiter einer Farbe, nicht grün",
                        "veld 1 van graan: plaats 1 gele arbeider of 2 arbeiders van één kleur, niet groene")
    assert words(refusal(start(workers={"yellow": 0}), place("red", "grain", 1, ["yellow"])))[1:] == (
        "Red hat 0 Arbeiter (gelb) im Vorrat, braucht 1", "Red heeft 0 gele arbeiders in voorraad, nodig: 1")


def test_the_small_fields_silver_refusal_reads_in_german_and_dutch():
    s = PACK.apply(start(silver=7), {"kind": "board", "path": "areas.0.small_cost", "value": 2}).state
    assert words(refusal(s, place("red", "grain", 1, ["yellow"], ["green"]))) == (
        "Red has 1 silver; the small field costs 2", "Red hat 1 Silber; das kleine Feld kostet 2",
        "Red heeft 1 zilver; het kleine veld kost 2")
