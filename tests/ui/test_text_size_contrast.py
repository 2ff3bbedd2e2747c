"""Issue 29, size and contrast: the text-size setting (stored, wild values refused), View > Text size
scaling the widgets' letters and the open table's at once, the high-contrast look (Qt's preference,
overridden by TOP_FIVE_CONTRAST), and the keyboard's focus ring standing out beside the hint ring."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from app.games import registry
from app.persistence import SeatConfig, paths, settings
from app.ui import contrast
from app.ui.items import card_art
from app.ui.items.card_art import CardArt, recording_text
from app.ui.items.card_item import CardItem
from app.ui.items.hint_marker import HintMarker
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check
from tests.ui.test_fit26_sheet import shown_window

FELT = QColor("#1f6b47")


@pytest.fixture(autouse=True)
def _usual_size():
    yield
    from app.ui import qt_text_size

    qt_text_size.apply(100)


# ---- the setting ----------------------------------------------------------------------------------

def test_the_text_size_is_100_unless_a_size_in_range_is_stored():
    assert settings.text_size() == 100
    settings.put(settings.TEXT_SIZE_KEY, 150)
    assert settings.text_size() == 150
    for wild in (1000, 99, -5, "big", True, None, [150], 1e400):
        path = paths.settings_path()
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["prefs"][settings.TEXT_SIZE_KEY] = wild if wild != 1e400 else 10 ** 400
        path.write_text(json.dumps(doc), encoding="utf-8")
        assert settings.text_size() == 100, wild


def test_the_table_scale_is_kept_between_100_and_200_percent():
    assert card_art.set_text_scale(5.0)
    assert card_art.text_scale() == 2.0 and card_art.min_text_px() == 22.0
    card_art.set_text_scale(0.2)
    assert card_art.text_scale() == 1.0 and card_art.min_text_px() == card_art.MIN_TEXT_PX


# ---- View > Text size -----------------------------------------------------------------------------

def _window(qtbot, size=(1280, 800)) -> MainWindow:
    window = shown_window(qtbot, size)
    game = registry.get("top_pop")
    window.start_game(game, [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "easy"),
                             SeatConfig("Cleo", "#2e9d4a", "easy")], seed=7)
    table = window.table
    qtbot.waitUntil(lambda: table.scene is not None and bool(table.human_legal()) and table.is_settled(),
                    timeout=20000)
    return window


def _texts(view) -> dict[str, float]:
    """Each text the table paints (role "text"), at its size on the screen."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with recording_text() as log:
        view.render(painter)
    painter.end()
    sizes: dict[str, float] = {}
    for text, px, role in log:
        if role == "text":
            sizes[text] = max(px, sizes.get(text, 0.0))
    return sizes


def test_view_text_size_scales_the_widgets_and_the_open_table_at_once(qtbot):
    window = _window(qtbot)
    app = QApplication.instance()
    points = app.font().pointSizeF()
    view = window.table.view
    before = _texts(view)
    status_h = window.table.status.height()
    assert min(before.values()) == pytest.approx(card_art.MIN_TEXT_PX, abs=0.6)

    window.text_size_menu.choose(150)  # no resize: the table is laid out anew by the choice itself
    qtbot.wait(20)
    after = _texts(view)
    assert settings.text_size() == 150
    assert window.text_size_menu.size_actions[150].isChecked()
    assert app.font().pointSizeF() == pytest.approx(points * 1.5, rel=0.02)
    assert window.table.status.height() > status_h * 1.3
    assert min(after.values()) >= card_art.MIN_TEXT_PX * 1.5 - 0.6
    grown = [t for t in before if t in after and after[t] > before[t] * 1.2]
    assert len(grown) >= len(before) // 2, (before, after)
    assert layout_check.scene_text(view, min_px=card_art.min_text_px()) == []
    assert layout_check.scene_covered(view) == []

    window.text_size_menu.choose(100)
    qtbot.wait(20)
    assert _texts(view) == before
    assert app.font().pointSizeF() == pytest.approx(points, rel=0.02)


def test_a_text_size_chosen_on_the_launcher_builds_no_table(qtbot):
    """Only a table already made is laid out anew: the choice on the launcher makes none (the table
    screen is made when a game first needs it)."""
    window = shown_window(qtbot, (1000, 700))
    assert window._table is None
    window.text_size_menu.choose(125)
    assert window._table is None
    window.text_size_menu.choose(100)


# ---- high contrast --------------------------------------------------------------------------------

def test_high_contrast_follows_qt_unless_the_variable_says(monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    style_hints = QGuiApplication.styleHints()
    system = style_hints.accessibility().contrastPreference()
    monkeypatch.delenv(contrast.ENV, raising=False)
    assert contrast.high_contrast() == (system == Qt.ContrastPreference.HighContrast)
    monkeypatch.setenv(contrast.ENV, "high")
    assert contrast.high_contrast()
    monkeypatch.setenv(contrast.ENV, "normal")
    assert not contrast.high_contrast()


def _background(window) -> QImage:
    view = window.table.view
    scene = view.scene()
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.drawBackground(painter, QRectF(scene.sceneRect()))
    painter.end()
    return image


def test_high_contrast_draws_a_plain_dark_felt_and_keeps_the_system_colours(qtbot, monkeypatch):
    monkeypatch.setenv(contrast.ENV, "normal")
    window = _window(qtbot)
    normal = _background(window)
    assert normal.pixelColor(5, 5) != normal.pixelColor(200, 150)  # the felt's gradient
    monkeypatch.setenv(contrast.ENV, "high")
    high = _background(window)
    assert high.pixelColor(5, 5) == high.pixelColor(200, 150)  # one tone
    assert high.pixelColor(200, 150).lightnessF() < normal.pixelColor(200, 150).lightnessF() * 0.5
    assert "palette(text)" in contrast.note_style("#a35200") and "#a35200" not in contrast.note_style("#a35200")
    monkeypatch.setenv(contrast.ENV, "normal")
    assert "#a35200" in contrast.note_style("#a35200")


# ---- the focus ring beside the hint ring ----------------------------------------------------------

def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def _ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _card_on_felt(mark: str) -> QImage:
    """A card of 80x114 on the felt, with the keyboard's focus, or with the hint ring around it."""
    scene = QGraphicsScene(0, 0, 200, 220)
    scene.setBackgroundBrush(FELT)
    card = CardItem(CardArt(), "7", width=80.0)
    card.setPos(60, 50)
    scene.addItem(card)
    if mark == "focus":
        card.set_highlight(focus=True)
    elif mark == "hint":
        ring = HintMarker(QRectF(60, 50, 80, 80 / 0.7))
        ring.stop()
        scene.addItem(ring)
    image = QImage(200, 220, QImage.Format.Format_ARGB32)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, 200, 220), QRectF(0, 0, 200, 220))
    painter.end()
    return image


def _ring_pixels(marked: QImage, plain: QImage) -> tuple[int, int, int]:
    """Of the pixels the mark changed: those that stand out 7:1 against what they cover, those made
    darker than it 3:1, and those made lighter 3:1."""
    strong = darker = lighter = 0
    for y in range(marked.height()):
        for x in range(marked.width()):
            a, b = marked.pixelColor(x, y), plain.pixelColor(x, y)
            if a == b:
                continue
            ratio = _ratio(a, b)
            strong += ratio >= 7.0
            if ratio >= 3.0:
                darker += _luminance(a) < _luminance(b)
                lighter += _luminance(a) > _luminance(b)
    return strong, darker, lighter


def test_the_focus_ring_stands_out_beside_the_hint_ring(qtbot):
    plain = _card_on_felt("none")
    focus = _ring_pixels(_card_on_felt("focus"), plain)
    hint = _ring_pixels(_card_on_felt("hint"), plain)
    # far more pixels of strong contrast (7:1, what WCAG asks of small text) than the hint's
    # translucent, dashed cyan line
    assert focus[0] >= 400 and focus[0] >= 2 * hint[0], (focus, hint)
    # a double outline, a dark line and a light one (the glow alone was light only: on a white card it
    # faded), where the hint ring has no dark line of that contrast: another pattern, not only colour
    assert focus[1] >= 400 and focus[2] >= 400, focus
    assert hint[1] < 100 and focus[1] >= 4 * max(1, hint[1]), (focus, hint)
