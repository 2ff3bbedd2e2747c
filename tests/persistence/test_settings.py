"""Settings: last new-game choices per game; a damaged file means defaults, never a crash."""

import json

import pytest

from app.persistence import paths, settings


def test_defaults_without_a_file():
    assert not paths.settings_path().exists()
    assert settings.last_new_game("flip7") == {}
    assert settings.get("speed", 1.0) == 1.0


def test_remember_and_recall_per_game():
    settings.remember_new_game("flip7", players=3, names=["Ana", "Bo", "Cy"], colors=["#f00", "#0f0", "#00f"],
                               kinds=["human", "normal", "hard"], seed=42, speed=0.5)
    settings.remember_new_game("top3", players=2, names=["X", "Y"], colors=["red", "blue"],
                               kinds=["human", "human"], seed=None, options={"theme": "films"})
    assert settings.last_new_game("flip7") == {
        "players": 3, "names": ["Ana", "Bo", "Cy"], "colors": ["#f00", "#0f0", "#00f"],
        "kinds": ["human", "normal", "hard"], "seed": 42, "speed": 0.5}
    assert settings.last_new_game("top3")["options"] == {"theme": "films"}
    assert settings.last_new_game("top3")["seed"] is None
    assert settings.last_new_game("top_pop") == {}
    settings.put("window", {"w": 800, "h": 600})
    assert settings.get("window") == {"w": 800, "h": 600}
    assert settings.last_new_game("flip7")["players"] == 3  # prefs do not clobber choices
    with pytest.raises(TypeError):
        settings.put("bad", object())


@pytest.mark.parametrize("content", ["", "{", "[]", "null", '{"format": "other"}', "\x00\xff garbage",
                                     '{"format": "top-five-settings", "new_game": [], "prefs": 3}'])
def test_corrupt_file_gives_defaults(content):
    paths.settings_path().write_text(content, encoding="utf-8", errors="surrogateescape")
    assert settings.last_new_game("flip7") == {}
    assert settings.get("speed") is None
    settings.put("speed", 2.0)  # and writing over it works
    assert settings.get("speed") == 2.0


def test_malformed_entries_are_dropped_not_fatal():
    doc = {"format": "top-five-settings", "version": 1, "prefs": {},
           "new_game": {"flip7": {"players": "three", "names": ["Ana", 5], "colors": ["#fff"],
                                  "kinds": ["human", "wizard"], "seed": 1.5, "speed": 99}}}
    paths.settings_path().write_text(json.dumps(doc))
    assert settings.last_new_game("flip7") == {"colors": ["#fff"]}
    doc["new_game"]["flip7"] = "nonsense"
    paths.settings_path().write_text(json.dumps(doc))
    assert settings.last_new_game("flip7") == {}


@pytest.mark.parametrize("players, kept", [(24, True), (17, True), (2, False), (25, False), (0, False)])
def test_player_count_is_checked_against_the_games_own_range(players, kept):
    """Flip 7 takes 3 to 24 players: a remembered 17 or 24 comes back, 2 or 25 is dropped."""
    from app.games import registry

    flip7 = registry.get("flip7")
    assert (flip7.min_players, flip7.max_players) == (3, 24)
    names = [f"P{i}" for i in range(players)]
    settings.remember_new_game("flip7", players=players, names=names, colors=["#888"] * players,
                               kinds=["normal"] * players, seed=1)
    choices = settings.last_new_game("flip7")
    assert ("players" in choices) is kept and choices["names"] == names
    if kept:
        assert choices["players"] == players


def test_unknown_game_accepts_up_to_24_players():
    settings.remember_new_game("not_a_game", players=24, names=["A"], colors=["#888"], kinds=["human"])
    assert settings.last_new_game("not_a_game")["players"] == 24
    settings.remember_new_game("not_a_game", players=25, names=["A"], colors=["#888"], kinds=["human"])
    assert "players" not in settings.last_new_game("not_a_game")


def _prefs(prefs):
    doc = {"format": "top-five-settings", "version": 1, "new_game": {}, "prefs": prefs}
    paths.settings_path().write_text(json.dumps(doc), encoding="utf-8")


@pytest.mark.parametrize("stored", [[1], {"a": 1}, 3, 2.5, None, True, "warp", ""])
def test_get_str_gives_the_default_for_a_wrong_type_or_value(stored):
    _prefs({"speed": stored})
    assert settings.get_str("speed", "normal", choices=("normal", "fast", "off")) == "normal"


def test_get_str_returns_a_valid_stored_value():
    _prefs({"speed": "fast", "window_geometry": "01ab"})
    assert settings.get_str("speed", "normal", choices=("normal", "fast", "off")) == "fast"
    assert settings.get_str("window_geometry", "") == "01ab"
    assert settings.get_str("missing", "x") == "x"


@pytest.mark.parametrize("stored, expected", [
    (0.5, 0.5), (2, 2.0), (-1, 1.0), (9.0, 1.0), (True, 1.0), ("0.5", 1.0), ([0.5], 1.0), (None, 1.0),
    ({"v": 0.5}, 1.0),
])
def test_get_float_checks_type_and_range(stored, expected):
    _prefs({"zoom": stored})
    value = settings.get_float("zoom", 1.0, low=0.0, high=4.0)
    assert value == expected and type(value) is float


def test_get_float_refuses_numbers_beyond_float_range():
    paths.settings_path().write_text('{"format": "top-five-settings", "prefs": {"zoom": 1e999}}')
    assert settings.get_float("zoom", 1.0) == 1.0
