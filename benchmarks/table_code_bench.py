"""How fast can the table code be guessed? The fastest attacker the join gate allows, on a simulated clock.

The attacker tries a wrong code from each of its addresses the moment the gate
would compare it (it knows every wait), for a simulated week; the gate
(`companion.ui.gate.JoinGate`) runs on a stepped clock, so the week takes a
fraction of a second. Prints, for 1 and for many addresses: the guesses per
second the gate let through, and the expected time to find the code (half of
its 30**8 values at that rate), against the floor of one year.

    .venv/bin/python benchmarks/table_code_bench.py [addresses]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.ui import gate  # noqa: E402

WEEK = 7 * 24 * 3600
YEAR = 365.25 * 24 * 3600


def fastest_attack(addresses: int, span: float = WEEK) -> float:
    """Wrong guesses compared per second over `span` seconds, trying from `addresses` clients."""
    now = [0.0]
    g = gate.JoinGate(clock=lambda: now[0])
    code = gate.new_code()
    wrong = "".join("A" if ch != "A" else "B" for ch in code)
    clients = [f"10.{i // 65536}.{i // 256 % 256}.{i % 256}" for i in range(addresses)]
    while now[0] < span:
        def ready(ip: str) -> float:
            known = g.clients.get(ip)
            return max(known.until if known else 0.0, g.paused_until)

        ip = min(clients, key=ready)
        now[0] = max(now[0], ready(ip))
        if now[0] >= span:
            break
        admitted, _ = g.attempt(ip, wrong, code)
        assert not admitted
    return g.misses / span


def main() -> None:
    many = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    values = len(gate.CODE_ALPHABET) ** gate.CODE_LENGTH
    print(f"code: {gate.CODE_LENGTH} characters of {len(gate.CODE_ALPHABET)}: {values:,} values")
    for addresses in (1, many):
        rate = fastest_attack(addresses)
        years = values / 2 / rate / YEAR
        print(f"{addresses:>5} address(es): {rate:.5f} guesses/s ({rate * 3600:.1f}/h); expected time to guess "
              f"{years:,.0f} years; floor 1 year; ratio {years:,.0f}")


if __name__ == "__main__":
    main()
