"""Top Pop's table fits its window without cutting or covering what a player reads (issue 26, item 2):

- the two-player table (ui/duo_layout.py, in card units): every card of a company's column, the
  seventh card at its foot too, lies whole in its column and in the part of the table the view shows,
  from the first turn to full columns at the end, at the table's sizes in a window of 800x600 and of
  1920x1080, in English and German; the card out of the game lies apart from every column, greyed
  and crossed out, with its words ("Out of the game"), never a "7" like a seventh card's back;
- the standard table: a tower's count of caps lies on its top cap (not over the card's picture or a
  night card's medallion, above it) and a score pile's counts under its cards (not over their
  pictures); its cards keep their city codes whole in a full-screen window with five players."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from app.core import i18n
from app.games.top_pop.actions import Discard
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui import duo_art
from app.games.top_pop.ui.scene import Scene
from app.ui.items.card_art import recording_text
from app.ui.qt_table_view import TableView
from tests.ui import layout_check

NAMES, COLORS = ["Ana", "Benedikt"], ["#d1352b", "#2f6fd0"]
#: the table's size in a window of 800x600 and of 1920x1080 (beside the score sheet and the log)
TABLES = [(589, 504), (1553, 984)]


def _view(qtbot, size, names=NAMES, colors=COLORS):
    scene = Scene(GAME, names, colors)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def _seen(view) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)


def _duo_game(seed: int) -> list:
    """A two-player game of random legal moves to its end: (seat, view, legal) after the set-up, half
    way, one move before the end (the seventh cards still face down) and at the end."""
    state = GAME.new_state(2, seed, {"variant": "two_player"})
    rng = random.Random(seed)
    moves = []
    while not state.is_over:
        seat = state.current_player
        moves.append((seat, state.view(seat), state.legal_actions()))
        state.apply(rng.choice(state.legal_actions()), seat)
    setup = next(i for i, (_s, v, _l) in enumerate(moves) if v.get("phase") != "setup")
    return [moves[1], moves[setup], moves[len(moves) // 2], moves[-1], (0, state.view(0), [])]


def _card_rects(column) -> list[QRectF]:
    """The scene rects of the cards lying in `column` (its starting card, those played, its seventh)."""
    rows = ([0] if column.start is not None else []) + [1 + i for i in range(len(column.played))]
    rows += [7] if column.seventh is not None else []
    return [column.mapRectToScene(column.card_rect(r)) for r in rows]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", TABLES)
def test_every_card_of_a_duo_column_lies_whole_on_the_table(qtbot, size, lang):
    with i18n.use(lang):
        scene, view = _view(qtbot, size)
        full = 0
        for seat, v, legal in _duo_game(11):
            scene.show_position(v, legal, seat)
            seen = _seen(view)
            for column in scene.duo.columns:
                own = column.mapRectToScene(QRectF(0, 0, column.w, column.h)).adjusted(-1, -1, 1, 1)
                for rect in _card_rects(column):
                    assert own.contains(rect), (size, column.k, rect, own)  # the seventh was cut at the foot
                    assert seen.contains(rect), (size, column.k, rect, seen)
                full += len(column.played) == 6 and column.seventh is not None
            # nothing the table writes is cut, covered or out of sight (the seventh's "7" was cut)
            assert layout_check.scene_covered(view) == []
            assert layout_check.scene_text(view) == []
        assert full >= 4  # the end: every column full, its seventh card turned up


def test_the_seventh_card_lies_apart_from_the_six_and_whole(qtbot):
    scene, view = _view(qtbot, TABLES[0])
    seat, v, legal = _duo_game(5)[-1]  # the end: every column full
    scene.show_position(v, legal, seat)
    for column in scene.duo.columns:
        assert len(column.played) == 6 and column.seventh is not None
        sixth, seventh = column.card_rect(6), column.card_rect(7)
        assert seventh.top() > sixth.bottom()  # not under the sixth card: apart
        assert seventh.height() == pytest.approx(sixth.height())  # whole, not tucked
        assert seventh.bottom() <= column.h


def _spot_texts(spot) -> list[str]:
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with recording_text() as log:
        spot.paint(painter, None)
    painter.end()
    return [text for text, _px, _role in log]


@pytest.mark.parametrize("lang, words", [("en", "Out of the game"), ("de", "Aus dem Spiel")])
@pytest.mark.parametrize("size", TABLES)
def test_the_card_out_of_the_game_is_not_taken_for_a_seventh(qtbot, size, lang, words):
    with i18n.use(lang):
        scene, view = _view(qtbot, size)
        state = GAME.new_state(2, 3, {"variant": "two_player"})
        while not any(isinstance(a, Discard) for a in state.legal_actions()):
            state.apply(state.legal_actions()[0], state.current_player)
        discard = next(a for a in state.legal_actions() if isinstance(a, Discard))
        seat = state.current_player
        state.apply(discard, seat)
        for looker in (seat, 1 - seat):  # who put it out sees its face; the other, a back
            scene.show_position(state.view(looker), [], looker)
            out = scene.duo.out
            assert out.isVisible() and out.card_back
            assert (out.code is not None) == (looker == seat)
            spot = out.mapRectToScene(out.card_rect())
            for column in scene.duo.columns:
                assert not spot.intersects(column.mapRectToScene(QRectF(0, 0, column.w, column.h)))
            assert _seen(view).contains(out.mapRectToScene(out.boundingRect().adjusted(6, 6, -6, -6)))
            texts = " ".join(_spot_texts(out))
            if looker == seat:  # its face (greyed, crossed out), then the words
                assert texts.endswith(" " + words) and texts != words
            else:  # a seventh's back says "7": the back of the card out of the game says nothing
                assert texts == words


def test_a_seventh_back_says_seven_and_a_card_out_of_the_game_does_not(qtbot):
    from PySide6.QtGui import QImage, QPainter

    def texts(paint) -> list[str]:
        image = QImage(80, 120, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        with recording_text() as log:
            paint(painter, QRectF(0, 0, 70, 100))
        painter.end()
        return [t for t, _px, _role in log]

    assert texts(lambda p, r: duo_art.paint_card(p, r, None)) == ["7"]
    assert "7" not in texts(lambda p, r: duo_art.paint_out_card(p, r, None))
