"""`companion prep STEP STATE.json ...`: one step of Arkwright's 1760 preparation round (free set up).

    companion prep factory STATE.json '{"player": "ann", "good": "food", "price": 6}' --out NEXT.json
"""

from __future__ import annotations

from companion.commands import add_command
from companion.commands.arkwright.state_files import load_state
from companion.commands.io import json_argument
from companion.commands.output import write_outcome
from companion.core.errors import InputError
from companion.games.arkwright.pack import apply
from companion.commands.words import _

PREP_KINDS = {"factory": "prep_factory", "shares": "prep_shares", "pay": "prep_pay"}


def register(sub) -> None:
    p = add_command(sub, "prep")
    p.add_argument("step", choices=sorted(PREP_KINDS))
    p.add_argument("state", help=_("state file (JSON)"))
    p.add_argument("entry", nargs="?", help=_("the step as JSON text or a JSON file (not needed for pay)"))
    p.add_argument("--out", help=_("where to write the new state (default: STATE.after-prep.json)"))
    p.add_argument("--json", action="store_true", help=_("print the ledger as JSON"))
    p.set_defaults(func=run_prep)


def run_prep(args) -> int:
    state = load_state(args.state)
    data = json_argument(args.entry) if args.entry else {}
    if not isinstance(data, dict):
        raise InputError(_("a preparation step is a JSON object"))
    outcome = apply(state, {**data, "kind": PREP_KINDS[args.step]})
    return write_outcome(outcome, args.state, args.out, "prep", args.json, args.language)
