"""UI timings in headless Chromium at 390 px: `companion serve` against a bare Flet page served the same way.

Each round opens a fresh page of each app (a new browser context, nothing cached) and times:

1. Page load: the page asked for -> the game page's first step, its "Resolve production"
   button, in the accessibility tree (a 3-player 1770 food production; for the floor, the bare
   page's own "Resolve production" button).
2. The first tap: "Resolve production" tapped as soon as it is there -> the ledger visible
   (its semantics node in the DOM with a size on screen), timed inside the page from the tap.
3. The later taps on the same page: the preview cancelled and tapped again (nothing is stored).

Every tap counts, the first one included. The floor is benchmarks/bare_flet.py (one button
that shows a text), timed the same way in the same run, each app in turn within a round, so a
busy spell of the machine weighs on both. Each line prints the figure and the floor (the median
of 5 rounds; each round's own figure is its median), the ratio (the median of the rounds'
ratios) and the spread (lowest and highest of the rounds) of each. Targets: page load within
1.3x, every tap within 2x.

    .venv/bin/python benchmarks/ui_bench.py [--rounds 5] [--taps 5]

Where a tap's time went (2026-12-01, this 3-player preview: 4 sections, about 61 controls;
ratios to the floor, single runs of 20 taps on a busy machine, so read them as rough):
the whole preview 3.5-7.1x (median 4.5 of 6 runs); the same tap with only the first
player's section 2.0-4.2x (median 2.5 of 4); with the first two 2.8-4.1x (2 runs); with
no section at all 2.2-2.4x (2 runs). So even a ledger of nothing costs more than 2x (the
step card's own change: the Resolve button swapped for the Confirm/Cancel row, and the
page), and building only what is on a 390x844 screen would not help much here: that
screen already shows Marion's section and the top of Harold's, and Flutter's ListView
also builds 250 px below the screen. (A Flet 1.0.5 component cannot make several items
of a ListView: one that returns a list of controls shows nothing in the browser.)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui"), str(ROOT / "tests" / "ui" / "browser")]

from machine import Load  # noqa: E402


TAP_TO_LEDGER = """
() => new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('flt-semantics[role="button"]')]
    .find(e => (e.getAttribute('aria-label') || e.textContent || '').trim() === 'Resolve production');
  if (!button) { reject(new Error('no Resolve production button')); return; }
  const found = () => {
    const e = document.querySelector('[flt-semantics-identifier="ledger"]');
    if (!e) return false;
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (found()) { observer.disconnect(); resolve(performance.now() - t0); }
  });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true});
  button.click();
  setTimeout(() => { observer.disconnect(); reject(new Error('no ledger after 10 s')); }, 10000);
})
"""


def p50(values: list[float]) -> float:
    return statistics.median(values)


def production_game(db: Path) -> int:
    from scenarios import edit, new_game

    from companion.store import Store

    store = Store.open(db)
    try:
        sid = new_game(store)
        edit(store, sid, ("phase", "production"))
        return sid
    finally:
        store.close()


class BareServer:
    """benchmarks/bare_flet.py served in its own process, like `companion serve` (the same web client)."""

    def __init__(self, web: Path) -> None:
        import os
        import subprocess

        from served import free_port, serving

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        env = {**os.environ, "FLET_WEB_PATH": str(web)}
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "bare_flet.py"), str(self.port)],
                                     cwd=ROOT, env=env)
        if not serving(self.url, self.proc):
            self.stop()
            raise RuntimeError("the bare Flet page did not start")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def fresh_page(browser, url: str, taps: int) -> tuple[float, float, list[float]]:
    """A new browser context opens `url`: (seconds to its "Resolve production" button, the first
    tap's seconds to the ledger, the later taps' seconds)."""
    from served import enable_semantics

    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    origin = "/".join(url.split("/", 3)[:3]) + "/"
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) or r.request.url.startswith("blob:") else r.abort())
    resolve = page.get_by_role("button", name="Resolve production", exact=True)
    ledger = page.locator('[flt-semantics-identifier="ledger"]')
    cancel = page.get_by_role("button", name="Cancel", exact=True)
    try:
        t0 = time.perf_counter()
        page.goto(url)
        enable_semantics(page)
        resolve.wait_for(timeout=60_000)
        load = time.perf_counter() - t0
        first = page.evaluate(TAP_TO_LEDGER) / 1000  # Playwright's own round trips are not part of what a player waits for
        later = []
        for _ in range(taps):
            cancel.click()
            ledger.wait_for(state="detached", timeout=10_000)
            resolve.wait_for()
            later.append(page.evaluate(TAP_TO_LEDGER) / 1000)
        return load, first, later
    finally:
        context.close()


def report(name: str, figure: list[float], floor: list[float], target: float, unit: float, label: str, load: dict) -> None:
    """`figure` and `floor`: one value per round (its median)."""
    ratios = sorted(f / b for f, b in zip(figure, floor))
    ratio = p50(ratios)

    def spread(values: list[float]) -> list[float]:
        return [round(min(values) * unit, 1), round(max(values) * unit, 1)]

    print(json.dumps({"bench": "ui", "measure": name, label: round(p50(figure) * unit, 1),
                      "floor": round(p50(floor) * unit, 1), "ratio": round(ratio, 2), "target": target,
                      "within": ratio <= target, "rounds": len(figure), "spread": spread(figure),
                      "floor_spread": spread(floor), "ratio_spread": [round(ratios[0], 2), round(ratios[-1], 2)], **load}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="fresh pages of each app (each round's figure is its median)")
    parser.add_argument("--taps", type=int, default=5, help="later taps per fresh page")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright
    from served import CHROMIUM, CHROMIUM_ARGS, Server

    from companion.ui.web_client import web_root

    machine = Load()
    server = Server(Path(tempfile.mkdtemp(prefix="companion-bench-")))
    bare = BareServer(web_root(server.data))
    try:
        sid = production_game(server.db)
        game = f"{server.url}game/{sid}"
        measures = {"load": ([], []), "first": ([], []), "later": ([], [])}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            fresh_page(browser, game, 1)  # the server's imports and caches warmed once, as after a first visit
            fresh_page(browser, bare.url, 1)
            for _ in range(args.rounds):
                for column, url in enumerate((game, bare.url)):  # in turn, so a busy spell weighs on both
                    load, first, later = fresh_page(browser, url, args.taps)
                    measures["load"][column].append(load)
                    measures["first"][column].append(first)
                    measures["later"][column].append(p50(later))
            browser.close()
    finally:
        server.stop()
        bare.stop()

    seen = machine.seen()
    report("page load -> the game page's first step (Resolve production)", *measures["load"], 1.3, 1, "s", seen)
    report("first tap on a fresh page: resolve production -> ledger visible", *measures["first"], 2.0, 1000, "ms", seen)
    report("later taps: resolve production -> ledger visible", *measures["later"], 2.0, 1000, "ms", seen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
