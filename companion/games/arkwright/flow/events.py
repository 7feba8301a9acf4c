"""The event markers (Player's Book 1.9; Water Frame 4.1.I, 6.II).

`resolve(t, event, ask)` carries out one revealed event; `legal_events` lists
what can still be under the face-down marker of this decade; `expire` ends the
delayed effects of the previous round's event (Navigation Acts, Threat of
Strike, Crown Jubilee; the Opium War's ship loss is in flow/harbor.py).
Every amount comes from `data/events.toml`.
"""

from __future__ import annotations

from typing import Callable

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.distribution import free_levels
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow import mule, self_actor, specials
from companion.games.arkwright.flow.steam_power import predetermined_pool, steam_power
from companion.games.arkwright.state import ArkwrightState
from companion.games.arkwright.table import Table


SECTION = "Player's Book 1.9"
#: house rule: Hamburg Credit Crisis rounds 10% strictly up (the text) instead of to the nearest pound (its example)
HAMBURG_ROUND_UP = "hamburg_round_up"


def sec(event: str) -> str:
    return f"{SECTION} {event}"


# --- which event can be revealed ------------------------------------------------------


def event_decades(state: ArkwrightState) -> list[int]:
    """Decades with an event space: every decade after the preparation round (Water Frame 4.1.I)."""
    return [d.decade for d in state.board.timetable(state.version)][1:]


def legal_events(state: ArkwrightState) -> list[str]:
    """Events that can lie face down on this decade's space."""
    years = event_decades(state)
    known = state.events.get(str(state.decade))
    if known is not None:
        return [known]
    if state.decade == years[-1]:
        return ["end_of_game"]
    if mule.uses(state, "events"):
        return mule.event_pool(state)
    if state.version != "water_frame":
        return []
    used = {v for k, v in state.events.items() if k != str(state.decade)} | set(state.extra.values())
    first_three = years[:3]
    if "bureaucracy" not in used and state.decade == first_three[-1]:
        return ["bureaucracy"]
    out = []
    pool = predetermined_pool(state)
    for e in state.board.events:
        if e.id in used or e.id == "end_of_game":
            continue
        if e.id == "bureaucracy" and state.decade not in first_three:
            continue
        if len(state.players) == 2 and not e.two_player:
            continue
        if not shuffled_in(state, e):
            continue
        if pool is not None and e.id not in pool:
            continue
        out.append(e.id)
    return out


def shuffled_in(state: ArkwrightState, e) -> bool:
    """A variant's own marker (Steam Power, Player's Book 3.2) is shuffled in only when the game plays it."""
    return e.variant is None or (e.variant == "self_actor" and self_actor.plays(state, e.id))


def extra_decades(state: ArkwrightState) -> list[int]:
    """Decades with an extra event marker in the variant (Player's Book 1.9): 1760 to 1800, never 1810."""
    if not state.extra_events:
        return []
    return [d.decade for d in state.board.timetable(state.version)][:-1]


def legal_extra_events(state: ArkwrightState) -> list[str]:
    """Events that can lie on top of this decade's marker in the variant of an extra event per decade.

    Reading (rules_notes/flow.md): the extra markers are drawn from those left after the four
    regular ones were laid out, so never Bureaucracy (always among 1770-1790) nor the End of Game."""
    if state.decade not in extra_decades(state):
        return []
    known = state.extra.get(str(state.decade))
    if known is not None:
        return [known]
    used = set(state.events.values()) | {v for k, v in state.extra.items() if k != str(state.decade)}
    return [e.id for e in state.board.events
            if e.id not in used and e.id not in ("end_of_game", "bureaucracy") and (len(state.players) > 2 or e.two_player)
            and shuffled_in(state, e)]


def revealed_extra_event(state: ArkwrightState, given: str | None, ask: Answers) -> str | None:
    """The extra event on top of this decade's marker: the one entered, or the players' answer."""
    legal = legal_extra_events(state)
    if given is not None:
        if not state.extra_events:
            raise RuleError(said("arkwright", "this game is played without the extra event per decade"), section=SECTION)
        if given not in legal:
            if not legal:
                raise RuleError(said("arkwright", "there is no extra event at the end of the {decade}s", decade=state.decade), section=SECTION)
            name = state.board.event(given).name if any(e.id == given for e in state.board.events) else repr(given)
            raise RuleError(said("arkwright", "{name} cannot be the extra event of the {decade}s; it can be: {join}", name=name, decade=state.decade, join=', '.join(state.board.event(e).name for e in legal)), section=SECTION)
        return given
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    return ask.ask(
        f"extra_event:{state.decade}",
        said("arkwright", "which extra event marker was revealed on top at the end of the {decade}s?", decade=state.decade),
        [(e, said("arkwright", "{event:term}", event=state.board.event(e).name)) for e in legal],
        section=SECTION,
    )


def preparation_event(t: Table, ask: Answers, given: str | None = None) -> None:
    """The end of 1760 in the variant of an extra event per decade: its one event, nobody paid (Player's Book 1.9)."""
    if not t.state.extra_events:
        return
    event = revealed_extra_event(t.state, given, ask)
    if event is not None:
        resolve(t, event, ask, extra=True)


def revealed_event(state: ArkwrightState, given: str | None, ask: Answers) -> str | None:
    """The event of this decade: the one entered, the one the schedule knows, or the players' answer."""
    legal = legal_events(state)
    known = state.events.get(str(state.decade))
    if given is not None:
        if known is not None and given != known:
            raise RuleError(said("arkwright", "the {decade} event is {name}, not {given}", decade=state.decade, name=state.board.event(known).name, given=given), section="Water Frame 4.1.I")
        if given not in legal:
            if not legal:
                raise RuleError(said("arkwright", "Spinning Jenny has no events before the End of Game"), section="Spinning Jenny 6.II")
            name = state.board.event(given).name if any(e.id == given for e in state.board.events) else repr(given)
            raise RuleError(said("arkwright", "{name} cannot be the {decade} event; it can be: {join}", name=name, decade=state.decade, join=', '.join(state.board.event(e).name for e in legal)),
                            section=mule.SECTION_EVENTS if mule.uses(state, "events") else "Water Frame 4.1.I")
        return given
    if known is not None:
        return known
    if not legal:
        return None
    return ask.ask(
        f"event:{state.decade}",
        said("arkwright", "which event marker was revealed at the end of the {decade}s?", decade=state.decade),
        [(e, said("arkwright", "{event:term}", event=state.board.event(e).name)) for e in legal],
        section="Water Frame 6.II",
    )


# --- delayed effects of the previous event -------------------------------------------------


def expire(t: Table) -> None:
    """The timetable reached the event space: the previous round's delayed events end."""
    s = t.state
    if s.navigation_acts:
        steps = t.board.event("navigation_acts").amount
        for g in GOODS:
            s.importers[g] += steps
        s.navigation_acts = False
        t.ledger.remark(None, "arkwright.navigation_acts_end", sec("Navigation Acts"), steps=steps)
    if s.threat_of_strike:
        s.threat_of_strike = False
        t.ledger.remark(None, "arkwright.threat_of_strike_ends", sec("Threat of Strike"))
    unused = [p.name for p in s.players if p.jubilee_sale]
    if unused:
        for p in s.players:
            p.jubilee_sale = False
        t.ledger.remark(None, "arkwright.jubilee_sale_lost", sec("Crown Jubilee"), names=joined(unused))


# --- the events -----------------------------------------------------------------------


def choose_factory(ask: Answers, p, decision: str, question: str, goods: list[str], event: str) -> str:
    """Ask a player which of their factories an event touches (asked only when there is a choice)."""
    options = [(g, said("arkwright", "the {good:term} factory (distribution +{level}, {machines:count/machine})", good=g,
                        level=p.factory(g).distribution, machines=p.factory(g).machines)) for g in goods]
    return ask.ask(decision, said("arkwright", "{name}: {question}", name=p.name, question=question), options, player=p.id,
                   section=sec(event))


def bureaucracy(t: Table, ask: Answers) -> None:
    t.state.bureaucracy = True
    t.ledger.remark(None, "arkwright.bureaucracy", sec("Bureaucracy"))


def hamburg_credit_crisis(t: Table, ask: Answers) -> None:
    """Each player pays 10% of their cash. The example rounds to the nearest pound (£94 -> £9, £4 -> £0)."""
    pct = t.board.event("hamburg_credit_crisis").amount
    up = t.state.house_rules.get(HAMBURG_ROUND_UP)
    for p in t.state.turn_order():
        loss = -(-p.cash * pct // 100) if up else (2 * p.cash * pct + 100) // 200
        if loss:
            t.pay(p.id, loss, "arkwright.credit_crisis_loss", sec("Hamburg Credit Crisis"), name=p.name, pct=pct, cash=p.cash)
        else:
            t.ledger.remark(p.id, "arkwright.credit_crisis_nothing", sec("Hamburg Credit Crisis"), name=p.name, pct=pct, cash=p.cash)


def war_on_the_continent(t: Table, ask: Answers) -> None:
    """+1 distribution and +£1 price in every factory whose distribution is not yet at the maximum."""
    rules = t.board.rules
    step = t.board.event("war_on_the_continent").amount
    for p in t.state.turn_order():
        for f in p.factories:
            if f.distribution >= rules.distribution_max:
                t.ledger.remark(p.id, "arkwright.war_no_change", sec("War on the Continent"), name=p.name, good=f.good, distribution=f.distribution)
                continue
            f.distribution = min(rules.distribution_max, f.distribution + step)
            raised = min(rules.max_price, f.price + step) - f.price
            f.price += raised
            code = "arkwright.war_raises" if raised else "arkwright.war_raises_highest_price"
            t.ledger.remark(p.id, code, sec("War on the Continent"), name=p.name, good=f.good, distribution=f.distribution, price=f.price, appeal=t.appeal(f))


def crown_jubilee(t: Table, ask: Answers) -> None:
    for p in t.state.players:
        p.jubilee_sale = True
    t.ledger.remark(None, "arkwright.crown_jubilee", sec("Crown Jubilee"))


def lobby(t: Table, ask: Answers) -> None:
    """Each player takes a special marker of the current level, clockwise from the start player."""
    for p in t.state.turn_order():
        options = specials.special_options(t, p.id) + [(specials.PASS, "take nothing")]
        choice = ask.ask(f"lobby:{p.id}", said("arkwright", "{name}: which special marker does the Lobby bring?", name=p.name), options, player=p.id, section=sec("Lobby"))
        specials.take(t, p.id, choice, ask, sec("Lobby"), scope="lobby:")


def made_in_england(t: Table, ask: Answers) -> None:
    """Twice round the table from the start player: one free distribution level each."""
    rules = t.board.rules
    rounds = t.board.event("made_in_england").amount
    for turn in range(1, rounds + 1):
        for p in t.state.turn_order():
            open_ = [f.good for f in p.factories if f.distribution < rules.distribution_max]
            if not open_:
                t.ledger.remark(p.id, "arkwright.made_in_england_none", sec("Made in England"), name=p.name, most=rules.distribution_max)
                continue
            question = f"which factory gets distribution level {turn} of Made in England?"
            good = choose_factory(ask, p, f"made_in_england:{p.id}:{turn}", question, open_, "Made in England")
            free_levels(t, p.id, {good: 1}, 1, sec("Made in England"), "Made in England")


def luddism(t: Table, ask: Answers) -> None:
    """Round by round from the start player, each player turns one machine per factory back into a
    worker (fired space first, then the job market) until every factory lost one or no worker is left."""
    s = t.state
    done: dict[str, set[str]] = {p.id: set() for p in s.players}
    turn = 0
    while True:
        turn += 1
        moved = False
        for p in s.turn_order():
            open_ = [f.good for f in p.factories if f.machines and f.good not in done[p.id]]
            if not open_:
                continue
            if not jobmarket.available(s):
                t.ledger.remark(None, "arkwright.luddism_stops", sec("Luddism"))
                return
            good = choose_factory(ask, p, f"luddism:{p.id}:{turn}", said("arkwright", "in which factory does Luddism destroy a machine?"), open_, "Luddism")
            f = p.factory(good)
            row = max(i for i, r in enumerate(f.rows) if r.machines)
            if s.fired:
                s.fired -= 1
            else:
                s.job_market -= 1
            f.rows[row].machines -= 1
            f.rows[row].workers += 1
            done[p.id].add(good)
            moved = True
            t.ledger.record(p.id, "workers", 1, "arkwright.luddism_worker", sec("Luddism"), name=p.name, row=row + 1, good=good)
        if not moved:
            return


def navigation_acts(t: Table, ask: Answers) -> None:
    s = t.state
    steps = t.board.event("navigation_acts").amount
    for g in GOODS:
        s.importers[g] = max(0, s.importers[g] - steps)
    s.navigation_acts = True
    t.ledger.remark(None, "arkwright.navigation_acts", sec("Navigation Acts"), steps=steps, importers=joined((g, s.importers[g]) for g in GOODS))


def opium_war(t: Table, ask: Answers) -> None:
    t.state.opium_war = True
    t.ledger.remark(None, "arkwright.opium_war", sec("Opium War"))


def recession(t: Table, ask: Answers) -> None:
    steps = t.board.event("recession").amount
    for p in t.state.turn_order():
        t.move(p.id, -steps, "arkwright.recession", sec("Recession"), name=p.name, steps=steps)


def royal_society(t: Table, ask: Answers) -> None:
    spec = t.board.event("royal_society")
    for p in t.state.turn_order():
        top = max((f.level for f in p.factories), default=0)
        grant = top * spec.amount + len(p.tiles) * (spec.amount_per_tile or 0)
        t.receive(p.id, grant, "arkwright.royal_society", sec("Royal Society"), name=p.name, level=top, per_level=spec.amount,
                  tiles=len(p.tiles), per_tile=str(spec.amount_per_tile))


def social_unrest(t: Table, ask: Answers) -> None:
    per = t.board.event("social_unrest").amount
    for p in t.state.turn_order():
        if p.workers:
            t.pay(p.id, p.workers * per, "arkwright.social_unrest", sec("Social Unrest"), name=p.name, per=per, workers=p.workers)


def end_of_game(t: Table, ask: Answers) -> None:
    t.state.phase = "end_of_game"
    t.ledger.remark(None, "arkwright.end_of_game", sec("End of the Game"))


def threat_of_strike(t: Table, ask: Answers) -> None:
    t.state.threat_of_strike = True
    extra = t.board.event("threat_of_strike").amount
    t.ledger.remark(None, "arkwright.threat_of_strike", sec("Threat of Strike"), extra=extra)


def world_exhibition(t: Table, ask: Answers) -> None:
    s = t.state
    want = t.board.event("world_exhibition").amount
    taken = jobmarket.take(s, want)
    s.box += taken
    if taken == want:
        t.ledger.remark(None, "arkwright.world_exhibition", sec("World Exhibition"), taken=taken)
    else:
        t.ledger.remark(None, "arkwright.world_exhibition_short", sec("World Exhibition"), taken=taken, missing=want - taken)


def economic_crisis(t: Table, ask: Answers) -> None:
    s = t.state
    want = t.board.event("economic_crisis").amount
    moved = jobmarket.return_fired(t.board, s, want)
    if moved == want:
        t.ledger.remark(None, "arkwright.economic_crisis", sec("Economic Crisis"), moved=moved)
    else:
        t.ledger.remark(None, "arkwright.economic_crisis_forfeit", sec("Economic Crisis"), moved=moved, lost=want - moved)


EVENTS: dict[str, Callable[[Table, Answers], None]] = {
    "bureaucracy": bureaucracy,
    "hamburg_credit_crisis": hamburg_credit_crisis,
    "war_on_the_continent": war_on_the_continent,
    "crown_jubilee": crown_jubilee,
    "lobby": lobby,
    "made_in_england": made_in_england,
    "luddism": luddism,
    "navigation_acts": navigation_acts,
    "opium_war": opium_war,
    "recession": recession,
    "royal_society": royal_society,
    "social_unrest": social_unrest,
    "end_of_game": end_of_game,
    "threat_of_strike": threat_of_strike,
    "world_exhibition": world_exhibition,
    "economic_crisis": economic_crisis,
    "steam_power": steam_power,
}


def resolve(t: Table, event: str, ask: Answers, extra: bool = False) -> None:
    """Carry out one revealed event; `extra`: the marker on top in the variant of an extra event per decade."""
    if extra:
        t.state.extra[str(t.state.decade)] = event
        t.ledger.remark(None, "arkwright.extra_event", SECTION, decade=t.state.decade, event=t.board.event(event).name)
    else:
        t.state.events[str(t.state.decade)] = event
        t.ledger.remark(None, "arkwright.event", "Water Frame 6.II", decade=t.state.decade, event=t.board.event(event).name)
    EVENTS[event](t, ask)
