"""The Stock Exchange variant's steppers (Player's Book 3.3): every move legal() lists can be tapped in,
and the form makes exactly that entry; outside the variant no stepper shows."""

from __future__ import annotations

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.flow.stock_exchange import preparation_moves, purchase_ranges
from companion.games.arkwright.pack import apply
from companion.ui.arkwright.action_forms import main_entry, number_ranges
from companion.ui.arkwright.stock_exchange_form import prep_holding_entry, prep_holding_spans
from tests.games.arkwright.actions.helpers import player, turn_table
from tests.games.arkwright.flow.helpers import seats


def _chosen(state, pid, row=2):
    return next(o for o in legal_actions(state, pid) if o["kind"] == "marker" and o["marker"] == "stock_exchange" and o["row"] == row)


def test_each_other_company_has_a_sell_and_a_buy_stepper_in_its_legal_range():
    s = turn_table([player("red", cash=60, holdings={"green": 2}), player("green", share_space=17), player("blue", shares=30)],
                   stock_exchange=True)
    chosen = _chosen(s, "red")
    spans = number_ranges("stock_exchange", s, s.players[0], chosen, {})
    assert spans["sell_others_green"] == (0, 2, 0) and spans["buy_others_green"] == (0, 13, 0)
    assert "buy_others_blue" not in spans and "sell_others_blue" not in spans  # the bank has none of Blue's, Red holds none
    entry = main_entry("stock_exchange", {"sell_others_green": "2", "buy_others_green": "0"}, chosen)
    assert entry == {"action": "stock_exchange", "repay": 0, "buy": 0, "sell": 0, "sell_others": {"green": 2}}
    out = apply(s, {"kind": "action", "player": "red", "marker": "stock_exchange", "row": 2, "main": entry})
    assert out.state.players[0].holdings == {} and out.state.players[0].cash == 60 - 2 + 28


def test_buying_back_shows_a_stepper_per_holder_once_the_bank_has_none():
    s = turn_table([player("red", holdings={"green": 20}), player("green", cash=40, shares=10, share_space=22)],
                   stock_exchange=True, start_player=1)
    chosen = _chosen(s, "green")
    spans = number_ranges("stock_exchange", s, s.players[1], chosen, {})
    assert spans["buy_back_red"] == (0, 20, 0) and spans["buy"] == (0, 0, 0)
    entry = main_entry("stock_exchange", {"buy_back_red": "1"}, chosen)
    assert entry["buy_back"] == {"red": 1}
    assert apply(s, {"kind": "action", "player": "green", "marker": "stock_exchange", "row": 2, "main": entry}).state.players[1].shares == 11


def test_without_the_variant_the_form_is_as_before():
    s = turn_table([player("red", cash=60), player("green")])
    spans = number_ranges("stock_exchange", s, s.players[0], _chosen(s, "red"), {})
    assert not any(k.startswith(("sell_others_", "buy_others_", "buy_back_")) for k in spans)


def test_every_1760_purchase_listed_is_tapped_in_by_steppers():
    s = apply(None, {"kind": "new_game", "version": "water_frame", "seats": seats(3), "stock_exchange": True}).state
    pid = s.turn_order()[0].id
    spans = prep_holding_spans(purchase_ranges(s, pid))
    moves = preparation_moves(s, pid)
    assert len(moves) > 1
    for move in moves:
        fields = {f"buy_others_{c}": str(n) for c, n in move["buy"].items()}
        assert all(spans[k].low <= int(v) <= spans[k].high for k, v in fields.items())
        assert prep_holding_entry(pid, fields) == move


def test_the_table_shows_what_a_player_holds_of_the_others_with_its_value():
    from companion.ui.arkwright.table import holdings_words

    s = turn_table([player("red", holdings={"green": 2, "blue": 1}), player("green", share_space=38), player("blue", share_space=17)],
                   stock_exchange=True)
    assert holdings_words(s, s.players[0]) == "2 shares of Green (£46), 1 share of Blue (£14)"
    assert holdings_words(s, s.players[1]) == ""
