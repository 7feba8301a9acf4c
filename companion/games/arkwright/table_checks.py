"""What an Arkwright table can show: the checks of the table's state (state.py's model validator), each a sentence
naming the place it concerns ("shares of player 1: 9 shares and 2 loans exceed the 10 shares of a company"), and the
room of a large warehouse (Player's Book 1.4). Limits come from the board data, never from this code.

The state's models are not imported here (they call these checks): a state, a player and a board are read as they
are given.
"""

from __future__ import annotations

from typing import Any

from companion.core.models import place
from companion.core.wording import said
from companion.games.arkwright.board import Board


def table_errors(state: Any, before: Any) -> list[str]:
    """Every reason `state` could not be on a real table ([] when it could); `before`: the state an edit was made on
    (its players that passed the checks there and did not change are not checked again)."""
    board = state.board
    rules = board.rules
    errors: list[str] = []
    n = len(state.players)
    ids = [p.id for p in state.players]
    if len(ids) != len(set(ids)):
        errors.append(said("arkwright", "players: two players share an id"))
    colors = [p.color for p in state.players]
    if len(colors) != len(set(colors)):
        errors.append(said("arkwright", "players: two players share a colour"))
    if state.start_player >= n:
        errors.append(said("arkwright", "start player: {start} but there are only {n} players", start=state.start_player, n=n))
    if state.acted > n:
        errors.append(said("arkwright", "acted: {acted} players acted but there are only {n}", acted=state.acted, n=n))
    decades = [d.decade for d in board.timetable(state.version)]
    if state.decade not in decades:
        errors.append(said("arkwright", "decade: {decade} is not a decade of this version ({first}-{last})",
                           decade=state.decade, first=decades[0], last=decades[-1]))
    from companion.games.arkwright.house_rules import HOUSE_RULES, unknown_house_rules

    unknown = unknown_house_rules(state.house_rules)
    if unknown:
        errors.append(said("arkwright", "house rules: unknown {unknown}; known: {known}", unknown=", ".join(unknown),
                           known=", ".join(sorted(HOUSE_RULES))))
    for good, appeal in state.importers.items():
        if appeal < 0:
            errors.append(said("arkwright", "the {good} importer: appeal {appeal} is below 0", good=good, appeal=appeal))
    if state.job_market > len(board.job_spaces):
        errors.append(said("arkwright", "job market: {n} workers but the job market has {spaces} spaces",
                           n=state.job_market, spaces=len(board.job_spaces)))
    total = sum(state.workers_on_table().values())
    if total != rules.workers:
        errors.append(said("arkwright", "workers: {total} on the table but the game has {workers} ({where})",
                           total=total, workers=rules.workers, where=_where_workers(state)))
    errors.extend(_holdings_errors(state, rules.shares_per_company))
    from companion.games.arkwright.flow.self_actor import table_errors as self_actor_errors

    errors.extend(self_actor_errors(state))
    contract_spaces = board.contracts.two_player_spaces if n == 2 else board.contracts.spaces
    before = _checked_players(state, before)
    for i, p in enumerate(state.players):
        if p is not before[i]:
            errors.extend(_player_errors(state, board, i, p, contract_spaces))
    return errors


def _where_workers(state) -> tuple[str, ...]:
    """Where the workers are, in words (`workers_on_table`, the pools first): "job market 3, fired 0, box 2, Ann 10"."""
    counts = list(state.workers_on_table().items())
    return (said("arkwright", "job market {n}", n=state.job_market), said("arkwright", "fired {n}", n=state.fired),
            said("arkwright", "box {n}", n=state.box), *(f"{k} {v}" for k, v in counts[3:]))


def _checked_players(state: Any, before: Any) -> list[Any]:
    """Per seat, the player record `state` shares with `before` (the state an edit was made on) that
    passed `_player_errors` there and reads the same here (None: check the seat's player).

    A player's checks read only its record, its seat, the number of players and the version, the
    expansion and the board of the game: with those unchanged, a record the edit did not reach
    passes them again."""
    unchecked: list[Any] = [None] * len(state.players)
    if not isinstance(before, type(state)) or len(before.players) != len(state.players):
        return unchecked
    if (before.version, before.expansion, before.board_revision, before.board_overrides) != \
            (state.version, state.expansion, state.board_revision, state.board_overrides):
        return unchecked
    return list(before.players)


def _holdings_errors(state: Any, per_company: int) -> list[str]:
    """Shares of other companies (Player's Book 3.3): only in the Stock Exchange variant of Water Frame,
    only of the other players, and never more than the bank can have sold of a company."""
    errs: list[str] = []
    if state.stock_exchange and state.version != "water_frame":
        errs.append(said("arkwright", "the Stock Exchange variant is played with Water Frame only"))
    ids = {p.id: p for p in state.players}
    for i, p in enumerate(state.players):
        if p.holdings and not state.stock_exchange:
            errs.append(said("arkwright", "{at}: shares of other companies are held only in the Stock Exchange variant",
                             at=where("players", i, "holdings")))
        for company, n in p.holdings.items():
            if company == p.id or company not in ids:
                errs.append(said("arkwright", "{at}: {company} is not another company at the table",
                                 at=where("players", i, "holdings"), company=company))
            elif n < 0:
                errs.append(said("arkwright", "{at}: {n} shares of {name}", at=where("players", i, "holdings"), n=n,
                                 name=ids[company].name))
    for c in state.players:
        held = sum(p.holdings.get(c.id, 0) for p in state.players if p.id != c.id)
        if held and c.shares + c.loans + held > per_company:
            errs.append(said("arkwright", "{name}'s shares: {shares} owned, {loans} lent and {held} held by others exceed "
                             "the {limit} shares of a company", name=c.name, shares=c.shares, loans=c.loans, held=held,
                             limit=per_company))
    return errs


def where(*loc: str | int) -> str:
    """A place in the state in words: ('players', 0, 'shares') -> 'shares of player 1'."""
    return place(loc)


def _player_errors(state: Any, board: Board, i: int, p: Any, contract_spaces: list[int]) -> list[str]:
    rules = board.rules
    at = ("players", i)
    errs: list[str] = []
    if p.shares + p.loans > rules.shares_per_company:
        errs.append(said("arkwright", "{at}: {shares} shares and {loans} loans exceed the {limit} shares of a company",
                         at=where(*at, "shares"), shares=p.shares, loans=p.loans, limit=rules.shares_per_company))
    if not rules.track_min <= p.share_space <= rules.track_max:
        errs.append(said("arkwright", "{at}: {space} is off the track ({low}-{high})", at=where(*at, "share_space"),
                         space=p.share_space, low=rules.track_min, high=rules.track_max))
    quality_max = rules.quality_max_engineer if state.version == "water_frame" or state.plays("tiles") else rules.quality_max
    for j, f in enumerate(p.factories):
        fat = (*at, "factories", j)
        tile = board.tile(f.good, f.level)
        if not rules.min_price <= f.price <= rules.max_price:
            errs.append(said("arkwright", "{at}: £{price} is outside £{low}-£{high}", at=where(*fat, "price"), price=f.price,
                             low=rules.min_price, high=rules.max_price))
        if f.quality > quality_max:
            errs.append(said("arkwright", "{at}: +{value} is above the maximum +{most}", at=where(*fat, "quality"),
                             value=f.quality, most=quality_max))
        if f.distribution > rules.distribution_max:
            errs.append(said("arkwright", "{at}: +{value} is above the maximum +{most}", at=where(*fat, "distribution"),
                             value=f.distribution, most=rules.distribution_max))
        appeal = tile.cost + f.quality + f.distribution - f.price
        if appeal < 0:
            errs.append(said("arkwright", "{at}: appeal of {good} would be {appeal}; appeal is never below 0",
                             at=where(*fat, "price"), good=f.good, appeal=appeal))
        for r, row in enumerate(f.rows):
            if row.filled > tile.row_size(r):
                errs.append(said("arkwright", "{at}: {pieces} pieces on a row of {spaces} spaces", at=where(*fat, "rows", r),
                                 pieces=row.filled, spaces=tile.row_size(r)))
            if row.machines > tile.machine_slots(r):
                errs.append(said("arkwright", "{at}: {machines} machines but only {slots} worker-or-machine spaces",
                                 at=where(*fat, "rows", r), machines=row.machines, slots=tile.machine_slots(r)))
        if f.obsolete_workers > rules.obsolete_workers:
            errs.append(said("arkwright", "{at}: at most {most}", at=where(*fat, "obsolete_workers"), most=rules.obsolete_workers))
    if len(p.tiles) > rules.max_tiles:
        errs.append(said("arkwright", "{at}: {n} development tiles; at most {most}", at=where(*at, "tiles"), n=len(p.tiles),
                         most=rules.max_tiles))
    known_tiles = {t.id for t in board.tiles}
    for t in p.tiles:
        if t not in known_tiles:
            errs.append(said("arkwright", "{at}: unknown development tile {tile!r}", at=where(*at, "tiles"), tile=t))
        elif board.tile_spec(t).expansion and not state.expansion:
            errs.append(said("arkwright", "{at}: {tile} belongs to the Noblesse Oblige expansion", at=where(*at, "tiles"), tile=t))
    for m in p.advanced:
        if not board.has_marker(m) or board.marker(m).shade == "colored":
            errs.append(said("arkwright", "{at}: unknown advanced action marker {marker!r}", at=where(*at, "advanced"), marker=m))
    for pm in p.placed:
        if pm.row not in board.chart.rows and not (pm.row == _wealth_row() and "tiles" in state.self_actor):
            errs.append(said("arkwright", "{at}: no £{row} row on the administration chart", at=where(*at, "placed"), row=pm.row))
    if len(p.ships) > rules.max_ships:
        errs.append(said("arkwright", "{at}: {n} ships; at most {most}", at=where(*at, "ships"), n=len(p.ships), most=rules.max_ships))
    crew = 0
    for cap in p.ships:
        try:
            crew += board.ship(cap).crew
        except KeyError:
            errs.append(said("arkwright", "{at}: no ship of capacity {capacity}", at=where(*at, "ships"), capacity=cap))
    if p.ship_crew != crew:
        errs.append(said("arkwright", "{at}: {crew} crew workers but the ships need {need}", at=where(*at, "ship_crew"),
                         crew=p.ship_crew, need=crew))
    for good, space in p.contracts.items():
        if space not in contract_spaces:
            errs.append(said("arkwright", "{at}: no space {space} on the contracts track ({spaces})", at=where(*at, "contracts", good),
                             space=space, spaces=str(contract_spaces)))
    if p.foreman and "foreman" not in p.tiles:
        errs.append(said("arkwright", "{at}: placed in a factory without the Foreman tile", at=where(*at, "foreman")))
    if p.workshop and "workshop" not in p.tiles:
        errs.append(said("arkwright", "{at}: placed in a factory without the Workshop tile", at=where(*at, "workshop")))
    if state.version == "spinning_jenny":
        if not state.plays("tiles") and any(not board.tile_spec(t).expansion for t in p.tiles if t in known_tiles):
            errs.append(said("arkwright", "{at}: Spinning Jenny has no development tiles (only the purveyors)", at=where(*at, "tiles")))
        if p.ships or p.contracts or p.warehouse.workers:
            errs.append(said("arkwright", "{at}: Spinning Jenny has no harbor mat (ships, contracts, large warehouse)", at=where(*at)))
    stored_total = sum(p.stored.values())
    has_small = state.version == "spinning_jenny" or "small_warehouse" in p.tiles
    if stored_total and not has_small:
        errs.append(said("arkwright", "{at}: {n} goods stored without the small warehouse", at=where(*at, "stored"), n=stored_total))
    if stored_total > board.small_warehouse.capacity:
        errs.append(said("arkwright", "{at}: {n} goods; the small warehouse holds {capacity}", at=where(*at, "stored"), n=stored_total,
                         capacity=board.small_warehouse.capacity))
    layout = board.warehouse
    for good, n in p.warehouse.goods.items():
        cap = warehouse_capacity(board, p, good)
        if n > cap:
            errs.append(said("arkwright", "{at}: {n} goods but the warehouse workers open room for {room}",
                             at=where(*at, "warehouse", "goods", good), n=n, room=cap))
    if len(p.warehouse.rows) != len(layout.row_spaces):
        errs.append(said("arkwright", "{at}: the warehouse has {rows} rows", at=where(*at, "warehouse", "rows"), rows=len(layout.row_spaces)))
    return errs


def _wealth_row() -> int:
    """The Wealth of Nations' extra row of the administration table (Player's Book 3.2)."""
    from companion.games.arkwright.self_actor_data import self_actor_data

    return self_actor_data().wealth_of_nations.row


def warehouse_capacity(board: Board, player: Any, good: str) -> int:
    """Room for one good in the large warehouse (Player's Book 1.4).

    A column worker opens every space of that good's column; each row worker
    opens that row's spaces in every column; a space opened twice holds two.
    """
    layout = board.warehouse
    cap = layout.column_spaces if good in player.warehouse.columns else 0
    for has_worker, spaces in zip(player.warehouse.rows, layout.row_spaces):
        if has_worker:
            cap += spaces
    return cap
