"""Arkwright walked from `legal()`: the simulator of tests/games/arkwright/simulate.py with every turn
drawn from the pack's own listing (`PACK.legal`: each marker on each row, legal or with its reason).

`LegalWalk(seed, config).play()` is a whole game to the final score: each turn takes one of the
markers `PACK.legal` offers the player whose turn it is (a main action first, drawn evenly among
those on offer, then a row), places it as offered, then gives it the details a player would (the
simulator's `place`: `build_main` and `additional`), falling back to the bare placement when the
rules refuse them. Every other entry of the game is the one its phase lists in `PACK.legal`, and the
walk asserts so. `tally` counts what was accepted: entry kinds, main actions, additional actions.
"""

from __future__ import annotations

from collections import Counter

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.pack import PACK
from tests.games.arkwright.simulate import Simulator, SimulationBug

#: the 1760 round's steps of one player: legal() lists them for the player whose step it is
SETUP_STEPS = ("prep_factory", "prep_shares", "prep_holdings")


class LegalWalk(Simulator):
    def __post_init__(self) -> None:
        super().__post_init__()
        self.mischief = 0.0  # broken entries are the simulator's own test; here only legal play
        self.tally: Counter = Counter()

    def accept(self, out, full):
        done = super().accept(out, full)
        self.tally[full["kind"]] += 1
        if full["kind"] == "action":
            self.tally["main " + (full["main"]["action"] if full.get("main") else "none")] += 1
            self.tally["additional " + (full["additional"]["type"] if full.get("additional") else "none")] += 1
        return done

    def submit(self, entry: dict):
        if self.state is not None and entry["kind"] not in ("note", "edit"):
            # a phase's own entry is on every player's list: one player's is enough; a 1760 step is the due player's
            who = entry["player"] if entry["kind"] in SETUP_STEPS else self.state.players[0].id
            listed = {c.entry["kind"] for c in PACK.legal(self.state, who)}
            if entry["kind"] not in listed:
                raise SimulationBug(f"{entry['kind']} is not among the entries legal() lists ({sorted(listed)}) -- {self.where(entry)}")
        return super().submit(entry)

    def turn(self) -> None:
        s = self.state
        pid = s.current_player.id
        offered = [c for c in PACK.legal(s, pid) if c.legal]
        if not offered:
            raise SimulationBug(f"legal() offers no marker (a player cannot pass) -- {self.where({})}")
        options = {(o["marker"], o["row"]): o for o in legal_actions(s, pid) if o["kind"] == "marker"}
        by_action: dict[str, list[dict]] = {}
        for c in offered:
            option = options[(c.entry["marker"], c.entry["row"])]
            by_action.setdefault(option["action"], []).append(option)
        action = self.rng.choice(sorted(by_action))
        option = self.rng.choice(by_action[action])
        low, high = option["paid_range"]
        shift: dict[str, int] = {}
        if option["action"] == "ship" and option["row"] < option["buys"]["needs"]:
            shift["accountant"] = option["buys"]["needs"] - option["row"]
        elif high != low and self.rng.random() < 0.5:
            shift["accountant"] = self.rng.randint(low, high) - option["row"]
        self.place(pid, option, shift)
