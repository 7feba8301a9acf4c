"""House rule `accountant_opens_bureaucracy`: Player's Book 1.9's reading of Bureaucracy."""

from __future__ import annotations

from companion.games.arkwright.house_rules import HOUSE_RULES
from tests.games.arkwright.actions.helpers import act, admin_paid, factory, player, refused, turn_table

RULE = {"accountant_opens_bureaucracy": True}


def marion(**kw):
    kw.setdefault("cash", 60)
    kw.setdefault("factories", [factory("food", rows=((2, 0), (2, 0)))])
    return player("marion", **kw)


def two(p, **kw):
    return turn_table([p, player("harold", cash=10)], bureaucracy=True, **kw)


def test_the_house_rule_is_named():
    assert "Accountant" in HOUSE_RULES["accountant_opens_bureaucracy"]["title"]
    assert "1.9" in HOUSE_RULES["accountant_opens_bureaucracy"]["section"]


def test_without_the_house_rule_the_accountant_does_not_open_the_row():
    refused(two(marion(tiles=["accountant"])), "marion", "workers", 2, match="only with the Administrator")


def test_with_the_house_rule_the_accountant_opens_the_row():
    s = two(marion(tiles=["accountant"]), house_rules=RULE)
    assert admin_paid(act(s, "marion", "workers", 2), "marion") == 2


def test_with_the_house_rule_the_administrator_no_longer_opens_it():
    s = two(marion(tiles=["administrator"]), house_rules=RULE)
    refused(s, "marion", "workers", 2, match="only with the Accountant")
    # a player without either tile stays blocked under both readings
    refused(two(marion(), house_rules=RULE), "marion", "workers", 2, match="Bureaucracy")
