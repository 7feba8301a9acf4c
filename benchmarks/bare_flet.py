"""A bare Flet page served like `companion serve`: the floor for the app timings.

One button ("Resolve production") that shows a text (identifier "ledger") and one
("Cancel") that takes it away: the smallest Flet round trip a tap can make. It is
served by flet.fastapi under uvicorn with `no_cdn=True`, as the companion is, so
`ui_bench.py` can time both the same way in the same run.

    python benchmarks/bare_flet.py PORT
"""

from __future__ import annotations

import sys

import flet as ft


def main(page: ft.Page) -> None:
    shown = ft.Column()

    def tap(_e=None) -> None:
        shown.controls = [ft.Semantics(identifier="ledger", content=ft.Text("Shown"))]
        page.update()

    def cancel(_e=None) -> None:
        shown.controls = []
        page.update()

    page.add(
        ft.Button("New game"),
        ft.Button("Resolve production", on_click=tap),
        ft.Button("Cancel", on_click=cancel),
        shown,
    )


def serve(port: int) -> None:
    import flet.fastapi as flet_fastapi
    import uvicorn

    uvicorn.run(flet_fastapi.app(main, no_cdn=True), host="127.0.0.1", port=port, workers=1, log_level="warning")


if __name__ == "__main__":
    serve(int(sys.argv[1]))
