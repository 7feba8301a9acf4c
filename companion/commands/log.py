"""Any game pack from the command line, over its log file (see commands/logfile.py).

    companion new PACK --players "Ann:red,Bob:blue" --log game.jsonl
    companion apply game.jsonl ENTRY.json [--decisions ANSWERS.json]
    companion legal game.jsonl PLAYER
    companion state game.jsonl [--at N]     (the state as JSON; at the end, the final ranking after it)
    companion ledger game.jsonl [--at N]

`apply` adds one entry (a JSON file, or the JSON itself) once the rules accept
it; a refused entry prints one line (exit 2) and a question the rules leave to
a player prints its answers (exit 3); in both cases the log is unchanged.
`--at N` shows the game after its first N entries. Two `apply` runs on one log
at once take turns: the second reads the log after the first has added to it.
"""

from __future__ import annotations

import json

from companion.commands import add_command
from companion.commands.io import json_argument, read_json
from companion.commands.logfile import GameLog
from companion.commands.output import print_ledger, print_pending
from companion.core.errors import InputError
from companion.core.players import find
from companion.core.ranking import final_ranking
from companion.commands.words import _, spoken


def register(sub) -> None:
    a = command(sub, "apply", run_apply, _("print the ledger as JSON"))
    a.add_argument("entry", help=_("the entry: a JSON file, or the JSON itself"))
    a.add_argument("--decisions", help=_("JSON file with the players' answers to the questions the entry raises"))
    command(sub, "legal", run_legal, _("print the moves as JSON")).add_argument("player", help=_("player id or name"))
    command(sub, "state", run_state).add_argument(
        "--at", type=int, metavar="N", help=_("after the first N entries (default: all)"))
    command(sub, "ledger", run_ledger, _("print the ledger as JSON")).add_argument(
        "--at", type=int, metavar="N", help=_("up to the first N entries (default: all)"))


def command(sub, name: str, run, as_json: str = ""):
    """A subcommand over a log file (its first argument), with --json when it prints a list."""
    p = add_command(sub, name)
    p.add_argument("log", help=_("the game's log file (JSONL, from `companion new ... --log`)"))
    if as_json:
        p.add_argument("--json", action="store_true", help=as_json)
    p.set_defaults(func=run)
    return p


def with_answers(entry: dict, path: str | None) -> dict:
    if not path:
        return entry
    answers = read_json(path)
    if not isinstance(answers, dict):
        raise InputError(_("the decisions file must be a JSON object"))
    return {**entry, "answers": {**entry.get("answers", {}), **answers}}


def run_apply(args) -> int:
    entry = json_argument(args.entry)
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
        raise InputError(_("an entry is a JSON object with a 'kind'"))
    entry = with_answers(entry, args.decisions)
    with GameLog.editing(args.log) as log:  # a second `apply` waits, then reads this one's entry
        outcome = log.apply(entry)
    if outcome.pending is not None:
        return print_pending(outcome.pending)
    print_ledger(outcome.ledger, outcome.state, args.json, args.language)
    if not args.json:
        print("\n" + _("entry {n} added to {log}").format(n=len(log.steps), log=args.log))
    return 0


def run_legal(args) -> int:
    log = GameLog.read(args.log)
    state = log.replay().state
    player = find(state.players, args.player)
    over = log.pack.summary(state).finished
    # the pack's one listing of legal moves, in the form the log stores them (companion/core/legal.py)
    moves = [] if over else [_move(m) for m in log.pack.legal(state, player.id)]
    if args.json:
        print(json.dumps(moves, indent=2, ensure_ascii=False))
    elif over:
        print(_("the game is over"))
    elif not any(m["legal"] for m in moves):
        reasons = sorted({m["refused"] for m in moves})
        if len(reasons) == 1:
            print(_("{name} has nothing to do now: {why}").format(name=player.name, why=spoken(reasons[0])))
        else:
            print(_("{name} has nothing to do now").format(name=player.name))
    else:
        for move in moves:
            print(move["text"])
    return 0


def _move(candidate) -> dict:
    """A candidate entry with its words: what it does and costs, or why the rules refuse it now."""
    if candidate.legal:
        text = spoken(candidate.effect) or _("allowed")
        if candidate.cost:
            text = _("{effect} (costs {cost})").format(effect=text, cost=candidate.cost)
    else:
        text = _("not possible: {why}").format(why=spoken(candidate.refused))
    return {**candidate.model_dump(), "legal": candidate.legal, "text": text}


def run_state(args) -> int:
    """The state as JSON; once the game is over, the final ranking and the winners in words after it."""
    log = GameLog.read(args.log)
    state = log.replay(args.at).state
    print(json.dumps(state.model_dump(mode="json"), indent=2, ensure_ascii=False))
    lines = ranking_of(log.pack, state)
    if lines:
        print("\n" + "\n".join(lines))
    return 0


def ranking_of(pack, state) -> list[str]:
    """The final ranking and winners in words (core/ranking.py), with the pack's units; empty before the end."""
    summary = pack.summary(state)
    if not summary.finished:
        return []
    names = {p.id: p.name for p in summary.players}
    return final_ranking(summary.results, names, pack.tie_rule, pack.units.get("cash", ""))


def run_ledger(args) -> int:
    done = GameLog.read(args.log).replay(args.at)
    print_ledger(done.ledger, done.state, args.json, args.language)
    return 0
