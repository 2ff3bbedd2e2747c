"""The launcher: a tile per registered game (New game, Rules, and Continue when it has an unfinished game),
Continue (the newest unfinished game), Load…, Rules, Quit."""

from __future__ import annotations

import datetime
from typing import Mapping

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPen, QPixmap
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


def _fuller(count: int, columns: int) -> bool:
    """True when one column less lays `count` tiles out in as many rows (3 + 2 rather than 4 + 1)."""
    return columns > 1 and -(-count // (columns - 1)) == -(-count // columns)


#: the tiles' two forms: a card (icon above the texts) and a row (icon, texts and buttons side by side)
CARD, ROW = "card", "row"
#: a tile's border (px; twice as wide under the mouse) and the radius of its corners
BORDER, RADIUS = 1, 8


class GameIcon(QLabel):
    """A tile's game icon, `side` px square, centred in the label: painted (qt_art) once per size, when
    it is first shown or asked for at that size. The launcher tries a few sizes while it lays its tiles
    out before it is shown; only the size on the screen is painted."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.side = 0
        self._pixmaps: dict[int, QPixmap] = {}  # side -> its pixmap
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def set_side(self, side: int) -> None:
        if side != self.side:
            self.side = side
            self.updateGeometry()
            self.update()

    def pixmap(self) -> QPixmap:
        """The icon at its size now (painted now if it was not yet)."""
        pm = self._pixmaps.get(self.side)
        if pm is None:
            pm = self._pixmaps[self.side] = qt_art.game_pixmap(self.game_id, self.side, self.devicePixelRatioF())
        return pm

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name; as a QLabel showing a side x side pixmap
        margin = 2 * self.margin() + 2 * self.frameWidth()
        return QSize(self.side + margin, self.side + margin)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.side <= 0:
            return
        rect = self.contentsRect()
        painter = QPainter(self)
        painter.drawPixmap(rect.x() + (rect.width() - self.side) // 2, rect.y() + (rect.height() - self.side) // 2,
                           self.pixmap())
        painter.end()


class GameTile(QFrame):
    """One game: its icon, title, player count and summary; a click anywhere starts a new game.
    "Continue" (with the time it was saved) shows when the game has an unfinished autosave."""

    clicked = Signal(str)
    rulesClicked = Signal(str)
    continueClicked = Signal(str)
    learnClicked = Signal(str)

    def __init__(self, game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game.id
        self.game_title = game.title
        self.setObjectName("GameTile")
        # a rounded card painted by paintEvent (a style sheet would cost every tile's widgets a polish
        # by QStyleSheetStyle before the launcher's first paint): the border's pixel is the margin
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setContentsMargins(BORDER, BORDER, BORDER, BORDER)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(_("Start a new game of {game}").format(game=game.title))
        self.setAccessibleName(f"{game.title}, {players_text(game)}")
        em = QFontMetrics(self.font()).height()
        self.icon = GameIcon(game.id, self)
        self.icon.setAccessibleName(_("Picture of {game}").format(game=game.title))
        self.title = QLabel(game.title, self)
        self.title.setFont(_scaled_font(self, 1.5, bold=True))
        self.players = QLabel(players_text(game), self)
        italic = QFont(self.font())
        italic.setItalic(True)
        self.players.setFont(italic)
        self.summary = QLabel(_(game.summary) if game.summary else "", self)
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
        self.play = QPushButton(_("New game"), self)
        self.play.clicked.connect(lambda: self.clicked.emit(self.game_id))
        self.rules = QPushButton(_("Rules"), self)
        self.rules.clicked.connect(lambda: self.rulesClicked.emit(self.game_id))
        self.resume = QPushButton(_("Continue"), self)
        self.resume.setFont(_scaled_font(self, 1.0, bold=True))
        self.resume.clicked.connect(lambda: self.continueClicked.emit(self.game_id))
        self.saved = QLabel(self)  # "saved 05 Mar 2026, 14:30", or why the unfinished game could not be read
        self.saved.setFont(_scaled_font(self, 0.9))
        self.saved.setWordWrap(True)
        self.resume.hide()
        self.saved.hide()
        self.learn = QPushButton(_("Learn to play"), self)
        self.learn.setToolTip(_("A guided first game of {game}, step by step").format(game=game.title))
        self.learn.clicked.connect(lambda: self.learnClicked.emit(self.game_id))
        self.play.setDefault(True)
        self.form = ""
        self.grid = QGridLayout(self)
        self.grid.setVerticalSpacing(int(em * 0.35))
        self.set_form(CARD, int(em * 7), int(em * 16))

    def buttons(self) -> list[list[QPushButton]]:
        """The tile's buttons in rows, top to bottom as a card shows them (a row-form tile shows the rows
        as columns, left to right); the last row stays at the bottom of every card."""
        return [[self.resume], [self.learn], [self.rules, self.play]]

    def set_unfinished(self, unfinished: bool, when: datetime.datetime | None = None,
                       problem: str | None = None) -> None:
        """Show "Continue" and the time the unfinished game was saved (`when`; None: not known), or hide
        them; `problem`: why an unfinished game of this game could not be read (said in place of the time)."""
        self.resume.setVisible(unfinished)
        if unfinished:
            stamp = saved_stamp(when) if when else ""
            self.saved.setText(_("saved {when}").format(when=stamp) if when else _("saved earlier"))
            self.saved.setToolTip("")
            self.resume.setToolTip(_("Continue {game} (saved {when})").format(
                game=self.game_title, when=stamp or _("unknown date")))
        elif problem:
            self.saved.setText(_("Could not be read"))
            self.saved.setToolTip(_breakable(problem))
        self.saved.setVisible(unfinished or bool(problem))

    def set_form(self, form: str, icon: int, width: int) -> None:
        """Lay the tile out as a CARD or a ROW, `width` wide, with an icon of `icon` px."""
        self.icon.set_side(icon)
        self.setFixedWidth(width)
        if form == self.form:
            return
        self.form = form
        grid = self.grid
        for widget in (self.icon, self.title, self.players, self.summary, self.saved,
                       *(b for row in self.buttons() for b in row)):
            grid.removeWidget(widget)
        for i in range(8):
            grid.setRowStretch(i, 0)
            grid.setColumnStretch(i, 0)
        center, left = Qt.AlignmentFlag.AlignHCenter, Qt.AlignmentFlag.AlignLeft
        rows = self.buttons()
        if form == CARD:
            wide = max(len(r) for r in rows)
            for r, widget in enumerate((self.icon, self.title, self.players)):
                grid.addWidget(widget, r, 0, 1, wide)
            grid.addWidget(self.summary, 3, 0, 1, wide)
            grid.setRowStretch(3, 1)
            grid.addWidget(self.saved, 4, 0, 1, wide)
            for r, row in enumerate(rows, start=5):
                for c, button in enumerate(row):
                    grid.addWidget(button, r, c, 1, wide - len(row) + 1 if c == len(row) - 1 else 1)
            grid.setColumnStretch(wide - 1, 1)
            aligned = center
        else:
            grid.addWidget(self.icon, 0, 0, 3, 1)
            grid.addWidget(self.title, 0, 1)
            grid.addWidget(self.players, 1, 1)
            for c, cells in enumerate(self._row_cells(), start=2):
                for r, widget in enumerate(cells):
                    grid.addWidget(widget, r, c)
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(2, 1)
            aligned = left
        self.saved.setWordWrap(form == CARD)
        self.summary.setVisible(form == CARD and bool(self.summary.text()))
        for label in (self.title, self.players):
            label.setAlignment(aligned | Qt.AlignmentFlag.AlignVCenter)
        self.saved.setAlignment(center | Qt.AlignmentFlag.AlignTop)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | center)
        # a row has no room for the summary: its texts tell it in a tooltip
        tip = self.summary.text() if form == ROW else ""
        for widget in (self.icon, self.title, self.players):
            widget.setToolTip(tip)

    def _row_cells(self) -> list[list[QWidget]]:
        """A row-form tile's columns right of its texts, top to bottom: each of the card's rows of buttons
        is a column (its first button at the bottom), the time saved under Continue."""
        columns = []
        for row in self.buttons():
            cells = list(reversed(row))
            if self.resume in row:
                cells.append(self.saved)
            columns.append(cells)
        return columns

    def height_for(self, form: str, width: int, icon: int) -> int:
        """The height the tile needs as `form`, `width` wide, with an icon of `icon` px (measured without
        laying it out: the launcher tries several forms and sizes to fit its tiles)."""
        grid = self.grid
        margins = grid.contentsMargins()
        frame = 2 * BORDER
        inner = width - margins.left() - margins.right() - frame
        gap = grid.verticalSpacing()
        if form == CARD:
            parts = [icon, self.title.sizeHint().height(), self.players.sizeHint().height()]
            if self.summary.text():
                parts.append(self.summary.heightForWidth(inner))
            if not self.saved.isHidden():  # wrapped in a card (a row's does not wrap)
                parts.append(self.saved.fontMetrics().boundingRect(
                    QRect(0, 0, inner, 1 << 16), Qt.TextFlag.TextWordWrap, self.saved.text()).height())
            for row in self.buttons():
                shown = [b for b in row if not b.isHidden()]
                if shown:
                    parts.append(max(b.sizeHint().height() for b in shown))
            return sum(parts) + gap * (len(parts) - 1) + margins.top() + margins.bottom() + frame
        # the grid's rows are shared by the texts and each column's cells; the icon spans them
        columns = [[w.sizeHint().height() if not w.isHidden() else 0 for w in c] for c in self._row_cells()]
        texts = [self.title.sizeHint().height(), self.players.sizeHint().height()]
        rows = [max([texts[r] if r < len(texts) else 0] + [c[r] for c in columns if r < len(c)])
                for r in range(max(len(texts), *map(len, columns)))]
        rows = [h for h in rows if h]
        return max(icon, sum(rows) + gap * (len(rows) - 1)) + margins.top() + margins.bottom() + frame

    def row_width(self, icon: int) -> int:
        """The narrowest width a row-form tile shows its title, player count and buttons whole in."""
        grid = self.grid
        margins = grid.contentsMargins()
        columns = [[w for w in c if not w.isHidden()] for c in self._row_cells()]
        columns = [c for c in columns if c]
        texts = max(self.title.sizeHint().width(), self.players.sizeHint().width())
        cells = sum(max(self._unwrapped_width(w) for w in c) for c in columns)
        return (icon + texts + cells + grid.horizontalSpacing() * (1 + len(columns)) + margins.left()
                + margins.right() + 2 * BORDER)

    @staticmethod
    def _unwrapped_width(widget: QWidget) -> int:
        if isinstance(widget, QLabel):
            return widget.fontMetrics().horizontalAdvance(widget.text()) + 2 * widget.margin() + 2
        return widget.sizeHint().width()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The card: the palette's base colour inside a rounded border (mid), 2 px of highlight under the
        mouse."""
        hover = self.underMouse()
        palette = self.palette()
        width = 2 * BORDER if hover else BORDER
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.highlight().color() if hover else palette.mid().color(), width))
        painter.setBrush(palette.base())
        half = width / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), RADIUS - half, RADIUS - half)
        painter.end()

    def enterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.game_id)
        super().mouseReleaseEvent(event)


class LauncherWidget(QWidget):
    newGameRequested = Signal(str)
    #: the game id whose unfinished game to continue (a tile's Continue, or the newest one's)
    continueRequested = Signal(str)
    loadRequested = Signal()
    rulesRequested = Signal(str)
    learnRequested = Signal(str)
    quitRequested = Signal()

    def __init__(self, games: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = list(games)
        header = QHBoxLayout()
        logo = QLabel(self)
        em = self._em = QFontMetrics(self.font()).height()
        logo.setPixmap(qt_art._pixmap(qt_art.paint_app_icon, int(em * 4), self.devicePixelRatioF()))
        logo.setAccessibleName("Top Five")  # a name: the same in every language
        title = QLabel("Top Five", self)  # a name: the same in every language
        title.setFont(_scaled_font(self, 2.4, bold=True))
        subtitle = QLabel(_("Tabletop games for one computer or several. Choose a game to start."), self)
        subtitle.setWordWrap(True)
        titles = QVBoxLayout()
        titles.addWidget(title)
        titles.addWidget(subtitle)
        header.addWidget(logo)
        header.addLayout(titles, 1)

        self._continue_id: str | None = None  # the game the side's Continue resumes (the newest)
        self.continue_button = QPushButton(_("Continue"), self)
        self.continue_button.setFont(_scaled_font(self, 1.15, bold=True))
        self.continue_button.clicked.connect(self._continue_newest)
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
        self.grid.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        for game in self.games:
            tile = GameTile(game, grid_host)
            tile.clicked.connect(self.newGameRequested)
            tile.rulesClicked.connect(self.rulesRequested)
            tile.continueClicked.connect(self.continueRequested)
            tile.learnClicked.connect(self.learnRequested)
            self.tiles.append(tile)
        self._columns = 0
        self._plan: tuple = ()
        self._unfitted = True  # True: the tiles were not fitted to the room since it was last shown
        self._arrange((CARD, 1, int(em * 16), int(em * 7)))
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        side_host.setMaximumWidth(int(em * 14))
        body.addWidget(side_host)
        outer = QVBoxLayout(self)
        outer.addLayout(header)
        outer.addLayout(body, 1)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)  # Return presses the focused button, as Space does (outside a dialog)
        self.set_autosave(None)

    # ---- fitting the tiles -------------------------------------------------------------------------
    def plan(self, width: int, height: int) -> tuple[str, int, int, int]:
        """(form, columns, tile width, icon size) for a tiles' area of `width` x `height` px: all tiles
        whole without scrolling if they can be (cards in as many columns as have room, their icons as
        large as the height lets them be; else rows of icon, texts and buttons), else cards that scroll."""
        em, tiles = self._em, self.tiles or []
        count = max(1, len(tiles))
        margins = self.grid.contentsMargins()
        gap = self.grid.spacing()
        room_w = width - margins.left() - margins.right()
        room_h = height - margins.top() - margins.bottom()
        step = max(1, em // 2)  # icon sizes in steps: each tile paints a few sizes, not one per pixel
        for columns in range(count, 0, -1):
            tile_w = min(int(em * 26), (room_w - gap * (columns - 1)) // columns)
            rows = -(-count // columns)
            if tile_w < em * 14 or _fuller(count, columns):
                continue
            per_row = (room_h - gap * (rows - 1)) // rows
            base = max((t.height_for(CARD, tile_w, 0) for t in tiles), default=0)
            icon = min(per_row - base, int(tile_w * 0.55), em * 12) // step * step
            if icon >= em * 4:
                return CARD, columns, tile_w, icon
        icon = em * 4
        narrowest = max((t.row_width(icon) for t in tiles), default=0)
        for columns in range(count, 0, -1):
            tile_w = min(int(em * 40), (room_w - gap * (columns - 1)) // columns)
            rows = -(-count // columns)
            if tile_w < narrowest or _fuller(count, columns):
                continue
            tall = max((t.height_for(ROW, tile_w, icon) for t in tiles), default=0)
            if rows * tall + gap * (rows - 1) <= room_h:
                return ROW, columns, tile_w, icon
        # too small a window for all: cards that scroll, beside the scroll bar
        room_w -= self.scroll.verticalScrollBar().sizeHint().width() if hasattr(self, "scroll") else 0
        columns = max(1, min(count, (room_w + gap) // (em * 14 + gap)))
        tile_w = max(int(em * 12), min(int(em * 16), (room_w - gap * (columns - 1)) // columns))
        return CARD, columns, tile_w, em * 5

    def _arrange(self, plan: tuple[str, int, int, int]) -> None:
        if plan == self._plan:
            return
        form, columns, width, icon = plan
        for tile in self.tiles:
            tile.set_form(form, icon, width)
        self._plan = plan
        if columns != self._columns:
            self._columns = columns
            grid = self.grid
            for tile in self.tiles:
                grid.removeWidget(tile)
            for row in range(grid.rowCount()):
                grid.setRowStretch(row, 0)
            # between stretching rows above and below: the tiles in the upper middle of the room they leave
            for i, tile in enumerate(self.tiles):
                grid.addWidget(tile, 1 + i // columns, i % columns)
            grid.setRowStretch(0, 1)
            grid.setRowStretch(2 + (len(self.tiles) - 1) // columns, 2)
        self._to_first_row()

    def _to_first_row(self) -> None:
        """The first row of tiles in sight: a scroll position kept from another layout or from before a
        game points into some other row (at 800x600 the launcher came back scrolled past its first row)."""
        if isinstance(self.scroll, QScrollArea):  # (before it is made, `scroll` is QWidget.scroll)
            self.scroll.verticalScrollBar().setValue(0)

    def _refit(self) -> None:
        scroll = self.scroll
        if not scroll.isVisible():  # a hidden launcher's size means nothing: fitted when it is shown
            self._unfitted = True
            return
        self._unfitted = False
        self._arrange(self.plan(scroll.width(), scroll.height()))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if (obj is self.scroll and (kind == QEvent.Type.Resize or (kind == QEvent.Type.Show and self._unfitted))) \
                or (obj is not self.scroll and kind in (QEvent.Type.Show, QEvent.Type.Hide)):
            self._refit()
        if obj is self.scroll and kind == QEvent.Type.Show:
            self._to_first_row()  # shown again (back from a game): from the top, however it was left
        return False

    # ---- the unfinished games ----------------------------------------------------------------------
    def set_unfinished(self, unfinished: Mapping[str, datetime.datetime | None],
                       problems: Mapping[str, str] | None = None) -> None:
        """`unfinished`: game id -> when saved (None: not known) of every game with an unfinished game
        to continue: its tile shows Continue, and the side's Continue resumes the newest. `problems`:
        game id -> why its unfinished game could not be read (said on its tile), and under "" what
        belongs to no one game; all of them are said beside the side's Continue."""
        problems = dict(problems or {})
        for tile in self.tiles:
            tile.set_unfinished(tile.game_id in unfinished, unfinished.get(tile.game_id),
                                problems.get(tile.game_id))
        oldest = datetime.datetime.min.replace(tzinfo=datetime.timezone.utc)

        def age(game_id: str) -> datetime.datetime:
            when = unfinished[game_id]
            return when if when is not None and when.tzinfo else \
                when.astimezone() if when is not None else oldest

        newest = max(unfinished, key=age, default=None)
        title = next((g.title for g in self.games if g.id == newest), None)
        problem = "\n\n".join(problems.values()) or None
        self.set_autosave((title, unfinished[newest]) if title else None, problem, game_id=newest)
        self._refit() if hasattr(self, "scroll") else None

    def set_autosave(self, info: tuple[str, datetime.datetime | None] | None, problem: str | None = None, *,
                     game_id: str | None = None) -> None:
        """The side's Continue: `info` is (game title, when saved) of the newest unfinished game, or
        None; `problem` is the sentence shown instead of "No unfinished game." (or below the game) when
        an autosave could not be read. `game_id`: the game Continue resumes (default: the one titled)."""
        self.continue_button.setEnabled(info is not None)
        if info is None:
            self._continue_id = None
            self.continue_label.setText(_breakable(problem) if problem else _("No unfinished game."))
            self.continue_button.setToolTip(problem or "")
            return
        title, when = info
        self._continue_id = game_id or next((g.id for g in self.games if g.title == title), None)
        stamp = saved_stamp(when) if when else _("unknown date")
        text = _("{game}, saved {when}").format(game=title, when=stamp)
        self.continue_label.setText(text + "\n\n" + _breakable(problem) if problem else text)
        self.continue_button.setToolTip(_("Continue {game} (saved {when})").format(game=title, when=stamp))

    def _continue_newest(self) -> None:
        if self._continue_id is not None:
            self.continueRequested.emit(self._continue_id)
