"""Learn to play Top Pop (the game for three and the two-player DUO lesson) in a window of 1920x1080
(play-test of issue 26): the lesson's banner above the table took its room, but the hand's fan, its
cards' glow and the lesson's ring around the card to click were cut at the foot of the table. The
table fits what the banner leaves: the scene is the view's size, and every hand card with its glow,
the ring with its reach and the prompt lie inside the part of the scene the view shows, the prompt
over no hand card. Also in the plain game: the hand's fan in its band at the three window sizes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from app.core import i18n
from app.ui.items.hint_marker import HintMarker
from tests.support.tutorial_run import learner_may_move, main_window
from tests.ui.test_fit26_top_pop import TABLES, _table, inside, overlap, row_problems, seen_rect, texts_of


def hand_problems(scene, view, hand, prompt) -> list[str]:
    """The hand's cards (with their glow), the lesson's ring (with its reach) and the prompt's words out
    of the view's sight, or the prompt over a hand card."""
    seen, found = seen_rect(view), []
    cards = [card.sceneBoundingRect() for card in hand.cards if card.isVisible()]
    for k, rect in enumerate(cards):
        if not inside(seen, rect):
            found.append(f"hand card {k} {rect.getRect()} out of sight {seen.getRect()}")
    marker = getattr(scene, "hint_marker", None)
    if marker is not None and marker.isVisible():
        target = marker.mapRectToScene(marker.target)
        ring = target.adjusted(*[f * HintMarker.reach(target) for f in (-1, -1, 1, 1)])
        if not inside(seen, ring):
            found.append(f"the ring {ring.getRect()} out of sight {seen.getRect()}")
    for text, rect in texts_of(prompt):
        if not inside(seen, rect):
            found.append(f"the prompt {text!r} {rect.getRect()} out of sight")
        found += [f"the prompt {text!r} over hand card {k}" for k, card in enumerate(cards) if overlap(rect, card)]
    return found


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("lesson", [0, 1], ids=["three", "duo"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800), (800, 600)])
def test_the_lesson_hand_lies_whole_under_the_banner(qtbot, size, lesson, language):
    with i18n.use(language):
        window = main_window(qtbot, speed="off", size=size)
        try:
            qtbot.waitExposed(window)
            window.start_tutorial("top_pop", lesson)
            table = window.table
            qtbot.waitUntil(lambda: learner_may_move(window), timeout=10000)
            qtbot.wait(50)
            scene, view = table.scene, table.view
            assert window.lesson is not None and window.lesson.tutorial.number == 1
            viewport = view.viewport()
            assert (scene.width, scene.height) == (viewport.width(), viewport.height())  # the banner's room
            assert scene.hint_marker is not None  # the ring on the card to click
            if lesson == 1:
                assert scene.duo_active and scene.duo.hand.cards
                assert hand_problems(scene, view, scene.duo.hand, scene.duo.prompt) == []
                g = scene.duo.geo
                band = QRectF(0, g.hand_y - g.gap, g.W, g.hand_h + g.gap)  # a picked card rises into the gap
                for card in scene.duo.hand.cards:
                    assert inside(band, card.sceneBoundingRect()), (card.code, card.sceneBoundingRect(), band)
            else:
                assert scene.hand.cards and len(scene.names) == 3
                assert hand_problems(scene, view, scene.hand, scene.prompt) == []
                assert row_problems(scene, view) == []
        finally:
            window.close()


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("size", TABLES, ids=["800x600", "1280x800", "1920x1080"])
def test_the_hand_fan_lies_in_its_band(qtbot, size, players):
    scene, view = _table(qtbot, size, players)
    g = scene.geo
    band = QRectF(0, g.bottom_y - g.gap, g.W, g.bottom_h + g.gap)  # a picked card rises into the gap
    scene.hand.pick(scene.hand.cards[0])
    for card in scene.hand.cards:
        assert inside(band, card.sceneBoundingRect()), (card.code, card.sceneBoundingRect().getRect(), band)
    assert hand_problems(scene, view, scene.hand, scene.prompt) == []
