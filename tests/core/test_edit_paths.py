"""A correction rebuilds only the records on its paths (`edit.apply_edits`), and that is the
state the long way gives (`edit.whole_edit`: the whole state dumped, changed and validated):

for the states of every recorded game, at several moments, and random corrections of one or
several values (numbers in and out of bounds, text, nothing, lists, whole records, paths that
do not exist), both give equal states, or both refuse with the same sentence; the state the
correction was made on is never changed (hypothesis).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hypothesis import given, settings, strategies as st

from companion.commands.logfile import GameLog
from companion.core.edit import apply_edits, whole_edit
from companion.core.errors import InputError
from tests.core.recorded import fixture_files


@cache
def states() -> list[Any]:
    """A few moments of every recorded game."""
    out = []
    for path in fixture_files():
        log = GameLog.read(str(path))
        for at in sorted({1, len(log.steps) // 2, len(log.steps)}):
            out.append(log.replay(at).state)
    return out


def paths(data: Any, prefix: str = "") -> list[str]:
    """Every path into a state's JSON (records, lists and their items, down to the numbers and texts)."""
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        items = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return found
    for key, value in items:
        found += paths(value, f"{prefix}.{key}" if prefix else str(key))
    return found


values = st.one_of(st.integers(-5, 40), st.integers(), st.sampled_from(["", "red", "p1", "food", "1770"]),
                   st.none(), st.booleans(), st.lists(st.integers(0, 3), max_size=3),
                   st.dictionaries(st.sampled_from(["food", "cash", "x"]), st.integers(0, 3), max_size=2))


@st.composite
def corrections(draw) -> tuple[Any, list[tuple[str, Any]]]:
    state = draw(st.sampled_from(states()))
    data = state.model_dump(mode="json")
    known = paths(data)
    changes = []
    for _ in range(draw(st.sampled_from([1, 1, 2, 3]))):
        if draw(st.integers(0, 9)) < 8:
            path = draw(st.sampled_from(known))
        else:
            path = draw(st.one_of(st.sampled_from(known).map(lambda p: p + ".9"),
                                  st.sampled_from(["nope", "players.9.cash", "players.x", ""])))
        if draw(st.integers(0, 3)) < 3 and path in known:
            node = data
            for key in path.split("."):
                node = node[int(key)] if isinstance(node, list) else node[key]
            value = node if not isinstance(node, int) or isinstance(node, bool) else node + draw(st.integers(-3, 3))
        else:
            value = draw(values)
        changes.append((path, value))
    return state, changes


def outcome(edit, state, changes) -> tuple[str, Any]:
    try:
        new = edit(state, changes)
    except InputError as exc:
        return "refused", str(exc)
    return "made", (new, new.model_dump(mode="json"))


@settings(max_examples=300, deadline=None)
@given(corrections(), st.booleans())
def test_a_correction_gives_what_the_whole_state_validated_again_gives(correction, allow_new_key):
    state, changes = correction
    before = state.model_dump(mode="json")
    fast = outcome(lambda s, c: apply_edits(s, c, allow_new_key=allow_new_key), state, changes)
    whole = outcome(lambda s, c: whole_edit(s, c, allow_new_key=allow_new_key), state, changes)
    assert fast == whole
    assert state.model_dump(mode="json") == before  # the state the correction was made on is untouched


def test_the_records_a_correction_does_not_reach_are_shared_and_the_one_it_reaches_is_new():
    state = next(s for s in states() if type(s).__name__ == "ArkwrightState")
    new = apply_edits(state, [("players.1.cash", state.players[1].cash + 1)])
    assert new == whole_edit(state, [("players.1.cash", state.players[1].cash + 1)])
    assert new.players[0] is state.players[0] and new.mat is state.mat
    assert new.players[1] is not state.players[1] and new.players[1].cash == state.players[1].cash + 1


# --- the checks of a whole Arkwright table, made only of the records a correction reaches ----------


def arkwright_states() -> list[Any]:
    return [s for s in states() if type(s).__name__ == "ArkwrightState"]


def _near(draw, bound: int) -> int:
    """A number at a rule's bound or just beside it."""
    return bound + draw(st.integers(-2, 2))


@st.composite
def table_corrections(draw) -> tuple[Any, list[tuple[str, Any]]]:
    """Corrections on a rule of the whole table (valid ones and ones just past a bound): shares and
    loans of a company, prices, quality, rows, workers that must add up to the game's count, the
    share track, ships' crews, tiles, contracts, stored goods, players' ids and colours, and the
    version, expansion and board a player's checks read."""
    state = draw(st.sampled_from(arkwright_states()))
    rules = state.board.rules
    n = len(state.players)
    changes: list[tuple[str, Any]] = []
    for _ in range(draw(st.sampled_from([1, 1, 2, 3]))):
        i = draw(st.integers(0, n - 1))
        p = state.players[i]
        at = f"players.{i}"
        choices = [
            (f"{at}.shares", lambda: _near(draw, rules.shares_per_company - p.loans)),
            (f"{at}.loans", lambda: _near(draw, rules.shares_per_company - p.shares)),
            (f"{at}.share_space", lambda: draw(st.sampled_from([rules.track_min, rules.track_max]))
             + draw(st.sampled_from([-1, 0, 1]))),
            (f"{at}.ship_crew", lambda: _near(draw, p.ship_crew)),
            (f"{at}.cash", lambda: draw(st.sampled_from([0, 12, -1, 10**9, 10**12, -10**12]))),
            (f"{at}.tiles", lambda: p.tiles + [draw(st.sampled_from(["foreman", "small_warehouse", "nope",
                                                                     *p.tiles[:1]]))]),
            (f"{at}.stored.food", lambda: draw(st.integers(0, 4))),
            (f"{at}.contracts.food", lambda: draw(st.integers(0, 12))),
            (f"{at}.id", lambda: draw(st.sampled_from([q.id for q in state.players]))),
            (f"{at}.color", lambda: draw(st.sampled_from([q.color for q in state.players]))),
            ("job_market", lambda: _near(draw, state.job_market)),
            ("fired", lambda: _near(draw, state.fired)),
            ("start_player", lambda: draw(st.integers(0, n))),
            ("version", lambda: draw(st.sampled_from(["water_frame", "spinning_jenny"]))),
            ("expansion", lambda: draw(st.booleans())),
            ("board_revision", lambda: draw(st.integers(1, 3))),
        ]
        if p.factories:
            j = draw(st.integers(0, len(p.factories) - 1))
            f = p.factories[j]
            r = draw(st.integers(0, 3))
            fat = f"{at}.factories.{j}"
            choices += [
                (f"{fat}.price", lambda: draw(st.sampled_from([rules.min_price, rules.max_price, f.price]))
                 + draw(st.sampled_from([-1, 0, 1]))),
                (f"{fat}.quality", lambda: _near(draw, f.quality + 1)),
                (f"{fat}.distribution", lambda: _near(draw, f.distribution + 1)),
                (f"{fat}.level", lambda: draw(st.integers(1, 4))),
                (f"{fat}.rows.{r}.workers", lambda: _near(draw, f.rows[r].workers)),
                (f"{fat}.rows.{r}.machines", lambda: _near(draw, f.rows[r].machines)),
                (f"{fat}.obsolete_workers", lambda: draw(st.integers(0, 3))),
            ]
        path, value = draw(st.sampled_from(choices))
        changes.append((path, value()))
    return state, changes


@settings(max_examples=400, deadline=None)
@given(table_corrections())
def test_a_correction_is_refused_for_a_rule_of_the_table_exactly_as_the_whole_table_checked_again(correction):
    """Only the records a correction reaches are checked again (a player the correction does not
    reach passed its checks when the state was made): it accepts and refuses what checking the
    whole table again accepts and refuses, with the same sentence, and the fast path itself
    refuses what the whole table refuses (it does not lean on the long way to find it)."""
    from companion.core.edit import _rebuilt

    state, changes = correction
    fast = outcome(apply_edits, state, changes)
    whole = outcome(whole_edit, state, changes)
    assert fast == whole
    try:
        rebuilt = _rebuilt(state, changes, False)
    except Exception:  # noqa: BLE001 - any refusal of the fast path, taken the long way by apply_edits
        rebuilt = None
    if whole[0] == "refused":
        assert rebuilt is None
    elif rebuilt is not None:
        assert rebuilt.model_dump(mode="json") == whole[1][1]


def test_a_change_of_what_every_players_checks_read_checks_every_player_again():
    """The version, the expansion and the board revision are read by every player's checks: a
    correction of one of them checks every player again (Noblesse Oblige's tiles held by a player
    refuse a game without the expansion), as the whole table checked again does."""
    refused = []
    for state in arkwright_states():
        for change in [("version", "water_frame" if state.version == "spinning_jenny" else "spinning_jenny"),
                       ("expansion", not state.expansion), ("board_revision", 1)]:
            fast, whole = outcome(apply_edits, state, [change]), outcome(whole_edit, state, [change])
            assert fast == whole
            if whole[0] == "refused" and "belongs to the Noblesse Oblige expansion" in whole[1]:
                refused.append(change)
    assert ("expansion", False) in refused


def test_a_key_of_a_mapping_keyed_by_numbers_is_taken_out_as_the_whole_state_takes_it_out():
    """Hypothesis found it: the mat's ships are keyed by capacity (numbers), a path names the key as a word
    ("mat.ships.2"); taking it out with None (a new-key correction) left the ships as they were."""
    state = next(s for s in states() if type(s).__name__ == "ArkwrightState" and 2 in s.mat.ships)
    change = [("mat.ships.2", None)]
    made = apply_edits(state, change, allow_new_key=True)
    assert 2 not in made.mat.ships and made == whole_edit(state, change, allow_new_key=True)
    more = apply_edits(state, [("mat.ships.2", state.mat.ships[2] + 1)], allow_new_key=True)
    assert more.mat.ships[2] == state.mat.ships[2] + 1 and more == whole_edit(state, [("mat.ships.2", state.mat.ships[2] + 1)])
