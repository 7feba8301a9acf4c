"""Random turns: only the engine's own errors, nothing changed when refused, everything balanced when accepted."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from companion.core.errors import CompanionError
from companion.core.ledger import total
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.production.storage import stock
from companion.games.arkwright.state import LargeWarehouse, PlacedMarker
from tests.games.arkwright.actions.helpers import Mat, factory, player, turn_table

TILES = ["accountant", "administrator", "workshop", "engineer", "school", "patent", "developer", "inventor",
         "broker", "agent_in_the_colonies", "office", "small_warehouse", "extra_shifts", "engineering_works", "foreman"]
ADVANCED = ["machinery_light", "quality_dark", "distribution_light", "production_dark", "production_light"]


def base_state(tiles: list[str], extra: dict):
    p = player(
        "marion",
        cash=extra.get("cash", 30),
        share_space=extra.get("space", 15),
        loans=extra.get("loans", 0),
        shares=15 - extra.get("loans", 0),
        tiles=tiles,
        workshop="food" if "workshop" in tiles else None,
        foreman="clothes" if "foreman" in tiles else None,
        advanced=ADVANCED,
        factories=[
            factory("food", level=2, rows=((2, 0), (1, 1), (2, 0)), distribution=1, quality=1),
            factory("clothes", rows=((2, 0),), price=6),
            factory("lamps", level=2, rows=((3, 0), (2, 0)), obsolete_workers=extra.get("obsolete", 0)),
        ],
        warehouse=LargeWarehouse(columns=["lamps"], rows=[True, False], goods={"lamps": 4, "food": 2}),
        stored={"clothes": 2} if "small_warehouse" in tiles else {},
        ships=[2, 6],
        ship_crew=2,
        contracts={"lamps": 4, "food": 2},
        placed=[PlacedMarker(marker="quality", row=6), PlacedMarker(marker="machinery_light", row=2)],
    )
    q = player("harold", cash=10, tiles=["engineering_works"])
    mat = Mat(tiles=["office", "charisma", "inventor", "patron_food", "foreman"], ships={2: 2, 4: 1, 8: 1}, markers={"1": ["quality_light"], "3": ["machinery_dark"], "4": ["distribution_dark"]})
    return turn_table([p, q, player("angelica", cash=5)], decade=extra.get("decade", 1790), cycle=extra.get("cycle", 2),
                      bureaucracy=extra.get("bureaucracy", False), opium_war=extra.get("opium", False), mat=mat, fired=3)


goods = st.sampled_from(GOODS)
small = st.integers(min_value=-1, max_value=4)
places = st.one_of(
    st.fixed_dictionaries({"good": goods, "row": st.integers(1, 4), "count": st.integers(1, 3)}),
    st.fixed_dictionaries({"warehouse": st.just("row"), "row": st.integers(1, 2)}),
    st.fixed_dictionaries({"warehouse": st.just("column"), "good": goods}),
)
steps = st.one_of(
    st.fixed_dictionaries({"do": st.just("build"), "good": goods, "level": st.integers(1, 4), "price": st.integers(4, 16)}),
    st.fixed_dictionaries({"do": st.just("modernize"), "good": goods, "to": st.integers(2, 4)}),
    st.fixed_dictionaries({"do": st.just("close"), "good": goods}),
)
levels = st.dictionaries(goods, small, max_size=3)
mains = st.one_of(
    st.none(),
    st.fixed_dictionaries({"action": st.just("factory"), "steps": st.lists(steps, min_size=1, max_size=3), "developer": st.booleans()}),
    st.fixed_dictionaries({"action": st.just("workers"), "hire": st.lists(places, max_size=3),
                           "fire": st.lists(st.fixed_dictionaries({"good": goods, "count": st.integers(1, 3)}), max_size=2)}),
    st.fixed_dictionaries({"action": st.just("machinery"), "machines": st.lists(st.fixed_dictionaries({"good": goods, "row": st.integers(1, 4), "count": st.integers(1, 2)}), max_size=3),
                           "school": st.lists(places, max_size=2)}),
    st.fixed_dictionaries({"action": st.just("quality"), "levels": levels}),
    st.fixed_dictionaries({"action": st.just("distribution"), "levels": levels, "patent": st.sampled_from([None, "bonus", "return"]), "patent_levels": levels}),
    st.fixed_dictionaries({"action": st.just("stock_exchange"), "repay": st.integers(0, 2), "buy": st.integers(0, 3), "sell": st.integers(0, 3),
                           "sell_goods": st.dictionaries(goods, st.integers(0, 5), max_size=2), "contracts": st.dictionaries(goods, st.sampled_from([2, 4, 6, 8, 10, 12]), max_size=2)}),
    st.fixed_dictionaries({"action": st.just("ship"), "contracts": st.lists(goods, min_size=1, max_size=2), "agent": st.dictionaries(goods, st.sampled_from([-1, 1]), max_size=1)}),
    st.fixed_dictionaries({"action": st.just("production"), "good": goods, "rows": st.integers(1, 4), "extra_shifts": st.booleans()}),
)
additionals = st.one_of(
    st.none(),
    st.fixed_dictionaries({"type": st.just("price_adjustment"), "prices": st.dictionaries(goods, st.integers(4, 20), min_size=1, max_size=2)}),
    st.fixed_dictionaries({"type": st.just("tile"), "tile": st.sampled_from(["office", "charisma", "inventor", "patron_food", "foreman", "engineer"]),
                           "return_tile": st.sampled_from([None, *TILES[:5]]), "place": st.sampled_from([None, "food", "cutlery"])}),
    st.fixed_dictionaries({"type": st.just("advanced_marker"), "marker": st.sampled_from(["quality_light", "machinery_dark", "distribution_dark", "quality_dark"])}),
    st.fixed_dictionaries({"type": st.just("ship"), "capacity": st.sampled_from([2, 4, 8, 10]), "return_ship": st.sampled_from([None, 2, 6])}),
    st.fixed_dictionaries({"type": st.just("move_tile"), "tile": st.sampled_from(["foreman", "workshop"]), "to": goods}),
    st.fixed_dictionaries({"type": st.just("broker"), "shares": st.integers(1, 2)}),
)
markers = st.sampled_from(["factory", "workers", "machinery", "quality", "distribution", "stock_exchange", "ship:0", "ship:1", "ship:2", *ADVANCED, "quality_light", "bogus"])
extras = st.fixed_dictionaries({
    "cash": st.integers(0, 60), "space": st.integers(1, 40), "loans": st.integers(0, 2), "obsolete": st.integers(0, 2),
    "decade": st.sampled_from([1770, 1790, 1810]), "cycle": st.integers(1, 4), "bureaucracy": st.booleans(), "opium": st.booleans(),
})
answers = st.fixed_dictionaries({"inventor:1": st.sampled_from(["keep", "return"]), "discard:marion": st.just({})})


MARKERS_FOR = {
    "factory": ["factory"], "workers": ["workers"], "machinery": ["machinery", "machinery_light"], "quality": ["quality", "quality_dark"],
    "distribution": ["distribution", "distribution_light"], "stock_exchange": ["stock_exchange"], "ship": ["ship:0", "ship:1"],
    "production": ["production_dark", "production_light"],
}


def turn_request(draw_marker, main):
    """Mostly a marker that fits the main action, sometimes any marker (to test refusals)."""
    if main is None:
        return draw_marker(markers)
    return draw_marker(st.one_of(st.sampled_from(MARKERS_FOR[main["action"]]), markers))


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(),
    tiles=st.lists(st.sampled_from(TILES), max_size=4, unique=True),
    extra=extras,
    main=mains,
    additional=additionals,
    given_answers=answers,
)
def test_random_turns(data, tiles, extra, main, additional, given_answers):
    state = base_state(tiles, extra)
    marker = turn_request(data.draw, main)
    row = data.draw(st.one_of(st.sampled_from([4, 8, 10]), st.sampled_from([0, 2, 6, 12])))
    accountant = data.draw(st.integers(-2, 2)) if "accountant" in tiles and data.draw(st.booleans()) else 0
    engineer = data.draw(st.sampled_from([None, 3, 6, 12])) if "engineer" in tiles else None
    before = state.model_dump(mode="json")
    entry = {"kind": "action", "player": "marion", "marker": marker, "row": row, "accountant": accountant,
             "engineer_cost": engineer, "main": main, "additional": additional, "answers": given_answers}
    try:
        out = apply(state, entry)
    except CompanionError:
        assert state.model_dump(mode="json") == before
        return
    assert state.model_dump(mode="json") == before
    if out.pending is not None:
        return
    new = out.state
    assert sum(new.workers_on_table().values()) == 80
    assert new.acted == 1
    for old, now in zip(state.players, new.players):
        assert total(out.ledger, old.id, "cash") == now.cash - old.cash
        assert total(out.ledger, old.id, "shares") == now.shares - old.shares
        assert total(out.ledger, old.id, "loans") == now.loans - old.loans
        assert total(out.ledger, old.id, "share_space") == now.share_space - old.share_space
        assert total(out.ledger, old.id, "workers") == now.workers - old.workers
        assert total(out.ledger, old.id, "goods") == sum(stock(now, g) - stock(old, g) for g in GOODS)
        assert now.shares + now.loans <= 30
    assert any(pm.marker == marker for pm in new.players[0].placed)


def assert_accounted(state, out, marker):
    """What an accepted turn must leave: 80 workers, the ledger adds up, the marker placed."""
    new = out.state
    assert sum(new.workers_on_table().values()) == 80
    assert new.acted == 1
    for old, now in zip(state.players, new.players):
        for kind in ("cash", "shares", "loans", "share_space", "workers"):
            assert total(out.ledger, old.id, kind) == getattr(now, kind) - getattr(old, kind), kind
        assert total(out.ledger, old.id, "goods") == sum(stock(now, g) - stock(old, g) for g in GOODS)
        assert now.shares + now.loans <= 30
    assert any(pm.marker == marker for pm in new.players[0].placed)


def legal_turn(tiles, extra, seed) -> tuple[str, bool]:
    """A turn drawn from legal(): a main action among those on offer, one of its markers and rows,
    placed as offered (the rules must accept it), then with a player's details for the main and the
    additional action (simulate_turns.py, simulate_choices.py): accepted, or refused changing nothing.
    Returns the main action and whether it was accepted with its details."""
    from tests.games.arkwright.simulate_choices import additional
    from tests.games.arkwright.simulate_turns import build_main

    rng = random.Random(seed)
    state = base_state(tiles, extra)
    offered = [c for c in PACK.legal(state, "marion") if c.legal]
    assert offered, "a player can always place a marker"
    options = {(o["marker"], o["row"]): o for o in legal_actions(state, "marion") if o["kind"] == "marker"}
    by_action: dict[str, list[dict]] = {}
    for c in offered:
        o = options[(c.entry["marker"], c.entry["row"])]
        by_action.setdefault(o["action"], []).append(o)
    option = rng.choice(by_action[rng.choice(sorted(by_action))])
    bare = {"kind": "action", "player": "marion", "marker": option["marker"], "row": option["row"], "answers": {"discard:marion": {}}}
    if option["action"] == "ship" and option["row"] < option["buys"]["needs"]:
        bare["accountant"] = option["buys"]["needs"] - option["row"]
    before = state.model_dump(mode="json")
    placed = apply(state, bare)
    while placed.pending is not None:  # answer the engine's questions with one of its options
        bare["answers"][placed.pending.id] = rng.choice(placed.pending.option_values())
        placed = apply(state, bare)
    assert state.model_dump(mode="json") == before
    assert_accounted(state, placed, option["marker"])
    paid = min(option["row"] + bare.get("accountant", 0), placed.state.players[0].cash + option["row"])
    main = build_main(rng, placed.state, "marion", option, max(0, paid), 1.0)
    extra_action = additional(rng, state, placed.state, "marion", option, main, 1.0)
    full = {**bare, "main": main, "additional": extra_action}
    try:
        out = apply(state, full)
        while out.pending is not None:
            full["answers"][out.pending.id] = rng.choice(out.pending.option_values())
            out = apply(state, full)
    except CompanionError:
        assert state.model_dump(mode="json") == before
        return option["action"], False
    assert state.model_dump(mode="json") == before
    assert_accounted(state, out, option["marker"])
    return option["action"], main is not None


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tiles=st.lists(st.sampled_from(TILES), max_size=4, unique=True), extra=extras, seed=st.integers(0, 2**32 - 1))
def test_legal_turns(tiles, extra, seed):
    action, done = legal_turn(tiles, extra, seed)
    event(f"{action}: " + ("accepted with its main action" if done else "placed without a main action"))


def test_every_main_action_is_reached_from_legal_turns():
    """Over fixed seeds every main action a marker gives (Water Frame 5.II.2) is accepted with its details."""
    rng = random.Random(5)
    done = set()
    for seed in range(60):
        tiles = rng.sample(TILES, rng.randint(0, 4))
        extra = {"cash": rng.randint(0, 60), "space": rng.randint(1, 40), "loans": rng.randint(0, 2), "obsolete": rng.randint(0, 2),
                 "decade": rng.choice([1770, 1790, 1810]), "cycle": rng.randint(1, 4), "bureaucracy": rng.random() < 0.5,
                 "opium": rng.random() < 0.5}
        action, accepted = legal_turn(tiles, extra, seed)
        if accepted:
            done.add(action)
    assert done == set(MARKERS_FOR), f"never accepted with its main action: {sorted(set(MARKERS_FOR) - done)}"
