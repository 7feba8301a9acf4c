"""The variant of an extra event per decade (Player's Book 1.9): set-up, 1760, two events a decade, 1810."""

import pytest

from companion.cli import main
from companion.core.errors import InputError, RuleError
from companion.games.arkwright.flow import events
from companion.games.arkwright.pack import apply
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.flow.helpers import run, seats
from tests.games.arkwright.flow.test_rounds import with_wage


def trio(decade=1770, event="social_unrest", extra=None, **kw):
    """Three players at the end of a decade of a Water Frame game played with the variant."""
    players = [
        player("marion", cash=60, factories=[factory("food", price=5, rows=((2, 0),))]),
        player("angelica", cash=60, factories=[factory("clothes", price=6, rows=((2, 0),))]),
        player("harold", cash=60, factories=[factory("lamps", price=8, rows=((3, 0),))]),
    ]
    known = {str(decade): event} if event else {}
    return table(players, phase="end_of_round", cycle=4, decade=decade, events={**known, "1810": "end_of_game"},
                 extra_events=True, extra=extra or {}, **kw)


def test_the_1760_event_after_the_printed_set_up_and_nobody_pays():
    # printed set-up, 3 players: after paying the factories Marion has £50 - £17 = £33, Angelica
    # £60 - £18 = £42, Harold £60 - £19 = £41; the 1760 Hamburg Credit Crisis takes 10% to the
    # nearest pound: £3, £4, £4; no wage is paid at the end of 1760
    asked = apply(None, {"kind": "new_game", "seats": seats(3), "extra_events": True})
    assert asked.pending.id == "extra_event:1760"
    assert "bureaucracy" not in asked.pending.option_values() and "end_of_game" not in asked.pending.option_values()
    out = run(None, {"kind": "new_game", "seats": seats(3), "extra_events": True, "answers": {"extra_event:1760": "hamburg_credit_crisis"}})
    assert [p.cash for p in out.state.players] == [30, 38, 37]
    assert out.state.extra == {"1760": "hamburg_credit_crisis"} and (out.state.decade, out.state.phase) == (1770, "economy")
    assert not [e for e in out.ledger if e.code == "arkwright.pays_harbor_workers"]


def test_without_the_variant_there_is_no_1760_event():
    out = run(None, {"kind": "new_game", "seats": seats(3)})
    assert [p.cash for p in out.state.players] == [33, 42, 41] and out.state.extra == {}


def test_two_events_at_the_end_of_1770_and_the_crew_is_paid_once():
    # Marion's one ship crew at a wage of £4 is paid once, before both events: £60 - £4 = £56;
    # the extra marker on top, Hamburg Credit Crisis: 10% of £56 = £5.60, £6 -> £50; then the
    # regular marker, Social Unrest, £1 a worker: her 2 factory workers and 1 crew -> £47.
    # Angelica and Harold: £60 - £6 = £54, then £2 and £3 for their workers -> £52 and £51
    s = trio()
    s.players[0].ships = [4]
    s.players[0].ship_crew = 1
    s = with_wage(s.model_copy(update={"job_market": s.job_market - 1}), 4)
    out = run(s, {"kind": "end_of_round", "extra_event": "hamburg_credit_crisis",
                  "answers": {"fire:marion": [], "start_player:1770": "marion"}})
    assert [p.cash for p in out.state.players] == [47, 52, 51]
    codes = [e.code for e in out.ledger]
    assert codes.count("arkwright.pays_harbor_workers") == 1
    assert codes.index("arkwright.pays_harbor_workers") < codes.index("arkwright.extra_event") < codes.index("arkwright.event")
    assert out.state.extra == {"1770": "hamburg_credit_crisis"} and out.state.decade == 1780


def test_the_extra_event_is_asked_by_a_tap_with_the_markers_still_in_the_box():
    s = trio(decade=1780, event=None, extra={"1760": "recession", "1770": "lobby"})
    s.events = {"1770": "social_unrest", "1810": "end_of_game"}
    asked = apply(s, {"kind": "end_of_round"})
    assert asked.pending.id == "extra_event:1780"
    values = asked.pending.option_values()
    assert not {"recession", "lobby", "social_unrest", "bureaucracy", "end_of_game"} & set(values)
    assert "hamburg_credit_crisis" in values
    # the regular marker, asked after the extra one, cannot be an event already revealed as an extra
    assert "recession" not in events.legal_events(s.model_copy(update={"extra": {**s.extra, "1780": "opium_war"}}))


def test_refusals_bureaucracy_on_top_and_an_extra_event_already_out():
    with pytest.raises(RuleError, match="Bureaucracy cannot be the extra event of the 1770s"):
        apply(trio(), {"kind": "end_of_round", "extra_event": "bureaucracy"})
    with pytest.raises(RuleError, match="Recession cannot be the extra event"):
        apply(trio(extra={"1760": "recession"}), {"kind": "end_of_round", "extra_event": "recession"})


def test_1810_has_no_extra_event():
    s = trio(decade=1810, event="end_of_game")
    assert events.legal_extra_events(s) == []
    with pytest.raises(RuleError, match="there is no extra event at the end of the 1810s"):
        apply(s, {"kind": "end_of_round", "extra_event": "recession"})
    out = apply(s, {"kind": "end_of_round", "defaults": True})
    assert out.pending is None and out.state.phase != "end_of_round"
    assert out.state.extra == {} and "arkwright.extra_event" not in [e.code for e in out.ledger]


def test_an_extra_event_in_a_game_without_the_variant_is_refused():
    s = trio().model_copy(update={"extra_events": False})
    with pytest.raises(RuleError, match="played without the extra event per decade"):
        apply(s, {"kind": "end_of_round", "extra_event": "recession"})


@pytest.mark.parametrize("version", ["spinning_jenny", "spinning_mule"])
def test_the_variant_is_refused_with_spinning_jenny_and_the_mule(version):
    with pytest.raises(InputError, match="played with Water Frame only"):
        apply(None, {"kind": "new_game", "version": version, "seats": seats(3), "extra_events": True})


def test_the_command_line_switch(tmp_path, capsys):
    out = tmp_path / "s.json"
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red,Cy:green", "--extra-events", "--out", str(out)]) == 3
    assert '"extra_event:1760"' in capsys.readouterr().err and not out.exists()
    assert main(["new", "arkwright", "--players", "Ann:blue,Bob:red,Cy:green", "--version", "spinning_jenny", "--extra-events",
                 "--out", str(out)]) != 0
    assert "Water Frame only" in capsys.readouterr().err and not out.exists()


def test_with_the_stock_exchange_the_1760_event_follows_the_last_purchase():
    # printed set-up, 3 players, nobody buys: £33, £42, £41 after the factories; the 1760 Social
    # Unrest costs £1 a worker: Marion 4 + 4, Angelica 4 + 5, Harold 4 + 6 -> £25, £33, £31
    s = apply(None, {"kind": "new_game", "seats": seats(3), "stock_exchange": True, "extra_events": True}).state
    assert s.setup_step == "holdings:0" and s.extra == {}
    first, second, third = [p.id for p in s.turn_order()]
    s = run(run(s, {"kind": "prep_holdings", "player": first}).state, {"kind": "prep_holdings", "player": second}).state
    assert apply(s, {"kind": "prep_holdings", "player": third}).pending.id == "extra_event:1760"
    out = run(s, {"kind": "prep_holdings", "player": third, "extra_event": "social_unrest"})
    assert [p.cash for p in out.state.players] == [25, 33, 31]
    assert out.state.extra == {"1760": "social_unrest"} and out.state.decade == 1770


def test_a_free_set_up_reveals_the_1760_event_once_the_factories_are_paid():
    # Water Frame 4.1.VI example numbers: Marion sells 6 shares (£60) and pays £19 for food and
    # lamps: £41; the 1760 Hamburg Credit Crisis takes 10% of £41 to the nearest pound, £4 -> £37
    from tests.games.arkwright.flow.test_setup import free_game

    s = free_game(3, extra_events=True)
    for pid, good, price in [("marion", "food", 5), ("angelica", "lamps", 9), ("harold", "clothes", 7),
                             ("harold", "cutlery", 8), ("angelica", "food", 5), ("marion", "lamps", 11)]:
        s = run(s, {"kind": "prep_factory", "player": pid, "good": good, "price": price}).state
    s = run(s, {"kind": "prep_shares", "player": "harold", "sell": 4, "take": "ship:2"}).state
    s = run(s, {"kind": "prep_shares", "player": "angelica", "sell": 5, "take": "marker:quality_light"}).state
    s = run(s, {"kind": "prep_shares", "player": "marion", "sell": 6, "take": "tile:foreman@lamps"}).state
    assert apply(s, {"kind": "prep_pay"}).pending.id == "extra_event:1760"
    out = run(s, {"kind": "prep_pay", "extra_event": "hamburg_credit_crisis"})
    assert out.state.player("marion").cash == 37 and out.state.extra == {"1760": "hamburg_credit_crisis"}
    assert (out.state.phase, out.state.decade) == ("economy", 1770)
    assert not [e for e in out.ledger if e.code == "arkwright.pays_harbor_workers"]
