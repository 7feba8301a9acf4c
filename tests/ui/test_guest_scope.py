"""A guest is kept to its table (issue 24): the allow-list, finished and other groups' games, the roster.

Found by a hostile guest: Undo on an old finished game of players at the table
ran it again and threw its results away; the Players and New game screens
listed the whole roster, and a game seating another group opened that group's
games; "Matches my box" changed the board values of every new game on the
device; the guest store denied names and let every other `Store` method through.
"""

from __future__ import annotations

import inspect

import pytest

from companion.core.errors import InputError
from companion.store.errors import StoreError
from companion.store.store import Store
from companion.ui.guest import GUEST_ALLOWED, HOST_ONLY, PLAY, RAW, READ, GuestStore
from scenarios import edit
from test_table_code import STARTED, TONIGHT, finished, played_at, three_games


def public_names(store: Store) -> set[str]:
    """Every public name of a Store: its methods and properties, and what an open store holds (repositories)."""
    return {n for n in dir(Store) if not n.startswith("_")} | {n for n in vars(store) if not n.startswith("_")}


def test_every_public_store_method_is_classified_guest_allowed_or_host_only(store):
    names = public_names(store)
    host = set(HOST_ONLY) | RAW
    assert not GUEST_ALLOWED & host, "a name is both"
    unclassified = names - GUEST_ALLOWED - host
    assert not unclassified, f"classify these Store names in companion/ui/guest.py: {sorted(unclassified)}"
    stale = (GUEST_ALLOWED | host) - names
    assert not stale, f"classified names the Store does not have: {sorted(stale)}"
    print(f"\nStore names: {len(names)}; guest-allowed {len(GUEST_ALLOWED)} "
          f"(reads {len(READ)}, plays {len(PLAY)}, scoped {len(GUEST_ALLOWED - READ - PLAY)}); host-only {len(host)}")


def test_a_store_method_nobody_classified_is_refused_to_guests(store, monkeypatch):
    monkeypatch.setattr(Store, "wipe_everything", lambda self: "wiped", raising=False)
    assert store.wipe_everything() == "wiped"
    with pytest.raises(InputError, match="^Only the host screen can change the stored games this way.$"):
        GuestStore(store, STARTED).wipe_everything()


def test_every_scoped_method_takes_the_game_first(store):
    for name in READ | PLAY:
        params = list(inspect.signature(getattr(Store, name)).parameters)
        assert params[1] == "session_id", name


def test_a_guest_may_not_undo_or_play_a_finished_game_of_the_tables_players(store):
    table, marions, _others = three_games(store)
    guest = GuestStore(store, STARTED)
    assert guest.info(marions).status == "finished" and guest.results(marions)  # read: the players' history
    before = store.export_json(marions)
    calls = {"undo": (), "redo": (), "undo_to": (1,), "submit": ({"kind": "note", "text": "mine now"},),
             "preview": ({"kind": "note", "text": "mine now"},)}
    assert set(calls) == set(PLAY)
    for name, args in calls.items():
        with pytest.raises(InputError, match="^This game is not running: only the host screen can change it.$"):
            getattr(guest, name)(marions, *args)
    assert store.export_json(marions) == before and store.info(marions).status == "finished"
    edit(guest, table, ("players.0.cash", 41))  # the running game is the table's to play
    assert store.load(table).state.players[0].cash == 41


def test_a_game_the_table_finished_tonight_is_read_only_too(store):
    with played_at(store, TONIGHT):
        tonight = finished(store, [("Flora", "blue"), ("Gus", "red"), ("Hana", "green")])
    guest = GuestStore(store, STARTED)
    assert guest.results(tonight)
    with pytest.raises(InputError, match="not running"):
        guest.undo(tonight)
    assert store.info(tonight).status == "finished"


def test_a_guest_is_refused_another_groups_game_as_if_it_were_not_there(store):
    _table, _marions, others = three_games(store)
    guest = GuestStore(store, STARTED)
    for name in sorted(READ | PLAY):
        args = {"undo_to": (1,), "submit": ({"kind": "note", "text": "x"},), "preview": ({"kind": "note", "text": "x"},)}
        with pytest.raises(StoreError, match=f"^there is no session {others}$"):
            getattr(guest, name)(others, *args.get(name, ()))
    assert others not in {s.id for s in guest.sessions()}


def test_a_guest_sees_only_the_tables_players(store):
    three_games(store)
    guest = GuestStore(store, STARTED)
    seated = {seat.player_id for seat in store.info(store.running().id).seats}
    names = {p.id: p.name for p in store.players()}
    assert {p.id for p in guest.players()} == seated
    assert {names[i] for i in seated} == {"Marion", "Harold", "Angelica"}
    ada = next(i for i, n in names.items() if n == "Ada")
    dora = next(i for i, n in names.items() if n == "Dora")  # played with Marion last night, not at the table
    for other in (ada, dora):
        with pytest.raises(StoreError, match=f"^there is no player {other}$"):
            guest.player(other)
    assert guest.find_player("Ada") is None and guest.find_player("Marion") is not None
    # a player the guest adds tonight is at the table
    with played_at(store, TONIGHT):
        zoe = guest.add_player("Zoe", "green")
    assert zoe.id in {p.id for p in guest.players()}


def test_a_guest_cannot_seat_another_groups_players_in_a_new_game(store):
    three_games(store)
    guest = GuestStore(store, STARTED)
    names = {p.name: p.id for p in store.players()}
    setup = {"kind": "new_game", "players": [{"id": "ada", "name": "Ada", "color": "blue"},
                                             {"id": "ben", "name": "Ben", "color": "red"}]}
    count = len(store.sessions())
    with pytest.raises(StoreError, match="there is no player"):
        guest.create_session("montana", setup, [names["Ada"], names["Ben"]])
    assert len(store.sessions()) == count
    # by name, without seats: not linked to the other group's roster players
    with played_at(store, TONIGHT):
        view = guest.create_session("montana", setup)
    assert all(seat.player_id is None for seat in view.info.seats)
    assert {s.id for s in guest.sessions()} & {s.id for s in store.sessions() if s.title == "Ada's Montana"} == set()


# --- the guest's screens -------------------------------------------------------------------------------------

def test_a_guests_players_and_new_game_screens_list_the_tables_players_only(store, start_app):
    from flet_harness import run
    from test_table_code import guest_at, served

    three_games(store)
    hosting = served()
    outside = ("Ada", "Ben", "Cleo", "Dora", "Eve")

    async def go():
        phone = await guest_at(start_app, hosting, "/players")
        shown = {"/players": " ".join(phone.texts())}
        await phone.navigate("/new")
        await phone.settle(20)
        shown["/new"] = " ".join(phone.texts())
        host = await start_app("/players", hosting=hosting, client_ip="127.0.0.1")
        await host.settle(20)
        return shown, " ".join(host.texts())

    shown, host_sees = run(go())
    for route, text in shown.items():
        assert "Marion" in text and "Harold" in text, route
        assert not [name for name in outside if name in text], route
    assert all(name in host_sees for name in outside)  # the host's screen lists the whole roster


def test_check_your_box_on_a_guests_phone_keeps_nothing_for_the_device(store, start_app, db_path):
    from flet_harness import run
    from test_table_code import guest_at, served

    from companion import kept as corrections

    hosting = served()

    async def go():
        phone = await guest_at(start_app, hosting, "/box/arkwright")
        assert not phone.has_id("box-import")  # taking another group's board file is the host's
        await phone.click(phone.by_id("box-part-job_market"))
        await phone.type_into(phone.by_id("cell-job_market.0-wage"), "3")
        texts = " ".join(phone.texts())
        return phone.has_id("confirm-job_market.0"), texts

    offered, texts = run(go())
    assert not offered  # nothing to tap that would keep values for the device
    assert "Only the host screen can keep board values for every new game on this device" in texts
    assert corrections.for_pack("arkwright") == {} and corrections.checked_for("arkwright") == {}
    assert not (db_path.parent / corrections.FILE).exists() and not (db_path.parent / corrections.CHECKED_FILE).exists()



def test_a_device_setting_reached_anyway_from_a_guests_screen_is_refused_in_one_sentence():
    """The handlers of "Matches my box", "Take these values" and "Keep for new games" ask host_only first."""
    from companion.ui.guest import KEEP_BOARD, host_only

    class Screen:
        def __init__(self, is_host: bool):
            self.is_host, self.said = is_host, []

        def say(self, text: str, error: bool = False) -> None:
            self.said.append((text, error))

    guest, host = Screen(False), Screen(True)
    assert host_only(guest, KEEP_BOARD) is False
    assert guest.said == [("Only the host screen can keep board values for every new game on this device.", True)]
    assert host_only(host, KEEP_BOARD) is True and host.said == []


def test_matches_my_box_in_the_tables_game_corrects_that_game_only(store, start_app, db_path):
    from flet_harness import run
    from test_table_code import guest_at, served

    from companion import kept as corrections

    table, _marions, _others = three_games(store)
    assert store.info(table).pack_id == "arkwright"
    hosting = served()

    async def go():
        phone = await guest_at(start_app, hosting, f"/game/{table}/box")
        await phone.click(phone.by_id("box-part-job_market"))
        await phone.type_into(phone.by_id("cell-job_market.0-wage"), "3")
        await phone.click(phone.by_id("confirm-job_market.0"))
        return " ".join(phone.text_in(phone.by_id("notice")))

    notice = run(go())
    assert notice.endswith("Corrected in this game; only the host screen can keep board values for every new game "
                           "on this device.")
    assert store.load(table).state.board_overrides == {"job_market.0.wage": 3}
    assert corrections.for_pack("arkwright") == {} and not (db_path.parent / corrections.FILE).exists()
