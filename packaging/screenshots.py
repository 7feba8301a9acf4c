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
        return {"running": running, "finished": finished, "acting": acting, **seed_packs(store)}
    finally:
        store.close()


def seed_packs(store) -> dict[str, int]:
    """Kanban, Union Stockyards and Montana games under way, and a finished Kanban game for its history."""
    from scenarios import kanban_game, montana_game, stockyards_game

    kanban = kanban_game(store, goals_on_table=[1, 27, 12, 30])
    store.submit(kanban, {"kind": "work", "player": "ada", "department": "logistics", "workstation_shifts": 3,
                          "train": 1, "parts_taken": {"turbo": 2}})
    stockyards = stockyards_game(store)
    store.submit(stockyards, {"kind": "phase_one", "livestock_added": {"cattle": 1}, "union_spirit_change": 2})
    montana = montana_game(store)
    store.submit(montana, {"kind": "place", "player": "ada", "area": "grain", "field": 1, "workers": ["yellow"],
                           "small_workers": ["blue", "blue"]})
    done = kanban_game(store)
    for day, (who, dept) in enumerate([("ada", "logistics"), ("ada", "design"), ("ada", "testing")], start=1):
        store.submit(done, {"kind": "work", "player": who, "department": dept, "workstation_shifts": 3, "train": 2})
        store.submit(done, {"kind": "adjust", "player": "ben", "amount": 2 * day, "reason": "a car rolled off the line"})
        store.submit(done, {"kind": "end_of_day"})
    store.submit(done, {"kind": "edit", "changes": [{"path": "week", "value": 3}, {"path": "cycle", "value": 2},
                                                    {"path": "end_triggered", "value": True}]})
    store.submit(done, {"kind": "final_scoring"})
    montana_done = montana_game(store)
    store.submit(montana_done, {"kind": "final_scores", "scores": {"ada": 31, "ben": 27, "cleo": 35}})
    ada = next(p.id for p in store.players() if p.name == "Ada")
    return {"kanban": kanban, "stockyards": stockyards, "montana": montana, "kanban_done": done, "ada": ada}


def shoot(page, path: Path, wait_for: str | None = None) -> None:
    if wait_for:
        page.locator(f'[flt-semantics-identifier="{wait_for}"]').first.wait_for(timeout=10_000)
    page.wait_for_timeout(700)  # let transitions and the chart animation finish
    page.screenshot(path=str(path))
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def pack_previews(page, url: str, ids: dict[str, int], out: Path, size: str) -> None:
    """Each pack's form filled in and its preview ledger, and the Montana contractor question."""
    from served import enable_semantics

    def select(ident: str, option: str) -> None:
        page.locator(f'[flt-semantics-identifier="{ident}"]').click(position={"x": 20, "y": 20})
        page.get_by_role("menuitem", name=option, exact=True).or_(page.get_by_role("button", name=option, exact=True)).first.click()

    def open_game(key: str) -> None:
        page.goto(f"{url}game/{ids[key]}")
        enable_semantics(page)
        page.locator('[flt-semantics-identifier="kind-other"]').wait_for(timeout=20_000)

    open_game("kanban")
    select("work-department", "Testing & Innovation")
    select("work-station", "2 Shifts (+0 banked)")
    shoot(page, out / f"kanban-work-form-{size}.png", "work-shifts")
    open_game("stockyards")
    select("sale-player", "Ben (red)")
    select("sale-livestock", "cattle: +$4 each, 4 in Yard")
    page.locator('[flt-semantics-identifier="prepare"]').click()
    shoot(page, out / f"stockyards-sale-ledger-{size}.png", "ledger")
    open_game("montana")
    page.locator('[flt-semantics-identifier="kind-contractors"]').click()
    page.locator('[flt-semantics-identifier="prepare"]').click()
    shoot(page, out / f"montana-contractors-{size}.png", "decision")


def transfer_screens(page, url: str, ids: dict[str, int], out: Path, size: str, backup: Path) -> None:
    """A game's export card (scrolled to), and the question a restore asks first."""
    from served import enable_semantics

    page.goto(f"{url}history/{ids['kanban_done']}")
    enable_semantics(page)
    page.locator('[flt-semantics-identifier="chart-pp"]').wait_for(timeout=10_000)
    page.mouse.move(page.viewport_size["width"] // 2, page.viewport_size["height"] // 2)
    page.mouse.wheel(0, 3000)
    shoot(page, out / f"history-export-{size}.png", "export")
    page.goto(f"{url}history")
    enable_semantics(page)
    with page.expect_file_chooser() as chooser:
        page.locator('[flt-semantics-identifier="restore"]').click()
    chooser.value.set_files(str(backup))
    shoot(page, out / f"restore-question-{size}.png", "restore-question")
    page.get_by_role("button", name="Keep my games", exact=True).click()


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
            ("new-game", "new", "pack"),
            ("table", f"game/{game}", "table-when"),
            ("log", f"game/{game}/log", "log-undo"),
            ("board-data", f"game/{game}/board", "board-part"),
            ("history", "history", None),
            ("history-chart", f"history/{done}", "chart-share-value"),
            ("players", "players", None),
            ("actions", f"game/{ids['acting']}", "marker-factory"),
            ("kanban-table", f"game/{ids['kanban']}", "kind-other"),
            ("stockyards-table", f"game/{ids['stockyards']}", "kind-other"),
            ("montana-table", f"game/{ids['montana']}", "kind-other"),
            ("kanban-history", f"history/{ids['kanban_done']}", "chart-pp"),
            ("player-stats", f"players/{ids['ada']}", "player-stats"),
            ("players-all", "players/all", "player-stats"),
        ]
        from companion.store import Store

        with Store.open(server.db) as store:
            backup = store.backup(data)  # companion-backup-<time>.db in the data folder
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
                pack_previews(page, server.url, ids, out, size)
                transfer_screens(page, server.url, ids, out, size, backup)
                page.close()
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
