"""An Arkwright game replays with the board it was played with, after later corrections."""

from __future__ import annotations

from companion.games.arkwright.board import BOARD
from companion.games.arkwright.pack import PACK
from companion.store import Store
from tests.games.arkwright.flow.helpers import seats

FOOD_III = "factories.2.goods"


def setup() -> dict:
    return {"kind": "new_game", "version": "water_frame", "seats": seats(4), "answers": {"foreman:ida": "food"}}


def test_a_new_game_records_the_current_board_revision_and_its_fingerprint(store: Store):
    view = store.create_session("arkwright", setup())
    assert view.state.board_revision == BOARD.revision == 2
    assert view.state.board.tile("food", 3).goods[:3] == [2, 3, 3]
    assert store.replay_state(view.info.id).board_revision == 2


def test_a_game_stored_before_the_seed_numbers_replays_with_its_own_food_tile():
    # a new_game entry written in format 1 (before board revisions were kept) is migrated on replay
    entry = setup()
    old = PACK.start(PACK.migrate_input(entry, 1)).state
    assert old.board_revision == 1
    assert old.board.tile("food", 3).goods == [2, 3, 2, 2]
    assert "board_revision" not in entry  # the stored entry is never rewritten
    assert PACK.start(PACK.migrate_input(entry, PACK.input_version)).state.board_revision == BOARD.revision


def test_an_old_game_keeps_its_correction_after_a_later_one(store: Store):
    first = store.create_session("arkwright", setup()).info.id
    store.submit(first, {"kind": "board", "path": "job_market.0.wage", "value": 3})
    second = store.create_session("arkwright", setup()).info.id
    store.submit(second, {"kind": "board", "path": "job_market.0.wage", "value": 4})
    store.connection.forget()
    assert store.replay_state(first).board.job_market[0].wage == 3
    assert store.replay_state(second).board.job_market[0].wage == 4
    assert store.load(first).state.board.job_market[0].wage == 3
