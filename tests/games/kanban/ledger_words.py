"""The words of every ledger line of the recorded Kanban games, one line each, to compare two versions.

    python -m tests.games.kanban.ledger_words > words.txt   (in each checkout; then diff the files)

Run on main before Kanban's lines became message codes and on the branch after: the two dumps
were identical (718 lines), so every recorded line reads as it did.
"""

from __future__ import annotations

from pathlib import Path

from companion.commands.logfile import GameLog

GAMES = Path(__file__).resolve().parents[2] / "fixtures" / "games" / "kanban"


def words() -> list[str]:
    out = []
    for path in sorted(GAMES.glob("*.jsonl")):
        for e in GameLog.read(str(path)).replay().ledger:
            out.append("\t".join([path.name, str(e.player), e.kind, str(e.amount), repr(e.reason), repr(e.section)]))
    return out


if __name__ == "__main__":
    print("\n".join(words()))
