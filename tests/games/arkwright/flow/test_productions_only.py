"""A game of productions only: the table as it stands, then its production phases (Water Frame 5.III).

Each production resolved this way must be the production of a mirrored game on the same table:
the same questions, the same ledger, the same companies after it. The mirrored table is built by
the test helpers (every worker not placed on the job market, or the box to match the job market).
"""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.core.errors import InputError
from companion.games.arkwright import jobmarket
from companion.games.arkwright.flow.productions import PLAYER_FIELDS, table_of
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.state import ArkwrightState, LargeWarehouse, Player
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import assert_balanced, lines, said

NO_IMPORTER = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}


def numbers(p: Player) -> dict:
    """A company's numbers as the table gives them to the set-up."""
    data = p.model_dump(mode="json")
    return {k: data[k] for k in PLAYER_FIELDS}


def start(players: list[Player], good: str, demand: int, importer: int = 0, **kw) -> ArkwrightState:
    seats = [{"id": p.id, "name": p.name, "color": p.color} for p in players]
    entry = {"kind": "new_game", "seats": seats, "productions_only": True, **kw,
             "table": {"good": good, "demand": demand, "importer": importer, "players": [numbers(p) for p in players]}}
    out = PACK.start(entry)
    assert out.pending is None
    return out.state


def mirrored(players: list[Player], good: str, quick: ArkwrightState, importer: int = 0) -> ArkwrightState:
    """The same table in a mirrored game: the job market holding as many workers as the quick game's."""
    employed = sum(p.workers for p in players)
    cycle = ["food", "clothes", "cutlery", "lamps"].index(good) + 1
    return table(players, cycle=cycle, importers={**NO_IMPORTER, good: importer}, box=80 - employed - quick.job_market,
                 board_revision=quick.board_revision)


def resolved(state: ArkwrightState, answers: dict | None = None, **kw):
    """Apply the production, answering each question with the given answer or its first option;
    returns the outcome and the questions asked (id, question, option labels)."""
    answers = dict(answers or {})
    asked = []
    while True:
        out = apply(state, {"kind": "production", "answers": answers, **kw})
        if out.pending is None:
            return out, asked
        d = out.pending
        asked.append((d.id, d.question, [o.label for o in d.options]))
        answers[d.id] = d.options[0].value


def line_tuples(out) -> list[tuple]:
    return [(e.player, e.kind, e.amount, e.code, e.params, e.section) for e in out.ledger]


def assert_same_production(players, good, shown, importer=0, answers=None, **kw):
    """`shown`: the demand the job market shows; the production entry's own `demand` (kw) overrides it in both games."""
    quick = start(players, good, shown, importer)
    mirror = mirrored(players, good, quick, importer)
    assert jobmarket.demand(quick.board, quick, good) == shown == jobmarket.demand(mirror.board, mirror, good)
    out_q, asked_q = resolved(quick, answers, **kw)
    out_m, asked_m = resolved(mirror, answers, **kw)
    assert asked_q == asked_m
    assert line_tuples(out_q) == line_tuples(out_m)
    assert [p.model_dump() for p in out_q.state.players] == [p.model_dump() for p in out_m.state.players]
    assert_balanced(quick, out_q)
    return out_q, asked_q


def marion_and_harold():
    """Water Frame 5.III.1: Marion's level I clothes (1+2 goods, appeal 9+0+2-7 = 4); Harold's appeal 3, 3 clothes."""
    return [player("marion", factories=[factory("clothes", 1, price=7, distribution=2, rows=((2, 0), (1, 1)))]),
            player("harold", cash=20, factories=[factory("clothes", 1, price=8, distribution=2, rows=((2, 0), (2, 0)))])]


def test_clothes_example_resolved_as_in_a_mirrored_game():
    # Water Frame 5.III.1-3: demand 7 (importer on 3); Marion sells 3 at £7 = £21, Harold 2 at £8;
    # Marion +4 spaces (2 + 1 + 1), Harold +2; wages at £2: Marion 3 workers and a machine = £7.
    out, asked = assert_same_production(marion_and_harold(), "clothes", 7, importer=3, wage=2)
    assert asked == []
    assert ("arkwright.sells", {"name": "Marion", "count": 3, "good": "clothes", "price": 7, "total": 21}) in said(out, "marion", "cash")
    assert lines(out, "marion", "share_space") == [2, 1, 1] and lines(out, "harold", "share_space") == [2]
    assert lines(out, "marion", "cash") == [21, -7]
    assert (out.state.player("marion").cash, out.state.player("marion").share_space) == (14, 14)


def test_school_question_asked_the_same_way():
    # Water Frame 5.III.1 School example: Harold's level II cutlery, rows 1-3 would make 5; closing row 3 makes 3.
    harold = player("harold", cash=30, tiles=["school"], factories=[factory("cutlery", 2, price=13, rows=((2, 0), (3, 0), (3, 0)))])
    _out, asked = assert_same_production([player("marion"), harold], "cutlery", 3, wage=2, answers={})
    assert asked[0][0] == "school:harold" and asked[0][2][0].startswith("keep all rows: make 5 cutlery")
    out, _ = assert_same_production([player("marion"), harold], "cutlery", 3, wage=2, answers={"school:harold": True})
    assert ("arkwright.factory_makes", {"name": "Harold", "good": "cutlery", "count": 3}) in said(out, "harold")
    assert lines(out, "harold", "cash")[-1] == -10  # the 5 workers of rows 1-2 at £2


def test_lamps_wages_with_foreman_and_workshop():
    # Water Frame 5.III.3: 6 workers and 3 machines at £4: £27; Foreman £19; Foreman and Workshop £17.
    for tiles, kw, cost in (((), {}, 27), (("foreman",), {"foreman": "lamps"}, 19),
                            (("foreman", "workshop"), {"foreman": "lamps", "workshop": "lamps"}, 17)):
        marion = player("marion", cash=40, tiles=list(tiles), factories=[factory("lamps", 1, price=11, rows=((2, 1), (2, 1), (2, 1)))], **kw)
        out, _ = assert_same_production([marion, player("harold")], "lamps", 10, wage=4, demand=0)
        assert lines(out, "marion", "cash") == [-cost]


def test_ship_contract_question_and_54_pounds():
    # Water Frame 5.III.4: a 6-clothes contract on ships of capacity 2 and 4: 6 x £9 = £54, two spaces back.
    marion = player("marion", factories=[factory("clothes", 1, price=9, rows=((2, 0), (2, 0)))],
                    warehouse=LargeWarehouse(columns=["clothes"], goods={"clothes": 3}), ships=[2, 4], ship_crew=1,
                    contracts={"clothes": 6}, share_space=20, cash=10)
    _out, asked = assert_same_production([marion, player("harold"), player("angelica")], "clothes", 2, wage=2, demand=0)
    assert asked[0][0] == "ship:marion:clothes"
    out, _ = assert_same_production([marion, player("harold"), player("angelica")], "clothes", 2, wage=2, demand=0,
                                    answers={"ship:marion:clothes": 6})
    assert ("arkwright.delivers", {"name": "Marion", "count": 6, "good": "clothes", "price": 9, "revenue": 54}) in said(out, "marion", "cash")
    assert out.state.player("marion").share_space == 18


def test_small_warehouse_overflow_question():
    # Water Frame 5.III.5: 2 food and 1 clothes stored, 3 lamps to store: one good goes back.
    marion = player("marion", tiles=["small_warehouse"], stored={"food": 2, "clothes": 1}, cash=30,
                    factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0)))])
    _out, asked = assert_same_production([marion, player("harold")], "lamps", 3, wage=2, demand=0)
    assert [a[0] for a in asked] == ["discard:marion"]
    out, _ = assert_same_production([marion, player("harold")], "lamps", 3, wage=2, demand=0, answers={"discard:marion": {"food": 1}})
    assert out.state.player("marion").stored == {"food": 1, "clothes": 1, "lamps": 3}


def test_charisma_question_asked_the_same_way():
    # Player's Book 1.8 Charisma: at the end of the cycle its owner may return it to name the start player.
    marion = player("marion", cash=10, tiles=["charisma"], factories=[factory("food", 1, price=5, rows=((2, 0),))])
    _out, asked = assert_same_production([marion, player("harold")], "food", 4, wage=2)
    assert [a[0] for a in asked] == ["charisma:start_player:1770:1"]


def test_the_next_production_carries_cash_and_shares_over():
    quick = start(marion_and_harold(), "clothes", 7, importer=3)
    first, _ = resolved(quick, wage=2)
    after = first.state
    assert after.phase == "economy" and after.cycle == 3
    # what moved on the table: Marion's price £7 -> £8; the table produces clothes again in the 1780s
    nxt = apply(after, {"kind": "next_production", "good": "clothes", "decade": 1780, "demand": 7,
                        "changes": [{"path": "players.0.factories.0.price", "value": 8}]})
    s = nxt.state
    assert (s.phase, s.decade, s.active_good, s.importers["clothes"]) == ("production", 1780, "clothes", 3)
    assert [(p.cash, p.share_space) for p in s.players] == [(14, 14), (28, 12)]  # £0+21-7, £20+16-8; 10+4, 10+2
    # a correction's words are kept as data (core/wording.py `kept`): the line in words
    assert ("core.value_corrected", "The price of Marion's clothes factory corrected to £8 (was £7)") in [
        (e.code, e.words()) for e in nxt.ledger]
    second, _ = resolved(s, wage=2)
    assert_balanced(s, second)
    for p in second.state.players:
        assert p.cash == s.player(p.id).cash + sum(lines(second, p.id, "cash"))
        assert p.share_space == s.player(p.id).share_space + sum(lines(second, p.id, "share_space"))
    # the same corrections in a mirrored game give the same second production
    mirror_after = resolved(mirrored(marion_and_harold(), "clothes", quick, 3), wage=2)[0].state
    edited = apply(mirror_after, {"kind": "edit", "changes": [
        {"path": "players.0.factories.0.price", "value": 8}, {"path": "decade", "value": 1780},
        {"path": "cycle", "value": 2}, {"path": "phase", "value": "production"},
        {"path": "job_market", "value": s.job_market}, {"path": "box", "value": s.box}]}).state
    assert line_tuples(resolved(edited, wage=2)[0]) == line_tuples(second)


def test_corrections_are_refused_without_change():
    quick = start(marion_and_harold(), "clothes", 7)
    with pytest.raises(InputError):
        apply(quick, {"kind": "next_production", "good": "clothes", "demand": 7,
                      "changes": [{"path": "players.0.factories.0.price", "value": 40}]})
    with pytest.raises(InputError):
        apply(quick, {"kind": "next_production", "good": "clothes", "demand": 7, "changes": [{"path": "decade", "value": 1800}]})
    with pytest.raises(InputError, match="only the companies' numbers"):
        apply(quick, {"kind": "next_production", "good": "clothes", "demand": 7, "changes": [{"path": "players.0.name", "value": "Eve"}]})
    with pytest.raises(InputError):  # 7 workers employed: the first 7 spaces empty show food 1, 2
        apply(quick, {"kind": "next_production", "good": "food", "demand": 0})


def test_mirroring_keeps_everything():
    quick = start(marion_and_harold(), "clothes", 7, importer=3)
    after = resolved(quick, wage=2)[0].state
    out = apply(after, {"kind": "mirror"})
    m = out.state
    assert m.productions_only is False and m.setup_mode == "productions_only"
    assert m.model_dump(exclude={"productions_only"}) == after.model_dump(exclude={"productions_only"})
    with pytest.raises(InputError):
        apply(m, {"kind": "next_production", "good": "cutlery", "demand": 3})
    # from here on the game is entered as usual: the economy phase of the next cycle
    eco = apply(m, {"kind": "economy", "importer": 1, "workers": 2})
    assert eco.pending is None and eco.state.phase == "actions" and eco.state.importers["cutlery"] == 1


def test_table_of_gives_back_the_table():
    quick = start(marion_and_harold(), "clothes", 7, importer=3)
    t = table_of(quick)
    assert (t.good, t.demand, t.importer, t.decade) == ("clothes", 7, 3, 1770)
    assert [p.cash for p in t.players] == [0, 20]


def test_command_line(tmp_path, capsys):
    setup = tmp_path / "table.json"
    setup.write_text(json.dumps({"table": {"good": "clothes", "demand": 7, "importer": 3,
                                           "players": [numbers(p) for p in marion_and_harold()]}}))
    log = tmp_path / "g.jsonl"
    assert main(["new", "arkwright", "--productions-only", "--players", "Marion:marion,Harold:harold",
                 "--setup", str(setup), "--log", str(log)]) == 0
    assert "productions only: the table as it stands in the 1770s" in capsys.readouterr().out
    prod = tmp_path / "p.json"
    prod.write_text('{"kind": "production", "wage": 2}')
    assert main(["apply", str(log), str(prod)]) == 0
    assert "Marion sells 3 clothes at £7: +£21" in capsys.readouterr().out
    nxt = tmp_path / "n.json"
    nxt.write_text('{"kind": "next_production", "good": "cutlery", "demand": 3}')
    assert main(["apply", str(log), str(nxt)]) == 0
    assert "next production: cutlery in the 1770s (demand 3, importer's appeal 0)" in capsys.readouterr().out


# --- the property: any generated table gives the mirrored game's production --------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from companion.games.arkwright.board import GOODS, base_board  # noqa: E402
from companion.games.arkwright.flow.productions import demand_range, least_demand  # noqa: E402
from tests.games.arkwright.production.test_properties import players as generated_players  # noqa: E402


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.data())
def test_any_table_resolves_as_the_mirrored_game(data):
    board = base_board()
    version = data.draw(st.sampled_from(["water_frame", "water_frame", "spinning_jenny"]))
    expansion = data.draw(st.booleans())
    n = data.draw(st.integers(2, 4))
    good = data.draw(st.sampled_from(GOODS))
    decade = data.draw(st.sampled_from([1770, 1780, 1790]))
    ps = [p.model_copy(update={"jubilee_sale": False}) for p in data.draw(generated_players(n, version, expansion, good))]
    employed = sum(p.workers for p in ps)
    low, high = demand_range(board, good)
    least = least_demand(board, good, employed)
    if employed > 80 or least > high:
        return
    shown = data.draw(st.integers(max(low, least), high))
    importer = data.draw(st.integers(0, 6))
    seats = [{"id": p.id, "name": p.name, "color": p.color} for p in ps]
    entry = {"kind": "new_game", "seats": seats, "productions_only": True, "version": version, "expansion": expansion,
             "table": {"decade": decade, "good": good, "demand": shown, "importer": importer, "players": [numbers(p) for p in ps]}}
    try:
        quick = PACK.start(entry).state
    except InputError:
        return  # a table the box cannot hold (more players with a tile than its copies): refused, nothing made
    mirror = ArkwrightState(version=version, expansion=expansion, players=ps, decade=decade, cycle=GOODS.index(good) + 1,
                            phase="production", job_market=quick.job_market, box=quick.box, importers=quick.importers,
                            luxury=quick.luxury, board_revision=quick.board_revision)
    assert jobmarket.demand(board, quick, good) == shown
    answers: dict = {}
    for _ in range(30):
        out_q = apply(quick, {"kind": "production", "answers": answers})
        out_m = apply(mirror, {"kind": "production", "answers": answers})
        if out_q.pending is None:
            assert out_m.pending is None
            break
        d, e = out_q.pending, out_m.pending
        assert e is not None and (d.id, d.question, [o.label for o in d.options]) == (e.id, e.question, [o.label for o in e.options])
        answers[d.id] = d.options[data.draw(st.integers(0, len(d.options) - 1))].value
    assert line_tuples(out_q) == line_tuples(out_m)
    assert [p.model_dump() for p in out_q.state.players] == [p.model_dump() for p in out_m.state.players]


def test_tables_a_box_cannot_hold_are_refused():
    seats = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    with pytest.raises(InputError, match="Charisma"):  # one Charisma tile in the box (Player's Book 1.8)
        PACK.start({"kind": "new_game", "seats": seats, "productions_only": True,
                    "table": {"good": "food", "demand": 3, "players": [{"tiles": ["charisma"]}, {"tiles": ["charisma"]}]}})
    with pytest.raises(InputError, match="only a game of productions only"):
        PACK.start({"kind": "new_game", "seats": seats, "table": {"good": "food", "demand": 3}})
    with pytest.raises(InputError, match="runs from 0 to"):
        PACK.start({"kind": "new_game", "seats": seats, "productions_only": True, "table": {"good": "lamps", "demand": 99}})
