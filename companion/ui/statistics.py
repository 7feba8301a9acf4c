"""The group's statistics on screen: games played per pack, each player's record per pack.

Scores are shown in each pack's own unit (Arkwright's £ portfolio, Kanban's pp,
the points of Montana and Union Stockyards) and never averaged across packs:
the store keeps them per pack (`PlayerStats.by_pack`). Games, wins and the
head to head count every pack, or one pack when the screen is filtered.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.registry import available_packs
from companion.ui.packs import pack_ui
from companion.ui.theme import money
from companion.ui.widgets import kv, labelled_dropdown, section, tid
from companion.ui.words import _, _n, spoken


def pack_title(pack_id: str) -> str:
    return getattr(available_packs().get(pack_id), "title", pack_id)


def score_unit(pack_id: str) -> str:
    """The unit a pack's final scores are counted in (its PackUI's `score_unit`; plain points without screens)."""
    return pack_ui(pack_id).score_unit


def amount(value: float | None, unit: str = "£") -> str:
    """£12 / $12 (a currency symbol goes in front), 12 pp / 12 points (a word goes after); averages keep
    one decimal below 100 (3.5 points), whole numbers above."""
    if value is None:
        return "–"
    if not unit:
        return str(round(value, 1) if isinstance(value, float) else value)
    if isinstance(value, float):
        value = round(value) if value.is_integer() or abs(value) >= 100 else round(value, 1)
    if unit == "£" and isinstance(value, int):
        return money(value)
    if len(unit) == 1 and not unit.isalpha():
        return f"-{unit}{-value}" if value < 0 else f"{unit}{value}"
    return f"{value} {unit}"


def by_player_count(averages: dict[int, float], unit: str) -> str:
    return ", ".join(_("{n} players: {score}").format(n=n, score=amount(avg, unit)) for n, avg in sorted((averages or {}).items())) or "–"


def pack_stats_card(stats: list[Any]) -> ft.Control:
    """History: plays, average winning score (in the pack's unit) and the longest game of each pack."""
    rows = []
    for s in stats:
        longest = _n("{n} entry", "{n} entries", s.longest_entries).format(n=s.longest_entries) + (
            _(", {minutes} min").format(minutes=f"{s.longest_minutes:.0f}") if s.longest_minutes else "")
        rows.append(tid(f"pack-stats-{s.pack_id}", ft.Row(
            [kv(_("Game"), pack_title(s.pack_id)), kv(_("Plays"), str(s.plays)),
             kv(_("Average winning score"), amount(s.avg_winning_score, score_unit(s.pack_id))), kv(_("Longest"), longest)],
            wrap=True, spacing=18)))
    return section(_("Games played"), rows or [ft.Text(_("No finished games yet."), italic=True)])


def pack_filter(value: str | None, on_select) -> ft.Control:
    """Statistics of every game or of one pack."""
    options = [("", _("All games"))] + [(pid, pack.title) for pid, pack in available_packs().items()]
    return labelled_dropdown("stats-pack", _("Game"), value or "", options, lambda v: on_select(v or None), width=300)


#: the variant filter's choice of no filter (no session's variant is empty: see `variants_of`)
EVERY = ""


def variants_of(sessions: list[Any]) -> list[str]:
    """The variants of the games stored (a session's variant text, e.g. "Water Frame + Stock Exchange"), in order."""
    return sorted({s.variant for s in sessions if getattr(s, "variant", "")})


def variant_named(variant: str, variants: list[str]) -> str:
    """The chosen variant (its English text, as the filter keeps it) in the words its games were stored with."""
    return next((v for v in variants if v == variant), variant)


def variant_filter(identifier: str, value: str, variants: list[str], on_select) -> ft.Control:
    """Every variant (EVERY) or one of `variants`: History's games and numbers, a player's statistics."""
    return labelled_dropdown(identifier, _("Variant"), value, [(EVERY, _("Every variant")), *((str(v), spoken(v)) for v in variants)],
                             on_select)


def record_block(record: Any) -> ft.Control:
    """One player's games of one pack, the scores in its unit."""
    unit = score_unit(record.pack_id)
    return tid(f"record-{record.pack_id}", ft.Column(
        [
            ft.Text(pack_title(record.pack_id), size=14, weight=ft.FontWeight.W_600),
            ft.Row([kv(_("Games"), str(record.games)), kv(_("Wins"), str(record.wins)), kv(_("Win rate"), f"{record.win_rate:.0%}"),
                    kv(_("Average score"), amount(record.avg_score, unit)), kv(_("Best score"), amount(record.best_score, unit))],
                   wrap=True, spacing=20),
            ft.Text(_("Average by player count: {averages}").format(averages=by_player_count(record.avg_by_player_count, unit)),
                    size=13),
        ],
        spacing=4, tight=True,
    ))


def rivals_line(s: Any, pack_id: str | None) -> ft.Control:
    nemesis = f"{s.nemesis.name} ({s.nemesis.times}×)" if s.nemesis else "–"
    victim = f"{s.favourite_victim.name} ({s.favourite_victim.times}×)" if s.favourite_victim else "–"
    words = (_("Nemesis in {game}: {nemesis} · Favourite victim: {victim}") if pack_id else
             _("Nemesis: {nemesis} · Favourite victim: {victim}"))
    return ft.Text(words.format(game=pack_title(pack_id) if pack_id else "", nemesis=nemesis, victim=victim), size=13)


def stats_card(s: Any, pack_id: str | None = None, variant: str = EVERY) -> ft.Control:
    """A player's record: games, wins and win rate over the games shown (of one variant when given), then the
    scores pack by pack."""
    records = list(s.by_pack)
    body: list[ft.Control] = [
        ft.Text(s.name, size=16, weight=ft.FontWeight.BOLD),
        ft.Row([kv(_("Games"), str(s.games)), kv(_("Wins"), str(s.wins)), kv(_("Win rate"), f"{s.win_rate:.0%}")], wrap=True, spacing=20),
    ]
    if variant:
        body.append(ft.Text(_("In {variant} only").format(variant=spoken(variant)), size=13, italic=True))
    if (pack_id or variant) and not records:
        body.append(ft.Text(_("No finished game of {game} yet.").format(game=spoken(variant) or pack_title(pack_id)), italic=True, size=13))
    if len(records) > 1:
        body.append(ft.Divider(height=1))
    body += [record_block(r) for r in records]
    body.append(rivals_line(s, pack_id))
    return tid("player-stats", ft.Card(ft.Container(ft.Column(body, spacing=6), padding=12)))


def variant_players_card(players: list[Any], variant: str) -> ft.Control:
    """Each roster player's record in the finished games of one variant (History's variant filter)."""
    rows = [stats_card(s) for s in players if s.games]
    return tid("variant-players", section(_("Players in {variant}").format(variant=spoken(variant)), rows or [
        ft.Text(_("No finished game of {game} yet.").format(game=spoken(variant)), italic=True, size=13)]))
