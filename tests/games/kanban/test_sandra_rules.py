"""Sandra once the Meeting has begun (KDE Meetings): refused whole, with the rule named."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from tests.games.kanban.test_meeting_turns import _run, _table, speak
from tests.games.kanban.factories import apply


def test_sandra_is_refused_once_the_meeting_has_begun_and_the_line_names_the_meetings_rule():
    # KDE Meetings: when the Meeting begins everyone's turn of the day is over, Sandra's too
    s, _ = _run(_table(), [speak("you", 28)])
    with pytest.raises(RuleError) as refused:
        apply(s, {"kind": "sandra", "department": "design"})
    assert (refused.value.message, refused.value.section) == (
        "the Meeting has begun: everyone's turn of the day is over", "KDE Meetings")
