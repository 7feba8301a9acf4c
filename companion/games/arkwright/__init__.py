"""Arkwright (Water Frame, Spinning Jenny, Noblesse Oblige): the flagship game pack."""

from companion.games.arkwright.pack import PACK

__all__ = ["PACK"]
