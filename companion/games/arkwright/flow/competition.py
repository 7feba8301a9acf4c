"""The Competition award markers of the Self-Actor variant (Player's Book 3.2).

Share Value Competition: the first player whose share value indicator reaches space 25 or beyond takes one
of their shares from the bank and the award. Several players reaching it in the same phase: the highest
share value once the whole phase is done (shipping included) wins; still tied, the award leaves the game
and each tied player may buy one of their shares at once at half its price, rounded up. Its owner may
discard it instead of moving back for an emergency share sale (asked by the table's emergency sale:
`self_actor.discards_share_award_in_emergency`).

Shipping Competition: the first player to deliver 6 or more goods via ship takes the award and moves
2 spaces up. Several at the same time (one production phase's shipping): the most goods wins; still
tied, each moves 1 space up and the award leaves the game. Its owner may discard it so that one of their
unfulfilled contracts does not climb. Readings: rules_notes/self_actor.md; numbers: data/self_actor.toml.
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.core.decisions import Answers
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.production.shipping import next_contract_space
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION_SHARE = self_actor.SECTION_SHARE_VALUE
SECTION_SHIPPING = "Player's Book 3.2 Shipping Competition"
AWARDS = self_actor.AWARDS


def holder(state: ArkwrightState, award: str) -> str | None:
    """The player holding the award marker, or None."""
    return next((p.id for p in state.players if award in p.awards), None)


def still_open(state: ArkwrightState, award: str) -> bool:
    """The award marker still waits on its space: the game plays the Competition, nobody won it, it was not removed."""
    return (self_actor.plays(state, "competition") and holder(state, award) is None
            and award not in state.awards_removed)


def _seated(state: ArkwrightState, pids: Iterable[str]) -> list[str]:
    chosen = set(pids)
    return [p.id for p in state.turn_order() if p.id in chosen]


def _remove(t: Table, award: str, code: str, section: str, **params: int | str) -> None:
    t.state.awards_removed.append(award)
    t.ledger.remark(None, code, section, award=AWARDS[award], **params)


# --- Share Value Competition ------------------------------------------------------------


def at_or_past(t: Table) -> list[str]:
    """Players whose indicator stands on or past the award's space while the award is still open."""
    if not still_open(t.state, "share_value"):
        return []
    line = self_actor_data().competition.share_space
    return [p.id for p in t.state.turn_order() if p.share_space >= line]


def share_value_award(t: Table, answers: Answers, reached: Iterable[str] = ()) -> None:
    """After a phase (or a turn): who reached space 25 in it takes the award; ties as the text says."""
    if not still_open(t.state, "share_value"):
        return
    candidates = _seated(t.state, [*reached, *at_or_past(t)])
    if not candidates:
        return
    best = max(t.p(pid).share_space for pid in candidates)
    top = [pid for pid in candidates if t.p(pid).share_space == best]
    if len(top) == 1:
        _win_share_value(t, top[0], tied=len(candidates) > 1)
        return
    names = joined(t.name(pid) for pid in top)
    _remove(t, "share_value", "arkwright.share_award_tie", SECTION_SHARE, names=names, space=best,
            line=self_actor_data().competition.share_space)
    for pid in top:
        _offer_half_price_share(t, pid, answers)


def _bank_has_a_share(t: Table, pid: str) -> bool:
    p = t.p(pid)
    return p.shares + p.loans + t.held_by_others(pid) < t.board.rules.shares_per_company


def _win_share_value(t: Table, pid: str, tied: bool) -> None:
    p = t.p(pid)
    p.awards.append("share_value")
    code = "arkwright.share_award_won_highest" if tied else "arkwright.share_award_won"
    t.ledger.remark(pid, code, SECTION_SHARE, name=p.name, award=AWARDS["share_value"], space=p.share_space,
                    line=self_actor_data().competition.share_space)
    if _bank_has_a_share(t, pid):
        p.shares += 1
        t.ledger.record(pid, "shares", 1, "arkwright.share_award_share", SECTION_SHARE, name=p.name)
    else:
        t.ledger.remark(pid, "arkwright.share_award_no_share", SECTION_SHARE, name=p.name)


def half_price(t: Table, pid: str) -> int:
    """Half the price of one of the player's shares, rounded up (Player's Book 3.2)."""
    return -(-t.buy_price(pid) // 2)


def _offer_half_price_share(t: Table, pid: str, answers: Answers) -> None:
    """A tied player may buy one of their shares at half price, if the bank has one and their cash covers it."""
    p = t.p(pid)
    price = half_price(t, pid)
    if not _bank_has_a_share(t, pid) or p.cash < price:
        t.ledger.remark(pid, "arkwright.share_award_cannot_buy", SECTION_SHARE, name=p.name, price=price)
        return
    buy = answers.ask(
        f"share_award_buy:{pid}",
        said("arkwright", "{name}: the tie removed the Share Value Competition award; buy one of your shares at half price?", name=p.name),
        [(True, said("arkwright", "yes: buy 1 share for £{price}", price=price)), (False, said("arkwright", "no"))],
        player=pid, section=SECTION_SHARE, default=True,
    )
    if not buy:
        t.ledger.remark(pid, "arkwright.share_award_declined", SECTION_SHARE, name=p.name)
        return
    t.pay(pid, price, "arkwright.share_award_bought", SECTION_SHARE, forced=False, name=p.name, price=price)
    p.shares += 1
    t.ledger.record(pid, "shares", 1, "arkwright.share_award_bought_share", SECTION_SHARE, name=p.name)


# --- Shipping Competition ---------------------------------------------------------------


def shipping_award(t: Table, shipped: dict[str, int]) -> None:
    """Deliveries made at the same time (one ship action, or one production phase's shipping): 6 or more goods."""
    if not still_open(t.state, "shipping"):
        return
    need = self_actor_data().competition.shipping_goods
    candidates = {pid: n for pid, n in shipped.items() if n >= need}
    if not candidates:
        return
    most = max(candidates.values())
    top = _seated(t.state, [pid for pid, n in candidates.items() if n == most])
    numbers = self_actor_data().competition
    if len(top) == 1:
        p = t.p(top[0])
        p.awards.append("shipping")
        t.ledger.remark(p.id, "arkwright.shipping_award_won", SECTION_SHIPPING, name=p.name, count=most,
                        award=AWARDS["shipping"], need=need)
        t.move(p.id, numbers.shipping_spaces, "arkwright.shipping_award_spaces", SECTION_SHIPPING, name=p.name,
               spaces=numbers.shipping_spaces)
        return
    _remove(t, "shipping", "arkwright.shipping_award_tie", SECTION_SHIPPING, names=joined(t.name(pid) for pid in top), count=most)
    for pid in top:
        t.move(pid, numbers.shipping_tie_spaces, "arkwright.shipping_award_tie_space", SECTION_SHIPPING, name=t.name(pid),
               spaces=numbers.shipping_tie_spaces)


def spares_contract(t: Table, pid: str, good: str, answers: Answers) -> bool:
    """An unfulfilled contract of the award's owner is about to climb: discard the award to keep it where it is?"""
    p = t.p(pid)
    space = p.contracts.get(good)
    if "shipping" not in p.awards or space is None:
        return False
    later = next_contract_space(t, space)
    if later is None:
        return False
    keep = answers.ask(
        f"shipping_award_discard:{pid}:{good}",
        said("arkwright", "{name}: discard the Shipping Competition award so your {good:term} contract stays on space {space}?", name=p.name, good=good, space=space),
        [(False, said("arkwright", "no: keep the award; the contract climbs to space {later}", later=later)),
         (True, said("arkwright", "yes: discard the award; the contract stays on space {space}", space=space))],
        player=pid, section=SECTION_SHIPPING, default=False,
    )
    if not keep:
        return False
    p.awards.remove("shipping")
    _remove(t, "shipping", "arkwright.award_discarded_contract", SECTION_SHIPPING, name=p.name, good=good, space=space)
    return True
