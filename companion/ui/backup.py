"""Back up every game, restore a backup (moving the history to a new phone), merge another phone's games.

The backup is the store's consistent copy of the whole database. Restoring and
merging both start with the store's full check of a copy of the picked file
(`companion.store.staging`): a file that fails it shows the store's one sentence,
naming the file as the player knows it, and nothing here changes. Restoring
then asks first and says what it replaces; the store keeps the database it
replaces beside it; every screen at the table then reads the restored games.
Merging shows its plan (games new here, games played further there, players
matched by name or new) as the question, and adds the games only once the player
agrees. On `companion serve` only the host screen backs up, restores and merges:
the phones that joined with the table code share its database.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flet as ft

from companion.core.errors import CompanionError
from companion.store.merge import MergePlan, apply_merge, plan_merge
from companion.store.staging import discard, stage
from companion.ui import downloads
from companion.ui.context import use_app
from companion.ui.guest import HOST_ONLY, MERGE, refusal
from companion.ui.transfer import DownloadButton, ImportButton, PickFileButton, off_loop, stamp
from companion.ui.widgets import section, tid
from companion.ui import words
from companion.ui.words import _, _n, spoken


def backup_contents(path: Path) -> tuple[int, int]:
    """(games, running games) in a backup file, once a copy of it passed the store's checks; else Unusable."""
    staged = stage(path, path.parent, verb="restored")
    staged.discard()
    return staged.sessions, staged.running


def in_words(text: str, path: Path, shown: str) -> str:
    """The store's sentence about an uploaded file (already in the phone's language: `words.refusal`), naming it as
    the player knows it (not the upload folder)."""
    said = text.replace(str(path), shown) if str(path) in text else f"{shown}: {text}"
    return said if said.endswith(".") else f"{said}."


def games_word(n: int) -> str:
    return _n("{n} game", "{n} games", n).format(n=n)


@ft.component
def DataCard():
    """History: import a game file; back up, restore and merge every game."""
    app = use_app()
    pending, set_pending = ft.use_state(None)  # (backup path, name shown, games, running)
    merging, set_merging = ft.use_state(None)  # (MergePlan, name shown)

    async def picked_backup(shown: str, path: Path):
        if not app.is_host:
            discard(path)
            app.say(str(refusal(HOST_ONLY["restore"])), error=True)
            return
        counts, refused = await off_loop(backup_contents, path)
        if refused:
            discard(path)
            app.say(in_words(refused, path, shown), error=True)
            return
        app.clear_notice()
        set_pending((str(path), shown, *counts))

    def cancel():
        if pending:
            discard(Path(pending[0]))
        set_pending(None)
        app.say(_("Nothing was restored."))

    def restore():
        path, shown, games, _running = pending
        set_pending(None)
        if not app.is_host:  # hidden for guests; refused if reached anyway
            discard(Path(path))
            app.say(str(refusal(HOST_ONLY["restore"])), error=True)
            return
        try:
            result = app.slot.restore(Path(path))  # on this thread: no screen reads the store meanwhile
        except CompanionError as exc:
            app.say(in_words(words.refusal(exc), Path(path), shown), error=True)
            return
        finally:
            discard(Path(path))
        said = _("Restored {games} from {file}.").format(games=games_word(result.sessions), file=shown)
        if result.previous:
            said += " " + _("The games that were here are kept in {file}.").format(file=Path(result.previous).name)
        app.changed()
        app.go("/")
        app.say(said)

    async def picked_merge(shown: str, path: Path):
        if not app.is_host:  # the button is the host's; refused if reached anyway
            discard(path)
            app.say(str(refusal(MERGE)), error=True)
            return
        plan, refused = await off_loop(plan_merge, app.store, path)
        discard(path)  # the plan holds its own checked copy
        if refused:
            app.say(in_words(refused, path, shown), error=True)
            return
        if not plan.changes:
            plan.discard()
            app.say(f"{shown}: {spoken(plan.lines()[-1])}")
            return
        app.clear_notice()
        set_merging((plan, shown))

    def keep_apart():
        if merging:
            merging[0].discard()
        set_merging(None)
        app.say(_("Nothing was merged."))

    async def merge():
        plan, shown = merging
        set_merging(None)
        if not app.is_host:
            plan.discard()
            app.say(str(refusal(MERGE)), error=True)
            return
        result, refused = await off_loop(apply_merge, app.store, plan)
        plan.discard()
        if refused:
            app.say(in_words(refused, plan.staged.path, shown), error=True)
            return
        app.changed()
        app.say(f"{shown}: {spoken(result.words())}")

    ft.use_dialog(restore_question(app, pending, cancel, restore) if pending
                  else merge_question(merging[0], merging[1], keep_apart, merge) if merging else None)
    controls: list[ft.Control] = [ft.Row([ImportButton()], wrap=True)]
    if app.is_host:
        controls.append(ft.Row([
            DownloadButton(downloads.backup_export(app.store, stamp()), downloads.BACKUP, identifier="backup"),
            PickFileButton(_("Restore a backup"), ft.Icons.SETTINGS_BACKUP_RESTORE, picked_backup, identifier="restore",
                           tooltip=_("Replace the games here with those of a backup (asks first)")),
            PickFileButton(_("Merge games from another device"), ft.Icons.MERGE_TYPE, picked_merge, identifier="merge",
                           tooltip=_("Add the games of another phone's backup to these (shows what it adds first)")),
        ], wrap=True))
        controls.append(ft.Text(_("A backup holds every game and the players; restore it on a new phone, or merge it "
                                  "into the games of another."), size=12, italic=True))
    else:
        controls.append(ft.Text(_("Game files are imported, and backups made and restored, on the host screen."),
                                size=12, italic=True))
    return tid("data", section(_("Import and backup"), controls))


def restore_question(app: Any, pending: tuple, cancel, restore) -> ft.AlertDialog:
    here = app.attempt(app.store.sessions) or []
    running_here = sum(1 for s in here if s.status == "running")
    return ft.AlertDialog(
        modal=True,
        title=ft.Text(_("Restore this backup?")),
        content=tid("restore-question", ft.Text(
            _("{file} holds {games} ({running} running). Restoring it replaces the {here} stored here ({running_here} running) "
              "for every screen at this table. The database that is here now is kept as a copy in the same folder.").format(
                file=pending[1], games=games_word(pending[2]), running=pending[3], here=games_word(len(here)),
                running_here=running_here))),
        actions=[ft.TextButton(_("Keep my games"), on_click=cancel), ft.FilledButton(_("Restore"), on_click=restore)],
    )


def merge_question(plan: MergePlan, shown: str, keep_apart, merge) -> ft.AlertDialog:
    lines = [spoken(line) for line in plan.lines(shown)]
    return ft.AlertDialog(
        modal=True,
        title=ft.Text(_("Merge these games?")),
        content=tid("merge-question", ft.Column(
            [ft.Text(line) for line in lines]
            + [ft.Text(_("Players listed as already here are taken to be the same people. Nothing else here changes."),
                       italic=True, size=12)],
            tight=True, scroll=ft.ScrollMode.AUTO)),
        actions=[ft.TextButton(_("Cancel"), on_click=keep_apart), ft.FilledButton(_("Merge"), on_click=merge)],
    )
