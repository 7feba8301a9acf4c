"""The `companion` command: the app, the web server, and the engine on files.

Each group of subcommands lives in a module under `companion/commands/` (a
pack's own under `companion/commands/<pack>/`) with a `register(subparsers)`
function; companion/commands/__init__.py lists every core subcommand with its
module and help, and reads each pack's table from its entry point. Only the module of the command being run
(and the app's, which is what runs without one) is imported: `companion --help`
lists the others from that table. Measured (benchmarks/cli_bench.py's machine):
registering every module costs about 1.4 s of CPU against 0.4 s for the log
commands' own, seven times `python -c "import pydantic, sqlite3, json"`, because
the modules of the other commands import the SQLite store, every pack and the
Arkwright rules. Errors the user can fix print one clear message and exit with
status 2; there is never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys

from companion import __version__
from companion.commands import COMMANDS, all_commands
from companion.core.errors import CompanionError
from companion.core.language import LANGUAGES, for_command_line
from companion.core.text import terminal_safe
from companion.commands.words import _, refusal, speak, spoken
from companion.core.system_words import os_reason

#: the module that runs when no command is named (`companion`, `companion --port 9000`)
DEFAULT_MODULE = COMMANDS["app"][0]


def named_command(argv: list[str]) -> str | None:
    """The subcommand argv names: its first word that is not an option (nor the value of `--language`)."""
    words = iter(argv)
    for word in words:
        if word == "--language":
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def asked_language(argv: list[str], environ) -> str:
    """The language a command line asks for (`--language X` or `--language=X`, else COMPANION_LANGUAGE),
    read before the parser is built so that its help reads in it too."""
    flag = None
    for i, word in enumerate(argv):
        if word == "--language" and i + 1 < len(argv):
            flag = argv[i + 1]
        elif word.startswith("--language="):
            flag = word.split("=", 1)[1]
    return for_command_line(flag, environ)


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; only the commands of the module argv needs are fully built.

    Every other command is listed with its help alone, so `companion --help`
    shows them all; naming one builds its module's commands instead.
    """
    argv = sys.argv[1:] if argv is None else argv
    command = named_command(argv)
    commands = all_commands()
    needed = {DEFAULT_MODULE, commands[command][0] if command in commands else DEFAULT_MODULE}
    parser = argparse.ArgumentParser(
        prog="companion",
        description=_("Tabletop companion: mirrors your board game table, does the bookkeeping, keeps every game."),
    )
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    parser.add_argument("--language", choices=sorted(LANGUAGES), default=None,
                        help=_("the language of what a command prints (default: COMPANION_LANGUAGE, else English)"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, what) in commands.items():
        if module not in needed:
            sub.add_parser(name, help=_(what))
        elif name not in sub.choices:  # a module registers all its commands at its first one's place
            importlib.import_module(module).register(sub)
    return parser


class SafeStream:
    """A terminal stream that writes every control character as an escape (companion/core/text.py)."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(terminal_safe(text))

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def _fail(message: str) -> int:
    """One line on stderr, exit status 2 (a message never spans lines, whatever text it quotes)."""
    print(_("error: {message}").format(message=" ".join(message.splitlines())), file=sys.stderr)
    return 2


def _is_validation_error(exc: Exception) -> bool:
    """A pydantic ValidationError (a ValueError; only a command that imported pydantic can raise one)."""
    core = sys.modules.get("pydantic_core")
    return core is not None and isinstance(exc, core.ValidationError)


def main(argv: list[str] | None = None) -> int:
    """Run one command; everything it prints is escaped, and any failure is one line on stderr (exit 2).

    Run as the program (no argv given), it tells pydantic to look for no plugins: the app ships
    none, and the look-up reads the metadata of every installed distribution on the first model
    a command validates. A PYDANTIC_DISABLE_PLUGINS already set (even empty) is left as it is.
    """
    if argv is None:
        os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = SafeStream(out), SafeStream(err)
    try:
        return _run(argv)
    finally:
        sys.stdout, sys.stderr = out, err


def _run(argv: list[str] | None) -> int:
    speak(asked_language(sys.argv[1:] if argv is None else argv, os.environ))
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        # no subcommand: start the app, like double-clicking it
        args = parser.parse_args(["app", *(argv or [])])
        if not getattr(args, "func", None):
            parser.print_help()
            return 0
    args.language = for_command_line(args.language, os.environ)
    try:
        return int(args.func(args) or 0)
    except CompanionError as exc:
        return _fail(refusal(exc))
    except json.JSONDecodeError as exc:
        return _fail(_("not valid JSON ({what} at line {line}, column {column})").format(
            what=exc.msg, line=exc.lineno, column=exc.colno))
    except FileNotFoundError as exc:
        return _fail(_("no such file: {file}").format(file=exc.filename))
    except (IsADirectoryError, PermissionError) as exc:
        return _fail(_("cannot use {file}: {why}").format(file=exc.filename, why=spoken(os_reason(exc))))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (`companion schema PACK | head`): not an error of ours
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except RecursionError:
        return _fail(_("the input is nested too deeply to be read"))
    except MemoryError:
        return _fail(_("the input is too large to be read"))
    except UnicodeError:
        return _fail(_("the input holds text that is not valid Unicode"))
    except ValueError as exc:
        if _is_validation_error(exc):
            # here, not at the top: the models defined on import would look for pydantic's plugins before
            # main() says there are none, and `--help` would import pydantic
            from companion.core.models import validation_message

            return _fail(spoken(validation_message(exc)))
        if "digits" in str(exc):
            return _fail(_("the input holds a number with too many digits"))
        return _fail(_("the companion failed unexpectedly ({error}); nothing more was done. "
                       "Please report the command that caused it").format(error="ValueError"))
    except OSError as exc:
        return _fail(_("cannot read or write {file}: {why}").format(
            file=exc.filename or _("a file"), why=spoken(os_reason(exc)) if exc.errno else _("input/output error")))
    except Exception as exc:  # noqa: BLE001 - never a traceback; this names the failure so it can be reported
        return _fail(_("the companion failed unexpectedly ({error}); nothing more was done. "
                       "Please report the command that caused it").format(error=type(exc).__name__))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
