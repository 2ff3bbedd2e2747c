"""Finding a game's bots.py and log.py, log sentences with a generic fallback, bot seeds. No Qt."""

from __future__ import annotations

from typing import Any

from app.core import Event
from app.core.text import marked_names, seated
from app.bots.modules import game_package, load_module, parts

__all__ = ["game_package", "load_module", "parts", "bot_seed", "generic_sentence", "describe"]

_MASK63 = (1 << 63) - 1


def bot_seed(game_seed: int, seat: int) -> int:
    """A seed for the bot of `seat`, derived from the game's seed (same game, same bots)."""
    mixed = (int(game_seed) * 0x9E3779B97F4A7C15 + (seat + 1) * 0xBF58476D1CE4E5B9) & ((1 << 64) - 1)
    mixed ^= mixed >> 31
    return mixed & _MASK63


def generic_sentence(event: Event, names: list[str]) -> str:
    """A plain sentence for an event whose game gives none: "Ana: drew (card 7)."."""
    fields = event.to_dict()
    fields.pop("type", None)
    who = None
    for key in ("player", "seat"):
        value = fields.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(names):
            who = names[value]
            fields.pop(key)
            break
    words = event.TYPE.replace("_", " ") or type(event).__name__
    details = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in fields.items() if v is not None)
    text = f"{who}: {words}" if who else words[:1].upper() + words[1:]
    return f"{text} ({details})." if details else f"{text}."


def describe(log_module: Any, event: Event, names: list[str]) -> str | None:
    """The log line of `event` (already filtered for the viewer), or None for no line: a `SeatedLine`
    that knows where it names each seat (written with stand-ins for the names, then filled)."""
    fn = getattr(log_module, "describe", None) if log_module is not None else None
    marks = marked_names(len(names))
    if fn is None:
        return seated(generic_sentence(event, marks), names)
    try:
        line = fn(event, marks)
    except Exception:  # a log bug must not stop the game; fall back to the generic sentence
        return seated(generic_sentence(event, marks), names)
    return seated(line, names) if isinstance(line, str) and line else None
