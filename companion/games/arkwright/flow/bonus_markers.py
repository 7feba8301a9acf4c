"""The Shipping and Home Market bonus markers of the Self-Actor variant (Player's Book 3.2).

Each player's two markers start on space 1 of the share value track and mark a personal record:
the most goods delivered to the colonies in one delivery (the ship action, or the player's shipping
in one production phase, whatever the goods and however many ships) and the most goods sold in
England in one production phase (the sale to the demand, the Patron and the Crown Jubilee). A new
record moves the marker to its number, never beyond space 10 and never back. At the end each player
adds the product of the two markers' spaces to their value. Readings: rules_notes/self_actor.md.
"""

from __future__ import annotations

from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.state import ArkwrightState, Player
from companion.games.arkwright.table import Table

SECTION = "Player's Book 3.2 Bonus Markers"
#: the two markers: Player field, the words for it
MARKERS = {"shipping": ("shipping_bonus", "shipping"), "home_market": ("home_market_bonus", "home market")}


def record(t: Table, pid: str, marker: str, goods: int) -> bool:
    """A delivery or a sale of `goods` goods: a new personal record moves the marker (at most to space 10).
    Returns whether the marker moved."""
    if not self_actor.plays(t.state, "bonus_markers"):
        return False
    field, words = MARKERS[marker]
    p = t.p(pid)
    before = getattr(p, field)
    new = min(goods, self_actor_data().bonus_markers.most)
    if new <= before:
        return False
    setattr(p, field, new)
    code = "arkwright.bonus_marker_moves" if new == goods else "arkwright.bonus_marker_at_most"
    t.ledger.remark(pid, code, SECTION, name=p.name, marker=words, count=goods, space=new, before=before)
    return True


def shipped(t: Table, pid: str, goods: int) -> None:
    """One delivery to the colonies: the goods of every contract of one ship action, or the player's shipping
    of one production phase (any goods, any number of ships)."""
    record(t, pid, "shipping", goods)


def sold_in_england(t: Table, pid: str, goods: int) -> None:
    """One production phase's sales in England: to the demand, and to the Patron or for the Crown Jubilee."""
    record(t, pid, "home_market", goods)


def bonus(state: ArkwrightState, p: Player) -> int:
    """What the two markers add to the player's value at the end: the product of their spaces (0 without them)."""
    if not self_actor.plays(state, "bonus_markers"):
        return 0
    return p.shipping_bonus * p.home_market_bonus
