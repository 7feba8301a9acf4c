"""A Kanban game saved before log format 2 still replays as it was played.

Format 1 counted the Car Parts provided in `other_shifts` and gave back the first
Design of a Model on a claim; the pack migrates such entries when they are read
(the stored text is never rewritten), here through a file exported by an older app.
"""

from __future__ import annotations

from companion.store import Store

PLAYERS = [{"id": "ada", "name": "Ada", "color": "yellow"}, {"id": "ben", "name": "Ben", "color": "blue"}]


def test_an_old_kanban_file_imports_and_replays_with_its_old_meaning(store, tmp_path):
    sid = store.create_session("kanban", {"kind": "new_game", "players": PLAYERS}).info.id
    store.submit(sid, {"kind": "edit", "changes": [
        {"path": "players.0.designs", "value": [{"model": "green"}, {"model": "green", "part": "turbo"}]},
        {"path": "players.1.parts", "value": {"engine": 2}}]})
    store.submit(sid, {"kind": "work", "player": "ada", "department": "testing", "workstation_shifts": 3,
                       "claims": [{"position": 1, "model": "green", "design": "claim only"}]})
    store.submit(sid, {"kind": "work", "player": "ben", "department": "assembly", "workstation_shifts": 3,
                       "parts_used": {"engine": 2}, "other_shifts": 1})
    today = store.load(sid).state
    data = store.export_json(sid)
    # what an app of format 1 wrote for the same two days of work
    for e in data["log"]:
        e["format"] = 1
        work = e["entry"]
        if work.get("kind") == "work" and work["player"] == "ada":
            work["claims"] = [{"position": 1, "model": "green"}]
        if work.get("kind") == "work" and work["player"] == "ben":
            work["other_shifts"] = 3  # the form had Ben add the 2 Parts there
    data["session"]["uuid"] = "0123456789abcdef0123456789abcdef"
    with Store.open(tmp_path / "other.db") as other:
        imported = other.import_json(data).session_id
        old = other.load(imported).state
        assert old.player("ada").designs == today.player("ada").designs  # the turbo Design is still on the desk
        assert old.today == today.today
        assert old.player("ben").parts == {"engine": 0}
        assert [e.entry for e in other.load(imported).entries] == [e["entry"] for e in data["log"]]  # text kept
