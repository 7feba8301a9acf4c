"""Every board value names where it was read (core.boarddata.Sourced), checked on each record."""

from __future__ import annotations

from typing import ClassVar

import pytest
from pydantic import ValidationError

from companion.core.boarddata import Sourced


class Ship(Sourced):
    keys: ClassVar = ("capacity",)
    capacity: int
    crew: int
    level: int
    note: str | None = None


class Crew(Ship):
    """A subtype: its own fields, read for its own type."""

    cook: int


def test_a_record_with_every_value_sourced_is_taken():
    ship = Ship(capacity=4, crew=2, level=1, source={"crew": "Water Frame 5.II.2.7", "level": "box"})
    assert ship.verified("crew") and not ship.verified("note")


def test_the_values_without_provenance_are_named_in_field_order():
    with pytest.raises(ValidationError, match=r"no provenance for crew, level \(add them to 'source'\)"):
        Ship(capacity=4, crew=2, level=1, source={"crew": "  "})


def test_an_optional_value_given_needs_its_provenance_too():
    with pytest.raises(ValidationError, match="no provenance for note"):
        Ship(capacity=4, crew=2, level=1, note="spare", source={"crew": "a", "level": "b"})


def test_provenance_for_a_field_the_record_does_not_have_is_refused():
    with pytest.raises(ValidationError, match="provenance given for unknown fields: crews, cook"):
        Ship(capacity=4, crew=2, level=1, source={"crew": "a", "level": "b", "crews": "c", "cook": "d"})


def test_a_subtype_is_checked_against_its_own_fields():
    Crew(capacity=4, crew=2, level=1, cook=1, source={"crew": "a", "level": "b", "cook": "c"})
    with pytest.raises(ValidationError, match="no provenance for cook"):
        Crew(capacity=4, crew=2, level=1, cook=1, source={"crew": "a", "level": "b"})
    with pytest.raises(ValidationError, match="unknown fields: cook"):  # the parent type still has no cook
        Ship(capacity=4, crew=2, level=1, source={"crew": "a", "level": "b", "cook": "c"})
