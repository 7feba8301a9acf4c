"""The ledger on screen in few controls, and still complete (companion/ui/ledger.py).

A preview shows, per player, their total, every piece they move and every ledger line; a
player's lines are one Text per run of lines of one colour. Whatever the ledger and the moves,
every line and every move is on screen exactly once, in its player's section, in order.
"""

from __future__ import annotations

import flet as ft
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import messages
from companion.core.ledger import KINDS, LedgerEntry
from companion.core.moves import Move
from companion.ui.ledger import ledger_lines, ledger_view, line_words, sections_view

PLAYERS = {"ann": ("Ann", "blue"), "bob": ("Bob", "red")}
WHO = st.sampled_from([None, "ann", "bob"])
WORDS = st.text(alphabet="abcdefgh xyz", min_size=1, max_size=12).map(str.strip).filter(bool)


@st.composite
def lines(draw) -> LedgerEntry:
    kind = draw(st.sampled_from(KINDS))
    amount = 0 if kind == "note" else draw(st.integers(-20, 20))
    return LedgerEntry(player=draw(WHO), kind=kind, amount=amount, code=messages.TEXT, params={"text": draw(WORDS)},
                       section=draw(st.sampled_from(["", "Water Frame 5.III.1"])))


MOVES = st.builds(Move, player=WHO, piece=WORDS, source=WORDS, target=WORDS, count=st.integers(0, 3))


def walk(control) -> list:
    out = [control]
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for c in child if isinstance(child, list) else [child]:
            if isinstance(c, ft.Control):
                out += walk(c)
    return out


def unlabelled(control, inside: bool = False) -> list[str]:
    """Texts with no Semantics node of their own between them and `control` (Flutter folds those into a parent's label)."""
    if isinstance(control, ft.Text):
        return [] if inside else [control.value]
    out = []
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for c in child if isinstance(child, list) else [child]:
            if isinstance(c, ft.Control):
                out += unlabelled(c, inside or isinstance(c, ft.Semantics))
    return out


def texts(control) -> list[str]:
    return [c.value for c in walk(control) if isinstance(c, ft.Text) and isinstance(c.value, str)]


def sections(view) -> list[ft.Container]:
    return view.content.controls if isinstance(view.content.controls[0], ft.Container) else []


def shown_lines(section) -> list[str]:
    """The ledger lines of a section, one per line of its Texts, without their bullet."""
    return [line[2:] for t in texts(section) for line in t.split("\n") if line.startswith("• ")]


@settings(max_examples=60, deadline=None)
@given(st.lists(lines(), max_size=14), st.lists(MOVES, max_size=6))
def test_every_line_and_every_move_is_shown_once_in_its_players_section(entries, moves):
    view = sections_view(entries, moves, PLAYERS, moves_id="m")
    shown = sections(view)
    order = list(dict.fromkeys([e.player for e in entries] + [m.player for m in moves]))
    assert len(shown) == len(order)  # one section per player (and one for the table), in order of appearance
    for pid, section in zip(order, shown):
        mine = [e for e in entries if e.player == pid]
        assert shown_lines(section) == [line_words(e) for e in mine]
        ids = {c.identifier: c.content.value for c in walk(section) if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("m-")}
        assert ids == {f"m-{k}": m.words for k, m in enumerate(moves) if m.player == pid}
        name = PLAYERS.get(pid or "", ("The table", ""))[0]
        assert texts(section)[0] == name
        assert unlabelled(section) == []  # each part is a node of the page's text, in reading order
    if not entries and not moves:
        assert texts(view) == ["Nothing moves on the table."]


@settings(max_examples=60, deadline=None)
@given(st.lists(lines(), min_size=1, max_size=14))
def test_a_players_lines_are_one_text_per_run_of_one_colour_and_losses_are_red(entries):
    out = ledger_lines(entries)
    runs = 1 + sum((a.amount < 0) != (b.amount < 0) for a, b in zip(entries, entries[1:]))
    assert len(out) == runs
    for text in out:
        losses = [line for line in text.value.split("\n")]
        red = text.color == ft.Colors.ERROR
        assert all(line.startswith("• ") for line in losses)
        assert red == any(e.amount < 0 and "• " + line_words(e) in losses for e in entries)
    assert [line[2:] for t in out for line in t.value.split("\n")] == [line_words(e) for e in entries]


@settings(max_examples=40, deadline=None)
@given(st.lists(lines(), max_size=14))
def test_the_stored_ledger_shows_every_line_in_its_players_section_with_the_total(entries):
    view = ledger_view(entries, PLAYERS, identifier="stored")
    order = list(dict.fromkeys(e.player for e in entries))
    for pid, section in zip(order, sections(view), strict=True):
        assert shown_lines(section) == [line_words(e) for e in entries if e.player == pid]
        moved = [e for e in entries if e.player == pid and e.kind != "note" and e.amount]
        totals = [t for t in texts(section) if t.startswith("Move: ")]
        assert len(totals) == (1 if any(sum(e.amount for e in moved if e.kind == k) for k in KINDS) else 0)


def test_a_loss_line_in_words_with_its_rule():
    e = LedgerEntry(player="ann", kind="cash", amount=-12, code=messages.TEXT, params={"text": "Ann pays 4 workers"}, section="WF 5.III.3")
    [text] = ledger_lines([e])
    assert text.value == "• -£12  Ann pays 4 workers  (WF 5.III.3)"
    assert text.color == ft.Colors.ERROR
