"""What the players move on the cardboard between two states, in words.

A pack describes its state's fields in `Words`: which fields (patterns such as
"players.*.cash", `*` standing for one list index or dict key) one describer
puts in words, and which fields are no piece on the table (`quiet`: the phase,
bookkeeping). `MoveWords.moves(before, after)` walks both states, calls every
describer whose fields changed, and returns the `Move`s grouped by player in
the order they are made. A changed field no describer covers still gets a
plain line (so nothing is silently missed), and `unworded` lists such fields
for the tests; `unworded_fields(state_type)` lists every field of a state's
schema that has no words at all.

Undoing a step puts the pieces back: `undo_moves(moves)` is the same list,
reversed, each piece going back where it came from.
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from pydantic import BaseModel

from companion.core.language import plural  # noqa: F401 - every pack's describers read it from here
from companion.core.models import Model, Text
from companion.core.wording import Phrase, said

#: a field path: ("players", "0", "cash")
Path = tuple[str, ...]


class Move(Model):
    """One physical change: `count` pieces (or one marker, `count` = 0) go from `source` to `target`."""

    #: the player whose pieces these are; None: the table's
    player: str | None = None
    #: the piece and its two places in words (Phrases where a pack composes them: core/wording.py)
    piece: Text
    source: Text
    target: Text
    count: int = 0

    def reversed(self) -> "Move":
        return self.model_copy(update={"source": self.target, "target": self.source})

    @property
    def words(self) -> str:
        """The move in words ("3 workers: from the job market to food factory, row 1"), a Phrase."""
        if self.count:
            what: str = said("core", "{count} {piece}", count=self.count, piece=self.piece)
        else:
            what = self.piece.capitalized() if isinstance(self.piece, Phrase) else self.piece[:1].upper() + self.piece[1:]
        return said("core", "{what}: from {source} to {target}", what=what, source=self.source, target=self.target)


Describe = Callable[[Any, Any], list[Move]]


@dataclass(frozen=True)
class Words:
    """A describer and the fields it puts in words."""

    fields: tuple[str, ...]
    describe: Describe


# --- walking the states ----------------------------------------------------------------------

def flat(value: Any, keys: Mapping[str, str] | None = None, at: Path = ()) -> dict[Path, Any]:
    """Every leaf of a state (an empty list or dict is a leaf of its own).

    `keys`: list pattern -> the field naming its items ("players.*.factories": "good"), so that a
    factory built before another one does not look like every later factory changed."""
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if isinstance(value, dict) and value:
        out: dict[Path, Any] = {}
        for k, v in value.items():
            out.update(flat(v, keys, (*at, str(k))))
        return out
    if isinstance(value, list) and value:
        key = next((k for pattern, k in (keys or {}).items() if covers(pattern, at) and pattern.count(".") + 1 == len(at)), None)
        out = {}
        for i, v in enumerate(value):
            out.update(flat(v, keys, (*at, str(v[key]) if key and isinstance(v, dict) else str(i))))
        return out
    return {at: value}


def changed(before: Any, after: Any, keys: Mapping[str, str] | None = None) -> list[Path]:
    """The leaves that differ, in the order of `after` then `before`; a leaf one state lacks counts as empty."""
    a, b = flat(before, keys), flat(after, keys)
    return [p for p in [*b, *(p for p in a if p not in b)] if _value(a, p) != _value(b, p)]


def _value(leaves: dict[Path, Any], path: Path) -> Any:
    """A leaf's value; an absent one is nothing (no workers on a factory not built yet)."""
    v = leaves.get(path)
    return None if v is None or v in (0, "", [], {}) else v


def covers(pattern: str, path: Path) -> bool:
    """A pattern covers a path when its segments match the path's first ones (`*`: any one segment)."""
    parts = pattern.split(".")
    return len(parts) <= len(path) and all(p in ("*", s) for p, s in zip(parts, path))


def schema_paths(model: type[BaseModel]) -> list[Path]:
    """Every leaf field a state type can hold, lists and dicts as `*`."""
    return _paths(model, (), set())


def _paths(tp: Any, at: Path, seen: set) -> list[Path]:
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        return _paths(typing.get_args(tp)[0], at, seen)
    if origin in (typing.Union, types.UnionType):
        out: list[Path] = []
        for arg in typing.get_args(tp):
            out += [p for p in _paths(arg, at, seen) if p not in out]
        return out
    if origin in (list, tuple, set, frozenset, dict):
        args = typing.get_args(tp)
        inner = args[-1] if args else Any
        return _paths(inner, (*at, "*"), seen)
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        if tp in seen:
            return [at]
        out = []
        for name, info in tp.model_fields.items():
            out += _paths(info.annotation, (*at, name), seen | {tp})
        return out
    if tp is type(None):
        return []
    return [at]


# --- the words of a pack --------------------------------------------------------------------

@dataclass(frozen=True)
class MoveWords:
    """A pack's describers, in the order pieces are moved, and its fields that are no piece."""

    words: tuple[Words, ...]
    quiet: tuple[str, ...] = ()
    #: list pattern -> the field naming its items (see `flat`)
    keys: Mapping[str, str] = field(default_factory=dict)

    def _changed(self, before: Any, after: Any) -> list[Path]:
        return [p for p in changed(before, after, self.keys) if not self._quiet(p)]

    def _worded(self, path: Path) -> bool:
        return any(covers(f, path) for w in self.words for f in w.fields)

    def _quiet(self, path: Path) -> bool:
        return any(covers(f, path) for f in self.quiet)

    def moves(self, before: Any, after: Any) -> list[Move]:
        """Every physical change from `before` to `after`, grouped by player."""
        paths = self._changed(before, after)
        out: list[Move] = []
        for w in self.words:
            if any(covers(f, p) for f in w.fields for p in paths):
                out += w.describe(before, after)
        if any(not self._worded(p) for p in paths):
            out.append(Move(piece=said("core", "something else on the table"), source=said("core", "as it was"),
                            target=said("core", "check it against the app")))
        return grouped(out)

    def unworded(self, before: Any, after: Any) -> list[str]:
        """Changed fields that neither a describer nor `quiet` covers (a test keeps this empty)."""
        return [".".join(p) for p in self._changed(before, after) if not self._worded(p)]

    def silent(self, before: Any, after: Any) -> list[str]:
        """Changed fields whose describer said nothing (a test keeps this empty)."""
        paths = self._changed(before, after)
        out = []
        for w in self.words:
            mine = [p for p in paths if any(covers(f, p) for f in w.fields)]
            if mine and not w.describe(before, after):
                out += [".".join(p) for p in mine]
        return out

    def unworded_fields(self, state_type: type[BaseModel]) -> list[str]:
        """Fields of the state's schema with no words and not declared quiet."""
        return [".".join(p) for p in schema_paths(state_type) if not self._quiet(p) and not self._worded(p)]


def grouped(moves: Iterable[Move]) -> list[Move]:
    """Moves grouped by player (the table is a player of its own), groups in order of their first move."""
    groups: dict[str | None, list[Move]] = {}
    for m in moves:
        groups.setdefault(m.player, []).append(m)
    return [m for g in groups.values() for m in g]


def undo_moves(moves: list[Move]) -> list[Move]:
    """What undoing a step asks: the same list reversed, every piece back where it came from."""
    return [m.reversed() for m in reversed(moves)]


# --- describers every pack uses -----------------------------------------------------------------

_MISSING = object()


def values(before: Any, after: Any, get: Callable[[Any], Mapping[Any, Any]],
           label: Callable[[Any], tuple[str | None, str]], shown: Callable[[Any], str] = str,
           absent: str = "") -> list[Move]:
    """One Move per key whose value differs: `get(state)` key -> value, `label(key)` -> (player, piece)."""
    a, b = get(before), get(after)
    absent = absent or said("core", "not on the table")
    out = []
    for key in [*b, *(k for k in a if k not in b)]:
        old, new = a.get(key, _MISSING), b.get(key, _MISSING)
        if old != new:
            player, piece = label(key)
            out.append(Move(player=player, piece=piece, source=absent if old is _MISSING else shown(old),
                            target=absent if new is _MISSING else shown(new)))
    return out


def per_player(state: Any, get: Callable[[Any], Any]) -> dict[str, Any]:
    """player id -> one value of that player."""
    return {p.id: get(p) for p in state.players}


def each_player(before: Any, after: Any, attr: str, piece: str, shown: Callable[[Any], str] = str) -> list[Move]:
    """One Move per player whose `attr` differs: that player's `piece` from the old value to the new."""
    return values(before, after, lambda s: per_player(s, lambda p: getattr(p, attr)), own(piece), shown)


def own(piece: str) -> Callable[[str], tuple[str, str]]:
    """A `label` for `values` keyed by player id: that player's `piece`."""
    return lambda pid: (pid, piece)


#: a place where pieces are counted: (the player whose place it is, or None for the table's; the place in words)
Place = tuple[str | None, str]


def transfers(before: Mapping[Place, int], after: Mapping[Place, int], piece: Callable[[int], str],
              supply: str = "") -> list[Move]:
    """Pieces counted per place, paired from the places that lost some to the places that gained some.

    Both counts name their places in the same order (a pack lists them with one function of the state).
    Pieces going between the table and a player are paired first (a worker fired and another hired is
    two moves, not one from row to row), then the rest, each time in the places' order. A gain without
    a loss comes from `supply`, a loss without a gain goes back to it. A move is the player's whose place
    comes first.
    """
    supply = supply or said("core", "the supply")
    keys = [*before, *(k for k in after if k not in before)]
    losses = [[k, before.get(k, 0) - after.get(k, 0)] for k in keys if before.get(k, 0) > after.get(k, 0)]
    gains = [[k, after.get(k, 0) - before.get(k, 0)] for k in keys if after.get(k, 0) > before.get(k, 0)]
    lost, won = sum(n for _, n in losses), sum(n for _, n in gains)
    if won > lost:
        losses.append([(None, supply), won - lost])
    elif lost > won:
        gains.append([(None, supply), lost - won])
    out: list[Move] = []
    for across in (True, False):
        for loss in losses:
            for gain in gains:
                if loss[1] and gain[1] and ((loss[0][0] is None) != (gain[0][0] is None)) == across:
                    n = min(loss[1], gain[1])
                    ends = sorted((loss[0], gain[0]), key=lambda k: keys.index(k) if k in keys else len(keys))
                    owner = next((k[0] for k in ends if k[0] is not None), None)
                    out.append(Move(player=owner, piece=piece(n), source=loss[0][1], target=gain[0][1], count=n))
                    loss[1] -= n
                    gain[1] -= n
    return out


def multiset(items: Iterable[Any]) -> dict[Any, int]:
    out: dict[Any, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return out


def table_moves(pack: Any, before: Any, after: Any) -> list[Move]:
    """What a step of this pack moves on the table (a pack without the `moves` hook: one plain line if anything changed)."""
    hook = getattr(pack, "moves", None)
    return generic(before, after) if hook is None else hook(before, after)


def generic(before: Any, after: Any) -> list[Move]:
    """For a pack without words: one plain line when anything changed."""
    return MoveWords(()).moves(before, after)
