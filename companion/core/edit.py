"""Direct edits of a mirrored value: the table is always right.

An edit names a path into the state ("players.0.cash", "importers.food") and
a new value. The result is validated as a whole; an invalid edit is refused
with the field named and the old state is returned unchanged.

A correction is said in the players' words: "Ann's cash corrected to £30".
Each pack declares once how the values of its fields read (`ValueWords`: the
pack's money, its pieces, quality levels), with its `edit` kind
(`dispatch.common_kinds(board, VALUES)`); the ledger line of a correction
(`correction_lines`) carries what was corrected and its value before and
after in those words, so the same line says what goes back on undo
(`undo_words`: "Ann's cash back to £41 from £30").

Those words are words the rules compose (core/wording.py `said`, in the pack's catalog): the line keeps
them as data (`kept`), and they are worded when the line is shown, in the viewer's language. A line
stored before kept its words in English text; it reads as it was stored.
"""

from __future__ import annotations

import copy
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from pydantic import BaseModel, ValidationError
from pydantic_core import to_jsonable_python

from companion.core.errors import InputError
from companion.core.models import EDITED, place, validation_message, words
from companion.core.moves import covers
from companion.core.wording import Phrase, clauses, kept, said, unkept


def _step(container: Any, key: str) -> Any:
    if isinstance(container, list):
        try:
            return container[int(key)]
        except (ValueError, IndexError):
            raise InputError(said("core", "no item {key!r} in this list", key=key)) from None
    if isinstance(container, dict):
        if key not in container:
            raise InputError(said("core", "no field {key!r} here", key=key))
        return container[key]
    raise InputError(said("core", "cannot go into {key!r}: not a list or a record", key=key))


def path_words(path: str, names: list[str] | None = None, fields: Mapping[str, str] | None = None) -> str:
    """A path as the table says it: 'players.0.cash' -> "Ann's cash" (or 'cash of player 1' without names).

    `fields`: pattern -> the field's words, `{0}`, `{1}`... the segments its `*`s stand for
    ("prices.*": "{0} price" says 'prices.hogs' as "hogs price"); a player's field is that player's."""
    parts: list[Any] = [int(k) if k.isdecimal() else k for k in path.split(".")]
    named = _named(tuple(path.split(".")), fields or {})
    if len(parts) >= 2 and parts[0] == "players" and isinstance(parts[1], int) and names and parts[1] < len(names):
        rest = named or place(tuple(parts[2:]))
        return said("core", "{name}'s {field}", name=names[parts[1]], field=rest) if rest else names[parts[1]]
    return named or place(tuple(parts)) or path


def _full(pattern: str, parts: tuple[str, ...]) -> bool:
    """A pattern naming the whole path (not only its start)."""
    return pattern.count(".") + 1 == len(parts) and covers(pattern, parts)


def _named(parts: tuple[str, ...], fields: Mapping[str, "str | Callable[..., str]"]) -> str:
    pattern = next((p for p in fields if _full(p, parts)), None)
    if pattern is None:
        return ""
    stars = [s for p, s in zip(pattern.split("."), parts) if p == "*"]
    named = fields[pattern]
    if callable(named):  # words of the pack's catalog: `lambda good: said("<pack>", "{good:term} importer", good=good)`
        return named(*stars)
    return named.format(*stars).replace("_", " ")


def value_words(value: Any) -> str:
    """A value no pack's words fit, as it is: a number, a name; yes, no, nothing and none in words."""
    if isinstance(value, bool):
        return said("core", "yes") if value else said("core", "no")
    if value is None:
        return said("core", "nothing")
    if isinstance(value, (int, str)):
        return str(value)
    if isinstance(value, list):
        return listed(tuple(value_words(v) for v in value))
    if isinstance(value, dict):
        return listed(tuple(said("core", "{field} {value}", field=words(k), value=value_words(v)) for k, v in value.items()))
    return str(value)


def listed(items: tuple) -> str:
    """Words of several values, between commas, each in the viewer's language ("none" for no value)."""
    return said("core", "{items}", items=items) if items else said("core", "none")


#: the words of one field's value: 30 -> "£30", 3 -> "3 shares" (words the pack's catalog says: `said`)
Worded = Callable[[Any], str]


#: paths a ValueWords keeps what it found for (past this, it starts again)
_FOUND_KEPT = 4096


@dataclass(frozen=True)
class ValueWords:
    """How one pack words the values of its fields, declared once per pack (its messages catalog's `VALUES`).

    `units`: field pattern (`*` standing for one list index or dict key, as in `core.moves`) ->
    the words of a value of that field. The first pattern naming the whole path is used; a field
    no pattern names, or a value its words do not fit (a text typed where a number was), reads
    as its plain value."""

    units: Mapping[str, "Worded | Keyed"] = field(default_factory=dict)
    #: field pattern -> the field in words, where the field's name alone does not say it (see `path_words`)
    fields: Mapping[str, str] = field(default_factory=dict)
    #: the field in words read off the table, where an index alone does not say it (a pack's factory 2 is
    #: its lamps factory): (the path's parts, `read(path)` giving a value of the state, the players' names)
    #: -> the words, or None to read it as `fields` say
    table: "Callable[[tuple[str, ...], Callable[[str], Any], list[str] | None], str | None] | None" = None

    #: what `what` and `value` found for a path before (each correction and each label of one asks again)
    _found: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def _once(self, key: tuple, find: Callable[[], Any]) -> Any:
        found = self._found
        if key not in found:
            if len(found) >= _FOUND_KEPT:
                found.clear()
            found[key] = find()
        return found[key]

    def what(self, path: str, names: list[str] | None = None, state: Any = None) -> str:
        """The corrected field in words: "Ann's cash", "hogs price"; given the state, as the table says it
        ("the price of Ann's lamps factory") where the pack reads it off the table."""
        if state is not None and self.table is not None:
            try:
                said = self.table(tuple(path.split(".")), lambda p: value_before(state, p), names)
            except (InputError, TypeError, ValueError, KeyError, IndexError, AttributeError):
                said = None  # a path the table no longer has: its plain words
            if said:
                return said
        return self._once(("what", path, tuple(names or ())), lambda: path_words(path, names, self.fields))

    def value(self, path: str, value: Any, names: list[str] | None = None) -> str:
        parts = tuple(path.split("."))
        worded = self._once(("units", parts),
                            lambda: next((w for pattern, w in self.units.items() if _full(pattern, parts)), None))
        if worded is not None and value is not None:
            try:
                if isinstance(worded, Seat):
                    return worded.words(value, names)
                return worded.words(value, parts[-1]) if isinstance(worded, Keyed) else worded(value)
            except (TypeError, ValueError, KeyError, AttributeError):
                pass
        return value_words(value)


@dataclass(frozen=True)
class Keyed:
    """Words of a value that name the field's own key too: Keyed(lambda n, good: f"{n} {good}") at "players.*.goods.*"."""

    words: Callable[[Any, str], str]


@dataclass(frozen=True)
class Seat:
    """Words of a seat number (0 the first seat): the name of the player in it ("Harold")."""

    def words(self, value: Any, names: list[str] | None) -> str:
        whole(value)
        return names[value] if names and 0 <= value < len(names) else said("core", "seat {n}", n=value + 1)


#: a pack that declares no words: every value reads as it is
PLAIN = ValueWords()


def whole(value: Any) -> int:
    """A value as a whole number of pieces; TypeError for anything else (the value then reads as it is)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not a whole number")
    return value


def money(sign: str) -> Worded:
    """A sum of the pack's money: money("£")(30) -> "£30"."""
    return lambda value: said("core", "{sign}{n}", sign=sign, n=whole(value))


def each_counted(kind: Callable[[Any, str], str]) -> Worded:
    """Pieces counted by kind, `kind(n, its kind)` the words of each ({"white": 2} -> "2 white workers"), between
    commas; none: "none"."""
    return lambda value: listed(tuple(kind(whole(n), k) for k, n in dict(value).items() if n))


def change_words(path: str, value: Any, names: list[str] | None = None, values: ValueWords = PLAIN, state: Any = None) -> str:
    """One correction in words: "Ann's cash corrected to £30" (`state`: the table it corrects, see `ValueWords.what`)."""
    return _corrected_to(values.what(path, names, state), values.value(path, value, names))


def _corrected_to(what: str, after: str) -> str:
    return said("core", "{what} corrected to {after}", what=what, after=after)


def _capital(text: str) -> str:
    return text.capitalized() if isinstance(text, Phrase) else text[:1].upper() + text[1:]


def changes_words(pairs: Iterable[tuple[str, Any]], names: list[str] | None = None, values: ValueWords = PLAIN,
                  state: Any = None) -> str:
    """Corrections in words, the first letter a capital: "Ann's cash corrected to £30; Bob's shares corrected to 4 shares"."""
    return _capital(clauses(*(change_words(p, v, names, values, state) for p, v in pairs)))


#: the codes of a correction's ledger line, and the code of its words on undo
CORRECTED = ("core.value_corrected", "core.value_corrected_because")
BACK = "core.value_back"


def correction_lines(ledger: Any, before: Any, pairs: list[tuple[str, Any]], names: list[str] | None,
                     values: ValueWords, note: str = "") -> None:
    """One ledger line per corrected value (`before`: the state's data before the correction), the note on the last."""
    for k, (path, value) in enumerate(pairs):
        params = {"what": kept(_capital(values.what(path, names, before))),
                  "before": kept(values.value(path, value_before(before, path), names)),
                  "after": kept(values.value(path, value, names))}
        if note and k == len(pairs) - 1:
            ledger.remark(None, CORRECTED[1], "", **params, note=note)
        else:
            ledger.remark(None, CORRECTED[0], "", **params)


def corrected_words(lines: Iterable[Any]) -> str:
    """What a correction's ledger lines set, without the values before: "The price of Ann's food factory corrected to £6"
    (the history list's label, worded from the table the correction was made on); "" for lines of no correction."""
    return clauses(*(_corrected_to(unkept(line.params["what"]), unkept(line.params["after"])) for line in lines
                     if getattr(line, "code", None) in CORRECTED and {"what", "after"} <= set(line.params)))


def undo_words(lines: Iterable[Any]) -> list[str]:
    """What goes back on the table when the correction of these ledger lines is undone: "Ann's cash back to £41 from £30"."""
    return [said("core", "{line__:msg}", line__=BACK, **{k: line.params[k] for k in ("what", "before", "after")})
            for line in lines if line.code in CORRECTED]


def value_before(before: Any, path: str) -> Any:
    """The value at `path` as the state's JSON holds it; a model is walked along the path (as `_rebuilt` does), not dumped whole."""
    if not isinstance(before, BaseModel):
        return read_path(before, path)
    node: Any = before
    try:
        for key in path.split("."):
            node = _step(node.__dict__ if isinstance(node, BaseModel) else node, key)
    except InputError:  # a key the JSON spells differently (an enum key, a tuple): read the dump
        return read_path(before.model_dump(mode="json"), path)
    return to_jsonable_python(node)


def read_path(data: Any, path: str) -> Any:
    node = data
    for key in path.split("."):
        node = _step(node, key)
    return node


def apply_edit(state: BaseModel, path: str, value: Any, *, allow_new_key: bool = False) -> BaseModel:
    """Return a new, validated state with `path` set to `value`."""
    return apply_edits(state, [(path, value)], allow_new_key=allow_new_key)


def apply_edits(state: BaseModel, changes: list[tuple[str, Any]], *, allow_new_key: bool = False) -> BaseModel:
    """Return a new state with every change made, validated once as a whole.

    Values that must move together (a worker leaving the job market for a
    factory row) are one edit of several paths.

    Only the records on the changed paths are built again (from their fields, each validated
    with its new values, then the records holding them, up to the state itself): a record a
    change does not reach passed its checks when its state was made and is shared with the new
    state, as nothing changes the records of a state in place (a handler works on a working
    copy). The result is the state `whole_edit` gives; any edit this refuses goes that way,
    so a refusal reads the same whatever path it takes.
    """
    if not changes:
        raise InputError(said("core", "an edit needs at least one path and value"))
    try:
        return _rebuilt(state, changes, allow_new_key)
    except (InputError, ValidationError, ValueError, TypeError):
        return whole_edit(state, changes, allow_new_key=allow_new_key)


def whole_edit(state: BaseModel, changes: list[tuple[str, Any]], *, allow_new_key: bool = False) -> BaseModel:
    """`apply_edits` the long way: the whole state dumped, changed and validated again."""
    data = state.model_dump(mode="json")
    for path, value in changes:
        set_in(data, path, value, allow_new_key=allow_new_key)
    try:
        return type(state).model_validate(data)
    except ValidationError as exc:
        fields = ", ".join(place(tuple(int(k) if k.isdecimal() else k for k in p.split("."))) for p, _ in changes)
        raise InputError(said("core", "the correction of {fields} was refused: {validation_message}", fields=fields, validation_message=validation_message(exc))) from None


class _Draft(dict):
    """The fields of a record being built again (`model` validates them)."""

    __slots__ = ("model",)


def _rebuilt(state: BaseModel, changes: list[tuple[str, Any]], allow_new_key: bool) -> BaseModel:
    """The changed state, the records on the changed paths validated again and nothing else."""
    fresh: set[int] = set()  # the drafts: containers copied for this edit (their ids)

    def draft(node: Any) -> Any:
        if isinstance(node, BaseModel):
            if node.__pydantic_extra__ or node.__pydantic_private__ or type(node).model_config.get("frozen"):
                raise TypeError("a record this edit cannot rebuild field by field")
            copied: Any = _Draft(node.__dict__)
            copied.model = type(node)
        elif type(node) in (list, dict):
            copied = type(node)(node)
        else:
            return node  # set_in says why the path cannot go on
        fresh.add(id(copied))
        return copied

    root = draft(state)
    for path, value in changes:
        parent = root
        for key in path.split(".")[:-1]:
            child = _step(parent, key)
            if id(child) not in fresh:
                child = draft(child)
                parent[int(key) if isinstance(parent, list) else key] = child
            parent = child
        if type(parent) is dict and any(not isinstance(k, str) for k in parent):
            # keyed by numbers (ships by capacity): the path's key is a word, so only the JSON of the whole
            # state matches it with the key it names (a new key, or one taken out with None)
            raise TypeError("a mapping whose keys are not words")
        set_in(root, path, value, allow_new_key=allow_new_key)

    context = {EDITED: state}  # a record handed in as it is passed its checks when it was made

    def built(node: Any) -> Any:  # `node` is a draft; what it holds may be
        if isinstance(node, _Draft):
            return node.model.model_validate({k: built(v) if id(v) in fresh else v for k, v in node.items()},
                                             context=context)
        if isinstance(node, list):
            return [built(v) if id(v) in fresh else v for v in node]
        return {k: built(v) if id(v) in fresh else v for k, v in node.items()}

    return built(root)


def set_in(data: Any, path: str, value: Any, *, allow_new_key: bool = False) -> None:
    """Set `path` (dotted) in plain JSON data; InputError names what is missing."""
    if not path:
        raise InputError(said("core", "an edit needs a path, e.g. 'players.0.cash'"))
    parts = path.split(".")
    parent = data
    for key in parts[:-1]:
        parent = _step(parent, key)
    last = parts[-1]
    if isinstance(parent, list):
        try:
            parent[int(last)] = copy.deepcopy(value)
        except (ValueError, IndexError):
            raise InputError(said("core", "no item {last!r} at {path}", last=last, path=path)) from None
    elif isinstance(parent, dict):
        if last not in parent and not allow_new_key:
            raise InputError(said("core", "no field {path!r} in the state", path=path))
        if value is None and allow_new_key:
            parent.pop(last, None)
        else:
            parent[last] = copy.deepcopy(value)
    else:
        raise InputError(said("core", "cannot set {path!r}", path=path))


@dataclass(frozen=True)
class Limits:
    """What a correction of one field may be, from the state's own model: its listed values (a
    `Literal` field: the phases) or its whole-number range (a field's `ge`/`le`)."""

    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None


def field_limits(state: BaseModel, path: str) -> Limits:
    """The listed values or the range the model declares for the field at `path` (none known: `Limits()`)."""
    parent: Any = state
    *head, last = path.split(".")
    for key in head:
        if isinstance(parent, BaseModel):
            if key not in type(parent).model_fields:
                return Limits()
            parent = getattr(parent, key)
            continue
        try:
            parent = _step(parent, key)
        except InputError:
            return Limits()
    info = type(parent).model_fields.get(last) if isinstance(parent, BaseModel) else None
    if info is None:
        return Limits()
    if typing.get_origin(info.annotation) is typing.Literal:
        return Limits(choices=typing.get_args(info.annotation))
    low = next((m.ge for m in info.metadata if getattr(m, "ge", None) is not None), None)
    high = next((m.le for m in info.metadata if getattr(m, "le", None) is not None), None)
    return Limits(low=low, high=high)
