"""Where the game goes next: the order of phases within a cycle and a decade.

Water Frame 5.0: a decade is four cycles (economy, action, production phase),
then the end of round phase (6.0). After each of the first three cycles the
start player passes clockwise (5.IV). Each rules module calls the function
here that closes its phase, so the sequence lives in one place.
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.games.arkwright.table import Table

SECTION_CYCLE_END = "Water Frame 5.IV"


def after_economy(t: Table) -> None:
    t.state.phase = "actions"
    t.state.acted = 0


def after_action(t: Table) -> None:
    """One player finished their turn; after the last one the production phase follows."""
    t.state.acted += 1
    if t.state.acted >= len(t.state.players):
        t.state.phase = "production"


def after_production(t: Table, answers: Answers) -> None:
    """End of the cycle (Water Frame 5.IV): pass the start player, or go to the end of round."""
    s = t.state
    s.acted = 0
    if s.cycle < 4:
        choose_start_player_with_charisma(t, answers, default=(s.start_player + 1) % len(s.players))
        s.cycle += 1
        s.phase = "economy"
    else:
        s.phase = "end_of_round"


def charisma_owner(t: Table) -> str | None:
    for p in t.state.players:
        if p.has("charisma"):
            return p.id
    return None


def choose_start_player_with_charisma(t: Table, answers: Answers, default: int) -> None:
    """The Charisma owner may return the tile to choose the next start player (Player's Book 1.8)."""
    s = t.state
    owner = charisma_owner(t)
    choice = None
    if owner is not None:
        p = t.p(owner)
        options = [(None, f"keep Charisma; {s.players[default].name} becomes start player")]
        options += [(q.id, f"return Charisma: {q.name} becomes start player") for q in s.players]
        choice = answers.ask(
            f"charisma:start_player:{s.decade}:{s.cycle}",
            f"{p.name}: return Charisma to choose the new start player?",
            options,
            player=owner,
            section="Player's Book 1.8 Charisma",
            default=None,
        )
    if choice is None:
        s.start_player = default
        t.ledger.note(None, f"{s.players[default].name} becomes start player", SECTION_CYCLE_END)
        return
    p = t.p(owner)
    p.tiles.remove("charisma")
    p.charisma_lock = True
    s.mat.tiles.append("charisma")
    s.start_player = s.index(choice)
    t.ledger.note(owner, f"{p.name} returns Charisma and makes {t.name(choice)} start player", "Player's Book 1.8 Charisma")
