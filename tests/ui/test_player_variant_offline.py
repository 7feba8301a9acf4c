"""A player's statistics filtered by variant (issue 26), as History's are: the roster's page of one player, or of
everyone, offers the variants of the finished games (of the pack chosen) and counts the games of the one picked.

Two recorded games stored seat for seat (tests/store/test_stats_variant.py): Marion played the Spinning Jenny
(third, £33) and the Spinning Mule (second, £95)."""

from __future__ import annotations

from flet_harness import run

from tests.store.test_stats_variant import store_recorded


def two_variants(store) -> dict[str, str]:
    return {name: store.info(store_recorded(store, name)).variant for name in ("spinning_jenny_3p", "spinning_mule_3p")}


def test_the_store_counts_one_player_s_games_of_each_variant_and_they_add_up(store):
    variant = two_variants(store)
    marion = store.find_player("Marion").id
    (every,) = store.player_stats(marion, "arkwright")
    parts = [store.player_stats(marion, "arkwright", v)[0] for v in variant.values()]
    assert (every.games, every.wins) == (2, 0) and [p.games for p in parts] == [1, 1]
    assert sorted(p.best_score for p in parts) == [33, 95] and every.best_score == 95
    assert every.avg_score == round((33 + 95) / 2, 2)
    # a variant Marion never played: her record, empty (no error)
    (none,) = store.player_stats(marion, "arkwright", "Water Frame + Stock Exchange")
    assert (none.games, none.wins, none.by_pack) == (0, 0, [])


def test_a_player_s_page_filters_by_the_variant_picked(store, start_app):
    variant = two_variants(store)
    mule, jenny = variant["spinning_mule_3p"], variant["spinning_jenny_3p"]
    marion = store.find_player("Marion").id

    async def go():
        h = await start_app(f"/players/{marion}")
        await h.settle(10)
        picker = h.by_id("stats-variant")
        assert [o.text for o in picker.options] == ["Every variant", *sorted(variant.values())]
        card = h.text_in(h.by_id("player-stats"))
        assert "2" in card and "£95" in card  # both games: the best of them
        await h.select(picker, mule)
        await h.settle(10)
        card = h.text_in(h.by_id("player-stats"))
        assert f"In {mule} only" in card and "£95" in card and "£33" not in card
        await h.select(h.by_id("stats-variant"), jenny)
        await h.settle(10)
        card = h.text_in(h.by_id("player-stats"))
        assert f"In {jenny} only" in card and "£33" in card and "£95" not in card

    run(go())


def test_one_variant_only_offers_no_variant_picker(store, start_app):
    store_recorded(store, "spinning_mule_3p")

    async def go():
        h = await start_app("/players/all")
        await h.settle(10)
        assert h.has_id("player-stats") and not h.has_id("stats-variant")

    run(go())
