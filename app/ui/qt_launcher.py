"""The launcher: a tile per registered game, Continue (the unfinished autosave), Load…, Rules, Quit."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import _, ngettext
from app.ui import qt_art


def _scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(max(6.0, font.pointSizeF() * factor))
    font.setBold(bold)
    return font


def _breakable(text: str) -> str:
    """`text` with invisible break points after "-", "." and "/" inside long words (file names,
    folders), so that a narrow label wraps them instead of growing wider than its column."""
    words = []
    for word in text.split(" "):
        if len(word) > 16:
            for mark in "-./":
                word = word.replace(mark, mark + "\u200b")
        words.append(word)
    return " ".join(words)


def players_text(game) -> str:
    if game.min_players == game.max_players:
        return ngettext("{n} player", "{n} players", game.min_players).format(n=game.min_players)
    return _("{low}–{high} players").format(low=game.min_players, high=game.max_players)


def saved_stamp(when: datetime.datetime) -> str:
    """When a game was saved, the language's way: "05 Mar 2026, 14:30" or "05.03.2026, 14:30"."""
    # the msgid is a strftime format: the German one writes the month as a number
    return when.strftime(_("%d %b %Y, %H:%M"))


class GameTile(QFrame):
    """One game: its icon, title, player count and summary; a click anywhere starts a new game."""

    clicked = Signal(str)
    rulesClicked = Signal(str)
    learnClicked = Signal(str)

    def __init__(self, game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game.id
        self.setObjectName("GameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(_("Start a new game of {game}").format(game=game.title))
        self.setAccessibleName(f"{game.title}, {players_text(game)}")
        em = QFontMetrics(self.font()).height()
        self.icon = QLabel(self)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._icon_size = int(em * 7)
        self.icon.setPixmap(qt_art.game_pixmap(game.id, self._icon_size, self.devicePixelRatioF()))
        self.title = QLabel(game.title, self)
        self.title.setFont(_scaled_font(self, 1.5, bold=True))
        self.players = QLabel(players_text(game), self)
        italic = QFont(self.font())
        italic.setItalic(True)
        self.players.setFont(italic)
        self.summary = QLabel(_(game.summary) if game.summary else "", self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
        self.play = QPushButton(_("New game"), self)
        self.play.clicked.connect(lambda: self.clicked.emit(self.game_id))
        self.rules = QPushButton(_("Rules"), self)
        self.rules.clicked.connect(lambda: self.rulesClicked.emit(self.game_id))
        self.learn = QPushButton(_("Learn to play"), self)
        self.learn.setToolTip(_("A guided first game of {game}, step by step").format(game=game.title))
        self.learn.clicked.connect(lambda: self.learnClicked.emit(self.game_id))

        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.players.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        column = QVBoxLayout(self)
        column.addWidget(self.icon)
        column.addWidget(self.title)
        column.addWidget(self.players)
        column.addWidget(self.summary, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.rules)
        buttons.addWidget(self.play, 1)
        column.addLayout(buttons)
        column.addWidget(self.learn)
        self.setFixedWidth(int(em * 16))
        self.play.setDefault(True)
        self.setStyleSheet(
            "#GameTile { border: 1px solid palette(mid); border-radius: 8px; background: palette(base); }"
            "#GameTile:hover { border: 2px solid palette(highlight); }"
        )

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.game_id)
        super().mouseReleaseEvent(event)


class LauncherWidget(QWidget):
    newGameRequested = Signal(str)
    continueRequested = Signal()
    loadRequested = Signal()
    rulesRequested = Signal(str)
    learnRequested = Signal(str)
    quitRequested = Signal()

    def __init__(self, games: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = list(games)
        header = QHBoxLayout()
        logo = QLabel(self)
        em = QFontMetrics(self.font()).height()
        logo.setPixmap(qt_art._pixmap(qt_art.paint_app_icon, int(em * 4), self.devicePixelRatioF()))
        title = QLabel("Top Five", self)  # a name: the same in every language
        title.setFont(_scaled_font(self, 2.4, bold=True))
        subtitle = QLabel(_("Tabletop games for one computer. Choose a game to start."), self)
        subtitle.setWordWrap(True)
        titles = QVBoxLayout()
        titles.addWidget(title)
        titles.addWidget(subtitle)
        header.addWidget(logo)
        header.addLayout(titles, 1)

        self.continue_button = QPushButton(_("Continue"), self)
        self.continue_button.setFont(_scaled_font(self, 1.15, bold=True))
        self.continue_button.clicked.connect(self.continueRequested)
        self.continue_label = QLabel(_("No unfinished game."), self)
        self.continue_label.setWordWrap(True)
        self.load_button = QPushButton(_("Load…"), self)
        self.load_button.clicked.connect(self.loadRequested)
        self.rules_button = QPushButton(_("Rules (F1)"), self)
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.games[0].id if self.games else ""))
        self.quit_button = QPushButton(_("Quit"), self)
        self.quit_button.clicked.connect(self.quitRequested)
        side = QVBoxLayout()
        side.addWidget(self.continue_button)
        side.addWidget(self.continue_label)
        side.addSpacing(em)
        side.addWidget(self.load_button)
        side.addWidget(self.rules_button)
        side.addStretch(1)
        side.addWidget(self.quit_button)

        self.tiles: list[GameTile] = []
        grid_host = QWidget(self)
        self.grid = QGridLayout(grid_host)
        self.grid.setSpacing(em)
        for game in self.games:
            tile = GameTile(game, grid_host)
            tile.clicked.connect(self.newGameRequested)
            tile.rulesClicked.connect(self.rulesRequested)
            tile.learnClicked.connect(self.learnRequested)
            self.tiles.append(tile)
        self._columns = 0
        self._arrange(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(grid_host)
        self.scroll = scroll
        # the tiles' area is the scroll area less its scroll bar (it has no frame): watched on the scroll
        # area and its bar, not on the viewport, whose first wrapping costs PySide ~20 ms at start-up
        scroll.installEventFilter(self)
        scroll.verticalScrollBar().installEventFilter(self)

        body = QHBoxLayout()
        body.addWidget(scroll, 1)
        side_host = QWidget(self)
        side_host.setLayout(side)
        side_host.setMaximumWidth(int(em * 16))
        body.addWidget(side_host)
        outer = QVBoxLayout(self)
        outer.addLayout(header)
        outer.addLayout(body, 1)
        self.set_autosave(None)

    def _arrange(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, i // columns, i % columns)
        self.grid.setRowStretch(len(self.tiles) // columns + 1, 1)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if (obj is self.scroll and kind == QEvent.Type.Resize) or \
                (obj is not self.scroll and kind in (QEvent.Type.Show, QEvent.Type.Hide)):
            bar = self.scroll.verticalScrollBar()
            width = self.scroll.width() - (bar.width() if bar.isVisibleTo(self.scroll) else 0)
            em = QFontMetrics(self.font()).height()
            fit = int((width - em) // (em * 17))
            self._arrange(max(1, min(len(self.tiles) or 1, fit)))
        return False

    def set_autosave(self, info: tuple[str, datetime.datetime | None] | None, problem: str | None = None) -> None:
        """`info` is (game title, when saved) of the unfinished autosave, or None; `problem` is the
        sentence shown instead of "No unfinished game." when the autosave could not be read."""
        self.continue_button.setEnabled(info is not None)
        if info is None:
            self.continue_label.setText(_breakable(problem) if problem else _("No unfinished game."))
            self.continue_button.setToolTip(problem or "")
            return
        title, when = info
        stamp = saved_stamp(when) if when else _("unknown date")
        self.continue_label.setText(_("{game}, saved {when}").format(game=title, when=stamp))
        self.continue_button.setToolTip(_("Continue {game} (saved {when})").format(game=title, when=stamp))
