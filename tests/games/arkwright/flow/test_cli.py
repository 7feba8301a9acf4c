"""The commands: `companion new arkwright`, `companion prep`, `companion resolve economy|end-of-round|event|end-of-game`."""

import json

from companion.cli import main
from tests.games.arkwright.factories import factory, player, table


def read(path):
    return json.loads(path.read_text())


def test_new_predetermined_game_then_an_economy_phase(tmp_path, capsys):
    state = tmp_path / "s.json"
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red,Cy:green", "--out", str(state)]) == 0
    data = read(state)
    assert data["phase"] == "economy" and [p["id"] for p in data["players"]] == ["ann", "bob", "cy"]
    assert "Ann pays £17 for the food and clothes factories" in capsys.readouterr().out
    # the marker is asked for, nothing is written
    assert main(["resolve", "economy", str(state)]) == 3
    err = capsys.readouterr().err
    assert '"economy_marker:1770:1"' in err and "[1, 3]" in err
    assert not (tmp_path / "s.after-economy.json").exists()
    marker = tmp_path / "marker.json"
    marker.write_text('{"importer": 1, "workers": 3}')
    assert main(["resolve", "economy", str(state), "--decisions", str(marker)]) == 0
    after = read(tmp_path / "s.after-economy.json")
    assert after["phase"] == "actions" and after["importers"]["food"] == 1


def test_new_game_questions_and_errors(tmp_path, capsys):
    out = tmp_path / "s.json"
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red,Cy:green,Di:yellow", "--out", str(out)]) == 3
    assert '"foreman:di"' in capsys.readouterr().err and not out.exists()
    answers = tmp_path / "setup.json"
    answers.write_text('{"answers": {"foreman:di": "lamps"}}')
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red,Cy:green,Di:yellow", "--setup", str(answers), "--out", str(out)]) == 0
    assert read(out)["players"][3]["foreman"] == "lamps"
    assert main(["new", "arkwright", "--players", "Ann", "--out", str(tmp_path / "x.json")]) == 2
    assert "Name:colour" in capsys.readouterr().err
    assert main(["new", "arkwright", "--players", "Ann:red,Bob:blue", "--free", "--out", str(tmp_path / "x.json")]) == 2
    assert "mat" in capsys.readouterr().err and not (tmp_path / "x.json").exists()


def test_free_set_up_through_prep_steps(tmp_path, capsys):
    setup = tmp_path / "table.json"
    setup.write_text(json.dumps({"mat": {"1": ["machinery_light"], "2": ["quality_light"]}, "pick_markers": ["quality_light", "distribution_light"]}))
    s0 = tmp_path / "s0.json"
    assert main(["new", "arkwright", "--version", "spinning_jenny", "--players", "Ann:red,Ann:blue", "--free", "--setup", str(setup), "--out", str(s0)]) == 0
    assert [p["id"] for p in read(s0)["players"]] == ["ann", "ann-2"]
    steps = [
        ("factory", '{"player": "ann", "good": "food", "price": 6}'),
        ("factory", '{"player": "ann-2", "good": "clothes", "price": 6}'),
        ("factory", '{"player": "ann-2", "good": "lamps", "price": 9}'),
        ("factory", '{"player": "ann", "good": "cutlery", "price": 8}'),
        ("shares", '{"player": "ann-2", "take": "marker:quality_light"}'),
        ("shares", '{"player": "ann", "take": "marker:distribution_light"}'),
        ("pay", None),
    ]
    path = s0
    for i, (step, entry) in enumerate(steps):
        nxt = tmp_path / f"s{i + 1}.json"
        assert main(["prep", step, str(path), *([entry] if entry else []), "--out", str(nxt)]) == 0, capsys.readouterr().err
        path = nxt
    assert read(path)["phase"] == "economy" and read(path)["decade"] == 1770
    # a step out of turn: a clear error, nothing written
    assert main(["prep", "factory", str(s0), '{"player": "ann-2", "good": "food", "price": 6}', "--out", str(tmp_path / "bad.json")]) == 2
    assert "Ann's turn" in capsys.readouterr().err and not (tmp_path / "bad.json").exists()


def test_resolve_end_of_round_event_and_end_of_game(tmp_path, capsys):
    players = [player("ann", cash=30, factories=[factory("food", rows=((2, 0),))]), player("bob", cash=20), player("cy", cash=10)]
    s = table(players, phase="end_of_round", cycle=4, decade=1770)
    state = tmp_path / "r.json"
    state.write_text(json.dumps(s.model_dump(mode="json")))
    assert main(["resolve", "event", str(state)]) == 3
    assert '"event:1770"' in capsys.readouterr().err
    decisions = tmp_path / "d.json"
    decisions.write_text(json.dumps({"event": "royal_society", "answers": {"start_player:1770": "bob"}}))
    assert main(["resolve", "end-of-round", str(state), "--decisions", str(decisions), "--out", str(tmp_path / "n.json")]) == 0
    after = read(tmp_path / "n.json")
    capsys.readouterr()
    assert after["players"][0]["cash"] == 34 and after["decade"] == 1780 and after["start_player"] == 1
    end = table([player("ann", cash=40, shares=10, share_space=20), player("bob")], phase="end_of_game", decade=1810, cycle=4)
    state = tmp_path / "e.json"
    state.write_text(json.dumps(end.model_dump(mode="json")))
    decisions.write_text('{"final:ann:buy": 2}')
    assert main(["resolve", "end-of-game", str(state), "--decisions", str(decisions), "--json"]) == 0
    ledger = json.loads(capsys.readouterr().out)
    assert any((line["code"], line["params"]) == ("arkwright.buys_shares_cash", {"name": "Ann", "count": 2, "price": 15}) for line in ledger)
    final = read(tmp_path / "e.after-end-of-game.json")
    assert final["phase"] == "game_over" and final["players"][0]["shares"] == 12
    # the wrong phase: exit 2, no file
    assert main(["resolve", "economy", str(state), "--out", str(tmp_path / "no.json")]) == 2
    assert "economy phase" in capsys.readouterr().err and not (tmp_path / "no.json").exists()
