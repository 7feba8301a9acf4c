"""A whole Spinning Jenny game for three players, from the box to the winner, through the engine.

Predetermined set up; every action, production and round end goes through `pack.apply`
(actions: real `action` entries; production: real `production` entries). The script: every
player places a marker each turn and skips the action (factory £2, workers £4, machinery £6,
quality £8 in cycles 1-4). Hand computation below; E = empty job-market spaces = 80 - job market.
Demand of a good = numbered empty spaces of its column (food row r: r+1, clothes r, cutlery r-1);
the wage is the one beside the row of the last empty space (rows 0-6 £2, 7-11 £3).
"""

from companion.games.arkwright.flow.scoring import final_results
from tests.games.arkwright.flow.helpers import play_decade, run, standing

# Set up (Spinning Jenny 4.1, three players): Ann food £5 (appeal 3) + clothes £6 (3); Bob clothes
# £6 (3) + cutlery £8 (2); Cy food £5 (3) + cutlery £8 (2). £20 + 5 shares sold: £70 less
# the factories: Ann £53, Bob £51, Cy £52; 10 shares each on space 10. Job market 80 - 8 fired
# - 26 workers = 46. Every level-I factory makes 1 + 2 = 3 goods in its two rows. Nobody makes lamps.
#
# 1770 (importer +1, 2 fired workers back each cycle; fired 8 -> 0)
#  c1 food, jm 48, E 32: demand 8, wage £3. Ann, Cy sell 3 (+£15), importer 1. +2 spaces each (ties: no
#     bonus). Wages 4 x £3. Ann 53-2+15-12 = 54, Cy 52-2+15-12 = 53, Bob 51-2 = 49. Start -> Bob.
#  c2 clothes, jm 50, E 30: demand 7, wage £3. Bob, Ann 3 each (+£18), importer 1 (7 = 7).
#     Ann 54-4+18-12 = 56, Bob 49-4+18-12 = 51, Cy 53-4 = 49. Start -> Cy.
#  c3 cutlery, jm 52, E 28: demand 5, wage £2. Appeal 2 caps Bob and Cy at 2 (+£16), importer 1;
#     each stores 1 cutlery on the price scale. Wages 5 x £2. Bob 51-6+16-10 = 51, Cy 49-6+16-10 = 49,
#     Ann 56-6 = 50. Start -> Ann.
#  c4 lamps, jm 54: no lamps factory. Quality £8: Ann 42, Bob 43, Cy 41. All on space 14.
#  End: portfolios 10 x £12 = £120 each; least cash Cy names herself start player.
JM_1770 = {"ann": (42, 10, 14, 0), "bob": (43, 10, 14, 0), "cy": (41, 10, 14, 0)}
# 1780 (fired space empty: the 2 returning workers are forfeit). jm 54, E 26: wage £2.
#  c1 food: demand 7 = Ann 3 + Cy 3 + importer 1 (appeal 3 sells before the importer's 2). +£15,
#     wages 4 x £2. Ann 42-2+15-8 = 47, Cy 41-2+15-8 = 46, Bob 41. Start -> Ann.
#  c2 clothes: demand 6; Ann and Bob tied (appeal 3, quality 9) take the last good together: 3 each
#     (+£18). Ann 47-4+18-8 = 53, Bob 41-4+18-8 = 47, Cy 42. Start -> Bob.
#  c3 cutlery: demand 4; Bob and Cy 2 each (+£16), stock 2 cutlery each. Wages 5 x £2.
#     Bob 47-6+16-10 = 47, Cy 42-6+16-10 = 42, Ann 47. Start -> Cy.
#  c4 lamps: quality £8: Ann 39, Bob 39, Cy 34. All on space 18 (£14).
#  End: portfolios £140 each; Cy has least cash and names Ann. Obsolescence (1790, level I):
#     2 extra workers for each of the 6 factories from the job market: 54 -> 42.
JM_1780 = {"ann": (39, 10, 18, 0), "bob": (39, 10, 18, 0), "cy": (34, 10, 18, 0)}
# 1790: jm 42, E 38: wage £3; demand food 10, clothes 9, cutlery 7. Factories now pay 6/6/7 workers.
#  c1 food: Ann, Cy, importer 3 each (+£15). Ann 39-2+15-18 = 34, Cy 34-2+15-18 = 29, Bob 37.
#  c2 clothes: Bob, Ann, importer 3 each (+£18). Ann 34-4+18-18 = 30, Bob 37-4+18-18 = 33, Cy 25.
#  c3 cutlery: importer (appeal 3) 3, Bob 2, Cy 2 (+£16); 3 cutlery stored each. Wages 7 x £3.
#     Bob 33-6+16-21 = 22, Cy 25-6+16-21 = 14, Ann 24.
#  c4 lamps: quality £8: Ann 16, Bob 14, Cy 6. Everyone on space 22 (£16, buy £16).
#  End of Game (1790, Spinning Jenny 4.1.I).
# Final stock exchange: Ann buys 1 share (£16 -> £0); Bob sells 3 cutlery at £4 (£26) and buys 1
# (£10); Cy sells 3 cutlery (£18) and buys 1 (£2). 11 shares x £16 = £176 each: cash decides.
FINAL = {"ann": (0, 11, 22, 0), "bob": (10, 11, 22, 0), "cy": (2, 11, 22, 0)}


def test_three_player_spinning_jenny_game_from_box_to_winner():
    s = run(None, {"kind": "new_game", "version": "spinning_jenny", "seats": _seats()}).state
    assert standing(s) == {"ann": (53, 10, 10, 0), "bob": (51, 10, 10, 0), "cy": (52, 10, 10, 0)}
    assert s.job_market == 46 and s.fired == 8
    s = play_decade(s, 1770, None, {}, {"start_player:1770": "cy"})
    assert standing(s) == JM_1770 and s.start_player == 2 and s.fired == 0
    s = play_decade(s, 1780, None, {}, {"start_player:1780": "ann"})
    assert standing(s) == JM_1780 and s.job_market == 42
    assert all(f.obsolete_workers == 2 for p in s.players for f in p.factories)
    s = play_decade(s, 1790, None, {}, {})
    assert s.phase == "end_of_game"
    assert {p.id: sum(p.stored.values()) for p in s.players} == {"ann": 0, "bob": 3, "cy": 3}
    s = run(s, {"kind": "end_of_game", "defaults": True}).state
    assert standing(s) == FINAL and s.phase == "game_over"
    results = final_results(s)
    assert [(r.player, r.rank, r.score, r.winner) for r in results] == [("bob", 1, 176, True), ("cy", 2, 176, False), ("ann", 3, 176, False)]


def _seats():
    return [{"id": "ann", "name": "Ann", "color": "blue"}, {"id": "bob", "name": "Bob", "color": "red"}, {"id": "cy", "name": "Cy", "color": "green"}]
