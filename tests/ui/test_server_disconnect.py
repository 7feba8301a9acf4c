"""A phone that closes its connection while the server sends to it leaves no traceback (issue 24).

Before, each such close printed "Exception in ASGI application" and two
tracebacks (uvicorn's ClientDisconnected, then starlette's WebSocketDisconnect)
on the server's console. Here: the wrapper's rule with the real error classes,
then a real server on this machine and twenty phones that register and vanish.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import struct
import threading

import pytest
from starlette.websockets import WebSocketDisconnect
from uvicorn.protocols.utils import ClientDisconnected

from companion.ui.server import QuietWhenGone


def run_app(app, scope_type: str, *, client_leaves: bool, send_fails: bool):
    received = [{"type": f"{scope_type}.disconnect"}] if client_leaves else [{"type": f"{scope_type}.connect"}]

    async def receive():
        return received[0]

    async def send(_message):
        if send_fails:
            raise ClientDisconnected()

    return asyncio.run(app({"type": scope_type}, receive, send))


async def flet_like(scope, receive, send):
    """What Flet's websocket handler does when the phone went away: its send fails, then it raises."""
    await receive()
    try:
        await send({"type": "websocket.send", "bytes": b"page"})
    except ClientDisconnected:
        raise WebSocketDisconnect(1006) from None
    raise WebSocketDisconnect(1006)


@pytest.mark.parametrize("client_leaves, send_fails", [(True, False), (False, True), (True, True)])
def test_an_error_after_the_client_left_ends_the_connection_quietly(client_leaves, send_fails):
    assert run_app(QuietWhenGone(flet_like), "websocket", client_leaves=client_leaves, send_fails=send_fails) is None


def test_any_other_error_is_raised_as_it_was():
    async def broken(scope, receive, send):
        await receive()
        await send({"type": "websocket.accept"})
        raise ValueError("a real bug")

    with pytest.raises(ValueError, match="a real bug"):
        run_app(QuietWhenGone(broken), "websocket", client_leaves=False, send_fails=False)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_twenty_phones_that_vanish_mid_send_leave_no_traceback_on_the_console(db_path, caplog):
    import msgpack
    import uvicorn
    import websockets

    from companion.ui.app import close_shared_stores
    from companion.ui.context import Hosting
    from companion.ui.server import asgi_app

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    hosting = Hosting(code="K7QFM2XR", served=True)
    server = uvicorn.Server(uvicorn.Config(asgi_app(hosting, db_path), host="127.0.0.1", port=port, log_level="warning",
                                          log_config=None))  # its records reach caplog
    thread = threading.Thread(target=server.run, daemon=True)
    caplog.set_level(logging.ERROR)
    thread.start()
    register = b"\x00" + msgpack.packb([1, {"session_id": "", "page_name": "",
                                            "page": {"route": "/", "width": 390, "height": 800, "web": True}}])

    async def phones():
        while not server.started:
            await asyncio.sleep(0.05)
        for k in range(20):
            ws = await websockets.connect(f"ws://127.0.0.1:{port}/ws", max_size=None)
            await ws.send(register)
            if k % 2:
                await asyncio.sleep(0.05)  # half of them once the page is on its way
            ws.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            ws.transport.abort()  # gone: the connection is reset under the server's send
        await asyncio.sleep(1)

    try:
        asyncio.run(phones())
    finally:
        server.should_exit = True
        thread.join(30)
        close_shared_stores()
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not [r for r in errors if "Exception in ASGI application" in r.getMessage()]
    assert not [r for r in errors if r.exc_info]
