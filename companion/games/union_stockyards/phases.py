"""The phases of a Union Stockyards year, declared once (US Year: Phases I-III).

Phase I is entered as one entry (markets and Union Spirit); Phase II is the
worker placement (one `place` entry per worker; a year keeper's game enters
its sales instead), and its end is the Phase III entry
(election, price adjustment). After the last year's Phase III the table
enters the final scores.
"""

from __future__ import annotations

from companion.core.wording import said
from companion.core.phases import Phase, Phases
from companion.games.union_stockyards.state import StockyardsState


def phase_of(state: StockyardsState) -> str:
    return "over" if state.finished else state.phase


PHASES = Phases(
    phases=(
        Phase("I", said("union_stockyards", "Phase I (markets and Union Spirit)"), kinds=("phase_one",), next=("II",), section="US Phase I"),
        Phase("II", said("union_stockyards", "Phase II (worker placement)"), kinds=("place", "sale", "phase_three"), next=("I", "III"), section="US Phase II"),
        Phase("III", said("union_stockyards", "the end of the last year"), kinds=("final_scores",), next=("over",), section="US Game length"),
        Phase("over", said("union_stockyards", "the end of the game"), section="US Game length"),
    ),
    of=phase_of,
    names={
        "phase_one": said("union_stockyards", "Phase I (markets and Union Spirit)"),
        "place": said("union_stockyards", "a worker placement"),
        "sale": said("union_stockyards", "a livestock sale"),
        "phase_three": said("union_stockyards", "Phase III (election and prices)"),
        "final_scores": said("union_stockyards", "the final scores"),
    },
    anytime=("edit", "board", "note", "adjust"),
)
