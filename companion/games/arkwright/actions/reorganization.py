"""The Reorganization action marker of the Self-Actor variant (Player's Book 3.2 "Action Marker – Reorganization").

Each player has one, placed like the other action markers but free of charge on any space of the
administration table. It has no main action: it gives both additional actions instead, taking a special
marker and a price adjustment in any of the player's factories — one factory on its light side, all of
them on its dark side. At the end of a round in which it was used it is flipped to its dark side; after
the 1790 decade every player's marker is dark. With the Manager, the light side may waive the special
marker for price adjustments in two factories (Player's Book 3.2 Manager).
The numbers are in `data/self_actor.toml`.
"""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.wording import said
from companion.games.arkwright.actions.administration import REORGANIZATION as MARKER
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.state import ArkwrightState, Player

SECTION = "Player's Book 3.2 Reorganization"
SECTION_MANAGER = "Player's Book 3.2 Manager"


def in_play(state: ArkwrightState) -> bool:
    return self_actor.plays(state, "reorganization")


def side(player: Player) -> str:
    return "dark" if player.reorganization_dark else "light"


def price_limit(state: ArkwrightState, player: Player, waives_special: bool) -> int:
    """How many factories may change price: one on the light side (two with the Manager when the special
    marker is waived), every factory on the dark side."""
    if player.reorganization_dark:
        return len(player.factories)
    data = self_actor_data()
    if waives_special and player.has("manager"):
        return data.manager.reorganization_factories
    return data.reorganization.light_factories


def reorganize(turn, main, additional) -> None:
    """The Reorganization marker's turn: the price adjustment half of it (the special marker follows as the
    additional action); `main` is the entry's reorganization record or None, `additional` the special marker."""
    from companion.games.arkwright.actions.inputs import PriceAdjustment, ReorganizationMain
    from companion.games.arkwright.actions.price import adjust_prices
    from companion.games.arkwright.actions.self_actor_tiles import investor_bonus

    t, p = turn.t, turn.p
    if main is not None and not isinstance(main, ReorganizationMain):
        raise RuleError(said("arkwright", "the Reorganization marker carries out no main action ({main:words}): it gives a special marker and a price adjustment instead", main=main.action), section=SECTION)
    if isinstance(additional, PriceAdjustment):
        raise RuleError(said("arkwright", "with the Reorganization marker the prices are adjusted in its own step, and its additional action is taking a special marker"), section=SECTION)
    prices = dict(main.prices) if main is not None else {}
    t.ledger.remark(turn.pid, "arkwright.reorganizes", SECTION, name=p.name, side=side(p), row=turn.cost.row)
    limit = price_limit(turn.state, p, waives_special=additional is None)
    if len(prices) > limit:
        if not p.reorganization_dark and additional is None and not p.has("manager"):
            why = said("arkwright", "; two factories only with the Manager, waiving the special marker")
        elif not p.reorganization_dark and p.has("manager") and additional is not None:
            why = said("arkwright", "; the Manager adjusts two only when the special marker is waived")
        else:
            why = ""
        raise RuleError(said("arkwright", "the light side of the Reorganization marker adjusts prices in {limit:count/factory|factories}, not {n}{why}", limit=limit, n=len(prices), why=why),
                        section=SECTION_MANAGER if "Manager" in why else SECTION)
    if not prices:
        investor_bonus(turn, "price_adjustment")
        return
    if len(prices) > self_actor_data().reorganization.light_factories and not p.reorganization_dark:
        t.ledger.remark(turn.pid, "arkwright.manager_reorganization", SECTION_MANAGER, name=p.name, count=len(prices))
    turn.affected.update(prices)  # no main action: any of the player's factories may be chosen
    adjust_prices(turn, prices)


def flip_used(t) -> None:
    """As the action markers return at the end of a round: a used marker turns to its dark side; after the
    1790 decade every player's marker does (Player's Book 3.2)."""
    s = t.state
    if not in_play(s):
        return
    every = s.decade >= self_actor_data().reorganization.all_dark_after
    for p in s.players:
        if p.reorganization_dark:
            continue
        if every or any(pm.marker == MARKER for pm in p.placed):
            p.reorganization_dark = True
            if every:
                t.ledger.remark(p.id, "arkwright.reorganization_dark_all", SECTION, name=p.name, decade=s.decade)
            else:
                t.ledger.remark(p.id, "arkwright.reorganization_dark", SECTION, name=p.name)


def buys(state: ArkwrightState, player: Player) -> dict:
    """What the marker gives, for the legal actions listing."""
    n = price_limit(state, player, waives_special=False)
    manager = 0 if player.reorganization_dark or not player.has("manager") else self_actor_data().manager.reorganization_factories
    text = (said("arkwright", "no main action: a price adjustment in every factory") if player.reorganization_dark
            else said("arkwright", "no main action: a price adjustment in one factory") if n == 1
            else said("arkwright", "no main action: a price adjustment in {n} factories", n=n))
    if manager:
        text = said("arkwright", "{text} ({manager} with the Manager, waiving the special marker)", text=text, manager=manager)
    return {"side": side(player), "prices": n, "prices_manager": manager,
            "factories": [f.good for f in player.factories], "prices_now": {f.good: f.price for f in player.factories}, "text": text}
