"""Every recorded game (tests/fixtures/games/<pack>/*.jsonl) replays to its recorded results and ledger.

A rule change that changes a game shows up here as a changed fixture: run
`python -m tests.core.recorded` and review the diff of the fixture files.
"""

from __future__ import annotations

import pytest

from companion.commands.logfile import GameLog
from companion.core.ledger import totals
from companion.core.registry import get_pack
from tests.core.recorded import GAMES, FIXTURES, expected, fixture_files

FILES = fixture_files()


def test_every_pack_has_recorded_games():
    by_pack = {f.parent.name for f in FILES}
    assert by_pack == {"arkwright", "kanban", "montana", "union_stockyards"}
    assert sorted(str(f.relative_to(FIXTURES)) for f in FILES) == sorted(GAMES)
    arkwright = [GameLog.read(str(f)).steps[0].entry for f in FILES if f.parent.name == "arkwright"]
    setups = {(e["version"], len(e["seats"]), e["expansion"]) for e in arkwright}
    assert {("water_frame", 4, True), ("spinning_jenny", 3, False), ("spinning_mule", 3, False)} <= setups
    # most games have no table correction, so their money is checked against the ledger below
    assert sum(not any(s.kind == "edit" for s in GameLog.read(str(f)).steps) for f in FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_recorded_game_replays_to_its_results_and_ledger(path):
    log = GameLog.read(str(path))
    got = expected(log)
    assert got["finished"], "a recorded game is a whole game"
    assert got == log.extra["expected"]
    if any(step.kind == "edit" for step in log.steps):
        return  # a table correction sets money without a ledger line; the comparison above holds it
    # the ledger explains every player's money from the table after the set-up to the last one
    first, last = log.replay(1), log.replay()
    pack = get_pack(log.pack_id)
    assert {r.player for r in pack.summary(last.state).results} == {p.id for p in last.state.players}
    moved = totals(last.ledger[len(first.ledger):])
    for p0, p1 in zip(first.state.players, last.state.players):
        if hasattr(p1, "cash"):
            assert p1.cash - p0.cash == moved.get((p1.id, "cash"), 0)
