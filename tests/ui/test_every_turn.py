"""Every turn the engine accepts can be tapped into the Arkwright action form, and the form makes that turn (issue 22).

States come from the recorded games (tests/fixtures/games/arkwright/) and from
random legal play (tests/games/arkwright/simulate.py). The moves are the
turns played there (each accepted by the engine) and moves drawn from the
listing `legal_actions` gives at that state (hiring spread over rows,
factories and the warehouse, firing from each factory, several factories in
one action, the Developer, the Patent's options, every contract space, ships'
contracts with the Agent, Extra Shifts, every special marker with the
Foreman's factory), kept when the engine accepts them. Each is entered by taps
alone (turn_taps.py); a move the form cannot say, or says differently, fails.
"""

from __future__ import annotations

import random
from itertools import islice
from pathlib import Path

import pytest
from turn_taps import NotOffered, canonical, enter, without_still_moves

from companion.commands.logfile import GameLog
from companion.core.errors import CompanionError
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.pack import apply
from companion.games.arkwright.production.storage import stock
from companion.core.replay import SessionRef, replay
from companion.ui.arkwright.tiles import special_entry, special_menu
from tests.games.arkwright.simulate import Config, Simulator

FIXTURES = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "games" / "arkwright").glob("*.jsonl"))


def recorded_turns(path: Path) -> list[tuple]:
    """(state before, action entry) of every action of a recorded game."""
    log = GameLog.read(str(path))
    out, before = [], None
    for step, outcome in replay(log.pack, log.steps, SessionRef(0, str(path)), from_start=True):
        if step.kind == "action" and before is not None:
            out.append((before, step.entry))
        before = outcome.state
    return out


class Recording(Simulator):
    """The random legal player, keeping the table before each entry of the kinds it records (its actions)."""

    KINDS: tuple[str, ...] = ("action",)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.turns: list[tuple] = []

    def accept(self, out, full: dict):
        if full["kind"] in self.KINDS:
            self.turns.append((self.state, full))
        return super().accept(out, full)


def simulated_turns(seed: int, config: Config) -> list[tuple]:
    sim = Recording(seed, config, mischief=0.0)
    sim.play()
    return sim.turns


def accepted(state, entry: dict) -> bool:
    try:
        apply(state, entry)
    except CompanionError:
        return False
    return True


def with_fees(rng: random.Random, state, entry: dict) -> dict:
    """The entry with the Inventor's fee answered (keep him or return him: a field of the move), drawn at random."""
    for _ in range(4):
        try:
            pending = apply(state, entry).pending
        except CompanionError:
            return entry
        if pending is None or not pending.id.startswith("inventor:"):
            return entry
        entry = {**entry, "answers": {**entry.get("answers", {}), pending.id: rng.choice(pending.option_values())}}
    return entry


def same_by_taps(state, entry: dict) -> None:
    entry = without_still_moves(state, entry)
    made = enter(state, entry["player"], entry)
    assert canonical(made) == canonical(entry), f"the form made {canonical(made)} for {canonical(entry)}"


# --- moves drawn from the listing --------------------------------------------


def _split(rng: random.Random, total: int, rooms: dict) -> dict:
    out: dict = {}
    keys = list(rooms)
    rng.shuffle(keys)
    for k in keys:
        n = rng.randint(0, min(total, rooms[k]))
        if n:
            out[k] = n
            total -= n
    return out


def drawn_main(rng: random.Random, state, player, option: dict) -> dict | None:
    """A main action for this marker on this row, drawn from what the listing offers."""
    buys, action = option["buys"], option["action"]
    if action == "workers":
        rooms = {(g, r): n for g, rows in buys["rows"].items() for r, n in rows.items()}
        house = buys.get("warehouse") or {}
        rooms.update({("warehouse_row", r): 1 for r in house.get("rows", [])})
        rooms.update({("warehouse_column", g): 1 for g in house.get("columns", [])})
        hire = []
        for (a, b), n in _split(rng, rng.randint(0, buys["hireable"]), rooms).items():
            hire.append({"warehouse": "row", "row": b} if a == "warehouse_row" else {"warehouse": "column", "good": b}
                        if a == "warehouse_column" else {"good": a, "row": b, "count": n})
        fire = [{"good": g, "count": rng.randint(1, n)} for g, n in buys["firable"].items() if rng.random() < 0.3]
        out = {"action": "workers", "hire": hire, "fire": fire}
        layout = buys.get("layout") or {}
        if layout and rng.random() < 0.5:  # the warehouse workers moved: as many places, drawn anew
            places = [("row", k) for k in (1, 2)] + [("column", g) for g in GOODS]
            picked = rng.sample(places, layout["workers"])
            out = {"action": "workers", "fire": fire, "hire": [],
                   "warehouse": {"rows": [("row", k) in picked for k in (1, 2)], "columns": [g for kind, g in picked if kind == "column"]}}
        return out
    if action == "machinery":
        rooms = {(g, r): n for g, rows in buys["rows"].items() for r, n in rows.items()}
        machines = [{"good": g, "row": r, "count": n} for (g, r), n in _split(rng, buys["machines"], rooms).items()]
        school = buys.get("school") or {}
        spots = {(g, r): n for g, rows in school.get("rows", {}).items() for r, n in rows.items()
                 if not any(m["good"] == g and m["row"] == r for m in machines)}
        moved = [{"good": g, "row": r, "count": n} for (g, r), n in
                 _split(rng, sum(m["count"] for m in machines), spots).items()] if school and rng.random() < 0.7 else []
        return {"action": "machinery", "machines": machines, "school": moved} if machines else None
    if action == "factory":
        steps = []
        for g in GOODS:
            f = player.factory(g)
            pick = rng.random()
            if f is None and g in buys["build_costs"] and pick < 0.4:
                level = rng.choice(list(buys["build_costs"][g]))
                top = state.board.tile(g, level).cost
                steps.append({"do": "build", "good": g, "level": level, "price": rng.randint(5, max(5, min(25, top)))})
                if buys.get("build_onward") and level == buys["level"] and rng.random() < 0.5:
                    steps.append({"do": "modernize", "good": g, "to": buys["ahead"]})
            elif f is not None and g in buys["modernize_costs"] and pick < 0.5:
                steps.append({"do": "modernize", "good": g, "to": rng.choice(list(buys["modernize_costs"][g]))})
            elif f is not None and pick > 0.9:
                steps.append({"do": "close", "good": g})
            elif f is not None and pick > 0.8 and buys["rebuild_costs"].get(g):  # closed and founded anew
                level = rng.choice(list(buys["rebuild_costs"][g]))
                steps += [{"do": "close", "good": g},
                          {"do": "build", "good": g, "level": level, "price": rng.randint(5, state.board.tile(g, level).cost)}]
        if not steps:
            return None
        return {"action": "factory", "steps": steps, "developer": bool(buys.get("developer")) and rng.random() < 0.7}
    if action == "distribution":
        patent = rng.choice([None, "bonus", "return"]) if buys.get("patent_bonus") else None
        levels = {g: rng.randint(0, 3) for g in GOODS if player.factory(g)}
        free = {g: rng.randint(0, 2) for g in list(levels)[:2]} if patent == "return" else {}
        return {"action": "distribution", "levels": {g: n for g, n in levels.items() if n}, "patent": patent,
                "patent_levels": {g: n for g, n in free.items() if n}}
    if action == "quality":
        return {"action": "quality", "levels": {g: 1 for g in buys.get("room", {}) if rng.random() < 0.5}}
    if action == "stock_exchange":
        contracts = {g: rng.choice(spaces) for g, spaces in buys["contract_spaces"].items() if rng.random() < 0.5}
        goods = {g: rng.randint(1, stock(player, g)) for g in GOODS if stock(player, g) and rng.random() < 0.4}
        # the Stock Exchange variant (Player's Book 3.3): each other company's shares within legal()'s ranges
        others = buys.get("others", {})
        held = {c: rng.randint(1, o["sell_max"]) for c, o in others.items() if o["sell_max"] and rng.random() < 0.5}
        bought = {c: rng.randint(1, min(2, o["bank"])) for c, o in others.items() if c not in held and o["bank"] and rng.random() < 0.5}
        back = {h: 1 for h in buys.get("buy_back", {}) if rng.random() < 0.5}
        return {"action": "stock_exchange", "repay": rng.randint(0, player.loans), "sell": rng.randint(0, 2),
                "buy": rng.randint(0, 2), "contracts": contracts, "sell_goods": goods, "sell_others": held, "buy_others": bought, "buy_back": back}
    if action == "ship":
        goods = [g for g in player.contracts if rng.random() < 0.6]
        agent = {g: rng.choice([-1, 1]) for g in goods if buys.get("agent") and rng.random() < 0.5}
        return {"action": "ship", "contracts": goods, "agent": agent} if goods else None
    if action == "reorganization":  # Self-Actor (Player's Book 3.2): prices in as many factories as the side allows
        goods = rng.sample(buys["factories"], min(len(buys["factories"]), rng.randint(0, max(buys["prices"], buys["prices_manager"]))))
        return {"action": "reorganization", "prices": {g: rng.randint(5, 12) for g in goods}}
    if action == "production":
        return {"action": "production", "good": rng.choice([f.good for f in player.factories]), "rows": rng.randint(1, buys["rows"]),
                "extra_shifts": buys.get("extra_shifts") and rng.random() < 0.5} if player.factories else None
    return None


def drawn_moves(rng: random.Random, option: dict) -> list[dict]:
    """Goods moved between the warehouses, drawn from the listing: some to the large one, then some to the small
    one within its free spaces (and those the first moves free); one way per good."""
    room = option.get("goods_moves") or {}
    out, freed = [], 0
    for g, most in room.get("large", {}).items():
        if rng.random() < 0.5:
            n = rng.randint(1, most)
            out.append({"good": g, "count": n, "to": "large"})
            freed += n
    free = room.get("small_free", 0) + freed
    for g, most in room.get("small", {}).items():
        if free > 0 and rng.random() < 0.5 and not any(m["good"] == g for m in out):
            n = rng.randint(1, min(most, free))
            out.append({"good": g, "count": n, "to": "small"})
            free -= n
    return out


def drawn_turns(rng: random.Random, state, tries: int = 12) -> list[dict]:
    """Turns of the current player drawn from the listing, kept when the engine accepts them."""
    player = state.current_player
    if player is None or state.phase != "actions":
        return []
    options = [o for o in legal_actions(state, player.id) if o.get("kind") == "marker" and o["legal"]]
    out = []
    for _ in range(tries):
        if not options:
            break
        option = rng.choice(options)
        entry = {"kind": "action", "player": player.id, "marker": option["marker"], "row": option["row"]}
        moves = drawn_moves(rng, option)
        if moves:
            entry["warehouse_moves"] = moves
        main = drawn_main(rng, state, player, option)
        if main is not None:
            entry["main"] = main
        if option["additional"] == "special_marker":
            value = rng.choice([v for v, _w in special_menu(state, player)])
            extra = special_entry(value)
            if extra is not None:
                entry["additional"] = extra
        low, high = option["paid_range"]
        if high > low and rng.random() < 0.5:
            entry["accountant"] = rng.randint(low, high) - option["row"]
        entry = with_fees(rng, state, entry)
        if accepted(state, entry):
            out.append(entry)
    return out


# --- the tests ---------------------------------------------------------------


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_every_turn_of_a_recorded_game_is_made_by_taps(path):
    turns = recorded_turns(path)
    assert turns, "the recorded game has action turns"
    for state, entry in turns:
        same_by_taps(state, entry)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_moves_drawn_from_the_listing_at_recorded_states_are_made_by_taps(path):
    rng = random.Random(path.stem)
    made = 0
    for state, _entry in islice(recorded_turns(path), 0, None, 3):
        for entry in drawn_turns(rng, state):
            same_by_taps(state, entry)
            made += 1
    assert made > 20


@pytest.mark.parametrize("seed, players", [(7, 2), (22, 4)])
def test_turns_of_random_legal_play_are_made_by_taps(seed, players):
    rng = random.Random(seed)
    turns = simulated_turns(seed, Config(version="water_frame", players=players, expansion=players == 4, setup="free"))
    for state, entry in turns:
        same_by_taps(state, entry)
    for state, _entry in islice(turns, 0, None, 5):
        for drawn in drawn_turns(rng, state, tries=4):
            same_by_taps(state, drawn)


def test_a_move_the_form_cannot_say_fails_the_check():
    """The check is not a tautology: a turn with warehouse workers moved (not a form field) is named as not offered."""
    path = FIXTURES[0]
    state, entry = next((s, e) for s, e in recorded_turns(path) if e.get("main", {}).get("action") == "workers")
    odd = {**entry, "main": {"action": "workers", "hire": [{"good": "food", "row": 1, "count": 99}]}}
    with pytest.raises(NotOffered):
        enter(state, entry["player"], odd)


# --- goods between the warehouses (Player's Book 1.8 Small Warehouse) ----------


def small_warehouse_table(rng: random.Random):
    """An action-phase table whose first player has the Small Warehouse tile and goods in both warehouses."""
    from companion.games.arkwright.state import LargeWarehouse
    from tests.games.arkwright.actions.helpers import factory, player, turn_table

    goods = rng.sample(GOODS, 3)
    factories = [factory(g, price=rng.randint(5, 8), rows=((2, 0),)) for g in goods]
    rows = [rng.random() < 0.7, rng.random() < 0.3]
    columns = [g for g in goods if rng.random() < 0.3]
    room = {g: 3 * rows[0] + 2 * rows[1] + 5 * (g in columns) for g in goods}
    large = {g: n for g in goods if (n := rng.randint(0, room[g]))}
    stored: dict = {}
    for g in rng.sample(goods, 2):
        stored[g] = rng.randint(0, 5 - sum(stored.values()))
    ann = player("ann", cash=40, tiles=["small_warehouse"], factories=factories, stored={g: n for g, n in stored.items() if n},
                 warehouse=LargeWarehouse(rows=rows, columns=columns, goods=large))
    return turn_table([ann, player("bob", cash=20)])


def test_goods_moved_between_the_warehouses_are_made_by_taps():
    rng = random.Random(1848)
    made = 0
    for _ in range(30):
        state = small_warehouse_table(rng)
        for entry in drawn_turns(rng, state, tries=6):
            same_by_taps(state, entry)
            made += bool(entry.get("warehouse_moves"))
    assert made > 25, "the draws moved goods between the warehouses"


def test_a_goods_move_beyond_the_listing_is_not_offered():
    state = small_warehouse_table(random.Random(3))
    option = next(o for o in legal_actions(state, "ann") if o["kind"] == "marker" and o["legal"] and o["goods_moves"])
    base = {"kind": "action", "player": "ann", "marker": option["marker"], "row": option["row"]}
    room = option["goods_moves"]
    kind, good = ("large", next(iter(room["large"]))) if room.get("large") else ("small", next(iter(room["small"])))
    most = room[kind][good]
    with pytest.raises(NotOffered):
        enter(state, "ann", {**base, "warehouse_moves": [{"good": good, "count": most + 1, "to": kind}]})
    assert not accepted(state, {**base, "warehouse_moves": [{"good": good, "count": most + 1, "to": kind}]})
    with pytest.raises(NotOffered):  # one good both ways: the engine refuses it, and the form cannot say it
        enter(state, "ann", {**base, "warehouse_moves": [{"good": good, "count": 1, "to": "large"}, {"good": good, "count": 1, "to": "small"}]})


def test_every_phase_has_its_own_step_and_no_form_of_typed_fields():
    """Issue 22, item 2: no "enter it as fields" fallback; each phase of the state is guided, the action phase, the
    1760 round or the game's end."""
    import typing

    from companion.games.arkwright.state import Phase
    from companion.ui.arkwright.screens import GUIDED

    assert set(typing.get_args(Phase)) <= {*GUIDED, "actions", "setup", "game_over"}
