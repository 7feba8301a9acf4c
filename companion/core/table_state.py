"""A base for a pack's state: players, house rules, the board with this game's corrections.

A pack's state subclasses `TableState`, names its board (`board_data`, an
`OverridableBoard` whose board has `numbers.min_players/max_players`) and
declares its `players` (records with an `id`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from companion.core.boarddata import OverridableBoard
from companion.core.models import State


class TableState(State):
    board_data: ClassVar[OverridableBoard]
    #: named house rules a group plays by (see the pack's notes); absent = the rulebook
    house_rules: dict[str, bool] = {}
    #: printed values the table corrected for this game (`board` entries)
    board_overrides: dict[str, Any] = {}

    @property
    def board(self) -> Any:
        return self.board_data.with_overrides(self.board_overrides)

    def player(self, pid: str) -> Any:
        for p in self.players:  # type: ignore[attr-defined]
            if p.id == pid:
                return p
        raise KeyError(pid)

    def roster(self) -> list[str]:
        """For validators: the player ids, unique and as many as the board's numbers allow."""
        ids = [p.id for p in self.players]  # type: ignore[attr-defined]
        if len(set(ids)) != len(ids):
            raise ValueError("player ids must be unique")
        n = self.board.numbers
        if not n.min_players <= len(ids) <= n.max_players:
            raise ValueError(f"players: {n.min_players}-{n.max_players} players")
        return ids

    def house_rule(self, name: str) -> bool:
        return bool(self.house_rules.get(name, False))
