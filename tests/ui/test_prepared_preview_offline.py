"""A one-button step is previewed before the tap and sent hidden; the tap shows it (companion/ui/resolve.py).

What the players see after the tap is the preview of the game as it is at the tap: the same
lines as a preview made then, and a fresh one when the game changed after the step was drawn.
Preparing stores nothing, and the tap sends no ledger line again.
"""

from __future__ import annotations

from flet.messaging.protocol import MessageAction

from flet_harness import run
from scenarios import edit, new_game
from companion.ui.ledger import line_words


def production_game(store) -> int:
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    return sid


def expected_lines(store, sid) -> list[str]:
    return sorted(line_words(e) for e in store.preview(sid, {"kind": "production"}).ledger)


def shown_lines(h) -> list[str]:
    """Every ledger line on the screen (by player, so sorted here; test_ledger_sections checks the order)."""
    return sorted(line[2:] for t in h.text_in(h.by_id("ledger")) for line in t.split("\n") if line.startswith("• "))


def sent_since(h, start: int) -> str:
    return " ".join(str(m.body) for m in h.conn.messages[start:] if m.action == MessageAction.PATCH_CONTROL)


def test_the_prepared_preview_is_hidden_until_the_tap_and_then_shows_every_line(store, start_app):
    sid = production_game(store)
    before = store.mark(sid)
    lines = expected_lines(store, sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        assert not h.has_id("ledger") and not h.has_id("confirm")  # prepared, not on the screen
        assert store.mark(sid) == before  # preparing stores nothing
        start = len(h.conn.messages)
        await h.click(h.by_id("resolve"))
        assert "Check the ledger, then confirm. Nothing is stored yet." in h.texts()
        assert shown_lines(h) == lines
        assert h.text_in(h.by_id("ledger-total-marion"))[0].startswith("Move: ")
        assert lines[1] not in sent_since(h, start)  # the tap shows what was sent hidden
        await h.click(h.button("Cancel"))
        assert not h.has_id("ledger") and h.has_id("resolve")
        await h.click(h.by_id("resolve"))  # again: the same preview, every line
        assert shown_lines(h) == lines
        await h.click(h.by_id("confirm"))
        assert "Production phase: food: stored. Move these on the table:" in h.texts()

    run(go())
    assert store.mark(sid) != before and store.load(sid).state.phase != "production"


def test_a_game_changed_after_the_step_was_drawn_is_previewed_again_at_the_tap(store, start_app):
    sid = production_game(store)
    stale = expected_lines(store, sid)

    async def go():
        h = await start_app(f"/game/{sid}")  # no polling: the screen does not know of the change below
        edit(store, sid, ("players.0.factories.0.quality", 2))  # another program changes the game
        fresh = expected_lines(store, sid)
        assert fresh != stale
        start = len(h.conn.messages)
        await h.click(h.by_id("resolve"))
        assert shown_lines(h) == fresh
        sent = sent_since(h, start)
        assert all(line in sent for line in set(fresh) - set(stale))  # previewed at the tap, from the game as it is now

    run(go())


def test_a_preview_the_rules_refuse_says_so_only_when_tapped(store, start_app):
    sid = production_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        edit(store, sid, ("phase", "actions"))  # production is no longer the step: the rules refuse it
        refusal = "the production phase cannot be entered now"
        assert not any(refusal in t for t in h.texts())
        await h.click(h.by_id("resolve"))
        assert any(refusal in t for t in h.texts())
        assert not h.has_id("ledger")  # nothing previewed (and the screen shows the game as it is now)

    run(go())



class NoEffects:
    """flet as companion.ui.resolve sees it, with no effect ever run: a tap that arrives before any effect did."""

    def __getattr__(self, name):
        import flet

        return getattr(flet, name)

    def use_effect(self, *args, **kwargs):
        return None


def test_a_tap_before_any_effect_ran_shows_the_preview_sent_with_the_step(store, start_app, monkeypatch):
    """The preview is made while the step is first drawn and sent with its button, not after:
    the first tap, however soon, previews nothing again and shows every line."""
    from companion.store import Store
    import companion.ui.resolve as resolve

    sid = production_game(store)
    lines = expected_lines(store, sid)
    previews = []
    original = Store.preview

    def counted(self, *args, **kwargs):
        previews.append(args)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Store, "preview", counted)
    monkeypatch.setattr(resolve, "ft", NoEffects())

    async def go():
        h = await start_app(f"/game/{sid}")
        assert not h.has_id("ledger") and h.has_id("resolve")
        made = len(previews)
        assert made >= 1  # prepared with the first drawing of the step
        await h.click(h.by_id("resolve"))
        assert shown_lines(h) == lines
        assert len(previews) == made  # the tap previewed nothing again

    run(go())


def test_the_stored_steps_ledger_is_sent_when_its_tile_is_opened(store, start_app):
    """After Confirm the card shows what to move; every ledger line comes with the first opening of
    its tile, not with every drawing of the page."""
    sid = production_game(store)
    lines = expected_lines(store, sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("resolve"))
        await h.click(h.by_id("confirm"))
        assert "Production phase: food: stored. Move these on the table:" in h.texts()
        assert not h.has_id("stored-ledger")
        await h.fire(h.by_id("stored-ledger-tile"), "change", True)
        stored = sorted(line[2:] for t in h.text_in(h.by_id("stored-ledger")) for line in t.split("\n") if line.startswith("• "))
        assert stored == lines

    run(go())


def test_the_confirm_tap_stores_the_preview_without_running_the_rules_again(store, start_app, monkeypatch):
    from companion.store.store import Store

    sid = production_game(store)
    applied: list[str] = []
    original = Store._apply

    def counted(pack, state, entry, *, first=False):
        applied.append(entry["kind"])
        return original(pack, state, entry, first=first)

    monkeypatch.setattr(Store, "_apply", staticmethod(counted))

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("resolve"))
        assert applied.count("production") == 1  # the one preview, prepared before the tap
        await h.click(h.by_id("confirm"))
        assert "Production phase: food: stored. Move these on the table:" in h.texts()

    run(go())
    assert applied.count("production") == 1  # confirmed: the preview was stored as it was
    assert store.load(sid).state.phase != "production"
    assert store.load(sid).state == store.replay_state(sid)
