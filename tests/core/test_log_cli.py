"""Every pack from the command line over a game log: new --log, apply, legal, state, ledger."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.commands.logfile import GameLog
from companion.core.gamelog import FORMAT
from companion.core.registry import get_pack
from tests.core.recorded import FIXTURES

#: one recorded game per pack, played again entry by entry through the command line
GAMES = ["arkwright/spinning_jenny_3p.jsonl", "kanban/mean_sandra_2p.jsonl", "montana/three_players.jsonl",
         "union_stockyards/six_years_3p.jsonl"]


def new_command(pack_id: str, first: dict, log: str, setup_file) -> list[str]:
    """`companion new` for a recorded game's set-up: its seats, its declared options as flags, the rest as --setup."""
    info = get_pack(pack_id)
    seats = first[info.seats_field]
    argv = ["new", pack_id, "--players", ",".join(f"{s['name']}:{s['color']}" for s in seats), "--log", log]
    rest = {k: v for k, v in first.items() if k not in ("kind", info.seats_field)}
    if info.start_field in rest:
        start = rest.pop(info.start_field)
        argv += ["--start", str(start if info.start_by == "index" else [s["id"] for s in seats].index(start))]
    for o in info.options:
        if o.switch:  # a switch left out of the entry is its first choice (off): --no-FLAG when the pack turns it on
            value = rest.pop(o.field, o.choices[0][0])
            if value != o.default:
                argv += [o.flag if value == o.choices[-1][0] else "--no-" + o.flag.removeprefix("--")]
        elif o.flag and o.field in rest and rest[o.field] != o.default:
            argv += [o.flag, str(rest.pop(o.field))]
    for name in [n for n, on in rest.pop("house_rules", {}).items() if on]:
        argv += ["--house-rule", name]
    setup_file.write_text(json.dumps(rest))
    return argv + ["--setup", str(setup_file)]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.split("/")[0])
def test_a_whole_game_of_each_pack_from_the_command_line(game, tmp_path, capsys):
    recorded = GameLog.read(str(FIXTURES / game))
    path = str(tmp_path / "game.jsonl")
    # the set-up as this engine reads it (a log of an older format keeps its old checks, e.g. Kanban's exact_turns)
    first = get_pack(recorded.pack_id).migrate_input(dict(recorded.steps[0].entry), recorded.steps[0].format)
    assert main(new_command(recorded.pack_id, first, path, tmp_path / "setup.json")) == 0, capsys.readouterr().err
    assert f"new log written to {path}" in capsys.readouterr().out
    assert GameLog.read(path).replay().state == recorded.replay(1).state
    for step in recorded.steps[1:]:
        assert main(["apply", path, json.dumps(step.entry)]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert f"entry {len(recorded.steps)} added to {path}" in out

    played = GameLog.read(path)
    assert [s.entry for s in played.steps[1:]] == [s.entry for s in recorded.steps[1:]]
    final = recorded.replay()
    assert main(["state", path]) == 0
    out = capsys.readouterr().out
    shown, end = json.JSONDecoder().raw_decode(out)  # the state as JSON, then (the game is over) the final ranking
    assert shown == final.state.model_dump(mode="json")
    assert out[end:].strip().splitlines()[0] == "Final ranking"
    assert main(["ledger", path, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == [e.model_dump() for e in final.ledger]
    assert main(["state", path, "--at", "1"]) == 0
    assert json.loads(capsys.readouterr().out) == recorded.replay(1).state.model_dump(mode="json")
    capsys.readouterr()
    assert main(["legal", path, final.state.players[0].name]) == 0
    assert capsys.readouterr().out == "the game is over\n"
    assert main(["legal", path, final.state.players[0].name, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert main(["legal", path, "nobody"]) == 2
    assert "no player 'nobody'" in capsys.readouterr().err


def test_a_refused_entry_leaves_the_log_as_it_was(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    assert main(["new", "union_stockyards", "--players", "Ann:red,Bob:blue", "--log", str(path), "--setup",
                 str(FIXTURES.parent / "none.json")]) == 2
    assert "no such file" in capsys.readouterr().err and not path.exists()
    setup = tmp_path / "card.json"
    setup.write_text(json.dumps({"cash": 10, "prices": {"cattle": 8, "hogs": 6, "sheep": 5},
                                 "meat_values": {"cattle": 12, "hogs": 6, "sheep": 3}}))
    assert main(["new", "union_stockyards", "--players", "Ann:red,Bob:blue", "--start", "1", "--log", str(path),
                 "--setup", str(setup)]) == 0
    assert GameLog.read(str(path)).replay().state.first_player == "bob"
    before = path.read_bytes()
    for entry, words in [('{"kind": "sale", "player": "ann", "livestock": "cattle"}', "Phase II"),
                         ('{"kind": "note", "player": "zed", "text": "a sale"}', "zed"),
                         ('{"kind": "fly"}', "unknown entry kind"),
                         ('{"kind": "phase_one", "livestock_added": {"cattle": "lots"}}', "Phase I (markets and Union Spirit): "),
                         ('{"kind": ', "not valid JSON"),
                         ('[1, 2]', "JSON object")]:
        capsys.readouterr()
        assert main(["apply", str(path), entry]) == 2, entry
        err = capsys.readouterr().err
        assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
        assert path.read_bytes() == before
    assert main(["new", "union_stockyards", "--players", "Ann:red,Bob:blue", "--log", str(path), "--setup", str(setup)]) == 2
    assert "already exists" in capsys.readouterr().err and path.read_bytes() == before


def test_a_pending_decision_prints_its_answers_and_the_decisions_file_gives_them(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red,Cy:green", "--log", str(path)]) == 0
    before = path.read_bytes()
    capsys.readouterr()
    assert main(["apply", str(path), '{"kind": "economy"}']) == 3
    err = capsys.readouterr().err
    assert '"economy_marker:1770:1"' in err and "[1, 3]" in err
    assert path.read_bytes() == before
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps({"economy_marker:1770:1": [1, 3]}))
    assert main(["apply", str(path), '{"kind": "economy"}', "--decisions", str(answers)]) == 0
    log = GameLog.read(str(path))
    assert log.steps[-1].entry["answers"] == {"economy_marker:1770:1": [1, 3]}
    assert log.replay().state.phase == "actions"
    capsys.readouterr()
    assert main(["legal", str(path), "ann", "--json"]) == 0
    moves = json.loads(capsys.readouterr().out)
    assert moves and all("legal" in m for m in moves)
    assert main(["legal", str(path), "Ann"]) == 0
    assert capsys.readouterr().out.splitlines() == [m["text"] for m in moves]  # plain words, one move a line


def test_options_belong_to_their_pack(tmp_path, capsys):
    path = tmp_path / "k.jsonl"
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--expansion", "--log", str(path)]) == 2
    assert "--expansion is not an option of Kanban" in capsys.readouterr().err and not path.exists()
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--start", "1", "--log", str(path)]) == 2
    assert "start player" in capsys.readouterr().err and not path.exists()
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--mode", "mean", "--log", str(path)]) == 0
    assert GameLog.read(str(path)).replay().state.mode == "mean"
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue"]) == 2
    assert "--log" in capsys.readouterr().err
    setup = tmp_path / "setup.json"
    for text in ('{"house_rules": ["x"]}', "[1]"):
        setup.write_text(text)
        assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--setup", str(setup), "--log", str(tmp_path / "x.jsonl")]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and not (tmp_path / "x.jsonl").exists()


def test_an_older_entry_in_a_log_is_migrated_as_a_stored_one_and_kept_as_written(tmp_path, capsys):
    """Kanban's format 1 `work` left the Parts provided in other_shifts: read as format 2, the same day."""
    players = [{"id": "ada", "name": "Ada", "color": "yellow"}, {"id": "ben", "name": "Ben", "color": "blue"}]
    edit = {"kind": "edit", "path": "players.1.parts", "value": {"engine": 2}}
    work = {"kind": "work", "player": "ben", "department": "assembly", "workstation_shifts": 3, "parts_used": {"engine": 2}}
    texts = {}
    for fmt, other in ((1, 3), (2, 1)):
        lines = [{"format": FORMAT, "version": 1, "pack": "kanban"},
                 {"seq": 1, "format": 2, "entry": {"kind": "new_game", "players": players}},
                 {"seq": 2, "format": 2, "entry": edit},
                 {"seq": 3, "format": fmt, "entry": {**work, "other_shifts": other}}]
        path = tmp_path / f"v{fmt}.jsonl"
        path.write_text("".join(json.dumps(line) + "\n" for line in lines))
        assert main(["state", str(path)]) == 0, capsys.readouterr().err
        texts[fmt] = (path.read_text(), capsys.readouterr().out)
        assert texts[fmt][0] == "".join(json.dumps(line) + "\n" for line in lines)  # the file is not rewritten
    assert texts[1][1] == texts[2][1]


@pytest.mark.parametrize("text, words", [
    ("", "not a game log"),
    ('{"format": "something else"}\n', "not a game log"),
    (f'{{"format": "{FORMAT}", "version": 9, "pack": "kanban"}}\n', "newer app"),
    (f'{{"format": "{FORMAT}", "version": 1, "pack": "chess"}}\n', "unknown game pack"),
    (f'{{"format": "{FORMAT}", "version": 1, "pack": "kanban"}}\n', "holds no entries"),
    (f'{{"format": "{FORMAT}", "version": 1, "pack": "kanban"}}\n{{"seq": 2, "format": 2, "entry": {{"kind": "note"}}}}\n', "line 2"),
    (f'{{"format": "{FORMAT}", "version": 1, "pack": "kanban"}}\n{{"seq": 1, "format": 2, "entry": {{"kind": "note", "text": "x"}}}}\n',
     "cannot be replayed"),
    (f'{{"format": "{FORMAT}", "version": 1, "pack": "kanban"}}\nnot json\n', "line 2"),
])
def test_a_broken_log_file_is_named_in_one_line(text, words, tmp_path, capsys):
    path = tmp_path / "bad.jsonl"
    path.write_text(text)
    for argv in (["state", str(path)], ["ledger", str(path)], ["legal", str(path), "ann"], ["apply", str(path), '{"kind": "note", "text": "x"}']):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert words in err and len(err.strip().splitlines()) == 1, err
    assert path.read_text() == text


def test_at_outside_the_log_is_refused(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    assert main(["new", "montana", "--players", "Red:red,Blue:blue", "--log", str(path)]) == 0
    for at in ("0", "2", "-1"):
        assert main(["state", str(path), "--at", at]) == 2
        assert "entries 1 to 1" in capsys.readouterr().err


scalars = st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=8)
json_values = scalars | st.lists(scalars, max_size=3) | st.dictionaries(st.text(max_size=6), scalars | st.lists(scalars, max_size=2),
                                                                        max_size=3)
header = st.fixed_dictionaries({"format": st.just(FORMAT), "version": st.sampled_from([1, 0, 2, True, "1"]),
                                "pack": st.sampled_from(["kanban", "montana", ["kanban"], None])})
line = st.fixed_dictionaries({"seq": st.sampled_from([1, 2, True, "1"]), "format": st.sampled_from([1, 2, 3, -1, False]),
                              "entry": json_values | st.fixed_dictionaries({"kind": st.sampled_from(["new_game", "note", "work"])})})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(header | line | json_values, max_size=4))
def test_no_log_file_gives_a_traceback(lines, tmp_path_factory, capsys):
    path = tmp_path_factory.mktemp("fuzz") / "game.jsonl"
    text = "".join(json.dumps(x) + "\n" for x in lines)
    path.write_text(text)
    for argv in (["state", str(path)], ["apply", str(path), '{"kind": "note", "text": "x"}']):
        code = main(argv)
        err = capsys.readouterr().err
        assert code in (0, 2) and "Traceback" not in err
        assert code == 0 or len(err.strip().splitlines()) == 1
    if path.read_text() != text:  # only a log that replays gains the note, after the entries it had
        log = GameLog.read(str(path))
        assert [s.entry for s in log.steps] == [row["entry"] for row in lines[1:]] + [{"kind": "note", "text": "x"}]
