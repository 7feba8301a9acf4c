"""History filtered by variant shows that variant's statistics (issue 26 item 5): the group picks a variant its
games were played with and the "Games played" numbers, each player's record and the list of games are those of
that variant's games only. Three recorded Arkwright games, stored seat for seat (tests/store/test_stats_variant.py):
the Spinning Mule (Harold 171 wins, Marion 95, Angelica 91), Spinning Jenny (Harold 170, Angelica 105, Marion 33)
and the Self-Actor (Harold 20 wins, Ida 6, Marion and Angelica out with loans)."""

from __future__ import annotations

from flet_harness import run

from tests.store.test_stats_variant import store_recorded


def test_picking_a_variant_shows_its_numbers_and_records_only(store, start_app):
    ids = {name: store_recorded(store, name) for name in ("spinning_mule_3p", "spinning_jenny_3p", "water_frame_self_actor_4p")}
    mule = store.info(ids["spinning_mule_3p"]).variant

    async def go():
        h = await start_app("/history")
        await h.settle(10)
        card = h.by_id("pack-stats-arkwright")
        assert "3" in h.text_in(card) and not h.has_id("variant-players")  # every game: 3 plays, no player card
        await h.select(h.by_id("history-variant"), mule)
        await h.settle(10)
        words = h.text_in(h.by_id("pack-stats-arkwright"))
        assert "1" in words and "£171" in words  # one play, its winner's score
        players = " ".join(h.text_in(h.by_id("variant-players")))
        assert f"Players in {mule}" in players
        assert "Harold" in players and "Marion" in players and "Angelica" in players and "Ida" not in players
        assert "£95" in players and "£170" not in players  # Marion's Mule score; Harold's Jenny score is not there
        texts = [t for t in h.texts() if t]
        assert any(f"({mule})" in t for t in texts) and not any("(Spinning Jenny)" in t for t in texts)
        await h.select(h.by_id("history-variant"), "")  # every variant again
        await h.settle(10)
        assert not h.has_id("variant-players") and "3" in h.text_in(h.by_id("pack-stats-arkwright"))

    run(go())
