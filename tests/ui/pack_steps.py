"""Steps the pack UI tests take in the offline harness: pick players, tap steppers and chips, preview, confirm."""

from __future__ import annotations

import flet as ft

GROUP = [("Ada", "blue"), ("Ben", "red"), ("Cleo", "green")]

async def pick_players(h, *names):
    for name in names:
        chip = h.one(ft.Chip, lambda c, n=name: getattr(c.label, "value", None) == n)
        await h.fire(chip, "select", True)


async def plus(h, label: str, times: int = 1):
    """Tap a stepper's + button (its tooltip is '<label>: one more')."""
    for _ in range(times):
        button = h.one(ft.IconButton, lambda c: c.tooltip == f"{label}: one more")
        await h.click(button)


async def choose_kind(h, kind: str):
    await h.fire(h.by_id(f"kind-{kind}"), "select", True)


async def preview(h):
    await h.click(h.by_id("prepare"))
    await h.settle(20)


async def confirm(h):
    await h.click(h.by_id("confirm"))
    await h.settle(20)


def ledger_text(h, identifier: str = "ledger") -> str:
    return " | ".join(h.text_in(h.by_id(identifier)))


async def resume_from_home(h, sid: int):
    await h.navigate("/")
    assert h.text_in(h.by_id("resume"))  # the one-tap resume button of the running game
    await h.click(h.by_id("resume"))
    await h.settle(20)
    assert h.page.route == f"/game/{sid}"


