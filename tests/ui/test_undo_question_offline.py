""""Undo to here" asks first (issue 12, items 6 and 7): the question lists every piece to put back for all the
entries it undoes together, corrections included — the move list from the state it returns to up to now, reversed."""

from __future__ import annotations

from flet_harness import run
from scenarios import edit, warehouse_sale_game

from companion.core.moves import table_moves
from companion.core.registry import get_pack


def produce(store, sid: int) -> None:
    """The food production, Marion selling 2 stored food (the rules ask how many)."""
    asked = store.preview(sid, {"kind": "production"}).pending
    result = store.submit(sid, {"kind": "production", "answers": {asked.id: asked.options[2].value}})
    assert result.stored


def replayed(pack, entries, upto: int):
    """The game right after entry `upto`, replayed by the pack itself from the log's own entries."""
    state = None
    for e in entries:
        if e.op == "play" and not e.undone and e.seq <= upto:
            state = (pack.start(e.entry) if state is None else pack.apply(state, e.entry)).state
    return state


def test_the_question_lists_the_combined_moves_of_the_undone_entries_reversed(store, start_app):
    sid = warehouse_sale_game(store)
    back_to = store.version(sid)
    produce(store, sid)
    edit(store, sid, ("players.1.cash", 50))
    assert store.submit(sid, {"kind": "workers", "pool": "fired",
                              "changes": [{"path": "players.2.factories.0.rows.0.workers", "value": 1}]}).stored
    view = store.load(sid)
    pack = get_pack("arkwright")
    combined = table_moves(pack, replayed(pack, view.entries, back_to), view.state)
    expected = [m.reversed() for m in reversed(combined)]
    names = {p.id: p.name for p in view.state.players}

    async def go():
        h = await start_app(f"/game/{sid}/log")
        await h.click(h.by_id(f"undo-to-{back_to}"))
        (dialog,) = h.dialogs()
        assert h.text_in(dialog.title) == ["Undo 3 entries?"]
        shown = h.text_in(h.by_id("undo-question-moves"))
        assert [t for t in shown if ": from " in t] == [m.words for m in expected]
        # grouped by player: each player's name once, before that player's pieces
        headers = [t for t in shown if t in names.values() or t == "The table"]
        assert headers == list(dict.fromkeys(names.get(m.player or "", "The table") for m in expected))
        words = h.text_in(dialog.content)
        assert "Harold's cash back to £36 from £50" in words  # the correction, with its value going back
        assert "The workers of row 1 of Angelica's food factory back to 2 workers from 1 worker" in words
        return shown

    shown = run(go())
    assert "Money: from £50 to £42" in shown  # Harold: production and correction together, one move back
    assert "Money: from £46 to £33" in shown  # Marion's sale, with its £
    assert any(t.startswith("1 worker: from the fired space to food factory, row 1") for t in shown)  # a piece
    assert any(t.startswith(("1 food: from", "2 food: from", "3 food: from")) for t in shown)  # goods, by their name
    assert store.version(sid) == view.info.version  # asking changed nothing
