"""Command-line entry points: simulate, smoke test."""
