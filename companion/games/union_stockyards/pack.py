"""The Union Stockyards pack: entry kinds and what the core, store and app call."""

from __future__ import annotations

from companion.core.dispatch import Pack
from companion.core.ranking import TieRule
from companion.core.final_scores import FinalScores, final_scores_handler
from companion.core.shared_kinds import adjust_kind, common_kinds
from companion.games.union_stockyards import candidates, markets, messages, moves, placement, setup, summary, year
from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.phases import PHASES
from companion.games.union_stockyards.state import StockyardsState

ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    **common_kinds(BOARD, messages.VALUES),
    **adjust_kind(markets.change_cash),
    "phase_one": (year.PhaseOne, year.apply_phase_one),
    "place": (placement.Place, placement.apply_place),
    "sale": (markets.Sale, markets.apply_sale),
    "phase_three": (year.PhaseThree, year.apply_phase_three),
    "final_scores": (FinalScores, final_scores_handler("US Game length", year.not_over)),
}

#: the Build and Labor Contract spaces of format 1, whose actions were done at the table
BY_HAND_SPACES = ("build", "labor_contract")


def migrate(entry: dict, version: int) -> dict:
    """Format 1 (before buildings and labor contracts were entries): a worker on Build or Labor Contract
    with nothing named did its action at the table (its money in an `adjust` entry); it still does."""
    if version < 2 and entry.get("kind") == "place" and entry.get("space") in BY_HAND_SPACES \
            and not entry.get("building") and not entry.get("contract"):
        return {**entry, "by_hand": True}
    return entry


PACK = Pack(
    id="union_stockyards",
    title="Union Stockyards",
    state_type=StockyardsState,
    kinds=ENTRY_KINDS,
    phases=PHASES,
    summarize=summary.summarize,
    candidates=candidates.candidates,
    bgg_id=None,  # not looked up: left empty rather than guessed
    input_version=2,  # 2: buildings and labor contracts named on the `place` entry (migrate)
    migrate=migrate,
    moves=moves.moves,
    messages=messages,
    min_players=BOARD.base.numbers.min_players,
    max_players=BOARD.base.numbers.max_players,
    start_field="first_player", start_by="id",
    extra_fields=("cash", "workers", "party", "union_spirit", "prices", "meat_values", "yard"),
    units={"cash": "$"},
    tie_rule=TieRule("The seed gives no final scoring: the table counts the scores and its own tie-breakers, in the order entered; players still tied all win (US Game length)."),
)
