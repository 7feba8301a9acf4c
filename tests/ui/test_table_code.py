"""The table code (issue 11, item 7): hard to guess, throttled, and a guest kept to the table.

Covered here without a browser: the code's alphabet and `--code` checks, the gate's
back-off, lockouts and table-wide pause (a stepped clock, never a timed wait), what
the host screen shows, what a guest sees and is refused, `/docs` and `/openapi.json`,
and download links that expire and belong to the session that drew them.
"""

from __future__ import annotations

import asyncio
import contextlib
import urllib.parse

import flet as ft
from flet.pubsub.pubsub_hub import PubSubHub
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import main as cli
from companion.core.errors import InputError
from companion.ui import downloads, gate
from companion.ui.context import Hosting
from companion.ui.gate import JoinGate, check_code, grouped
from companion.ui.guest import HOST_ONLY, GuestSlot, GuestStore
from flet_harness import run
from scenarios import edit, new_game, pack_game

CODE = "K7QF-M2XR"
PHONE = "192.168.1.23"


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# --- the code -------------------------------------------------------------------------------------


def test_the_expected_time_to_guess_exceeds_a_year_at_the_allowed_rate():
    values = len(gate.CODE_ALPHABET) ** gate.CODE_LENGTH
    assert values == 30 ** 8 == 656_100_000_000
    per_second = gate.TABLE_LOCK_AFTER / gate.TABLE_LOCKOUT  # the most the whole table allows
    assert per_second == pytest.approx(0.00556, rel=1e-3)
    years = values / 2 / per_second / (365.25 * 24 * 3600)
    assert years > 1_800_000  # the docstring says "about 1.87 million years"
    assert f"{years / 1e6:.2f}" == "1.87"


@pytest.mark.parametrize("typed, words", [
    ("a", "too short"), ("-", "empty"), ("", "empty"), ("  ", "empty"), ("ABCD-EFG0", "may only use"),
    ("ABCDEFGI", "may only use"), ("abcdefgl", "may only use"), ("ABC", "too short"), ("A" * 33, "too long"),
    ("\x1b[31mABCDEFGH", "may only use"), ("ÄBCDEFGH", "may only use"),
])
def test_serve_refuses_a_weak_or_unreadable_code_in_one_line(typed, words, capsys):
    assert cli(["serve", "--port", "1", "--code", typed]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: the table code ") and words in lines[0]
    assert "\x1b" not in captured.err and captured.out == ""


def test_a_good_code_is_kept_in_upper_case_and_shown_in_groups():
    assert check_code("k7qf m2xr") == check_code("K7QF-M2XR") == "K7QFM2XR"
    assert grouped("k7qfm2xr") == "K7QF M2XR"
    with pytest.raises(InputError):
        check_code(None)


# --- the gate: back-off, lockouts, the table-wide pause ---------------------------------------------


def test_each_miss_makes_the_phone_wait_longer_and_the_fifth_locks_it_out():
    clock = Clock()
    g = JoinGate(clock=clock)
    waits = []
    for expected in gate.BACKOFF:
        admitted, message = g.attempt(PHONE, "WRONGCOD", CODE)
        assert not admitted and message.startswith(gate.WRONG)
        waits.append(expected)
        # while it waits, even the right code is not compared, and no miss is counted
        assert g.attempt(PHONE, CODE, CODE) == (False, f"Wait {gate.wait_words(expected)} before the next try.")
        clock.now += expected - 0.5
        assert not g.attempt(PHONE, CODE, CODE)[0]
        clock.now += 0.5
    assert g.misses == 4 and waits == [1, 2, 4, 8]
    admitted, message = g.attempt(PHONE, "WRONGCOD", CODE)
    assert not admitted and "Too many wrong codes from this phone: try again in 15 minutes." in message
    assert g.status().locked_clients == 1
    clock.now += gate.CLIENT_LOCKOUT - 1
    assert g.attempt(PHONE, CODE, CODE) == (False, "Too many wrong codes from this phone: try again in 1 second.")
    assert g.misses == 5  # tries while locked out are not guesses
    clock.now += 1
    assert g.attempt(PHONE, CODE, CODE) == (True, None)
    # another phone was never slowed by this one
    assert g.attempt("192.168.1.24", CODE, CODE) == (True, None)


def test_twenty_misses_from_many_phones_pause_joining_for_everyone_until_the_host_opens_it():
    clock = Clock()
    g = JoinGate(clock=clock)
    for n in range(gate.TABLE_LOCK_AFTER - 1):
        assert not g.attempt(f"10.0.0.{n}", "WRONGCOD", CODE)[0]
    admitted, message = g.attempt("10.0.0.99", "WRONGCOD", CODE)
    assert not admitted and message.endswith("Joining is now paused for everyone; ask the host.")
    assert g.attempt(PHONE, CODE, CODE) == (
        False, "Joining this table is paused after too many wrong codes; ask the host, or try again in 60 minutes.")
    assert g.status().paused_for == gate.TABLE_LOCKOUT
    assert gate.status_line(g.status()) == "20 wrong codes typed · joining paused for 60 minutes."
    g.reopen()
    assert g.attempt(PHONE, CODE, CODE) == (True, None)
    assert g.misses == 20


def test_misses_older_than_an_hour_do_not_count_towards_the_pause():
    clock = Clock()
    g = JoinGate(clock=clock)
    for n in range(gate.TABLE_LOCK_AFTER - 1):
        g.attempt(f"10.0.0.{n}", "WRONGCOD", CODE)
    clock.now += gate.TABLE_WINDOW
    assert not g.attempt("10.0.1.1", "WRONGCOD", CODE)[1].endswith("paused for everyone; ask the host.")
    assert g.status().paused_for == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.floats(0, 400), st.booleans()), min_size=1, max_size=300))
def test_no_schedule_of_tries_gets_more_than_twenty_guesses_an_hour(tries):
    """Whatever the clients and timing, the misses counted in any hour stay within the table's limit,
    and a try that was not compared (waiting, locked, paused) never admits anyone."""
    clock = Clock()
    g = JoinGate(clock=clock)
    start = clock.now
    compared_wrong: list[float] = []
    for client, delay, right in tries:
        clock.now += delay
        before = g.misses
        admitted, _ = g.attempt(f"10.0.0.{client}", CODE if right else "WRONGCOD", CODE)
        if g.misses > before:
            compared_wrong.append(clock.now)
        assert not (admitted and not right)
    assert len(compared_wrong) == g.misses
    elapsed = clock.now - start
    assert g.misses <= gate.TABLE_LOCK_AFTER * (1 + elapsed // gate.TABLE_LOCKOUT)
    for t in compared_wrong:
        assert sum(1 for u in compared_wrong if t <= u < t + gate.TABLE_WINDOW) <= gate.TABLE_LOCK_AFTER


# --- the join screen and the host screen --------------------------------------------------------------


#: when the games of `three_games` were played, and when the server started (the next evening)
LAST_NIGHT = "2026-05-01T20:00:00+00:00"
STARTED = "2026-05-02T18:00:00+00:00"
TONIGHT = "2026-05-02T21:00:00+00:00"


def served(clock=None, **kw) -> Hosting:
    return Hosting(code="K7QFM2XR", served=True, gate=JoinGate(clock=clock or Clock()), started=STARTED, **kw)


@contextlib.contextmanager
def played_at(store, stamp: str):
    """Games stored meanwhile carry this time (the store's clock)."""
    real = store.now
    store.now = lambda: stamp
    try:
        yield
    finally:
        store.now = real


async def guest_at(start_app, hosting: Hosting, route: str):
    """A phone that joined the table with its code, showing `route`."""
    phone = await start_app("/", hosting=hosting, client_ip=PHONE)
    await type_code(phone, "K7QFM2XR")
    await phone.navigate(route)
    await phone.settle(20)
    return phone


async def type_code(phone, code: str) -> str | None:
    await phone.type_into(phone.one(ft.TextField, lambda c: c.label == "Table code"), code)
    await phone.click(phone.button("Join"))
    fields = phone.controls(ft.TextField, lambda c: c.label == "Table code")
    return fields[0].error if fields else None


def test_a_burst_of_wrong_codes_is_slowed_then_locked_out_and_the_host_sees_it(store, start_app):
    clock = Clock()
    hosting = served(clock)

    async def go():
        hub = PubSubHub(loop=asyncio.get_running_loop())  # the phones of one server tell each other
        host = await start_app("/", hosting=hosting, client_ip="127.0.0.1", hub=hub)
        assert host.text_in(host.by_id("table-code")) == ["Table code K7QF M2XR"]
        phone = await start_app("/", hosting=hosting, client_ip=PHONE, hub=hub)
        # a burst: only the first is compared, the others are told to wait
        said = [await type_code(phone, f"WRONG{n:03d}") for n in range(10)]
        assert said[0] == f"{gate.WRONG} Wait 1 second before the next try."
        assert said[1:] == ["Wait 1 second before the next try."] * 9
        assert hosting.gate.misses == 1
        for wait in gate.BACKOFF:
            clock.now += wait
            await type_code(phone, "WRONGCOD")
        assert hosting.gate.misses == 5
        clock.now += 60
        assert await type_code(phone, "k7qf m2xr") == "Too many wrong codes from this phone: try again in 14 minutes."
        assert "Join this table" in phone.texts()
        await host.settle(20)
        assert host.text_in(host.by_id("table-code")) == ["Table code K7QF M2XR", "5 wrong"]
        assert host.text_in(host.by_id("join-misses")) == ["5 wrong codes typed · 1 phone locked out."]
        await host.click(host.button("Open joining again"))
        assert not host.has_id("join-reopen")
        assert await type_code(phone, "k7qf m2xr") is None
        assert "Join this table" not in phone.texts() and phone.controls(ft.NavigationBar)

    run(go())


# --- what a guest sees and may do -------------------------------------------------------------------------

OTHERS = [("Ada", "blue"), ("Ben", "red"), ("Cleo", "green")]
WITH_MARION = [("Marion", "blue"), ("Dora", "red"), ("Eve", "green")]


def finished(store, group) -> int:
    sid = pack_game(store, "montana", group=group)
    scores = {name.lower(): 20 + i for i, (name, _c) in enumerate(group)}
    assert store.submit(sid, {"kind": "final_scores", "scores": scores}).stored
    return sid


def three_games(store) -> tuple[int, int, int]:
    """The table's running game (Marion, Harold, Angelica), a finished game of Marion's, another group's game,
    all stored last night, before the server started."""
    with played_at(store, LAST_NIGHT):
        games = new_game(store), finished(store, WITH_MARION), finished(store, OTHERS)
    for sid, title in zip(games, ("Friday at the table", "Marion's Montana", "Ada's Montana")):
        store.rename_session(sid, title)
    return games


def test_a_guest_sees_the_tables_games_and_the_history_of_its_players_only(store, start_app, db_path):
    table, marions, others = three_games(store)
    guest = GuestStore(store, STARTED)
    assert [s.id for s in guest.sessions()] == [s.id for s in store.sessions() if s.id != others]
    assert guest.info(marions).id == marions
    with pytest.raises(Exception, match=f"there is no session {others}"):
        guest.info(others)
    with pytest.raises(Exception, match=f"there is no session {others}"):
        guest.export_json(others)
    assert guest.pack_stats() == []
    names = {p.id: p.name for p in store.players()}
    assert {names[s.player_id] for s in guest.player_stats()} <= {"Marion", "Harold", "Angelica"}
    ada = next(p.id for p in store.players() if p.name == "Ada")
    assert guest.player_stats(ada) == []
    hosting = served()

    async def go():
        phone = await guest_at(start_app, hosting, "/history")
        titles = phone.texts()
        assert store.info(table).title in titles and store.info(marions).title in titles
        assert store.info(others).title not in titles
        await phone.navigate(f"/history/{others}")
        await phone.settle(20)
        assert "This game is not in the store." in phone.texts()

    run(go())


def test_a_game_the_table_finished_tonight_stays_the_tables_when_nothing_is_running(store):
    with played_at(store, LAST_NIGHT):
        before = finished(store, OTHERS)
    with played_at(store, TONIGHT):
        tonight = finished(store, [("Flora", "blue"), ("Gus", "red"), ("Hana", "green")])
    guest = GuestStore(store, STARTED)
    assert store.running() is None
    assert [s.id for s in guest.sessions()] == [tonight]
    assert guest.results(tonight) and guest.info(tonight).status == "finished"
    flora = next(p.id for p in store.players() if p.name == "Flora")
    assert [s.player_id for s in guest.player_stats(flora)] == [flora]
    with pytest.raises(Exception, match=f"there is no session {before}"):
        guest.results(before)
    # without a start time only the running games are the table's: nothing here
    assert GuestStore(store).sessions() == []


def test_a_guest_is_refused_every_operation_that_changes_stored_games(store, db_path, tmp_path):
    from companion.ui.app import close_shared_stores, store_slot

    table, marions, _others = three_games(store)
    before = [s.model_dump() for s in store.sessions()], [p.model_dump() for p in store.players()]
    marion = next(p.id for p in store.players() if p.name == "Marion")
    guest = GuestStore(store, STARTED)
    calls = {
        "abandon": (table,), "resume": (table,), "rename_session": (table, "Mine now"),
        "rename_player": (marion, "Mallory"), "set_color": (marion, "red"), "import_json": (store.export_json(marions),),
        "backup": (tmp_path / "copy.db",), "rebuild": (table,), "open": (tmp_path / "other.db",), "close": (),
    }
    assert set(calls) == set(HOST_ONLY) - {"restore"}
    for name, args in calls.items():
        with pytest.raises(InputError, match=f"^Only the host screen can {HOST_ONLY[name]}.$"):
            getattr(guest, name)(*args)
    try:
        slot = GuestSlot(store_slot(db_path))
        with pytest.raises(InputError, match="^Only the host screen can restore a backup.$"):
            slot.restore(tmp_path / "copy.db")
        with pytest.raises(InputError, match="^Only the host screen can merge another device's games.$"):
            slot.merge(tmp_path / "other.db")
    finally:
        close_shared_stores()
    # code that works on the store's connection or its insides (as merging another device's games does)
    for name in ("conn", "db", "_write", "_insert_session", "path", "delete_session", "not_yet_classified"):
        with pytest.raises(InputError, match="^Only the host screen can change the stored games this way.$"):
            getattr(guest, name)
    assert not (tmp_path / "copy.db").exists()
    assert ([s.model_dump() for s in store.sessions()], [p.model_dump() for p in store.players()]) == before
    # playing the table's game is what a guest is there for
    edit(guest, table, ("players.0.cash", 40))
    assert store.load(table).state.players[0].cash == 40


def test_a_guest_screen_hides_what_only_the_host_may_do(store, start_app):
    table, _marions, _others = three_games(store)
    hosting = served()

    async def go():
        phone = await start_app("/", hosting=hosting, client_ip=PHONE, web=True)
        await type_code(phone, "K7QFM2XR")
        await phone.navigate(f"/game/{table}/log")
        await phone.settle(20)
        assert phone.buttons("Export this game")
        assert not phone.buttons("Abandon this game")
        assert not phone.controls(ft.TextField, lambda c: c.label == "Game title")
        await phone.navigate("/history")
        await phone.settle(20)
        for identifier in ("import-game", "backup", "restore"):
            assert not phone.has_id(identifier)
        await phone.navigate("/players")
        await phone.settle(20)
        assert not phone.controls(ft.IconButton, lambda c: (c.tooltip or "").startswith("Rename or recolour"))
        # the host has them all
        host = await start_app(f"/game/{table}/log", hosting=hosting, client_ip="127.0.0.1", web=True)
        await host.settle(20)
        assert host.buttons("Abandon this game")
        assert host.controls(ft.TextField, lambda c: c.label == "Game title")

    run(go())
    assert store.info(table).status == "running"


# --- the served app: no API pages; download links expire and stay with their session ----------------------


@pytest.fixture
def client(db_path):
    from starlette.testclient import TestClient

    from companion.ui.app import close_shared_stores
    from companion.ui.server import asgi_app

    hosting = Hosting(code="K7QFM2XR", served=True, trusted=("testclient",))  # starlette's test client is the host
    try:
        yield TestClient(asgi_app(hosting, db_path)), hosting
    finally:
        close_shared_stores()


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
@pytest.mark.parametrize("path", ["/docs", "/openapi.json", "/redoc", "/docs/oauth2-redirect"])
def test_the_served_app_has_no_api_pages(client, path):
    test_client, _hosting = client
    got = test_client.get(path)
    assert got.status_code == 404 and "openapi" not in got.text.lower() and "swagger" not in got.text.lower()


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_the_served_app_still_serves_its_page_and_notes_when_it_started(client, store):
    test_client, hosting = client
    assert test_client.get("/").status_code == 200
    assert hosting.started and hosting.started <= store.now()  # the games played from then on are the table's


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")
def test_a_download_link_expires_and_works_only_for_the_session_that_drew_it(client, store):
    import time

    test_client, hosting = client
    table, marions, others = three_games(store)
    export = downloads.game_export(store, marions, "results")
    uuid = store.info(marions).uuid
    mine = hosting.holder("host session", "testclient")
    url = downloads.link(hosting.download_key, "results", export, marions, uuid, holder=mine)
    assert test_client.get(url).status_code == 200
    # drawn more than LINK_LIFETIME ago
    old = downloads.link(hosting.download_key, "results", export, marions, uuid, holder=mine,
                         now=time.time() - downloads.LINK_LIFETIME - 1)
    got = test_client.get(old)
    assert got.status_code == 410 and "expired" in got.text and "<a href='/'>" in got.text
    # drawn for a phone at another address: this client is refused
    theirs = hosting.holder("phone session", PHONE)
    got = test_client.get(downloads.link(hosting.download_key, "results", export, marions, uuid, holder=theirs))
    assert got.status_code == 403 and "another screen" in got.text
    # the session that drew it ended
    hosting.forget("host session")
    assert test_client.get(url).status_code == 403
    # a tampered expiry breaks the signature
    parts = url.split("/")
    parts[6] = str(int(parts[6]) + 3600)
    assert test_client.get("/".join(parts)).status_code == 404


def test_a_guests_link_reaches_the_tables_games_only_and_never_the_backup(store):
    table, marions, others = three_games(store)
    hosting = Hosting(code="K7QFM2XR", served=True, download_key="k" * 32, started=STARTED)
    guest = hosting.holder("phone session", PHONE)

    def fetch(what, sid, uuid):
        url = downloads.link(hosting.download_key, what, downloads.game_export(store, marions, "jsonl"), sid, uuid,
                             holder=guest)
        parts = url.split("/")[2:8]
        return downloads.fetch(store, hosting, dict(zip(("what", "sid", "uuid", "holder", "expires", "signature"), parts)),
                               PHONE, "now")

    assert fetch("jsonl", marions, store.info(marions).uuid)[0] is not None
    assert fetch("jsonl", others, store.info(others).uuid) == (None, downloads.NOT_HERE)
    assert fetch("backup", "all", "all") == (None, downloads.HOST_ONLY)


def test_the_download_button_draws_a_link_for_this_session_that_expires_within_minutes(store, start_app):
    import time

    table, marions, _others = three_games(store)
    hosting = served(download_key="k" * 32)

    async def go():
        h = await start_app(f"/history/{marions}", hosting=hosting, web=True)
        return h.by_id("export-jsonl").action.url, h.page.session.id

    url, session_id = run(go())
    _route, _what, _sid, _uuid, holder, expires, _sig, name = url.lstrip("/").split("/")
    assert hosting.holders[holder] == (session_id, "127.0.0.1", True)
    assert session_id not in url
    assert 0 < int(expires) - time.time() <= downloads.LINK_LIFETIME <= 5 * 60
    assert downloads.LINK_RENEW < downloads.LINK_LIFETIME
    assert urllib.parse.unquote(name).endswith(".jsonl")


def test_the_download_button_draws_a_new_link_before_the_one_on_screen_expires(store, start_app, monkeypatch):
    import types

    _table, marions, _others = three_games(store)
    hosting = served(download_key="k" * 32)
    monkeypatch.setattr(downloads, "LINK_RENEW", 0.05)

    async def go():
        h = await start_app(f"/history/{marions}", hosting=hosting, web=True)
        first = h.by_id("export-jsonl").action.url
        later = 2_000_000_000
        monkeypatch.setattr(downloads, "time", types.SimpleNamespace(time=lambda: later))
        await asyncio.sleep(0.3)
        await h.settle(20)
        return first, h.by_id("export-jsonl").action.url, later

    first, renewed, later = run(go())
    assert renewed != first
    assert renewed.split("/")[6] == str(later + downloads.LINK_LIFETIME)


def test_serve_prints_the_code_in_groups_and_refuses_a_bad_one_before_binding(db_path, monkeypatch):
    import socket

    import uvicorn

    from companion.ui.app import close_shared_stores
    from companion.ui.server import serve

    ran = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: ran.append((app, kw)))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    lines: list[str] = []
    try:
        serve("127.0.0.1", port, code="k7qf-m2xr", store_path=db_path, announce=lines.append)
    finally:
        close_shared_stores()
    assert "Table code: K7QF M2XR  (other phones type it to join; this machine's browser is the host)" in lines
    assert len(ran) == 1 and ran[0][1]["host"] == "127.0.0.1"
    with pytest.raises(InputError, match="too short"):
        serve("127.0.0.1", port, code="K7QF", store_path=db_path, announce=lines.append)
    assert len(ran) == 1


def test_the_join_screens_words_read_in_the_phones_language(monkeypatch):
    from companion.ui import words

    monkeypatch.setattr(words, "current", lambda: "de")
    g = gate.JoinGate(clock=lambda: 100.0)
    admitted, message = g.attempt("phone", "WRONG", "ABCDEFGH")
    assert not admitted and message == ("Das ist nicht der Code dieses Tisches; schaut auf den Bildschirm des Gastgebers. "
                                        "Wartet 1 Sekunde bis zum nächsten Versuch.")
    assert gate.wait_words(5) == "5 Sekunden" and gate.wait_words(15 * 60) == "15 Minuten"
    assert gate.status_line(gate.GateStatus(misses=2, locked_clients=1, paused_for=0)) == \
        "2 falsche Codes eingegeben · 1 Handy gesperrt."
