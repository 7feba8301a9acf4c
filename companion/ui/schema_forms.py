"""The forms of a pack without screens of its own, by taps (issue 22, item 2: no fields typed as JSON).

A pack that names no screens (companion/ui/packs.py `GENERIC`) still gives the app two things to draw
its steps from: its `legal()` listing, whose allowed entries are complete ("what happened": tap one,
Preview, Confirm), and the JSON schema of each entry kind (`generic.entry_kinds`), whose fields become
controls: a choice among a few values (an enum) chips, a player id the player picker, a bounded whole
number a stepper, another whole number a number field, a yes/no a switch. Only free words (a note's
text, a reason) are typed. A kind with a required field no control can draw is not offered (a defect of
the pack's declaration to fix, never a typed form). The new game, the corrections and the board data
have screens of their own and are never among these forms.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.core.errors import CompanionError
from companion.core.registry import get_pack
from companion.ui.generic import entry_kinds, field_names, players_of
from companion.ui.pack_forms import EntryForm, chips, hint_line, needed, number, player_options, said, stepper, switch, text, whole
from companion.ui.widgets import NUMBER_LIMIT

#: entry kinds drawn by screens of their own: the new-game screen, the corrections panel, the board data
OWN_SCREENS = ("new_game", "edit", "board")
#: a choice among at most this many values is drawn as chips (the schema's enums are short lists)
CHIPS_AT_MOST = 12


@dataclass(frozen=True)
class SchemaField:
    """One field of an entry kind and the control that draws it."""

    name: str
    label: str
    how: str  # "choice", "player", "stepper", "number", "switch" or "text"
    required: bool
    default: Any = None
    options: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    nullable: bool = False


def _resolved(prop: dict, defs: dict) -> tuple[dict, bool]:
    """The property's own schema (a `$ref` followed, a nullable `anyOf` read as its one type) and whether None is allowed."""
    nullable = False
    if "anyOf" in prop:
        kinds = [p for p in prop["anyOf"] if p.get("type") != "null"]
        nullable = len(kinds) < len(prop["anyOf"])
        if len(kinds) == 1:
            prop = {**kinds[0], **{k: v for k, v in prop.items() if k != "anyOf"}}
    ref = prop.get("$ref")
    if ref:
        prop = {**defs.get(ref.rsplit("/", 1)[-1], {}), **{k: v for k, v in prop.items() if k != "$ref"}}
    return prop, nullable


def _words(name: str, prop: dict) -> str:
    title = str(prop.get("title") or name.replace("_", " "))
    return title[:1].upper() + title[1:].lower()


def schema_field(name: str, prop: dict, defs: dict, required: bool) -> SchemaField | None:
    """The control of one field, or None when none can draw it (a list, a record)."""
    prop, nullable = _resolved(prop, defs)
    label, default, kind = _words(name, prop), prop.get("default"), prop.get("type")
    common = dict(name=name, label=label, required=required, default=default, nullable=nullable)
    if "enum" in prop and len(prop["enum"]) <= CHIPS_AT_MOST:
        return SchemaField(how="choice", options=tuple(prop["enum"]), **common)
    if "const" in prop:
        return SchemaField(how="choice", options=(prop["const"],), **common)
    if kind == "string" and (name == "player" or name.endswith("_player")):
        return SchemaField(how="player", **common)
    if kind == "boolean":
        return SchemaField(how="switch", **common)
    if kind == "integer":
        low = prop.get("minimum", prop["exclusiveMinimum"] + 1 if "exclusiveMinimum" in prop else None)
        high = prop.get("maximum", prop["exclusiveMaximum"] - 1 if "exclusiveMaximum" in prop else None)
        if low is not None and high is not None and high - low <= 100:
            return SchemaField(how="stepper", low=low, high=high, **common)
        return SchemaField(how="number", low=low, high=high, **common)
    if kind == "string":
        return SchemaField(how="text", **common)
    return None


def kind_fields(model: dict, defs: dict) -> list[SchemaField] | None:
    """The controls of an entry kind's fields; None when a required one cannot be drawn (the kind is not offered)."""
    props, required = model.get("properties", {}), set(model.get("required", ()))
    out = []
    for name in field_names(model):
        drawn = schema_field(name, props[name], defs, name in required)
        if drawn is None:
            if name in required:
                return None
            continue  # an optional list or record keeps its default
        out.append(drawn)
    return out


def _first(f: SchemaField, players: list[str]) -> Any:
    """A field's value before any tap: its default, else the common one (the first player, the lowest count)."""
    if f.default is not None:
        return f.default
    if f.how == "player":
        return None if f.nullable or not players else players[0]
    if f.how == "choice":
        return None if f.nullable else f.options[0]
    if f.how == "stepper":
        return f.low
    return False if f.how == "switch" else None


def fields_form(kind: str, fields: list[SchemaField]) -> EntryForm:
    """The form of one entry kind drawn from its fields."""

    def initial(view: Any) -> dict:
        players = list(players_of(view.summary))
        return {f.name: value for f in fields if (value := _first(f, players)) is not None}

    def draw(view: Any, values: dict, change) -> list:
        players = players_of(view.summary)
        out = []
        for f in fields:
            ident, value, on = f"{kind}-{f.name}", values.get(f.name), (lambda v, n=f.name: change(**{n: v}))
            if f.how == "player":
                options = [*([("", "the table")] if f.nullable else []), *player_options(players)]
                out.append(chips(ident, f.label, "" if value is None else value, options, on))
            elif f.how == "choice":
                out.append(chips(ident, f.label, value, [(o, str(o).replace("_", " ")) for o in f.options], on))
            elif f.how == "stepper":
                out.append(stepper(ident, f.label, value if value is not None else f.low, on, low=f.low, high=f.high))
            elif f.how == "number":
                out.append(number(ident, f.label, value, on, low=f.low if f.low is not None else -NUMBER_LIMIT,
                                  high=f.high if f.high is not None else NUMBER_LIMIT))
            elif f.how == "switch":
                out.append(switch(ident, f.label, bool(value), on))
            else:
                out.append(text(ident, f.label, value or "", on))
        return out

    def build(view: Any, values: dict) -> dict:
        entry: dict[str, Any] = {"kind": kind}
        for f in fields:
            value = values.get(f.name)
            if f.how in ("stepper", "number"):
                if f.required or str(value if value is not None else "").strip():
                    entry[f.name] = whole(values, f.name, f.label, low=f.low, high=f.high)
            elif f.how == "text":
                if f.required:
                    entry[f.name] = said(values, f.name, f.label, "write a few words")
                elif str(value or "").strip():
                    entry[f.name] = str(value).strip()
            elif f.how == "switch":
                entry[f.name] = bool(value)
            elif value not in (None, ""):
                entry[f.name] = value
            elif f.required:
                needed(values, f.name, f.label)
        return entry

    return EntryForm(kind, kind.replace("_", " ").capitalize(), draw, build, initial=initial)


def listed_form(kind: str, choices: list[tuple[dict, str]]) -> EntryForm:
    """The entries of one kind `legal()` allows now, one chip each: tap one, Preview, Confirm."""
    options = [(str(k), words) for k, (_entry, words) in enumerate(choices)]

    def draw(view: Any, values: dict, change) -> list:
        if not options:
            return [hint_line("Nothing of this kind can be entered now.")]
        return [chips(f"{kind}-listed", "What happened", values.get("pick"), options, lambda v: change(pick=v))]

    def build(view: Any, values: dict) -> dict:
        offered = [k for k, _w in options]
        pick = needed(values, "pick", "What happened", offered)
        return dict(choices[int(pick)][0]) if pick in offered else {"kind": kind}

    return EntryForm(kind, kind.replace("_", " ").capitalize(), draw, build,
                     initial=lambda view: {"pick": options[0][0]} if options else {})


def forms_of(view: Any) -> list[EntryForm]:
    """The forms of a pack without screens at this point of its game: a listing for each kind `legal()` gives
    (the allowed entries only), the schema's fields for every other kind (no new game, correction or board data)."""
    pack_id = view.info.pack_id
    kinds = entry_kinds(pack_id)
    try:
        pack = get_pack(pack_id)
        schema_defs = pack.input_adapter.json_schema().get("$defs", {})
    except (CompanionError, ImportError):
        return []
    names = {pid: name for pid, (name, _colour) in players_of(view.summary).items()}
    listed: dict[str, list[tuple[dict, str]]] = {}
    for pid in names:
        try:
            candidates = pack.legal(view.state, pid)
        except CompanionError:
            continue
        for c in candidates:
            found = listed.setdefault(str(c.entry.get("kind")), [])
            if c.legal and all(c.entry != e for e, _w in found):
                who = names.get(str(c.entry.get("player", "")))
                words = c.effect or str(c.entry.get("kind", "")).replace("_", " ")
                found.append((c.entry, f"{who}: {words}" if who else words))
    forms = []
    for kind, model in kinds.items():
        if kind in OWN_SCREENS:
            continue
        if kind in listed:
            forms.append(listed_form(kind, listed[kind]))
            continue
        fields = kind_fields(model, schema_defs)
        if fields is not None:
            forms.append(fields_form(kind, fields))
    return forms


def suggested_kind(forms: list[EntryForm], view: Any) -> str:
    """The form usually next: the first listing with an entry allowed now, else the first form."""
    for form in forms:
        if form.initial(view).get("pick") is not None:
            return form.kind
    return forms[0].kind if forms else ""
