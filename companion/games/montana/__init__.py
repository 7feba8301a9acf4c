"""Montana: a turn helper for the goods fields and the contractor round in town."""

from companion.core.registry import lazy_pack

__all__ = ["PACK"]

#: `PACK` (from .pack) is imported when first asked for: reading the state or the board loads no rules
__getattr__ = lazy_pack(__name__)
