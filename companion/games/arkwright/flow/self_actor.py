"""The Self-Actor variant of Water Frame (Player's Book 3.2): which of its elements a game plays.

The Player's Book lets a group play the variant's new elements "individually or in any combination":
the Steam Power event marker, the Shipping and Home Market bonus markers, the Competition award markers,
the Reorganization action marker and the new development tiles. A new game names each one it plays; the
state keeps them as ``ArkwrightState.self_actor`` and the rules ask ``plays(state, module)``.

Here too: the award markers' names, the checks a table of the variant passes (``table_errors``, read by the
state check) and the Share Value award's discard in an emergency sale, which the table's emergency sale asks
(table.py). The variant's numbers are read by self_actor_data.py (data/self_actor.toml). The markers' rules are in
flow/steam_power.py, flow/bonus_markers.py and flow/competition.py; readings in rules_notes/self_actor.md.
"""

from __future__ import annotations

from companion.core.errors import InputError
from companion.core.messages import joined
from companion.core.wording import said
from companion.games.arkwright.self_actor_data import self_actor_data

SECTION = "Player's Book 3.2"
SECTION_SHARE_VALUE = "Player's Book 3.2 Share Value Competition"

#: the variant's elements, in the Player's Book's order, with the new-game field that chooses each
MODULES: dict[str, str] = {
    "steam_power": "self_actor_steam_power",
    "bonus_markers": "self_actor_bonus_markers",
    "competition": "self_actor_competition",
    "reorganization": "self_actor_reorganization",
    "tiles": "self_actor_tiles",
}

#: how a game's title and the ledger name each element
NAMES: dict[str, str] = {
    "steam_power": "Steam Power",
    "bonus_markers": "bonus markers",
    "competition": "Competition awards",
    "reorganization": "Reorganization",
    "tiles": "new development tiles",
}


def chosen(entry) -> list[str]:
    """The elements a new-game entry plays, in the Player's Book's order."""
    return [m for m, field in MODULES.items() if getattr(entry, field, False)]


def check_new_game(entry) -> None:
    """The variant amends Water Frame ("all rules for Water Frame apply"): not Spinning Jenny or the Spinning
    Mule, nor a game of productions only (its markers follow the whole game's actions)."""
    if not chosen(entry):
        return
    if entry.version != "water_frame":
        raise InputError(said("arkwright", "the Self-Actor variant is played with Water Frame only"), section=SECTION)
    if entry.productions_only:
        raise InputError(said("arkwright", "a game of productions only follows no actions: it is played without the Self-Actor variant"),
                         section=SECTION)


def state_fields(entry) -> dict:
    """What the state keeps of the variant."""
    return {"self_actor": chosen(entry)}


def plays(state, module: str) -> bool:
    """Whether the game plays that element of the Self-Actor variant."""
    return module in state.self_actor


def title(state) -> str:
    """The variant's part of a game's title ("" without it): "Self-Actor (Steam Power, bonus markers)"."""
    if not state.self_actor:
        return ""
    return said("arkwright", "Self-Actor ({elements:list})", elements=joined(NAMES[m] for m in state.self_actor))


def announce(t) -> None:
    """The ledger says which elements of the variant the game plays."""
    if t.state.self_actor:
        t.ledger.remark(None, "arkwright.self_actor_variant", SECTION,
                        elements=joined(NAMES[m] for m in t.state.self_actor))


#: the award markers as the Player's Book names them
AWARDS: dict[str, str] = {"share_value": "Share Value Competition", "shipping": "Shipping Competition"}


def table_errors(state) -> list[str]:
    """What a table of this game cannot show of the variant: bonus markers off spaces 1-10 or in a game
    without them, award markers in a game without the Competition, an award held twice or held and removed."""
    errs: list[str] = []
    most = self_actor_data().bonus_markers.most
    start = self_actor_data().bonus_markers.start
    bonus = plays(state, "bonus_markers")
    held: list[str] = []
    for p in state.players:
        for what, space in (("shipping", p.shipping_bonus), ("home market", p.home_market_bonus)):
            if space > most:
                errs.append(f"{p.name}'s {what} bonus marker: space {space}; bonus markers go no further than space {most}")
            elif space != start and not bonus:
                errs.append(f"{p.name}'s {what} bonus marker: this game is played without the bonus markers")
        if p.awards and not plays(state, "competition"):
            errs.append(f"{p.name} holds an award marker: this game is played without the Competition awards")
        held += p.awards
    for award in AWARDS:
        if held.count(award) + state.awards_removed.count(award) > 1:
            errs.append(f"the {AWARDS[award]} award marker is in two places at once")
    if state.awards_removed and not plays(state, "competition"):
        errs.append("award markers are removed only in a game with the Competition awards")
    return errs


def discards_share_award_in_emergency(t, pid: str, answers, spaces: int) -> bool:
    """An emergency share sale of the Share Value Competition award's owner (Water Frame 7.0): discard the award
    instead of moving `spaces` back? Asked of the owner; a reader only trying a payment (no answers) asks nothing.
    Here, not in flow/competition.py, because the table's emergency sale calls it (table.py)."""
    p = t.p(pid)
    if "share_value" not in p.awards or answers is None or spaces <= 0:
        return False
    discard = answers.ask(
        f"share_award_discard:{pid}",
        said("arkwright", "{name}: discard the Share Value Competition award so the emergency sale does not move your share value back?", name=p.name),
        [(False, said("arkwright", "no: keep the award, move back {spaces:count/space}", spaces=spaces)),
         (True, said("arkwright", "yes: discard the award, stay on the space"))],
        player=pid, section=SECTION_SHARE_VALUE, default=False,
    )
    if discard:
        p.awards.remove("share_value")
        t.state.awards_removed.append("share_value")
        t.ledger.remark(pid, "arkwright.award_discarded_emergency", SECTION_SHARE_VALUE, name=p.name, award=AWARDS["share_value"])
    return discard
