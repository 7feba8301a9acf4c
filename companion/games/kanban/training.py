"""Training tracks: advancing, stacking order, most and least trained, training scores.

KDE Training and Certifications: each stage moves the disc up one desk; a
disc reaching an occupied desk goes on top and is ahead of the discs below.
Past the certification desk a player is Certified (which unlocks a fifth
garage, Design space, sixth Part space or fifth Seat); on the final desk an
expert, and the first expert of a department takes a Seat (KDE Advanced
Training). KDE Final Scoring 6: 5/3/1 pp by position, ties go to the disc on
top, no progress scores nothing.
"""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.core.wording import said
from companion.games.kanban import benefits
from companion.games.kanban.seats import gain_seat
from companion.games.kanban.state import Disc, KanbanState

SECTION = "KDE Training and Certifications"


def standings(state: KanbanState, dept: str) -> list[Disc]:
    """The discs of a track from the most trained down; on a shared desk the top disc first."""
    discs = state.training[dept]
    order = sorted(range(len(discs)), key=lambda i: (discs[i].stage, i), reverse=True)
    return [discs[i] for i in order]


def most_trained(state: KanbanState, dept: str, *, every_tied: bool = False) -> list[str]:
    """Who Nice Sandra reviews: the leader, the top disc of a shared desk (KDE Factory Manager).

    Nobody if no one has started training. With `every_tied` every player on the
    leading desk (the seed's reading: "individual or individuals").
    """
    ranked = standings(state, dept)
    best = ranked[0].stage
    if best == 0:
        return []
    if every_tied:
        return [d.player for d in ranked if d.stage == best]
    return [ranked[0].player]


def least_trained(state: KanbanState, dept: str) -> list[str]:
    """Whom Mean Sandra audits: the slacker or slackers on the lowest desk (KDE Factory Manager)."""
    lowest = min(d.stage for d in state.training[dept])
    return [d.player for d in state.training[dept] if d.stage == lowest]


def advance(state: KanbanState, pid: str, dept: str, stages: int, ledger: Ledger, how: str,
            answers: Answers | None = None) -> None:
    """Move a disc up `stages` desks (on top of any disc already there), with what it unlocks; `how`: a code naming
    what paid; `answers`: the benefits chosen, in a game that follows them (`benefits.py`)."""
    if stages <= 0:
        return
    n = state.board.numbers
    discs = state.training[dept]
    i = next(k for k, d in enumerate(discs) if d.player == pid)
    before = discs[i].stage
    after = before + stages
    if after > n.expert_at:
        raise RuleError(
            said("kanban", "{name} cannot train {stages} {stages:noun/stage} in {dept}: the final desk is {expert_at} and the disc is on {before}", name=state.player(pid).name, stages=stages, dept=dept, expert_at=n.expert_at, before=before),
            section=SECTION,
        )
    was_certified = state.certified(pid, dept)
    discs.pop(i)
    discs.append(Disc(player=pid, stage=after))
    ledger.remark(pid, "kanban.trains", SECTION, stages=stages, department=state.board.department(dept).name, how=how,
                  before=before, after=after)
    if not was_certified and state.certified(pid, dept):
        _certify(state, pid, dept, ledger)
        if state.benefits:
            benefits.certification(state, pid, dept, answers or Answers(), ledger)
    if after >= n.expert_at and before < n.expert_at:
        _expert(state, pid, dept, ledger, answers or Answers())


def _certify(state: KanbanState, pid: str, dept: str, ledger: Ledger) -> None:
    ledger.remark(pid, "kanban.certified", SECTION, department=state.board.department(dept).name)
    if dept == "administration":
        state.player(pid).seats_down += 1
        ledger.remark(pid, "kanban.fifth_seat", "KDE Administration, Certification Benefits")
    # the certification track: the player moves ahead of everyone with fewer certifications
    order = [p for p in state.certification_order if p != pid] or [p.id for p in state.players if p.id != pid]
    mine = state.certifications(pid)
    at = next((k for k, other in enumerate(order) if state.certifications(other) < mine), len(order))
    order.insert(at, pid)
    state.certification_order = order


def _expert(state: KanbanState, pid: str, dept: str, ledger: Ledger, answers: Answers) -> None:
    if dept not in state.plaques:
        ledger.remark(pid, "kanban.expert_plaque", "KDE Advanced Training")
    elif state.plaques[dept] > 0:
        state.plaques[dept] -= 1
        if state.benefits:
            ledger.remark(pid, "kanban.expert_plaque_taken", "KDE Advanced Training", left=state.plaques[dept])
            benefits.plaque(state, pid, dept, answers, ledger)
        else:
            ledger.remark(pid, "kanban.expert_plaque_choice", "KDE Advanced Training", left=state.plaques[dept])
    else:
        ledger.remark(pid, "kanban.expert_no_plaque", "KDE Advanced Training")
    if dept not in state.experts_seated:
        state.experts_seated.append(dept)
        ledger.remark(pid, "kanban.first_expert", "KDE Advanced Training")
        gain_seat(state, pid, ledger, "kanban.seat_first_expert")


def training_scores(state: KanbanState) -> dict[str, list[tuple[str, int, int]]]:
    """Per department, (player, place, pp) for the places that score (KDE Final Scoring 6)."""
    points = state.board.numbers.training_points
    out: dict[str, list[tuple[str, int, int]]] = {}
    for dept in state.training:
        rows = []
        for place, disc in enumerate(standings(state, dept)[: len(points)], start=1):
            if disc.stage > 0:
                rows.append((disc.player, place, points[place - 1]))
        out[dept] = rows
    return out
