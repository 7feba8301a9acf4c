"""Development tiles in the action forms: the Patent's two options and what a special-marker action may take
(Player's Book 1.8, Water Frame 5.II.3.2).

Distribution (`distribution_*`): a stepper per factory, each step costing the
level it reaches, all paid from the row's budget; a Patent holder picks
`patent`: keep it, option one (£2 more to spend, after the Accountant and the
marker's limit) or option two (return it for two free levels, `free_GOOD`).
The additional action's menu (`special_menu`) is the 1760 round's and the
Lobby's list (`flow/specials.special_options`: each tile with the factory the
Foreman or Workshop works in and the tile given back for a fifth one, each
marker, each ship with the one it replaces), then moving the Foreman or
Workshop instead, then the Broker's half-price shares. The Inventor's fee after a
use (keep him for the next fee or return him) is a field of the move too
(`inventor_fees`), not a question after Preview.
"""

from __future__ import annotations

from typing import Any

from companion.core.errors import CompanionError
from companion.core.registry import get_pack, pack_of_state
from companion.games.arkwright.actions.distribution import step_cost
from companion.games.arkwright.actions.legal import distribution_levels, marker_words
from companion.games.arkwright.actions.special import broker_cost
from companion.games.arkwright.actions.tiles import tile_name
from companion.games.arkwright.flow.specials import parse_choice, special_options
from companion.games.arkwright.table import Table
from companion.ui.arkwright.fields import Fields, Options, Span, read_int
from companion.ui.words import N_, _, _n, spoken

PATENT = {"none": N_("keep the Patent"), "bonus": N_("option one: £{bonus} more to spend"),
          "return": N_("option two: return it for {free} free levels")}


def distribution_choices(buys: dict, values: Fields) -> Options:
    if not buys.get("patent_bonus"):
        return {}
    words = {"bonus": buys["patent_bonus"], "free": buys.get("patent_free", 0)}
    return {"patent": [(k, _(text).format(**words)) for k, text in PATENT.items()]}


def distribution_spans(state, player, buys: dict, values: Fields) -> dict[str, Span]:
    """Each step costs the level it reaches, all paid from the row's budget; the Patent's free levels on top."""
    top = state.board.rules.distribution_max
    patent = values.get("patent") if buys.get("patent_bonus") else None
    budget = int(buys.get("budget_plain", buys.get("budget_max")) or 0) + (int(buys.get("patent_bonus") or 0) if patent == "bonus" else 0)
    owned = [f.good for f in player.factories]
    bought = {g: max(0, read_int(values, g, 0) or 0) for g in owned}
    spent = {g: step_cost(player.factory(g).distribution, bought[g]) for g in owned}
    out = {}
    for g in owned:
        left = budget - sum(c for h, c in spent.items() if h != g)
        out[g] = Span(0, distribution_levels(player.factory(g).distribution, max(0, left), top), 0)
    if patent == "return":
        free = int(buys.get("patent_free") or 0)
        given = {g: max(0, read_int(values, f"free_{g}", 0) or 0) for g in owned}
        for g in owned:
            room = top - player.factory(g).distribution - bought[g]
            out[f"free_{g}"] = Span(0, max(0, min(room, free - sum(n for h, n in given.items() if h != g))), 0)
    return out


def distribution_entry(f: Fields, goods: list[str]) -> dict[str, Any] | None:
    levels = {g: n for g in goods if (n := read_int(f, g, 0) or 0) > 0}
    patent = f.get("patent") if f.get("patent") in ("bonus", "return") else None
    free = {g: n for g in goods if (n := read_int(f, f"free_{g}", 0) or 0) > 0} if patent == "return" else {}
    if not levels and not free and patent != "return":
        return None  # nothing raised (the Patent's option one alone buys nothing): the main action is skipped
    out: dict[str, Any] = {"action": "distribution", "levels": levels}
    if patent is not None:
        out["patent"] = patent
    if free:
        out["patent_levels"] = free
    return out


# --- the special marker of the additional action (Water Frame 5.II.3.2) ------


def special_menu(state, player, *, raising: bool = False) -> list[tuple[str, str]]:
    """Everything the player may do instead of leaving the special marker: (value, words). `raising`: the main
    action before it may bring in money (the stock exchange action sells goods and shares), so the Broker's
    purchases are listed by the share limit alone: the rules judge the cash after the main action (Player's Book
    1.8 Broker; a turn short of it is refused at the form in the rules' words)."""
    t = Table.of(state)
    out = [("none", _("no special marker"))]
    for value, words in special_options(t, player.id):  # an advanced marker as the table calls it
        out.append((value, _("take the {marker}").format(marker=spoken(marker_words(state, value[7:]))) if value.startswith("marker:")
                    else spoken(words)))
    for tile in ("foreman", "workshop"):
        if player.has(tile):
            where = getattr(player, tile)
            out += [(f"move:{tile}@{f.good}", _("move the {tile} to the {good} factory (no marker taken)").format(
                tile=tile_name(t, tile), good=f.good))
                    for f in player.factories if f.good != where]
    rules = state.board.rules
    if player.has("broker") and not player.loans:
        for n in (1, 2):
            if player.shares + n + t.held_by_others(player.id) <= rules.shares_per_company and (
                    raising or broker_cost(t, player.id, n) <= player.cash):
                out.append((f"broker:{n}", _n("return the Broker and buy {n} share for £{cost} (no marker taken)",
                                              "return the Broker and buy {n} shares for £{cost} (no marker taken)", n).format(
                                                  n=n, cost=broker_cost(t, player.id, n))))
    return out


def special_entry(value: str) -> dict[str, Any] | None:
    """The additional action a menu value names (None: no special marker)."""
    if not value or value == "none":
        return None
    if value.startswith("move:"):
        tile, _at, to = value[5:].partition("@")
        return {"type": "move_tile", "tile": tile, "to": to}
    if value.startswith("broker:"):
        return {"type": "broker", "shares": int(value[7:])}
    return parse_choice(value).model_dump(mode="json", exclude_none=True)


def inventor_fees(state, entry: dict[str, Any] | None, tapped: dict[str, str]) -> list[tuple[str, str, list[tuple[str, str]], str]]:
    """The Inventor's keep-or-pay questions the composed turn raises (Player's Book 1.8: £10 to keep him after the
    first use, £15 after the second, £20 after the third; returned after the fourth), asked here as fields of the
    move: (question id, words, options, the answer: the one tapped, else the first the engine offers).

    The turn is tried on the rules as it stands (nothing stored); a turn the rules refuse asks nothing here."""
    if entry is None:
        return []
    pack = get_pack(pack_of_state(state))
    out: list[tuple[str, str, list[tuple[str, str]], str]] = []
    answers = dict(entry.get("answers") or {})
    for _k in range(len(state.board.rules.inventor_fees)):
        try:
            pending = pack.apply(state, {**entry, "answers": answers}).pending
        except CompanionError:
            return out
        if pending is None or not pending.id.startswith("inventor:"):
            return out
        options = [(str(o.value), o.label) for o in pending.options]
        answer = tapped.get(pending.id) if tapped.get(pending.id) in dict(options) else options[0][0]
        out.append((pending.id, pending.question, options, answer))
        answers[pending.id] = answer
    return out
