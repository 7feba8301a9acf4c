"""The year: Phase I (markets, Union Spirit, the strike check) and Phase III (election, clean-up).

US Phase I: livestock is added to the Yard, the Year card is resolved and
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
from companion.games.union_stockyards.markets import adjust_prices
from companion.games.union_stockyards.state import StockyardsState

PHASE_ONE = "US Phase I"
PHASE_THREE = "US Phase III"


class PhaseOne(Model):
    """Markets and Union Spirit: animals added to the Yard, the Year card, the Union Spirit change."""

    kind: Literal["phase_one"] = "phase_one"
    livestock_added: dict[str, int] = {}
    year_card: str = ""
    union_spirit_change: int = 0


class PhaseThree(Model):
    """Election and clean-up. `yard` only if the table's count differs from the mirrored one."""

    kind: Literal["phase_three"] = "phase_three"
    #: the player with a worker on Campaign (empty: nobody campaigned)
    campaign: str | None = None
    #: the party the campaigner chooses for next year
    party: str | None = None
    yard: dict[str, int] | None = None


def strike(state: StockyardsState, ledger: Ledger) -> None:
    """The strike check of Phase I (US Phase I)."""
    n = state.board.numbers
    if state.union_spirit not in n.strike_levels:
        ledger.note(None, f"Union Spirit {state.union_spirit}: no strike", PHASE_ONE)
        return
    ledger.note(None, f"Union Spirit {state.union_spirit}: strike! (Union Spirit stays where it is)", PHASE_ONE)
    for p in state.players:
        p.low_morale += 1
        ledger.note(p.id, "takes a Low Morale token", PHASE_ONE)
        if p.picket:
            ledger.note(p.id, "already has a worker on the Picket Line (at most one)", PHASE_ONE)
        else:
            p.picket = True
            ledger.note(p.id, "puts a worker on the Picket Line until the end of the year", PHASE_ONE)


def apply_phase_one(state: StockyardsState, entry: PhaseOne) -> Outcome:
    ledger = Ledger()
    for kind, k in entry.livestock_added.items():
        if kind not in state.yard or k < 0:
            raise RuleError(f"cannot add {k} {kind!r} to the Yard", section=PHASE_ONE)
        state.yard[kind] += k
        ledger.note(None, f"{k} {kind} added to the Yard ({state.yard[kind]} there now)", PHASE_ONE)
    if entry.year_card:
        ledger.note(None, f"Year {state.year} card: {entry.year_card}", PHASE_ONE)
    n = state.board.numbers
    before = state.union_spirit
    state.union_spirit = min(n.union_spirit_max, max(n.union_spirit_min, before + entry.union_spirit_change))
    if entry.union_spirit_change:
        ledger.note(None, f"Union Spirit {before} -> {state.union_spirit}", PHASE_ONE)
    strike(state, ledger)
    state.phase = "II"
    return Outcome(state=state, ledger=list(ledger))


def apply_phase_three(state: StockyardsState, entry: PhaseThree) -> Outcome:
    ledger = Ledger()
    _election(state, entry, ledger)
    for p in state.players:
        if p.picket:
            p.picket = False
            ledger.note(p.id, "the worker on the Picket Line comes back", PHASE_THREE)
    if entry.yard is not None:
        if set(entry.yard) != set(state.yard):
            raise RuleError(f"count every livestock type: {', '.join(state.yard)}", section=PHASE_THREE)
        state.yard = dict(entry.yard)
    adjust_prices(state, ledger)
    state.sales = []
    if state.year == state.board.numbers.years:
        state.phase = "III"
        ledger.note(None, f"the end of year {state.year}: the game is over; count the final scores", "US Game length")
    else:
        state.year += 1
        state.phase = "I"
    return Outcome(state=state, ledger=list(ledger))


def _election(state: StockyardsState, entry: PhaseThree, ledger: Ledger) -> None:
    if entry.campaign is None:
        if entry.party is not None:
            raise RuleError("only the player on Campaign chooses the party", section=PHASE_THREE)
        ledger.note(None, "nobody campaigned: the First Player marker and the party stay", PHASE_THREE)
        return
    p = find(state.players, entry.campaign)
    parties = state.board.names.parties
    if entry.party is None or entry.party not in parties:
        raise RuleError(f"{p.name} campaigned and chooses the party: one of {', '.join(parties)}", section=PHASE_THREE)
    state.first_player = p.id
    state.party = entry.party
    ledger.note(p.id, f"campaigned: takes the First Player marker; {entry.party} holds office next year", PHASE_THREE)


def not_over(state: StockyardsState) -> str | None:
    """Why the final scores cannot be entered yet (None when they can)."""
    years = state.board.numbers.years
    if state.year < years or state.phase != "III":
        return f"the game ends after Phase III of year {years}; now year {state.year}, Phase {state.phase}"
    return None

