"""A Meeting recorded at once (the `meeting` entry): each speech's ledger line, New Business's lines, the refusals.

KDE Meetings, Scoring Against Performance Goals: a card pays its pp per thing counted, at most its multiplier
times for the first speaker and one time fewer for each later one. New Business 1: used Seats go face-down;
6: the Production Cycle marker advances. KDE End of the game: cycle on its 3rd space and week on its 2nd ends it.
"""

from __future__ import annotations

import pytest

from companion.core.errors import InputError, RuleError
from tests.games.kanban.factories import apply, lines, new_game, score_lines
from tests.games.kanban.test_examples import _meeting_table
from tests.games.kanban.test_meeting_turns import speak

SCORING = "KDE Meetings, Scoring Against Performance Goals"
NEW_BUSINESS = "KDE Meetings (New Business)"
PETS = {"you": 28, "orange": 30, "purple": 29, "blue": 32}


def _speech_lines(ledger, code="kanban.speech"):
    return [(e.player, e.section, e.params) for e in ledger if e.code == code]


def test_example_1_each_speech_line_names_the_speaker_the_count_and_the_cap():
    """KDE Meetings, Example 1: card #27 (2 pp per Selected Design, up to 3x, 3 speakers). You (5 Designs) speaks
    first: 3x of at most 3; Orange (1 Design) second: 1x of at most 2; Purple (3 Designs) third: 1x of at most 1."""
    s = _meeting_table()
    speeches = [{"player": p, "goal": 27} for p in ("you", "orange", "purple")]
    out = apply(s, {"kind": "meeting", "pet_projects": PETS, "speeches": speeches})
    common = {"goal": 27, "measure": "selected_designs", "how": "kanban.counted_by_companion", "pp": 2}
    assert _speech_lines(out.ledger) == [
        ("you", SCORING, {**common, "speaker": 1, "have": 5, "times": 3, "most": 3}),
        ("orange", SCORING, {**common, "speaker": 2, "have": 1, "times": 1, "most": 2}),
        ("purple", SCORING, {**common, "speaker": 3, "have": 3, "times": 1, "most": 1}),
    ]


def test_a_count_given_at_the_table_is_the_one_scored():
    """KDE Meetings, Scoring: card #28 pays 2 pp per Book, up to 3x. Purple says she has 2 Books (the table counts
    them itself): 2 x 2 pp = 4 pp, whatever the companion holds (no Book)."""
    s = new_game(goals_on_table=[1, 2, 14, 15])
    s.meeting_scheduled = True
    s.player("purple").seats_up = 1
    speeches = [{"player": "purple", "goal": 28, "count": 2}]
    out = apply(s, {"kind": "meeting", "pet_projects": PETS, "speeches": speeches})
    assert score_lines(out.ledger, "purple") == 4
    assert _speech_lines(out.ledger) == [("purple", SCORING, {
        "goal": 28, "speaker": 1, "have": 2, "measure": "books", "how": "kanban.counted_at_table", "times": 2,
        "pp": 2, "most": 3})]


def test_a_speech_for_no_pp_is_said_for_its_speaker_and_rule():
    """KDE Meetings, Example 2: Orange places a Seat on your pet project (card #28, Books) for 0 pp."""
    s = new_game(goals_on_table=[1, 2, 14, 15])
    s.meeting_scheduled = True
    for pid in ("you", "orange"):
        s.player(pid).seats_up = 1
    s.player("you").books = 1
    speeches = [{"player": "you", "goal": 28}, {"player": "orange", "goal": 28}]
    out = apply(s, {"kind": "meeting", "pet_projects": PETS, "speeches": speeches})
    assert score_lines(out.ledger, "orange") == 0
    assert _speech_lines(out.ledger, "kanban.speech_no_pp") == [("orange", SCORING, {
        "speech": "kanban.speech", "goal": 28, "speaker": 2, "have": 0, "measure": "books",
        "how": "kanban.counted_by_companion", "times": 0, "pp": 2, "most": 2})]


def test_new_business_turns_the_used_seats_down_and_moves_the_cycle():
    """KDE Meetings, New Business 1: You's 2 used Seats go face-down; 6: the Production Cycle marker advances."""
    s = _meeting_table()
    speeches = [{"player": "you", "goal": 27}, {"player": "you", "goal": 1}]
    out = apply(s, {"kind": "meeting", "pet_projects": PETS, "speeches": speeches})
    p = out.state.player("you")
    assert (p.seats_up, p.seats_down) == (0, 4)
    assert [(e.player, e.section, e.params) for e in out.ledger if e.code == "kanban.seats_face_down"] == [
        ("you", NEW_BUSINESS, {"count": 2})]
    assert [(e.player, e.section, e.params) for e in out.ledger if e.code == "kanban.cycle_moves"] == [
        (None, NEW_BUSINESS, {"cycle": 1})]


def test_the_meeting_that_moves_the_cycle_to_its_third_space_ends_the_game():
    """KDE End of the game: the Production Cycle marker reaching its 3rd space with the Week marker on its 2nd."""
    s = new_game(goals_on_table=[1, 2, 14, 15])
    s.meeting_scheduled = True
    s.week, s.cycle = 2, 2
    out = apply(s, {"kind": "meeting", "pet_projects": PETS})
    assert out.state.end_triggered
    assert lines(out.ledger, "kanban.game_ends") == [(None, {"week": 2, "cycle": 3})]


def test_an_unknown_performance_goal_card_is_refused_by_its_number():
    """KDE Performance Goals Cards: the cards are numbered 1 to 32."""
    s = _meeting_table()
    with pytest.raises(InputError) as caught:
        apply(s, {"kind": "meeting", "pet_projects": {**PETS, "blue": 33}})
    message = caught.value.message
    assert (str(message), message.said("de"), message.said("nl")) == (
        "there is no Performance Goal card 33", "es gibt keine Leistungszielkarte 33", "er is geen prestatiedoelkaart 33")


def refused(state, entry) -> tuple[str, str, str, str]:
    """The refusal's English words, its rule, and its words in German and in Dutch."""
    with pytest.raises(RuleError) as caught:
        apply(state, entry)
    err = caught.value
    return str(err.message), err.section, err.message.said("de"), err.message.said("nl")


def _meeting(speeches, pets=PETS):
    return {"kind": "meeting", "pet_projects": pets, "speeches": speeches}


def test_no_meeting_is_recorded_before_one_is_due():
    """KDE Meeting Time: a Meeting is held only once the Pace Car has reached a checkered space."""
    s = new_game(goals_on_table=[27, 1, 14, 31])
    assert refused(s, _meeting([])) == (
        "no Meeting is due: the Pace Car has not reached a checkered space", "KDE Meeting Time",
        "keine Besprechung ist fällig: das Pace Car hat kein kariertes Feld erreicht",
        "er is geen vergadering: de Pace Car heeft geen geblokt vak bereikt")


def test_a_meeting_held_turn_by_turn_is_not_recorded_at_once_too():
    """KDE Meetings: one Meeting per checkered space; the one begun speaker by speaker goes on that way."""
    s = apply(_meeting_table(), speak("you", 28)).state
    assert refused(s, _meeting([])) == (
        "this Meeting is being held turn by turn: go on with the next speaker", "KDE Meetings",
        "diese Besprechung läuft Zug um Zug: macht mit dem nächsten Redner weiter",
        "deze vergadering loopt beurt voor beurt: ga verder met de volgende spreker")


def test_every_player_presents_a_pet_project():
    """KDE Meetings, Speak a: each player places the pet project face-up once, and only once, per Meeting."""
    pets = {"you": 28, "orange": 30}
    assert refused(_meeting_table(), _meeting([], pets)) == (
        "every player presents a pet project once; missing: Purple, Blue", "KDE Meetings",
        "jeder Spieler stellt einmal ein Lieblingsprojekt vor; es fehlen: Purple, Blue",
        "elke speler stelt één keer een lievelingsproject voor; ontbreekt: Purple, Blue")


def test_a_seat_goes_on_a_goal_on_the_table_or_a_presented_pet_project():
    """KDE Meetings, Speak b: a Seat is placed on a Performance Goal on the table (27, 1, 14, 31) or a pet
    project presented (28, 30, 29, 32); card 2 is neither."""
    assert refused(_meeting_table(), _meeting([{"player": "you", "goal": 2}])) == (
        "Performance Goal 2 is neither on the table nor a presented pet project", SCORING,
        "Leistungsziel 2 liegt weder auf dem Tisch noch ist es ein vorgestelltes Lieblingsprojekt",
        "prestatiedoel 2 ligt niet op tafel en is geen voorgesteld lievelingsproject")


def test_a_player_speaks_on_a_goal_once():
    """KDE Meetings, Scoring Against Performance Goals: you may speak about a particular goal only once."""
    speeches = [{"player": "you", "goal": 27}, {"player": "you", "goal": 27}]
    assert refused(_meeting_table(), _meeting(speeches)) == (
        "You has already spoken on Performance Goal 27", SCORING,
        "You hat schon zu Leistungsziel 27 gesprochen", "You heeft al gesproken over prestatiedoel 27")


def test_no_fourth_speaker_on_a_goal_for_three():
    """KDE Meetings, Example 1: card #27 can be discussed by 3 players; Blue would be the fourth."""
    s = _meeting_table()
    s.player("blue").seats_up = 1
    speeches = [{"player": p, "goal": 27} for p in ("you", "orange", "purple", "blue")]
    assert refused(s, _meeting(speeches)) == (
        "Performance Goal 27 allows 3 speakers", SCORING,
        "Leistungsziel 27 erlaubt 3 Redner", "prestatiedoel 27 staat 3 sprekers toe")


def test_each_speech_takes_a_face_up_seat():
    """KDE Meetings: each speech takes one of the speaker's face-up Seats; You has 2, so a third speech is
    refused."""
    speeches = [{"player": "you", "goal": g} for g in (27, 1, 14)]
    assert refused(_meeting_table(), _meeting(speeches)) == (
        "You has no face-up Seat left at the conference table", "KDE Meetings",
        "You hat keinen offenen Sitz mehr am Konferenztisch", "You heeft geen open zetel meer aan de vergadertafel")


def test_card_32_counts_the_seats_still_at_the_table_with_the_one_placed():
    """KDE Performance Goals Cards, 32: 3 pp per Seat around the conference table, up to 3x (notes.md: the face-up
    Seats still there as this one is placed, it included). You has 3 face-up Seats, places one on #27, then one on
    #32 with 2 still at the table: 2 x 3 pp = 6 pp."""
    s = _meeting_table()
    s.player("you").seats_up, s.player("you").seats_down = 3, 1
    speeches = [{"player": "you", "goal": 27}, {"player": "you", "goal": 32}]
    out = apply(s, _meeting(speeches))
    assert [(p["goal"], p["have"], p["times"]) for _, _, p in _speech_lines(out.ledger)] == [(27, 5, 3), (32, 2, 2)]
    assert score_lines(out.ledger, "you") == 3 * 2 + 2 * 3
