"""Every 1760 step the engine accepts can be tapped into the preparation panel, and the panel makes that entry (issue 22).

States come from random legal play of a free set-up (tests/games/arkwright/simulate.py), both
versions, with and without Spinning Jenny's free share sale. At each state the moves are every
entry legal() lists for the due player (Water Frame 4.1.IV: each good not run yet at each price
from £5 to its base quality; 4.1.V: each number of shares from the least that pays the factories
to all of them, with each special marker or none; Spinning Jenny 4.1.V: the fixed sale and a
light grey marker), kept when the engine accepts them, and the step the simulator played. Each
is entered by taps alone: a chip the panel offers, then a stepper in its range. A move the panel
cannot say fails.
"""

from __future__ import annotations

import pytest

from companion.games.arkwright.flow.preparation import expected_player
from companion.games.arkwright.pack import PACK
from companion.ui.arkwright.fields import after_tap
from companion.ui.arkwright.preparation import prep_choices, prep_entry, prep_spans, shares_span
from test_every_turn import Recording, accepted
from tests.games.arkwright.simulate import Config


class NotOffered(AssertionError):
    """A part of an accepted 1760 step the panel has no tap for."""


class Preparing(Recording):
    """The random player, keeping the table before each step of the 1760 round."""

    KINDS = ("prep_factory", "prep_shares")

    def economy(self) -> None:  # the 1770s begin: the 1760 round is all this test needs
        raise RoundOver


class RoundOver(Exception):
    pass


def preparation_states(seed: int, config: Config) -> list[tuple]:
    sim = Preparing(seed, config, mischief=0.0)
    with pytest.raises(RoundOver):
        sim.play()
    return sim.turns


def said_as(state, entry: dict) -> dict:
    """The entry as the panel says it: a pass is no marker; Spinning Jenny's sale left out is the fixed sale."""
    out = {k: v for k, v in entry.items() if k != "answers"}
    if out["kind"] == "prep_shares":
        if out.get("take") == "pass":
            out["take"] = None
        if out.get("sell") is None:
            out["sell"] = shares_span(state, expected_player(state)).low
    return out


def tapped(state, entry: dict) -> tuple[dict | None, int]:
    """The entry the panel makes when `entry` is tapped in, and the taps it took."""
    due = expected_player(state)
    if due.id != entry["player"]:
        raise NotOffered(f"the panel is {due.name}'s, not {entry['player']}'s")
    values: dict = {}
    taps = 0
    chip = "good" if entry["kind"] == "prep_factory" else "take"
    want = entry.get(chip) or "none"
    offered = [v for v, _words in prep_choices(state, due, values)[chip]]
    if want not in offered:
        raise NotOffered(f"{chip} = {want} (the panel offers {offered})")
    if values.get(chip) != want and not (chip == "take" and want == offered[0]):
        values = after_tap(values, {}, chip, want)
        taps += 1
    number = "price" if entry["kind"] == "prep_factory" else "sell"
    span = prep_spans(state, due, values)[number]
    if not span.low <= entry[number] <= span.high:
        raise NotOffered(f"{number} = {entry[number]} (the stepper goes from {span.low} to {span.high})")
    if entry[number] != span.default:
        values = after_tap(values, {number: span}, number, entry[number])
        taps += abs(entry[number] - span.default)
    return prep_entry(state, due, values), taps


CONFIGS = [
    (3, Config(version="water_frame", players=2, setup="free")),
    (11, Config(version="water_frame", players=4, expansion=True, setup="free")),
    (5, Config(version="spinning_jenny", players=3, setup="free")),
    (8, Config(version="spinning_jenny", players=2, setup="free", house_rules=(("sj_free_share_sale", True),))),
    (4, Config(version="spinning_mule", players=3, setup="free")),
]


@pytest.mark.parametrize("seed, config", CONFIGS, ids=lambda c: c.label if isinstance(c, Config) else str(c))
def test_every_1760_step_legal_lists_is_made_by_taps(seed, config):
    steps = preparation_states(seed, config)
    assert len(steps) == 3 * config.players, "two foundings and one share sale each"
    made = 0
    for state, played in steps:
        listed = [c.entry for c in PACK.legal(state, played["player"]) if c.legal]
        assert said_as(state, played) in [said_as(state, e) for e in listed], "the step played is one legal() lists"
        for entry in listed:
            assert accepted(state, entry), f"legal() lists {entry}, which the engine refuses"
            made_entry, _taps = tapped(state, entry)
            assert made_entry == said_as(state, entry)
            made += 1
    assert made >= 6 * config.players


def test_legal_lists_the_1760_steps_of_the_due_player_only():
    state, played = preparation_states(3, CONFIGS[0][1])[0]
    other = next(p for p in state.players if p.id != played["player"])
    assert PACK.legal(state, other.id) == []
    kinds = {c.entry["kind"] for c in PACK.legal(state, played["player"])}
    assert kinds == {"prep_factory"}


def test_a_founding_priced_above_its_base_quality_is_not_offered():
    """Water Frame 4.1.IV: the appeal (base quality minus price) is at least 0, so a level-I food factory (£8 base
    quality, Water Frame example) is priced £5 to £8; £9 has no tap."""
    state, played = preparation_states(3, CONFIGS[0][1])[0]
    quality = state.board.tile("food", 1).cost
    assert quality == 8
    listed = {c.entry["price"] for c in PACK.legal(state, played["player"]) if c.entry["good"] == "food"}
    assert listed == {5, 6, 7, 8}
    with pytest.raises(NotOffered):
        tapped(state, {"kind": "prep_factory", "player": played["player"], "good": "food", "price": quality + 1})


def test_the_water_frame_sale_starts_at_the_least_that_pays_both_factories():
    """Water Frame 4.1.V: shares at £10, at least enough to pay the factories (£8 food + £11 lamps = £19: 2 shares)."""
    steps = preparation_states(3, CONFIGS[0][1])
    state, played = next((s, e) for s, e in steps if e["kind"] == "prep_shares")
    due = expected_player(state)
    cost = sum(state.board.tile(f.good, 1).cost for f in due.factories)
    span = shares_span(state, due)
    assert span.low == -(-cost // 10) and span.high == due.shares
    sells = {c.entry["sell"] for c in PACK.legal(state, due.id)}
    assert sells == set(range(span.low, due.shares + 1))
