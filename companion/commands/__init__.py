"""Subcommands of `companion`, one module per area (see companion/cli.py)."""
