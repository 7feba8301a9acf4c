"""The languages the companion speaks, and the gettext catalogs that hold their words.

English is the language the catalogs are written in (each pack's `messages.py`); German and
Dutch are gettext catalogs (`companion/locale/<language>/LC_MESSAGES/companion.po`), made and
updated with Babel (`python tools/catalogs.py`). A message's context is its code, so two codes
with the same English words may read differently in another language.

Which language a device reads: the one chosen in the app's settings, else the device's locale
when the app first starts; on the command line `--language`, else `COMPANION_LANGUAGE` (never the
shell's locale: a script's output does not change with the machine it runs on). Anything else reads
English.

A word of a game (a good, a colour, a tile: "<catalog>.term") has a singular and a plural form in
every catalog (msgid_plural); a count in another language's template names its forms
(`{n:count/Aktie|Aktien}`) and the catalog's own plural rule (its Plural-Forms) picks one, as
ngettext does.

Babel is imported only when a catalog is first read: an English command never loads it (measured:
its import alone costs about 0.1 s, as much as the least a command that reads a game imports).
"""

from __future__ import annotations

import gettext
import io
import re
from functools import cache
from pathlib import Path
from typing import Mapping, Sequence

ENGLISH = "en"

#: every language the companion speaks, in its own words
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "companion"


def catalog_path(language: str) -> Path:
    """The gettext catalog (.po) of a language."""
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def from_locale(tag: str | None) -> str:
    """The language of a locale name ("de_DE.UTF-8", "nl-BE", "C"): one the companion speaks, else English."""
    code = (tag or "").replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else ENGLISH


def for_command_line(flag: str | None, environ: Mapping[str, str]) -> str:
    """`--language`, else COMPANION_LANGUAGE, else English."""
    return from_locale(flag or environ.get("COMPANION_LANGUAGE"))


@cache
def translations(language: str) -> gettext.NullTranslations:
    """The catalog of a language (English, or a language without a catalog: the words as written)."""
    path = catalog_path(language)
    if language == ENGLISH or not path.exists():
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        po = read_po(f, locale=language)
    compiled = io.BytesIO()
    write_mo(compiled, po)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def translated(context: str, text: str, language: str) -> str:
    """The words of `text` (in the context of a message code) in a language; as written when untranslated."""
    if language == ENGLISH:
        return text
    return translations(language).pgettext(context, text)


def form(count: int, forms: str, language: str) -> str:
    """The form of a noun for a count, of those a template names ("Aktie|Aktien"), by the language's
    plural rule (its catalog's Plural-Forms; English's where it has none): ngettext's choice."""
    options = forms.split("|")
    rule = getattr(translations(language), "plural", lambda n: int(n != 1))
    return options[min(rule(abs(count)), len(options) - 1)]


def grouped(number: int, language: str) -> str:
    """A whole number with the language's thousands separator: "1,234" in English, "1.234" in German and Dutch."""
    # imported here: 15 ms of every command's start (python -X importtime), for a number of four digits or more
    # worded in another language only
    from babel.numbers import format_decimal

    return format_decimal(number, locale=language)


def term(context: str, word: str, language: str, count: int = 1) -> str:
    """A word of a game (a parameter: "lamps", "yellow") in a language, in its form for a count
    (npgettext; context "<catalog>.term"); as the parameter reads when the catalog lacks it."""
    if language == ENGLISH:
        return word
    return translations(language).npgettext(context, word, word, count)


#: a field of an item in a list pattern: "%2" (its word), "%2~1" (its word in the form for field 1's count),
#: "%2*" (its word in the form for many, a kind's name: "Lampen"), "%2+" (the words of field 2 and every later one)
_FIELD = re.compile(r"%(\d)(?:~(\d)|(\+)|(\*))?")


def each(items: Sequence[Sequence[str]], spec: str, context: str, language: str) -> str:
    """A list parameter's items in words, by a pattern a template gives (`{goods:each/%1|, | und |keine}`):
    "pattern|between|before the last|an empty item"; a field %N is the item's N-th field as a word of the
    game (`term`), %N~M that word in its form for the count in field M, %N* in its form for many (the
    name of a kind of good: "Lampen"), %N+ the words of field N and every later one ("-" for none)."""
    pattern, between, last, empty = (spec.split("|") + ["", "", "", ""])[:4]
    between = between or ", "
    last = last or between

    def fill(item: Sequence[str], m: re.Match) -> str:
        n = int(m.group(1))
        if m.group(3):
            return ", ".join(term(context, f, language) for f in item[n - 1:]) or "-"
        count = _count(field(item, int(m.group(2)))) if m.group(2) else 2 if m.group(4) else 1
        return term(context, field(item, n), language, count)

    def field(item: Sequence[str], n: int) -> str:
        return item[n - 1] if 0 < n <= len(item) else ""

    def words(item: Sequence[str]) -> str:
        return _FIELD.sub(lambda m: fill(item, m), pattern or "%1") if any(item) else empty

    out = [words(item) for item in items]
    return between.join(out[:-1]) + last + out[-1] if len(out) > 1 else "".join(out) or empty


def plural(n: int, one: str, many: str | None = None) -> str:
    """An English noun in its form for a count ("1 lamp", "3 lamps"; `many` for an irregular plural)."""
    return one if abs(n) == 1 else (many or f"{one}s")


def _count(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return 0
