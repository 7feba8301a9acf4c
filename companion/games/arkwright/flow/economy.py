"""The economy phase (Water Frame 5.I, Spinning Jenny 5.I).

The importer of the active good advances and fired workers return to the job
market. Water Frame reads both numbers from the economy marker revealed on the
timetable: the players enter it (the app never knows a face-down marker), as
the entry's `importer`/`workers` or as the answer to the decision it asks.
Spinning Jenny reads them from the timetable printed on the board.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.models import Model
from companion.core.pack import Outcome
from companion.core.wording import said
from companion.games.arkwright import jobmarket, phases
from companion.games.arkwright.flow import mule
from companion.games.arkwright.flow.common import answers, outcome_of
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table

SECTION = "Water Frame 5.I"
SECTION_SJ = "Spinning Jenny 5.I"
SECTION_MARKERS = "Water Frame 4.1.I"


class EconomyInput(Model):
    """The economy phase of the current cycle; Water Frame: the revealed economy marker."""

    kind: Literal["economy"] = "economy"
    #: importer steps shown on the revealed marker (Water Frame)
    importer: int | None = Field(default=None, ge=0)
    #: workers returned to the job market shown on the marker (Water Frame)
    workers: int | None = Field(default=None, ge=0)
    answers: dict[str, Any] = {}


def marker_faces(state: ArkwrightState) -> list[tuple[int, int]]:
    """The economy marker faces that can be on this table's timetable (Water Frame 4.1.I):
    the "3 workers" markers are removed with 2 players and in the predetermined set up."""
    without_three = len(state.players) == 2 or state.setup_mode == "predetermined"
    faces = []
    for m in state.board.economy_markers:
        if m.three_workers and without_three:
            continue
        if (m.importer, m.workers) not in faces:
            faces.append((m.importer, m.workers))
    return faces


def revealed_marker(state: ArkwrightState, entry: EconomyInput, ask: Answers) -> tuple[int, int]:
    """Water Frame 5.I: the economy marker the table turns over, one of the game's faces."""

    def refusal(face: tuple[int, int]) -> RuleError:
        legal = ", ".join(f"{i}/{w}" for i, w in marker_faces(state))
        return RuleError(said("arkwright", "no economy marker {face}/{face2} is in this game; the markers are {legal}", face=face[0], face2=face[1], legal=legal), section=SECTION_MARKERS)

    return _marker(state, entry, ask, marker_faces(state), said("arkwright", "which economy marker was revealed?"), SECTION, refusal)


def mule_marker(state: ArkwrightState, entry: EconomyInput, ask: Answers) -> tuple[int, int]:
    """Spinning Mule: the economy marker on the timetable indicator's space, revealed by the start player;
    one marker of each face per good, so a face comes up at most once per good (Player's Book 3.1)."""
    good = state.active_good

    def refusal(face: tuple[int, int]) -> RuleError:
        if face in mule.mule_data().economy.faces:
            return RuleError(said("arkwright", "the {good:term} economy marker {face}/{face2} was revealed already; each good has only one", good=good, face=face[0], face2=face[1]),
                             section=mule.SECTION_ECONOMY)
        legal = ", ".join(f"{i}/{w}" for i, w in mule.mule_data().economy.faces)
        return RuleError(said("arkwright", "no economy marker {face}/{face2} is in the Spinning Mule; the markers are {legal}", face=face[0], face2=face[1], legal=legal),
                         section=mule.SECTION_ECONOMY)

    return _marker(state, entry, ask, mule.economy_faces(state, good), said("arkwright", "which economy marker did the start player reveal?"),
                   mule.SECTION_ECONOMY, refusal)


def _marker(state: ArkwrightState, entry: EconomyInput, ask: Answers, faces: list[tuple[int, int]], question: str,
            section: str, refusal) -> tuple[int, int]:
    """The revealed marker: as entered (one of `faces`, else `refusal(face)`), or asked of the table (nobody's
    choice: the marker is turned over)."""
    if entry.importer is None and entry.workers is None:
        value = ask.ask(
            f"economy_marker:{state.decade}:{state.cycle}",
            said("arkwright", "{decade}, {active_good}: {question} It says how many spaces the importer advances and how many fired workers go back to the job market.", decade=state.decade, active_good=state.active_good, question=question),
            [([i, w], said("arkwright", "importer +{i}, {w:count/worker} back to the job market", i=i, w=w)) for i, w in faces],
            player=None,
            section=section,
        )
        return int(value[0]), int(value[1])
    if entry.importer is None or entry.workers is None:
        raise RuleError(said("arkwright", "enter both numbers of the economy marker: importer steps and workers"), section=section)
    face = (entry.importer, entry.workers)
    if face not in faces:
        raise refusal(face)
    return face


def apply_economy(state: ArkwrightState, entry: EconomyInput) -> Outcome:
    """Advance the active good's importer, return fired workers, then the action phase."""
    ask = answers(entry)
    if state.version == "water_frame":
        importer, workers = revealed_marker(state, entry, ask)
        section = SECTION
    elif mule.uses(state, "economy"):
        importer, workers = mule_marker(state, entry, ask)
        section = mule.SECTION_ECONOMY
    else:
        printed = state.board.decade(state.version, state.decade)
        importer, workers = printed.importer_per_cycle or 0, printed.workers_per_cycle or 0
        section = SECTION_SJ
        if (entry.importer, entry.workers) not in ((None, None), (importer, workers)):
            raise RuleError(
                said("arkwright", "Spinning Jenny's economy is printed on the timetable (importer +{importer}, {workers} workers); correct the board with a board entry if your timetable differs", importer=importer, workers=workers),
                section=SECTION_SJ,
            )
    t = Table.working(state)
    s = t.state
    good = s.active_good
    t.ledger.remark(None, "arkwright.active_good", "Water Frame 5.0", decade=s.decade, cycle=s.cycle, good=good)
    if mule.uses(s, "economy"):
        assert s.mule is not None
        s.mule.revealed = {**s.mule.revealed, good: [*s.mule.revealed.get(good, []), mule.face_key(importer, workers)]}
        t.ledger.remark(None, "arkwright.mule_economy_marker", section, importer=importer, workers=workers, good=good)
    if importer:
        s.importers[good] += importer
        t.ledger.remark(None, "arkwright.importer_advances", section, good=good, spaces=importer, appeal=s.importers[good])
    moved = jobmarket.return_fired(t.board, s, workers)
    if moved:
        t.ledger.remark(None, "arkwright.fired_return", section, count=moved)
    if moved < workers:
        t.ledger.remark(None, "arkwright.fired_forfeit", section, lost=workers - moved, count=workers, moved=moved)
    phases.after_economy(t)
    return outcome_of(t, ask)
