"""`companion schema PACK`: the JSON Schema of a pack's state file."""

from __future__ import annotations

import json

from companion.commands import add_command
from companion.commands.words import _
from companion.core.registry import get_pack, pack_ids


def register(sub) -> None:
    p = add_command(sub, "schema")
    p.add_argument("pack", choices=pack_ids(), help=_("game pack"))
    p.set_defaults(func=run_schema)


def run_schema(args) -> int:
    pack = get_pack(args.pack)
    print(json.dumps(pack.state_type.model_json_schema(), indent=2))
    return 0
