"""The shipping question, its answers and its lines, one rule at a time (Water Frame 5.III.4).

Scenarios of our own: a level I food factory (base quality £8, Player's Book 1.3) whose rows 1-3 make 4 food;
a contract is paid at the base quality per good and costs one share space per ship used (5.III.4); the Agent in
the Colonies ships a contract as one good more or fewer (Player's Book 1.8); Extra Shifts may make the one
missing good (Player's Book 1.8). Contracts lie on spaces 2 to 10 (Water Frame 5.II.2.6).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.wording import phrase_in
from companion.games.arkwright.production.shipping import choose_delivery, deliver
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player
from tests.games.arkwright.production.helpers import pending, resolve
from tests.games.arkwright.production.test_shipping import shipper, three

SHIPPING = "Water Frame 5.III.4"
AGENT = "Player's Book 1.8 Agent in the Colonies"


def labels(decision, language: str | None = None) -> list[str]:
    return [str(o.label) if language is None else phrase_in(o.label, language) for o in decision.options]


def lines(out, code: str) -> list[tuple[str | None, str, dict]]:
    return [(e.player, e.section, e.params) for e in out.ledger if e.code == code]


def test_the_question_names_the_player_the_good_and_the_contract_space():
    """5.III.4: the owner of the contract decides whether to fulfil it (voluntary)."""
    d = pending(three(shipper(contract=4, ships=(2, 4))), demand=0, wage=2)
    assert (d.id, d.player, d.section) == ("ship:a:food", "a", SHIPPING)
    assert d.question == "A: fulfil the food contract on space 4?"
    assert phrase_in(d.question, "de") == "A: den Auftrag für Nahrung auf Feld 4 erfüllen?"


def test_each_answer_says_the_goods_the_pay_and_the_ships_used():
    """5.III.4: 4 food at £8 base quality = £32; the capacity-4 ship alone carries them, one share space back."""
    d = pending(three(shipper(contract=4, ships=(2, 4))), demand=0, wage=2)
    assert d.option_values() == [0, 4]
    assert labels(d) == ["do not ship", "ship 4 food for £32 using 1 ship (-1 space)"]
    assert labels(d, "de") == ["nicht verschiffen", "4 Nahrung für £32 mit 1 Schiff verschiffen (-1 Feld)"]


def test_the_agent_in_the_colonies_answers_name_the_contract_and_the_size_shipped():
    """Player's Book 1.8: a contract of 6 shipped as 5 (£40) or 7 (£56); two ships of 4 carry each, -2 spaces."""
    d = pending(three(shipper(contract=6, ships=(4, 4), crew=2, stock=3, tiles=["agent_in_the_colonies"])), demand=0, wage=2)
    assert labels(d)[1:] == [
        "ship 5 food for £40 using 2 ships (-2 spaces), Agent in the Colonies: contract of 6 shipped as 5",
        "ship 6 food for £48 using 2 ships (-2 spaces)",
        "ship 7 food for £56 using 2 ships (-2 spaces), Agent in the Colonies: contract of 6 shipped as 7",
    ]
    assert labels(d, "de")[1] == ("5 Nahrung für £40 mit 2 Schiffen verschiffen (-2 Felder), "
                                  "Agent in den Kolonien: Auftrag von 6 als 5 verschifft")


def test_the_agent_ships_a_contract_on_space_2_as_a_single_good():
    """Player's Book 1.8: one fewer than 2 is 1 good, still a delivery; 1, 2 or 3 fit the capacity-4 ship."""
    d = pending(three(shipper(contract=2, ships=(4,), tiles=["agent_in_the_colonies"])), demand=0, wage=2)
    assert d.option_values() == [0, 1, 2, 3]


def test_the_extra_shifts_answer_says_the_tile_is_returned():
    """Player's Book 1.8 Extra Shifts: 4 made + 1 stored = 5, the sixth good of the contract by returning the tile."""
    d = pending(three(shipper(contract=6, ships=(6,), crew=2, stock=1, tiles=["extra_shifts"])), demand=0, wage=2)
    assert labels(d)[1] == "ship 6 food for £48 using 1 ship (-1 space), returning Extra Shifts for the last good"
    assert labels(d, "de")[1] == "6 Nahrung für £48 mit 1 Schiff verschiffen (-1 Feld), Sonderschichten für die letzte Ware zurückgeben"


def test_one_good_short_without_extra_shifts_is_no_delivery_and_the_contract_climbs():
    """5.III.4: no partial shipment; 4 made + 1 stored = 5 cannot fulfil a contract of 6, which climbs to 8."""
    out = resolve(three(shipper(contract=6, ships=(6,), crew=2, stock=1)), demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 8}


def test_extra_shifts_make_one_missing_good_not_two():
    """Player's Book 1.8: Extra Shifts make one more good; 4 made cannot fulfil 6 with it, the contract climbs to 8."""
    out = resolve(three(shipper(contract=6, ships=(6,), crew=2, tiles=["extra_shifts"])), demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 8}
    assert "extra_shifts" in out.state.player("a").tiles


def test_a_delivery_and_its_contract_marker_are_lines_of_the_shipment():
    """5.III.4: paid 4 x £8; the contract marker returns to the player."""
    out = resolve(three(shipper(contract=4, ships=(4,))), {"ship:a:food": 4}, demand=0, wage=2)
    assert [(p, s) for p, s, _ in lines(out, "arkwright.delivers")] == [("a", SHIPPING)]
    assert lines(out, "arkwright.contract_returns") == [("a", SHIPPING, {"name": "A", "good": "food"})]


def test_a_delivery_of_another_size_is_a_line_of_the_agent_in_the_colonies():
    """Player's Book 1.8: a contract of 6 shipped as 5."""
    s = three(shipper(contract=6, ships=(4, 4), crew=2, stock=3, tiles=["agent_in_the_colonies"]))
    out = resolve(s, {"ship:a:food": 5}, demand=0, wage=2)
    assert [(p, s) for p, s, _ in lines(out, "arkwright.delivers")] == [("a", AGENT)]


def test_a_contract_climbing_is_a_line_of_the_shipment():
    """5.III.4: an unfulfilled contract of the active good climbs from 4 to 6."""
    out = resolve(three(shipper(contract=4)), {"ship:a:food": 0}, demand=0, wage=2)
    assert [(p, s) for p, s, _ in lines(out, "arkwright.contract_moves_up")] == [("a", SHIPPING)]


def _direct(**kw):
    a = player("a", factories=[factory("food", 1, price=8, rows=((2, 0),))], ships=[4], ship_crew=1, **kw)
    return Table.of(three(a, phase="actions"))


def test_without_extra_shifts_asked_for_one_good_short_is_not_shippable():
    """5.III.4: no partial shipments; Extra Shifts only where the caller says the player may use them."""
    t = _direct(contracts={"food": 4})
    assert choose_delivery(t, "a", "food", capacities=[4], available=3, answers=Answers({"ship:a:food": 4})) is None


def test_nothing_to_ship_without_a_contract_or_a_factory_of_the_good():
    """5.III.4: a contract of the active good is fulfilled with its factory's goods, paid at its base quality."""
    no_contract = _direct()
    assert choose_delivery(no_contract, "a", "food", capacities=[4], available=4, answers=Answers({})) is None
    no_factory = _direct(contracts={"lamps": 2}, warehouse=LargeWarehouse(columns=["lamps"], goods={"lamps": 2}))
    assert choose_delivery(no_factory, "a", "lamps", capacities=[4], available=2, answers=Answers({})) is None


def test_delivering_nothing_pays_nothing():
    """5.III.4: money comes only per delivered good; no delivery, no Office bonus and no ship used."""
    t = _direct(contracts={"food": 4}, tiles=["office"], cash=10)
    assert deliver(t, "a", [], 0) == 0
    assert t.p("a").cash == 10 and list(t.ledger) == []
