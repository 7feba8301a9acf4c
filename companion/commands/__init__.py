"""Subcommands of `companion`, one module per area (see companion/cli.py).

`COMMANDS` names every subcommand, in the order `companion --help` lists them,
with the module under companion/commands/ that registers it and its one-line
help. The command line reads the help here and imports only the module of the
command it runs, so listing the commands imports none of them; each module's
`register(sub)` adds its own commands through `add_command`, which takes the
help from this table.
"""

from __future__ import annotations

#: subcommand -> (module in companion/commands/, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "app": ("app", "start the app (a desktop window when a display is present, else the web server)"),
    "serve": ("app", "serve the web app so the phones at the table can open the same game"),
    "schema": ("engine", "print the JSON Schema of a game's state file"),
    "resolve": ("arkwright", "resolve a phase of an Arkwright state file"),
    "act": ("arkwright", "apply one action of the action phase"),
    "actions": ("arkwright", "list what a player can legally do now, with costs"),
    "new": ("setup", "set up a new game and write its first state (--out) or its log (--log)"),
    "prep": ("arkwright_prep", "one step of the 1760 preparation round (free set up)"),
    "apply": ("log", "add one entry to a game's log (any game)"),
    "legal": ("log", "list what a player can do now in a logged game, with costs"),
    "state": ("log", "print a logged game's state (JSON)"),
    "ledger": ("log", "print what moved in a logged game, line by line"),
    "sessions": ("sessions", "list the games kept in the database"),
    "export": ("sessions", "write a session as its game log (what `apply` continues), JSON, CSV or a BG Stats play"),
    "import": ("sessions", "add a session from its game log or an exported JSON file (checked before anything is written)"),
    "backup": ("sessions", "copy the whole database to a file (or into a folder)"),
    "restore": ("sessions", "make a backup the app's database (the current one is kept beside it)"),
    "merge": ("sessions", "add the games of another device's backup to this one (prints the plan first)"),
    "stats": ("sessions", "wins, averages, nemesis per player; plays per game"),
    "advise": ("advise", "what each price of a factory would sell in the next production (Arkwright)"),
    "board": ("board", "check a game's printed values against your box; share them as a file"),
}


def add_command(sub, name: str):
    """The parser of subcommand `name`, with its help from COMMANDS."""
    return sub.add_parser(name, help=COMMANDS[name][1])
