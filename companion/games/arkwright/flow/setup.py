"""A new game: the box opened and the table prepared (Water Frame 4.1, Spinning Jenny 4.1,
Noblesse Oblige "Game Preparation").

`NewGame` (kind "new_game") creates the first state: the job market filled and
workers moved to the fired space or the box by the player count, importers on
0, fifteen shares on space 10 for everyone, the End of Game event on the last
decade, the special markers mat (ships by player count, advanced markers,
development tiles). With `setup: "predetermined"` the printed start set up is
played out in the same entry (factories, start-up capital, special markers,
events, mat, tiles) and the game stands at the 1770 economy phase. With
`setup: "free"` the players enter what is face up on their table (mat, tiles,
the Spinning Jenny stock exchange markers) and play the 1760 round with the
entries of flow/preparation.py. Face-down markers stay unknown until revealed.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from pydantic import Field, ValidationError

from companion.core.boarddata import fingerprint
from companion.core.decisions import Answers
from companion.core.errors import InputError
from companion.core.messages import joined
from companion.core.models import Model, validation_message
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright.board import BOARD, Version, board_for
from companion.games.arkwright.flow import mule, self_actor, stock_exchange
from companion.games.arkwright.flow.common import answers, outcome_of, refill_luxury
from companion.games.arkwright.flow.productions import ProductionTable, productions_only_state
from companion.games.arkwright.flow.preparation import found_factory, pay_for_factories, start_capital
from companion.games.arkwright.flow import steam_power
from companion.games.arkwright.flow.setupdata import setup_data
from companion.games.arkwright.state import ArkwrightState, Mat, Player
from companion.games.arkwright.table import Table

SECTION = "Water Frame 4.1"
SECTION_BOARD = "Water Frame 4.1.I"
SECTION_MAT = "Water Frame 4.1.III"
SECTION_SPECIAL = "Water Frame 4.1.VI predetermined set up"
SECTION_PRODUCTIONS = "Water Frame 5.III"


class Seat(Model):
    id: str = Field(min_length=1, pattern=r"^[a-z0-9_-]+$")
    name: str = Field(min_length=1, max_length=40)
    color: str = Field(min_length=1)


class NewGame(Model):
    """Open the box: version, expansion, seats clockwise, start player, set-up mode."""

    kind: Literal["new_game"] = "new_game"
    #: the version, or the Player's Book variant "spinning_mule" (Spinning Jenny rules amended, 3.1)
    version: Literal[Version, "spinning_mule"] = "water_frame"
    #: Spinning Mule modules (Player's Book 3.1: "used individually or in any combination")
    mule_tiles: bool = True
    mule_economy: bool = True
    mule_events: bool = True
    #: Spinning Mule: Luddism and Crown Jubilee shuffled in with the events
    mule_alternative_events: bool = False
    #: Spinning Mule: School, Patent, Engineer and Administrator laid out with the tiles
    mule_alternative_tiles: bool = False
    #: the Stock Exchange variant of Water Frame (Player's Book 3.3; flow/stock_exchange.py)
    stock_exchange: bool = False
    #: the variant of an extra event per decade 1760-1800 of Water Frame (Player's Book 1.9; flow/events.py)
    extra_events: bool = False
    #: the Self-Actor variant's elements played (Player's Book 3.2: "individually or in any combination";
    #: flow/self_actor.py)
    self_actor_steam_power: bool = False
    self_actor_bonus_markers: bool = False
    self_actor_competition: bool = False
    self_actor_reorganization: bool = False
    self_actor_tiles: bool = False
    expansion: bool = False
    seats: list[Seat] = Field(min_length=2, max_length=4)
    #: index into seats of the start player
    start_player: int = Field(default=0, ge=0)
    setup: Literal["predetermined", "free"] = "predetermined"
    house_rules: dict[str, bool] = {}
    #: free set up (and the Spinning Jenny predetermined mat, shown only as a photograph):
    #: advanced action markers face up per mat row "1".."4"
    mat: dict[str, list[str]] | None = None
    #: free set up, Water Frame: the development tiles laid out (Charisma, one Inventor and the drawn ones)
    tiles: list[str] | None = None
    #: free set up, Spinning Jenny: the light grey markers drawn for the timetable's stock exchange space
    pick_markers: list[str] | None = None
    #: e.g. "foreman:<player>": the factory of a Foreman handed out by the predetermined set up
    answers: dict[str, Any] = {}
    #: the revision of the built-in board data the game plays with (left out: the current one)
    board_revision: int | None = Field(default=None, ge=1)
    #: a game of productions only: the table as it stands at a production phase (flow/productions.py)
    productions_only: bool = False
    table: ProductionTable | None = None


def apply_new_game(state: None, entry: NewGame) -> Outcome:
    n = len(entry.seats)
    mule.check_new_game(entry)
    stock_exchange.check_new_game(entry)
    check_extra_events(entry)
    self_actor.check_new_game(entry)
    version = "spinning_jenny" if entry.version == "spinning_mule" else entry.version
    if entry.start_player >= n:
        raise InputError(said("arkwright", "start_player: {start_player} but there are only {n} seats", start_player=entry.start_player, n=n))
    if entry.version == "spinning_jenny" and entry.tiles is not None:
        raise InputError(said("arkwright", "tiles: Spinning Jenny has no development tiles (the Noblesse Oblige purveyors are laid out automatically)"))
    if entry.table is not None and not entry.productions_only:
        raise InputError(said("arkwright", "table: only a game of productions only starts from the table as it stands"))
    if entry.version == "water_frame" and entry.pick_markers is not None:
        raise InputError(said("arkwright", "pick_markers: only Spinning Jenny puts light grey markers on the timetable's stock exchange space"))
    revision = entry.board_revision or BOARD.revision
    if revision > BOARD.revision:
        raise InputError(said("arkwright", "this game uses board data revision {revision}; this app knows up to {revision2}: update the app", revision=revision, revision2=BOARD.revision))
    board = board_for({}, revision)
    removal = board.removal(n, entry.expansion)
    last = board.timetable(version)[-1].decade
    try:
        state = ArkwrightState(
            version=version,
            **mule.state_fields(entry),
            stock_exchange=entry.stock_exchange,
            extra_events=entry.extra_events,
            **self_actor.state_fields(entry),
            expansion=entry.expansion,
            players=[Player(id=s.id, name=s.name, color=s.color) for s in entry.seats],
            start_player=entry.start_player,
            decade=board.timetable(version)[0].decade,
            cycle=0,
            phase="setup",
            job_market=board.rules.workers - removal.fired - removal.box,
            fired=removal.fired,
            box=removal.box,
            events={str(last): "end_of_game"},
            house_rules=entry.house_rules,
            setup_mode="productions_only" if entry.productions_only else entry.setup,
            board_revision=revision,
        )
    except ValidationError as exc:
        raise InputError(said("arkwright", "new game: {validation_message}", validation_message=validation_message(exc))) from None
    t = Table.working(state)
    ask = answers(entry)
    _lay_out_board(t, removal.fired, removal.box, last, market=not entry.productions_only)
    mule.lay_out(t)
    stock_exchange.announce(t)
    self_actor.announce(t)
    if entry.extra_events:
        t.ledger.remark(None, "arkwright.extra_events_variant", "Player's Book 1.9")
    if entry.productions_only:
        return _start_productions_only(t, entry.table or ProductionTable(), ask)
    _lay_out_mat(t, entry)
    if entry.setup == "predetermined":
        _play_predetermined(t, ask)
        stock_exchange.after_payment(t, SECTION_SPECIAL, ask)
    else:
        t.state.setup_step = "factories_1"
        first = t.state.turn_order()[0]
        t.ledger.remark(None, "arkwright.preparation_round", "Water Frame 4.1.IV", name=first.name)
    return outcome_of(t, ask)


def _start_productions_only(t: Table, table: ProductionTable, ask: Answers) -> Outcome:
    """The table as it stands at a production phase (Water Frame 5.III; flow/productions.py)."""
    s = productions_only_state(t.state, table)
    t = Table(s, s.board, t.ledger)
    if s.expansion:
        refill_luxury(t)
    t.ledger.remark(None, "arkwright.productions_only", SECTION_PRODUCTIONS, decade=s.decade, good=s.active_good,
                    demand=table.demand, appeal=s.importers[s.active_good])
    return outcome_of(t, ask)


def _lay_out_board(t: Table, fired: int, box: int, last: int, market: bool = True) -> None:
    s = t.state
    t.ledger.remark(None, "arkwright.players_and_start", "Water Frame 4.1.II", count=len(s.players), name=s.turn_order()[0].name)
    if market:  # a game of productions only fills the job market from the demand read on the table
        t.ledger.remark(None, "arkwright.job_market_filled", SECTION_BOARD, fired=fired, box=box)
    t.ledger.remark(None, "arkwright.board_laid_out", SECTION_BOARD, last=last)
    t.ledger.remark(None, "arkwright.board_data", SECTION_BOARD, revision=s.board_revision, fingerprint=fingerprint(s.board))
    if s.house_rules:
        rules = joined((k, "on" if v else "off") for k, v in sorted(s.house_rules.items()))
        t.ledger.remark(None, "arkwright.house_rules", SECTION, rules=rules)


def _lay_out_mat(t: Table, entry: NewGame) -> None:
    """Ships by player count, advanced markers, development tiles (Water Frame 4.1.III)."""
    s, board = t.state, t.board
    n = len(s.players)
    data = setup_data()
    ships = {cap: board.ship(cap).count for cap in data.ship_capacities(s.version, n)}
    pre = board.predetermined_setup(s.version, n) if entry.setup == "predetermined" else None
    if entry.mat is not None:
        markers = entry.mat
    elif pre is not None:
        markers = pre.mat
    else:
        raise InputError(said("arkwright", "free set up: enter the advanced action markers face up on the special markers mat (mat: {{\"1\": [...], ...}})"))
    purveyors = [x.id for x in board.tiles if x.expansion] if s.expansion else []
    if mule.is_mule(s):
        tiles = mule.laid_out_tiles(s, n)
    elif s.version == "spinning_jenny":
        tiles: list[str] = []
    elif pre is not None and entry.tiles is None:
        tiles = list(pre.tiles)
    elif entry.tiles is None:
        raise InputError(said("arkwright", "free set up: enter the development tiles laid out beside the mat (tiles: [...])"))
    else:
        tiles = list(entry.tiles)
    pick = list(entry.pick_markers or [])
    if s.version == "spinning_jenny" and not mule.is_mule(s) and entry.setup == "free" and len(pick) != data.picks(n):
        raise InputError(said("arkwright", "free set up: enter the {picks} light grey markers drawn for the stock exchange space (pick_markers)", picks=data.picks(n)))
    if entry.mat is not None or pick:  # a printed set up is taken as printed (see rules_notes/flow.md)
        check_markers(s.version, n, markers, pick, stock_exchange=not mule.is_mule(s))
    if s.version == "water_frame" and entry.tiles is not None:
        check_tiles(t, tiles)
    s.mat = Mat(markers={k: list(v) for k, v in sorted(markers.items())}, ships=ships, tiles=tiles + purveyors, pick=pick)
    shown = joined((k, *v) for k, v in sorted(markers.items()))
    t.ledger.remark(None, "arkwright.mat", SECTION_MAT, markers=shown, ships=joined((c, k) for k, c in ships.items()))
    if tiles or purveyors:
        t.ledger.remark(None, "arkwright.mat_tiles", SECTION_MAT, count=len(tiles) + len(purveyors))


def check_extra_events(entry: NewGame) -> None:
    """The extra event per decade needs Water Frame's event markers (Player's Book 1.9): not Spinning Jenny,
    not the Spinning Mule (its events module lays out its own markers), nor a game of productions only."""
    if not entry.extra_events:
        return
    if entry.version != "water_frame":
        raise InputError(said("arkwright", "the extra event per decade is played with Water Frame only: it needs its event markers"),
                         section="Player's Book 1.9")
    if entry.productions_only:
        raise InputError(said("arkwright", "a game of productions only reveals no events: it is played without the extra event per decade"),
                         section="Player's Book 1.9")


def check_markers(version: str, players: int, mat: dict[str, list[str]], pick: list[str], stock_exchange: bool = True) -> None:
    """Advanced markers entered for the mat: known, right shade for the row, not more than the box holds
    (Spinning Mule: no stock exchange markers, Player's Book 3.1)."""
    board = board_for({})
    data = setup_data()
    seen: Counter[str] = Counter(pick)
    for row, markers in mat.items():
        if row not in ("1", "2", "3", "4"):
            raise InputError(said("arkwright", "mat: rows are \"1\" to \"4\", not {row!r}", row=row))
        shade = "light" if row in ("1", "2") else "dark"
        for m in markers:
            if not board.has_marker(m) or board.marker(m).shade == "colored":
                raise InputError(said("arkwright", "mat row {row}: no advanced action marker {m!r}", row=row, m=m))
            if board.marker(m).shade != shade:
                raise InputError(said("arkwright", "mat row {row}: {m} is {shade} grey; rows 1-2 take light, rows 3-4 dark grey markers", row=row, m=m, shade=board.marker(m).shade))
            seen[m] += 1
    for m, count in seen.items():
        action = board.marker(m).action
        if version == "water_frame" and action == "stock_exchange":
            raise InputError(said("arkwright", "Water Frame returns the stock exchange advanced markers to the box"), section="Water Frame 4.0")
        if not stock_exchange and action == "stock_exchange":
            raise InputError(said("arkwright", "the Spinning Mule returns the light grey stock exchange markers to the box"), section=mule.SECTION_PREP)
        if version == "spinning_jenny" and action == "production":
            raise InputError(said("arkwright", "Spinning Jenny does not use the production markers"), section="Spinning Jenny 4.0")
        most = data.markers_in_play(version, players, m)
        if count > most:
            raise InputError(said("arkwright", "{count} {m} markers entered; {most} are in play with {players} players", count=count, m=m, most=most, players=players), section=SECTION_MAT)
    for m in pick:
        if board.marker(m).shade != "light" or board.marker(m).action not in ("machinery", "quality", "distribution"):
            raise InputError(said("arkwright", "pick_markers: {m} is not a light grey machinery, quality or distribution marker", m=m), section="Spinning Jenny 4.1.III")


def check_tiles(t: Table, tiles: list[str]) -> None:
    """The tiles laid out: Charisma, one Inventor and the drawn ones (Water Frame 4.1.III)."""
    board = t.board
    n = len(t.state.players)
    draw = next(d.tiles for d in board.tile_draw if d.players == n)
    for fixed in ("charisma", "inventor"):
        if fixed not in tiles:
            raise InputError(said("arkwright", "tiles: the {name} is always laid out", name=board.tile_spec(fixed).name), section=SECTION_MAT)
    if len(tiles) != draw + 2:
        raise InputError(said("arkwright", "tiles: {n} entered; with {n2} players Charisma, one Inventor and {draw} drawn tiles ({value})", n=len(tiles), n2=n, draw=draw, value=draw + 2), section=SECTION_MAT)
    for tile, count in Counter(tiles).items():
        try:
            spec = board.tile_spec(tile)
        except KeyError:
            raise InputError(said("arkwright", "tiles: no development tile {tile!r}", tile=tile)) from None
        if spec.expansion:
            raise InputError(said("arkwright", "tiles: the {name} comes with the expansion and is laid out automatically", name=spec.name))
        if spec.variant == "self_actor" and not self_actor.plays(t.state, "tiles"):
            raise InputError(said("arkwright", "tiles: the {name} is one of the Self-Actor's new tiles, which this game does not play", name=spec.name),
                             section=self_actor.SECTION)
        if count > min(spec.count, n - 1):
            raise InputError(
                said("arkwright", "tiles: {count} x {name}; the box has {count2} and a draw of as many as there are players is replaced", count=count, name=spec.name, count2=spec.count),
                section=SECTION_MAT,
            )


def _play_predetermined(t: Table, ask: Answers) -> None:
    """The printed start set up, seat by seat from the start player (Water Frame / Spinning Jenny 4.1.IV-VI)."""
    s, board = t.state, t.board
    pre = board.predetermined_setup(s.version, len(s.players))
    s.events = {str(k): v for k, v in pre.events.items()}
    s.events = steam_power.predetermined_events(s, s.events)  # Self-Actor: the printed markers shuffled with Steam Power
    t.ledger.remark(None, "arkwright.events_laid_out", SECTION_BOARD, events=joined((k, board.event(v).name) for k, v in sorted(s.events.items())))
    order = s.turn_order()
    for i, p in enumerate(order):
        t.ledger.remark(p.id, "arkwright.plays_seat", SECTION_SPECIAL, name=p.name, color=pre.colors[i])
        for good, workers, price, appeal in pre.factories[i]:
            found_factory(t, p.id, good, price, "Water Frame 4.1.IV predetermined set up")
    for i, p in enumerate(order):
        start_capital(t, p.id, board.rules.start_shares - pre.shares[i], SECTION_SPECIAL)
        _hand_out_special(t, p.id, pre.special[i], ask)
    pay_for_factories(t, SECTION_SPECIAL)


def _hand_out_special(t: Table, pid: str, special: str, ask: Answers) -> None:
    p = t.p(pid)
    if t.board.has_marker(special):
        p.advanced.append(special)
        t.ledger.remark(pid, "arkwright.receives_marker", SECTION_SPECIAL, name=p.name, marker=special)
        return
    p.tiles.append(special)
    t.ledger.remark(pid, "arkwright.receives_tile", SECTION_SPECIAL, name=p.name, tile=t.board.tile_spec(special).name)
    if special in ("foreman", "workshop"):
        goods = [f.good for f in p.factories]
        where = ask.ask(
            f"{special}:{pid}",
            said("arkwright", "{name}: in which factory does the {name2} work?", name=p.name, name2=t.board.tile_spec(special).name),
            [(g, said("arkwright", "the {good:term} factory", good=g)) for g in goods],
            player=pid,
            section=f"Player's Book 1.8 {t.board.tile_spec(special).name}",
        )
        setattr(p, special, where)
        t.ledger.remark(pid, "arkwright.tile_works_in", SECTION_SPECIAL, tile=t.board.tile_spec(special).name, good=where)
