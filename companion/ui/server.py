"""Serving the app to the phones at the table: one uvicorn process, Flet's ASGI app, offline.

Everything the browser needs (the Flutter web client, CanvasKit, fonts) is served
from the flet-web package (`no_cdn=True`), so the table needs no internet. A table
code (`companion.ui.gate`: eight characters of thirty, tries throttled), printed
here and shown on the host screen, admits the other phones. FastAPI's own pages
(`/docs`, `/redoc`, `/openapi.json`) are not served: a guest has no use for them.
Sessions live in this process's memory (a reload reconnects to the same
session), so there is exactly one worker. A phone that closes its connection
while the server is sending to it (a locked screen, a lost Wi-Fi) is an
ordinary end of a connection: `QuietWhenGone` ends it without a traceback.

The server speaks plain HTTP: anyone on the same Wi-Fi can read what passes,
the table code included (see the README).
"""

from __future__ import annotations

import secrets
import socket
from pathlib import Path

from companion.core.errors import InputError
from companion.core.system_words import os_reason
from companion.core.wording import said
from companion.ui.app import make_main
from companion.ui.context import Hosting
from companion.ui.gate import CODE_ALPHABET, check_code, grouped, new_code

__all__ = ["CODE_ALPHABET", "new_code", "serve", "asgi_app", "check_port", "urls"]

#: the largest file a browser may upload (a backup of a long history)
MAX_UPLOAD = 1_000_000_000
#: FastAPI's documentation pages: off on the table's server
API_PAGES = ("/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json")
ROOT = Path(__file__).resolve().parents[2]


def assets_dir() -> str | None:
    """The root `assets/` folder (icon, splash) when running from a checkout."""
    folder = ROOT / "assets"
    return str(folder) if folder.is_dir() else None


def asgi_app(hosting: Hosting, store_path: Path | None = None):
    """The ASGI application (FastAPI) serving the Flet web client, its websocket and the download links."""
    import flet.fastapi as flet_fastapi

    from companion.ui import downloads
    from companion.ui.app import store_slot
    from companion.ui.transfer import stamp

    slot = store_slot(store_path)
    hosting.started = hosting.started or slot.store.now()  # the games played from now on are the table's
    hosting.download_key = hosting.download_key or secrets.token_hex(16)
    # picked files (a game file, a backup) are uploaded beside the database, then read and removed
    hosting.upload_dir = hosting.upload_dir or str(slot.path.parent)
    api = flet_fastapi.app(
        make_main(hosting, store_path),
        no_cdn=True,
        upload_dir=hosting.upload_dir,
        upload_endpoint_path="upload",
        max_upload_size=MAX_UPLOAD,
        secret_key=secrets.token_hex(16),
        assets_dir=assets_dir(),
        app_name="Tabletop Companion",
        app_short_name="Companion",
        app_description="Mirrors your board game table, does the bookkeeping, keeps every game.",
    )
    downloads.add_route(api, hosting, slot, stamp)
    without_api_pages(api)
    return QuietWhenGone(api)


class QuietWhenGone:
    """An ASGI wrapper: an error raised after the client went away (it said it disconnects, or a send to it
    failed) ends that connection quietly; any other error is raised as it was."""

    def __init__(self, app):
        self.app = app

    def __getattr__(self, name: str):
        return getattr(self.app, name)  # the FastAPI app's routes and settings, as before

    async def __call__(self, scope, receive, send) -> None:
        gone = False

        async def receiving():
            nonlocal gone
            message = await receive()
            if str(message.get("type", "")).endswith(".disconnect"):
                gone = True
            return message

        async def sending(message) -> None:
            nonlocal gone
            try:
                await send(message)
            except Exception:
                gone = True  # the connection closed under the send (uvicorn's ClientDisconnected, an OSError)
                raise

        try:
            await self.app(scope, receiving, sending)
        except Exception:
            if not gone or scope.get("type") not in ("websocket", "http"):
                raise


def without_api_pages(api) -> None:
    """Drop FastAPI's /docs and /openapi.json, and answer 404 there (not the app's page)."""
    from fastapi.responses import Response
    from starlette.routing import Route

    api.openapi_url = api.docs_url = api.redoc_url = None
    api.router.routes[:] = [r for r in api.router.routes if getattr(r, "path", None) not in API_PAGES]

    def missing(_request) -> Response:
        return Response("Not found.", status_code=404, media_type="text/plain")

    for path in API_PAGES:
        api.router.routes.insert(0, Route(path, missing, methods=["GET", "HEAD"]))


def lan_addresses() -> list[str]:
    """This machine's addresses other phones on the same network can reach (no packet is sent)."""
    found: list[str] = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 1))
            found.append(s.getsockname()[0])
        except OSError:
            pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = info[4][0]
            if addr not in found:
                found.append(addr)
    except OSError:
        pass
    return [a for a in found if not a.startswith("127.")]


def urls(host: str, port: int) -> list[str]:
    if host in ("0.0.0.0", "::", ""):
        return [f"http://127.0.0.1:{port}/"] + [f"http://{a}:{port}/" for a in lan_addresses()]
    shown = f"[{host}]" if ":" in host else host
    return [f"http://{shown}:{port}/"]


def check_port(host: str, port: int) -> None:
    """Refuse a busy port with a clear message instead of uvicorn's traceback."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as exc:
            raise InputError(said("core", "cannot serve on {host}:{port}: {why}; choose another --port", host=host, port=port,
                                  why=os_reason(exc))) from None


def serve(host: str = "127.0.0.1", port: int = 8550, *, code: str | None = None, trust_local: bool = True,
          store_path: Path | None = None, announce=print) -> None:
    """Serve the web UI until interrupted; print where phones find it and the table code."""
    import uvicorn

    code = new_code() if code is None else check_code(code)
    check_port(host, port)
    trusted = Hosting().trusted if trust_local else ()
    hosting = Hosting(code=code, trusted=trusted, served=True)
    app = asgi_app(hosting, store_path)
    addresses = urls(host, port)
    announce(f"Tabletop Companion is served at {addresses[0]}")
    for extra in addresses[1:]:
        announce(f"  phones on this network: {extra}")
    announce(f"Table code: {grouped(code)}  (other phones type it to join; this machine's browser is the host)")
    if host not in ("127.0.0.1", "::1", "localhost"):
        announce("  plain HTTP: others on this network can read what passes, the table code included")
    try:
        from companion.store import data_dir

        announce(f"Games are kept in {data_dir()}")
    except ImportError:  # pragma: no cover - store not installed
        pass
    announce("Press Ctrl+C to stop.")
    uvicorn.run(app, host=host, port=port, workers=1, log_level="warning")
