"""What the app and the store show of an Arkwright state: progress, portfolios, results."""

from __future__ import annotations

from companion.core.pack import PlayerSummary, Summary
from companion.core.wording import said
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow import bonus_markers, mule, self_actor
from companion.games.arkwright.flow.scoring import final_results
from companion.games.arkwright.holdings import holdings_value
from companion.games.arkwright.phases import PHASES
from companion.games.arkwright.state import ArkwrightState

PHASE_LABEL = PHASES.progress()


def progress(state: ArkwrightState) -> str:
    if state.phase == "game_over":
        return said("arkwright", "finished in {decade}", decade=state.decade)
    if state.phase == "setup" or state.cycle == 0:
        return said("arkwright", "{decade}, {phase}", decade=state.decade, phase=PHASE_LABEL[state.phase])
    good = GOODS[state.cycle - 1]
    return said("arkwright", "{decade}, cycle {cycle} ({good:term}), {phase}", decade=state.decade, cycle=state.cycle, good=good,
                phase=PHASE_LABEL[state.phase])


def variant(state: ArkwrightState) -> str:
    """The variant a game is stored and filtered by ("Spinning Jenny + Stock Exchange"), in words any language can
    read: the rulebook, the Player's Book variants (1.9 extra events, 3.1 Spinning Mule, 3.2 Self-Actor, 3.3 Stock
    Exchange), the expansion, and a game of productions only (flow/productions.py)."""
    if state.version == "water_frame":
        text = said("arkwright", "Water Frame")
    else:
        text = mule.title(state) if mule.is_mule(state) else said("arkwright", "Spinning Jenny")
    parts = [said("arkwright", "Stock Exchange") if state.stock_exchange else "",
             said("arkwright", "extra events") if state.extra_events else "", self_actor.title(state),
             said("arkwright", "Noblesse Oblige") if state.expansion else ""]
    for part in parts:
        if part:
            text = said("arkwright", "{variant} + {part}", variant=text, part=part)
    if state.setup_mode == "productions_only":
        text = said("arkwright", "{variant}, productions only", variant=text)
    return text


def summarize(state: ArkwrightState) -> Summary:
    board = state.board
    players = []
    for p in state.players:
        value = board.share(p.share_space).value
        players.append(
            PlayerSummary(
                id=p.id,
                name=p.name,
                color=p.color,
                score=p.shares * value + bonus_markers.bonus(state, p),  # with the Self-Actor bonus markers (Player's Book 3.2)
                cash=p.cash,
                details={"shares": p.shares, "share_space": p.share_space, "share_value": value, "loans": p.loans,
                         # the other companies' shares held, charted in a Stock Exchange game only (Player's Book 3.3)
                         **({"holdings_value": holdings_value(state, p.id)} if state.stock_exchange else {})},
            )
        )
    results = []
    if state.phase == "game_over":
        results = final_results(state)
    decade_index = [d.decade for d in board.timetable(state.version)].index(state.decade)
    return Summary(
        progress=progress(state),
        variant=variant(state),
        options={"house_rules": sorted(k for k, on in state.house_rules.items() if on)},
        step=state.phase,
        players=players,
        finished=state.phase == "game_over",
        results=results,
        timeline_key=f"{state.decade}.{state.cycle}",
        timeline_order=decade_index * 5 + state.cycle,
    )
