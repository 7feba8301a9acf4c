"""The mirrored Union Stockyards table: the year, Union Spirit, the markets, and each player's money.

The market reads like the board: per livestock type its price, meat value and
margin, the animals in the Yard and the price change the Yard would give at
the end of the year (from `union_stockyards.forms.market_preview`). Every
mirrored value is a button opening the editor (an `edit` log entry).
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.union_stockyards.forms import market_preview
from companion.games.union_stockyards.placement import to_place
from companion.games.union_stockyards.state import StockyardsState
from companion.ui.widgets import Editor, value_button
from companion.ui.pack_forms import badge, player_grid
from companion.ui.pack_forms import player_card as pack_player_card
from companion.ui.widgets import kv, tid
from companion.ui.words import _, game_word, spoken


def dollars(amount: int | None) -> str:
    if amount is None:
        return "–"
    return f"-${-amount}" if amount < 0 else f"${amount}"


def signed_dollars(amount: int) -> str:
    return f"+${amount}" if amount > 0 else dollars(amount)


def spirit_track(state: StockyardsState) -> ft.Control:
    """The Union Spirit track: every level a box, the strike levels marked in words and by an icon."""
    n = state.board.numbers
    boxes = []
    for level in range(n.union_spirit_min, n.union_spirit_max + 1):
        here = level == state.union_spirit
        strike = level in n.strike_levels
        boxes.append(ft.Container(
            ft.Column([ft.Text(str(level), weight=ft.FontWeight.BOLD if here else None, size=15),
                       ft.Icon(ft.Icons.WARNING_AMBER, size=14) if strike else ft.Container(height=14)],
                      spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER, tight=True),
            width=36, height=44, alignment=ft.Alignment.CENTER, border_radius=6,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if here else None,
            border=ft.Border.all(2 if here else 1, ft.Colors.PRIMARY if here else ft.Colors.OUTLINE_VARIANT),
        ))
    levels = _(" or ").join(map(str, n.strike_levels))
    return ft.Column([ft.Row(boxes, spacing=4, wrap=True),
                      ft.Text(_("strike in Phase I at {levels}").format(levels=levels), size=11, italic=True)], spacing=2)


def market_rows(state: StockyardsState, edit: Editor | None) -> ft.Control:
    preview = market_preview(state)
    rows = []
    for kind in state.prices:
        m = preview["margins"][kind]
        change = preview["price_changes"][kind]
        rows.append(ft.Container(ft.Column([
            ft.Text(kind.capitalize(), size=15, weight=ft.FontWeight.BOLD),
            ft.Row([
                value_button(_("Price"), dollars(state.prices[kind]), f"prices.{kind}", state.prices[kind], edit, identifier=f"price-{kind}"),
                value_button(_("Meat value"), dollars(state.meat_values[kind]), f"meat_values.{kind}", state.meat_values[kind], edit,
                             identifier=f"meat-{kind}"),
                kv(_("Margin"), signed_dollars(m), identifier=f"margin-{kind}"),
                value_button(_("In the Yard"), str(state.yard[kind]), f"yard.{kind}", state.yard[kind], edit, identifier=f"yard-{kind}"),
                kv(_("Year end"), signed_dollars(change) if change else _("no change"), identifier=f"change-{kind}"),
            ], wrap=True, spacing=2),
        ], spacing=0), padding=ft.Padding.only(bottom=4)))
    return ft.Column(rows, spacing=4)


def placement_lines(state: StockyardsState) -> list[ft.Control]:
    """This year's Year card and the spaces blocked, in a game that follows the placement."""
    if not state.follows_placement:
        return []
    card = state.board.card(state.card) if state.card else None
    blocked = ", ".join(named(state.board.space, s) for s in state.blocked) or _("none")
    return [kv(_("Year card"), term(card.name) if card else _("none"), identifier="year-card-shown"),
            kv(_("Blocked this year"), blocked, identifier="blocked")]


def header(state: StockyardsState, progress: str, edit: Editor | None) -> ft.Control:
    first = state.player(state.first_player)
    names = state.board.names
    parties = _(" or ").join(names.party(p) for p in names.parties)
    return ft.Card(ft.Container(ft.Column([
        tid("table-when", ft.Text(spoken(progress), size=18, weight=ft.FontWeight.BOLD)),
        ft.Row([
            value_button(_("Year"), str(state.year), "year", state.year, edit, identifier="year", span=(1, state.board.numbers.years)),
            value_button(_("Phase"), state.phase, "phase", state.phase, edit, identifier="phase"),
            value_button(_("First player"), first.name, "first_player", state.first_player, edit, identifier="first-player",
                         choices=[(p.id, p.name) for p in state.players]),
            value_button(_("Party in office ({parties})").format(parties=parties), names.party(state.party), "party", state.party, edit,
                         identifier="party", choices=[(p, names.party(p)) for p in names.parties]),
            value_button(_("Union Spirit"), str(state.union_spirit), "union_spirit", state.union_spirit, edit, identifier="union-spirit"),
        ], wrap=True, spacing=2),
        spirit_track(state),
        *placement_lines(state),
        ft.Text(_("Markets (margin = meat value - livestock price)"), size=13, weight=ft.FontWeight.BOLD),
        market_rows(state, edit),
    ], spacing=8), padding=12))


def term(word: str, count: int = 1) -> str:
    """A word of the board (an action space, a Year card, a building, a livestock type) in the phone's language."""
    return game_word("union_stockyards", word, count)


def named(find, item_id: str) -> str:
    found = find(item_id)
    return term(found.name) if found else item_id


def player_card(state: StockyardsState, index: int, edit: Editor | None) -> ft.Control:
    p = state.players[index]
    at = f"players.{index}"
    marker = [badge(ft.Icons.FLAG, _("First player"))] if p.id == state.first_player else []
    if state.follows_placement and state.phase == "II" and to_place(state) == p.id:
        marker.append(badge(ft.Icons.TOUCH_APP, _("To place"), identifier=f"p{index}-to-place"))
    workers = [named(state.board.space, w.space) + (f" ({term(w.livestock)})" if w.livestock else "")
               for w in state.placements if w.player == p.id]
    placed = [kv(_("Workers placed (of {n})").format(n=p.workers), ", ".join(workers) or _("none"), identifier=f"p{index}-workers")] \
        if state.follows_placement else []
    built = [kv(_("Buildings"), ", ".join(named(state.board.building, b) for b in p.buildings), identifier=f"p{index}-buildings")] \
        if p.buildings else []
    signed = [kv(_("Labor contracts"), ", ".join(named(state.board.contract, c) for c in p.contracts),
                 identifier=f"p{index}-contracts")] if p.contracts else []
    placed += built + signed
    return pack_player_card(p.name, p.color, marker, [*placed,
        ft.Row([
            value_button(_("Cash"), dollars(p.cash), f"{at}.cash", p.cash, edit, identifier=f"p{index}-cash"),
            value_button(_("Low Morale tokens"), str(p.low_morale), f"{at}.low_morale", p.low_morale, edit, identifier=f"p{index}-morale"),
            value_button(_("Worker on the Picket Line"), _("yes") if p.picket else _("no"), f"{at}.picket", p.picket, edit,
                         identifier=f"p{index}-picket"),
        ], wrap=True, spacing=2),
    ], key=f"us-player-{p.id}")


def table_view(view: Any, edit: Editor | None) -> list[ft.Control]:
    state: StockyardsState = view.state
    return [
        header(state, view.summary.progress, edit),
        player_grid([player_card(state, i, edit) for i in range(len(state.players))]),
    ]
