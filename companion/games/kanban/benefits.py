"""The Award Plaques' and the Certification Track's benefits, followed when the set-up says so (`new_game.benefits`).

KDE Advanced Training: a new expert takes an Award Plaque of their choice from those left on the track and
gets its benefit: a banked Shift, 2 pp, a Book or a Parts Voucher (the table looks at the plaques left and says
which is taken). KDE Training and Certifications: a newly certified player moves the Certification meeple to the
next space of the Certification Track and chooses one of the benefits printed there (not in the text: board data,
unverified). KDE Meetings (the ways to get Seats, item 2): reaching the 2nd or the 4th space also earns a Seat, in
addition to the benefit chosen there (`new_game.certification_seats`; notes.md). The pp are scored at once, and a
Seat earned at once (the Red Seat procedure); a Shift, a Book or a Voucher is credited at the end of the day (KDE
General Rule: nothing received is used the same day).
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.kanban.productivity import add_pp
from companion.games.kanban.seats import gain_seat
from companion.games.kanban.state import KanbanState

EXPERT = "KDE Advanced Training"
TRACK = "KDE Training and Certifications"
SEATS = "KDE Meetings (the ways to get Seats, item 2)"
#: a benefit in the ledger (a message code) and on a button
CODES = {"shift": "kanban.benefit_shift", "book": "kanban.benefit_book", "voucher": "kanban.benefit_voucher",
         "seat": "kanban.benefit_seat"}
LABELS = {"shift": said("kanban", "1 Shift banked (tonight)"), "book": said("kanban", "1 Book (tonight)"),
          "voucher": said("kanban", "1 Parts Voucher (tonight)")}


def _label(state: KanbanState, benefit: str) -> str:
    return LABELS.get(benefit) or said("kanban", "{pp} pp now", pp=state.board.benefits.plaque_pp)


def plaque(state: KanbanState, pid: str, dept: str, answers: Answers, ledger: Ledger) -> None:
    """The Award Plaque a new expert takes (one is left on the track): its benefit."""
    options = [(b, _label(state, b)) for b in state.board.benefits.plaque]
    name = state.board.department(dept).name
    got = answers.ask(f"plaque-{dept}", said("kanban", "Which Award Plaque does {name} take from the {name2} track?", name=state.player(pid).name, name2=name),
                      options, player=pid, section=EXPERT, default=options[0][0])
    credit(state, pid, got, ledger, EXPERT, "kanban.plaque_benefit")


def certification(state: KanbanState, pid: str, dept: str, answers: Answers, ledger: Ledger) -> None:
    """The benefit a newly certified player chooses on the Certification Track's next space and, on a space that
    gives one (board data), a Seat besides (KDE Meetings, the ways to get Seats, item 2)."""
    track = state.board.benefits.certification_track
    space = min(state.certifications(pid), len(track))
    options = [(b, _label(state, b)) for b in track[space - 1]]
    got = answers.ask(f"certification-{dept}", said("kanban", "Which benefit of the Certification Track's space {space} does {name} take?", space=space, name=state.player(pid).name), options, player=pid, section=TRACK, default=options[0][0])
    credit(state, pid, got, ledger, TRACK, "kanban.track_benefit", space=space)
    if state.certification_seats and space in state.board.benefits.certification_seats:
        credit(state, pid, "seat", ledger, SEATS, "kanban.seat_track_space", space=space)


def credit(state: KanbanState, pid: str, benefit: str, ledger: Ledger, section: str, code: str,
           **params: int | str) -> None:
    """One benefit received: pp (an Award Plaque's) scored and a Seat earned at once (the Red Seat procedure);
    a banked Shift, a Book or a Parts Voucher credited at the end of the day (KDE General Rule), `code` saying
    where it came from. The one place every printed benefit (plaques, track and its starting spots, garages, Upgrade
    Spaces) is given."""
    if benefit == "pp":
        add_pp(state, pid, state.board.benefits.plaque_pp, section, ledger, "kanban.plaque_pp",
               pp=state.board.benefits.plaque_pp)
        return
    if benefit == "seat":
        gain_seat(state, pid, ledger, code, **params)
        return
    tonight(state, pid, benefit)
    ledger.remark(pid, code, section, benefit=CODES[benefit], **params)


def tonight(state: KanbanState, pid: str, benefit: str) -> None:
    """A banked Shift, a Book or a Parts Voucher received: credited at the end of the day (at once outside a day)."""
    day = state.today.get(pid)
    p = state.player(pid)
    if benefit == "shift":
        if day is None:
            p.shifts += 1
        else:
            day.shifts_banked += 1
    elif benefit == "book":
        if day is None:
            p.books += 1
        else:
            day.books_gained += 1
    elif day is None:
        p.vouchers += 1
    else:
        day.vouchers_gained += 1
