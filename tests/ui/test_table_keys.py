"""The one keyboard layer (app/ui/table_keys.py) in every game with keys: a key pressed while the cards
move is kept (nothing is sent, refused or picked meanwhile) and played when they stop, with the same
result as the same key pressed at rest; Esc is not kept."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.core.rng import Rng
from app.ui.qt_table_view import TableView

NAMES = ["Ana", "Ben", "Cleo"]
COLORS = ["#e53935", "#1e88e5", "#43a047"]
#: per game: the key pressed, and how many random moves come before the move that animates
GAMES = {"flip7": (Qt.Key.Key_H, 0), "top3": (Qt.Key.Key_2, 0), "top_oder_flop": (Qt.Key.Key_1, 4),
         "top_pop": (Qt.Key.Key_1, 3), "top_this": (Qt.Key.Key_1, 0)}


def _table(qtbot, game_id: str):
    game = importlib.import_module(f"app.games.{game_id}.rules").GAME
    scene = importlib.import_module(f"app.games.{game_id}.ui.scene").Scene(game, NAMES, COLORS)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    return game, scene, view


def _position(game, game_id: str):
    """A state whose next move is made by a seat that then moves again or another seat moves next:
    (state before the move, the move)."""
    state = game.new_state(3, 5)
    rng = Rng(5)
    for _ in range(GAMES[game_id][1]):
        state.apply(rng.choice(state.legal_actions()))
    return state, rng.choice(state.legal_actions())


def _record(scene) -> list:
    got: list = []
    scene.intent.connect(lambda a: got.append(("intent", a)))
    scene.whyNot.connect(lambda a: got.append(("whynot", a)))
    scene.refused.connect(lambda s: got.append(("refused", s)))
    return got


def _choice(scene) -> tuple:
    chooser = getattr(scene, "chooser", None)
    return (dict(chooser.picked) if chooser is not None else None, scene.key_ring,
            getattr(scene, "chosen", None))


def _after_the_move(qtbot, game_id: str, press_while_moving: bool, escape: bool = False, hand_off: bool = False):
    """Play a move with its animation and press the game's key (while it runs, or after); the signals
    and the choice after it. The seat at the screen stays (`hand_off`: the next seat takes it)."""
    game, scene, view = _table(qtbot, game_id)
    state, move = _position(game, game_id)
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    events = state.apply(move)
    after = state.current_player if state.current_player is not None else seat
    screen_seat = after if hand_off else seat
    legal = state.legal_actions() if after == screen_seat else []
    got = _record(scene)
    scene.set_speed(1.0)
    scene.play_events(events, state.view(screen_seat), legal_after=legal, acting_after=after)
    assert scene.busy, game_id
    key = GAMES[game_id][0]
    if press_while_moving:
        before = _choice(scene)
        QTest.keyClick(view.viewport(), key)
        if escape:
            QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)
        assert got == [] and _choice(scene) == before, (game_id, got)  # kept, nothing played yet
        scene.finish_animations()
    else:
        scene.finish_animations()
        QTest.keyClick(view.viewport(), key)
    return got, _choice(scene)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_key_pressed_while_the_cards_move_is_played_when_they_stop(qtbot, game_id):
    kept = _after_the_move(qtbot, game_id, press_while_moving=True)
    at_rest = _after_the_move(qtbot, game_id, press_while_moving=False)
    assert kept == at_rest
    signals, (picked, ring, chosen) = kept
    assert signals or picked or ring is not None or chosen is not None, game_id  # the key did something


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_escape_is_not_kept_and_drops_the_kept_keys(qtbot, game_id):
    signals, (picked, ring, chosen) = _after_the_move(qtbot, game_id, press_while_moving=True, escape=True)
    assert signals == [] and not picked and ring is None and chosen is None, game_id


@pytest.mark.parametrize("game_id", ["top3", "top_oder_flop", "top_pop"])
def test_a_key_kept_for_one_seat_is_not_played_for_the_next(qtbot, game_id):
    """A hand-off meanwhile (another seat at the screen when the cards stop): the key goes."""
    signals, (picked, ring, chosen) = _after_the_move(qtbot, game_id, True, hand_off=True)
    assert signals == [] and not picked and ring is None and chosen is None, game_id


def test_enter_goes_to_the_one_lit_place_at_once(qtbot):
    """A play-test found Enter had to be pressed twice when a picked card could go to one place only
    (the first put the ring on it): with one lit place, Enter goes there; with several, it rings the
    first, as before."""
    game, scene, view = _table(qtbot, "top_oder_flop")
    got = _record(scene)
    seen = {"one": False, "several": False}
    for seed in range(40):
        state = game.new_state(3, seed)
        rng = Rng(seed)
        for _ in range(rng.randbelow(8)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.current_player
        scene.show_position(state.view(seat), state.legal_actions(), seat)
        for n in range(1, len(state.view(seat).get("hand", [])) + 1):
            scene.cancel_choice()
            QTest.keyClick(view.viewport(), getattr(Qt.Key, f"Key_{n}"))
            lit = scene.key_lit()
            if not lit or (len(lit) == 1 and seen["one"]) or (len(lit) > 1 and seen["several"]):
                continue
            got.clear()
            QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
            if len(lit) == 1:
                assert [kind for kind, _a in got] == ["intent"], got
                assert got[0][1] in state.legal_actions()
                seen["one"] = True
            else:
                assert got == [] and scene.key_ring == lit[0]
                seen["several"] = True
            scene.cancel_choice()
        if all(seen.values()):
            break
    assert all(seen.values()), seen
