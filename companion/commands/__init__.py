"""Subcommands of `companion`, one module per area (see companion/cli.py).

`COMMANDS` names every subcommand the core gives, in the order `companion
--help` lists them, with the module that registers it and its one-line help. A
pack that brings commands of its own (Arkwright's state files) names them in a
table of the same shape, found through a `companion.commands` entry point:

    [project.entry-points."companion.commands"]
    PACK = "companion.commands.PACK:COMMANDS"

`all_commands()` is both tables; its pack part comes after the core's. The
command line reads the help there and imports only the module of the command
it runs, so listing the commands imports none of them (a pack's table is a
dictionary in its package's __init__, which imports nothing); each module's
`register(sub)` adds its own commands through `add_command`, which takes the
help from the table.
"""

from __future__ import annotations

from functools import cache

#: the entry-point group of the packs' own command tables
GROUP = "companion.commands"

#: subcommand -> (module that registers it, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "app": ("companion.commands.app", "start the app (a desktop window when a display is present, else the web server)"),
    "serve": ("companion.commands.app", "serve the web app so the phones at the table can open the same game"),
    "schema": ("companion.commands.engine", "print the JSON Schema of a game's state file"),
    "new": ("companion.commands.setup", "set up a new game and write its first state (--out) or its log (--log)"),
    "apply": ("companion.commands.log", "add one entry to a game's log (any game)"),
    "legal": ("companion.commands.log", "list what a player can do now in a logged game, with costs"),
    "state": ("companion.commands.log", "print a logged game's state (JSON)"),
    "ledger": ("companion.commands.log", "print what moved in a logged game, line by line"),
    "sessions": ("companion.commands.sessions", "list the games kept in the database"),
    "export": ("companion.commands.sessions", "write a session as its game log (what `apply` continues), JSON, CSV or a BG Stats play"),
    "import": ("companion.commands.sessions", "add a session from its game log or an exported JSON file (checked before anything is written)"),
    "backup": ("companion.commands.sessions", "copy the whole database to a file (or into a folder)"),
    "restore": ("companion.commands.sessions", "put a backup back as the app's database (the current one is kept beside it)"),
    "merge": ("companion.commands.sessions", "add the games of another device's backup to this one (prints the plan first)"),
    "stats": ("companion.commands.sessions", "wins, averages, nemesis per player; plays per game"),
    "board": ("companion.commands.board", "check a game's printed values against your box; share them as a file"),
}


@cache
def all_commands() -> dict[str, tuple[str, str]]:
    """The core's commands, then each pack's (by pack id); a pack's name that is already taken is left out."""
    from importlib import metadata

    found = dict(COMMANDS)
    for ep in sorted(metadata.entry_points(group=GROUP), key=lambda ep: ep.name):
        for name, row in ep.load().items():
            found.setdefault(name, row)
    return found


def add_command(sub, name: str):
    """The parser of subcommand `name`, with its help from the tables."""
    from companion.commands.words import _

    return sub.add_parser(name, help=_(all_commands()[name][1]))
