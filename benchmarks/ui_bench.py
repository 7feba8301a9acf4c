"""UI timings in headless Chromium: `companion serve` against a bare Flet page served the same way.

1. "Resolve production" tapped -> the ledger visible (a 3-player 1770 food
   production; the preview is cancelled and tapped again, nothing is stored).
   The step previews itself when it is drawn and sends its ledger hidden
   (companion/ui/resolve.py): a tap checks the game is unchanged (one query)
   and shows it; the first two taps of each page are not counted.
2. Cold start: a new browser context opens the app -> the home screen's
   "New game" button is in the accessibility tree (the first interactive screen).

The floor is benchmarks/bare_flet.py (one button that shows a text), timed the
same way in the same run; each line prints the figure, the floor and the ratio
(targets: taps within 2x, page load within 1.3x), with the middle half of
the times ("spread": 25th and 75th percentiles) of both.

    .venv/bin/python benchmarks/ui_bench.py [--runs 20] [--cold 5]

Where a tap's time goes (2026-12-01, this 3-player preview: 4 sections, about 61 controls;
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


TAP_TO_LEDGER = """
() => new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('flt-semantics[role="button"]')]
    .find(e => (e.getAttribute('aria-label') || e.textContent || '').trim() === 'Resolve production');
  if (!button) { reject(new Error('no Resolve production button')); return; }
  const found = () => document.querySelector('[flt-semantics-identifier="ledger"]');
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (found()) { observer.disconnect(); resolve(performance.now() - t0); }
  });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true});
  button.click();
  setTimeout(() => { observer.disconnect(); reject(new Error('no ledger after 10 s')); }, 10000);
})
"""


#: the taps are timed in this many rounds, each app in turn, so a busy spell of the machine weighs on both
ROUNDS = 4


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
    """benchmarks/bare_flet.py served in its own process, like `companion serve`."""

    def __init__(self) -> None:
        import subprocess

        from served import free_port, serving

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "bare_flet.py"), str(self.port)], cwd=ROOT)
        if not serving(self.url, self.proc):
            self.stop()
            raise RuntimeError("the bare Flet page did not start")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def cold_starts(browser, url: str, runs: int) -> list[float]:
    """A new browser context opens `url` -> its "New game" button is in the accessibility tree."""
    from served import enable_semantics

    times = []
    for _ in range(runs):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        origin = url.split("/", 3)
        origin = "/".join(origin[:3]) + "/"
        page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) or r.request.url.startswith("blob:") else r.abort())
        t0 = time.perf_counter()
        page.goto(url)
        enable_semantics(page)
        page.get_by_role("button", name="New game", exact=True).wait_for(timeout=30_000)
        times.append(time.perf_counter() - t0)
        context.close()
    return times


def taps(browser, url: str, runs: int) -> list[float]:
    """"Resolve production" tapped -> the "ledger" identifier in the DOM, timed inside the page."""
    from served import open_app

    page = open_app(browser, url)
    resolve = page.get_by_role("button", name="Resolve production", exact=True)
    ledger = page.locator('[flt-semantics-identifier="ledger"]')
    cancel = page.get_by_role("button", name="Cancel", exact=True)
    times = []
    for i in range(runs + 2):
        resolve.wait_for()
        # Playwright's own round trips are not part of what a player waits for
        elapsed = page.evaluate(TAP_TO_LEDGER) / 1000
        if i >= 2:  # the first taps warm up the server's imports and caches
            times.append(elapsed)
        cancel.click()
        ledger.wait_for(state="detached", timeout=10_000)
    page.close()
    return times


def quartiles(values: list[float], unit: float) -> list[float]:
    """The middle half of the times (25th and 75th percentiles): how much a busy machine spread them."""
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return [round(q[0] * unit, 1), round(q[2] * unit, 1)]


def report(name: str, figure: list[float], floor: list[float], target: float, unit: float, label: str) -> None:
    ratio = p50(figure) / p50(floor)
    print(json.dumps({"bench": "ui", "measure": name, label: round(p50(figure) * unit, 1),
                      "floor": round(p50(floor) * unit, 1), "ratio": round(ratio, 2), "target": target,
                      "within": ratio <= target, "runs": len(figure),
                      "spread": quartiles(figure, unit), "floor_spread": quartiles(floor, unit)}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="taps to time per app")
    parser.add_argument("--cold", type=int, default=5, help="cold starts to time per app (0: taps only)")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright
    from served import CHROMIUM, CHROMIUM_ARGS, Server

    server = Server(Path(tempfile.mkdtemp(prefix="companion-bench-")))
    bare = BareServer()
    try:
        sid = production_game(server.db)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            # interleaved, so a busy spell of the machine weighs on both
            cold, cold_floor, tap, tap_floor = [], [], [], []
            for _ in range(args.cold):
                cold_floor += cold_starts(browser, bare.url, 1)
                cold += cold_starts(browser, server.url, 1)
            for _ in range(ROUNDS):
                tap_floor += taps(browser, bare.url, max(1, args.runs // ROUNDS))
                tap += taps(browser, f"{server.url}game/{sid}", max(1, args.runs // ROUNDS))
            browser.close()
    finally:
        server.stop()
        bare.stop()

    report("tap resolve production -> ledger visible", tap, tap_floor, 2.0, 1000, "ms")
    if cold:
        report("page load -> first interactive screen", cold, cold_floor, 1.3, 1, "s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
