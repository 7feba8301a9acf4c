"""The price advisor: what each price would sell in the next production of a good (Water Frame 5.III).

For one player's factory and each legal price (Water Frame 5.II.3.1), the
appeal it gives, and against the table as it stands — the other players'
appeal, quality and production, the importer, the demand open on the job
market — how many goods the player would sell in England and to the Patron or
with the Crown Jubilee, the revenue, the share value spaces gained (5.III.2)
and the new goods left to store or lose.

It runs the production phase's own steps: the factories' output and the
luxury market (which no price changes) once on a working copy, then for each
price the split of demand (`split.split`) and the share moves
(`bonuses.share_moves`) on numbers. What no one can know yet (answers players
have not given: a warehouse sale, the Patron, the Jubilee, Extra Shifts, the
School) is assumed as `Advice.assumed` lists, in the same form the production
phase takes its answers, so that passing them to `resolve production` gives
the same sales when nothing else changes before production.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.core.decisions import Answers
from companion.core.errors import CompanionError, InputError
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.production.bonuses import charisma_owner, share_moves
from companion.games.arkwright.production.luxury import luxury_sale, reputation
from companion.games.arkwright.production.output import Producer, make_producers
from companion.games.arkwright.production.patron import extra_offers
from companion.games.arkwright.production.split import split
from companion.games.arkwright.production.storage import stock
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION_ADVISOR = "Water Frame 5.III.1-5.III.2"


@dataclass
class PriceLine:
    price: int
    appeal: int
    #: goods the player could sell: new production, Extra Shifts, stored goods offered
    offered: int
    #: sold in England from the demand
    sold: int
    #: sold to the Patron or with the Crown Jubilee (they count for the share value)
    extra: int
    revenue: int
    spaces: int
    #: new goods made and not sold: to store or lose
    left: int
    current: bool = False

    def words(self) -> str:
        sold = self.sold + self.extra
        text = f"£{self.price}: appeal {self.appeal}, sells {sold} of {self.offered}"
        if self.extra:
            text += f" ({self.extra} beside the demand)"
        text += f", +£{self.revenue}, +{self.spaces} space{'s' if self.spaces != 1 else ''}"
        if self.left:
            text += f", {self.left} new left to store"
        return text


@dataclass
class LuxuryLine:
    player: str
    name: str
    reputation: int
    sells: int


@dataclass
class Advice:
    player: str
    good: str
    demand: int
    importer_appeal: int
    current_price: int
    lines: list[PriceLine]
    #: the answers the advisor assumed, keyed as the production phase takes them
    assumed: dict[str, Any]
    #: what the advice cannot know, in words
    caveats: list[str] = field(default_factory=list)
    #: the luxury market (Noblesse Oblige) before the sale, highest reputation first
    luxury: list[LuxuryLine] = field(default_factory=list)

    def line(self, price: int) -> PriceLine:
        return next(line for line in self.lines if line.price == price)

    @property
    def best_revenue(self) -> PriceLine:
        return max(self.lines, key=lambda x: (x.revenue, x.spaces, -x.price))

    @property
    def best_spaces(self) -> PriceLine:
        return max(self.lines, key=lambda x: (x.spaces, x.revenue, -x.price))


class _Assuming(Answers):
    """Answers given, and for the rest what the advisor assumes (recorded in `assumed`)."""

    def __init__(self, given: dict[str, Any], player: str, others_offer_stock: bool):
        super().__init__(given)
        self.player = player
        self.others_offer_stock = others_offer_stock
        self.assumed: dict[str, Any] = {}

    def ask(self, id, question, options, *, player=None, section="", default=None):
        if id not in self.given:
            self.given[id] = self.assume(id, [v for v, _ in options])
            self.assumed[id] = self.given[id]
        return super().ask(id, question, options, player=player, section=section, default=default)

    def assume(self, id: str, values: list[Any]) -> Any:
        kind, _, pid = id.partition(":")
        if kind == "luxury":
            return max(values)  # sell every new good the luxury market takes
        if kind == "school":
            return False  # keep every row producing
        raise InputError(said("arkwright", "the price advisor cannot assume an answer to {id!r}", id=id))

    def preset(self, id: str, value: Any) -> Any:
        if id not in self.given:
            self.given[id] = value
            self.assumed[id] = value
        return self.given[id]


def advise(
    state: ArkwrightState, player: str, good: str, answers: dict[str, Any] | None = None, *,
    others_offer_stock: bool = False, demand: int | None = None,
) -> Advice:
    """The advice for `player`'s factory of `good` at every legal price (pure: `state` is not changed).

    `demand` overrides the demand read off the job market, as the production entry's own does.
    """
    t = Table.of(state)
    me = t.p(player)
    factory = me.factory(good)
    if factory is None:
        raise InputError(said("arkwright", "{name} has no {good:term} factory: there is no price to advise on", name=me.name, good=good))
    ask = _Assuming(dict(answers or {}), player, others_offer_stock)
    producers = make_producers(t, good, ask)
    luxury = _luxury(t, good, producers, ask)
    seated = sorted(producers, key=lambda pr: pr.seat)
    mine = next(i for i, pr in enumerate(seated) if pr.pid == player)
    offers = [_offer(t, good, pr, ask, pr.pid == player) for pr in seated]
    supplies = [pr.left + shift + stored for pr, (shift, stored) in zip(seated, offers)]
    appeals = [pr.appeal for pr in seated]
    qualities = [pr.quality for pr in seated]
    demand = jobmarket.demand(t.board, t.state, good) if demand is None else demand
    importer = t.state.importers.get(good, 0)
    rules = t.board.rules
    charisma = charisma_owner(t)
    extra_answers = {pr.pid: [ask.preset(key, default) for key, default in extra_offers(t.p(pr.pid), good)] for pr in seated}
    base_appeal = t.quality(factory) + factory.distribution
    lines = []
    # the legal prices: the price scale, never an appeal below 0 (Water Frame 5.II.3.1)
    for price in range(rules.min_price, min(rules.max_price, base_appeal) + 1):
        appeals[mine] = base_appeal - price
        found = split(demand, importer, appeals, supplies, qualities)
        sold = {}
        left = 0
        for i, pr in enumerate(seated):
            n = found.sold[i]
            shift, _ = offers[i]
            new_left = max(0, pr.left - n)
            from_stock = max(0, n - pr.left - shift)
            available = new_left + stock(t.p(pr.pid), good) - from_stock
            extra = 0
            for yes in extra_answers[pr.pid]:
                if yes and available > 0:
                    extra += 1
                    available -= 1
                    new_left -= 1 if new_left > 0 else 0
            sold[pr.pid] = (n, extra)
            if i == mine:
                left = new_left
        counted = {pid: n + extra for pid, (n, extra) in sold.items()}
        appeal_of = {pr.pid: appeals[i] for i, pr in enumerate(seated)}
        moves = share_moves(rules, counted, appeal_of, importer, found.importer, charisma)
        gained = sum(n for pid, n, _, _ in moves if pid == player)
        spaces = min(rules.track_max, me.share_space + gained) - me.share_space
        n, extra = sold[player]
        lines.append(PriceLine(
            price=price, appeal=appeals[mine], offered=supplies[mine], sold=n, extra=extra,
            revenue=(n + extra) * price, spaces=spaces, left=left, current=price == factory.price,
        ))
    return Advice(
        player=player, good=good, demand=demand, importer_appeal=importer, current_price=factory.price,
        lines=lines, assumed=ask.assumed, caveats=_caveats(t, good, ask, others_offer_stock, seated[mine].produced), luxury=luxury,
    )


@dataclass
class Standing:
    """The table the advice reads: as it is, or as it would stand after a turn being composed."""

    state: ArkwrightState
    #: why the turn could not be applied (then `state` is the table as it is), in the rules' words
    refused: str = ""


def as_it_would_stand(state: ArkwrightState, turn: dict[str, Any] | None) -> Standing:
    """The table after `turn` (an action, or a 1760 founding), applied on a working copy through the
    one apply path (`pack.apply`): its prices, quality, distribution, factories and the workers they get
    are the rules' own. A turn the rules refuse, or one still waiting for a player's answer, leaves the
    table as it is, with the reason (Water Frame 5.II, 4.1.IV).
    """
    if not turn:
        return Standing(state)
    from companion.games.arkwright.pack import apply  # the pack's engine: it never imports the advisor

    try:
        outcome = apply(state, turn)
    except CompanionError as exc:
        return Standing(state, refused=exc.message)
    if outcome.pending is not None:
        return Standing(state, refused=f"the turn waits for an answer first: {outcome.pending.question}")
    return Standing(outcome.state)


def advise_turn(
    state: ArkwrightState, player: str, good: str, turn: dict[str, Any] | None, answers: dict[str, Any] | None = None,
    *, others_offer_stock: bool = False, demand: int | None = None,
) -> Advice:
    """The advice on the table as it would stand after `turn` (see `as_it_would_stand`)."""
    standing = as_it_would_stand(state, turn)
    try:
        advice = advise(standing.state, player, good, answers, others_offer_stock=others_offer_stock, demand=demand)
    except InputError:
        if standing.refused:  # the factory the turn would found or build: no advice before the rules allow it
            raise InputError(said("arkwright", "The turn as it stands is refused: {refused}", refused=standing.refused)) from None
        raise
    if standing.refused:
        advice.caveats.insert(0, f"The turn as it stands is refused ({standing.refused}): this is the table before it.")
    return advice


def _offer(t: Table, good: str, pr: Producer, ask: _Assuming, own: bool) -> tuple[int, int]:
    """(Extra Shifts good, stored goods) the player would add once their production is sold out."""
    p = t.p(pr.pid)
    shift = 0
    if p.has("extra_shifts") and ask.preset(f"extra_shifts:{pr.pid}", False):
        shift = 1
    stored = stock(p, good)
    if not stored:
        return shift, 0
    wanted = ask.preset(f"warehouse_sale:{pr.pid}", stored if own or ask.others_offer_stock else 0)
    return shift, min(stored, wanted)


def _luxury(t: Table, good: str, producers: list[Producer], ask: _Assuming) -> list[LuxuryLine]:
    """The luxury market runs first and no domestic price changes it: its sales, once."""
    order = sorted(producers, key=lambda pr: (-reputation(t, pr, good), pr.seat))
    reps = {pr.pid: reputation(t, pr, good) for pr in producers}
    luxury_sale(t, good, producers, ask)
    if not t.state.expansion:
        return []
    return [LuxuryLine(player=pr.pid, name=t.name(pr.pid), reputation=reps[pr.pid], sells=pr.luxury) for pr in order]


def _assumed_words(t: Table, good: str, key: str, value: Any) -> str:
    kind, _, pid = key.partition(":")
    name = t.name(pid)
    if kind == "school":
        return f"{name} keeps every row of the {good} factory producing (School)."
    if kind == "luxury":
        return f"{name} sells up to {value} new {good} on the luxury market."
    if kind == "extra_shifts":
        return f"{name} {'uses' if value else 'keeps'} Extra Shifts."
    if kind == "warehouse_sale":
        return f"{name} offers {value} stored {good} once their production is sold."
    if kind == "patron":
        return f"{name} {'sells' if value else 'does not sell'} one more {good} to the Patron."
    return f"{name} {'uses' if value else 'keeps'} the Crown Jubilee sale."


def _caveats(t: Table, good: str, ask: _Assuming, others_offer_stock: bool, made: int) -> list[str]:
    out = ["Other players may still change their price, quality or distribution before production."]
    if not made:
        out.insert(0, "This factory makes nothing yet (no worker in its rows): the lines show where each price puts its appeal.")
    out += [_assumed_words(t, good, key, value) for key, value in ask.assumed.items()]
    if t.state.phase in ("setup", "economy"):
        out.append("The economy marker of this cycle is not turned yet: the demand may change.")
    out.append(
        "Other players offer every stored good." if others_offer_stock
        else "Other players are assumed to sell no stored goods (they may)."
    )
    return out
