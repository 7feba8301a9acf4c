"""The year: Phase I (markets, Union Spirit, the strike check) and Phase III (election, clean-up).

US Phase I: livestock is added to the Yard (from the prices and the player
count, board data), the Year card is resolved (its effects are board data) and
Union Spirit adjusted; at 4 or 5 there is a strike: each player takes a Low
Morale token and puts a worker on the Picket Line (at most one each). Union
Spirit stays where it is. US Phase III: whoever has a worker on Campaign
takes the First Player marker and chooses the party in office next year;
nobody: both stay. Workers come back from the actions and the Picket Line,
then the livestock prices adjust (see markets.py). After the sixth year the
game is over.
"""

from __future__ import annotations

from typing import Literal

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import find
from companion.core.wording import said
from companion.games.union_stockyards.board import YearCard
from companion.games.union_stockyards.cards import YEAR_CARDS, card_named, resolve_card, spirit
from companion.games.union_stockyards.markets import adjust_prices
from companion.games.union_stockyards.placement import PLACE, blocked_for, campaigner, to_place
from companion.games.union_stockyards.state import StockyardsState

PHASE_ONE = "US Phase I"
PHASE_THREE = "US Phase III"


class PhaseOne(Model):
    """Markets and Union Spirit: animals added to the Yard, the Year card, the Union Spirit change.

    In a game that follows the placements the animals are computed from the prices and the
    player count; `livestock_added` is the table's own count when it differs (the table is
    right). In a year keeper's game it is the count, none when left out.
    """

    kind: Literal["phase_one"] = "phase_one"
    livestock_added: dict[str, int] | None = None
    #: the Year card revealed, by its id in the board data (its effects are resolved)
    card: str = ""
    #: a card the board data lacks, by name (its effects made with corrections)
    year_card: str = ""
    #: a Union Spirit change the table makes besides the card's
    union_spirit_change: int = 0


class PhaseThree(Model):
    """Election and clean-up. `yard` only if the table's count differs from the mirrored one."""

    kind: Literal["phase_three"] = "phase_three"
    #: the player with a worker on Campaign (empty: nobody campaigned)
    campaign: str | None = None
    #: the party the campaigner chooses for next year
    party: str | None = None
    yard: dict[str, int] | None = None


def strike(state: StockyardsState, ledger: Ledger, card: YearCard | None = None) -> None:
    """The strike check of Phase I (US Phase I); a card saying otherwise takes precedence."""
    n = state.board.numbers
    if state.union_spirit in n.strike_levels and card is not None and card.no_strike:
        ledger.remark(None, "union_stockyards.card_no_strike", YEAR_CARDS, spirit=state.union_spirit, card=card.name)
        return
    if state.union_spirit not in n.strike_levels:
        ledger.remark(None, "union_stockyards.no_strike", PHASE_ONE, spirit=state.union_spirit)
        return
    ledger.remark(None, "union_stockyards.strike", PHASE_ONE, spirit=state.union_spirit)
    for p in state.players:
        p.low_morale += 1
        ledger.remark(p.id, "union_stockyards.low_morale", PHASE_ONE)
        if p.picket:
            ledger.remark(p.id, "union_stockyards.already_picketing", PHASE_ONE)
        else:
            p.picket = True
            ledger.remark(p.id, "union_stockyards.pickets", PHASE_ONE)


def apply_phase_one(state: StockyardsState, entry: PhaseOne) -> Outcome:
    ledger = Ledger()
    card = card_named(state, entry.card)
    _add_livestock(state, entry.livestock_added, ledger)
    state.blocked = blocked_for(state)
    state.card = card.id if card else ""
    if card is not None:
        resolve_card(state, card, ledger)
    elif entry.year_card:
        ledger.remark(None, "union_stockyards.year_card", PHASE_ONE, year=state.year, card=entry.year_card)
    spirit(state, entry.union_spirit_change, ledger, PHASE_ONE)
    strike(state, ledger, card)
    state.phase = "II"
    if state.follows_placement:
        first = to_place(state)
        if first:
            ledger.remark(None, "union_stockyards.first_to_place", PLACE, name=state.player(first).name)
        else:
            ledger.remark(None, "union_stockyards.nobody_to_place", PLACE)
    return Outcome(state=state, ledger=list(ledger))


def _add_livestock(state: StockyardsState, counted: dict[str, int] | None, ledger: Ledger) -> None:
    """The animals of Phase I: the table's count, or computed from prices and player count (US Phase I)."""
    if counted is None:
        if not state.follows_placement:
            return
        added = livestock_arrivals(state)
    else:
        added = counted
    for kind, k in added.items():
        if kind not in state.yard or k < 0:
            raise RuleError(said("union_stockyards", "cannot add {k} {kind!r} to the Yard", k=k, kind=kind), section=PHASE_ONE)
        state.yard[kind] += k
        if counted is None:
            ledger.remark(None, "union_stockyards.livestock_arrive", PHASE_ONE, count=k, kind=kind,
                          price=state.prices[kind], players=len(state.players), total=state.yard[kind])
        else:
            ledger.remark(None, "union_stockyards.livestock_counted", PHASE_ONE, count=k, kind=kind, total=state.yard[kind])


def livestock_arrivals(state: StockyardsState) -> dict[str, int]:
    """Per type: the animals the prices and player count bring, one per empty Yard space (US Phase I)."""
    board = state.board
    room = board.numbers.yard_spaces
    return {kind: max(0, min(board.arrivals(state.prices[kind], len(state.players)), room - state.yard[kind]))
            for kind in state.yard}


def apply_phase_three(state: StockyardsState, entry: PhaseThree) -> Outcome:
    ledger = Ledger()
    if state.follows_placement:
        waiting = to_place(state)
        if waiting is not None:
            raise RuleError(said("union_stockyards", "Phase II goes on: {name} still has a worker to place", name=state.player(waiting).name), section=PLACE)
        on_campaign = campaigner(state)
        if entry.campaign is None and on_campaign is not None:
            entry = entry.model_copy(update={"campaign": on_campaign})
        elif entry.campaign is not None and find(state.players, entry.campaign).id != on_campaign:
            raise RuleError(said("union_stockyards", "no worker of {name} is on Campaign", name=find(state.players, entry.campaign).name), section=PHASE_THREE)
        if state.placements:
            ledger.remark(None, "union_stockyards.workers_back", PHASE_THREE)
    _election(state, entry, ledger)
    for p in state.players:
        if p.picket:
            p.picket = False
            ledger.remark(p.id, "union_stockyards.picket_back", PHASE_THREE)
    if entry.yard is not None:
        if set(entry.yard) != set(state.yard):
            raise RuleError(said("union_stockyards", "count every livestock type: {join}", join=', '.join(state.yard)), section=PHASE_THREE)
        state.yard = dict(entry.yard)
    adjust_prices(state, ledger)
    state.sales = []
    state.placements = []
    state.blocked = []
    state.card = ""
    if state.year == state.board.numbers.years:
        state.phase = "III"
        ledger.remark(None, "union_stockyards.game_over", "US Game length", year=state.year)
    else:
        state.year += 1
        state.phase = "I"
    return Outcome(state=state, ledger=list(ledger))


def _election(state: StockyardsState, entry: PhaseThree, ledger: Ledger) -> None:
    if entry.campaign is None:
        if entry.party is not None:
            raise RuleError(said("union_stockyards", "only the player on Campaign chooses the party"), section=PHASE_THREE)
        ledger.remark(None, "union_stockyards.nobody_campaigned", PHASE_THREE)
        return
    p = find(state.players, entry.campaign)
    parties = state.board.names.parties
    if entry.party is None or entry.party not in parties:
        raise RuleError(said("union_stockyards", "{name} campaigned and chooses the party: {join}", name=p.name, join=' or '.join(state.board.names.party(x) for x in parties)),
                        section=PHASE_THREE)
    state.first_player = p.id
    state.party = entry.party
    ledger.remark(p.id, "union_stockyards.campaigned", PHASE_THREE, party=entry.party)


def not_over(state: StockyardsState) -> str | None:
    """Why the final scores cannot be entered yet (None when they can)."""
    years = state.board.numbers.years
    if state.year < years or state.phase != "III":
        return f"the game ends after Phase III of year {years}; now year {state.year}, Phase {state.phase}"
    return None

