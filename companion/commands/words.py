"""The command line's own words (its help, what a command prints, its one-line errors) in the language asked.

The language is the command's (`--language`, else COMPANION_LANGUAGE, else English:
core/language.py), set once by companion/cli.py before the parser is built, so the help reads in
it too. The words are the "cli" context of the gettext catalogs, extracted from every `_()` call
under companion/commands and in companion/cli.py by tools/catalogs.py; a word no catalog has
reads as written. argparse's own words ("usage:", "options", its errors) are read through the
same catalogs (`ARGPARSE`).

Only this module's look-up is imported by a command: the catalogs (and Babel) are read the first
time a command speaks another language than English.
"""

from __future__ import annotations

import argparse
import gettext

from companion.core.language import ENGLISH, translated, translations
from companion.core.wording import phrase_in

#: the catalogs' context of the command line's own words
CONTEXT = "cli"

_language = ENGLISH


def N_(text: str) -> str:
    """Marks words kept in a table (read later through `_`) for the catalogs; returns them as they are."""
    return text


#: argparse's own words that a `companion` command line shows (Python 3.11's argparse)
ARGPARSE = [
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("show program's version number and exit"), N_("%(prog)s: error: %(message)s\n"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"), N_("expected one argument"), N_("argument %(argument_name)s: %(message)s"),
    N_("invalid %(type)s value: %(value)r"), N_("not allowed with argument %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
]


def speak(language: str) -> None:
    """From now on the command line reads `language` (argparse's own words too)."""
    global _language
    _language = language
    # argparse looks its words up (through its module's names) at the moment it shows them
    english = language == ENGLISH
    argparse._ = gettext.gettext if english else _
    argparse.ngettext = gettext.ngettext if english else _n


def _(text: str) -> str:
    """The command line's words `text` in its language."""
    return text if _language == ENGLISH else translated(CONTEXT, text, _language)


def _n(singular: str, plural: str, count: int) -> str:
    """The words for a count (`_n("{n} value", "{n} values", n).format(n=n)`), by the language's plural rule."""
    if _language == ENGLISH:
        return singular if count == 1 else plural
    return translations(_language).npgettext(CONTEXT, singular, plural, count)


def spoken(text: str) -> str:
    """Words the rules composed (a refusal, an option's label: core/wording.py) in the command line's language;
    any other text as it is."""
    return str(phrase_in(text, _language))


def refusal(exc) -> str:
    """A CompanionError's words in the command line's language, with the rule that refuses ("... (Water Frame 5.II)")."""
    text = spoken(exc.message)
    return f"{text} ({exc.section})" if exc.section else text
