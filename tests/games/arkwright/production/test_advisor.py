"""The price advisor against the production phase itself (Water Frame 5.III.1-5.III.2).

For generated tables (ties by quality, the importer, warehouse sales, patrons,
the Jubilee, Charisma, luxury sales, Extra Shifts), the advisor's line for a
price must be what `resolve production` then gives at that price with the
answers the advisor assumed: goods sold, revenue and share value spaces.
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from companion.games.arkwright.pack import apply
from companion.games.arkwright.production.advisor import advise, advise_turn
from companion.games.arkwright.production.bonuses import SECTION_CHARISMA, SECTION_SHARES
from companion.games.arkwright.production.market import SECTION_SALE
from companion.games.arkwright.production.patron import SECTION_JUBILEE, SECTION_PATRON
from companion.games.arkwright.production.storage import stock
from tests.games.arkwright.production.test_examples import marion_and_harold_clothes
from tests.games.arkwright.production.test_properties import production_tables

SALES = {SECTION_SALE, SECTION_PATRON, SECTION_JUBILEE}
SHARES = {SECTION_SHARES, SECTION_CHARISMA}


def _at_price(state, pid, good, price):
    players = []
    for p in state.players:
        if p.id == pid:
            fs = [f.model_copy(update={"price": price}) if f.good == good else f for f in p.factories]
            p = p.model_copy(update={"factories": fs})
        players.append(p)
    return state.model_copy(update={"players": players})


def _water_frame(section: str) -> str:
    """Spinning Jenny cites its own rulebook, numbered as Water Frame's."""
    return "Water Frame " + section.removeprefix("Spinning Jenny ") if section.startswith("Spinning Jenny ") else section


def _resolve(state, answers, draw_choice):
    answers = dict(answers)
    for _ in range(80):
        out = apply(state, {"kind": "production", "answers": answers})
        if out.pending is None:
            return out
        answers[out.pending.id] = draw_choice(out.pending.option_values())
    raise AssertionError("the phase kept asking questions")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(state=production_tables(), data=st.data())
def test_the_advised_line_is_what_production_then_gives(state, data):
    good = state.active_good
    sellers = [p.id for p in state.players if p.factory(good) is not None]
    assume(sellers)
    pid = data.draw(st.sampled_from(sellers), label="player")
    others = data.draw(st.booleans(), label="others offer stock")
    given = {}
    for p in state.players:  # some answers given up front, the rest assumed by the advisor
        for key, values in (
            (f"jubilee:{p.id}", [True, False]), (f"patron:{p.id}", [True, False]),
            (f"extra_shifts:{p.id}", [True, False]), (f"warehouse_sale:{p.id}", list(range(stock(p, good) + 1))),
        ):
            if data.draw(st.booleans()):
                given[key] = data.draw(st.sampled_from(values))
    advice = advise(state, pid, good, given, others_offer_stock=others)
    assert advice.lines, "a factory always has at least one legal price"
    assert not set(advice.assumed) & set(given)
    line = data.draw(st.sampled_from(advice.lines), label="price")
    answers = {**given, **advice.assumed}
    out = _resolve(_at_price(state, pid, good, line.price), answers, lambda opts: data.draw(st.sampled_from(opts)))
    mine = [(e.kind, _water_frame(e.section), e.amount) for e in out.ledger if e.player == pid]
    revenue = sum(amount for kind, section, amount in mine if kind == "cash" and section in SALES)
    spaces = sum(amount for kind, section, amount in mine if kind == "share_space" and section in SHARES)
    assert (line.revenue, line.spaces) == (revenue, spaces)
    assert (line.sold + line.extra) * line.price == revenue


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(state=production_tables())
def test_advice_leaves_the_state_unchanged_and_marks_current_and_best(state):
    good = state.active_good
    sellers = [p.id for p in state.players if p.factory(good) is not None]
    assume(sellers)
    before = state.model_dump()
    advice = advise(state, sellers[0], good)
    assert state.model_dump() == before
    assert [line.price for line in advice.lines if line.current] == [state.player(sellers[0]).factory(good).price]
    assert advice.best_revenue.revenue == max(line.revenue for line in advice.lines)
    assert advice.best_spaces.spaces == max(line.spaces for line in advice.lines)
    assert all(line.appeal >= 0 and 5 <= line.price <= 25 for line in advice.lines)


def test_the_worked_clothes_sale_at_marions_price():
    # Water Frame 5.III.1: demand 7, Marion at £7 (appeal 4) sells 3 clothes for £21; Harold 2, the importer 2
    advice = advise(marion_and_harold_clothes(), "marion", "clothes", demand=7)
    line = advice.line(7)
    assert (line.appeal, line.sold, line.revenue, line.current) == (4, 3, 21, True)
    # at £8 (appeal 3) she is called with Harold and the importer three times; at the last call one
    # good is left and the tied players (before the importer) both sell: 3 goods for £24
    assert (advice.line(8).appeal, advice.line(8).sold, advice.line(8).revenue) == (3, 3, 24)
    assert "£7: appeal 4, sells 3 of 3, +£21" in line.words()


SEATS = [{"id": n.lower(), "name": n, "color": c} for n, c in (("Marion", "blue"), ("Harold", "red"), ("Angelica", "green"))]


def _actions_table():
    """The predetermined 3-player set-up of Water Frame, at Marion's action."""
    state = apply(None, {"kind": "new_game", "seats": SEATS, "start_player": 0}).state
    return apply(state, {"kind": "edit", "path": "phase", "value": "actions"}).state


def _said(ledger, code):
    return [line.params for line in ledger if line.code == f"arkwright.{code}"]


def test_quality_bought_in_the_same_action_counts_in_the_advice():
    # Water Frame 5.II.2.4 and 5.III.1: a level bought raises quality by 1, so at each price the appeal is
    # one more than on the table as it is (appeal = quality + distribution - price)
    state = _actions_table()
    turn = {"kind": "action", "player": "marion", "marker": "quality", "row": 6,
            "main": {"action": "quality", "levels": {"food": 1}},
            "additional": {"type": "price_adjustment", "prices": {"food": 6}}}
    before = advise(state, "marion", "food")
    advice = advise_turn(state, "marion", "food", turn)
    assert state.player("marion").factory("food").quality == 0  # the table itself is not changed
    ledger = apply(state, turn).ledger
    assert _said(ledger, "sets_price")[0]["appeal"] == advice.line(6).appeal  # the appeal the turn's ledger says
    assert [line.appeal for line in advice.lines[:len(before.lines)]] == [line.appeal + 1 for line in before.lines]
    assert [line.price for line in advice.lines if line.current] == [6]  # the price the turn sets
    assert not any("refused" in c for c in advice.caveats)


def test_a_turn_the_rules_refuse_is_said_and_the_table_as_it_is_advised():
    state = _actions_table()
    # £2 buys no quality level with this marker (Water Frame 5.II.1)
    turn = {"kind": "action", "player": "marion", "marker": "quality", "row": 2, "main": {"action": "quality", "levels": {"food": 1}}}
    advice = advise_turn(state, "marion", "food", turn)
    assert advice.caveats[0].startswith("The turn as it stands is refused (£2 of administrative costs buys 0")
    assert [line.appeal for line in advice.lines] == [line.appeal for line in advise(state, "marion", "food").lines]


def test_a_1760_founding_is_advised_with_the_workers_it_puts_in():
    # Water Frame 4.1.IV: a factory founded in 1760 gets workers from the job market in rows 1 and 2
    from companion.games.arkwright.board import base_board

    board = base_board()
    mat = board.predetermined_setup("water_frame", 3).mat
    kinds = [t for t in board.tiles if not t.expansion and not t.variant and t.id != "charisma"]
    draw = next(d.tiles for d in board.tile_draw if d.players == 3)
    drawn = [t.id for rnd in (1, 2) for t in kinds if t.count - (t.id == "inventor") >= rnd][:draw]
    state = apply(None, {"kind": "new_game", "seats": SEATS, "start_player": 0, "setup": "free", "mat": mat,
                         "tiles": ["charisma", "inventor", *drawn]}).state
    turn = {"kind": "prep_factory", "player": "marion", "good": "food", "price": 5}
    founded = apply(state, turn)
    workers = _said(founded.ledger, "founding_hires")[0]["count"]
    made = sum(f.rows[0].workers + f.rows[1].workers for f in [founded.state.player("marion").factory("food")])
    advice = advise_turn(state, "marion", "food", turn)
    assert state.player("marion").factory("food") is None
    assert workers == made > 0
    assert not any(c.startswith("This factory makes nothing yet") for c in advice.caveats)
    assert all(line.offered > 0 for line in advice.lines)
    assert advice.line(5).current
