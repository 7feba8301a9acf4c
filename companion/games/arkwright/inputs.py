"""Log entries every phase shares: direct edits and board corrections.

The table is always right: any mirrored value can be set (`Edit`), and any
printed value the app got wrong can be corrected for this game
(`BoardCorrection`). The other entries belong to the phase modules.
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.models import Model


class Edit(Model):
    """Set one value of the state ("players.0.cash" = 42)."""

    kind: Literal["edit"] = "edit"
    path: str
    value: Any = None
    note: str = ""


class BoardCorrection(Model):
    """Correct one printed value for this game ("factories.0.cost" = 9); None removes the correction."""

    kind: Literal["board"] = "board"
    path: str
    value: Any = None
    note: str = ""
