"""A Meeting turn by turn (KDE Meetings): speaking order, Speak or Pass, then New Business."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.meeting_turns import to_speak
from companion.games.kanban.pack import PACK
from companion.games.kanban.state import Design
from tests.games.kanban.factories import apply, lines, new_game, score_lines, with_training


def _table():
    """Example 1's table: card #27 (2 pp per Selected Design, up to 3x, 3 speakers) among the goals."""
    s = new_game(goals_on_table=[27, 1, 14, 31])
    s.meeting_scheduled = True
    for pid, n in (("you", 5), ("orange", 1), ("purple", 3)):
        s.player(pid).designs = [Design(model="green", part=None)] * n
    s.player("you").seats_up, s.player("you").seats_down = 2, 2
    return with_training(s, "design", [("you", 3)])  # five Designs: Certified in Design


def _run(state, entries):
    ledger = []
    for e in entries:
        out = apply(state, e)
        state, ledger = out.state, ledger + list(out.ledger)
    return state, ledger


def speak(player, pet=None, goal=None):
    e = {"kind": "speak", "player": player}
    if pet is not None:
        e["pet_project"] = pet
    if goal is not None:
        e["goal"] = goal
    return e


def passes(*players):
    return [{"kind": "meeting_pass", "player": p} for p in players]


def test_example_1_turn_by_turn_scores_6_2_2_then_new_business():
    """KDE Meetings, Example 1 in the speaking order: 3 x 2, 1 x 2, 1 x 2 pp; then four passes in a row."""
    s, ledger = _run(_table(), [speak("you", 28, 27), speak("orange", 30, 27), speak("purple", 29, 27), speak("blue", 32)])
    assert [score_lines(ledger, p) for p in ("you", "orange", "purple", "blue")] == [6, 2, 2, 0]
    assert s.meeting_pets == {"you": 28, "orange": 30, "purple": 29, "blue": 32}
    s, ledger = _run(s, passes("you", "orange", "purple", "blue"))
    assert s.meeting_done and lines(ledger, "kanban.old_business_done") == [(None, {})]
    s, ledger = _run(s, [{"kind": "new_business", "next_goals": [2, 15]}])
    assert s.cycle == 1 and not s.meeting_scheduled and s.goals_on_table == [2, 15] and not s.meeting_pets
    assert (s.player("you").seats_up, s.player("you").seats_down) == (1, 3)  # the used Seat face-down


def test_a_player_who_passed_speaks_again_and_the_passes_start_over():
    s, _ = _run(_table(), [speak("you", 28), speak("orange", 30), speak("purple", 29), speak("blue", 32),
                           *passes("you"), speak("orange", goal=27), *passes("purple", "blue")])
    assert not s.meeting_done and to_speak(s) == "you"
    s, ledger = _run(s, [speak("you", goal=27)])  # second on #27: 2 of 5 Designs count
    assert score_lines(ledger, "you") == 4
    s, _ = _run(s, passes("orange", "purple", "blue", "you"))
    assert s.meeting_done


def test_the_most_certified_speaks_first():
    s = _table()
    s.certification_order = ["purple", "blue", "you", "orange"]
    assert to_speak(s) == "purple"
    listed = {c.entry["kind"] for c in PACK.legal(s, "purple") if c.legal}
    assert "speak" in listed and "meeting_pass" not in listed  # the pet project comes first
    assert not [c for c in PACK.legal(s, "you") if c.entry["kind"] in ("speak", "meeting_pass")]
    with pytest.raises(RuleError, match="it is Purple's turn at the Meeting"):
        apply(s, speak("you", 28))


def test_legal_lists_the_speakers_choices_and_pass_once_the_pet_project_is_out():
    s, _ = _run(_table(), [speak("you", 28)])
    s, _ = _run(s, [speak("orange", 30), speak("purple", 29), speak("blue", 32)])
    mine = [c.entry for c in PACK.legal(s, "you") if c.legal and c.entry["kind"] in ("speak", "meeting_pass")]
    assert {"kind": "meeting_pass", "player": "you"} in mine
    assert sorted(e["goal"] for e in mine if e["kind"] == "speak") == sorted([27, 1, 14, 31, 28, 30, 29, 32])
    assert all("pet_project" not in e for e in mine)


def test_refusals_at_the_meeting():
    s = _table()
    with pytest.raises(RuleError, match="must present a pet project before passing"):
        apply(s, passes("you")[0])
    with pytest.raises(RuleError, match="comes from You's hand"):
        apply(s, speak("you", 27))
    s, _ = _run(s, [speak("you", 28, 27), speak("orange", 30, 27), speak("purple", 29, 27)])
    with pytest.raises(RuleError, match="has had its 3 speakers"):
        apply(s, speak("blue", 32, 27))
    with pytest.raises(RuleError, match="once everyone has passed in a row"):
        apply(s, {"kind": "new_business", "next_goals": []})
    with pytest.raises(RuleError, match="turn by turn"):
        apply(s, {"kind": "meeting", "pet_projects": {"you": 28, "orange": 30, "purple": 29, "blue": 32}})
    s, _ = _run(s, [speak("blue", 32), speak("you", goal=1)])  # You's second Seat
    with pytest.raises(RuleError, match="no face-up Seat left"):
        apply(s, speak("orange", goal=1))


def test_no_meeting_no_turn():
    s = new_game(goals_on_table=[27, 1, 14, 31])
    with pytest.raises(RuleError, match="no Meeting is due"):
        apply(s, speak("you", 28))
    assert not [c for c in PACK.legal(s, "you") if c.entry["kind"] in ("speak", "meeting_pass", "new_business")]


def test_no_more_work_once_the_meeting_has_begun():
    s, _ = _run(_table(), [speak("you", 28)])
    with pytest.raises(RuleError, match="the Meeting has begun"):
        apply(s, {"kind": "work", "player": "orange", "department": "design", "workstation_shifts": 2})
    with pytest.raises(RuleError, match="the Meeting has begun"):
        apply(s, {"kind": "sandra", "department": "design"})
    assert not [c for c in PACK.legal(s, "orange") if c.legal and c.entry["kind"] in ("work", "sandra")]
