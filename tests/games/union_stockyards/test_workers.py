"""Union Stockyards: each player's own number of workers (US Phase II: "continue until all available workers
have been placed"), set at set-up; the range is board data (numbers.workers_min/max, unverified: 1 to 5)."""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.commands.logfile import GameLog
from companion.core.errors import InputError
from companion.games.union_stockyards.pack import PACK
from companion.games.union_stockyards.placement import available, to_place
from tests.games.union_stockyards.factories import FOLLOWED, place, said
from tests.games.union_stockyards.test_placement import play


def refused_words(state, entry) -> str:
    with pytest.raises(Exception) as err:
        PACK.apply(state, entry)
    return err.value.message


def year_one(workers, **more):
    s = PACK.start(FOLLOWED | {"workers": workers} | more).state
    return PACK.apply(s, {"kind": "phase_one", "livestock_added": {}}).state


def test_each_player_places_their_own_workers_and_one_with_none_left_is_passed_over():
    s = year_one({"ann": 3, "bob": 1, "cy": 2})
    assert [p.workers for p in s.players] == [3, 1, 2]
    order = []
    while (pid := to_place(s)) is not None:
        order.append(pid)
        s = play(s, place(pid, "build"))
    assert order == ["ann", "bob", "cy", "ann", "cy", "ann"]
    assert [available(s, p) for p in ("ann", "bob", "cy")] == [0, 0, 0]
    assert refused_words(s, place("bob", "build")) == "every available worker is placed: Phase III comes next"


def test_the_set_up_says_each_players_number():
    done = PACK.start(FOLLOWED | {"workers": {"Ann": 2, "Bob": 4, "Cy": 2}})  # by name or by id
    assert ("follows_placement_own", {}) in said(done.ledger)
    assert [(e.player, e.params) for e in done.ledger if e.code.endswith("workers_own")] == \
        [("ann", {"count": 2}), ("bob", {"count": 4}), ("cy", {"count": 2})]
    same = PACK.start(FOLLOWED | {"workers": {"ann": 2, "bob": 2, "cy": 2}})
    assert said(same.ledger)[-1] == ("follows_placement", {"count": 2})


@pytest.mark.parametrize("workers, words", [
    ({"ann": 6, "bob": 2, "cy": 2}, "each player places 1 to 5 workers, and Ann was given 6"),
    ({"ann": 2, "bob": 0, "cy": 2}, "each player places 1 to 5 workers, and Bob was given 0"),
    ({"ann": 2, "bob": 2}, "give every player their workers: Cy has none"),
    (9, "each player places 1 to 5 workers, and Ann was given 9"),
])
def test_workers_out_of_the_range_or_missing_are_refused(workers, words):
    with pytest.raises(InputError) as err:
        PACK.start(FOLLOWED | {"workers": workers})
    assert str(err.value) == words


def test_a_striking_player_with_one_worker_has_none_to_place():
    s = year_one({"ann": 1, "bob": 2, "cy": 2}, union_spirit=4)  # a strike: one worker each on the Picket Line
    assert all(p.picket for p in s.players)
    assert (available(s, "ann"), available(s, "bob")) == (0, 1)
    assert to_place(s) == "bob"


def test_a_table_set_up_with_one_number_still_reads_it_for_everyone():
    log = GameLog.read("tests/fixtures/games/union_stockyards/six_years_placements_3p.jsonl")
    first = log.replay(1).state
    assert first.workers == 2 and [p.workers for p in first.players] == [2, 2, 2]


def test_companion_new_with_each_players_workers(tmp_path, capsys):
    setup = tmp_path / "table.json"
    setup.write_text(json.dumps({"workers": {"Ann": 3, "Bob": 2}, "cash": 10, "prices": FOLLOWED["prices"],
                                 "meat_values": FOLLOWED["meat_values"]}))
    log = tmp_path / "game.jsonl"
    assert main(["new", "union_stockyards", "--players", "Ann:red,Bob:blue", "--setup", str(setup), "--log", str(log)]) == 0
    state = GameLog.read(str(log)).replay().state
    assert [(p.name, p.workers) for p in state.players] == [("Ann", 3), ("Bob", 2)]
    setup.write_text(json.dumps({"workers": {"Ann": 7, "Bob": 2}, "prices": FOLLOWED["prices"],
                                 "meat_values": FOLLOWED["meat_values"]}))
    capsys.readouterr()
    assert main(["new", "union_stockyards", "--players", "Ann:red,Bob:blue", "--setup", str(setup),
                 "--log", str(tmp_path / "other.jsonl")]) == 2
    assert "Ann was given 7" in capsys.readouterr().err
