"""Properties of the game flow (hypothesis): whatever the table and whatever the players answer,
rounds, events and economy phases keep the 80 workers on the table, never make or lose a share,
a loan, a pound or a share-value space without a ledger line, and keep every company within its
30 shares."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.arkwright.board import GOODS, base_board
from companion.games.arkwright.flow.events import legal_events
from companion.games.arkwright.flow.scoring import final_results
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState, LargeWarehouse
from companion.games.arkwright.table_checks import warehouse_capacity
from tests.games.arkwright.factories import factory, player
from tests.games.arkwright.flow.helpers import balances, new_game

BOARD = base_board()
IDS = ["ann", "bob", "cy", "di"]


def drive(state, entry: dict, draw):
    """Apply an entry, answering every question with an option drawn at random."""
    answers = dict(entry.get("answers", {}))
    for _ in range(300):
        out = apply(state, {**entry, "answers": answers})
        if out.pending is None:
            return out
        answers[out.pending.id] = draw(st.sampled_from([o.value for o in out.pending.options]))
    raise AssertionError("too many questions")


def check(before: ArkwrightState, out) -> None:
    after = out.state
    assert sum(after.workers_on_table().values()) == 80
    for p in after.players:
        assert p.shares + p.loans <= 30
    balances(before, after, out.ledger, goods=before.phase != "production")


@st.composite
def a_factory(draw, good: str, top: int):
    level = draw(st.integers(1, top))
    tile = BOARD.tile(good, level)
    rows = []
    for r in range(4):
        size, slots = tile.row_size(r), tile.machine_slots(r)
        machines = draw(st.integers(0, slots))
        workers = draw(st.integers(0, size - machines))
        rows.append((workers, machines))
    quality = draw(st.integers(0, 4))
    distribution = draw(st.integers(0, 4))
    price = draw(st.integers(5, min(25, tile.cost + quality + distribution)))
    return factory(good, level, price=price, rows=rows, quality=quality, distribution=distribution, obsolete_workers=draw(st.integers(0, 2)))


@st.composite
def a_player(draw, pid: str, version: str, top: int, contracts: list[int]):
    goods = draw(st.lists(st.sampled_from(GOODS), unique=True, max_size=4))
    kw = {"cash": draw(st.integers(0, 120)), "share_space": draw(st.integers(1, 60))}
    loans = draw(st.integers(0, 3))
    kw.update(loans=loans, shares=0 if loans else draw(st.integers(0, 30)))
    kw["factories"] = [draw(a_factory(g, top)) for g in goods]
    kw["tiles"] = draw(st.lists(st.sampled_from(["broker", "charisma", "patent", "accountant"]), unique=True, max_size=3)) if version == "water_frame" else []
    if version == "water_frame":
        ships = draw(st.lists(st.sampled_from([2, 4, 6]), max_size=2))
        kw.update(ships=ships, ship_crew=sum(BOARD.ship(c).crew for c in ships))
        kw["contracts"] = draw(st.dictionaries(st.sampled_from(GOODS), st.sampled_from(contracts), max_size=2))
        house = LargeWarehouse(columns=draw(st.lists(st.sampled_from(GOODS), unique=True, max_size=2)), rows=[draw(st.booleans()), draw(st.booleans())])
        p = player(pid, **kw)
        house.goods = {g: draw(st.integers(0, warehouse_capacity(BOARD, p.model_copy(update={"warehouse": house}), g))) for g in GOODS}
        house.goods = {g: n for g, n in house.goods.items() if n}
        kw["warehouse"] = house
    else:
        kw["stored"] = {g: n for g in GOODS if (n := draw(st.integers(0, 1)))}
    return player(pid, color=pid, **kw)


@st.composite
def a_round_end(draw):
    version = draw(st.sampled_from(["water_frame", "spinning_jenny"]))
    years = [d.decade for d in BOARD.timetable(version)][1:]
    decade = draw(st.sampled_from(years))
    n = draw(st.integers(2, 4))
    top = BOARD.decade(version, decade).level
    contracts = BOARD.contracts.two_player_spaces if n == 2 else BOARD.contracts.spaces
    players = [draw(a_player(IDS[i], version, top, contracts)) for i in range(n)]
    employed = sum(p.workers for p in players)
    free = 80 - employed
    if free < 0:
        players = [p.model_copy(update={"factories": []}) for p in players]
        free = 80 - sum(p.workers for p in players)
    fired = draw(st.integers(0, free))
    box = draw(st.integers(0, free - fired))
    flags = {k: draw(st.booleans()) for k in ("navigation_acts", "opium_war", "threat_of_strike", "bureaucracy")} if version == "water_frame" else {}
    state = ArkwrightState(
        version=version, players=players, start_player=draw(st.integers(0, n - 1)), decade=decade, cycle=4,
        phase="end_of_round", job_market=80 - sum(p.workers for p in players) - fired - box, fired=fired, box=box,
        importers={g: draw(st.integers(0, 5)) for g in GOODS}, expansion=draw(st.booleans()), **flags,
    )
    state.mat.ships = {2: 2, 4: 1, 6: 1} if version == "water_frame" else {}
    state.mat.tiles = ["broker", "office", "school"] if version == "water_frame" else []
    state.mat.markers = {"1": ["quality_light"], "2": ["distribution_light"]}
    for p in state.players:
        if p.factories and draw(st.booleans()):
            p.factories[0].marker_worker = True
    return state


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(a_round_end(), st.data())
def test_any_round_end_and_the_next_economy_phase_conserve_the_table(state, data):
    legal = legal_events(state)
    event = data.draw(st.sampled_from(legal)) if legal else None
    out = drive(state, {"kind": "end_of_round", "event": event}, data.draw)
    check(state, out)
    after = out.state
    if after.phase == "end_of_game":
        final = drive(after, {"kind": "end_of_game"}, data.draw)
        check(after, final)
        assert final.state.phase == "game_over"
        return
    assert (after.phase, after.cycle, after.decade) == ("economy", 1, state.decade + 10)
    assert all(p.placed == [] for p in after.players)
    economy = drive(after, {"kind": "economy"}, data.draw)
    check(after, economy)
    assert economy.state.phase == "actions"


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(["water_frame", "spinning_jenny"]), st.integers(2, 4), st.data())
def test_random_games_through_the_engine_conserve_the_table(version, n, data):
    """Whole decades from the predetermined set up: random economy markers, every player placing
    a marker without acting, the real production phase, random events and answers."""
    state = new_game(n, version)
    decades = data.draw(st.integers(1, len(state.board.timetable(version)) - 1))
    for _ in range(decades * 4):
        out = drive(state, {"kind": "economy"}, data.draw)
        check(state, out)
        state = out.state
        row = 4 if state.bureaucracy else 2
        for p in state.turn_order():
            marker = ["factory", "workers", "machinery", "quality"][state.cycle - 1]
            out = drive(state, {"kind": "action", "player": p.id, "marker": marker, "row": row + 2 * (state.cycle - 1)}, data.draw)
            check(state, out)
            state = out.state
        out = drive(state, {"kind": "production"}, data.draw)
        check(state, out)
        state = out.state
        if state.phase == "end_of_round":
            legal = legal_events(state)
            out = drive(state, {"kind": "end_of_round", "event": data.draw(st.sampled_from(legal)) if legal else None}, data.draw)
            check(state, out)
            state = out.state
    assert state.phase in ("economy", "end_of_game")
    if state.phase == "end_of_game":
        out = drive(state, {"kind": "end_of_game"}, data.draw)
        check(state, out)
        assert out.state.phase == "game_over" and sum(r.winner for r in final_results(out.state)) >= 1 or all(p.loans for p in out.state.players)
