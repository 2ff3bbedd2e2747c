"""The end of a Flip 7 round on the table: each line's points pop over it, a banner gives the round's
result, and the table holds still on it (ROUND_HOLD_MS times the speed, none at speed 0) before the
cards are swept away and the next round is dealt; a click on the table cuts the pause short; the
scene stays busy (no move can be made) meanwhile."""

from __future__ import annotations

import time

from PySide6.QtCore import QPointF

from app.games.flip7.ui.anim import ROUND_HOLD_MS, banner_lines, result_text
from tests.ui.scene_helpers import GAME, Hit, Stay, click_item, make_table
from tests.ui.scene_helpers import click_scene_point


def _last_move_of_a_round(qtbot, size=(800, 600)):
    """Three players; Ben (5) and Cleo (7) stay; Ana (9) hits a second 9 and busts: the round ends."""
    scene, view = make_table(qtbot, 3, *size)
    state = GAME.new_state(3, 4, {"dealer": 0, "deck": ["5", "7", "9", "9"]})
    scene.set_speed(0)
    scene.show_position(state.view(None), [], None)
    for _ in range(2):
        scene.play_events(state.apply(Stay()), state.view(None))
    assert state.current_player == 0
    events = state.apply(Hit())
    kinds = [e.TYPE for e in events]
    assert kinds[:7] == ["card_drawn", "busted", "player_scored", "player_scored", "player_scored", "round_scored",
                         "cards_cleared"], kinds
    return scene, view, state, events


def _timeline(qtbot, scene, timeout=8000):
    """Samples (seconds, banner lines or None, chip texts, cards in the lines) until the scene is idle."""
    samples = []
    start = time.perf_counter()

    def sample():
        banner = scene.round_banner
        chips = sorted(m.text for m in scene.round_marks if m is not banner)
        samples.append((time.perf_counter() - start, banner.lines if banner is not None else None, chips,
                        sum(len(line.cards) for line in scene.lines), scene.busy))
        return not scene.busy

    qtbot.waitUntil(sample, timeout=timeout)
    return samples


def test_the_round_result_shows_and_holds_before_the_cards_are_swept(qtbot):
    scene, view, state, events = _last_move_of_a_round(qtbot)
    speed = 0.2
    scene.set_speed(speed)
    scene.play_events(events, state.view(None))
    assert scene.busy
    samples = _timeline(qtbot, scene)
    shown = [s for s in samples if s[1] is not None]
    assert shown, "no banner was shown"
    scored = [e for e in events if e.TYPE == "player_scored"]
    assert shown[0][1] == ["Round 1: Ana 0 (bust), Ben +5, Cleo +7"]
    assert shown[-1][2] == sorted(result_text(e) for e in scored) == ["+5", "+7", "BUST 0"]
    assert all(s[3] == 4 for s in shown)  # the round's cards are still on the table under the banner
    assert all(s[4] for s in shown)  # busy: no move can be made
    held = shown[-1][0] - shown[0][0]
    assert held >= ROUND_HOLD_MS * speed / 1000 * 0.9, held
    after = samples[samples.index(shown[-1]) + 1:]
    assert after and after[-1][1] is None and after[-1][2] == []  # swept away with the cards
    after_view = state.view(None)
    dealt = [[str(n) for n in p["numbers"]] + p["modifiers"] + p["actions"] for p in after_view["players"]]
    assert [[c.code for c in line.cards] for line in scene.lines] == dealt and after_view["round"] == 2
    assert scene.round_label.text == "Round 2"


def test_a_click_on_the_table_cuts_the_pause_short_without_playing(qtbot):
    scene, view, state, events = _last_move_of_a_round(qtbot)
    scene.set_speed(1.0)
    intents, refusals = [], []
    scene.intent.connect(intents.append)
    scene.refused.connect(refusals.append)
    scene.play_events(events, state.view(None))
    qtbot.waitUntil(lambda: scene.holding, timeout=5000)
    start = time.perf_counter()
    click_scene_point(view, QPointF(scene.width / 2, scene.height - 4))  # the felt below the lines
    assert not scene.holding and scene.busy  # the pause ends; the sweep and the deal go on
    qtbot.waitUntil(lambda: scene.round_banner is None, timeout=5000)  # swept (after the banner's pop)
    assert time.perf_counter() - start < ROUND_HOLD_MS / 1000 * 0.4
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    assert intents == [] and refusals == []
    # during the pause a click on the deck does not hit either (it only ends the pause)
    scene2, view2, state2, events2 = _last_move_of_a_round(qtbot)
    scene2.set_speed(0.3)
    scene2.intent.connect(intents.append)
    scene2.play_events(events2, state2.view(None))
    qtbot.waitUntil(lambda: scene2.holding, timeout=5000)
    click_item(view2, scene2.deck)
    assert intents == [] and not scene2.holding and scene2.busy
    qtbot.waitUntil(lambda: not scene2.busy, timeout=5000)


def test_no_pause_at_speed_zero(qtbot):
    scene, view, state, events = _last_move_of_a_round(qtbot)
    scene.set_speed(0)
    done = []
    scene.animationsFinished.connect(lambda: done.append(True))
    scene.play_events(events, state.view(None))
    assert done == [True] and not scene.busy and scene.round_banner is None and scene.round_marks == []


def test_the_banner_names_every_player_or_the_best_twelve():
    from types import SimpleNamespace

    from app.games.flip7.events import PlayerScored, RoundScored

    def banner(players):
        names = [f"P{i}" for i in range(players)]
        fake = SimpleNamespace(name=lambda s: names[s], scored={
            0: PlayerScored(0, 0, 0, False, 0, False, True), 1: PlayerScored(1, 30, 15, False, 15, True, False)})
        points = tuple([0, 30] + [i for i in range(2, players)])
        return banner_lines(fake, RoundScored(4, points, points))

    assert banner(3) == ["Round 4: P0 0 (bust), P1 +30 (Flip 7!), P2 +2"]
    six = banner(6)
    assert six[0] == "Round 4 is over" and " ".join(six[1:]).count("P") == 6
    many = banner(24)
    text = " ".join(many[1:])
    assert "P23 +23" in text and "P1 +30" in text and "P2 +2" not in text and "13 more" in text
