"""Game-agnostic core: errors, ledger, decisions, state edits and the pack registry.

Nothing here knows a particular game; every game pack builds on these pieces.
"""
