"""The Kanban: Driver's Edition pack: entry kinds and what the core, store and app call."""

from __future__ import annotations

from companion.core.dispatch import BoardEntry, Dispatcher, EditEntry, RulesPack, apply_edit_entry, board_correction
from companion.core.pack import Summary
from companion.games.kanban.board import BOARD
from companion.games.kanban.state import KanbanState

_B = "companion.games.kanban"

#: kind -> (input model, handler)
ENTRY_KINDS = {
    "new_game": (f"{_B}.setup:NewGame", f"{_B}.setup:apply_new_game"),
    "edit": (EditEntry, apply_edit_entry),
    "board": (BoardEntry, board_correction(BOARD)),
    "pp": (f"{_B}.setup:Adjust", f"{_B}.setup:apply_adjust"),
    "seat": (f"{_B}.seats:SeatEarned", f"{_B}.seats:apply_seat"),
    "work": (f"{_B}.workday:Work", f"{_B}.workday:apply_work"),
    "sandra": (f"{_B}.sandra:SandraVisit", f"{_B}.sandra:apply_sandra"),
    "meeting": (f"{_B}.meetings:Meeting", f"{_B}.meetings:apply_meeting"),
    "end_of_day": (f"{_B}.workday:EndOfDay", f"{_B}.workday:apply_end_of_day"),
    "final_scoring": (f"{_B}.final_scoring:FinalScoring", f"{_B}.final_scoring:apply_final_scoring"),
}


class KanbanPack(RulesPack):
    id = "kanban"
    title = "Kanban: Driver's Edition"
    bgg_id = None  # not looked up: left empty rather than guessed
    input_version = 1
    state_type = KanbanState
    dispatcher = Dispatcher(KanbanState, ENTRY_KINDS)

    def summary(self, state: KanbanState) -> Summary:
        from companion.games.kanban.summary import summarize

        return summarize(state)


PACK = KanbanPack()
