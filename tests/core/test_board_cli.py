"""`companion board check|export|import`: what to check, board files shared between devices."""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion import kept as corrections

WAGE = "job_market.0.wage"
FOOD_I = "factories.0.goods"


@pytest.fixture
def device(tmp_path, monkeypatch):
    """A fresh data folder; returns a function that switches to another one."""

    def use(name: str):
        folder = tmp_path / name
        folder.mkdir(exist_ok=True)
        monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
        monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
        return folder

    use("first")
    return use


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def plain(text: str) -> None:
    """No field path, model name or traceback reaches the terminal."""
    for word in ("factories.", "job_market.", "share_track.", "Traceback", "ValidationError", "pydantic", "[2,"):
        assert word not in text, word


def test_check_lists_unverified_values_and_the_constraints_binding_them(capsys, device):
    code, out, err = run(capsys, "board", "check", "arkwright")
    assert code == 0 and not err
    assert out.startswith("Arkwright: 0 of ")
    assert "factories: food, level 1\n  goods: 1, 2, 1, 0  [to check]" in out
    assert "bound by Player's Book 1.3: level I food makes 4 goods with rows 1-3" in out
    assert "job market: row 1\n  wage: 2  [to check]" in out
    plain(out)


def test_check_counts_what_this_device_checked(capsys, device):
    corrections.confirm("arkwright", {WAGE: 3, FOOD_I: [1, 2, 1, 0]})
    _, out, _ = run(capsys, "board", "check", "arkwright")
    total = int(out.split(" of ")[1].split()[0])
    assert out.startswith(f"Arkwright: 2 of {total} values checked")
    assert "wage: 3  [checked]" in out


def test_export_then_import_on_a_fresh_device(capsys, device, tmp_path):
    corrections.confirm("arkwright", {WAGE: 3, FOOD_I: [1, 2, 1, 0]})
    file = tmp_path / "our-box.json"
    code, out, _ = run(capsys, "board", "export", "arkwright", file)
    assert code == 0 and "2 Arkwright values" in out
    data = json.loads(file.read_text())
    assert data["values"] == {FOOD_I: [1, 2, 1, 0], WAGE: 3} and data["pack"] == "arkwright"

    device("second")
    code, out, _ = run(capsys, "board", "import", file)
    assert code == 0
    assert "job market: row 1 — wage: 2 becomes 3" in out
    assert "1 value marked as checked, unchanged" in out
    assert "nothing changed yet" in out
    plain(out)
    assert corrections.for_pack("arkwright") == {} and corrections.checked_for("arkwright") == {}

    code, out, _ = run(capsys, "board", "import", file, "--yes")
    assert code == 0 and "kept for good" in out
    assert corrections.for_pack("arkwright") == {WAGE: 3}  # the one value that differs from the built-in set
    assert corrections.checked_for("arkwright") == {WAGE: 3, FOOD_I: [1, 2, 1, 0]}
    assert "checked against the box by this group" in corrections.device_board("arkwright").job_market[0].source["wage"]
    # new games get the value in their log, saying where it came from
    assert corrections.entries("arkwright") == [{"kind": "board", "path": WAGE, "value": 3, "note": "checked against the box by this group"}]
    # a second import has nothing left to change
    assert "nothing to change" in run(capsys, "board", "import", file)[1]


def test_export_with_nothing_checked_says_so(capsys, device, tmp_path):
    code, _, err = run(capsys, "board", "export", "arkwright", tmp_path / "x.json")
    assert code == 2 and "nothing to export" in err


@pytest.mark.parametrize(
    "content, message",
    [
        ("not json at all", "not valid JSON"),
        (json.dumps([1, 2]), "not a board file"),
        (json.dumps({"kind": "companion board file", "version": 9, "pack": "arkwright", "values": {WAGE: 3}}), "newer app"),
        (json.dumps({"kind": "companion board file", "version": 1, "pack": "chess", "values": {WAGE: 3}}), "does not know"),
        (json.dumps({"kind": "companion board file", "version": 1, "pack": "arkwright", "values": {}}), "holds no values"),
        (json.dumps({"kind": "companion board file", "version": 1, "pack": "arkwright", "values": {"players.0.cash": 3}}),
         "does not have"),
        (json.dumps({"kind": "companion board file", "version": 1, "pack": "arkwright", "values": {WAGE: "lots"}}),
         "job market: row 1 — wage: the text \"lots\" does not fit the Arkwright board"),
        (json.dumps({"kind": "companion board file", "version": 1, "pack": "arkwright", "values": {FOOD_I: [3, 3, 3, 3]}}),
         "refused: the rulebook says otherwise (Player's Book 1.3: level I food makes 4 goods with rows 1-3"),
    ],
)
def test_a_wrong_file_is_refused_in_plain_words_and_nothing_changes(capsys, device, tmp_path, content, message):
    corrections.confirm("arkwright", {WAGE: 4})
    before = (corrections.for_pack("arkwright"), corrections.checked_for("arkwright"))
    file = tmp_path / "bad.json"
    file.write_text(content)
    code, out, err = run(capsys, "board", "import", file, "--yes")
    assert code == 2 and message in err, err
    plain(err)
    assert (corrections.for_pack("arkwright"), corrections.checked_for("arkwright")) == before
