"""Plain words for ledger lines a player reads aloud ("Red sells 3 clothes at £7: +£21")."""

from __future__ import annotations

from companion.core.wording import said

#: goods whose name changes with the count; the others read the same for one or many
_SINGULAR = {"lamps": "lamp"}


def goods_word(n: int, good: str) -> str:
    """The good's name for `n` of it: 'lamp' for 1, 'lamps' for 3; 'food', 'clothes' for any count."""
    return _SINGULAR.get(good, good) if n == 1 else good


def goods(n: int, good: str) -> str:
    """'1 lamp', '3 lamps', '1 food', '2 clothes'."""
    return f"{n} {goods_word(n, good)}"


def spaces(n: int) -> str:
    return f"{n} space" if abs(n) == 1 else f"{n} spaces"


def good_said(n: int, good: str) -> str:
    """A count of a good as words a screen shows in its language ("3 lamps", "1 food", "3 Lampen")."""
    return said("arkwright", "{n:goods/{good}}", n=n, good=good)


def goods_said(counts: dict[str, int]) -> list[str]:
    """Each good with its count, as words a screen shows in its language ("3 lamps", "1 food")."""
    return [good_said(n, g) for g, n in counts.items()]


def either(*parts: str) -> str:
    """Words of choices, "or" between them: "3 lamps or 2 food"."""
    out = parts[0]
    for part in parts[1:]:
        out = said("arkwright", "{first} or {then}", first=out, then=part)
    return out


def both(*parts: str) -> str:
    """Words of things together, "and" between them: "1 lamp and 2 food"."""
    out = parts[0]
    for part in parts[1:]:
        out = said("arkwright", "{first} and {then}", first=out, then=part)
    return out
