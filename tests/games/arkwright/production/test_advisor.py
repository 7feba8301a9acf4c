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
from companion.games.arkwright.production.advisor import advise, with_new_factory
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


def test_a_factory_being_built_is_advised_on_the_table_as_it_would_stand():
    state = marion_and_harold_clothes()
    planned = with_new_factory(state, "harold", "food", 1, 6)
    assert state.player("harold").factory("food") is None  # the table itself is not changed
    advice = advise(planned, "harold", "food")
    assert all(line.sold == 0 and line.offered == 0 for line in advice.lines)  # no worker: nothing made yet
    assert advice.caveats[0].startswith("This factory makes nothing yet")
    assert [line.appeal for line in advice.lines] == sorted((line.appeal for line in advice.lines), reverse=True)
