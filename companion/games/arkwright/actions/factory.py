"""The factory action: build, modernize and close factories (Water Frame 5.II.2.1, Player's Book 1.8).

Steps run in the order given. Building takes a factory of the current level
or lower for a good without one, fills its first row from the job market in
reading order and sets its price (£5-£25, appeal never below 0). Modernizing
pays every level on the way, up to the current level, one level further with
the Inventor (one use per factory and action); an obsolete factory brought up
to date releases its extra workers to the fired space. The Developer takes £5
off once per factory built or modernized up to the current level and returns
after the action. Closing sends workers to the fired space and machines to the
supply; a factory built in this action cannot be closed, and a factory just
closed cannot be built again at the same level in this action.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.inputs import Build, Close, FactoryMain, Modernize
from companion.games.arkwright.actions.tiles import return_tile, use_inventor
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.state import Factory, Row

SECTION = "Water Frame 5.II.2.1"
SECTION_DEVELOPER = "Player's Book 1.8 Developer"
SECTION_OBSOLETE = "Water Frame 6.IV"


class _Progress:
    """What this factory action has done so far."""

    def __init__(self) -> None:
        self.built: set[str] = set()
        self.closed: set[tuple[str, int]] = set()
        self.developer_used: set[str] = set()
        self.inventor_used: set[str] = set()


def current_level(turn: Turn) -> int:
    s = turn.state
    return turn.board.decade(s.version, s.decade).level


def factory_action(turn: Turn, main: FactoryMain) -> None:
    if main.developer and not turn.p.has("developer"):
        raise RuleError(said("arkwright", "{name} has no Developer", name=turn.name), section=SECTION_DEVELOPER)
    done = _Progress()
    for step in main.steps:
        if isinstance(step, Build):
            _build(turn, step, main.developer, done)
        elif isinstance(step, Modernize):
            _modernize(turn, step, main.developer, done)
        elif isinstance(step, Close):
            _close(turn, step, done)
    if done.developer_used:
        return_tile(turn.t, turn.pid, "developer", "arkwright.tile_used_in_factory_action", SECTION_DEVELOPER)


def _discounted(turn: Turn, good: str, cost: int, level: int, developer: bool, done: _Progress) -> tuple[int, dict]:
    """The Developer's £5 once per factory, never for a level beyond the current one (the cost, and the
    parameters of the ledger line's words for the discount: empty without one)."""
    if developer and good not in done.developer_used and level <= current_level(turn):
        done.developer_used.add(good)
        discount = turn.board.rules.developer_discount
        return cost - discount, {"printed": cost, "discount": discount}
    return cost, {}


def _build(turn: Turn, step: Build, developer: bool, done: _Progress) -> None:
    t, p, board, rules = turn.t, turn.p, turn.board, turn.board.rules
    good, level = step.good, step.level
    if p.factory(good) is not None:
        raise RuleError(said("arkwright", "{name} already runs a {good:term} factory; one factory per good", name=turn.name, good=good), section=SECTION)
    now = current_level(turn)
    if level > now:
        raise RuleError(
            said("arkwright", "level {level} factories cannot be built yet (current level {now}); the Inventor only modernizes beyond it", level=level, now=now),
            section=SECTION,
        )
    if (good, level) in done.closed:
        raise RuleError(said("arkwright", "a {good:term} factory of level {level} was just closed in this action and cannot be built again", good=good, level=level), section=SECTION)
    tile = board.tile(good, level)
    if not rules.min_price <= step.price <= rules.max_price:
        raise RuleError(said("arkwright", "a price lies between £{min_price} and £{max_price}, not £{price}", min_price=rules.min_price, max_price=rules.max_price, price=step.price), section="Water Frame 5.II.3.1")
    if step.price > tile.cost:
        raise RuleError(
            said("arkwright", "a {good:term} price of £{price} would make appeal {value}; at most £{cost} for a new level {level} factory", good=good, price=step.price, value=tile.cost - step.price, cost=tile.cost, level=level),
            section=SECTION,
        )
    cost, why = _discounted(turn, good, tile.cost, level, developer, done)
    t.pay(turn.pid, cost, "arkwright.builds_factory_developer" if why else "arkwright.builds_factory", SECTION if not why else SECTION_DEVELOPER,
          forced=False, name=turn.name, level=level, good=good, cost=cost, **why)
    need = tile.row_size(0)
    hired = jobmarket.take(turn.state, need)
    f = Factory(good=good, level=level, price=step.price, rows=[Row(workers=hired)] + [Row() for _ in range(3)])
    p.factories.append(f)
    p.factories.sort(key=lambda x: GOODS.index(x.good))
    if hired:
        t.ledger.record(turn.pid, "workers", hired, "arkwright.hires_first_row", SECTION, name=turn.name, count=hired, good=good)
    if hired < need:
        t.ledger.remark(turn.pid, "arkwright.first_row_short", SECTION, hired=hired, need=need)
    t.ledger.remark(turn.pid, "arkwright.sets_new_price", SECTION, name=turn.name, good=good, price=step.price, appeal=t.appeal(f))
    done.built.add(good)
    turn.affected.add(good)


def _modernize(turn: Turn, step: Modernize, developer: bool, done: _Progress) -> None:
    t, board = turn.t, turn.board
    f = turn.factory(step.good, SECTION)
    if step.to <= f.level:
        raise RuleError(said("arkwright", "the {good:term} factory is already level {level}; modernizing goes up", good=f.good, level=f.level), section=SECTION)
    now = current_level(turn)
    inventor = turn.state.version == "water_frame" and (turn.p.has("inventor") or f.good in done.inventor_used)
    if step.to > now + (1 if inventor else 0):
        why = said("arkwright", "one level further only with the Inventor") if turn.state.version == "water_frame" else \
            said("arkwright", "never beyond it")
        raise RuleError(
            said("arkwright", "the {good:term} factory can be modernized up to the current level {now} ({why}), not to {to}", good=f.good, now=now, why=why, to=step.to),
            section=SECTION if step.to > now + 1 else "Player's Book 1.8 Inventor",
        )
    for level in range(f.level + 1, step.to + 1):
        cost = board.tile(f.good, level).cost
        cost, why = _discounted(turn, f.good, cost, level, developer, done)
        t.pay(turn.pid, cost, "arkwright.modernizes_developer" if why else "arkwright.modernizes", SECTION if not why else SECTION_DEVELOPER,
              forced=False, name=turn.name, good=f.good, level=level, cost=cost, **why)
        f.level = level
        if level > now and f.good not in done.inventor_used:
            done.inventor_used.add(f.good)
            use_inventor(t, turn.pid, turn.answers, "arkwright.inventor_modernizes", good=f.good)
    if f.obsolete_workers and f.level >= now:
        n = f.obsolete_workers
        f.obsolete_workers = 0
        turn.state.fired += n
        t.ledger.record(turn.pid, "workers", -n, "arkwright.up_to_date", SECTION_OBSOLETE, good=f.good, count=n)
    t.ledger.remark(turn.pid, "arkwright.appeal_now", SECTION, good=f.good, appeal=t.appeal(f))
    turn.affected.add(f.good)


def _close(turn: Turn, step: Close, done: _Progress) -> None:
    t, p = turn.t, turn.p
    f = turn.factory(step.good, SECTION)
    if f.good in done.built:
        raise RuleError(said("arkwright", "the {good:term} factory was built in this action and cannot be closed in it", good=f.good), section=SECTION)
    workers, machines = f.workers, f.machines
    p.factories.remove(f)
    turn.state.fired += workers
    done.closed.add((f.good, f.level))
    turn.affected.discard(f.good)
    if workers:
        t.ledger.record(turn.pid, "workers", -workers, "arkwright.closes_factory_workers", SECTION, name=turn.name, good=f.good, count=workers)
    t.ledger.remark(turn.pid, "arkwright.closes_factory", SECTION, good=f.good, level=f.level, machines=machines)
