"""The table code and the gate that admits other phones: hard to guess, slow to try.

The code is `CODE_LENGTH` characters of a 30-character alphabet with nothing that
reads like something else aloud or on a small screen (no 0/O, no 1/I/L, no 8/B),
shown in groups of four ("ABCD EFGH"). Case, spaces and dashes do not matter
when it is typed.

Every miss is counted, per client (its address) and for the whole table:

- a client that missed must wait before its next try: 1, 2, 4, 8 seconds after
  its 1st to 4th miss; after `CLIENT_LOCK_AFTER` (5) misses it is locked out for
  `CLIENT_LOCKOUT` (15 minutes);
- after `TABLE_LOCK_AFTER` (20) misses from anyone within an hour, joining is
  paused for everyone for `TABLE_LOCKOUT` (an hour), or until the host opens it
  again. A try while waiting or locked is not even compared with the code.

So the table allows at most 20 wrong guesses an hour, whatever the number of
clients: 20 / 3600 s = 0.0056 guesses per second. The code has
30**8 = 656,100,000,000 values; a guesser needs half of them on average,
328,050,000,000 guesses, that is 328,050,000,000 / 20 hours = 16.4 billion
hours, about 1.87 million years (the aim: more than a year). One client alone
is slower still: 5 guesses per 15 minutes 15 seconds, and its 20th miss within
an hour pauses the table too (about 11 guesses an hour).
`benchmarks/table_code_bench.py` runs the fastest attack the gate allows and
prints these figures.

The gate holds no I/O; its clock is given (`time.monotonic` by default), so the
tests step time instead of waiting.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from companion.core.errors import InputError
from companion.core.wording import said
from companion.ui.words import N_, _, _n

#: letters and digits nobody confuses when reading them aloud or off a screen (30)
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ2345679"
CODE_LENGTH = 8
#: a code typed on the command line may be longer (a phrase the group likes), not shorter
MAX_CODE_LENGTH = 32
GROUP = 4

#: seconds a client waits after its n-th miss (n = 1..4); the 5th locks it out
BACKOFF = (1, 2, 4, 8)
CLIENT_LOCK_AFTER = 5
CLIENT_LOCKOUT = 15 * 60
TABLE_LOCK_AFTER = 20
TABLE_WINDOW = 60 * 60
TABLE_LOCKOUT = 60 * 60

WRONG = N_("That is not this table's code; look at the host screen.")


def normalise(text: str) -> str:
    """What a typed code means: upper case, without spaces and dashes."""
    return "".join(ch for ch in (text or "").upper() if ch not in " -\t")


def new_code(length: int = CODE_LENGTH) -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def grouped(code: str) -> str:
    """'ABCD EFGH': easier to read aloud and to type."""
    code = normalise(code)
    return " ".join(code[i:i + GROUP] for i in range(0, len(code), GROUP))


def check_code(text: str | None) -> str:
    """The code a host chose (`companion serve --code`), normalised; InputError in one plain sentence."""
    code = normalise(text or "")
    if not code:
        raise InputError(said("core", "the table code is empty; give {n} or more letters and digits, or leave --code out for a new one",
                              n=CODE_LENGTH))
    if any(ch not in CODE_ALPHABET for ch in code):
        raise InputError(said("core", "the table code may only use the letters and digits {alphabet} (no 0, O, 1, I, L or 8, which are "
                              "easily confused)", alphabet=CODE_ALPHABET))
    if len(code) < CODE_LENGTH:
        raise InputError(said("core", "the table code is too short: it needs at least {n} letters and digits (it has {has})",
                              n=CODE_LENGTH, has=len(code)))
    if len(code) > MAX_CODE_LENGTH:
        raise InputError(said("core", "the table code is too long: at most {n} letters and digits", n=MAX_CODE_LENGTH))
    return code


def code_matches(expected: str, typed: str) -> bool:
    """Case, spaces and dashes do not matter; comparison takes constant time."""
    norm = lambda s: "".join(ch for ch in (s or "").upper() if ch.isalnum())  # noqa: E731
    return bool(expected) and hmac.compare_digest(norm(expected).encode(), norm(typed).encode())


def wait_words(seconds: float) -> str:
    whole = max(1, int(seconds + 0.999))
    if whole < 90:
        return _n("{n} second", "{n} seconds", whole).format(n=whole)
    minutes = -(-whole // 60)
    return _n("{n} minute", "{n} minutes", minutes).format(n=minutes)


@dataclass
class _Client:
    misses: int = 0
    #: no try is compared before this time
    until: float = 0.0
    last: float = 0.0


@dataclass(frozen=True)
class GateStatus:
    """What the host screen shows."""

    misses: int
    #: clients locked out now
    locked_clients: int
    #: seconds left of a table-wide pause (0: joining is open)
    paused_for: float


@dataclass
class JoinGate:
    """Counts misses per client and overall; decides whether a try is even compared with the code."""

    clock: Callable[[], float] = time.monotonic
    clients: dict[str, _Client] = field(default_factory=dict)
    recent: deque = field(default_factory=deque)
    #: every miss since the server started (shown to the host)
    misses: int = 0
    paused_until: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def attempt(self, client: str | None, typed: str, code: str) -> tuple[bool, str | None]:
        """(admitted, message): the message says why not, and how long to wait when it must."""
        with self._lock:
            now = self.clock()
            self._forget(now)
            if now < self.paused_until:
                return False, _("Joining this table is paused after too many wrong codes; ask the host, or try again in "
                                "{wait}.").format(wait=wait_words(self.paused_until - now))
            who = self.clients.setdefault(client or "", _Client())
            if now < who.until:
                if who.misses >= CLIENT_LOCK_AFTER:
                    return False, _("Too many wrong codes from this phone: try again in {wait}.").format(wait=wait_words(who.until - now))
                return False, _("Wait {wait} before the next try.").format(wait=wait_words(who.until - now))
            if code_matches(code, typed):
                self.clients.pop(client or "", None)
                return True, None
            return False, self._missed(who, now)

    def _missed(self, who: _Client, now: float) -> str:
        self.misses += 1
        self.recent.append(now)
        who.misses += 1
        who.last = now
        if len(self.recent) >= TABLE_LOCK_AFTER:
            self.paused_until = now + TABLE_LOCKOUT
            self.recent.clear()
            return _("{wrong} Joining is now paused for everyone; ask the host.").format(wrong=_(WRONG))
        if who.misses >= CLIENT_LOCK_AFTER:
            who.until = now + CLIENT_LOCKOUT
            return _("{wrong} Too many wrong codes from this phone: try again in {wait}.").format(wrong=_(WRONG),
                                                                                                 wait=wait_words(CLIENT_LOCKOUT))
        wait = BACKOFF[who.misses - 1]
        who.until = now + wait
        return _("{wrong} Wait {wait} before the next try.").format(wrong=_(WRONG), wait=wait_words(wait))

    def _forget(self, now: float) -> None:
        """Drop what no longer counts: misses older than the window, clients whose lockout is over."""
        while self.recent and self.recent[0] <= now - TABLE_WINDOW:
            self.recent.popleft()
        for key in [k for k, c in self.clients.items() if c.until <= now and c.last <= now - CLIENT_LOCKOUT]:
            del self.clients[key]
        if self.paused_until and now >= self.paused_until:
            self.paused_until = 0.0

    def status(self) -> GateStatus:
        with self._lock:
            now = self.clock()
            self._forget(now)
            locked = sum(1 for c in self.clients.values() if c.misses >= CLIENT_LOCK_AFTER and now < c.until)
            return GateStatus(self.misses, locked, max(0.0, self.paused_until - now))

    def reopen(self) -> None:
        """The host opens joining again (the misses stay counted)."""
        with self._lock:
            self.paused_until = 0.0
            self.recent.clear()
            self.clients.clear()


def status_line(status: GateStatus) -> str:
    """The host screen's line about wrong codes ('' when nobody missed)."""
    if not status.misses:
        return ""
    parts = [_n("{n} wrong code typed", "{n} wrong codes typed", status.misses).format(n=status.misses)]
    if status.locked_clients:
        parts.append(_n("{n} phone locked out", "{n} phones locked out", status.locked_clients).format(n=status.locked_clients))
    if status.paused_for:
        parts.append(_("joining paused for {wait}").format(wait=wait_words(status.paused_for)))
    return " · ".join(parts) + "."
