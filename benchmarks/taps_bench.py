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

    .venv/bin/python benchmarks/taps_bench.py [--only hire,quality]
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

from action_taps import STEPS, run_taps  # noqa: E402  (tests/ui/browser/action_taps.py)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma separated action names (default: every common action)")
    args = parser.parse_args()
    wanted = [a for a in args.only.split(",") if a] or list(STEPS)

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
                    print(json.dumps(result), flush=True)
            finally:
                store.close()
                browser.close()
    finally:
        server.stop()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
