"""Ledger lines in words: a message code and its parameters, rendered from the pack's catalog.

A ledger line carries no sentence. It carries a code, "<catalog>.<name>"
("<pack id>.sells_shares", "core.table_note"), and its parameters (names,
goods, counts, prices: whole numbers and plain names, never English words).
`render(code, params)` is the one place a line becomes words, for the app's
ledger screen and the command line alike.

A catalog is a module with `MESSAGES`, name -> template (`str.format`
fields named after the parameters), and optionally `WORDS`, name -> function
for the words a template needs beside plain numbers: `{count:goods/{good}}`
reads `goods(count, good)` ("1 lamp", "3 lamps"). Every catalog has two words for plurals by
count: `{n:count/share}` ("1 share", "3 shares") and `{n:noun/worker}` (the noun alone, for
"3 fired workers"); an irregular plural follows a bar (`{n:count/party|parties}`). `{why:msg}` nests a line:
the parameter `why` names another code, worded with the same parameters
(a reason given by the caller, a suffix like "stopped at the track's end"). `{good:term}` marks a
parameter that is a word of the game (a good, a colour, an area): another language's catalog words
it (context "<catalog>.term"). The core catalog is below; a pack's is the module its `Pack` names
(`messages`), found through the pack registry.

Other languages are gettext catalogs (core/language.py): `render(code, params, language)` reads the
code's template in that language (its context is the code), written in the same template language;
a plural there names its forms (`{n:count/pompoen|pompoenen}`, picked by the catalog's plural rule),
a game's word counted is `{good:term/{count}}` ("3 Lampen"), and a list parameter is worded item by item
with `{goods:each/%1|, | und |keine}` (core/language.py `each`), never with the pack's English WORDS.
A template not yet translated reads in English.

A code the catalog does not know, or a template field without its
parameter, is a programming error: `check` raises ValueError when a pack
writes such a line and `render` raises LookupError; every code's rendering
is tested.
"""

from __future__ import annotations

import json
import string
from functools import cache
from types import ModuleType
from typing import Any, Callable, Iterable, Mapping

from companion.core.language import ENGLISH, each, form, grouped, plural, term, translated
from companion.core.packs_found import pack_value

#: The core's own lines (table notes, corrections, scores counted at the table).
MESSAGES: dict[str, str] = {
    # a line stored as an English sentence before lines had codes
    "text": "{text}",
    "table_note": "{text}",
    # a value the table corrected, worded by its pack (core/edit.py), and the same on undo
    "value_corrected": "{what} corrected to {after} (was {before})",
    "value_corrected_because": "{what} corrected to {after} (was {before}; {note})",
    "value_back": "{what} back to {before} from {after}",
    "board_corrected": "board corrected for this game: {path} = {value}",
    "board_correction_removed": "board corrected for this game: {path} removed",
    "final_score": "final score counted at the table",
}

#: the code of a transitional line (an English sentence kept as it was written)
TEXT = "core.text"

Params = Mapping[str, Any]

#: Between the items of a list parameter (names, goods), and between the fields of an item
#: (a name and its number): a name never holds a control character.
SEP, SUB = "\x1f", "\x1e"


def joined(items: Iterable[Any]) -> str:
    """A list parameter: its items (an item may be a tuple of fields) as one text; a catalog word splits them again."""
    return SEP.join(SUB.join(str(f) for f in x) if isinstance(x, tuple) else str(x) for x in items)


def items(value: Any) -> list[str]:
    """The items of a list parameter (an empty list reads as one empty item)."""
    return str(value).split(SEP)


def rows(value: Any) -> list[list[str]]:
    """The items of a list parameter, each as its fields (none for an empty list)."""
    return [item.split(SUB) for item in items(value)] if value != "" else []


class _Catalog:
    def __init__(self, module: ModuleType | None, messages: Mapping[str, str], words: Mapping[str, Callable[..., str]]):
        self.module = module
        self.messages = messages
        self.words = words


@cache
def catalog(name: str) -> _Catalog:
    """The catalog of codes "<name>.*": the core's, or the one pack `name` declares (`messages`)."""
    if name == "core":
        return _Catalog(None, MESSAGES, {})
    found = pack_value(name)
    if found is None:
        raise LookupError(f"no message catalog {name!r}")
    module = found.messages
    return _Catalog(module, getattr(module, "MESSAGES"), getattr(module, "WORDS", {}))


def _entry(code: str, language: str = ENGLISH) -> tuple[str, Mapping[str, Callable[..., str]]]:
    name, _, key = code.partition(".")
    try:
        found = catalog(name)
        text = found.messages[key]
    except (LookupError, AttributeError):
        raise LookupError(f"unknown message code {code!r}") from None
    return translated(code, text, language), found.words


def template(code: str) -> str:
    """The template of a code; LookupError if no catalog has it."""
    return _entry(code)[0]


def _number(value: Any) -> int:
    """A count as a whole number; a count stored as something else reads as many (never a traceback)."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


class _Words(string.Formatter):
    """str.format with the catalog's words (`{n:goods/{good}}` is WORDS["goods"](n, good)) and
    nested lines (`{why:msg}`: the parameter `why` is another code, rendered with the same parameters)."""

    def __init__(self, words: Mapping[str, Callable[..., str]], params: Params, language: str, terms: str = ""):
        self.words = words
        self.params = params
        self.language = language
        #: the context of the game's words in another language's catalog ("<catalog>.term")
        self.terms = terms

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "msg":
            return render(str(value), self.params, self.language)
        if format_spec == "," and isinstance(value, int) and self.language != ENGLISH:
            return grouped(value, self.language)  # "1.234" in German and Dutch
        word, _, arg = format_spec.partition("/")
        if word == "term":  # a word of the game, in its form for a count (`{good:term/{count}}`)
            return term(self.terms, str(value), self.language, _number(arg) if arg else 1)
        if word == "each":
            return each([item.split(SUB) for item in items(value)], arg, self.terms, self.language)
        if word and word in self.words:
            return self.words[word](value, arg) if arg else self.words[word](value)
        if word in ("count", "noun") and arg:
            if self.language == ENGLISH:
                one, _, many = arg.partition("|")
                noun = plural(_number(value), one, many or None)
            else:
                noun = form(_number(value), arg, self.language)
            return f"{value} {noun}" if word == "count" else noun
        return super().format_field(value, format_spec)


@cache
def _fields(text: str) -> tuple[tuple[str, str], ...]:
    """(field, format spec) of every field a template names, in its format specs too."""
    out: list[tuple[str, str]] = []
    for _literal, name, spec, _conv in string.Formatter().parse(text):
        if name is not None:
            out.append((name, spec or ""))
        if spec:
            out.extend(_fields(spec))
    return tuple(out)


@cache
def _shape(code: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The parameters a code's own words name, and those of them that name a nested line."""
    named = _fields(template(code))
    return frozenset(name for name, _spec in named), tuple(name for name, spec in named if spec == "msg")


def needs(code: str, params: Params) -> set[str]:
    """The parameters a line of this code needs (those of its nested lines too); LookupError if a code is unknown."""
    own, nested = _shape(code)
    need = set(own)
    for name in nested:
        if name in params:
            need |= needs(str(params[name]), params)
    return need


def check(code: str, params: Params) -> None:
    """ValueError unless the code is known and the parameters are exactly those its words need."""
    try:
        own, nested = _shape(code)
        if not nested and own == params.keys():
            return
        need = needs(code, params)
    except LookupError as exc:
        raise ValueError(str(exc)) from None
    if set(params) != need:
        missing, extra = sorted(need - set(params)), sorted(set(params) - need)
        raise ValueError(f"message {code!r}: missing parameters {missing}, unexpected {extra}")


@cache
def _parts(text: str) -> tuple[tuple[str, str | None, str], ...] | None:
    """A template cut once into (literal, field, format spec) parts, for `render` to fill in without
    parsing it again; None when a field is more than a plain name (`{p.name}`, `{x!r}`, `{0}`),
    which str.format's own walk fills in."""
    parts = []
    for literal, name, spec, conversion in string.Formatter().parse(text):
        if name is not None and (conversion or not name.isidentifier() or (spec and _parts(spec) is None)):
            return None
        parts.append((literal, name, spec or ""))
    return tuple(parts)


def _filled(text: str, formatter: _Words, params: Params) -> str:
    """`text` with its fields filled in, as `formatter.vformat(text, (), params)` would."""
    parts = _parts(text)
    if parts is None:
        return formatter.vformat(text, (), dict(params))
    out = []
    for literal, name, spec in parts:
        out.append(literal)
        if name is not None:
            if "{" in spec:
                spec = _filled(spec, formatter, params)
            out.append(formatter.format_field(params[name], spec))
    return "".join(out)


def render(code: str, params: Params, language: str = ENGLISH) -> str:
    """The words of a line (in English, or in another language's catalog); LookupError for an
    unknown code or a missing parameter. A parameter that keeps words as data (`KEPT`) is worded in the
    same language."""
    text, words = _entry(code, language)
    if any(type(v) is str and v[:1] == KEPT for v in params.values()):
        params = {k: spoken(v, language) for k, v in params.items()}
    try:
        return _filled(text, _Words(words, params, language, code.partition(".")[0] + ".term"), params)
    except (KeyError, IndexError) as exc:
        raise LookupError(f"message {code!r}: missing parameter {exc}") from None


#: The first character of a line's parameter that keeps words the rules composed as data (core/wording.py
#: `kept`: a corrected value, "£30"), worded when the line is shown, in the viewer's language.
KEPT = "\x1d"


def _has_words(template: str) -> bool:
    """Whether a template has words of its own (outside its fields): "{phase}: {good:term}" has none, reads alike
    in every language and is never told from an untranslated one."""
    return any(ch.isalpha() for literal, *_rest in string.Formatter().parse(template) for ch in literal)


def said_in(name: str, english: str, params: Params, language: str = ENGLISH, capital: bool = False) -> str:
    """Words the rules composed (core/wording.py: catalog `name`, the English template and its parameters) in
    `language`: the template read from that language's catalog, a parameter that is itself such words worded
    in the same language (a tuple item by item, between commas); a template no catalog translates yet reads
    in English, all of it (never English mixed with another language's plurals). The one way such words are
    made, for a Phrase and for a ledger line that keeps them."""
    words = translated(name, english, language)
    if language != ENGLISH and words == english and _has_words(english):
        language = ENGLISH
    text = fill(name, words, {k: spoken(v, language) for k, v in params.items()}, language)
    return text[:1].upper() + text[1:] if capital else text


def spoken(value: Any, language: str) -> Any:
    """A parameter in `language`: words the rules composed (a Phrase, their data, a `KEPT` text) worded; a
    tuple or list of items as their words, between commas; anything else (a name, a number, plain text) as it is."""
    if type(value) is str:
        if value[:1] != KEPT:
            return value
        try:
            value = json.loads(value[1:])
        except ValueError:
            return value[1:]
    said = getattr(value, "said", None)
    if callable(said):
        return said(language)
    if isinstance(value, (tuple, list)):
        return ", ".join(str(spoken(v, language)) for v in value)
    if isinstance(value, dict):
        if "said" in value:
            return said_in(str(value["said"]), str(value.get("template", "")), value.get("params") or {}, language,
                           bool(value.get("capital")))
        if "items" in value:
            return spoken(list(value["items"]), language)
    return value


def fill(name: str, text: str, params: Params, language: str = ENGLISH) -> str:
    """A template of catalog `name` ("core", a pack id) already in `language`, filled in as a line's words are
    (the catalog's WORDS, `count`, `term`, `each`): the words the rules compose (core/wording.py)."""
    return _filled(text, _Words(_CatalogWords(name), params, language, name + ".term"), params)


class _CatalogWords(Mapping):
    """The WORDS of a catalog, read when a template first names one: a pack's module-level words
    (its phases' names) are made while the pack itself is being imported."""

    def __init__(self, name: str):
        self.name = name

    def _words(self) -> Mapping[str, Callable[..., str]]:
        return catalog(self.name).words

    def __getitem__(self, key: str) -> Callable[..., str]:
        return self._words()[key]

    def __iter__(self):
        return iter(self._words())

    def __len__(self) -> int:
        return len(self._words())


def renders(code: Any, params: Any) -> bool:
    """Whether this version can word a line (a stored one may name a code it does not know)."""
    try:
        render(str(code), params if isinstance(params, Mapping) else {})
    except LookupError:
        return False
    return True


def codes(name: str) -> list[str]:
    """Every code of one catalog ("core", or a pack id)."""
    return [f"{name}.{key}" for key in catalog(name).messages]
