"""The registry: the `Pack` values the `companion.packs` entry points name, and what each pack declares."""

from __future__ import annotations

from importlib import metadata

import pytest

from companion.commands.logfile import GameLog
from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.dispatch import Pack
from companion.core.errors import InputError
from companion.core.registry import available_packs, get_pack
from tests.core.recorded import FIXTURES, GAMES
from tests.installed import TESTPACK, installed

#: every pack installed (the shipped ones: pyproject.toml's entry points)
PACKS = registry.pack_ids()


def first_entry(pack_id: str) -> dict:
    """The set-up entry of the pack's first recorded game (its table's numbers included)."""
    name = next(n for n, (p, _play) in GAMES.items() if p == pack_id)
    return dict(GameLog.read(str(FIXTURES / name)).steps[0].entry)


def start(pack_id: str, entry: dict):
    """The first table; a question the set-up asks (Arkwright's Foreman) gets its first answer."""
    answers: dict = {}
    for _ in range(10):
        out = get_pack(pack_id).start({**entry, **({"answers": answers} if answers else {})})
        if out.pending is None:
            return out.state
        answers[out.pending.id] = out.pending.options[0].value
    raise AssertionError("the set-up keeps asking")


def seats(n: int) -> list[dict]:
    return [{"id": f"p{k}", "name": f"P{k}", "color": c} for k, c in zip(range(n), ["red", "blue", "green", "yellow", "purple", "orange", "white"])]


def test_the_packs_are_the_installed_entry_points():
    found = {ep.name: ep.value for ep in metadata.entry_points(group=registry.GROUP)}
    assert registry.pack_ids() == sorted(found) == PACKS and PACKS  # offered by id
    for pack_id in PACKS:
        pack = get_pack(pack_id)
        assert isinstance(pack, Pack) and pack.id == pack_id  # one Pack value, named by its entry point
        assert found[pack_id] == f"{pack.state_type.__module__.rpartition('.')[0]}.pack:PACK"  # in the pack's own package
    assert available_packs() == {p: get_pack(p) for p in PACKS}


def test_without_package_metadata_there_is_no_pack_and_a_pack_asked_for_is_refused_in_words(monkeypatch):
    monkeypatch.setattr(metadata, "entry_points", lambda **_kw: [])
    registry.forget()
    try:
        assert registry.pack_ids() == [] and available_packs() == {}
        with pytest.raises(InputError, match="unknown game pack 'arkwright'; known packs: none installed"):
            get_pack("arkwright")
    finally:
        monkeypatch.undo()
        registry.forget()
    assert registry.pack_ids() == PACKS


def test_a_pack_installed_only_for_a_test_is_found_through_its_entry_point_and_gone_after(tmp_path):
    with installed(tmp_path, TESTPACK):
        assert registry.pack_ids() == sorted([*PACKS, "marbles"])
        marbles = get_pack("marbles")
        assert marbles.title == "Marbles (test pack)" and available_packs()["marbles"] is marbles
        first = marbles.start(marbles.new_game_entry(seats(3), 2, {}))
        assert registry.pack_of_state(first.state) == "marbles"
        # M1: 10 marbles per player in the bag (the board's number); the third seat takes first
        assert first.state.bag == 30 and first.state.active == 2
    assert "marbles" not in registry.pack_ids()
    with pytest.raises(InputError, match="unknown game pack 'marbles'"):
        get_pack("marbles")


def test_the_pack_of_a_state_is_the_pack_whose_state_type_it_is():
    for pack_id in PACKS:
        assert registry.pack_of_state(start(pack_id, first_entry(pack_id))) == pack_id
    assert registry.pack_of_state(object()) is None


@pytest.mark.parametrize("pack_id", PACKS)
def test_the_declared_seat_limits_are_what_the_pack_accepts(pack_id):
    info = get_pack(pack_id)
    assert info.id == pack_id and info.title == get_pack(pack_id).title
    assert 1 <= info.min_players <= info.max_players
    entry = first_entry(pack_id)
    for n in range(info.min_players - 1, info.max_players + 2):
        candidate = {**entry, info.seats_field: seats(n)}
        for key in ("active", "first_player"):
            candidate.pop(key, None)
        if info.min_players <= n <= info.max_players:
            assert len(start(pack_id, candidate).players) == n
        else:
            with pytest.raises(CompanionError):
                start(pack_id, candidate)


@pytest.mark.parametrize("pack_id", PACKS)
def test_every_declared_option_fits_the_new_game_entry_and_every_house_rule_starts_a_game(pack_id):
    info = get_pack(pack_id)
    extra = {k: v for k, v in first_entry(pack_id).items() if k in info.extra_fields}
    players = seats(info.max_players)
    for o in info.options:
        for value, _label in o.choices:
            entry = info.new_game_entry(players, 0, {**extra, o.field: value})
            # every declared value is one the pack's new_game entry takes, and it reaches the entry as declared
            parsed = get_pack(pack_id).input_adapter.validate_python(entry)
            assert getattr(parsed, o.field) == value
    assert len(start(pack_id, info.new_game_entry(players, 0, {**extra, **info.defaults()})).players) == len(players)
    for rule in info.house_rules:
        entry = info.new_game_entry(players, 0, {**extra, "house_rules": [rule.name]})
        assert entry["house_rules"] == {rule.name: True}
        assert start(pack_id, entry).house_rules == {rule.name: True}


@pytest.mark.parametrize("pack_id", PACKS)
def test_who_starts_is_written_as_the_pack_reads_it(pack_id):
    info = get_pack(pack_id)
    players = seats(info.min_players)
    extra = {k: v for k, v in first_entry(pack_id).items() if k in info.extra_fields}
    if info.start_field is None:
        with pytest.raises(CompanionError, match="start player"):
            info.new_game_entry(players, 1, extra)
        return
    entry = info.new_game_entry(players, 1, extra)
    assert entry[info.start_field] == (1 if info.start_by == "index" else "p1")
    with pytest.raises(CompanionError):
        start(pack_id, info.new_game_entry(players, len(players), extra))


@pytest.mark.parametrize("pack_id", PACKS)
def test_legal_entries_are_listed_for_every_pack(pack_id):
    name = next(n for n, (p, _play) in GAMES.items() if p == pack_id)
    log = GameLog.read(str(FIXTURES / name))
    state = log.replay(2).state
    pack = get_pack(pack_id)
    lists = [pack.legal(state, p.id) for p in state.players]
    # candidate entries in log form: each one the pack's own input model reads, judged by the engine
    assert all(pack.input_model(m.entry["kind"]).model_validate(m.entry) for entries in lists for m in entries)
    assert any(m.legal for entries in lists for m in entries), "someone can do something after the first entries"
    with pytest.raises(CompanionError, match="no player"):
        pack.legal(state, "nobody")


def test_reading_a_packs_state_or_board_imports_none_of_its_rules():
    import subprocess
    import sys

    probe = ("import sys, companion.games.kanban.state, companion.games.kanban.board; "
             "print('companion.games.kanban.pack' in sys.modules, 'companion.games.kanban.workday' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["False", "False"], done.stderr
