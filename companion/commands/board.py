"""Check your box on the command line: what to check, and board files to share.

    companion board check PACK          each unverified value and the rulebook constraints that bind it
    companion board export PACK FILE    this device's checked values of a pack, as a small file
    companion board import FILE [--yes] show what a board file would change; --yes keeps it for good

The values live in the app's data folder (`COMPANION_DATA_DIR` or the app's own),
beside the kept corrections new games start with.
"""

from __future__ import annotations

from companion.commands import add_command
from companion.commands.io import read_json, write_json_atomic
from companion.core.boxcheck import board_file, changes, components, pack_board, read_board_file, show
from companion.core.errors import InputError
from companion.core.registry import pack_ids
from companion import kept
from companion.commands.words import _, _n


def register(sub) -> None:
    b = add_command(sub, "board")
    bsub = b.add_subparsers(dest="board_command", metavar="ACTION", required=True)

    c = bsub.add_parser("check", help=_("list each value the rulebooks do not print, and what binds it"))
    c.add_argument("pack", choices=pack_ids())
    c.set_defaults(func=run_check)

    e = bsub.add_parser("export", help=_("write this device's checked values of a pack to a file"))
    e.add_argument("pack", choices=pack_ids())
    e.add_argument("file")
    e.set_defaults(func=run_export)

    i = bsub.add_parser("import", help=_("show what a board file would change; --yes keeps it on this device"))
    i.add_argument("file")
    i.add_argument("--yes", action="store_true", help=_("apply the changes shown"))
    i.set_defaults(func=run_import)


def run_check(args) -> int:
    title, board = pack_board(args.pack)
    checked = kept.checked_for(args.pack)
    shown = kept.device_board(args.pack)
    comps = components(board.base, shown)
    total = sum(len(c.fields) for c in comps)
    done = sum(1 for c in comps for p in c.value_paths() if p in checked)
    print(_("{game}: {done} of {total} values checked against the box on this device").format(game=title, done=done, total=total))
    for comp in comps:
        print(f"\n{comp.title}")
        for name, value in comp.fields.items():
            path = f"{comp.path}.{name}"
            mark = _("checked") if path in checked else _("to check")
            print(f"  {name.replace('_', ' ')}: {show(value)}  [{mark}]")
            for rule in board.binding(board.base, path):
                print("    " + _("bound by {rule}").format(rule=rule))
    return 0


def run_export(args) -> int:
    title, board = pack_board(args.pack)
    values = {**kept.for_pack(args.pack), **kept.checked_for(args.pack)}
    if not values:
        raise InputError(_("nothing to export: no {game} value has been checked or corrected on this device yet").format(game=title))
    write_json_atomic(args.file, board_file(args.pack, board, values))
    print(_n("wrote {n} {game} value to {file}", "wrote {n} {game} values to {file}", len(values)).format(
        n=len(values), game=title, file=args.file))
    return 0


def run_import(args) -> int:
    pack_id, title, board, values = read_board_file(read_json(args.file))
    lines = changes(board, kept.for_pack(pack_id), kept.checked_for(pack_id), values)
    if not lines:
        print(_("nothing to change: this device already has every {game} value of the file").format(game=title))
        return 0
    print(_n("{game} board file: {n} value", "{game} board file: {n} values", len(values)).format(game=title, n=len(values)))
    for line in lines:
        print(f"  {line}")
    if not args.yes:
        print(_("nothing changed yet: run again with --yes to keep these values on this device"))
        return 0
    kept.confirm(pack_id, values)
    print(_("kept for good on this device, marked as checked by this group; new {game} games use them").format(game=title))
    return 0
