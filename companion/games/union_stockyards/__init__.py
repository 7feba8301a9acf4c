"""Union Stockyards: a year keeper for its six years (strikes, elections, livestock prices, margins)."""

from companion.games.union_stockyards.pack import PACK

__all__ = ["PACK"]
