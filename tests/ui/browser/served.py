"""Serving the app for the browser tests and opening it in Chromium (used by conftest.py and the tests)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE.parent))

CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]
TABLE_CODE = "TESTGAME"


def unavailable(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"browser tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serving(url: str, proc: subprocess.Popen, seconds: float = 60) -> bool:
    """Wait until `url` answers (True), or `proc` ended or the time ran out (False)."""
    deadline = time.time() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=1).read()
            return True
        except Exception:
            if proc.poll() is not None or time.time() > deadline:
                return False
            time.sleep(0.2)


class Server:
    def __init__(self, data: Path, *extra: str):
        self.data = data
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        env = {**os.environ, "PYTHONPATH": str(ROOT), "COMPANION_DATA_DIR": str(data)}
        env.pop("FLET_APP_STORAGE_DATA", None)
        self.log = open(data / "server.log", "w")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "companion", "serve", "--port", str(self.port), "--code", TABLE_CODE, *extra],
            cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT,
        )
        if not serving(self.url, self.proc):
            self.stop()
            raise RuntimeError(f"companion serve did not start:\n{(data / 'server.log').read_text()}")

    @property
    def db(self) -> Path:
        return self.data / "companion.db"

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


#: one browser context per browser: its tabs share the HTTP cache, as the tabs of a phone's browser do, so
#: a new tab loads the Flutter client from the cache instead of fetching and compiling it again (about
#: half of a tab's opening). The app keeps nothing in the browser (no cookie, no local storage): every
#: tab is still a new Flet session.
_CONTEXTS: dict[int, object] = {}


def shared_context(browser):
    context = _CONTEXTS.get(id(browser))
    if context is None or context.browser is not browser:
        context = _CONTEXTS[id(browser)] = browser.new_context(service_workers="block", locale="en-US")
    return context


def new_tab(browser, url: str, width: int = 390, height: int = 844, context=None):
    """A new tab that may ask only the server of `url`, with nothing loaded yet: a test that goes to a
    game's page first loads the app once, there (`page.goto`, then `enable_semantics`).

    `context`: a browser context of the test's own (another device: its own locale and local storage)."""
    page = (context or shared_context(browser)).new_page()
    page.set_viewport_size({"width": width, "height": height})
    base = url.split("/", 3)
    origin = "/".join(base[:3]) + "/"
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) or r.request.url.startswith("blob:") else r.abort())
    return page


#: the tabs' counts of the app's messages (`count_messages`), by tab
_MESSAGES: dict[int, list[int]] = {}


def count_messages(page) -> None:
    """Count the messages the app sends the tab over its websocket (read with `messages`); call it on a new tab before
    it loads the app. Only the tap tables do (action_taps.py): a tab whose websocket frames Playwright listens to loses
    typed text now and then (the table code test failed 3 runs of 4 with every tab counted), and the tap tables type
    nothing."""
    count = _MESSAGES[id(page)] = [0]

    def on_frame(_frame) -> None:
        count[0] += 1

    page.on("websocket", lambda ws: ws.on("framereceived", on_frame))
    page.on("close", lambda _page: _MESSAGES.pop(id(page), None))


def messages(page) -> int | None:
    """How many messages the app has sent the tab so far; None for a tab `new_tab` did not open."""
    count = _MESSAGES.get(id(page))
    return None if count is None else count[0]


def answered(page, before: int | None, timeout: float = 5.0) -> bool:
    """Wait until the app has sent the tab a message since it had sent `before` (its answer to a tap: the redrawn
    screen); False after `timeout` seconds, or at once for a tab whose messages are not counted."""
    if before is None:
        return False
    deadline = time.time() + timeout
    while messages(page) == before:
        if time.time() > deadline:
            return False
        page.wait_for_timeout(50)
    return True


def open_app(browser, url: str, width: int = 390, height: int = 844, context=None):
    """A new tab (a new Flet session) at `url`, with Flutter's semantics tree switched on."""
    page = new_tab(browser, url, width, height, context)
    page.goto(url)
    enable_semantics(page)
    return page


def enable_semantics(page):
    """Switch on Flutter's semantics tree (the DOM Playwright reads); retried until it appears."""
    placeholder = page.locator("flt-semantics-placeholder")
    placeholder.wait_for(state="attached", timeout=60_000)
    for _ in range(20):
        if placeholder.count():
            placeholder.dispatch_event("click")
        try:
            page.locator("flt-semantics-host flt-semantics").first.wait_for(state="attached", timeout=1_000)
            return
        except Exception:
            continue
    raise AssertionError("Flutter's semantics tree did not appear")


def shown(page, target, steps: int = 12, timeout: float = 10.0, *, whole: bool = False):
    """`target` (a locator, or a test id) scrolled onto the screen: Flutter builds only what is on or near the
    screen, so the page is swept down `steps` wheel turns, then up, and again, until the element is there or
    `timeout` seconds have passed (a busy machine may draw a tap's answer late).

    The element is brought to the middle when its top is under the app bar or the navigation bar; `whole`: it
    must lie entirely between them (a ledger read whole)."""
    from playwright.sync_api import expect

    if isinstance(target, str):
        target = page.locator(f'[flt-semantics-identifier="{target}"]')
    height = (page.viewport_size or {"height": 844})["height"]
    page.mouse.move((page.viewport_size or {"width": 390})["width"] / 2, height / 2)
    deadline = time.monotonic() + timeout
    direction, turns = 1, 0
    while time.monotonic() < deadline:
        box = target.first.bounding_box() if target.count() and target.first.is_visible() else None
        if box is not None and whole:
            if box["y"] >= 60 and box["y"] + box["height"] <= height - 90:
                return target.first
            page.mouse.wheel(0, 300 if box["y"] > height / 2 else -300)
            page.wait_for_timeout(200)
            continue
        if box is not None:
            if not (height * 0.15 < box["y"] and box["y"] + min(box["height"], 60) < height * 0.8):
                page.mouse.wheel(0, box["y"] - height / 2)
                page.wait_for_timeout(300)
            if target.count() and target.first.is_visible():
                return target.first
        page.mouse.wheel(0, 350 * direction)
        page.wait_for_timeout(150)
        turns += 1
        if turns == steps:
            direction, turns = -direction, 0
    expect(target.first).to_be_visible(timeout=1_000)
    return target.first


def expand(tile, tries: int = 3):
    """Open an expansion tile (Flutter tells its state in the tile's aria-description, "Collapsed" or
    "Expanded"); a tap the page dropped while it was still settling is tapped again, as a player would."""
    from playwright.sync_api import expect

    tile.wait_for(timeout=30_000)
    for _ in range(tries):
        if tile.get_attribute("aria-description", timeout=5_000) == "Expanded":
            return tile
        tile.click(timeout=10_000)
        try:
            expect(tile).to_have_attribute("aria-description", "Expanded", timeout=5_000)
            return tile
        except AssertionError:
            continue
    expect(tile).to_have_attribute("aria-description", "Expanded")
    return tile


def tap_until(target, answer, tries: int = 3, wait: float = 8_000):
    """Tap `target` until `answer` (a locator: the dialog or line the tap brings) is on screen; a tap the
    page dropped while it was still moving is tapped again. The answer must come within `tries` taps."""
    from playwright.sync_api import expect

    for _ in range(tries):
        if answer.count() and answer.first.is_visible():
            return answer.first
        if target.count():  # gone: the first tap was taken (a Confirm stored), its answer still on its way
            try:
                target.click(timeout=10_000)
            except Exception:  # redrawn under the tap: look for the answer, then tap again
                pass
        try:
            answer.first.wait_for(state="visible", timeout=wait)
            return answer.first
        except Exception:
            continue
    expect(answer.first).to_be_visible()
    return answer.first


def preview(page, answer: str = "confirm"):
    """Tap Preview ("prepare") until the app's answer shows: the preview's Confirm, or the question it asks
    (`answer="decision-question"`); a tap the page dropped while the form was still being redrawn is tapped again."""
    tap_until(shown(page, "prepare"), page.locator(f'[flt-semantics-identifier="{answer}"]'), wait=10_000)
