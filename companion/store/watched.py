"""Which file a Store reads: another program may move a new database into place (a restore).

The Store compares the file at its path with the one it opened before every
transaction (device and inode, from `os.stat`: the file is never opened, which
would drop this process's SQLite locks on it) and opens the new one if it was
replaced. Changes made inside the same file by other connections are seen
through SQLite's `PRAGMA data_version`, which the Store reads at the start of
each transaction.
"""

from __future__ import annotations

import os
from pathlib import Path

from companion.store.errors import StoreError


class WatchedFile:
    def __init__(self, path: Path):
        self.path = path
        self.identity = self._stat()

    def _stat(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return st.st_dev, st.st_ino

    def replaced(self) -> bool:
        """True when another file now sits at the path (`opened` once it is read); StoreError when there is none."""
        now = self._stat()
        if now is None:
            raise StoreError(f"the database file {self.path} was moved or deleted while the app was open; "
                             "nothing was written. Restart the app.")
        return now != self.identity

    def opened(self) -> None:
        """The file now at the path is the one read from here on."""
        self.identity = self._stat()
