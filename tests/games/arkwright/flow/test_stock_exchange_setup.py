"""The Stock Exchange variant at set-up and in the 1760 preparation round (Player's Book 3.3)."""

import pytest

from companion.core.errors import CompanionError
from companion.games.arkwright.flow.stock_exchange import purchase_ranges
from companion.games.arkwright.forms import preparation_moves
from companion.games.arkwright.pack import apply
from tests.games.arkwright.flow.helpers import run, seats


def start(n=3, **kw):
    out = apply(None, {"kind": "new_game", "version": "water_frame", "seats": seats(n), "stock_exchange": True, **kw})
    assert out.pending is None
    return out.state


def test_the_printed_set_up_ends_with_the_share_purchases_in_turn_order():
    s = start()
    assert s.stock_exchange and s.phase == "setup" and s.setup_step == "holdings:0" and s.decade == 1760
    first, second, third = [p.id for p in s.turn_order()]
    assert [m["player"] for m in preparation_moves(s, first)][:1] == [first] and preparation_moves(s, second) == []
    price = s.board.share(s.player(second).share_space).buy
    cash = s.player(first).cash
    out = run(s, {"kind": "prep_holdings", "player": first, "buy": {second: 2}})
    s1 = out.state
    assert s1.player(first).holdings == {second: 2} and s1.player(first).cash == cash - 2 * price
    # the bank's bonus: £1 per £5 of the share value, per share
    assert s1.player(second).cash == s.player(second).cash + 2 * (s.board.share(s.player(second).share_space).value // 5)
    s2 = run(s1, {"kind": "prep_holdings", "player": second}).state
    s3 = run(s2, {"kind": "prep_holdings", "player": third}).state
    assert s3.setup_step is None and s3.phase == "economy" and s3.decade == 1770


def test_no_more_than_five_of_each_other_company_in_1760():
    s = start()
    first, second = [p.id for p in s.turn_order()][:2]
    s = s.model_copy(update={"players": [p.model_copy(update={"cash": 200}) if p.id == first else p for p in s.players]})
    assert purchase_ranges(s, first)[second] == 5
    with pytest.raises(CompanionError, match="at most 5 shares of each other company in 1760, not 6"):
        apply(s, {"kind": "prep_holdings", "player": first, "buy": {second: 6}})
    with pytest.raises(CompanionError, match="turn to buy shares"):
        apply(s, {"kind": "prep_holdings", "player": second, "buy": {}})


def test_every_listed_purchase_is_taken_by_the_engine():
    s = start(2)
    first = s.turn_order()[0].id
    moves = preparation_moves(s, first)
    assert moves and all(run(s, m).state.setup_step == "holdings:1" for m in moves)


def test_the_free_set_up_buys_after_the_factories_are_paid():
    from tests.games.arkwright.flow.test_setup import free_game

    s = free_game(3, stock_exchange=True)
    for who, good, price in (("marion", "food", 6), ("angelica", "lamps", 9), ("harold", "clothes", 7),
                             ("harold", "cutlery", 8), ("angelica", "food", 5), ("marion", "lamps", 11)):
        s = run(s, {"kind": "prep_factory", "player": who, "good": good, "price": price}).state
    for who, n in (("harold", 4), ("angelica", 5), ("marion", 6)):
        s = run(s, {"kind": "prep_shares", "player": who, "sell": n}).state
    s = run(s, {"kind": "prep_pay"}).state
    assert s.setup_step == "holdings:0" and s.player("marion").cash == 60 - 19
    angelica = s.player("angelica").cash
    s = run(s, {"kind": "prep_holdings", "player": "marion", "buy": {"angelica": 4}}).state
    # four shares of Angelica at £10 on space 10; the bank pays Angelica £2 a share
    assert s.player("marion").cash == 41 - 40 and s.player("angelica").cash == angelica + 8
    s = run(s, {"kind": "prep_holdings", "player": "angelica", "buy": {"marion": 1}}).state
    assert s.setup_step == "holdings:2"
    s = run(s, {"kind": "prep_holdings", "player": "harold"}).state
    assert s.phase == "economy" and s.player("angelica").holdings == {"marion": 1}


@pytest.mark.parametrize("change, message", [
    ({"version": "spinning_jenny"}, "Water Frame only"),
    ({"version": "spinning_mule"}, "Water Frame only"),
    ({"productions_only": True}, "productions only"),
])
def test_the_variant_is_refused_with_another_version(change, message):
    with pytest.raises(CompanionError, match=message):
        apply(None, {"kind": "new_game", "seats": seats(3), "stock_exchange": True, **change})


def test_without_the_variant_the_1770s_begin_at_once():
    out = apply(None, {"kind": "new_game", "version": "water_frame", "seats": seats(3)})
    assert out.state.phase == "economy" and not out.state.stock_exchange
    with pytest.raises(CompanionError, match="cannot be entered now"):
        apply(out.state, {"kind": "prep_holdings", "player": "marion"})


def test_the_recorded_stock_exchange_game_trades_shares_and_ends_with_none_held():
    from companion.commands.logfile import GameLog
    from tests.core.recorded import FIXTURES

    log = GameLog.read(str(FIXTURES / "arkwright" / "water_frame_stock_exchange_3p.jsonl"))
    entries = [s.entry for s in log.steps]
    assert entries[0]["stock_exchange"] is True
    mains = [e.get("main") or {} for e in entries if e["kind"] == "action"]
    assert any(m.get("buy_others") for m in mains) and any(m.get("sell_others") for m in mains)
    assert any(e["kind"] == "prep_holdings" and e["buy"] for e in entries)
    done = log.replay().state
    assert done.phase == "game_over" and all(not p.holdings for p in done.players)
