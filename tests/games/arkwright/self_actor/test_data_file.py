"""data/self_actor.toml (Player's Book 3.2) has one reader, self_actor_data.py, which takes every section of it."""

from pathlib import Path

import companion
from companion.core.boarddata import load_toml
from companion.games.arkwright.board import DATA
from companion.games.arkwright.self_actor_data import SelfActorData, self_actor_data


def test_the_one_reader_takes_every_section_of_the_file():
    assert set(load_toml(DATA / "self_actor.toml")) == set(SelfActorData.model_fields)
    d = self_actor_data()
    # a number of each section as the Player's Book prints it
    assert (d.bonus_markers.most, d.competition.share_space, d.reorganization.all_dark_after, d.investor.bonus) == (10, 25, 1790, 8)


def test_no_other_module_opens_the_file():
    root = Path(companion.__file__).parent
    readers = sorted(str(p.relative_to(root)) for p in root.rglob("*.py") if '"self_actor.toml"' in p.read_text())
    assert readers == ["games/arkwright/self_actor_data.py"]
