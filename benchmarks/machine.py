"""How busy the machine was while a benchmark ran: printed with every figure, so that a ratio measured on a
loaded machine (several processes per core) is read as such. Ratios are compared only within one run."""

from __future__ import annotations

import os


def load_average() -> list[float]:
    """The 1-, 5- and 15-minute load averages (runnable processes; this machine has os.cpu_count() cores)."""
    return [round(x, 2) for x in os.getloadavg()]


class Load:
    """The load averages when a run began (`Load()`) and when it ended (`.seen()`)."""

    def __init__(self) -> None:
        self.start = load_average()

    def seen(self) -> dict:
        return {"load_start": self.start, "load_end": load_average(), "cores": os.cpu_count()}
