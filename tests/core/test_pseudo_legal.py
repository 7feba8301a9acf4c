"""What legal() says of every move a player could make (its effect, why it is refused, the question it asks)
goes through the catalogs (issue 28, Done-when: "refusals, questions ... under a pseudo-language").

Along every recorded game (tests/fixtures/games/**), at every third entry, every player's candidates of the
pack's one listing of legal moves (core/legal.py) are worded in the German catalog turned pseudo-language
(tests/core/test_pseudo_language.py): a plain ASCII letter left, once the players' names are taken out, is a
word the rules composed outside the catalogs. A move that asks a question is applied, and its answers are worded
too.
"""

from __future__ import annotations

import re

import pytest

from companion.commands.logfile import GameLog
from companion.core.replay import SessionRef, replay
from companion.core.wording import phrase_in
from tests.core.recorded import fixture_files
from tests.core.test_pseudo_language import pseudo_catalogs  # noqa: F401  (the fixture)

EVERY = 3
#: names that are not words: Kanban's Sandra (a character of the game, the same in every edition)
CHARACTERS = ("Sandra",)


def english_left(text: str, names: tuple[str, ...]) -> list[str]:
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", text)
    return re.findall(r"[A-Za-z]+", text)


@pytest.mark.parametrize("path", fixture_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_move_legal_lists_along_a_recorded_game_is_worded_by_the_catalogs(pseudo_catalogs, path):  # noqa: F811
    log = GameLog.read(str(path))
    bad: dict[str, list[str]] = {}
    seen = 0
    for k, (_step, outcome) in enumerate(replay(log.pack, log.steps, SessionRef(0, str(path)), from_start=True)):
        state = outcome.state
        if k % EVERY or log.pack.summary(state).finished:
            continue
        names = (*(p.name for p in state.players), *CHARACTERS)
        for player in state.players:
            for c in log.pack.legal(state, player.id):
                asked = log.pack.apply(state.model_copy(deep=True), c.entry).pending if c.legal and "asks" in c.effect else None
                for text in (c.effect, c.refused or "", *(o.label for o in (asked.options if asked else []))):
                    words = phrase_in(text, "de")
                    seen += 1
                    if english_left(words, names):
                        bad.setdefault(str(text)[:70], english_left(words, names))
    assert seen
    assert not bad, "\n".join(f"{text} -> {words}" for text, words in bad.items())
