"""Union Stockyards' ledger lines in English: message code -> template (see companion/core/messages.py).

The rules write a line as `ledger.record(player, kind, amount, "union_stockyards.<code>", section, **params)`
(or `remark` for a note); the words are here and only here. Parameters are whole numbers and
plain names (a player, a livestock type, an action space, a Year card, a party, as the board
data names them). A second language would be a second module like this one, with the same codes.
"""

from __future__ import annotations

from companion.core.edit import Keyed, ValueWords, money, whole
from companion.core.wording import said
from companion.games.union_stockyards.board import BOARD


def _signed(value: int | str) -> str:
    """A change with its sign: +1, 0 as +0, -2."""
    return f"{value:+d}" if isinstance(value, int) else str(value)


WORDS = {"signed": _signed, "party": BOARD.base.names.party}

#: the money of the game
DOLLARS = money("$")

#: the words of a corrected value (core/edit.py): "Ann's cash corrected to $12"
VALUES = ValueWords({
    "players.*.cash": DOLLARS,
    "players.*.low_morale": lambda n: said("union_stockyards", "{n:count/Low Morale token}", n=whole(n)),
    "prices.*": DOLLARS,
    "meat_values.*": DOLLARS,
    "yard.*": Keyed(lambda n, kind: said("union_stockyards", "{n} {kind:term}", n=whole(n), kind=kind)),
    "year": lambda year: said("union_stockyards", "year {n}", n=whole(year)),
    # the parties as the screens name them (seed 002 names none: "the first party", notes.md)
    "party": lambda party: said("union_stockyards", "{party:party}", party=str(party)),
}, fields={"players.*.cash": lambda _seat: said("union_stockyards", "cash"),
           "year": lambda: said("union_stockyards", "year"),
           "party": lambda: said("union_stockyards", "party in office"),
           "prices.*": lambda kind: said("union_stockyards", "{kind:term} price", kind=kind),
           "meat_values.*": lambda kind: said("union_stockyards", "{kind:term} meat value", kind=kind),
           "yard.*": lambda kind: said("union_stockyards", "{kind:term} in the Yard", kind=kind),
           "players.*.picket": lambda _seat: said("union_stockyards", "worker on the Picket Line"),
           "players.*.low_morale": lambda _seat: said("union_stockyards", "Low Morale tokens")})

MESSAGES: dict[str, str] = {
    # set up (setup.py)
    "new_game": "new game for {count} players; {name} starts",
    "follows_placement": "{count:count/worker} each; the companion follows the worker placement",
    "follows_placement_own": "each player's own number of workers; the companion follows the worker placement",
    "workers_own": "places {count:count/worker} a year",
    # Phase I: livestock, the Year card, Union Spirit, the strike (year.py, cards.py)
    "livestock_arrive": "{count} {kind:term} added to the Yard (price {price}, {players} players; {total} there now)",
    "livestock_counted": "{count} {kind:term} added to the Yard (counted at the table; {total} there now)",
    "year_card": "Year {year} card: {card:term}",
    "card_price": "{card:term}: {kind:term} price {before} -> {after}",
    "card_meat_value": "{card:term}: {kind:term} meat value {before} -> {after}",
    "card_livestock": "{card:term}: {count} more {kind:term} into the Yard",
    "card_blocks": "{card:term}: {space:term} is blocked this year",
    "card_opens": "{card:term}: {space:term} is open this year",
    "union_spirit": "Union Spirit {before} -> {after}",
    "card_no_strike": "Union Spirit {spirit}, but {card:term} says no strike this year (the card takes precedence)",
    "no_strike": "Union Spirit {spirit}: no strike",
    "strike": "Union Spirit {spirit}: strike! (Union Spirit stays where it is)",
    "low_morale": "takes a Low Morale token",
    "already_picketing": "already has a worker on the Picket Line (at most one)",
    "pickets": "puts a worker on the Picket Line until the end of the year",
    "first_to_place": "Phase II: {name} places the first worker",
    "nobody_to_place": "Phase II: nobody has a worker to place",
    # Phase II: the worker placement (placement.py)
    "places": "places a worker on {space:term}",
    "places_for": "places a worker on {space:term} ({kind:term})",
    "pays_for": "pays for {space:term}",
    "advertises": "advertises {kind:term}: meat value {before} -> {after}",
    "campaigns": "campaigns: takes the First Player marker and chooses the party in Phase III",
    "done_at_table": "{space:term}: its action is done at the table",
    "places_next": "{name} places next",
    # buildings and labor contracts (works.py)
    "pays_building": "pays for the {building:term}",
    "builds": "builds the {building:term}",
    "building_meat_value": "{building:term}: {kind:term} meat value {before} -> {after}",
    "pays_contract": "pays for the {contract:term} labor contract",
    "signs": "signs the {contract:term} labor contract",
    "contract_pays": "the {contract:term} labor contract pays",
    "contract_spirit": "{contract:term}: Union Spirit {before} -> {after}",
    "all_placed": "every available worker is placed",
    # sales and prices (markets.py)
    "sells": "sells {count} {kind:term}: meat value {meat} - livestock price {price} = margin {each} each",
    "price_adjusts": "{kind:term}: {left} left in the Yard, price {before} -> {after} ({change:signed})",
    "price_adjusts_stopped": "{kind:term}: {left} left in the Yard, price {before} -> {after} ({change:signed}) (the track stops at {after})",
    # Phase III: election, clean-up, the end (year.py)
    "workers_back": "the workers come back from the action spaces",
    "nobody_campaigned": "nobody campaigned: the First Player marker and the party stay",
    "campaigned": "campaigned: takes the First Player marker; {party:party} holds office next year",
    "picket_back": "the worker on the Picket Line comes back",
    "game_over": "the end of year {year}: the game is over; count the final scores",
}


def terms() -> tuple[str, ...]:
    """The words of the game a parameter may hold (livestock, action spaces, Year cards, buildings,
    labor contracts, parties), for the other languages' catalogs (tools/catalogs.py)."""
    base = BOARD.base
    return tuple(dict.fromkeys([
        *base.names.livestock, *(s.name for s in base.spaces), *(s.area for s in base.spaces if s.area), *(c.name for c in base.year_cards),
        *(b.name for b in base.buildings), *(c.name for c in base.contracts), *base.names.parties,
    ]))
