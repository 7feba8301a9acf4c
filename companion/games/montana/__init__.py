"""Montana: a turn helper for the goods fields and the contractor round in town."""
