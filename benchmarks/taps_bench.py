"""Taps per common Arkwright action and per other pack's main step with the forms' defaults, in headless
Chromium at 390 px (issue 12, item 8).

Each action starts from its own stored game (a predetermined 3-player Water
Frame set-up, corrected to the situation the action needs; a Kanban, Montana or
Union Stockyards game at the step) and is entered through the served app the
way a player would: tap the marker, the row, what is done, Confirm (a pack
step: what is chosen, Preview, Confirm). A tap is one click on the screen; choosing in a dropdown is
two (open it, pick the option). The action counts only when the game stored
it (its log grew by one action entry). One JSON line per action:

    {"action": "hire", "figure": 4, "target": 4, "ratio": 1.0, "stored": true}

figure: the taps it took; target: at most 4 taps (marker, row, what, confirm);
ratio: figure / target (1.0 or less meets it).

    .venv/bin/python benchmarks/taps_bench.py [--only hire,quality] [--turns] [--kanban-start]
    .venv/bin/python benchmarks/taps_bench.py --productions-only   (issue 29: a production resolved alone)

The Kanban starting round (`kanban_starting_round`) is counted as a whole: its 6 entries, 2 taps each.

`--turns`: the turns beyond the defaults (issue 22: hire across two factories, the
Developer, the Patent's two options, the Foreman as the additional action, a
contract to the highest space, a double modernisation, goods moved to the Small
Warehouse before a quality action), each stored, with its
taps now and before (null: the form could not enter it):

    {"turn": "build with the Developer", "figure": 4, "before": null, "ratio": null, "stored": true}
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui"), str(ROOT / "tests" / "ui" / "browser")]

from action_taps import NON_DEFAULT_TURNS, STEPS, run_taps  # noqa: E402  (tests/ui/browser/action_taps.py)


# --- the turns beyond the defaults (issue 22) ---------------------------------------------------------


def non_default(result: dict) -> dict:
    """A non-default turn's line: its taps now, the taps the form took before issue 22 (null: it could not say
    the turn at all), and the ratio of the two where both exist."""
    before = NON_DEFAULT_TURNS[result["action"]][2]
    out = {"turn": result["action"], "figure": result["figure"], "before": before,
           "ratio": round(result["figure"] / before, 2) if before else None, "stored": result["stored"]}
    return {**out, **({"error": result["error"]} if "error" in result else {})}


def kanban_starting_round(browser, server, store, *, width: int = 390, height: int = 844) -> dict:
    """The whole Kanban starting round of 3 players (KDE Beginning of the Game) with the forms' defaults:
    each player's spot on the Certification Track, then each one's Car Part and Design; every entry is
    Preview and Confirm (target: 2 taps an entry, 12 in all). Stored when the game holds all 6 entries."""
    import time

    from action_taps import do_step
    from scenarios import kanban_game
    from served import enable_semantics, open_app

    sid = kanban_game(store, workstations=True, starting_round=True, first_player="ben")
    before = store.version(sid)
    entries, per_entry = 6, 2
    page = open_app(browser, server.url, width, height)
    taps, error = 0, None
    try:
        page.goto(f"{server.url}game/{sid}")
        enable_semantics(page)
        page.locator('[flt-semantics-identifier="start-who"]').first.wait_for(timeout=30_000)
        for k in range(entries):
            for ident in ("prepare", "confirm"):
                taps += do_step(page, ("tap", ident))
            deadline = time.time() + 10  # the next entry's form comes once this one is stored
            while store.version(sid) < before + k + 1 and time.time() < deadline:
                time.sleep(0.2)
            page.wait_for_timeout(500)
    except Exception as exc:  # a step the screen does not offer: not stored
        error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}"
    finally:
        page.close()
    stored = store.version(sid) >= before + entries and not store.load(sid).state.starting
    target = entries * per_entry
    out = {"action": "kanban: the starting round (3 players)", "figure": taps, "target": target,
           "ratio": round(taps / target, 2), "stored": stored}
    if error:
        out["error"] = error
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma separated action names (default: every common action)")
    parser.add_argument("--kanban-start", action="store_true", help="only the Kanban starting round")
    parser.add_argument("--turns", action="store_true", help="only the non-default turns of issue 22 (taps before and after)")
    args = parser.parse_args()
    wanted = [a for a in args.only.split(",") if a] or list(STEPS)
    if args.turns:
        wanted = list(NON_DEFAULT_TURNS)

    from playwright.sync_api import sync_playwright
    from served import CHROMIUM, CHROMIUM_ARGS, Server

    from companion.store import Store

    server = Server(Path(tempfile.mkdtemp(prefix="companion-taps-")))
    failed = 0
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            store = Store.open(server.db)
            try:
                for name in ([] if args.kanban_start else wanted):
                    result = run_taps(browser, server, store, name)
                    failed += not result["stored"]
                    if name in NON_DEFAULT_TURNS:
                        result = non_default(result)
                    print(json.dumps(result), flush=True)
                if args.kanban_start or not (args.only or args.turns):
                    result = kanban_starting_round(browser, server, store)
                    failed += not result["stored"]
                    print(json.dumps(result), flush=True)
            finally:
                store.close()
                browser.close()
    finally:
        server.stop()
    return 1 if failed else 0


def productions_only_taps() -> int:
    """Issue 29: taps from the home screen to the first production's ledger of a game of productions only
    (3 players, one food factory each; the numbers the table gives: the demand and each company's price,
    one step each from the pre-filled value), then the second production with two values changed.
    target: the numbers given plus at most 6 taps (the second: the numbers plus the same 6)."""
    from playwright.sync_api import sync_playwright
    from served import CHROMIUM, CHROMIUM_ARGS, Server, open_app
    from scenarios import new_game
    from test_browser_advisor import on_screen
    from test_browser_game import button, by_id

    from companion.store import Store

    server = Server(Path(tempfile.mkdtemp(prefix="companion-taps-")))
    try:
        store = Store.open(server.db)
        new_game(store)  # the last table offered: three players
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = open_app(browser, server.url, 390, 844)
            taps = 0

            def tap(ident: str) -> None:
                nonlocal taps
                on_screen(page, by_id(page, ident), steps=30).click()
                taps += 1

            def top() -> None:
                for _ in range(12):
                    page.mouse.wheel(0, -600)
                    page.wait_for_timeout(100)

            tap("quick-production")
            numbers = ["demand-more", "0-price-less", "1-price-more", "2-price-more"]
            for ident in numbers:
                tap(ident)
            tap("quick-resolve")
            button(page, "Confirm").wait_for(timeout=30_000)
            first = {"step": "first production's ledger", "numbers": len(numbers), "figure": taps,
                     "target": len(numbers) + 6, "ratio": round(taps / (len(numbers) + 6), 2)}
            print(json.dumps(first), flush=True)
            on_screen(page, button(page, "Confirm"), steps=30).click()
            page.wait_for_timeout(1500)
            on_screen(page, by_id(page, "quick-next"), steps=30)
            top()
            taps = 0
            changed = ["0-price-more", "1-row0-workers-less"]
            tap("next-good-food")  # the same good again (the game's next cycle would be clothes)
            for ident in changed:
                tap(ident)
            tap("quick-next")
            page.wait_for_timeout(1500)
            top()
            button(page, "Confirm").wait_for(timeout=30_000)
            second = {"step": "second production's ledger, two values changed", "numbers": len(changed), "figure": taps,
                      "target": len(changed) + 6, "ratio": round(taps / (len(changed) + 6), 2)}
            print(json.dumps(second), flush=True)
            browser.close()
        store.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    if "--productions-only" in sys.argv:
        sys.exit(productions_only_taps())
    sys.exit(main())
