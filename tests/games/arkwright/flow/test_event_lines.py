"""What the ledger says for each event marker (Player's Book 1.9): the line, its rule, its numbers.

The table reads the event from these lines, so each is checked whole: the message code, the
section it cites and its parameters, worked from the event's text and the amounts in
data/events.toml (World Exhibition 4 workers, Economic Crisis 5, Social Unrest £1 per worker,
Made in England 2 levels, Luddism 1 machine per factory).
"""

from __future__ import annotations

from tests.games.arkwright.factories import factory
from tests.games.arkwright.flow.test_events import resolve, trio

BOOK = "Player's Book 1.9"


def lines(t, *, skip=("arkwright.event",)):
    return [(e.player, e.kind, e.amount, e.code, e.section, e.params) for e in t.ledger if e.code not in skip]


def test_world_exhibition_takes_four_workers_and_says_so():
    # 4 workers leave the game: the job market's 2 first, then 2 from the fired space
    s = trio()
    s = s.model_copy(update={"fired": 5, "job_market": 2, "box": s.job_market - 7})
    t = resolve(s, "world_exhibition")
    assert lines(t) == [(None, "note", 0, "arkwright.world_exhibition", f"{BOOK} World Exhibition", {"taken": 4})]


def test_world_exhibition_short_of_workers_says_how_many_were_missing():
    # only 1 on the job market and 2 fired: 3 leave, 1 of the 4 could not be found
    s = trio()
    s = s.model_copy(update={"fired": 2, "job_market": 1, "box": s.job_market - 3})
    t = resolve(s, "world_exhibition")
    assert (t.state.job_market, t.state.fired, t.state.box) == (0, 0, s.box + 3)
    assert lines(t) == [(None, "note", 0, "arkwright.world_exhibition_short", f"{BOOK} World Exhibition",
                         {"taken": 3, "missing": 1})]


def test_economic_crisis_lines_count_the_returned_and_the_forfeit():
    # 5 fired workers go back to the job market: with 8 fired all 5 go; with 3 fired, 3 go and 2 are forfeit
    t = resolve(trio(fired=8), "economic_crisis")
    assert lines(t) == [(None, "note", 0, "arkwright.economic_crisis", f"{BOOK} Economic Crisis", {"moved": 5})]
    t = resolve(trio(fired=3), "economic_crisis")
    assert lines(t) == [(None, "note", 0, "arkwright.economic_crisis_forfeit", f"{BOOK} Economic Crisis",
                         {"moved": 3, "lost": 2})]


def test_social_unrest_costs_a_pound_per_worker():
    # Marion and Angelica employ 2 workers each, Harold 3: £2, £2 and £3, in turn order
    t = resolve(trio(), "social_unrest")
    assert lines(t) == [
        ("marion", "cash", -2, "arkwright.social_unrest", f"{BOOK} Social Unrest", {"name": "Marion", "per": 1, "workers": 2}),
        ("angelica", "cash", -2, "arkwright.social_unrest", f"{BOOK} Social Unrest", {"name": "Angelica", "per": 1, "workers": 2}),
        ("harold", "cash", -3, "arkwright.social_unrest", f"{BOOK} Social Unrest", {"name": "Harold", "per": 1, "workers": 3}),
    ]
    assert [p.cash for p in t.state.players] == [48, 48, 47]


def test_luddism_replaces_the_one_machine_with_a_fired_worker():
    # Marion's food factory has 1 machine in row 1: it is replaced by the fired worker; nobody else has a machine
    s = trio(fired=1, marion_factories=[factory("food", price=5, rows=((1, 1),))])
    t = resolve(s, "luddism")
    assert lines(t) == [("marion", "workers", 1, "arkwright.luddism_worker", f"{BOOK} Luddism",
                         {"name": "Marion", "row": 1, "good": "food"})]
    assert (t.state.fired, t.state.players[0].factories[0].rows[0].machines) == (0, 0)


def test_luddism_stops_when_no_worker_is_left():
    # "the event will only be executed until all workers are placed": nobody fired, the job market empty
    s = trio(marion_factories=[factory("food", price=5, rows=((1, 1),))])
    s = s.model_copy(update={"box": s.box + s.job_market, "job_market": 0})
    t = resolve(s, "luddism")
    assert lines(t) == [(None, "note", 0, "arkwright.luddism_stops", f"{BOOK} Luddism", {})]
    assert t.state.players[0].factories[0].rows[0].machines == 1


def test_made_in_england_two_free_levels_and_none_past_the_maximum():
    # twice round the table a free level of distribution each; Angelica's clothes are at the +4
    # maximum already, so she gets nothing either time
    s = trio(angelica_factories=[factory("clothes", price=6, rows=((2, 0),), distribution=4)])
    t = resolve(s, "made_in_england")
    raised = [(e.player, e.code, e.section, e.params.get("good"), e.params.get("distribution")) for e in t.ledger
              if e.code != "arkwright.event"]
    section = f"{BOOK} Made in England"
    none = ("angelica", "arkwright.made_in_england_none", section, None, None)
    assert raised == [("marion", "arkwright.raises_distribution", section, "food", 1), none,
                      ("harold", "arkwright.raises_distribution", section, "lamps", 1),
                      ("marion", "arkwright.raises_distribution", section, "food", 2), none,
                      ("harold", "arkwright.raises_distribution", section, "lamps", 2)]
    assert [e.params for e in t.ledger if e.code == "arkwright.made_in_england_none"] == [{"name": "Angelica", "most": 4}] * 2
    assert [f.distribution for p in t.state.players for f in p.factories] == [2, 4, 2]
    assert {e.params["by"] for e in t.ledger if e.code == "arkwright.raises_distribution"} == {"Made in England"}
