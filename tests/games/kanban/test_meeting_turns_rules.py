"""A Meeting turn by turn (KDE Meetings, Scoring Against Performance Goals, Meeting Time): every refusal
whole, with its rule, and as a German and a Dutch player read it (the words come through the pack's catalog).

The table is KDE Meetings' Example 1 (tests/games/kanban/test_meeting_turns.py `_table`): card #27 (2 pp per
Selected Design, up to 3 times, 3 speakers) on the table with #1, #14 and #31; You (5 Designs, 2 Seats face-up)
speaks first, then Orange, Purple and Blue.
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.meeting_turns import in_meeting, open_goals, seats_left, to_speak
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import apply, new_game
from tests.games.kanban.test_alley import start as alley_game
from tests.games.kanban.test_meeting_turns import _run, _table, passes, speak

MEETINGS = "KDE Meetings"
SCORING = "KDE Meetings, Scoring Against Performance Goals"


def refused(state, entry) -> tuple[str, str, str, str]:
    """The refusal's English words, its rule, and its words in German and in Dutch."""
    with pytest.raises(RuleError) as caught:
        apply(state, entry)
    err = caught.value
    return str(err.message), err.section, err.message.said("de"), err.message.said("nl")


def test_no_meeting_is_due_before_the_pace_car_reaches_a_checkered_space():
    """KDE Meeting Time: a Meeting is scheduled only when the Pace Car reaches a checkered space."""
    s = new_game(goals_on_table=[27, 1, 14, 31])
    due = ("no Meeting is due: the Pace Car has not reached a checkered space", "KDE Meeting Time",
           "keine Besprechung ist fällig: das Pace Car hat kein kariertes Feld erreicht",
           "er is geen vergadering: de Pace Car heeft geen geblokt vak bereikt")
    assert refused(s, speak("you", 28)) == due
    assert refused(s, passes("you")[0]) == due
    assert refused(s, {"kind": "new_business", "next_goals": []}) == due


def test_the_meeting_waits_for_the_end_of_the_day():
    """KDE Meetings: once everyone has taken their turns for the day, the Meeting begins (Workstation Alley:
    every worker has chosen a workstation, nobody has worked yet)."""
    s = alley_game()
    for pid, dept, ws in (("cy", "testing", 2), ("ann", "testing", 1), ("bob", "administration", 2)):
        s = PACK.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).state
    s.meeting_scheduled = True
    assert not in_meeting(s) and to_speak(s) is None
    assert refused(s, speak("cy", 28)) == (
        "the Meeting begins once everyone has taken their turn today", MEETINGS,
        "die Besprechung beginnt, wenn heute alle am Zug waren",
        "de vergadering begint zodra iedereen vandaag aan de beurt is geweest")
    assert refused(s, {"kind": "new_business", "next_goals": []}) == (
        "New Business comes once everyone has passed in a row; the players have not passed yet", MEETINGS,
        "die neuen Punkte kommen, wenn alle nacheinander gepasst haben; die Spieler haben noch nicht gepasst",
        "de nieuwe punten komen zodra iedereen na elkaar heeft gepast; de spelers hebben nog niet gepast")
    assert not [c for c in PACK.legal(s, "cy") if c.entry["kind"] in ("speak", "meeting_pass", "new_business")]


def test_the_speaking_order_and_the_turn_refusal():
    """KDE Meetings: the most Certified speaks first, then right to left on the Certification Track."""
    s = _table()
    assert to_speak(s) == "you"
    assert refused(s, speak("orange", 30)) == (
        "it is You's turn at the Meeting (the most certified speaks first)", MEETINGS,
        "You ist bei der Besprechung am Zug (wer am meisten zertifiziert ist, spricht zuerst)",
        "You is aan de beurt in de vergadering (de meest gecertificeerde spreekt eerst)")


def test_a_pet_project_is_presented_once_and_comes_from_the_hand():
    """KDE Meetings, Speak a: the pet project is placed face-up once, and only once, per Meeting; it is a card
    from the hand, so not one already face-up on the table."""
    s = _table()
    assert refused(s, speak("you", 27)) == (
        "Performance Goal 27 is already face-up: the pet project comes from You's hand", MEETINGS,
        "Leistungsziel 27 liegt schon offen: das Lieblingsprojekt kommt aus der Hand von You",
        "prestatiedoel 27 ligt al open: het lievelingsproject komt uit de hand van You")
    s, _ = _run(s, [speak("you", 28), speak("orange", 30), speak("purple", 29), speak("blue", 32)])
    assert open_goals(s) == [27, 1, 14, 31, 28, 30, 29, 32]
    assert refused(s, speak("you", 2)) == (
        "You has already presented a pet project at this Meeting", MEETINGS,
        "You hat bei dieser Besprechung schon ein Lieblingsprojekt vorgestellt",
        "You heeft in deze vergadering al een lievelingsproject voorgesteld")


def test_a_seat_goes_on_a_goal_face_up_only():
    """KDE Meetings, Speak b: a Seat goes on a Performance Goal on the table or a presented pet project."""
    s = _table()
    assert refused(s, speak("you", goal=2)) == (
        "Performance Goal 2 is neither on the table nor a presented pet project", SCORING,
        "Leistungsziel 2 liegt weder auf dem Tisch noch ist es ein vorgestelltes Lieblingsprojekt",
        "prestatiedoel 2 ligt niet op tafel en is geen voorgesteld lievelingsproject")


def test_one_speech_per_goal_and_player_and_no_more_than_its_speakers():
    """KDE Scoring Against Performance Goals: each player speaks on a goal once; #27 takes 3 speakers."""
    s, _ = _run(_table(), [speak("you", 28, 27), speak("orange", 30), speak("purple", 29), speak("blue", 32)])
    assert refused(s, speak("you", goal=27)) == (
        "You has already spoken on Performance Goal 27", SCORING,
        "You hat schon zu Leistungsziel 27 gesprochen", "You heeft al gesproken over prestatiedoel 27")
    s, _ = _run(s, [speak("you", goal=1), speak("orange", goal=27), speak("purple", goal=27)])
    assert refused(s, speak("blue", goal=27)) == (
        "Performance Goal 27 has had its 3 speakers", SCORING,
        "Leistungsziel 27 hatte schon seine 3 Redner", "prestatiedoel 27 had al zijn 3 sprekers")


def test_a_seat_used_is_gone_for_the_meeting():
    """KDE Meetings: each face-up Seat at the conference table scores one achievement; Red Seats are not used.
    You has 2 face-up Seats: after 2 speeches none is left."""
    s, _ = _run(_table(), [speak("you", 28, 27)])
    assert seats_left(s, "you") == 2 - 1
    s, _ = _run(s, [speak("orange", 30), speak("purple", 29), speak("blue", 32), speak("you", goal=1)])
    assert seats_left(s, "you") == 0
    s, _ = _run(s, passes("orange", "purple", "blue"))
    assert refused(s, speak("you", goal=14)) == (
        "You has no face-up Seat left at the conference table (Red Seats cannot be used in a Meeting)", MEETINGS,
        "You hat keinen offenen Sitz mehr am Konferenztisch (rote Sitze können in einer Besprechung nicht genutzt werden)",
        "You heeft geen open zetel meer aan de vergadertafel (rode zetels kunnen niet in een vergadering gebruikt worden)")
    # no Seat left: You's choices are to pass only
    assert [c.entry for c in PACK.legal(s, "you") if c.legal and c.entry["kind"] in ("speak", "meeting_pass")] == [
        {"kind": "meeting_pass", "player": "you"}]


def test_a_pass_needs_the_pet_project_out_and_new_business_needs_everyone_to_pass():
    """KDE Meetings: Pass only once the pet project is face-up; when everyone passes in a row, Old Business is over."""
    s = _table()
    assert refused(s, passes("you")[0]) == (
        "You must present a pet project before passing", MEETINGS,
        "You muss vor dem Passen ein Lieblingsprojekt vorstellen", "You moet een lievelingsproject voorstellen voor het passen")
    s, _ = _run(s, [speak("you", 28), speak("orange", 30), speak("purple", 29), speak("blue", 32), *passes("you")])
    assert refused(s, {"kind": "new_business", "next_goals": []}) == (
        "New Business comes once everyone has passed in a row; Orange has not passed yet", MEETINGS,
        "die neuen Punkte kommen, wenn alle nacheinander gepasst haben; Orange hat noch nicht gepasst",
        "de nieuwe punten komen zodra iedereen na elkaar heeft gepast; Orange heeft nog niet gepast")
    s, _ = _run(s, passes("orange", "purple"))
    assert not s.meeting_done  # three of four passes in a row
    s, _ = _run(s, passes("blue"))
    assert s.meeting_done and to_speak(s) is None
    assert refused(s, speak("you", goal=14)) == (
        "everyone has passed: the Meeting goes on to New Business", MEETINGS,
        "alle haben gepasst: die Besprechung geht zu den neuen Punkten über",
        "iedereen heeft gepast: de vergadering gaat verder met de nieuwe punten")
    assert [c.entry for c in PACK.legal(s, "orange") if c.legal and c.entry["kind"] == "new_business"] == [
        {"kind": "new_business", "next_goals": []}]


# --- the Meeting in a Workstation Alley game: it waits for every worker's turn of the day --------------------

def _working_day():
    """Day 1 of a Workstation Alley game (tests/games/kanban/test_alley.py): left to right Ann, Cy, Bob, then
    Sandra at her desk in Administration."""
    s = alley_game()
    for pid, dept, ws in (("cy", "testing", 2), ("ann", "testing", 1), ("bob", "design", 1)):
        s = PACK.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).state
    return s


def _work(s, pid, dept, shifts):
    return PACK.apply(s, {"kind": "work", "player": pid, "department": dept, "workstation_shifts": shifts}).state


def test_the_meeting_begins_once_every_player_and_sandra_have_taken_their_turns():
    """KDE Meetings: "Once everyone has taken their turns for the day, the Meeting begins"; Sandra is one of the
    workers of the day (KDE Round Overview 2)."""
    s = _working_day()
    for pid, dept, shifts in (("ann", "testing", 2), ("cy", "testing", 3), ("bob", "design", 2)):
        s = _work(s, pid, dept, shifts)
    s.meeting_scheduled = True
    assert not in_meeting(s) and to_speak(s) is None  # every player has worked, Sandra not yet
    s = PACK.apply(s, {"kind": "sandra"}).state
    assert in_meeting(s) and to_speak(s) == "cy"  # the most certified first: Cy, right on the Certification Track
    s.meeting_scheduled = False
    assert not in_meeting(s) and to_speak(s) is None  # the day is over, but no Meeting is due


def test_sandras_turn_alone_does_not_begin_the_meeting():
    """Day 2 (left to right Bob, Sandra, Ann, Cy): after Bob's and Sandra's turns, Ann and Cy have yet to work."""
    s = _working_day()
    for pid, dept, shifts in (("ann", "testing", 2), ("cy", "testing", 3), ("bob", "design", 2)):
        s = _work(s, pid, dept, shifts)
    s = PACK.apply(s, {"kind": "sandra"}).state
    s = PACK.apply(s, {"kind": "end_of_day"}).state
    for pid, dept, ws in (("ann", "assembly", 1), ("cy", "administration", 1), ("bob", "testing", 1)):
        s = PACK.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).state
    s = _work(s, "bob", "testing", 2)
    s = PACK.apply(s, {"kind": "sandra"}).state
    s.meeting_scheduled = True
    assert s.sandra_done and not in_meeting(s) and to_speak(s) is None
    assert refused(s, speak("cy", 28))[0] == "the Meeting begins once everyone has taken their turn today"


def test_no_meeting_due_nobody_speaks():
    assert to_speak(new_game(goals_on_table=[27, 1, 14, 31])) is None


# --- what the ledger says, and what the Meeting leaves behind -------------------------------------------------

def test_the_pet_project_the_passes_and_the_end_of_old_business_each_have_their_line():
    s, ledger = _run(_table(), [speak("you", 28)])
    assert [(e.player, e.code, e.section, e.params) for e in ledger] == [("you", "kanban.pet_project", MEETINGS, {"goal": 28})]
    s, _ = _run(s, [speak("orange", 30), speak("purple", 29), speak("blue", 32)])
    s, ledger = _run(s, passes("you", "orange", "purple", "blue"))
    assert [(e.player, e.code, e.section) for e in ledger] == [
        ("you", "kanban.meeting_pass", MEETINGS), ("orange", "kanban.meeting_pass", MEETINGS),
        ("purple", "kanban.meeting_pass", MEETINGS), ("blue", "kanban.meeting_pass", MEETINGS),
        (None, "kanban.old_business_done", MEETINGS)]


def test_card_32_counts_the_seats_at_the_table_this_one_included():
    """KDE Performance Goals Cards #32: 3 pp for each Seat around the conference table, up to 3 times; You has 2
    face-up Seats and places one of them on it: 2 x 3 = 6 pp (notes.md: the Seat placed counts)."""
    _, ledger = _run(_table(), [speak("you", 32, 32)])
    assert [(e.amount, e.params["have"], e.params["times"]) for e in ledger if e.kind == "score"] == [(6, 2, 2)]
    # a Seat already placed in this Meeting is no longer at the table: You's second Seat on #32 (Blue's pet
    # project) counts itself only, 1 x 3 = 3 pp
    _, ledger = _run(_table(), [speak("you", 28, 27), speak("orange", 30), speak("purple", 29), speak("blue", 32),
                                speak("you", goal=32)])
    assert [(e.amount, e.params["have"]) for e in ledger if e.kind == "score" and e.params["goal"] == 32] == [(3, 1)]


def test_new_business_writes_its_lines_and_leaves_nothing_of_the_meeting():
    """KDE Meetings, New Business 1 and 6: the used Seat face-down, the Production Cycle +1; the next Meeting
    starts with nobody having spoken or passed."""
    s, _ = _run(_table(), [speak("you", 28, 27), speak("orange", 30), speak("purple", 29), speak("blue", 32),
                           *passes("you", "orange", "purple", "blue")])
    s, ledger = _run(s, [{"kind": "new_business", "next_goals": [2, 15]}])
    assert [(e.player, e.code, e.params) for e in ledger] == [
        ("you", "kanban.seats_face_down", {"count": 1}), (None, "kanban.cycle_moves", {"cycle": 1})]
    assert (s.meeting_open, s.meeting_done, s.meeting_turn, s.meeting_passes) == (False, False, 0, 0)
    assert (s.meeting_pets, s.meeting_speakers, s.meeting_seats) == ({}, {}, {})


# --- the choices offered ----------------------------------------------------------------------------------------

def test_the_first_speakers_choices():
    """KDE Meetings: Speak (a) the pet project from the hand (any of the 32 Performance Goals not face-up), (b) a
    Seat on a goal face-up, or both in one turn, the Seat on the pet project just presented or on a goal face-up
    (Example 2); no Pass before the pet project is out. 4 goals on the table + 28 cards x (alone, on itself, on
    each of the 4) = 4 + 28 x 6 = 172 choices."""
    from companion.games.kanban.meeting_turns import candidates
    s = _table()
    mine = candidates(s, "you")
    assert mine[:4] == [{"kind": "speak", "player": "you", "goal": g} for g in (27, 1, 14, 31)]
    assert len(mine) == 4 + 28 * 6
    assert mine[4:10] == [{"kind": "speak", "player": "you", "pet_project": 2},
                          *({"kind": "speak", "player": "you", "pet_project": 2, "goal": g} for g in (2, 27, 1, 14, 31))]
    assert not [e for e in mine if e.get("pet_project") in (27, 1, 14, 31)]
    # one face-up Seat left after the first speech: the goals are still offered; none left: only a pass
    s, _ = _run(s, [speak("you", 28, 27), speak("orange", 30), speak("purple", 29), speak("blue", 32)])
    assert {e.get("goal") for e in candidates(s, "you")} == {27, 1, 14, 31, 28, 30, 29, 32, None}
    s, _ = _run(s, [speak("you", goal=1), *passes("orange", "purple", "blue")])
    assert candidates(s, "you") == [{"kind": "meeting_pass", "player": "you"}]
