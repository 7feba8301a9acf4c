"""Kanban: Driver's Edition: a score keeper for Sandra, the Meetings, the weeks and Final Scoring."""

from companion.core.registry import lazy_pack

__all__ = ["PACK"]

#: `PACK` (from .pack) is imported when first asked for: reading the state or the board loads no rules
__getattr__ = lazy_pack(__name__)
