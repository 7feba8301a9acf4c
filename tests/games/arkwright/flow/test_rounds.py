"""The end of round phase (Water Frame 6.0-6.IV, Spinning Jenny 6.0-6.IV)."""

import pytest

from companion.core.errors import RuleError
from companion.games.arkwright import jobmarket
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import LargeWarehouse, PlacedMarker
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import run


def trio(decade=1770, event="bureaucracy", fired=0, box=0, **kw):
    players = kw.pop("players", None) or [
        player("marion", cash=60, factories=[factory("food", price=5, rows=((2, 0),))]),
        player("angelica", cash=60, factories=[factory("clothes", price=6, rows=((2, 0),))]),
        player("harold", cash=60, factories=[factory("lamps", price=8, rows=((3, 0),))]),
    ]
    return table(players, phase="end_of_round", cycle=4, decade=decade, events={str(decade): event}, fired=fired, box=box, **kw)


def with_wage(state, wage):
    """Move job-market workers to the box until the wage beside the lowest empty space is `wage`."""
    while jobmarket.wage(state.board, state) != wage:
        state = state.model_copy(update={"job_market": state.job_market - 1, "box": state.box + 1})
    return state


def test_marion_pays_her_one_ship_crew_the_current_wage_of_four():
    # Water Frame 6.II example: ships of capacity 4 (1 crew) and 2 (no crew), no warehouse workers
    s = trio()
    s.players[0].ships = [4, 2]
    s.players[0].ship_crew = 1
    s = with_wage(s.model_copy(update={"job_market": s.job_market - 1}), 4)
    out = run(s, {"kind": "end_of_round", "answers": {"fire:marion": [], "start_player:1770": "marion"}})
    assert out.state.player("marion").cash == 60 - 4
    assert out.state.player("angelica").cash == 60


def test_opium_war_example_pay_both_crews_then_lose_the_six():
    # Player's Book 1.9: Marion's ships of capacity 4 and 6; she pays both crews and discards the 6 with its 2 workers
    s = trio(opium_war=True, event="lobby")
    s.players[0].ships = [4, 6]
    s.players[0].ship_crew = 3
    s.mat.ships = {6: 0}
    s = with_wage(s.model_copy(update={"job_market": s.job_market - 3}), 3)
    answers = {"opium_war:marion": 6, "fire:marion": [], "lobby:marion": "pass", "lobby:angelica": "pass", "lobby:harold": "pass", "start_player:1770": "marion"}
    out = run(s, {"kind": "end_of_round", "answers": answers})
    m = out.state.player("marion")
    assert m.cash == 60 - 3 * 3
    assert (m.ships, m.ship_crew) == ([4], 1)
    assert out.state.fired == s.fired + 2 and out.state.mat.ships[6] == 1
    assert not out.state.opium_war and out.state.events["1770"] == "lobby"


def test_firing_warehouse_workers_loses_the_goods_without_room():
    s = trio()
    m = s.players[0]
    m.warehouse = LargeWarehouse(columns=["food"], rows=[True, False], goods={"food": 7, "clothes": 2})
    s = s.model_copy(update={"job_market": s.job_market - 2})
    out = apply(s, {"kind": "end_of_round", "answers": {"start_player:1770": "marion"}})
    assert out.pending.id == "fire:marion"
    assert ["column:food", "row:1"] in [o.value for o in out.pending.options]
    out = run(s, {"kind": "end_of_round", "answers": {"fire:marion": ["row:1"], "start_player:1770": "marion"}})
    w = out.state.player("marion").warehouse
    # the food column alone holds 5 food; the clothes had only the row's room
    assert (w.columns, w.rows, w.goods) == (["food"], [False, False], {"food": 5})
    assert out.state.fired == 1


def test_goods_move_to_the_small_warehouse_when_it_has_room():
    s = trio()
    m = s.players[0]
    m.tiles = ["small_warehouse"]
    m.warehouse = LargeWarehouse(columns=["clothes"], goods={"clothes": 4})
    s = s.model_copy(update={"job_market": s.job_market - 1})
    out = run(s, {"kind": "end_of_round", "answers": {"fire:marion": ["column:clothes"], "start_player:1770": "marion"}})
    m = out.state.player("marion")
    assert m.stored == {"clothes": 4} and m.warehouse.goods == {}


def test_firing_a_crew_returns_its_ship():
    s = trio()
    s.players[1].ships = [6, 2]
    s.players[1].ship_crew = 2
    s.mat.ships = {6: 0, 2: 0}
    s = s.model_copy(update={"job_market": s.job_market - 2})
    out = run(s, {"kind": "end_of_round", "answers": {"fire:angelica": ["ship:6"], "start_player:1770": "marion"}})
    a = out.state.player("angelica")
    assert (a.ships, a.ship_crew, out.state.mat.ships[6], out.state.fired) == ([2], 0, 1, 2)


def test_action_markers_return():
    s = trio()
    s.players[0].placed = [PlacedMarker(marker="factory", row=4), PlacedMarker(marker="quality", row=6)]
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1770": "marion"}})
    assert all(p.placed == [] for p in out.state.players)


@pytest.mark.parametrize(
    "cash,space,shares,chooser",
    [
        ([60, 60, 60], [10, 12, 10], [15, 15, 14], "harold"),  # least valuable portfolio
        ([60, 50, 60], [10, 10, 10], [15, 15, 15], "angelica"),  # tie: less cash
        ([60, 60, 60], [10, 10, 10], [15, 15, 15], "angelica"),  # tie again: farthest from the start player (Harold starts)
    ],
)
def test_the_least_valuable_portfolio_names_the_start_player(cash, space, shares, chooser):
    s = trio(start_player=2)
    for p, c, sp, sh in zip(s.players, cash, space, shares):
        p.cash, p.share_space, p.shares = c, sp, sh
    out = apply(s, {"kind": "end_of_round"})
    assert out.pending.id == "start_player:1770" and out.pending.player == chooser
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1770": "harold"}})
    assert out.state.start_player == 2  # the current start player may be chosen again


def test_charisma_chooses_before_the_least_valuable_player():
    s = trio()
    s.players[1].tiles = ["charisma"]
    out = apply(s, {"kind": "end_of_round"})
    assert out.pending.id == "charisma:start_player:1770:end_of_round" and out.pending.player == "angelica"
    out = run(s, {"kind": "end_of_round", "answers": {"charisma:start_player:1770:end_of_round": "harold"}})
    a = out.state.player("angelica")
    assert out.state.start_player == 2 and not a.has("charisma") and a.charisma_lock and "charisma" in out.state.mat.tiles
    assert out.state.player("harold").charisma_lock and not out.state.player("marion").charisma_lock
    out = run(s, {"kind": "end_of_round", "answers": {"charisma:start_player:1770:end_of_round": None, "start_player:1770": "angelica"}})
    assert out.state.start_player == 1 and out.state.player("angelica").has("charisma")


def test_broker_trades_after_the_event_then_the_start_player_is_chosen():
    s = trio(event="recession")
    h = s.players[2]
    h.tiles = ["broker"]
    h.warehouse = LargeWarehouse(columns=["lamps"], goods={"lamps": 3})
    h.share_space = 22  # £16 before the Recession, space 20 (£15) after
    s = s.model_copy(update={"job_market": s.job_market - 1})
    answers = {"fire:harold": [], "broker:harold:sell:lamps": 2, "broker:harold:shares": 4, "start_player:1770": "marion"}
    out = run(s, {"kind": "end_of_round", "answers": answers})
    h = out.state.player("harold")
    # 2 lamps at the fixed £5 = £10; 4 shares at £15 = £60; wages £2 for the warehouse worker
    assert h.warehouse.goods == {"lamps": 1}
    assert (h.share_space, h.shares, h.cash) == (20, 19, 60 - 2 + 10 - 60)
    out = apply(s, {"kind": "end_of_round", "answers": {"fire:harold": [], "broker:harold:sell:lamps": 0}})
    assert out.pending.id == "broker:harold:shares"
    assert [o.value for o in out.pending.options][:3] == [-15, -14, -13]


def test_obsolescence_example_five_workers_for_four_factories():
    # Water Frame 6.IV: Marion and Angelica one obsolete factory each, Harold two; five workers:
    # one each in turn order, the fifth to Marion; Angelica pays £5, Harold £10
    players = [
        player("marion", cash=60, factories=[factory("food", 1, price=5, rows=((2, 0),))]),
        player("angelica", cash=60, factories=[factory("clothes", 1, price=6, rows=((2, 0),)), factory("lamps", 2, price=9, rows=((3, 0),))]),
        player("harold", cash=60, factories=[factory("food", 1, price=5, rows=((2, 0),)), factory("cutlery", 1, price=6, rows=((2, 0),))]),
    ]
    s = trio(decade=1780, players=players, fired=2)
    s = s.model_copy(update={"job_market": 3, "box": s.box + s.job_market - 3})
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1780": "marion"}})
    after = out.state
    assert [f.obsolete_workers for p in after.players for f in p.factories] == [2, 1, 0, 1, 1]
    assert [p.cash for p in after.players] == [60, 55, 50]
    assert (after.fired, after.job_market) == (0, 0)
    assert (after.decade, after.cycle, after.phase) == (1790, 1, "economy")


def test_obsolete_workers_come_from_the_fired_space_first():
    players = [player("marion", cash=10, factories=[factory("food", 1, price=5, rows=((2, 0),))]), player("angelica"), player("harold")]
    s = trio(decade=1780, players=players, fired=3)
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1780": "marion"}})
    assert out.state.fired == 1 and out.state.job_market == s.job_market
    assert out.state.player("marion").factories[0].obsolete_workers == 2


def test_threat_of_strike_adds_a_pound_to_crew_wages_then_ends():
    s = trio(threat_of_strike=True)
    s.players[0].warehouse = LargeWarehouse(columns=["food"])
    s = s.model_copy(update={"job_market": s.job_market - 1})
    answers = {"fire:marion": [], "start_player:1770": "marion"}
    out = run(s, {"kind": "end_of_round", "answers": answers})
    assert out.state.player("marion").cash == 60 - 3 and not out.state.threat_of_strike
    spared = s.model_copy(update={"house_rules": {"strike_spares_crews": True}})
    assert run(spared, {"kind": "end_of_round", "answers": answers}).state.player("marion").cash == 60 - 2


def test_next_decade_begins_and_the_luxury_market_is_refilled():
    s = trio(decade=1770, expansion=True)
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1770": "angelica"}})
    after = out.state
    assert (after.decade, after.cycle, after.phase, after.start_player) == (1780, 1, "economy", 1)
    assert after.luxury == {"food": [2], "clothes": [1, 2], "cutlery": [1, 2], "lamps": [1, 2]}


def test_spinning_jenny_round_end_no_wages_no_event_obsolescence_in_1790():
    players = [
        player("marion", cash=20, factories=[factory("food", 1, price=5, rows=((2, 0),))]),
        player("angelica", cash=20, factories=[factory("clothes", 2, price=6, rows=((2, 0),))]),
    ]
    s = table(players, phase="end_of_round", cycle=4, decade=1780, version="spinning_jenny", fired=4, events={"1790": "end_of_game"})
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1780": "marion"}})
    after = out.state
    assert after.decade == 1790 and after.player("marion").factories[0].obsolete_workers == 2
    assert after.player("angelica").factories[0].obsolete_workers == 0
    out = run(after.model_copy(update={"phase": "end_of_round", "cycle": 4}), {"kind": "end_of_round"})
    assert out.state.phase == "end_of_game"


def test_only_in_the_end_of_round_phase():
    with pytest.raises(RuleError, match="the end of round cannot be entered now: the game is in the production phase"):
        apply(trio().model_copy(update={"phase": "production"}), {"kind": "end_of_round"})


def test_spinning_jenny_cites_its_own_rulebook_and_unused_answers_are_noted():
    players = [player("marion", cash=20), player("angelica", cash=20)]
    s = table(players, phase="end_of_round", cycle=4, decade=1770, version="spinning_jenny", events={"1790": "end_of_game"})
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1770": "marion", "start_plyer:1770": "x"}})
    sections = {e.section for e in out.ledger if e.section}
    assert sections and not any(x.startswith("Water Frame") for x in sections)
    assert "Spinning Jenny 6.III" in sections
    assert [e.params for e in out.ledger if e.code == "arkwright.answer_not_needed"] == [{"key": "'start_plyer:1770'"}]


def test_spinning_jenny_obsolescence_example():
    # Spinning Jenny 6.IV repeats the example: five workers for four obsolete factories in the 1790s
    players = [
        player("marion", cash=60, factories=[factory("food", 1, price=5, rows=((2, 0),))]),
        player("angelica", cash=60, factories=[factory("clothes", 1, price=6, rows=((2, 0),))]),
        player("harold", cash=60, factories=[factory("food", 1, price=5, rows=((2, 0),)), factory("cutlery", 1, price=6, rows=((2, 0),))]),
    ]
    s = table(players, phase="end_of_round", cycle=4, decade=1780, version="spinning_jenny", fired=5, events={"1790": "end_of_game"})
    s = s.model_copy(update={"job_market": 0, "box": s.job_market})
    out = run(s, {"kind": "end_of_round", "answers": {"start_player:1780": "marion"}})
    assert [f.obsolete_workers for p in out.state.players for f in p.factories] == [2, 1, 1, 1]
    assert [p.cash for p in out.state.players] == [60, 55, 50]
