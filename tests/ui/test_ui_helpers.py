"""The app's small pure helpers and the `companion app` / `companion serve` commands."""

from __future__ import annotations

import socket

import pytest

from companion.core.errors import InputError
from companion import kept as corrections
from companion.ui.editor import parse_value
from companion.ui.history import nice_step
from companion.ui.join import code_matches
from companion.ui.newgame import build_setup, seat_id
from companion.ui.server import CODE_ALPHABET, check_port, new_code, urls
from companion.ui.shell import selected_index
from companion.ui.theme import COLOR_NAMES, PLAYER_COLORS, signed


def test_typed_values_take_the_type_of_the_value_they_replace():
    assert parse_value("42", 7) == 42
    assert parse_value("£12", 7) == 12
    assert parse_value("+3", 0) == 3
    assert parse_value("yes", False) is True and parse_value("no", True) is False
    assert parse_value("clothes", "food") == "clothes"
    assert parse_value('{"food": 2}', {}) == {"food": 2}
    assert parse_value("none", None) is None
    with pytest.raises(ValueError, match="whole number"):
        parse_value("a lot", 7)
    with pytest.raises(ValueError, match="yes or no"):
        parse_value("maybe", True)
    with pytest.raises(ValueError, match="JSON"):
        parse_value("{food", {})


def test_table_code_ignores_case_spaces_and_dashes():
    assert code_matches("K7QF", "k7-qf")
    assert code_matches("K7QF", " K7 QF ")
    assert not code_matches("K7QF", "K7QE")
    assert not code_matches("", "")


def test_new_codes_are_long_and_easy_to_read():
    codes = {new_code() for _ in range(50)}
    assert all(len(c) == 8 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert len(codes) == 50  # 30**8 values: fifty draws do not repeat
    assert len(set(CODE_ALPHABET)) == len(CODE_ALPHABET) == 30
    assert not set("0O1IL8") & set(CODE_ALPHABET)
    assert len(codes) > 40


def test_seat_ids_are_valid_pack_player_ids_and_unique():
    taken: set[str] = set()
    assert seat_id("Marion", taken) == "marion"
    assert seat_id("marion", taken) == "marion-2"
    assert seat_id("Zoë & Co", taken) == "zo-co"
    assert seat_id("!!!", taken) == "player"


def test_new_game_entries_follow_each_packs_new_game_fields():
    seats = [{"name": "Ada", "color": "blue"}, {"name": "Ben", "color": "red"}]
    ark = build_setup("arkwright", seats, 1, {"version": "spinning_jenny", "expansion": True, "setup": "predetermined"})
    assert ark == {"kind": "new_game", "seats": [{"id": "ada", "name": "Ada", "color": "blue"}, {"id": "ben", "name": "Ben", "color": "red"}],
                   "start_player": 1, "version": "spinning_jenny", "expansion": True, "setup": "predetermined",
                   "productions_only": False}  # the whole game mirrored unless the table asked for productions only
    kanban = build_setup("kanban", seats, 1, {"version": "water_frame", "mode": "mean"})
    assert kanban == {"kind": "new_game", "players": ark["seats"], "mode": "mean"}


def test_kept_corrections_file(tmp_path):
    path = tmp_path / "board_corrections.json"
    assert corrections.load(path) == {}
    corrections.keep("arkwright", "job_market.0.wage", 3, path)
    corrections.keep("arkwright", "share_track.spaces.0.value", 2, path)
    assert corrections.entries("arkwright", path) == [
        {"kind": "board", "path": "job_market.0.wage", "value": 3, "note": "kept correction of this device"},
        {"kind": "board", "path": "share_track.spaces.0.value", "value": 2, "note": "kept correction of this device"},
    ]
    # a value a new game would refuse (the rulebook's example prices level I food at £8) is not kept
    with pytest.raises(InputError, match="the rulebook says otherwise"):
        corrections.keep("arkwright", "factories.0.cost", 9, path)
    corrections.keep("arkwright", "job_market.0.wage", None, path)
    assert corrections.for_pack("arkwright", path) == {"share_track.spaces.0.value": 2}
    path.write_text("[1, 2]")
    with pytest.raises(InputError, match="not a list of board values per game"):
        corrections.load(path)
    path.write_text("{broken")
    with pytest.raises(InputError, match="is not valid JSON"):
        corrections.load(path)


def test_chart_grid_steps_are_round_numbers():
    assert [nice_step(t) for t in (1, 12, 40, 121, 456)] == [1, 5, 10, 50, 200]


def test_navigation_highlights_the_section_of_the_route():
    assert [selected_index(r) for r in ("/", "/new", "/game/3", "/game/3/log", "/history/2", "/players/all")] == [0, 0, 1, 1, 2, 3]


def test_every_colour_has_its_own_shape():
    shapes = [PLAYER_COLORS[c][1] for c in COLOR_NAMES]
    assert len(set(shapes)) == len(shapes)
    assert {"blue", "red", "green", "yellow"} <= set(COLOR_NAMES)  # Arkwright's colours


def test_signed_amounts():
    assert signed(13) == "+£13" and signed(-6) == "-£6"
    assert signed(4, "share_space") == "+4 spaces" and signed(1, "share_space") == "+1 space"
    assert signed(-2, "goods") == "-2 goods"


def test_urls_for_the_phones():
    assert urls("127.0.0.1", 8550) == ["http://127.0.0.1:8550/"]
    everywhere = urls("0.0.0.0", 8551)
    assert everywhere[0] == "http://127.0.0.1:8551/"
    assert all(u.endswith(":8551/") and "127." not in u for u in everywhere[1:])


def test_a_busy_port_is_refused_in_words():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        with pytest.raises(InputError, match=f"cannot serve on 127.0.0.1:{port}"):
            check_port("127.0.0.1", port)


def test_serve_command_on_a_busy_port_exits_with_a_message(capsys):
    from companion.cli import main

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot serve on") and "Traceback" not in err


def test_app_command_serves_the_web_app_without_a_display(monkeypatch):
    from companion.commands import app as command

    calls = []
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(command.sys, "platform", "linux")
    monkeypatch.setattr(command, "_serve", lambda *a, **kw: calls.append((a, kw)) or 0)
    from companion.cli import main

    assert main(["app", "--port", "8600"]) == 0
    assert calls == [(("127.0.0.1", 8600, None, True), {"open_browser": False})]
