"""`companion advise`: the table of prices on the command line, and its plain refusals."""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.games.arkwright.production.advisor import advise
from tests.games.arkwright.production.test_examples import marion_and_harold_clothes
from tests.games.arkwright.production.test_properties import production_tables
from hypothesis import HealthCheck, assume, given, settings


def _write(tmp_path, state):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state.model_dump(mode="json")))
    return str(path)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(state=production_tables())
def test_advise_prints_every_legal_price_with_the_current_one_marked(state, tmp_path, capsys):
    good = state.active_good
    seller = next((p for p in state.players if p.factory(good) is not None), None)
    assume(seller is not None)
    advice = advise(state, seller.id, good)
    assert main(["advise", _write(tmp_path, state), seller.name, good]) == 0
    out = capsys.readouterr().out
    for line in advice.lines:
        assert line.words() in out
    current = next(row for row in out.splitlines() if row.strip().startswith(f"£{seller.factory(good).price}:"))
    assert "now" in current


def test_advise_json_gives_the_best_prices(tmp_path, capsys):
    state = marion_and_harold_clothes()
    assert main(["advise", _write(tmp_path, state), "marion", "clothes", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["best_revenue"] == advise(state, "marion", "clothes").best_revenue.price
    assert [line["price"] for line in data["lines"]] == list(range(5, 12))  # appeal 11 - price >= 0


@pytest.mark.parametrize("args, words", [
    (["Nobody", "clothes"], "no player 'Nobody'"),
    (["Marion", "gold"], "no good 'gold'"),
    (["Marion", "food"], "Marion has no food factory"),
])
def test_advise_refuses_in_one_plain_line(tmp_path, capsys, args, words):
    assert main(["advise", _write(tmp_path, marion_and_harold_clothes()), *args]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0] and "Traceback" not in err[0]


def test_advise_honours_the_decisions_files_demand_as_resolve_production_does(tmp_path, capsys):
    # Water Frame 5.III.1 example: with demand 7 on the job market Marion sells 3 clothes at £7 for £21
    state = _write(tmp_path, marion_and_harold_clothes())
    decisions = tmp_path / "decisions.json"
    decisions.write_text(json.dumps({"demand": 7}))
    assert main(["advise", state, "marion", "clothes", "--decisions", str(decisions)]) == 0
    out = capsys.readouterr().out
    assert "demand 7" in out.splitlines()[0]
    assert any(row.strip().startswith("£7: appeal 4, sells 3 of 3, +£21") for row in out.splitlines())
    assert main(["resolve", "production", state, "--decisions", str(decisions), "--json",
                 "--out", str(tmp_path / "after.json")]) == 0
    resolved = json.loads(capsys.readouterr().out)
    sales = [e for e in resolved if e["player"] == "marion" and e["code"] == "arkwright.sells"]
    assert sum(e["amount"] for e in sales) == 21


def test_advise_with_an_action_reads_the_table_after_it(tmp_path, capsys):
    # Water Frame 5.II.2.4: the quality level bought in the action raises the appeal at every price by 1
    from tests.games.arkwright.production.test_advisor import _actions_table

    table = _actions_table()
    before = advise(table, "marion", "food")
    action = tmp_path / "action.json"
    action.write_text(json.dumps({"player": "marion", "marker": "quality", "row": 6,
                                  "main": {"action": "quality", "levels": {"food": 1}},
                                  "additional": {"type": "price_adjustment", "prices": {"food": 6}}}))
    assert main(["advise", _write(tmp_path, table), "Marion", "food", "--with", str(action)]) == 0
    rows = capsys.readouterr().out.splitlines()
    six = next(row for row in rows if row.strip().startswith("£6:"))
    assert six.strip().startswith(f"£6: appeal {before.line(6).appeal + 1},") and "now" in six
