"""The Design display (KDE Setup 18-19; Design Department: Select a Design, Well-Researched and Cutting-Edge
Designs; Claim Cars 1; Factory Manager (Design)): each ledger line whole with its rule, the questions the table
answers, the refusals word for word, the choices offered and the display as the table reads it.

The deal is tests/games/kanban/test_design.py's: top row green engine, blue turbo, red brakes, black chassis;
bottom row yellow engine, green turbo, blue claim only, red engine; decks' tops black engine (Central), yellow
turbo (top row's), green brakes (bottom row's). Board data (data/design.toml, unverified): 4 spaces a row, space 3
a Book and space 4 a banked Shift in each row, a desk of 4 spaces (5 once Certified in Design).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import design
from companion.games.kanban.state import Design
from tests.games.kanban.factories import apply, new_game, with_training
from tests.games.kanban.test_design import DECKS, WORK, deal, game, on_desk, row, tile


#: a list in a line's parameters: its items between unit separators, worded "a, b and c" when read (core/messages.py)
LIST = "\x1f"


def lines(ledger):
    return [(e.player, e.code, e.section, e.params) for e in ledger]


def refused(**fields):
    with pytest.raises(RuleError) as caught:
        new_game(**fields)
    err = caught.value
    return str(err.message), err.section, err.message.said("de")


def test_the_deal_refusals():
    """KDE Setup 18: a face-up Design in each of the 8 spaces; KDE Setup 19: a face-up tile on each of the 3 decks;
    each tile of the box lies in one place."""
    short = deal()
    short["design_display"] = short["design_display"][:7]
    msg, section, de = refused(**short)
    assert (msg, section) == ("the display has 8 face-up spaces, 4 in each row: name the Design on each", "KDE Setup 18")
    assert de == "die Auslage hat 8 offene Felder, 4 in jeder Reihe: nennt den Entwurf auf jedem"
    decks = deal()
    del decks["design_decks"]["bottom"]
    msg, section, de = refused(**decks)
    assert (msg, section) == ("name the Design face-up on each deck: the Central deck, the top and the bottom row's decks",
                              "KDE Setup 19")
    assert de == "nennt den offenen Entwurf auf jedem Stapel: dem Zentralstapel und den Stapeln der oberen und der unteren Reihe"
    twice = deal()
    twice["design_decks"]["top"] = tile("green", "engine")
    msg, section, de = refused(**twice)
    assert (msg, section) == ("the box holds one green Design (engine): it cannot lie in two places", "KDE Setup 18")
    assert de == "die Schachtel enthält einen Entwurf grün (Motor): er kann nicht an zwei Orten liegen"


def test_selecting_from_a_space_reads_each_line_and_asks_for_the_next_tile():
    """Select a Design: the tile to the desk; step 3, the row slides right and its gap takes the row's deck's
    top (yellow turbo); the tile that comes up on that deck is asked of the player."""
    out = apply(game(), WORK | {"designs_taken": [tile("green", "engine")]})
    assert out.pending.player == "you" and out.pending.section == design.SELECT
    assert out.pending.question == "Which Design is now face-up on top of the top row's deck?"
    assert out.pending.question.said("de") != out.pending.question
    labels = dict((o.value, o.label) for o in out.pending.options)
    assert labels["yellow:brakes"] == "yellow Design, brakes" and labels["red:claim only"] == "red Design, claim only"
    out = apply(game(), WORK | {"designs_taken": [tile("green", "engine")], "answers": {"design-1": "yellow:brakes"}})
    assert [x for x in lines(out.ledger) if x[1].startswith("kanban.d")] == [
        ("you", "kanban.design_selected", design.SELECT, {"design": "green Design (engine)", "space": 1, "row": "top row"}),
        (None, "kanban.display_slides", design.SELECT,
         {"top": LIST.join(["yellow Design (turbo)", "blue Design (turbo)", "red Design (brakes)", "black Design (chassis)"]),
          "bottom": LIST.join(["yellow Design (engine)", "green Design (turbo)", "blue Design (claim only)", "red Design (engine)"])})]


def test_a_cutting_edge_design_from_a_rows_deck_and_the_central_decks_top_in_its_place():
    """Cutting-Edge Designs: the last Design of the top row's deck, taken, is replaced at once by the Central deck's
    top (black engine); the Central deck's next tile is asked."""
    s = with_training(game(), "design", [("you", 3)])
    s.unseen += [s.decks["top"].top]
    s.unseen.remove(Design(model="yellow", part="turbo"))
    s.decks["top"].hidden, s.decks["central"].hidden = 0, 16
    out = apply(s, WORK | {"designs_taken": [tile("yellow", "turbo")], "answers": {"design-1": "red:turbo"}})
    assert [x for x in lines(out.ledger) if x[1] in ("kanban.design_from_deck", "kanban.deck_from_central")] == [
        ("you", "kanban.design_from_deck", design.CUTTING, {"design": "yellow Design (turbo)", "deck": "the top row's deck"}),
        (None, "kanban.deck_from_central", design.CUTTING, {"deck": "the top row's deck", "design": "black Design (engine)"})]


def test_a_deck_with_no_unseen_tile_turns_up_the_first_design_given_back():
    """Claim Cars 1: a Design goes back to the bottom of the Central deck; when the Central deck holds no unseen
    tile, the first Design given back comes up once its top is taken (Cutting-Edge Designs)."""
    s = with_training(game(), "design", [("you", 3)])
    s.decks["central"].under = [Design(model="red", part="chassis"), Design(model="red", part="turbo")]
    s.unseen.remove(Design(model="red", part="chassis"))
    s.unseen.remove(Design(model="red", part="turbo"))
    moved = s.decks["central"].hidden
    s.decks["central"].hidden = 0
    s.decks["top"].hidden += moved - 2
    out = apply(s, WORK | {"designs_taken": [tile("black", "engine")]})
    assert out.state.decks["central"].top == Design(model="red", part="chassis")
    assert out.state.decks["central"].under == [Design(model="red", part="turbo")]


def test_a_design_given_back_to_a_used_up_central_deck_lies_face_up_on_it():
    from companion.core.ledger import Ledger

    s = game()
    s.decks["central"].top = None
    book = Ledger()
    design.give_back(s, Design(model="red", part="chassis"), book, "you")
    assert s.decks["central"].top == Design(model="red", part="chassis") and s.decks["central"].under == []
    assert lines(book) == [("you", "kanban.design_back", "KDE Testing & Innovation, Action: Claim Cars",
                            {"design": "red Design (chassis)"})]


def test_sandra_in_design_names_what_she_shuffles_and_asks_the_table():
    """KDE Factory Manager (Design): the oldest 4 (the rightmost two of each row) and the Central deck are shuffled;
    its new top is asked of the table (no player), under Sandra's rule."""
    s = game()
    s.sandra, s.day = "design", 2
    out = apply(s, {"kind": "sandra", "department": "design"})
    assert out.pending.player is None and out.pending.section == design.SANDRA
    answers = {"design-1": "red:brakes", "design-2": "yellow:brakes", "design-3": "yellow:chassis",
               "design-4": "green:chassis", "design-5": "green:transmission"}
    out = apply(s, {"kind": "sandra", "department": "design", "answers": answers})
    assert [x for x in lines(out.ledger) if x[1] == "kanban.designs_shuffled"] == [
        (None, "kanban.designs_shuffled", design.SANDRA,
         {"designs": LIST.join(["red Design (brakes)", "black Design (chassis)", "blue Design (claim only)", "red Design (engine)"])})]


def test_sandra_finding_the_well_researched_spaces_empty_shuffles_none_of_them():
    s = game()
    for r, c in design.researched(s):
        s.unseen.append(s.display[r][c])
        s.display[r][c] = None
    s.decks["central"].hidden += 4
    from companion.core.decisions import Answers
    from companion.core.ledger import Ledger

    book = Ledger()
    with pytest.raises(Exception):
        design.sandra_task(s, Answers({}), book)
    assert [(e.code, e.section, e.params) for e in book][:1] == [("kanban.designs_shuffled", design.SANDRA, {"designs": "none"})]


def test_a_box_whose_rows_give_other_benefits():
    """Well-Researched Designs: each row's spaces give what is printed on that row (a board correction: the
    bottom row's space 3 gives a Shift, space 4 a Book; the top row as in the board data)."""
    s = apply(game(), {"kind": "board", "path": "display.well_researched_bottom", "value": ["", "", "shift", "book"]}).state
    out = apply(s, WORK | {"designs_taken": [tile("red", "brakes")], "answers": {"design-1": "yellow:brakes"}})
    assert (out.state.today["you"].books_gained, out.state.today["you"].shifts_banked) == (1, 0)  # top row, space 3
    assert design.researched(s) == [(0, 2), (0, 3), (1, 2), (1, 3)]
    assert design.place_words(s, Design(model="black", part="chassis")) == "top row, space 4 (Well-Researched: 1 Shift banked tonight)"
    assert design.place_words(s, Design(model="red", part="engine")) == "bottom row, space 4 (Well-Researched: 1 Book tonight)"


def test_the_refusals_word_for_word():
    s = game()
    msg = ("the yellow Design (turbo) is on top of the top row's deck: only a player Certified in Design takes the "
           "Cutting-Edge Designs")
    assert design.refusal(s, s.player("you"), Design(model="yellow", part="turbo")) == (msg, design.CUTTING)
    on_desk(s, "you", *(Design(model="green", part=p) for p in ("chassis", "transmission", "suspension")))
    assert design.refusal(s, s.player("you"), Design(model="blue", part="turbo")) is None
    assert design.refusal(s, s.player("you"), Design(model="blue", part="turbo"), taken=1) == (
        "You's desk has no free space (4 spaces, 5 once Certified in Design), and Designs on the desk cannot be "
        "discarded", design.SELECT)
    with pytest.raises(RuleError) as caught:
        design.take(s, s.player("you"), Design(model="yellow", part="chassis"), design.Draw(None, "you", ""), None, None)
    assert (str(caught.value.message), caught.value.section) == ("no yellow Design (chassis) is face-up in the Design display", design.SELECT)
    assert caught.value.message.said("de") != caught.value.message


def test_the_choices_left_after_those_taken():
    """Select a Design: a free desk space for each; 3 Designs on a 4-space desk leave room for one."""
    s = game()
    first = design.choices(s, "you", [])
    assert first[0] == (Design(model="green", part="engine"), "green Design (engine), top row, space 1")
    assert first[2] == (Design(model="red", part="brakes"), "red Design (brakes), top row, space 3 (Well-Researched: 1 Book tonight)")
    assert [t for t, _ in design.choices(s, "you", [tile("green", "engine")])] == [t for t, _ in first[1:]]
    on_desk(s, "you", *(Design(model="green", part=p) for p in ("chassis", "transmission", "suspension")))
    assert len(design.choices(s, "you", [])) == 8
    assert design.choices(s, "you", [tile("green", "engine")]) == []
    certified = with_training(game(), "design", [("you", 3)])
    assert design.choices(certified, "you", [])[-3:] == [
        (Design(model=m, part=p), f"{m} Design ({p}), on top of {design.DECK_WORDS[d]}") for d, (m, p) in DECKS.items()]


def test_the_display_in_words():
    s = game()
    assert design.display_words(s) == [
        "Top row: green Design (engine), blue Design (turbo), red Design (brakes), black Design (chassis)",
        "Bottom row: yellow Design (engine), green Design (turbo), blue Design (claim only), red Design (engine)",
        "On top of the Central deck: black Design (engine)",
        "On top of the top row's deck: yellow Design (turbo)",
        "On top of the bottom row's deck: green Design (brakes)"]
    s.decks["bottom"].top = None
    assert design.display_words(s)[-1] == "On top of the bottom row's deck: empty"
    assert design.place_words(s, Design(model="green", part="brakes")) == "not face-up"
    assert design.words(None) == "empty"
    assert row(s, 0)[0] == ("green", "engine")


def test_a_row_whose_deck_is_used_up_fills_from_the_central_deck():
    """Select a Design 3: the gaps are filled from the row's deck, then from the Central deck once it is used up;
    the tile coming up on the Central deck is asked."""
    s = game()
    s.unseen += [s.decks["top"].top]
    s.decks["top"].top, s.decks["top"].hidden, s.decks["central"].hidden = None, 0, 17
    out = apply(s, WORK | {"designs_taken": [tile("green", "engine")], "answers": {"design-1": "red:turbo"}})
    assert row(out.state, 0) == [("black", "engine"), ("blue", "turbo"), ("red", "brakes"), ("black", "chassis")]
    assert out.state.decks["central"].top == Design(model="red", part="turbo")
