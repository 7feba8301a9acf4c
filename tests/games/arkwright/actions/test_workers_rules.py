"""The workers action one rule at a time, with its refusals and ledger lines in English and German.

Water Frame 5.II.2.2 (fire from the rows furthest right, never the first row nor an obsolete factory's extra
workers; a row left without workers returns its machines; no hiring into a row fired from in the same action;
hire from the job market, the fired space only once the market is empty; in 1810 a factory whose good was already
active gets a first-row worker on its marker), Spinning Jenny 5.II.2.2 (no hiring into such a factory in the last
round), Player's Book 1.4 (large warehouse: two rows of 3 and 2 spaces per good, a column of five; Water Frame
only), Player's Book 1.8 Small Warehouse (five goods on the price scales, right of the price indicator, £25 top),
Player's Book 1.3 (level I food rows hold 2 workers each). Scenarios of our own.
"""

from __future__ import annotations

from companion.core.messages import joined, render
from companion.core.wording import phrase_in
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table

WORKERS = "Water Frame 5.II.2.2"
WAREHOUSE = "Player's Book 1.4"


def w(hire=(), fire=(), warehouse=None):
    main = {"action": "workers", "hire": list(hire), "fire": list(fire)}
    if warehouse is not None:
        main["warehouse"] = warehouse
    return main


def game(p, **kw):
    return turn_table([p, player("harold", cash=10)], **kw)


def marion(**kw):
    kw.setdefault("cash", 40)
    kw.setdefault("factories", [factory("food", rows=((2, 0), (2, 0)))])
    return player("marion", **kw)


def lines(out, code):
    return [e for e in out.ledger if e.code == code]


def said(err):
    return str(err.message), phrase_in(err.message, "de"), err.section


# --- firing -----------------------------------------------------------------------------------------------------


def test_firing_empties_the_rightmost_rows_first_and_their_machines_go_back():
    # rows 2 and 4 hold workers, row 3 none: 2 fired = the 1 of row 4, then the 1 of row 2
    s = game(marion(factories=[factory("food", rows=((2, 0), (1, 1), (0, 0), (1, 1)))]))
    out = act(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 2}]))
    rows = out.state.players[0].factories[0].rows
    assert [(r.workers, r.machines) for r in rows] == [(2, 0), (0, 0), (0, 0), (0, 0)]
    assert out.state.fired == 2
    emptied = lines(out, "arkwright.row_emptied")
    assert [(e.player, e.section, e.params["row"], e.params["machines"]) for e in emptied] == [
        ("marion", WORKERS, 4, 1), ("marion", WORKERS, 2, 1)]
    assert render(emptied[1].code, emptied[1].params) == "row 2 of the food factory has no worker left: 1 machine back to the supply"
    assert render(emptied[0].code, emptied[0].params, "de") == "Reihe 4 der Fabrik für Nahrung hat keinen Arbeiter mehr: 1 Maschine zurück in den Vorrat"
    (fires,) = lines(out, "arkwright.fires_workers")
    assert (fires.player, fires.kind, fires.amount, fires.section) == ("marion", "workers", -2, WORKERS)
    assert render(fires.code, fires.params) == "Marion fires 2 workers from the food factory"
    assert render(fires.code, fires.params, "de") == "Marion entlässt 2 Arbeiter aus der Fabrik für Nahrung"


def test_firing_fewer_than_a_row_holds_stops_in_that_row_and_keeps_its_machines():
    # level I lamps rows hold 3, 3, 3 and 4 (Player's Book 1.3)
    s = game(marion(factories=[factory("lamps", rows=((3, 0), (2, 1), (2, 1), (3, 1)))]))
    out = act(s, "marion", "workers", 4, w(fire=[{"good": "lamps", "count": 1}]))
    rows = out.state.players[0].factories[0].rows
    assert [(r.workers, r.machines) for r in rows] == [(3, 0), (2, 1), (2, 1), (2, 1)]
    assert lines(out, "arkwright.row_emptied") == []
    assert out.state.fired == 1


def test_firing_more_than_the_rows_right_of_the_first_is_refused_in_words():
    s = game(marion(factories=[factory("food", rows=((2, 0), (1, 0)))]))
    err = refused(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 2}]))
    assert (str(err.message), err.section) == ("Marion can fire 1 worker from the food factory: the first row stays active", WORKERS)
    s2 = game(marion(factories=[factory("food", rows=((2, 0), (2, 0), (1, 0)))]))
    err = refused(s2, "marion", "workers", 4, w(fire=[{"good": "food", "count": 4}]))
    assert str(err.message) == "Marion can fire 3 workers from the food factory: the first row stays active"


def test_an_obsolete_factory_adds_that_its_extra_workers_stay():
    s = game(marion(factories=[factory("food", rows=((2, 0),), obsolete_workers=2)]), decade=1790)
    err = refused(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 1}]))
    assert (str(err.message), err.section) == (
        "Marion can fire 0 workers from the food factory: the first row stays active and the extra workers of an obsolete factory stay", WORKERS)


def test_firing_or_hiring_at_a_factory_not_owned_is_refused_under_the_workers_rule():
    s = game(marion())
    for main in (w(fire=[{"good": "lamps", "count": 1}]), w(hire=[{"good": "lamps", "row": 1, "count": 1}])):
        err = refused(s, "marion", "workers", 4, main)
        assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", WORKERS)


# --- hiring -----------------------------------------------------------------------------------------------------


def test_hiring_every_worker_the_job_market_holds_is_allowed():
    s = game(marion(), fired=0, box=80 - 4 - 2)
    assert s.job_market == 2
    out = act(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 2}]))
    assert out.state.job_market == 0 and out.state.players[0].factories[0].rows[2].workers == 2
    (hired,) = lines(out, "arkwright.hires_into")
    assert (hired.player, hired.kind, hired.amount, hired.section) == ("marion", "workers", 2, WORKERS)


def test_hiring_beyond_the_job_market_and_fired_space_is_refused_in_words():
    s = game(marion(), fired=1, box=80 - 4 - 1 - 2)
    assert (s.job_market, s.fired) == (2, 1)
    err = refused(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 2}, {"good": "food", "row": 4, "count": 2}]))
    assert said(err) == (
        "4 workers asked but only 3 can be hired (job market 2, fired space 1 once the job market is empty)",
        "4 Arbeiter verlangt, aber nur 3 können angeheuert werden (Arbeitsmarkt 2, Feld der Entlassenen 1, sobald der Arbeitsmarkt leer ist)",
        "Player's Book 1.1 Job Market")


def test_a_full_row_has_no_room_and_says_which_row():
    s = game(marion())  # food row 2 holds its 2 workers already
    err = refused(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 2, "count": 1}]))
    assert said(err) == ("row 2 of the food factory has 0 free spaces, not 1",
                         "Reihe 2 der Fabrik für Nahrung hat 0 freie Felder, nicht 1", WORKERS)


def test_no_hiring_into_a_row_fired_from_is_said_with_the_row():
    s = game(marion())
    err = refused(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 1}], hire=[{"good": "food", "row": 2, "count": 1}]))
    assert said(err) == ("row 2 of the food factory was fired from in this action; no hiring into it",
                         "aus Reihe 2 der Fabrik für Nahrung wurde in dieser Aktion entlassen; kein Anheuern dorthin", WORKERS)


def test_last_round_marker_worker_line_and_a_good_not_yet_active():
    # 1810, cycle 3: food and clothes were produced this decade, cutlery (the third good) is not yet
    s = game(marion(factories=[factory("food", rows=((2, 0),)), factory("cutlery", rows=((2, 0),))]), decade=1810, cycle=3)
    out = act(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 2, "count": 1}, {"good": "cutlery", "row": 2, "count": 1}]))
    food, cutlery = out.state.players[0].factories
    assert food.marker_worker and not cutlery.marker_worker
    (line,) = lines(out, "arkwright.last_round_marker_worker")
    assert (line.player, line.section, line.params["good"]) == ("marion", WORKERS, "food")


def test_spinning_jenny_last_round_refusal_in_words():
    s = game(marion(), version="spinning_jenny", decade=1790, cycle=2)
    err = refused(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 1}]))
    assert said(err) == ("last round: no hiring into the food factory, whose good was already active",
                         "letzte Runde: kein Anheuern in die Fabrik für Nahrung, deren Ware schon aktiv war", "Spinning Jenny 5.II.2.2")


def test_with_the_manager_a_price_changes_where_workers_were_fired_or_hired():
    # Player's Book 3.2 Manager: a price adjustment only in factories where the main action had an effect
    from tests.games.arkwright.self_actor.helpers import game as self_actor_game, marion as self_actor_marion

    p = self_actor_marion(tiles=["manager"], factories=[factory("food", price=6, rows=((1, 0), (1, 0))),
                                                        factory("clothes", price=7, rows=((1, 0),))])
    price = {"type": "price_adjustment", "prices": {"food": 5, "clothes": 8}}
    out = act(self_actor_game(p), "marion", "workers", 4, w(fire=[{"good": "food", "count": 1}], hire=[{"good": "clothes", "row": 2, "count": 1}]), price)
    food, clothes = out.state.players[0].factories[:2]
    assert (food.price, clothes.price) == (5, 8)


# --- the large warehouse ------------------------------------------------------------------------------------------


def clothes(price):
    """Level I clothes (quality 9) at £9 has appeal 0; a dearer price needs a level IV factory (quality 15) with
    quality markers and distribution enough to keep its appeal at 0 (Water Frame 5.II.2.1: appeal never below 0)."""
    if price == 9:
        return factory("clothes", price=9, rows=((2, 0),))
    return factory("clothes", level=4, price=price, quality=price - 15 - 4, distribution=4, rows=((2, 0),))


def stocked(goods, stored=None, price=9, tiles=("small_warehouse",)):
    """Marion with a clothes column and row 1 worker (2 warehouse workers) and clothes in the large warehouse; the
    clothes factory's price is £9 unless told."""
    p = marion(tiles=list(tiles), factories=[factory("food", rows=((2, 0),)), clothes(price)])
    p.warehouse.columns = ["clothes"]
    p.warehouse.rows = [True, False]
    p.warehouse.goods = {"clothes": goods}
    p.stored = dict(stored or {})
    return p


def to_food_column(p):
    """Both warehouse workers move to the food column and row 2: clothes room 0 + 2 = 2 of 8 before."""
    return act(game(p), "marion", "workers", 4, w(warehouse={"rows": [False, True], "columns": ["food"]}))


def test_moving_the_warehouse_workers_says_their_new_rows_and_columns():
    out = to_food_column(stocked(2))
    wh = out.state.players[0].warehouse
    assert (wh.rows, wh.columns, wh.goods) == ([False, True], ["food"], {"clothes": 2})
    (line,) = lines(out, "arkwright.moves_warehouse_workers")
    assert (line.player, line.section, line.params["rows"], line.params["columns"]) == ("marion", WORKERS, joined([2]), joined(["food"]))
    assert render(line.code, line.params, "de") == "Marion versetzt die Lagerarbeiter: Reihen 2, Spalten Nahrung"


def test_goods_without_room_go_to_the_small_warehouse_as_far_as_its_five_spaces_allow():
    # 5 clothes, room for 2: 3 too many; the small warehouse holds 3 already, so 2 move and 1 is lost
    out = to_food_column(stocked(5, stored={"food": 2, "clothes": 1}))
    p = out.state.players[0]
    assert p.warehouse.goods == {"clothes": 2} and p.stored == {"food": 2, "clothes": 3}
    (moved,) = lines(out, "arkwright.large_to_small_warehouse")
    assert (moved.player, moved.section, moved.params["count"]) == ("marion", WORKERS, 2)
    (lost,) = lines(out, "arkwright.loses_warehouse_room")
    assert (lost.player, lost.kind, lost.amount, lost.section, lost.params["count"]) == ("marion", "goods", -1, WORKERS, 1)
    assert render(lost.code, lost.params) == "Marion loses 1 clothes: the warehouse workers no longer open room for them"


def test_the_price_scale_right_of_the_price_limits_what_the_small_warehouse_takes():
    # clothes price £24: one space right of it up to £25, so 1 of the 3 moves and 2 are lost
    out = to_food_column(stocked(5, price=24))
    p = out.state.players[0]
    assert p.stored == {"clothes": 1}
    (lost,) = lines(out, "arkwright.loses_warehouse_room")
    assert (lost.amount, lost.params["count"]) == (-2, 2)


def test_a_full_small_warehouse_takes_nothing_and_one_extra_good_that_fits_is_not_lost():
    out = to_food_column(stocked(3, stored={"food": 5}))
    assert out.state.players[0].stored == {"food": 5}
    assert lines(out, "arkwright.large_to_small_warehouse") == []
    assert [e.amount for e in lines(out, "arkwright.loses_warehouse_room")] == [-1]
    out = to_food_column(stocked(3))
    assert out.state.players[0].stored == {"clothes": 1}
    assert lines(out, "arkwright.loses_warehouse_room") == []


def test_warehouse_layout_refusals_in_words():
    p = stocked(0)
    s = game(p)
    err = refused(s, "marion", "workers", 4, w(warehouse={"rows": [True], "columns": ["clothes"]}))
    assert said(err) == ("the large warehouse has 2 rows", "das große Lager hat 2 Reihen", WAREHOUSE)
    err = refused(s, "marion", "workers", 4, w(warehouse={"rows": [False, False], "columns": ["food", "food"]}))
    assert said(err) == ("one worker per warehouse column", "ein Arbeiter je Lagerspalte", WAREHOUSE)
    err = refused(s, "marion", "workers", 4, w(warehouse={"rows": [True, True], "columns": ["food"]}))
    assert said(err) == ("Marion has 2 warehouse workers to move, not 3; new ones are hired",
                         "Marion hat 2 Lagerarbeiter zu versetzen, nicht 3; neue werden angeheuert", WORKERS)


def test_spinning_jenny_refuses_warehouse_workers_in_words():
    s = game(marion(), version="spinning_jenny", decade=1770)
    for main in (w(warehouse={"rows": [False, False], "columns": []}), w(hire=[{"warehouse": "column", "good": "food"}])):
        err = refused(s, "marion", "workers", 4, main)
        assert said(err) == ("Spinning Jenny has no large warehouse", "Spinning Jenny hat kein großes Lager", WAREHOUSE)


def test_hiring_into_the_warehouse_refusals_in_words():
    s = game(stocked(0))
    err = refused(s, "marion", "workers", 4, w(hire=[{"warehouse": "row", "row": 3}]))
    assert said(err) == ("the large warehouse has 2 rows", "das große Lager hat 2 Reihen", WAREHOUSE)
    err = refused(s, "marion", "workers", 4, w(hire=[{"warehouse": "row", "row": 1}]))
    assert said(err) == ("warehouse row 1 already has its worker", "Lagerreihe 1 hat schon ihren Arbeiter", WAREHOUSE)
    err = refused(s, "marion", "workers", 4, w(hire=[{"warehouse": "column", "good": "clothes"}]))
    assert said(err) == ("the clothes column of the warehouse already has its worker", "die Lagerspalte Kleidung hat schon ihren Arbeiter", WAREHOUSE)
    out = act(s, "marion", "workers", 4, w(hire=[{"warehouse": "row", "row": 2}]))
    assert out.state.players[0].warehouse.rows == [True, True]
