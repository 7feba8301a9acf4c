"""Montana: a turn helper for the goods fields and the contractor round in town."""

from companion.games.montana.pack import PACK

__all__ = ["PACK"]
