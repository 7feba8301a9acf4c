"""Statistics of the games of one variant (issue 26 item 5): the store's query over finished games whose variant is
the one picked, the same numbers as over every game but counted over those games only.

Four recorded Arkwright games (tests/fixtures/games/arkwright/), stored seat for seat with the roster's Marion,
Angelica, Harold and Ida; their final results are in each file's header (replayed by tests/core/test_recorded_games.py):

    spinning_jenny_3p               Harold 170 (wins), Angelica 105, Marion 33
    spinning_mule_3p                Harold 171 (wins), Marion 95, Angelica 91
    water_frame_self_actor_4p       Harold 20 (wins), Ida 6, Marion 0 and Angelica 0 (loans: out)
    water_frame_stock_exchange_3p   Marion, Harold, Angelica: all out with loans, nobody wins (scores 0)
"""

from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.commands.logfile import GameLog
from tests.core.recorded import FIXTURES

GAMES = ("spinning_jenny_3p", "spinning_mule_3p", "water_frame_self_actor_4p", "water_frame_stock_exchange_3p")
NAMES = ("Marion", "Angelica", "Harold", "Ida")


def store_recorded(store, name: str) -> int:
    """A recorded game entered into the store as played, every seat a roster player of the same name (added when
    the roster has none)."""
    log = GameLog.read(str(FIXTURES / "arkwright" / f"{name}.jsonl"))
    setup, *plays = [step.entry for step in log.steps]
    seats = [(store.find_player(seat["name"]) or store.add_player(seat["name"], seat["color"])).id for seat in setup["seats"]]
    sid = store.create_session("arkwright", setup, seats=seats).info.id
    for entry in plays:
        store.submit(sid, entry)
    assert store.info(sid).status == "finished"
    return sid


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    from companion.store import Store

    store = Store.open(tmp_path_factory.mktemp("variants") / "games.db")
    for name in NAMES:
        store.add_player(name, "red")
    ids = {name: store_recorded(store, name) for name in GAMES}
    yield store, {name: store.info(sid).variant for name, sid in ids.items()}
    store.close()


def by_name(stats):
    return {s.name: s for s in stats}


def test_each_game_is_stored_with_its_own_variant(stored):
    _store, variant = stored
    assert variant["spinning_jenny_3p"] == "Spinning Jenny"
    assert variant["spinning_mule_3p"].startswith("Spinning Mule")
    assert variant["water_frame_self_actor_4p"].startswith("Water Frame + Self-Actor (Steam Power, bonus markers")
    assert variant["water_frame_stock_exchange_3p"] == "Water Frame + Stock Exchange"
    assert len(set(variant.values())) == 4


def test_the_players_records_of_one_variant_count_its_games_only(stored):
    store, variant = stored
    every = by_name(store.player_stats())
    assert (every["Harold"].games, every["Harold"].wins) == (4, 3)
    sa = by_name(store.player_stats(variant=variant["water_frame_self_actor_4p"]))
    assert set(sa) == set(NAMES)
    harold, ida, marion = sa["Harold"], sa["Ida"], sa["Marion"]
    assert (harold.games, harold.wins, harold.avg_score, harold.best_score, harold.avg_by_player_count) == (1, 1, 20.0, 20, {4: 20.0})
    assert (ida.games, ida.wins, ida.avg_score) == (1, 0, 6.0)
    assert (marion.games, marion.wins, marion.avg_score) == (1, 0, 0.0)
    # head to head in that game only: Harold ranked first beat the three others once each
    assert harold.nemesis is None and harold.favourite_victim.times == 1
    assert ida.nemesis.name == "Harold" and ida.nemesis.times == 1
    mule = by_name(store.player_stats(variant=variant["spinning_mule_3p"]))
    assert set(mule) == {"Marion", "Angelica", "Harold"}
    assert (mule["Marion"].games, mule["Marion"].avg_score, mule["Marion"].nemesis.name) == (1, 95.0, "Harold")
    assert mule["Angelica"].nemesis.name == "Harold" and mule["Marion"].favourite_victim.name == "Angelica"


def test_one_player_of_one_pack_and_variant(stored):
    store, variant = stored
    marion = store.find_player("Marion").id
    (jenny,) = store.player_stats(marion, pack_id="arkwright", variant=variant["spinning_jenny_3p"])
    # third behind Harold and Angelica: beaten once by each, the tie goes to the name first in the alphabet
    assert (jenny.games, jenny.wins, jenny.avg_score, jenny.nemesis.name, jenny.nemesis.times) == (1, 0, 33.0, "Angelica", 1)
    (none,) = store.player_stats(store.find_player("Ida").id, variant=variant["spinning_mule_3p"])
    assert (none.games, none.wins) == (0, 0)  # Ida did not play the Spinning Mule


def test_the_pack_numbers_of_one_variant(stored):
    store, variant = stored
    (every,) = store.pack_stats()
    assert every.plays == 4 and every.avg_winning_score == round((170 + 171 + 20) / 3, 2)
    (se,) = store.pack_stats(variant=variant["water_frame_stock_exchange_3p"])
    assert (se.plays, se.avg_winning_score) == (1, None)  # nobody won: everyone had loans
    (sa,) = store.pack_stats(variant=variant["water_frame_self_actor_4p"])
    assert (sa.plays, sa.avg_winning_score) == (1, 20)
    # the longest game of the variant is its one game
    sid = next(s.id for s in store.sessions() if s.variant == variant["water_frame_self_actor_4p"])
    assert sa.longest_entries_session == sid and sa.longest_entries == store.info(sid).plays


def test_a_variant_nobody_played_has_no_numbers(stored):
    store, _variant = stored
    assert store.player_stats(variant="Water Frame + extra events") == []
    assert store.pack_stats(variant="Water Frame + extra events") == []


def test_companion_stats_game_and_variant_on_the_command_line(stored, capsys):
    store, variant = stored
    db = str(store.path)
    assert main(["stats", "--db", db, "--game", "arkwright", "--variant", variant["spinning_mule_3p"], "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {p["name"]: (p["games"], p["wins"], p["avg_score"]) for p in out["players"]} == {
        "Harold": (1, 1, 171.0), "Marion": (1, 0, 95.0), "Angelica": (1, 0, 91.0)}
    assert [(g["pack_id"], g["plays"], g["avg_winning_score"]) for g in out["games"]] == [("arkwright", 1, 171)]
    assert main(["stats", "--db", db, "--game", "arkwright", "--variant", variant["water_frame_self_actor_4p"]]) == 0
    text = capsys.readouterr().out
    assert "Harold" in text and "Ida" in text and "Traceback" not in text
    # a variant nobody played: one sentence, and the variants that were played
    assert main(["stats", "--db", db, "--variant", "Water Frame + extra events"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("no finished games of the variant 'Water Frame + extra events'; variants played: Spinning Jenny; ")
    assert variant["water_frame_stock_exchange_3p"] in line
