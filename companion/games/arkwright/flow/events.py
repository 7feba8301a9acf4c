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
from companion.games.arkwright import jobmarket
from companion.games.arkwright.actions.distribution import free_levels
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow import specials
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
    if state.version != "water_frame":
        return []
    used = {v for k, v in state.events.items() if k != str(state.decade)}
    first_three = years[:3]
    if "bureaucracy" not in used and state.decade == first_three[-1]:
        return ["bureaucracy"]
    out = []
    for e in state.board.events:
        if e.id in used or e.id == "end_of_game":
            continue
        if e.id == "bureaucracy" and state.decade not in first_three:
            continue
        if len(state.players) == 2 and not e.two_player:
            continue
        out.append(e.id)
    return out


def revealed_event(state: ArkwrightState, given: str | None, ask: Answers) -> str | None:
    """The event of this decade: the one entered, the one the schedule knows, or the players' answer."""
    legal = legal_events(state)
    known = state.events.get(str(state.decade))
    if given is not None:
        if known is not None and given != known:
            raise RuleError(f"the {state.decade} event is {state.board.event(known).name}, not {given}", section="Water Frame 4.1.I")
        if given not in legal:
            if not legal:
                raise RuleError("Spinning Jenny has no events before the End of Game", section="Spinning Jenny 6.II")
            raise RuleError(f"{given!r} cannot be the {state.decade} event; it can be: {', '.join(legal)}", section="Water Frame 4.1.I")
        return given
    if known is not None:
        return known
    if not legal:
        return None
    return ask.ask(
        f"event:{state.decade}",
        f"which event marker was revealed at the end of the {state.decade}s?",
        [(e, state.board.event(e).name) for e in legal],
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
        t.ledger.note(None, f"Navigation Acts end: every importer advances {steps} spaces", sec("Navigation Acts"))
    if s.threat_of_strike:
        s.threat_of_strike = False
        t.ledger.note(None, "Threat of Strike ends: wages are back to the job market's", sec("Threat of Strike"))
    unused = [p.name for p in s.players if p.jubilee_sale]
    if unused:
        for p in s.players:
            p.jubilee_sale = False
        t.ledger.note(None, f"the Crown Jubilee's extra sale is lost for {', '.join(unused)}", sec("Crown Jubilee"))


# --- the events -----------------------------------------------------------------------


def choose_factory(ask: Answers, p, decision: str, question: str, goods: list[str], event: str) -> str:
    """Ask a player which of their factories an event touches (asked only when there is a choice)."""
    options = [(g, f"the {g} factory (distribution +{p.factory(g).distribution}, {p.factory(g).machines} machine(s))") for g in goods]
    return ask.ask(decision, f"{p.name}: {question}", options, player=p.id, section=sec(event))


def bureaucracy(t: Table, ask: Answers) -> None:
    t.state.bureaucracy = True
    t.ledger.note(None, "the £2 row of the administration chart is blocked for the rest of the game (Administrator excepted)", sec("Bureaucracy"))


def hamburg_credit_crisis(t: Table, ask: Answers) -> None:
    """Each player pays 10% of their cash. The example rounds to the nearest pound (£94 -> £9, £4 -> £0)."""
    pct = t.board.event("hamburg_credit_crisis").amount
    up = t.state.house_rules.get(HAMBURG_ROUND_UP)
    for p in t.state.turn_order():
        loss = -(-p.cash * pct // 100) if up else (2 * p.cash * pct + 100) // 200
        if loss:
            t.pay(p.id, loss, f"{p.name} loses {pct}% of £{p.cash} cash", sec("Hamburg Credit Crisis"))
        else:
            t.ledger.note(p.id, f"{p.name} loses nothing ({pct}% of £{p.cash} rounds to £0)", sec("Hamburg Credit Crisis"))


def war_on_the_continent(t: Table, ask: Answers) -> None:
    """+1 distribution and +£1 price in every factory whose distribution is not yet at the maximum."""
    rules = t.board.rules
    step = t.board.event("war_on_the_continent").amount
    for p in t.state.turn_order():
        for f in p.factories:
            if f.distribution >= rules.distribution_max:
                t.ledger.note(p.id, f"{p.name}'s {f.good} distribution is already +{f.distribution}: no change", sec("War on the Continent"))
                continue
            f.distribution = min(rules.distribution_max, f.distribution + step)
            raised = min(rules.max_price, f.price + step) - f.price
            f.price += raised
            price = f"price £{f.price}" + ("" if raised else " (already the highest price)")
            t.ledger.note(p.id, f"{p.name}'s {f.good}: distribution +{f.distribution}, {price}, appeal {t.appeal(f)}", sec("War on the Continent"))


def crown_jubilee(t: Table, ask: Answers) -> None:
    for p in t.state.players:
        p.jubilee_sale = True
    t.ledger.note(None, "next decade every player may sell one extra good once (like a patron)", sec("Crown Jubilee"))


def lobby(t: Table, ask: Answers) -> None:
    """Each player takes a special marker of the current level, clockwise from the start player."""
    for p in t.state.turn_order():
        options = specials.special_options(t, p.id) + [(specials.PASS, "take nothing")]
        choice = ask.ask(f"lobby:{p.id}", f"{p.name}: which special marker does the Lobby bring?", options, player=p.id, section=sec("Lobby"))
        specials.take(t, p.id, choice, ask, sec("Lobby"), scope="lobby:")


def made_in_england(t: Table, ask: Answers) -> None:
    """Twice round the table from the start player: one free distribution level each."""
    rules = t.board.rules
    rounds = t.board.event("made_in_england").amount
    for turn in range(1, rounds + 1):
        for p in t.state.turn_order():
            open_ = [f.good for f in p.factories if f.distribution < rules.distribution_max]
            if not open_:
                t.ledger.note(p.id, f"{p.name} has no factory below +{rules.distribution_max} distribution", sec("Made in England"))
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
                t.ledger.note(None, "Luddism stops: no worker is left on the fired space or the job market", sec("Luddism"))
                return
            good = choose_factory(ask, p, f"luddism:{p.id}:{turn}", "in which factory does Luddism destroy a machine?", open_, "Luddism")
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
            t.ledger.add(p.id, "workers", 1, f"{p.name}: a worker replaces a destroyed machine in row {row + 1} of the {good} factory", sec("Luddism"))
        if not moved:
            return


def navigation_acts(t: Table, ask: Answers) -> None:
    s = t.state
    steps = t.board.event("navigation_acts").amount
    for g in GOODS:
        s.importers[g] = max(0, s.importers[g] - steps)
    s.navigation_acts = True
    t.ledger.note(None, f"every importer moves back {steps} spaces (not below 0) until the next event: " + ", ".join(f"{g} {s.importers[g]}" for g in GOODS), sec("Navigation Acts"))


def opium_war(t: Table, ask: Answers) -> None:
    t.state.opium_war = True
    t.ledger.note(None, "next decade every ship carries 1 good less; at its end each owner loses a ship", sec("Opium War"))


def recession(t: Table, ask: Answers) -> None:
    steps = t.board.event("recession").amount
    for p in t.state.turn_order():
        t.move(p.id, -steps, f"Recession: {p.name}'s share value falls {steps} spaces", sec("Recession"))


def royal_society(t: Table, ask: Answers) -> None:
    spec = t.board.event("royal_society")
    for p in t.state.turn_order():
        top = max((f.level for f in p.factories), default=0)
        grant = top * spec.amount + len(p.tiles) * (spec.amount_per_tile or 0)
        why = f"level {top} x £{spec.amount} + {len(p.tiles)} tile(s) x £{spec.amount_per_tile}"
        t.receive(p.id, grant, f"Royal Society grant to {p.name}: {why}", sec("Royal Society"))


def social_unrest(t: Table, ask: Answers) -> None:
    per = t.board.event("social_unrest").amount
    for p in t.state.turn_order():
        if p.workers:
            t.pay(p.id, p.workers * per, f"Social Unrest: {p.name} pays £{per} for each of {p.workers} workers", sec("Social Unrest"))


def end_of_game(t: Table, ask: Answers) -> None:
    t.state.phase = "end_of_game"
    t.ledger.note(None, "End of the Game: a final stock exchange, then the winner", sec("End of the Game"))


def threat_of_strike(t: Table, ask: Answers) -> None:
    t.state.threat_of_strike = True
    extra = t.board.event("threat_of_strike").amount
    t.ledger.note(None, f"next decade every wage is £{extra} higher", sec("Threat of Strike"))


def world_exhibition(t: Table, ask: Answers) -> None:
    s = t.state
    want = t.board.event("world_exhibition").amount
    taken = jobmarket.take(s, want)
    s.box += taken
    t.ledger.note(None, f"{taken} worker(s) leave the game (job market first, then the fired space)" + ("" if taken == want else f"; {want - taken} could not be found"), sec("World Exhibition"))


def economic_crisis(t: Table, ask: Answers) -> None:
    s = t.state
    want = t.board.event("economic_crisis").amount
    moved = jobmarket.return_fired(t.board, s, want)
    t.ledger.note(None, f"{moved} fired worker(s) return to the job market" + ("" if moved == want else f"; {want - moved} forfeit"), sec("Economic Crisis"))


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
}


def resolve(t: Table, event: str, ask: Answers) -> None:
    t.state.events[str(t.state.decade)] = event
    t.ledger.note(None, f"event of the {t.state.decade}s: {t.board.event(event).name}", "Water Frame 6.II")
    EVENTS[event](t, ask)
