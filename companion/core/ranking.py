"""Final standings: rank players by score, then by a game's tie-breakers in order.

Players equal on the score and on every tie-breaker share a rank (standard
competition ranking: 1, 1, 3). Everyone on rank 1 is a winner, which is how
rulebooks that end with "all tied players are winners" want it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from companion.core.pack import Result


@dataclass(frozen=True)
class Standing:
    """One player's final numbers: the score and the tie-breaker values (higher is better)."""

    player: str
    score: int
    tiebreakers: tuple[int, ...] = ()
    cash: int | None = None
    notes: tuple[str, ...] = field(default=())


def rank(standings: Sequence[Standing], tiebreak_names: Sequence[str] = ()) -> list[Result]:
    """Results best first; each result's notes say which tie-breaker separated it, if any."""
    lengths = {len(s.tiebreakers) for s in standings}
    if len(lengths) > 1:
        raise ValueError("every standing needs the same number of tie-breakers")
    ordered = sorted(standings, key=lambda s: (s.score, s.tiebreakers), reverse=True)
    results: list[Result] = []
    previous: Standing | None = None
    current_rank = 0
    for position, s in enumerate(ordered, start=1):
        if previous is None or (s.score, s.tiebreakers) != (previous.score, previous.tiebreakers):
            current_rank = position
        notes = list(s.notes)
        decided = _decided_by(s, ordered, tiebreak_names)
        if decided:
            notes.append(decided)
        results.append(Result(player=s.player, rank=current_rank, score=s.score, cash=s.cash, notes=notes))
        previous = s
    for r in results:
        r.winner = r.rank == 1
    return results


def _decided_by(s: Standing, everyone: Sequence[Standing], names: Sequence[str]) -> str:
    """Name the tie-breaker that separated `s` from the players with the same score."""
    rivals = [o for o in everyone if o is not s and o.score == s.score]
    if not rivals:
        return ""
    if all(o.tiebreakers == s.tiebreakers for o in rivals):
        return f"tied on score ({s.score}) and on every tie-breaker"
    deepest = 0
    for o in rivals:
        for i, (a, b) in enumerate(zip(s.tiebreakers, o.tiebreakers)):
            if a != b:
                deepest = max(deepest, i)
                break
    name = names[deepest] if deepest < len(names) else f"tie-breaker {deepest + 1}"
    return f"tied on score ({s.score}); separated by {name}"


@dataclass(frozen=True)
class TieRule:
    """How a game breaks a tie for the win, declared once on its `Pack` (`tie_rule=`).

    `text`: the rule as one sentence, from the pack's rulebook or seed (its section named);
    `score`: the unit of the final score, a currency symbol ("£") or a word in the singular
    ("point"), so that the ranking reads "£52" or "40 points".
    """

    text: str
    score: str = "point"


#: a pack that declares no rule: the core's own ranking (equal players share the rank, rank 1 wins)
SHARED = TieRule("Tied players share their rank; every player on the first rank wins.")


def amount(value: int, unit: str) -> str:
    """£12 / $12 (a symbol goes in front), 1 point / 12 points / 12 silver (a word goes after, counted)."""
    if not unit:
        return str(value)
    if not unit[0].isalpha():
        return f"-{unit}{-value}" if value < 0 else f"{unit}{value}"
    if unit in _UNCOUNTED:
        return f"{value} {unit}"
    return f"{value} {unit if abs(value) == 1 else unit + 's'}"


#: units that read the same for one and for many
_UNCOUNTED = frozenset({"silver", "gold"})


def names_list(names: Sequence[str]) -> str:
    """Ann / Ann and Bob / Ann, Bob and Cy."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def winners_sentence(results: Sequence[Result], name: Callable[[str], str]) -> str:
    """Who wins, as one sentence: "Bob wins." / "Ann and Bob share the win." / "Nobody wins."."""
    winners = [name(r.player) for r in sorted(results, key=lambda r: r.rank) if r.winner]
    if not winners:
        return "Nobody wins."
    return f"{winners[0]} wins." if len(winners) == 1 else f"{names_list(winners)} share the win."


def standing_words(r: Result, rule: TieRule, cash_unit: str = "") -> str:
    """What follows a player's name in the ranking: "42 points, cash $4, wins (their notes)"."""
    parts = [amount(r.score, rule.score)]
    if r.cash is not None:
        parts.append(("" if cash_unit[:1].isalpha() else "cash ") + amount(r.cash, cash_unit))
    if r.eliminated:
        parts.append("out of the ranking")
    elif r.winner:
        parts.append("wins")
    notes = f" ({'; '.join(r.notes)})" if r.notes else ""
    return ", ".join(parts) + notes


def place(r: Result) -> str:
    """The rank as shown: "1." ... ; a player out of the ranking has none ("–")."""
    return "–" if r.eliminated else f"{r.rank}."


def standing_line(r: Result, name: Callable[[str], str], rule: TieRule, cash_unit: str = "") -> str:
    """One player's place: "1. Bob: 42 points, cash $4, wins"."""
    return f"{place(r)} {name(r.player)}: {standing_words(r, rule, cash_unit)}"


def ordered(results: Sequence[Result]) -> list[Result]:
    """Best first; the players out of the ranking last."""
    return sorted(results, key=lambda r: (r.eliminated, r.rank))


def final_ranking(results: Sequence[Result], names: dict[str, str], rule: TieRule | None = None,
                  cash_unit: str = "") -> list[str]:
    """The final ranking in words, as the command line and the end screen show it: a heading, one line
    per player best first, who wins, and the game's tie rule. Empty while the game is not over."""
    if not results:
        return []
    rule = rule or SHARED
    name = lambda pid: names.get(pid, pid)  # noqa: E731
    return ["Final ranking", *[standing_line(r, name, rule, cash_unit) for r in ordered(results)],
            winners_sentence(results, name), f"Ties: {rule.text}"]
