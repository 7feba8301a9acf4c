"""The acceptance counts of the legal-play properties, printed at the end of the run."""

from __future__ import annotations

from collections import Counter, defaultdict

#: game -> entry kind (Arkwright: also main and additional actions) -> times accepted
TALLY: defaultdict[str, Counter] = defaultdict(Counter)


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not TALLY:
        return
    terminalreporter.section("entries accepted in legal play")
    for game, counts in sorted(TALLY.items()):
        terminalreporter.write_line(f"{game}: " + ", ".join(f"{k} {n}" for k, n in sorted(counts.items())))
