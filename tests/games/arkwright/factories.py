"""Helpers that build legal Arkwright states for tests, keeping the 80 workers accounted for."""

from __future__ import annotations

from companion.games.arkwright.state import ArkwrightState, Factory, Player, Row

COLORS = ["red", "blue", "green", "yellow"]


def factory(good: str, level: int = 1, price: int = 5, rows=((0, 0),), **kw) -> Factory:
    full = list(rows) + [(0, 0)] * (4 - len(rows))
    return Factory(good=good, level=level, price=price, rows=[Row(workers=w, machines=m) for w, m in full], **kw)


def player(pid: str, **kw) -> Player:
    kw.setdefault("name", pid.capitalize())
    kw.setdefault("color", pid)
    return Player(id=pid, **kw)


def table(players: list[Player], *, fired: int = 0, box: int = 0, **kw) -> ArkwrightState:
    """A state whose job market holds every worker not placed elsewhere."""
    employed = sum(p.workers for p in players)
    kw.setdefault("phase", "production")
    kw.setdefault("decade", 1770)
    kw.setdefault("cycle", 1)
    return ArkwrightState(players=players, job_market=80 - employed - fired - box, fired=fired, box=box, **kw)
