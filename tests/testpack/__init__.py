"""Marbles: a game pack that exists only for the tests, installed by `tests.installed` (never by pyproject.toml)."""
