"""Logistics followed (KDE Setup 16; Logistics, Issue Kanban Order, Collect Car Parts, Certification Benefits;
Factory Manager; Components): each ledger line with its player and rule, and every refusal whole, as a German
and a Dutch player read it. The warehouses are tests/games/kanban/test_logistics.py's card: 2 chassis, 1 turbo,
3 engines (6 Parts, KDE Setup 16).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import logistics
from tests.games.kanban.factories import apply, new_game, with_training
from tests.games.kanban.test_logistics import CARD, WORK, game

COLLECT = "KDE Logistics, Action: Collect Car Parts"
ORDER = "KDE Logistics, Action: Issue Kanban Order"
VOUCHER = "KDE Logistics, Certification Benefits"
PARTS = "chassis, transmission, turbo, engine, suspension, brakes"


def refused(make, *args):
    with pytest.raises(RuleError) as caught:
        make(*args)
    err = caught.value
    return str(err.message), err.section, err.message.said("de"), err.message.said("nl")


def _lines(ledger, code):
    return [(e.player, e.section, e.params) for e in ledger if e.code == code]


def test_the_first_card_lays_out_known_parts_and_a_part_it_does_not_show_is_an_empty_warehouse():
    """KDE Setup 16: the first Kanban Order card's 6 Car Parts go to their warehouses; a type named with 0 is an
    empty warehouse, a negative count or an unknown type is refused."""
    assert game().warehouses == new_game(warehouses={**CARD, "brakes": 0}).warehouses
    known = ("the warehouses hold Car Parts of the known types (" + PARTS + ")", "KDE Setup 16",
             "die Lager enthalten Autoteile der bekannten Arten (" + PARTS + ")",
             "de magazijnen bevatten auto-onderdelen van de bekende soorten (" + PARTS + ")")
    assert refused(lambda: new_game(warehouses={"chassis": 7, "turbo": -1})) == known
    assert refused(lambda: new_game(warehouses={"chassis": 5, "wheel": 1})) == known
    assert refused(lambda: new_game(warehouses={"chassis": 5})) == (
        "the first Kanban Order card puts 6 Car Parts in the warehouses, not 5", "KDE Setup 16",
        "die erste Kanban-Bestellkarte legt 6 Autoteile in die Lager, nicht 5",
        "de eerste Kanban-bestelkaart legt 6 auto-onderdelen in de magazijnen, niet 5")


def test_the_cubes_in_the_recycling_pool_are_not_in_the_supply():
    """KDE Components: 10 cubes of each type; KDE Setup 10: 1 marks the value; a turbo in the warehouse and one
    in the Recycling pool: 10 - 1 - 1 - 1 = 7 left."""
    s = game()
    s.recycling = ["turbo", "engine", "brakes"]  # three Parts of three types (KDE Recycling)
    assert logistics.supply(s, "turbo") == 7


def test_collecting_adds_to_the_parts_already_on_the_board_and_is_said_for_its_player():
    """Collect Car Parts 2-3: You, with an engine on the board, takes 2 more from the engine warehouse (3): 3 on the
    board, 1 left there; a Part asked for 0 times is no Part taken."""
    s = game()
    s.player("you").parts = {"engine": 1}
    out = apply(s, WORK | {"parts_taken": {"engine": 2, "turbo": 0}})
    assert out.state.player("you").parts == {"engine": 3}
    assert _lines(out.ledger, "kanban.collects") == [
        ("you", COLLECT, {"parts": "2\x1eengine", "left": "2\x1echassis\x1f1\x1eturbo\x1f1\x1eengine"})]


def test_collecting_refusals():
    """Collect Car Parts 2: a space on the board for each Part taken, none discarded; no more than a warehouse
    holds."""
    s = game()
    s.player("you").parts = {"turbo": 4}
    assert refused(apply, s, WORK | {"parts_taken": {"engine": 2}}) == (
        "You has room for 1 more Car Part on the board and cannot discard any", COLLECT,
        "You hat Platz für 1 weiteres Autoteil auf dem Tableau und kann keines abwerfen",
        "You heeft plaats voor nog 1 auto-onderdeel op het bord en kan er geen afleggen")
    assert refused(apply, game(), WORK | {"parts_taken": {"engine": 4}}) == (
        "the engine warehouse holds 3, not 4", COLLECT,
        "das Lager Motor enthält 3, nicht 4", "het magazijn motor bevat 3, niet 4")


def test_a_kanban_order_is_said_for_its_player_with_the_parts_it_adds():
    """Issue Kanban Order 1 and 4: 1 Shift banked; 4 brakes and 2 chassis added to the warehouses."""
    out = apply(game(), WORK | {"kanban_order": {"brakes": 4, "chassis": 2, "turbo": 0}})
    assert out.state.warehouses["brakes"] == 4 and out.state.warehouses["chassis"] == 4
    assert _lines(out.ledger, "kanban.kanban_order") == [
        ("you", ORDER, {"parts": "4\x1ebrakes\x1f2\x1echassis", "added": 6, "banked": 1})]


def test_the_kanban_orders_banked_shift_adds_to_those_banked_earlier_today():
    """Issue Kanban Order 1: the order banks 1 Shift, on top of the 1 the table noted earlier today: 2 tonight."""
    s = apply(game(), WORK | {"shifts_banked": 1}).state
    s = apply(s, WORK | {"kanban_order": {"turbo": 1}}).state
    assert s.today["you"].shifts_banked == 2


def test_kanban_order_refusals():
    """Issue Kanban Order: only with the warehouses followed, once a day, Car Parts of the known types, at most the
    card's 6 symbols, and no more cubes than are left (KDE Components)."""
    assert refused(apply, new_game(), WORK | {"kanban_order": {"turbo": 1}}) == (
        "this game does not follow the warehouses (its set-up names no Parts in them): count the Kanban Order's "
        "Shifts under other tasks", ORDER,
        "dieses Spiel folgt den Lagern nicht (sein Aufbau nennt keine Teile darin): zählt die Schichten der "
        "Kanban-Bestellung unter anderen Aufgaben",
        "dit spel volgt de magazijnen niet (de opbouw noemt er geen onderdelen in): tel de diensten van de "
        "Kanban-bestelling onder andere taken")
    once = apply(game(), WORK | {"kanban_order": {}}).state
    assert refused(apply, once, WORK | {"kanban_order": {"turbo": 1}}) == (
        "You has already issued a Kanban Order today: one a day", ORDER,
        "You hat heute schon eine Kanban-Bestellung aufgegeben: eine pro Tag",
        "You heeft vandaag al een Kanban-bestelling geplaatst: één per dag")
    known = ("a Kanban Order adds Car Parts of the known types (" + PARTS + ")", ORDER,
             "eine Kanban-Bestellung fügt Autoteile der bekannten Arten hinzu (" + PARTS + ")",
             "een Kanban-bestelling voegt auto-onderdelen van de bekende soorten toe (" + PARTS + ")")
    assert refused(apply, game(), WORK | {"kanban_order": {"brakes": 2, "turbo": -1}}) == known
    assert refused(apply, game(), WORK | {"kanban_order": {"wheel": 1}}) == known
    assert refused(apply, game(), WORK | {"kanban_order": {"turbo": 4, "brakes": 3}}) == (
        "a Kanban Order card shows 6 symbols: it adds at most 6 Car Parts", ORDER,
        "eine Kanban-Bestellkarte zeigt 6 Symbole: sie fügt höchstens 6 Autoteile hinzu",
        "een Kanban-bestelkaart toont 6 symbolen: ze voegt hoogstens 6 auto-onderdelen toe")
    s = game()
    s.player("orange").parts = {"engine": 5}  # 10 - 1 marker - 3 in the warehouse - 5 on a board = 1 left
    assert refused(apply, s, WORK | {"kanban_order": {"engine": 2}}) == (
        "only 1 engine cube is left in the supply (components run out)", "KDE Components",
        "nur noch 1 Würfel Motor im Vorrat (Material geht aus)",
        "nog maar 1 blokje motor in de voorraad (materiaal raakt op)")


def test_the_parts_voucher_is_said_and_adds_to_the_vouchers_received_earlier_today():
    """Logistics, Certification Benefits: 1 Parts Voucher a day, on top of 1 the table noted earlier today."""
    s = with_training(game(), "logistics", [("you", 3)])
    s = apply(s, WORK | {"vouchers_gained": 1}).state
    out = apply(s, WORK | {"voucher_requested": True})
    assert out.state.today["you"].vouchers_gained == 2
    assert _lines(out.ledger, "kanban.voucher_requested") == [("you", VOUCHER, {})]


def test_parts_voucher_refusals():
    assert refused(apply, game(), WORK | {"voucher_requested": True}) == (
        "You requests a Parts Voucher only once Certified in Logistics", VOUCHER,
        "You fordert einen Teilegutschein erst mit Zertifizierung in Logistik an",
        "You vraagt pas een onderdelenbon aan als gecertificeerd in Logistiek")
    s = with_training(game(), "logistics", [("you", 3)])
    s = apply(s, WORK | {"voucher_requested": True}).state
    assert refused(apply, s, WORK | {"voucher_requested": True}) == (
        "You has already requested a Parts Voucher today: one a day", VOUCHER,
        "You hat heute schon einen Teilegutschein angefordert: einer pro Tag",
        "You heeft vandaag al een onderdelenbon aangevraagd: één per dag")


def test_sandra_in_logistics_is_said_under_the_factory_manager_table():
    """KDE Factory Manager table: Sandra in Logistics leaves 1 Car Part in each warehouse."""
    s = game()
    s.day = 2
    out = apply(s, {"kind": "sandra", "department": "logistics"})
    assert _lines(out.ledger, "kanban.warehouses_cleared") == [
        (None, "KDE Factory Manager", {"parts": "1\x1echassis\x1f2\x1eengine"})]


def test_warehouses_corrected_to_name_fewer_types_hold_none_of_the_others():
    """KDE Logistics: one warehouse per type of Car Part; warehouses corrected (an `edit`) to name only the turbo's
    hold no engine: none to collect, all 10 - 1 (the value marker, KDE Setup 10) = 9 engines in the supply, and a
    Kanban Order's 2 engines make 2 in their warehouse."""
    s = apply(game(), {"kind": "edit", "path": "warehouses", "value": {"turbo": 2}}).state
    assert s.warehouses == {"turbo": 2}
    assert logistics.supply(s, "engine") == 9
    assert refused(apply, s, WORK | {"parts_taken": {"engine": 1}})[:2] == ("the engine warehouse holds 0, not 1", COLLECT)
    assert apply(s, WORK | {"kanban_order": {"engine": 2}}).state.warehouses == {"turbo": 2, "engine": 2}
