"""Tabletop companion: mirrors a board game table, does its bookkeeping, keeps its history."""

__version__ = "0.1.0"
