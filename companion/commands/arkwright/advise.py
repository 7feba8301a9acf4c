"""`companion advise STATE PLAYER GOOD`: what each price would sell in the next production.

Prints, for every legal price of the player's factory, the appeal, the goods
sold, the revenue and the share value spaces (Water Frame 5.III.1-5.III.2),
the current price and the best ones marked, and what the advice assumes.
The decisions file is read as `resolve production` reads it (answers, and a
`demand` the table's job market shows); `--with ACTION.json` advises on the
table as it would stand after that action, applied as `act` applies it.
"""

from __future__ import annotations

import json
from dataclasses import asdict

from companion.commands import add_command
from companion.commands.words import _


def register(sub) -> None:
    a = add_command(sub, "advise")
    a.add_argument("state", help=_("state file (JSON)"))
    a.add_argument("player", help=_("player id or name"))
    a.add_argument("good", help=_("the good of the factory: food, clothes, cutlery or lamps"))
    a.add_argument("--decisions", help=_("JSON file with answers already known (as `resolve production` takes them)"))
    a.add_argument("--with", dest="turn", metavar="ACTION",
                   help=_("JSON file of an action (as `act` takes it): advise on the table as it would stand after it"))
    a.add_argument("--others-offer-stock", action="store_true", help=_("assume every other player offers all stored goods"))
    a.add_argument("--json", action="store_true")
    a.set_defaults(func=run_advise)


def run_advise(args) -> int:
    from companion.commands.arkwright.state_files import load_state, phase_entry
    from companion.commands.io import read_json
    from companion.core.errors import InputError
    from companion.games.arkwright.board import GOODS
    from companion.games.arkwright.production.advisor import advise_turn
    from companion.games.arkwright.pack import PACK

    state = load_state(args.state)
    player = next((p for p in state.players if args.player in (p.id, p.name)), None)
    if player is None:
        raise InputError(_("no player {name!r}; players: {players}").format(
            name=args.player, players=", ".join(p.name for p in state.players)))
    if args.good not in GOODS:
        raise InputError(_("no good {good!r}; goods: {goods}").format(good=args.good, goods=", ".join(GOODS)))
    given = read_json(args.decisions) if args.decisions else {}
    if not isinstance(given, dict):
        raise InputError(_("the decisions file must be a JSON object of answers"))
    production = PACK.dispatcher.parse(phase_entry("production", given))
    turn = None
    if args.turn:
        turn = read_json(args.turn)
        if not isinstance(turn, dict):
            raise InputError(_("the action file must be a JSON object"))
        turn = {**turn, "kind": turn.get("kind", "action")}
    advice = advise_turn(state, player.id, args.good, turn, production.answers,
                         others_offer_stock=args.others_offer_stock, demand=production.demand)
    if args.json:
        out = asdict(advice)
        out["best_revenue"], out["best_spaces"] = advice.best_revenue.price, advice.best_spaces.price
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return 0
    print(_("{name}'s {good}: demand {demand}, importer's appeal {appeal}").format(
        name=player.name, good=args.good, demand=advice.demand, appeal=advice.importer_appeal))
    best_r, best_s = advice.best_revenue.price, advice.best_spaces.price
    for line in advice.lines:
        marks = [m for m, on in ((_("now"), line.current), (_("most money"), line.price == best_r),
                                 (_("most spaces"), line.price == best_s)) if on]
        print(f"  {line.words()}" + (f"   <- {', '.join(marks)}" if marks else ""))
    for lux in advice.luxury:
        print("  " + _("luxury market: {name}, reputation {reputation}, sells {sells}").format(
            name=lux.name, reputation=lux.reputation, sells=lux.sells))
    for caveat in advice.caveats:
        print("  " + _("note: {caveat}").format(caveat=caveat))
    return 0
