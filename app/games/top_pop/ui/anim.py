"""Top Pop's animations (filled in when the rules' events are there)."""

from __future__ import annotations


def queue_top_pop_events(scene, events: list, view_after: dict) -> None:
    pass
