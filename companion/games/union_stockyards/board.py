"""Union Stockyards' printed numbers as validated data (seed 002, "US").

`BOARD.with_overrides(overrides)` applies a game's corrections (`board` entries).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Literal

from pydantic import Field, model_validator

from companion.core.boarddata import OverridableBoard, Sourced, load_folder, validate_board
from companion.core.models import Frozen

DATA = Path(__file__).parent / "data"


class Numbers(Sourced):
    years: int = Field(ge=1)
    strike_levels: list[int] = Field(min_length=1)
    least_plentiful_rise: int = Field(ge=0)
    most_plentiful_drop: int = Field(ge=0)
    all_tied_rise: int = Field(ge=0)
    picket_workers_per_strike: int = Field(ge=0)
    union_spirit_min: int
    union_spirit_max: int
    price_min: int
    price_max: int
    meat_value_min: int
    meat_value_max: int
    min_players: int = Field(ge=1)
    max_players: int = Field(ge=1)
    workers_per_player: int = Field(ge=1)
    #: the range of workers a player may be given at set-up (each player's own number)
    workers_min: int = Field(default=1, ge=1)
    workers_max: int = Field(default=5, ge=1)
    starting_cash: int = Field(ge=0)
    yard_spaces: int = Field(ge=0)
    advertising_rise: int = Field(ge=0)

    @model_validator(mode="after")
    def _ranges(self):
        for low, high in (("union_spirit_min", "union_spirit_max"), ("price_min", "price_max"), ("meat_value_min", "meat_value_max"),
                          ("min_players", "max_players")):
            if getattr(self, low) > getattr(self, high):
                raise ValueError(f"{low} is above {high}")
        return self


class Names(Sourced):
    livestock: list[str] = Field(min_length=2)
    parties: list[str] = Field(min_length=1)
    #: how the screens name a party (seed 002 names none): party -> words; a party left out reads as its name
    party_words: dict[str, str] = {}

    def party(self, party: str) -> str:
        """The words for a party on screen and in the ledger ("the first party")."""
        return self.party_words.get(party, party)


class Start(Sourced):
    """Where the price and meat value markers start (the new-game form's first values)."""

    prices: dict[str, int]
    meat_values: dict[str, int]


class Space(Sourced):
    """A Phase II action space (US Phase II)."""

    keys: ClassVar[tuple[str, ...]] = ("id",)
    id: str
    name: str
    area: str
    #: workers the space holds (left out: any number, the Build and Labor Contract areas)
    holds: int | None = Field(default=None, ge=1)
    cost: int = Field(ge=0)
    livestock: bool
    effect: Literal["", "campaign", "sell", "advertise", "build", "contract"]
    min_players: int = Field(ge=1)


class Supply(Sourced):
    """The Phase I livestock table for one player count: animals per type by price band (US Phase I)."""

    keys: ClassVar[tuple[str, ...]] = ("players",)
    players: int
    up_to_price: list[int] = Field(min_length=1)
    animals: list[int] = Field(min_length=1)

    @model_validator(mode="after")
    def _bands(self):
        if len(self.up_to_price) != len(self.animals):
            raise ValueError(f"the livestock table for {self.players} players needs one number of animals per price band")
        if sorted(self.up_to_price) != self.up_to_price or any(a < 0 for a in self.animals):
            raise ValueError(f"the livestock table for {self.players} players: price bands rising, animals 0 or more")
        return self


class YearCard(Sourced):
    """A Year card's effects, resolved when it is revealed (US Year cards)."""

    keys: ClassVar[tuple[str, ...]] = ("id",)
    id: str
    name: str
    union_spirit: int | None = None
    prices: dict[str, int] | None = None
    meat_values: dict[str, int] | None = None
    livestock: dict[str, int] | None = None
    block: list[str] | None = None
    open: list[str] | None = None
    no_strike: bool | None = None


class Building(Sourced):
    """A building raised on the Build area (US Phase II; US Market terms: some raise meat values)."""

    keys: ClassVar[tuple[str, ...]] = ("id",)
    id: str
    name: str
    cost: int = Field(ge=0)
    #: the meat value rise it gives each named type, once, when built
    meat_values: dict[str, int] = {}
    #: copies in the game, built by anyone
    copies: int = Field(default=1, ge=1)


class Contract(Sourced):
    """A labor contract signed on the Labor Contract area (US Phase II)."""

    keys: ClassVar[tuple[str, ...]] = ("id",)
    id: str
    name: str
    cost: int = Field(ge=0)
    #: money it pays at once
    cash: int = Field(default=0, ge=0)
    #: the change on the Union Spirit track
    union_spirit: int = 0


class Board(Frozen):
    numbers: Numbers
    names: Names
    start: Start
    spaces: list[Space] = Field(min_length=1)
    supply: list[Supply] = Field(min_length=1)
    year_cards: list[YearCard]
    buildings: list[Building] = []
    contracts: list[Contract] = []

    @model_validator(mode="after")
    def _names_agree(self):
        kinds = set(self.names.livestock)
        ids = [s.id for s in self.spaces]
        if len(set(ids)) != len(ids):
            raise ValueError("an action space id is used twice")
        if len({c.id for c in self.year_cards}) != len(self.year_cards):
            raise ValueError("a Year card id is used twice")
        for what, values in (("start prices", self.start.prices), ("start meat values", self.start.meat_values)):
            if set(values) != kinds:
                raise ValueError(f"{what}: one value per livestock type ({', '.join(sorted(kinds))})")
        for card in self.year_cards:
            for changes in (card.prices, card.meat_values, card.livestock):
                if changes and not set(changes) <= kinds:
                    raise ValueError(f"Year card {card.name}: a livestock type that is not on the board")
            unknown = [s for s in (card.block or []) + (card.open or []) if s not in ids]
            if unknown:
                raise ValueError(f"Year card {card.name}: no action space {', '.join(unknown)}")
        for what, items in (("building", self.buildings), ("labor contract", self.contracts)):
            if len({b.id for b in items}) != len(items):
                raise ValueError(f"a {what} id is used twice")
        for b in self.buildings:
            if not set(b.meat_values) <= kinds:
                raise ValueError(f"building {b.name}: a livestock type that is not on the board")
        return self

    def space(self, space_id: str) -> Space | None:
        return next((s for s in self.spaces if s.id == space_id), None)

    def building(self, building_id: str) -> Building | None:
        return next((b for b in self.buildings if b.id == building_id), None)

    def contract(self, contract_id: str) -> Contract | None:
        return next((c for c in self.contracts if c.id == contract_id), None)

    def card(self, card_id: str) -> YearCard | None:
        return next((c for c in self.year_cards if c.id == card_id), None)

    def arrivals(self, price: int, players: int) -> int:
        """Animals of a type that arrive in Phase I at this price with this many players (0 off the table)."""
        row = next((r for r in self.supply if r.players == players), None)
        if row is None:
            return 0
        return next((k for top, k in zip(row.up_to_price, row.animals) if price <= top), 0)


def _load() -> Board:
    raw = load_folder(DATA)
    main = raw["stockyards"]
    return validate_board(
        Board,
        {"numbers": main["numbers"], "names": main["names"], "start": main["start"], "spaces": raw["spaces"]["spaces"],
         "supply": raw["supply"]["supply"], "year_cards": raw["year_cards"]["year_cards"],
         "buildings": raw["buildings"]["buildings"], "contracts": raw["buildings"]["contracts"]},
        "Union Stockyards board data",
    )


BOARD = OverridableBoard(Board, _load)
