"""Every move legal() lists for Kanban, Union Stockyards and Montana can be tapped into that pack's form (issue 22).

States come from random legal play of each pack (tests/properties/games.py, walked by
tests/properties/walk.py: every entry drawn from legal()) and from the recorded games
(tests/fixtures/games/<pack>/). At a sample of them, every entry legal() lists as allowed, for
every player, whose kind has a form on the pack's screen, is looked for through that form by
taps alone: the form is drawn (`fields`), and a tap is a chip chosen, a dropdown option chosen,
a stepper's + or -, a switch turned, an "Add ..." button pressed; nothing is typed. The search goes
from the form's first values towards the entry (best first, the entry the form would build compared with the one
wanted) and stops when the form builds exactly that entry (both read by the pack's own entry
model; an entry is recognised as soon as a tap reaches it). A move the form cannot produce
fails, named.
"""

from __future__ import annotations

import heapq
import json
from collections import Counter
import random
from itertools import islice
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest
from flet.components.component import Renderer

from companion.commands.logfile import GameLog
from companion.core.replay import SessionRef, replay
from companion.ui.pack_forms import gather
from companion.ui.pack_screen import chosen
from companion.ui.packs import pack_ui
from tests.properties.games import GAMES
from tests.properties.walk import walk

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"
#: the most form values a search looks at for one entry
BUDGET = 600


def _given(c) -> list:
    return [*getattr(c, "args", ()), *getattr(c, "kwargs", {}).values()]


def _controls(root):
    stack = [root]
    while stack:
        c = stack.pop()
        yield c
        stack += [v for v in _given(c) if hasattr(v, "_i")]
        stack += [x for v in _given(c) if isinstance(v, list) for x in v if hasattr(x, "_i")]
        for name in ("content", "controls", "title", "leading", "trailing"):
            child = getattr(c, name, None)
            if isinstance(child, list):
                stack.extend(x for x in child if x is not None)
            elif child is not None and hasattr(child, "_i"):
                stack.append(child)


def _call(handler, value: Any = None) -> None:
    event = SimpleNamespace(control=SimpleNamespace(value=value), data=value)
    try:
        handler(event)
    except TypeError:
        handler()


def taps_recorded(form, view, values: dict) -> list[tuple[str, dict]]:
    """The taps of the form drawn with a change that records what each tap writes."""
    out: list[tuple[str, dict]] = []
    box: dict = {}

    def change(**updates: Any) -> None:
        box.update(updates)

    for root in Renderer().render(form.fields, view, values, change):
        for c in _controls(root):
            if getattr(c, "disabled", False):
                continue
            fires: list[tuple[str, Any, Any]] = []
            if isinstance(c, ft.Dropdown) and c.on_select:
                fires += [(f"{c.label} = {o.text}", c.on_select, o.key) for o in c.options or []]
            elif isinstance(c, ft.Chip) and c.on_select:
                fires.append((f"chip {getattr(c.label, 'value', '')}", c.on_select, None))
            elif isinstance(c, ft.IconButton) and c.on_click and str(c.tooltip or "").endswith(("one more", "one less")):
                fires.append((str(c.tooltip), c.on_click, None))
            elif isinstance(c, ft.Switch) and c.on_change:
                fires.append(("switch", c.on_change, not c.value))
            elif isinstance(c, ft.OutlinedButton) and c.on_click and str(c.content or "").startswith("Add "):
                fires.append((str(c.content), c.on_click, None))  # an "Add the ..." button: the picked item joins a list
            for name, handler, value in fires:
                box.clear()
                try:
                    _call(handler, value)
                except Exception:  # noqa: BLE001 - a tap the form refuses is no tap
                    continue
                if box:
                    out.append((name, {**values, **box}))
    return out


def normal(pack, entry: dict | None) -> dict | None:
    """The entry as the pack reads it (every default filled in), or None when it does not read."""
    if entry is None:
        return None
    try:
        return pack.dispatcher.parse(entry).model_dump(mode="json")
    except Exception:  # noqa: BLE001 - a half-built entry
        return None


def _leaves(value: Any, at: str = "") -> dict[str, Any]:
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for k, v in value.items():
            out.update(_leaves(v, f"{at}.{k}"))
        return out or {at: {}}
    return {at: value}


def distance(built: dict, wanted: dict) -> float:
    a, b = _leaves(built), _leaves(wanted)
    far = 0.0
    for key in {*a, *b}:
        x, y = a.get(key), b.get(key)
        if x == y:
            continue
        if x == {} and y is None and any(k.startswith(key + ".") for k in b):
            continue  # an empty group the wanted entry fills in (a Kanban Order switched on): on the way, not astray
        if isinstance(x, int) and isinstance(y, int) and not isinstance(x, bool):
            far += 1 + min(abs(x - y), 20) / 2
        else:
            far += 3
    return far


def _atoms(value: Any) -> Counter:
    """The words and numbers in a value, nested dicts and lists too (booleans left out), counted."""
    if isinstance(value, dict):
        return sum((_atoms(v) for v in value.values()), Counter())
    if isinstance(value, list):
        return sum((_atoms(v) for v in value), Counter())
    return Counter() if isinstance(value, bool) or value in (None, "") else Counter([str(value)])


def closeness(pack, form, view, values: dict, goal: dict) -> float:
    """How far the form's values are from building `goal`: a form half filled in by the fields it still needs.
    A built entry's distance is eased by each picker set to a value the entry still lacks (a car's place, Model and
    garage picked before "Add the car" puts it in the entry): on the way, not astray."""
    entry, found = gather(form.build, view, values)
    made = normal(pack, entry)
    if made is not None:
        lacking = _atoms(goal) - _atoms(made)
        return distance(made, goal) - 0.5 * sum(1 for v in values.values() if not isinstance(v, (dict, list, bool))
                                                and v not in (None, "") and str(v) in lacking)
    said = {str(v) for v in values.values() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    wanted = {str(v) for k, v in _leaves(goal).items() if k != ".kind" and isinstance(v, (str, int)) and v not in (0, "", None)}
    # the fields still needed, less the values already as wanted, plus those set to something the entry lacks
    return 2.0 + len(found) - 1.5 * len(said & wanted) + 1.0 * len({v for v in said - wanted if v not in ("0", "None")})


def _search(pack, form, view, goal: dict, start: dict, budget: int) -> int | None:
    """Best first from `start`: the taps to values whose entry is `goal` (None: not within `budget` values)."""
    seen = {json.dumps(start, sort_keys=True, default=str)}
    frontier = [(closeness(pack, form, view, start, goal), 0, 0, start)]
    counter = 0
    while frontier and len(seen) < budget:
        _score, depth, _n, values = heapq.heappop(frontier)
        if normal(pack, gather(form.build, view, values)[0]) == goal:
            return depth
        for _name, after in taps_recorded(form, view, values):
            key = json.dumps(after, sort_keys=True, default=str)
            if key in seen:
                continue
            seen.add(key)
            if normal(pack, gather(form.build, view, after)[0]) == goal:  # found as it is reached, not when popped
                return depth + 1
            counter += 1
            heapq.heappush(frontier, (closeness(pack, form, view, after, goal) + 0.1 * (depth + 1), depth + 1, counter, after))
    return None


def by_taps(pack, form, view, wanted: dict) -> int | None:
    """The taps that make `form` build `wanted` (None: the form cannot, within the search's budget): searched
    from the form's first values, then from each value one tap away (another player chosen first, say)."""
    goal = normal(pack, wanted)
    if goal is None:
        return None  # not an entry of this pack at all
    start = form.initial(view)
    found = _search(pack, form, view, goal, start, BUDGET)
    if found is not None:
        return found
    for _name, after in taps_recorded(form, view, start):
        again = _search(pack, form, view, goal, after, BUDGET // 5)
        if again is not None:
            return again + 1
    return None


def view_of(pack_id: str, pack, state) -> Any:
    return SimpleNamespace(state=state, summary=pack.summary(state), info=SimpleNamespace(pack_id=pack_id))


def states_of(pack, log: list[dict]) -> list:
    state = pack.start(log[0]).state
    out = [state]
    for entry in log[1:]:
        state = pack.apply(state, entry).state
        out.append(state)
    return out


def missing_moves(pack_id: str, pack, states: list) -> tuple[int, list[str]]:
    """(moves made by taps, the moves no form could make) over these states."""
    screens = pack_ui(pack_id)
    made, missing = 0, []
    for state in states:
        if getattr(state, "finished", False):
            continue
        forms = {f.kind: f for f in chosen(screens.forms, state)}
        view = view_of(pack_id, pack, state)
        for p in state.players:
            for c in pack.legal(state, p.id):
                form = forms.get(c.entry["kind"])
                if not c.legal or form is None:
                    continue
                if by_taps(pack, form, view, c.entry) is None:
                    missing.append(f"{c.entry['kind']}: {json.dumps(c.entry, sort_keys=True)}")
                else:
                    made += 1
    return made, missing




@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_move_legal_lists_in_random_play_is_made_by_taps(game):
    w = walk(game, seed=5, max_entries=30)
    states = list(islice(states_of(game.pack, w.log), 0, None, 6))
    pack_id = game.name.split("-")[0]
    made, missing = missing_moves(pack_id, game.pack, states)
    assert made > 0, "some move was made by taps"
    assert not missing, "\n".join(missing[:20])


def recorded_states(path: Path) -> tuple[str, Any, list]:
    log = GameLog.read(str(path))
    return log.pack_id, log.pack, [outcome.state for _step, outcome in
                                    replay(log.pack, log.steps, SessionRef(0, str(path)), from_start=True)]


@pytest.mark.parametrize("path", [p for p in sorted(FIXTURES.glob("*/*.jsonl")) if p.parent.name != "arkwright"],
                         ids=lambda p: p.stem)
def test_every_move_legal_lists_at_recorded_states_is_made_by_taps(path):
    pack_id, pack, states = recorded_states(path)
    made, missing = missing_moves(pack_id, pack, list(islice(states, 0, None, 10)))
    assert made > 0
    assert not missing, "\n".join(missing[:20])


def test_a_move_no_form_can_make_is_named():
    """The search is not a tautology: a Kanban day at a workstation of 7 Shifts (none is printed) is not made."""
    game = next(g for g in GAMES if g.name == "kanban-nice-typed")
    state = game.pack.start(game.setup(random.Random(5))).state
    form = {f.kind: f for f in chosen(pack_ui("kanban").forms, state)}["work"]
    view = view_of("kanban", game.pack, state)
    legal = next(c.entry for c in game.pack.legal(state, state.players[0].id) if c.legal and c.entry["kind"] == "work")
    assert by_taps(game.pack, form, view, legal) is not None
    assert by_taps(game.pack, form, view, {**legal, "workstation_shifts": 7}) is None


def _kanban_meeting_states() -> list:
    """A Meeting turn by turn (its first turn, a later one, New Business) and a Red Seat to exchange."""
    from companion.games.kanban.pack import PACK as pack
    from tests.games.kanban.factories import new_game

    s = new_game(goals_on_table=[27, 1, 14, 31])
    s.meeting_scheduled = True
    s.player("you").seats_up, s.player("you").seats_down = 2, 2
    later = pack.apply(s, {"kind": "speak", "player": "you", "pet_project": 28, "goal": 27}).state
    done = later
    for pid, pet in (("orange", 30), ("purple", 29), ("blue", 32)):
        done = pack.apply(done, {"kind": "speak", "player": pid, "pet_project": pet}).state
    again = done
    for pid in ("you", "orange", "purple", "blue"):
        done = pack.apply(done, {"kind": "meeting_pass", "player": pid}).state
    red = new_game()
    red.player("orange").red_seats, red.player("orange").seats_up, red.player("orange").seats_down = 2, 2, 2
    return [pack, s, later, again, done, red]


def test_every_meeting_turn_and_red_seat_exchange_is_made_by_taps():
    pack, *states = _kanban_meeting_states()
    made, missing = missing_moves("kanban", pack, states)
    kinds = {c.entry["kind"] for st in states for p in st.players for c in pack.legal(st, p.id) if c.legal}
    assert {"speak", "meeting_pass", "new_business", "exchange_seat"} <= kinds
    assert made > 0
    assert not missing, "\n".join(missing[:20])


def test_kanban_play_has_a_form_for_every_kind_and_the_whole_meeting_is_never_offered():
    """Issue 22 item 2: no kind of play left to the "Other" fields; the stored-games `meeting` entry is kept out."""
    from companion.games.kanban.pack import PACK
    from companion.ui.kanban.screens import FORMS, SCREENS
    from tests.properties.walk import CORRECTIONS

    left = set(PACK.dispatcher.kinds) - {f.kind for f in FORMS} - set(CORRECTIONS) - {"new_game"}
    assert left == {"meeting"} and SCREENS.replay_only == ("meeting",)


def test_every_logistics_choice_legal_lists_is_made_by_taps():
    """Kanban's warehouses followed (issue 27): each warehouse collected, a Kanban Order, the Parts Voucher."""
    from companion.games.kanban.pack import PACK as pack
    from tests.games.kanban.factories import with_training

    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    s = pack.start({"kind": "new_game", "players": players, "workstations": True, "certification_order": ["ann", "bob"],
                    "warehouses": {"chassis": 2, "turbo": 1, "engine": 3}}).state
    s = with_training(s, "logistics", [("ann", 3)])
    for pid, dept in (("ann", "logistics"), ("bob", "design")):
        s = pack.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": 1}).state
    after = pack.apply(s, {"kind": "work", "player": "ann", "department": "logistics", "workstation_shifts": 2,
                           "kanban_order": {"brakes": 2}}).state
    # from Administration, Logistics micro-managed: the same choices and the Parts Voucher (KDE Administration)
    # (three players: with two, Sandra's Administration is closed; Design works first, left to right)
    three = [*players, {"id": "cy", "name": "Cy", "color": "green"}]
    admin = pack.start({"kind": "new_game", "players": three, "workstations": True, "certification_order": ["ann", "bob", "cy"],
                        "warehouses": {"chassis": 2, "turbo": 1, "engine": 3}}).state
    admin = with_training(admin, "logistics", [("ann", 3)])
    for pid, dept, ws in (("ann", "administration", 1), ("bob", "design", 1), ("cy", "design", 2)):
        admin = pack.apply(admin, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).state
    for pid in ("bob", "cy"):
        admin = pack.apply(admin, next(c.entry for c in pack.legal(admin, pid) if c.legal and c.entry["kind"] == "work")).state
    made, missing = missing_moves("kanban", pack, [s, after, admin])
    wanted = [c.entry for c in pack.legal(s, "ann") if c.legal and c.entry["kind"] == "work"]
    assert {"parts_taken", "kanban_order", "voucher_requested"} <= {k for e in wanted for k in e}
    micro = [c.entry for c in pack.legal(admin, "ann") if c.legal and c.entry.get("micro_manage") == "logistics"]
    assert {"parts_taken", "kanban_order", "voucher_requested"} <= {k for e in micro for k in e}
    assert made >= len(wanted) + len(micro)
    assert not missing, "\n".join(missing[:20])
