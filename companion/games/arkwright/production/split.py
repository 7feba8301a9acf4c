"""The split of England's demand between the sellers of one good (Water Frame 5.III.1), on plain numbers.

Going down the market share table from the highest appeal, at each level every
player whose appeal is at or above it, and the importer, sells one good while
they have one to sell. When the demand left is smaller than the sellers of a
call, higher appeal sells first, the importer last among equal appeal, then
higher quality; sellers still tied all sell, even beyond the demand.

Read as tokens: a seller of appeal a who can sell s goods takes one token at
each of the levels a, a-1, ... down to a-min(a, s)+1 (the importer, with no
limit of goods, at every level from its appeal down to 1). The demand runs
short at the call where the tokens counted from the top first outnumber it:
the level of the (demand+1)-th highest token. Above that call everyone takes
all their tokens; at it, tied groups take one each in ranking order until the
demand is met; no call below it is made. So the split costs a sort of the
tokens and one look at the short call, whatever the demand.

`split` is the one copy of this procedure: the production phase
(`market.domestic_sale`) runs it, asks a player's question only when it stops
at that player's call with nothing left to sell (Extra Shifts, the warehouse),
and runs it again with the answer; the price advisor and the benchmark run it
on what each seller can offer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: the index `split` gives the importer (players are 0..n-1 in seat order)
IMPORTER_INDEX = -1


@dataclass(slots=True)
class Split:
    """What `split` found: goods sold per player, by the importer, and each call's sellers."""

    sold: list[int]
    importer: int = 0
    #: (level, seller indices in the order they took a token, tokens taken beyond the demand);
    #: listed only for a split that ran to its end
    steps: list[tuple[int, list[int], int]] = field(default_factory=list)
    #: set when the split stopped at a watched player's call with nothing left: (player, level, sold so far)
    stopped_at: tuple[int, int, int] | None = None


def split(
    demand: int,
    importer: int,
    appeals: list[int],
    supplies: list[int],
    qualities: list[int],
    *,
    steps: bool = False,
    watch: frozenset[int] | set[int] = frozenset(),
) -> Split:
    """Share out `demand` goods; `supplies[i]` is what player i (seat order) can sell.

    With `steps`, the sellers of every call are listed (for the ledger). With
    `watch`, the split stops at the first call of a watched player whose supply
    has run out, so that the caller can ask them for more and run it again.
    """
    if demand <= 0:
        return Split(sold=[0] * len(appeals))
    # what each seller sells if the demand never runs short: appeal caps it, and what they have
    caps = [0 if a <= 0 or s <= 0 else (a if a < s else s) for a, s in zip(appeals, supplies)]
    if sum(caps) + (importer if importer > 0 else 0) <= demand:
        short = 0  # every token is taken
    else:
        tokens: list[int] = []
        for a, c in zip(appeals, caps):
            if c > 0:
                tokens.extend(range(a - c + 1, a + 1))
        if importer > 0:
            tokens.extend(range(1, importer + 1))
        tokens.sort(reverse=True)
        short = tokens[demand]  # the call where the demand runs short
    if watch:
        stop = _stop(demand, importer, appeals, supplies, qualities, caps, short, watch)
        if stop is not None:
            return stop
    if short:
        sold = [0 if a <= short else (a - short if a - short < c else c) for a, c in zip(appeals, caps)]
        result = Split(sold=sold, importer=importer - short if importer > short else 0)
        left = demand - tokens.index(short)  # the tokens above the short call are taken
        taken, left = _call(short, left, result, supplies, _called(short, importer, appeals, qualities), watch)
    else:
        result = Split(sold=caps, importer=importer if importer > 0 else 0)
        taken, left = [], 0
    if steps:
        result.steps = _steps(importer, appeals, supplies, qualities, caps, short)
        if taken:
            result.steps.append((short, taken, -left if left < 0 else 0))
    return result


def _called(level: int, importer: int, appeals: list[int], qualities: list[int]) -> list[tuple[int, int, int, int]]:
    """The sellers called at `level`, in ranking order: higher appeal, the importer after the
    players of its appeal, higher quality, seat."""
    called = [(-a, 0, -q, i) for i, (a, q) in enumerate(zip(appeals, qualities)) if a >= level]
    if importer >= level:
        called.append((-importer, 1, 0, IMPORTER_INDEX))
    called.sort()
    return called


def _call(level, left, result, supplies, called, watch):
    """One call made in tied groups in ranking order while demand is left (the call where it runs
    short): each group sells whole. Returns the sellers who took a token, and the demand left
    (below 0 when tied sellers sold beyond it); sets `stopped_at` on meeting a watched seller with
    nothing left."""
    sold = result.sold
    taken: list[int] = []
    pos, total = 0, len(called)
    while pos < total and left > 0:
        tie = called[pos][:3]
        selling = []
        while pos < total and called[pos][:3] == tie:
            s = called[pos][3]
            pos += 1
            if s == IMPORTER_INDEX or supplies[s] > sold[s]:
                selling.append(s)
            elif s in watch:
                result.stopped_at = (s, level, sold[s])
                return taken, left
        for s in selling:
            if s == IMPORTER_INDEX:
                result.importer += 1
            else:
                sold[s] += 1
        taken.extend(selling)
        left -= len(selling)
    return taken, left


def _stop(demand, importer, appeals, supplies, qualities, caps, short, watch) -> Split | None:
    """Where a watched seller who runs out is called again with nothing left, if the split gets
    there: the highest such call at or above the short one, made as far as that seller."""
    level = max((appeals[w] - max(supplies[w], 0) for w in watch if supplies[w] < appeals[w]), default=0)
    if not level or level < short:
        return None
    sold = [0 if a <= level else (a - level if a - level < c else c) for a, c in zip(appeals, caps)]
    result = Split(sold=sold, importer=importer - level if importer > level else 0)
    left = demand - sum(sold) - result.importer
    _call(level, left, result, supplies, _called(level, importer, appeals, qualities), watch)
    return result if result.stopped_at is not None else None


def _steps(importer, appeals, supplies, qualities, caps, short) -> list[tuple[int, list[int], int]]:
    """The calls above the short one (every seller of them served): the sellers of each, in ranking order."""
    # each seller's tokens are at the levels lo < level <= hi
    spans = [
        (s, 0, importer) if s == IMPORTER_INDEX else (s, appeals[s] - caps[s], appeals[s])
        for _, _, _, s in _called(1, importer, appeals, qualities)
    ]
    # the sellers change only where a seller's tokens begin or end: between two such levels they are the same
    points = sorted({x for _, lo, hi in spans for x in (lo, hi) if x > short} | {short}, reverse=True)
    out = []
    for upper, lower in zip(points, points[1:]):
        sellers = [s for s, lo, hi in spans if lo < upper <= hi]
        if sellers:
            out.extend((level, list(sellers), 0) for level in range(upper, lower, -1))
    return out
