"""The administration chart (Water Frame 5.II.1) and the eight worked columns of Player's Book 1.1."""

from __future__ import annotations

from tests.games.arkwright.actions.helpers import PlacedMarker, act, admin_paid, factory, player, refused, turn_table


def marion(**kw):
    kw.setdefault("cash", 60)
    kw.setdefault(
        "factories",
        [factory("food", rows=((2, 0), (2, 0), (2, 0))), factory("clothes", rows=((2, 0), (2, 0)), price=5)],
    )
    return player("marion", **kw)


def two(p, **kw):
    return turn_table([p, player("harold", cash=10)], **kw)


# --- Player's Book 1.1: the eight columns ----------------------------------------


def test_column_1_distribution_max7_on_10_with_accountant_minus_2():
    s = two(marion(tiles=["accountant"], advanced=["distribution_light"]))
    # usable £7: food 0->3 (1+2+3) and clothes 0->1 (1)
    out = act(s, "marion", "distribution_light", 10, {"action": "distribution", "levels": {"food": 3, "clothes": 1}}, accountant=-2)
    assert admin_paid(out, "marion") == 8
    assert [f.distribution for f in out.state.players[0].factories] == [3, 1]
    refused(s, "marion", "distribution_light", 10, {"action": "distribution", "levels": {"food": 3, "clothes": 2}}, accountant=-2, match="£9.*£7")


def test_column_2_distribution_second_use_with_patent():
    s = two(marion(tiles=["accountant", "patent"], advanced=["distribution_light"], placed=[PlacedMarker(marker="distribution_light", row=10)]))
    # usable £9: food 0->3 (6) and clothes 0->2 (3)
    out = act(
        s, "marion", "distribution_light", 10,
        {"action": "distribution", "levels": {"food": 3, "clothes": 2}, "patent": "bonus"}, accountant=-2,
    )
    assert admin_paid(out, "marion") == 10
    assert [f.distribution for f in out.state.players[0].factories] == [3, 2]
    assert "patent" in out.state.players[0].tiles  # option one keeps the tile


def machines(n_rows=3):
    return [factory("food", rows=((2, 0),) * n_rows)]


def test_column_3_machinery_on_4_accountant_minus_1_workshop():
    s = two(marion(tiles=["accountant", "workshop"], workshop="food", factories=machines()))
    out = act(s, "marion", "machinery", 4, {"action": "machinery", "machines": [{"good": "food", "row": 1}, {"good": "food", "row": 2}]}, accountant=-1)
    assert admin_paid(out, "marion") == 3
    assert out.state.players[0].factories[0].machines == 2
    refused(s, "marion", "machinery", 4, {"action": "machinery", "machines": [{"good": "food", "row": r} for r in (1, 2, 3)]}, accountant=-1, match="£6.*2 machine")


def test_column_4_machinery_on_10_workshop_three_machines():
    s = two(marion(tiles=["workshop"], workshop="food", factories=machines()))
    out = act(s, "marion", "machinery", 10, {"action": "machinery", "machines": [{"good": "food", "row": r} for r in (1, 2, 3)]})
    assert admin_paid(out, "marion") == 10
    assert out.state.players[0].factories[0].machines == 3
    assert out.state.fired == 3


def test_column_5_machinery_second_use_pays_12_fee_not_counted():
    s = two(marion(tiles=["workshop"], workshop="food", factories=machines(), placed=[PlacedMarker(marker="machinery", row=10)]))
    out = act(s, "marion", "machinery", 10, {"action": "machinery", "machines": [{"good": "food", "row": r} for r in (1, 2, 3)]})
    assert admin_paid(out, "marion") == 12
    assert out.state.players[0].factories[0].machines == 3


def test_column_6_quality_on_10_accountant_plus_2():
    s = two(marion(tiles=["accountant"]))
    out = act(s, "marion", "quality", 10, {"action": "quality", "levels": {"food": 2}}, accountant=2)
    assert admin_paid(out, "marion") == 12
    assert out.state.players[0].factories[0].quality == 2


def test_column_7_quality_on_8_engineer_chooses_12():
    s = two(marion(tiles=["engineer"]))
    out = act(s, "marion", "quality", 8, {"action": "quality", "levels": {"food": 1, "clothes": 1}}, engineer_cost=12)
    assert admin_paid(out, "marion") == 12
    assert [f.quality for f in out.state.players[0].factories] == [1, 1]


def test_column_8_quality_second_use_engineer_pays_14():
    s = two(marion(tiles=["engineer"], placed=[PlacedMarker(marker="quality", row=8)]))
    out = act(s, "marion", "quality", 8, {"action": "quality", "levels": {"food": 2}}, engineer_cost=12)
    assert admin_paid(out, "marion") == 14
    assert out.state.players[0].factories[0].quality == 2


# --- Water Frame 5.II.1 -----------------------------------------------------------


def test_reusing_colored_machinery_on_6_costs_8():
    s = two(marion(placed=[PlacedMarker(marker="machinery", row=6)]))
    out = act(s, "marion", "machinery", 6, {"action": "machinery", "machines": [{"good": "food", "row": 1}, {"good": "food", "row": 2}]})
    assert admin_paid(out, "marion") == 8
    assert out.state.players[0].placed == [PlacedMarker(marker="machinery", row=6)]


def test_quality_marker_on_4_pays_4_and_forfeits_the_action():
    s = two(marion())
    refused(s, "marion", "quality", 4, {"action": "quality", "levels": {"food": 1}}, match="forfeit")
    out = act(s, "marion", "quality", 4)
    assert admin_paid(out, "marion") == 4
    assert out.state.players[0].factories[0].quality == 0
    assert out.state.players[0].placed == [PlacedMarker(marker="quality", row=4)]
    assert out.state.acted == 1


def test_placed_marker_is_not_moved_and_space_must_be_empty():
    s = two(marion(placed=[PlacedMarker(marker="quality", row=6)]))
    refused(s, "marion", "quality", 8, match="never moved")
    refused(s, "marion", "factory", 6, match="already holds the quality marker")


def test_administrator_reuses_without_fee():
    s = two(marion(tiles=["administrator"], placed=[PlacedMarker(marker="workers", row=4)]))
    out = act(s, "marion", "workers", 4)
    assert admin_paid(out, "marion") == 4


def test_bureaucracy_blocks_the_2_row_unless_administrator():
    s = two(marion(), bureaucracy=True)
    refused(s, "marion", "workers", 2, match="Bureaucracy")
    s2 = two(marion(tiles=["administrator"]), bureaucracy=True)
    assert admin_paid(act(s2, "marion", "workers", 2), "marion") == 2


def test_bureaucracy_marker_left_on_the_2_row_is_reused_for_4():
    s = two(marion(placed=[PlacedMarker(marker="workers", row=2)]), bureaucracy=True)
    out = act(s, "marion", "workers", 2)
    assert admin_paid(out, "marion") == 6


def test_accountant_workers_on_2_for_nothing():
    s = two(marion(tiles=["accountant"]))
    out = act(s, "marion", "workers", 2, accountant=-2)
    assert admin_paid(out, "marion") == 0


def test_accountant_and_engineer_need_their_tiles():
    s = two(marion())
    refused(s, "marion", "workers", 4, accountant=-1, match="Accountant")
    refused(s, "marion", "quality", 4, engineer_cost=6, match="Engineer")


def test_turn_order_phase_and_ownership():
    s = two(marion())
    refused(s, "harold", "workers", 4, match="Marion's turn")
    refused(s.model_copy(update={"phase": "production"}), "marion", "workers", 4, match="production phase")
    refused(s, "marion", "quality_dark", 4, match="does not own")
    refused(s, "marion", "ship:0", 4, match="no ship")
    refused(s, "marion", "workers", 5, match="no £5 row")


def test_marker_main_action_must_match():
    s = two(marion())
    refused(s, "marion", "workers", 4, {"action": "quality", "levels": {"food": 1}}, match="workers action")


def test_emergency_sale_pays_the_chart_when_cash_is_short():
    s = two(marion(cash=1, share_space=28))
    out = act(s, "marion", "workers", 10)
    p = out.state.players[0]
    # space 28 sells at £19: one share, 2 spaces back
    assert p.shares == 14 and p.share_space == 26 and p.cash == 1 + 19 - 10


def test_turn_passes_clockwise_and_production_follows():
    s = turn_table([marion(), player("harold", cash=10), player("angelica", cash=10)], start_player=1)
    out = act(s, "harold", "workers", 4)
    assert out.state.current_player.id == "angelica"
    out = act(out.state, "angelica", "workers", 4)
    out = act(out.state, "marion", "workers", 4)
    assert out.state.phase == "production"


def test_patent_example_max7_on_10_accountant_8_limited_7_patent_9():
    s = two(marion(tiles=["accountant", "patent"], advanced=["distribution_light"]))
    out = act(s, "marion", "distribution_light", 10, {"action": "distribution", "levels": {"food": 3, "clothes": 2}, "patent": "bonus"}, accountant=-2)
    assert admin_paid(out, "marion") == 8
    assert [f.distribution for f in out.state.players[0].factories] == [3, 2]  # £6 + £3 = £9


def test_accountant_distribution_examples_of_the_players_book():
    s = two(marion(tiles=["accountant"], advanced=["distribution_light"]))
    # max 7 on £6 paying £5: £5 usable (food 0->2 = £3, clothes 0->1 = £1, one £1 left)
    out = act(s, "marion", "distribution_light", 6, {"action": "distribution", "levels": {"food": 2, "clothes": 1}}, accountant=-1)
    assert admin_paid(out, "marion") == 5
    refused(s, "marion", "distribution_light", 6, {"action": "distribution", "levels": {"food": 3}}, accountant=-1, match="£6; £5 can be used")
    # £6 row paying £7: £7 usable; paying £8 still only £7 (the marker's limit)
    assert admin_paid(act(s, "marion", "distribution_light", 6, {"action": "distribution", "levels": {"food": 3, "clothes": 1}}, accountant=1), "marion") == 7
    refused(s, "marion", "distribution_light", 6, {"action": "distribution", "levels": {"food": 3, "clothes": 2}}, accountant=2, match="£9; £7 can be used")


def test_quality_on_10_pays_10_and_the_remainder_is_forfeit():
    s = two(marion())
    out = act(s, "marion", "quality", 10, {"action": "quality", "levels": {"food": 1}})
    assert admin_paid(out, "marion") == 10 and out.state.players[0].factories[0].quality == 1
