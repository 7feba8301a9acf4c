"""The Design display followed: Select a Design, Well-Researched and Cutting-Edge Designs, the sliding and
refilling, the Designs claims give back, Sandra's task in Design.

KDE Setup 18-19: a face-up Design in each of the 8 spaces (two rows), the other 27 in three face-up decks of
9 (the leftmost is the Central deck; the other two feed the top and the bottom row). KDE Design Department,
Action: Select a Design: 1 Shift per Design, a free desk space for each (Certification Benefits: 5 once
Certified in Design, else 4); then the Designs of both rows slide right, the gaps are filled from the row's
deck, from the Central deck once it is used up, the top row first when both are. Well-Researched Designs: the
rightmost four spaces give a banked Shift or a Book (credited at the end of the day, KDE General Rule).
Cutting-Edge Designs: the decks' tops, for a player Certified in Design; the last Design taken from the top or
the bottom deck is replaced at once by the top of the Central deck. KDE Claim Cars 1: the Design goes back to
the bottom of the Central deck. KDE Factory Manager (Design): the oldest 4 tiles go back to the Central deck,
which is shuffled. The companion does not know the order of the tiles below a deck's top: when one comes up
the table says which (a question, like the Demand tile drawn).
"""

from __future__ import annotations

from typing import Any

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.kanban.benefits import credit
from companion.games.kanban.state import DayWork, Design, DesignDeck, KanbanState, Player

SELECT = "KDE Design Department, Action: Select a Design"
WELL = "KDE Design Department, Well-Researched Designs"
CUTTING = "KDE Design Department, Cutting-Edge Designs"
SANDRA = "KDE Factory Manager (Design)"
#: the decks, left to right; the top and the bottom deck feed their own row
DECKS = ("central", "top", "bottom")
ROW_DECKS = ("top", "bottom")
DECK_WORDS = {"central": "the Central deck", "top": "the top row's deck", "bottom": "the bottom row's deck"}
ROW_WORDS = ("top row", "bottom row")
CLAIM_ONLY = "claim only"


def key(tile: Design) -> str:
    """A Design tile in an entry's answers: "<Model>:<Part>" ("<Model>:claim only")."""
    return f"{tile.model}:{tile.part or CLAIM_ONLY}"


def _tile_words(answer: str) -> str:
    """A Design tile as the question offers it ("black Design, brakes"), worded in the viewer's language."""
    model, _, part = answer.partition(":")
    if part == CLAIM_ONLY:
        return said("kanban", "{model:term} Design, claim only", model=model)
    return said("kanban", "{model:term} Design, {part:term}", model=model, part=part)


def words(tile: Design | None) -> str:
    if tile is None:
        return "empty"
    return f"{tile.model} Design ({tile.part or CLAIM_ONLY})"


def box(state: KanbanState) -> list[Design]:
    """Every Design tile in the box (KDE Components; data/design.toml)."""
    names, spec = state.board.names, state.board.display
    out: list[Design] = []
    for model in names.models:
        out += [Design(model=model, part=part) for part in names.parts]
        out += [Design(model=model) for _ in range(spec.claim_only_per_model)]
    return out


def lay_out(state: KanbanState, spaces: list[Design], tops: dict[str, Design]) -> None:
    """KDE Setup 18-19 as the table dealt it: the 8 spaces (the top row left to right, then the bottom row)
    and the tile face-up on each deck; the rest of the box lies unseen below the decks' tops."""
    per = state.board.display.spaces_per_row
    if len(spaces) != 2 * per:
        raise RuleError(said("kanban", "the display has {value} face-up spaces, {per} in each row: name the Design on each", value=2 * per, per=per),
                        section="KDE Setup 18")
    if sorted(tops) != sorted(DECKS):
        raise RuleError(said("kanban", "name the Design face-up on each deck: the Central deck, the top and the bottom row's decks"),
                        section="KDE Setup 19")
    rest = box(state)
    for tile in [*spaces, *(tops[d] for d in DECKS)]:
        if tile not in rest:
            raise RuleError(said("kanban", "the box holds one {words}: it cannot lie in two places", words=words(tile)), section="KDE Setup 18")
        rest.remove(tile)
    hidden = state.board.display.deck_tiles - 1
    if len(rest) != hidden * len(DECKS):
        raise RuleError(said("kanban", "the decks hold the Designs not in the display"), section="KDE Setup 19")
    state.display = [list(spaces[:per]), list(spaces[per:])]
    state.decks = {d: DesignDeck(top=tops[d], hidden=hidden) for d in DECKS}
    state.unseen = rest


def deal_fields(dealt: dict[str, str], places: list[str]) -> dict[str, Any]:
    """`new_game`'s display fields from a set-up form: each place ("<row>-<column>" or a deck) -> "<Model>:<Part>"
    (`key`); nothing until every place is named (the display is then not followed)."""
    if not all(dealt.get(place) for place in places):
        return {}

    def tile(place: str) -> dict[str, str | None]:
        model, _, part = dealt[place].partition(":")
        return {"model": model, "part": None if part == CLAIM_ONLY else part}

    return {"design_display": [tile(k) for k in places if k not in DECKS], "design_decks": {d: tile(d) for d in DECKS}}


class Draw:
    """The questions of one entry: which unseen Design came up on top of a deck (`design-<k>`)."""

    def __init__(self, answers: Answers, player: str | None, section: str):
        self.answers, self.player, self.section, self.asked = answers, player, section, 0

    def reveal(self, state: KanbanState, deck: str) -> None:
        """The deck's top was taken: the next tile comes up (asked of the table), else the first given back."""
        d = state.decks[deck]
        d.top = None
        if d.hidden:
            self.asked += 1
            options = list(dict.fromkeys(key(t) for t in state.unseen))
            got = self.answers.ask(f"design-{self.asked}", said("kanban", "Which Design is now face-up on top of {DECK_WORDS}?", DECK_WORDS=DECK_WORDS[deck]),
                                   [(k, _tile_words(k)) for k in options], player=self.player,
                                   section=self.section, default=options[0])
            d.top = state.unseen.pop([key(t) for t in state.unseen].index(got))
            d.hidden -= 1
        elif d.under:
            d.top = d.under.pop(0)


def where(state: KanbanState, tile: Design) -> tuple[str, int, int] | tuple[str, str] | None:
    """("space", row, column) or ("deck", name) of a face-up Design, None if it is not face-up."""
    for r, row in enumerate(state.display):
        for c, there in enumerate(row):
            if there == tile:
                return "space", r, c
    return next((("deck", d) for d in DECKS if state.decks[d].top == tile), None)


def refusal(state: KanbanState, p: Player, tile: Design, taken: int = 0) -> tuple[str, str] | None:
    """Why `p` may not select this Design now (after `taken` others in the same entry) and the rule, or None."""
    place = where(state, tile)
    if place is None:
        return said("kanban", "no {words:term} is face-up in the Design display", words=words(tile)), SELECT
    if place[0] == "deck" and not state.certified(p.id, "design"):
        return said("kanban", "the {words:term} is on top of {deck:term}: only a player Certified in Design takes the Cutting-Edge "
                    "Designs", words=words(tile), deck=DECK_WORDS[place[1]]), CUTTING
    n = state.board.numbers
    room = state.capacity(p.id, "design", n.design_spaces, n.design_spaces_certified)
    if len(p.designs) + taken >= room:
        return said("kanban", "{name}'s desk has no free space ({room} spaces, {certified} once Certified in Design), and Designs on "
                    "the desk cannot be discarded", name=p.name, room=room, certified=n.design_spaces_certified), SELECT
    return None


def take(state: KanbanState, p: Player, tile: Design, draw: Draw, ledger: Ledger, day: DayWork | None) -> None:
    """The tile onto the desk; a Well-Researched space's benefit tonight (`day`; none in the starting round);
    a deck's next tile comes up, and a row's deck used up takes the Central deck's top (Cutting-Edge Designs)."""
    place = where(state, tile)
    if place is None:
        raise RuleError(said("kanban", "no {words} is face-up in the Design display", words=words(tile)), section=SELECT)
    p.designs.append(tile)
    if place[0] == "space":
        _, r, c = place
        state.display[r][c] = None
        benefit = state.board.display.well_researched(r)[c]
        ledger.remark(p.id, "kanban.design_selected", SELECT, design=words(tile), space=c + 1, row=ROW_WORDS[r])
        if benefit and day is not None:
            credit(state, p.id, benefit, ledger, WELL, "kanban.well_researched")
        return
    deck = place[1]
    ledger.remark(p.id, "kanban.design_from_deck", CUTTING, design=words(tile), deck=DECK_WORDS[deck])
    draw.reveal(state, deck)
    if deck in ROW_DECKS and state.decks[deck].top is None and state.decks["central"].top is not None:
        state.decks[deck].top = state.decks["central"].top
        draw.reveal(state, "central")
        ledger.remark(None, "kanban.deck_from_central", CUTTING, deck=DECK_WORDS[deck],
                      design=words(state.decks[deck].top))


def select(state: KanbanState, p: Player, day: DayWork, tiles: list[Design], answers: Answers, ledger: Ledger) -> None:
    """Select a Design, each tile in turn, then the display slides and is refilled (step 3)."""
    draw = Draw(answers, p.id, SELECT)
    for tile in tiles:
        why = refusal(state, p, tile)
        if why:
            raise RuleError(why[0], section=why[1])
        take(state, p, tile, draw, ledger, day)
    if tiles:
        refill(state, draw, ledger)


def refill(state: KanbanState, draw: Draw, ledger: Ledger) -> None:
    """Step 3: both rows slide right; each row's gaps are filled from its deck (right to left, so the newest
    Design is leftmost), then from the Central deck, the top row first."""
    per = state.board.display.spaces_per_row
    for row in state.display:
        tiles = [t for t in row if t is not None]
        row[:] = [None] * (per - len(tiles)) + tiles
    for r, deck in enumerate(ROW_DECKS):
        _fill(state, r, deck, draw)
    for r in range(len(state.display)):
        _fill(state, r, "central", draw)
    ledger.remark(None, "kanban.display_slides", SELECT, top=joined(words(t) for t in state.display[0]),
                  bottom=joined(words(t) for t in state.display[1]))


def _fill(state: KanbanState, r: int, deck: str, draw: Draw) -> None:
    row = state.display[r]
    for c in reversed(range(len(row))):
        if row[c] is None and state.decks[deck].top is not None:
            row[c] = state.decks[deck].top
            draw.reveal(state, deck)


def give_back(state: KanbanState, tile: Design, ledger: Ledger, pid: str) -> None:
    """KDE Claim Cars 1: the Design to the bottom of the Central deck (face-up on it when it was used up)."""
    central = state.decks["central"]
    if central.top is None:
        central.top = tile
    else:
        central.under.append(tile)
    ledger.remark(pid, "kanban.design_back", "KDE Testing & Innovation, Action: Claim Cars", design=words(tile))


def researched(state: KanbanState) -> list[tuple[int, int]]:
    """The Well-Researched spaces (row, column): the rightmost four, the ones that give a benefit."""
    return [(r, c) for r in range(len(state.display)) for c, b in enumerate(state.board.display.well_researched(r)) if b]


def sandra_task(state: KanbanState, answers: Answers, ledger: Ledger) -> None:
    """Sandra in Design: the oldest 4 tiles (the rightmost four spaces) back to the Central deck, which is
    shuffled (its top comes up again: the table says which); then the display slides and is refilled."""
    if not state.display:
        return
    back = [state.display[r][c] for r, c in researched(state) if state.display[r][c] is not None]
    for r, c in researched(state):
        state.display[r][c] = None
    central = state.decks["central"]
    mixed = [t for t in [central.top, *central.under, *back] if t is not None]
    state.unseen += mixed
    central.hidden += len(mixed)
    central.under = []
    ledger.remark(None, "kanban.designs_shuffled", SANDRA, designs=joined(words(t) for t in back) if back else "none")
    draw = Draw(answers, None, SANDRA)
    draw.reveal(state, "central")
    refill(state, draw, ledger)


def choices(state: KanbanState, pid: str, taken: list[dict[str, Any]]) -> list[tuple[Design, str]]:
    """The Designs `pid` may select next after those `taken` in the form (each a Design as a dict): the tile
    and where it lies, in words (a Well-Researched space's benefit named)."""
    if not state.display:
        return []
    p = state.player(pid)
    chosen = [Design.model_validate(t) for t in taken]
    out: list[tuple[Design, str]] = []
    for tile in face_up(state):
        if tile in chosen or refusal(state, p, tile, len(chosen)) is not None:
            continue
        out.append((tile, f"{words(tile)}, {place_words(state, tile)}"))
    return out


def face_up(state: KanbanState) -> list[Design]:
    tiles = [t for row in state.display for t in row if t is not None]
    return tiles + [state.decks[d].top for d in DECKS if state.decks[d].top is not None]


def place_words(state: KanbanState, tile: Design) -> str:
    place = where(state, tile)
    if place is None:
        return "not face-up"
    if place[0] == "deck":
        return f"on top of {DECK_WORDS[place[1]]}"
    _, r, c = place
    benefit = state.board.display.well_researched(r)[c]
    extra = {"shift": " (Well-Researched: 1 Shift banked tonight)", "book": " (Well-Researched: 1 Book tonight)"}
    return f"{ROW_WORDS[r]}, space {c + 1}" + extra.get(benefit, "")


def display_words(state: KanbanState) -> list[str]:
    """The display in words for the table: each row left to right, then each deck's top."""
    out = [f"{ROW_WORDS[r].capitalize()}: " + ", ".join(words(t) for t in row) for r, row in enumerate(state.display)]
    return out + [f"On top of {DECK_WORDS[d]}: {words(state.decks[d].top)}" for d in DECKS]
