"""`companion schema PACK`: the JSON Schema of a pack's state file."""

from __future__ import annotations

import json

from companion.commands import add_command
from companion.core.registry import PACK_MODULES, get_pack


def register(sub) -> None:
    p = add_command(sub, "schema")
    p.add_argument("pack", choices=sorted(PACK_MODULES), help="game pack")
    p.set_defaults(func=run_schema)


def run_schema(args) -> int:
    pack = get_pack(args.pack)
    print(json.dumps(pack.state_type.model_json_schema(), indent=2))
    return 0
