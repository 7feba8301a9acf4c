"""Kanban's step chips follow the rules (issue 27/22): during a Meeting only its turns and what legal() allows.

KDE Meetings: once the Meeting has begun, players only speak or pass until everyone has passed,
then New Business; the day's work, Sandra and the end of the day wait. Entered by taps in the
offline harness, read back from the screen and the store.
"""

from __future__ import annotations

import flet as ft

from flet_harness import run
from pack_steps import choose_kind, confirm, preview
from scenarios import kanban_game


def chips(h) -> set[str]:
    """The entry kinds the step panel offers as chips now."""
    return {c.identifier[len("kind-"):] for c in h.controls(ft.Semantics)
            if (c.identifier or "").startswith("kind-")}


def test_during_a_meeting_only_its_turns_are_chips_and_work_comes_back_after_new_business(store, start_app):
    sid = kanban_game(store, goals_on_table=[1, 2])
    async def go():
        h = await start_app(f"/game/{sid}")
        before = chips(h)
        # no Meeting due: the Meeting's turns are not offered, the day's work is (and suggested)
        assert {"work", "sandra", "end_of_day", "note", "adjust"} <= before
        assert not before & {"speak", "meeting_pass", "new_business", "meeting"}
        assert h.by_id("kind-work").selected
        store.submit(sid, {"kind": "edit", "changes": [{"path": "meeting_scheduled", "value": True}]})
        await h.navigate("/")
        await h.navigate(f"/game/{sid}")
        await h.settle(20)
        await choose_kind(h, "speak")
        await h.select(h.by_id("speak-pet"), "3")
        await preview(h)
        await confirm(h)
        # the Meeting has begun: Ben speaks (no Pass while his pet project is in hand), a Seat, a note, pp
        assert chips(h) == {"speak", "seat", "note", "adjust"}
        assert h.by_id("kind-speak").selected
        for card in ("4", "5"):
            await choose_kind(h, "speak")
            await h.select(h.by_id("speak-pet"), card)
            await preview(h)
            await confirm(h)
        assert chips(h) == {"speak", "meeting_pass", "seat", "note", "adjust"}
        for _ in range(3):
            await choose_kind(h, "meeting_pass")
            await preview(h)
            await confirm(h)
        # everyone has passed: New Business, suggested, and nothing of the day's work
        assert chips(h) == {"new_business", "seat", "note", "adjust"}
        assert h.by_id("kind-new_business").selected
        await preview(h)
        await confirm(h)
        # the Meeting is over: the Work chip is back, the Meeting's are gone
        after = chips(h)
        assert {"work", "sandra", "end_of_day"} <= after and not after & {"speak", "meeting_pass", "new_business"}

    run(go())
    kinds = [e.kind for e in store.load(sid).entries if not e.undone and e.op == "play"]
    assert kinds.count("speak") == 3 and kinds.count("meeting_pass") == 3 and kinds[-1] == "new_business"


def test_a_kind_the_engine_refuses_now_has_no_chip_and_the_suggested_one_is_legal(store, start_app):
    """With no Meeting due the engine refuses a turn at the Meeting: no chip for it; the suggested chip is legal."""
    import pytest

    from companion.core.errors import RuleError
    from companion.games.kanban.pack import PACK
    from companion.ui.kanban.screens import forms_now, suggested_now

    state = store.load(kanban_game(store, goals_on_table=[1, 2])).state
    with pytest.raises(RuleError, match="no Meeting is due"):
        PACK.apply(state, {"kind": "speak", "player": "ada", "pet_project": 3})
    offered = {f.kind for f in forms_now(state)}
    assert not offered & {"speak", "meeting_pass", "new_business", "meeting"}
    legal = {c.entry["kind"] for p in state.players for c in PACK.legal(state, p.id) if c.legal}
    assert suggested_now(state) == "work" and "work" in legal
    # a Meeting due in a game that types its days: the table may still work first, or begin the Meeting
    state.meeting_scheduled = True
    offered = {f.kind for f in forms_now(state)}
    assert {"work", "speak", "note", "adjust"} <= offered and "end_of_day" not in offered
    assert suggested_now(state) in offered


def test_choosing_the_same_department_again_keeps_the_workstation(store, start_app):
    """A second tap on today's department does not empty the workstation chosen (nor the one taken in the Alley)."""
    from scenarios import kanban_working_game

    sid = kanban_working_game(store)

    async def go():
        h = await start_app(f"/game/{sid}")
        assert h.by_id("work-player").value == "ada" and h.by_id("work-department").value == "logistics"
        station = h.by_id("work-station").value
        assert station
        await h.select(h.by_id("work-department"), "logistics")
        assert h.by_id("work-station").value == station
        assert h.text_in(h.by_id("work-shifts"))[0].startswith("Shifts today: 0 used of")

    run(go())
