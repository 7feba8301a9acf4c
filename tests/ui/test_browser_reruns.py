"""Browser tests are tried again only when they hung (tests/ui/browser/conftest.py), never on a failed check.

Runs the browser folder's own conftest on three stand-in browser tests in a separate pytest
run (pytester) and counts how often each one ran.
"""

from __future__ import annotations

from pathlib import Path

import pytest_timeout

pytest_plugins = ["pytester"]

BROWSER = Path(__file__).resolve().parent / "browser"

STAND_INS = f'''
import pytest
from pathlib import Path

pytestmark = pytest.mark.browser
RUNS = Path(__file__).parent / "runs.txt"


def ran(name):
    with RUNS.open("a") as f:
        f.write(name + "\\n")


def test_a_wrong_value():
    ran("wrong")
    assert 1 + 1 == 3


def test_an_element_never_shown():
    ran("missing")
    raise TimeoutError("Locator.click: Timeout 30000ms exceeded.")


def test_a_hung_renderer():
    ran("hung")
    pytest.fail({pytest_timeout.PYTEST_FAILURE_MESSAGE % 240.0!r})  # what pytest-timeout raises when it stops a test
'''


def test_only_a_hung_browser_test_is_tried_again(pytester, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(BROWSER))
    pytester.makeconftest((BROWSER / "conftest.py").read_text())
    pytester.makepyfile(test_stand_ins=STAND_INS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    outcomes = result.parseoutcomes()
    assert (outcomes.get("failed"), outcomes.get("rerun")) == (3, 1), result.outlines[-3:]
    runs = (pytester.path / "runs.txt").read_text().split()
    assert sorted(runs) == ["hung", "hung", "missing", "wrong"]
