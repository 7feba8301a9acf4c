"""No pack is known by name outside its own folders (issue 23): a pack's id appears in code only under
companion/games/<pack>/, companion/ui/<pack>/ and companion/commands/<pack>/; the rest of the package reaches a pack
through its entry points. Docstrings and comments may name a game in words (capitalised), never by its id."""

from __future__ import annotations

import re
from pathlib import Path

from companion.commands import COMMANDS, all_commands
from companion.core.registry import pack_ids

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "companion"


def own_folder(path: Path, pack: str) -> bool:
    rel = path.relative_to(PACKAGE).parts
    return len(rel) > 1 and rel[0] in ("games", "ui", "commands") and rel[1] == pack


def test_no_pack_id_is_written_outside_the_packs_folders():
    packs = pack_ids()
    assert {"arkwright", "kanban", "union_stockyards", "montana"} <= set(packs)
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pack in packs:
            if own_folder(path, pack):
                continue
            found += [f"{path.relative_to(ROOT)}:{n}: {line.strip()}" for n, line in enumerate(text.splitlines(), 1)
                      if re.search(rf"\b{pack}\b", line)]
    assert found == []


def test_a_pack_brings_its_own_commands_through_its_entry_point():
    """Arkwright's state-file commands are its table, read after the core's; the core table names no pack."""
    assert all(module.startswith("companion.commands.") and module.count(".") == 2 for module, _ in COMMANDS.values())
    own = {name: module for name, (module, _) in all_commands().items() if name not in COMMANDS}
    assert set(own) == {"resolve", "act", "actions", "prep", "advise"}
    assert all(module.startswith("companion.commands.arkwright.") for module in own.values())
    assert list(all_commands())[:len(COMMANDS)] == list(COMMANDS)
