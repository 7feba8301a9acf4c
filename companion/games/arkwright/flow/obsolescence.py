"""Obsolescence of factories at the start of a decade (Water Frame 6.IV, Spinning Jenny 6.IV).

Every factory of a level the new decade's timetable row lists needs two extra
workers beside its marker: from the fired workers space, then the job market.
When workers run short they are handed out one at a time, factory by factory,
in turn order from the start player (a player's upper factory first), round
after round. Each worker that could not be hired costs £5; the factory does not
get it later.
"""

from __future__ import annotations

from companion.games.arkwright.table import Table

SECTION = "Water Frame 6.IV"


def obsolete_levels(t: Table, decade: int) -> list[int]:
    return list(t.board.decade(t.state.version, decade).obsolete)


def make_obsolete(t: Table, decade: int) -> None:
    """Hire the extra workers of the factories that become obsolete in `decade`."""
    s, rules = t.state, t.board.rules
    levels = obsolete_levels(t, decade)
    if not levels:
        return
    need = rules.obsolete_workers
    queue = [(p, f) for p in s.turn_order() for f in p.factories if f.level in levels and f.obsolete_workers < need]
    names = "/".join(str(x) for x in levels)
    if not queue:
        t.ledger.remark(None, "arkwright.obsolete_nobody", SECTION, decade=decade, levels=names)
        return
    hired: dict[str, int] = {}
    missing: dict[str, int] = {}
    for turn in range(need):
        for p, f in queue:
            if f.obsolete_workers > turn:
                continue
            if s.fired:
                s.fired -= 1
            elif s.job_market:
                s.job_market -= 1
            else:
                missing[p.id] = missing.get(p.id, 0) + 1
                continue
            f.obsolete_workers += 1
            hired[p.id] = hired.get(p.id, 0) + 1
    for p, f in queue:
        t.ledger.remark(p.id, "arkwright.obsolete_factory", SECTION, name=p.name, level=f.level, good=f.good, workers=f.obsolete_workers)
    for p in s.turn_order():
        if hired.get(p.id):
            t.ledger.record(p.id, "workers", hired[p.id], "arkwright.obsolete_hires", SECTION, name=p.name, count=hired[p.id])
        if missing.get(p.id):
            fee = rules.obsolete_missing_fee
            n = missing[p.id]
            t.pay(p.id, n * fee, "arkwright.obsolete_missing_fee", SECTION, name=p.name, fee=fee, count=n)
