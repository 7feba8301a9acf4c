"""A tiny game pack for the store's tests: a race for points over a few rounds.

It answers what the store asks of a pack (companion.core.dispatch.Pack) like a real pack:
pure rules, pending decisions, a ledger, an older input format to migrate.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, TypeAdapter, ValidationError

from companion.core.decisions import Answers, DecisionNeeded
from companion.core.dispatch import working_copy
from companion.core.edit import apply_edit
from companion.core.errors import InputError, RuleError
from companion.core.ledger import Ledger
from companion.core.models import Model, validation_message
from companion.core.pack import Outcome, PlayerSummary, Result, Summary


class TinyPlayer(Model):
    id: str
    name: str
    color: str = ""
    cash: int = Field(default=0, ge=0)
    score: int = 0


class TinyState(Model):
    game: Literal["tiny"] = "tiny"
    players: list[TinyPlayer] = Field(min_length=1, max_length=6)
    round: int = 1
    rounds: int = Field(default=3, ge=1, le=50)
    finished: bool = False

    def player_cash(self, pid: str) -> int:
        return _player(self, pid).cash


def _player(state: TinyState, pid: str) -> TinyPlayer:
    for p in state.players:
        if p.id == pid:
            return p
    raise InputError(f"no player {pid!r}")


def _copy(state: TinyState) -> TinyState:
    """A copy the entry may change (the dispatcher's own working copy: no validation, no deep copy of texts)."""
    return working_copy(state)


def start(entry: dict) -> Outcome:
    seats = entry.get("players")
    if not isinstance(seats, list) or not seats:
        raise InputError("start needs players")
    players = [
        TinyPlayer(id=f"p{i + 1}", name=s["name"], color=s.get("color", ""), cash=int(s.get("cash", 5)))
        for i, s in enumerate(seats)
    ]
    try:
        state = TinyState(players=players, rounds=entry.get("rounds", 3))
    except ValidationError as exc:
        raise InputError(validation_message(exc)) from None
    ledger = Ledger()
    for p in players:
        ledger.record(p.id, "cash", p.cash, "core.table_note", "Tiny 1", text="starting money")
    return Outcome(state=state, ledger=list(ledger))


def apply(state: TinyState, entry: dict) -> Outcome:
    kind = entry.get("kind")
    if state.finished and kind != "edit":
        raise RuleError("the game is over", section="Tiny 9")
    new = _copy(state)
    ledger = Ledger()
    if kind == "gain":
        p = _player(new, entry["player"])
        p.cash += int(entry["cash"])
        ledger.record(p.id, "cash", int(entry["cash"]), "core.table_note", "Tiny 2", text="income")
    elif kind == "pay":
        p = _player(new, entry["player"])
        amount = int(entry["cash"])
        if amount > p.cash:
            raise RuleError(f"{p.name} has only {p.cash}", section="Tiny 3")
        p.cash -= amount
        ledger.record(p.id, "cash", -amount, "core.table_note", "Tiny 3", text="payment")
    elif kind == "score":
        p = _player(new, entry["player"])
        p.score += int(entry["points"])
        ledger.record(p.id, "score", int(entry["points"]), "core.table_note", "Tiny 4", text="points")
    elif kind == "bet":
        p = _player(new, entry["player"])
        answers = Answers(entry.get("answers"))
        options = [(s, f"stake {s}") for s in (1, 2, 3) if s <= p.cash]
        if not options:
            raise RuleError(f"{p.name} cannot bet without money", section="Tiny 5")
        try:
            stake = answers.ask("stake", f"How much does {p.name} bet?", options, player=p.id, section="Tiny 5")
        except DecisionNeeded as need:
            return Outcome(state=state, pending=need.decision)
        p.cash -= stake
        p.score += 2 * stake
        ledger.record(p.id, "cash", -stake, "core.table_note", "Tiny 5", text="bet")
        ledger.record(p.id, "score", 2 * stake, "core.table_note", "Tiny 5", text="bet won")
    elif kind == "next_round":
        new.round += 1
        if new.round > new.rounds:
            new.round = new.rounds
            new.finished = True
            ledger.remark(None, "core.table_note", "Tiny 9", text="the game ends")
    elif kind == "edit":
        new = apply_edit(state, entry["path"], entry.get("value"))
        ledger.remark(None, "core.table_note", "", text=f"table correction {entry['path']}")
    else:
        raise InputError(f"unknown entry kind {kind!r}")
    return Outcome(state=new, ledger=list(ledger))


def results(state: TinyState) -> list[Result]:
    order = sorted(state.players, key=lambda p: (-p.score, -p.cash))
    out = []
    for p in order:
        rank = 1 + sum(1 for q in state.players if (q.score, q.cash) > (p.score, p.cash))
        out.append(Result(player=p.id, rank=rank, score=p.score, cash=p.cash, winner=rank == 1))
    return out


class TinyPack:
    id = "tiny"
    title = "Tiny Race"
    bgg_id = None
    input_version = 2
    state_type = TinyState
    input_adapter = TypeAdapter(dict[str, Any])
    # what a Pack (companion.core.dispatch) declares for the new game and the ledger: nothing to choose
    min_players, max_players, seats_field, start_field = 1, 6, "players", None
    options: tuple = ()
    house_rules: tuple = ()
    extra_fields: tuple = ()
    chart_values = ("share_value",)
    units: dict[str, str] = {}

    def start(self, setup: Any) -> Outcome:
        return start(setup)

    def kind_name(self, kind: str) -> None:
        return None  # no phase table: the store names a kind by its key

    def apply(self, state: Any, entry: Any) -> Outcome:
        if not isinstance(entry, dict):
            raise InputError("an entry is a JSON object")
        try:
            return apply(state, entry)
        except KeyError as exc:
            raise InputError(f"{entry.get('kind')} entry: missing {exc}") from None

    def summary(self, state: TinyState) -> Summary:
        return Summary(
            progress="finished" if state.finished else f"round {state.round} of {state.rounds}",
            step="over" if state.finished else "playing",
            players=[
                PlayerSummary(
                    id=p.id, name=p.name, color=p.color, score=p.score, cash=p.cash,
                    details={"share_value": p.cash // 2},
                )
                for p in state.players
            ],
            finished=state.finished,
            results=results(state) if state.finished else [],
            timeline_key=f"round {state.round}",
            timeline_order=state.round,
        )

    def migrate_input(self, entry: dict, version: int) -> dict:
        """Format 1 called a gain's money "amount"; format 2 calls it "cash"."""
        if version > self.input_version:
            raise InputError(f"entry format {version} is newer than this engine")
        if version < 2 and entry.get("kind") == "gain" and "amount" in entry:
            entry = dict(entry)
            entry["cash"] = entry.pop("amount")
        return entry


PACK = TinyPack()


class Applied:
    """Counts the entries the tiny pack applies (start and apply)."""

    def __init__(self, monkeypatch):
        self.count = 0
        for name in ("start", "apply"):
            original = getattr(TinyPack, name)

            def counted(pack, *args, _original=original):
                self.count += 1
                return _original(pack, *args)

            monkeypatch.setattr(TinyPack, name, counted)
