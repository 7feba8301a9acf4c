"""A random but legal Arkwright player: whole games through `pack.apply` only.

`Simulator(seed, config).play()` opens the box (`new_game`: Water Frame or
Spinning Jenny, 2-4 players, with or without Noblesse Oblige, predetermined or
free set up), plays the 1760 preparation round when it is free, then every
economy phase (Water Frame: a random revealed economy marker, entered on the
entry or as the answer to the engine's question), every player's turn (a legal
option of `legal_actions`, turned into an `ActionInput` with random but
sensible details by tests/arkwright/simulate_turns.py), every production
phase, every end of round (a random event among those still possible) and the
final stock exchange. Every question the engine asks is answered with one of
its options, drawn at random.

After every entry the simulator checks what must always hold (see `check`):
the state validates again, the 80 workers are all on the table, no company
has more than 30 shares and loans, the ledger adds up to the change of cash,
share spaces, shares, loans, workers and stored goods of every player, and a
pending question changes nothing. Only RuleError / InputError may escape the
engine; anything else is a bug and stops the game (`SimulationBug`).

A refused action is logged and replaced by a simpler one (the same marker on
the same row with no main action). `refusals` counts them by stage; stage
"offered" (a legal_actions option refused when placed as offered) is always a bug.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from companion.core.errors import InputError, RuleError
from companion.core.ledger import total
from companion.core.pack import Outcome
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.board import GOODS, base_board
from companion.games.arkwright.flow.events import legal_events
from companion.games.arkwright.flow.setupdata import setup_data
from companion.games.arkwright.flow.specials import special_options
from companion.games.arkwright.pack import PACK, apply
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table
from tests.arkwright.simulate_turns import build_main, touched

NAMES = ["Marion", "Angelica", "Harold", "Ida"]
COLOURS = ["blue", "red", "green", "yellow"]
KINDS = ("cash", "share_space", "shares", "loans", "workers", "goods")
#: the shape of the Water Frame special markers mat per player count (markers per row 1-4), as the printed set ups
MAT_SHAPE = {4: [1, 2, 2, 1], 3: [1, 1, 1, 1], 2: [2, 2, 2, 2]}
MAX_ENTRIES = 3000


class SimulationBug(AssertionError):
    """The engine broke a rule that must always hold; the message says the seed and the entry."""


@dataclass(frozen=True)
class Config:
    version: str = "water_frame"
    players: int = 4
    expansion: bool = False
    setup: str = "predetermined"
    house_rules: tuple[tuple[str, bool], ...] = ()

    @property
    def label(self) -> str:
        v = "WF" if self.version == "water_frame" else "SJ"
        return f"{v}-{self.players}p-{'NO' if self.expansion else 'base'}-{self.setup}"


def configs() -> list[Config]:
    """Every combination: both versions, 2-4 players, with and without the expansion, both set ups."""
    return [
        Config(version=v, players=n, expansion=e, setup=s)
        for v in ("water_frame", "spinning_jenny")
        for n in (2, 3, 4)
        for e in (False, True)
        for s in ("predetermined", "free")
    ]


@dataclass
class Simulator:
    seed: int
    config: Config = field(default_factory=Config)
    state: ArkwrightState | None = None
    log: list[dict] = field(default_factory=list)
    refusals: Counter = field(default_factory=Counter)
    reasons: list[tuple[str, str, str]] = field(default_factory=list)
    questions: int = 0

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    # --- the engine, watched -------------------------------------------------------------
    def where(self, entry: dict) -> str:
        s = self.state
        at = "before the game" if s is None else f"{s.decade} cycle {s.cycle} {s.phase}"
        return f"seed {self.seed} {self.config.label}, {at}, entry #{len(self.log)} {entry}"

    def call(self, entry: dict) -> Outcome:
        """Apply an entry; RuleError / InputError go on to the caller, anything else is a bug."""
        try:
            return apply(self.state, entry)
        except (RuleError, InputError):
            raise
        except Exception as exc:  # noqa: BLE001 - exactly what the simulator hunts
            raise SimulationBug(f"{type(exc).__name__}: {exc} -- {self.where(entry)}") from exc

    def resolve(self, entry: dict) -> tuple[Outcome, dict]:
        """Apply an entry, answering each question at random; returns the outcome and the full entry."""
        answers = dict(entry.get("answers", {}))
        for _ in range(400):
            full = {**entry, "answers": answers} if answers or "answers" in entry else entry
            out = self.call(full)
            if out.pending is None:
                return out, full
            if out.state is not self.state or out.ledger:
                raise SimulationBug(f"a pending question changed the table -- {self.where(full)}")
            values = out.pending.option_values()
            if out.pending.id in answers or not values:
                raise SimulationBug(f"question {out.pending.id!r} asked again or without options -- {self.where(full)}")
            answers[out.pending.id] = self.rng.choice(values)
            self.questions += 1
        raise SimulationBug(f"more than 400 questions -- {self.where(entry)}")

    def submit(self, entry: dict) -> Outcome:
        """Resolve an entry that must be accepted (other random answers when some are refused:
        e.g. keeping the Inventor without the cash), check it and move the table on."""
        for _ in range(20):
            done = self.attempt(entry, f"answers:{entry['kind']}")
            if done is not None:
                break
        else:
            raise SimulationBug(f"the game is stuck: {self.reasons[-1][1]} -- {self.where(entry)}")
        out, full = done
        check(self.state, out, self.where(full))
        self.state = out.state
        self.log.append(full)
        return out

    def attempt(self, entry: dict, stage: str) -> tuple[Outcome, dict] | None:
        """Try an entry the rules may refuse; a refusal is counted and must change nothing."""
        before = self.state.model_dump_json() if self.state is not None else None
        try:
            return self.resolve(entry)
        except (RuleError, InputError) as exc:
            if self.state is not None and self.state.model_dump_json() != before:
                raise SimulationBug(f"a refused entry changed the table -- {self.where(entry)}") from exc
            self.refusals[stage] += 1
            self.reasons.append((stage, str(exc), repr(entry)))
            return None

    # --- a whole game ------------------------------------------------------------------------
    def play(self) -> ArkwrightState:
        self.submit(self.new_game())
        steps = {"setup": self.preparation, "economy": self.economy, "actions": self.turn, "production": self.production,
                 "end_of_round": self.end_of_round, "end_of_game": self.end_of_game}
        while self.state.phase != "game_over":
            if len(self.log) > MAX_ENTRIES:
                raise SimulationBug(f"no end after {MAX_ENTRIES} entries -- {self.where({})}")
            if self.rng.random() < 0.01:
                self.submit({"kind": "note", "text": "the cat walked over the board", "player": self.rng.choice(self.state.players).id})
            steps[self.state.phase]()
        check_results(self.state, self.where({}))
        return self.state

    def new_game(self) -> dict:
        c = self.config
        n = c.players
        entry: dict[str, Any] = {
            "kind": "new_game",
            "version": c.version,
            "expansion": c.expansion,
            "seats": [{"id": NAMES[i].lower(), "name": NAMES[i], "color": COLOURS[i]} for i in range(n)],
            "start_player": self.rng.randrange(n),
            "setup": c.setup,
            "house_rules": dict(c.house_rules),
        }
        if c.setup == "free":
            entry.update(random_mat(self.rng, c.version, n))
        return entry

    def preparation(self) -> None:
        """The 1760 round step by step (Water Frame 4.1.IV-VI)."""
        from companion.games.arkwright.flow.preparation import building_costs, expected_player

        s = self.state
        if s.setup_step == "pay":
            self.submit({"kind": "prep_pay"})
            return
        p = expected_player(s)
        board = s.board
        if (s.setup_step or "").startswith("factories"):
            good = self.rng.choice([g for g in GOODS if p.factory(g) is None])
            cost = board.tile(good, 1).cost
            self.submit({"kind": "prep_factory", "player": p.id, "good": good, "price": self.rng.randint(max(5, cost - 5), cost)})
            return
        t = Table.of(s)
        if s.version == "spinning_jenny":
            pick = self.rng.choice(s.mat.pick) if s.mat.pick else None
            self.submit({"kind": "prep_shares", "player": p.id, "take": f"marker:{pick}" if pick else None})
            return
        least = -(-building_costs(t, p.id) // board.rules.start_share_price)
        take = self.rng.choice([o for o, _ in special_options(t, p.id)] + ["pass"])
        self.submit({"kind": "prep_shares", "player": p.id, "sell": self.rng.randint(least, min(15, least + 5)), "take": take})

    def economy(self) -> None:
        """Water Frame: a random face of the economy markers, sometimes entered on the entry."""
        if self.state.version == "water_frame" and self.rng.random() < 0.5:
            from companion.games.arkwright.flow.economy import marker_faces

            i, w = self.rng.choice(marker_faces(self.state))
            self.submit({"kind": "economy", "importer": i, "workers": w})
            return
        self.submit({"kind": "economy"})

    def production(self) -> None:
        self.submit({"kind": "production"})

    def end_of_round(self) -> None:
        entry: dict[str, Any] = {"kind": "end_of_round", "defaults": self.rng.random() < 0.2}
        events = legal_events(self.state)
        if events and self.rng.random() < 0.5:
            entry["event"] = self.rng.choice(events)
        self.submit(entry)

    def end_of_game(self) -> None:
        self.submit({"kind": "end_of_game", "defaults": self.rng.random() < 0.3})

    # --- one action-phase turn ---------------------------------------------------------------
    def turn(self) -> None:
        s = self.state
        pid = s.current_player.id
        option, shift = self.choose_option(legal_actions(s, pid))
        bare = {"kind": "action", "player": pid, "marker": option["marker"], "row": option["row"], **shift}
        placed = self.attempt(bare, "offered")
        if placed is None:
            raise SimulationBug(f"legal option refused as offered: {self.reasons[-1][1]} -- {self.where(bare)}")
        paid = option["row"] + shift.get("accountant", 0) if "engineer_cost" not in shift else shift["engineer_cost"]
        # the table as the main action sees it: the marker placed and paid
        main = build_main(self.rng, placed[0].state, pid, option, max(0, paid))
        chosen = placed
        if main is not None:
            chosen = self.attempt({**bare, "main": main}, f"main:{option['action']}") or placed
        extra = self.additional(s, chosen[0].state, pid, option, main if chosen is not placed else None)
        if extra is not None:
            done = self.attempt({**chosen[1], "additional": extra}, f"additional:{extra['type']}")
            chosen = done or chosen
        check(self.state, chosen[0], self.where(chosen[1]))
        self.state = chosen[0].state
        self.log.append(chosen[1])

    def choose_option(self, options: list[dict]) -> tuple[dict, dict]:
        legal = [o for o in options if o["kind"] == "marker" and o["legal"]]
        if not legal:
            raise SimulationBug(f"no legal marker placement (a player cannot pass) -- {self.where({})}")
        actions = sorted({o["action"] for o in legal})
        action = self.rng.choice(actions)
        mine = [o for o in legal if o["action"] == action]
        cash = self.state.current_player.cash
        affordable = [o for o in mine if o["total"] <= cash]
        option = self.rng.choice(affordable if affordable and self.rng.random() < 0.85 else mine)
        shift: dict[str, int] = {}
        low, high = option["paid_range"]
        if option["action"] == "ship":
            need = option["buys"]["needs"]
            if option["row"] < need:
                shift["accountant"] = need - option["row"]
        elif high != low and self.rng.random() < 0.5:
            shift["accountant"] = self.rng.randint(low, high) - option["row"]
        if option["engineer"] and self.rng.random() < 0.5:
            shift = {"engineer_cost": self.rng.choice([0, 3, 5, 6, 8, 10, 12])}
        return option, shift

    def additional(self, before: ArkwrightState, after: ArkwrightState, pid: str, option: dict, main: dict | None) -> dict | None:
        """A price adjustment of a touched factory, or a special marker legal both before and after the main action."""
        if option["additional"] == "price_adjustment":
            p = after.player(pid)
            goods = sorted(touched(main)) if self.rng.random() < 0.9 else [f.good for f in p.factories]
            goods = [g for g in goods if p.factory(g) is not None]
            if not goods or self.rng.random() < 0.3:
                return None
            good = self.rng.choice(goods)
            f = p.factory(good)
            top = min(after.board.rules.max_price, after.board.tile(f.good, f.level).cost + f.quality + f.distribution)
            return {"type": "price_adjustment", "prices": {good: self.rng.randint(max(5, top - 6), top)}}
        if option["additional"] != "special_marker" or self.rng.random() < 0.2:
            return None
        return special_choice(self.rng, before, after, pid)


def special_choice(rng: random.Random, before: ArkwrightState, after: ArkwrightState, pid: str) -> dict | None:
    """Take a tile, an advanced marker or a ship (Water Frame 5.II.3.2), move a tile or use the Broker."""
    ok_before = {(o["type"], o["value"]) for o in legal_actions(before, pid) if o["kind"] == "special_marker" and o["legal"]}
    offered = [(o["type"], o["value"]) for o in legal_actions(after, pid) if o["kind"] == "special_marker" and o["legal"]]
    offered = [x for x in offered if x in ok_before]
    p = after.player(pid)
    rules = after.board.rules
    extras = []
    for tile in ("foreman", "workshop"):
        if p.has(tile) and p.factories:
            extras.append({"type": "move_tile", "tile": tile, "to": rng.choice(p.factories).good})
    if p.has("broker") and not p.loans and p.shares + 2 <= rules.shares_per_company:
        extras.append({"type": "broker", "shares": rng.choice([1, 2])})
    if extras and (not offered or rng.random() < 0.2):
        return rng.choice(extras)
    if not offered:
        return None
    kind, value = rng.choice(offered)
    if kind == "tile":
        out: dict[str, Any] = {"type": "tile", "tile": value}
        if len(p.tiles) >= rules.max_tiles:
            out["return_tile"] = rng.choice(p.tiles)
        if value in ("foreman", "workshop") and p.factories:
            out["place"] = rng.choice(p.factories).good
        return out
    if kind == "advanced_marker":
        return {"type": "advanced_marker", "marker": value}
    out = {"type": "ship", "capacity": value}
    if len(p.ships) >= rules.max_ships:
        out["return_ship"] = min(c for c in p.ships if c < value)
    return out


def random_mat(rng: random.Random, version: str, n: int) -> dict[str, Any]:
    """A free set up's face-up components: mat markers, tiles (Water Frame), stock exchange picks (Spinning Jenny)."""
    data = setup_data()
    board = base_board()
    actions = ("machinery", "quality", "distribution", "production" if version == "water_frame" else None)
    light = [m.id for m in board.markers if m.shade == "light" and m.action in actions for _ in range(data.markers_in_play(version, n, m.id))]
    dark = [m.id for m in board.markers if m.shade == "dark" and m.action in actions for _ in range(data.markers_in_play(version, n, m.id))]
    rng.shuffle(light)
    rng.shuffle(dark)
    out: dict[str, Any] = {}
    if version == "spinning_jenny":
        out["pick_markers"] = [light.pop() for _ in range(data.picks(n))]
        exchange = ["stock_exchange_light"] * rng.randint(1, min(n, 4))
        light = light[: rng.randint(1, 3)] + exchange
        shape = [len(light) // 2, len(light) - len(light) // 2, min(2, len(dark)), min(2, len(dark) - min(2, len(dark)))]
    else:
        shape = MAT_SHAPE[n]
    out["mat"] = {"1": light[: shape[0]], "2": light[shape[0]: shape[0] + shape[1]], "3": dark[: shape[2]], "4": dark[shape[2]: shape[2] + shape[3]]}
    if version == "water_frame":
        out["tiles"] = random_tiles(rng, n)
    return out


def random_tiles(rng: random.Random, n: int) -> list[str]:
    """Charisma, one Inventor and the drawn tiles; a draw of as many alike as players is replaced (Water Frame 4.1.III)."""
    board = base_board()
    draw = next(d.tiles for d in board.tile_draw if d.players == n)
    pool = [t.id for t in board.tiles if not t.expansion for _ in range(t.count)]
    pool.remove("charisma")
    pool.remove("inventor")
    rng.shuffle(pool)
    tiles = ["charisma", "inventor"]
    for t in pool:
        if len(tiles) == draw + 2:
            break
        spec = board.tile_spec(t)
        if tiles.count(t) + 1 < n and tiles.count(t) < spec.count:
            tiles.append(t)
    return tiles


# --- what must always hold ---------------------------------------------------------------------


def holdings(state: ArkwrightState | None, pid: str) -> dict[str, int]:
    if state is None:
        return {"cash": 0, "share_space": 10, "shares": 15, "loans": 0, "workers": 0, "goods": 0}
    p = state.player(pid)
    goods = sum(p.stored.values()) + sum(p.warehouse.goods.values())
    return {"cash": p.cash, "share_space": p.share_space, "shares": p.shares, "loans": p.loans, "workers": p.workers, "goods": goods}


def check(before: ArkwrightState | None, out: Outcome, where: str) -> None:
    """Every invariant of a table after an accepted entry."""
    after = out.state
    if not isinstance(after, ArkwrightState):
        raise SimulationBug(f"the outcome holds no Arkwright state -- {where}")
    again = ArkwrightState.model_validate(after.model_dump())
    if again != after:
        raise SimulationBug(f"the state does not survive validation unchanged -- {where}")
    workers = sum(after.workers_on_table().values())
    if workers != after.board.rules.workers:
        raise SimulationBug(f"{workers} workers on the table: {after.workers_on_table()} -- {where}")
    ids = {p.id for p in after.players}
    for line in out.ledger:
        if line.player is not None and line.player not in ids:
            raise SimulationBug(f"ledger line for unknown player {line.player!r} -- {where}")
    for p in after.players:
        if p.shares + p.loans > after.board.rules.shares_per_company:
            raise SimulationBug(f"{p.id}: {p.shares} shares + {p.loans} loans -- {where}")
        old, new = holdings(before, p.id), holdings(after, p.id)
        for kind in KINDS:
            moved = total(out.ledger, p.id, kind)
            if moved != new[kind] - old[kind]:
                lines = [f"{e.amount:+d} {e.reason}" for e in out.ledger if e.player == p.id and e.kind == kind]
                raise SimulationBug(f"{p.id} {kind}: ledger {moved:+d} but the table moved {new[kind] - old[kind]:+d} {lines} -- {where}")


def check_results(state: ArkwrightState, where: str) -> None:
    """The game is over with a standing for everyone: ranks, the winner(s), players with loans eliminated."""
    summary = PACK.summary(state)
    results = summary.results
    if not summary.finished or sorted(r.player for r in results) != sorted(p.id for p in state.players):
        raise SimulationBug(f"game over without a result for every player -- {where}")
    for r in results:
        p = state.player(r.player)
        if r.eliminated != bool(p.loans):
            raise SimulationBug(f"{p.id}: eliminated={r.eliminated} with {p.loans} loans -- {where}")
        if r.score != p.shares * state.board.share(p.share_space).value:
            raise SimulationBug(f"{p.id}: score {r.score} is not shares x value -- {where}")
    ranks = [r.rank for r in results]
    if ranks != sorted(ranks) or ranks[0] != 1:
        raise SimulationBug(f"ranks out of order {ranks} -- {where}")
    standing = [r for r in results if not r.eliminated]
    if standing and not any(r.winner for r in results):
        raise SimulationBug(f"nobody wins though {len(standing)} players have no loans -- {where}")
    if any(r.winner and (r.eliminated or r.rank != 1) for r in results):
        raise SimulationBug(f"a winner is eliminated or not first -- {where}")


def replay(log: list[dict]) -> ArkwrightState:
    """The same log through a fresh chain of `apply` (determinism)."""
    state = None
    for entry in log:
        out = apply(state, entry)
        if out.pending is not None:
            raise SimulationBug(f"the replay asks {out.pending.id!r} at {entry}")
        state = out.state
    return state


def main() -> None:  # pragma: no cover - a manual run: python -m tests.arkwright.simulate [games] [first seed]
    import sys
    import time

    games = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    all_configs = configs()
    refusals: Counter = Counter()
    entries, start = 0, time.perf_counter()
    for seed in range(first, first + games):
        sim = Simulator(seed, all_configs[seed % len(all_configs)])
        sim.play()
        entries += len(sim.log)
        refusals.update(sim.refusals)
    elapsed = time.perf_counter() - start
    print(f"{games} games, {entries} entries in {elapsed:.1f} s: {entries / elapsed:.0f} entries/s (with the simulator's extra tries)")
    print(dict(refusals))


if __name__ == "__main__":  # pragma: no cover
    main()
