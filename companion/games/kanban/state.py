"""The Kanban table as the companion mirrors it: what scoring and Sandra read.

Only what the rulebook makes players count is kept: productivity points,
the Shift Bank, books, vouchers, Seats, cars in the garages, Car Parts and
Designs on the board, the training tracks with their stacking order, the
upgrades made in Innovation and the Car Part values, and the Week and
Production Cycle markers; the warehouses, the Recycling pool, the Demand
tiles, the Assembly Line and the Design display when the set-up follows them. Limits come from the board data.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from companion.core.models import State
from companion.core.players import Seat
from companion.core.table_state import TableState
from companion.core.wording import said
from companion.games.kanban.board import BOARD, DEPARTMENTS, Board, Department, FactoryArea, Mode


#: the sides of a Player Board (KDE Setup 2.A: the expert side offers fewer benefits in garages)
BoardSide = Literal["standard", "expert"]


class Design(State):
    """A Design tile on a player's desk, blueprint side up (the Part is None for claim-only Designs)."""

    model: str
    part: str | None = None


class DesignDeck(State):
    """A face-up deck of the Design display (KDE Setup 19): the tile on top (None: the deck is used up), how
    many tiles lie below it in an order the companion does not know (the table says which comes up), and the
    Designs given back to its bottom by claims, in the order they went (KDE Claim Cars 1)."""

    top: Design | None = None
    hidden: int = Field(default=0, ge=0)
    under: list[Design] = []


class Upgrade(State):
    """An upgrade made in Innovation: who made it, to which Part; `double` = the one-time double upgrade."""

    player: str
    part: str
    double: bool = False
    #: the Upgrade Space of the Model filled (1 = the first), in a game that follows the printed benefits
    space: int | None = Field(default=None, ge=1)


class Disc(State):
    """A training disc: later discs on the same desk sit on top (KDE Training and Certifications)."""

    player: str
    stage: int = Field(ge=0)


class DayWork(State):
    """What a player did today; gains are credited at the end of the day (KDE General Rule)."""

    department: Department
    shifts_available: int = Field(ge=0)
    shifts_used: int = Field(ge=0)
    banked_spent: int = Field(ge=0)
    shifts_banked: int = Field(default=0, ge=0)
    books_gained: int = Field(default=0, ge=0)
    vouchers_gained: int = Field(default=0, ge=0)
    #: today's Kanban Order issued, Parts Voucher requested (KDE Logistics: one of each a day)
    kanban_order: bool = False
    voucher_requested: bool = False
    #: the Assembly Spaces were cleaned out at the start of today's turn there (KDE Assembly Line)
    line_cleaned: bool = False


class Station(State):
    """A place in Workstation Alley: a department's workstation (1 = the left one) or Sandra's desk (None)."""

    department: Department
    workstation: int | None = Field(default=None, ge=1)


class FactoryGoal(State):
    """A Factory Goal tile in play (KDE Human Resources, Factory Goals): its count, Seats left, who took one."""

    area: FactoryArea
    at_least: int = Field(ge=1)
    seats: int = Field(ge=0)
    taken_by: list[str] = []


class DemandTile(State):
    """A face-up Demand tile at the end of the Assembly Line and the Red Seats left on it."""

    model: str
    seats: int = Field(ge=0)


class Player(Seat):
    pp: int = Field(default=0, ge=0)
    shifts: int = Field(default=0, ge=0)
    books: int = Field(default=0, ge=0)
    vouchers: int = Field(default=0, ge=0)
    seats_up: int = Field(default=1, ge=0)
    seats_down: int = Field(default=3, ge=0)
    red_seats: int = Field(default=0, ge=0)
    #: garage slots left to right; None = empty
    garages: list[str | None] = Field(default_factory=lambda: [None] * 5)
    parts: dict[str, int] = {}
    designs: list[Design] = []
    #: where the worker stood yesterday and today (cross-training policy)
    department: Department | None = None
    yesterday: Department | None = None


class KanbanState(TableState):
    board_data = BOARD
    mode: Mode = "nice"
    #: the Final Goals tile on the board (KDE Setup 21)
    final_tile: int = Field(default=1, ge=1)
    players: list[Player]
    #: one list per department; order = stacking order (a later disc on the same desk is on top)
    training: dict[Department, list[Disc]]
    #: upgrades made in Innovation, per Model
    upgrades: dict[str, list[Upgrade]] = {}
    #: value of each Car Part on the Design track (0 = not yet upgraded)
    part_values: dict[str, int] = {}
    #: meeting order: right-to-left on the Certification Track
    certification_order: list[str] = []
    #: the starting round is being played (KDE Beginning of the Game): who chose first, the spots taken
    #: on the Certification Track's 0 space (player -> spot, 1 the leftmost), who took their Car Part and Design
    starting: bool = False
    start_first: str = ""
    start_spots: dict[str, int] = {}
    start_items: list[str] = []
    week: int = Field(default=0, ge=0)
    cycle: int = Field(default=0, ge=0)
    day: int = Field(default=1, ge=1)
    sandra: Department | None = None
    meeting_scheduled: bool = False
    #: a Meeting held turn by turn (KDE Meetings): Old Business begun, whose turn in the speaking order,
    #: passes in a row, the pet projects presented (player -> card), the speakers on each Performance Goal
    #: (card number as text -> players, in order), the Seats each player has placed; `meeting_done`:
    #: everyone passed in a row, New Business is next
    meeting_open: bool = False
    meeting_turn: int = Field(default=0, ge=0)
    meeting_passes: int = Field(default=0, ge=0)
    meeting_pets: dict[str, int] = {}
    meeting_speakers: dict[str, list[str]] = {}
    meeting_seats: dict[str, int] = {}
    meeting_done: bool = False
    goals_on_table: list[int] = []
    today: dict[str, DayWork] = {}
    #: departments whose first expert took the Seat (KDE Advanced Training)
    experts_seated: list[Department] = []
    end_triggered: bool = False
    finished: bool = False
    #: the companion follows Workstation Alley (the order of choosing, workstations, Sandra's moves,
    #: the Test Track and the Factory Goals); False for games that type departments and Meetings
    workstations: bool = False
    #: today's workstations (player -> station) and yesterday's, which set today's order of choosing
    placed: dict[str, Station] = {}
    stood: dict[str, Station] = {}
    sandra_at: Station | None = None
    sandra_stood: Station | None = None
    #: Sandra has taken her turn in today's Working Phase
    sandra_done: bool = False
    #: log format 4: every worker takes a turn left to right, and an old car is replaced only when all
    #: five garages are occupied (KDE Round Overview 2, No More Garages); older games keep their checks
    exact_turns: bool = False
    #: the cars behind the Pace Car, nearest first, and its steps since the last checkered space
    test_track: list[str] = []
    pace: int = Field(default=0, ge=0)
    factory_goals: list[FactoryGoal] = []
    #: the two face-up Demand tiles (empty: not followed)
    demand: list[DemandTile] = []
    #: the Car Parts in the Recycling pool (empty: not followed)
    recycling: list[str] = []
    #: the Car Parts in each warehouse at Logistics (empty: not followed; KDE Setup 16)
    warehouses: dict[str, int] = {}
    #: Award Plaques left on each training track (empty: not followed)
    plaques: dict[Department, int] = {}
    #: the Assembly Line (KDE Assembly Line Department; empty: not followed): the car on each space
    #: (space id -> Model, None = empty) and the Car Parts in each Model's Assembly Spaces
    line: dict[str, str | None] = {}
    assembly: dict[str, list[str]] = {}
    #: the Design display (KDE Setup 18-19; empty: not followed): the face-up spaces of the top and the
    #: bottom row, left to right (None = empty); the three decks ("central", "top", "bottom"); and the
    #: Designs no one has seen yet, below the decks' tops (as many as the decks' `hidden` add up to)
    #: the Award Plaques' and the Certification Track's benefits given by the companion (`benefits.py`)
    benefits: bool = False
    #: the garages' and the Upgrade Spaces' printed benefits given by the companion (`garages.py`), and the
    #: side of the Player Board each player plays (KDE Setup 2.A), once known
    printed_benefits: bool = False
    #: the benefit printed on the starting round's spot given too (`starting.py`; games stored before log format 5
    #: take it at the table)
    start_spot_benefits: bool = False
    #: the Seat for reaching the Certification Track's spaces that give one given too, with its benefits (`benefits.py`;
    #: games stored without `new_game.certification_seats` take it at the table)
    certification_seats: bool = False
    board_sides: dict[str, BoardSide] = {}
    display: list[list[Design | None]] = []
    decks: dict[str, DesignDeck] = {}
    unseen: list[Design] = []
    final_breakdown: dict[str, dict[str, int]] = {}

    @model_validator(mode="after")
    def _consistent(self):
        board = self.board
        ids = self.roster()
        n = board.numbers
        models, parts = set(board.names.models), set(board.names.parts)
        if set(self.training) != set(DEPARTMENTS):
            raise ValueError(said("kanban", "training: need one track per department"))
        for dept, discs in self.training.items():
            if sorted(d.player for d in discs) != sorted(ids):
                raise ValueError(said("kanban", "training.{dept}: every player has exactly one disc", dept=dept))
            if any(d.stage > n.expert_at for d in discs):
                raise ValueError(said("kanban", "training.{dept}: no desk above the final one ({desk})",
                                      dept=dept, desk=n.expert_at))
        for model, ups in self.upgrades.items():
            if model not in models:
                raise ValueError(said("kanban", "upgrades: unknown Model {model!r}", model=model))
            for u in ups:
                if u.player not in ids or u.part not in parts:
                    raise ValueError(said("kanban", "upgrades.{model}: unknown player or Part", model=model))
                if u.space is not None and u.space > len(board.garages.upgrade_spaces):
                    raise ValueError(said("kanban", "upgrades.{model}: no Upgrade Space {space}",
                                          model=model, space=u.space))
            spaces = [u.space for u in ups if u.space is not None]
            if len(set(spaces)) != len(spaces):
                raise ValueError(said("kanban", "upgrades.{model}: one Part per Upgrade Space", model=model))
        for part, value in self.part_values.items():
            if part not in parts or not 0 <= value <= n.part_value_max:
                raise ValueError(said("kanban", "part_values.{part}: a known Part with a value 0-{most}",
                                      part=part, most=n.part_value_max))
        if not board.final_goals_on(self.final_tile):
            raise ValueError(said("kanban", "final_tile: there is no Final Goals tile {tile}", tile=self.final_tile))
        for number in self.goals_on_table:
            try:
                board.performance_goal(number)
            except KeyError:
                raise ValueError(said("kanban", "goals_on_table: no Performance Goal card {number}",
                                      number=number)) from None
        if any(pid not in ids for pid in self.board_sides):
            raise ValueError(said("kanban", "board_sides: unknown player"))
        if self.certification_order and sorted(self.certification_order) != sorted(ids):
            raise ValueError(said("kanban", "certification_order: every player once"))
        for p in self.players:
            _check_player(p, self, board, models, parts)
        for pid in self.today:
            if pid not in ids:
                raise ValueError(said("kanban", "today: unknown player {player!r}", player=pid))
        _check_alley(self, ids, board)
        _check_line(self, board)
        _check_display(self, board)
        return self

    # --- counting helpers the rules share --------------------------------
    def stage(self, pid: str, dept: str) -> int:
        return next(d.stage for d in self.training[dept] if d.player == pid)

    def certified(self, pid: str, dept: str) -> bool:
        return self.stage(pid, dept) >= self.board.numbers.certified_at

    def certifications(self, pid: str) -> int:
        return sum(1 for d in DEPARTMENTS if self.certified(pid, d))

    def capacity(self, pid: str, dept: str, base: int, certified: int) -> int:
        return certified if self.certified(pid, dept) else base


def _check_player(p: Player, state: KanbanState, board: Board, models: set, parts: set) -> None:
    n = board.numbers
    garages = state.capacity(p.id, "assembly", n.garages, n.garages_certified)
    if len(p.garages) != n.garages_certified:
        raise ValueError(said("kanban", "{player}.garages: one slot per garage ({n})",
                              player=p.id, n=n.garages_certified))
    if any(car is not None for car in p.garages[garages:]):
        raise ValueError(said("kanban", "{player}.garages: the fifth garage is locked until certified in Assembly Line",
                              player=p.id))
    if any(car is not None and car not in models for car in p.garages):
        raise ValueError(said("kanban", "{player}.garages: unknown Model", player=p.id))
    if any(part not in parts or k < 0 for part, k in p.parts.items()):
        raise ValueError(said("kanban", "{player}.parts: known Parts, counts of 0 or more", player=p.id))
    if sum(p.parts.values()) > state.capacity(p.id, "logistics", n.part_spaces, n.part_spaces_certified):
        raise ValueError(said("kanban", "{player}.parts: more Car Parts than storage spaces", player=p.id))
    if len(p.designs) > state.capacity(p.id, "design", n.design_spaces, n.design_spaces_certified):
        raise ValueError(said("kanban", "{player}.designs: more Designs than desk spaces", player=p.id))
    if any(d.model not in models or (d.part is not None and d.part not in parts) for d in p.designs):
        raise ValueError(said("kanban", "{player}.designs: unknown Model or Part", player=p.id))
    if p.seats_up + p.seats_down > state.capacity(p.id, "administration", n.seats, n.seats_certified):
        raise ValueError(said("kanban", "{player}: more Seats at the conference table than chairs", player=p.id))


def _check_alley(state: KanbanState, ids: list[str], board: Board) -> None:
    """Workstation Alley and the Test Track: one worker per workstation, known places, known cars."""
    # the field's name in the words of every language ("placed": today's workstations, "stood": yesterday's)
    for name, stations in ((said("kanban", "placed"), state.placed), (said("kanban", "stood"), state.stood)):
        if any(pid not in ids for pid in stations):
            raise ValueError(said("kanban", "{name}: unknown player", name=name))
        spots = [(s.department, s.workstation) for s in stations.values()]
        if len(set(spots)) != len(spots):
            raise ValueError(said("kanban", "{name}: one worker per workstation", name=name))
        for s in stations.values():
            if s.workstation is None or s.workstation > len(board.department(s.department).workstation_shifts):
                raise ValueError(said("kanban", "{name}: no such workstation in {department}",
                                      name=name, department=s.department))
    for s in (state.sandra_at, state.sandra_stood):
        if s is not None and s.workstation is not None and s.workstation > len(board.department(s.department).workstation_shifts):
            raise ValueError(said("kanban", "sandra: no such workstation in {department}", department=s.department))
    here = state.sandra_at
    if here is not None and here.workstation is not None and any(
            (s.department, s.workstation) == (here.department, here.workstation) for s in state.placed.values()):
        raise ValueError(said("kanban", "sandra_at: one worker per workstation"))
    if any(car not in board.names.models for car in state.test_track):
        raise ValueError(said("kanban", "test_track: unknown Model"))
    if len(state.test_track) > board.for_players(len(ids)).test_track_cars:
        raise ValueError(said("kanban", "test_track: more cars than the Test Track holds"))
    if any(d.model not in board.names.models for d in state.demand) or len({d.model for d in state.demand}) != len(state.demand):
        raise ValueError(said("kanban", "demand: different known Models"))
    if state.recycling and (len(set(state.recycling)) != 3 or any(p not in board.names.parts for p in state.recycling)):
        raise ValueError(said("kanban", "recycling: 3 Car Parts of 3 different types"))
    if any(part not in board.names.parts or k < 0 for part, k in state.warehouses.items()):
        raise ValueError(said("kanban", "warehouses: known Car Parts, counts of 0 or more"))
    for goal in state.factory_goals:
        if any(pid not in ids for pid in goal.taken_by) or len(set(goal.taken_by)) != len(goal.taken_by):
            raise ValueError(said("kanban", "factory_goals: each player takes a Seat of a tile once"))


def _check_line(state: KanbanState, board: Board) -> None:
    """The Assembly Line: its printed spaces, known cars (no more of a colour than the box holds), and
    different Car Parts in each Model's Assembly Spaces, no more than it has."""
    if not state.line:
        return
    if sorted(state.line) != sorted(s.id for s in board.line_spaces):
        raise ValueError(said("kanban", "line: one entry per space of the Assembly Line"))
    if any(car is not None and car not in board.names.models for car in state.line.values()):
        raise ValueError(said("kanban", "line: unknown Model"))
    for model in board.names.models:
        cars = list(state.line.values()).count(model) + state.test_track.count(model)
        if cars + sum(p.garages.count(model) for p in state.players) > board.line.cars_per_model:
            raise ValueError(said("kanban", "line: more {model} cars than the box holds", model=model))
    if sorted(state.assembly) != sorted(board.names.models):
        raise ValueError(said("kanban", "assembly: the Assembly Spaces of every Model"))
    for model, parts in state.assembly.items():
        if len(parts) > board.line.assembly_spaces or len(set(parts)) != len(parts) or any(
                part not in board.names.parts for part in parts):
            raise ValueError(said("kanban", "assembly.{model}: different known Car Parts, no more than its Assembly Spaces",
                                  model=model))


def _check_display(state: KanbanState, board: Board) -> None:
    """The Design display: two rows of its spaces, the three decks, the unseen tiles the decks hide, and no
    Design tile in more places than the box holds (KDE Components)."""
    if not state.display:
        return
    spec = board.display
    if len(state.display) != 2 or any(len(row) != spec.spaces_per_row for row in state.display):
        raise ValueError(said("kanban", "display: two rows of {spaces} spaces", spaces=spec.spaces_per_row))
    if sorted(state.decks) != ["bottom", "central", "top"]:
        raise ValueError(said("kanban", "decks: the central, top and bottom decks"))
    if sum(d.hidden for d in state.decks.values()) != len(state.unseen):
        raise ValueError(said("kanban", "decks: the unseen Designs are the ones below the decks' tops"))
    seen = [t for row in state.display for t in row if t] + state.unseen
    seen += [t for d in state.decks.values() for t in ([d.top] if d.top else []) + d.under]
    seen += [t for p in state.players for t in p.designs]
    box = {(m, part): 1 for m in board.names.models for part in board.names.parts}
    box |= {(m, None): spec.claim_only_per_model for m in board.names.models}
    for t in seen:
        box[(t.model, t.part)] = box.get((t.model, t.part), 0) - 1
    if any(k < 0 for k in box.values()):
        raise ValueError(said("kanban", "display: a Design tile in more places than the box holds"))
