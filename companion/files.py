"""The device's files: each replaced whole at once, and changed by one writer at a time.

Below the store and the commands alike (it imports the core's errors alone), so the log commands
reach it without the SQLite store. A file is written through a temporary file beside it that is
then moved into its place (`write_text_atomic`, several files as one change `write_texts_atomic`):
a reader sees the old file or the new one, never half, and a failed write leaves no temporary file.

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
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from companion.core.errors import InputError
from companion.core.system_words import os_reason
from companion.core.wording import said

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


class Held:
    """The lock of one file, held until `release()` (or the end of the process)."""

    def __init__(self, path: str | Path, wait: float | None = None):
        self.path = lock_path(path)
        try:
            self.fd: int | None = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise InputError(said("core", "{path} cannot be changed ({why})", path=str(path), why=os_reason(exc))) from None
        deadline = time.monotonic() + (WAIT_SECONDS if wait is None else wait)
        while not _try_lock(self.fd):
            if time.monotonic() >= deadline:
                os.close(self.fd)
                self.fd = None
                raise InputError(said("core", "another command is still changing {path}; nothing was changed, try again when it has finished",
                                       path=str(path)))
            time.sleep(0.02)

    def release(self, *, remove: bool = False) -> None:
        """Let go; `remove` also deletes the lock file (for a file that is gone with its lock)."""
        if self.fd is None:
            return
        try:
            _unlock(self.fd)
        finally:
            os.close(self.fd)
            self.fd = None
        if remove:
            try:
                self.path.unlink(missing_ok=True)
            except OSError:  # Windows: another process opened it meanwhile; it removes it in turn
                pass


@contextmanager
def exclusive(path: str | Path, wait: float | None = None) -> Iterator[None]:
    """Hold the lock of `path` (waiting up to `wait` seconds for another command to finish with it)."""
    held = Held(path, wait)
    try:
        yield
    finally:
        held.release()


def write_text_atomic(path: str | Path, text: str) -> None:
    """Replace a file's whole text at once: a reader sees the old file or the new one, never half."""
    write_texts_atomic([(Path(path), text)])


def write_texts_atomic(files: list[tuple[Path, str]]) -> None:
    """Write several files as one change: every new text is written in full first, then each moved into place,
    so a write that fails (a full device) changes none of them and leaves no temporary file."""
    written: list[tuple[str, Path]] = []
    try:
        for path, text in files:
            path = Path(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
            written.append((tmp, path))
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
        for tmp, path in written:
            os.replace(tmp, path)
    except BaseException:
        for tmp, _path in written:
            if os.path.exists(tmp):
                os.unlink(tmp)
        raise
