"""The price advisor against a plain sale written here from the rulebook, not through split.py or bonuses.py.

`sale` follows Water Frame 5.III.1 token by token: the first player's token starts on the highest
appeal and moves down one space at a time; at each space every seller whose appeal indicator is
on it or higher, and the importer, is called and takes one goods token while they still have a
good to sell (a player sells at most as many goods as the appeal of his goods); when there are
more sellers than tokens left, the most appealing goods sell first, the importer last among
equal appeal, then the higher quality, and players still tied all take a token (more come from
the supply). `share_spaces` follows 5.III.2: one space for one good sold, two for two or more;
one more for the single most advanced appeal indicator, above the importer's, with a sale; one
more for the single player who sold the most, more than the importer.

The tables are plain ones (no tiles, no stored goods, no expansion) so that nothing but these two
rules decides a sale; the factory rows are filled from the first one, each full row making the
goods its tile prints (5.III.1: "Each active production row produces the amount of goods
corresponding to the level of the factory").
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.arkwright.board import GOODS, base_board
from companion.games.arkwright.production.advisor import advise
from companion.games.arkwright.state import Factory, Row
from tests.games.arkwright.factories import player, table

BOARD = base_board()
RULES = BOARD.rules
IMPORTER = "the importer"


def sale(demand: int, sellers: dict[str, tuple[int, int, int]], importer_appeal: int) -> dict[str, int]:
    """Goods sold in England: sellers = player -> (appeal, quality, goods made); the importer under IMPORTER."""
    sold = {pid: 0 for pid in sellers}
    sold[IMPORTER] = 0
    left = demand
    top = max([importer_appeal, *(a for a, _, _ in sellers.values())])
    for space in range(top, 0, -1):  # the first player's token, moved down one space at a time
        if left <= 0:
            break
        called = [pid for pid, (a, _, made) in sellers.items() if a >= space and sold[pid] < min(made, a)]
        if importer_appeal >= space:
            called.append(IMPORTER)

        def rank(pid):  # most appealing first; the importer last among equal appeal; higher quality
            if pid == IMPORTER:
                return (-importer_appeal, 1, 0)
            appeal, quality, _ = sellers[pid]
            return (-appeal, 0, -quality)

        for key in sorted({rank(pid) for pid in called}):
            if left <= 0:
                break
            tied = [pid for pid in called if rank(pid) == key]
            for pid in tied:  # tied sellers take a token each, at the same time
                sold[pid] += 1
            left -= len(tied)
    return sold


def share_spaces(sold: dict[str, int], appeal: dict[str, int], importer_appeal: int) -> dict[str, int]:
    """Water Frame 5.III.2 for players without Charisma."""
    spaces = {pid: 0 if n == 0 else 1 if n == 1 else 2 for pid, n in sold.items() if pid != IMPORTER}
    best = max(appeal.values())
    leaders = [pid for pid, a in appeal.items() if a == best]
    if len(leaders) == 1 and best > importer_appeal and sold[leaders[0]] >= 1:
        spaces[leaders[0]] += 1
    players = {pid: n for pid, n in sold.items() if pid != IMPORTER}
    most = max(players.values())
    top = [pid for pid, n in players.items() if n == most]
    if len(top) == 1 and most > sold[IMPORTER]:
        spaces[top[0]] += 1
    return spaces


def made(board, good: str, level: int, full_rows: int) -> int:
    return sum(board.tile(good, level).goods[:full_rows])


@st.composite
def plain_tables(draw):
    cycle = draw(st.integers(1, 4))
    good = GOODS[cycle - 1]
    n = draw(st.integers(2, 4))
    players = []
    for i in range(n):
        level = draw(st.integers(1, 4))
        tile = BOARD.tile(good, level)
        quality = draw(st.integers(0, 2))
        distribution = draw(st.integers(0, 3))
        appeal = draw(st.integers(0, 5))  # small appeals: ties and short demand
        price = min(RULES.max_price, max(RULES.min_price, tile.cost + quality + distribution - appeal))
        full = draw(st.integers(0, 4))
        rows = [Row(workers=tile.row_size(r), machines=0) if r < full else Row() for r in range(4)]
        f = Factory(good=good, level=level, price=price, quality=quality, distribution=distribution, rows=rows)
        players.append(player(f"p{i}", cash=30, share_space=draw(st.integers(1, 10)), factories=[f]))
    importers = {g: 0 for g in GOODS} | {good: draw(st.integers(0, 4))}
    state = table(players, cycle=cycle, importers=importers)
    return state, good, draw(st.integers(0, 14)), draw(st.integers(0, n - 1))


@settings(max_examples=60, deadline=None)
@given(plain_tables())
def test_each_advised_price_sells_what_the_plain_sale_sells(case):
    state, good, demand, i = case
    me = state.players[i]
    advice = advise(state, me.id, good, demand=demand)
    importer = state.importers[good]
    board = state.board  # the printed values of the board revision the game was begun with
    fixed = {}
    for p in state.players:
        f = p.factory(good)
        quality = board.tile(good, f.level).cost + f.quality  # base quality is the tile's cost
        fixed[p.id] = (quality + f.distribution - f.price, quality, made(board, good, f.level, sum(r.workers > 0 for r in f.rows)))
    f = me.factory(good)
    assert advice.lines
    for line in advice.lines:
        appeal = board.tile(good, f.level).cost + f.quality + f.distribution - line.price
        sellers = fixed | {me.id: (appeal, fixed[me.id][1], fixed[me.id][2])}
        sold = sale(demand, sellers, importer)
        spaces = share_spaces(sold, {pid: a for pid, (a, _, _) in sellers.items()}, importer)
        assert line.appeal == appeal
        assert (line.sold, line.extra) == (sold[me.id], 0), f"at £{line.price}"
        assert line.revenue == sold[me.id] * line.price
        assert line.spaces == min(RULES.track_max, me.share_space + spaces[me.id]) - me.share_space, f"at £{line.price}"
        assert line.left == fixed[me.id][2] - sold[me.id]


def test_the_plain_sale_reproduces_the_worked_clothes_example():
    # Water Frame 5.III.1: demand 7; Marion appeal 4, Harold appeal 3 (3 clothes), the importer 3:
    # Marion sells 3 (spaces 4, 3, 2), Harold 2 and the importer 2; demand met.
    sold = sale(7, {"marion": (4, 9, 3), "harold": (3, 9, 3)}, 3)
    assert sold == {"marion": 3, "harold": 2, IMPORTER: 2}
    # 5.III.2 example: Marion four spaces (two for 2+ goods, the appeal, the most sold); Harold two
    assert share_spaces(sold, {"marion": 4, "harold": 3}, 3) == {"marion": 4, "harold": 2}
