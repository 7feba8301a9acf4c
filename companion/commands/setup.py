"""`companion new arkwright ...` and `companion prep ...`: open the box and play the 1760 round.

    companion new arkwright --version water_frame --players "Ann:red,Bob:blue,Cy:green" \\
        [--start 0] [--expansion] [--free] [--setup TABLE.json] [--house-rule NAME] --out STATE.json
    companion prep factory STATE.json '{"player": "ann", "good": "food", "price": 6}' --out NEXT.json

`--setup` names a JSON file with what the free set up needs from the table (mat,
tiles, pick_markers) and any answers (e.g. {"answers": {"foreman:di": "food"}}).
A question the rules leave to a player is printed with its answers (exit 3).
"""

from __future__ import annotations

import re


from companion.commands.arkwright import _finish, load_state, print_ledger, print_pending
from companion.commands.io import read_json, write_json_atomic
from companion.core.errors import InputError
from companion.core.jsontext import parse_json
from companion.core.text import check_name
from companion.games.arkwright.pack import apply

PREP_KINDS = {"factory": "prep_factory", "shares": "prep_shares", "pay": "prep_pay"}


def register(sub) -> None:
    n = sub.add_parser("new", help="set up a new game and write its first state")
    n.add_argument("game", choices=["arkwright"])
    n.add_argument("--version", choices=["water_frame", "spinning_jenny"], default="water_frame")
    n.add_argument("--players", required=True, help='seats clockwise, "Name:colour,Name:colour,..." (2-4)')
    n.add_argument("--start", type=int, default=0, help="index of the start player in --players (default 0)")
    n.add_argument("--expansion", action="store_true", help="play with Noblesse Oblige")
    n.add_argument("--free", action="store_true", help="free set up: play the 1760 preparation round (default: predetermined)")
    n.add_argument("--setup", help="JSON file: mat, tiles, pick_markers, answers (what the table shows)")
    n.add_argument("--house-rule", action="append", default=[], metavar="NAME", help="turn a named house rule on")
    n.add_argument("--out", required=True, help="where to write the state (JSON)")
    n.add_argument("--json", action="store_true", help="print the ledger as JSON")
    n.set_defaults(func=run_new)

    p = sub.add_parser("prep", help="one step of the 1760 preparation round (free set up)")
    p.add_argument("step", choices=sorted(PREP_KINDS))
    p.add_argument("state", help="state file (JSON)")
    p.add_argument("entry", nargs="?", help="the step as JSON text or a JSON file (not needed for pay)")
    p.add_argument("--out", help="where to write the new state (default: STATE.after-prep.json)")
    p.add_argument("--json", action="store_true", help="print the ledger as JSON")
    p.set_defaults(func=run_prep)


def parse_seats(text: str) -> list[dict]:
    seats = []
    for part in [x.strip() for x in text.split(",") if x.strip()]:
        name, sep, color = part.partition(":")
        if not sep or not name.strip() or not color.strip():
            raise InputError(f'--players: write "Name:colour" for every seat, not {part!r}')
        base = re.sub(r"[^a-z0-9]+", "-", name.strip().lower()).strip("-") or "player"
        pid, k = base, 2
        while any(s["id"] == pid for s in seats):
            pid, k = f"{base}-{k}", k + 1
        seats.append({"id": pid, "name": check_name(name, f"the name of seat {len(seats) + 1}"),
                      "color": check_name(color, f"the colour of seat {len(seats) + 1}").lower()})
    return seats


def run_new(args) -> int:
    extra = read_json(args.setup) if args.setup else {}
    if not isinstance(extra, dict):
        raise InputError("the --setup file must be a JSON object")
    entry = {
        **extra,
        "kind": "new_game",
        "version": args.version,
        "expansion": args.expansion,
        "seats": parse_seats(args.players),
        "start_player": args.start,
        "setup": "free" if args.free else "predetermined",
        "house_rules": {**extra.get("house_rules", {}), **{name: True for name in args.house_rule}},
    }
    outcome = apply(None, entry)
    if outcome.pending is not None:
        return print_pending(outcome.pending)
    print_ledger(outcome.ledger, outcome.state, args.json)
    write_json_atomic(args.out, outcome.state.model_dump(mode="json"))
    if not args.json:
        print(f"\nnew state written to {args.out}")
    return 0


def run_prep(args) -> int:
    state = load_state(args.state)
    data: object = {}
    if args.entry:
        text = args.entry.strip()
        data = parse_json(text, "the step") if text.startswith("{") else read_json(args.entry)
    if not isinstance(data, dict):
        raise InputError("a preparation step is a JSON object")
    outcome = apply(state, {**data, "kind": PREP_KINDS[args.step]})
    return _finish(outcome, args.state, args.out, "prep", args.json)


