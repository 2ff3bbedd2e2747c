"""Game-agnostic scene items (cards, piles, markers) and animations."""
