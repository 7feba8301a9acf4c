"""`companion new PACK ...`: open the box of any game pack and write its first state or log.

    companion new PACK --players "Ann:red,Bob:blue,Cy:green" [--start 0] [the pack's options]
        [--setup TABLE.json] [--house-rule NAME] --out STATE.json | --log game.jsonl

The options after --players are those the packs declare (their `Pack`); each
belongs to its pack. `--setup` names a JSON file with further new-game fields
as the table shows them (Arkwright's free set up: mat, tiles, pick_markers;
Union Stockyards: the set-up card's prices and meat values) and any answers
(e.g. {"answers": {"foreman:di": "food"}}). A question the rules leave to a
player is printed with its answers (exit 3) and nothing is written.
"""

from __future__ import annotations

import argparse
import re

from companion.commands import add_command
from companion.commands.io import read_json, write_json_atomic
from companion.commands.logfile import GameLog
from companion.commands.output import print_ledger, print_pending
from companion.core.errors import InputError
from companion.core.pack import Option
from companion.core.registry import available_packs, get_pack, pack_ids
from companion.core.text import check_name
from companion.commands.words import _, spoken


def declared_options() -> dict[str, list[tuple[str, Option]]]:
    """Command-line flag -> (pack title, option) of the packs that declare it."""
    flags: dict[str, list[tuple[str, Option]]] = {}
    for info in available_packs().values():
        for o in info.options:
            if o.flag:
                flags.setdefault(o.flag, []).append((info.title, o))
    return flags


def dest(flag: str) -> str:
    return "option_" + flag.lstrip("-").replace("-", "_")


def register(sub) -> None:
    n = add_command(sub, "new")
    n.add_argument("game", choices=pack_ids(), help=_("game pack"))
    n.add_argument("--players", required=True, help=_('seats clockwise, "Name:colour,Name:colour,..."'))
    n.add_argument("--start", type=int, default=0, help=_("index of the start player in --players (default 0)"))
    for flag, declared in declared_options().items():
        o = declared[0][1]
        what = f"{spoken(o.help or o.label)} ({', '.join(t for t, _o in declared)})"
        if o.switch:  # --flag picks the second choice, --no-flag the first (a switch may be on by default)
            n.add_argument(flag, dest=dest(flag), action=argparse.BooleanOptionalAction, default=None, help=what)
        else:
            values = [str(v) for _t, opt in declared for v, _label in opt.choices]
            n.add_argument(flag, dest=dest(flag), choices=list(dict.fromkeys(values)), help=what)
    n.add_argument("--setup", help=_("JSON file: further new-game fields and answers (what the table shows)"))
    n.add_argument("--house-rule", action="append", default=[], metavar="NAME", help=_("turn a named house rule on"))
    n.add_argument("--out", help=_("where to write the state (JSON)"))
    n.add_argument("--log", help=_("where to write the game's log (JSONL); the log commands go on from it"))
    n.add_argument("--json", action="store_true", help=_("print the ledger as JSON"))
    n.set_defaults(func=run_new)


def parse_seats(text: str) -> list[dict]:
    seats = []
    for part in [x.strip() for x in text.split(",") if x.strip()]:
        name, sep, color = part.partition(":")
        if not sep or not name.strip() or not color.strip():
            raise InputError(_('--players: write "Name:colour" for every seat, not {part!r}').format(part=part))
        base = re.sub(r"[^a-z0-9]+", "-", name.strip().lower()).strip("-") or "player"
        pid, k = base, 2
        while any(s["id"] == pid for s in seats):
            pid, k = f"{base}-{k}", k + 1
        seats.append({"id": pid, "name": check_name(name, f"the name of seat {len(seats) + 1}"),
                      "color": check_name(color, f"the colour of seat {len(seats) + 1}").lower()})
    return seats


def chosen_options(args: argparse.Namespace) -> dict:
    """The declared options given on the command line, as `new_game` field values of the chosen pack."""
    info = get_pack(args.game)
    own = {o.flag: o for o in info.options if o.flag}
    chosen = {}
    for flag in declared_options():
        given = getattr(args, dest(flag), None)
        if given is None:
            continue
        if flag not in own:
            raise InputError(_("{flag} is not an option of {game}").format(flag=flag, game=info.title))
        o = own[flag]
        if o.switch:
            chosen[o.field] = o.choices[-1 if given else 0][0]
        else:
            chosen[o.field] = next(v for v, _label in o.choices if str(v) == given)
    return chosen


def new_game_entry(args: argparse.Namespace) -> dict:
    extra = read_json(args.setup) if args.setup else {}
    if not isinstance(extra, dict):
        raise InputError(_("the --setup file must be a JSON object"))
    if not isinstance(extra.get("house_rules", {}), dict):
        raise InputError(_('house_rules in the --setup file names each rule with true or false: {example}').format(
            example='{"name": true}'))
    house = {**extra.get("house_rules", {}), **{name: True for name in args.house_rule}}
    # the --setup file's fields stand unless a flag says otherwise
    options = {**extra, **chosen_options(args), "house_rules": [name for name, on in house.items() if on]}
    return {**extra, **get_pack(args.game).new_game_entry(parse_seats(args.players), args.start, options)}


def run_new(args) -> int:
    if not args.out and not args.log:
        raise InputError(_("say where the game goes: --out STATE.json, --log game.jsonl, or both"))
    entry = new_game_entry(args)
    outcome = get_pack(args.game).start(entry)
    if outcome.pending is not None:
        return print_pending(outcome.pending)
    if args.log:
        GameLog.create(args.log, args.game, entry)
    print_ledger(outcome.ledger, outcome.state, args.json, args.language)
    if args.out:
        write_json_atomic(args.out, outcome.state.model_dump(mode="json"))
    if not args.json:
        for words, path in ((_("new state written to {file}"), args.out), (_("new log written to {file}"), args.log)):
            if path:
                print("\n" + words.format(file=path))
    return 0
