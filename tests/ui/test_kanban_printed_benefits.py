"""The app's side of the garages' and Upgrade Spaces' printed benefits: on by default for a new Workstation Alley game,
and the claim form names what each empty garage gives (KDE Claim Cars 5)."""

from __future__ import annotations

from companion.games.kanban import forms
from companion.games.kanban.pack import PACK
from companion.ui.kanban import screens
from companion.ui.kanban.work import garage_words

SEATS = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]


def test_a_new_workstation_alley_game_follows_the_printed_benefits_unless_switched_off():
    assert screens.setup_entry(SEATS, 0, {"workstations": True})["printed_benefits"] is True
    assert "printed_benefits" not in screens.setup_entry(SEATS, 0, {"workstations": True, "printed_benefits": False})
    assert "printed_benefits" not in screens.setup_entry(SEATS, 0, {"workstations": False})
    assert PACK.defaults()["printed_benefits"] is True


def test_the_claim_form_names_each_empty_garages_benefit_once_the_side_is_known():
    s = PACK.start({"kind": "new_game", "players": SEATS, "printed_benefits": True,
                    "board_sides": {"ann": "standard", "bob": "expert"}}).state
    s.player("ann").garages = ["red", None, None, None, None]
    words = [garage_words(g) for g in forms.claim_choices(s, "ann")["garages"]]
    assert words == ["garage 1 (red)", "garage 2 (empty: 1 Shift banked)", "garage 3 (empty: 1 Book)",
                     "garage 4 (empty: 1 Parts Voucher)"]
    expert = [garage_words(g) for g in forms.claim_choices(s, "bob")["garages"]]
    assert expert == ["garage 1 (empty: 1 Seat)", "garage 2 (empty)", "garage 3 (empty)", "garage 4 (empty)"]
    unknown = PACK.start({"kind": "new_game", "players": SEATS, "printed_benefits": True}).state  # the side asked later
    assert garage_words(forms.claim_choices(unknown, "ann")["garages"][1]) == (
        "garage 2 (empty: 1 Shift banked on the standard side)")
    old = PACK.start({"kind": "new_game", "players": SEATS}).state  # not followed: no benefit named
    assert [garage_words(g) for g in forms.claim_choices(old, "ann")["garages"]][1] == "garage 2 (empty)"
