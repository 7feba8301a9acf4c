""""Undo to here" asks first: the entries it undoes, and every piece to put back on the table.

The pieces are those of all the undone entries together, corrections included: what the
players move from the game as it is now back to the game right after the entry tapped
(`companion.core.moves`: the move list from that state to this one, reversed), grouped by
player in the order one moves them. A correction among the undone entries also says its
value going back ("Marion's cash back to £41 from £30"). Once confirmed, the same list stays
on the table screen as the card of the undone step ("Put these back on the table").
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from companion.core.edit import undo_words
from companion.core.moves import Move, table_moves, undo_moves
from companion.core.registry import get_pack
from companion.ui.ledger import moves_view
from companion.ui.widgets import tid
from companion.ui.words import _, _n, spoken


def undone_by(view: Any, seq: int) -> list[Any]:
    """The entries "undo to here" at `seq` takes off the game, the latest first."""
    return [e for e in reversed(view.entries) if e.op == "play" and not e.undone and e.seq > seq]


def put_back(pack: Any, back_to: Any, now: Any) -> list[Move]:
    """Every piece to put back when the game returns from `now` to `back_to`: the moves from there to here, reversed."""
    return undo_moves(table_moves(pack, back_to, now))


def put_back_to(app: Any, sid: Any, view: Any, seq: int) -> list[Move]:
    """What "undo to here" at `seq` puts back on the table ([] when the store refuses: its message is shown)."""
    back_to = app.attempt(app.store.replay_state, sid, use_snapshots=True, after=seq)
    return [] if back_to is None else put_back(get_pack(view.info.pack_id), back_to, view.state)


def use_put_back(app: Any, sid: Any, view: Any, seq: int | None) -> list[Move]:
    """`put_back_to`, worked out once per question (call on every render: it is a hook)."""
    version = view.info.version if view is not None else None
    return ft.use_memo(lambda: [] if seq is None or view is None else put_back_to(app, sid, view, seq), [seq, version])


def entry_line(e: Any, title: str) -> ft.Control:
    """An undone entry by its title; a correction with what goes back ("Marion's cash back to £41 from £30")."""
    lines = [ft.Text(f"{e.seq}. {title}", weight=ft.FontWeight.W_600)]
    lines += [tid(f"undo-question-back-{e.seq}-{k}", ft.Text(spoken(words), size=13)) for k, words in enumerate(undo_words(e.ledger))]
    return ft.Column(lines, spacing=0, tight=True)


def undo_question(view: Any, seq: int, moves: list[Move], players: dict[str, tuple[str, str]],
                  title: Callable[[Any], str], on_confirm, on_cancel) -> ft.AlertDialog:
    """The question: the entries undone (latest first), then every piece to put back, grouped by player."""
    gone = undone_by(view, seq)
    n = len(gone)
    words = _n("{n} entry", "{n} entries", n).format(n=n)
    here = title(next(e for e in view.entries if e.seq == seq))
    content = ft.Column(
        [
            ft.Text(_("The game goes back to just after entry {seq} ({step}). Undone, the latest first:").format(seq=seq, step=here)),
            tid("undo-question-entries", ft.Column([entry_line(e, title(e)) for e in gone], spacing=2, tight=True)),
            ft.Text(_("Put back on the table:"), weight=ft.FontWeight.BOLD),
            moves_view(moves, players, identifier="undo-question-moves"),
            ft.Text(_("Redo brings them back afterwards."), size=12, italic=True),
        ],
        spacing=8, tight=True, width=420,
    )
    return ft.AlertDialog(
        modal=True,
        scrollable=True,  # as tall as its list, scrolled on a phone when longer
        title=tid("undo-question", ft.Text(_("Undo {entries}?").format(entries=words))),
        content=content,
        actions=[ft.TextButton(_("Cancel"), on_click=lambda: on_cancel()),
                 tid("undo-question-confirm", ft.FilledButton(_("Undo {entries}").format(entries=words), icon=ft.Icons.RESTORE, on_click=lambda: on_confirm()))],
    )
