"""Top Pop's table fits its window without cutting or covering what a player reads (issue 26, item 2):

- the two-player table (ui/duo_layout.py, in card units): every card of a company's column, the
  seventh card at its foot too, lies whole in its column and in the part of the table the view shows,
  from the first turn to full columns at the end, at the table's sizes in a window of 800x600 and of
  1920x1080, in English and German; the card out of the game lies apart from every column, greyed
  and crossed out, with its words ("Out of play"), never a "7" like a seventh card's back;
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
    """A Top Pop table of `names` in a view of `size`, shown."""
    scene = Scene(GAME, names, colors)
    view = TableView(scene)
    view.resize(*size)
    qtbot.addWidget(view)
    with qtbot.waitExposed(view):
        view.show()
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


@pytest.mark.parametrize("lang, words", [("en", "Out of play"), ("de", "Aus dem Spiel")])
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


# ---- the standard table ---------------------------------------------------------------------------

ALL_CITIES = ["STL", "NYC", "SF", "LV", "CHI", "SEA", "NO"]


def _standard(qtbot, size, players, many=False):
    from tests.ui import top_pop_views as tv

    scene, view = _view(qtbot, size, tv.NAMES[:players], tv.COLORS[:players])
    v = tv.view(players, 0, "stack")
    # a night card seen as its back with a one-cap tower and a tower of two (issue 26: "stack labels
    # cover the night-card medallion"), a one-cap tower on a city card ("1" over its picture)
    v["fronts"][0][1]["stacks"], v["fronts"][0][1]["tallest"] = {1: [1], 0: [0, 0]}, 0
    v["fronts"][1][1]["stacks"], v["fronts"][1][1]["tallest"] = {0: [2]}, 0
    if many:  # six cards in a row, and a score pile of every city and a night card (eight small cards)
        v["fronts"][1] += [{"card": c, "night": False, "stacks": {0: [0]}, "tallest": 0} for c in ("NO", "SEA", "CHI")]
        v["won"][0] = ALL_CITIES + [None, "NYC"]
        v["won_counts"] = [len(w) for w in v["won"]]
    scene.show_position(v, tv.legal(v), 0)
    return scene, view


def _card_rect(card) -> QRectF:
    return card.mapRectToScene(QRectF(0, 0, *card.size))


def _medallion(card) -> QRectF:
    """Where a night card's back has its moon (ui/art.py `paint_back`), in scene coordinates."""
    w, h = card.size
    d = min(w * 0.7, h * 0.5)
    return card.mapRectToScene(QRectF(w / 2 - d / 2, h * 0.42 - d / 2, d, d))


@pytest.mark.parametrize("size, players", [(TABLES[0], 2), (TABLES[1], 2), (TABLES[1], 5)])
def test_a_towers_count_lies_under_its_card_clear_of_the_picture_and_medallion(qtbot, size, players):
    scene, view = _standard(qtbot, size, players)
    seen, counted = _seen(view), 0
    for s, row in enumerate(scene.rows):
        frame = row.mapRectToScene(QRectF(0, 0, *row.size)).adjusted(-1, -1, 1, 1)
        for card in row.cards:
            towers = card.towers()
            face = _card_rect(card)
            for i in range(len(towers)):
                count = card.mapRectToScene(card.count_rect(i, len(towers)))
                assert not count.intersects(face), (s, card.code, count, face)  # the "1" lay on the picture
                assert not count.intersects(_medallion(card))
                assert frame.contains(count) and seen.contains(count), (s, count, frame)
                counted += 1
    assert counted >= 5
    assert [p for p in layout_check.scene_covered(view) if "ScorePile" not in p] == []


def test_a_night_cards_tower_counts_are_written_and_not_on_its_back(qtbot):
    scene, view = _standard(qtbot, TABLES[1], 5)
    night = scene.rows[0].cards[1]
    assert night.code is None and len(night.towers()) == 2
    places = layout_check.painted_places(night)
    counts = [(text, QRectF(rect)) for text, rect, role, _clip in places if role == "value"]
    assert sorted(text for text, _r in counts) == ["1", "2"]
    back = _card_rect(night)
    assert all(rect.top() >= back.bottom() for _t, rect in counts)


def test_full_screen_five_players_rows_spread_and_piles_keep_their_city_codes(qtbot):
    """Issue 26: "cards in a row overlap by 70% in full screen beside empty space and its score piles
    cut city codes ('4 N')": at 1920x1080 with five players, six cards in a row lie side by side and a
    pile of eight small cards keeps every value and city code whole."""
    from app.games.top_pop.ui.layout import PILE_CARD

    scene, view = _standard(qtbot, TABLES[1], 5, many=True)
    row = [_card_rect(c) for c in scene.rows[1].cards]
    assert len(row) == 6
    assert not any(a.intersects(b) for a, b in zip(row, row[1:]))
    pile = scene.piles[0]
    assert len(pile.groups()) == 8
    assert all(pile.slot_rect(i).width() >= PILE_CARD * 0.95 for i in range(8))
    assert layout_check.scene_covered(view) == []  # no city code cut by its card's edge
