"""The named house rules: where the rulebook can be read two ways, a group picks one.

Without a house rule the engine plays the reading recorded in `rules_notes/`
(usually the rulebook's worked example). Each entry says what switching it on
changes; `state.house_rules[name] = True` turns it on for one game.
"""

from __future__ import annotations

from companion.core.wording import said

#: name -> its title and what it changes (words the screens show in their language) and the section it reads
HOUSE_RULES: dict[str, dict[str, str]] = {
    "hamburg_round_up": {
        "title": said("arkwright", "Hamburg Credit Crisis rounds up"),
        "text": said("arkwright", "Players lose 10% of their cash rounded up, as the text says (£94 loses £10), instead of the example's rounding (£94 loses £9)."),
        "section": "Player's Book 1.9",
    },
    "strike_spares_crews": {
        "title": said("arkwright", "Threat of Strike spares crews"),
        "text": said("arkwright", "The +£1 wage ends before the ship crews and warehouse workers are paid at the end of the affected decade."),
        "section": "Player's Book 1.9",
    },
    "sj_free_share_sale": {
        "title": said("arkwright", "Spinning Jenny: free start-up sale"),
        "text": said("arkwright", "Each player sells as many shares as they like at the start (Spinning Jenny 4.1.V) instead of exactly 5 (Player's Book 1.5)."),
        "section": "Spinning Jenny 4.1.V",
    },
    "opium_war_lowers_ship_cost": {
        "title": said("arkwright", "Opium War lowers the ship action's cost"),
        "text": said("arkwright", "During the Opium War a ship may sail for its lowered capacity in administration costs."),
        "section": "Player's Book 1.9, Water Frame 5.II.2.7",
    },
    "accountant_opens_bureaucracy": {
        "title": said("arkwright", "Bureaucracy: the Accountant opens the £2 row"),
        "text": said("arkwright", "With Bureaucracy out, the owner of the Accountant (instead of the Administrator) may still use the £2 row of the administration chart."),
        "section": "Player's Book 1.9 Bureaucracy, seed 000",
    },
    "school_closes_operating_row_only": {
        "title": said("arkwright", "School closes the highest operating row"),
        "text": said("arkwright", "The School shuts the highest row that would produce (Player's Book 1.8) rather than the last occupied row (Water Frame 5.III.1)."),
        "section": "Player's Book 1.8 School",
    },
}


def unknown_house_rules(names) -> list[str]:
    return sorted(n for n in names if n not in HOUSE_RULES)
