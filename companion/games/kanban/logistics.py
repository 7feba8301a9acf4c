"""Logistics: the warehouses, Kanban orders and Parts Vouchers (KDE Logistics Department).

KDE Setup 16: the first Kanban Order card turned up puts its 6 Car Parts in their
warehouses (one warehouse per type of Car Part). KDE Logistics, Action: Collect Car
Parts: 1 Shift per warehouse taken from, any number of Parts from each, room on the
board for every Part. Action: Issue Kanban Order: once a day, 1 Shift spent and 1 Shift
banked; the Parts its symbols match go into the warehouses from the supply. The
Certification Benefit: 1 Parts Voucher a day as a Logistics action. KDE Factory Manager
table: Sandra's task in Logistics leaves 1 Part in each warehouse. KDE Components: 10
cubes of each type, "when they run out, they run out".

The warehouses are followed when the set-up names them (`new_game.warehouses`); other
games keep them on the cardboard, as before.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.kanban.state import DayWork, KanbanState, Player

COLLECT = "KDE Logistics, Action: Collect Car Parts"
ORDER = "KDE Logistics, Action: Issue Kanban Order"
VOUCHER = "KDE Logistics, Certification Benefits"
SETUP = "KDE Setup 16"


def lay_out(state: KanbanState, parts: dict[str, int]) -> dict[str, int]:
    """The warehouses after the first Kanban Order card of the set-up (its 6 Parts, by type)."""
    known = state.board.names.parts
    symbols = state.board.numbers.kanban_order_symbols
    if any(part not in known for part in parts) or any(k < 0 for k in parts.values()):
        raise RuleError(said("kanban", "the warehouses hold Car Parts of the known types ({join})", join=', '.join(known)), section=SETUP)
    if sum(parts.values()) != symbols:
        raise RuleError(said("kanban", "the first Kanban Order card puts {symbols} Car Parts in the warehouses, not {sum}", symbols=symbols, sum=sum(parts.values())), section=SETUP)
    return {part: parts.get(part, 0) for part in known}


def supply(state: KanbanState, part: str) -> int:
    """Cubes of this type left in the supply (KDE Components: 10 of each, "when they run out, they run out"): not
    the one marking the Part's value (KDE Setup 10), nor those in the Upgrade Spaces (KDE Upgrade a Design 1), in
    a warehouse, in the Recycling pool, on the Assembly Spaces (when the line is followed) or on a board."""
    n = state.board.numbers
    out = n.parts_per_type - n.value_markers - state.warehouses.get(part, 0) - state.recycling.count(part)
    out -= sum(u.part == part for ups in state.upgrades.values() for u in ups)
    out -= sum(parts.count(part) for parts in state.assembly.values())  # the Assembly Line, when followed
    return out - sum(p.parts.get(part, 0) for p in state.players)


def room(state: KanbanState, p: Player) -> int:
    n = state.board.numbers
    return state.capacity(p.id, "logistics", n.part_spaces, n.part_spaces_certified) - sum(p.parts.values())


def collect(state: KanbanState, p: Player, taken: dict[str, int], ledger: Ledger) -> None:
    """Car Parts taken from the warehouses onto the player's board (checked against the stock when followed)."""
    wanted = {part: k for part, k in taken.items() if k > 0}
    if not wanted:
        return
    free = room(state, p)
    if sum(wanted.values()) > free:
        raise RuleError(said("kanban", "{name} has room for {free} more Car {free:noun/Part} on the board and cannot discard any", name=p.name, free=free), section=COLLECT)
    if state.warehouses:
        for part, k in wanted.items():
            have = state.warehouses.get(part, 0)
            if k > have:
                raise RuleError(said("kanban", "the {part} warehouse holds {have}, not {k}", part=part, have=have, k=k), section=COLLECT)
        for part, k in wanted.items():
            state.warehouses[part] -= k
        ledger.remark(p.id, "kanban.collects", COLLECT, parts=joined((k, part) for part, k in wanted.items()),
                      left=joined((k, part) for part, k in state.warehouses.items() if k))
    for part, k in wanted.items():
        p.parts[part] = p.parts.get(part, 0) + k


def issue_order(state: KanbanState, p: Player, day: DayWork, added: dict[str, int], ledger: Ledger) -> None:
    """A Kanban Order: once a day; the Parts its symbols match go from the supply into the warehouses;
    the Shift it banks is credited tonight (KDE General Rule)."""
    if not state.warehouses:
        raise RuleError(said("kanban", "this game does not follow the warehouses (its set-up names no Parts in them): count the Kanban Order's Shifts under other tasks"), section=ORDER)
    if day.kanban_order:
        raise RuleError(said("kanban", "{name} has already issued a Kanban Order today: one a day", name=p.name), section=ORDER)
    known = state.board.names.parts
    symbols = state.board.numbers.kanban_order_symbols
    if any(part not in known or k < 0 for part, k in added.items()):
        raise RuleError(said("kanban", "a Kanban Order adds Car Parts of the known types ({join})", join=', '.join(known)), section=ORDER)
    if sum(added.values()) > symbols:
        raise RuleError(said("kanban", "a Kanban Order card shows {symbols} symbols: it adds at most {symbols} Car Parts", symbols=symbols),
                        section=ORDER)
    for part, k in added.items():
        if k > supply(state, part):
            raise RuleError(said("kanban", "only {supply} {part} {supply:noun/cube is|cubes are} left in the supply (components run out)", supply=supply(state, part), part=part), section="KDE Components")
    day.kanban_order = True
    day.shifts_banked += state.board.numbers.kanban_order_bank
    for part, k in added.items():
        state.warehouses[part] = state.warehouses.get(part, 0) + k
    ledger.remark(p.id, "kanban.kanban_order", ORDER, parts=joined((k, part) for part, k in added.items() if k),
                  added=sum(added.values()), banked=state.board.numbers.kanban_order_bank)


def request_voucher(state: KanbanState, p: Player, day: DayWork, ledger: Ledger) -> None:
    """The Logistics certification's Parts Voucher: one a day, credited tonight (KDE General Rule)."""
    if not state.certified(p.id, "logistics"):
        raise RuleError(said("kanban", "{name} requests a Parts Voucher only once Certified in Logistics", name=p.name), section=VOUCHER)
    if day.voucher_requested:
        raise RuleError(said("kanban", "{name} has already requested a Parts Voucher today: one a day", name=p.name), section=VOUCHER)
    day.voucher_requested = True
    day.vouchers_gained += 1
    ledger.remark(p.id, "kanban.voucher_requested", VOUCHER)


def sandra_task(state: KanbanState, ledger: Ledger) -> None:
    """Sandra in Logistics: all but 1 Car Part removed from each warehouse (KDE Factory Manager table)."""
    if not state.warehouses:
        return
    removed = {part: k - 1 for part, k in state.warehouses.items() if k > 1}
    for part in removed:
        state.warehouses[part] = 1
    ledger.remark(None, "kanban.warehouses_cleared", "KDE Factory Manager",
                  parts=joined((k, part) for part, k in removed.items()))
