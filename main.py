"""Entry point for `flet build` / `flet run` (pyproject: [tool.flet.app] path = ".", module = "main")."""

import flet as ft

from companion.ui.app import main

if __name__ == "__main__":
    ft.run(main)
