"""Arkwright's ledger lines in English: message code -> template (see companion/core/messages.py).

The rules write a line as `ledger.record(player, kind, amount, "arkwright.<code>", section, **params)`
(or `remark` for a note); the words are here and only here. Parameters are names and whole
numbers; the WORDS below turn a number and a good into words ("1 lamp", "3 lamps"). A second
language would be a second module like this one, with the same codes.
"""

from __future__ import annotations

from companion.core.messages import items, rows
from companion.games.arkwright.flow.self_actor import AWARDS
#: Arkwright's money, and the words of a corrected value
from companion.games.arkwright.value_words import POUNDS, VALUES  # noqa: F401 (the pack's VALUES, read as messages.VALUES)
from companion.games.arkwright.house_rules import HOUSE_RULES
from companion.games.arkwright.production.words import goods, goods_word, spaces


def _and(value: str) -> str:
    return " and ".join(items(value))


def _list(value: str) -> str:
    return ", ".join(items(value)) or "none"


def _rule_title(name: str) -> str:
    """A house rule's title, in English (a name this version does not know: the name)."""
    rule = HOUSE_RULES.get(name)
    return str(rule["title"]) if rule else name


def _sellers(value: str) -> str:
    return ", ".join(name or "the importer" for name in items(value))


SHADES = {"colored": "", "light": "light grey ", "dark": "dark grey "}


def marker_words(marker_id: str) -> str:
    """A marker of the mat by its board id ("quality_light") in words: "light grey quality"."""
    action, _, shade = marker_id.rpartition("_")
    if shade not in SHADES or not action:
        action, shade = marker_id, "colored"
    return SHADES[shade] + action.replace("_", " ")


#: where a corrected worker comes from or goes to
POOLS = {"job_market": "the job market", "fired": "the fired space", "box": "the box"}

def _pairs(value: str) -> str:
    """'1770 Royal Society, 1780 Recession': each item's fields side by side."""
    return ", ".join(" ".join(fields) for fields in rows(value))


WORDS = {
    "goods": lambda n, good: goods(n, good),
    "one": lambda good: goods(1, good),
    "good_word": lambda n, good: goods_word(int(n), good),  # the good's name alone, for a count ("lamp", "lamps")
    "spaces": spaces,
    "words": lambda name: name.replace("_", " "),
    "and": _and,
    "list": _list,
    "sellers": _sellers,
    "pool": lambda pool: POOLS[pool],
    "shade": lambda shade: SHADES[shade],
    "marker_id": marker_words,
    "pairs": _pairs,
    "portfolios": lambda value: ", ".join(f"{name} £{worth} (cash £{cash})" for name, worth, cash in rows(value)),
    # a game's house rules by their titles (an older line's "1"/"0" reads as on/off too)
    "switches": lambda value: ", ".join(f"{_rule_title(name)} ({'on' if on in ('on', '1') else 'off'})" for name, on in rows(value)),
    "mat_rows": lambda value: "; ".join(f"row {row}: {', '.join(map(marker_words, markers)) or '-'}" for row, *markers in rows(value)),
    "ships": lambda value: ", ".join(f"{count}x{capacity}" for count, capacity in rows(value)) or "none",
    "levels": lambda value: ", ".join(f"{good} {'/'.join(levels)}" for good, *levels in rows(value)),
}



MESSAGES: dict[str, str] = {
    # a nested part that reads as nothing
    "empty": "",
    # --- money and the share track (table.py, shares.py: Water Frame 7.0, Player's Book 1.1)
    "cannot_be_paid": "£{unpaid} of this cannot be paid: no share is left to sell or to lend",
    "emergency_sale": "{name} sells {sold:count/share} in an emergency sale",
    "emergency_sale_cash": "{name} receives £{value} per share for {sold:count/share}",
    # --- the Stock Exchange variant (stock_exchange.py, Player's Book 3.3)
    "stock_exchange_variant": "the Stock Exchange variant: players may buy and sell shares of the other companies",
    "holdings_round": "1760: each player, from {name}, may buy up to {most} shares of each other company",
    "holdings_pass": "{name} buys no shares of the other companies",
    "buys_holding_cash": "{name} pays £{price} a share for {count:count/share} of {company}",
    "buys_holding": "{name} takes {count:count/share} of {company} from the bank",
    "holding_bonus": "the bank pays {name} £{each} a share for {count:count/share} bought by another player (value £{value})",
    "sells_holding": "{name} sells {count:count/share} of {company} to the bank",
    "sells_holding_cash": "{name} receives £{price} a share for {count:count/share} of {company}",
    "sells_holding_reduced_cash": "{name} receives £{price} a share for {count:count/share} of {company} (space {space}, less open contracts and marker workers)",
    "buys_back_cash": "{name} pays {holder} £{price} a share to buy back {count:count/share}",
    "sells_back_cash": "{name} receives £{price} a share for {count:count/share} of {company}",
    "buys_back": "{name} buys back {count:count/share} from {holder}",
    "emergency_sale_holding": "{name} sells {sold:count/share} of {company} in an emergency sale",
    "emergency_sale_holding_cash": "{name} receives £{value} a share for {sold:count/share} of {company}",
    "emergency_sale_drop": "emergency sale: {drop:count/space} per share sold from space {space}",
    "loans_taken": "{name} takes {loans:count/loan} of £{each}",
    "loans_cash": "{name} receives £{total} in loans",
    "loans_drop": "{loans:count/loan}: {back} space back each",
    "track_end": "{stopped:msg} (stopped at space {end}, end of the track)",
    "repays_loans_cash": "{name} repays {count:count/loan} at £{price}",
    "repays_loans": "{name} repays {count:count/loan}",
    "buys_shares_cash": "{name} buys {count:count/share} at £{price}",
    "buys_shares_first_half_price": "{name} buys {count:count/share} at £{price} (first at half price)",
    "buys_shares": "{name} buys {count:count/share}",
    "sells_shares": "{name} sells {count:count/share}",
    "sells_shares_cash": "{name} sells {count:count/share} at £{price}",
    # --- the decade, the preparation round, obsolescence (flow/)
    "decade_begins": "the {decade}s begin: cycle 1 ({good:term}), economy phase",
    "decade_ends": "end of the {decade}s",
    "markers_back": "{name} takes back {count} action {count:noun/marker}",
    "luxury_refilled": "luxury goods market refilled up to level {level}: {filled:levels}",
    "obsolete_nobody": "{decade}: factories of level {levels} become obsolete; nobody runs one",
    "obsolete_factory": "{name}'s level-{level} {good:term} factory is obsolete: {workers} extra {workers:noun/worker} beside it",
    "obsolete_hires": "{name} hires {count} extra {count:noun/worker} for obsolete factories",
    "obsolete_missing_fee": "{name} pays £{fee} for each of {count:count/worker} that could not be hired",
    "founding_hires": "{name} hires {count:count/worker} from the job market to fill rows 1-2 of the {good:term} factory",
    "founds_factory": "{name} founds a level-I {good:term} factory (costs £{cost}); price £{price}, appeal {appeal}",
    "start_capital": "{name} receives £{capital} start-up capital",
    "start_shares_sold": "{name} sells {count:count/share} to the bank",
    "pays_for_factories": "{name} pays £{cost} for the {goods:and} factories",
    "picks_marker": "{name} picks the {marker:marker_id} marker",
    "second_foundation_round": "second foundation round, in reverse player order",
    "start_capital_round": "start-up capital, in reverse player order",
    # --- the set up (flow/setup.py, flow/specials.py)
    "preparation_round": "1760 preparation round: {name} founds the first factory; then clockwise",
    "players_and_start": "{count} players; {name} is the start player",
    "job_market_filled": "job market filled; {fired:count/worker} to the fired space, {box} to the box (top row first)",
    "board_laid_out": "End of Game event on the {last} space; importers on 0; 15 shares each, share value on space 10",
    "board_data": "board data: built-in revision {revision}, fingerprint {fingerprint}",
    "house_rules": "house rules: {rules:switches}",
    "mat": "special markers mat: {markers:mat_rows}; ships {ships:ships}",
    "mat_tiles": "{count} development tiles beside the mat",
    "events_laid_out": "events: {events:pairs}",
    "plays_seat": "{name} plays the {color:term} seat of the start set up",
    "receives_marker": "{name} receives the {marker:marker_id} marker",
    "receives_tile": "{name} receives the {tile:term} tile",
    "tile_works_in": "the {tile:term} works in the {good:term} factory",
    "no_special": "{name} takes no special marker",
    # --- Spinning Mule (flow/mule.py, Player's Book 3.1)
    "mule_variant": "Spinning Mule on the Spinning Jenny rules, with {modules:and}",
    "mule_no_modules": "Spinning Mule on the Spinning Jenny rules, without tiles, economy markers or events",
    "mule_stock_exchange_out": "the light grey stock exchange markers go back to the box; the other advanced markers lie on the mat",
    "mule_events_face_down": "{count:count/event} face down on the {decades:and} event spaces",
    "mule_economy_marker": "economy marker {importer}/{workers} revealed for {good:term}",
    # --- the end of the game (flow/scoring.py)
    "loses_with_loans": "{name} still has {loans:count/loan} and loses the game",
    "final_rank": "{name}: rank {rank}, portfolio £{score}",
    "final_rank_wins": "{name}: rank {rank}, portfolio £{score} - wins",
    "penalty": "{name}: {why:msg}",
    "penalty_shares": "{name} returns {lost:count/share} to the bank: {why:msg}",
    "penalty_marker_worker": "a worker still on the {good:term} factory marker",
    "penalty_contract": "the unfulfilled {good:term} contract on space {space}",
    # --- the economy phase (flow/economy.py)
    "active_good": "{decade}, cycle {cycle}: {good:term} is the active good",
    "importer_advances": "the {good:term} importer advances {spaces:count/space} to appeal {appeal}",
    "fired_return": "{count} fired {count:noun/worker} return to the job market (from the lowest empty space, right to left)",
    "fired_forfeit": "{lost} of the {count} returning {count:noun/worker} are forfeit: only {moved} could return",
    # --- the harbor (flow/harbor.py)
    "pays_harbor_workers": "{name} pays {count:count/worker} on ships and in the warehouse at {why:msg}",
    "harbor_wage": "£{wage}",
    "harbor_wage_strike": "£{wage} + £{extra} Threat of Strike",
    "returns_ship_because": "{name} returns the capacity-{capacity} ship to the mat ({why:msg})",
    "ship_lost_opium_war": "lost in the Opium War",
    "ship_crew_fired": "crew fired",
    "crew_fired": "{name}'s {crew} crew {crew:noun/worker} go to the fired workers space",
    "fires_warehouse_worker": "{name} fires the warehouse {what:term} {which:term} worker",
    # --- the stock exchange (flow/exchange.py)
    "sells_stored": "{name} sells {count} stored {good:term}",
    "sells_fixed_price": "{name} sells {count} {good:term} at the fixed price of £{price}",
    "broker_trade": "{name} may trade with the Broker",
    # --- events (flow/events.py, Water Frame 6.II)
    "event": "event of the {decade}s: {event:term}",
    "extra_event": "extra event of the {decade}s: {event:term}",
    "extra_events_variant": "an extra event at the end of every decade from 1760 to 1800",
    "self_actor_variant": "the Self-Actor variant, with {elements:list}",
    # --- the Self-Actor variant's markers (flow/steam_power.py, bonus_markers.py, competition.py; Player's Book 3.2)
    "steam_power": "{name} pays for modernizing {machines:count/machine} and ships of capacity {capacity} (£{due})",
    "steam_power_nothing": "{name} has no machine and no ship: nothing to modernize",
    "bonus_marker_moves": "{name}'s {marker:term} bonus marker: a new record of {count} goods, from space {before} to space {space}",
    "bonus_marker_at_most": "{name}'s {marker:term} bonus marker: a new record of {count} goods; it stops on space {space}, its last (from space {before})",
    "share_award_won": "{name} is the first on or past space {line} (space {space}): the {award:term} award marker",
    "share_award_won_highest": "{name} has the highest share value of those who reached space {line} (space {space}): the {award:term} award marker",
    "share_award_share": "{name} takes one of their shares from the bank with the award",
    "share_award_no_share": "the bank holds none of {name}'s shares to give with the award",
    "share_award_tie": "{names:and} reached space {line} together and are tied on space {space}: the {award:term} award marker leaves the game",
    "share_award_cannot_buy": "{name} cannot buy a share at half price (£{price}): no share in the bank or too little cash",
    "share_award_declined": "{name} does not buy a share at half price",
    "share_award_bought": "{name} buys one of their shares at half price (£{price})",
    "share_award_bought_share": "{name} takes the share bought at half price",
    "award_discarded_emergency": "{name} discards the {award:term} award marker: the emergency sale does not move the share value back",
    "award_discarded_contract": "{name} discards the {award:term} award marker: the {good:term} contract stays on space {space}",
    "shipping_award_won": "{name} is the first to deliver {need} or more goods via ship ({count}): the {award:term} award marker",
    "shipping_award_spaces": "{name} advances {spaces:count/space} with the Shipping Competition award",
    "shipping_award_tie": "{names:and} delivered {count} goods each at the same time: the {award:term} award marker leaves the game",
    "shipping_award_tie_space": "{name} advances {spaces:count/space} for the tied Shipping Competition",
    "navigation_acts_end": "Navigation Acts end: every importer advances {steps:count/space}",
    "threat_of_strike_ends": "Threat of Strike ends: wages are back to the job market's",
    "jubilee_sale_lost": "the Crown Jubilee's extra sale is lost for {names:list}",
    "bureaucracy": "the £2 row of the administration chart is blocked for the rest of the game (Administrator excepted)",
    "credit_crisis_loss": "{name} loses {pct}% of £{cash} cash",
    "credit_crisis_nothing": "{name} loses nothing ({pct}% of £{cash} rounds to £0)",
    "war_no_change": "{name}'s {good:term} distribution is already +{distribution}: no change",
    "war_raises": "{name}'s {good:term}: distribution +{distribution}, price £{price}, appeal {appeal}",
    "war_raises_highest_price": "{name}'s {good:term}: distribution +{distribution}, price £{price} (already the highest price), appeal {appeal}",
    "crown_jubilee": "next decade every player may sell one extra good once (like a patron)",
    "made_in_england_none": "{name} has no factory below +{most} distribution",
    "luddism_stops": "Luddism stops: no worker is left on the fired space or the job market",
    "luddism_worker": "{name}: a worker replaces a destroyed machine in row {row} of the {good:term} factory",
    "navigation_acts": "every importer moves back {steps:count/space} (not below 0) until the next event: {importers:pairs}",
    "opium_war": "next decade every ship carries 1 good less; at its end each owner loses a ship",
    "recession": "Recession: {name}'s share value falls {steps:count/space}",
    "royal_society": "Royal Society grant to {name}: level {level} x £{per_level} + {tiles:count/tile} x £{per_tile}",
    "social_unrest": "Social Unrest: {name} pays £{per} for each of {workers:count/worker}",
    "end_of_game": "End of the Game: a final stock exchange, then the winner",
    "threat_of_strike": "next decade every wage is £{extra} higher",
    "world_exhibition": "{taken:count/worker} leave the game (job market first, then the fired space)",
    "world_exhibition_short": "{taken:count/worker} leave the game (job market first, then the fired space); {missing} could not be found",
    "economic_crisis": "{moved} fired {moved:noun/worker} return to the job market",
    "economic_crisis_forfeit": "{moved} fired {moved:noun/worker} return to the job market; {lost} forfeit",
    # --- the start player (phases.py)
    "charisma_start_player": "{name} returns Charisma and makes {start} start player",
    "becomes_start_player": "{start} becomes start player",
    "portfolios": "portfolios: {portfolios:portfolios}; {name} names the new start player",
    "makes_start_player": "{name} makes {start} start player",
    "answer_not_needed": "answer {key} was not needed",
    # --- table corrections (corrections.py): each value corrected is a core.value_corrected line, then
    "workers_from": "{count:count/worker} from {pool:pool}",
    "workers_to": "{count:count/worker} to {pool:pool}",
    "no_worker_moved": "no worker moved",
    # --- an action: the chart (actions/apply.py)
    "places_marker": "{name} places the {marker:msg} on the £{row} row: £{cost} administrative costs{shift:msg}",
    "places_marker_again": "{name} places the {marker:msg} again on its £{row} space: £{cost} administrative costs{shift:msg}",
    "marker": "{shade:shade}{action:words} marker",
    "marker_ship": "ship (capacity {capacity}) at pier {pier}",
    "engineer_shift": ", cost chosen with the Engineer",
    "accountant_shift": ", Accountant {accountant}",
    "only_paid_counts": "only the £{paid} paid counts toward the action",
    "pays_administrative_costs": "{name} pays £{cost} administrative costs",
    # --- Self-Actor: the Reorganization marker and the new tiles (actions/reorganization.py, self_actor_tiles.py)
    "marker_reorganization": "{side:term} Reorganization marker",
    "reorganizes": "{name} places the {side:term} Reorganization marker on the £{row} space, free of charge: no main action, a special marker and a price adjustment",
    "reorganization_dark": "{name}'s Reorganization marker is turned to its dark side (it was used this round)",
    "reorganization_dark_all": "{name}'s Reorganization marker is turned to its dark side (after the {decade}s every marker is)",
    "manager_reorganization": "{name}'s Manager waives the special marker for price adjustments in {count} factories",
    "investor_bonus": "{name}'s Investor: £{bonus} for waiving {what:msg}",
    "investor_price_adjustment": "the price adjustment",
    "investor_special_marker": "the special marker",
    "manager_swaps": "{name}'s Manager: {what:msg} instead of the marker's additional action",
    "pays_harbor_workers_harbormaster": "{name} pays {count:count/worker} on ships and in the warehouse at {why:msg}, {lowered} of them £{low} with the Harbormaster: £{total}",
    "board_takes_tile": "{name} takes the returned {tile:term} tile with the Supervisory Board",
    "board_takes_ship": "{name} takes the returned capacity-{capacity} ship with the Supervisory Board",
    "reuse_fee": "{name} pays the £{fee} fee for using a placed marker again (not counted toward the action)",
    "no_reuse_fee": "no reuse fee with the Administrator",
    "skips_main_action": "{name} skips the main action",
    # --- factories (actions/factory.py)
    "builds_factory": "{name} builds a level {level} {good:term} factory for £{cost}",
    "builds_factory_developer": "{name} builds a level {level} {good:term} factory for £{cost} (£{printed} - £{discount} Developer)",
    "hires_first_row": "{name} hires {count:count/worker} for the first row of the {good:term} factory",
    "first_row_short": "only {hired} of the {need} workers of the first row could be hired: the job market and fired space are empty",
    "sets_new_price": "{name} sets the {good:term} price at £{price}: appeal {appeal}",
    "modernizes": "{name} modernizes the {good:term} factory to level {level} for £{cost}",
    "modernizes_developer": "{name} modernizes the {good:term} factory to level {level} for £{cost} (£{printed} - £{discount} Developer)",
    "up_to_date": "the {good:term} factory is up to date: its {count} extra {count:noun/worker} go to the fired space",
    "appeal_now": "{good:term} appeal is now {appeal}",
    "closes_factory_workers": "{name} closes the {good:term} factory: {count:count/worker} to the fired space",
    "closes_factory": "the {good:term} factory (level {level}) is closed: {machines:count/machine} back to the supply, quality and distribution removed, appeal 0",
    # --- development tiles and the Inventor (actions/tiles.py)
    "returns_tile": "{name} returns the {tile:term} tile ({why:msg})",
    "tile_used_up": "used {uses:count/time}",
    "tile_after_use": "after its use",
    "tile_used_in_factory_action": "used in this factory action",
    "tile_for_free_distribution": "returned for free distribution levels",
    "tile_at_most_four": "a player keeps at most four tiles",
    "tile_half_price_purchase": "used for the half-price purchase",
    "small_to_large_warehouse": "{count:goods/{good:term}} moved from the small to the large warehouse",
    "lost_no_room_large": "{count:goods/{good:term}} lost: no room in the large warehouse",
    "inventor_first_fee": "{name} pays £{fee} for the Inventor's first use",
    "uses_inventor": "{name} uses the Inventor to {what:msg} (use {use} of {uses})",
    "inventor_modernizes": "modernize the {good:term} factory beyond the current level",
    "inventor_marker": "take the {marker:marker_id} marker of the next level",
    "inventor_ship": "take the capacity-{capacity} ship of the next level",
    "keeps_inventor": "{name} pays £{fee} to keep the Inventor",
    # --- distribution, quality, prices (actions/distribution.py, quality.py, price.py)
    "raises_distribution": "{name} raises {good:term} distribution to +{distribution} ({why:msg}; appeal {appeal})",
    "distribution_cost": "£{cost}",
    "distribution_by": "{by:term}",
    "patent_bonus": "the Patent adds £{bonus} to the usable cost",
    "raises_quality": "{name} raises {good:term} quality to +{quality} (appeal {appeal})",
    "sets_price": "{name} sets the {good:term} price from £{old} to £{price}, appeal {appeal}",
    "sets_price_unspent": "{name} sets the {good:term} price from £{old} to £{price}, appeal {appeal} (£1 of unspent administrative costs)",
    # --- machines, production, workers (actions/machinery.py, production_action.py, workers.py)
    "workshop_bonus": "the Workshop adds £{bonus}: £{usable} usable",
    "puts_machines": "{name} puts {count:count/machine} in row {row} of the {good:term} factory",
    "replaced_fired": "{count} replaced {count:noun/worker} to the fired space",
    "school_moves": "the School moves {count} replaced {count:noun/worker} to the {place:msg}",
    "engineering_works": "{name}'s Engineering Works: £{per} for each of {buyer}'s {machines:count/machine}",
    "marker_worker_returns": "the worker on the {good:term} factory marker returns to the first row",
    "produces": "{name} produces {count:goods/{good:term}} in rows 1-{rows} of the {good:term} factory",
    "row_emptied": "row {row} of the {good:term} factory has no worker left: {machines:count/machine} back to the supply",
    "fires_workers": "{name} fires {count:count/worker} from the {good:term} factory",
    "moves_warehouse_workers": "{name} moves the warehouse workers: rows {rows:list}, columns {columns:list}",
    "hires_into": "{name} hires {count:count/worker} into the {place:msg}",
    "place_factory_row": "{good:term} row {row}",
    "place_warehouse_row": "warehouse row {row}",
    "place_warehouse_column": "warehouse {good:term} column",
    "last_round_marker_worker": "last round: a worker of the first {good:term} row stands on the factory marker until a production action",
    "large_to_small_warehouse": "{name} moves {count:goods/{good:term}} from the large to the small warehouse",
    "loses_warehouse_room": "{name} loses {count} {good:term}: the warehouse workers no longer open room for them",
    # --- special markers, tiles, ships, contracts (actions/special.py, ships.py, stock_exchange.py)
    "takes_tile": "{name} takes the {tile:term} tile",
    "moves_tile": "{name} moves the {tile:term} to the {good:term} factory",
    "takes_marker": "{name} takes the {marker:marker_id} marker from row {row} of the mat",
    "returns_ship": "{name} returns the capacity-{capacity} ship to the mat",
    "takes_ship": "{name} takes a ship of capacity {capacity}",
    "hires_crew": "{name} hires {crew} ship crew",
    "broker_buys_cash": "{name} buys {count:count/share} with the Broker for £{cost} (half the value of £{value})",
    "broker_buys": "{name} buys {count:count/share} with the Broker",
    "loads_ship": "{name} loads {count:goods/{good:term}} on the ship",
    "takes_contract": "{name} takes a {good:term} contract on space {space}",
    "raises_contract": "{name} raises the {good:term} contract from {old} to {space}",
    # --- production: wages (production/wages.py, Water Frame 5.III.3)
    "pays_wages": "{name} pays {bill:msg} for the {good:term} factory: -£{total}",
    "wage_bill": "{work:msg} and {machine:msg}",
    "wage_bill_work": "{work:msg}",
    "wage_bill_machines": "{machine:msg}",
    "wage_bill_nothing": "nothing",
    "wage_workers": "{workers:count/worker} at £{wage}{strike:msg}",
    "wage_foreman": "{foreman_workers:count/worker} at £{foreman_wage} (Foreman){strike:msg}",
    "wage_foreman_and_regular": "{foreman_workers:count/worker} at £{foreman_wage} (Foreman), {regular} at £{wage}{strike:msg}",
    "wage_strike": " incl. £1 Threat of Strike",
    "wage_machines": "{machines:count/machine} at £{each}",
    "wage_machines_workshop": "{machines:count/machine} for a flat £{machine_cost} (Workshop)",
    "distribution_down": "{name}'s {good:term} distribution marker goes down (+{distribution})",
    "distribution_removed": "{name}'s {good:term} distribution marker goes down (removed)",
    "appeal_below_zero": "{name}'s {good:term} appeal would fall below 0: price lowered to £{price}",
    "price_lowered": "{name}'s {good:term} price had to be lowered: -{loss:spaces}",
    # --- production: output, sales, share bonuses (production/output.py, market.py, bonuses.py, luxury.py, patron.py)
    "factory_makes": "{name}'s {good:term} factory makes {count:goods/{good:term}}",
    "school_closes_row": "{name} closes row {row} of the {good:term} factory with the School",
    "returns_extra_shifts": "{name} returns Extra Shifts to make one more good ({why:msg})",
    "extra_shifts_sold_in_england": "sold in England",
    "extra_shifts_production_action": "one more good in the production action",
    "extra_shifts_contract": "the last good of the {good:term} contract",
    "demand": "demand in England for {good:term}: {demand}",
    "sale_step": "appeal {level}: {sellers:sellers} sells {good:one}{beyond:msg}",
    "sale_step_each": "appeal {level}: {sellers:sellers} each sell {good:one}{beyond:msg}",
    "sale_beyond_demand": " ({count} beyond the demand: tied players all sell)",
    "takes_to_sell": "{name} takes {count:goods/{good:term}} from the warehouse to sell",
    "sells": "{name} sells {count:goods/{good:term}} at £{price}: +£{total}",
    "sells_with_stock": "{name} sells {count:goods/{good:term}} ({stock} from the warehouse) at £{price}: +£{total}",
    "share_bonus": "{name} {why:msg}: +{spaces:spaces}",
    "share_bonus_charisma": "{name} {why:msg} (tie won with Charisma): +{spaces:spaces}",
    "bonus_sold": "sold {count:goods/{good:term}}",
    "bonus_appeal": "has the most appealing {good:term}",
    "bonus_most": "sold the most {good:term}",
    "sells_luxury": "{name} sells {good:one} on the luxury market at reputation £{price} + £{bonus} bonus (level {level} space): +£{total}",
    "sells_one_new": "{name} sells {good:one} {to:msg} at £{price}: +£{price}",
    "sells_one_stored": "{name} sells {good:one} from the warehouse {to:msg} at £{price}: +£{price}",
    "to_the_patron": "to the Patron",
    "for_the_jubilee": "for the Crown Jubilee",
    # --- production: shipping (production/shipping.py)
    "delivers": "{name} delivers {count:goods/{good:term}} to the East India Company at £{price}: +£{revenue}",
    "contract_returns": "{name}'s {good:term} contract marker returns to the supply",
    "office_bonus": "{name}'s Office earns £{bonus} on the shipment",
    "used_ships": "{name} used {ships:count/ship}: -{loss:spaces}",
    "contract_moves_up": "{name}'s unfulfilled {good:term} contract moves up from {space} to {later}",
    "contract_unfulfilled": "{name}'s {good:term} contract stays unfulfilled on the last space {space}: -{loss:spaces}",
    # --- production: storage (production/storage.py)
    "takes_from_warehouse": "{name} takes {count:goods/{good:term}} from the warehouse",
    "stores_large": "{name} stores {count:goods/{good:term}} in the large warehouse",
    "stores_small": "{name} stores {count:goods/{good:term}} in the small warehouse (on the price scale)",
    "stores_price_scale": "{name} stores {count:goods/{good:term}} on the price scale",
    "loses_no_room": "{name} loses {count:goods/{good:term}}: no room to store them",
    "moves_small_to_large": "{name} moves {count:goods/{good:term}} from the small to the large warehouse",
    "returns_small_full": "{name} returns {count:goods/{good:term}} to the supply: the small warehouse is full",
    # --- productions only (flow/productions.py)
    "productions_only": "productions only: the table as it stands in the {decade}s at the {good:term} production (demand {demand}, importer's appeal {appeal})",
    "next_production": "next production: {good:term} in the {decade}s (demand {demand}, importer's appeal {appeal})",
    "mirrored_from_here": "from here on the game is mirrored: the {decade}s, {step:term}; enter each phase and action as usual",
}


def terms() -> tuple[str, ...]:
    """The words of the game a parameter may hold (goods, seat colours, markers, tiles, events, awards,
    where a worker comes from), for the other languages' catalogs (tools/catalogs.py); read only by the catalog
    tool and its tests, so the board is not loaded when a line is worded."""
    from companion.games.arkwright.board import base_board
    from companion.games.arkwright.components import GOODS
    from companion.games.arkwright.flow.bonus_markers import MARKERS
    from companion.games.arkwright.flow.self_actor import NAMES
    from companion.games.arkwright.phases import PHASES

    board = base_board()
    markers = [m for m in board.markers]
    return tuple(dict.fromkeys([
        *GOODS, *("blue", "red", "green", "yellow"), *(m.action for m in markers), *SHADES, *(m.id for m in markers),
        *POOLS, "row", "column", *(t.name for t in board.tiles), *(e.name for e in board.events), *AWARDS.values(),
        *(words for _field, words in MARKERS.values()), *NAMES.values(), *PHASES.progress().values(),
        # the modules of the Spinning Mule as flow/mule.py names them
        "development tiles", "economy markers", "event markers",
        # a game's house rules by their names, and whether each is on (the house-rules line)
        *HOUSE_RULES, "on", "off",
    ]))
