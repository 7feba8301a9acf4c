"""Arkwright on files: `new`, `resolve PHASE`, `act`, `actions`.

Each command reads a state file, applies one log entry through the engine,
prints the ledger (a table, or JSON with --json) and writes the new state to
another file. A question the rules leave to a player is printed with its legal
answers and nothing is written (exit status 3); add the answer to the
decisions file and run again.
"""

from __future__ import annotations

import json

from pydantic import ValidationError

from companion.commands import add_command
from companion.commands.io import read_json
from companion.commands.output import write_outcome
from companion.core.errors import InputError
from companion.core.models import validation_message
from companion.core.text import check_name
from companion.games.arkwright.phases import PHASES
from companion.games.arkwright.state import ArkwrightState
from companion.commands.words import _

#: `companion resolve PHASE` -> entry kind, from the phase table (the pack's own: `PACK.phases`)
RESOLVE_KINDS = PHASES.resolve_commands()

# The rules (companion.games.arkwright.pack) are imported by the commands that apply an entry:
# `companion actions` reads a state and lists, nothing more (measured: the rules cost it 0.2 s of CPU,
# a third more).


def register(sub) -> None:
    r = add_command(sub, "resolve")
    r.add_argument("phase", choices=sorted(RESOLVE_KINDS))
    r.add_argument("state", help=_("state file (JSON)"))
    r.add_argument("--decisions", help=_("JSON file with the players' answers (and phase inputs)"))
    r.add_argument("--out", help=_("where to write the new state (default: STATE.after-PHASE.json)"))
    r.add_argument("--json", action="store_true", help=_("print the ledger as JSON"))
    r.set_defaults(func=run_resolve)

    a = add_command(sub, "act")
    a.add_argument("state", help=_("state file (JSON)"))
    a.add_argument("action", help=_("action file (JSON): marker, row, main and additional action"))
    a.add_argument("--out", help=_("where to write the new state (default: STATE.after-action.json)"))
    a.add_argument("--json", action="store_true", help=_("print the ledger as JSON"))
    a.set_defaults(func=run_act)

    l = add_command(sub, "actions")
    l.add_argument("state", help=_("state file (JSON)"))
    l.add_argument("player", help=_("player id or name"))
    l.add_argument("--json", action="store_true")
    l.set_defaults(func=run_actions)


def load_state(path: str) -> ArkwrightState:
    data = read_json(path)
    if not isinstance(data, dict):
        raise InputError(_("{file}: a state file is a JSON object").format(file=path))
    try:
        state = ArkwrightState.model_validate(data)
    except ValidationError as exc:
        raise InputError(_("{file} is not a valid Arkwright state: {why}").format(file=path, why=validation_message(exc))) from None
    for i, p in enumerate(state.players):
        check_name(p.name, f"in {path}, the name of player {i + 1}")
    return state


def run_resolve(args) -> int:
    from companion.games.arkwright.pack import apply

    state = load_state(args.state)
    kind = RESOLVE_KINDS[args.phase]
    extra = read_json(args.decisions) if args.decisions else {}
    if not isinstance(extra, dict):
        raise InputError(_("the decisions file must be a JSON object"))
    outcome = apply(state, phase_entry(kind, extra))
    return write_outcome(outcome, args.state, args.out, args.phase, args.json, args.language)


def phase_entry(kind: str, extra: dict) -> dict:
    """The phase's entry from a decisions file: the entry itself (`answers` and the phase's inputs, such as
    a production's `demand`), or only the players' answers."""
    from companion.games.arkwright.pack import PACK

    fields = set(PACK.input_model(kind).model_fields) - {"kind", "answers"}
    if "answers" in extra or "kind" in extra or (extra and set(extra) <= fields):
        return {**extra, "kind": kind}
    return {"kind": kind, "answers": extra}


def run_act(args) -> int:
    from companion.games.arkwright.pack import apply

    state = load_state(args.state)
    action = read_json(args.action)
    if not isinstance(action, dict):
        raise InputError(_("the action file must be a JSON object"))
    outcome = apply(state, {**action, "kind": "action"})
    return write_outcome(outcome, args.state, args.out, "action", args.json, args.language)


def run_actions(args) -> int:
    state = load_state(args.state)
    from companion.games.arkwright.actions import legal_actions

    player = next((p for p in state.players if args.player in (p.id, p.name)), None)
    if player is None:
        raise InputError(_("no player {name!r}; players: {players}").format(
            name=args.player, players=", ".join(p.name for p in state.players)))
    options = legal_actions(state, player.id)
    if args.json:
        print(json.dumps(options, indent=2, ensure_ascii=False))
    else:
        for line in options:
            print(line if isinstance(line, str) else line.get("text", json.dumps(line)))
    return 0
