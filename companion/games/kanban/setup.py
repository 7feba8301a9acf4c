"""Starting a game of Kanban.

KDE Setup 2.H: every disc on the bottom desk of each training track and on 0
of the Shift Bank; the pp disc on 0 (Nice Sandra) or 15 (Mean Sandra). KDE
Setup 22: one Seat of each player's colour face-up, the others face-down.
KDE Setup 20-21: four Performance Goals face-up, one Final Goals tile.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.messages import joined
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.players import Seat, check_roster, find
from companion.core.wording import said
from companion.games.kanban.board import BOARD, DEPARTMENTS, Mode
from companion.games.kanban.alley import DESK
from companion.games.kanban.assembly import lay_out as assembly_line
from companion.games.kanban.factory_goals import lay_out
from companion.games.kanban.demand import lay_out as demand_tiles
from companion.games.kanban.logistics import lay_out as warehouses
from companion.games.kanban.recycling import check_pool
from companion.games.kanban import design
from companion.games.kanban.state import BoardSide, Design, Disc, KanbanState, Player

SECTION = "KDE Setup"


class NewGame(Model):
    kind: Literal["new_game"] = "new_game"
    players: list[Seat]
    mode: Mode = "nice"
    final_tile: int = Field(default=1, ge=1)
    goals_on_table: list[int] = []
    #: right to left on the Certification Track after the starting round (default: seating order)
    certification_order: list[str] = []
    house_rules: dict[str, bool] = {}
    #: the companion follows Workstation Alley, the Test Track and the Factory Goals (KDE Round Overview)
    workstations: bool = False
    #: the counts on the two Factory Goal tiles of each area laid out (default: the board data)
    factory_goals: dict[str, list[int]] = {}
    #: the 3 Car Parts placed in the Recycling pool (KDE Setup 4); empty: the pool is not followed
    recycling: list[str] = []
    #: the Car Parts the first Kanban Order card puts in the warehouses, by type (KDE Setup 16; 6 in all);
    #: empty: the warehouses are not followed
    warehouses: dict[str, int] = {}
    #: the Models of the two Demand tiles face-up (KDE Setup 14); empty: the tiles are not followed
    demand: list[str] = []
    #: the companion follows the starting round (KDE Beginning of the Game; Workstation Alley games):
    #: the spots on the Certification Track, then the Car Parts and Designs; `first_player` chooses first
    starting_round: bool = False
    first_player: str = ""
    #: the Working Phase's order and the garages checked as the rulebook gives them (log format 4;
    #: a new_game of an older format reads False: those games replay as they were stored)
    exact_turns: bool = True
    #: the companion follows the Assembly Line (KDE Setup 12; its Assembly Spaces, conveyors and the cars
    #: rolling off); False: the Parts provided and the cars rolled off are typed, as before
    assembly_line: bool = False
    #: the Design display as the table dealt it (KDE Setup 18-19): the Design on each face-up space, the top
    #: row left to right then the bottom row, and the Design face-up on each deck ("central", "top",
    #: "bottom"); empty: the display is not followed (the Designs taken are typed)
    design_display: list[Design] = []
    design_decks: dict[str, Design] = {}
    #: the companion gives the Award Plaques' and the Certification Track's benefits (KDE Advanced Training;
    #: Training and Certifications); False: they are taken at the table, as before
    benefits: bool = False
    #: the companion gives the garages' and the Upgrade Spaces' printed benefits (KDE Claim Cars 5; Upgrade a
    #: Design 1; `data/garages.toml`); False: they are taken at the table, as before
    printed_benefits: bool = False
    #: with `printed_benefits`, the benefit printed on each spot of the Certification Track's 0 space in the
    #: starting round too (KDE Beginning of the Game; `data/benefits.toml`); a new_game of log format 4 or older
    #: reads False: those games keep taking it at the table, as they were stored
    start_spot_benefits: bool = True
    #: with `benefits`, the Seat for reaching the 2nd and 4th spaces of the Certification Track too (KDE Meetings, the
    #: ways to get Seats, item 2; `data/benefits.toml`); absent (every game stored before it): taken at the table
    certification_seats: bool = False
    #: the side of the Player Board each player chose (KDE Setup 2.A; the expert side has fewer garage benefits);
    #: a player left out is asked when their first car parks
    board_sides: dict[str, BoardSide] = {}


def apply_new_game(state: None, entry: NewGame) -> Outcome:
    board = BOARD.base
    n = board.numbers
    check_roster(entry.players, n.min_players, n.max_players, "KDE title page")
    start = n.start_pp_nice if entry.mode == "nice" else n.start_pp_mean
    players = [
        Player(id=s.id, name=s.name, color=s.color, pp=start, seats_up=1, seats_down=n.seats - 1) for s in entry.players
    ]
    order = [find(players, k).id for k in entry.certification_order] or [p.id for p in players]
    new = KanbanState(
        mode=entry.mode,
        final_tile=entry.final_tile,
        players=players,
        training={d: [Disc(player=p.id, stage=0) for p in players] for d in DEPARTMENTS},
        part_values={part: 0 for part in board.names.parts},
        certification_order=order,
        goals_on_table=list(entry.goals_on_table),
        house_rules=dict(entry.house_rules),
        exact_turns=entry.exact_turns,
        benefits=entry.benefits,
        printed_benefits=entry.printed_benefits,
        start_spot_benefits=entry.printed_benefits and entry.start_spot_benefits,
        certification_seats=entry.benefits and entry.certification_seats,
        board_sides={find(players, k).id: side for k, side in entry.board_sides.items()},
    )
    ledger = Ledger()
    mode = "kanban.mode_nice" if entry.mode == "nice" else "kanban.mode_mean"
    ledger.remark(None, "kanban.new_game", SECTION + " 2.H", count=len(players), mode=mode, start=start)
    if entry.board_sides and not entry.printed_benefits:
        raise RuleError(said("kanban", "the side of each Player Board matters only when the app gives the garages' benefits"),
                        section=SECTION + " 2.A")
    for pid, side in new.board_sides.items():
        if side == "expert":
            ledger.remark(pid, "kanban.expert_side", SECTION + " 2.A")
    if entry.starting_round:
        if not entry.workstations or entry.certification_order:
            raise RuleError(said("kanban", "the starting round sets the Certification Track order: it needs a Workstation Alley game and no order given beforehand"), section="KDE Beginning of the Game")
        new.starting = True
        new.start_first = find(players, entry.first_player).id if entry.first_player else players[0].id
    if entry.workstations:
        _lay_out_factory(new, entry, ledger)
    if entry.demand:
        new.demand = demand_tiles(new, entry.demand)
        ledger.remark(None, "kanban.demand_tiles", SECTION + " 14", tiles=joined((d.model, d.seats) for d in new.demand))
    if entry.recycling:
        check_pool(entry.recycling, list(board.names.parts))
        new.recycling = list(entry.recycling)
        ledger.remark(None, "kanban.recycling_pool", SECTION + " 4", pool=joined(new.recycling))
    if entry.warehouses:
        new.warehouses = warehouses(new, entry.warehouses)
        ledger.remark(None, "kanban.warehouses", SECTION + " 16",
                      parts=joined((k, part) for part, k in new.warehouses.items() if k))
    if entry.assembly_line:
        new.line, new.assembly = assembly_line(new)
        ledger.remark(None, "kanban.line_laid_out", SECTION + " 12", per=2, models=joined(board.names.models))
    if entry.design_display or entry.design_decks:
        design.lay_out(new, entry.design_display, entry.design_decks)
        ledger.remark(None, "kanban.display_laid_out", SECTION + " 18-19", top=joined(map(design.words, new.display[0])),
                      bottom=joined(map(design.words, new.display[1])),
                      decks=joined(design.words(new.decks[d].top) for d in design.DECKS))
    return Outcome(state=new, ledger=list(ledger))


def _lay_out_factory(state: KanbanState, entry: NewGame, ledger: Ledger) -> None:
    """Sandra at her desk (KDE Setup 24), the Factory Goals with their Seats (Setup 3), the Award Plaques (Setup 7)."""
    per = state.board.for_players(len(state.players))
    state.workstations = True
    state.sandra_at = DESK
    state.sandra = "administration"
    state.factory_goals = lay_out(state.board, len(state.players), entry.factory_goals)
    state.plaques = {d: per.award_plaques for d in DEPARTMENTS}
    tiles = joined((g.at_least, g.area, g.seats) for g in state.factory_goals)
    ledger.remark(None, "kanban.factory_laid_out", SECTION + " 3, 7, 9", tiles=tiles, plaques=per.award_plaques,
                  cars=per.test_track_cars)
    if state.starting:
        ledger.remark(None, "kanban.start_round", "KDE Beginning of the Game", name=state.player(state.start_first).name)
        return
    order = joined(state.player(pid).name for pid in state.certification_order)
    ledger.remark(None, "kanban.first_day", "KDE Round Overview 1", order=order)
