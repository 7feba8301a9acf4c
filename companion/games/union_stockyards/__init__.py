"""Union Stockyards: a year keeper for its six years (strikes, elections, livestock prices, margins)."""
