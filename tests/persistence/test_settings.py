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
                               kinds=["human", "human"], seed=None, options={"rounds": 3})
    assert settings.last_new_game("flip7") == {
        "players": 3, "names": ["Ana", "Bo", "Cy"], "colors": ["#f00", "#0f0", "#00f"],
        "kinds": ["human", "normal", "hard"], "seed": 42, "speed": 0.5}
    assert settings.last_new_game("top3")["options"] == {"rounds": 3}
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
