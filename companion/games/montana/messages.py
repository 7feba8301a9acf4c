"""Montana's ledger lines in English: message code -> template (see companion/core/messages.py).

The rules write `ledger.record(player, kind, amount, "montana.<code>", section, **params)` (or
`remark` for a note); the English words are here and only here, the German and Dutch ones in the
gettext catalogs (companion/locale; core/language.py). `{good:term}` marks a word of the game that
those catalogs translate: `terms()` lists every such word.
"""

from __future__ import annotations

from companion.core.edit import Keyed, ValueWords, each_counted, whole
from companion.core.wording import said
from companion.games.montana.board import BOARD

def _workers(n: object, colour: str) -> str:
    return said("montana", "{n} {colour:term} {n:noun/worker}", n=whole(n), colour=colour)


#: the words of a corrected value (core/edit.py): "Ann's silver corrected to 5 silver"
VALUES = ValueWords({
    "players.*.silver": lambda n: said("montana", "{n} silver", n=whole(n)),
    "players.*.pumpkins": lambda n: said("montana", "{n:count/pumpkin}", n=whole(n)),
    "players.*.goods.*": Keyed(lambda n, good: said("montana", "{n} {good:term}", n=whole(n), good=good)),
    "players.*.workers": each_counted(_workers),
    "players.*.workers.*": Keyed(_workers),
    "turn": lambda turn: said("montana", "turn {n}", n=whole(turn)),
}, fields={"players.*.silver": lambda _seat: said("montana", "silver"),
           "players.*.pumpkins": lambda _seat: said("montana", "pumpkins"),
           "turn": lambda: said("montana", "turn"),
           "players.*.goods.*": lambda _seat, good: said("montana", "{good:term}", good=good),
           "players.*.workers": lambda _seat: said("montana", "workers in supply"),
           "players.*.workers.*": lambda _seat, colour: said("montana", "{colour:term} workers in supply", colour=colour)})

MESSAGES: dict[str, str] = {
    # set up and turns (setup.py, turns.py)
    "new_game": "new game for {count} players; {name} starts",
    "your_turn": "your turn",
    "other_turn": "a turn off the goods fields",
    "area_full": "the {area:term} area is full: workers go back to the supply",
    # goods fields (fields.py)
    "large_field_silver": "{area:term} field {field}: pays the printed silver",
    "large_field_goods": "{area:term} field {field}: {count} {good:term}",
    "large_field_workers": "{count} {colour:term} {count:noun/worker} on the large field",
    "small_field_silver": "small field: pays the printed silver",
    "small_field_goods": "small field: {count} more {good:term}",
    "small_field_workers": "{count:count/worker} on the small field",
    # contractors (contractors.py)
    "pumpkin_from_supply": "takes a pumpkin from the general supply",
    "contractors_back": "every contractor goes back to the hardware store",
    "passed": "passed: no reward",
    "pays_column": "pays {cost:count/pumpkin} for column {column}",
    "reward_silver": "row {row} reward: {count} silver",
    "reward_pumpkins": "row {row} reward: {count:count/pumpkin}",
    "reward_goods": "row {row} reward: {count} {good:term}",
}


def terms() -> tuple[str, ...]:
    """The words of the game a parameter may hold (areas, goods, worker colours), for the other languages' catalogs."""
    return tuple(dict.fromkeys([*(a.id for a in BOARD.base.areas), *(a.good for a in BOARD.base.areas),
                                *BOARD.base.start.workers]))
