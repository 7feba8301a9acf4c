"""The machinery action one rule at a time, with its refusals and ledger lines in English and German.

Water Frame 5.II.2.3 (the paid administrative cost buys machines by the marker's steps; a machine replaces a
worker on a worker-or-machine space; replaced workers go to the fired space), Player's Book 1.1 (the colored
machinery marker's steps £3/£6/£13), Player's Book 1.8 Workshop (+£3 to the paid cost), School (replaced workers
onto other rows or the large warehouse, never back into a row that just got machines) and Engineering Works (£1 per
machine to each other owner), Player's Book 3.2 Manager. Level I food rows: 2 spaces, the first of them a
worker-or-machine space in rows 1-3 (Player's Book 1.3). Scenarios of our own.
"""

from __future__ import annotations

from companion.core.messages import render
from companion.core.wording import phrase_in
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table

MACHINERY = "Water Frame 5.II.2.3"
SCHOOL = "Player's Book 1.8 School"


def mach(*places, school=()):
    return {"action": "machinery", "machines": [{"good": g, "row": r, "count": n} for g, r, n in places], "school": list(school)}


def marion(**kw):
    kw.setdefault("cash", 30)
    kw.setdefault("factories", [factory("food", rows=((2, 0), (2, 0)))])
    return player("marion", **kw)


def game(p, q=None, **kw):
    return turn_table([p, q or player("harold", cash=10)], **kw)


def lines(out, code):
    return [e for e in out.ledger if e.code == code]


def said(err):
    return str(err.message), phrase_in(err.message, "de"), err.section


def test_more_machines_than_the_paid_cost_buys_is_refused_in_words():
    # £4 reaches the first step (£3) of the colored marker only: one machine
    err = refused(game(marion()), "marion", "machinery", 4, mach(("food", 1, 1), ("food", 2, 1)))
    assert said(err) == ("£4 buys 1 machine with this marker (£3/£6/£13), not 2",
                         "£4 kaufen mit diesem Marker 1 Maschine (£3/£6/£13), nicht 2", MACHINERY)


def test_below_the_first_step_the_action_is_forfeit_and_the_workshop_is_named():
    err = refused(game(marion()), "marion", "machinery", 2, mach(("food", 1, 1)))
    assert str(err.message) == "£2 buys 0 machines with this marker (£3/£6/£13), not 1; below £3 the action is forfeit"
    # with the Workshop £4 + £3 = £7 passes the £6 step: two machines, not three
    p = marion(tiles=["workshop"], workshop="food", factories=[factory("food", rows=((2, 0), (2, 0), (2, 0)))])
    err = refused(game(p), "marion", "machinery", 4, mach(("food", 1, 1), ("food", 2, 1), ("food", 3, 1)))
    assert str(err.message) == "£7 incl. £3 Workshop buys 2 machines with this marker (£3/£6/£13), not 3"


def test_the_workshop_adds_3_to_what_buys_machines_and_says_so():
    p = marion(tiles=["workshop"], workshop="food")
    out = act(game(p), "marion", "machinery", 4, mach(("food", 1, 1), ("food", 2, 1)))
    assert out.state.players[0].factories[0].machines == 2
    (line,) = lines(out, "arkwright.workshop_bonus")
    assert (line.player, line.section, line.params) == ("marion", "Player's Book 1.8 Workshop", {"bonus": 3, "usable": 7})
    assert render(line.code, line.params, "de") == "die Werkstatt fügt £3 hinzu: £7 nutzbar"


def test_a_machine_replaces_a_worker_and_the_worker_goes_to_the_fired_space():
    out = act(game(marion(), fired=2), "marion", "machinery", 4, mach(("food", 2, 1)))
    row = out.state.players[0].factories[0].rows[1]
    assert (row.workers, row.machines) == (1, 1) and out.state.fired == 2 + 1
    (put,) = lines(out, "arkwright.puts_machines")
    assert (put.player, put.section, put.params["row"], put.params["count"]) == ("marion", MACHINERY, 2, 1)
    assert render(put.code, put.params, "de") == "Marion stellt 1 Maschine in Reihe 2 der Fabrik für Nahrung"
    (fired,) = lines(out, "arkwright.replaced_fired")
    assert (fired.player, fired.kind, fired.amount, fired.section) == ("marion", "workers", -1, MACHINERY)
    assert lines(out, "arkwright.workshop_bonus") == [], "no Workshop, no Workshop line"


def test_a_machine_joins_the_machines_already_in_a_row():
    # level I lamps row 1: two worker-or-machine spaces of three (Player's Book 1.3); one holds a machine already
    p = marion(factories=[factory("lamps", rows=((2, 1),))])
    out = act(game(p), "marion", "machinery", 4, mach(("lamps", 1, 1)))
    row = out.state.players[0].factories[0].rows[0]
    assert (row.workers, row.machines) == (1, 2)


def test_machine_refusals_in_words():
    s = game(marion(factories=[factory("food", rows=((1, 1), (2, 0)))]))
    err = refused(s, "marion", "machinery", 6, mach(("food", 1, 1)))
    assert said(err) == ("row 1 of the food factory has 0 free worker-or-machine spaces, not 1",
                         "Reihe 1 der Fabrik für Nahrung hat 0 freie Felder für Arbeiter oder Maschinen, nicht 1", MACHINERY)
    err = refused(s, "marion", "machinery", 6, mach(("food", 3, 1)))
    assert said(err) == ("a machine replaces a worker: row 3 of the food factory has 0 workers, not 1",
                         "eine Maschine ersetzt einen Arbeiter: Reihe 3 der Fabrik für Nahrung hat 0 Arbeiter, nicht 1", MACHINERY)
    err = refused(s, "marion", "machinery", 6, mach(("lamps", 1, 1)))
    assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", MACHINERY)


def test_the_school_keeps_replaced_workers_and_says_where_they_go():
    s = game(marion(tiles=["school"]), fired=2)
    out = act(s, "marion", "machinery", 6, mach(("food", 1, 1), ("food", 2, 1), school=[{"good": "food", "row": 3, "count": 1}]))
    rows = out.state.players[0].factories[0].rows
    assert [(r.workers, r.machines) for r in rows[:3]] == [(1, 1), (1, 1), (1, 0)]
    assert out.state.fired == 2 + 1  # one kept by the School, one fired
    (moved,) = lines(out, "arkwright.school_moves")
    assert (moved.player, moved.section, moved.params["count"]) == ("marion", SCHOOL, 1)
    (fired,) = lines(out, "arkwright.replaced_fired")
    assert fired.amount == -1


def test_school_refusals_in_words():
    s = game(marion())
    err = refused(s, "marion", "machinery", 4, mach(("food", 1, 1), school=[{"good": "food", "row": 3, "count": 1}]))
    assert said(err) == ("Marion needs the School to keep replaced workers",
                         "Marion braucht die Schule, um ersetzte Arbeiter zu behalten", MACHINERY)
    s = game(marion(tiles=["school"]))
    err = refused(s, "marion", "machinery", 4, mach(("food", 1, 1), school=[{"good": "food", "row": 3, "count": 2}]))
    assert said(err) == ("only the 1 worker replaced by machines can be moved with the School, not 2",
                         "nur die 1 durch Maschinen ersetzten Arbeiter können mit der Schule versetzt werden, nicht 2", SCHOOL)
    err = refused(s, "marion", "machinery", 4, mach(("food", 1, 1), school=[{"good": "food", "row": 1, "count": 1}]))
    assert said(err) == (
        "the School moves replaced workers to another row; row 1 of the food factory just got the machines",
        "die Schule versetzt ersetzte Arbeiter in eine andere Reihe; Reihe 1 der Fabrik für Nahrung hat gerade die Maschinen bekommen", SCHOOL)
    err = refused(s, "marion", "machinery", 4, mach(("food", 1, 1), school=[{"good": "lamps", "row": 1, "count": 1}]))
    assert said(err) == ("Marion has no lamps factory", "Marion hat keine Fabrik für Lampen", SCHOOL)
    err = refused(s, "marion", "machinery", 4, mach(("food", 1, 1), school=[{"good": "food", "row": 2, "count": 1}]))
    assert err.section == SCHOOL and str(err.message) == "row 2 of the food factory has 0 free spaces, not 1"


def test_the_engineering_works_pays_each_other_owner_per_machine():
    p = marion(tiles=["engineering_works"], factories=[factory("food", rows=((2, 0), (2, 0), (2, 0)))])
    out = act(game(p, player("harold", cash=10, tiles=["engineering_works"])), "marion", "machinery", 6, mach(("food", 1, 1), ("food", 2, 1)))
    assert out.state.players[1].cash == 10 + 2 and out.state.players[0].cash == 30 - 6
    (paid,) = lines(out, "arkwright.engineering_works")
    assert (paid.player, paid.kind, paid.amount, paid.section) == ("harold", "cash", 2, "Player's Book 1.8 Engineering Works")
    assert render(paid.code, paid.params) == "Harold's Engineering Works: £1 for each of Marion's 2 machines"


def test_with_the_manager_a_price_changes_where_machines_were_put():
    from tests.games.arkwright.self_actor.helpers import game as self_actor_game

    p = marion(tiles=["manager"], factories=[factory("food", price=6, rows=((2, 0),)), factory("clothes", price=7, rows=((2, 0),))])
    out = act(self_actor_game(p), "marion", "machinery", 4, mach(("food", 1, 1)), {"type": "price_adjustment", "prices": {"food": 5}})
    assert out.state.players[0].factory("food").price == 5
