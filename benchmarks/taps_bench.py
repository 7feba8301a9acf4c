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

    .venv/bin/python benchmarks/taps_bench.py [--only hire,quality] [--turns]

`--turns`: the turns beyond the defaults (issue 22: hire across two factories, the
Developer, the Patent's two options, the Foreman as the additional action, a
contract to the highest space, a double modernisation), each stored, with its
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma separated action names (default: every common action)")
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
                for name in wanted:
                    result = run_taps(browser, server, store, name)
                    failed += not result["stored"]
                    if name in NON_DEFAULT_TURNS:
                        result = non_default(result)
                    print(json.dumps(result), flush=True)
            finally:
                store.close()
                browser.close()
    finally:
        server.stop()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
