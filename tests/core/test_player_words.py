"""Loading a damaged save says what is wrong in a player's words, never in the code's.

A corpus of damaged saves (a move missing a detail, with an extra one, with wrong-typed values, of an
unknown kind, not a move at all; a wrong version, a missing seed, ...) for every registered game and
the secret test game goes through `Game.state_from_json`, `saves.parse_save` and `saves.load_game`;
every message must be a sentence without developer words (tests/core/words.py).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re
import typing

import pytest

from app.core import Action, IllegalAction, SaveFormatError
from app.core.records import parse_record
from app.games import registry
from app.persistence import saves
from app.persistence.seats import SeatConfig
from tests.core.words import assert_player_sentence, developer_words
from tests.support import GAMES as TEST_GAMES
from tests.support import GAME as SECRET_GAME

GAMES = [*registry.all(), SECRET_GAME]
MOVE_REFUSED = r"^Move \d+ of the saved game cannot be played: [a-z]"


def resolve(game_id):
    return TEST_GAMES[game_id] if game_id in TEST_GAMES else registry.get(game_id)


def played(game, moves=8):
    rng = random.Random(7)
    state = game.new_state(game.min_players, seed=5)
    while len(state.history) < moves and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def _first_with_fields(actions):
    return next((i for i, a in enumerate(actions) if set(a) - {"type"}), None)


def _fits(value, hint) -> bool:
    """Does this JSON value read as `hint` (so it is no damage)? Only the kinds of the corpus."""
    if typing.get_origin(hint) is tuple:  # a list of fitting entries reads as a tuple (Top Pop's caps)
        args = typing.get_args(hint)
        return (isinstance(value, list) and len(args) == 2 and args[1] is Ellipsis
                and all(_fits(v, args[0]) for v in value))
    for option in typing.get_args(hint) or (hint,):
        if option is type(None) and value is None:
            return True
        if option in (int, float) and type(value) is int:
            return True
        if option is float and type(value) is float:
            return True
        if option is str and type(value) is str:
            return True
    return False


def damaged_states(game):
    """(label, state dict or text) of damaged states of `game` and, where the meaning is fixed, the
    sentence (or its end) the loader must give."""
    good = played(game).to_dict()
    actions = good["actions"]

    def edit_move(i, change):
        data = copy.deepcopy(good)
        change(data["actions"][i])
        return data

    def with_moves(raws):
        return {**copy.deepcopy(good), "actions": [*copy.deepcopy(actions[:2]), *raws], "snapshot": None}

    cases = [
        ("not json", "{this is not json", "This is not a readable saved game: it is not valid JSON, "
                                         "the text format of saves."),
        ("cut short", json.dumps(good)[:40], None),
        ("wrong version", {**good, "version": 99}, f"This {game.title} save is written in format version 99; "
                                                  "this version of Top Five reads format version 1."),
        ("version text", {**good, "version": "1"}, None),
        ("version missing", {k: v for k, v in good.items() if k != "version"}, None),
        ("seed missing", {k: v for k, v in good.items() if k != "seed"},
         "The saved game has lost the number its shuffles start from (its seed)."),
        ("seed text", {**good, "seed": "5"}, None),
        ("seed yes", {**good, "seed": True}, None),
        ("players missing", {k: v for k, v in good.items() if k != "players"}, None),
        ("players text", {**good, "players": "2"}, None),
        ("players yes", {**good, "players": True}, None),
        ("too many players", {**good, "players": 99}, None),
        ("options not a mapping", {**good, "options": [1]}, None),
        ("unknown option", {**good, "options": {"colour_scheme": 1}},
         f"The saved game cannot be set up: it has an option that {game.title} does not have."),
        ("moves not a list", {**good, "actions": {"type": "x"}}, None),
        ("other game", {**good, "game": "chess"}, f"This saved game is of another game, not of {game.title}"
                                                  + ("" if game.title.endswith("!") else ".")),
        ("not a state", [1, 2], None),
        ("changed snapshot", {**good, "snapshot": {"x": 1}}, None),
    ]
    for label, raw in [("unknown kind", {"type": "jump"}), ("kind missing", {}), ("kind a number", {"type": 3}),
                       ("move a number", 5), ("move text", "hit"), ("move a list", []), ("move empty", None)]:
        cases.append((f"move: {label}", with_moves([raw]), MOVE_REFUSED))
    for i, raw in enumerate(actions):
        cls = game.action_classes[raw["type"]]
        cases.append((f"move {i + 1} extra detail", edit_move(i, lambda a: a.update(colour="red")),
                      f"Move {i + 1} of the saved game cannot be played: "
                      f"{cls.WORDS} has something in it that this game does not use."))
        hints = typing.get_type_hints(cls)
        for f in dataclasses.fields(cls):
            if f.default is dataclasses.MISSING:
                cases.append((f"move {i + 1} missing {f.name}", edit_move(i, lambda a, n=f.name: a.pop(n)),
                              f"Move {i + 1} of the saved game cannot be played: "
                              f"{cls.WORDS} is missing {cls.FIELD_WORDS[f.name]}."))
            for value in (True, "seven", None, [1], {"a": 1}, 2.5, 1e400):
                if not _fits(value, hints[f.name]):
                    cases.append((f"move {i + 1} {f.name}={value!r}",
                                  edit_move(i, lambda a, n=f.name, v=value: a.update({n: v})),
                                  rf"^Move {i + 1} of the saved game cannot be played: in {re.escape(cls.WORDS)}, "
                                  rf"{re.escape(cls.FIELD_WORDS[f.name])} (should be|is not written)"))
    flick = next((i for i, a in enumerate(actions) if isinstance(a.get("outcome"), dict)
                  and a["outcome"]["moved"]), None)
    if flick is not None:
        def outcome(change):
            return edit_move(flick, lambda a: change(a["outcome"]))

        prefix = f"Move {flick + 1} of the saved game cannot be played: in a flick, "
        nested = [
            ("frames text", lambda o: o.update(frames="x"), "how long the toppings rolled should be a whole number."),
            ("moved x text", lambda o: o["moved"][0].update(x="x"),
             "a resting spot should be a finite number."),
            ("moved x missing", lambda o: o["moved"][0].pop("x"),
             "something in its recorded result is missing a resting spot."),
            ("moved disc float", lambda o: o["moved"][0].update(disc=1.5),
             "the number of a topping that came to rest should be a whole number."),
            ("moved a mapping", lambda o: o.update(moved={"a": 1}), "something in its recorded result should be a list."),
            ("moved entry text", lambda o: o.update(moved=["x"]),
             "something in its recorded result is not written the way it should be."),
            ("moved entry kind", lambda o: o["moved"][0].update(type="flick"),
             "something in its recorded result is not written the way it should be."),
            ("outcome extra", lambda o: o.update(colour=1),
             "its recorded result has something in it that this game does not use."),
            ("fell yes", lambda o: o.update(fell=[True]), "a topping that fell off should be a whole number."),
        ]
        for label, change, end in nested:
            cases.append((f"outcome {label}", outcome(change), prefix + end))
        cases.append(("outcome text", edit_move(flick, lambda a: a.update(outcome="boom")),
                      prefix + "its recorded result is not written the way it should be."))
    return cases


def _message(load) -> str:
    with pytest.raises(SaveFormatError) as info:
        load()
    return str(info.value)


def _check(sentence, expected):
    assert_player_sentence(sentence)
    if expected is None:
        return
    if expected.startswith("^"):
        assert re.match(expected, sentence), (sentence, expected)
    else:
        assert sentence == expected


CORPUS = [(game, label, data, expected) for game in GAMES for label, data, expected in damaged_states(game)]
SEATS = [SeatConfig(f"Seat {i}", "#d33", "human") for i in range(1, 9)]


@pytest.mark.parametrize("game, label, data, expected", CORPUS, ids=[f"{c[0].id}: {c[1]}" for c in CORPUS])
def test_damaged_states_load_with_a_players_sentence(game, label, data, expected, tmp_path):
    text = data if isinstance(data, str) else json.dumps(data)
    _check(_message(lambda: game.state_from_json(text)), expected)
    # the same damage inside a save file: parse_save and load_game say it in the same words
    doc = saves.save_dict(game, played(game), SEATS[:game.min_players])
    if isinstance(data, str):
        path = tmp_path / "damaged.json"
        path.write_text(json.dumps(doc)[:-3] if label == "cut short" else "{this is not json")
        assert_player_sentence(_message(lambda: saves.load_game(path, resolve_game=resolve)))
        return
    doc["state"] = data
    if isinstance(data, dict) and data.get("game") == game.id:
        _check(_message(lambda: saves.parse_save(doc, resolve)), expected)
    else:
        assert_player_sentence(_message(lambda: saves.parse_save(doc, resolve)))
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(doc))
    assert_player_sentence(_message(lambda: saves.load_game(path, resolve_game=resolve)))


def test_the_corpus_covers_every_kind_of_damage_for_every_game():
    labels = {(c[0].id, c[1].split(" ")[0] if c[1].startswith("move") else c[1]) for c in CORPUS}
    for game in GAMES:
        for kind in ("not json", "wrong version", "seed missing", "move:"):
            assert (game.id, kind) in labels, (game.id, kind)
    names = [c[1] for c in CORPUS]
    for game, needle in [("flip7", "missing player"), ("top_this", "missing face"), ("top_this", "outcome moved x"),
                         ("top_this", "extra detail"), ("flip7", "player='seven'"), ("top_this", "disc=2.5")]:
        assert any(needle in c[1] and c[0].id == game for c in CORPUS), (game, needle, names[:5])
    print({g.id: sum(1 for c in CORPUS if c[0] is g) for g in GAMES})


def test_the_brief_example_sentence():
    game = registry.get("top_this")
    data = played(game).to_dict()
    i = next(i for i, a in enumerate(data["actions"]) if a["type"] == "flick")
    del data["actions"][i]["face"]
    assert _message(lambda: game.state_from_json(json.dumps(data))) == (
        f"Move {i + 1} of the saved game cannot be played: a flick is missing the face of its topping.")


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_action_and_field_has_player_words(game):
    """Each move has a noun (WORDS) and each of its details words (FIELD_WORDS) without code words."""
    for cls in game.action_classes.values():
        assert cls.WORDS and not developer_words(cls.WORDS), cls
        assert set(cls.FIELD_WORDS) == {f.name for f in dataclasses.fields(cls)}, cls
        for words in cls.FIELD_WORDS.values():
            assert words and not developer_words(words), (cls, words)


@pytest.mark.parametrize("raw, sentence", [
    ([], "This move does not say what kind of move it is."),
    ({"type": "jump"}, "This is a move of an unknown kind; the moves of this game are a hit, a stay or a choice "
                       "of player."),
    ({"type": "hit", "card": 7}, "A hit has something in it that this game does not use."),
    ({"type": "target"}, "A choice of player is missing the player chosen."),
    ({"type": "target", "player": "x"}, "In a choice of player, the player chosen should be a whole number."),
])
def test_parsing_a_move_says_what_is_wrong_with_it(raw, sentence):
    with pytest.raises(IllegalAction) as info:
        registry.get("flip7").parse_action(raw)
    assert str(info.value) == sentence


def test_records_without_words_still_give_sentences():
    """A record class that declares no words (a test game's) gets generic sentences."""
    @dataclasses.dataclass(frozen=True)
    class Bare(Action):
        TYPE = "bare"
        amount: int

    for raw, sentence in [({"type": "bare"}, "A move is missing one of its details."),
                          ({"type": "bare", "amount": "x"}, "In a move, one of its details should be a whole number."),
                          ({"type": "other"}, "This is a move of an unknown kind.")]:
        with pytest.raises(IllegalAction) as info:
            parse_record(raw, {"bare": Bare})
        assert str(info.value) == sentence


def test_a_move_of_another_game_is_named_in_words():
    from app.games.flip7.actions import Hit

    top_this = registry.get("top_this").new_state(2, seed=1)
    for action, sentence in [(Hit(), "A hit is not a move of Top This!"), ("hit", "That is not a move of Top This!"),
                             (registry.get("flip7").parse_action({"type": "stay"}), "A stay is not a move of Top This!")]:
        with pytest.raises(IllegalAction) as info:
            top_this.check(action)
        assert str(info.value) == sentence


def test_a_rules_sentence_keeps_its_meaning_after_the_move_number():
    """The rules' own sentence follows "Move N ... cannot be played:", lower-cased only where it starts
    with a plain word (a sentence starting with a name keeps its capital)."""
    game = registry.get("flip7")
    seed = next(n for n in range(100) if not any(a.TYPE == "target" for a in game.new_state(3, n).legal_actions()))
    data = game.new_state(3, seed).to_dict()
    data["actions"], data["snapshot"] = [{"type": "target", "player": 1}], None
    message = _message(lambda: game.state_from_json(json.dumps(data)))
    assert message.startswith("Move 1 of the saved game cannot be played: there is no card to give away now"), message
    assert_player_sentence(message)
