"""The Self-Actor variant of Water Frame (Player's Book 3.2): which of its elements a game plays.

The Player's Book lets a group play the variant's new elements "individually or in any combination":
the Steam Power event marker, the Shipping and Home Market bonus markers, the Competition award markers,
the Reorganization action marker and the new development tiles. A new game names each one it plays; the
state keeps them as ``ArkwrightState.self_actor`` and the rules ask ``plays(state, module)``.
"""

from __future__ import annotations

from companion.core.errors import InputError

SECTION = "Player's Book 3.2"

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
        raise InputError("the Self-Actor variant is played with Water Frame only", section=SECTION)
    if entry.productions_only:
        raise InputError("a game of productions only follows no actions: it is played without the Self-Actor variant",
                         section=SECTION)


def state_fields(entry) -> dict:
    """What the state keeps of the variant."""
    return {"self_actor": chosen(entry)}


def plays(state, module: str) -> bool:
    """Whether the game plays that element of the Self-Actor variant."""
    return module in state.self_actor


def title(state) -> str:
    """The words a game's title adds for the variant ("" without it)."""
    if not state.self_actor:
        return ""
    return " + Self-Actor (" + ", ".join(NAMES[m] for m in state.self_actor) + ")"


def announce(t) -> None:
    """The ledger says which elements of the variant the game plays."""
    if t.state.self_actor:
        t.ledger.remark(None, "arkwright.self_actor_variant", SECTION,
                        elements=", ".join(NAMES[m] for m in t.state.self_actor))
