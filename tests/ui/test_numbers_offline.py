"""Numbers are numbers, text keeps every keystroke (issue 12, items 3 and 5), in the offline harness.

One stepper (companion.ui.widgets.stepper) for every number: its range comes from
the rules and the board, a value outside it is refused at the field with the range
in words, and the form cannot be previewed; one text field (TextInput) that is
drawn with the text the client last reported, so a re-render never wipes typing.
"""

from __future__ import annotations

import flet as ft
from hypothesis import given, strategies as st

from companion.ui.widgets import TextInput, range_words, whole_number
from flet_harness import Harness, run
from scenarios import edit, free_setup_game, new_game

BAD = ("abc", "1.5", "", " ", "99999999999999999999", "1e3", "--2", "½", "¹", "-²")  # superscripts are digits to str.isdigit, not to int()


@given(st.one_of(st.text(max_size=25), st.integers(-10**25, 10**25).map(str)), st.integers(-50, 50), st.integers(0, 80))
def test_a_whole_number_is_taken_only_inside_its_range_and_refused_in_words(text, low, width):
    high = low + width
    value, problem = whole_number(text, low, high)
    assert (value is None) != (problem is None)
    if value is not None:
        assert low <= value <= high and value == int(text.strip().lstrip("£"))
    else:
        assert problem == range_words(low, high)
        raw = text.strip().lstrip("£").strip()
        assert not (raw.isascii() and raw.lstrip("-").isdigit() and len(raw) <= 12 and low <= int(raw) <= high)


def test_the_range_reads_as_a_sentence():
    assert range_words(1, 6) == "Enter a whole number from 1 to 6"
    assert range_words(3, 3) == "Enter 3"
    for bad in BAD:
        assert whole_number(bad, 1, 6) == (None, "Enter a whole number from 1 to 6")
    assert whole_number("£5", 1, 6) == (5, None) and whole_number(" 6 ", 1, 6) == (6, None)


# --- the keystrokes ---------------------------------------------------------------------------

def _typing_app(seen: list):
    @ft.component
    def Form():
        text, set_text = ft.use_state("")
        other, set_other = ft.use_state(0)
        parsed, set_parsed = ft.use_state(None)
        return ft.Column([
            TextInput("Name", text, lambda t: (set_text(t), seen.append(t))),
            TextInput("Tiles", on_change=lambda t: set_parsed([x.strip() for x in t.split(",") if x.strip()] or None)),
            ft.Text(f"{text}|{other}|{parsed}"),
            ft.Button("bump", on_click=lambda: set_other(other + 1)),
        ])

    def main(page: ft.Page):
        page.render(Form)

    return main


def _field(h, label):
    return h.one(ft.TextField, lambda c: c.label == label)


def test_a_re_render_keeps_the_keystrokes_still_on_the_wire():
    seen: list[str] = []

    async def go():
        h = await Harness(_typing_app(seen)).start()
        await h.type_into(_field(h, "Name"), "A")
        # "An" reached the field (the client patched it) but its change event is still queued;
        # something else re-renders the form with the older text "A" meanwhile
        h.session.apply_patch(_field(h, "Name")._i, {"value": "An"})
        await h.click(h.button("bump"))
        assert _field(h, "Name").value == "An"
        await h.type_into(_field(h, "Name"), "Ann")
        assert _field(h, "Name").value == "Ann" and "Ann|1|None" in h.texts()

    run(go())
    assert seen == ["A", "Ann"]


def test_a_field_whose_form_keeps_no_text_is_not_wiped_by_its_own_change():
    async def go():
        h = await Harness(_typing_app([])).start()
        for text in ("c", "ch", "charisma,", "charisma, inventor"):
            await h.type_into(_field(h, "Tiles"), text)
            assert _field(h, "Tiles").value == text
        assert "|0|['charisma', 'inventor']" in h.texts()

    run(go())


# --- the Arkwright forms -------------------------------------------------------------------------

async def choose_row(h, marker: str, row: int):
    """Tap an action marker, then one of its rows of the administration chart."""
    await h.fire(h.by_id(f"marker-{marker}"), "select", True)
    await h.click(h.by_id(f"option-{marker}-{row}").content)


def test_a_wrong_number_is_refused_at_its_field_and_the_turn_cannot_be_previewed(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    before = store.version(sid)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, "stock_exchange", 2)
        # nothing filled in: the form says the main action would be skipped, and waits
        assert h.by_id("field-sell").value == "0" and h.has_id("skip-main") and not h.has_id("confirm")
        for bad in (*BAD, "11", "-1"):
            await h.type_into(h.by_id("field-sell"), bad)
            assert h.by_id("field-sell").error == "Enter a whole number from 0 to 10"  # Marion owns 10 shares
            assert h.by_id("prepare-action").disabled
            assert not h.has_id("confirm")
        assert store.version(sid) == before
        await h.type_into(h.by_id("field-sell"), "2")
        assert h.by_id("field-sell").error is None and not h.has_id("prepare-action") and h.has_id("confirm")
        await h.click(h.by_id("field-sell-more"))
        assert h.by_id("field-sell").value == "3"
        # a company has 30 shares: she can own 20 more at most, + stops there
        await h.type_into(h.by_id("field-buy"), "19")
        await h.click(h.by_id("field-buy-more"))
        assert h.by_id("field-buy").value == "20" and h.by_id("field-buy-more").disabled
        await h.type_into(h.by_id("field-buy"), "21")
        assert h.by_id("field-buy").error == "Enter a whole number from 0 to 20"
        await h.click(h.by_id("field-buy-less"))  # from a refused value, − steps back into the range
        assert h.by_id("field-buy").value == "20"
        await h.type_into(h.by_id("field-buy"), "0")
        assert h.by_id("field-repay-more").disabled and h.by_id("field-repay-less").disabled  # no loan
        await h.click(h.by_id("confirm"))  # the costs were shown as soon as the numbers were right

    run(go())
    assert store.load(sid).state.players[0].shares == 10 - 3


def test_the_workers_a_row_needs_are_filled_in_and_machines_stop_at_what_the_row_buys(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    state = store.load(sid).state
    need = state.board.tile("food", 1).row_size(2)

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, "workers", 2)
        assert not any(h.has_id(f"field-hire_food_{r}") for r in (1, 2, 3, 4))  # no place chosen: no count asked
        await h.fire(h.by_id("field-hire_good-food"), "select", True)
        assert not h.has_id("field-hire_food_1") and not h.has_id("field-hire_food_2")  # full rows are not offered
        assert h.by_id("field-hire_food_3").value == str(need)  # the first row with room: row 3, filled
        await h.type_into(h.by_id("field-hire_food_3"), "54")
        assert h.by_id("field-hire_food_3").error == f"Enter a whole number from 0 to {need}"  # the row's room
        assert h.by_id("prepare-action").disabled
        await choose_row(h, "machinery", 4)
        await h.fire(h.by_id("field-good-food"), "select", True)
        assert h.by_id("field-machines_food_1").value == "1"
        assert h.by_id("field-machines_food_1-more").disabled  # £4 buys one machine

    run(go())


def test_only_factories_get_levels_and_prices_each_starting_where_it_is(store, start_app):
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    rules = store.load(sid).state.board.rules

    async def go():
        h = await start_app(f"/game/{sid}")
        await choose_row(h, "quality", 6)
        assert h.has_id("field-food") and h.has_id("field-clothes")
        assert not h.has_id("field-cutlery") and not h.has_id("field-lamps")  # no factory of those
        assert h.by_id("field-food").value == "0"
        await h.type_into(h.by_id("field-food"), "2")
        assert h.by_id("field-food").error == "Enter a whole number from 0 to 1"  # £6 buys one level
        assert h.by_id("price-food").value == "7" and h.by_id("price-clothes").value == "8"
        assert not h.has_id("price-cutlery") and not h.has_id("price-lamps")
        await h.type_into(h.by_id("price-food"), "99")
        assert h.by_id("price-food").error == f"Enter a whole number from {rules.min_price} to {rules.max_price}"
        assert h.by_id("prepare-action").disabled

    run(go())


def test_the_1760_founding_price_keeps_the_appeal_and_the_share_sale_pays_the_factories(store, start_app):
    sid = free_setup_game(store)
    state = store.load(sid).state
    cost = state.board.tile("food", 1).cost

    async def go():
        h = await start_app(f"/game/{sid}")
        assert not h.has_id("field-price")  # the price comes with the good
        await h.fire(h.by_id("prep-good-food"), "select", True)
        assert h.by_id("field-price").value == str(cost)
        assert h.by_id("field-price-more").disabled  # + stops at appeal 0
        assert h.by_id("field-price").value == str(cost)
        await h.type_into(h.by_id("field-price"), str(cost + 1))
        assert h.by_id("field-price").error == f"Enter a whole number from {state.board.rules.min_price} to {cost}"
        assert not h.buttons("Show what moves")

    run(go())


def test_a_huge_cash_correction_is_refused_at_the_field_and_nothing_is_stored(store, start_app):
    sid = new_game(store)
    before = store.version(sid)
    cash = store.load(sid).state.players[1].cash

    async def go():
        h = await start_app(f"/game/{sid}")
        await h.click(h.by_id("p1-cash"))
        assert h.by_id("edit-value").value == str(cash)  # starts at the value on the table
        for bad in ("99999999999999999999", "-5", "12.5", "lots"):
            await h.type_into(h.by_id("edit-value"), bad)
            assert h.by_id("edit-value").error == "Enter a whole number from 0 to 99999"
            (dialog,) = h.dialogs()
            save = next(a for a in dialog.actions if a.content == "Save")
            assert save.disabled
            await h.click(save, even_disabled=True)  # even a tap that gets through stores nothing
            assert len(h.dialogs()) == 1
        await h.click(h.by_id("edit-value-more"))  # from a refused value + starts at the range's start
        assert h.by_id("edit-value").value == "0" and h.by_id("edit-value").error is None

    run(go())
    assert store.version(sid) == before
    assert store.load(sid).state.players[1].cash == cash
