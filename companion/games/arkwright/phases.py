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
from companion.core.wording import said
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION_CYCLE_END = "Water Frame 5.IV"
SECTION_START_PLAYER = "Water Frame 6.III"
SECTION_CHARISMA = "Player's Book 1.8 Charisma"


def phase_of(state: ArkwrightState) -> str:
    return state.phase


PHASES = Phases(
    phases=(
        Phase("setup", said("arkwright", "the 1760 preparation round"), progress=said("arkwright", "preparation round"), section="Water Frame 4.1",
              kinds=("prep_factory", "prep_shares", "prep_pay", "prep_holdings"), next=("economy",)),
        Phase("economy", said("arkwright", "the economy phase"), progress=said("arkwright", "economy phase"), section="Water Frame 5.I",
              kinds=("economy",), next=("actions",), commands=("economy",),
              title=said("arkwright", "Economy phase"), button=said("arkwright", "Reveal the economy marker"),
              hint=said("arkwright", "Turn over the economy marker on the timetable; the app asks what it shows.")),
        Phase("actions", said("arkwright", "the action phase"), progress=said("arkwright", "action phase"), section="Water Frame 5.II",
              kinds=("action",), next=("production",)),
        Phase("production", said("arkwright", "the production phase"), progress=said("arkwright", "production phase"), section="Water Frame 5.III",
              kinds=("production",), next=("economy", "end_of_round"), commands=("production",),
              title=said("arkwright", "Production phase"), button=said("arkwright", "Resolve production"),
              hint=said("arkwright", "Check the appeal indicators, then one tap resolves production, sales, wages and shipping.")),
        Phase("end_of_round", said("arkwright", "the end of round"), progress=said("arkwright", "end of round"), section="Water Frame 6.0",
              kinds=("end_of_round",), next=("economy", "end_of_game"), commands=("end-of-round", "event"),
              title=said("arkwright", "End of the round"), button=said("arkwright", "Resolve the end of the round"),
              hint=said("arkwright", "Wages for ships and warehouses, firing, the event, the new start player, obsolescence.")),
        Phase("end_of_game", said("arkwright", "the End of Game event"), progress=said("arkwright", "End of Game event: final stock exchange"),
              section="Water Frame 8.0", kinds=("end_of_game",), next=("game_over",), commands=("end-of-game",),
              title=said("arkwright", "End of Game event"), button=said("arkwright", "Resolve the final stock exchange"),
              hint=said("arkwright", "The last stock exchange, then the share value losses and the final scoring.")),
        Phase("game_over", said("arkwright", "the end of the game"), progress=said("arkwright", "game over"), section="Water Frame 8.0"),
    ),
    of=phase_of,
    names={
        "prep_factory": said("arkwright", "founding a factory"),
        "prep_shares": said("arkwright", "the start-up share sale"),
        "prep_pay": said("arkwright", "paying for the factories"),
        "prep_holdings": said("arkwright", "buying shares of the other companies"),
        "economy": said("arkwright", "the economy phase"),
        "action": said("arkwright", "an action"),
        "production": said("arkwright", "the production phase"),
        "end_of_round": said("arkwright", "the end of round"),
        "end_of_game": said("arkwright", "the final stock exchange"),
        "next_production": said("arkwright", "the next production (productions only)"),
        "mirror": said("arkwright", "mirroring the game from here"),
        "workers": said("arkwright", "workers corrected on the table"),
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
    options = [(None, said("arkwright", "keep Charisma; {otherwise}", otherwise=otherwise))]
    options += [(q.id, said("arkwright", "return Charisma: {name} becomes start player", name=q.name)) for q in s.players]
    return answers.ask(
        decision,
        said("arkwright", "{name}: return Charisma to choose the new start player?", name=t.name(owner)),
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
    otherwise = said("arkwright", "{name} becomes start player", name=s.players[default].name)
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
    choice = _charisma_choice(t, answers, f"charisma:start_player:{s.decade}:end_of_round", said("arkwright", "{name} chooses", name=t.name(chooser)))
    if choice is not None:
        _charisma_names(t, choice)
        return
    pick = answers.ask(
        f"start_player:{s.decade}",
        said("arkwright", "{name} (least valuable portfolio): who is the new start player?", name=t.name(chooser)),
        [(q.id, said("arkwright", "{name} (stays start player)", name=q.name) if i == s.start_player else q.name)
         for i, q in enumerate(s.players)],
        player=chooser,
        section=SECTION_START_PLAYER,
    )
    s.start_player = s.index(pick)
    t.ledger.remark(chooser, "arkwright.makes_start_player", SECTION_START_PLAYER, name=t.name(chooser), start=t.name(pick))
