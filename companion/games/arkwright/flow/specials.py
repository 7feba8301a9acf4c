"""Special markers taken outside an action: the 1760 start-up pick and the Lobby event.

The action helper's `take_special_marker` does the taking (Water Frame 5.II.3.2);
this module lists a player's legal choices as short readable answers a pending
decision can offer, and turns an answer back into that helper's input:

    "tile:patent"                  "tile:foreman@food"      "tile:broker/return:patent"
    "marker:quality_light"         "ship:2"                 "ship:6/return:2"
    "pass"                         (take nothing)
"""

from __future__ import annotations

from typing import Any

from companion.core.decisions import Answers
from companion.core.errors import InputError
from companion.core.wording import said
from companion.games.arkwright.actions.inputs import TakeMarker, TakeShip, TakeTile
from companion.games.arkwright.actions.special import marker_problem, ship_problem, take_special_marker, tile_problem
from companion.games.arkwright.actions.tiles import tile_name
from companion.games.arkwright.table import Table

PASS = "pass"


class ScopedAnswers(Answers):
    """The answers of one player's part of a bigger entry: every decision id gets a prefix,
    so two players asked the same question (the Inventor's fee...) never share an answer."""

    def __init__(self, inner: Answers, prefix: str):
        self.inner = inner
        self.prefix = prefix
        self.given, self.used, self.defaults = inner.given, inner.used, inner.defaults

    def ask(self, id: str, question: str, options, **kw) -> Any:  # type: ignore[override]
        return self.inner.ask(f"{self.prefix}{id}", question, options, **kw)


def parse_choice(value: str):
    """Turn an answer such as "tile:foreman@food/return:patent" into the actions' input model."""
    if not isinstance(value, str) or ":" not in value:
        raise InputError(said("arkwright", "special marker {value!r}: write tile:ID, marker:ID or ship:CAPACITY (or pass)", value=value))
    head, _, back = value.partition("/return:")
    what, _, rest = head.partition(":")
    try:
        if what == "tile":
            tile, _, place = rest.partition("@")
            return TakeTile(type="tile", tile=tile, place=place or None, return_tile=back or None)
        if what == "marker" and not back:
            return TakeMarker(type="advanced_marker", marker=rest)
        if what == "ship":
            return TakeShip(type="ship", capacity=int(rest), return_ship=int(back) if back else None)
    except ValueError:
        pass
    raise InputError(said("arkwright", "special marker {value!r}: write tile:ID, marker:ID or ship:CAPACITY (or pass)", value=value))


def special_options(t: Table, pid: str, *, ships: bool = True) -> list[tuple[str, str]]:
    """Every special marker the player may take now, as (answer, label)."""
    s, p = t.state, t.p(pid)
    out: list[tuple[str, str]] = []
    full = len(p.tiles) >= t.board.rules.max_tiles
    returns = [f"/return:{x}" for x in p.tiles] if full else [""]
    for tile in sorted(set(s.mat.tiles)):
        if tile_problem(t, pid, tile):
            continue
        places = [f"@{f.good}" for f in p.factories] if tile in ("foreman", "workshop") and p.factories else [""]
        for place in places:
            for back in returns:
                label = (said("arkwright", "take the {tile:term} for the {good:term} factory", tile=tile_name(t, tile), good=place[1:])
                         if place else said("arkwright", "take the {tile:term}", tile=tile_name(t, tile)))
                if back:
                    label = said("arkwright", "{take}, returning the {tile:term}", take=label, tile=tile_name(t, back[8:]))
                out.append((f"tile:{tile}{place}{back}", label))
    for marker in sorted({m for row in s.mat.markers.values() for m in row}):
        if not marker_problem(t, pid, marker):
            out.append((f"marker:{marker}", said("arkwright", "take the {marker:marker_id} marker", marker=marker)))
    if ships and s.version == "water_frame":
        full_piers = len(p.ships) >= t.board.rules.max_ships
        for cap in sorted(c for c, n in s.mat.ships.items() if n > 0):
            for back in sorted(set(p.ships)) if full_piers else [None]:
                if not ship_problem(t, pid, cap, back):
                    label = (said("arkwright", "take a ship of capacity {cap}, returning the capacity-{back} ship", cap=cap, back=back)
                             if back else said("arkwright", "take a ship of capacity {cap}", cap=cap))
                    out.append((f"ship:{cap}" + (f"/return:{back}" if back else ""), label))
    return out


def take(t: Table, pid: str, value: str, answers: Answers, section: str, scope: str = "") -> None:
    """Take the special marker an answer names (nothing for "pass"); questions it raises
    (the Inventor's fee) are asked under `scope` + the player's id."""
    if value == PASS:
        t.ledger.remark(pid, "arkwright.no_special", section, name=t.name(pid))
        return
    take_special_marker(t, pid, parse_choice(value), ScopedAnswers(answers, f"{scope}{pid}:"), section=section, allow_broker=False)
