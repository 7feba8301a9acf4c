"""Undo, redo and "undo to here" read from the log alone (companion/store/undo.py), one rule at a time.

The rules as a table sees them: every play entry is played on the entry current then; undo steps back and keeps
the step to redo; redo plays the last undone step again, only where it was undone; a new step empties the redo
stack; "undo to here" returns to the game as it was right after an earlier log entry. A log that does not fit
these rules is refused with the entry that breaks it.
"""

from __future__ import annotations

import pytest

from companion.store.undo import History, HistoryError, build


def refusal(rows) -> HistoryError:
    with pytest.raises(HistoryError) as info:
        build(rows)
    return info.value


def test_the_first_entry_cannot_be_undone():
    h = build([(1, "play", None)])
    assert not h.can_undo and not h.can_redo and h.active == [1]
    e = refusal([(1, "play", None), (2, "undo", None)])
    assert str(e) == "nothing to undo: the game is at its first entry" and e.seq == 2


def test_undo_and_redo_move_along_one_history():
    h = build([(1, "play", None), (2, "play", None), (3, "play", None), (4, "undo", None), (5, "undo", None)])
    assert (h.current, h.redo, h.active) == (1, [3, 2], [1])
    assert h.moved == {4: 3, 5: 2} and h.current_after[5] == 1 and not h.can_undo and h.can_redo
    h.redo_one(6)
    assert (h.current, h.redo, h.active, h.moved[6], h.current_after[6]) == (2, [3], [1, 2], 2, 2)
    assert h.is_active(2) and not h.is_active(3) and h.can_undo


def test_a_new_step_empties_the_redo_stack():
    h = build([(1, "play", None), (2, "play", None), (3, "undo", None), (4, "play", None)])
    assert (h.current, h.redo, h.active) == (4, [], [1, 4]) and h.parent[4] == 1
    e = refusal([(1, "play", None), (2, "play", None), (3, "undo", None), (4, "play", None), (5, "redo", None)])
    assert str(e) == "nothing to redo" and e.seq == 5


def test_undo_to_here_backwards_then_redo_steps_forward():
    h = build([(1, "play", None), (2, "play", None), (3, "play", None), (4, "undo_to", 1)])
    assert (h.current, h.redo, h.active, h.current_after[4]) == (1, [3, 2], [1], 1)
    h.redo_one(5)
    assert h.current == 2


def test_undo_to_here_forwards_along_the_redo_stack_keeps_the_rest():
    h = build([(1, "play", None), (2, "play", None), (3, "play", None), (4, "undo", None), (5, "undo", None),
               (6, "undo_to", 2)])
    assert (h.current, h.redo, h.active) == (2, [3], [1, 2])


def test_undo_to_a_replaced_branch_leaves_nothing_to_redo():
    # 2 played, undone, replaced by 4; returning to right after 2 is a jump to another branch
    h = build([(1, "play", None), (2, "play", None), (3, "undo", None), (4, "play", None), (5, "undo_to", 2)])
    assert (h.current, h.redo, h.active) == (2, [], [1, 2])
    assert h.is_ancestor(1, 2) and h.is_ancestor(2, 2) and not h.is_ancestor(4, 2) and not h.is_ancestor(2, 4)


def test_forward_along_the_whole_redo_stack_uses_it_up():
    # 1-2-3, undo to 1 (redo [3, 2]), then to right after 3: forward along the stack to its end
    h = build([(1, "play", None), (2, "play", None), (3, "play", None), (4, "undo_to", 1), (5, "undo_to", 3)])
    assert (h.current, h.redo, h.active) == (3, [], [1, 2, 3])


def test_forward_past_the_redo_stack_onto_an_old_branch_empties_it():
    # 1-2-3; back to 1, redo 2, play 7 on 2; undo to 1 (redo [7, 2]); then to right after 3 (the branch 7 replaced)
    h = build([(1, "play", None), (2, "play", None), (3, "play", None), (4, "undo", None), (5, "undo", None),
               (6, "redo", None), (7, "play", None), (8, "undo_to", 1), (9, "undo_to", 3)])
    assert (h.current, h.redo, h.active) == (3, [], [1, 2, 3])


def test_undo_to_names_an_earlier_entry():
    e = refusal([(1, "play", None), (2, "undo_to", 2)])
    assert str(e) == "there is no earlier entry 2 to return to" and e.seq == 2
    e = refusal([(1, "play", None), (2, "undo_to", None)])
    assert str(e) == "an undo_to entry needs the seq it returns to" and e.seq == 2
    with pytest.raises(HistoryError) as info:
        History().goal_of(7)
    assert info.value.seq == 7


@pytest.mark.parametrize("rows, words, seq", [
    ([(1, "undo", None)], "a session's log starts with its set-up entry", 1),
    ([(1, "play", None), (3, "play", None)], "log entry 3 follows 1: entries are missing", 3),
    ([(1, "play", None), (2, "jump", None)], "unknown log operation 'jump'", 2),
])
def test_a_log_that_does_not_fit_names_its_entry(rows, words, seq):
    e = refusal(rows)
    assert str(e) == words and e.seq == seq


def test_a_log_without_its_first_entry_is_refused():
    h = History(last_seq=3)
    with pytest.raises(HistoryError) as info:
        h.play(4)
    assert str(info.value) == "the log has no first entry" and info.value.seq == 4
