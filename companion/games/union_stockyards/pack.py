"""The Union Stockyards pack: entry kinds and what the core, store and app call."""

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
from companion.games.union_stockyards import markets, setup, year
from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.state import StockyardsState

ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    "edit": (EditEntry, apply_edit_entry),
    "board": (BoardEntry, board_correction(BOARD)),
    "note": (NoteEntry, apply_note_entry),
    "phase_one": (year.PhaseOne, year.apply_phase_one),
    "sale": (markets.Sale, markets.apply_sale),
    "cash": (markets.Cash, markets.apply_cash),
    "phase_three": (year.PhaseThree, year.apply_phase_three),
    "final_scores": (FinalScores, final_scores_handler("US Game length", year.not_over)),
}


class StockyardsPack(RulesPack):
    id = "union_stockyards"
    title = "Union Stockyards"
    bgg_id = None  # not looked up: left empty rather than guessed
    input_version = 1
    state_type = StockyardsState
    dispatcher = Dispatcher(StockyardsState, ENTRY_KINDS)

    def summary(self, state: StockyardsState) -> Summary:
        from companion.games.union_stockyards.summary import summarize

        return summarize(state)


PACK = StockyardsPack()
