"""Repaint an item only when what it shows changes (the setters of the games' items)."""

from __future__ import annotations

from typing import Any


def update_if_changed(item: Any, **values: Any) -> bool:
    """Set `item`'s attributes to `values` and repaint it (`update()`) when one of them changed;
    returns whether one did."""
    changed = any(getattr(item, name) != value for name, value in values.items())
    if changed:
        for name, value in values.items():
            setattr(item, name, value)
        item.update()
    return changed
