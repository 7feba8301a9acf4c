"""`companion app` (the app: a window when there is a screen, else the web server) and `companion serve`.

The one command module that imports the UI, inside the functions that start it: this module is registered
on every command line (no command starts the app), and importing the app's screens and Flet costs about
0.9 s of CPU (benchmarks/cli_bench.py's machine), four times a whole `companion state`'s floor.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
import webbrowser

from companion.commands import add_command
from companion.commands.words import _


def register(sub) -> None:
    a = add_command(sub, "app")
    a.add_argument("--port", type=int, default=8550, help=_("port of the web server when there is no window (default 8550)"))
    a.set_defaults(func=run_app)

    s = add_command(sub, "serve")
    s.add_argument("--host", default="127.0.0.1", help=_("address to listen on; 0.0.0.0 lets phones on the network join (default 127.0.0.1)"))
    s.add_argument("--port", type=int, default=8550, help=_("port (default 8550)"))
    s.add_argument("--code", help=_("table code other phones type to join: 8 or more of the letters and digits "
                                    "ABCDEFGHJKMNPQRSTUVWXYZ2345679 (default: a new random code)"))
    s.add_argument("--no-trust-local", dest="trust_local", action="store_false",
                   help=_("ask for the table code on this machine's browser too"))
    s.set_defaults(func=run_serve)


def has_display() -> bool:
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def desktop_client_installed() -> bool:
    return importlib.util.find_spec("flet_desktop") is not None


def run_app(args) -> int:
    if has_display() and desktop_client_installed():
        import flet as ft

        from companion.ui.app import main

        ft.run(main)
        return 0
    if has_display():
        print(_("The desktop window needs the flet-desktop package; opening the app in your browser instead."))
    return _serve("127.0.0.1", args.port, None, True, open_browser=has_display())


def run_serve(args) -> int:
    if args.code is not None:
        from companion.ui.gate import check_code

        check_code(args.code)  # refused in one line (exit 2) before anything starts
    return _serve(args.host, args.port, args.code, args.trust_local, open_browser=False)


def _serve(host: str, port: int, code: str | None, trust_local: bool, *, open_browser: bool) -> int:
    from companion.store import data_dir
    from companion.ui.server import serve, urls
    from companion.ui.web_client import serve_local_client

    serve_local_client(data_dir())

    if open_browser:
        threading.Timer(1.0, webbrowser.open, [urls(host, port)[0]]).start()
    try:
        serve(host, port, code=code, trust_local=trust_local, announce=lambda line: print(line, flush=True))
    except KeyboardInterrupt:
        return 130
    return 0
