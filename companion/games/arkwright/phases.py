"""The phases of the game, declared once, and where the game goes next.

`PHASES` is the table the engine, the app's guided steps and `companion
resolve` read: each phase with the entries it allows, the phase that follows
and the words shown for it.

Water Frame 5.0: a decade is four cycles (economy, action, production phase),
then the end of round phase (6.0). After each of the first three cycles the
start player passes clockwise (5.IV); at the end of a round the player with the
least valuable portfolio names the new start player (6.III). Charisma may be
returned to choose instead at either moment (Player's Book 1.8). Each rules
module calls the function here that closes its phase, so the sequence lives in
one place; the economy phase and the next decade start in flow/.
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.messages import joined
from companion.core.phases import Phase, Phases
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION_CYCLE_END = "Water Frame 5.IV"
SECTION_START_PLAYER = "Water Frame 6.III"
SECTION_CHARISMA = "Player's Book 1.8 Charisma"


def phase_of(state: ArkwrightState) -> str:
    return state.phase


PHASES = Phases(
    phases=(
        Phase("setup", "the 1760 preparation round", progress="preparation round", section="Water Frame 4.1",
              kinds=("prep_factory", "prep_shares", "prep_pay", "prep_holdings"), next=("economy",)),
        Phase("economy", "the economy phase", progress="economy phase", section="Water Frame 5.I",
              kinds=("economy",), next=("actions",), commands=("economy",),
              title="Economy phase", button="Reveal the economy marker",
              hint="Turn over the economy marker on the timetable; the app asks what it shows."),
        Phase("actions", "the action phase", progress="action phase", section="Water Frame 5.II",
              kinds=("action",), next=("production",)),
        Phase("production", "the production phase", progress="production phase", section="Water Frame 5.III",
              kinds=("production",), next=("economy", "end_of_round"), commands=("production",),
              title="Production phase", button="Resolve production",
              hint="Check the appeal indicators, then one tap resolves production, sales, wages and shipping."),
        Phase("end_of_round", "the end of round", progress="end of round", section="Water Frame 6.0",
              kinds=("end_of_round",), next=("economy", "end_of_game"), commands=("end-of-round", "event"),
              title="End of the round", button="Resolve the end of the round",
              hint="Wages for ships and warehouses, firing, the event, the new start player, obsolescence."),
        Phase("end_of_game", "the End of Game event", progress="End of Game event: final stock exchange",
              section="Water Frame 8.0", kinds=("end_of_game",), next=("game_over",), commands=("end-of-game",),
              title="End of Game event", button="Resolve the final stock exchange",
              hint="The last stock exchange, then the share value losses and the final scoring."),
        Phase("game_over", "the end of the game", progress="game over", section="Water Frame 8.0"),
    ),
    of=phase_of,
    names={
        "prep_factory": "founding a factory",
        "prep_shares": "the start-up share sale",
        "prep_pay": "paying for the factories",
        "prep_holdings": "buying shares of the other companies",
        "economy": "the economy phase",
        "action": "an action",
        "production": "the production phase",
        "end_of_round": "the end of round",
        "end_of_game": "the final stock exchange",
        "next_production": "the next production (productions only)",
        "mirror": "mirroring the game from here",
    },
    anytime=("edit", "board", "note", "workers", "next_production", "mirror"),
)


def after_economy(t: Table) -> None:
    t.state.phase = PHASES["economy"].next[0]
    t.state.acted = 0


def after_action(t: Table) -> None:
    """One player finished their turn; after the last one the production phase follows."""
    t.state.acted += 1
    if t.state.acted >= len(t.state.players):
        t.state.phase = PHASES["actions"].next[0]


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


def _charisma_choice(t: Table, answers: Answers, decision: str, otherwise: str) -> str | None:
    """Ask the Charisma owner whether they return the tile to name the start player; their pick or None."""
    owner = charisma_owner(t)
    if owner is None:
        return None
    s = t.state
    options = [(None, f"keep Charisma; {otherwise}")]
    options += [(q.id, f"return Charisma: {q.name} becomes start player") for q in s.players]
    return answers.ask(
        decision,
        f"{t.name(owner)}: return Charisma to choose the new start player?",
        options,
        player=owner,
        section=SECTION_CHARISMA,
        default=None,
    )


def _charisma_names(t: Table, choice: str) -> None:
    s = t.state
    owner = charisma_owner(t)
    assert owner is not None
    p = t.p(owner)
    p.tiles.remove("charisma")
    p.charisma_lock = True
    s.player(choice).charisma_lock = True  # neither may take Charisma in their next action
    s.mat.tiles.append("charisma")
    s.start_player = s.index(choice)
    t.ledger.remark(owner, "arkwright.charisma_start_player", SECTION_CHARISMA, name=p.name, start=t.name(choice))


def choose_start_player_with_charisma(t: Table, answers: Answers, default: int) -> None:
    """The Charisma owner may return the tile to choose the next start player (Player's Book 1.8)."""
    s = t.state
    otherwise = f"{s.players[default].name} becomes start player"
    choice = _charisma_choice(t, answers, f"charisma:start_player:{s.decade}:{s.cycle}", otherwise)
    if choice is None:
        s.start_player = default
        t.ledger.remark(None, "arkwright.becomes_start_player", SECTION_CYCLE_END, start=s.players[default].name)
        return
    _charisma_names(t, choice)


def least_valuable(t: Table) -> str:
    """Who names the new start player (Water Frame 6.III): the least valuable portfolio;
    ties: less cash; then the tied player farthest (clockwise) from the current start player."""
    order = t.state.turn_order()
    ranked = sorted(range(len(order)), key=lambda i: (t.portfolio(order[i].id), order[i].cash, -i))
    return order[ranked[0]].id


def choose_start_player_at_end_of_round(t: Table, answers: Answers) -> None:
    """End of a round: Charisma first, otherwise the least valuable portfolio chooses (Water Frame 6.III)."""
    s = t.state
    chooser = least_valuable(t)
    worth = joined((p.name, t.portfolio(p.id), p.cash) for p in s.turn_order())
    t.ledger.remark(None, "arkwright.portfolios", SECTION_START_PLAYER, portfolios=worth, name=t.name(chooser))
    choice = _charisma_choice(t, answers, f"charisma:start_player:{s.decade}:end_of_round", f"{t.name(chooser)} chooses")
    if choice is not None:
        _charisma_names(t, choice)
        return
    pick = answers.ask(
        f"start_player:{s.decade}",
        f"{t.name(chooser)} (least valuable portfolio): who is the new start player?",
        [(q.id, q.name + (" (stays start player)" if i == s.start_player else "")) for i, q in enumerate(s.players)],
        player=chooser,
        section=SECTION_START_PLAYER,
    )
    s.start_player = s.index(pick)
    t.ledger.remark(chooser, "arkwright.makes_start_player", SECTION_START_PLAYER, name=t.name(chooser), start=t.name(pick))
