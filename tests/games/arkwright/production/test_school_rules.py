"""What a factory makes and the School's closed row, one rule at a time (Water Frame 5.III.1, Player's Book 1.8).

Scenarios of our own from Harold's School example (Water Frame 5.III.1): a level II cutlery factory with its
rows 1-3 filled makes 5 goods, and 3 with row 3 closed. Water Frame lets the School close the last occupied row;
the house rule `school_closes_operating_row_only` only the highest row that produces (Player's Book wording).
A row that is not full makes nothing (5.III.1). Cutlery rows 2-4 hold three workers or machines each.
"""

from __future__ import annotations

from companion.core.wording import phrase_in
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import pending, resolve
from tests.games.arkwright.production.test_shipping import shipper, three

OUTPUT = "Water Frame 5.III.1"
SCHOOL = "Player's Book 1.8 School"
OPERATING_ROW_ONLY = {"school_closes_operating_row_only": True}
#: rows 1-3 full (2, 3 and 2 + 1 machine), one worker alone in row 4: 5 cutlery
HAROLD_ROWS = ((2, 0), (3, 0), (2, 1), (1, 0))


def school_table(rows=HAROLD_ROWS, **kw):
    harold = player("harold", cash=30, tiles=["school"], factories=[factory("cutlery", 2, price=13, rows=rows)])
    return table([player("marion"), harold], cycle=3, **kw)


def lines(out, code: str) -> list[tuple[str | None, str, dict]]:
    return [(e.player, e.section, e.params) for e in out.ledger if e.code == code]


def test_the_school_offers_the_last_occupied_row_even_when_it_makes_nothing():
    """5.III.1: the last occupied row is row 4 (one worker, not full): closing it makes 5 as before, saves 1 wage."""
    d = pending(school_table(), demand=3, wage=2)
    assert (d.id, d.player, d.section) == ("school:harold", "harold", SCHOOL)
    assert d.question == "Harold: use the School to close row 4 of the cutlery factory for this production?"
    assert phrase_in(d.question, "de") == "Harold: mit der Schule Reihe 4 der Fabrik für Besteck für diese Produktion schließen?"
    assert [o.label for o in d.options] == ["keep all rows: make 5 cutlery",
                                            "close row 4: make 5 cutlery instead of 5, no pay for its 1 worker and 0 machines"]


def test_with_the_house_rule_the_school_offers_the_highest_row_that_produces():
    """Player's Book 1.8 wording: row 3 is the highest full row; closing it makes 3 instead of 5 (Harold's example)."""
    d = pending(school_table(house_rules=OPERATING_ROW_ONLY), demand=3, wage=2)
    assert d.question == "Harold: use the School to close row 3 of the cutlery factory for this production?"
    assert d.options[1].label == "close row 3: make 3 cutlery instead of 5, no pay for its 2 workers and 1 machine"
    assert phrase_in(d.options[1].label, "de") == "Reihe 3 schließen: 3 Besteck statt 5 herstellen, kein Lohn für ihre 2 Arbeiter und 1 Maschine"


def test_with_the_house_rule_no_row_to_close_when_none_produces():
    """Player's Book 1.8 wording: one worker in row 2 (three spaces) fills no row, so nothing is asked or closed."""
    out = resolve(school_table(rows=((0, 0), (1, 0)), house_rules=OPERATING_ROW_ONLY), demand=3, wage=2)
    assert lines(out, "arkwright.factory_makes")[-1] == ("harold", OUTPUT, {"name": "Harold", "good": "cutlery", "count": 0})


def test_closing_a_row_is_a_line_of_the_school_naming_the_row():
    """5.III.1 School example: Harold closes row 3 of 1-3 and makes 3."""
    out = resolve(school_table(rows=((2, 0), (3, 0), (3, 0))), {"school:harold": True}, demand=3, wage=2)
    assert lines(out, "arkwright.school_closes_row") == [("harold", SCHOOL, {"name": "Harold", "row": 3, "good": "cutlery"})]
    assert lines(out, "arkwright.factory_makes") == [("harold", OUTPUT, {"name": "Harold", "good": "cutlery", "count": 3})]


def test_returning_extra_shifts_is_a_line_of_the_tile():
    """Player's Book 1.8 Extra Shifts: the tile goes back to the supply to make the sixth good of a contract of 6."""
    s = three(shipper(contract=6, ships=(6,), crew=2, stock=1, tiles=["extra_shifts"]))
    out = resolve(s, {"ship:a:food": 6}, demand=0, wage=2)
    assert [(p, sect) for p, sect, _ in lines(out, "arkwright.returns_extra_shifts")] == [("a", "Player's Book 1.8 Extra Shifts")]
