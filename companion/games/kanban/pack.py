"""The Kanban: Driver's Edition pack: entry kinds and what the core, store and app call.

Log format 2 counts the Car Parts provided on the Assembly Line as Shifts and lets a
claim name its Design; entries of format 1 are read through `workday.migrate_work_v1`.
"""

from __future__ import annotations

from companion.core.dispatch import RulesPack, adjust_kind, common_kinds
from companion.games.kanban import final_scoring, legal, meetings, sandra, seats, setup, summary, workday
from companion.games.kanban.board import BOARD
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import KanbanState

#: kind -> (input model, handler)
ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    **common_kinds(BOARD),
    **adjust_kind(lambda state, pid, amount, reason, ledger: add_pp(state, pid, amount, reason, "scored at the table", ledger)),
    "seat": (seats.SeatEarned, seats.apply_seat),
    "work": (workday.Work, workday.apply_work),
    "sandra": (sandra.SandraVisit, sandra.apply_sandra),
    "meeting": (meetings.Meeting, meetings.apply_meeting),
    "end_of_day": (workday.EndOfDay, workday.apply_end_of_day),
    "final_scoring": (final_scoring.FinalScoring, final_scoring.apply_final_scoring),
}


def migrate(entry: dict, version: int) -> dict:
    """Entries of log format 1: a `work` entry is read through `workday.migrate_work_v1`."""
    if version < 2 and entry.get("kind") == "work":
        return workday.migrate_work_v1(entry)
    return entry


PACK = RulesPack(
    id="kanban",
    title="Kanban: Driver's Edition",
    state_type=KanbanState,
    kinds=ENTRY_KINDS,
    summarize=summary.summarize,
    candidates=legal.candidates,
    bgg_id=None,  # not looked up: left empty rather than guessed
    input_version=2,
    migrate=migrate,
)
