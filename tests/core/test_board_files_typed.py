"""Every value from outside goes through the board's strict model: board files, board corrections, kept values.

The hostile board files of issue 24 were kept ("3" for a wage, "yes", "false"
and 0 for yes/no values, "6" for years, a daily shift cap of 2,000,000, a
Montana minimum above its maximum, "version": true, a 3 MB value echoed whole);
each is refused here in one short sentence, with this device's values as they
were, and a file that imports is one a new game of its pack accepts.
"""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.core.boxcheck import pack_board
from companion.core.text import EXCERPT
from companion import kept as corrections

KIND = "companion board file"


@pytest.fixture
def device(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    return tmp_path


def board_file(pack: str, values: dict, **head) -> dict:
    return {"kind": KIND, "version": 1, "pack": pack, "values": values, **head}


HOSTILE = {
    "wage as text": board_file("arkwright", {"job_market.0.wage": "3"}),
    "yes for a yes/no": board_file("arkwright", {"tiles.0.star": "yes"}),
    "false as text": board_file("arkwright", {"tiles.0.star": "false"}),
    "0 for a yes/no": board_file("arkwright", {"tiles.0.star": 0}),
    "true for a number": board_file("arkwright", {"job_market.0.wage": True}),
    "3.0 for a whole number": board_file("arkwright", {"job_market.0.wage": 3.0}),
    "years as text": board_file("union_stockyards", {"numbers.years": "6"}),
    "a yes/no as text": board_file("union_stockyards", {"spaces.0.livestock": "false"}),
    "shift cap of two million": board_file("kanban", {"numbers.daily_shift_cap": 2_000_000}),
    "minus two million": board_file("kanban", {"numbers.daily_shift_cap": -2_000_000}),
    "fewest players above the most": board_file("montana", {"numbers.min_players": 5}),
    "union min players above max": board_file("union_stockyards", {"numbers.min_players": 5}),
    "version true": board_file("montana", {"numbers.min_players": 3}, version=True),
    "version as text": board_file("montana", {"numbers.min_players": 3}, version="1"),
    "revision true": board_file("montana", {"numbers.min_players": 3}, revision=True),
    "revision zero": board_file("montana", {"numbers.min_players": 3}, revision=0),
    "an unknown field": board_file("montana", {"numbers.min_players": 3}, extra="x"),
    "a list for a number": board_file("arkwright", {"job_market.0.wage": [3]}),
    "a number for a list": board_file("arkwright", {"factories.0.goods": 4}),
    "text in a list": board_file("arkwright", {"factories.0.goods": [1, "2", 1, 0]}),
    "a 3 MB text": board_file("arkwright", {"tiles.0.name": "x" * 3_000_000}),
    "a control character": board_file("arkwright", {"tiles.0.name": "Agent\x1b[31m"}),
    "pack as a number": {"kind": KIND, "version": 1, "pack": 3, "values": {"numbers.min_players": 3}},
    "values as a list": {"kind": KIND, "version": 1, "pack": "montana", "values": [["numbers.min_players", 3]]},
    "an unknown value": board_file("montana", {"numbers.nothing": 3}),
}


def device_files(device) -> dict:
    folder = device / "data"
    return {p.name: p.read_bytes() for p in folder.iterdir()} if folder.exists() else {}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_every_hostile_board_file_is_refused_and_nothing_changes(name, device, capsys):
    corrections.confirm("arkwright", {"job_market.1.wage": 3})  # something already kept on this device
    before = device_files(device)
    path = device / "hostile.json"
    path.write_text(json.dumps(HOSTILE[name]))
    for argv in (["board", "import", str(path)], ["board", "import", str(path), "--yes"]):
        assert main(argv) == 2, name
        out, err = capsys.readouterr()
        lines = err.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in err and "pydantic" not in err, err[:300]
        assert len(err) < 400, f"{name}: the refusal quotes {len(err):,} characters"
        assert "xxxxx" * 10 not in err
    assert device_files(device) == before


def test_a_long_value_is_quoted_as_a_short_excerpt(device, capsys):
    path = device / "big.json"
    path.write_text(json.dumps(HOSTILE["a 3 MB text"]))
    assert main(["board", "import", str(path)]) == 2
    err = capsys.readouterr().err
    quoted = err.split('"')[1]
    assert len(quoted) <= EXCERPT and quoted.endswith("…")


def test_text_where_a_number_is_printed_is_named_as_text(device, capsys):
    path = device / "wage.json"
    path.write_text(json.dumps(HOSTILE["wage as text"]))
    assert main(["board", "import", str(path)]) == 2
    assert 'wage: the text "3" does not fit the Arkwright board (it must be a whole number)' in capsys.readouterr().err


@pytest.mark.parametrize("value", ["3", True, 3.5, 2_000_000, [3], None])
def test_a_board_correction_of_the_wrong_kind_is_refused_in_a_game_log(value, tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--log", str(path)]) == 0
    capsys.readouterr()
    before = path.read_bytes()
    entry = {"kind": "board", "path": "numbers.daily_shift_cap", "value": value}
    assert main(["apply", str(path), json.dumps(entry)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert path.read_bytes() == before


def test_a_fitting_correction_still_applies(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    assert main(["new", "kanban", "--players", "Ann:red,Bob:blue", "--log", str(path)]) == 0
    entry = {"kind": "board", "path": "numbers.daily_shift_cap", "value": 5}
    assert main(["apply", str(path), json.dumps(entry)]) == 0
    capsys.readouterr()
    assert main(["state", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["board_overrides"] == {"numbers.daily_shift_cap": 5}


@pytest.mark.parametrize("value", ["3", True, 2_000_000])
def test_a_kept_value_that_no_new_game_would_accept_is_not_kept(value, device):
    with pytest.raises(corrections.InputError):
        corrections.keep("kanban", "numbers.daily_shift_cap", value)
    assert not (device / "data" / corrections.FILE).exists()


@pytest.mark.parametrize("kept", [{"numbers.daily_shift_cap": "3"}, {"numbers.daily_shift_cap": 2_000_000},
                                  {"numbers.min_players": 9}, {"numbers.daily_shift_cap": True}])
def test_a_kept_file_changed_outside_the_app_is_refused_in_words_not_handed_to_new_games(kept, device):
    folder = device / "data"
    folder.mkdir()
    (folder / corrections.FILE).write_text(json.dumps({"kanban": kept}))
    with pytest.raises(corrections.InputError, match="kept on this device do not fit its board"):
        corrections.entries("kanban")


def test_a_kept_file_that_is_not_json_is_refused_in_words(device):
    folder = device / "data"
    folder.mkdir()
    (folder / corrections.FILE).write_text("{" * 100_000)
    with pytest.raises(corrections.InputError, match="kept on this device") as refused:
        corrections.for_pack("kanban")
    assert len(str(refused.value)) < 300


@pytest.mark.parametrize("pack", ["arkwright", "kanban", "montana", "union_stockyards"])
def test_the_built_in_boards_pass_the_strict_model(pack):
    _, board = pack_board(pack)
    data = board.base.model_dump(mode="json")
    assert board.with_overrides({}) is board.base and data  # the data files load strictly, as before


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

VALUE = st.one_of(st.integers(-3_000_000, 3_000_000), st.integers(0, 12), st.booleans(), st.text(max_size=3),
                  st.floats(allow_nan=False, allow_infinity=False), st.lists(st.integers(0, 9), max_size=3))
PATHS = {"kanban": ["numbers.daily_shift_cap", "numbers.min_players", "numbers.max_players"],
         "montana": ["numbers.min_players", "numbers.max_players", "start.silver"]}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pack=st.sampled_from(sorted(PATHS)), data=st.data())
def test_a_board_file_that_imports_is_one_every_new_game_accepts(pack, data, tmp_path_factory, monkeypatch):
    from companion.commands.logfile import GameLog
    from companion.core.errors import CompanionError, InputError

    folder = tmp_path_factory.mktemp("device")
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
    values = {p: data.draw(VALUE, label=p) for p in data.draw(st.sets(st.sampled_from(PATHS[pack]), min_size=1))}
    try:
        corrections.confirm(pack, values)
    except InputError:
        assert not list(folder.iterdir())  # refused: nothing kept
        return
    # as many seats as a kept smallest player count asks (these packs seat 2-4 as printed)
    least = values.get("numbers.min_players")
    count = least if type(least) is int and 2 < least <= 4 else 2
    seats = [f"P{k + 1}:{colour}" for k, colour in enumerate(["red", "blue", "green", "yellow"][:count])]
    log = str(folder / "game.jsonl")
    assert main(["new", pack, "--players", ",".join(seats), "--log", log]) == 0
    game = GameLog.read(log)
    fits = type(least) is not int or least <= 4
    for entry in corrections.entries(pack):
        try:
            outcome = game.apply(entry)  # every kept value is a board entry the new game accepts
        except CompanionError as refused:  # ... unless no table of the printed 2-4 seats can have it
            assert not fits and "player" in str(refused)
            continue
        assert outcome.pending is None
