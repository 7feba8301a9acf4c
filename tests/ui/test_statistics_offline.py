"""Statistics per game pack on the History and Players screens (offline harness), on a hand-made history.

Union Stockyards A: Ada 40, Ben 55, Cleo 20 -> Ben wins
Union Stockyards B: Ada 60, Ben 30, Cleo 10 -> Ada wins
Kanban:             Ada 30 pp, Ben 12 pp, Cleo 0 pp on the table; Final Scoring adds 1 pp each -> Ada wins
"""

from __future__ import annotations

from flet_harness import run
from scenarios import kanban_game, stockyards_game


def finished_stockyards(store, scores: dict[str, int]) -> int:
    sid = stockyards_game(store)
    store.submit(sid, {"kind": "edit", "changes": [{"path": "year", "value": 6}, {"path": "phase", "value": "III"}]})
    assert store.submit(sid, {"kind": "final_scores", "scores": scores}).stored
    return sid


def values(texts: list[str], *labels: str) -> list[str]:
    """The value under each label (a label's text is followed by its value; the first one found, the shallowest)."""
    return [texts[texts.index(label) + 1] for label in labels]


def history(store) -> dict[str, int]:
    finished_stockyards(store, {"ada": 40, "ben": 55, "cleo": 20})
    finished_stockyards(store, {"ada": 60, "ben": 30, "cleo": 10})
    sid = kanban_game(store)
    store.submit(sid, {"kind": "edit", "changes": [{"path": "end_triggered", "value": True},
                                                   {"path": "players.0.pp", "value": 30}, {"path": "players.1.pp", "value": 12}]})
    assert store.submit(sid, {"kind": "final_scoring"}).stored
    assert [(r.name, r.score) for r in store.results(sid)] == [("Ada", 31), ("Ben", 13), ("Cleo", 1)]
    return {p.name: p.id for p in store.players()}


def test_a_players_record_pack_by_pack_in_each_packs_unit(store, start_app):
    ids = history(store)

    async def go():
        h = await start_app(f"/players/{ids['Ada']}")
        card = h.text_in(h.by_id("player-stats"))
        assert card[0] == "Ada" and values(card, "Games", "Wins", "Win rate") == ["3", "2", "67%"]
        stockyards = h.text_in(h.by_id("record-union_stockyards"))
        assert stockyards[0] == "Union Stockyards"
        assert values(stockyards, "Games", "Wins", "Win rate", "Average score", "Best score") == [
            "2", "1", "50%", "50 points", "60 points"]
        assert "Average by player count: 3 players: 50 points" in stockyards
        kanban = h.text_in(h.by_id("record-kanban"))
        assert kanban[0] == "Kanban: Driver's Edition"
        assert values(kanban, "Games", "Average score", "Best score") == ["1", "31 pp", "31 pp"]
        # Ada beat Cleo in all three games, Ben in two; only Ben finished ahead of her (game A)
        assert "Nemesis: Ben (1×) · Favourite victim: Cleo (3×)" in card
        # never a score averaged over both packs ((40 + 60 + 31) / 3 would be 43.7)
        assert not any("43.7" in t or "44" in t for t in card)
        # one pack: games, wins and the head to head of that pack only
        await h.select(h.by_id("stats-pack"), "kanban")
        card = h.text_in(h.by_id("player-stats"))
        assert values(card, "Games", "Wins", "Win rate") == ["1", "1", "100%"]
        assert not h.has_id("record-union_stockyards") and h.has_id("record-kanban")
        assert "Nemesis in Kanban: Driver's Edition: – · Favourite victim: Ben (1×)" in card
        await h.select(h.by_id("stats-pack"), "montana")
        assert "No finished game of Montana yet." in h.text_in(h.by_id("player-stats"))

    run(go())


def test_everyones_statistics_and_the_games_played(store, start_app):
    history(store)

    async def go():
        h = await start_app("/players/all")
        cards = [h.text_in(c.content) for c in h.controls() if getattr(c, "identifier", None) == "player-stats"]
        assert [c[0] for c in cards] == ["Ada", "Ben", "Cleo"]
        ben = cards[1]
        assert values(ben, "Games", "Wins", "Win rate") == ["3", "1", "33%"]
        assert "42.5 points" in ben and "13 pp" in ben  # (55 + 30) / 2 in Union Stockyards; 13 pp in Kanban
        await h.navigate("/history")
        await h.settle(20)
        assert values(h.text_in(h.by_id("pack-stats-union_stockyards")), "Game", "Plays", "Average winning score") == [
            "Union Stockyards", "2", "57.5 points"]
        assert values(h.text_in(h.by_id("pack-stats-kanban")), "Game", "Plays", "Average winning score") == [
            "Kanban: Driver's Edition", "1", "31 pp"]

    run(go())
