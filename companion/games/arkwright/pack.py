"""The Arkwright game pack: a declaration for the one engine in `companion.core.dispatch`.

Each kind of entry names the model that validates it and the function that
applies it; the phase table (`phases.PHASES`) says which entries each phase
allows. The entries every pack shares (a direct edit, a board correction, a
note) come from `companion.core.dispatch`.
"""

from __future__ import annotations

from annotated_types import MaxLen, MinLen

from companion.core.dispatch import Pack
from companion.core.ranking import TieRule
from companion.core.wording import said
from companion.core.pack import HouseRule, Option
from companion.core.shared_kinds import common_kinds
from companion.games.arkwright import candidates, corrections, messages, moves, summary
from companion.games.arkwright.actions.apply import apply_action
from companion.games.arkwright.actions.inputs import ActionInput
from companion.games.arkwright.board import BOARD
from companion.games.arkwright.flow import economy, preparation, productions, rounds, scoring, setup, stock_exchange
from companion.games.arkwright.house_rules import HOUSE_RULES
from companion.games.arkwright.phases import PHASES
from companion.games.arkwright.production.inputs import ProductionInput
from companion.games.arkwright.production.phase import apply_production
from companion.games.arkwright.state import ArkwrightState

#: kind -> (input model, handler). A handler takes (working copy of the state, entry) and returns an Outcome.
ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    **common_kinds(BOARD, messages.VALUES),
    "workers": (corrections.WorkersCorrection, corrections.apply_workers_correction),
    "prep_factory": (preparation.PrepFactory, preparation.apply_prep_factory),
    "prep_shares": (preparation.PrepShares, preparation.apply_prep_shares),
    "prep_pay": (preparation.PrepPay, preparation.apply_prep_pay),
    "prep_holdings": (stock_exchange.PrepHoldings, stock_exchange.apply_prep_holdings),
    "economy": (economy.EconomyInput, economy.apply_economy),
    "action": (ActionInput, apply_action),
    "production": (ProductionInput, apply_production),
    "end_of_round": (rounds.EndOfRoundInput, rounds.apply_end_of_round),
    "end_of_game": (scoring.EndOfGameInput, scoring.apply_end_of_game),
    "next_production": (productions.NextProduction, productions.apply_next_production),
    "mirror": (productions.MirrorGame, productions.apply_mirror),
}

def migrate(entry: dict, version: int) -> dict:
    """Format 2: the new_game entry names the board data revision (older games began with revision 1)."""
    if version < 2 and entry.get("kind") == "new_game" and "board_revision" not in entry:
        return {**entry, "board_revision": 1}
    return entry


def _seat_bounds() -> tuple[int, int]:
    """The player count the `new_game` entry accepts (2-4, Water Frame 2 and Spinning Jenny 2)."""
    meta = setup.NewGame.model_fields["seats"].metadata
    low = next(m.min_length for m in meta if isinstance(m, MinLen))
    high = next(m.max_length for m in meta if isinstance(m, MaxLen))
    return low, high


#: the Spinning Mule's own choices are offered with it only (Player's Book 3.1)
MULE = ("version", "spinning_mule")

#: the heading the Player's Book variants of a Water Frame game are folded under on the new-game form
VARIANTS = "Player's Book variants"

#: the new-game choices (Water Frame / Spinning Jenny 2, Set-up, Noblesse Oblige: the Expansion rules)
OPTIONS = (
    Option("version", said("arkwright", "Version"), (("water_frame", said("arkwright", "Water Frame")), ("spinning_jenny", said("arkwright", "Spinning Jenny")),
                                  ("spinning_mule", said("arkwright", "Spinning Mule (Player's Book 3.1)"))),
           "water_frame", flag="--version", help=said("arkwright", "the version played (spinning_mule: the Player's Book variant)")),
    Option("setup", said("arkwright", "Set-up"), (("predetermined", said("arkwright", "Printed start set-up")),
                               ("free", said("arkwright", "Free (1760 preparation round)"))),
           "predetermined", flag="--free", switch=True,
           help=said("arkwright", "free set up: play the 1760 preparation round (default: predetermined)")),
    Option("expansion", said("arkwright", "Noblesse Oblige expansion"), ((False, said("arkwright", "without")), (True, said("arkwright", "with"))), False,
           flag="--expansion", switch=True, help=said("arkwright", "play with Noblesse Oblige")),
    Option("stock_exchange", said("arkwright", "Stock Exchange (Player's Book 3.3)"), ((False, said("arkwright", "without")), (True, said("arkwright", "shares of the other companies traded"))), False,
           flag="--stock-exchange", switch=True, help=said("arkwright", "Water Frame with the Stock Exchange variant (Player's Book 3.3)"), when=("version", "water_frame"), group=VARIANTS),
    Option("extra_events", said("arkwright", "Extra events (Player's Book 1.9)"), ((False, said("arkwright", "without")), (True, said("arkwright", "a second event at the end of 1760-1800"))),
           False, flag="--extra-events", switch=True, help=said("arkwright", "Water Frame with an extra event at the end of every decade 1760-1800 (Player's Book 1.9)"),
           when=("version", "water_frame"), group=VARIANTS),
    *(Option(field, said("arkwright", "Self-Actor: {label}", label=label), ((False, said("arkwright", "without")), (True, said("arkwright", "with"))), False,
             flag="--" + field.replace("_", "-"), switch=True, help=said("arkwright", "Water Frame with the Self-Actor variant's {label} (Player's Book 3.2)", label=label),
             when=("version", "water_frame"), group=VARIANTS)
      for field, label in (("self_actor_steam_power", said("arkwright", "Steam Power event")),
                           ("self_actor_bonus_markers", said("arkwright", "bonus markers")),
                           ("self_actor_competition", said("arkwright", "Competition awards")),
                           ("self_actor_reorganization", said("arkwright", "Reorganization marker")),
                           ("self_actor_tiles", said("arkwright", "new development tiles")))),
    Option("productions_only", said("arkwright", "Productions only"), ((False, said("arkwright", "the whole game mirrored")), (True, said("arkwright", "productions only"))), False,
           flag="--productions-only", switch=True,
           help=said("arkwright", "resolve production phases only, from the table as it stands (its numbers in --setup's \"table\")")),
    Option("mule_tiles", said("arkwright", "Spinning Mule: development tiles"), ((True, said("arkwright", "with")), (False, said("arkwright", "without"))), True,
           flag="--mule-without-tiles", switch=True, help=said("arkwright", "Spinning Mule without its development tiles"), when=MULE),
    Option("mule_economy", said("arkwright", "Spinning Mule: economy markers"), ((True, said("arkwright", "with")), (False, said("arkwright", "without"))), True,
           flag="--mule-without-economy", switch=True, help=said("arkwright", "Spinning Mule without its economy markers (the printed economy)"), when=MULE),
    Option("mule_events", said("arkwright", "Spinning Mule: event markers"), ((True, said("arkwright", "with")), (False, said("arkwright", "without"))), True,
           flag="--mule-without-events", switch=True, help=said("arkwright", "Spinning Mule without its event markers"), when=MULE),
    Option("mule_alternative_tiles", said("arkwright", "Spinning Mule: alternative tiles"), ((False, said("arkwright", "without")), (True, said("arkwright", "School, Patent, Engineer and Administrator too"))),
           False, flag="--mule-alternative-tiles", switch=True, help=said("arkwright", "Spinning Mule: lay out School, Patent, Engineer and Administrator too"), when=MULE),
    Option("mule_alternative_events", said("arkwright", "Spinning Mule: alternative events"), ((False, said("arkwright", "without")), (True, said("arkwright", "Luddism and Crown Jubilee too"))),
           False, flag="--mule-alternative-events", switch=True, help=said("arkwright", "Spinning Mule: shuffle Luddism and Crown Jubilee in with the events"), when=MULE),
)

PACK = Pack(
    id="arkwright",
    title="Arkwright",
    state_type=ArkwrightState,
    kinds=ENTRY_KINDS,
    phases=PHASES,
    summarize=summary.summarize,
    candidates=candidates.candidates,
    bgg_id=165872,
    input_version=2,
    migrate=migrate,
    moves=moves.moves,
    messages=messages,
    min_players=_seat_bounds()[0],
    max_players=_seat_bounds()[1],
    seats_field="seats",
    start_field="start_player",
    start_by="index",
    options=OPTIONS,
    house_rules=tuple(HouseRule(name, r["title"], r["text"]) for name, r in HOUSE_RULES.items()),
    extra_fields=("mat", "tiles", "pick_markers", "table"),
    units={"cash": "£"},
    chart_values=("share_value", "holdings_value"),  # the holdings: Stock Exchange games only (Player's Book 3.3)
    tie_rule=TieRule("The most valuable portfolio wins; a player with loans loses; a tie goes to the most cash, and players still tied all win (Water Frame 8.0).", score="£"),
)

#: the engine's apply, under the name the rules tests and benchmarks import
apply = PACK.apply
