"""Shared pydantic configuration for state, inputs and board data."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Model(BaseModel):
    """Mutable model for game state and inputs: unknown fields are refused."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)


class Frozen(BaseModel):
    """Immutable model for board data: typos fail loudly, values can be cached."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def validation_message(exc: Exception) -> str:
    """Turn a pydantic ValidationError into one short message naming each field."""
    errors = getattr(exc, "errors", None)
    if not callable(errors):
        return str(exc)
    parts = []
    for err in errors():
        loc = ".".join(str(p) for p in err.get("loc", ()) if p != "__root__")
        msg = err.get("msg", "invalid")
        msg = msg.removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}" if loc else msg)
    return "; ".join(parts)
