"""What every screen of one app session (one browser tab, one phone) shares.

`AppContext` holds the session's store connection and a small observable
model: `rev` is bumped whenever the store changed (here or on another phone),
which re-renders every screen that reads from the store; `notice` is the last
message shown to the user. A message said while a game is on screen belongs to
that game (its uuid, `notice_game`): the frame shows it only with that game, a
refusal goes once the next preview or step of that game succeeds, and a reload
starts without old messages. Screens call the store through `attempt`, which
turns a refused request (RuleError, InputError, StoreError) into a readable
message instead of a traceback.

Every write names the version of the game the screen showed (`shown`, noted
by `watch` when the game is rendered); the store refuses it when the game moved
meanwhile (`GameMoved`: "The game changed on another phone: ..."), and the
screen is drawn again with the game as it is now.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Callable

import flet as ft

import companion.ui.gate as joining
from companion.core.errors import CompanionError
from companion.core.language import ENGLISH, LANGUAGES, from_locale
from companion.core.moves import table_moves
from companion.core.registry import get_pack
from companion.store.errors import GameMoved
from companion.ui import words

#: pubsub topic telling every phone at the table that a session changed
TOPIC = "companion.sessions"
#: the device's kept language (Flet's SharedPreferences: a browser's localStorage, the app's own preferences file);
#: prefixed, as every Flet app of the user shares that store
LANGUAGE_KEY = "tabletop-companion.language"
#: store calls on a game whose success answers an earlier refusal on that game
ANSWERS_A_REFUSAL = {"preview", "submit", "undo", "redo", "undo_to"}


@dataclass
class Hosting:
    """How this app instance is reached: the table code, who is the host, and who may fetch which link.

    On `companion serve` a client from a trusted address (this machine) is the host; any
    other is a guest once it typed the code, which `gate` throttles (`companion.ui.gate`).
    A guest plays the table's games and sees the history of the players at it; what
    changes or replaces stored games (abandon, rename, import, restore, merge) is the
    host's (`companion.ui.guest`).
    """

    code: str = ""
    #: clients from these addresses are the host screen: they skip the code and show it
    trusted: tuple[str, ...] = ("127.0.0.1", "::1", "::ffff:127.0.0.1", "localhost")
    served: bool = False
    #: signs the server's download links (`companion.ui.downloads`); empty: no download route
    download_key: str = ""
    #: where the browser uploads picked files (Flet's upload route); empty: files come over the websocket
    upload_dir: str = ""
    #: counts wrong codes per client and overall, and makes guessers wait
    gate: joining.JoinGate = field(default_factory=joining.JoinGate)
    #: the store's time the server started: the games played since are the table's (`companion.ui.guest`)
    started: str = ""
    #: download-link holder tag -> (app session, client address, is host); see `holder`
    holders: dict[str, tuple[str, str, bool]] = field(default_factory=dict)

    def is_host(self, client_ip: str | None) -> bool:
        return not self.served or not self.code or (client_ip or "") in self.trusted

    def holder(self, session_id: str, client_ip: str | None) -> str:
        """The opaque tag a session's download links carry (never the session id, which would let its bearer in)."""
        for tag, (sid, ip, _host) in self.holders.items():
            if sid == session_id and ip == (client_ip or ""):
                return tag
        tag = secrets.token_urlsafe(12)
        self.holders[tag] = (session_id, client_ip or "", self.is_host(client_ip))
        return tag

    def forget(self, session_id: str) -> None:
        """A session ended: its links stop working."""
        for tag in [t for t, (sid, _ip, _host) in self.holders.items() if sid == session_id]:
            del self.holders[tag]


@dataclass
class LastStep:
    """The ledger of the step just confirmed, kept on screen with its Undo button."""

    sid: Any
    title: str
    ledger: list
    #: the game's version right after this step: its Undo undoes this step or nothing
    version: int | None = None
    #: what the players move on the table (`companion.core.moves.Move`); after an undo, what they put back
    moves: list = field(default_factory=list)
    undone: bool = False
    #: the game's uuid (a session id may name another game after a restore)
    game: str = ""


@dataclass
class RedoAll:
    """An "undo to here" just done on this phone: every entry it undid can come back in one tap."""

    sid: Any
    game: str
    #: the game's version right after the undo: the offer stands while nothing else happened
    version: int
    #: the play entry that was the game's last one before the undo, and how many entries came off
    newest: int
    count: int


@ft.observable
@dataclass
class AppContext:
    rev: int = 0
    notice: str = ""
    notice_error: bool = False
    #: uuid of the game the notice belongs to ("" for none)
    notice_game: str = ""
    admitted: bool = True
    is_host: bool = True
    width: float = 0
    last_step: LastStep | None = None
    redo_all: RedoAll | None = None
    #: the language this phone reads (each phone at a table may read its own): kept on the device
    language: str = ENGLISH

    # --- services (private: assigning them does not re-render) -----------------
    def bind(self, page: ft.Page, slot: Any, hosting: Hosting) -> "AppContext":
        """`slot.store` is the database every screen reads (a restored backup puts a new one there)."""
        self._page = page
        self._slot = slot
        self._hosting = hosting
        self._prefs = ft.SharedPreferences()  # this device's kept choices (its language)
        return self

    @property
    def page(self) -> ft.Page:
        return self._page

    @property
    def store(self) -> Any:
        return self._slot.store

    @property
    def slot(self) -> Any:
        return self._slot

    @property
    def hosting(self) -> Hosting:
        return self._hosting

    # --- the device's language ---------------------------------------------------
    async def choose_language(self) -> None:
        """The language kept on this device; on its first start, the device's own (its first locale), else English."""
        try:
            kept = await self._prefs.get(LANGUAGE_KEY)
            if kept in LANGUAGES:
                self.speak(kept)
                return
            info = await self._page.get_device_info()
            locales = getattr(info, "locales", None) or []
            self.speak(from_locale(locales[0].language_code) if locales else ENGLISH)
        except Exception:  # pragma: no cover - a client that cannot say reads English (nothing is lost)
            self.speak(ENGLISH)

    async def keep_language(self, language: str) -> None:
        """The language chosen on this phone, from now on and on its next start."""
        if language not in LANGUAGES:
            return
        self.speak(language)
        try:
            await self._prefs.set(LANGUAGE_KEY, language)
        except Exception:  # pragma: no cover - not kept: chosen again on the next start
            pass

    def speak(self, language: str) -> None:
        """This phone reads `language`: the ledger's lines and the app's own words (`ui.words`)."""
        words.speak(self._page.session.id, language)
        if self.language != language:  # the screens are drawn again only for a change
            self.language = language

    # --- messages -----------------------------------------------------------
    def say(self, text: str, *, error: bool = False, game: str | None = None) -> None:
        """Show a message; it belongs to `game` (a uuid), by default to the game on screen."""
        self.notice_game = self.game_on_screen() if game is None else game
        self.notice_error = error
        self.notice = text

    def clear_notice(self) -> None:
        self.notice = ""
        self.notice_game = ""

    def game_on_screen(self, route: str | None = None) -> str:
        """The uuid of the game this phone shows (at `route`, by default the page's): "" on a screen of no game."""
        if route is None:
            page = getattr(self, "_page", None)
            route = (getattr(page, "route", "") or "") if page is not None else ""
        parts = route.split("?")[0].split("/")
        sid = parts[2] if len(parts) > 2 and parts[1] == "game" else ""
        return self.game_uuid(int(sid) if sid.isdecimal() else sid) if sid else ""

    def game_uuid(self, sid: Any) -> str:
        try:
            return self.store.mark(sid)[0]
        except (CompanionError, TypeError, ValueError):
            return ""

    def notice_shown(self, game: str) -> bool:
        """Whether the frame shows the notice on a screen of `game` ("" for a screen of no game)."""
        return bool(self.notice) and (not self.notice_game or self.notice_game == game)

    def attempt(self, fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
        """Call the store; a refusal becomes the notice and None is returned.

        A preview or step of a game that succeeds takes that game's refusal off the screen."""
        try:
            result = fn(*args, **kw)
        except CompanionError as exc:
            self.refused(exc)
            return None
        if self.notice_error and getattr(fn, "__name__", "") in ANSWERS_A_REFUSAL and args:
            if self.notice_game in ("", self.game_uuid(args[0])):
                self.clear_notice()
        return result

    def ok(self, fn: Callable[..., Any], *args: Any, **kw: Any) -> bool:
        """Like `attempt`, for calls whose result does not matter: True when it was done."""
        return self.attempt(lambda: fn(*args, **kw) or True) is not None

    def refused(self, exc: CompanionError) -> None:
        """Show a refusal; a game that moved on another phone is drawn again as it is now."""
        self.say(words.refusal(exc), error=True)
        if isinstance(exc, GameMoved):
            last = self.last_step
            if last is not None and str(last.sid) == str(exc.session_id):
                self.last_step = None  # its step is no longer the game's last one
            self.refresh()

    def shown(self, sid: Any) -> int | None:
        """The version of game `sid` this phone's screen shows: what its writes name as `expected`."""
        watched = getattr(self, "_watched", None)
        return watched[2] if watched is not None and str(watched[0]) == str(sid) else None

    def store_step(self, sid: Any, entry: dict, title: str, previewed: Any = None) -> Any:
        """Store a confirmed entry made from the version on screen; a stored step becomes the last-step card.

        `previewed`: the entry's preview on screen, stored as it is while the game has not moved since."""
        before = self.attempt(self.store.load, sid)
        result = None if before is None else self.attempt(self.store.submit, sid, entry, expected=self.shown(sid),
                                                          previewed=previewed)
        if result is not None and result.outcome.pending is None:
            moves = table_moves(get_pack(before.info.pack_id), before.state, result.outcome.state)
            self.stored(sid, title, result.outcome.ledger, result.view.info.version, moves)
        return result

    # --- changes ------------------------------------------------------------
    def refresh(self) -> None:
        self.rev += 1

    def changed(self, session_id: int | str | None = None) -> None:
        """The store changed here: re-render and tell the other phones at the table."""
        self.refresh()
        try:
            self._page.pubsub.send_others_on_topic(TOPIC, {"session": session_id})
        except Exception:  # pragma: no cover - pubsub is best effort; the store is the truth
            pass

    def listen(self) -> None:
        """Re-render when another phone changed a session (Flet pubsub between sessions)."""
        page = self._page

        async def on_message(topic: str, message: Any) -> None:
            if page.session.connection is None:  # this phone is away (tab closed or asleep)
                return
            page.run_task(self._remote_change)

        page.pubsub.subscribe_topic(TOPIC, on_message)

    async def _remote_change(self) -> None:
        self.refresh()

    # --- changes made by another program (the CLI, an import, another server) ----------
    def stop(self) -> None:
        """The session ended (its tab closed long ago): stop polling."""
        self._closed = True
        words.forget(self._page.session.id)

    def watch(self, sid: Any, mark: Any, version: int | None) -> None:
        """The game on screen, the store's mark of it and the version shown; `poll` re-renders when the mark changes."""
        self._watched = (sid, mark, version)

    async def poll(self, every: float = 2.0) -> None:
        """Compare the watched game's mark with the store's (one cheap query) every few seconds."""
        import asyncio

        while not getattr(self, "_closed", False):
            await asyncio.sleep(every)
            if self._page.session.connection is None:
                continue
            sid, shown, _version = getattr(self, "_watched", (None, None, None))
            if sid is None:
                continue
            try:
                now = self.store.mark(sid)
            except CompanionError:
                continue
            if now != shown and now != getattr(self, "_polled", None):
                self._polled = now  # asked once; the screen notes the new mark when drawn
                self.refresh()

    def stored(self, sid: Any, title: str, ledger: list, version: int | None = None, moves: list | None = None) -> None:
        """A step was confirmed: keep its ledger and its moves on screen and tell the table."""
        game = self.game_uuid(sid)
        self.last_step = LastStep(sid, title, list(ledger), version, list(moves or []), game=game)
        self.redo_all = None
        self.say(f"{title}: stored.", game=game)
        self.changed(sid)

    def put_back(self, sid: Any, title: str, moves: list) -> None:
        """Entries were undone here: what to put back on the table stays on screen as the card of the undone step."""
        self.last_step = LastStep(sid, title, [], None, list(moves), undone=True, game=self.game_uuid(sid))

    def reconnected(self) -> None:
        """The phone came back (a reload, a wake-up): the screen starts without old messages."""
        self.clear_notice()
        self.refresh()

    def dismiss_last_step(self) -> None:
        self.last_step = None

    def go(self, route: str) -> None:
        self.clear_notice()
        self._page.navigate(route)


Ctx = ft.create_context(None)


def use_app() -> AppContext:
    """The app context of this session; the calling component re-renders on its changes."""
    return ft.use_context(Ctx)
