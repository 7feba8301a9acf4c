"""The log entry that resolves a production phase (Water Frame 5.III)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from companion.core.models import Model


class ProductionInput(Model):
    """The players' choices for one production phase.

    `answers` maps decision ids (`school:red`, `warehouse_sale:red`,
    `patron:red`, `ship:red:food`...) to the chosen option. `demand` and
    `wage` are what the table's job market shows when its printed board
    differs from the companion's data (Water Frame 5.III.1, 5.III.3).
    """

    kind: Literal["production"] = "production"
    answers: dict[str, Any] = {}
    demand: int | None = Field(default=None, ge=0)
    wage: int | None = Field(default=None, ge=0)
