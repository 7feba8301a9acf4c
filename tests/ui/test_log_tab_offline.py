"""The Log tab: an entry's ledger is built when its tile is first opened, and then shows every line (companion/ui/game.py)."""

from __future__ import annotations

import flet as ft

from flet_harness import run
from scenarios import edit, new_game
from companion.ui.ledger import line_words


def test_an_entrys_ledger_is_sent_when_its_tile_is_opened_with_every_line(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    stored = store.submit(sid, {"kind": "production"})
    seq = store.load(sid).entries[-1].seq
    lines = sorted(line_words(e) for e in stored.outcome.ledger)

    async def go():
        h = await start_app(f"/game/{sid}/log")
        tiles = {c.key: c for c in h.controls(ft.ExpansionTile)}
        assert f"entry-{seq}" in tiles and not h.has_id(f"log-{seq}")
        assert not any(lines[0] in str(m.body) for m in h.conn.messages)  # no ledger line sent with the tab
        await h.fire(tiles[f"entry-{seq}"], "change", True)
        tile = {c.key: c for c in h.controls(ft.ExpansionTile)}[f"entry-{seq}"]
        assert tile.expanded  # echoed: a tile that gets its content later is not closed again by it
        shown = sorted(line[2:] for t in h.text_in(h.by_id(f"log-{seq}")) for line in t.split("\n") if line.startswith("• "))
        assert shown == lines
        await h.fire(tiles[f"entry-{seq}"], "change", False)  # closed: the ledger stays built for the next time
        tile = {c.key: c for c in h.controls(ft.ExpansionTile)}[f"entry-{seq}"]
        assert not tile.expanded and h.has_id(f"log-{seq}")
        first = [e.seq for e in store.load(sid).entries][0]
        assert not h.has_id(f"log-{first}")  # the others stay unbuilt

    run(go())
