"""Finding a game's bots.py and log.py, log sentences with a generic fallback, bot seeds. No Qt."""

from __future__ import annotations

from typing import Any

from app.core import Event, State
from app.core.rng import keyed_seed
from app.core.text import marked_names, seated
from app.bots.modules import game_package, load_module, parts

__all__ = ["game_package", "load_module", "parts", "bot_seed", "seat_bot_seed", "hint_seed", "generic_sentence",
           "describe"]

_MASK63 = (1 << 63) - 1


def bot_seed(game_seed: int, seat: int) -> int:
    """A seed for the bot of `seat` mixed from the game's seed: for a state without a secret only (a
    lesson), since the mix can be run backwards to the game's seed."""
    mixed = (int(game_seed) * 0x9E3779B97F4A7C15 + (seat + 1) * 0xBF58476D1CE4E5B9) & ((1 << 64) - 1)
    mixed ^= mixed >> 31
    return mixed & _MASK63


def seat_bot_seed(state: State, seat: int) -> int:
    """The seed of `seat`'s bot in `state`'s game: keyed by the state's secret (the same game and
    secret, the same bots, after undo and loading too), revealing nothing of the game's seed."""
    if state.secret is None:
        return bot_seed(state.seed, seat)
    return keyed_seed(state.secret, "bot", seat)


def hint_seed(state: State, seat: int) -> int:
    """The seed of the Hard bot that works out `seat`'s hint now (one per position), keyed likewise."""
    if state.secret is None:
        return bot_seed(state.seed, seat) ^ len(state.history)
    return keyed_seed(state.secret, "hint", seat, len(state.history))


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
