"""Union Stockyards: a year keeper for its six years (strikes, elections, livestock prices, margins)."""

from companion.core.registry import lazy_pack

__all__ = ["PACK"]

#: `PACK` (from .pack) is imported when first asked for: reading the state or the board loads no rules
__getattr__ = lazy_pack(__name__)
