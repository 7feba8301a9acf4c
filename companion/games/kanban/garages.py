"""The garages' bonuses and the Upgrade Spaces' benefits (`new_game.printed_benefits`), and the fifth garage's.

KDE Testing & Innovation, Action: Claim Cars 5: a car parks in an empty garage of the player's choice and the player
receives the benefit depicted on it; No More Garages: a car replacing an old one does not give it again. Setup 2.A:
the expert side of the Player Board offers fewer benefits in garages. KDE Assembly Line, Certification Benefits:
the unlocked fifth garage, the first time a car parks there, gives two different single benefits (the expert side:
1 Seat). Action: Upgrade a Design 1: the Part goes to any empty Upgrade Space of the Model and the player receives
the benefit depicted there, if any. What garages 1-4 and the Upgrade Spaces depict is printed only
(`data/garages.toml`, unverified). Seats are earned at once; Shifts, Books and Vouchers tonight (KDE General Rule).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.kanban.benefits import credit, tonight
from companion.games.kanban.state import KanbanState, Player

CLAIM = "KDE Testing & Innovation, Action: Claim Cars 5"
FIFTH = "KDE Assembly Line, Certification Benefits"
UPGRADE = "KDE Testing & Innovation, Action: Upgrade a Design 1"
BENEFIT_WORDS = {"seat": "1 Seat", "shift": "1 Shift banked", "book": "1 Book", "voucher": "1 Parts Voucher"}


SIDES = [("standard", said("kanban", "the standard side")), ("expert", said("kanban", "the expert side (fewer benefits in the garages)"))]
#: the fifth garage on the expert side of the Player Board: its one Seat
EXPERT_FIFTH = said("kanban", "1 Seat (the expert side of the Player Board)")


def printed(state: KanbanState, pid: str) -> list[str]:
    """The benefits depicted on garages 1-4 of the player's side of the Player Board ("" = none; the side not yet
    known: none shown)."""
    spec = state.board.garages
    side = state.board_sides.get(pid)
    return list(spec.expert if side == "expert" else spec.standard if side else [""] * len(spec.standard))


def side(state: KanbanState, p: Player, answers: Answers, ledger: Ledger) -> str:
    """The side of the player's board (KDE Setup 2.A): as set up, else asked when it first matters (a car parks)."""
    if p.id not in state.board_sides:
        state.board_sides[p.id] = answers.ask("board-side", said("kanban", "Which side of the Player Board does {name} play?", name=p.name),
                                              SIDES, player=p.id, section="KDE Setup 2.A", default="standard")
        if state.board_sides[p.id] == "expert":
            ledger.remark(p.id, "kanban.expert_side", "KDE Setup 2.A")
    return state.board_sides[p.id]


def parked(state: KanbanState, p: Player, slot: int, answers: Answers, ledger: Ledger) -> None:
    """A car parked in the empty garage `slot` (0 = the leftmost): the benefit depicted there."""
    if state.printed_benefits:
        side(state, p, answers, ledger)
    if slot == len(p.garages) - 1:
        if state.printed_benefits or state.line:
            fifth_garage(state, p, answers, ledger)
        return
    if not state.printed_benefits:
        return
    benefit = printed(state, p.id)[slot]
    if not benefit:
        ledger.remark(p.id, "kanban.garage_no_bonus", CLAIM, garage=slot + 1)
    elif benefit == "seat":
        credit(state, p.id, benefit, ledger, CLAIM, "kanban.seat_garage", garage=slot + 1)
    else:
        credit(state, p.id, benefit, ledger, CLAIM, "kanban.garage_bonus", garage=slot + 1)


def fifth_garage_options(state: KanbanState, pid: str | None = None) -> list[tuple[str, str]]:
    """Two different single benefits below the fifth garage, or the expert side's Seat. With the printed
    benefits followed the player's side is known (`pid`): only that side's choices."""
    if state.printed_benefits and state.board_sides.get(pid or "") == "expert":
        return [("expert", EXPERT_FIFTH)]
    kinds = state.board.line.fifth_garage_benefits
    size = state.board.line.fifth_garage_choose
    out: list[tuple[str, str]] = []

    def pick(start: int, chosen: list[str]) -> None:
        if len(chosen) == size:
            out.append(("+".join(chosen), said("kanban", "{benefits:each/%1|, | and }", benefits=joined(BENEFIT_WORDS[c] for c in chosen))))
            return
        for i in range(start, len(kinds)):
            pick(i + 1, [*chosen, kinds[i]])

    pick(0, [])
    if state.printed_benefits:
        return out
    return out + [("expert", EXPERT_FIFTH)]


def fifth_garage(state: KanbanState, p: Player, answers: Answers, ledger: Ledger) -> None:
    """A car parked in the fifth garage for the first time: its benefits (Shifts, Books, Vouchers tonight)."""
    options = fifth_garage_options(state, p.id)
    got = answers.ask("fifth-garage", said("kanban", "Which benefits does the fifth garage give?"), options, player=p.id,
                      section=FIFTH, default=options[0][0])
    chosen = ["seat"] if got == "expert" else got.split("+")
    for benefit in chosen:
        if benefit == "seat":
            credit(state, p.id, benefit, ledger, FIFTH, "kanban.seat_fifth_garage")
        else:
            tonight(state, p.id, benefit)
    ledger.remark(p.id, "kanban.fifth_garage", FIFTH, benefits=joined(BENEFIT_WORDS[b] for b in chosen))


def free_spaces(state: KanbanState, model: str) -> list[int]:
    """The empty Upgrade Spaces of a Model in Innovation (1 = the first), in a game that follows them."""
    taken = {u.space for u in state.upgrades.get(model, [])}
    return [k for k in range(1, len(state.board.garages.upgrade_spaces) + 1) if k not in taken]


def space_options(state: KanbanState, model: str) -> list[tuple[int, str]]:
    """The empty Upgrade Spaces of a Model with the benefit each depicts, as the question offers them."""
    spec = state.board.garages.upgrade_spaces
    return [(k, said("kanban", "space {k}: {benefit:term}", k=k, benefit=BENEFIT_WORDS[spec[k - 1]]) if spec[k - 1] in BENEFIT_WORDS
             else said("kanban", "space {k}: no benefit", k=k)) for k in free_spaces(state, model)]


def upgrade_space(state: KanbanState, p: Player, model: str, part: str, answers: Answers, ledger: Ledger) -> int:
    """The Upgrade Space of the Model the Part goes to (the player's choice among the empty ones) and its benefit."""
    options = space_options(state, model)
    if not options:
        raise RuleError(said("kanban", "every Upgrade Space of the {model} Model is filled", model=model), section=UPGRADE)
    space = answers.ask(f"upgrade-space-{model}-{part}", said("kanban", "Which empty Upgrade Space of the {model} Model does {name} fill?", model=model, name=p.name), options, player=p.id, section=UPGRADE, default=options[0][0])
    benefit = state.board.garages.upgrade_spaces[space - 1]
    if not benefit:
        ledger.remark(p.id, "kanban.upgrade_space_none", UPGRADE, space=space, model=model)
    elif benefit == "seat":
        credit(state, p.id, benefit, ledger, UPGRADE, "kanban.seat_upgrade_space", space=space, model=model)
    else:
        credit(state, p.id, benefit, ledger, UPGRADE, "kanban.upgrade_space", space=space, model=model)
    return space
