"""The mirrored Arkwright table: where the game is, the market, and one card per player.

Every number a player might find wrong on the cardboard is a button: a tap
opens an editor that submits an `edit` log entry (the table is always right).
Derived numbers (share value, portfolio, appeal, demand, wage) come from the
rules modules' own look-ups; this module only lays them out.
"""

from __future__ import annotations


import flet as ft

from companion.games.arkwright import jobmarket
from companion.games.arkwright.board import GOODS
from companion.games.arkwright.flow import bonus_markers, self_actor
from companion.games.arkwright.self_actor_data import self_actor_data
from companion.games.arkwright.state import ArkwrightState, Factory, Player
from companion.games.arkwright.summary import PHASE_LABEL
from companion.games.arkwright.table import Table
from companion.ui.arkwright.advisor import PriceAdvisor
from companion.ui.theme import colour_word, money, shape, swatch
from companion.ui.widgets import Editor, kv, tid, value_button
from companion.ui.words import _, _n, game_word, spoken

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def word(name: str, count: int = 1) -> str:
    """A word of Arkwright (a good, a tile) in the phone's language."""
    return game_word("arkwright", name, count)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def market_header(state: ArkwrightState, edit: Editor | None) -> ft.Control:
    """Decade, cycle, active good; demand and wage from the job market; the importers' appeal."""
    board = state.board
    good = state.active_good
    phase = spoken(PHASE_LABEL.get(state.phase, state.phase))
    when = " · ".join([_("{decade}s").format(decade=state.decade),
                       *([_("cycle {cycle}: {good}").format(cycle=state.cycle, good=word(good))] if good else []), phase])
    items = [
        value_button(_("Job market"), _n("{n} worker", "{n} workers", state.job_market).format(n=state.job_market), "job_market",
                     state.job_market, edit),
        value_button(_("Fired"), str(state.fired), "fired", state.fired, edit),
        kv(_("Wage"), money(jobmarket.wage(board, state)), identifier="wage"),
    ]
    if good:
        items.insert(0, kv(_("Demand ({good})").format(good=word(good)), str(jobmarket.demand(board, state, good)), identifier="demand"))
    importers = [ft.Text(_("Importers' appeal"), size=12, color=ft.Colors.ON_SURFACE_VARIANT)] + [
        value_button(word(g), str(state.importers.get(g, 0)), f"importers.{g}", state.importers.get(g, 0), edit, identifier=f"importer-{g}")
        for g in GOODS
    ]
    starter = state.players[state.start_player]
    timing = ft.ExpansionTile(
        title=ft.Text(_("Correct the decade, cycle, phase or start player"), size=13),
        controls=[ft.Row([
            value_button(_("Decade"), str(state.decade), "decade", state.decade, edit,
                         choices=[(d.decade, _("{decade}s").format(decade=d.decade)) for d in board.timetable(state.version)]),
            value_button(_("Cycle"), str(state.cycle), "cycle", state.cycle, edit),
            value_button(_("Phase"), phase, "phase", state.phase, edit, choices=list(PHASE_LABEL.items())),
            value_button(_("Start player"), starter.name, "start_player", state.start_player, edit, identifier="start-player",
                         choices=[(k, p.name) for k, p in enumerate(state.players)]),
            value_button(_("Players who acted"), str(state.acted), "acted", state.acted, edit, span=(0, len(state.players))),
            value_button(_("Workers in the box"), str(state.box), "box", state.box, edit),
        ], wrap=True, spacing=2)],
    ) if edit is not None else ft.Container()
    return ft.Card(
        ft.Container(
            ft.Column(
                [
                    tid("table-when", ft.Text(when, size=18, weight=ft.FontWeight.BOLD)),
                    ft.Text(_("Start player: {name} ({color})").format(name=starter.name, color=colour_word(starter.color)), size=13),
                    ft.Row(items, wrap=True, spacing=4),
                    ft.Row(importers, wrap=True, spacing=0, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                    *award_line(state),
                    timing,
                ],
                spacing=4,
            ),
            padding=10,
        )
    )


def factory_block(t: Table, i: int, j: int, f: Factory, edit: Editor | None) -> ft.Control:
    at = f"players.{i}.factories.{j}"
    tile = t.board.tile(f.good, f.level)
    rows = []
    for k, r in enumerate(f.rows):
        size = tile.row_size(k)
        rows.append(value_button(_("Row {row} workers").format(row=k + 1), f"{r.workers}/{size}", f"{at}.rows.{k}.workers", r.workers, edit,
                                 kind="workers", identifier=f"p{i}-{f.good}-row{k + 1}-workers"))
        if r.machines or (edit is not None and tile.machine_slots(k) and r.workers):
            rows.append(value_button(_("Row {row} machines").format(row=k + 1), str(r.machines), f"{at}.rows.{k}.machines", r.machines, edit))
    if f.obsolete_workers:
        rows.append(value_button(_("Obsolete-factory workers"), str(f.obsolete_workers), f"{at}.obsolete_workers",
                                 f.obsolete_workers, edit, kind="workers"))
    extras = []
    if f.marker_worker:
        extras.append(_("worker on the factory marker"))
    return ft.Container(
        ft.Column(
            [
                ft.Text(f"{capital(word(f.good))} {ROMAN[f.level]}", weight=ft.FontWeight.BOLD),
                ft.Row(
                    [
                        value_button(_("Price"), money(f.price), f"{at}.price", f.price, edit, identifier=f"p{i}-{f.good}-price",
                                     span=(t.board.rules.min_price, t.board.rules.max_price)),
                        value_button(_("Quality"), f"{t.quality(f)} ({tile.cost}+{f.quality})", f"{at}.quality", f.quality, edit),
                        value_button(_("Distribution"), f"+{f.distribution}", f"{at}.distribution", f.distribution, edit),
                        kv(_("Appeal"), str(t.appeal(f)), identifier=f"p{i}-{f.good}-appeal"),
                    ],
                    wrap=True,
                    spacing=2,
                ),
                ft.Row(rows, wrap=True, spacing=0),
                *([ft.Text(", ".join(extras), size=12)] if extras else []),
                *([PriceAdvisor(t.state, t.state.players[i].id, f.good)] if edit is not None else []),
            ],
            spacing=2,
        ),
        padding=ft.Padding.only(left=6, top=4, bottom=4),
        border=ft.Border.only(left=ft.BorderSide(3, ft.Colors.OUTLINE_VARIANT)),
    )


def _goods(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {word(g, n)}" for g, n in counts.items() if n) or _("none")


def harbor_lines(state: ArkwrightState, p: Player) -> list[str]:
    lines = []
    if p.warehouse.workers or any(p.warehouse.goods.values()):
        open_rows = sum(1 for r in p.warehouse.rows if r)
        words = (_("Warehouse: {goods} (workers: {columns} columns, {rows} rows)") if p.warehouse.columns else
                 _("Warehouse: {goods} (workers: no columns, {rows} rows)"))
        lines.append(words.format(goods=_goods(p.warehouse.goods), columns=", ".join(map(word, p.warehouse.columns)), rows=open_rows))
    if any(p.stored.values()):
        lines.append(_("Stored: {goods}").format(goods=_goods(p.stored)))
    if p.ships:
        lines.append(_("Ships: {ships} ({crew} crew)").format(ships=", ".join(str(s) for s in p.ships), crew=p.ship_crew))
    if p.contracts:
        lines.append(_("Contracts: {contracts}").format(
            contracts=", ".join(_("{good} on {space}").format(good=word(g), space=s) for g, s in p.contracts.items())))
    if p.tiles:
        names = []
        for tile_id in p.tiles:
            try:
                names.append(word(state.board.tile_spec(tile_id).name))
            except KeyError:
                names.append(tile_id)
        lines.append(_("Tiles: {tiles}").format(tiles=", ".join(names)))
    if p.advanced:
        lines.append(_("Advanced markers: {markers}").format(markers=", ".join(p.advanced)))
    if p.luxury_goods:
        lines.append(_("Luxury goods: {n}").format(n=p.luxury_goods))
    return lines


def player_card(state: ArkwrightState, i: int, edit: Editor | None, *, starter: bool = False) -> ft.Control:
    """One company: money, shares, factories, harbor, tiles."""
    p = state.players[i]
    t = Table(state, state.board)
    at = f"players.{i}"
    value = t.share_value(p.id)
    title = ft.Row(
        [
            ft.Icon(shape(p.color), color=swatch(p.color), size=22),
            ft.Text(p.name, size=18, weight=ft.FontWeight.BOLD),
            ft.Text(f"({colour_word(p.color)})", italic=True, size=12),
            *([ft.Icon(ft.Icons.FLAG, size=18, tooltip=_("start player"))] if starter else []),
        ],
        spacing=6,
    )
    money_row = ft.Row(
        [
            value_button(_("Cash"), money(p.cash), f"{at}.cash", p.cash, edit, identifier=f"p{i}-cash"),
            value_button(_("Shares"), str(p.shares), f"{at}.shares", p.shares, edit, identifier=f"p{i}-shares"),
            value_button(_("Share space"), f"{p.share_space} ({money(value)})", f"{at}.share_space", p.share_space, edit,
                         identifier=f"p{i}-space"),
            kv(_("Portfolio"), money(t.portfolio(p.id)), identifier=f"p{i}-portfolio"),
            value_button(_("Loans"), str(p.loans), f"{at}.loans", p.loans, edit),
            *([kv(_("Holds"), holdings_words(state, p), identifier=f"p{i}-holdings")] if p.holdings else []),
            *self_actor_markers(state, i, edit),
        ],
        wrap=True,
        spacing=2,
    )
    factories = [factory_block(t, i, j, f, edit) for j, f in enumerate(p.factories)]
    extras = [ft.Text(line, size=13) for line in harbor_lines(state, p)]
    if state.version == "water_frame" and edit is not None:
        extras.append(ft.Row([
            value_button(_("Warehouse columns with a worker"), ", ".join(p.warehouse.columns) or _("none"),
                         f"{at}.warehouse.columns", p.warehouse.columns, edit, kind="workers"),
            value_button(_("Warehouse rows with a worker"), " ".join(_("yes") if r else _("no") for r in p.warehouse.rows),
                         f"{at}.warehouse.rows", p.warehouse.rows, edit, kind="workers"),
            value_button(_("Ships (crew follows)"), ", ".join(map(str, p.ships)) or _("none"), f"{at}.ships", p.ships, edit,
                         kind="workers"),
        ], wrap=True, spacing=0))
    card = ft.Card(
        ft.Container(
            ft.Column([title, money_row, *factories, *extras], spacing=4),
            padding=10,
            border=ft.Border.only(left=ft.BorderSide(6, swatch(p.color))),
            border_radius=8,
        ),
    )
    return ft.Semantics(identifier=f"player-{i}", content=card, col={"xs": 12, "md": 6, "xl": 4})


def table_view(state: ArkwrightState, edit: Editor | None) -> list[ft.Control]:
    cards = [player_card(state, i, edit, starter=i == state.start_player) for i in range(len(state.players))]
    return [market_header(state, edit), ft.ResponsiveRow(cards, spacing=6, run_spacing=6)]


def holdings_words(state, p) -> str:
    """The Stock Exchange variant: the shares of other companies a player holds, with their value now;
    money, never score (Player's Book 3.3)."""
    board = state.board
    parts = []
    for c in state.players:
        n = p.holdings.get(c.id, 0)
        if n:
            parts.append(_n("{n} share of {company} ({value})", "{n} shares of {company} ({value})", n).format(
                n=n, company=c.name, value=money(n * board.share(c.share_space).value)))
    return ", ".join(parts)


def self_actor_markers(state: ArkwrightState, i: int, edit: Editor | None) -> list[ft.Control]:
    """The Self-Actor variant (Player's Book 3.2): the player's two bonus markers with the value they add at the
    end, and the award markers the player holds."""
    p, at = state.players[i], f"players.{i}"
    out: list[ft.Control] = []
    if self_actor.plays(state, "bonus_markers"):
        most = self_actor_data().bonus_markers.most
        span = (self_actor_data().bonus_markers.start, most)
        out += [
            value_button(_("Shipping bonus"), _("space {space}").format(space=p.shipping_bonus), f"{at}.shipping_bonus", p.shipping_bonus, edit,
                         identifier=f"p{i}-shipping-bonus", span=span),
            value_button(_("Home market bonus"), _("space {space}").format(space=p.home_market_bonus), f"{at}.home_market_bonus",
                         p.home_market_bonus,
                         edit, identifier=f"p{i}-home-market-bonus", span=span),
            kv(_("Bonus at the end"), money(bonus_markers.bonus(state, p)), identifier=f"p{i}-bonus"),
        ]
    if self_actor.plays(state, "competition"):
        words = ", ".join(self_actor.AWARDS[a] for a in p.awards) or _("none")
        out.append(kv(_("Awards"), words, identifier=f"p{i}-awards"))
    return out


def award_line(state: ArkwrightState) -> list[ft.Control]:
    """Where each Self-Actor award marker is: still on its space, held by a player, or out of the game."""
    if not self_actor.plays(state, "competition"):
        return []
    numbers = self_actor_data().competition
    waiting = {"share_value": _("on space {space}").format(space=numbers.share_space),
               "shipping": _("for the first {n} goods shipped").format(n=numbers.shipping_goods)}
    parts = []
    for award, name in self_actor.AWARDS.items():
        holder = next((p.name for p in state.players if award in p.awards), None)
        where = (_("held by {name}").format(name=holder) if holder else
                 _("out of the game") if award in state.awards_removed else waiting[award])
        parts.append(f"{name}: {where}")
    return [tid("table-awards", ft.Text(_("Award markers: {awards}").format(awards="; ".join(parts)), size=13))]
