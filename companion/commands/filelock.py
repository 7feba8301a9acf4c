"""One writer at a time for a file that two commands may change at once.

A command that reads a file, checks a change and replaces the file whole holds
an exclusive lock from the read to the replace, so a second command waits for
the first and reads what it wrote. The lock is on a small file beside the
target (`.NAME.lock`): the target itself is replaced by a new file, so a lock on
it would be a lock on the old one. On POSIX it is `fcntl.flock`, on Windows
`msvcrt.locking` of the lock file's first byte; either way the system lets go of
it when the process ends, so a killed command never leaves the file locked.
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from companion.core.errors import InputError

#: how long a command waits for another one to finish changing the file
WAIT_SECONDS = 60.0

try:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
except ImportError:  # Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def lock_path(path: str | Path) -> Path:
    target = Path(path)
    return target.with_name(f".{target.name}.lock")


@contextmanager
def exclusive(path: str | Path, wait: float | None = None) -> Iterator[None]:
    """Hold the lock of `path` (waiting up to `wait` seconds for another command to finish with it)."""
    lock = lock_path(path)
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise InputError(f"{path} cannot be changed ({exc.strerror or 'input/output error'})") from None
    try:
        deadline = time.monotonic() + (WAIT_SECONDS if wait is None else wait)
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise InputError(f"another command is still changing {path}; nothing was changed, try again when it has finished")
            time.sleep(0.02)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)
