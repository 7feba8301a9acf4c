"""The phases of a Union Stockyards year, declared once (US Year: Phases I-III).

Phase I is entered as one entry (markets and Union Spirit); Phase II is the
worker placement (one `place` entry per worker; a year keeper's game enters
its sales instead), and its end is the Phase III entry
(election, price adjustment). After the last year's Phase III the table
enters the final scores.
"""

from __future__ import annotations

from companion.core.phases import Phase, Phases
from companion.games.union_stockyards.state import StockyardsState


def phase_of(state: StockyardsState) -> str:
    return "over" if state.finished else state.phase


PHASES = Phases(
    phases=(
        Phase("I", "Phase I (markets and Union Spirit)", kinds=("phase_one",), next=("II",), section="US Phase I"),
        Phase("II", "Phase II (worker placement)", kinds=("place", "sale", "phase_three"), next=("I", "III"), section="US Phase II"),
        Phase("III", "the end of the last year", kinds=("final_scores",), next=("over",), section="US Game length"),
        Phase("over", "the end of the game", section="US Game length"),
    ),
    of=phase_of,
    names={
        "phase_one": "Phase I (markets and Union Spirit)",
        "place": "a worker placement",
        "sale": "a livestock sale",
        "phase_three": "Phase III (election and prices)",
        "final_scores": "the final scores",
    },
    anytime=("edit", "board", "note", "adjust"),
)
