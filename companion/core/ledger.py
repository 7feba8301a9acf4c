"""The ledger: one line per payment, sale and share move, each with its message code and rule.

Every pack returns a ledger with each state change it makes to money, shares
or share-value spaces. The sum of a player's `cash` lines equals the change of
that player's cash; likewise for every other kind. Tests hold packs to it.

A line carries no sentence: a message code and its parameters, worded by the
pack's catalog (companion/core/messages.py). The app's ledger screen and the
command line read `LedgerEntry.reason` / `line()`, which render it.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable

from pydantic import Field, computed_field, model_validator

from companion.core import messages, wording
from companion.core.models import Model

#: Kinds of ledger lines. `cash` in pounds (or the pack's currency), `share_space`
#: in track spaces, `shares` in share certificates, `loans` in loans, `score`
#: in victory points; `note` lines carry no amount a player moves.
KINDS = ("cash", "share_space", "shares", "loans", "score", "goods", "workers", "note")


class LedgerEntry(Model):
    """One movement a player makes on the table: a message code and its parameters, the rule.

    The words of the line (`reason`) are rendered from the pack's catalog
    (core/messages.py); a dump of the line carries them too. A line stored
    before lines had codes (a `reason` and no code) loads as a transitional
    text line and reads as it did. A stored line whose code this version does
    not know keeps its code and parameters and reads with the words it was
    stored with.
    """

    player: str | None = None
    kind: str = "cash"
    amount: int = 0
    code: str = messages.TEXT
    params: dict[str, int | str] = {}
    section: str = ""
    #: the words a stored line came with, kept only for a code this version cannot word
    stored_words: str = Field(default="", exclude=True, repr=False)

    @model_validator(mode="before")
    @classmethod
    def _stored(cls, data: Any) -> Any:
        if isinstance(data, dict) and "reason" in data:
            data = dict(data)
            said = data.pop("reason")
            if "code" not in data:  # a line stored before codes: its sentence as it was
                data["code"], data["params"] = messages.TEXT, {"text": said}
            elif isinstance(said, str) and not messages.renders(data["code"], data.get("params")):
                data["stored_words"] = said
        return data

    @computed_field  # type: ignore[prop-decorator]
    @property
    def reason(self) -> str:
        """The line in English words (as stored in an export; `words` for another language)."""
        return self.words()

    def words(self, language: str = messages.ENGLISH) -> str:
        """The line in words, in a language (from the catalog; the stored words if this version cannot word it)."""
        try:
            return messages.render(self.code, self.params, language)
        except LookupError:
            return self.stored_words or "(a line this version of the app cannot put into words)"

    def said(self) -> str:
        """The line's words as words the rules compose (core/wording.py): English, worded again where shown."""
        if not messages.renders(self.code, self.params):
            return self.words()
        return wording.said("core", "{line__:msg}", line__=self.code, **self.params)

    def line(self, names: dict[str, str] | None = None) -> str:
        who = (names or {}).get(self.player or "", self.player or "table")
        sign = "+" if self.amount > 0 else ""
        amount = "" if self.kind == "note" else f" [{self.kind} {sign}{self.amount}]"
        where = f" ({self.section})" if self.section else ""
        return f"{who}: {self.reason}{amount}{where}"


class Ledger(list):
    """A list of LedgerEntry with small helpers for the packs.

    `record` (a movement) and `remark` (a note) write a line as a message code
    and its parameters; the code must be in its catalog with exactly these
    parameters. Every pack writes codes; a line stored as a sentence before
    lines had codes reads back as code core.text.
    """

    def record(self, player: str | None, kind: str, amount: int, code: str, section: str = "", /, **params: int | str) -> LedgerEntry:
        if kind not in KINDS:
            raise ValueError(f"unknown ledger kind {kind!r}")
        messages.check(code, params)
        entry = LedgerEntry(player=player, kind=kind, amount=amount, code=code, params=params, section=section)
        self.append(entry)
        return entry

    def remark(self, player: str | None, code: str, section: str = "", /, **params: int | str) -> LedgerEntry:
        return self.record(player, "note", 0, code, section, **params)


def totals(entries: Iterable[LedgerEntry]) -> dict[tuple[str | None, str], int]:
    """Sum of amounts per (player, kind), notes left out."""
    out: dict[tuple[str | None, str], int] = defaultdict(int)
    for e in entries:
        if e.kind != "note":
            out[(e.player, e.kind)] += e.amount
    return dict(out)


def total(entries: Iterable[LedgerEntry], player: str | None, kind: str) -> int:
    return sum(e.amount for e in entries if e.player == player and e.kind == kind)


def by_player(entries: Iterable[LedgerEntry]) -> dict[str | None, list[LedgerEntry]]:
    """Group lines by player, in order of first appearance (for display)."""
    out: dict[str | None, list[LedgerEntry]] = {}
    for e in entries:
        out.setdefault(e.player, []).append(e)
    return out
