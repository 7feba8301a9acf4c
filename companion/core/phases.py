"""The phases of a game, declared once per pack as configuration.

A pack's `Phases` table lists each phase with the entry kinds it allows, the
phase that follows, and the words the app and the command line show for it
(a label, the guided step's title, button and hint, the `companion resolve`
names). The engine reads the table to refuse an entry the phase does not
allow, with one plain sentence; the handlers never check the phase
themselves. Corrections and notes (`anytime`) are allowed in every phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from companion.core.errors import RuleError
from companion.core.wording import said


@dataclass(frozen=True)
class Phase:
    id: str
    #: what the phase is called in a sentence ("the economy phase")
    label: str
    #: what a progress line shows ("economy phase"); the label when empty
    progress: str = ""
    #: the entry kinds this phase allows (besides the ones allowed at any time)
    kinds: tuple[str, ...] = ()
    #: the phase (or phases) that can follow this one
    next: tuple[str, ...] = ()
    #: the rulebook section that describes the phase
    section: str = ""
    #: the app's guided step for a phase resolved by one entry: its title, button and hint
    title: str = ""
    button: str = ""
    hint: str = ""
    #: the names of `companion resolve NAME` that resolve this phase (its first kind)
    commands: tuple[str, ...] = ()


@dataclass(frozen=True)
class Phases:
    """The phase table of one pack; `of(state)` names the phase a state is in."""

    phases: tuple[Phase, ...]
    of: Callable[[Any], str]
    #: plain words for each phase-bound entry kind, used in the refusal ("resolving the end of round")
    names: dict[str, str]
    #: entry kinds allowed in every phase: corrections of the table and notes
    anytime: tuple[str, ...] = ("edit", "board", "note")

    def __post_init__(self) -> None:
        ids = [p.id for p in self.phases]
        if len(set(ids)) != len(ids):
            raise ValueError("a phase is declared twice")
        for p in self.phases:
            unknown = [n for n in p.next if n not in ids]
            if unknown:
                raise ValueError(f"phase {p.id!r} is followed by undeclared phases {unknown}")
            missing = [k for k in p.kinds if k not in self.names]
            if missing:
                raise ValueError(f"phase {p.id!r} allows kinds without plain names: {missing}")

    def __getitem__(self, phase_id: str) -> Phase:
        for p in self.phases:
            if p.id == phase_id:
                return p
        raise KeyError(phase_id)

    def progress(self) -> dict[str, str]:
        """phase -> the words of a progress line."""
        return {p.id: p.progress or p.label for p in self.phases}

    def kinds(self) -> set[str]:
        """Every entry kind some phase allows."""
        return {k for p in self.phases for k in p.kinds} | set(self.anytime)

    def allows(self, state: Any, kind: str) -> bool:
        return kind in self.anytime or kind in self[self.of(state)].kinds

    def check(self, state: Any, kind: str) -> None:
        """Refuse, with one plain sentence, an entry the state's phase does not allow."""
        if self.allows(state, kind):
            return
        now = self[self.of(state)]
        where = [p for p in self.phases if kind in p.kinds]
        section = where[0].section if where else now.section
        if len(where) == 1:
            raise RuleError(said("core", "{entry} cannot be entered now: the game is in {now}, not {then}", entry=self.names[kind],
                                 now=now.label, then=where[0].label), section=section or None)
        raise RuleError(said("core", "{entry} cannot be entered now: the game is in {now}", entry=self.names[kind], now=now.label),
                        section=section or None)

    def resolve_commands(self) -> dict[str, str]:
        """`companion resolve NAME` -> the entry kind that resolves that phase."""
        return {name: p.kinds[0] for p in self.phases for name in p.commands}

    def guided(self) -> dict[str, tuple[str, str, str, str]]:
        """phase -> (entry kind, title, button, hint) for the phases the app resolves with one button."""
        return {p.id: (p.kinds[0], p.title, p.button, p.hint) for p in self.phases if p.button}


def single_phase(kinds: list[str], *, label: str = "play") -> Phases:
    """The table of a pack whose entries are all allowed at any point of the game."""
    return Phases(phases=(Phase(id="play", label=label, kinds=tuple(kinds), next=("play",)),), of=lambda state: "play", names={k: k for k in kinds})
