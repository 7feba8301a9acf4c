"""Guessing the table code on loopback (127.0.0.1 only): a bounded burst of wrong codes is slowed, then locked out.

The served app runs with `--no-trust-local`, so this machine's browser is a guest
that must type the code. Waits follow what the screen says (1, 2, 4, 8 seconds:
at most 15 s in all); nothing here measures speed.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from served import TABLE_CODE, Server, open_app

pytestmark = pytest.mark.browser

WRONG = "That is not this table's code; look at the host screen."
LOCKED = "Too many wrong codes from this phone"


def join(page, code: str) -> None:
    box = page.get_by_role("textbox", name="Table code")
    join = page.get_by_role("button", name="Join", exact=True)
    expect(join).to_be_visible(timeout=30_000)  # the page's answer to the last try has been drawn
    box.click()  # focus first: a bare fill() loses input after re-renders
    box.fill(code)
    join.click()


def said(page) -> str:
    return page.get_by_role("textbox", name="Table code").get_attribute("aria-description") or ""


def said_next(page, before: str) -> str:
    box = page.get_by_role("textbox", name="Table code")
    expect(box).not_to_have_attribute("aria-description", before)
    return said(page)


def test_a_burst_of_wrong_codes_on_loopback_is_slowed_then_locked_out(browser, tmp_path):
    guarded = Server(tmp_path, "--host", "127.0.0.1", "--no-trust-local")
    try:
        phone = open_app(browser, guarded.url)
        expect(phone.get_by_role("button", name="Join", exact=True)).to_be_visible()
        join(phone, "WRONGCOD")
        box = phone.get_by_role("textbox", name="Table code")
        expect(box).to_have_attribute("aria-description", f"{WRONG} Wait 1 second before the next try.")
        # a burst of five, as fast as the page takes them: none gets in, each is told to wait
        for n in range(5):
            join(phone, f"WRONG{n:03d}")
        expect(box).to_have_attribute("aria-description", re.compile(r"Wait \d+ seconds? before the next try\.$"))
        # then wrong codes at the pace the screen allows, until the phone is locked out (at most 5 misses in all)
        message = said(phone)
        for _ in range(5):
            if LOCKED in message:
                break
            wait = int(re.search(r"Wait (\d+) second", message).group(1))
            time.sleep(wait + 0.3)
            join(phone, "WRONGCOD")
            message = said_next(phone, message)
        assert message == f"{WRONG} {LOCKED}: try again in 15 minutes."
        # locked out: even the right code is not compared, in this tab or a new one from the same address
        join(phone, TABLE_CODE)
        assert said_next(phone, message) == f"{LOCKED}: try again in 15 minutes."
        again = open_app(browser, guarded.url)
        join(again, TABLE_CODE.lower())
        expect(again.get_by_role("textbox", name="Table code")).to_have_attribute(
            "aria-description", f"{LOCKED}: try again in 15 minutes.")
        expect(again.get_by_role("button", name="New game")).to_have_count(0)
        phone.close()
        again.close()
    finally:
        guarded.stop()
