"""The real app in headless Chromium: `companion serve` on a free port, a temporary data folder.

In CI (`CI` set) a missing Playwright or Chromium fails the run loudly; elsewhere
the browser tests are skipped with the reason.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from served import CHROMIUM, CHROMIUM_ARGS, Server, new_tab, unavailable


#: a browser test that has not finished in this time is stopped (a page whose renderer hangs would
#: otherwise block the whole run) and tried once more on a new page; a second failure fails the run
BROWSER_TEST_TIMEOUT = 240
#: the only failure tried again: pytest-timeout's stop of a hung test ("Timeout (>240.0s) from
#: pytest-timeout."); an assertion, a missing element or an error fails at once
HUNG = r"^Failed: Timeout \(>[0-9.]+s\) from pytest-timeout"


#: how long a check waits for the app's answer before it fails (Playwright's own default is 5 s; a busy
#: 2-core CI machine has been seen to take longer to draw a dialog)
ANSWER_TIMEOUT = 10_000


def pytest_configure(config):
    try:
        from playwright.sync_api import expect
    except ImportError:  # the browser fixture says why the tests cannot run
        return
    expect.set_options(timeout=ANSWER_TIMEOUT)


def pytest_collection_modifyitems(items):
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.timeout(BROWSER_TEST_TIMEOUT, method="signal"))
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=[HUNG]))


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    s = Server(tmp_path_factory.mktemp("served"))
    yield s
    s.stop()


@pytest.fixture(scope="session")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:
        unavailable(f"playwright is not installed ({exc})")
    if not Path(CHROMIUM).exists():
        unavailable(f"Chromium not found at {CHROMIUM}")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()



@pytest.fixture
def fresh_server(tmp_path):
    """A server of its own with an empty data folder (for a test that reads the whole roster)."""
    (tmp_path / "fresh").mkdir()
    s = Server(tmp_path / "fresh")
    yield s
    s.stop()


@pytest.fixture
def app_page(browser, server):
    """A new tab for the served app, nothing loaded yet: each test goes to its game's page first."""
    page = new_tab(browser, server.url)
    yield page
    page.close()


@pytest.fixture
def store(server):
    from companion.store import Store

    s = Store.open(server.db)
    yield s
    s.close()
