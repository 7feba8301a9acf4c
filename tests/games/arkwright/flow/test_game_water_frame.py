"""A whole Water Frame game for four players, from the box to the winner, through the engine.

Predetermined set up (events Lobby, War on the Continent, Bureaucracy, World Exhibition, End of
the Game); every action, production phase and round end goes through `pack.apply` (real
`action` and `production` entries). The script: each turn a player places a colored marker and
skips the action (factory, workers, machinery, quality in cycles 1-4; rows £2/4/6/8, after the
Bureaucracy £4/6/8/10), except: in the Lobby Ann takes the Broker and uses it after the 1780s to
buy a share; in 1810 Di hires a worker into her food factory after food was active (a worker on
the factory marker) and Cy takes a clothes contract she cannot ship any more. A hard game: the
obsolete factories of 1790 and the administrative costs force emergency sales (Water Frame 7.0).

Hand computation. E = 80 - job market; demand = numbered empty spaces of the good's column (food
row r: r+1, clothes r, cutlery r-1, lamps r-2); wage beside the row of the last empty space (rows
0-6 £2, 7-11 £3, 12-15 £4). Level-I factories make 3 goods in rows 1-2. Emergency sale: shares at
the current value until the debt is covered, back (first digit of the space) x shares.
"""

from companion.games.arkwright.flow.scoring import final_results
from tests.games.arkwright.flow.helpers import play_decade, run, standing

SEATS = [{"id": i, "name": i.capitalize(), "color": c} for i, c in (("ann", "blue"), ("bob", "red"), ("cy", "green"), ("di", "yellow"))]
# Start (Water Frame 4.1 table): Ann clothes £6 (appeal 3), cutlery £6 (4); Bob food £7 (1), cutlery
# £7 (3); Cy clothes £5 (4), lamps £8 (3); Di food £5 (3, Foreman), lamps £9 (2). Cash 41/32/40/31,
# shares 9/10/9/10. Job market 38, fired 4.
START = {"ann": (41, 9, 10, 0), "bob": (32, 10, 10, 0), "cy": (40, 9, 10, 0), "di": (31, 10, 10, 0)}

# 1770, markers (importer, workers): 1/3, 1/2, 0/2, 1/1.
#  c1 food: fired 4 -> 1, jm 41, E 39: demand 10, wage £3. Bob 1 (appeal 1, +£7), Di 3 (+£15), importer 1.
#     Bob +1 space; Di +2, +1 most appeal, +1 most sold = +4. Wages: Bob 4 x £3, Di 4 x £1 (Foreman).
#     Ann 39, Bob 32-2+7-12 = 25, Cy 38, Di 31-2+15-4 = 40.
#  c2 clothes: fired 1 -> 0, jm 42, E 38: demand 9, wage £3. Ann 3 (+£18), Cy 3 (+£15), importer 1.
#     Ann +2; Cy +2 +1 (appeal 4 alone). Ann 39-4+18-12 = 41, Cy 38-4+15-12 = 37, Bob 21, Di 36.
#  c3 cutlery: demand 7. Ann 3 (+£18, appeal 4: +3 spaces), Bob 3 (+£21, +2). Wages 5 x £3.
#     Ann 41-6+18-15 = 38, Bob 21-6+21-15 = 21, Cy 31, Di 30.
#  c4 lamps: demand 6 = Cy 3 + Di 2 + importer 1. Cy +£24, +4 spaces; Di +£18, +2. Wages 6 x £3.
#     Ann 30, Bob 13, Cy 31-8+24-18 = 29, Di 30-8+18-18 = 22.
#  Lobby (from Di): Ann takes the Broker. Portfolios: Ann 9 x £13 = 117 is least; she names Bob.
END_1770 = {"ann": (30, 9, 15, 0), "bob": (13, 10, 13, 0), "cy": (29, 9, 17, 0), "di": (22, 10, 16, 0)}
# 1780, markers 1/2, 2/2, 1/1, 0/2 (fired space empty). jm 42: same demand and wage as before.
#  c1 food: Bob 1 (+£7, +1), Di 3 (+£15, +4: appeal 3 > importer 2). Bob 13-2+7-12 = 6, Di 22-2+15-4 = 31.
#  c2 clothes: demand 9 = Ann 3 + Cy 3 + importer 3. Ann +2, Cy +3. Ann 28-4+18-12 = 30, Cy 26, Bob 2.
#  c3 cutlery: Bob pays £6 with £2: sells 1 share at £12 (space 14 -> 13). Ann +£18 (+3), Bob +£21 (+2).
#     Ann 30-6+18-15 = 27, Bob 2+12-6+21-15 = 14, Cy 20, Di 21.
#  c4 lamps: Cy +£24 (+4), Di +£18 (+2). Ann 19, Bob 6, Cy 20-8+24-18 = 18, Di 21-8+18-18 = 13.
#  War on the Continent: every factory distribution +1, price +1 (appeals unchanged).
#  Broker: Ann buys 1 share at £15 (space 20): £4, 10 shares. Portfolios: Bob 9 x £13 = 117 least;
#  he names Ann. Obsolescence (1790, level I): 16 extra workers from the job market: 42 -> 26.
END_1780 = {"ann": (4, 10, 20, 0), "bob": (6, 9, 15, 0), "cy": (18, 9, 24, 0), "di": (13, 10, 22, 0)}
# 1790, markers 1/3, 1/2, 1/1, 2/2 (nothing returns). jm 26, E 54: wage £4; demand food 14,
# clothes 13, cutlery 11, lamps 10. Workers: food 6, clothes 6, cutlery 7, lamps 8.
#  c1 food: Bob 1 at £8, Di 3 at £6; importer 3 ties Di: no bonus. Bob 4+8 short of 24 wages: 1 share
#     at £13 (16 -> 15). Di wages 4 x £2 + 2 x £4 = 16. Ann 2, Bob 1, Cy 16, Di 13.
#  c2 clothes: Bob and Ann sell a share each to pay £4 (Bob £13, 14; Ann £15, 20 -> 18). Ann 3 at £7,
#     Cy 3 at £6, importer 4. Ann 13+21-24 = 10, Cy 12+18-24 = 6, Bob 10, Di 9.
#  c3 cutlery: Ann 3 at £7 (+3 spaces to 23), Bob 3 at £8 (+2). Ann short for £28 wages: 1 share at
#     £17 (23 -> 21). Ann 4+21+17-28 = 14, Bob 4+24-28 = 0, Cy 0, Di 3.
#  c4 lamps: Di, Bob, Cy sell a share for the £8 (Di £17 24 -> 22, Bob £13 16 -> 15, Cy £18 26 -> 24).
#     Cy 3 at £9, Di 2 at £10 (+2 each). Cy 10+27-32 = 5, Di 12+20-32 = 0, Ann 6, Bob 5.
#  Bureaucracy. Bob (6 x £13) names Cy.
END_1790 = {"ann": (6, 8, 21, 0), "bob": (5, 6, 15, 0), "cy": (5, 8, 26, 0), "di": (0, 9, 24, 0)}
# 1800 (rows £4-£10), markers 0/2, 1/3, 1/2, 1/1. Distribution has decayed: appeals Bob food 0,
# Di food 2, Ann clothes 2, Cy clothes 3, Ann cutlery 3, Bob cutlery 2, Cy lamps 2, Di lamps 1.
#  c1 food: Di sells a share (£17, 24 -> 22); Di 2 at £6 (+2). Bob sells nothing and 2 shares at £13 for
#     his £24 wages (15 -> 13). Ann 2, Bob 3, Cy 1, Di 9.
#  c2 clothes: Ann (£16, 21 -> 19), Bob (£12, 13 -> 12), Cy (£18, 26 -> 24) sell a share for the £6.
#     Ann 2 at £7, Cy 3 at £6 (+2 each). Ann 12+14-24 = 2, Cy 13+18-24 = 7, Bob 9, Di 3.
#  c3 cutlery: Ann, Cy, Di sell a share for the £8 (Ann 21 -> 19, Cy 26 -> 24, Di 24 -> 22). Ann 3 at
#     £7, Bob 2 at £8 (+2 each); Bob sells a share (£12, 14 -> 13) for his wages. Ann 3, Bob 1, Cy 17, Di 12.
#  c4 lamps: Bob (£12, 13 -> 12) and Ann (£16, 21 -> 19) sell a share for the £10. Cy 2 at £9, Di 1
#     at £10; Cy sells 1 share (£18, 26 -> 24), Di 2 (£17 each, 23 -> 19) for the £32 wages.
#  World Exhibition: 4 workers from the job market to the box (26 -> 22). Bob (1 x £11) names Di.
END_1800 = {"ann": (9, 5, 19, 0), "bob": (3, 1, 12, 0), "cy": (11, 5, 24, 0), "di": (14, 5, 19, 0)}
# 1810, markers 1/1, 0/2, 2/2, 1/3. jm 22, E 58: wage £4.
#  c1 food: Bob sells his last share (£11, 12 -> 11) for the £4; sells no food (appeal 0) and takes
#     2 loans for his wages (11 -> 9). Di 2 at £6 (+2). Ann 5, Bob 6, Cy 7, Di 6.
#  c2 clothes: Ann sells a share (£15, 19 -> 18). Di hires a worker into food row 3 (food was active):
#     a worker on the factory marker. Ann 2 at £7, Cy 3 at £6 (+2); Cy sells a share (£18, 26 -> 24).
#     Ann 4, Bob 0, Cy 13, Di 0.
#  c3 cutlery: Bob a loan (9 -> 8), Di (£16, 21 -> 19) and Ann (£15, 20 -> 18) a share for the £8.
#     Bob 2 at £8, Ann 3 at £7 (+2 each); Bob another loan for his wages (10 -> 9). Ann 4, Bob 0, Cy 5, Di 8.
#  c4 lamps: Cy's £10 stock exchange action takes a clothes contract on space 2 (a share at £17,
#     24 -> 22); Di (£15, 19 -> 18) and Ann (£15, 20 -> 18) sell a share, Bob a fifth loan (9 -> 8).
#     Cy 2 at £9, Di 1 at £10; Cy (£17, 24 -> 22) and Di (£15, 19 -> 18) sell a share for the wages.
END_1810 = {"ann": (9, 2, 18, 0), "bob": (0, 0, 8, 5), "cy": (15, 2, 22, 0), "di": (6, 2, 18, 0)}
# End of the Game: nobody can afford a share (Ann £9 < £14, Cy £15 < £16, Di £6 < £14); Bob cannot
# repay his loans and loses. Cy's open contract on 2: 22 -> 20 (£15). Di's worker on the food marker:
# 18 -> 14 (£12) and 2 shares to the bank. Portfolios: Cy 2 x £15 = £30, Ann 2 x £14 = £28, Di 0.
FINAL = {"ann": (9, 2, 18, 0), "bob": (0, 0, 8, 5), "cy": (15, 2, 20, 0), "di": (6, 0, 14, 0)}

ECONOMY = {
    1770: [(1, 3), (1, 2), (0, 2), (1, 1)],
    1780: [(1, 2), (2, 2), (1, 1), (0, 2)],
    1790: [(1, 3), (1, 2), (1, 1), (2, 2)],
    1800: [(0, 2), (1, 3), (1, 2), (1, 1)],
    1810: [(1, 1), (0, 2), (2, 2), (1, 3)],
}
LOBBY = {"lobby:ann": "tile:broker", "lobby:bob": "pass", "lobby:cy": "pass", "lobby:di": "pass"}
SPECIALS_1810 = {
    (2, "di"): {"marker": "workers", "row": 6, "main": {"action": "workers", "hire": [{"good": "food", "row": 3, "count": 1}]}},
    (4, "cy"): {"marker": "stock_exchange", "row": 10, "main": {"action": "stock_exchange", "contracts": {"clothes": 2}}},
}


def test_four_player_water_frame_game_from_box_to_winner():
    s = run(None, {"kind": "new_game", "seats": SEATS, "answers": {"foreman:di": "food"}}).state
    assert standing(s) == START
    s = play_decade(s, 1770, ECONOMY[1770], {}, {**LOBBY, "start_player:1770": "bob"})
    assert standing(s) == END_1770 and s.player("ann").tiles == ["patent", "broker"] and s.start_player == 1
    s = play_decade(s, 1780, ECONOMY[1780], {}, {"broker:ann:shares": 1, "start_player:1780": "ann"})
    assert standing(s) == END_1780 and s.job_market == 26
    assert all(f.obsolete_workers == 2 and f.distribution == 1 for p in s.players for f in p.factories)
    s = play_decade(s, 1790, ECONOMY[1790], {}, {"start_player:1790": "cy"})
    assert standing(s) == END_1790 and s.bureaucracy
    s = play_decade(s, 1800, ECONOMY[1800], {}, {"start_player:1800": "di"})
    assert standing(s) == END_1800 and (s.job_market, s.box) == (22, 4)
    s = play_decade(s, 1810, ECONOMY[1810], SPECIALS_1810, {})
    assert standing(s) == END_1810 and s.phase == "end_of_game"
    assert s.player("di").factory("food").marker_worker and s.player("cy").contracts == {"clothes": 2}
    s = run(s, {"kind": "end_of_game", "defaults": True}).state
    assert standing(s) == FINAL and s.phase == "game_over"
    results = final_results(s)
    assert [(r.player, r.rank, r.score, r.winner, r.eliminated) for r in results] == [
        ("cy", 1, 30, True, False),
        ("ann", 2, 28, False, False),
        ("di", 3, 0, False, False),
        ("bob", 4, 0, False, True),
    ]
