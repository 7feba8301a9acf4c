"""Properties of the production phase over random legal tables and random answers (hypothesis).

Whatever the table and whatever the players answer: the 80 workers stay
accounted for, the result is a valid table (shares + loans <= 30, appeal never
below 0, prices on the scale, warehouses within their room), shares change
only by emergency sales, each ledger balances against the state change, and
nobody sells more in England than their appeal, their goods or (except when
tied players all sell) the demand. Random answers raise only the engine's
own errors.
"""

from __future__ import annotations


from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from companion.core.errors import CompanionError, InputError
from companion.core.messages import items
from companion.games.arkwright.board import GOODS, base_board
from companion.games.arkwright.pack import apply
from companion.games.arkwright.production.market import SECTION_SALE
from companion.games.arkwright.state import ArkwrightState, Factory, LargeWarehouse, Player, Row
from tests.games.arkwright.production.helpers import assert_balanced

BOARD = base_board()
RULES = BOARD.rules
TILE_POOL = ["foreman", "workshop", "school", "extra_shifts", "small_warehouse", "office", "agent_in_the_colonies", "engineer"]
SHIP_CREW = {s.capacity: s.crew for s in BOARD.ships}


@st.composite
def factories(draw, goods: list[str], version: str) -> list[Factory]:
    out = []
    for good in goods:
        level = draw(st.integers(1, 2 if version == "spinning_jenny" else 4))
        tile = BOARD.tile(good, level)
        quality = draw(st.sampled_from([0, 0, 1, 2, 4]))
        distribution = draw(st.integers(0, 4))
        # small appeals make ties and short demand likely
        appeal = draw(st.integers(0, 5))
        price = min(RULES.max_price, max(RULES.min_price, tile.cost + quality + distribution - appeal))
        rows = []
        for r in range(4):
            size = tile.row_size(r)
            filled = draw(st.sampled_from([0, size, size, draw(st.integers(0, size))]))
            machines = draw(st.integers(0, min(filled, tile.machine_slots(r))))
            rows.append(Row(workers=filled - machines, machines=machines))
        obsolete = draw(st.sampled_from([0, 0, 0, 2]))
        out.append(Factory(good=good, level=level, price=price, quality=quality, distribution=distribution, rows=rows, obsolete_workers=obsolete))
    return out


@st.composite
def players(draw, n: int, version: str, expansion: bool, active: str) -> list[Player]:
    out = []
    patrons = [f"patron_{g}" for g in GOODS]
    purveyors = [f"purveyor_{g}" for g in GOODS] if expansion else []
    charisma_at = draw(st.integers(-1, n - 1))
    for i in range(n):
        goods = draw(st.lists(st.sampled_from(GOODS), min_size=0, max_size=2, unique=True))
        if draw(st.booleans()) and active not in goods:
            goods.append(active)
        fs = draw(factories(goods, version))
        tiles: list[str] = []
        if version == "water_frame":
            tiles = draw(st.lists(st.sampled_from(TILE_POOL), max_size=3, unique=True))
            if patrons and draw(st.booleans()):
                tiles.append(patrons.pop(draw(st.integers(0, len(patrons) - 1))))
            if i == charisma_at and len(tiles) < 4:
                tiles.append("charisma")
        if purveyors and draw(st.booleans()) and len(tiles) < 4:
            tiles.append(purveyors.pop(draw(st.integers(0, len(purveyors) - 1))))
        tiles = tiles[:4]
        small = version == "spinning_jenny" or "small_warehouse" in tiles
        stored = {}
        if small:
            for g in draw(st.lists(st.sampled_from(GOODS), max_size=3, unique=True)):
                stored[g] = draw(st.integers(1, 2))
        kw: dict = {}
        if version == "water_frame":
            columns = draw(st.lists(st.sampled_from(GOODS), max_size=2, unique=True))
            rows = [draw(st.booleans()), draw(st.booleans())]
            wh = LargeWarehouse(columns=columns, rows=rows)
            from companion.games.arkwright.table_checks import warehouse_capacity

            p0 = Player(id="x", name="x", color="x", warehouse=wh)
            wh.goods = {g: draw(st.integers(0, warehouse_capacity(BOARD, p0, g))) for g in GOODS if warehouse_capacity(BOARD, p0, g)}
            wh.goods = {g: k for g, k in wh.goods.items() if k}
            ships = draw(st.lists(st.sampled_from([2, 4, 6]), max_size=2))
            spaces = BOARD.contracts.two_player_spaces if n == 2 else BOARD.contracts.spaces
            contract_goods = draw(st.lists(st.sampled_from(GOODS), max_size=2, unique=True))
            if draw(st.booleans()) and active not in contract_goods:
                contract_goods.append(active)
            contracts = {g: draw(st.sampled_from(spaces[:3])) for g in contract_goods}
            kw = dict(warehouse=wh, ships=ships, ship_crew=sum(SHIP_CREW[c] for c in ships), contracts=contracts)
            if "foreman" in tiles:
                kw["foreman"] = draw(st.sampled_from(GOODS))
            if "workshop" in tiles:
                kw["workshop"] = draw(st.sampled_from(GOODS))
        shares = draw(st.integers(0, 15))
        out.append(
            Player(
                id=f"p{i}",
                name=f"P{i}",
                color=f"c{i}",
                cash=draw(st.integers(0, 60)),
                shares=shares,
                loans=draw(st.integers(0, 3)),
                share_space=draw(st.integers(1, 60)),
                factories=fs,
                tiles=tiles,
                stored=stored,
                jubilee_sale=draw(st.booleans()),
                **kw,
            )
        )
    return out


@st.composite
def production_tables(draw) -> ArkwrightState:
    version = draw(st.sampled_from(["water_frame", "water_frame", "spinning_jenny"]))
    expansion = draw(st.booleans())
    n = draw(st.integers(2, 4))
    cycle = draw(st.integers(1, 4))
    active = GOODS[cycle - 1]
    ps = draw(players(n, version, expansion, active))
    employed = sum(p.workers for p in ps)
    fired = draw(st.integers(0, 6))
    assume(employed + fired <= RULES.workers)
    luxury = {}
    if expansion:
        levels = sorted({s.level for s in BOARD.luxury if s.good == active})
        luxury = {active: draw(st.lists(st.sampled_from(levels), max_size=3, unique=True))} if levels else {}
    decade = 1780 if version == "spinning_jenny" else 1800
    try:
        return ArkwrightState(
            version=version,
            expansion=expansion,
            players=ps,
            start_player=draw(st.integers(0, n - 1)),
            decade=decade,
            cycle=cycle,
            phase="production",
            job_market=RULES.workers - employed - fired,
            fired=fired,
            importers={g: draw(st.integers(0, 5)) for g in GOODS},
            threat_of_strike=draw(st.booleans()),
            opium_war=version == "water_frame" and draw(st.booleans()),
            luxury=luxury,
        )
    except ValidationError:
        assume(False)


def resolve_randomly(state: ArkwrightState, draw_choice, entry: dict):
    """Answer every question with a random legal option until the phase resolves."""
    answers: dict = {}
    for _ in range(80):
        out = apply(state, {**entry, "answers": answers})
        if out.pending is None:
            return out, answers
        answers[out.pending.id] = draw_choice(out.pending.option_values())
    raise AssertionError("the phase kept asking questions")


def domestic_sales(out) -> dict[str, tuple[int, int]]:
    """Per player: goods sold in England, and how many of them came from the warehouse."""
    found = {}
    for e in out.ledger:
        if e.kind == "cash" and e.section == SECTION_SALE:
            assert e.code in ("arkwright.sells", "arkwright.sells_with_stock"), e.code
            found[e.player] = (e.params["count"], e.params.get("stock", 0))
    return found


def sold_beyond_demand(out) -> tuple[int, int]:
    """Tokens taken in all steps, and those taken beyond the demand (from the step notes)."""
    taken = beyond = 0
    for e in out.ledger:
        if e.code in ("arkwright.sale_step", "arkwright.sale_step_each"):
            taken += len(items(e.params["sellers"]))
            beyond += e.params.get("count", 0)
    return taken, beyond


@settings(max_examples=150)
@given(state=production_tables(), data=st.data())
def test_phase_conserves_and_balances(state: ArkwrightState, data):
    demand = data.draw(st.one_of(st.none(), st.integers(0, 15)), label="demand")
    wage = data.draw(st.one_of(st.none(), st.integers(1, 6)), label="wage")
    entry = {"kind": "production", "demand": demand, "wage": wage}
    entry = {k: v for k, v in entry.items() if v is not None}
    try:
        out, answers = resolve_randomly(state, lambda values: data.draw(st.sampled_from(values)), entry)
    except CompanionError:
        return  # e.g. the bank has no shares left to lend: the engine's own refusal
    after = out.state
    valid = ArkwrightState.model_validate(after.model_dump(mode="json"))
    assert sum(valid.workers_on_table().values()) == RULES.workers
    assert_balanced(state, out)
    for e in out.ledger:
        if e.kind in ("shares", "loans"):
            # Spinning Jenny games cite their own rulebook's 7.0
            rulebook = "Spinning Jenny" if state.version == "spinning_jenny" else "Water Frame"
            assert e.section == f"{rulebook} 7.0", e.reason
    good = state.active_good
    real_demand = demand if demand is not None else None
    for pid, (n, from_stock) in domestic_sales(out).items():
        p = state.player(pid)
        f = p.factory(good)
        assert f is not None, "only players with a factory of the active good sell"
        appeal = BOARD.tile(f.good, f.level).cost + f.quality + f.distribution - f.price
        assert n <= appeal
        assert from_stock <= p.warehouse.goods.get(good, 0) + p.stored.get(good, 0)
        assert from_stock <= answers.get(f"warehouse_sale:{pid}", 0), "stored goods sold only as the player chose"
        from companion.games.arkwright.production.output import goods_of_rows

        extra_shifts = 1 if "extra_shifts" in p.tiles else 0
        assert n - from_stock <= goods_of_rows(BOARD, f) + extra_shifts
    taken, beyond = sold_beyond_demand(out)
    if real_demand is not None:
        assert taken - beyond <= real_demand


@settings(max_examples=60)
@given(state=production_tables(), data=st.data())
def test_random_answers_raise_only_engine_errors(state: ArkwrightState, data):
    """Any answer, legal or not, is either used or refused with a message; never a crash."""
    junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.text(max_size=3), st.dictionaries(st.sampled_from(GOODS), st.integers(-1, 3), max_size=2))
    answers: dict = {}
    for _ in range(40):
        try:
            out = apply(state, {"kind": "production", "answers": answers, "demand": 6, "wage": 2})
        except CompanionError:
            return
        if out.pending is None:
            return
        legal = out.pending.option_values()
        answers[out.pending.id] = data.draw(st.one_of(st.sampled_from(legal), junk))


def test_illegal_answer_message_names_the_choices():
    from tests.games.arkwright.factories import factory, player, table

    s = table([player("a", tiles=["school"], factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0)))]), player("b")])
    try:
        apply(s, {"kind": "production", "answers": {"school:a": "maybe"}, "demand": 1, "wage": 2})
    except InputError as exc:
        assert "school" in exc.message.lower() or "School" in exc.message
        assert "keep all rows" in exc.message
    else:  # pragma: no cover
        raise AssertionError("an illegal answer must be refused")
