"""Every pack's table moves: every field has words, every step of every recorded game is said in full.

"Move these on the table" after a step lists every physical change; after an undo the same list,
reversed. These tests replay the recorded games (tests/fixtures/games/**) step by step.
"""

from __future__ import annotations

import importlib
from collections import Counter

import pytest

from companion.commands.logfile import GameLog
from companion.core.moves import Move, undo_moves
from companion.core.registry import get_pack, pack_ids
from tests.core.recorded import fixture_files

FILES = fixture_files()


def words_of(pack_id: str):
    """The words of the pack's moves module (beside its state's module, in the pack's package)."""
    return importlib.import_module(get_pack(pack_id).state_type.__module__.rpartition(".")[0] + ".moves").WORDS


@pytest.mark.parametrize("pack_id", pack_ids())
def test_every_field_of_a_state_has_words_or_is_no_piece_on_the_table(pack_id):
    """A field a pack adds to its state fails here until its moves module says how it moves (or that it is no piece)."""
    assert words_of(pack_id).unworded_fields(get_pack(pack_id).state_type) == []


def steps(path):
    log = GameLog.read(str(path))
    pack = get_pack(log.pack_id)
    state = pack.start(pack.migrate_input(log.steps[0].entry, log.steps[0].format)).state
    for step in log.steps[1:]:
        entry = pack.migrate_input(step.entry, step.format)  # an older log's entry as this engine reads it
        after = pack.apply(state, entry).state
        yield pack, log.pack_id, entry, state, after
        state = after


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_step_of_a_recorded_game_is_said_in_full_and_undone_in_reverse(path):
    said = 0
    for pack, pack_id, entry, before, after in steps(path):
        words = words_of(pack_id)
        assert words.unworded(before, after) == [], entry
        assert words.silent(before, after) == [], entry
        moves = pack.moves(before, after)
        said += bool(moves)
        for m in moves:
            assert "_" not in m.words and m.source != m.target, m
            assert m.player is None or m.player in {p.id for p in after.players}
        players = [m.player for m in moves]
        assert players == sorted(players, key=players.index), "one player's moves together"
        back = pack.moves(after, before)
        assert Counter(map(repr, back)) == Counter(map(repr, undo_moves(moves))), entry
    assert said > 0


def arkwright_game(entry_kind: str, main: str):
    """The first recorded Arkwright step of this kind and main action."""
    for path in FILES:
        if path.parent.name != "arkwright":
            continue
        for pack, _id, entry, before, after in steps(path):
            if entry.get("kind") == entry_kind and (entry.get("main") or {}).get("action") == main:
                return pack, entry, before, after
    raise AssertionError("no such step in the recorded games")


def test_a_distribution_action_names_money_markers_price_and_appeal():
    pack, entry, before, after = arkwright_game("action", "distribution")
    pid = entry["player"]
    p0, p1 = before.player(pid), after.player(pid)
    moves = pack.moves(before, after)
    words = [m.words for m in moves]
    assert words[0] == f"Money: from £{p0.cash} to £{p1.cash}"
    for good, levels in entry["main"]["levels"].items():
        f0, f1 = p0.factory(good), p1.factory(good)
        assert f"{good.capitalize()} distribution marker: from +{f0.distribution} to +{f0.distribution + levels}" in words
        a0 = before.board.tile(good, f0.level).cost + f0.quality + f0.distribution - f0.price
        a1 = after.board.tile(good, f1.level).cost + f1.quality + f1.distribution - f1.price
        if a0 != a1:
            assert f"{good.capitalize()} appeal marker: from {a0} to {a1}" in words
    assert any("distribution marker: from your supply to the £" in w for w in words)
    assert all(m.player == pid for m in moves)


def test_a_hire_and_a_fire_go_to_and_from_the_job_market_and_the_fired_space():
    pack, entry, before, after = arkwright_game("action", "workers")
    moves = pack.moves(before, after)
    hired = sum(m.count for m in moves if m.piece.endswith(("worker", "workers")) and m.source == "the job market")
    assert hired == before.job_market - after.job_market + sum(m.count for m in moves if m.target == "the job market")


def kanban_start():
    pack = get_pack("kanban")
    entry = GameLog.read(str(next(f for f in FILES if f.parent.name == "kanban"))).steps[0].entry
    return pack, pack.start(entry).state


def test_a_kanban_part_taken_is_a_car_part_from_the_warehouse():
    pack, state = kanban_start()
    work = {"kind": "work", "player": "ann", "department": "logistics", "workstation_shifts": 2,
            "parts_taken": {"engine": 2, "brakes": 1}}
    after = pack.apply(state, work).state
    moves = pack.moves(state, after)
    assert [m.words for m in moves] == [
        "Worker: from beside the board to Logistics",
        "2 engine Car Parts: from the warehouse to your Car Part storage",
        "1 brakes Car Part: from the warehouse to your Car Part storage",
    ]
    assert {m.player for m in moves} == {"ann"}
    assert [m.words for m in undo_moves(moves)][0] == "1 brakes Car Part: from your Car Part storage to the warehouse"


def test_a_pack_without_a_moves_module_still_says_that_something_changed():
    pack, state = kanban_start()
    after = pack.apply(state, {"kind": "work", "player": "ann", "department": "logistics", "workstation_shifts": 2}).state
    from companion.core.moves import generic

    assert [m.words for m in generic(state, after)] == [Move(piece="something else on the table", source="as it was",
                                                            target="check it against the app").words]
    assert generic(state, state) == []


def test_a_car_parked_in_a_garage_comes_from_the_assembly_line():
    pack, state = kanban_start()
    after = state.model_copy(deep=True)
    after.players[0].garages[0] = "green"
    assert [m.words for m in pack.moves(state, after)] == ["1 green car: from the assembly line to garage 1"]
    assert [m.words for m in pack.moves(after, state)] == ["1 green car: from garage 1 to the assembly line"]
