"""The registry: packs from the `companion.packs` entry points, and what each pack declares."""

from __future__ import annotations

from importlib import metadata

import pytest

from companion.commands.logfile import GameLog
from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.registry import get_pack, pack_info
from tests.core.recorded import FIXTURES, GAMES

PACKS = ["arkwright", "kanban", "union_stockyards", "montana"]


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
    assert set(found) == set(PACKS)
    assert registry.discover() == found and list(registry.discover()) == PACKS  # the shipped order
    assert {p: get_pack(p).id for p in PACKS} == {p: p for p in PACKS}


def test_without_package_metadata_the_built_in_list_is_used(monkeypatch):
    monkeypatch.setattr(metadata, "entry_points", lambda **_kw: [])
    assert registry.discover() == registry.BUILT_IN

    def broken(**_kw):
        raise OSError("unreadable metadata")

    monkeypatch.setattr(metadata, "entry_points", broken)
    assert registry.discover() == registry.BUILT_IN


@pytest.mark.parametrize("pack_id", PACKS)
def test_the_declared_seat_limits_are_what_the_pack_accepts(pack_id):
    info = pack_info(pack_id)
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
    info = pack_info(pack_id)
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
    info = pack_info(pack_id)
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
def test_legal_moves_are_listed_for_every_pack(pack_id):
    name = next(n for n, (p, _play) in GAMES.items() if p == pack_id)
    log = GameLog.read(str(FIXTURES / name))
    state = log.replay(2).state
    pack = get_pack(pack_id)
    lists = [pack.legal(state, p.id) for p in state.players]
    # candidate entries in log form: each one the pack's own input model reads, judged by the engine
    assert all(pack.input_model(m.entry["kind"]).model_validate(m.entry) for moves in lists for m in moves)
    assert any(m.legal for moves in lists for m in moves), "someone can do something after the first entries"
    with pytest.raises(CompanionError, match="no player"):
        pack.legal(state, "nobody")


def test_a_shipped_pack_named_reads_no_entry_point_and_the_whole_list_reads_them_once(monkeypatch):
    reads = []
    third_party = metadata.EntryPoint(name="tally", value="tests.store.tinypack", group=registry.GROUP)

    def entry_points(**kw):
        reads.append(kw)
        shipped = [metadata.EntryPoint(name=k, value=v, group=registry.GROUP) for k, v in registry.BUILT_IN.items()]
        return [third_party, *shipped]

    monkeypatch.setattr(metadata, "entry_points", entry_points)
    packs = registry.PackModules()
    assert packs["arkwright"] == "companion.games.arkwright" and "montana" in packs and packs.get("kanban")
    assert reads == [] and not packs.entry_points_read
    # a name it does not ship: the entry points are read, and a third-party pack is found
    assert packs["tally"] == "tests.store.tinypack" and reads == [{"group": registry.GROUP}]
    assert list(packs) == [*registry.BUILT_IN, "tally"] and len(packs) == 5  # the shipped packs first
    assert "nothing" not in packs and len(reads) == 1


def test_a_pack_set_before_the_entry_points_are_read_stays_after_them(monkeypatch):
    monkeypatch.setattr(metadata, "entry_points", lambda **_kw: [])
    packs = registry.PackModules()
    packs["tiny"] = "tests.store.tinypack"
    assert list(packs) == [*registry.BUILT_IN, "tiny"] and packs.entry_points_read
    del packs["tiny"]
    assert "tiny" not in packs and list(packs) == list(registry.BUILT_IN)


def test_a_pack_package_imports_its_rules_only_when_its_pack_is_asked_for():
    import subprocess
    import sys

    probe = ("import sys, companion.games.kanban as k, companion.games.kanban.state; "
             "before = 'companion.games.kanban.pack' in sys.modules; pack = k.PACK; "
             "print(before, 'companion.games.kanban.pack' in sys.modules, pack.id)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["False", "True", "kanban"], done.stderr
    import companion.games.montana as montana

    assert montana.PACK is get_pack("montana")
    with pytest.raises(AttributeError, match="no attribute 'PAKC'"):
        montana.PAKC  # noqa: B018
