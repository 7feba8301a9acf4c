"""The working day (KDE Round Overview 2, General Rule, Shift Bank, Department Selection): each refusal whole,
with its rule and as German and Dutch players read it, and the ledger lines a day writes.

Tables: four players of a typed game (Yellow, Orange, Purple, Blue; no Workstation Alley, so a `work` entry
names its department and workstation) and the three-player Workstation Alley table of test_alley.py.
Workstations from the board data: 2 or 3 Shifts, 1 or 2 in Administration (KDE Round Overview 2).
German and Dutch words from the project's catalogs (companion/locale).
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.kanban.pack import PACK
from tests.games.kanban.test_alley import go, sel, start

WORKING = "KDE Round Overview 2 (Working Phase)"
SELECTION = "KDE Round Overview 1 (Department Selection Phase)"
BANK = "KDE Human Resources, Shift Bank"
PLAYERS = [{"id": c, "name": c.capitalize(), "color": c} for c in ("yellow", "orange", "purple", "blue")]


def table():
    return PACK.start({"kind": "new_game", "players": PLAYERS, "mode": "nice"}).state


def work(pid, dept, shifts, **tasks):
    return {"kind": "work", "player": pid, "department": dept, "workstation_shifts": shifts, **tasks}


def refused(state, entry, error=RuleError) -> tuple[str, str | None, str, str]:
    with pytest.raises(error) as caught:
        PACK.apply(state, entry)
    err = caught.value
    return str(err.message), err.section, err.message.said("de"), err.message.said("nl")


def rows(ledger):
    """Each ledger line as (player, kind, amount, code, section, parameters)."""
    return [(e.player, e.kind, e.amount, e.code, e.section, e.params) for e in ledger]


def today(pid, used, available):
    return (pid, "note", 0, "kanban.shifts_today", WORKING, {"used": used, "available": available})


# --- who may work at all ---------------------------------------------------------------------------


def test_no_work_once_the_game_is_over():
    """KDE End of the game: after Final Scoring nobody works."""
    s = table()
    s.finished = True
    assert refused(s, work("orange", "design", 2)) == (
        "the game is over", "KDE End of the game", "das Spiel ist vorbei", "het spel is afgelopen")


def test_no_work_once_the_meeting_has_begun():
    """KDE Meetings: the Meeting is held at the end of the day, after everyone's work."""
    s = table()
    s.meeting_open = True
    assert refused(s, work("orange", "design", 2)) == (
        "the Meeting has begun: everyone's turn of the day is over", "KDE Meetings",
        "die Besprechung hat begonnen: der Zug aller ist für heute vorbei",
        "de vergadering is begonnen: ieders beurt van de dag is voorbij")


def test_a_typed_game_calls_the_meeting_a_work_entry_names():
    """KDE Meeting Time: the Pace Car reached a checkered space: a Meeting at the end of the day (a typed game
    is told so by the work entry)."""
    out = PACK.apply(table(), work("orange", "testing", 2, meeting=True))
    assert out.state.meeting_scheduled is True
    assert rows(out.ledger) == [
        today("orange", 0, 2), (None, "note", 0, "kanban.meeting_called", "KDE Meeting Time", {})]


def test_a_workstation_game_calls_the_meeting_itself():
    """KDE Meeting Time: in a Workstation Alley game the companion moves the Pace Car, so a work entry may not
    call the Meeting."""
    s, _ = go(start(), sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1))
    assert refused(s, work("ann", "testing", 2, meeting=True)) == (
        "the companion follows the Pace Car: a Meeting is called when it reaches a checkered space",
        "KDE Meeting Time",
        "die App folgt dem Pace Car: eine Besprechung wird einberufen, wenn es ein kariertes Feld erreicht",
        "de app volgt de Pace Car: er wordt vergaderd als die een geblokt vak bereikt")


# --- the Shifts of a day: the workstation's, banked ones, never more than 4 -----------------------


def test_the_shift_bank_example():
    """KDE Shift Bank, example: Yellow at the 3-Shift Logistics workstation with 3 Shifts banked may spend only
    1 of them (never more than 4 Shifts in a day); at the 2-Shift one he could have spent 2."""
    s = table()
    s.player("yellow").shifts = 3
    out = PACK.apply(s, work("yellow", "logistics", 3, banked_spent=1))
    assert (out.state.player("yellow").shifts, out.state.today["yellow"].shifts_available) == (2, 4)
    assert rows(out.ledger) == [("yellow", "note", 0, "kanban.spends_banked", BANK, {"count": 1}), today("yellow", 0, 4)]
    assert refused(s, work("yellow", "logistics", 3, banked_spent=2)) == (
        "Yellow would work 5 Shifts today; never more than 4 in one day", WORKING,
        "Yellow würde heute 5 Schichten arbeiten; nie mehr als 4 an einem Tag",
        "Yellow zou vandaag 5 diensten werken; nooit meer dan 4 op één dag")
    two = PACK.apply(s, work("yellow", "logistics", 2, banked_spent=2)).state
    assert (two.player("yellow").shifts, two.today["yellow"].shifts_available) == (1, 4)


def test_only_the_shifts_in_the_bank_can_be_spent():
    """KDE Shift Bank: spending a banked Shift moves the marker left; there is no Shift below the bank's."""
    s = table()
    s.player("orange").shifts = 1
    assert refused(s, work("orange", "design", 2, banked_spent=2)) == (
        "Orange has only 1 Shift in the Shift Bank", BANK,
        "Orange hat nur 1 Schicht auf der Schichtbank", "Orange heeft maar 1 dienst in de dienstenbank")
    s.player("orange").shifts = 0
    msg, section, de, nl = refused(s, work("orange", "design", 2, banked_spent=1))
    assert (msg, de) == ("Orange has only 0 Shifts in the Shift Bank", "Orange hat nur 0 Schichten auf der Schichtbank")


def test_a_day_uses_no_more_shifts_than_it_has():
    """KDE Round Overview 2: the workstation's Shifts and the banked ones spent are the day's; 1 Shift per stage
    of training (KDE Training and Certifications)."""
    s = table()
    s.player("orange").shifts = 1
    assert refused(s, work("orange", "design", 2, banked_spent=1, train=4)) == (
        "Orange uses 4 Shifts but has 3 today (2 at the workstation + 1 banked)", WORKING,
        "Orange nutzt 4 Schichten, hat heute aber 3 (2 am Arbeitsplatz + 1 gespart)",
        "Orange gebruikt 4 diensten, maar heeft er vandaag 3 (2 op de werkplek + 1 gespaard)")
    msg, _, de, nl = refused(s, work("orange", "administration", 1, train=2))
    assert msg == "Orange uses 2 Shifts but has 1 today (1 at the workstation + 0 banked)"


def test_banked_shifts_spent_in_two_entries_of_a_day_add_up():
    """KDE Shift Bank: every banked Shift spent moves the marker one space left; the day's own Shifts stay the
    workstation's (2 here), the rest banked."""
    s = table()
    s.player("orange").shifts = 2
    s = PACK.apply(s, work("orange", "design", 2, banked_spent=1, train=1)).state
    out = PACK.apply(s, work("orange", "design", 2, banked_spent=1, train=3))
    day = out.state.today["orange"]
    assert (day.banked_spent, day.shifts_available, day.shifts_used, out.state.player("orange").shifts) == (2, 4, 4, 0)
    assert refused(s, work("orange", "design", 2, banked_spent=1, train=4)) == (
        "Orange uses 5 Shifts but has 4 today (2 at the workstation + 2 banked)", WORKING,
        "Orange nutzt 5 Schichten, hat heute aber 4 (2 am Arbeitsplatz + 2 gespart)",
        "Orange gebruikt 5 diensten, maar heeft er vandaag 4 (2 op de werkplek + 2 gespaard)")


# --- the department of the day (KDE Department Selection Phase) -------------------------------------


def test_the_workstation_and_department_of_the_day():
    """KDE Round Overview 1: a new department each day; KDE Round Overview 2: 2 or 3 Shifts, 1 or 2 in
    Administration."""
    s = table()
    out = PACK.apply(s, work("orange", "design", 3))
    assert (out.state.player("orange").department, out.state.today["orange"].department) == ("design", "design")
    msg, section, de, nl = refused(s, work("orange", "administration", 3))
    assert (msg, section) == ("a workstation in administration gives 1 or 2 Shifts, not 3", WORKING)
    # (the department reaches the German and Dutch words as its key, the choices joined by "or": see the report)
    assert de.startswith("ein Arbeitsplatz in ") and de.endswith(" Schichten, nicht 3")
    assert nl.startswith("een werkplek in ") and nl.endswith(" diensten, niet 3")
    s.player("orange").yesterday = "testing"
    assert refused(s, work("orange", "testing", 2)) == (
        "Orange worked in Testing & Innovation yesterday; pick another department today", SELECTION,
        "Orange hat gestern in Test & Innovation gearbeitet; wählt heute eine andere Abteilung",
        "Orange werkte gisteren in Testen & Innovatie; kies vandaag een andere afdeling")


def test_more_work_of_the_day_stays_in_its_department_and_at_its_workstation():
    """KDE Round Overview 2: the day's Shifts are those of the workstation chosen, in its department."""
    s = table()
    s.player("orange").shifts = 1
    s = PACK.apply(s, work("orange", "design", 2, banked_spent=1)).state
    assert refused(s, work("orange", "logistics", 2), InputError) == (
        "Orange already works in Design today", None,
        "Orange arbeitet heute schon in Design", "Orange werkt vandaag al in Ontwerp")
    assert refused(s, work("orange", "design", 3)) == (
        "Orange already works at a workstation of 2 Shifts today", WORKING,
        "Orange arbeitet heute schon an einem Arbeitsplatz mit 2 Schichten",
        "Orange werkt vandaag al op een werkplek van 2 diensten")


# --- the tasks of the departments (KDE Round Overview 2, Administration: Micro-Manage) ---------------


def test_an_empty_kanban_order_is_still_a_logistics_task():
    """KDE Logistics, Issue Kanban Order: an order whose symbols matched no warehouse was still issued there."""
    msg, section, de, nl = refused(table(), work("orange", "design", 2, kanban_order={}))
    assert (msg, section) == ("that task is done in logistics, not in design", "KDE Round Overview 2")
    assert de.startswith("diese Aufgabe wird in ") and nl.startswith("die taak gebeurt in ")


# --- what a player holds: Car Parts, Parts Vouchers, Books ------------------------------------------


def test_parts_collected_add_to_the_board_and_parts_provided_leave_it():
    """KDE Logistics, Collect Car Parts (1 Shift per kind); KDE Assembly Line, Provide Needed Parts (1 Shift
    each): only Parts on the board can be provided."""
    s = table()
    s.player("orange").parts = {"engine": 1}
    out = PACK.apply(s, work("orange", "logistics", 3, parts_taken={"engine": 2, "brakes": 1, "turbo": 0}))
    assert out.state.player("orange").parts == {"engine": 3, "brakes": 1, "turbo": 0}
    assert out.state.today["orange"].shifts_used == 2  # two kinds collected: 2 Shifts
    assert refused(s, work("orange", "assembly", 3, parts_used={"engine": 2})) == (
        "Orange has only 1 engine on the board", "KDE Logistics",
        "Orange hat nur 1 Motor auf dem Tableau", "Orange heeft maar 1 motor op het bord")
    msg, section, _, _ = refused(s, work("orange", "assembly", 3, parts_used={"brakes": 1}))
    assert (msg, section) == ("Orange has only 0 brakes on the board", "KDE Logistics")


def test_parts_vouchers_and_books_spent_come_off_the_board():
    """KDE Logistics (a Parts Voucher takes one Part from the supply) and KDE Homework (a Book spent trains 1
    stage, in the department and in the one micro-managed)."""
    s = table()
    p = s.player("orange")
    p.vouchers, p.books = 2, 2
    out = PACK.apply(s, work("orange", "administration", 2, micro_manage="design", vouchers_spent=1, books=1,
                             books_micro=1))
    after = out.state.player("orange")
    assert (after.vouchers, after.books) == (1, 0)
    assert [(d.player, d.stage) for d in out.state.training["design"] if d.player == "orange"] == [("orange", 1)]
    assert [(d.player, d.stage) for d in out.state.training["administration"] if d.player == "orange"] == [("orange", 1)]
    p.vouchers, p.books = 0, 1
    assert refused(s, work("orange", "design", 2, vouchers_spent=1)) == (
        "Orange has only 0 Parts Vouchers", "KDE Logistics",
        "Orange hat nur 0 Teilegutscheine", "Orange heeft maar 0 onderdelenbonnen")
    assert refused(s, work("orange", "administration", 2, micro_manage="design", books=1, books_micro=1)) == (
        "Orange has only 1 Book", "KDE Homework", "Orange hat nur 1 Buch", "Orange heeft maar 1 boek")


def test_parts_provided_by_model_need_a_game_that_follows_the_assembly_line():
    """KDE Assembly Line, Provide Needed Parts: a game that does not follow the line counts the Parts by type."""
    assert refused(table(), work("orange", "assembly", 2, provide=[{"model": "red", "part": "engine"}])) == (
        "this game does not follow the Assembly Line: count the Parts provided by type",
        "KDE Assembly Line, Action: Provide Needed Parts",
        "dieses Spiel folgt dem Montageband nicht: zählt die gelieferten Teile nach Art",
        "dit spel volgt de assemblagelijn niet: tel de geleverde onderdelen per soort")


# --- productivity noted at the table ------------------------------------------------------------------


def test_pp_noted_at_the_table_are_scored_with_the_reason_given():
    """KDE Round Overview 2: pp a task the companion does not mirror gave, with the players' reason or none."""
    out = PACK.apply(table(), work("orange", "design", 2, pp=3, pp_reason="a Demand tile"))
    assert rows(out.ledger) == [("orange", "score", 3, "kanban.noted", WORKING, {"text": "a Demand tile"}),
                                today("orange", 0, 2)]
    out = PACK.apply(table(), work("orange", "design", 2, pp=2))
    assert rows(out.ledger) == [("orange", "score", 2, "kanban.pp_at_table", WORKING, {}), today("orange", 0, 2)]
    assert out.state.player("orange").pp == 2
