"""The app's own words in the phone's language: chosen on Home, read by every screen of that phone only."""

from __future__ import annotations

import re
import string

import flet as ft
import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from companion.core.language import LANGUAGES
from companion.ui import words
from companion.ui.context import LANGUAGE_KEY, Hosting
from companion.ui.theme import signed
from companion.ui.words import _, _n, current
from flet_harness import run
from scenarios import edit, montana_game, new_game, short_game_at_the_end, stockyards_game


def on_screen(h) -> list[str]:
    """Every word on the phone's screen: texts, buttons' labels, the navigation's labels."""
    controls = h.controls()
    return [*h.texts(), *[c.content for c in controls if isinstance(getattr(c, "content", None), str)],
            *[c.label for c in controls if isinstance(getattr(c, "label", None), str)]]


@pytest.mark.parametrize("language, new_game_words, history, nothing", [
    ("de", "Neues Spiel", "Verlauf", "Kein anderes laufendes Spiel."),
    ("nl", "Nieuw spel", "Geschiedenis", "Geen ander lopend spel."),
])
def test_home_reads_in_the_language_tapped_and_the_phone_keeps_it(store, start_app, language, new_game_words, history,
                                                                  nothing):
    async def go():
        h = await start_app("/")
        assert "New game" in on_screen(h) and "History" in on_screen(h)
        await h.fire(h.by_id(f"language-{language}"), "select", True)
        shown = on_screen(h)
        assert new_game_words in shown and nothing in shown and "New game" not in shown
        assert history in shown and "History" not in shown  # the navigation's labels too
        kept = [c for c in h.invoked if c.name == "set"]
        assert kept and kept[-1].args == {"key": LANGUAGE_KEY, "value": language}  # on the phone, for its next start

    run(go())


def test_two_phones_at_one_table_read_their_own_language(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))

    async def go():
        hub = PubSubHub()
        german = await start_app("/", hub=hub)
        english = await start_app("/", hub=hub)
        await german.fire(german.by_id("language-de"), "select", True)
        await german.navigate(f"/game/{sid}")
        await english.navigate(f"/game/{sid}")
        await german.click(german.by_id("resolve"))
        await english.click(english.by_id("resolve"))
        de, en = on_screen(german), on_screen(english)
        assert "Bestätigen" in de and "Confirm" not in de
        assert "Confirm" in en and "Bestätigen" not in en
        assert any("die Fabrik für Nahrung von Marion stellt 3 Nahrung her" in t for t in de)
        assert any("Marion's food factory makes 3 food" in t for t in en)

    run(go())


def test_outside_a_phone_the_words_read_in_english():
    assert current() == "en" and _("Confirm") == "Confirm" and _n("{n} entry", "{n} entries", 2) == "{n} entries"
    assert signed(4, "share_space") == "+4 spaces" and signed(-1, "loans") == "-1 loan"


def test_every_language_offered_is_a_language_of_the_catalogs():
    assert list(LANGUAGES) == ["en", "de", "nl"]


# --- the screens whose every word goes through the catalogs --------------------------------------------

#: words shown as they are in every language: the app's name and the language chooser (each language in its own words)
AS_WRITTEN = {"Tabletop Companion", "Language · Sprache · Taal", *LANGUAGES.values()}


def pseudo(text: str) -> str:
    """Every ASCII letter outside a {placeholder} as its full-width twin."""
    out, depth = [], 0
    for c in text:
        depth += c == "{"
        out.append(chr(ord(c) + 0xFEE0) if depth == 0 and c in string.ascii_letters else c)
        depth -= c == "}"
    return "".join(out)


class Pseudo:
    def npgettext(self, _context, singular, plural, count):
        return pseudo(singular if count == 1 else plural)


@pytest.fixture
def pseudo_language(monkeypatch):
    """The phone reads a pseudo-language: every word that went through `_` or `_n` has full-width letters."""
    monkeypatch.setattr(words, "current", lambda: "xx")
    monkeypatch.setattr(words, "translated", lambda _context, text, _language: pseudo(text))
    monkeypatch.setattr(words, "translations", lambda _language: Pseudo())


def plain(shown: list[str], *data: str) -> list[str]:
    """The words on screen with a plain letter left (a word that did not go through the catalogs), once the
    words shown as written and the table's data (a code, a name) are taken out."""
    left = []
    for text in shown:
        if text in AS_WRITTEN:
            continue
        for d in data:
            text = text.replace(d, "")
        if re.search(r"[A-Za-z]", text):
            left.append(text)
    return left


def test_home_and_joining_have_every_word_from_the_catalogs(store, start_app, pseudo_rules):
    hosting = Hosting(code="K7QF", served=True)

    async def go():
        host = await start_app("/", hosting=hosting, client_ip="127.0.0.1")
        assert plain(on_screen(host), "K7 QF", "K7QF") == []
        guest = await start_app("/", hosting=hosting, client_ip="192.168.1.23")
        assert plain(on_screen(guest)) == []

    run(go())


# --- the screens of a game, the new-game form, History and the roster ---------------------------------------------------

def finished_game(store) -> int:
    """A short Arkwright game played to its end (its ranking and charts on History)."""
    sid = short_game_at_the_end(store)
    assert store.submit(sid, {"kind": "end_of_game", "answers": {"final:harold:buy": 2, "final:angelica:buy": 1,
                                                                   "final:marion:buy": 0}}).stored
    return sid


def people(store) -> list[str]:
    """The roster's data on screen: each name, its colour alone and in brackets ("(red)")."""
    return [w for p in store.players() for w in (p.name, f"({p.color})", p.color)]


def game_data(store, sid) -> list[str]:
    """A stored game's own words: its title and its variant's mark (its progress line is the rules' words, worded by the
    catalogs like every other)."""
    info = store.info(sid)
    return [info.title, info.variant or ""]


def pack_words(pack_id: str) -> list[str]:
    """What a pack declares in its own words (its options: the rules' words, not the app's; its house rules' titles are
    worded by the catalogs like every other)."""
    from companion.core.registry import get_pack

    pack = get_pack(pack_id)
    return [pack.title, *(o.label for o in pack.options), *(o.group for o in pack.options if o.group),
            *(label for o in pack.options for _v, label in o.choices if isinstance(label, str))]


def arkwright_words(state) -> list[str]:
    """The rules' words an Arkwright table shows: the phases, the step guide, the markers, tiles and goods."""
    from companion.games.arkwright.board import GOODS
    from companion.games.arkwright.phases import PHASES
    from companion.games.arkwright.summary import PHASE_LABEL

    guided = [w for row in PHASES.guided().values() for w in row[1:] if isinstance(w, str)]
    tiles = [t.name for t in state.board.tiles]
    # a factory's tile: its good (a word of the game) and its level in Roman numerals (as printed)
    from companion.core.language import term

    goods = [w for g in GOODS for w in (g.capitalize(), term("arkwright.term", g, "xx").capitalize())]
    factories = [f"{word} {roman}" for word in goods for roman in ("I", "II", "III", "IV")]
    return [*guided, *PHASE_LABEL.values(), *tiles, *factories, *(g.capitalize() for g in GOODS), *GOODS]


def by_length(*groups) -> list[str]:
    """Longest first, so a name inside a longer datum ("Food I" before "food") is taken out whole."""
    return sorted({w for g in groups for w in g if w}, key=len, reverse=True)


def test_the_new_game_form_history_and_the_roster_have_every_word_from_the_catalogs(store, start_app, pseudo_rules):
    done = finished_game(store)
    marion = next(p for p in store.players() if p.name == "Marion")
    data = by_length(people(store), game_data(store, done), pack_words("arkwright"),
                     ["start", *(t.key for t in store.timeline(done))])  # the timeline's points, as the store names them

    async def go():
        for route in ("/new", "/history", f"/history/{done}", "/players", f"/players/{marion.id}", "/players/all"):
            h = await start_app(route)
            assert plain(on_screen(h), *data) == [], route

    run(go())


def test_an_arkwright_table_and_its_action_form_have_every_word_from_the_catalogs(store, start_app, pseudo_rules):
    from companion.games.arkwright.actions import legal_actions

    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    state = store.load(sid).state
    data = by_length(people(store), game_data(store, sid), arkwright_words(state))

    async def go():
        h = await start_app(f"/game/{sid}")
        # every marker's rows of the administration chart: their costs, what they buy, why a row is not possible
        for marker in sorted({o["marker"] for o in legal_actions(state, state.current_player.id) if o.get("kind") == "marker"}):
            await h.fire(h.by_id(f"marker-{marker}"), "select", True)
            left = plain(on_screen(h), *data)
            assert left == [], (marker, left)
        special = next(o for o in legal_actions(state, state.current_player.id)
                       if o.get("legal") and o.get("additional") == "special_marker")
        await h.fire(h.by_id(f"marker-{special['marker']}"), "select", True)
        await h.click(h.by_id(f"option-{special['marker']}-{special['row']}").content)  # then a special marker: its menu
        assert plain(on_screen(h), *data) == []
        await h.fire(h.by_id("marker-workers"), "select", True)
        await h.click(h.by_id("option-workers-2").content)  # its £2 row: the hiring form
        assert h.has_id("field-hire_good-food")
        assert plain(on_screen(h), *data) == []
        economy = new_game(store)
        h = await start_app(f"/game/{economy}")
        assert plain(on_screen(h), *by_length(data, game_data(store, economy))) == []
        h = await start_app("/quick")  # a production resolved alone (Home's pack page)
        assert plain(on_screen(h), *by_length(data, pack_words("arkwright"))) == []

    run(go())


def test_montana_and_union_stockyards_tables_have_every_word_from_the_catalogs(store, start_app, pseudo_rules):
    mt, us = montana_game(store), stockyards_game(store)
    montana = store.load(mt).state
    yard = store.load(us).state
    colours = [c for p in montana.players for c in p.workers]
    goods = [w for spec in montana.board.areas for w in (spec.id, spec.id.capitalize(), spec.good)]
    livestock = [w for kind in yard.prices for w in (kind, kind.capitalize())]
    parties = [yard.board.names.party(p) for p in yard.board.names.parties]

    async def go():
        h = await start_app(f"/game/{mt}")
        assert plain(on_screen(h), *by_length(people(store), game_data(store, mt), colours, goods, ["silver", "pumpkin"])) == []
        h = await start_app(f"/game/{us}")
        assert plain(on_screen(h), *by_length(people(store), game_data(store, us), livestock, parties, [yard.phase])) == []

    run(go())


def kanban_words(state) -> list[str]:
    """The rules' and the board's words a Kanban table shows: departments, workstations, Models, Parts, goals."""
    from companion.games.kanban import design, forms
    from companion.games.kanban.alley import station_name
    from companion.games.kanban.board import DEPARTMENTS
    from companion.games.kanban.factory_goals import WORDS

    board = state.board
    depts = [board.department(d).name for d in DEPARTMENTS]
    stations = [station_name(state, s) for s in [*state.placed.values(), state.sandra_at] if s]
    areas = [g.area for g in state.factory_goals]
    choices = [s["label"] for s in forms.selection_choices(state)["stations"]]
    goals = [t for _n, t in forms.performance_goals(state)]
    return [*depts, *stations, *choices, *goals, *board.names.models, *board.names.parts, *WORDS.values(), *areas,
            *(design.display_words(state) if state.display else []), "Sandra", "pp"]


def test_a_kanban_alley_table_and_its_work_form_have_every_word_from_the_catalogs(store, start_app, pseudo_rules):
    from scenarios import kanban_working_game

    sid = kanban_working_game(store)
    state = store.load(sid).state
    data = by_length(people(store), game_data(store, sid), pack_words("kanban"), kanban_words(state))

    async def go():
        h = await start_app(f"/game/{sid}")
        assert h.by_id("work-player").value == "ada" and h.by_id("work-department").value == "logistics"
        assert h.has_id("alley-today") and h.has_id("work-shifts")
        assert plain(on_screen(h), *data) == []

    run(go())


# --- the words the rules compose (core/wording.py): a step's title, a refusal, the moves of a step -----------------

@pytest.fixture
def pseudo_rules(monkeypatch, pseudo_language):
    """The phone reads a pseudo-language in the rules' words too: every template a catalog gives for the words the
    rules compose (and for the ledger's lines, and every word of a game) has full-width letters."""
    from companion.core import language
    from tests.core.test_pseudo_language import pseudo_template

    german = language.translations("de")  # the German catalog's templates, so its specs (a word of the game) are used

    class Rules:
        @staticmethod
        def plural(n):
            return int(n != 1)

        def pgettext(self, context, text):
            return pseudo_template(german.pgettext(context, text))

        def npgettext(self, context, singular, plural, count):
            return pseudo(german.npgettext(context, singular, plural, count))

    monkeypatch.setattr(language, "translations", lambda _language: Rules())


def test_an_arkwright_step_title_refusal_and_moves_come_through_the_catalogs(store, start_app, pseudo_rules):
    from test_numbers_offline import choose_row

    names = by_length(people(store), ["Marion", "Harold", "Angelica"])
    production = new_game(store)
    edit(store, production, ("phase", "production"))
    turn = new_game(store)
    edit(store, turn, ("phase", "actions"), ("players.0.loans", 1), ("players.0.cash", 40))

    async def go():
        h = await start_app(f"/game/{production}")
        title = " ".join(h.text_in(h.by_id("step-title")))
        assert "Ｐｒｏｄｕｋｔｉｏｎｓｐｈａｓｅ: Ｎａｈｒｕｎｇ" == title  # the phase's words and the good, each from the catalogs
        assert plain(h.text_in(h.by_id("resolve"))) == []  # its button
        await h.click(h.by_id("resolve"))
        await h.click(h.by_id("confirm"))
        moves = [" ".join(h.text_in(c.content)) for c in h.controls(ft.Semantics) if (c.identifier or "").startswith("stored-moves-")]
        money = [m for m in moves if m.startswith("Ｇｅｌｄ")]  # "Geld: £33 → £28"
        assert money and all(re.fullmatch(r"Ｇｅｌｄ: £\d+ → £\d+", m) for m in money), moves
        h = await start_app(f"/game/{turn}")
        await choose_row(h, "stock_exchange", 2)
        await h.click(h.by_id("field-buy-more"))  # a share bought with a loan still open: refused at the form
        refusal = " ".join(h.text_in(h.by_id("form-refusal")))
        assert "Ｍａｒｉｏｎ" not in refusal and "Marion" in refusal  # a name is data, not words
        assert plain([refusal], *names) == [], refusal

    run(go())
