"""The table's state: invalid tables are refused naming the field; JSON round trips."""

import json

import pytest
from pydantic import ValidationError

from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table_checks import warehouse_capacity
from tests.games.arkwright.factories import factory, player, table


def refused(**changes):
    base = table([player("red", factories=[factory("food", price=5, rows=[(2, 0)])]), player("blue")])
    data = base.model_dump(mode="json")
    for path, value in changes.items():
        node = data
        keys = path.split("__")
        for k in keys[:-1]:
            node = node[int(k)] if k.isdigit() else node[k]
        node[int(keys[-1]) if keys[-1].isdigit() else keys[-1]] = value
    with pytest.raises(ValidationError) as exc:
        ArkwrightState.model_validate(data)
    return str(exc.value)


def test_json_round_trip_is_exact():
    s = table([player("red", cash=12, factories=[factory("lamps", price=9, rows=[(2, 1), (3, 0)], quality=2)]), player("blue")])
    again = ArkwrightState.model_validate_json(s.model_dump_json())
    assert again == s
    assert json.loads(again.model_dump_json()) == json.loads(s.model_dump_json())


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"players__0__factories__0__price": 26}, "price of factory 1 of player 1"),
        ({"players__0__factories__0__price": 4}, "price of factory 1 of player 1"),
        ({"players__0__factories__0__price": 12}, "appeal of food would be -4"),
        ({"importers__food": -1}, "the food importer"),
        ({"players__0__tiles": ["broker", "office", "school", "patent", "foreman"]}, "tiles of player 1"),
        ({"players__0__ships": [2, 2, 4], "players__0__ship_crew": 1}, "ships of player 1"),
        ({"job_market": 79}, "workers: 81"),
        ({"players__0__shares": 31}, "shares of player 1"),
        ({"players__0__contracts": {"food": 3}}, "food of contracts of player 1"),
        ({"players__0__tiles": ["school", "school"]}, "duplicate development tile"),
    ],
)
def test_invalid_tables_are_refused_naming_the_field(changes, field):
    assert field in refused(**changes)


def test_two_factories_of_one_good_are_refused():
    with pytest.raises(ValidationError, match="two factories of food"):
        player("red", factories=[factory("food"), factory("food")])


def test_warehouse_capacity_adds_rows_and_columns():
    # Player's Book 1.4: a column worker opens 5 spaces; row 1 three per good, row 2 two more
    p = player("red")
    p.warehouse.columns = ["clothes"]
    p.warehouse.rows = [True, False]
    from companion.games.arkwright.board import base_board

    b = base_board()
    assert warehouse_capacity(b, p, "clothes") == 8
    assert warehouse_capacity(b, p, "food") == 3


def test_house_rules_are_named_ones_and_every_one_the_engine_reads_is_listed():
    from companion.games.arkwright.actions.administration import ACCOUNTANT_OPENS_BUREAUCRACY
    from companion.games.arkwright.actions.ships import HOUSE_OPIUM_COST
    from companion.games.arkwright.flow.events import HAMBURG_ROUND_UP
    from companion.games.arkwright.flow.harbor import STRIKE_SPARES_CREWS
    from companion.games.arkwright.flow.preparation import FREE_SJ_SALE
    from companion.games.arkwright.house_rules import HOUSE_RULES
    from companion.games.arkwright.production.output import HOUSE_SCHOOL_OPERATING_ROW

    assert "house rules: unknown hamburg_rounds_up" in refused(house_rules={"hamburg_rounds_up": True})
    read = {ACCOUNTANT_OPENS_BUREAUCRACY, HOUSE_OPIUM_COST, HAMBURG_ROUND_UP, STRIKE_SPARES_CREWS, FREE_SJ_SALE, HOUSE_SCHOOL_OPERATING_ROW}
    assert read == set(HOUSE_RULES)
