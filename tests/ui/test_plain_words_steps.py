"""Plain words in the step panels (issue 22, item 2): no "Other" chip opening fields typed as JSON, no text field
where the app can list the values, in the step panel of every pack and in the forms of a pack without screens of its
own (drawn from its legal() listing and its entry schema). The checks are those of tests/ui/test_plain_words.py."""

from __future__ import annotations

import flet as ft

from test_plain_words import BAD, FREE_TEXT, _assert_plain, _pack_games, _words_of, typed_text_fields

def _typed_on_screen(h) -> set[str]:
    """The text fields on the screen a player types words into: their test ids (or labels)."""
    return {str(getattr(c.parent, "identifier", None) or c.label) for c in h.controls(ft.TextField)
            if c.keyboard_type != ft.KeyboardType.NUMBER}


def test_a_form_of_raw_fields_is_caught_as_typed_where_the_app_could_list():
    from flet.components.component import Renderer

    from companion.ui.widgets import TextInput

    # what the removed "Other" form drew: a field per entry field, the player's id typed
    drawn = Renderer().render(lambda: [TextInput("player", "", identifier="take-player"), TextInput("count", "", identifier="take-count")])
    typed = {t for c in drawn for t in typed_text_fields(c)}
    assert typed == {"take-player", "take-count"} and not typed <= FREE_TEXT


def test_every_step_panel_of_the_other_packs_offers_its_forms_by_taps_and_no_raw_fields(store, start_app):
    from flet_harness import run

    games = _pack_games(store)
    seen: dict[int, set[str]] = {}
    all_typed: set[str] = set()

    async def go():
        for sid in games:
            h = await start_app(f"/game/{sid}")
            await h.settle(20)
            assert not h.has_id("kind-other") and not h.has_id("entry-kind"), sid
            kinds = [c.identifier for c in h.controls(ft.Semantics) if (c.identifier or "").startswith("kind-")
                     and isinstance(c.content, ft.Chip)]
            assert kinds, f"game {sid} offers a form"
            for ident in kinds:
                await h.fire(h.by_id(ident), "select", True)
                await h.settle()
                typed = _typed_on_screen(h)
                assert typed <= FREE_TEXT, f"game {sid} {ident}: typed where the app can list the values: {sorted(typed - FREE_TEXT)}"
                all_typed.update(typed)
                seen.setdefault(sid, set()).add(ident)

    run(go())
    assert len(seen) == len(games) and sum(map(len, seen.values())) > 2 * len(games)
    assert "note-text" in all_typed  # the check saw the text fields on the screen


def test_the_forms_of_a_pack_without_screens_are_taps_and_plain_words(tmp_path):
    from types import SimpleNamespace

    from flet.components.component import Renderer

    from companion.core import registry
    from companion.ui.pack_forms import gather, problem_lines, showing
    from companion.ui.schema_forms import forms_of
    from tests.installed import TESTPACK, installed
    from tests.testpack.pack import PACK

    state = PACK.start({"kind": "new_game", "players": [{"id": "ada", "name": "Ada"}, {"id": "ben", "name": "Ben"}]}).state
    view = SimpleNamespace(state=state, summary=PACK.summary(state), info=SimpleNamespace(pack_id="marbles"))
    out: list[tuple[str, str]] = []
    typed: set[str] = set()
    with installed(tmp_path, {registry.GROUP: TESTPACK[registry.GROUP]}):
        forms = forms_of(view)
        for form in forms:
            for values in (form.initial(view), {}, *({k: bad for k in ("pick", "text", "player")} for bad in BAD)):
                _entry, found = gather(form.build, view, values)
                out += [(f"{form.kind} problem", line) for line in problem_lines(found)]
                with showing(found):
                    controls = Renderer().render(form.fields, view, values, lambda **_kw: None)
                out += [(f"{form.kind} field", t) for c in controls for t in _words_of(c)]
                typed |= {t for c in controls for t in typed_text_fields(c)}
    assert {f.kind for f in forms} == {"take", "note"}
    assert typed == {"note-text"}  # a note's words are the one thing typed
    _assert_plain(out)


def test_every_entry_kind_of_each_pack_has_a_form_or_a_screen_of_its_own():
    """With the "Other" chip gone, a kind no form offers could not be entered: over states of random legal play of each
    pack, every kind legal() allows has a form then, and each pack's kinds are its forms' (over all its ways to play),
    the corrections and board data (screens of their own), the new game, and the kinds kept only so stored games replay."""
    from tests.properties.games import GAMES
    from tests.properties.walk import walk
    from tests.ui.test_pack_turns_by_taps import _kanban_meeting_states

    from companion.ui.pack_screen import chosen
    from companion.ui.packs import pack_ui
    from companion.ui.schema_forms import OWN_SCREENS

    left: dict[str, set[str]] = {}
    for game in GAMES:
        pack_id = game.name.split("-")[0]
        screens = pack_ui(pack_id)
        kept = set(OWN_SCREENS) | set(screens.replay_only)
        w = walk(game, seed=3, max_entries=60)
        states = [game.pack.start(w.log[0]).state]
        for entry in w.log[1:]:
            states.append(game.pack.apply(states[-1], entry).state)
        # Kanban offers the Meeting's turns only during a Meeting, which random play seldom reaches: add one
        extra = _kanban_meeting_states()[1:] if pack_id == "kanban" else []
        offered: set[str] = set()
        for state in [*states[::3], *extra]:
            now = {f.kind for f in chosen(screens.forms, state)}
            allowed = {c.entry["kind"] for p in state.players for c in game.pack.legal(state, p.id) if c.legal}
            assert allowed <= now | kept, f"{game.name}: legal() allows {sorted(allowed - now - kept)} and no form offers it"
            offered |= now
        left[pack_id] = left.get(pack_id, set(game.pack.dispatcher.kinds) - kept) - offered
    assert set(left) == {"kanban", "union_stockyards", "montana"}
    assert not any(left.values()), left
