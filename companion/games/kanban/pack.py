"""The Kanban: Driver's Edition pack: entry kinds and what the core, store and app call.

Log format 2 counts the Car Parts provided on the Assembly Line as Shifts and lets a
claim name its Design; entries of format 1 are read through `workday.migrate_work_v1`.
Format 3 adds the Workstation Alley games (`new_game` with `workstations`, `select`,
Sandra's department and the Meeting computed, `cars_off_line`); entries of format 2
read the same in it. Format 4 checks the Working Phase's order and the garages as the
rulebook gives them (`new_game.exact_turns`); a `new_game` of an older format reads
`exact_turns: false`, so those games replay as they were stored. Format 5 gives the benefit
printed on the starting round's spot with the printed benefits (`new_game.start_spot_benefits`);
a `new_game` of an older format reads `start_spot_benefits: false` (taken at the table, as stored).
`new_game.certification_seats` (the Seats of the Certification Track's 2nd and 4th spaces, with the benefits) needs
no new format: absent, it reads false, so every stored game replays as it was; new games write it (the option below).
"""

from __future__ import annotations

from companion.core.dispatch import Pack
from companion.core.ranking import TieRule
from companion.core.wording import said
from companion.core.pack import HouseRule, Option
from companion.core.phases import Phase, Phases
from companion.core.shared_kinds import adjust_kind, common_kinds
from companion.games.kanban import (alley, candidates, final_scoring, forms, meeting_turns, meetings, messages, moves, recycling, red_seats, sandra, seats, setup, starting,
                                    summary, workday)
from companion.games.kanban.board import BOARD
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.state import KanbanState

#: kind -> (input model, handler)
ENTRY_KINDS = {
    "new_game": (setup.NewGame, setup.apply_new_game),
    **common_kinds(BOARD, messages.VALUES),
    **adjust_kind(lambda state, pid, amount, reason, ledger: add_pp(state, pid, amount, "scored at the table", ledger, "kanban.noted", text=reason)),
    "seat": (seats.SeatEarned, seats.apply_seat),
    "start_spot": (starting.StartSpot, starting.apply_start_spot),
    "start_items": (starting.StartItems, starting.apply_start_items),
    "select": (alley.Select, alley.apply_select),
    "recycle": (recycling.Recycle, recycling.apply_recycle),
    "work": (workday.Work, workday.apply_work),
    "sandra": (sandra.SandraVisit, sandra.apply_sandra),
    "meeting": (meetings.Meeting, meetings.apply_meeting),
    "speak": (meeting_turns.Speak, meeting_turns.apply_speak),
    "meeting_pass": (meeting_turns.MeetingPass, meeting_turns.apply_pass),
    "new_business": (meeting_turns.NewBusiness, meeting_turns.apply_new_business),
    "exchange_seat": (red_seats.SeatExchange, red_seats.apply_exchange),
    "end_of_day": (workday.EndOfDay, workday.apply_end_of_day),
    "final_scoring": (final_scoring.FinalScoring, final_scoring.apply_final_scoring),
}


#: plain words for each entry kind, for the phase refusal ("choosing a workstation cannot be entered now")
NAMES = {"start_spot": said("kanban", "a spot on the Certification Track"), "start_items": said("kanban", "the starting Car Part and Design"), "seat": said("kanban", "a Seat"), "adjust": said("kanban", "pp counted at the table"), "select": said("kanban", "choosing a workstation"),
         "work": said("kanban", "a day's work"), "sandra": said("kanban", "Sandra's turn"), "meeting": said("kanban", "a Meeting"), "end_of_day": said("kanban", "the end of the day"),
         "final_scoring": said("kanban", "Final Scoring"), "recycle": said("kanban", "Recycling"),
         "speak": said("kanban", "speaking at the Meeting"), "meeting_pass": said("kanban", "passing at the Meeting"), "new_business": said("kanban", "the Meeting's New Business"),
         "exchange_seat": said("kanban", "exchanging a Red Seat")}
ANY_TIME = ("seat", "adjust", "exchange_seat")
MEETING = ("meeting", "speak", "meeting_pass", "new_business")


def phase_of(state: KanbanState) -> str:
    """Games that type each day's department play in one phase; Workstation Alley games in the day's phases."""
    if not state.workstations:
        return "play"
    if state.finished:
        return "over"
    if state.starting:
        return "starting"
    if state.end_triggered and not state.placed and not state.today and not state.meeting_scheduled:
        return "scoring"
    return "working" if alley.selection_done(state) else "selection"


PHASES = Phases(
    phases=(
        Phase(id="play", label=said("kanban", "the game"),
              kinds=(*ANY_TIME, "work", "sandra", *MEETING, "end_of_day", "final_scoring", "recycle"),
              next=("play",)),
        Phase(id="starting", label=said("kanban", "the starting round"), progress=said("kanban", "the starting round"),
              kinds=(*ANY_TIME, "start_spot", "start_items"), next=("selection",), section="KDE Beginning of the Game"),
        Phase(id="selection", label=said("kanban", "the Department Selection Phase"), progress=said("kanban", "choosing workstations"),
              kinds=(*ANY_TIME, "select"), next=("working",), section="KDE Round Overview 1 (Department Selection Phase)"),
        Phase(id="working", label=said("kanban", "the Working Phase"), progress=said("kanban", "working"),
              kinds=(*ANY_TIME, "work", "sandra", *MEETING, "end_of_day", "recycle"), next=("selection", "scoring"),
              section="KDE Round Overview 2 (Working Phase)"),
        Phase(id="scoring", label=said("kanban", "Final Scoring"), kinds=(*ANY_TIME, "final_scoring"), next=("over",),
              section="KDE Final Scoring"),
        Phase(id="over", label=said("kanban", "the end of the game"), next=("over",), section="KDE End of the game"),
    ),
    of=phase_of,
    names=NAMES,
)


def migrate(entry: dict, version: int) -> dict:
    """Format 1: a `work` entry is read through `workday.migrate_work_v1`; before format 4 a game keeps its old checks;
    before format 5 it takes the starting round's spot benefits at the table."""
    if version < 2 and entry.get("kind") == "work":
        return workday.migrate_work_v1(entry)
    if entry.get("kind") == "new_game" and version < 5:
        entry = {**entry, "start_spot_benefits": False}  # format 5: the starting round's printed spot benefits
    if version < 4 and entry.get("kind") == "new_game":
        return {**entry, "exact_turns": False}
    return entry


PACK = Pack(
    id="kanban",
    title="Kanban: Driver's Edition",
    state_type=KanbanState,
    kinds=ENTRY_KINDS,
    summarize=summary.summarize,
    candidates=candidates.candidates,
    phases=PHASES,
    bgg_id=None,  # not looked up: left empty rather than guessed
    input_version=5,
    migrate=migrate,
    moves=moves.moves,
    messages=messages,
    min_players=BOARD.base.numbers.min_players,
    max_players=BOARD.base.numbers.max_players,
    options=(Option("mode", said("kanban", "Sandra"), tuple(forms.setup_choices()["modes"]), "nice", flag="--mode",
                    help=said("kanban", "Sandra's mode: nice or mean")),
             Option("workstations", said("kanban", "Workstation Alley"), ((False, said("kanban", "each day's department typed")), (True, said("kanban", "followed by the app"))),
                    True, flag="--workstations", switch=True,
                    help=said("kanban", "the app follows Workstation Alley: who chooses when, Sandra's moves, the Pace Car, the Factory Goals")),
             Option("assembly_line", said("kanban", "Assembly Line"), ((False, said("kanban", "Parts provided and cars rolled off typed")), (True, said("kanban", "followed by the app"))),
                    True, flag="--assembly-line", switch=True, when=("workstations", True),
                    help=said("kanban", "the app follows the Assembly Line: the Parts provided to each Model, the cars moving on and rolling off")),
             Option("benefits", said("kanban", "Award Plaques and certification benefits"), ((False, said("kanban", "taken at the table")), (True, said("kanban", "given by the app"))),
                    True, flag="--benefits", switch=True, when=("workstations", True),
                    help=said("kanban", "the app gives the Award Plaques' and the Certification Track's benefits (asked when they are earned)")),
             Option("certification_seats", said("kanban", "Certification Track Seats"), ((False, said("kanban", "taken at the table")), (True, said("kanban", "given by the app"))),
                    True, flag="--certification-seats", switch=True, when=("workstations", True),
                    help=said("kanban", "with the Certification Track's benefits, the app also gives the Seat for reaching its 2nd and 4th spaces")),
             Option("printed_benefits", said("kanban", "Starting spot, garage and Upgrade Space benefits"), ((False, said("kanban", "taken at the table")), (True, said("kanban", "given by the app"))),
                    True, flag="--printed-benefits", switch=True, when=("workstations", True),
                    help=said("kanban", "the app gives the benefit printed on each starting spot taken, each garage filled and each Upgrade Space filled"))),
    house_rules=tuple(HouseRule(name, title, text) for name, (title, text) in forms.HOUSE_RULES.items()),
    units={"score": "pp"},
    tie_rule=TieRule("A tie on productivity points goes to the most cars, then the most Tested Designs, then the most Shifts in the Shift Bank, then the most certifications; players still tied all win (Final Scoring).", score="productivity point"),
)
