"""Fixtures of the UI tests: a store in a temporary folder, the app in the offline harness."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from flet_harness import Harness  # noqa: E402

from companion.store import Store  # noqa: E402
from companion.ui.app import close_shared_stores, make_main  # noqa: E402
from companion.ui.context import Hosting  # noqa: E402


@pytest.fixture
def db_path(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    return tmp_path / "companion.db"


@pytest.fixture
def store(db_path):
    """The test's own connection to the app's database (as another program would have)."""
    with Store.open(db_path) as opened:
        yield opened


@pytest.fixture
def start_app(db_path):
    """`await start_app(route, width=..., hosting=..., client_ip=..., web=...)` -> a started Harness."""

    async def start(route: str = "/", *, width: float = 400, hosting: Hosting | None = None, client_ip: str = "127.0.0.1", hub=None,
                    web: bool = False):
        main = make_main(hosting or Hosting(), store_path=db_path, poll_seconds=None)
        h = Harness(main, route=route, width=width, client_ip=client_ip, hub=hub, web=web)
        await h.start()
        if route != "/":
            await h.navigate(route)
        return h

    yield start
    close_shared_stores()
