"""The Montana pack: entry kinds and what the core, store and app call."""

from __future__ import annotations

from companion.core.dispatch import (
    BoardEntry,
    Dispatcher,
    EditEntry,
    NoteEntry,
    RulesPack,
    apply_edit_entry,
    apply_note_entry,
    board_correction,
)
from companion.core.final_scores import FinalScores, final_scores_handler
from companion.core.pack import Summary
from companion.games.montana import contractors, fields, setup, turns
from companion.games.montana.board import BOARD
from companion.games.montana.state import MontanaState

ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    "edit": (EditEntry, apply_edit_entry),
    "board": (BoardEntry, board_correction(BOARD)),
    "note": (NoteEntry, apply_note_entry),
    "place": (fields.Placement, fields.apply_placement),
    "contractors": (contractors.ContractorRound, contractors.apply_contractor_round),
    "other_turn": (turns.OtherTurn, turns.apply_other_turn),
    # the seed does not say when or how Montana ends: the table counts and says so
    "final_scores": (FinalScores, final_scores_handler("MT", lambda state: None)),
}


class MontanaPack(RulesPack):
    id = "montana"
    title = "Montana"
    bgg_id = None  # not looked up: left empty rather than guessed
    input_version = 1
    state_type = MontanaState
    dispatcher = Dispatcher(MontanaState, ENTRY_KINDS)

    def summary(self, state: MontanaState) -> Summary:
        from companion.games.montana.summary import summarize

        return summarize(state)


PACK = MontanaPack()
