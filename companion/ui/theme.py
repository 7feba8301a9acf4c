"""Colours, shapes and sizes the whole app shares.

Player colours are never shown alone: every colour swatch carries a shape
(a different Material icon per colour) and the colour's name, so players who
cannot tell red from green still find their company at a glance.
"""

from __future__ import annotations

import flet as ft

from companion.ui.words import N_, N_n, _, _n, spoken

#: smallest touch target (Material guidance): 48 logical pixels
TOUCH = 48
#: below this width the app uses the phone layout (NavigationBar, one column)
WIDE = 720

SEED = "#7A4B22"  # warm brown: the factories' brick

#: colour name -> (swatch colour, shape icon). Names are what the roster and the packs store.
PLAYER_COLORS: dict[str, tuple[str, ft.IconData]] = {
    N_("blue"): ("#1E5FC2", ft.Icons.CIRCLE),
    N_("red"): ("#C62828", ft.Icons.CHANGE_HISTORY),
    N_("green"): ("#2E7D32", ft.Icons.SQUARE),
    N_("yellow"): ("#E0B400", ft.Icons.DIAMOND),
    N_("purple"): ("#6A1B9A", ft.Icons.STAR),
    N_("orange"): ("#E65100", ft.Icons.HEXAGON),
    N_("black"): ("#212121", ft.Icons.ADD),
    N_("white"): ("#BDBDBD", ft.Icons.CIRCLE_OUTLINED),
    N_("pink"): ("#D81B60", ft.Icons.FAVORITE),
    N_("brown"): ("#6D4C41", ft.Icons.PENTAGON),
    N_("teal"): ("#00897B", ft.Icons.CLOUD),
    N_("grey"): ("#757575", ft.Icons.SHIELD),
}
COLOR_NAMES = list(PLAYER_COLORS)


def colour_word(color: str) -> str:
    """A player's colour in the phone's language ("blau"); a colour of no list as it is stored."""
    return _(color) if color in PLAYER_COLORS else color


def swatch(color: str) -> str:
    return PLAYER_COLORS.get(color, ("#757575", ft.Icons.HELP))[0]


def shape(color: str) -> ft.IconData:
    return PLAYER_COLORS.get(color, ("#757575", ft.Icons.HELP_OUTLINE))[1]


def color_badge(color: str, *, size: int = 20, label: bool = True) -> ft.Control:
    """The colour's shape in the colour, followed by its name (for colour-blind players)."""
    icon = ft.Icon(shape(color), color=swatch(color), size=size, tooltip=color)
    if not label:
        return icon
    return ft.Row([icon, ft.Text(colour_word(color), size=12, italic=True)], spacing=4, tight=True)


def player_label(name: str, color: str, *, bold: bool = False, size: int = 16) -> ft.Control:
    """A player's name with the colour badge in front: '▲ red  Harold'."""
    return ft.Row(
        [ft.Icon(shape(color), color=swatch(color), size=size + 2), ft.Text(name, size=size, weight=ft.FontWeight.BOLD if bold else None),
         ft.Text(f"({colour_word(color)})", size=12, italic=True)],
        spacing=6,
        tight=True,
    )


def winner_icon(winner: bool) -> ft.Control:
    """The winner's cup (an icon: offline devices may have no emoji font)."""
    return ft.Icon(ft.Icons.EMOJI_EVENTS, color=ft.Colors.AMBER_800, size=20, tooltip="winner") if winner else ft.Container(width=20)


def money(amount: int | None) -> str:
    if amount is None:
        return "–"
    return f"-£{-amount}" if amount < 0 else f"£{amount}"


def signed(amount: int, kind: str = "cash", units: dict[str, str] | None = None) -> str:
    """A change as players say it: "+£21", "-1 loan"; `units` names a pack's own ({"cash": "$", "score": "pp"})."""
    unit = (units or {}).get(kind)
    if unit is not None:
        unit = spoken(unit)  # a pack's unit the rules word ("silver": "zilver"), else as it is ("pp", "$")
        if len(unit) == 1 and not unit.isalpha():  # a currency symbol goes in front
            return f"+{unit}{amount}" if amount > 0 else (f"-{unit}{-amount}" if amount < 0 else f"{unit}0")
        return f"{amount:+d} {unit}"
    if kind == "cash":
        return f"+£{amount}" if amount > 0 else money(amount)
    counted = COUNTED.get(kind)
    if counted is None:  # a kind of a pack's own without a unit: its name
        return f"{amount:+d} {kind}"
    return _n(*counted, abs(amount)).format(n=f"{amount:+d}")


#: how a count of each kind of ledger line reads ("+4 spaces"), singular and plural
COUNTED: dict[str, tuple[str, str]] = {
    "share_space": N_n("{n} space", "{n} spaces"), "shares": N_n("{n} share", "{n} shares"),
    "loans": N_n("{n} loan", "{n} loans"), "score": N_n("{n} point", "{n} points"),
    "goods": N_n("{n} good", "{n} goods"), "workers": N_n("{n} worker", "{n} workers"),
}


def themes(page: ft.Page) -> None:
    page.theme = ft.Theme(color_scheme_seed=SEED)
    page.dark_theme = ft.Theme(color_scheme_seed=SEED)
    page.theme_mode = ft.ThemeMode.LIGHT
