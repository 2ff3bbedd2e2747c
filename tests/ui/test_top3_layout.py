"""The Top 3 table in the main window at 800x600 and 1920x1080, with 2 and 4 players, in English and
German: mid-round with an order card and a bet card picked, and during a reveal with every seat's
line shown. Nothing lies outside the table or on another part (the seat panels, the round counter and
the category's note, the category card, the three cards and their sources, the deck and the discard
pile, the prompt, Confirm, the hand), no card of the hand covers another's words, and no text is
elided, drawn below the smallest readable size or out of the table (tests/ui/layout_check.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from app.core import i18n
from app.games.top3.actions import advance_name
from app.games.top3.rules import GAME
from app.ui.items import card_art
from app.ui.items.card_art import MIN_TEXT_PX
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check
from tests.ui.top3_helpers import seats

RUNS = [(lang, size, players) for lang in ("en", "de") for size in ((800, 600), (1920, 1080)) for players in (2, 4)]
#: a seed whose first round asks for the longest note (the tallest building's)
SEEDS = {"metropolen": 11, "films": 7}


def _rect(item) -> QRectF:
    """What an item covers of the table (without its glow)."""
    if hasattr(item, "frame"):
        return item.frame()
    size = getattr(item, "size", None) or getattr(item, "card_size", None)
    if size is not None:
        return QRectF(item.scenePos(), QRectF(0, 0, *size).size())
    return item.mapRectToScene(item.boundingRect().adjusted(3, 3, -3, -3))


def _parts(scene) -> dict[str, QRectF]:
    parts = {f"seat {s}": p.frame() for s, p in enumerate(scene.seat_items)}
    parts["category"] = _rect(scene.category)
    for k, card in enumerate(scene.cards):
        if not card.isVisible():
            continue  # (at the reveal: gone to a won pile or the discard pile)
        parts[f"card {k + 1}"] = _rect(card)
        if card.source_label.isVisible():
            parts[f"source {k + 1}"] = _rect(card.source_label)
    parts["deck"] = scene.deck.mapRectToScene(scene.deck.boundingRect().adjusted(6, 6, -6, -6))
    parts["discard"] = scene.discard.mapRectToScene(scene.discard.boundingRect().adjusted(6, 6, -6, -6))
    for name in ("round_label", "prompt"):
        parts[name] = _rect(getattr(scene, name))
    label = scene.rank_label if scene.rank_label.text else scene.note_label
    parts["middle line"] = _rect(label)
    if scene.confirm.isVisible():
        parts["confirm"] = _rect(scene.confirm)
    for table in (scene.order_cards, scene.bet_cards):
        for code, card in table.items():
            if card.isVisible():
                parts[f"hand {code}"] = _rect(card)
    return parts


def _problems(scene, view) -> list[str]:
    found = list(layout_check.scene_text(view))
    table = QRectF(0, 0, scene.width, scene.height).adjusted(-1, -1, 1, 1)
    parts = _parts(scene)
    for name, r in parts.items():
        if not table.contains(r):
            found.append(f"{name} {r.getRect()} lies outside the table {table.getRect()}")
    names = list(parts)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if (a.startswith("hand") and b.startswith("hand")) or {a, b} == {"deck", "discard"}:
                continue
            if parts[a].adjusted(1, 1, -1, -1).intersects(parts[b]):
                found.append(f"{a} overlaps {b}")
    hand = sorted((r for n, r in parts.items() if n.startswith("hand")), key=lambda r: r.left())
    for left, right in zip(hand, hand[1:]):
        if right.left() < left.right() - 0.5:
            found.append(f"hand cards overlap at x={right.left():.0f}")
    return found


@pytest.mark.parametrize("lang, size, players", RUNS, ids=[f"{l}-{w}x{h}-{p}p" for l, (w, h), p in RUNS])
def test_the_table_fits_mid_round_and_during_a_reveal(qtbot, lang, size, players):
    assert _reveal_problems(qtbot, lang, size, players, "nobody") == []


#: the play-test's window (German, 1000x700): the revealed "Nur ich habe recht" was cut as "Nur ich hab…"
BET_RUNS = [(lang, players) for lang in ("en", "de") for players in (2, 4)]


@pytest.mark.parametrize("lang, players", BET_RUNS, ids=[f"{l}-{p}p" for l, p in BET_RUNS])
def test_a_revealed_bet_card_wraps_its_words(qtbot, lang, players):
    """The bet card with the longest words, laid in the seat's panel and turned at the reveal, at
    1000x700: its words wrap onto lines, whole (none cut), at the least text size or more."""
    bets: list[list[tuple[str, float, str]]] = []
    found = _reveal_problems(qtbot, lang, (1000, 700), players, "only_me", bets)
    assert found == [], "\n".join(found)
    (painted,) = bets
    lines = [text for text, _px, _role in painted]
    with i18n.use(lang):
        words = advance_name("only_me")
    assert len(lines) > 1 and not any("…" in line for line in lines), lines
    assert " ".join(lines).replace("- ", "").replace("-", "") == words.replace("-", ""), lines
    assert all(px >= MIN_TEXT_PX for _text, px, _role in painted), painted


def _reveal_problems(qtbot, lang: str, size: tuple[int, int], players: int, bet: str,
                     bets: list | None = None) -> list[str]:
    """What does not fit on the table with order 132 and `bet` picked, and at the reveal; into
    `bets`, when given, the texts painted on the seat's laid bet card at the reveal."""
    theme = "metropolen" if players == 2 else "films"
    with i18n.use(lang):
        window = MainWindow(bot_delay_ms=0)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.start_game(GAME, seats("human", *["easy"] * (players - 1)), seed=SEEDS[theme],
                          options={"theme": theme, "categories": ["tallest_building"] if theme == "metropolen" else []})
        table, session = window.table, window.session
        table.set_speed(0.0)
        scene = table.scene
        qtbot.waitUntil(lambda: bool(session.legal_actions()) and not scene.busy, timeout=10000)
        scene.on_click(("order", "132"))
        scene.on_click(("bet", bet))
        qtbot.wait(50)
        found = [f"picked: {p}" for p in _problems(scene, table.view)]
        assert scene.chooser.ready() is not None
        table.set_speed(1.0)
        scene.on_click(("button", "confirm"))
        qtbot.waitUntil(lambda: scene.banner.isVisible() and scene.banner.opacity() > 0.9, timeout=20000)
        qtbot.wait(50)
        found += [f"reveal: {p}" for p in _problems(scene, table.view)]
        if bets is not None:
            card = scene.laid[0][1]
            assert card.face_up
            image = QImage(int(card._w) + 40, int(card._h) + 40, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            with card_art.recording_text() as painted:
                card.paint(painter, None, None)
            painter.end()
            bets.append([entry for entry in painted if entry[2] == "text"])
        banner = scene.banner.mapRectToScene(scene.banner.boundingRect())
        if not QRectF(0, 0, scene.width, scene.height).contains(banner):
            found.append(f"reveal: the seats' lines {banner.getRect()} reach out of the table")
        session.close(wait_ms=1000)
    return found
