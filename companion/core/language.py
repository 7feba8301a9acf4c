"""The languages the companion speaks, and the gettext catalogs that hold their words.

English is the language the catalogs are written in (each pack's `messages.py`); German and
Dutch are gettext catalogs (`companion/locale/<language>/LC_MESSAGES/companion.po`), made and
updated with Babel (`python tools/catalogs.py`). A message's context is its code, so two codes
with the same English words may read differently in another language.

Which language a device reads: the one chosen in the app's settings, else the device's locale
when the app first starts; on the command line `--language`, else `COMPANION_LANGUAGE` (never the
shell's locale: a script's output does not change with the machine it runs on). Anything else reads
English.

Babel is imported only when a catalog is first read: an English command never loads it (measured:
its import alone costs about 0.1 s, as much as the least a command that reads a game imports).
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from pathlib import Path
from typing import Mapping

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
