"""The production phase of Arkwright (Water Frame 5.III, Spinning Jenny 5.III, Noblesse Oblige).

`phase.apply_production(state, entry)` resolves the whole phase for the active good:
output of the filled rows, the luxury goods market, the domestic sale,
Patron and Crown Jubilee, share value increases, wages and machine costs,
distribution decay, shipping and storage, then closes the cycle. The modules
are named after the rulebook's words; the functions the production and ship
actions reuse are re-exported here.
"""

from __future__ import annotations

from companion.games.arkwright.production.output import goods_of_rows, producing_rows, row_produces
from companion.games.arkwright.production.shipping import (
    Delivery,
    advance_contract,
    choose_delivery,
    deliver,
    ship_capacities,
    ships_needed,
)
from companion.games.arkwright.production.storage import Stored, stock, store_goods, take_from_stock
from companion.games.arkwright.production.wages import WageBill, pay_wages, wage_bill, wage_in_force
__all__ = [
    "Delivery",
    "Stored",
    "WageBill",
    "advance_contract",
    "choose_delivery",
    "deliver",
    "goods_of_rows",
    "pay_wages",
    "producing_rows",
    "row_produces",
    "ship_capacities",
    "ships_needed",
    "stock",
    "store_goods",
    "take_from_stock",
    "wage_bill",
    "wage_in_force",
]
