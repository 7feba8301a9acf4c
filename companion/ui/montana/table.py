"""The mirrored Montana table: whose turn, each player's supply, the goods fields and the town's shops.

Worker colours are pieces, not players, but they are shown the same way: the
colour's shape and its name beside the swatch. Every mirrored value is a
button opening the editor (an `edit` log entry: the table is always right).
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.montana.forms import shops
from companion.games.montana.state import MontanaState, Occupant
from companion.ui.widgets import Editor, value_button
from companion.ui.pack_forms import badge, player_grid
from companion.ui.pack_forms import player_card as pack_player_card
from companion.ui.theme import shape, swatch
from companion.ui.widgets import kv, tid
from companion.ui.words import _, game_word, spoken


def word(what: str, count: int = 1) -> str:
    """A word of the game (a good, a worker's colour: the pack's terms) in the phone's language."""
    return game_word("montana", what, count)


def amount(what: str, count: int) -> str:
    """'3 silver', '2 grain' in the phone's language."""
    return _("{n} silver").format(n=count) if what == "silver" else f"{count} {word(what, count)}"


def workers_text(workers: dict[str, int]) -> str:
    return ", ".join(f"{k} {word(colour, k)}" for colour, k in workers.items() if k) or _("none")


def worker_badge(colour: str, count: int = 1) -> ft.Control:
    return ft.Row([ft.Icon(shape(colour), color=swatch(colour), size=16),
                   ft.Text(f"{count} {word(colour, count)}" if count != 1 else word(colour), size=13)], spacing=2, tight=True)


def reward_text(reward: dict[str, int]) -> str:
    return " + ".join(amount(what, k) for what, k in reward.items())


def occupant_text(state: MontanaState, occ: Occupant | None) -> str:
    if occ is None:
        return _("free")
    return f"{state.player(occ.player).name}: {occ.count} {word(occ.colour, occ.count)}"


def goods_areas(state: MontanaState) -> ft.Control:
    """Each goods area with its large and small fields: the printed cost and goods, and who stands there."""
    cards = []
    for spec in state.board.areas:
        area = state.areas[spec.id]
        lines = []
        for i, f in enumerate(spec.fields):
            lines.append(ft.Column([
                ft.Row([ft.Text(_("Field {n}:").format(n=i + 1), weight=ft.FontWeight.BOLD, size=13), worker_badge(f.colour),
                        ft.Text(_("{cost} silver -> {n} {good}").format(cost=f.cost, n=f.goods, good=word(spec.good, f.goods)), size=13)],
                       wrap=True, spacing=6),
                tid(f"field-{spec.id}-{i + 1}", ft.Text(_("large: {large} · small ({colour}, +{extra}): {small}").format(
                    large=occupant_text(state, area.large[i]), colour=word(f.small_colour), extra=state.board.numbers.small_field_extra,
                    small=occupant_text(state, area.small[i])), size=12, italic=True)),
            ], spacing=0))
        cards.append(ft.Container(ft.Column([ft.Text(word(spec.id, 2).capitalize(), size=15, weight=ft.FontWeight.BOLD), *lines], spacing=4),
                                  padding=8, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8,
                                  col={"xs": 12, "md": 6, "xl": 4}))
    return ft.ResponsiveRow(cards, spacing=6, run_spacing=6)


def town(state: MontanaState) -> ft.Control:
    info = shops(state)
    costs = ", ".join(_("column {n}: {cost}").format(n=k + 1, cost=c) for k, c in enumerate(info["column_costs"]))
    rows = [ft.Text(_("Row {n}: {reward}").format(n=k + 1, reward=reward_text(r)), size=13) for k, r in enumerate(info["rows"])]
    return ft.Column([ft.Text(_("Town shops"), size=15, weight=ft.FontWeight.BOLD),
                      ft.Text(_("Pumpkins to pay: {costs}").format(costs=costs), size=13), *rows], spacing=2)


def player_card(state: MontanaState, index: int, edit: Editor | None) -> ft.Control:
    p = state.players[index]
    at = f"players.{index}"
    turn = [badge(ft.Icons.PLAY_ARROW, _("to play"))] if p.id == state.active else []
    return pack_player_card(p.name, p.color, turn, [
        ft.Row([
            value_button(_("Silver"), str(p.silver), f"{at}.silver", p.silver, edit, identifier=f"p{index}-silver"),
            value_button(_("Pumpkins"), str(p.pumpkins), f"{at}.pumpkins", p.pumpkins, edit, identifier=f"p{index}-pumpkins"),
            *[value_button(word(good, 2).capitalize(), str(k), f"{at}.goods.{good}", k, edit, identifier=f"p{index}-{good}")
              for good, k in p.goods.items()],
        ], wrap=True, spacing=2),
        value_button(_("Workers in supply"), workers_text(p.workers), f"{at}.workers", dict(p.workers), edit, identifier=f"p{index}-workers"),
    ], key=f"mt-player-{p.id}")


def table_view(view: Any, edit: Editor | None) -> list[ft.Control]:
    state: MontanaState = view.state
    return [
        ft.Card(ft.Container(ft.Column([
            tid("table-when", ft.Text(spoken(view.summary.progress), size=18, weight=ft.FontWeight.BOLD)),
            ft.Row([value_button(_("Turn"), str(state.turn), "turn", state.turn, edit, identifier="turn"),
                    value_button(_("To play"), state.player(state.active).name, "active", state.active, edit, identifier="active")],
                   wrap=True),
            kv(_("Goods fields"), _("a field is free while its large field is empty")),
            goods_areas(state),
            town(state),
        ], spacing=8), padding=12)),
        player_grid([player_card(state, i, edit) for i in range(len(state.players))]),
    ]
