"""What the engine commands print: the ledger (a table, or JSON) and a pending decision."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.commands.io import write_json_atomic
from companion.commands.words import _
from companion.core.language import ENGLISH
from companion.core.registry import get_pack, pack_of_state

if TYPE_CHECKING:
    from companion.core.ledger import LedgerEntry


def units_of(state: Any) -> dict[str, str]:
    """The units the state's pack names its ledger kinds in ({"cash": "£"})."""
    pack_id = pack_of_state(state)
    return get_pack(pack_id).units if pack_id else {}


def print_ledger(ledger: list[LedgerEntry], state: Any, as_json: bool, language: str = ENGLISH) -> None:
    """The ledger as a table (its lines in the language asked for), or as JSON (the stored English words)."""
    if as_json:
        print(json.dumps([e.model_dump() for e in ledger], indent=2, ensure_ascii=False))
        return
    names = {p.id: p.name for p in getattr(state, "players", [])}
    units = units_of(state)
    rows = []
    for e in ledger:
        who = names.get(e.player or "", _("table"))
        amount = "" if e.kind == "note" else f"{e.amount:+d} {units.get(e.kind, e.kind)}"
        rows.append((who, amount, e.words(language), e.section))
    header = (_("player"), _("amount"), _("reason"), _("rule"))
    widths = [max([len(r[i]) for r in rows] + [len(h)]) for i, h in enumerate(header)]
    fmt = "  ".join(f"{{:{w}}}" for w in widths)
    print(fmt.format(*header))
    print(fmt.format(*("-" * w for w in widths)))
    for r in rows:
        print(fmt.format(*r))


def print_pending(d) -> int:
    """Print a pending decision with its legal answers; returns the exit status 3."""
    print(_("decision needed: {question}").format(question=d.question), file=sys.stderr)
    print("  " + _('add to the decisions file: "{id}": <one of the values below>').format(id=d.id), file=sys.stderr)
    for o in d.options:
        print(f"    {json.dumps(o.value)}  -  {o.label}", file=sys.stderr)
    return 3


def write_outcome(outcome, state_path: str, out: str | None, suffix: str, as_json: bool, language: str = ENGLISH) -> int:
    """A state-file command's end: the pending decision (exit 3), or the ledger and the new state file."""
    if outcome.pending is not None:
        return print_pending(outcome.pending)
    print_ledger(outcome.ledger, outcome.state, as_json, language)
    target = out or str(Path(state_path).with_suffix("")) + f".after-{suffix}.json"
    write_json_atomic(target, outcome.state.model_dump(mode="json"), refuse=state_path)
    if not as_json:
        print("\n" + _("new state written to {file}").format(file=target))
    return 0
