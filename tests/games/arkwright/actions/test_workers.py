"""The workers action (Water Frame 5.II.2.2, Spinning Jenny 5.II.2.2, Player's Book 1.4)."""

from __future__ import annotations

from companion.core.ledger import total
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table


def w(hire=(), fire=(), warehouse=None):
    main = {"action": "workers", "hire": list(hire), "fire": list(fire)}
    if warehouse is not None:
        main["warehouse"] = warehouse
    return main


def marion(**kw):
    kw.setdefault("cash", 40)
    kw.setdefault("factories", [factory("food", rows=((2, 0), (2, 0))), factory("lamps", rows=((3, 0),))])
    return player("marion", **kw)


def game(p, **kw):
    return turn_table([p, player("harold", cash=10)], **kw)


def test_hire_into_rows_from_the_job_market():
    s = game(marion())
    out = act(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 2}, {"good": "lamps", "row": 2, "count": 3}]))
    food, lamps = out.state.players[0].factories
    assert food.rows[2].workers == 2 and lamps.rows[1].workers == 3
    assert out.state.job_market == s.job_market - 5
    assert total(out.ledger, "marion", "workers") == 5


def test_hiring_beyond_the_row_or_the_workers_available_is_refused():
    s = game(marion())
    refused(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 3}]), match="2 free space")
    s2 = game(marion(), fired=0, box=s.job_market - 1)
    assert s2.job_market == 1
    refused(s2, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 2}]), match="only 1 can be hired")


def test_fired_space_only_once_the_market_is_empty():
    s = game(marion(), fired=3, box=80 - 7 - 3 - 1)
    assert s.job_market == 1
    out = act(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 2}]))
    assert out.state.job_market == 0 and out.state.fired == 2


def test_fire_from_the_rightmost_row_never_the_first():
    p = marion(factories=[factory("food", rows=((2, 0), (1, 1), (2, 0)))])
    s = game(p)
    out = act(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 3}]))
    rows = out.state.players[0].factories[0].rows
    assert [(r.workers, r.machines) for r in rows[:3]] == [(2, 0), (0, 0), (0, 0)]  # the lone machine returns with its row
    assert out.state.fired == 3
    refused(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 4}]), match="first row stays")


def test_obsolete_extra_workers_are_never_fired():
    s = game(marion(factories=[factory("food", rows=((2, 0),), obsolete_workers=2)]), decade=1790)
    refused(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 1}]), match="obsolete")


def test_no_hiring_into_a_row_just_fired_from():
    s = game(marion())
    refused(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 1}], hire=[{"good": "food", "row": 2, "count": 1}]), match="fired from in this action")
    out = act(s, "marion", "workers", 4, w(fire=[{"good": "food", "count": 1}], hire=[{"good": "lamps", "row": 2, "count": 1}]))
    assert out.state.players[0].workers == s.players[0].workers


def test_warehouse_column_worker_opens_five_clothes():
    s = game(marion())
    out = act(s, "marion", "workers", 4, w(hire=[{"warehouse": "column", "good": "clothes"}, {"warehouse": "row", "row": 1}]))
    wh = out.state.players[0].warehouse
    assert wh.columns == ["clothes"] and wh.rows == [True, False]
    from companion.games.arkwright.table_checks import warehouse_capacity
    assert warehouse_capacity(out.state.board, out.state.players[0], "clothes") == 5 + 3
    refused(out.state.model_copy(update={"acted": 0}), "marion", "workers", 4, w(hire=[{"warehouse": "row", "row": 1}]), match="already has its worker")


def test_moving_warehouse_workers_loses_goods_without_room():
    p = marion()
    p.warehouse.columns = ["clothes"]
    p.warehouse.goods = {"clothes": 5}
    s = game(p)
    out = act(s, "marion", "workers", 4, w(warehouse={"rows": [True, False], "columns": []}))
    wh = out.state.players[0].warehouse
    assert wh.rows == [True, False] and wh.columns == [] and wh.goods == {"clothes": 3}
    assert total(out.ledger, "marion", "goods") == -2
    refused(s, "marion", "workers", 4, w(warehouse={"rows": [True, True], "columns": []}), match="1 warehouse worker")


def test_last_round_water_frame_marks_the_factory():
    s = game(marion(), decade=1810, cycle=3)
    out = act(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 1}, {"good": "lamps", "row": 2, "count": 1}]))
    food, lamps = out.state.players[0].factories
    assert food.marker_worker and not lamps.marker_worker


def test_last_round_spinning_jenny_forbids_the_hiring():
    s = game(marion(), version="spinning_jenny", decade=1790, cycle=2)
    refused(s, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 1}]), match="already active")
    out = act(s, "marion", "workers", 4, w(hire=[{"good": "lamps", "row": 2, "count": 1}]))
    assert out.state.players[0].factories[1].rows[1].workers == 1


def test_spinning_jenny_has_no_large_warehouse():
    s = game(marion(), version="spinning_jenny", decade=1770)
    refused(s, "marion", "workers", 4, w(hire=[{"warehouse": "row", "row": 1}]), match="no large warehouse")


def test_one_worker_asked_of_an_empty_job_market_is_said_by_count():
    s = game(marion())
    empty = game(marion(), fired=0, box=s.job_market)
    assert empty.job_market == 0
    refused(empty, "marion", "workers", 4, w(hire=[{"good": "food", "row": 3, "count": 1}]), match="^1 worker asked but only 0 can be hired")
