"""What an Arkwright step moves on the table, in words (see `companion.core.moves`).

Money, shares and the share marker, factory tiles with their price, quality,
distribution and appeal markers, workers between the job market, the fired
space, the box and every place a player employs them, machines, goods, ships,
contracts, development tiles, special and action markers, luxury cubes, and
the table's own pieces (importers, timetable, start player, events).
"""

from __future__ import annotations

from typing import Any

from companion.core.moves import Move, MoveWords, Words, each_player, multiset, transfers, values
from companion.core.wording import said
from companion.games.arkwright.actions.administration import REORGANIZATION, SHIP_PREFIX, Marker, owned_markers
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow import self_actor
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.state import ArkwrightState, Factory
from companion.games.arkwright.table import Table

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
YOUR_SUPPLY = said("arkwright", "your supply")
THE_BOX = said("arkwright", "the box")
MAT = said("arkwright", "the special markers mat")


def one_named(moves: list[Move]) -> list[Move]:
    """A tile or marker moved alone is named, not counted: "the Developer tile", not "1 Developer tile"."""
    return [m.model_copy(update={"count": 0, "piece": said("arkwright", "the {piece}", piece=m.piece)}) if m.count == 1 else m
            for m in moves]


def company(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """Money, the share marker, the share certificates and loans of each company."""
    out = each_player(before, after, "cash", said("arkwright", "money"), lambda v: f"£{v}")
    out += each_player(before, after, "share_space", said("arkwright", "share marker"), _space)
    out += each_player(before, after, "shares", said("arkwright", "share certificates"))
    out += each_player(before, after, "loans", said("arkwright", "loans"))
    return _by_seat(after, out)


def _space(v: Any) -> str:
    return said("arkwright", "space {space}", space=v)


def _by_seat(state: ArkwrightState, moves: list[Move]) -> list[Move]:
    """One player's moves together, players in seat order, the table's last."""
    seat = {p.id: i for i, p in enumerate(state.players)}
    return sorted(moves, key=lambda m: seat.get(m.player or "", len(seat)))


def appeal(state: ArkwrightState, f: Factory) -> int:
    return Table.working(state).appeal(f)


def factories(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """Per factory: its tile, then the price, quality, distribution and appeal markers."""
    out: list[Move] = []
    for pa in after.players:
        pb = before.player(pa.id)
        for good in GOODS:
            fb, fa = pb.factory(good), pa.factory(good)
            if fb is None and fa is None:
                continue
            if fb is None or fa is None or fb.level != fa.level:
                out.append(Move(player=pa.id, piece=said("arkwright", "{good:term} factory tile", good=good), source=_tile(fb),
                                target=_tile(fa)))
            for piece, get, shown in ((said("arkwright", "price marker"), lambda s, f: f.price, lambda v: f"£{v}"),
                                      (said("arkwright", "quality marker"), lambda s, f: f.quality, lambda v: f"+{v}"),
                                      (said("arkwright", "distribution marker"), lambda s, f: f.distribution, lambda v: f"+{v}"),
                                      (said("arkwright", "appeal marker"), appeal, str)):
                old = None if fb is None else get(before, fb)
                new = None if fa is None else get(after, fa)
                if old != new and not (piece in ("quality marker", "distribution marker") and {old, new} == {None, 0}):
                    # a factory founded or closed at +0 quality or distribution: no marker to move
                    out.append(Move(player=pa.id, piece=said("arkwright", "{good:term} {marker}", good=good, marker=piece),
                                    source=YOUR_SUPPLY if old is None else shown(old), target=YOUR_SUPPLY if new is None else shown(new)))
    return out


def _tile(f: Factory | None) -> str:
    return said("arkwright", "the factory tiles supply") if f is None else said("arkwright", "level {level}", level=ROMAN[f.level])


def _factory_row(good: str, r: int) -> str:
    return said("arkwright", "{good:term} factory, row {row}", good=good, row=r + 1)


def _worker_places(s: ArkwrightState) -> dict[Any, int]:
    out: dict[Any, int] = {(None, said("arkwright", "the job market")): s.job_market,
                           (None, said("arkwright", "the fired space")): s.fired, (None, THE_BOX): s.box}
    for p in s.players:
        for f in p.factories:
            for r, row in enumerate(f.rows):
                out[(p.id, _factory_row(f.good, r))] = row.workers
            out[(p.id, said("arkwright", "{good:term} factory, obsolete spaces", good=f.good))] = f.obsolete_workers
            out[(p.id, said("arkwright", "{good:term} factory marker", good=f.good))] = int(f.marker_worker)
        for good in dict.fromkeys([*GOODS, *p.warehouse.columns]):  # every column, so both ways list the same places
            out[(p.id, said("arkwright", "large warehouse, {good:term} column", good=good))] = p.warehouse.columns.count(good)
        for i, has in enumerate(p.warehouse.rows):
            out[(p.id, said("arkwright", "large warehouse, row {row}", row=i + 1))] = int(has)
        out[(p.id, said("arkwright", "ship crews"))] = p.ship_crew
    return out


def workers(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    return transfers(_worker_places(before), _worker_places(after), lambda n: said("arkwright", "{n:noun/worker}", n=n))


def machines(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    def places(s: ArkwrightState) -> dict[Any, int]:
        return {(p.id, _factory_row(f.good, r)): row.machines
                for p in s.players for f in p.factories for r, row in enumerate(f.rows)}

    return transfers(places(before), places(after), lambda n: said("arkwright", "{n:noun/machine}", n=n))


def goods(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    small = said("arkwright", "price scale") if after.version == "spinning_jenny" else said("arkwright", "small warehouse")
    out: list[Move] = []
    for good in GOODS:
        for i in range(len(after.players)):  # goods never pass from one company to another: each player's own
            def places(s: ArkwrightState, i=i) -> dict[Any, int]:
                p = s.players[i]
                return {(p.id, small): p.stored.get(good, 0), (p.id, said("arkwright", "large warehouse")): p.warehouse.goods.get(good, 0)}

            out += transfers(places(before), places(after),
                             lambda n, g=good: said("arkwright", "{n:good_word/{good}}", n=n, good=g))  # "1 lamp", "2 food"
    return out


def ships(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    out: list[Move] = []
    for cap in sorted({*before.mat.ships, *after.mat.ships, *(c for s in (before, after) for p in s.players for c in p.ships)}):
        def places(s: ArkwrightState) -> dict[Any, int]:
            return {(None, MAT): s.mat.ships.get(cap, 0),
                    **{(p.id, said("arkwright", "your piers")): multiset(p.ships).get(cap, 0) for p in s.players}}

        out += transfers(places(before), places(after),
                         lambda n, c=cap: said("arkwright", "{n:noun/ship} of capacity {capacity}", n=n, capacity=c), THE_BOX)
    return out


def contracts(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    def spaces(s: ArkwrightState) -> dict[Any, int]:
        return {(p.id, good): space for p in s.players for good, space in p.contracts.items()}

    return values(before, after, spaces, lambda key: (key[0], said("arkwright", "{good:term} contract marker", good=key[1])), _space,
                  absent=YOUR_SUPPLY)


def _between_players(m: Move, tile: str, before: ArkwrightState, after: ArkwrightState) -> Move:
    """A tile passed from one player to another (the Supervisory Board, Player's Book 3.2): the other
    player's tiles named by their name, so the move reads the same both ways."""
    if m.source != m.target:
        return m
    lost = next(p for p in before.players if tile in p.tiles and tile not in after.player(p.id).tiles)
    won = next(p for p in after.players if tile in p.tiles and tile not in before.player(p.id).tiles)
    if m.player == lost.id:
        return m.model_copy(update={"target": said("arkwright", "{name}'s development tiles", name=won.name)})
    return m.model_copy(update={"source": said("arkwright", "{name}'s development tiles", name=lost.name)})


def tiles(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    board = after.board
    out: list[Move] = []
    for tile in sorted({*before.mat.tiles, *after.mat.tiles, *(t for s in (before, after) for p in s.players for t in p.tiles)}):
        def places(s: ArkwrightState) -> dict[Any, int]:
            return {(None, said("arkwright", "the development tiles on offer")): s.mat.tiles.count(tile),
                    **{(p.id, said("arkwright", "your development tiles")): int(tile in p.tiles) for p in s.players}}

        moved = one_named(transfers(places(before), places(after),
                                    lambda n, t=tile: said("arkwright", "{tile} {n:noun/tile}", tile=board.tile_spec(t).name, n=n), THE_BOX))
        out += [_between_players(m, tile, before, after) for m in moved]
    for field, name in (("foreman", said("arkwright", "Foreman tile")), ("workshop", said("arkwright", "Workshop tile"))):
        out += each_player(before, after, field, name,
                           lambda g: said("arkwright", "the {good:term} factory", good=g) if g else said("arkwright", "beside your board"))
    return out


def marker_words(states: tuple[ArkwrightState, ...], marker: str, n: int = 1, player: str | None = None) -> str:
    """An action marker as the rules name it ("light grey quality marker", "ship (capacity 3) at pier 1").

    A ship's marker is named from the first of `states` where the player still has the ship. The
    Reorganization marker is named without its side: turning it over is a move of its own
    (`reorganization_side`), so a marker that moves and turns in one step reads the same both ways."""
    if marker == REORGANIZATION:
        return "Reorganization marker"
    if marker.startswith(SHIP_PREFIX) or not states[0].board.has_marker(marker):  # a ship, the Reorganization marker (3.2)
        found = (m for s in states if player for m in owned_markers(s, s.player(player)) if m.id == marker)
        label = next((m.label for m in found), "ship marker")
    else:
        spec = states[0].board.marker(marker)
        label = Marker(id=spec.id, action=spec.action, additional=spec.additional, spec=spec).label
    return label if n == 1 else label.replace("marker", "markers")


def special_markers(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """Advanced markers between the mat (or the timetable's stock exchange space) and the players."""
    names = {m for s in (before, after) for p in s.players for m in p.advanced}
    names |= {m for s in (before, after) for row in s.mat.markers.values() for m in row} | {*before.mat.pick, *after.mat.pick}
    out: list[Move] = []
    for marker in sorted(names):
        def places(s: ArkwrightState) -> dict[Any, int]:
            got: dict[Any, int] = {(None, said("arkwright", "the special markers mat, row {row}", row=r)): row.count(marker)
                                   for r, row in s.mat.markers.items()}
            got[(None, said("arkwright", "the timetable's stock exchange space"))] = s.mat.pick.count(marker)
            got.update({(p.id, said("arkwright", "your advanced markers")): int(marker in p.advanced) for p in s.players})
            return got

        out += one_named(transfers(places(before), places(after), lambda n, m=marker: marker_words((after,), m, n), THE_BOX))
    return out


def action_markers(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """Action markers between a player's supply and the rows of the administration chart."""
    out: list[Move] = []
    for pa in after.players:
        pb = before.player(pa.id)
        for marker in sorted({m.marker for m in [*pb.placed, *pa.placed]}):
            def rows(p) -> dict[Any, int]:
                return multiset((pa.id, said("arkwright", "the £{row} row of the administration chart", row=m.row))
                                for m in p.placed if m.marker == marker)

            out += one_named(transfers(rows(pb), rows(pa), lambda n, m=marker: marker_words((before, after), m, n, pa.id), YOUR_SUPPLY))
    return out


def luxury(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    def places(s: ArkwrightState) -> dict[Any, int]:
        got: dict[Any, int] = {(None, said("arkwright", "the luxury goods market, {good:term} level {level}", good=good, level=lvl)): 1
                               for good, levels in s.luxury.items() for lvl in levels}
        got.update({(p.id, said("arkwright", "your luxury goods")): p.luxury_goods for p in s.players})
        return got

    return transfers(places(before), places(after), lambda n: said("arkwright", "{n:noun/luxury cube}", n=n), THE_BOX)


def holdings(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """The Stock Exchange variant: share certificates of other companies between the bank and a player's display."""
    out: list[Move] = []
    for c in after.players:
        def places(s: ArkwrightState, c=c) -> dict[Any, int]:
            return {(p.id, said("arkwright", "your display ({name}'s shares)", name=c.name)): p.holdings.get(c.id, 0)
                    for p in s.players if p.id != c.id}

        out += transfers(places(before), places(after),
                         lambda n, name=c.name: said("arkwright", "{n:noun/share certificate|share certificates} of {name}", n=n, name=name),
                         said("arkwright", "the bank"))
    return out


def self_actor_markers(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """The Self-Actor variant (Player's Book 3.2): each player's two bonus markers on the share value track, and
    the award markers between their places, the players and the box (out of the game)."""
    def spaces(s: ArkwrightState) -> dict[Any, int]:
        return {**{(p.id, "shipping"): p.shipping_bonus for p in s.players}, **{(p.id, "home market"): p.home_market_bonus for p in s.players}}

    bonus = {"shipping": said("arkwright", "your shipping bonus marker"), "home market": said("arkwright", "your home market bonus marker")}
    out = values(before, after, spaces, lambda k: (k[0], bonus[k[1]]), _space)
    waiting = {"share_value": said("arkwright", "space {space} of the share value track", space=self_actor_data().competition.share_space),
               "shipping": MAT}
    for award, name in self_actor.AWARDS.items():
        def places(s: ArkwrightState, award=award) -> dict[Any, int]:
            held = {(p.id, said("arkwright", "your award markers")): int(award in p.awards) for p in s.players}
            return {(None, waiting[award]): int(award not in s.awards_removed and not any(held.values())), **held}

        out += transfers(places(before), places(after), lambda n, name=name: said("arkwright", "{award} award marker", award=name), THE_BOX)
    return out


def table(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """The table's own pieces: importers, the timetable, the start player, the events."""
    out = values(before, after, lambda s: dict(s.importers), lambda g: (None, said("arkwright", "{good:term} importer's appeal marker", good=g)))
    out += values(before, after, lambda s: {"decade": s.decade}, lambda _k: (None, said("arkwright", "decade marker on the timetable")))
    out += values(before, after, lambda s: {"cycle": s.cycle}, lambda _k: (None, said("arkwright", "round marker")),
                  lambda c: said("arkwright", "{good:term} round", good=GOODS[c - 1]) if c else said("arkwright", "before the first round"))
    out += values(before, after, lambda s: {"start": s.players[s.start_player].name},
                  lambda _k: (None, said("arkwright", "start player marker")))
    board = after.board
    down = said("arkwright", "face down")
    out += values(before, after, lambda s: dict(s.events), lambda d: (None, said("arkwright", "event tile of {decade}", decade=d)),
                  lambda e: board.event(e).name, absent=down)
    out += values(before, after, lambda s: dict(s.extra), lambda d: (None, said("arkwright", "extra event tile of {decade}", decade=d)),
                  lambda e: board.event(e).name, absent=down)
    for field, name in (("bureaucracy", "Bureaucracy"), ("navigation_acts", "Navigation Acts"), ("opium_war", "Opium War"),
                        ("threat_of_strike", "Threat of Strike")):
        out += values(before, after, lambda s, f=field: {f: getattr(s, f)}, lambda _k, n=name: (None, n),
                      lambda on: said("arkwright", "in force") if on else said("arkwright", "not in force"))
    return out


def reorganization_side(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    """Self-Actor: the Reorganization marker turned over (Player's Book 3.2)."""
    return each_player(before, after, "reorganization_dark", said("arkwright", "Reorganization marker"),
                       lambda dark: said("arkwright", "dark side up") if dark else said("arkwright", "light side up"))


WORDS = MoveWords(
    words=(
        Words(("players.*.cash", "players.*.share_space", "players.*.shares", "players.*.loans"), company),
        Words(("players.*.factories.*.good", "players.*.factories.*.level", "players.*.factories.*.price",
               "players.*.factories.*.quality", "players.*.factories.*.distribution"), factories),
        Words(("job_market", "fired", "box", "players.*.factories.*.rows.*.workers", "players.*.factories.*.obsolete_workers",
               "players.*.factories.*.marker_worker", "players.*.warehouse.columns", "players.*.warehouse.rows",
               "players.*.ship_crew"), workers),
        Words(("players.*.factories.*.rows.*.machines",), machines),
        Words(("players.*.stored", "players.*.warehouse.goods"), goods),
        Words(("players.*.ships", "mat.ships"), ships),
        Words(("players.*.contracts",), contracts),
        Words(("players.*.tiles", "mat.tiles", "players.*.foreman", "players.*.workshop"), tiles),
        Words(("players.*.advanced", "mat.markers", "mat.pick"), special_markers),
        Words(("players.*.placed",), action_markers),
        Words(("players.*.reorganization_dark",), reorganization_side),
        Words(("players.*.luxury_goods", "luxury"), luxury),
        Words(("players.*.holdings.*",), holdings),
        Words(("players.*.shipping_bonus", "players.*.home_market_bonus", "players.*.awards", "awards_removed"), self_actor_markers),
        Words(("importers", "decade", "cycle", "start_player", "events", "extra", "bureaucracy", "navigation_acts", "opium_war",
               "threat_of_strike"), table),
    ),
    keys={"players.*.factories": "good"},
    quiet=("game", "version", "mule", "stock_exchange", "extra_events", "self_actor", "expansion", "phase", "acted", "setup_step", "setup_mode", "productions_only", "house_rules", "board_revision",
           "board_overrides",
           "players.*.id", "players.*.name", "players.*.color", "players.*.inventor_uses", "players.*.jubilee_sale",
           "players.*.charisma_lock"),
)


def moves(before: ArkwrightState, after: ArkwrightState) -> list[Move]:
    return WORDS.moves(before, after)
