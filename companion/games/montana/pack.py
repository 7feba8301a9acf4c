"""The Montana pack: entry kinds and what the core, store and app call."""

from __future__ import annotations

from companion.core.dispatch import Pack
from companion.core.ranking import TieRule
from companion.core.final_scores import FinalScores, final_scores_handler
from companion.core.shared_kinds import common_kinds
from companion.core.wording import said
from companion.games.montana import candidates, contractors, fields, messages, moves, setup, summary, turns
from companion.games.montana.board import BOARD
from companion.games.montana.state import MontanaState

ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    **common_kinds(BOARD, messages.VALUES),
    "place": (fields.Placement, fields.apply_placement),
    "contractors": (contractors.ContractorRound, contractors.apply_contractor_round),
    "other_turn": (turns.OtherTurn, turns.apply_other_turn),
    # the seed does not say when or how Montana ends: the table counts and says so
    "final_scores": (FinalScores, final_scores_handler("MT", lambda state: None)),
}

PACK = Pack(
    id="montana",
    title="Montana",
    state_type=MontanaState,
    kinds=ENTRY_KINDS,
    summarize=summary.summarize,
    candidates=candidates.candidates,
    bgg_id=None,  # not looked up: left empty rather than guessed
    moves=moves.moves,
    messages=messages,
    min_players=BOARD.base.numbers.min_players,
    max_players=BOARD.base.numbers.max_players,
    start_field="active", start_by="id",
    extra_fields=("silver", "pumpkins", "workers"),
    units={"cash": said("montana", "silver")},  # a Phrase: the ledger's totals word it in the phone's language
    tie_rule=TieRule("The seed gives no final scoring: the table counts the scores and its own tie-breakers, in the order entered; players still tied all win."),
)
