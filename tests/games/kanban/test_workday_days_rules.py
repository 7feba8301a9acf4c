"""The working day, continued: Upgrade a Design and the one double upgrade (KDE Testing & Innovation), the Shifts
a day's tasks take, the end of the day (KDE General Rule) and work entries of log format 1.

Tables as in test_workday_rules.py: four players of a typed game, or the Workstation Alley table of test_alley.py.
Car Part values from 0 to 6, 2 pp an upgrade (board data, KDE Upgrade a Design steps 2 and 3).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban.pack import PACK
from companion.games.kanban.state import Design, Upgrade
from companion.games.kanban.workday import Work, migrate_work_v1
from tests.games.kanban.factories import with_training
from tests.games.kanban.test_alley import go, sel, start
from tests.games.kanban.test_workday_rules import WORKING, refused, rows, table, today, work

UPGRADE = "KDE Testing & Innovation, Action: Upgrade a Design"
DOUBLE = "KDE Testing & Innovation, Certification Benefits"


def upgrade(pid, model, part, double=False, shifts=2):
    return work(pid, "testing", shifts, upgrades=[{"model": model, "part": part, "double": double}])


def certified_in_testing(state, *pids):
    return with_training(state, "testing", [(pid, state.board.numbers.certified_at) for pid in pids])


# --- Action: Upgrade a Design -------------------------------------------------------------------------


def test_an_upgrade_takes_the_design_and_the_part_raises_the_value_and_scores_2_pp():
    """KDE Upgrade a Design: the Selected Design of the Model and Part (only that one), the Car Part from the
    board (1 Shift), the Part's value one step up, 2 pp."""
    s = table()
    p = s.player("orange")
    p.designs = [Design(model="red", part="brakes"), Design(model="blue", part="engine"), Design(model="red", part="engine")]
    p.parts = {"engine": 2}
    out = PACK.apply(s, upgrade("orange", "red", "engine"))
    after = out.state.player("orange")
    assert after.designs == [Design(model="red", part="brakes"), Design(model="blue", part="engine")]
    assert after.parts == {"engine": 1} and after.pp == 2
    assert out.state.part_values["engine"] == 1
    assert out.state.upgrades == {"red": [Upgrade(player="orange", part="engine")]}
    assert rows(out.ledger) == [
        ("orange", "score", 2, "kanban.upgraded", UPGRADE, {"part": "engine", "model": "red", "before": 0, "after": 1}),
        today("orange", 1, 2)]


def test_an_upgrade_without_the_part_on_the_board_takes_it_from_the_pool_and_the_value_stops_at_6():
    """KDE Upgrade a Design step 1 (Recycling or a Parts Voucher instead of a cube from the board) and step 2
    (the highest value is 6)."""
    s = table()
    s.player("orange").designs = [Design(model="red", part="engine")]
    s.player("orange").parts = {"engine": 0}
    s.part_values["engine"] = 6
    out = PACK.apply(s, upgrade("orange", "red", "engine"))
    assert out.state.part_values["engine"] == 6 and out.state.player("orange").parts == {"engine": 0}
    assert rows(out.ledger)[:2] == [
        ("orange", "note", 0, "kanban.part_from_pool", UPGRADE, {"part": "engine"}),
        ("orange", "score", 2, "kanban.upgraded", UPGRADE, {"part": "engine", "model": "red", "before": 6, "after": 6})]


def test_an_upgrade_needs_the_design_of_that_model_and_part():
    """KDE Upgrade a Design: a Selected Design depicting the Model and the Part."""
    s = table()
    s.player("orange").designs = [Design(model="red", part="brakes"), Design(model="blue", part="engine")]
    msg, section, de, nl = refused(s, upgrade("orange", "red", "engine"))
    assert (msg, section) == ("Orange needs a Design of the red engine on the desk", UPGRADE)
    assert de.startswith("Orange braucht einen Entwurf ") and nl.startswith("Orange heeft een ontwerp ")


def test_the_double_upgrade_raises_the_value_two_steps_and_scores_the_new_value():
    """KDE Testing & Innovation, Certification Benefits: 2 steps instead of 1, and the new value's pp at once
    (4 -> 6: 2 pp for the upgrade and 6 more); a value never passes 6 (5 -> 6)."""
    s = certified_in_testing(table(), "orange")
    s.player("orange").designs = [Design(model="red", part="engine")]
    s.part_values["engine"] = 4
    out = PACK.apply(s, upgrade("orange", "red", "engine", double=True))
    assert out.state.part_values["engine"] == 6 and out.state.player("orange").pp == 2 + 6
    assert out.state.upgrades == {"red": [Upgrade(player="orange", part="engine", double=True)]}
    assert [r for r in rows(out.ledger) if r[1] == "score"] == [
        ("orange", "score", 2, "kanban.upgraded", UPGRADE, {"part": "engine", "model": "red", "before": 4, "after": 6}),
        ("orange", "score", 6, "kanban.double_upgrade", DOUBLE, {"part": "engine"})]
    s.part_values["engine"] = 5
    assert PACK.apply(s, upgrade("orange", "red", "engine", double=True)).state.part_values["engine"] == 6


def test_the_double_upgrade_needs_the_certification():
    s = table()
    s.player("orange").designs = [Design(model="red", part="engine")]
    assert refused(s, upgrade("orange", "red", "engine", double=True)) == (
        "the double upgrade needs the Testing & Innovation certification", DOUBLE,
        "die doppelte Verbesserung braucht die Zertifizierung in Test & Innovation",
        "de dubbele upgrade vraagt de certificering in Testen & Innovatie")


def test_the_double_upgrade_once_a_game_and_once_per_type_of_car_part():
    """KDE Certification Benefits (Testing & Innovation): only once in a game, and no 2 players double-upgrade
    the same type of Car Part; single upgrades made before do not count."""
    s = certified_in_testing(table(), "orange", "purple")
    s.player("orange").designs = [Design(model="red", part="engine"), Design(model="blue", part="brakes")]
    s.player("purple").designs = [Design(model="green", part="turbo"), Design(model="green", part="engine")]
    # single upgrades of the engine by Orange and Purple, and Blue's double of the turbo: none stands in the way
    s.upgrades = {"red": [Upgrade(player="orange", part="engine"), Upgrade(player="purple", part="engine")],
                  "black": [Upgrade(player="blue", part="chassis", double=True)]}
    s = PACK.apply(s, upgrade("orange", "red", "engine", double=True)).state
    assert [u.double for u in s.upgrades["red"]] == [False, False, True]
    s.today, s.player("orange").yesterday = {}, None
    assert refused(s, upgrade("orange", "blue", "brakes", double=True)) == (
        "Orange has already made the one double upgrade", DOUBLE,
        "Orange hat die eine doppelte Verbesserung schon gemacht", "Orange heeft de ene dubbele upgrade al gedaan")
    msg, section, de, nl = refused(s, upgrade("purple", "green", "engine", double=True))
    assert (msg, section) == ("the engine has already been double-upgraded", DOUBLE)
    assert de.endswith(" wurde schon doppelt verbessert") and nl.endswith(" is al dubbel geüpgraded")
    assert PACK.apply(s, upgrade("purple", "green", "turbo", double=True)).state.part_values["turbo"] == 2


# --- the Shifts of the day's tasks ------------------------------------------------------------------


def test_the_shifts_each_task_takes():
    """KDE Round Overview 2 and the departments: 1 Shift per stage trained (in Administration and in the
    department micro-managed), per Design selected, per kind of Car Part collected (none taken: no Shift),
    per Part provided, per upgrade; a claim costs by place (1, 2, 2, 3); Shifts on other tasks as typed."""
    entry = Work(player="orange", department="administration", workstation_shifts=2, micro_manage="testing",
                 train=1, train_micro=2, designs_taken=[Design(model="red")], parts_taken={"engine": 2, "turbo": 0},
                 parts_used={"brakes": 2}, claims=[{"position": 1, "model": "red"}, {"position": 2, "model": "red"}],
                 upgrades=[{"model": "red", "part": "engine"}], other_shifts=1)
    assert entry.shifts_used([1, 2, 2, 3]) == 1 + 2 + 1 + 1 + 2 + (1 + 2) + 1 + 1
    assert Work(player="orange", department="logistics", workstation_shifts=2,
                parts_taken={"engine": 0, "turbo": 0}).shifts_used([1, 2, 2, 3]) == 0


# --- the end of the day (KDE General Rule) -------------------------------------------------------------


def test_the_days_gains_are_credited_at_the_end_of_the_day():
    """KDE General Rule: Books, banked Shifts and Parts Vouchers gained today are credited at the end of the day,
    added to those held; who did not work today has no department of yesterday."""
    s = table()
    orange, blue = s.player("orange"), s.player("blue")
    orange.shifts, orange.books, orange.vouchers = 2, 1, 3
    blue.yesterday = "design"
    s = PACK.apply(s, work("orange", "logistics", 2, shifts_banked=1, books_gained=2, vouchers_gained=1)).state
    assert (s.player("orange").shifts, s.player("orange").books, s.player("orange").vouchers) == (2, 1, 3)
    out = PACK.apply(s, {"kind": "end_of_day"})
    orange = out.state.player("orange")
    assert (orange.shifts, orange.books, orange.vouchers, orange.yesterday) == (3, 3, 4, "logistics")
    assert out.state.player("blue").yesterday is None
    assert (out.state.day, out.state.today) == (2, {})
    assert rows(out.ledger) == [
        ("orange", "note", 0, "kanban.credited", "KDE General Rule", {"shifts": 1, "books": 2, "vouchers": 1})]


def test_two_entries_of_a_day_add_their_gains():
    s = table()
    s = PACK.apply(s, work("orange", "logistics", 2, shifts_banked=1, vouchers_gained=1, books_gained=1)).state
    s = PACK.apply(s, work("orange", "logistics", 2, shifts_banked=1, vouchers_gained=2, books_gained=1)).state
    day = s.today["orange"]
    assert (day.shifts_banked, day.books_gained, day.vouchers_gained) == (2, 2, 3)


def test_the_day_ends_after_the_meeting_due_and_after_sandras_turn():
    """KDE Meeting Time: a Meeting at the end of the day; KDE Round Overview 2: Sandra works in her turn."""
    s = PACK.apply(table(), work("orange", "testing", 2, meeting=True)).state
    assert refused(s, {"kind": "end_of_day"}) == (
        "a Meeting is due at the end of this day; enter it first", "KDE Meetings",
        "am Ende dieses Tages ist eine Besprechung fällig; gebt sie zuerst ein",
        "aan het einde van deze dag is er een vergadering; voer die eerst in")
    s, _ = go(start(), sel("cy", "testing", 2), sel("ann", "testing", 1), sel("bob", "design", 1),
              work("ann", "testing", 2), work("cy", "testing", 3), work("bob", "design", 2))
    assert refused(s, {"kind": "end_of_day"}) == (
        "Sandra has not taken her turn today; enter it first", WORKING,
        "Sandra war heute noch nicht am Zug; gebt ihren Zug zuerst ein",
        "Sandra is vandaag nog niet aan de beurt geweest; voer haar beurt eerst in")


def test_the_day_that_triggers_the_end_leads_to_final_scoring():
    """KDE End of the game: once the end is triggered, the day ends and Final Scoring follows."""
    s = table()
    s.end_triggered = True
    out = PACK.apply(s, {"kind": "end_of_day"})
    assert rows(out.ledger) == [(None, "note", 0, "kanban.to_final_scoring", "KDE End of the game", {})]


# --- work entries of log format 1 ---------------------------------------------------------------------


def test_format_1_entries_take_the_parts_provided_out_of_other_shifts():
    """Format 1 had players add the Parts provided to `other_shifts`; format 2 counts them itself (1 Shift each,
    KDE Provide Needed Parts). Parts given as something else than a count are not Parts provided."""
    assert migrate_work_v1({"parts_used": {"engine": 2, "brakes": 1}, "other_shifts": 4})["other_shifts"] == 1
    assert migrate_work_v1({"parts_used": {"engine": 2}, "other_shifts": 1})["other_shifts"] == 0
    assert migrate_work_v1({"parts_used": {"engine": "2"}, "other_shifts": 3})["other_shifts"] == 3
    assert migrate_work_v1({"parts_used": None, "other_shifts": 3}) == {"parts_used": None, "other_shifts": 3}
    assert migrate_work_v1({"parts_used": {"engine": 1}, "other_shifts": "1"})["other_shifts"] == "1"


def test_format_1_claims_give_back_the_first_design_on_the_desk():
    """Format 1: a claim gave back the first Design of its Model; a claim naming its Design keeps it."""
    out = migrate_work_v1({"claims": [{"position": 1, "model": "red"}, {"position": 2, "model": "blue", "design": "turbo"}]})
    assert out["claims"] == [{"position": 1, "model": "red", "design": "first on the desk"},
                             {"position": 2, "model": "blue", "design": "turbo"}]
    assert migrate_work_v1({"claims": "none"}) == {"claims": "none"}


# --- training by Books, in the department and in the one micro-managed ---------------------------------


@pytest.mark.parametrize("entry", [
    work("orange", "design", 2, books=1),
    work("orange", "administration", 2, micro_manage="design", books_micro=1),
], ids=["in the department", "micro-managed"])
def test_a_book_that_certifies_gives_the_benefit_chosen(entry):
    """KDE Homework: a Book spent trains 1 stage and takes no Shift; KDE Training and Certifications: past the 3rd
    stage the player is certified and chooses a benefit of the Certification Track's next space (a Parts Voucher
    here, credited at the end of the day: KDE General Rule)."""
    from tests.games.kanban.factories import new_game

    s = with_training(new_game(benefits=True), "design", [("orange", 2)])
    s.player("orange").books = 1
    out = PACK.apply(s, entry | {"answers": {"certification-design": "voucher"}})
    assert out.state.certified("orange", "design") and out.state.today["orange"].shifts_used == 0
    assert (out.state.today["orange"].vouchers_gained, out.state.today["orange"].shifts_banked) == (1, 0)
    assert [r[3:] for r in rows(out.ledger) if r[3] == "kanban.track_benefit"] == [
        ("kanban.track_benefit", "KDE Training and Certifications", {"benefit": "kanban.benefit_voucher", "space": 1})]


def test_micro_managing_the_assembly_line_begins_with_its_clean_out():
    """KDE Administration, Action: Micro-Manage (work in another department) and KDE Assembly Line, First: Clean
    Out Assembly Spaces at the start of a turn there: the full red Model's spaces are emptied (3 Assembly Spaces a
    Model: board data)."""
    from companion.games.kanban import assembly
    from tests.games.kanban.factories import new_game

    s = new_game(assembly_line=True)
    s.assembly["red"] = ["engine", "turbo", "brakes"]
    out = PACK.apply(s, work("orange", "administration", 2, micro_manage="assembly"))
    assert out.state.assembly["red"] == []
    assert [r for r in rows(out.ledger) if r[3] == "kanban.line_cleaned"] == [
        ("orange", "note", 0, "kanban.line_cleaned", assembly.CLEAN, {"models": "red"})]
