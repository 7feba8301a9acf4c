"""A random but legal Arkwright player: whole games through `pack.apply` only.

`Simulator(seed, config).play()` opens the box (`new_game`: Water Frame or
Spinning Jenny, 2-4 players, with or without Noblesse Oblige, predetermined or
free set up), plays the 1760 preparation round when it is free, then every
economy phase (Water Frame: a random revealed economy marker, entered on the
entry or as the answer to the engine's question), every player's turn (a legal
option of `legal_actions`, turned into an `ActionInput` with random but
sensible details: simulate_choices.py, simulate_turns.py), every production
phase, every end of round (a random event among those still possible) and the
final stock exchange. Every question the engine asks is answered with one of
its options, drawn at random (a careful player often takes the default).
Each game draws how careful its players are, so some go broke and some ship.

After every entry simulate_checks.py checks what must always hold. Only
RuleError / InputError may escape the engine; anything else is a bug and stops
the game (`SimulationBug`). A refused action is logged and replaced by a
simpler one (the same marker on the same row with no main action); `refusals`
counts them by stage. Stage "offered" (a legal_actions option refused when
placed as offered) is always a bug and stops the game too.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from companion.core.errors import InputError, RuleError
from companion.core.pack import Outcome
from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow.economy import marker_faces
from companion.games.arkwright.flow.mule import economy_faces
from companion.games.arkwright.flow.events import legal_events
from companion.games.arkwright.flow.preparation import building_costs, expected_player
from companion.games.arkwright.flow.self_actor import MODULES
from companion.games.arkwright.flow.specials import special_options
from companion.games.arkwright.pack import apply
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table
from tests.games.arkwright.simulate_checks import SimulationBug, check, check_phase, check_results, replay
from tests.games.arkwright.simulate_choices import additional, choose_option
from tests.games.arkwright.simulate_mischief import correction, mutate
from tests.games.arkwright.simulate_setup import random_mat
from tests.games.arkwright.simulate_turns import build_main

__all__ = ["Config", "Simulator", "SimulationBug", "configs", "replay"]

NAMES = ["Marion", "Angelica", "Harold", "Ida"]
COLOURS = ["blue", "red", "green", "yellow"]
MAX_ENTRIES = 3000


@dataclass(frozen=True)
class Config:
    version: str = "water_frame"
    players: int = 4
    expansion: bool = False
    setup: str = "predetermined"
    house_rules: tuple[tuple[str, bool], ...] = ()
    #: Spinning Mule choices of the new game ("mule_alternative_tiles", True) ...
    mule: tuple[tuple[str, bool], ...] = ()
    #: the Stock Exchange variant of Water Frame (Player's Book 3.3)
    stock_exchange: bool = False
    #: the variant of an extra event per decade (Player's Book 1.9)
    extra_events: bool = False
    #: the Self-Actor elements played (Player's Book 3.2; flow/self_actor.MODULES: "steam_power", "tiles" ...)
    self_actor: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        v = {"water_frame": "WF", "spinning_jenny": "SJ"}.get(self.version, "SM")
        rules = "".join(f"+{k}" for k, on in (*self.house_rules, *self.mule) if on) + "".join(f"+SA:{m}" for m in self.self_actor)
        return f"{v}-{self.players}p-{'NO' if self.expansion else 'base'}-{self.setup}{rules}"


HOUSE_RULES = ("hamburg_round_up", "strike_spares_crews", "sj_free_share_sale", "opium_war_lowers_ship_cost", "school_closes_operating_row_only")


def configs() -> list[Config]:
    """Every combination: both versions, 2-4 players, with and without the expansion, both set ups;
    every other one with all the house rules switched on."""
    out = []
    for i, (v, n, e, s) in enumerate((v, n, e, s) for v in ("water_frame", "spinning_jenny") for n in (2, 3, 4) for e in (False, True) for s in ("predetermined", "free")):
        rules = tuple((r, True) for r in HOUSE_RULES) if i % 3 == 2 else ()
        out.append(Config(version=v, players=n, expansion=e, setup=s, house_rules=rules))
    # the Spinning Mule (Player's Book 3.1): every player count, both set ups, once with the expansion
    out += [Config(version="spinning_mule", players=n, expansion=n == 4, setup=s) for n, s in ((2, "free"), (3, "predetermined"), (4, "free"))]
    out.append(Config(version="spinning_mule", players=3, setup="free", mule=(("mule_alternative_tiles", True), ("mule_alternative_events", True))))
    return out


@dataclass
class Simulator:
    seed: int
    config: Config = field(default_factory=Config)
    #: how often an entry is first sent broken (simulate_mischief.py)
    mischief: float = 0.1
    state: ArkwrightState | None = None
    log: list[dict] = field(default_factory=list)
    refusals: Counter = field(default_factory=Counter)
    reasons: list[tuple[str, str, str]] = field(default_factory=list)
    #: what the game went through: ledger sections, questions asked, actions done (coverage)
    seen: Counter = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        #: how often the players of this game choose prudently (0: at random, 1: always)
        self.care = self.rng.choice([0.0, 0.3, 0.6, 0.9, 1.0])

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

    def resolve(self, entry: dict, *, strict: bool = False) -> tuple[Outcome, dict]:
        """Apply an entry, answering each question; returns the outcome and the entry with its answers.
        `strict`: the entry itself is sound (a phase the game must go through), so a refusal after an
        answer the engine offered is a bug: a question lists only legal answers."""
        answers = dict(entry.get("answers", {}))
        for _ in range(400):
            full = {**entry, "answers": answers} if answers or "answers" in entry else entry
            try:
                out = self.call(full)
            except (RuleError, InputError) as exc:
                if strict and len(answers) > len(entry.get("answers", {})):
                    raise SimulationBug(f"an offered answer was refused: {exc} -- {self.where(full)}") from exc
                raise
            if out.pending is None:
                return out, full
            if out.state is not self.state or out.ledger:
                raise SimulationBug(f"a pending question changed the table -- {self.where(full)}")
            q = out.pending
            values = q.option_values()
            if q.id in answers or not values:
                raise SimulationBug(f"question {q.id!r} asked again or without options -- {self.where(full)}")
            prudent = q.default is not None and q.default in values and self.rng.random() < self.care * 0.7
            answers[q.id] = q.default if prudent else self.rng.choice(values)
            self.seen["question " + q.id.split(":")[0]] += 1
        raise SimulationBug(f"more than 400 questions -- {self.where(entry)}")

    def attempt(self, entry: dict, stage: str, *, strict: bool = False) -> tuple[Outcome, dict] | None:
        """Try an entry the rules may refuse; a refusal is counted and must change nothing."""
        before = self.state.model_dump_json() if self.state is not None else None
        try:
            return self.resolve(entry, strict=strict)
        except (RuleError, InputError) as exc:
            if self.state is not None and self.state.model_dump_json() != before:
                raise SimulationBug(f"a refused entry changed the table -- {self.where(entry)}") from exc
            if "impossible table" in str(exc):  # outcome.finish caught a rules bug
                raise SimulationBug(f"{exc} -- {self.where(entry)}") from exc
            self.refusals[stage] += 1
            self.reasons.append((stage, str(exc), repr(entry)))
            return None

    def probe(self, entry: dict) -> None:
        """Now and then send a broken copy first: only RuleError / InputError (or a question) may come
        back and nothing may change; a broken copy the rules accept must still leave a sound table."""
        if self.state is None or self.rng.random() >= self.mischief:
            return
        bad = mutate(self.rng, entry, [p.id for p in self.state.players])
        before = self.state.model_dump_json()
        try:
            out = self.call(bad)
        except (RuleError, InputError):
            out = None
        if self.state.model_dump_json() != before:
            raise SimulationBug(f"a broken entry changed the table -- {self.where(bad)}")
        self.seen["mischief " + ("refused" if out is None else "asked" if out.pending else "accepted")] += 1
        if out is not None and out.pending is None:
            check(self.state, out, self.where(bad))
            if out.state.phase == self.state.phase or bad.get("kind") == entry.get("kind"):
                check_phase(self.state, out, bad, self.where(bad))

    def submit(self, entry: dict) -> Outcome:
        """An entry the rules must accept (the game would be stuck otherwise)."""
        self.probe(entry)
        done = self.attempt(entry, f"stuck:{entry['kind']}", strict=True)
        if done is None:
            raise SimulationBug(f"the game is stuck: {self.reasons[-1][1]} -- {self.where(entry)}")
        return self.accept(*done)

    def accept(self, out: Outcome, full: dict) -> Outcome:
        check(self.state, out, self.where(full), correction=full["kind"] in ("edit", "workers"))
        check_phase(self.state, out, full, self.where(full))
        self.state = out.state
        self.log.append(full)
        self.seen.update("section " + line.section for line in out.ledger if line.section)
        if full["kind"] == "action":
            self.seen["main " + (full["main"]["action"] if full.get("main") else "skipped")] += 1
            self.seen["additional " + (full["additional"]["type"] if full.get("additional") else "none")] += 1
        return out

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
            if self.rng.random() < self.mischief / 5 and self.state.phase != "setup":
                fixed = self.attempt(correction(self.rng, self.state), "edit")
                if fixed is not None:  # a possible table: play on from it
                    self.accept(*fixed)
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
            **dict(c.mule),
            **({"stock_exchange": True} if c.stock_exchange else {}),
            **({"extra_events": True} if c.extra_events else {}),
            **{MODULES[m]: True for m in c.self_actor},
        }
        if c.setup == "free":
            entry.update(random_mat(self.rng, c.version, n, new_tiles="tiles" in c.self_actor))
        return entry

    def preparation(self) -> None:
        """The 1760 round step by step (Water Frame 4.1.IV-VI)."""
        s = self.state
        if s.setup_step == "pay":
            self.submit({"kind": "prep_pay"})
            return
        if (s.setup_step or "").startswith("holdings:"):  # the Stock Exchange variant (Player's Book 3.3)
            from companion.games.arkwright.flow.stock_exchange import due, preparation_moves

            self.submit(self.rng.choice(preparation_moves(s, due(s).id)))
            return
        p = expected_player(s)
        board = s.board
        if (s.setup_step or "").startswith("factories"):
            good = self.rng.choice([g for g in GOODS if p.factory(g) is None])
            cost = board.tile(good, 1).cost
            self.submit({"kind": "prep_factory", "player": p.id, "good": good, "price": self.rng.randint(max(5, cost - 5), cost)})
            return
        if s.mule is not None:  # a light grey marker from the mat or a tile (Player's Book 3.1)
            offered = [o for o, _ in special_options(Table.of(s), p.id, ships=False)]
            self.submit({"kind": "prep_shares", "player": p.id, "take": self.rng.choice(offered) if offered else None})
            return
        if s.version == "spinning_jenny":
            pick = self.rng.choice(s.mat.pick) if s.mat.pick else None
            sell = self.rng.randint(0, 10) if s.house_rules.get("sj_free_share_sale") else None
            self.submit({"kind": "prep_shares", "player": p.id, "sell": sell, "take": f"marker:{pick}" if pick else None})
            return
        t = Table.of(s)
        least = -(-building_costs(t, p.id) // board.rules.start_share_price)
        take = self.rng.choice([o for o, _ in special_options(t, p.id)] + ["pass"])
        self.submit({"kind": "prep_shares", "player": p.id, "sell": self.rng.randint(least, min(15, least + 5)), "take": take})

    def economy(self) -> None:
        """Water Frame: a random face of the economy markers, entered on the entry or as the answer."""
        if self.state.version == "water_frame" and self.rng.random() < 0.5:
            i, w = self.rng.choice(marker_faces(self.state))
            self.submit({"kind": "economy", "importer": i, "workers": w})
            return
        if self.state.plays("economy") and self.rng.random() < 0.5:  # the Spinning Mule's markers
            i, w = self.rng.choice(economy_faces(self.state, self.state.active_good))
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
        picked = choose_option(self.rng, s, legal_actions(s, pid), self.care)
        if picked is None:
            raise SimulationBug(f"no legal marker placement (a player cannot pass) -- {self.where({})}")
        self.place(pid, *picked)

    def place(self, pid: str, option: dict, shift: dict) -> None:
        """Place a listed marker as offered (a refusal is a bug), then with a main and an additional action."""
        s = self.state
        bare = {"kind": "action", "player": pid, "marker": option["marker"], "row": option["row"], **shift}
        placed = self.attempt(bare, "offered")
        if placed is None:
            raise SimulationBug(f"legal option refused as offered: {self.reasons[-1][1]} -- {self.where(bare)}")
        paid = shift["engineer_cost"] if "engineer_cost" in shift else option["row"] + shift.get("accountant", 0)
        paid = min(paid, Table.of(s).funds(pid))  # all the player can pay, when the bank cannot lend the rest
        # the table as the main action sees it: the marker placed and paid
        main = build_main(self.rng, placed[0].state, pid, option, max(0, paid), self.care)
        chosen = placed
        if main is not None:
            chosen = self.attempt({**bare, "main": main}, f"main:{option['action']}") or placed
        extra = additional(self.rng, s, chosen[0].state, pid, option, main if chosen is not placed else None, self.care)
        if extra is not None:
            offered = extra["type"] in ("tile", "advanced_marker", "ship")  # listed legal by legal_actions
            done = self.attempt({**chosen[1], "additional": extra}, f"additional:{extra['type']}")
            if done is None and offered:
                raise SimulationBug(f"special marker offered as legal but refused: {self.reasons[-1][1]} -- {self.where(extra)}")
            chosen = done or chosen
        self.probe(chosen[1])
        self.accept(*chosen)


def main() -> None:  # pragma: no cover - a manual run: python -m tests.games.arkwright.simulate [games] [first seed]
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
