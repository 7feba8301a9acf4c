"""Turns beyond the forms' defaults entered by taps at phone width in headless Chromium (issue 22).

Hiring 4 workers into two factories (2 in the food factory's row 3, 2 in the clothes factory's row 3: Water
Frame 5.II.2.2, "place them however you like") and building with the Developer (Player's Book 1.8: £5 off)
are tapped at 390 px and stored as tapped; the same hire at 1280 px; goods moved to the Small Warehouse (Player's
Book 1.8) before a quality action, at 390 px. Screenshots (the last tap's screen) go to
$COMPANION_SCREENSHOTS when it is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from action_taps import run_taps

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("COMPANION_SCREENSHOTS", "")) if os.environ.get("COMPANION_SCREENSHOTS") else None


def _shot(name: str, width: int) -> str | None:
    return str(SHOTS / f"turn-{name}-{width}.png") if SHOTS else None


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_hiring_four_into_two_factories_by_taps(browser, server, store, width, height):
    result = run_taps(browser, server, store, "hire 4 across two factories", width=width, height=height, shot=_shot("hire", width))
    assert result["stored"], result
    sid = max(s.id for s in store.sessions())  # the game this test made
    marion = store.load(sid).state.players[0]
    assert [r.workers for r in marion.factory("food").rows] == [2, 2, 2, 0]
    assert [r.workers for r in marion.factory("clothes").rows] == [2, 2, 2, 0]


def test_building_with_the_developer_by_taps_charges_five_less(browser, server, store):
    result = run_taps(browser, server, store, "build with the Developer", shot=_shot("developer", 390))
    assert result["stored"], result
    sid = max(s.id for s in store.sessions())  # the game this test made
    game = store.load(sid)
    marion = game.state.players[0]
    printed = game.state.board.tile("cutlery", 1).cost
    assert marion.factory("cutlery") is not None and "developer" not in marion.tiles
    assert marion.cash == 33 - 2 - (printed - 5)  # £33 before; the chart's £2 and the printed cost less £5


def test_goods_moved_to_the_small_warehouse_by_taps_at_phone_width(browser, server, store):
    """Player's Book 1.8 Small Warehouse: 2 food tapped from the large warehouse to the small one before a quality
    action, at 390 px; the turn stores the move and the food stands on its price scale."""
    result = run_taps(browser, server, store, "quality after 2 food moved to the small warehouse", shot=_shot("small-warehouse", 390))
    assert result["stored"], result
    sid = max(s.id for s in store.sessions())  # the game this test made
    game = store.load(sid)
    marion = game.state.players[0]
    assert marion.stored == {"food": 2} and marion.warehouse.goods == {} and marion.factory("food").quality == 1
    assert game.entries[-1].entry["warehouse_moves"] == [{"good": "food", "count": 2, "to": "small"}]
