"""The quality action (Water Frame 5.II.2.4, Player's Book 1.3 Quality Markers, 1.8 Engineer).

The paid administrative cost buys quality levels by the marker's cost steps
(the reuse fee never counts); the levels are shared among the player's
factories, each at most +4 (+6 with the Engineer, Water Frame only). What the
levels leave unspent buys price adjustments in other factories at £1 each.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.inputs import QualityMain
from companion.games.arkwright.actions.turn import Turn

SECTION = "Water Frame 5.II.2.4"


def quality_cap(turn: Turn) -> int:
    rules = turn.board.rules
    if (turn.state.version == "water_frame" or turn.state.plays("tiles")) and turn.p.has("engineer"):  # Spinning Mule: PB 3.1
        return rules.quality_max_engineer
    return rules.quality_max


def levels_bought(turn: Turn) -> int:
    assert turn.marker.spec is not None
    return turn.marker.spec.units_for(turn.cost.paid)


def spare_after(turn: Turn, levels: int) -> int:
    """Unspent administrative £ after buying `levels` (nothing if the marker's first step was not paid)."""
    spec = turn.marker.spec
    steps = (spec.steps or []) if spec else []
    if not steps or turn.cost.paid < steps[0]:
        return 0
    return turn.cost.paid - (steps[levels - 1] if levels else 0)


def quality_action(turn: Turn, main: QualityMain) -> None:
    spec = turn.marker.spec
    assert spec is not None and spec.steps
    wanted = 0
    for good, n in main.levels.items():
        if n < 0:
            raise RuleError(said("arkwright", "quality is never lowered ({good:term}: {n})", good=good, n=n), section=SECTION)
        wanted += n
    can = levels_bought(turn)
    if wanted > can:
        steps = "/".join(f"£{s}" for s in spec.steps)
        forfeit = f"; below £{spec.steps[0]} the action is forfeit" if not can else ""
        raise RuleError(
            said("arkwright", "£{paid} of administrative costs buys {can} quality {can:noun/level} with this marker ({steps}), not {wanted}{forfeit}", paid=turn.cost.paid, can=can, steps=steps, wanted=wanted, forfeit=forfeit),
            section=SECTION if can else "Water Frame 5.II.1",
        )
    cap = quality_cap(turn)
    for good, n in main.levels.items():
        if not n:
            continue
        f = turn.factory(good, SECTION)
        if f.quality + n > cap:
            why = "" if cap > turn.board.rules.quality_max else " (+6 only with the Engineer)"
            raise RuleError(said("arkwright", "{good:term} quality would be +{value}; the maximum is +{cap}{why}", good=good, value=f.quality + n, cap=cap, why=why), section="Player's Book 1.3")
        f.quality += n
        turn.affected.add(good)
        turn.t.ledger.remark(turn.pid, "arkwright.raises_quality", SECTION, name=turn.name, good=good, quality=f.quality, appeal=turn.t.appeal(f))
    turn.spare = spare_after(turn, wanted)
