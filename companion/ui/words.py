"""The app's own words (buttons, labels, hints, notices) in the language of the phone that shows them.

`_("Confirm")` reads the words in the language of the Flet session being served (each phone at a
table may read its own, `AppContext.language`); a template with fields is translated whole, then
filled: `_("Resume {title}").format(title=...)`. The words are the "ui" context of the gettext
catalogs (core/language.py), extracted from every `_()` call under companion/ui by
tools/catalogs.py; a word no catalog has reads as written. The words the rules compose (a step's title, a
refusal, a move: a `Phrase` of core/wording.py) are shown through `spoken`: `spoken(step.title)` reads them in the
phone's language from their pack's context (and any other text as it is).
"""

from __future__ import annotations

import flet as ft

from companion.core.boarddata import key_words
from companion.core.language import ENGLISH, term, translated, translations
from companion.core.errors import CompanionError
from companion.core.messages import render
from companion.core.wording import phrase_in

#: the catalogs' context of the app's own words
CONTEXT = "ui"

#: the language of each served Flet session (its id), set by the session's AppContext
_SPOKEN: dict[str, str] = {}


def speak(session_id: str, language: str) -> None:
    """From now on the session reads `language`."""
    _SPOKEN[session_id] = language


def forget(session_id: str) -> None:
    """The session ended."""
    _SPOKEN.pop(session_id, None)


def spoken_by(session_id: str) -> str:
    """The language a served session reads (English for one that has ended or never chose)."""
    return _SPOKEN.get(session_id, ENGLISH)


def in_language(text: str, language: str) -> str:
    """The app's words `text` in `language`, outside a phone's session (a download's page)."""
    return text if language == ENGLISH else translated(CONTEXT, text, language)


def current() -> str:
    """The language of the session being served (English outside a session: a test, the command line)."""
    try:
        page = ft.context.page
        return _SPOKEN.get(page.session.id, ENGLISH) if page is not None else ENGLISH
    except (RuntimeError, AttributeError):
        return ENGLISH


def _(text: str) -> str:
    """The app's words `text` in the language of the phone being served."""
    language = current()
    return text if language == ENGLISH else translated(CONTEXT, text, language)


def spoken(text: str) -> str:
    """Words the rules composed (a Phrase: a step's title, a refusal, a move) in the language of the phone being
    served; any other text (a name, words of no template) as it is."""
    return phrase_in(text, current())


def game_word(pack_id: str, word: str, count: int = 1) -> str:
    """A word of a game (a good, a colour, a tile: the pack's `terms()`) in the phone's language, in its form for a
    count, as a ledger line words it (context "<pack>.term"); as written where no catalog has it."""
    return term(f"{pack_id}.term", word, current(), count)


def board_word(pack_id: str, text: str) -> str:
    """A word of a game's Board data page (a part's, key's or field's name as the page words it: "job market";
    a value's source) in the phone's language (context "<pack>.board": core/boarddata.py `board_words`); as
    written where no catalog has it."""
    language = current()
    return text if language == ENGLISH else translated(f"{pack_id}.board", text, language)


def board_field(pack_id: str, field: str) -> str:
    """A field's name on the Board data page: as the data files name it in English ("cost_steps"), in words in
    another language (the "<pack>.board" word "cost steps")."""
    return field if current() == ENGLISH else board_word(pack_id, key_words(field))


def line(code: str, params: dict) -> str:
    """A ledger line's words (its message code and parameters: core/messages.py) in the phone's language: a
    marker's name on its chip ("hellgrauer Qualitätsmarker")."""
    return render(code, params, current())


def refusal(exc: CompanionError) -> str:
    """The rules' refusal in the phone's language, with the rule that refuses ("... (Water Frame 5.II)")."""
    text = spoken(exc.message)
    return f"{text} ({exc.section})" if exc.section else text


def _n(singular: str, plural: str, count: int) -> str:
    """The words for a count (`_n("{n} entry", "{n} entries", n).format(n=n)`), by the language's plural rule."""
    language = current()
    if language == ENGLISH:
        return singular if count == 1 else plural
    return translations(language).npgettext(CONTEXT, singular, plural, count)


def N_(text: str) -> str:
    """Marks words kept in a table of the module (read later through `_`) for the catalogs; returns them as they are."""
    return text


def N_n(singular: str, plural: str) -> tuple[str, str]:
    """Marks the words for a count kept in a table of the module (read later through `_n`) for the catalogs."""
    return singular, plural
