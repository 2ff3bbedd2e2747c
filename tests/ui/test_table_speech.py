"""What a screen reader hears at the table without asking (issue 29): each log line as it is shown
(polite), a refusal (polite), the turn that becomes the player's (assertive, once), never the same
sentence twice in a row; and the announcement reaches Qt's accessibility layer as a
QAccessibleAnnouncementEvent."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from tests.ui.test_flip7_keys import _screen


def _listen(screen) -> list[tuple[str, str]]:
    heard: list[tuple[str, str]] = []
    screen.speaker.spoken.connect(lambda sentence, how: heard.append((sentence, how)))
    return heard


def test_log_lines_refusals_and_the_turn_are_spoken(qtbot):
    screen, session = _screen(qtbot, ["5", "7", "9", "3", "2", "4", "6", "8"])
    heard = _listen(screen)
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    log = screen.log.sentences()
    polite = [s for s, how in heard if how == "polite"]
    assert polite and all(s in log for s in polite)
    assert log[-len(polite):] == polite  # each new line of the move, in order, once
    turns = [s for s, how in heard if how == "assertive"]
    assert turns == [f"Your turn, Ana. {screen.status_text()}"]  # the bots moved: Ana's turn again
    heard.clear()
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_1)  # no player to choose: the rules say why
    assert heard and heard[-1][1] == "polite" and heard[-1][0] == screen.status_text()
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_1)  # the same refusal again: not said twice in a row
    assert len(heard) == 1


def test_the_turn_is_not_announced_again_while_it_goes_on(qtbot):
    screen, session = _screen(qtbot, ["5", "7", "9", "3"])
    heard = _listen(screen)
    screen._settled()  # the same position settles again (a resize, a hint): nothing new is said
    assert heard == []


def test_an_announcement_event_reaches_qt(qtbot, monkeypatch):
    screen, _session = _screen(qtbot, ["5", "7", "9", "3"])
    sent = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        staticmethod(lambda event: sent.append((event.type(), event.message(), event.politeness()))))
    screen.speaker.say("Ben draws a 7.")
    assert sent == [(QAccessible.Event.Announcement, "Ben draws a 7.", QAccessible.AnnouncementPoliteness.Polite)]
