"""The ledger lines of the Marbles test pack ("marbles.<name>")."""

MESSAGES = {
    "bag": "takes {count:count/marble} from the bag",
    "over": "the bag is empty: the game ends",
}
