"""Workstation Alley (KDE Round Overview 1-2, Board Description A-F, 2-Player Rules): each refusal whole, with
its rule and as German and Dutch players read it, and the orders the other tests leave open.

Tables from tests/games/kanban/test_alley.py: Ann, Bob and Cy, Cy first on the Certification Track (the first
day's order of choosing: Cy, Ann, Bob); workstations and Shifts from the board data (2 | 3 per department).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import alley
from companion.games.kanban.pack import PACK
from tests.games.kanban.test_alley import THREE, go, sel, start

SELECTION = "KDE Round Overview 1 (Department Selection Phase)"
WORKING = "KDE Round Overview 2 (Working Phase)"


def refused(state, entry) -> tuple[str, str, str, str]:
    with pytest.raises(RuleError) as caught:
        PACK.apply(state, entry)
    err = caught.value
    return str(err.message), err.section, err.message.said("de"), err.message.said("nl")


def work(pid, dept, shifts):
    return {"kind": "work", "player": pid, "department": dept, "workstation_shifts": shifts}


def _day_one():
    """Day 1 chosen: left to right Ann (Testing, left), Cy (Testing, right), Bob (Design, left), Sandra's desk."""
    s, _ = go(start(), sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1))
    return s


def test_the_order_of_choosing_refusals():
    """KDE Round Overview 1: the first day right to left on the Certification Track; a department's workstations
    as printed; one worker per workstation."""
    s = start()
    assert refused(s, sel("ann", "logistics", 1)) == (
        "it is Cy's turn to choose a workstation, not Ann's", SELECTION,
        "Cy wählt jetzt einen Arbeitsplatz, nicht Ann", "Cy kiest nu een werkplek, niet Ann")
    msg, section, de, nl = refused(s, sel("cy", "testing", 3))
    assert (msg, section) == ("Testing & Innovation has 2 workstations", SELECTION)
    assert de.endswith("hat 2 Arbeitsplätze") and nl.endswith("heeft 2 werkplekken")
    s, _ = go(s, sel("cy", "testing", 2))
    msg, section, de, nl = refused(s, sel("ann", "testing", 2))
    assert (msg, section) == ("the right workstation of Testing & Innovation (3 Shifts) is taken: one worker per workstation", SELECTION)
    assert de.endswith("ist besetzt: ein Arbeiter je Arbeitsplatz") and nl.endswith("is bezet: één arbeider per werkplek")


def test_never_the_same_department_two_days_in_a_row():
    """KDE Round Overview 1: company cross-training policy: a new department each day."""
    s, _ = go(_day_one(), work("ann", "testing", 2), work("cy", "testing", 3), work("bob", "design", 2),
              {"kind": "sandra"}, {"kind": "end_of_day"})
    assert refused(s, sel("ann", "testing", 2)) == (
        "Ann worked in Testing & Innovation yesterday; pick another department today", SELECTION,
        "Ann hat gestern in Test & Innovation gearbeitet; wählt heute eine andere Abteilung",
        "Ann werkte gisteren in Testen & Innovatie; kies vandaag een andere afdeling")


def test_two_players_never_join_sandra():
    """KDE 2-Player Rules: nobody may move to the department where Sandra is (the first day: her desk in
    Administration)."""
    s = start(players=THREE[:2], order=("ann", "bob"))
    assert refused(s, sel("ann", "administration", 1)) == (
        "Sandra is in Administration: with two players nobody may move to her department", "KDE 2-Player Rules",
        "Sandra ist in Verwaltung: zu zweit darf niemand in ihre Abteilung",
        "Sandra is in Administratie: met twee spelers mag niemand naar haar afdeling")
    assert "administration" not in {c.department for c in alley.choices(s, "ann")}
    assert "administration" in {c.department for c in alley.choices(start(), "cy")}  # three players: allowed


def test_a_worker_works_at_the_workstation_chosen_in_their_turn():
    """KDE Round Overview 2: left to right in Workstation Alley, with the Shifts of the workstation chosen."""
    s = _day_one()
    msg, section, de, nl = refused(s, work("ann", "testing", 3))
    assert (msg, section) == ("Ann's place today is the left workstation of Testing & Innovation (2 Shifts)", SELECTION)
    assert de.startswith("der Platz von Ann ist heute") and nl.startswith("de plek van Ann is vandaag")
    assert refused(s, work("cy", "testing", 3)) == (
        "Ann works before Cy today, left to right in Workstation Alley: enter Ann's turn first (a work entry with no "
        "task if there is nothing to do)", WORKING,
        "Ann arbeitet heute vor Cy, von links nach rechts in der Workstation Alley: gebt zuerst den Zug von Ann ein "
        "(ein Arbeitseintrag ohne Aufgabe, wenn es nichts zu tun gibt)",
        "Ann werkt vandaag voor Cy, van links naar rechts in Workstation Alley: voer eerst de beurt van Ann in "
        "(een werkinvoer zonder taak als er niets te doen is)")
    s, _ = go(s, work("ann", "testing", 2), work("cy", "testing", 3))
    assert refused(s, work("ann", "testing", 2)) == (
        "Cy has begun working, to the right of Ann: Ann's turn today is over", WORKING,
        "Cy hat rechts von Ann zu arbeiten begonnen: der Zug von Ann ist für heute vorbei",
        "Cy is rechts van Ann begonnen met werken: de beurt van Ann is voor vandaag voorbij")


def test_the_day_ends_after_everyone_has_worked():
    """KDE Round Overview 2: "After everyone has worked their Shifts, we can start a new day"."""
    s, _ = go(_day_one(), work("ann", "testing", 2), work("cy", "testing", 3))
    with pytest.raises(RuleError) as caught:
        alley.check_day_done(s)
    err = caught.value
    assert (str(err.message), err.section, err.message.said("de"), err.message.said("nl")) == (
        "Bob has not taken a turn today: enter Bob's work first (a work entry with no task if there is nothing to do)",
        WORKING,
        "Bob war heute noch nicht am Zug: gebt zuerst die Arbeit von Bob ein (ein Arbeitseintrag ohne Aufgabe, "
        "wenn es nichts zu tun gibt)",
        "Bob is vandaag nog niet aan de beurt geweest: voer eerst het werk van Bob in (een werkinvoer zonder taak "
        "als er niets te doen is)")


def _old_format():
    entry = PACK.migrate_input({"kind": "new_game", "players": THREE, "workstations": True,
                                "certification_order": ["cy", "ann", "bob"]}, 3)
    return PACK.start(entry).state


def test_a_game_of_an_older_log_format_checks_who_works_before_sandra():
    """Games stored before log format 4: a worker left of Sandra works before her, one right of her after her
    (KDE Round Overview 2). Day 2's order: Bob (Testing, left), Sandra (Testing, right), Ann, Cy."""
    s, _ = go(_old_format(), sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1),
              work("ann", "testing", 2), work("cy", "testing", 3), work("bob", "design", 2), {"kind": "sandra"},
              {"kind": "end_of_day"}, sel("ann", "assembly", 1), sel("cy", "administration", 1), sel("bob", "testing", 1))
    assert alley.working_order(s) == ["bob", alley.SANDRA, "ann", "cy"]
    assert refused(s, work("ann", "assembly", 2)) == (
        "Sandra works before Ann today: enter her turn first", WORKING,
        "Sandra arbeitet heute vor Ann: gebt zuerst ihren Zug ein", "Sandra werkt vandaag voor Ann: voer eerst haar beurt in")
    s, _ = go(s, work("bob", "testing", 2), {"kind": "sandra"})
    assert refused(s, work("bob", "testing", 2)) == (
        "Sandra has taken her turn; Bob worked before her today", WORKING,
        "Sandra war schon am Zug; Bob hat heute vor ihr gearbeitet",
        "Sandra is al aan de beurt geweest; Bob werkte vandaag voor haar")
    s, _ = go(s, work("ann", "assembly", 2), work("ann", "assembly", 2))  # no order within the turns after Sandra
    assert s.today["ann"].department == "assembly"


def test_a_game_that_types_the_department_has_no_selection():
    """Games without Workstation Alley type each day's department in the work entry."""
    from tests.games.kanban.factories import new_game

    s = new_game()
    with pytest.raises(RuleError) as caught:
        alley.apply_select(s, alley.Select(player="you", department="design", workstation=1))
    assert (str(caught.value.message), caught.value.section) == (
        "this game types each day's department in the work entry; there is no selection to enter", SELECTION)
    assert caught.value.message.said("de") == "dieses Spiel tippt die Abteilung jedes Tages im Arbeitseintrag; es gibt keine Auswahl einzugeben"


def lines(ledger):
    return [(e.player, e.code, e.section, e.params) for e in ledger]


def test_each_choice_and_the_start_of_the_working_phase_have_their_lines():
    """A Testing & Innovation with three workstations (a board correction): the middle one is named by its number;
    once the last worker has chosen, the Working Phase begins (KDE Round Overview 2)."""
    s = PACK.apply(start(), {"kind": "board", "path": "departments.0.workstation_shifts", "value": [2, 3, 3]}).state
    s, ledger = go(s, sel("cy", "testing", 2))
    assert lines(ledger) == [("cy", "kanban.takes_station", SELECTION,
                              {"station": "kanban.station_number", "number": 2, "department": "Testing & Innovation", "shifts": 3})]
    s, ledger = go(s, sel("ann", "testing", 1), sel("bob", "testing", 3))
    assert lines(ledger) == [
        ("ann", "kanban.takes_station", SELECTION, {"station": "kanban.station_left", "department": "Testing & Innovation", "shifts": 2}),
        ("bob", "kanban.takes_station", SELECTION, {"station": "kanban.station_right", "department": "Testing & Innovation", "shifts": 3}),
        (None, "kanban.working_phase", WORKING, {})]


def _day(s, *chosen):
    """The rest of a day: each (player, department, workstation) chosen in turn, every worker's turn, the night."""
    s, _ = go(s, *(sel(p, d, w) for p, d, w in chosen))
    for worker in alley.working_order(s):
        if worker == alley.SANDRA:
            s, _ = go(s, {"kind": "sandra"})
        else:
            s, _ = go(s, work(worker, s.placed[worker].department, alley.shifts_at(s, s.placed[worker])))
    s, _ = go(s, {"kind": "end_of_day"})
    return s


def test_sandra_skips_a_full_department_and_her_workstation_is_hers_until_she_moves():
    """KDE Round Overview 1: Sandra takes the first available workstation of the next department to the right (from
    her desk: the leftmost); a department with no free workstation is skipped (KDE Components). A workstation is
    taken while a worker stands on it, Sandra's too, until she moves (notes.md)."""
    s = _day(start(), ("cy", "design", 1), ("ann", "design", 2), ("bob", "logistics", 1))
    assert alley.selection_order(s) == ["bob", "cy", "ann", alley.SANDRA]  # Logistics (C) before Design (D)
    s, ledger = go(s, sel("bob", "testing", 1), sel("cy", "testing", 2), sel("ann", "logistics", 1))
    assert lines(ledger)[3:5] == [
        (None, "kanban.sandra_skips", SELECTION, {"department": "Testing & Innovation"}),
        (None, "kanban.sandra_moves", SELECTION, {"station": "kanban.station_left", "department": "Assembly Line", "shifts": 2})]
    s = _day(s)
    # day 3: Bob, Cy (Testing), Sandra (Assembly, left), Ann (Logistics, left)
    assert alley.selection_order(s) == ["bob", "cy", alley.SANDRA, "ann"]
    assert alley.sandra_department(s) == "assembly"  # yesterday's place, she has not moved yet
    msg, section, _, _ = refused(s, sel("bob", "assembly", 1))
    assert (msg, section) == ("the left workstation of Assembly Line (2 Shifts) is taken: one worker per workstation", SELECTION)
    s, ledger = go(s, sel("bob", "assembly", 2), sel("cy", "design", 1))
    # Sandra moves right: Logistics, whose left workstation Ann still stands on: the right one
    assert (s.sandra_at.department, s.sandra_at.workstation) == ("logistics", 2)
    assert alley.sandra_department(s) == "logistics"
    s, _ = go(s, sel("ann", "assembly", 1))  # Sandra has left it: free
    assert (s.placed["ann"].department, s.placed["ann"].workstation) == ("assembly", 1)


def test_the_working_phase_waits_for_sandra_by_name():
    """KDE Round Overview 2: Sandra works in her place among the players, left to right. Day 2: Bob (Testing,
    left), Sandra (Testing, right), Ann, Cy."""
    s = _day(start(), ("cy", "testing", 2), ("ann", "testing", 1), ("bob", "design", 1))
    s, _ = go(s, sel("ann", "assembly", 1), sel("cy", "administration", 1), sel("bob", "testing", 1))
    assert alley.working_order(s) == ["bob", alley.SANDRA, "ann", "cy"]
    s, _ = go(s, work("bob", "testing", 2))
    assert refused(s, work("ann", "assembly", 2))[0] == (
        "Sandra works before Ann today, left to right in Workstation Alley: enter Sandra's turn first (a work entry "
        "with no task if there is nothing to do)")


def test_sandras_department_today_yesterday_or_her_desk():
    from companion.games.kanban.state import Station

    s = start()
    s.sandra_at = s.sandra_stood = None
    assert alley.sandra_department(s) == "administration"  # her desk
    s.sandra_stood = Station(department="design", workstation=1)
    assert alley.sandra_department(s) == "design"
    s.sandra_at = Station(department="logistics", workstation=2)
    assert alley.sandra_department(s) == "logistics"


def test_work_before_choosing_a_workstation_is_refused():
    """KDE Round Overview 2: a player works at the workstation they chose in the Department Selection Phase."""
    with pytest.raises(RuleError) as caught:
        alley.check_workstation(start(), "cy", "testing", None)
    err = caught.value
    assert (str(err.message), err.section, err.message.said("de"), err.message.said("nl")) == (
        "Cy has no workstation today", SELECTION, "Cy hat heute keinen Arbeitsplatz", "Cy heeft vandaag geen werkplek")
