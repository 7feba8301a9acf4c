"""Every event marker of the Player's Book 1.9, with its worked examples."""

import pytest

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.messages import items
from companion.games.arkwright.flow import events
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import balances, run


def resolve(state, event, **answers):
    """Resolve one event on a working copy; check the ledger balances."""
    t = Table.of(state)
    events.resolve(t, event, Answers(answers))
    balances(state, t.state, t.ledger)
    return t


def trio(**kw):
    return table(
        [
            player("marion", cash=kw.pop("marion_cash", 50), factories=kw.pop("marion_factories", [factory("food", price=5, rows=((2, 0),))])),
            player("angelica", cash=kw.pop("angelica_cash", 50), factories=kw.pop("angelica_factories", [factory("clothes", price=6, rows=((2, 0),))])),
            player("harold", cash=kw.pop("harold_cash", 50), factories=kw.pop("harold_factories", [factory("lamps", price=8, rows=((3, 0),))])),
        ],
        phase="end_of_round",
        cycle=4,
        **kw,
    )


def test_hamburg_credit_crisis_example():
    # Marion £27 loses £3, Harold £94 pays £9, Angelica's £4 cost her nothing
    s = trio(marion_cash=27, angelica_cash=4, harold_cash=94)
    t = resolve(s, "hamburg_credit_crisis")
    assert [p.cash for p in t.state.players] == [24, 4, 85]


def test_hamburg_credit_crisis_house_rule_rounds_strictly_up():
    s = trio(marion_cash=27, angelica_cash=4, harold_cash=94, house_rules={"hamburg_round_up": True})
    t = resolve(s, "hamburg_credit_crisis")
    assert [p.cash for p in t.state.players] == [24, 3, 84]


@pytest.mark.parametrize("cash, after", [(25, 22), (5, 4), (15, 13), (95, 85), (14, 13), (16, 14), (10, 9), (0, 0)])
def test_hamburg_credit_crisis_rounds_a_half_pound_up(cash, after):
    # Player's Book 1.9 Hamburg Credit Crisis: 10% of cash "rounded up"; its example rounds
    # £2.70 to £3, £9.40 to £9 and £0.40 to £0, so the default is the nearest pound, a half
    # pound going up: £25 loses £3 (2.5 up), £5 loses £1, £95 loses £10; £14 loses £1, £16 £2.
    s = trio(marion_cash=cash, angelica_cash=cash, harold_cash=cash)
    t = resolve(s, "hamburg_credit_crisis")
    assert [p.cash for p in t.state.players] == [after] * 3


@pytest.mark.parametrize("cash, after", [(25, 22), (21, 18), (20, 18), (1, 0), (0, 0), (101, 90)])
def test_hamburg_credit_crisis_house_rule_rounds_every_fraction_up(cash, after):
    # the house rule reads "rounded up" strictly (rules notes, hamburg_round_up): £2.10 costs £3
    s = trio(marion_cash=cash, angelica_cash=cash, harold_cash=cash, house_rules={"hamburg_round_up": True})
    t = resolve(s, "hamburg_credit_crisis")
    assert [p.cash for p in t.state.players] == [after] * 3


def test_hamburg_credit_crisis_lines_name_the_player_and_the_event():
    t = resolve(trio(marion_cash=27, angelica_cash=4, harold_cash=94), "hamburg_credit_crisis")
    lines = [(e.player, e.section) for e in t.ledger if "credit_crisis" in e.code]
    assert lines == [(p, "Player's Book 1.9 Hamburg Credit Crisis") for p in ("marion", "angelica", "harold")]


def test_royal_society_example():
    # Marion: food I, clothes II, lamps II; engineer, patent, foreman -> £8 + £6 = £14
    marion = [factory("food", 1), factory("clothes", 2, price=6), factory("lamps", 2, price=9)]
    s = trio(marion_cash=0, marion_factories=marion, angelica_factories=[])
    s.players[0].tiles = ["engineer", "patent", "foreman"]
    t = resolve(s, "royal_society")
    assert t.state.player("marion").cash == 14
    assert t.state.player("angelica").cash == 50  # no factory, no tile: nothing
    assert t.state.player("harold").cash == 54


def test_war_on_the_continent_raises_distribution_and_price_together():
    marion = [factory("food", price=5), factory("clothes", price=9, distribution=4), factory("lamps", 4, price=25, quality=4, distribution=1)]
    s = trio(marion_factories=marion)
    t = resolve(s, "war_on_the_continent")
    food, clothes, lamps = t.state.player("marion").factories
    assert (food.distribution, food.price, t.appeal(food)) == (1, 6, 3)
    assert (clothes.distribution, clothes.price) == (4, 9)  # already at +4: untouched
    assert (lamps.distribution, lamps.price) == (2, 25)  # the price scale ends at £25


def test_crown_jubilee_lasts_one_decade():
    s = trio()
    t = resolve(s, "crown_jubilee")
    assert all(p.jubilee_sale for p in t.state.players)
    t.state.players[0].jubilee_sale = False  # Marion used hers
    events.expire(t)
    assert not any(p.jubilee_sale for p in t.state.players)
    assert [items(e.params["names"]) for e in t.ledger if e.code == "arkwright.jubilee_sale_lost"] == [["Angelica", "Harold"]]


def test_lobby_each_player_takes_a_special_marker_in_turn_order():
    s = trio(start_player=1)
    s.mat.markers = {"1": ["quality_light"], "2": ["distribution_light"]}
    s.mat.tiles = ["patent", "inventor"]
    s.mat.ships = {2: 1}
    t = Table.of(s)
    with pytest.raises(Exception) as need:
        events.resolve(t, "lobby", Answers({}))
    assert need.value.decision.id == "lobby:angelica"  # the start player begins
    labels = [o.value for o in need.value.decision.options]
    assert "marker:distribution_light" not in labels  # row II is not open in 1770
    t = resolve(s, "lobby", **{"lobby:angelica": "marker:quality_light", "lobby:harold": "tile:patent", "lobby:marion": "ship:2"})
    assert t.state.player("angelica").advanced == ["quality_light"]
    assert t.state.player("harold").tiles == ["patent"]
    assert t.state.player("marion").ships == [2]


def test_lobby_inventor_questions_are_asked_per_player():
    s = trio()
    s.mat.markers = {"1": [], "2": ["distribution_light", "quality_light"]}
    s.players[0].tiles = ["inventor"]
    s.players[0].inventor_uses = 1
    s.players[1].tiles = ["inventor"]
    s.players[1].inventor_uses = 1
    answers = {"lobby:marion": "marker:distribution_light", "lobby:angelica": "marker:quality_light", "lobby:harold": "pass"}
    out = apply(s.model_copy(update={"events": {"1770": "lobby"}}), {"kind": "end_of_round", "answers": answers})
    assert out.pending.id == "lobby:marion:inventor:2"
    answers |= {"lobby:marion:inventor:2": "return", "lobby:angelica:inventor:2": "keep", "start_player:1770": "marion"}
    out = run(s.model_copy(update={"events": {"1770": "lobby"}}), {"kind": "end_of_round", "answers": answers})
    m, a = out.state.player("marion"), out.state.player("angelica")
    assert m.advanced == ["distribution_light"] and "inventor" not in m.tiles
    assert a.advanced == ["quality_light"] and a.has("inventor") and a.cash == 50 - 15  # keeping it after the second use costs £15


def test_made_in_england_two_free_levels_each():
    marion = [factory("food", price=5), factory("clothes", price=9, distribution=3)]
    harold = [factory("lamps", price=8, distribution=4)]
    s = trio(marion_factories=marion, harold_factories=harold)
    t = resolve(s, "made_in_england", **{"made_in_england:marion:1": "clothes", "made_in_england:marion:2": "food"})
    food, clothes = t.state.player("marion").factories
    assert (food.distribution, clothes.distribution) == (1, 4)
    assert t.state.player("angelica").factories[0].distribution == 2  # one factory: both levels there
    assert t.state.player("harold").factories[0].distribution == 4  # already at the maximum


def test_luddism_one_machine_per_factory_workers_from_fired_then_job_market():
    marion = [factory("food", price=5, rows=((1, 1), (1, 1))), factory("clothes", price=6, rows=((1, 1),))]
    angelica = [factory("clothes", price=6, rows=((1, 1),))]
    s = trio(marion_factories=marion, angelica_factories=angelica, fired=1)
    jm = s.job_market
    t = resolve(s, "luddism", **{"luddism:marion:1": "food"})
    food, clothes = t.state.player("marion").factories
    assert (food.machines, food.workers, clothes.machines, clothes.workers) == (1, 3, 0, 2)
    assert t.state.player("angelica").factories[0].machines == 0
    assert (t.state.fired, t.state.job_market) == (0, jm - 2)


def test_luddism_stops_when_no_worker_is_left():
    marion = [factory("food", price=5, rows=((1, 1), (1, 1))), factory("clothes", price=6, rows=((1, 1),))]
    angelica = [factory("clothes", price=6, rows=((1, 1),))]
    s = trio(marion_factories=marion, angelica_factories=angelica)
    s = s.model_copy(update={"fired": 1, "box": s.job_market - 1, "job_market": 0})
    t = resolve(s, "luddism", **{"luddism:marion:1": "clothes"})
    assert t.state.player("marion").factories[1].machines == 0
    assert t.state.player("marion").factories[0].machines == 2  # nobody was left to replace more
    assert t.state.player("angelica").factories[0].machines == 1
    assert t.state.fired == 0


def test_navigation_acts_back_two_then_forward_two_even_from_zero():
    s = trio(importers={"food": 1, "clothes": 3, "cutlery": 0, "lamps": 2})
    t = resolve(s, "navigation_acts")
    assert t.state.importers == {"food": 0, "clothes": 1, "cutlery": 0, "lamps": 0} and t.state.navigation_acts
    events.expire(t)
    assert t.state.importers == {"food": 2, "clothes": 3, "cutlery": 2, "lamps": 2} and not t.state.navigation_acts


def test_recession_two_spaces_back_but_never_off_the_track():
    s = trio()
    s.players[0].share_space = 2
    s.players[1].share_space = 22
    t = resolve(s, "recession")
    assert [p.share_space for p in t.state.players] == [1, 20, 8]


def test_social_unrest_a_pound_per_worker_in_factories_and_on_the_harbor_mat():
    marion = [factory("food", price=5, rows=((2, 0), (1, 1)), obsolete_workers=2)]
    s = trio(marion_factories=marion)
    s.players[0].warehouse = LargeWarehouse(columns=["food"], rows=[True, False])
    s.players[0].ships = [4]
    s.players[0].ship_crew = 1
    s = s.model_copy(update={"job_market": s.job_market - 6})
    t = resolve(s, "social_unrest")
    assert t.state.player("marion").cash == 50 - (3 + 2 + 2 + 1)
    assert t.state.player("harold").cash == 47


def test_threat_of_strike_and_opium_war_and_bureaucracy_are_remembered():
    s = trio()
    assert resolve(s, "threat_of_strike").state.threat_of_strike
    assert resolve(s, "opium_war").state.opium_war
    assert resolve(s, "bureaucracy").state.bureaucracy


def test_world_exhibition_four_workers_to_the_box():
    s = trio()
    s = s.model_copy(update={"fired": 5, "job_market": 2, "box": s.job_market - 7})
    t = resolve(s, "world_exhibition")
    assert (t.state.job_market, t.state.fired, t.state.box) == (0, 3, s.box + 4)


def test_economic_crisis_five_fired_workers_back():
    s = trio(fired=3)
    t = resolve(s, "economic_crisis")
    assert (t.state.fired, t.state.job_market) == (0, s.job_market + 3)
    s = trio(fired=8)
    assert resolve(s, "economic_crisis").state.fired == 3


def test_end_of_the_game_leads_to_the_final_stock_exchange():
    s = trio(decade=1810, events={"1810": "end_of_game"})
    s.players[0].tiles = ["broker"]
    out = run(s, {"kind": "end_of_round"})
    assert out.state.phase == "end_of_game" and out.state.decade == 1810


def test_which_events_can_be_revealed():
    s = trio()
    legal = events.legal_events(s)
    assert "end_of_game" not in legal and "bureaucracy" in legal and len(legal) == 15
    assert events.legal_events(s.model_copy(update={"decade": 1790})) == ["bureaucracy"]
    later = s.model_copy(update={"decade": 1800, "events": {"1780": "bureaucracy", "1790": "lobby"}})
    assert "bureaucracy" not in events.legal_events(later) and "lobby" not in events.legal_events(later)
    assert events.legal_events(s.model_copy(update={"decade": 1810})) == ["end_of_game"]
    two = table([player("red"), player("blue")], decade=1770)
    assert not {"navigation_acts", "economic_crisis", "hamburg_credit_crisis", "opium_war"} & set(events.legal_events(two))


def test_an_event_that_cannot_be_there_is_refused():
    s = trio(events={"1770": "lobby"})
    with pytest.raises(RuleError, match="the 1770 event is Lobby"):
        apply(s, {"kind": "end_of_round", "event": "recession"})
    with pytest.raises(RuleError, match="cannot be the 1790 event"):
        apply(trio(decade=1790), {"kind": "end_of_round", "event": "recession"})
    sj = trio(version="spinning_jenny")
    with pytest.raises(RuleError, match="Spinning Jenny has no events"):
        apply(sj, {"kind": "end_of_round", "event": "recession"})


def test_the_revealed_event_is_asked_when_unknown():
    out = apply(trio(), {"kind": "end_of_round"})
    assert out.pending.id == "event:1770"
