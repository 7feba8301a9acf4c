"""Spinning Mule (Player's Book 3.1): the Spinning Jenny game with development tiles,
economy markers and event markers, each a module chosen at set-up.

The game is played by the Spinning Jenny rules (`state.version` stays
"spinning_jenny"; `state.mule` holds what the set-up chose), amended so:

- 1760: the light grey stock exchange markers go back to the box, the other
  advanced markers lie face up on the mat; in phase V each player takes a light
  grey marker or (tiles module) a development tile instead of a pick from the
  timetable's stock exchange space.
- tiles: the tiles of `data/spinning_mule.toml` by player count lie beside the
  mat and may be taken instead of an advanced marker (Player's Book 1.8 rules).
- economy: each cycle the economy marker on the timetable is revealed instead of
  the printed Spinning Jenny economy; a good has one marker of each face, three
  of which lie on its column, so a face comes up at most once per good.
- events: two events of the pool lie face down on 1770 and 1780, the End of
  Game face up on 1790 (the alternative events may be shuffled in).

The numbers live in `data/spinning_mule.toml` with their provenance.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from companion.core.boarddata import Sourced, load_toml, validate_board
from companion.core.models import Frozen
from companion.core.wording import said
from companion.games.arkwright.board import DATA
from companion.games.arkwright.state import Mule

SECTION = "Player's Book 3.1"
SECTION_PREP = "Player's Book 3.1 Preparation Round 1760"
SECTION_TILES = "Player's Book 3.1 Development Tiles"
SECTION_ECONOMY = "Player's Book 3.1 Economy Markers"
SECTION_EVENTS = "Player's Book 3.1 Event Markers"
VARIANT = "spinning_mule"
#: the modules of the variant, in the order the set-up names them
MODULES = ("tiles", "economy", "events")


class MuleTiles(Sourced):
    keys: ClassVar = ("players",)
    players: int
    tiles: list[str]


class MuleEconomy(Sourced):
    faces: list[tuple[int, int]]
    per_good: int


class MuleAlternatives(Sourced):
    tiles: list[str]


class MuleEvents(Sourced):
    pool: list[str]
    alternatives: list[str]
    decades: list[int]


class MuleData(Frozen):
    tiles: list[MuleTiles]
    alternative_tiles: MuleAlternatives
    economy: MuleEconomy
    events: MuleEvents

    def tiles_for(self, players: int) -> list[str]:
        return list(next(t.tiles for t in self.tiles if t.players == players))


@cache
def mule_data() -> MuleData:
    raw = load_toml(DATA / "spinning_mule.toml")
    return validate_board(MuleData, {k: raw[k] for k in ("tiles", "alternative_tiles", "economy", "events")}, "Spinning Mule data")


def is_mule(state) -> bool:
    return getattr(state, "mule", None) is not None


def uses(state, module: str) -> bool:
    """Whether this game plays a Spinning Mule module ("tiles", "economy", "events")."""
    return is_mule(state) and module in state.mule.modules


def laid_out_tiles(state, players: int) -> list[str]:
    """The tiles beside the mat: the player count's list, and the alternative ones when chosen."""
    if not uses(state, "tiles"):
        return []
    return mule_data().tiles_for(players) + (list(mule_data().alternative_tiles.tiles) if state.mule.alternative_tiles else [])


def face_key(importer: int, workers: int) -> str:
    return f"{importer}/{workers}"


def economy_faces(state, good: str) -> list[tuple[int, int]]:
    """The faces that can still lie on the good's column: one marker of each face per good, three of
    them drawn, so a face already revealed for this good cannot come up again (Player's Book 3.1)."""
    seen = set(state.mule.revealed.get(good, []))
    return [(i, w) for i, w in mule_data().economy.faces if face_key(i, w) not in seen]


def event_pool(state) -> list[str]:
    """The events that can lie face down on 1770 and 1780, less those already revealed."""
    ev = mule_data().events
    pool = [*ev.pool, *(ev.alternatives if state.mule.alternative_events else [])]
    used = {v for k, v in state.events.items() if k != str(state.decade)}
    return [e for e in pool if e not in used] if state.decade in ev.decades else []


def title(state) -> str:
    """The variant as history shows it: "Spinning Mule", with the modules left out named (Player's Book 3.1)."""
    words = {"tiles": said("arkwright", "development tiles"), "economy": said("arkwright", "economy markers"),
             "events": said("arkwright", "events")}
    left_out = [words[m] for m in MODULES if m not in state.mule.modules]
    text = said("arkwright", "Spinning Mule")
    if left_out:
        text = said("arkwright", "Spinning Mule without {modules}", modules=_and(left_out))
    extras = [w for w, on in ((said("arkwright", "alternative tiles"), state.mule.alternative_tiles),
                              (said("arkwright", "alternative events"), state.mule.alternative_events)) if on]
    if extras:
        text = said("arkwright", "{variant}, {extras}", variant=text, extras=_and(extras))
    return text


def _and(items: list) -> str:
    """"a and b and c", in any language."""
    text = items[0]
    for item in items[1:]:
        text = said("core", "{first} and {then}", first=text, then=item)
    return text


# --- the set-up (flow/setup.py) -------------------------------------------------------------


def check_new_game(entry) -> None:
    """The Spinning Mule choices of a new-game entry: only with the Spinning Mule; nothing the
    variant does not lay out (no picks on the timetable, the tiles fixed by player count)."""
    from companion.core.errors import InputError

    chosen = (not entry.mule_tiles, not entry.mule_economy, not entry.mule_events, entry.mule_alternative_events,
              entry.mule_alternative_tiles)
    if entry.version != VARIANT:
        if any(chosen):
            raise InputError(said("arkwright", "the tiles, economy markers and events modules are choices of the Spinning Mule only"), section=SECTION)
        return
    if entry.productions_only:
        raise InputError(said("arkwright", "a game of productions only starts as Water Frame or Spinning Jenny"), section=SECTION)
    if entry.pick_markers is not None:
        raise InputError(said("arkwright", "the Spinning Mule puts no markers on the timetable's stock exchange space; the light grey ones lie on the mat"),
                         section=SECTION_PREP)
    if entry.tiles is not None:
        raise InputError(said("arkwright", "the Spinning Mule lays out its development tiles by the number of players"), section=SECTION_TILES)
    if entry.mule_alternative_tiles and not entry.mule_tiles:
        raise InputError(said("arkwright", "the alternative tiles join the development tiles, which this game leaves out"), section=SECTION_TILES)
    if entry.mule_alternative_events and not entry.mule_events:
        raise InputError(said("arkwright", "the alternative events join the event markers, which this game leaves out"), section=SECTION_EVENTS)


def state_fields(entry) -> dict:
    if entry.version != VARIANT:
        return {}
    on = {"tiles": entry.mule_tiles, "economy": entry.mule_economy, "events": entry.mule_events}
    return {"mule": Mule(modules=[m for m in MODULES if on[m]], alternative_events=entry.mule_alternative_events,
                         alternative_tiles=entry.mule_alternative_tiles)}


def lay_out(t) -> None:
    """The ledger says which modules the game plays and what the 1760 round lays out (Player's Book 3.1)."""
    s = t.state
    if not is_mule(s):
        return
    words = {"tiles": "development tiles", "economy": "economy markers", "events": "event markers"}
    from companion.core.messages import joined

    if s.mule.modules:
        t.ledger.remark(None, "arkwright.mule_variant", SECTION, modules=joined(words[m] for m in s.mule.modules))
    else:
        t.ledger.remark(None, "arkwright.mule_no_modules", SECTION)
    t.ledger.remark(None, "arkwright.mule_stock_exchange_out", SECTION_PREP)
    if uses(s, "events"):
        years = mule_data().events.decades
        t.ledger.remark(None, "arkwright.mule_events_face_down", SECTION_EVENTS, count=len(years), decades=joined(years))
