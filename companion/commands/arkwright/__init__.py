"""Arkwright's own commands, on its state files (a `companion.commands` entry point names this table).

Only the table lives here: `companion --help` reads it without importing the
rules. Each module registers its commands (see companion/commands/__init__.py).
"""

#: subcommand -> (module that registers it, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "resolve": ("companion.commands.arkwright.state_files", "resolve a phase of an Arkwright state file"),
    "act": ("companion.commands.arkwright.state_files", "apply one action of the action phase"),
    "actions": ("companion.commands.arkwright.state_files", "list what a player can legally do now, with costs"),
    "prep": ("companion.commands.arkwright.prep", "one step of the 1760 preparation round (free set up)"),
    "advise": ("companion.commands.arkwright.advise",
               "what each price of a factory would sell in the next production (Arkwright)"),
}
