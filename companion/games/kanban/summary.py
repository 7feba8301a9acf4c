"""What the app and the store show of a Kanban state: progress, pp, results."""

from __future__ import annotations

from companion.core.pack import PlayerSummary, Summary
from companion.core.wording import said
from companion.games.kanban.final_scoring import final_results
from companion.games.kanban.measures import cars, tested_designs
from companion.games.kanban.state import KanbanState


def progress(state: KanbanState) -> str:
    if state.finished:
        return said("kanban", "finished after day {day} (week {week}, production cycle {cycle})", day=state.day - 1, week=state.week,
                    cycle=state.cycle)
    when = dict(day=state.day, week=state.week, cycle=state.cycle)
    meeting = state.meeting_scheduled
    if state.end_triggered and state.today:
        return (said("kanban", "day {day}, week {week}, production cycle {cycle}, Meeting at the end of the day, last day", **when)
                if meeting else said("kanban", "day {day}, week {week}, production cycle {cycle}, last day", **when))
    if state.end_triggered:
        return (said("kanban", "day {day}, week {week}, production cycle {cycle}, Meeting at the end of the day, Final Scoring next", **when)
                if meeting else said("kanban", "day {day}, week {week}, production cycle {cycle}, Final Scoring next", **when))
    return (said("kanban", "day {day}, week {week}, production cycle {cycle}, Meeting at the end of the day", **when)
            if meeting else said("kanban", "day {day}, week {week}, production cycle {cycle}", **when))


def summarize(state: KanbanState) -> Summary:
    players = [
        PlayerSummary(
            id=p.id,
            name=p.name,
            color=p.color,
            score=p.pp,
            details={
                "shifts": p.shifts,
                "cars": len(cars(state, p.id)),
                "tested_designs": len(tested_designs(state, p.id)),
                "certifications": state.certifications(p.id),
                "seats": p.seats_up,
                "red_seats": p.red_seats,
                "books": p.books,
                "vouchers": p.vouchers,
            },
        )
        for p in state.players
    ]
    step = "finished" if state.finished else ("meeting" if state.meeting_scheduled else "working")
    return Summary(
        progress=progress(state),
        step=step,
        players=players,
        finished=state.finished,
        results=final_results(state) if state.finished else [],
        timeline_key="final" if state.finished else f"day {state.day}",
        timeline_order=state.day + (1 if state.finished else 0),
    )
