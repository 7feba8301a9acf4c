"""Set-up and the 1760 preparation round (Water Frame 4.1, Spinning Jenny 4.1, Noblesse Oblige)."""

import pytest

from companion.core.errors import InputError, RuleError
from companion.games.arkwright.board import base_board
from companion.games.arkwright.pack import apply
from tests.games.arkwright.flow.helpers import new_game, run, seats

# The rulebooks' start set up tables, copied as printed: per seat in player order
# (factories as good/workers/price/appeal, shares kept / capital, building costs, remaining capital).
WATER_FRAME = {
    4: {
        "factories": [
            [("clothes", 4, 6, 3), ("cutlery", 5, 6, 4)],
            [("food", 4, 7, 1), ("cutlery", 5, 7, 3)],
            [("clothes", 4, 5, 4), ("lamps", 6, 8, 3)],
            [("food", 4, 5, 3), ("lamps", 6, 9, 2)],
        ],
        "shares": [9, 10, 9, 10],
        "capital": [60, 50, 60, 50],
        "costs": [19, 18, 20, 19],
        "remaining": [41, 32, 40, 31],
        "special": ["patent", "office", "engineer", "foreman"],
    },
    3: {
        "factories": [
            [("food", 4, 7, 1), ("clothes", 4, 8, 1)],
            [("food", 4, 6, 2), ("cutlery", 5, 8, 2)],
            [("food", 4, 5, 3), ("lamps", 6, 9, 2)],
        ],
        "shares": [10, 9, 9],
        "capital": [50, 60, 60],
        "costs": [17, 18, 19],
        "remaining": [33, 42, 41],
        "special": ["office", "engineer", "patent"],
    },
    2: {
        "factories": [[("food", 4, 5, 3), ("cutlery", 5, 8, 2)], [("food", 4, 7, 1), ("clothes", 4, 8, 1)]],
        "shares": [8, 7],
        "capital": [70, 80],
        "costs": [18, 17],
        "remaining": [52, 63],
        "special": ["patent", "office"],
    },
}
SPINNING_JENNY = {
    4: {
        "factories": [
            [("clothes", 4, 6, 3), ("cutlery", 5, 7, 3)],
            [("food", 4, 5, 3), ("cutlery", 5, 8, 2)],
            [("clothes", 4, 5, 4), ("lamps", 6, 9, 2)],
            [("food", 4, 5, 3), ("lamps", 6, 8, 3)],
        ],
        "costs": [19, 18, 20, 19],
        "remaining": [51, 52, 50, 51],
        "special": ["distribution_light", "quality_light", "quality_light", "distribution_light"],
    },
    3: {
        "factories": [
            [("food", 4, 5, 3), ("clothes", 4, 6, 3)],
            [("clothes", 4, 6, 3), ("cutlery", 5, 8, 2)],
            [("food", 4, 5, 3), ("cutlery", 5, 8, 2)],
        ],
        "costs": [17, 19, 18],
        "remaining": [53, 51, 52],
        "special": ["distribution_light", "quality_light", "distribution_light"],
    },
    2: {
        "factories": [[("food", 4, 5, 3), ("cutlery", 5, 8, 2)], [("food", 4, 5, 3), ("clothes", 4, 6, 3)]],
        "costs": [18, 17],
        "remaining": [52, 53],
        "special": ["quality_light", "distribution_light"],
    },
}
FIRED_BOX = {4: (4, 0), 3: (8, 0), 2: (4, 8)}


def _factories(state, pid):
    from companion.games.arkwright.table import Table

    t = Table.of(state)
    return [(f.good, f.workers, f.price, t.appeal(f)) for f in state.player(pid).factories]


@pytest.mark.parametrize("n", [4, 3, 2])
def test_water_frame_predetermined_tables(n):
    printed = WATER_FRAME[n]
    out = run(None, {"kind": "new_game", "seats": seats(n), "answers": {"foreman:ida": "lamps"}})
    s = out.state
    board = base_board()
    assert (s.decade, s.cycle, s.phase, s.setup_step, s.setup_mode) == (1770, 1, "economy", None, "predetermined")
    for i, p in enumerate(s.turn_order()):
        assert sorted(_factories(s, p.id)) == sorted(printed["factories"][i])
        cost = sum(board.tile(f.good, 1).cost for f in p.factories)
        assert cost == printed["costs"][i]
        assert p.shares == printed["shares"][i]
        assert p.cash == printed["remaining"][i] == printed["capital"][i] - printed["costs"][i]
        assert p.tiles == [printed["special"][i]]
        assert p.share_space == 10
    fired, box = FIRED_BOX[n]
    employed = sum(w for seat in printed["factories"] for _, w, _, _ in seat)
    assert (s.fired, s.box, s.job_market) == (fired, box, 80 - fired - box - employed)
    assert s.events == {"1770": "lobby", "1780": "war_on_the_continent", "1790": "bureaucracy", "1800": "world_exhibition", "1810": "end_of_game"}
    assert s.importers == {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}
    # 7 development tiles per player: those beside the mat plus the one each player received
    assert len(s.mat.tiles) + n == 7 * n
    assert s.mat.ships == ({2: 4} if n == 2 else {2: 4, 4: 2, 6: 2, 8: 1, 10: 1})


@pytest.mark.parametrize("n", [4, 3, 2])
def test_spinning_jenny_predetermined_tables(n):
    printed = SPINNING_JENNY[n]
    s = run(None, {"kind": "new_game", "version": "spinning_jenny", "seats": seats(n)}).state
    for i, p in enumerate(s.turn_order()):
        assert sorted(_factories(s, p.id)) == sorted(printed["factories"][i])
        assert p.shares == 10  # 10 shares in the portfolio: five sold at £10, plus £20
        assert p.cash == printed["remaining"][i] == 70 - printed["costs"][i]
        assert p.advanced == [printed["special"][i]] and p.tiles == []
    assert s.events == {"1790": "end_of_game"}
    assert s.mat.ships == {} and s.mat.tiles == []
    assert (s.decade, s.phase) == (1770, "economy")


def test_predetermined_foreman_asks_for_its_factory():
    out = apply(None, {"kind": "new_game", "seats": seats(4)})
    assert out.pending is not None and out.pending.id == "foreman:ida"
    assert [o.value for o in out.pending.options] == ["food", "lamps"]
    assert out.state is None  # nothing was created


def test_start_player_takes_the_first_seat_of_the_table():
    s = new_game(3, start_player=2)
    # Harold (seat 2) starts and plays the blue column: food 4/£7/1 and clothes 4/£8/1
    assert sorted(_factories(s, "harold")) == [("clothes", 4, 8, 1), ("food", 4, 7, 1)]
    assert s.player("harold").cash == 33


@pytest.mark.parametrize("n,fired,box", [(3, 4, 0), (2, 4, 4), (4, 4, 0)])
def test_noblesse_oblige_worker_removal_and_luxury_market(n, fired, box):
    s = new_game(n, expansion=True)
    assert (s.fired, s.box) == (fired, box)
    assert {"purveyor_food", "purveyor_clothes", "purveyor_cutlery", "purveyor_lamps"} <= set(s.mat.tiles)
    # 1770 is level I: one cube on each level-I space; there is no level-I food space
    assert s.luxury == {"clothes": [1], "cutlery": [1], "lamps": [1]}


def test_rulebook_building_examples():
    board = base_board()
    # Water Frame 4.1.IV: clothes level I costs £9, lamps level I £11
    assert (board.tile("clothes", 1).cost, board.tile("lamps", 1).cost) == (9, 11)
    # 4.1.VI: Marion's food (£8) and lamps (£11) factories cost £19
    assert board.tile("food", 1).cost + board.tile("lamps", 1).cost == 19


def free_game(n=3, version="water_frame", **kw):
    entry = {"kind": "new_game", "version": version, "seats": seats(n), "setup": "free"}
    if version == "water_frame":
        entry["mat"] = kw.pop("mat", {"1": ["quality_light"], "2": ["distribution_light"], "3": ["quality_dark"], "4": ["production_dark"]})
        entry["tiles"] = kw.pop("tiles", ["charisma", "administrator", "extra_shifts", "workshop", "inventor", "developer", "broker", "agent_in_the_colonies", "school", "foreman", "patron_food", "patron_clothes", "inventor", "developer", "accountant", "small_warehouse", "engineering_works", "patron_cutlery", "office", "patent", "engineer"])
    else:
        entry["mat"] = kw.pop("mat", {"1": ["machinery_light"], "2": ["stock_exchange_light"], "3": ["quality_dark"], "4": ["distribution_dark"]})
        entry["pick_markers"] = kw.pop("pick_markers", ["quality_light", "distribution_light", "machinery_light"][:n])
    entry.update(kw)
    return run(None, entry).state


def test_free_water_frame_preparation_round():
    s = free_game(3)
    assert (s.phase, s.setup_step, s.decade) == ("setup", "factories_1", 1760)
    assert s.job_market == 72 and s.fired == 8
    # first foundation round in player order
    with pytest.raises(RuleError, match="Marion's turn"):
        apply(s, {"kind": "prep_factory", "player": "angelica", "good": "food", "price": 6})
    s = run(s, {"kind": "prep_factory", "player": "marion", "good": "food", "price": 6}).state
    # Water Frame 4.1.IV example: food at £6 has appeal 2 (8 - 6); both rows filled: 4 workers
    assert s.player("marion").factories[0].workers == 4 and s.job_market == 68
    with pytest.raises(RuleError, match="appeal"):
        apply(s, {"kind": "prep_factory", "player": "angelica", "good": "lamps", "price": 12})
    s = run(s, {"kind": "prep_factory", "player": "angelica", "good": "lamps", "price": 9}).state
    s = run(s, {"kind": "prep_factory", "player": "harold", "good": "clothes", "price": 7}).state
    assert s.setup_step == "factories_2"
    # second round in reverse order, another good
    with pytest.raises(RuleError, match="Harold's turn"):
        apply(s, {"kind": "prep_factory", "player": "marion", "good": "lamps", "price": 9})
    with pytest.raises(RuleError, match="another good"):
        apply(s, {"kind": "prep_factory", "player": "harold", "good": "clothes", "price": 7})
    s = run(s, {"kind": "prep_factory", "player": "harold", "good": "cutlery", "price": 8}).state
    s = run(s, {"kind": "prep_factory", "player": "angelica", "good": "food", "price": 5}).state
    s = run(s, {"kind": "prep_factory", "player": "marion", "good": "lamps", "price": 11}).state
    assert s.setup_step == "shares:0"
    # start-up capital in reverse order; enough to pay the factories
    with pytest.raises(RuleError, match="at least 2 shares"):
        apply(s, {"kind": "prep_shares", "player": "harold", "sell": 1})
    s = run(s, {"kind": "prep_shares", "player": "harold", "sell": 4, "take": "ship:2"}).state
    h = s.player("harold")
    assert (h.cash, h.shares, h.ships, h.ship_crew) == (40, 11, [2], 0)
    s = run(s, {"kind": "prep_shares", "player": "angelica", "sell": 5, "take": "marker:quality_light"}).state
    assert s.player("angelica").advanced == ["quality_light"] and s.mat.markers["1"] == []
    with pytest.raises(RuleError):
        apply(s, {"kind": "prep_shares", "player": "marion", "sell": 5, "take": "marker:distribution_light"})  # row II is not open in 1760
    s = run(s, {"kind": "prep_shares", "player": "marion", "sell": 6, "take": "tile:foreman@lamps"}).state
    assert s.player("marion").foreman == "lamps" and s.setup_step == "pay"
    out = run(s, {"kind": "prep_pay"})
    s = out.state
    # Water Frame 4.1.VI example: Marion's food (£8) and lamps (£11) factories cost £19
    assert s.player("marion").cash == 60 - 19
    assert (s.phase, s.decade, s.cycle, s.setup_step) == ("economy", 1770, 1, None)


def test_free_spinning_jenny_start_capital_and_pick():
    s = free_game(2, "spinning_jenny")
    for pid, good, price in [("marion", "food", 5), ("angelica", "clothes", 6), ("angelica", "lamps", 9), ("marion", "cutlery", 8)]:
        s = run(s, {"kind": "prep_factory", "player": pid, "good": good, "price": price}).state
    with pytest.raises(RuleError, match="sells 5 shares"):
        apply(s, {"kind": "prep_shares", "player": "angelica", "sell": 3, "take": "marker:quality_light"})
    with pytest.raises(RuleError, match="picks one"):
        apply(s, {"kind": "prep_shares", "player": "angelica", "take": "marker:machinery_light"})
    s = run(s, {"kind": "prep_shares", "player": "angelica", "take": "marker:distribution_light"}).state
    a = s.player("angelica")
    assert (a.cash, a.shares, a.advanced) == (70, 10, ["distribution_light"])
    s = run(s, {"kind": "prep_shares", "player": "marion", "take": "marker:quality_light"}).state
    s = run(s, {"kind": "prep_pay"}).state
    assert s.player("marion").cash == 70 - 18 and s.player("angelica").cash == 70 - 20


def test_free_spinning_jenny_house_rule_frees_the_sale():
    s = free_game(2, "spinning_jenny", house_rules={"sj_free_share_sale": True})
    for pid, good in [("marion", "food"), ("angelica", "clothes"), ("angelica", "food"), ("marion", "clothes")]:
        s = run(s, {"kind": "prep_factory", "player": pid, "good": good, "price": 5}).state
    s = run(s, {"kind": "prep_shares", "player": "angelica", "sell": 0, "take": "marker:quality_light"}).state
    assert s.player("angelica").cash == 20 and s.player("angelica").shares == 15


@pytest.mark.parametrize(
    "change,message",
    [
        ({"mat": {"1": ["quality_dark"]}}, "rows 1-2 take light"),
        ({"mat": {"1": ["quality_light", "quality_light", "quality_light"]}}, "2 are in play"),
        ({"mat": {"1": ["stock_exchange_light"]}}, "stock exchange"),
        ({"mat": {"5": []}}, "rows are"),
        ({"tiles": ["charisma", "inventor"]}, "tiles: 2 entered"),
        ({"tiles": ["administrator"] * 21}, "Charisma is always"),
    ],
)
def test_free_set_up_refuses_what_cannot_be_on_the_table(change, message):
    with pytest.raises(InputError, match=message):
        free_game(3, **change)


def test_free_set_up_needs_the_mat_and_the_tiles():
    with pytest.raises(InputError, match="mat"):
        apply(None, {"kind": "new_game", "seats": seats(3), "setup": "free"})
    with pytest.raises(InputError, match="tiles"):
        apply(None, {"kind": "new_game", "seats": seats(3), "setup": "free", "mat": {}})


def test_a_second_new_game_is_refused():
    s = new_game(2)
    with pytest.raises(RuleError, match="already started"):
        apply(s, {"kind": "new_game", "seats": seats(2)})


def test_bad_seats_are_refused():
    with pytest.raises(InputError):
        apply(None, {"kind": "new_game", "seats": seats(1)})
    with pytest.raises(InputError, match="start_player"):
        apply(None, {"kind": "new_game", "seats": seats(2), "start_player": 2})


def test_set_up_fields_of_the_other_version_are_refused():
    with pytest.raises(InputError, match="no development tiles"):
        apply(None, {"kind": "new_game", "version": "spinning_jenny", "seats": seats(2), "tiles": ["charisma"]})
    with pytest.raises(InputError, match="only Spinning Jenny"):
        apply(None, {"kind": "new_game", "seats": seats(2), "pick_markers": ["quality_light"]})


def test_spinning_jenny_with_the_expansion_lays_out_the_purveyors():
    s = new_game(2, "spinning_jenny", expansion=True)
    assert sorted(s.mat.tiles) == ["purveyor_clothes", "purveyor_cutlery", "purveyor_food", "purveyor_lamps"]
