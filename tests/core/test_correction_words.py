"""A correction in the players' words (issue 12, item 4): each pack's money and pieces, the value before, and what
goes back on undo — the same words in the log line, the history label and the undo question."""

from __future__ import annotations

import pytest

from companion.core.edit import PLAIN, ValueWords, correction_lines, money, undo_words, whole
from companion.core.ledger import Ledger
from companion.core.wording import said, unkept
from companion.store.entries import label
from tests.core.packs import CASES

BY_ID = {c.id: c for c in CASES}

#: pack -> (field, a value, the value it is corrected to, the words of the line, the words on undo)
SAID = [
    ("arkwright", "players.0.cash", 41, 30, "Ann's cash corrected to £30 (was £41)", "Ann's cash back to £41 from £30"),
    ("arkwright", "players.1.shares", 10, 1, "Bob's shares corrected to 1 share (was 10 shares)",
     "Bob's shares back to 10 shares from 1 share"),
    ("arkwright", "players.0.factories.0.price", 7, 6, "The price of Ann's food factory corrected to £6 (was £7)",
     "The price of Ann's food factory back to £7 from £6"),
    ("arkwright", "players.0.factories.0.quality", 0, 2,
     "The quality of Ann's food factory corrected to 2 quality levels (was 0 quality levels)",
     "The quality of Ann's food factory back to 0 quality levels from 2 quality levels"),
    ("arkwright", "importers.food", 1, 2, "Food importer's appeal corrected to appeal 2 (was appeal 1)",
     "Food importer's appeal back to appeal 1 from appeal 2"),
    ("arkwright", "players.0.tiles", [], ["small_warehouse"], "Ann's development tiles corrected to Small Warehouse (was no tile)",
     "Ann's development tiles back to no tile from Small Warehouse"),
    ("kanban", "players.0.pp", 5, 12, "Ann's pp corrected to 12 PP (was 5 PP)", "Ann's pp back to 5 PP from 12 PP"),
    ("kanban", "players.2.books", 0, 1, "Cy's books corrected to 1 book (was 0 books)", "Cy's books back to 0 books from 1 book"),
    ("kanban", "players.0.parts", {}, {"engine": 2}, "Ann's Car Parts corrected to 2 engine Car Parts (was none)",
     "Ann's Car Parts back to none from 2 engine Car Parts"),
    ("union_stockyards", "players.1.cash", 10, 14, "Bob's cash corrected to $14 (was $10)", "Bob's cash back to $10 from $14"),
    ("union_stockyards", "prices.hogs", 6, 7, "Hogs price corrected to $7 (was $6)", "Hogs price back to $6 from $7"),
    ("union_stockyards", "players.0.picket", False, True,
     "Ann's worker on the Picket Line corrected to yes (was no)", "Ann's worker on the Picket Line back to no from yes"),
    ("montana", "players.0.silver", 10, 1, "Ann's silver corrected to 1 silver (was 10 silver)",
     "Ann's silver back to 10 silver from 1 silver"),
    ("montana", "players.1.goods.wood", 0, 3, "Bob's wood corrected to 3 wood (was 0 wood)",
     "Bob's wood back to 0 wood from 3 wood"),
    ("montana", "players.0.workers", {"yellow": 2, "green": 2, "blue": 2, "red": 2}, {"yellow": 1, "green": 2, "blue": 2, "red": 2},
     "Ann's workers in supply corrected to 1 yellow worker, 2 green workers, 2 blue workers, 2 red workers "
     "(was 2 yellow workers, 2 green workers, 2 blue workers, 2 red workers)",
     "Ann's workers in supply back to 2 yellow workers, 2 green workers, 2 blue workers, 2 red workers "
     "from 1 yellow worker, 2 green workers, 2 blue workers, 2 red workers"),
]

#: a correction's words from its path alone (a label with no ledger lines to read): a factory is its place in the list
NO_TABLE = {"players.0.factories.0.price": "Ann's price of factory 1 corrected to £6",
            "players.0.factories.0.quality": "Ann's quality of factory 1 corrected to 2 quality levels"}


@pytest.mark.parametrize("pack_id, path, first, then, line, back", SAID, ids=[f"{s[0]}:{s[1]}" for s in SAID])
def test_a_correction_says_its_unit_its_value_before_and_what_goes_back(pack_id, path, first, then, line, back):
    case = BY_ID[pack_id]
    pack = case.pack
    state = pack.start(case.start).state
    state = pack.apply(state, {"kind": "edit", "path": path, "value": first}).state
    out = pack.apply(state, {"kind": "edit", "path": path, "value": then})
    assert [e.reason for e in out.ledger] == [line]
    assert undo_words(out.ledger) == [back]
    names = {p.id: p.name for p in state.players}
    entry = {"kind": "edit", "path": path, "value": then}
    # the history list's label reads like the ledger line, the value before left out (store/entries.py)
    assert label(pack, "play", entry, names, out.ledger) == line.split(" (was ")[0]
    assert label(pack, "play", entry, names) == NO_TABLE.get(path, line.split(" (was ")[0])


def test_several_values_corrected_at_once_are_a_line_each_and_the_note_goes_with_the_last():
    case = BY_ID["arkwright"]
    state = case.pack.start(case.start).state
    out = case.pack.apply(state, {"kind": "edit", "note": "recounted", "changes": [
        {"path": "players.0.cash", "value": 30}, {"path": "players.1.loans", "value": 1}]})
    assert [e.reason for e in out.ledger] == ["Ann's cash corrected to £30 (was £33)",
                                             "Bob's loans corrected to 1 loan (was 0 loans; recounted)"]
    assert undo_words(out.ledger) == ["Ann's cash back to £33 from £30", "Bob's loans back to 0 loans from 1 loan"]


def test_goods_and_tiles_read_by_their_names():
    case = BY_ID["arkwright"]
    state = case.pack.start(case.start).state
    out = case.pack.apply(state, {"kind": "edit", "changes": [
        {"path": "players.0.tiles", "value": [*state.players[0].tiles, "small_warehouse"]},
        {"path": "players.0.stored", "value": {"food": 2, "lamps": 1}}]})
    assert out.ledger[0].reason.endswith(", Small Warehouse (was Office)")
    assert out.ledger[1].reason == "Ann's stored goods corrected to 2 food, 1 lamp (was none)"


def test_a_workers_correction_says_the_workers_and_where_they_came_from():
    case = BY_ID["arkwright"]
    state = case.pack.start(case.start).state
    out = case.pack.apply(state, {"kind": "workers", "pool": "fired", "changes": [
        {"path": "players.0.factories.0.rows.0.workers", "value": 1}]})
    assert [e.reason for e in out.ledger] == ["The workers of row 1 of Ann's food factory corrected to 1 worker (was 2 workers)",
                                             "1 worker to the fired space"]
    assert undo_words(out.ledger) == ["The workers of row 1 of Ann's food factory back to 2 workers from 1 worker"]


def test_each_pack_declares_its_words_once_and_the_edit_uses_them():
    from companion.games.arkwright import messages as arkwright
    from companion.games.union_stockyards import messages as stockyards

    assert BY_ID["arkwright"].pack.values is arkwright.VALUES
    assert BY_ID["union_stockyards"].pack.values is stockyards.VALUES
    assert all(c.pack.values is not PLAIN for c in CASES)


def test_a_value_the_words_do_not_fit_reads_as_it_is():
    words = ValueWords({"players.*.cash": money("£"), "players.*.shares": lambda n: said("core", "{n:count/share}", n=whole(n))})
    assert words.value("players.3.cash", 5) == "£5"
    assert words.value("players.3.cash", "lots") == "lots"  # a typed text: refused by the rules, never a traceback here
    assert words.value("players.3.cash", True) == "yes"
    assert words.value("players.3.shares", 1) == "1 share"
    assert words.value("players.3.cash.extra", 5) == "5"  # a pattern names a whole path, not its start
    assert words.value("cash", 5) == "5"
    named = ValueWords(fields={"prices.*": "{0} price", "players.*.goods.*": "{1}"})
    assert named.what("prices.hogs") == "hogs price" and named.what("players.1.goods.wood", ["Ann", "Bob"]) == "Bob's wood"
    assert named.what("players.1.cash", ["Ann", "Bob"]) == "Bob's cash" and named.what("prices") == "prices"


def test_the_line_is_made_from_the_state_before_the_correction():
    ledger = Ledger()
    correction_lines(ledger, {"players": [{"cash": 3}]}, [("players.0.cash", 8)], ["Ann"], ValueWords({"players.*.cash": money("£")}))
    assert [e.code for e in ledger] == ["core.value_corrected"]
    assert {k: str(unkept(v)) for k, v in ledger[0].params.items()} == {"what": "Ann's cash", "before": "£3", "after": "£8"}



def test_the_value_before_read_along_the_model_equals_the_value_in_its_dump():
    """A correction's "was" value is read along the state's records, not from a whole dump: the same value."""
    from companion.core.edit import read_path, value_before
    from tests.core.test_edit_paths import paths, states

    checked = 0
    for state in states():
        data = state.model_dump(mode="json")
        for path in paths(data):
            assert value_before(state, path) == read_path(data, path), path
            checked += 1
    assert checked > 1000
