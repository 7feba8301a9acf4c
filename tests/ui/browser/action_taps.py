"""The common Arkwright actions, and each other pack's main step, entered with the forms' defaults in the
served app, taps counted.

Shared by benchmarks/taps_bench.py (which prints the counts), test_action_forms.py
(which holds each Arkwright action to the target) and test_pack_form_problems.py
(each pack step). Each action has a stored game set up for it and the taps a
player makes on the screen; the action counts only when the game stored it.
"""

from __future__ import annotations

import time
from typing import Callable

from scenarios import (edit, free_setup_game, kanban_game, kanban_recycling_game, kanban_working_game, montana_game, new_game,
                       stockyards_game)
from served import answered, count_messages, enable_semantics, messages, new_tab, shown

#: marker, row, what, confirm (issue 12, item 8)
TARGET = 4

Step = tuple  # ("tap", identifier) | ("pick", identifier, option text) | ("button", name)


def _actions(store) -> int:
    sid = new_game(store)
    edit(store, sid, ("phase", "actions"))
    return sid


def _ship(store) -> int:
    """Marion has a capacity-2 ship at a pier, a food contract on space 2 and 2 food in her small warehouse."""
    sid = _actions(store)
    tiles = store.load(sid).state.players[0].tiles
    edit(store, sid, ("players.0.tiles", [*tiles, "small_warehouse"]), ("players.0.stored", {"food": 2}),
         ("players.0.contracts", {"food": 2}), ("players.0.ships", [2]))
    return sid


def _production(store) -> int:
    sid = _actions(store)
    edit(store, sid, ("players.0.advanced", ["production_dark"]))
    return sid


#: action -> (the game it starts from, the taps with the defaults)
COMMON_ACTIONS: dict[str, tuple[Callable, list[Step]]] = {
    "found (1760)": (free_setup_game, [("tap", "prep-good-food"), ("tap", "confirm")]),
    "build a factory": (_actions, [("tap", "marker-factory"), ("tap", "option-factory-2"), ("tap", "field-step_cutlery-build"),
                                   ("tap", "confirm")]),
    "hire": (_actions, [("tap", "marker-workers"), ("tap", "option-workers-2"), ("tap", "field-hire_good-food"),
                        ("tap", "confirm")]),
    "machines": (_actions, [("tap", "marker-machinery"), ("tap", "option-machinery-4"), ("tap", "field-good-food"),
                            ("tap", "confirm")]),
    "quality": (_actions, [("tap", "marker-quality"), ("tap", "option-quality-6"), ("tap", "field-food-more"),
                           ("tap", "confirm")]),
    "distribution": (_actions, [("tap", "marker-distribution"), ("tap", "option-distribution-2"), ("tap", "field-food-more"),
                                ("tap", "confirm")]),
    "stock exchange: buy": (_actions, [("tap", "marker-stock_exchange"), ("tap", "option-stock_exchange-2"),
                                       ("tap", "field-buy-more"), ("tap", "confirm")]),
    "stock exchange: sell": (_actions, [("tap", "marker-stock_exchange"), ("tap", "option-stock_exchange-2"),
                                        ("tap", "field-sell-more"), ("tap", "confirm")]),
    "contract": (_actions, [("tap", "marker-stock_exchange"), ("tap", "option-stock_exchange-2"), ("tap", "field-contract_food-2"),
                            ("tap", "confirm")]),
    "ship": (_ship, [("tap", "marker-ship:0"), ("tap", "option-ship:0-2"), ("tap", "field-ship_food-yes"), ("tap", "confirm")]),
    "production": (_production, [("tap", "marker-production_dark"), ("tap", "option-production_dark-2"),
                                 ("tap", "field-good-food"), ("tap", "confirm")]),
}


def _holding(*tiles: str, **corrections) -> Callable:
    """An action-phase game where Marion holds these development tiles (and the corrections given)."""
    def setup(store) -> int:
        sid = _actions(store)
        held = store.load(sid).state.players[0].tiles
        edit(store, sid, ("players.0.tiles", [*held, *tiles]), *corrections.items())
        return sid
    return setup


def _two_warehouses(store) -> int:
    """Marion holds the Small Warehouse tile, a worker beside row 1 of her large warehouse (hired from the job
    market) and 2 food in it."""
    sid = _holding("small_warehouse")(store)
    assert store.submit(sid, {"kind": "workers", "pool": "job_market",
                              "changes": [{"path": "players.0.warehouse.rows", "value": [True, False]}]}).stored
    edit(store, sid, ("players.0.warehouse.goods", {"food": 2}))
    return sid


#: turns the rules allow beyond the forms' defaults (issue 22): the game, the taps, and the taps the form took
#: before issue 22 (None: it could not enter the turn at all)
NON_DEFAULT_TURNS: dict[str, tuple[Callable, list[Step], int | None]] = {
    "hire 4 across two factories": (_actions, [("tap", "marker-workers"), ("tap", "option-workers-2"), ("tap", "field-hire_good-food"),
                                               ("tap", "field-hire_good-clothes"), ("tap", "field-hire_clothes_3-more"),
                                               ("tap", "field-hire_clothes_3-more"), ("tap", "confirm")], None),
    "build with the Developer": (_holding("developer"), [("tap", "marker-factory"), ("tap", "option-factory-2"),
                                                          ("tap", "field-step_cutlery-build"), ("tap", "confirm")], None),
    "distribution, Patent option one": (_holding("patent"), [("tap", "marker-distribution"), ("tap", "option-distribution-4"),
                                                             ("tap", "field-food-more"), ("tap", "field-food-more"),
                                                             ("tap", "field-food-more"), ("tap", "confirm")], None),
    "distribution, Patent option two": (_holding("patent"), [("tap", "marker-distribution"), ("tap", "option-distribution-2"),
                                                             ("tap", "field-patent-return"), ("tap", "field-free_food-more"),
                                                             ("tap", "field-free_food-more"), ("tap", "confirm")], None),
    "Foreman as the additional action": (_actions, [("tap", "marker-workers"), ("tap", "option-workers-2"), ("tap", "field-hire_good-food"),
                                                    ("pick", "special-marker", "take the Foreman for the food factory"),
                                                    ("tap", "confirm")], None),
    "a contract to the highest space": (_actions, [("tap", "marker-stock_exchange"), ("tap", "option-stock_exchange-2"),
                                                   ("tap", "field-contract_food-10"), ("tap", "confirm")], None),
    "a double modernisation (level I to III)": (_holding(**{"decade": 1800, "players.0.cash": 60}),
                                                [("tap", "marker-factory"), ("tap", "option-factory-2"),
                                                 ("tap", "field-step_food-modernize"), ("tap", "confirm")], 5),
    "quality after 2 food moved to the small warehouse": (_two_warehouses, [("tap", "marker-quality"), ("tap", "option-quality-6"),
                                                                            ("tap", "field-move_small_food-more"), ("tap", "field-move_small_food-more"),
                                                                            ("tap", "field-food-more"), ("tap", "confirm")], None),
}


def _submitted(store, sid: int, *entries: dict) -> int:
    for entry in entries:
        assert store.submit(sid, entry).stored, f"{entry} was not stored"
    return sid


def _stockyards_phase_two(store) -> int:
    """A Union Stockyards game that follows the placement, Phase I entered: Ada places first."""
    return _submitted(store, stockyards_game(store, workers=2), {"kind": "phase_one"})


#: each other pack's main step (issue 12, item 8): the game it starts from, the taps with the defaults
PACK_STEPS: dict[str, tuple[Callable, list[Step]]] = {
    "kanban: a workstation chosen": (lambda store: kanban_game(store, workstations=True),
                                     [("pick", "select-station", "the right workstation of Logistics (3 Shifts)"),
                                      ("tap", "prepare"), ("tap", "confirm")]),
    "kanban: a part taken": (kanban_working_game, [("button", "turbo: one more"), ("tap", "prepare"), ("tap", "confirm")]),
    "kanban: a Part recycled": (kanban_recycling_game, [("tap", "kind-recycle"), ("tap", "prepare"), ("tap", "confirm")]),
    "montana: workers placed": (montana_game, [("pick", "place-field", "grain field 1: 6 silver -> 4 grain"),
                                               ("tap", "prepare"), ("tap", "confirm")]),
    "union stockyards: a Phase II placement": (_stockyards_phase_two, [("pick", "place-space", "Build: Wool Shed (costs $4)"),
                                                                       ("tap", "prepare"), ("tap", "confirm")]),
}
STEPS = {**COMMON_ACTIONS, **PACK_STEPS, **{name: (setup, steps) for name, (setup, steps, _before) in NON_DEFAULT_TURNS.items()}}


def _locator(page, step: Step):
    if step[0] == "button":
        return page.get_by_role("button", name=step[1], exact=True)
    return page.locator(f'[flt-semantics-identifier="{step[1]}"]')


def do_step(page, step: Step) -> int:
    """Make one step on the screen; the taps it took."""
    try:
        target = shown(page, _locator(page, step), whole=True)
    except AssertionError:  # not drawn yet: the app's answer to the last tap (a busy machine draws it late)
        try:
            _locator(page, step).first.wait_for(state="attached", timeout=10_000)
        except Exception:
            pass
        target = shown(page, _locator(page, step), whole=True)
    if step[0] == "pick":
        target.click(position={"x": 20, "y": 20})
        page.get_by_role("menuitem", name=step[2], exact=True).or_(
            page.get_by_role("button", name=step[2], exact=True)).first.click()
        page.wait_for_timeout(300)
        return 2
    sent = messages(page)
    target.click()
    page.wait_for_timeout(300)
    if _is_stepper(step):
        # a stepper's − or +: the next tap steps from the value the app has drawn, so the app's answer (the redrawn
        # form) is awaited; the field's own value in the page cannot tell (Flutter's web client leaves an unfocused
        # text field's input empty: waiting for it to change always ran out its 5 s)
        answered(page, sent)
    return 1


def _is_stepper(step: Step) -> bool:
    """A stepper's − or + (`field-x-more` and `field-x-less` step `field-x`)."""
    return step[1].endswith(("-more", "-less"))


def run_taps(browser, server, store, name: str, *, width: int = 390, height: int = 844, shot: str | None = None) -> dict:
    """Enter one common action in a new tab; its taps and whether the game stored it."""
    setup, steps = STEPS[name]
    sid = setup(store)
    before = store.version(sid)
    page = new_tab(browser, server.url, width, height)
    count_messages(page)  # a stepper's tap awaits the app's answer
    taps, error = 0, None
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        # the table, or a pack's step panel above it (the table can be below the fold then)
        page.locator('[flt-semantics-identifier="table-when"]').or_(
            page.locator('[flt-semantics-identifier^="kind-"]')).first.wait_for(timeout=30_000)
        for k, step in enumerate(steps):
            if shot and k == len(steps) - 1:
                shown(page, _locator(page, step), whole=True)
                page.wait_for_timeout(500)
                page.screenshot(path=shot)
            taps += do_step(page, step)
    except Exception as exc:  # a step the screen does not offer: not stored
        error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}"
    finally:
        page.close()
    stored = _stored(store, sid, before)
    out = {"action": name, "figure": taps, "target": TARGET, "ratio": round(taps / TARGET, 2), "stored": stored}
    if error:
        out["error"] = error
    return out


def _stored(store, sid: int, before: int, wait: float = 5.0) -> bool:
    deadline = time.time() + wait
    while time.time() < deadline:
        now = store.version(sid)
        if now > before:
            return True
        time.sleep(0.2)
    return False


def taps_stored(browser, server, store, sid: int, steps, *, first: str | None = None, shot: str | None = None) -> bool:
    """Open game `sid` at 390 px, make the steps, and say whether the game stored an entry. The page is ready once
    `first` (or the first step's element, the table or the Confirm button) shows; `shot`: a screenshot if a step fails."""
    before = store.version(sid)
    page = new_tab(browser, server.url, 390, 844)
    count_messages(page)  # a stepper's tap awaits the app's answer
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        ready = page.locator(f'[flt-semantics-identifier="{first or steps[0][1]}"]')
        if first is None:
            ready = page.locator('[flt-semantics-identifier="table-when"]').or_(
                page.locator('[flt-semantics-identifier="confirm"]')).or_(ready)
        ready.first.wait_for(timeout=30_000)
        for step in steps:
            try:
                do_step(page, step)
            except AssertionError:
                if shot:
                    page.screenshot(path=shot, full_page=True)
                raise AssertionError(f"{step} never came on screen") from None
        return _stored(store, sid, before)
    finally:
        page.close()
