"""Plain words everywhere (issue 12, item 4): no message a player can be shown names a field path, an entry kind
or the validation library.

Collected here: the problems of each Arkwright form field (action forms, the 1760 round) and the choices they
offer, the shared form errors of the other packs, every problem each Kanban, Montana and Union Stockyards form
gathers (left empty and filled with wrong values) with the words of its fields, every refusal and effect `legal()` lists along a few steps of
each pack, the engine's answer to every candidate entry (its refusal, its question and answers, its ledger
lines), the history label of each entry kind, and the refusals of malformed entries a form for raw fields can
send, and the correction of every number and switch of each pack (its line, what goes back on undo, its label).
Besides developer speak, a text fails on a plural left to the reader ("worker(s)") and on a move of nothing
("buy 0 (-£0)", a marker from the supply to +0); a form fails on a field typed as text where the app can list
the values (only notes, reasons and a card the list lacks are typed; numbers are numbers).
"""

from __future__ import annotations

import re

import flet as ft
import pytest

from companion.core.edit import undo_words
from companion.core.errors import CompanionError
from companion.core.moves import flat, table_moves
from companion.games.arkwright.actions import legal_actions
from companion.store.entries import label
from companion.ui.arkwright.action_forms import choices, field_label, number_ranges, price_ranges, problems, with_defaults
from companion.ui.arkwright.actions import problem_lines
from companion.ui.arkwright.preparation import shares_span, special_choices
from companion.ui.pack_forms import FormError, needed, whole
from tests.core.packs import CASES

FIELD_PATH = re.compile(r"\b[a-z_]+\.\d+(\.[a-z_0-9]+)*\b")
LIBRARY = ("Input should be", "validation error", "Field required", "type=", "pydantic", "Value error,",
           "errors.pydantic.dev", "Traceback")
KINDS = sorted({k for case in CASES for k in case.pack.dispatcher.kinds if "_" in k})
ENTRY_KIND = re.compile(r"\b(" + "|".join(map(re.escape, KINDS)) + r")\b")

BAD = ("abc", "1.5", "99999999999999999999", "-1", "")

#: a plural the reader must work out ("worker(s)")
PLURAL_LEFT = re.compile(r"\w\((s|es)\)")
#: a move of nothing: an amount of 0 bought, sold or paid, a marker put on +0 or taken from it
NOTHING_MOVED = re.compile(r"\b(buy|sell|buys|sells|hire|hires|fire|fires|repay|repays|take|takes) 0\b(?! of)|\([-+][£$]0\)"
                           r"|your supply to \+0\b|\+0 to your supply")
#: a tile or marker moved alone counted like a heap ("1 Developer tile", "1 workers marker"): named instead
ONE_COUNTED = re.compile(r"^1 [\w ()]*\b(tile|marker):")
#: the text fields a form may hold: what the app cannot list (a note, a reason, a card the board data lacks)
FREE_TEXT = {"note-text", "other-note", "adjust-reason", "seat-reason", "year-card-name"}


def offence(text: str) -> str | None:
    """What in `text` a player should never read, or None."""
    for pattern, what in ((FIELD_PATH, "a field path"), (ENTRY_KIND, "an entry kind"), (PLURAL_LEFT, "a plural left open"),
                          (NOTHING_MOVED, "a move of nothing"), (ONE_COUNTED, "one piece counted")):
        found = pattern.search(text)
        if found:
            return f"{what} ({found.group(0)})"
    hit = next((w for w in LIBRARY if w in text), None)
    return f"validation-library text ({hit})" if hit else None


def test_the_check_itself_catches_each_kind_of_developer_speak():
    for bad in ("(players.0.cash)", "action entry: main.workers.hire.0.count: too small", "prep_shares entry: no",
                "sell: Input should be greater than or equal to 0", "table correction: players.1.cash = 30"):
        assert offence(bad), bad
    for bad in ("£6 buys 1 machine(s)", "1 worker(s) back", "buy 0 (-£0)", "Ann sells 0 shares",
                "food quality marker: from your supply to +0", "importer +1 (+£0)", "Shift(s)",
                "1 Developer tile: from the development tiles on offer to your development tiles",
                "1 workers marker: from your supply to the £2 row of the administration chart"):
        assert offence(bad), bad
    for good in ("Ann can sell at most 15 shares", "Harold's cash corrected to 30", "food +levels: Enter a whole number from 0 to 1",
                 "row 3 · 2 free", "£6 buys 1 machine", "buy none", "food quality marker: from +1 to +0", "appeal 0",
                 "£9: appeal 0, sells 0 of 3", "The Developer tile: from the development tiles on offer to your development tiles",
                 "1 brakes Car Part: from the warehouse to your Car Part storage"):
        assert offence(good) is None, good


def _given(c) -> list:
    """What a component not yet rendered was called with."""
    return [*getattr(c, "args", ()), *getattr(c, "kwargs", {}).values()]


def _tree(control, children: tuple[str, ...]):
    """Every control of a tree: the components' arguments and the controls held in `children` attributes."""
    stack = [control]
    while stack:
        c = stack.pop()
        yield c
        stack += [v for v in _given(c) if hasattr(v, "_i")]
        for name in children:
            child = getattr(c, name, None)
            if isinstance(child, list):
                stack.extend(x for x in child if x is not None)
            elif child is not None and hasattr(child, "_i"):
                stack.append(child)


def typed_text_fields(control) -> list[str]:
    """The text fields of a control tree a player types words into (a number field is not one): their identifiers."""
    out = []
    for c in _tree(control, ("content", "controls", "title")):
        if getattr(getattr(c, "fn", None), "__name__", "") == "TextInput" and \
                getattr(c, "kwargs", {}).get("keyboard_type") != ft.KeyboardType.NUMBER:
            out.append(str(c.kwargs.get("identifier") or c.args[0]))
        if isinstance(c, ft.TextField) and c.keyboard_type != ft.KeyboardType.NUMBER:
            out.append(str(c.data or c.label))
    return out


def test_the_check_of_typed_fields_catches_a_text_field_and_lets_a_number_pass():
    from flet.components.component import Renderer

    from companion.ui.widgets import TextInput

    drawn = Renderer().render(lambda: [TextInput("Year card", "", identifier="year-card")])
    assert [t for c in drawn for t in typed_text_fields(c)] == ["year-card"]
    assert typed_text_fields(ft.Column([ft.TextField(label="How many", keyboard_type=ft.KeyboardType.NUMBER)])) == []


def _assert_plain(messages: list[tuple[str, str]]) -> None:
    assert messages, "nothing was collected"
    bad = [f"{where}: {text!r} shows {offence(text)}" for where, text in messages if offence(text)]
    assert not bad, "\n".join(bad)


# --- the forms -----------------------------------------------------------------------------------

def _action_state(store):
    from scenarios import edit, new_game

    sid = new_game(store)
    edit(store, sid, ("phase", "actions"), ("players.0.cash", 3))  # a row above the cash: the emergency sale in words
    # goods in both warehouses with the Small Warehouse tile: the steppers that move them, under every marker
    edit(store, sid, ("players.0.tiles", [*store.load(sid).state.players[0].tiles, "small_warehouse"]), ("players.0.stored", {"food": 1}))
    assert store.submit(sid, {"kind": "workers", "pool": "job_market",
                              "changes": [{"path": "players.0.warehouse.rows", "value": [True, False]}]}).stored
    edit(store, sid, ("players.0.warehouse.goods", {"food": 2}))
    return store.load(sid).state


def test_every_arkwright_form_message_and_choice_is_in_plain_words(store):
    state = _action_state(store)
    player = state.players[0]
    out: list[tuple[str, str]] = []
    for o in legal_actions(state, player.id):
        out += [("listing", o.get("text", "")), ("listing", o.get("reason") or ""), ("listing", o.get("effect", ""))]
        if o["kind"] != "marker" or not o["legal"]:
            continue
        for fields in ({}, {"hire_good": "food", "good": "food", "do": "build", "fire_good": "food", "contract": "food"}):
            values = with_defaults(o["action"], state, player, o, fields)
            out += [(f"{o['marker']} chip", text) for offered in choices(o["action"], state, player, o, values).values()
                    for _key, text in offered]
            spans = number_ranges(o["action"], state, player, o, values)
            for bad in BAD:
                wrong = problems({k: bad for k in spans}, spans)
                labels = {k: field_label(k) for k in spans}
                out += [(f"{o['marker']} field", t) for t in [*wrong.values(), *problem_lines(wrong, labels), *labels.values()]]
    prices = price_ranges(state, player)
    out += [("price field", t) for bad in BAD for t in problems({g: bad for g in prices}, prices).values()]
    _assert_plain(out)


def test_every_arkwright_action_form_is_drawn_with_chips_and_steppers_and_no_text_field(store):
    from flet.components.component import Renderer

    from companion.ui.arkwright.action_forms import MAIN_FORMS
    from companion.ui.arkwright.goods_moves import goods_moves_form

    state = _action_state(store)
    player = state.players[0]
    drawn: list[tuple[str, str]] = []
    for o in legal_actions(state, player.id):
        if o["kind"] != "marker" or not o["legal"] or o["action"] not in MAIN_FORMS:
            continue
        values = with_defaults(o["action"], state, player, o, {})
        spans = number_ranges(o["action"], state, player, o, values)
        options = choices(o["action"], state, player, o, values)
        assert any(k.startswith("move_") for k in spans), "the goods between the warehouses are steppers of every marker's form"
        controls = Renderer().render(lambda: [MAIN_FORMS[o["action"]](state, player, o, values, lambda *_a: None, spans, options),
                                              goods_moves_form(values, spans, lambda *_a: None)])
        typed = {t for c in controls for t in typed_text_fields(c)}
        assert not typed, f"{o['action']}: typed where the app can list the values: {sorted(typed)}"
        drawn += [(f"{o['action']} form", t) for c in controls for t in _words_of(c)]
    assert len({where for where, _t in drawn}) >= 4, "several main actions were drawn"
    _assert_plain(drawn)


def test_the_1760_round_and_the_shared_form_errors_are_in_plain_words(store):
    from scenarios import free_setup_game

    state = store.load(free_setup_game(store)).state
    due = state.players[0]
    span = shares_span(state, due)
    out = [("special marker", text) for _key, text in special_choices(state, due)]
    out += [("shares sold", t) for bad in BAD for t in problems({"sell": bad}, {"sell": span}).values()]
    for bad in BAD:
        for call in (lambda: whole({"n": bad}, "n", "Cash"), lambda: whole({"n": bad}, "n", "Cash", low=0, high=9),
                     lambda: needed({"n": bad or None}, "n", "Player")):
            try:
                call()
            except FormError as exc:
                out.append(("pack form", str(exc)))
    _assert_plain(out)


def _pack_games(store) -> list[int]:
    """A game of each other pack at its main step (a Kanban day both ways, the Recycling pool followed)."""
    from scenarios import kanban_game, kanban_recycling_game, montana_game, stockyards_game

    alley = kanban_recycling_game(store)
    placing = stockyards_game(store, workers=2)
    assert store.submit(placing, {"kind": "phase_one"}).stored
    return [kanban_game(store), kanban_game(store, workstations=True), alley, montana_game(store), stockyards_game(store),
            placing]


def _words_of(control) -> list[str]:
    """The texts, labels, hints and errors a control tree shows."""
    worded = ("value", "label", "hint_text", "error", "error_text", "text", "tooltip")
    out = []
    for c in _tree(control, (*worded, "content", "controls", "options", "title")):
        out += [v for v in _given(c) if isinstance(v, str)]
        out += [v for v in (getattr(c, name, None) for name in worded) if isinstance(v, str)]
    return out


def test_every_problem_and_field_of_the_other_packs_forms_is_in_plain_words(store):
    from flet.components.component import Renderer

    from companion.ui.pack_forms import gather, problem_lines, showing
    from companion.ui.pack_screen import chosen
    from companion.ui.packs import pack_ui

    out: list[tuple[str, str]] = []
    seen_typed: set[str] = set()
    for sid in _pack_games(store):
        view = store.load(sid)
        for form in chosen(pack_ui(view.info.pack_id).forms, view.state):
            start = form.initial(view)
            # what a typed field or a dropdown holds (a stepper group or a list field holds no text)
            keys = {*(k for k, v in start.items() if not isinstance(v, (dict, list))),
                    "player", "amount", "reason", "text", "ws", "pp", "count", "note", "card_name", "space", "field"}
            for values in (start, {}, *({**start, **{k: bad for k in keys}} for bad in BAD)):
                _entry, found = gather(form.build, view, values)
                out += [(f"{form.kind} problem", line) for line in problem_lines(found)]
                with showing(found):
                    controls = Renderer().render(form.fields, view, start, lambda **_kw: None)
                out += [(f"{form.kind} field", t) for c in controls for t in _words_of(c)]
                typed = {t for c in controls for t in typed_text_fields(c)}
                seen_typed |= typed
                assert typed <= FREE_TEXT, \
                    f"{view.info.pack_id} {form.kind}: typed where the app can list the values: {sorted(typed - FREE_TEXT)}"
    collected = {text for _where, text in out}
    assert {"note-text", "adjust-reason"} <= seen_typed  # the check saw the text fields there are
    assert {"Who recycles", "Goods field", "Action space", "Workstation", "Action space: choose one"} <= collected
    _assert_plain(out)


# --- the engine ------------------------------------------------------------------------------------

def _judged(pack, state, entry) -> list[tuple[str, str]]:
    """What the table reads about one entry: its refusal, or its question with the answers, or its ledger lines."""
    try:
        out = pack.apply(state, entry)
    except CompanionError as exc:
        return [("refusal", str(exc))]
    lines = [("ledger", line.reason) for line in out.ledger]
    lines += [("move on the table", m.words) for m in table_moves(pack, state, out.state)]
    if out.pending is not None:
        lines += [("question", out.pending.question), *[("answer", o.label) for o in out.pending.options]]
    return lines


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_every_refusal_effect_question_and_log_line_of_a_pack_is_in_plain_words(case):
    pack = case.pack
    started = pack.start(case.start)
    state = started.state
    names = {p.id: p.name for p in state.players}
    out = [("ledger", line.reason) for line in started.ledger]
    for _step in range(6):
        for p in state.players:
            for c in pack.legal(state, p.id):
                out += [("legal", c.effect), ("legal", c.refused or "")]
        candidates = case.candidates(state)
        for entry in candidates:
            out += _judged(pack, state, entry)
            out.append(("history", label(pack, "play", entry, names)))
        playable = [c for p in state.players for c in pack.legal(state, p.id) if c.legal]
        moved = next((o for o in (pack.apply(state, c.entry) for c in playable) if o.pending is None), None)
        if moved is None:
            break
        out += [("ledger", line.reason) for line in moved.ledger]
        state = moved.state
    out += [("history", label(pack, op, {}, names)) for op in ("undo", "redo")]
    _assert_plain(out)


def _corrected(pack, state, path: str, value) -> list[tuple[str, str]]:
    """What the table reads about a correction of one field: its refusal, or its lines, what goes back and its label."""
    entry = {"kind": "edit", "path": path, "value": value}
    names = {p.id: p.name for p in state.players}
    try:
        out = pack.apply(state, entry)
    except CompanionError as exc:
        return [("correction refused", str(exc))]
    return [*(("correction", line.reason) for line in out.ledger), *(("undo", w) for w in undo_words(out.ledger)),
            ("history", label(pack, "play", entry, names))]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_correction_of_every_number_and_switch_of_a_pack_is_in_plain_words(case):
    pack = case.pack
    state = pack.start(case.start).state
    out: list[tuple[str, str]] = []
    for at, value in flat(state).items():
        if isinstance(value, bool):
            out += _corrected(pack, state, ".".join(at), not value)
        elif isinstance(value, int):
            out += _corrected(pack, state, ".".join(at), value + 1)
    assert any(where == "undo" for where, _ in out)
    _assert_plain(out)


MALFORMED = [
    {"kind": "prep_shares", "player": "ann", "sell": -1},
    {"kind": "action", "player": "ann", "marker": "workers", "row": 2,
     "main": {"action": "workers", "hire": [{"good": "food", "row": 3, "count": 0}]}},
    {"kind": "action", "player": "ann", "marker": "workers", "row": 2, "main": {"action": "quality", "levels": {"food": "x"}}},
    {"kind": "action"},
    {"kind": "edit", "path": "players.0.cash", "value": "lots"},
    {"kind": "edit", "path": "players.0.cash", "value": 99999999999999999999},
    {"kind": "edit", "path": "players.1.factories.0.price", "value": -3},
    {"kind": "new_game", "seats": [{"id": "a", "name": "A", "color": "red"}, {"id": "b", "name": "B", "color": "red"}]},
    {"kind": "prep_factory", "player": "ann", "good": "silk", "price": 5},
]


def test_the_refusals_of_malformed_entries_are_in_plain_words():
    case = CASES[0]
    state = case.pack.start(case.start).state
    out = []
    for entry in MALFORMED:
        try:
            case.pack.apply(None if entry["kind"] == "new_game" else state, entry)
        except CompanionError as exc:
            out.append((entry["kind"], str(exc)))
        else:
            pytest.fail(f"{entry} was not refused")
    _assert_plain(out)

