"""Arkwright's screens: the mirrored table, production, actions and the guided steps."""
