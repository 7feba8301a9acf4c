"""Sales beside England's demand: the Patron and the Crown Jubilee.

Player's Book 1.8 Patron: right after the regular sale the owner of the
patron of the active good may sell one more good of it, whatever the appeal
and demand, at the own price, from the new production or the warehouse.
Player's Book 1.9 Crown Jubilee: during the decade after the event each
player may once make such a sale (`player.jubilee_sale` marks it unused).
Both count as regular sales for the share value (Water Frame 5.III.2).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.wording import said
from companion.games.arkwright.production.output import Producer
from companion.games.arkwright.production.storage import stock, take_goods
from companion.games.arkwright.state import Player
from companion.games.arkwright.table import Table

SECTION_PATRON = "Player's Book 1.8 Patron"
SECTION_JUBILEE = "Player's Book 1.9 Crown Jubilee"


def extra_offers(p: Player, good: str) -> list[tuple[str, bool]]:
    """The sales beside the demand this player is offered, in order: (decision id, the usual answer)."""
    out = []
    if p.has(f"patron_{good}"):
        out.append((f"patron:{p.id}", True))
    if p.jubilee_sale:
        out.append((f"jubilee:{p.id}", False))
    return out


def extra_sales(t: Table, good: str, producers: list[Producer], answers: Answers) -> None:
    """Offer the Patron sale, then the Crown Jubilee sale, to each player in turn order."""
    for pr in producers:
        p = t.p(pr.pid)
        for key, _usual in extra_offers(p, good):
            if not _available(t, good, pr):
                break
            if key.startswith("patron:"):
                if _ask(t, good, pr, answers, key, said("arkwright", "sell one more to the Patron"), SECTION_PATRON):
                    _sell_one(t, good, pr, "arkwright.to_the_patron", SECTION_PATRON)
            elif _ask(t, good, pr, answers, key, said("arkwright", "use the Crown Jubilee sale now (once this decade)"), SECTION_JUBILEE):
                p.jubilee_sale = False
                _sell_one(t, good, pr, "arkwright.for_the_jubilee", SECTION_JUBILEE)


def _available(t: Table, good: str, pr: Producer) -> int:
    return pr.left + stock(t.p(pr.pid), good)


def _ask(t: Table, good: str, pr: Producer, answers: Answers, id: str, what: str, section: str) -> bool:
    p = t.p(pr.pid)
    price = pr.factory.price
    return answers.ask(
        id,
        said("arkwright", "{name}: {what}?", name=p.name, what=what),
        [(False, said("arkwright", "no")), (True, said("arkwright", "yes: sell 1 {good:term} at £{price}", good=good, price=price))],
        player=pr.pid,
        section=section,
    )


def _sell_one(t: Table, good: str, pr: Producer, to: str, section: str) -> None:
    """New production first (what is left would need storage), else a stored good."""
    from_new, _ = take_goods(t, pr.pid, good, 1, pr.left)
    pr.left -= from_new
    pr.extra += 1
    p = t.p(pr.pid)
    price = pr.factory.price
    t.receive(pr.pid, price, "arkwright.sells_one_new" if from_new else "arkwright.sells_one_stored", section, name=p.name, good=good, to=to, price=price)
