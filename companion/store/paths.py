"""Where the database lives, for every way the app can be started."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_ID = "tabletop-companion"
DB_NAME = "companion.db"


def data_dir() -> Path:
    """The app's data folder.

    `FLET_APP_STORAGE_DATA` (packaged app, `flet run`), else
    `COMPANION_DATA_DIR` (tests, servers), else the per-user data folder.
    """
    for var in ("FLET_APP_STORAGE_DATA", "COMPANION_DATA_DIR"):
        value = os.environ.get(var)
        if value:
            return Path(value)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home())
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_ID


def default_db_path() -> Path:
    return data_dir() / DB_NAME
