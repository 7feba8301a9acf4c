"""The Flet app (phone, desktop, browser). Screens only: no rules, no SQL."""
