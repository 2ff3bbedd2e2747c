"""One minus sign for every negative number a player reads (issue 26 play-test): Top oder Flop's German
end screen said "P0 −4" in its line of final scores and "-4" in the score sheet, and its log "Wert -11"
and "Änderungskarte -3". Every number a player reads is written by `i18n.number` (a negative one with
U+2212, "−4") or `text.signed_points` ("+3", "−3"); saves and views keep their numbers."""

from __future__ import annotations

import os
import re

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig
from tests.ui.test_fit26_sheet import shown_window

#: a hyphen-minus before a digit, not inside a word or a code ("Top-Seite", "P1-3" stay)
HYPHEN_NUMBER = re.compile(r"(?<![\w\-])-\d")
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa"]


def shown_texts(window) -> list[tuple[str, str]]:
    """(where, text) of what the window shows: its labels, every table's cells and row labels, the log."""
    out = [("label", label.text()) for label in window.findChildren(QLabel) if label.isVisible()]
    for table in window.findChildren(QTableWidget):
        if not table.isVisible():
            continue
        for r in range(table.rowCount()):
            head = table.verticalHeaderItem(r)
            out += [("row label", head.text())] if head is not None else []
            out += [("cell", table.item(r, c).text()) for c in range(table.columnCount()) if table.item(r, c)]
    out += [("log", str(line)) for line in window.table.log.sentences()]
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_top_oder_flop_writes_one_minus_sign(qtbot, monkeypatch, lang):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    with i18n.use(lang):
        window = shown_window(qtbot, (1920, 1080))
        window.setUpdatesEnabled(False)
        seats = [SeatConfig(f"P{i}", COLORS[i], "easy") for i in range(5)]
        window.start_game(registry.get("top_oder_flop"), seats, seed=1)
        window.session.set_frame_gate(None)
        table = window.table
        qtbot.waitUntil(lambda: window.session.is_over and table.pages.currentWidget() is table.end, timeout=60000)
        window.setUpdatesEnabled(True)
        qtbot.wait(20)
        texts = shown_texts(window)
    hyphens = [(where, text) for where, text in texts if HYPHEN_NUMBER.search(text)]
    minus = [(where, text) for where, text in texts if "\u2212" in text]
    assert minus, "this game has no negative number: it proves nothing"  # (seed 1: P0 ends on −4)
    assert hyphens == [], f"{len(hyphens)} texts with '-' for a minus: {hyphens[:5]}"


def test_a_negative_number_in_any_sentence_has_the_minus_sign():
    from app.core.text import signed_points, won_on_points
    from app.games.top3 import cards as top3_cards
    from app.games.top_oder_flop import cards as tof_cards

    with i18n.use("de"):
        assert (i18n.number(-1234), i18n.number(-0.04, 1), i18n.number(-2.5, 1)) == ("\u22121.234", "0,0", "\u22122,5")
        assert (signed_points(-2), signed_points(3, plus=True), signed_points(0, plus=True)) == ("\u22122", "+3", "0")
        assert "\u22123" in tof_cards.card_name("-3:move") and "+3" in tof_cards.card_name("+3:up")
        assert top3_cards.format_value("metropolen", "mean_temperature", -2.5) == "\u22122,5 °C"
        assert "\u22124" in won_on_points([0], -4)
