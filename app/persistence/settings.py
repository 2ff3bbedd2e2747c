"""Preferences as JSON: the last new-game choices per game, and a few app-wide values (speed, window
geometry...). A missing or damaged settings file means defaults; reading never raises."""

from __future__ import annotations

import json
import math
from typing import Any, Sequence

from app.persistence import files, paths
from app.persistence.saves import write_atomic
from app.persistence.seats import KINDS, MAX_COLOR, MAX_NAME

SETTINGS_FORMAT = "top-five-settings"
SETTINGS_VERSION = 1
SPEEDS_MIN, SPEEDS_MAX = 0.0, 4.0
#: the player count accepted for a game this version does not know (Flip 7, the largest, takes 24)
MAX_PLAYERS = 24
#: a settings file is a few kilobytes; anything much larger is not ours
MAX_SETTINGS_BYTES = 1024 * 1024
#: the seat colours' palettes a player may choose (app/ui/seat_palettes.py), the first the default
SEAT_PALETTES = ("standard", "colour_vision")
SEAT_PALETTE = "seat_palette"  # the preference that holds the choice


def _info(game_id: str):
    """The static metadata of `game_id` (app/core/options.py: no rules imported), or None."""
    try:
        from app.games import registry

        return registry.info(game_id)
    except (KeyError, LookupError, ImportError, AttributeError, TypeError, ValueError):
        return None


def players_range(game_id: str) -> tuple[int, int]:
    """The player counts `game_id` allows (its min/max), or 1..MAX_PLAYERS for an unknown game."""
    info = _info(game_id)
    if info is None:
        return 1, MAX_PLAYERS
    return int(info.min_players), int(info.max_players)


def _clean_options(raw: Any, game_id: str, players: int | None) -> dict:
    """The remembered options that players choose (the game's public options) with a value the
    option takes (for `players` when known); others are dropped, as if never chosen. A game this
    version does not know keeps what was stored."""
    if not isinstance(raw, dict):
        return {}
    info = _info(game_id)
    if info is None:
        return dict(raw)
    out = {}
    for option in info.public_options(players):
        if option.name in raw and option.problem(raw[option.name], players or option.min_players
                                                 or info.max_players) is None:
            out[option.name] = raw[option.name]
    return out


def load() -> dict:
    """The whole settings document: `{"format", "version", "new_game": {game_id: choices}, "prefs": {}}`;
    defaults when the file is missing, unreadable or not ours."""
    empty = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, "new_game": {}, "prefs": {}}
    try:  # a regular file only, never more than MAX_SETTINGS_BYTES (a FIFO or /dev/zero never hangs)
        data = json.loads(files.read_capped(paths.settings_path(), MAX_SETTINGS_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return empty
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        return empty
    new_game = data.get("new_game")
    prefs = data.get("prefs")
    return {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "new_game": new_game if isinstance(new_game, dict) else {},
        "prefs": prefs if isinstance(prefs, dict) else {},
    }


def _store(doc: dict) -> None:
    write_atomic(paths.settings_path(), json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True))


def _clean_choices(raw: Any, game_id: str) -> dict:
    """Keep only well-formed entries of a choices dict; drop the rest silently."""
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Any] = {}
    players = raw.get("players")
    low, high = players_range(game_id)
    if isinstance(players, int) and not isinstance(players, bool) and low <= players <= high:
        out["players"] = players
    names = raw.get("names")
    if isinstance(names, list) and all(isinstance(n, str) and 0 < len(n.strip()) <= MAX_NAME for n in names):
        out["names"] = list(names)
    colors = raw.get("colors")
    if isinstance(colors, list) and all(isinstance(c, str) and 0 < len(c) <= MAX_COLOR for c in colors):
        out["colors"] = list(colors)
    kinds = raw.get("kinds")
    if isinstance(kinds, list) and all(k in KINDS for k in kinds):
        out["kinds"] = list(kinds)
    seed = raw.get("seed")
    if seed is None or (isinstance(seed, int) and not isinstance(seed, bool)):
        if "seed" in raw:
            out["seed"] = seed
    speed = raw.get("speed")
    if isinstance(speed, (int, float)) and not isinstance(speed, bool) and SPEEDS_MIN <= speed <= SPEEDS_MAX:
        out["speed"] = float(speed)
    options = _clean_options(raw.get("options"), game_id, out.get("players"))
    if options:
        out["options"] = options
    return out


def last_new_game(game_id: str) -> dict:
    """The choices last made for `game_id` in the new-game dialog (keys among players, names, colors,
    kinds, seed, speed, options); {} when none. Malformed entries are dropped."""
    return _clean_choices(load()["new_game"].get(game_id), game_id)


def remember_new_game(game_id: str, *, players: int, names: Sequence[str], colors: Sequence[str],
                      kinds: Sequence[str], seed: int | None = None, speed: float | None = None,
                      options: dict | None = None) -> None:
    """Store the new-game choices for `game_id` (an OSError from a full disk propagates)."""
    doc = load()
    choices: dict[str, Any] = {"players": players, "names": list(names), "colors": list(colors),
                               "kinds": list(kinds), "seed": seed}
    if speed is not None:
        choices["speed"] = speed
    if options:
        choices["options"] = dict(options)
    doc["new_game"][game_id] = choices
    _store(doc)


def get(key: str, default: Any = None) -> Any:
    """An app-wide preference (any JSON value: the file may have been edited by hand), or `default`.
    Prefer the typed getters below, which never return a value of the wrong type."""
    return load()["prefs"].get(key, default)


def get_str(key: str, default: str, choices: Sequence[str] | None = None) -> str:
    """An app-wide preference that is a string (one of `choices` when given); `default` when it is
    missing, of another type, or not among the choices."""
    value = get(key)
    if not isinstance(value, str) or (choices is not None and value not in choices):
        return default
    return value


def get_float(key: str, default: float, low: float = -math.inf, high: float = math.inf) -> float:
    """An app-wide preference that is a finite number within [low, high] (as a float); `default`
    when it is missing, not a number (true/false are not numbers), infinite or out of range."""
    value = get(key)
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return default
    try:
        number = float(value)
    except OverflowError:  # an integer too large for a float
        return default
    if not math.isfinite(number) or not low <= number <= high:
        return default
    return number


def seat_palette() -> str:
    """The seat colours' palette chosen (`seat_palette`, one of SEAT_PALETTES); "standard" when none
    was chosen or a hand-edited file holds anything else."""
    return get_str(SEAT_PALETTE, SEAT_PALETTES[0], choices=SEAT_PALETTES)


def put(key: str, value: Any) -> None:
    """Store an app-wide preference; `value` must be JSON-able."""
    json.dumps(value)
    doc = load()
    doc["prefs"][key] = value
    _store(doc)


#: View > Text size (issue 29): the text's size in percent of the usual, one of these
TEXT_SIZE_KEY = "text_size"
TEXT_SIZES = (100, 125, 150, 175, 200)


def text_size() -> int:
    """The player's text size in percent (100 to 200): 100 when it is missing or not a number in
    that range (a hand-edited 1000 or "big" is refused, not stretched); a number between the sizes
    offered is taken as it is, rounded to a whole percent."""
    return int(round(get_float(TEXT_SIZE_KEY, 100.0, TEXT_SIZES[0], TEXT_SIZES[-1])))
