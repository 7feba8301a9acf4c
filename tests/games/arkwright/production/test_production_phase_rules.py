"""The production phase as a whole: when it may be entered and every player's contract in turn (Water Frame 5.III).

Water Frame 5.III: the phase produces the active good of the cycle, so none is active before the decade's first
cycle. 5.III.4: each player decides on their own contract of the active good; an unfulfilled one climbs one space
(4 to 6 with three players; with two, 4 is the last space, Water Frame 4.1.II). Scenarios of our own with level I food (rows 1-3 make 4, Player's Book 1.3).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.core.wording import phrase_in
from companion.games.arkwright.pack import apply
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import resolve
from tests.games.arkwright.production.test_shipping import shipper


def test_no_production_before_the_first_cycle_in_words():
    """Water Frame 5.III: the active good is the cycle's; cycle 0 has none."""
    with pytest.raises(RuleError) as err:
        apply(table([player("a"), player("b")], cycle=0), {"kind": "production"})
    assert err.value.message == "no good is active: the decade's first cycle has not begun"
    assert err.value.section == "Water Frame 5.III"
    assert phrase_in(err.value.message, "de") == "keine Ware ist aktiv: der erste Zyklus des Jahrzehnts hat nicht begonnen"


def contract_holder(pid: str, contract: int = 4):
    return player(pid, cash=20, factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))],
                  ships=[4], ship_crew=1, contracts={"food": contract})


def test_a_start_player_without_a_contract_leaves_the_others_contracts_to_them():
    """5.III.4: A (start player) has no food contract; B's unfulfilled contract on 4 still climbs to 6."""
    out = resolve(table([player("a"), contract_holder("b"), player("c")], start_player=0), {"ship:b:food": 0}, demand=0, wage=2)
    assert out.state.player("b").contracts == {"food": 6}


def test_a_player_declining_does_not_stop_the_next_from_shipping():
    """5.III.4: A declines (4 -> 6); B ships 4 food at £8 base quality = £32, one ship, one space back."""
    s = table([shipper(contract=4), contract_holder("b"), player("c")], start_player=0)
    out = resolve(s, {"ship:a:food": 0, "ship:b:food": 4}, demand=0, wage=2)
    assert out.state.player("a").contracts == {"food": 6}
    assert out.state.player("b").contracts == {}
    assert out.state.player("b").cash == 20 + 32 - 6 * 2  # six workers at a wage of £2 (5.III.3)
