"""The split of England's demand between the sellers of one good (Water Frame 5.III.1), on plain numbers.

Going down the market share table from the highest appeal, at each level every
player whose appeal is at or above it, and the importer, sells one good while
they have one to sell. When the demand left is smaller than the sellers of a
call, higher appeal sells first, the importer last among equal appeal, then
higher quality; sellers still tied all sell, even beyond the demand.

Because sellers are ranked once (appeal, importer, quality, seat), the sellers
called at a level are always the first ones of that ranking. Levels at which
every seller still supplied is served in full are taken together, so the
work grows with the number of sellers, not with the demand.

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


@dataclass
class Split:
    """What `split` found: goods sold per player, by the importer, and each call's sellers."""

    sold: list[int]
    importer: int = 0
    #: (level, seller indices in the order they took a token, tokens taken beyond the demand)
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
    n = len(appeals)
    # the ranking: higher appeal, the importer after the players of its appeal, higher quality, seat
    ranking = [(-a, 0, -q, i) for i, (a, q) in enumerate(zip(appeals, qualities))]
    if importer > 0:
        ranking.append((-importer, 1, 0, IMPORTER_INDEX))
    ranking.sort()
    supply = list(supplies)
    sold = [0] * n
    result = Split(sold=sold)
    left = demand
    total = len(ranking)
    called = 0  # the sellers called at this level are ranking[:called]
    active: list[int] = []  # of those, the ones with something to sell, in ranking order
    waiting = False  # a watched seller is called with nothing left
    level = -ranking[0][0] if ranking else 0
    while level > 0 and left > 0:
        while called < total and -ranking[called][0] >= level:
            s = ranking[called][3]
            if s == IMPORTER_INDEX or supply[s] > 0:
                active.append(s)
            elif s in watch:
                waiting = True
            called += 1
        m = len(active)
        if m <= left and not waiting:
            # every seller called sells one at this level and at the next ones, until a new
            # seller is called, one runs out, or the demand would run short
            k = level - (-ranking[called][0] if called < total else 0)
            if m:
                k = min(k, left // m)
                for s in active:
                    if s != IMPORTER_INDEX and supply[s] < k:
                        k = supply[s]
            ran_out = False
            for s in active:
                if s == IMPORTER_INDEX:
                    result.importer += k
                else:
                    supply[s] -= k
                    sold[s] += k
                    ran_out = ran_out or not supply[s]
            if steps and m:
                result.steps.extend((lv, list(active), 0) for lv in range(level, level - k, -1))
            left -= k * m
            level -= k
            if ran_out:
                waiting = any(s in watch for s in active if s != IMPORTER_INDEX and not supply[s])
                active = [s for s in active if s == IMPORTER_INDEX or supply[s]]
            continue
        # the call where the demand runs short (or a watched seller has nothing left): tied
        # groups in ranking order, each group selling whole
        taken: list[int] = []
        pos = 0
        while pos < called and left > 0:
            tie = ranking[pos][:3]
            selling = []
            while pos < called and ranking[pos][:3] == tie:
                s = ranking[pos][3]
                pos += 1
                if s == IMPORTER_INDEX or supply[s] > 0:
                    selling.append(s)
                elif s in watch:
                    result.stopped_at = (s, level, sold[s])
                    return result
            for s in selling:
                if s == IMPORTER_INDEX:
                    result.importer += 1
                else:
                    supply[s] -= 1
                    sold[s] += 1
            taken.extend(selling)
            left -= len(selling)
        if steps and taken:
            result.steps.append((level, taken, max(0, -left)))
        active = [s for s in active if s == IMPORTER_INDEX or supply[s]]
        level -= 1
    return result
