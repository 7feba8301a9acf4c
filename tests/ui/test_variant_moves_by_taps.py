"""The completeness check of the forms over the Player's Book variants (issue 26): every move legal() lists in a
Self-Actor game (all five elements of 3.2), a Stock Exchange game (3.3, a recorded one and one of random legal play)
and a Spinning Mule game (3.1) is made by taps, and the form makes exactly that entry.

- Action turns (test_every_turn.py's check, turn_taps.py): every turn the random legal player played and turns
  drawn from legal_actions' listing at its states, entered by taps alone; the variants' moves are counted so the
  check is known to have met them: the Reorganization marker, the new tiles, buying and selling other companies'
  shares (the recorded games of tests/fixtures/games/arkwright/ are checked the same way by test_every_turn.py).
- The steps the rules resolve with questions (production, end of the round, End of Game): each recorded step of
  the variants' recorded games entered as the guided step enters it (the bare entry, then one button per question:
  companion.ui.resolve.decision_card), the Steam Power event, the award discards and the Supervisory Board among
  them, comes to the table the recorded game came to.
"""

from __future__ import annotations

from collections import Counter
from itertools import islice
from pathlib import Path

import pytest
from flet.components.component import Renderer
from test_every_turn import drawn_turns, recorded_turns, same_by_taps, simulated_turns

from companion.commands.logfile import GameLog
from companion.core.replay import SessionRef, replay
from companion.games.arkwright.board import base_board
from companion.games.arkwright.pack import apply
from companion.ui.resolve import decision_card
from tests.games.arkwright.simulate import Config
from tests.properties.arkwright_walk import LegalWalk

NEW_TILES = {t.id for t in base_board().tiles if t.variant == "self_actor"}
ALL = ("steam_power", "bonus_markers", "competition", "reorganization", "tiles")
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games" / "arkwright"
VARIANT_GAMES = ["water_frame_self_actor_4p", "water_frame_stock_exchange_3p", "spinning_mule_3p", "water_frame_extra_events_4p"]


def met(entry: dict, state=None) -> set[str]:
    """The variants' moves a turn makes (and a cost the Accountant sets where the Engineer could too)."""
    main, extra = entry.get("main") or {}, entry.get("additional") or {}
    out = set()
    if state is not None and entry.get("accountant") and entry.get("marker") == "quality" and state.player(entry["player"]).has("engineer"):
        out.add("accountant beside the engineer")
    if main.get("action") == "reorganization":
        out.add("reorganization" + ("+prices" if main.get("prices") else ""))
    if extra.get("type") == "tile" and extra.get("tile") in NEW_TILES:
        out.add("new tile")
    out |= {k for k in ("buy_others", "sell_others", "buy_back") if main.get(k)}
    return out


class WalkRecording(LegalWalk):
    """The legal() walk of tests/properties, keeping the table before each of its actions."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.turns: list[tuple] = []

    def accept(self, out, full: dict):
        if full["kind"] == "action":
            self.turns.append((self.state, full))
        return super().accept(out, full)


def walked_turns(seed: int, config: Config) -> list[tuple]:
    walk = WalkRecording(seed, config)
    walk.play()
    return walk.turns


SOURCES = {
    # random legal play of a Self-Actor game with all five elements (another seed than the recorded game's)
    "self_actor": (lambda: simulated_turns(8, Config(version="water_frame", players=3, setup="free", self_actor=ALL)),
                   {"reorganization", "reorganization+prices", "new tile"}),
    # the recorded games (their turns are also test_every_turn.py's; here the variants' moves are counted)
    "self_actor_recorded": (lambda: recorded_turns(FIXTURES / "water_frame_self_actor_4p.jsonl"),
                            {"reorganization", "reorganization+prices", "new tile"}),
    # random legal play of a Stock Exchange game (Player's Book 3.3); in this game (and the draws of this source's
    # name) a player with the Accountant and the Engineer pays a quality row a cost within the Accountant's reach:
    # either tile could set it (the same table, two moves), and the form asks which (ui/arkwright/actions.py `payers`)
    "stock_exchange": (lambda: simulated_turns(12, Config(version="water_frame", players=3, setup="free", stock_exchange=True)),
                       {"buy_others", "sell_others", "accountant beside the engineer"}),
    # the Stock Exchange game the legal() walk of tests/properties plays (ARKWRIGHT_GAMES: seed 6), its turns tapped in
    "stock_exchange_walk": (lambda: walked_turns(6, Config(version="water_frame", players=3, stock_exchange=True)),
                            {"buy_others", "sell_others"}),
    "stock_exchange_recorded": (lambda: recorded_turns(FIXTURES / "water_frame_stock_exchange_3p.jsonl"), {"buy_others", "sell_others"}),
    "spinning_mule_recorded": (lambda: recorded_turns(FIXTURES / "spinning_mule_3p.jsonl"), set()),
}


@pytest.mark.parametrize("source", SOURCES)
def test_every_variant_turn_played_and_drawn_from_the_listing_is_made_by_taps(source):
    import random

    turns_of, wanted = SOURCES[source]
    rng = random.Random(source)
    seen: Counter = Counter()
    turns = turns_of()
    for state, entry in turns:
        same_by_taps(state, entry)
        seen.update(met(entry, state))
    for state, _entry in islice(turns, 0, None, 3):
        for drawn in drawn_turns(rng, state, tries=6):
            same_by_taps(state, drawn)
            seen.update(met(drawn, state))
    assert wanted <= set(seen), f"the variant's moves met: {dict(seen)}"


def as_the_table_enters_it(state, recorded: dict) -> tuple[object, list[str]]:
    """The guided step: the bare entry, then each question answered by a tap on one of its buttons (the answer
    the recorded game gave, or the event it names, or the default where it took the defaults); the outcome and
    the questions met."""
    entry, answers, asked = {"kind": recorded["kind"]}, {}, []
    for _ in range(200):
        out = apply(state, {**entry, "answers": answers} if answers else entry)
        d = out.pending
        if d is None:
            return out, asked
        if d.id in recorded.get("answers", {}):
            answer = recorded["answers"][d.id]
        elif d.id.startswith("event:") and "event" in recorded:
            answer = recorded["event"]
        else:
            assert recorded.get("defaults"), f"{d.id} asked and the recorded step says nothing"
            answer = d.default
        card = Renderer().render(lambda: [decision_card(d, {}, lambda *_a: None)])
        assert card and answer in d.option_values(), f"{d.id}: no button for {answer!r} among {d.option_values()}"
        answers[d.id] = answer
        asked.append(d.id.split(":")[0] + (f":{answer}" if d.id.startswith("event:") else ""))
    raise AssertionError("more than 200 questions")


def guided_steps(name: str):
    """(table before, recorded entry, table after) of each production, end of the round and End of Game step."""
    path = FIXTURES / f"{name}.jsonl"
    log = GameLog.read(str(path))
    before = None
    for step, outcome in replay(log.pack, log.steps, SessionRef(0, str(path)), from_start=True):
        entry = step.entry
        if step.kind in ("production", "end_of_round", "end_of_game") and not set(entry) - {"kind", "answers", "defaults", "event"}:
            yield before, entry, outcome.state
        before = outcome.state


def test_the_guided_steps_of_the_variants_recorded_games_are_made_by_buttons():
    asked: Counter = Counter()
    made = 0
    for name in VARIANT_GAMES:
        for before, entry, after in guided_steps(name):
            out, questions = as_the_table_enters_it(before, entry)
            assert out.state == after, f"{name}: {entry} entered by buttons comes to another table"
            asked.update(questions)
            made += 1
    assert made >= 40
    # the variants' questions were met: the Steam Power event drawn, the Supervisory Board, the award discard
    assert asked["event:steam_power"] and asked["supervisory_board"] + asked["shipping_award_discard"] >= 1, dict(asked)
