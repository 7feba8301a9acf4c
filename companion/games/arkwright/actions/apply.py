"""One turn of the action phase, start to end (Water Frame 5.II).

The current player places a marker and pays its administrative cost (the
emergency sale of Water Frame 7.0 happens inside `Table.pay`), then the main
action, then the additional action; either may be skipped, the placement may
not. A request the rules forbid is refused with the rule named, and the state
given is never changed. The turn ends with `phases.after_action`.
"""

from __future__ import annotations

from dataclasses import replace

from companion.core.decisions import Answers
from companion.core.errors import InputError, RuleError
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright import phases
from companion.games.arkwright.actions import distribution, quality
from companion.games.arkwright.actions.administration import admin_cost, resolve_marker
from companion.games.arkwright.actions.factory import factory_action
from companion.games.arkwright.actions.inputs import ActionInput, PriceAdjustment
from companion.games.arkwright.actions.machinery import machinery_action
from companion.games.arkwright.actions.price import adjust_prices
from companion.games.arkwright.actions.production_action import production_action
from companion.games.arkwright.actions import reorganization, self_actor_tiles
from companion.games.arkwright.actions.ships import required_cost, ship_action
from companion.games.arkwright.actions.special import take_special_marker
from companion.games.arkwright.actions.stock_exchange import stock_exchange_action
from companion.games.arkwright.actions.turn import Turn
from companion.games.arkwright.actions.warehouse_moves import move_goods
from companion.games.arkwright.actions.workers import workers_action
from companion.games.arkwright.flow.common import outcome_of
from companion.games.arkwright.state import ArkwrightState, PlacedMarker
from companion.games.arkwright.table import Table

SECTION = "Water Frame 5.II"
SECTION_CHART = "Water Frame 5.II.1"
SECTION_ADDITIONAL = "Water Frame 5.II.3"

MAIN_ACTIONS = {
    "factory": factory_action,
    "workers": workers_action,
    "machinery": machinery_action,
    "quality": quality.quality_action,
    "distribution": distribution.distribution_action,
    "stock_exchange": stock_exchange_action,
    "ship": ship_action,
    "production": production_action,
}


def apply_action(state: ArkwrightState, entry: ActionInput) -> Outcome:
    pid = _check_turn(state, entry.player)
    t = Table.working(state)
    turn = _place(t, pid, entry)
    move_goods(turn, entry.warehouse_moves)  # goods between the warehouses as the turn begins (Player's Book 1.8)
    before = returnable(t)
    _main(turn, entry)
    _additional(turn, entry)
    self_actor_tiles.offer_returned(t, pid, before, turn.answers)  # Self-Actor: the Supervisory Board
    turn.p.charisma_lock = False
    phases.after_action(t)
    return outcome_of(t, turn.answers)


def _check_turn(state: ArkwrightState, who: str) -> str:
    player = next((p for p in state.players if who in (p.id, p.name)), None)
    if player is None:
        raise InputError(said("arkwright", "no player {who!r}; players: {join}", who=who, join=', '.join(p.id for p in state.players)))
    current = state.current_player
    if current is None:
        raise RuleError(said("arkwright", "every player has acted in this cycle"), section=SECTION)
    if current.id != player.id:
        raise RuleError(said("arkwright", "it is {name}'s turn, not {name2}'s (clockwise from the start player)", name=current.name, name2=player.name), section=SECTION)
    return player.id


def _place(t: Table, pid: str, entry: ActionInput) -> Turn:
    p = t.p(pid)
    marker = resolve_marker(t.state, p, entry.marker)
    cost = admin_cost(t.state, p, marker, entry.row, entry.accountant, entry.engineer_cost)
    if marker.action == "ship":
        assert marker.capacity is not None
        need = required_cost(t.state, t.board, marker.capacity)
        paid = min(cost.paid, t.funds(pid))  # what the player can pay at all (rules_notes/whole_game.md)
        if paid < need:
            raise RuleError(
                said("arkwright", "a ship of capacity {capacity} sails only for administrative costs of at least £{need}; £{paid} would be paid", capacity=marker.capacity, need=need, paid=paid),
                section="Water Frame 5.II.2.7",
            )
    turn = Turn(t=t, pid=pid, marker=marker, cost=cost, answers=Answers(entry.answers))
    t.ask = turn.answers  # a payment's question (Player's Book 3.2 award discard) reads the turn's answers
    shift: dict[str, int | str] = {"shift": "arkwright.empty"}
    if entry.engineer_cost is not None:
        shift = {"shift": "arkwright.engineer_shift"}
    elif entry.accountant:
        shift = {"shift": "arkwright.accountant_shift", "accountant": f"{entry.accountant:+d}"}
    code = "arkwright.places_marker_again" if cost.reuse else "arkwright.places_marker"
    paid = t.pay(pid, cost.paid, code, SECTION_CHART, name=p.name, row=cost.row, cost=cost.paid, **marker.message(), **shift)
    if paid < cost.paid:  # the bank had no share left to lend: only what was paid counts (rules_notes/whole_game.md)
        turn.cost = replace(cost, paid=paid)
        t.ledger.remark(pid, "arkwright.only_paid_counts", SECTION_CHART, paid=paid)
    if cost.reuse:
        if cost.fee:
            t.pay(pid, cost.fee, "arkwright.reuse_fee", SECTION_CHART, name=p.name, fee=cost.fee)
        else:
            t.ledger.remark(pid, "arkwright.no_reuse_fee", "Player's Book 1.8 Administrator")
    else:
        p.placed.append(PlacedMarker(marker=marker.id, row=cost.row))
    return turn


def returnable(t: Table) -> tuple:
    """The tiles and ships in the common supply, to see what a turn returned to it."""
    return list(t.state.mat.tiles), dict(t.state.mat.ships)


def _main(turn: Turn, entry: ActionInput) -> None:
    main = entry.main
    if turn.marker.action == "reorganization":  # Self-Actor: no main action, a price adjustment (Player's Book 3.2)
        reorganization.reorganize(turn, main, entry.additional)
        return
    if main is None:
        turn.t.ledger.remark(turn.pid, "arkwright.skips_main_action", SECTION, name=turn.name)
        _spare_without_main(turn)
        return
    if main.action != turn.marker.action:
        raise RuleError(said("arkwright", "the {marker:msg} carries out the {action:words} action, not {main:words}", **{**turn.marker.message(), "action": turn.marker.action, "main": main.action}), section=SECTION_CHART)
    MAIN_ACTIONS[main.action](turn, main)


def _spare_without_main(turn: Turn) -> None:
    if turn.marker.action == "quality":
        turn.spare = quality.spare_after(turn, 0)
    elif turn.marker.action == "distribution":
        turn.spare = distribution.budget(turn, None)


def _additional(turn: Turn, entry: ActionInput) -> None:
    extra = entry.additional
    kind = turn.marker.additional
    if extra is None:
        if kind != "none":
            self_actor_tiles.investor_bonus(turn, kind)  # Self-Actor: the Investor (Player's Book 3.2)
        return
    if kind == "none":
        raise RuleError(said("arkwright", "the {marker:msg} has no additional action", **turn.marker.message()), section="Spinning Jenny 5.II.3")
    manager = turn.p.has("manager") and turn.marker.action != "reorganization"  # Self-Actor: the Manager (3.2)
    if isinstance(extra, PriceAdjustment):
        if kind != "price_adjustment":
            if not manager:
                raise RuleError(said("arkwright", "the {marker:msg}'s additional action is taking a special marker, not a price adjustment", **turn.marker.message()), section=SECTION_ADDITIONAL)
            self_actor_tiles.manager_swap(turn, entry.main, "price_adjustment")
            self_actor_tiles.manager_prices(turn, entry.main, extra.prices)
        adjust_prices(turn, extra.prices)
        return
    if kind != "special_marker":
        if not manager:
            raise RuleError(said("arkwright", "the {marker:msg}'s additional action is a price adjustment, not a special marker", **turn.marker.message()), section=SECTION_ADDITIONAL)
        self_actor_tiles.manager_swap(turn, entry.main, "special_marker")
    take_special_marker(turn.t, turn.pid, extra, turn.answers)
