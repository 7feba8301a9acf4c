"""`companion act` and `companion actions` on files, end to end."""

from __future__ import annotations

import json

from companion.cli import main
from companion.games.arkwright.state import ArkwrightState
from tests.games.arkwright.actions.helpers import Mat, factory, player, turn_table


def write_state(tmp_path, state):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.model_dump(mode="json")))
    return path


def game():
    p = player("marion", cash=40, factories=[factory("food", rows=((2, 0),))], tiles=["inventor"])
    return turn_table([p, player("harold", cash=10)], decade=1800, mat=Mat(tiles=["office"]))


def test_act_writes_the_new_state_and_prints_the_ledger(tmp_path, capsys):
    state = write_state(tmp_path, game())
    action = tmp_path / "a.json"
    action.write_text(json.dumps({"player": "marion", "marker": "factory", "row": 6,
                                  "main": {"action": "factory", "steps": [{"do": "modernize", "good": "food", "to": 3}]},
                                  "additional": {"type": "price_adjustment", "prices": {"food": 9}}}))
    assert main(["act", str(state), str(action)]) == 0
    out = capsys.readouterr().out
    assert "modernizes the food factory to level 3" in out and "Water Frame 5.II.2.1" in out
    new = ArkwrightState.model_validate_json((tmp_path / "game.after-action.json").read_text())
    assert new.players[0].cash == 40 - 6 - 22 and new.players[0].factories[0].price == 9 and new.acted == 1


def test_act_refuses_naming_the_rule_exit_2_nothing_written(tmp_path, capsys):
    state = write_state(tmp_path, game())
    action = tmp_path / "a.json"
    action.write_text(json.dumps({"player": "marion", "marker": "quality", "row": 4, "main": {"action": "quality", "levels": {"food": 1}}}))
    assert main(["act", str(state), str(action)]) == 2
    err = capsys.readouterr().err
    assert "forfeit" in err and "Water Frame 5.II.1" in err and "Traceback" not in err
    assert not (tmp_path / "game.after-action.json").exists()


def test_act_refuses_the_wrong_player_and_malformed_actions(tmp_path, capsys):
    state = write_state(tmp_path, game())
    action = tmp_path / "a.json"
    action.write_text(json.dumps({"player": "harold", "marker": "workers", "row": 4}))
    assert main(["act", str(state), str(action)]) == 2
    assert "Marion's turn" in capsys.readouterr().err
    action.write_text(json.dumps({"player": "marion", "marker": "workers", "row": 4, "main": {"action": "workers", "hire": [{"good": "food"}]}}))
    assert main(["act", str(state), str(action)]) == 2
    assert "row" in capsys.readouterr().err
    assert not (tmp_path / "game.after-action.json").exists()


def test_act_asks_the_inventor_question_and_writes_nothing(tmp_path, capsys):
    state = write_state(tmp_path, game().model_copy(update={"decade": 1780}))
    action = tmp_path / "a.json"
    action.write_text(json.dumps({"player": "marion", "marker": "factory", "row": 2,
                                  "main": {"action": "factory", "steps": [{"do": "modernize", "good": "food", "to": 3}]}}))
    assert main(["act", str(state), str(action)]) == 3
    assert "inventor:1" in capsys.readouterr().err
    assert not (tmp_path / "game.after-action.json").exists()


def test_actions_lists_costs_and_reasons(tmp_path, capsys):
    s = game().model_copy(update={"bureaucracy": True})
    state = write_state(tmp_path, s)
    assert main(["actions", str(state), "marion"]) == 0
    out = capsys.readouterr().out
    assert "quality marker on £6: £6; 1 quality level for food; then a price adjustment" in out
    assert "[not possible: Bureaucracy blocks the £2 row" in out
    assert "take the Office tile" in out
    assert main(["actions", str(state), "harold", "--json"]) == 0
    options = json.loads(capsys.readouterr().out)
    assert options and all(not o["legal"] for o in options if o["kind"] == "marker")
    assert all("Marion's turn" in o["reason"] for o in options if o["kind"] == "marker")
