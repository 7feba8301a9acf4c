"""The `companion` command: the app, the web server, and the engine on files.

Each group of subcommands lives in `companion/commands/<area>.py` with a
`register(subparsers)` function. Errors the user can fix print one clear
message and exit with status 2; there is never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys

from pydantic import ValidationError

from companion import __version__
from companion.core.errors import CompanionError
from companion.core.models import validation_message

COMMAND_MODULES = [
    "companion.commands.app",
    "companion.commands.engine",
    "companion.commands.arkwright",
    "companion.commands.setup",
    "companion.commands.sessions",
    "companion.commands.advise",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Tabletop companion: mirrors your board game table, does the bookkeeping, keeps every game.",
    )
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue
            raise
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        # no subcommand: start the app, like double-clicking it
        args = parser.parse_args(["app", *(argv or [])])
        if not getattr(args, "func", None):
            parser.print_help()
            return 0
    try:
        return int(args.func(args) or 0)
    except CompanionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except ValidationError as exc:
        print(f"error: {validation_message(exc)}", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"error: not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})", file=sys.stderr)
        return 2
    except FileNotFoundError as exc:
        print(f"error: no such file: {exc.filename}", file=sys.stderr)
        return 2
    except (IsADirectoryError, PermissionError) as exc:
        print(f"error: cannot use {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (`companion schema arkwright | head`): not an error of ours
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
