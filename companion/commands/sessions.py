"""The stored games on the command line: list, export, import, backup, restore, statistics.

    companion sessions [--status running|finished|abandoned] [--game PACK] [--variant TEXT]
    companion export SESSION [--format json|jsonl|csv|bgstats] [--out PATH] [--link]
    companion import FILE          (a game log, game.jsonl, or a session file an earlier version exported)
    companion backup PATH
    companion restore PATH
    companion merge FILE [--yes]
    companion stats [--player NAME] [--game PACK] [--variant TEXT]

SESSION is a session's number (as `companion sessions` lists it) or the start
of its uuid. Every command takes `--db PATH` (default: the app's database).
"""

from __future__ import annotations

import json
from pathlib import Path

from companion.commands import add_command
from companion.commands.io import write_json_atomic
from companion.core.errors import InputError
from companion.files import write_text_atomic
from companion.store import SessionInfo, Store, StoreError
from companion.store.merge import apply_merge, plan_merge
from companion.store.models import STATUSES
from companion.store.paths import default_db_path
from companion.store.transfer import read_game_file
from companion.commands.words import N_, _, _n, spoken


def _db(p) -> None:
    p.add_argument("--db", help=_("the database file (default: {file})").format(file=default_db_path()))


def register(sub) -> None:
    s = add_command(sub, "sessions")
    s.add_argument("--status", choices=STATUSES)
    s.add_argument("--game", help=_("only this game pack (its id, as `companion new` names it)"))
    s.add_argument("--variant", metavar="TEXT", help=_('only games of this variant, as the list shows it (e.g. "Water Frame + Stock Exchange")'))
    s.add_argument("--json", action="store_true", help=_("print JSON instead of a table"))
    _db(s)
    s.set_defaults(func=run_sessions)

    e = add_command(sub, "export")
    e.add_argument("session", help=_("session number or the start of its uuid"))
    e.add_argument("--format", choices=("json", "jsonl", "csv", "bgstats"), default="json",
                   help=_("json: every step, undone ones too (default); jsonl: the game's log, which `companion apply` "
                          "continues; csv: results and timeline; bgstats: a play for BG Stats"))
    e.add_argument("--out", help=_("file to write (csv: a folder; default: print, csv into the current folder)"))
    e.add_argument("--link", action="store_true", help=_("bgstats: print the link that opens the play in BG Stats"))
    _db(e)
    e.set_defaults(func=run_export)

    i = add_command(sub, "import")
    i.add_argument("file", help=_("a game's log (`companion new --log`, `companion export`) or an exported JSON file"))
    _db(i)
    i.set_defaults(func=run_import)

    b = add_command(sub, "backup")
    b.add_argument("path")
    _db(b)
    b.set_defaults(func=run_backup)

    r = add_command(sub, "restore")
    r.add_argument("path", help=_("a file written by `companion backup`"))
    _db(r)
    r.set_defaults(func=run_restore)

    m = add_command(sub, "merge")
    m.add_argument("file", help=_("a backup of the other device, written by `companion backup`"))
    m.add_argument("--yes", action="store_true", help=_("carry the plan out (without it nothing is changed)"))
    _db(m)
    m.set_defaults(func=run_merge)

    t = add_command(sub, "stats")
    t.add_argument("--player", help=_("only this roster player"))
    t.add_argument("--game", metavar="PACK", help=_("only this game pack (its id, as `companion new` names it); scores are per game"))
    t.add_argument("--variant", metavar="TEXT", help=_('only the games of this variant, as `companion sessions` shows it'
                                                      ' (e.g. "Water Frame + Stock Exchange")'))
    t.add_argument("--json", action="store_true")
    _db(t)
    t.set_defaults(func=run_stats)


def open_store(args) -> Store:
    store = Store.open(Path(args.db) if args.db else None)
    for problem in store.problems:
        print(_("warning: {problem}").format(problem=problem))
    return store


def find_session(store: Store, text: str) -> SessionInfo:
    """A session by number, or by the start of its uuid (at least 4 characters); a number no
    session has may be the start of a uuid (one can begin with digits only)."""
    text = text.strip()
    if text.isdecimal():
        try:
            return store.info(int(text))
        except StoreError:
            if len(text) < 4:
                raise
    if len(text) >= 4:
        found = [s for s in store.sessions() if s.uuid.startswith(text.lower())]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise InputError(_("{n} sessions have a uuid starting with {text!r}; give more of it").format(n=len(found), text=text))
    raise StoreError(_("there is no session {text!r}; `companion sessions` lists them").format(text=text))


def _table(header: tuple[str, ...], rows: list[tuple]) -> None:
    header = tuple(_(h) for h in header)
    cells = [tuple(str(c) for c in r) for r in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(header)]
    fmt = "  ".join(f"{{:{w}}}" for w in widths)
    print(fmt.format(*header).rstrip())
    for r in cells:
        print(fmt.format(*r).rstrip())


def run_sessions(args) -> int:
    with open_store(args) as store:
        found = store.sessions(status=args.status, pack_id=args.game, variant=args.variant)
    if args.json:
        print(json.dumps([s.model_dump(mode="json") for s in found], indent=2, ensure_ascii=False))
        return 0
    if not found:
        print(_("no games stored yet") if not (args.status or args.game or args.variant) else _("no games match"))
        return 0
    _table(
        (N_("#"), N_("game"), N_("title"), N_("status"), N_("progress"), N_("players"), N_("updated")),
        [(s.id, s.pack_id, s.title + (f" ({spoken(s.variant)})" if s.variant else ""), s.status, spoken(s.progress), ", ".join(seat.name for seat in s.seats),
          s.updated[:16])
         for s in found],
    )
    return 0


def run_export(args) -> int:
    with open_store(args) as store:
        info = find_session(store, args.session)
        if args.format == "csv":
            folder = Path(args.out or ".")
            if folder.exists() and not folder.is_dir():
                raise InputError(_("{folder} is a file; --out for csv is a folder").format(folder=folder))
            folder.mkdir(parents=True, exist_ok=True)
            for name, text in store.export_csv(info.id).items():
                (folder / name).write_text(text, encoding="utf-8")
                print(_("wrote {file}").format(file=folder / name))
            return 0
        if args.format == "jsonl":
            text = store.export_log(info.id)
            if args.out:
                write_text_atomic(args.out, text)
                print(_("wrote {file}").format(file=args.out))
            else:
                print(text, end="")
            return 0
        data = store.export_json(info.id) if args.format == "json" else store.export_bgstats(info.id)
        link = store.bgstats_link(info.id) if args.format == "bgstats" and args.link else None
    if link:
        print(link)
    elif args.out:
        write_json_atomic(args.out, data)
        print(_("wrote {file}").format(file=args.out))
    else:
        print(json.dumps(data, indent=2, ensure_ascii=False))
    return 0


def run_import(args) -> int:
    data = read_game_file(args.file)
    with open_store(args) as store:
        result = store.import_json(data)
        info = store.info(result.session_id)
    if result.created:
        print(_("imported as session {id}: {title} ({status}, {progress})").format(
            id=info.id, title=info.title, status=info.status, progress=spoken(info.progress)))
    elif result.appended:
        print(_n("session {id} ({title}) was already here: added the {n} entry played since",
                 "session {id} ({title}) was already here: added the {n} entries played since",
                 result.appended).format(id=info.id, title=info.title, n=result.appended))
    else:
        print(_("session {id} ({title}) was already here; nothing changed").format(id=info.id, title=info.title))
    return 0


def run_backup(args) -> int:
    with open_store(args) as store:
        target = store.backup(args.path)
        count = len(store.sessions())
    print(_n("backed up {n} session to {target}", "backed up {n} sessions to {target}", count).format(n=count, target=target))
    return 0


def run_restore(args) -> int:
    result = Store.restore(args.path, Path(args.db) if args.db else None)
    print(_n("restored {n} session into {target}", "restored {n} sessions into {target}", result.sessions).format(
        n=result.sessions, target=result.target))
    if result.previous:
        print(_("the database that was there is kept as {file}").format(file=result.previous))
    return 0


def run_merge(args) -> int:
    with open_store(args) as store:
        plan = plan_merge(store, args.file)
        try:
            print("\n".join(spoken(line) for line in plan.lines()))
            if not plan.changes:
                return 0
            if not args.yes:
                print(_("Nothing was changed: run it again with --yes to merge."))
                return 0
            result = apply_merge(store, plan)
        finally:
            plan.discard()
    print(spoken(result.words()))
    return 0


def run_stats(args) -> int:
    with open_store(args) as store:
        player_id = None
        if args.player:
            found = store.find_player(args.player)
            if found is None:
                raise StoreError(_("no player called {name!r} in the roster").format(name=args.player))
            player_id = found.id
        players = store.player_stats(player_id, pack_id=args.game, variant=args.variant)
        packs = [g for g in store.pack_stats(args.variant) if args.game in (None, g.pack_id)] if player_id is None else []
        played = sorted({s.variant for s in store.sessions(status="finished", pack_id=args.game) if s.variant}) if args.variant else []
    if args.json:
        print(json.dumps({"players": [p.model_dump(mode="json") for p in players],
                          "games": [g.model_dump(mode="json") for g in packs]}, indent=2, ensure_ascii=False))
        return 0
    if args.variant is not None and not any(p.games for p in players) and not packs:
        print(_("no finished games of the variant {variant!r}").format(variant=args.variant)
              + (_("; variants played: {variants}").format(variants="; ".join(played)) if played else ""))
        return 0
    if not players and not packs:
        print(_("no finished games yet"))
        return 0
    _table(
        (N_("player"), N_("games"), N_("wins"), N_("win rate"), N_("average"), N_("best"), N_("nemesis"), N_("beats most")),
        [(p.name, p.games, p.wins, f"{p.win_rate:.0%}", "" if p.avg_score is None else f"{p.avg_score:g}",
          "" if p.best_score is None else p.best_score,
          f"{p.nemesis.name} ({p.nemesis.times})" if p.nemesis else "",
          f"{p.favourite_victim.name} ({p.favourite_victim.times})" if p.favourite_victim else "") for p in players],
    )
    per_pack = [(p.name, r) for p in players for r in p.by_pack] if args.game is None else []
    if any(p.avg_score is None for p in players) and per_pack:
        print("\n" + _("(average and best are per game: a player's scores in different games are never mixed)"))
        _table(
            (N_("player"), N_("game"), N_("games"), N_("wins"), N_("win rate"), N_("average"), N_("best")),
            [(name, r.pack_id, r.games, r.wins, f"{r.win_rate:.0%}", "" if r.avg_score is None else f"{r.avg_score:g}",
              "" if r.best_score is None else r.best_score) for name, r in per_pack],
        )
    if packs:
        print()
        _table(
            (N_("game"), N_("plays"), N_("avg winning score"), N_("most entries"), N_("longest (min)")),
            [(g.pack_id, g.plays, "" if g.avg_winning_score is None else f"{g.avg_winning_score:g}",
              f"{g.longest_entries} (#{g.longest_entries_session})",
              "" if g.longest_minutes is None else f"{g.longest_minutes:g} (#{g.longest_minutes_session})")
             for g in packs],
        )
    return 0
