"""The core walker of table moves: changed fields, coverage, pairing of pieces, reversal."""

from __future__ import annotations

from hypothesis import given, strategies as st
from pydantic import BaseModel

from companion.core.moves import Move, MoveWords, Words, changed, covers, flat, schema_paths, transfers, undo_moves, values


class Row(BaseModel):
    workers: int = 0


class Factory(BaseModel):
    good: str
    rows: list[Row] = []


class Seat(BaseModel):
    id: str
    cash: int = 0
    factories: list[Factory] = []


class Table(BaseModel):
    players: list[Seat]
    market: int = 0
    phase: str = "a"
    notes: dict[str, int] = {}


def test_flat_names_every_leaf_and_keyed_lists_by_their_key():
    t = Table(players=[Seat(id="ann", cash=3, factories=[Factory(good="food", rows=[Row(workers=2)])])])
    leaves = flat(t, {"players.*.factories": "good"})
    assert leaves[("players", "0", "factories", "food", "rows", "0", "workers")] == 2
    assert leaves[("notes",)] == {}
    assert ("players", "0", "factories", "0", "good") in flat(t)


def test_a_factory_built_in_front_does_not_change_the_later_ones():
    before = Table(players=[Seat(id="ann", factories=[Factory(good="lamps", rows=[Row(workers=1)])])])
    after = Table(players=[Seat(id="ann", factories=[Factory(good="food"), Factory(good="lamps", rows=[Row(workers=1)])])])
    keys = {"players.*.factories": "good"}
    assert changed(before, after, keys) == [("players", "0", "factories", "food", "good")]
    assert len(changed(before, after)) > 1  # without the key every index shifts


def test_covers_and_schema_paths():
    assert covers("players.*.cash", ("players", "2", "cash"))
    assert covers("players.*.factories", ("players", "0", "factories", "food", "rows", "1", "workers"))
    assert not covers("players.*.cash", ("players", "0", "factories"))
    assert set(schema_paths(Table)) == {("players", "*", "id"), ("players", "*", "cash"),
                                        ("players", "*", "factories", "*", "good"),
                                        ("players", "*", "factories", "*", "rows", "*", "workers"),
                                        ("market",), ("phase",), ("notes", "*")}


def cash(before, after):
    return values(before, after, lambda s: {p.id: p.cash for p in s.players}, lambda pid: (pid, "money"), lambda v: f"£{v}")


WORDS = MoveWords((Words(("players.*.cash",), cash),), quiet=("phase", "players.*.id"))


def test_unworded_fields_and_changes_are_listed_and_still_said_in_plain_words():
    assert WORDS.unworded_fields(Table) == ["players.*.factories.*.good", "players.*.factories.*.rows.*.workers",
                                            "market", "notes.*"]
    before = Table(players=[Seat(id="ann", cash=5)])
    after = Table(players=[Seat(id="ann", cash=2)], market=3, phase="b")
    assert WORDS.unworded(before, after) == ["market"]
    moves = WORDS.moves(before, after)
    assert moves[0] == Move(player="ann", piece="money", source="£5", target="£2")
    assert moves[0].words == "Money: from £5 to £2"
    assert moves[-1].player is None and "market" not in moves[-1].words
    assert WORDS.moves(before, before.model_copy(update={"phase": "c"})) == []


def test_moves_are_grouped_by_player_in_the_order_of_their_first_move():
    def mixed(_b, _a):
        return [Move(player="bob", piece="x", source="1", target="2"), Move(piece="y", source="1", target="2"),
                Move(player="ann", piece="z", source="1", target="2"), Move(player="bob", piece="w", source="1", target="2")]

    words = MoveWords((Words(("market",), mixed),))
    got = words.moves(Table(players=[]), Table(players=[], market=1))
    assert [(m.player, m.piece) for m in got] == [("bob", "x"), ("bob", "w"), (None, "y"), ("ann", "z")]


def test_a_fired_worker_and_a_hired_one_are_two_moves_not_one_from_row_to_row():
    before = {(None, "the job market"): 5, (None, "the fired space"): 0, ("ann", "food, row 1"): 1, ("ann", "lamps, row 1"): 0}
    after = {(None, "the job market"): 3, (None, "the fired space"): 1, ("ann", "food, row 1"): 0, ("ann", "lamps, row 1"): 2}
    got = transfers(before, after, lambda n: "worker" if n == 1 else "workers")
    assert [m.words for m in got] == ["2 workers: from the job market to lamps, row 1", "1 worker: from food, row 1 to the fired space"]
    assert all(m.player == "ann" for m in got)


PLACES = [(None, "market"), (None, "box"), ("ann", "Ann's row 1"), ("ann", "Ann's row 2"), ("bob", "Bob's row 1")]
#: both states name their places in the same order (as a pack's place list does)
counts = st.lists(st.integers(0, 6), min_size=len(PLACES), max_size=len(PLACES)).map(lambda ns: dict(zip(PLACES, ns)))


@given(counts, counts)
def test_transfers_account_for_every_piece_and_undo_puts_each_back(before, after):
    moves = transfers(before, after, str)
    net: dict = {}
    owners = {place: owner for owner, place in PLACES}
    for m in moves:
        assert m.count > 0 and m.source != m.target
        ends = {owners.get(m.source), owners.get(m.target)} - {None}
        assert m.player in ends if ends else m.player is None
        net[m.source] = net.get(m.source, 0) - m.count
        net[m.target] = net.get(m.target, 0) + m.count
    for (owner, place) in {*before, *after}:
        assert net.get(place, 0) == after.get((owner, place), 0) - before.get((owner, place), 0)
    assert net.get("the supply", 0) == sum(before.values()) - sum(after.values())
    back = transfers(after, before, str)
    assert sorted(back, key=repr) == sorted(undo_moves(moves), key=repr)


def test_undo_is_the_same_list_reversed_with_every_piece_going_back():
    moves = [Move(player="ann", piece="money", source="£5", target="£2"), Move(piece="worker", source="a", target="b", count=1)]
    assert undo_moves(moves) == [Move(piece="worker", source="b", target="a", count=1),
                                 Move(player="ann", piece="money", source="£2", target="£5")]
