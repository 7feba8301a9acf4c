"""A turn entered by taps alone through the Arkwright action form's own functions, without a screen.

`enter(state, player, entry)` finds the marker's row in `legal_actions`, then
makes the taps that say the entry's main and additional action: each tap is a
chip the form offers (`choices`) or a stepper it shows (`visible_numbers`, in
`number_ranges`), changed through `after_tap` exactly as the form changes it,
in an order the form allows (a tap not offered yet waits for the others). The
Inventor's fee is a chip too (`inventor_fees`), and the goods moved between the
warehouses are steppers of every marker's form (`move_goals`). It
returns the entry the form then makes (`turn_entry`), or raises `NotOffered`
naming what the form could not say. Used by test_every_turn.py.
"""

from __future__ import annotations

from typing import Any

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.actions.inputs import ActionInput
from companion.games.arkwright.board import GOODS
from companion.ui.arkwright.action_forms import (after_tap, choices, filled, form_problems, goods_moves_entry, main_entry, number_ranges, price_ranges, problems, visible_numbers,
                                                 with_defaults)
from companion.ui.arkwright.actions import payers, turn_entry
from companion.ui.arkwright.tiles import inventor_fees, special_entry, special_menu


class NotOffered(AssertionError):
    """A part of an accepted move the form has no tap for."""


STEP_ORDER = {"close": 0, "build": 1, "modernize": 2}


def canonical(entry: dict) -> dict:
    """The entry as the rules read it, with nothing the order or a default changes: pieces hired into one place
    summed, factory steps in the form's order (closes, then builds, then modernizations, by good), no answers."""
    fees = {k: v for k, v in (entry.get("answers") or {}).items() if k.startswith("inventor:")}  # the Inventor's fee: a field of the move
    e = ActionInput.model_validate({k: v for k, v in entry.items() if k != "answers"}).model_dump(mode="json", exclude_defaults=True)
    main = e.get("main")
    if main is not None and (set(main) == {"action"} or main == {"action": "distribution", "patent": "bonus"}):
        main = None  # a main action with nothing in it is the main action skipped (the Patent's bonus spent on no level too)
        e.pop("main")
    if main and main.get("action") == "factory":
        if all(s["do"] == "close" for s in main["steps"]):
            main.pop("developer", None)  # no factory built or modernized: the Developer is not used
        main["steps"] = sorted(main["steps"], key=lambda s: (STEP_ORDER[s["do"]], GOODS.index(s["good"])))
    if main and main.get("action") in ("workers", "machinery"):
        for key in ("hire", "machines", "school"):  # the School's machines moved: in any order
            if key in main:
                summed: dict[tuple, int] = {}
                for place in main[key]:
                    where = tuple(sorted((k, v) for k, v in place.items() if k != "count"))
                    summed[where] = summed.get(where, 0) + place.get("count", 1)
                main[key] = sorted(({**dict(w), "count": n} for w, n in summed.items()), key=str)
        if "warehouse" in main:
            main["warehouse"]["columns"] = sorted(main["warehouse"].get("columns", []), key=GOODS.index)
        if "fire" in main:
            main["fire"] = sorted(main["fire"], key=lambda f: GOODS.index(f["good"]))
    if main and main.get("action") == "ship":
        main["contracts"] = sorted(main["contracts"], key=GOODS.index)
    if "warehouse_moves" in e:  # goods between the warehouses: to the large one first, by good
        e["warehouse_moves"] = sorted(e["warehouse_moves"], key=lambda m: (m["to"] != "large", GOODS.index(m["good"])))
    return ActionInput.model_validate(e).model_dump(mode="json", exclude_defaults=True) | (
        {"main": main} if main is not None else {}) | ({"answers": fees} if fees else {})


def _place_goals(prefix: str, chip: str, places: list[dict], rows: dict, house: dict | None) -> list[tuple[str, Any]]:
    """The taps that put these pieces: per factory (or the warehouse) its chip, then each of its rows' steppers."""
    wanted: dict[str, dict[str, int]] = {}
    for place in places:
        if place.get("warehouse") == "row":
            wanted.setdefault("warehouse", {})[f"{prefix}_warehouse_row_{place['row']}"] = 1
        elif place.get("warehouse") == "column":
            wanted.setdefault("warehouse", {})[f"{prefix}_warehouse_column_{place['good']}"] = 1
        else:
            g, k = place["good"], f"{prefix}_{place['good']}_{place['row']}"
            wanted.setdefault(g, {})[k] = wanted.get(g, {}).get(k, 0) + place.get("count", 1)
    out: list[tuple[str, Any]] = []
    house = house or {}
    for g, counts in wanted.items():
        out.append((chip, g))
        every = ({f"{prefix}_{g}_{r}": 0 for r in rows.get(g, {})} if g != "warehouse" else
                 {**{f"{prefix}_warehouse_row_{r}": 0 for r in house.get("rows", [])},
                  **{f"{prefix}_warehouse_column_{c}": 0 for c in house.get("columns", [])}})
        out += [(k, str(n)) for k, n in {**every, **counts}.items()]
    return out


def goals(option: dict, main: dict | None, player) -> list[tuple[str, Any]]:
    """The fields (and values) that say `main` in the form, in the order a player would tap them."""
    if main is None:
        return []
    action, buys = main["action"], option.get("buys", {})
    out: list[tuple[str, Any]] = []
    if action == "factory":
        steps: dict[str, list[dict]] = {}
        for s in main["steps"]:
            steps.setdefault(s["good"], []).append(s)
        for g, said in steps.items():
            kinds = [s["do"] for s in said]
            if kinds == ["close"]:
                out.append((f"step_{g}", "close"))
            elif kinds[0] == "build" and all(k == "modernize" for k in kinds[1:]):
                top = said[-1].get("to", said[0]["level"])
                out += [(f"step_{g}", "build"), (f"level_{g}", str(top)), (f"price_{g}", str(said[0]["price"]))]
            elif kinds == ["close", "build"]:
                out += [(f"step_{g}", "rebuild"), (f"level_{g}", str(said[1]["level"])), (f"price_{g}", str(said[1]["price"]))]
            elif kinds == ["modernize"]:
                out += [(f"step_{g}", "modernize"), (f"level_{g}", str(said[0]["to"]))]
            else:
                raise NotOffered(f"factory steps {kinds} for {g} in one action")
        if buys.get("developer") and any(s["do"] != "close" for s in main["steps"]):
            out.append(("developer", "use" if main.get("developer") else "keep"))
        elif main.get("developer") and not buys.get("developer"):
            raise NotOffered("the Developer where the listing offers none")
    elif action in ("workers", "machinery"):
        if action == "workers":
            out += [(f"fire_{f['good']}", str(f["count"])) for f in main.get("fire", [])]  # firing comes first
            out += _place_goals("hire", "hire_good", main.get("hire", []), buys.get("rows", {}), buys.get("warehouse"))
        else:
            out += _place_goals("machines", "good", main.get("machines", []), buys.get("rows", {}), None)
            school = buys.get("school") or {}
            if main.get("school") and not school:
                raise NotOffered("School places where the listing offers none")
            out += _place_goals("school", "school_good", main.get("school", []), school.get("rows", {}), school.get("warehouse"))
        if main.get("warehouse") is not None:
            layout = buys.get("layout") or {}
            if not layout:
                raise NotOffered("warehouse workers moved where the listing has none")
            rows, columns = main["warehouse"].get("rows", [False, False]), main["warehouse"].get("columns", [])
            out = [(f"layout_row_{k + 1}", "1" if on else "0") for k, on in enumerate(rows)] + [
                (f"layout_column_{g}", "1" if g in columns else "0") for g in GOODS] + out  # moved before hiring
    elif action == "quality":
        out += [(g, str(n)) for g, n in main.get("levels", {}).items() if n]
    elif action == "distribution":
        if buys.get("patent_bonus"):
            out.append(("patent", main.get("patent") or "none"))
        elif main.get("patent"):
            raise NotOffered("the Patent where the listing offers none")
        out += [(g, str(n)) for g, n in main.get("levels", {}).items() if n]
        out += [(f"free_{g}", str(n)) for g, n in main.get("patent_levels", {}).items() if n]
    elif action == "stock_exchange":
        out += [(k, str(main[k])) for k in ("repay", "buy", "sell") if main.get(k)]
        out += [(f"sell_goods_{g}", str(n)) for g, n in main.get("sell_goods", {}).items() if n]
        out += [(f"contract_{g}", str(s)) for g, s in main.get("contracts", {}).items()]
        # the Stock Exchange variant (Player's Book 3.3): a stepper per company and per holder
        out += [(f"{prefix}{c}", str(n)) for field, prefix in (("sell_others", "sell_others_"), ("buy_others", "buy_others_"), ("buy_back", "buy_back_"))
                for c, n in main.get(field, {}).items() if n]
    elif action == "ship":
        out += [(f"ship_{g}", "yes") for g in main["contracts"]]
        out += [(f"agent_{g}", str(n)) for g, n in main.get("agent", {}).items()]
    elif action == "reorganization":  # Self-Actor (Player's Book 3.2): a price stepper per factory
        out += [(f"price_{g}", str(n)) for g, n in main.get("prices", {}).items()]
    elif action == "production":
        out += [("good", main["good"]), ("rows", str(main["rows"]))] + ([("extra_shifts", "yes")] if main.get("extra_shifts") else [])
    return out


def move_goals(entry: dict) -> list[tuple[str, Any]]:
    """The steppers that say the goods moved between the warehouses: those to the large one first (they free the small one)."""
    moves = sorted(entry.get("warehouse_moves") or [], key=lambda m: m["to"] != "large")
    return [(f"move_{m['to']}_{m['good']}", str(m["count"])) for m in moves]


def _offered(action, state, player, option, values, key, value) -> bool:
    spans = number_ranges(action, state, player, option, values)
    opts = choices(action, state, player, option, values)
    if key in opts:
        return value in [k for k, _t in opts[key]]
    if key in visible_numbers(action, values, spans):
        return spans[key].low <= int(value) <= spans[key].high
    return False


def tap_fields(state, player, option: dict, wanted: list[tuple[str, Any]]) -> dict:
    """The form's values after tapping every wanted field, each once it is offered."""
    action = option["action"]
    fields: dict = {}
    pending = list(wanted)
    while pending:
        left = []
        for key, value in pending:
            values = with_defaults(action, state, player, option, fields)
            if values.get(key) is not None and str(values.get(key)) == str(value) and key not in number_ranges(action, state, player, option, values):
                continue  # the chip is already chosen (a default): no tap
            if _offered(action, state, player, option, values, key, value):
                fields = after_tap(values, number_ranges(action, state, player, option, values), key, value)
            elif str(value) == "0" and key not in number_ranges(action, state, player, option, values):
                continue  # none in a place the form no longer has (a warehouse column the workers moved into)
            else:
                left.append((key, value))
        if len(left) == len(pending):
            raise NotOffered(f"{action}: the form offers no {', '.join(f'{k} = {v}' for k, v in left)}")
        pending = left
    values = with_defaults(action, state, player, option, fields)
    spans = number_ranges(action, state, player, option, values)
    wrong = form_problems(action, option, values, spans)
    if wrong:
        raise NotOffered(f"{action}: {wrong}")
    return filled(values, spans)


def extra_of(state, player, option: dict, additional: dict | None, main: dict | None, moves: list | None = None) -> tuple[dict, dict]:
    """The additional action's part of the form (and its price fields) that says `additional`."""
    prices = price_ranges(state, player, main, moves) if option.get("additional") == "price_adjustment" or option.get("manager") else {}
    if additional is None:
        return {"type": "none"}, prices
    if additional["type"] == "price_adjustment":
        for g, n in additional["prices"].items():
            span = prices.get(g)
            if span is None or not span.low <= n <= span.high:
                raise NotOffered(f"a price of £{n} for {g}")
        return {"type": "price_adjustment", "prices": {g: str(n) for g, n in additional["prices"].items()}}, prices
    want = {k: v for k, v in additional.items() if v is not None}
    for value, _words in special_menu(state, player, raising=option.get("action") == "stock_exchange"):
        if special_entry(value) == want:
            return {"type": "special", "choice": value}, prices
    raise NotOffered(f"the special marker choice {want}")


def pay_of(option: dict, entry: dict) -> int | None:
    if "engineer_cost" in entry and entry["engineer_cost"] is not None:
        if not option.get("engineer") or not 0 <= entry["engineer_cost"] <= max(option["paid_range"][1], 20):
            raise NotOffered(f"an Engineer's cost of £{entry['engineer_cost']}")
        return entry["engineer_cost"]
    shift = entry.get("accountant", 0)
    if not shift:
        return None
    low, high = option.get("paid_range") or [option["row"]] * 2
    if not low <= option["row"] + shift <= high:
        raise NotOffered(f"the Accountant's £{option['row'] + shift}")
    return option["row"] + shift


def without_still_moves(state, entry: dict) -> dict:
    """A contract "raised" to the space it stands on, a price "adjusted" to the price it has, the Foreman "moved" to the factory he works in: no move on the
    table, so the form leaves them out (and so does this)."""
    add = entry.get("additional") or {}
    player = next(p for p in state.players if p.id == entry["player"])
    main = entry.get("main") or {}
    house = main.get("warehouse")
    if main.get("action") == "workers" and house is not None and list(house.get("rows", [False, False])) == list(
            player.warehouse.rows) and set(house.get("columns", [])) == set(player.warehouse.columns):
        entry = {**entry, "main": {k: v for k, v in main.items() if k != "warehouse"}}  # the warehouse workers left where they stand
    if main.get("action") == "stock_exchange" and main.get("contracts"):  # a contract "raised" to where it stands
        entry = {**entry, "main": {**main, "contracts": {g: n for g, n in main["contracts"].items() if player.contracts.get(g) != n}}}
    if main.get("action") == "reorganization" and main.get("prices"):  # a price "adjusted" to the price it has
        entry = {**entry, "main": {**main, "prices": {g: n for g, n in main["prices"].items() if player.factory(g).price != n}}}
    if add.get("type") == "move_tile" and getattr(player, add["tile"]) == add["to"]:
        return {k: v for k, v in entry.items() if k != "additional"}
    if add.get("type") != "price_adjustment":
        return entry
    spans = price_ranges(state, player, entry.get("main"), entry.get("warehouse_moves"))
    prices = {g: n for g, n in add["prices"].items() if g not in spans or spans[g].default != n}
    out = {k: v for k, v in entry.items() if k != "additional"}
    return {**out, "additional": {**add, "prices": prices}} if prices else out


def enter(state, player_id: str, entry: dict) -> dict:
    """The entry the form makes when `entry`'s turn is tapped in."""
    player = next(p for p in state.players if p.id == player_id)
    option = next((o for o in legal_actions(state, player_id) if o.get("kind") == "marker"
                   and o["marker"] == entry["marker"] and o["row"] == entry["row"]), None)
    if option is None or not option["legal"]:
        raise NotOffered(f"the {entry['marker']} marker on £{entry['row']}")
    values = tap_fields(state, player, option, move_goals(entry) + goals(option, entry.get("main"), player))
    extra, prices = extra_of(state, player, option, entry.get("additional"), main_entry(option["action"], values, option),
                             goods_moves_entry(values))  # the prices' room after the goods the form moves
    pay, payer = pay_of(option, entry), None
    if entry.get("accountant") and option.get("engineer"):  # both tiles could set it: the chip of the Accountant
        if "accountant" not in payers(option, pay):
            raise NotOffered(f"the Accountant's £{pay} beside the Engineer")
        payer = "accountant"
    made = turn_entry(player, option, values, extra, prices, pay, payer)
    wanted = {k: v for k, v in (entry.get("answers") or {}).items() if k.startswith("inventor:")}
    asked = inventor_fees(state, made, wanted)
    for qid, answer in wanted.items():  # the Inventor's fee: a chip of the form, one tap
        offered = next((o for q, _w, o, _a in asked if q == qid), [])
        if answer not in dict(offered):
            raise NotOffered(f"the Inventor's answer {answer} to {qid}")
    if asked:
        made["answers"] = {qid: answer for qid, _words, _options, answer in asked}
    return made
