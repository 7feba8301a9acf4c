"""Why the system refused a file or a port, in the table's words (never the system's own English text).

An OSError's `strerror` is the operating system's sentence, in English whatever the viewer reads; a refusal
says why in words of its own, by the error's number, in the viewer's language (core/wording.py `said`).
"""

from __future__ import annotations

import errno

from companion.core.wording import Phrase, said


def os_reason(exc: OSError) -> Phrase:
    """Why the system refused: "another program already uses it", "the device is full"..."""
    code = exc.errno
    if code == errno.EADDRINUSE:
        return said("core", "another program already uses it")
    if code == errno.EADDRNOTAVAIL:
        return said("core", "this device has no such address")
    if code in (errno.EACCES, errno.EPERM):
        return said("core", "this device does not allow it")
    if code == errno.ENOSPC:
        return said("core", "the device is full")
    if code == errno.ENOENT:
        return said("core", "it does not exist")
    if code == errno.EISDIR:
        return said("core", "it is a folder")
    if code == errno.ENOTDIR:
        return said("core", "a folder on its way is a file")
    if code == errno.EROFS:
        return said("core", "the device can only be read")
    return said("core", "the system refused it")
