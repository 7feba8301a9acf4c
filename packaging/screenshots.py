"""Screenshots of the main screens at phone (390x844) and desktop (1280x800) width.

Serves the app on a free port with a fresh data folder, enters a few games
through the store (the same scenarios the browser tests use), opens each screen
in headless Chromium and writes `screenshots/<screen>-<phone|desktop>.png`.

    .venv/bin/python packaging/screenshots.py [--out screenshots]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui"), str(ROOT / "tests" / "ui" / "browser")]

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}


def seed(db: Path) -> dict[str, int]:
    """A running game at its production phase, a finished game, a roster."""
    from scenarios import edit, new_game, roster, short_game_at_the_end, warehouse_sale_game

    from companion.store import Store

    store = Store.open(db)
    try:
        roster(store, [("Marion", "blue"), ("Harold", "red"), ("Angelica", "green"), ("Bea", "purple")])
        finished = short_game_at_the_end(store)
        store.submit(finished, {"kind": "end_of_game", "answers": {"final:harold:buy": 2, "final:angelica:buy": 1, "final:marion:buy": 0}})
        acting = new_game(store)
        edit(store, acting, ("phase", "actions"))
        running = warehouse_sale_game(store)
        return {"running": running, "finished": finished, "acting": acting}
    finally:
        store.close()


def shoot(page, path: Path, wait_for: str | None = None) -> None:
    if wait_for:
        page.locator(f'[flt-semantics-identifier="{wait_for}"]').first.wait_for(timeout=10_000)
    page.wait_for_timeout(700)  # let transitions and the chart animation finish
    page.screenshot(path=str(path))
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from playwright.sync_api import sync_playwright
    from served import CHROMIUM, CHROMIUM_ARGS, Server, enable_semantics, open_app

    data = Path(tempfile.mkdtemp(prefix="companion-shots-"))
    server = Server(data)
    try:
        ids = seed(server.db)
        game, done = ids["running"], ids["finished"]
        screens = [
            ("home", "", "resume"),
            ("new-game", "new", "start-game"),
            ("table", f"game/{game}", "table-when"),
            ("log", f"game/{game}/log", "log-undo"),
            ("board-data", f"game/{game}/board", "board-part"),
            ("history", "history", None),
            ("history-chart", f"history/{done}", "chart-share-value"),
            ("players", "players", None),
            ("actions", f"game/{ids['acting']}", "marker-factory"),
        ]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size, (width, height) in SIZES.items():
                page = open_app(browser, server.url, width, height)
                for name, route, ready in screens:
                    page.goto(server.url + route)
                    enable_semantics(page)
                    shoot(page, out / f"{name}-{size}.png", ready)
                # production: the question, then the ledger before confirming
                page.goto(f"{server.url}game/{game}")
                enable_semantics(page)
                page.get_by_role("button", name="Resolve production", exact=True).click()
                shoot(page, out / f"production-question-{size}.png", "decision")
                page.get_by_role("button", name="up to 2 food from the warehouse (appeal allows 2 more)", exact=True).click()
                shoot(page, out / f"production-ledger-{size}.png", "ledger")
                page.close()
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
