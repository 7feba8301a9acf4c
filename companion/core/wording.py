"""The words the rules compose (a step's title, a progress line, a refusal, a question, a move), in any language.

The rules stay pure and keep writing English: `said("<pack id>", "Production phase: {good:term}", good=good)`
is the English text itself (a `Phrase`, a `str`: every caller, test and stored value reads it as before), and
it remembers how it was made: its catalog ("core" or a pack id, also its context in the gettext catalogs), its
template and its parameters. Where a screen shows it, `phrase_in(text, language)` words it again in the
viewer's language: the template read from that language's catalog (context: the catalog's name, so one
English word may read differently in two packs: "Seats"), filled in as a ledger line is
(core/messages.py `fill`: the pack's WORDS in English, `{n:count/worker}`, `{good:term}`, `{goods:each/...}`).
A parameter that is itself a Phrase is worded in the same language, a tuple of them item by item (between commas). A template no catalog translates yet
reads in English, all of it. tools/catalogs.py extracts every `said(...)` of companion/core and companion/games.

A Phrase joined to other text with `+` or an f-string is plain English again: compose with a template. A model's
field keeps a Phrase when it is typed `Text` (core/models.py); pydantic makes any other `str` field plain text.
A ledger line keeps such words in a parameter as their data (`kept`: a corrected value, "£30"), and they are
worded when the line is shown (core/messages.py `render`, `said_in`: the one way a template and its
parameters become words, for a Phrase and a kept parameter alike).
This module imports no pydantic: a command's `--help` reads refusals' words without loading it.
"""

from __future__ import annotations

import json
from typing import Any

from companion.core.language import ENGLISH
from companion.core.messages import KEPT, said_in, spoken


class Phrase(str):
    """English words that can be worded again in another language (see the module)."""

    catalog: str
    template: str
    params: dict[str, Any]
    capital: bool

    def __new__(cls, catalog: str, template: str, params: dict[str, Any], capital: bool = False) -> "Phrase":
        self = super().__new__(cls, said_in(catalog, template, params, ENGLISH, capital))
        self.catalog, self.template, self.params, self.capital = catalog, template, params, capital
        return self

    def said(self, language: str) -> str:
        """The words in `language` (English: the text itself)."""
        if language == ENGLISH:
            return str(self)
        return said_in(self.catalog, self.template, self.params, language, self.capital)

    def capitalized(self) -> "Phrase":
        """The same words with a capital first letter, in every language ("Money: from £3 to £1")."""
        return Phrase(self.catalog, self.template, self.params, True)

    def __reduce__(self):  # a copy (copy.deepcopy, a pickled state) keeps what the words are made of
        return Phrase, (self.catalog, self.template, self.params, self.capital)


def said(catalog: str, template: str, /, **params: Any) -> Phrase:
    """Words the rules compose, in English, that a screen can show in the viewer's language.

    `catalog`: "core" or the pack's id, written out (the catalogs' extractor reads it as the context);
    `template`: the English words in the ledger's template language (core/messages.py)."""
    return Phrase(catalog, template, params)


def clauses(*parts: str) -> str:
    """Words joined as the clauses of one sentence, "; " between them (empty parts left out), each worded in
    the viewer's language when shown: "£4; 2 machines replacing 2 workers; then a price adjustment"."""
    kept = [p for p in parts if p]
    if not kept:
        return ""
    out = kept[0]
    for part in kept[1:]:
        out = said("core", "{first}; {then}", first=out, then=part)
    return out


def as_data(text: Any) -> Any:
    """Words as plain data a file or a column keeps (JSON): a Phrase as its catalog, template and parameters, a
    tuple as its items; anything else as it is. `from_data` makes the same words again."""
    if isinstance(text, Phrase):
        return {"said": text.catalog, "template": text.template, "capital": text.capital,
                "params": {k: as_data(v) for k, v in text.params.items()}}
    if isinstance(text, tuple):
        return {"items": [as_data(v) for v in text]}
    return text


def from_data(data: Any) -> Any:
    """The words `as_data` kept (a Phrase again, worded in any language); plain text as it is."""
    if isinstance(data, dict) and "said" in data:
        return Phrase(data["said"], data["template"], {k: from_data(v) for k, v in data.get("params", {}).items()},
                      bool(data.get("capital")))
    if isinstance(data, dict) and "items" in data:
        return tuple(from_data(v) for v in data["items"])
    return data


def kept(text: Any) -> Any:
    """Words as a ledger line's parameter keeps them (a text, a JSON file's value): a Phrase as its data after
    `KEPT`, worded when the line is shown, in the viewer's language (core/messages.py `render`); anything else
    as it is. `unkept` makes the words again."""
    if isinstance(text, (Phrase, tuple)):
        return KEPT + json.dumps(as_data(text), ensure_ascii=False, separators=(",", ":"))
    return text


def unkept(value: Any) -> Any:
    """The words a `kept` parameter holds (a Phrase again); a parameter stored as plain words (an older line: its
    English) as it is."""
    if isinstance(value, str) and value[:1] == KEPT:
        try:
            return from_data(json.loads(value[1:]))
        except ValueError:
            return value[1:]
    return value


def phrase_in(text: Any, language: str) -> Any:
    """A Phrase in `language`; anything else (a name, a number, words of no template) as it is."""
    return text.said(language) if isinstance(text, Phrase) else text
