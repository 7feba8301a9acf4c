"""The German and Dutch catalogs, made and kept up to date with Babel.

    .venv/bin/python tools/catalogs.py            # add new words to every catalog (translations kept)
    .venv/bin/python tools/catalogs.py --check    # how much of each catalog is translated; exit 1 if out of date

The words to translate are every message code's English template (its context is the code:
"montana.passed") and every word of a game a template marks `{x:term}` (context "<catalog>.term",
listed by the catalog's `terms()`), and every word of a game's Board data page: its board's parts, keys,
fields and sources (context "<catalog>.board": core/boarddata.py `board_words` of the pack's board data). They
come from the catalogs and the boards themselves, so the extraction is complete by construction: a code the rules write is a code of a catalog (tests/core/test_messages.py).
The app's own words (context "ui") are every `_("...")` call under companion/ui, extracted by Babel
(companion/ui/words.py); the command line's (context "cli") every `_("...")` under companion/commands and
in companion/cli.py, with each command's one-line help of the command tables (companion/commands/words.py).
The words the rules compose (a step's title, a refusal, a move: core/wording.py) are
every `said("<catalog>", "...")` under companion (the rules', and a screen's that composes them), extracted by Babel too; their
context is the catalog the call names ("core", "arkwright", "kanban", ...).
The catalogs are `companion/locale/<language>/LC_MESSAGES/companion.po`; the app reads them as they
are (core/language.py), nothing is compiled into the repository.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract, extract_from_dir  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from companion.core import messages  # noqa: E402
from companion.core.boarddata import board_words  # noqa: E402
from companion.core.language import DOMAIN, ENGLISH, LANGUAGES, catalog_path  # noqa: E402
from companion.core.registry import get_pack, pack_ids  # noqa: E402


def words() -> list[tuple[str, str | tuple[str, str]]]:
    """(context, English words) of everything a catalog of another language translates; a word of a
    game is a plural entry (singular, plural: both read as the parameter in English)."""
    out: list[tuple[str, str | tuple[str, str]]] = []
    for name in ("core", *pack_ids()):
        module = messages.catalog(name).module
        # an empty template (a line with nothing to add) reads alike in every language
        out += [(f"{name}.{key}", text) for key, text in messages.catalog(name).messages.items() if text]
        terms = getattr(module, "terms", None)  # a pack without game words in its lines has none
        out += [(f"{name}.term", (term, term)) for term in (terms() if terms else ())]
        board = None if name == "core" else getattr(get_pack(name).state_type, "board_data", None)  # a pack may have none
        out += [(f"{name}.board", word) for word in (board_words(board.base) if board is not None else ())]
    return out + [(UI, text) for text in ui_words()] + [(CLI, text) for text in cli_words()] + rules_words()


#: the catalogs' context of the app's own words (companion/ui/words.py)
UI = "ui"


#: the catalogs' context of the command line's own words (companion/commands/words.py)
CLI = "cli"

#: the calls whose words are extracted: `_("...")`, `N_("...")`, `_n("...", "...", n)`, `N_n(...)`
KEYWORDS = {"_": None, "N_": None, "_n": (1, 2), "N_n": (1, 2)}


def ui_words() -> list[str | tuple[str, str]]:
    """Every `_("...")` (and `_n("...", "...", n)`: singular and plural) of the app's screens, in the order first
    met (file by file)."""
    return _extracted(extract_from_dir(ROOT / "companion" / "ui", method_map=[("**.py", "python")], keywords=KEYWORDS,
                                       comment_tags=(), strip_comment_tags=True))


def cli_words() -> list[str | tuple[str, str]]:
    """The command line's words: every `_("...")` of its modules, then every command's help of the tables."""
    from companion.commands import all_commands

    found = list(extract_from_dir(ROOT / "companion" / "commands", method_map=[("**.py", "python")], keywords=KEYWORDS,
                                  comment_tags=(), strip_comment_tags=True))
    with (ROOT / "companion" / "cli.py").open("rb") as f:
        found += [("cli.py", *rest) for rest in extract(  # (line, message, comments, context) as extract_from_dir gives
            "python", f, keywords=KEYWORDS, comment_tags=(), strip_comment_tags=True)]
    return list(dict.fromkeys([*_extracted(found), *(what for _module, what in all_commands().values())]))


def _extracted(found) -> list[str | tuple[str, str]]:
    return list(dict.fromkeys(message for _file, _line, message, _comments, _context in found if message))


def rules_words() -> list[tuple[str, str]]:
    """(catalog, template) of every `said("<catalog>", "...")` of the rules (core/wording.py), in the order first
    met (every module of the package: the rules, the store, the screens, the command line; file by file)."""
    found = extract_from_dir(ROOT / "companion", method_map=[("**.py", "python")], keywords={"said": ((1, "c"), 2)},
                             comment_tags=(), strip_comment_tags=True)
    return list(dict.fromkeys((context, message) for _file, _line, message, _comments, context in found
                              if message and context))


def template() -> Catalog:
    """Every word to translate, as a catalog template (.pot)."""
    pot = Catalog(domain=DOMAIN, project="Tabletop Companion", fuzzy=False)
    for context, text in words():
        pot.add(text, context=context)
    return pot


def updated(language: str, pot: Catalog) -> tuple[Catalog, bool]:
    """The language's catalog with every new word added (and words no longer used dropped); whether it changed."""
    path = catalog_path(language)
    if path.exists():
        with path.open("rb") as f:
            po = read_po(f, locale=language)
    else:
        po = Catalog(locale=language, domain=DOMAIN, project="Tabletop Companion", fuzzy=False)
    _brace_only(po)
    before = _text(po)
    po.update(pot, no_fuzzy_matching=True)
    po.obsolete.clear()
    _brace_only(po)
    return po, _text(po) != before


def _brace_only(po: Catalog) -> None:
    """A template is in the project's own template language (core/messages.py: `{n:count/Aktie|Aktien}`,
    `{good:term}`), neither %-formatted nor Python's brace format: Babel guesses "python-format" from "{pct}% of"
    ("% o") and "python-brace-format" from any field, and GNU `msgfmt -c` would then hold a translation's
    `{good:term}` to Python's rules."""
    for message in po:
        message.flags.discard("python-format")
        message.flags.discard("python-brace-format")


def _text(po: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, po, omit_header=True, sort_output=True, width=0)
    return out.getvalue()


def statistics(po: Catalog) -> tuple[int, int]:
    """(translated, all) messages of a catalog."""
    real = [m for m in po if m.id]
    return sum(1 for m in real if translated(m)), len(real)


def translated(m) -> bool:
    """Whether a catalog's entry is translated (a plural entry: in every form); a fuzzy one is not read."""
    return not m.fuzzy and (all(m.string) if isinstance(m.string, (tuple, list)) else bool(m.string))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if a catalog lacks a word")
    args = ap.parse_args(argv)
    pot = template()
    stale = False
    for language in LANGUAGES:
        if language == ENGLISH:
            continue
        po, changed = updated(language, pot)
        done, total = statistics(po)
        print(f"{language}: {done} of {total} messages translated ({100 * done / total:.1f}%)")
        if changed and args.check:
            print(f"{language}: the catalog lacks words the app shows: run tools/catalogs.py", file=sys.stderr)
            stale = True
        elif changed:
            path = catalog_path(language)
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as f:
                write_po(f, po, sort_output=True, width=0)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
