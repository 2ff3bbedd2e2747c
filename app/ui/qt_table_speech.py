"""What a screen reader says on its own at the table (issue 29): each move's log line and each
refusal as a polite announcement, the turn that becomes the player's as an assertive one
(`QAccessibleAnnouncementEvent`, Qt 6.8+); a refusal or a turn is not said twice in a row, a log line
is said each time it is written (it tells something that happened again).

The sentences are those the screen shows already (the log, the status line's refusal, the status):
nothing is said that the seat at the screen may not read."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from app.core.i18n import _

POLITE = "polite"
ASSERTIVE = "assertive"
_POLITENESS = {POLITE: QAccessible.AnnouncementPoliteness.Polite,
               ASSERTIVE: QAccessible.AnnouncementPoliteness.Assertive}


class Speaker(QObject):
    """Announces sentences for `widget` (the table screen); `spoken` tells what was said (the tests
    and the transcript tool listen to it)."""

    spoken = Signal(str, str)

    def __init__(self, widget) -> None:
        super().__init__(widget)
        self.widget = widget
        self._last: str | None = None
        #: the seat whose turn was announced and goes on (None: none)
        self._turn: int | None = None

    def say(self, sentence: str, politeness: str = POLITE) -> None:
        """Announce `sentence` unless it is what was said last (a refusal tried again, the same key)."""
        if " ".join(str(sentence).split()) != self._last:
            self.tell(sentence, politeness)

    def tell(self, sentence: str, politeness: str = POLITE) -> None:
        """Announce `sentence` even when it was said last: a log line tells something that happened
        again (Ben takes a red cap twice)."""
        sentence = " ".join(str(sentence).split())
        if not sentence:
            return
        self._last = sentence
        self.spoken.emit(sentence, politeness)
        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self.widget, sentence)
            event.setPoliteness(_POLITENESS[politeness])
            QAccessible.updateAccessibility(event)

    @staticmethod
    def _mine(seat: int | None, legal: list, names: list[str]) -> bool:
        return bool(legal) and isinstance(seat, int) and 0 <= seat < len(names)

    def position(self, seat: int | None, legal: list, names: list[str]) -> None:
        """A position was announced: when it is not the turn of `seat` at the screen, the next one that
        is gets announced (`turn`)."""
        if not self._mine(seat, legal, names):
            self._turn = None

    def turn(self, seat: int | None, legal: list, names: list[str], status: str) -> None:
        """The position on screen now: when `seat` (the seat acting, at the screen) has moves, its turn
        is announced (assertively) once, until a position that is not its turn."""
        if not self._mine(seat, legal, names):
            self._turn = None
            return
        if self._turn == seat:
            return
        self._turn = seat
        words = _("Your turn, {name}.").format(name=names[seat])
        self.say(f"{words} {status}".strip(), ASSERTIVE)

    def forget(self) -> None:
        """A new game or table: nothing has been said yet."""
        self._last = None
        self._turn = None
