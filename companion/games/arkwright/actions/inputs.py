"""What a player says they do in the action phase (Water Frame 5.II).

One `ActionInput` is one turn: the marker placed, the row of the administration
chart, the Accountant's shift or the Engineer's chosen cost, the main action
(or none: skipped) and the additional action (or none: skipped). Each main
action and each additional action is its own small record, told apart by
`action` (main) or `type` (additional), so a form and a JSON file can say
every legal turn, e.g.

    {"player": "marion", "marker": "factory", "row": 6,
     "main": {"action": "factory", "steps": [{"do": "modernize", "good": "food", "to": 3}]},
     "additional": {"type": "price_adjustment", "prices": {"food": 9}}}
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import Field, model_validator

from companion.core.messages import render
from companion.core.models import Model
from companion.games.arkwright.board import Good

# --- places for workers ------------------------------------------------------


class Place(Model):
    """Where workers go: a factory row (good + row 1-4) or a large-warehouse row or column.

    {"good": "food", "row": 2, "count": 2} | {"warehouse": "row", "row": 1} | {"warehouse": "column", "good": "clothes"}
    """

    good: Good | None = None
    row: int | None = Field(default=None, ge=1, le=4)
    count: int = Field(default=1, ge=1)
    warehouse: Literal["row", "column"] | None = None

    @model_validator(mode="after")
    def _complete(self):
        if self.warehouse == "row":
            if self.row is None or self.good is not None:
                raise ValueError("a warehouse row place needs 'row' (1 or 2) and no 'good'")
            if self.count != 1:
                raise ValueError("one worker opens a warehouse row")
        elif self.warehouse == "column":
            if self.good is None or self.row is not None:
                raise ValueError("a warehouse column place needs 'good' and no 'row'")
            if self.count != 1:
                raise ValueError("one worker opens a warehouse column")
        elif self.good is None or self.row is None:
            raise ValueError("a factory place needs 'good' and 'row' (1-4)")
        return self

    def message(self) -> dict[str, int | str]:
        """The place as ledger words' parameters (`place`: its message code)."""
        if self.warehouse == "row":
            assert self.row is not None
            return {"place": "arkwright.place_warehouse_row", "row": self.row}
        if self.warehouse == "column":
            assert self.good is not None
            return {"place": "arkwright.place_warehouse_column", "good": self.good}
        assert self.good is not None and self.row is not None
        return {"place": "arkwright.place_factory_row", "good": self.good, "row": self.row}

    def label(self) -> str:
        """'warehouse row 1', 'warehouse food column', 'food row 2'."""
        params = self.message()
        return render(str(params["place"]), params)


class GoodCount(Model):
    good: Good
    count: int = Field(ge=1)


class RowCount(Model):
    """A number of pieces on one production row of one factory."""

    good: Good
    row: int = Field(ge=1, le=4)
    count: int = Field(default=1, ge=1)


class GoodsMove(Model):
    """Goods of one kind moved between the large warehouse and the Small Warehouse tile (Player's Book 1.8).

    {"good": "food", "count": 2, "to": "small"}: 2 food from the large warehouse to the small one.
    """

    good: Good
    count: int = Field(ge=1)
    to: Literal["small", "large"]


class WarehouseLayout(Model):
    """The new places of the warehouse workers the player already has."""

    rows: list[bool] = Field(default_factory=lambda: [False, False])
    columns: list[Good] = []


# --- main actions (Water Frame 5.II.2) ----------------------------------------


class Build(Model):
    do: Literal["build"]
    good: Good
    level: int = Field(ge=1, le=4)
    price: int


class Modernize(Model):
    do: Literal["modernize"]
    good: Good
    to: int = Field(ge=2, le=4)


class Close(Model):
    do: Literal["close"]
    good: Good


FactoryStep = Annotated[Union[Build, Modernize, Close], Field(discriminator="do")]


class FactoryMain(Model):
    """Build, modernize and close factories in the order given (Water Frame 5.II.2.1)."""

    action: Literal["factory"]
    steps: list[FactoryStep] = Field(min_length=1)
    #: use the Developer: -£5 once per factory built or modernized (up to the current level)
    developer: bool = False


class WorkersMain(Model):
    """Hire, fire and rearrange warehouse workers (Water Frame 5.II.2.2)."""

    action: Literal["workers"]
    hire: list[Place] = []
    fire: list[GoodCount] = []
    #: where the warehouse workers the player already has stand after moving them
    warehouse: WarehouseLayout | None = None


class MachineryMain(Model):
    """Machines replace workers on worker-or-machine spaces (Water Frame 5.II.2.3)."""

    action: Literal["machinery"]
    machines: list[RowCount] = []
    #: School: where replaced workers go instead of the fired space
    school: list[Place] = []


class QualityMain(Model):
    """Quality levels per factory (Water Frame 5.II.2.4)."""

    action: Literal["quality"]
    levels: dict[Good, int] = {}


class DistributionMain(Model):
    """Distribution levels per factory, bought step by step (Water Frame 5.II.2.5)."""

    action: Literal["distribution"]
    levels: dict[Good, int] = {}
    #: Patent: "bonus" (+£2 usable) or "return" (return it for two free levels)
    patent: Literal["bonus", "return"] | None = None
    patent_levels: dict[Good, int] = {}


class StockExchangeMain(Model):
    """Loans, shares, warehouse sales and contracts (Water Frame 5.II.2.6)."""

    action: Literal["stock_exchange"]
    repay: int = Field(default=0, ge=0)
    buy: int = Field(default=0, ge=0)
    sell: int = Field(default=0, ge=0)
    sell_goods: dict[Good, int] = {}
    #: good -> space of the contract marker after the action (new or raised)
    contracts: dict[Good, int] = {}
    #: Stock Exchange variant (Player's Book 3.3), by company id: other companies' shares sold to the bank,
    #: bought from the bank, and own shares bought back from a holder once the bank has none
    sell_others: dict[str, int] = {}
    buy_others: dict[str, int] = {}
    buy_back: dict[str, int] = {}


class ShipMain(Model):
    """Fulfil whole contracts with the ship placed as marker (Water Frame 5.II.2.7)."""

    action: Literal["ship"]
    contracts: list[Good] = Field(min_length=1)
    #: Agent in the Colonies: deliver one more (+1) or one fewer (-1) of a contract
    agent: dict[Good, Literal[-1, 1]] = {}


class ProductionMain(Model):
    """Produce in one factory outside the production phase (Water Frame 5.II.2.8)."""

    action: Literal["production"]
    good: Good
    rows: int = Field(ge=1, le=4)
    extra_shifts: bool = False


class ReorganizationMain(Model):
    """Self-Actor: the Reorganization marker's price adjustment, in place of a main action (Player's Book 3.2);
    its special marker is the additional action."""

    action: Literal["reorganization"]
    prices: dict[Good, int] = {}


MainAction = Annotated[
    Union[FactoryMain, WorkersMain, MachineryMain, QualityMain, DistributionMain, StockExchangeMain, ShipMain, ProductionMain,
          ReorganizationMain],
    Field(discriminator="action"),
]

# --- additional actions (Water Frame 5.II.3) ----------------------------------


class PriceAdjustment(Model):
    type: Literal["price_adjustment"]
    prices: dict[Good, int] = Field(min_length=1)


class TakeTile(Model):
    type: Literal["tile"]
    tile: str
    #: the tile given back when this would be a fifth one
    return_tile: str | None = None
    #: Foreman / Workshop: the factory it works in
    place: Good | None = None


class TakeMarker(Model):
    type: Literal["advanced_marker"]
    marker: str


class TakeShip(Model):
    type: Literal["ship"]
    capacity: int
    #: capacity of the ship returned to the mat when both piers are taken
    return_ship: int | None = None


class MoveTile(Model):
    """Instead of taking a marker, move the Foreman or Workshop to another factory."""

    type: Literal["move_tile"]
    tile: Literal["foreman", "workshop"]
    to: Good


class BrokerPurchase(Model):
    """Instead of taking a marker, return the Broker and buy 1-2 shares at half price."""

    type: Literal["broker"]
    shares: int = Field(ge=1, le=2)


SpecialChoice = Annotated[Union[TakeTile, TakeMarker, TakeShip, MoveTile, BrokerPurchase], Field(discriminator="type")]
AdditionalAction = Annotated[
    Union[PriceAdjustment, TakeTile, TakeMarker, TakeShip, MoveTile, BrokerPurchase], Field(discriminator="type")
]


class ActionInput(Model):
    """One player's turn in the action phase."""

    kind: Literal["action"] = "action"
    player: str
    #: a marker id of the board ("quality", "quality_light") or a ship at a pier ("ship:0", "ship:1")
    marker: str
    #: the administration chart row (its £ cost)
    row: int
    #: Accountant: pay up to £2 more or less than the row (Player's Book 1.8)
    accountant: int = Field(default=0, ge=-2, le=2)
    #: Engineer, quality action: the administrative cost chosen freely (Player's Book 1.8)
    engineer_cost: int | None = Field(default=None, ge=0)
    main: MainAction | None = None
    additional: AdditionalAction | None = None
    #: Small Warehouse: goods moved between the warehouses as the turn begins (Player's Book 1.8)
    warehouse_moves: list[GoodsMove] = []
    #: answers to questions the turn raises (e.g. "inventor:1": "keep" or "return")
    answers: dict[str, Any] = {}
