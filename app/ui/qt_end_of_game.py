"""End of game: the winner(s), how a tie was broken, the places with each game's tie-breakers, every
player's points by round and the totals, and what next.

Everything shown comes from the final view: the generic keys (`winners`, `totals`, `rounds`, and the
places from first to last, `ranking`) and, when the game has them, `tie_breakers` ({"columns", "cells"
per seat, "ranking", "sentence"}; its `ranking` stands for the view's). A game may add rows to the
sheet and give its places through an optional module `<package>.ui.sheet` (`game_sheet` finds it):
`rows(view, names) -> [(label, [cell per seat])]` (shown above the totals) and `standings(view,
names)` (the shape of `tie_breakers`, used when the view has none). The screen never works out an
order of its own: a view without a ranking is listed in seat order. The
rules speak of "Player 2"; this screen says "Ben". The breakdown is drawn on a card in the middle of
the table whose letters grow with the window, so that it neither swims in a large window nor
overflows a small one."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core import i18n
from app.core.i18n import _, ngettext
from app.core.text import fill
from app.ui.qt_art import text_color_on
from app.ui.qt_score_sheet import ScoreSheet, points_text, round_rows

#: the letters grow with the window up to this factor (about 1 at 800 x 600)
MAX_SCALE = 2.6
#: the rounds of the sheet that the letters' size leaves in sight (a longer sheet scrolls)
ROWS_IN_SIGHT = 12
#: font sizes of the parts, relative to the window's font at scale 1
SIZES = {"headline": 2.2, "sentence": 1.3, "detail": 1.1, "table": 1.15, "button": 1.1}
WINNER_FILL = "#ffe08a"


def game_sheet(game):
    """The game's end-of-game sheet module (`<package>.ui.sheet`), or None when it has none."""
    from app.session.game_modules import load_module

    return load_module(None, game, "sheet")


def sheet_extras(game, view: dict, names: list[str]) -> tuple[list, dict | None]:
    """The extra rows and the places a game's sheet module gives for `view` (none without one)."""
    module = game_sheet(game) if game is not None else None
    if module is None:
        return [], None
    rows = list(module.rows(view, names)) if hasattr(module, "rows") else []
    standings = module.standings(view, names) if hasattr(module, "standings") else None
    return rows, standings


def winners_sentence(names: list[str], winners: list[int]) -> str:
    won = [names[w] for w in winners if 0 <= w < len(names)]
    if not won:
        return _("The game is over.")
    if len(won) == 1:
        return _("{name} wins!").format(name=won[0])
    return _("{names} share the win!").format(names=i18n.join(won))


def _table_width(table: QTableWidget, texts: list[str], columns: int) -> int:
    """The width at which none of `texts` (headers and cells) is cut off in equal columns."""
    metrics = table.horizontalHeader().fontMetrics()
    em = metrics.height()
    column = max([em * 3] + [metrics.horizontalAdvance(t) + em for t in texts])
    scrollbar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    header = table.fit_row_header() if isinstance(table, ScoreSheet) else 0
    return header + column * columns + 2 * table.frameWidth() + scrollbar + 4


class StandingsTable(QTableWidget):
    """A row per player, first place first: the name, the total and the game's tie-breakers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(_("Places"))
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setStretchLastSection(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)

    def show_places(self, names: list[str], colors: list[str], totals: list, winners: list[int],
                    breakers: dict) -> None:
        columns = [_("Player"), _("Total"), *breakers.get("columns", [])]
        cells = breakers.get("cells") or []
        ranking = [s for s in breakers.get("ranking") or range(len(names)) if 0 <= s < len(names)]
        self.clear()
        self.setColumnCount(len(columns))
        self.setHorizontalHeaderLabels(columns)
        self.setRowCount(len(ranking))
        for row, seat in enumerate(ranking):
            won = seat in winners
            texts = [("★ " if won else "") + names[seat], points_text(totals[seat]) if seat < len(totals) else "",
                     *(cells[seat] if seat < len(cells) else [])]
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 0:
                    item.setBackground(QBrush(QColor(colors[seat])))
                    item.setForeground(QBrush(text_color_on(colors[seat])))
                elif won:
                    item.setBackground(QBrush(QColor(WINNER_FILL)))
                    item.setForeground(QBrush(QColor("#111111")))
                self.setItem(row, col, item)

    def row_texts(self) -> list[list[str]]:
        return [[self.item(r, c).text() for c in range(self.columnCount())] for r in range(self.rowCount())]

    def height_wanted(self) -> int:
        """Every row in sight (the rows' heights for the current font)."""
        rows = self.verticalHeader()
        rows.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        return self.horizontalHeader().sizeHint().height() + rows.length() + 2 * self.frameWidth()

    def fit_columns(self) -> int:
        """Each column as wide as its longest text and a little air; returns the table's width."""
        metrics = self.horizontalHeader().fontMetrics()
        em = metrics.height()
        total = 2 * self.frameWidth()
        for c in range(self.columnCount()):
            texts = [self.horizontalHeaderItem(c).text()] + [
                self.item(r, c).text() for r in range(self.rowCount()) if self.item(r, c) is not None]
            width = max(metrics.horizontalAdvance(t) for t in texts) + em
            self.setColumnWidth(c, width)
            total += width
        return total


class EndOfGameWidget(QWidget):
    playAgain = Signal()
    backToLauncher = Signal()
    watchReplay = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EndOfGame")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#EndOfGame { background: qradialgradient(cx:0.5, cy:0.3, radius:1.0, fx:0.5, fy:0.3,"
                           " stop:0 #2a7a53, stop:1 #123d28); }"
                           " #EndCard { background: rgba(0, 0, 0, 70); border-radius: 14px; }"
                           " #EndCard > QLabel { color: #f4f1e8; }"
                           " #EndCard > QLabel#TieBreak { color: #ffe08a; }")
        self._base = QFont(self.font())
        self._scale = 0.0
        self.card = QFrame(self)
        self.card.setObjectName("EndCard")
        self.card.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.headline = self._label()
        self.tie_break = self._label()
        self.tie_break.setObjectName("TieBreak")
        self.tie_break.setAccessibleDescription(_("How the tie was broken"))
        self.detail = self._label()
        self.standings = StandingsTable(self.card)
        self.standings.hide()
        self.sheet = ScoreSheet(parent=self.card)
        self.sheet.setSizeAdjustPolicy(ScoreSheet.SizeAdjustPolicy.AdjustToContents)
        self.sheet.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.again = QPushButton(_("Play again"), self.card)
        self.again.setToolTip(_("The same players, a new shuffle"))
        self.again.clicked.connect(self.playAgain)
        self.back = QPushButton(_("Back to launcher"), self.card)
        self.back.clicked.connect(self.backToLauncher)
        self.replay = QPushButton(_("Watch the replay"), self.card)
        self.replay.setToolTip(_("Step through this game move by move"))
        self.replay.clicked.connect(self.watchReplay)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.back)
        self.buttons.addWidget(self.replay)
        self.buttons.addWidget(self.again)
        self.buttons.addStretch(1)
        # a wide window: the words, the places and the buttons on the left, the rounds on the right;
        # a narrow one: all one above the other, the buttons last
        self.words = QVBoxLayout()
        self.words.addStretch(1)
        for label in (self.headline, self.tie_break, self.detail):
            self.words.addWidget(label)
        self.words.addWidget(self.standings, 0, Qt.AlignmentFlag.AlignHCenter)
        self.words.addStretch(1)
        self.tables = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.tables.addLayout(self.words, 1)
        self.tables.addWidget(self.sheet, 0, Qt.AlignmentFlag.AlignHCenter)
        self.inside = QVBoxLayout(self.card)
        self.inside.addLayout(self.tables, 1)
        self.inside.addLayout(self.buttons)
        self._wide = False
        self._inner = 1  # the card's width inside its margins, at the current scale
        # the card is as tall as its contents (in the middle), or as the window (the sheet scrolls)
        self.card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self._rescale()

    def _label(self) -> QLabel:
        label = QLabel("", self.card)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    # ---- contents ------------------------------------------------------------------------------
    def show_result(self, title: str, names: list[str], colors: list[str], view: dict, rows: list | None = None,
                    standings: dict | None = None) -> None:
        """`rows`, `standings`: what the game's sheet module adds (`sheet_extras`)."""
        winners = list(view.get("winners") or [])
        totals = list(view.get("totals") or [])
        breakers = view.get("tie_breakers") if isinstance(view.get("tie_breakers"), dict) else None
        breakers = breakers or (standings if isinstance(standings, dict) else None)
        self.headline.setText(winners_sentence(names, winners))
        sentence = fill(str(breakers.get("sentence") or ""), names) if breakers else ""  # seats -> names
        self.tie_break.setText(sentence)
        self.tie_break.setVisible(bool(sentence))
        rounds = len(round_rows(view))
        ranking = view.get("ranking") or (breakers or {}).get("ranking") or range(len(names))
        standing = ", ".join(f"{names[i]} {points_text(totals[i])}" for i in ranking
                             if i < len(totals) and i < len(names))
        if rounds:
            self.detail.setText(ngettext("{game}, {n} round. Final scores: {scores}.",
                                         "{game}, {n} rounds. Final scores: {scores}.", rounds)
                                .format(game=title, n=rounds, scores=standing))
        else:  # a game played in one go, not in rounds
            self.detail.setText(_("{game}. Final scores: {scores}.").format(game=title, scores=standing))
        if breakers:
            self.standings.show_places(names, colors, totals, winners, breakers)
        self.standings.setVisible(bool(breakers))
        self.sheet.set_players(names, colors)
        self.sheet.update_from({**view, "is_over": True}, extra_rows=rows)
        self.sheet.mark(winners)
        self._scale = 0.0  # new contents: fonts and sizes again
        self._rescale()
        self.again.setFocus()

    def winner_names(self) -> list[str]:
        """The names in the highlighted totals cells (what a player sees as the winners)."""
        last = self.sheet.rowCount() - 1
        out = []
        for c in range(self.sheet.columnCount()):
            item = self.sheet.item(last, c)
            if item is not None and item.toolTip() == _("Winner"):
                out.append(self.sheet.names[c])
        return out

    # ---- sizes ---------------------------------------------------------------------------------
    def scale(self) -> float:
        """How much larger than the window's font the letters are drawn (1 in a small window)."""
        return self._scale

    def _scale_for(self) -> float:
        """The largest scale at which the card fits the window (its words, the places and about a dozen
        rounds of the sheet: a longer sheet scrolls), between 1 and MAX_SCALE."""
        em = max(1, self.fontMetrics().height())
        row = SIZES["table"] * 1.5  # a table row, in lines of the window's font
        words = SIZES["headline"] * 1.3 + SIZES["detail"] * 2.6 + SIZES["button"] * 2 + 2.5
        if self.tie_break.text():
            words += SIZES["sentence"] * 2.6
        if self.standings.isVisibleTo(self):
            words += (self.standings.rowCount() + 1) * row
        sheet = (min(self.sheet.rowCount(), ROWS_IN_SIGHT) + 1) * row
        lines = max(words, sheet) if self._wide else words + sheet
        by_height = self.height() * 0.9 / (em * lines)
        by_width = self.width() / (self._inner / max(self._scale, 0.01) + 5 * em)
        return max(1.0, min(MAX_SCALE, by_height, by_width))

    def _font(self, part: str, bold: bool = False) -> QFont:
        font = QFont(self._base)
        font.setPointSizeF(self._base.pointSizeF() * SIZES[part] * self._scale)
        font.setBold(bold)
        return font

    def _rescale(self) -> None:
        """Fonts for the window's size, then the card's and the tables' sizes."""
        if not self._scale:  # new contents: measured at scale 1 first
            self._set_scale(1.0)
        scale = self._scale_for()
        if abs(scale - self._scale) > 0.02:
            self._set_scale(scale)
        else:
            self._fit()

    def _set_scale(self, scale: float) -> None:
        self._scale = scale
        self.headline.setFont(self._font("headline", bold=True))
        self.tie_break.setFont(self._font("sentence", bold=True))
        self.detail.setFont(self._font("detail"))
        for button in (self.again, self.back, self.replay):
            button.setFont(self._font("button"))
        self._table_fonts()
        self._fit()
        # once more when the new letters have been polished: the buttons' size hints were still the old
        # letters' just now, and the words' column left them short of room ("Back to launcher" cut)
        QTimer.singleShot(0, self, self._fit)

    def _table_fonts(self) -> None:
        cells, bold = self._font("table"), self._font("table", bold=True)
        for table in (self.sheet, self.standings):
            table.setFont(cells)
            # the viewports too: under the style sheet they were given a font of their own
            for part in (table.viewport(), table.horizontalHeader(), table.verticalHeader(),
                         table.horizontalHeader().viewport(), table.verticalHeader().viewport()):
                part.setFont(cells)
            for c in range(table.columnCount()):
                if table.horizontalHeaderItem(c) is not None:
                    table.horizontalHeaderItem(c).setFont(cells)
        # a column never narrower than a three-digit total in these letters (the sheet scrolls sideways
        # instead: at 800x600 with 18 players the totals were cut, the least width was the old letters')
        self.sheet.horizontalHeader().setMinimumSectionSize(QFontMetrics(bold).horizontalAdvance("888") + 8)
        last = self.sheet.rowCount() - 1
        for c in range(self.sheet.columnCount()):
            if self.sheet.item(last, c) is not None:
                self.sheet.item(last, c).setFont(bold)  # the totals
        for r in range(self.standings.rowCount()):
            for c in (0, 1):
                if self.standings.item(r, c) is not None:
                    self.standings.item(r, c).setFont(bold)  # the names and the totals

    def sheet_width_wanted(self) -> int:
        """The width at which no name or number in the sheet is cut off."""
        sheet = self.sheet
        texts = [f"★ {name}" for name in sheet.names]  # whole names (the header may show them cut short)
        for r in range(sheet.rowCount()):
            texts += [sheet.item(r, c).text() for c in range(sheet.columnCount()) if sheet.item(r, c)]
        return _table_width(sheet, texts, sheet.columnCount())

    def _fit(self) -> None:
        """The tables as wide as their contents need; in a wide window the words and the places beside
        the rounds, else all one above the other; the card around them, within the window."""
        em = max(1, int(self.fontMetrics().height() * self._scale))
        room = max(em * 10, self.width() - 3 * em)
        inside = max(em * 8, room - 2 * em)  # the card's margins are the tables' too
        sheet = min(self.sheet_width_wanted(), inside) if self.sheet.columnCount() else em * 10
        sheet = max(em * 6, sheet)  # the width it gets (a narrower one left the buttons short of room)
        standings = min(self.standings.fit_columns(), inside) if self.standings.isVisibleTo(self) else 0
        self.sheet.setFixedWidth(sheet)
        if standings:
            self.standings.setFixedSize(standings, self.standings.height_wanted())
        self.buttons.invalidate()  # the buttons' letters may just have grown: their hints anew
        buttons = self.buttons.sizeHint().width()  # three buttons side by side, never cut short
        words = max(standings, em * 18, buttons)
        # (the card's margins, em on each side, are within `room` too: a card wider than `room` cut its buttons)
        wide = bool(standings) and words + sheet + 3 * em <= room and self.width() > self.height()
        self._arrange(wide)
        self.tables.setSpacing(em)
        self.inside.setContentsMargins(em, em // 2, em, em // 2)
        self.inside.setSpacing(em // 3)
        inner = words + em + sheet if wide else max(sheet, standings, em * 16, buttons)
        self._inner = inner
        self.card.setFixedWidth(min(room, inner + 2 * em))
        # a wrapped label is as tall as its lines at the width it gets (a layout alone gave the
        # tie-break sentence too little height and cut its first and last lines)
        text_width = max(1, min(room, words if wide else inner))
        for label in (self.headline, self.tie_break, self.detail):
            label.setMinimumHeight(label.heightForWidth(text_width) if label.text() else 0)
        # never taller than its rows (a wide card's words column left white space under the totals),
        # the rows as tall as the font they have now (not yet the case just after the letters grew)
        self.sheet.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        sheet_rows = sum(self.sheet.rowHeight(r) for r in range(self.sheet.rowCount()))
        self.sheet.setMaximumHeight(sheet_rows + self.sheet.horizontalHeader().sizeHint().height()
                                    + 2 * self.sheet.frameWidth() + 2)
        self.sheet.scrollToBottom()  # the last rounds and the totals in sight

    def _arrange(self, wide: bool) -> None:
        if wide == self._wide:
            return
        self._wide = wide
        self.tables.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        (self.inside if wide else self.words).removeItem(self.buttons)
        if wide:
            self.words.insertLayout(self.words.count() - 1, self.buttons)
        else:
            self.inside.addLayout(self.buttons)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """What the breakdown needs at the window's letters, not the card's width at the size it had: the
        card is sized from the widget's width (`_fit`), so a width it once had in a large window must
        not become the least the window may have (the window grew to 1610 px at 800 x 600, issue 26)."""
        em = max(1, self.fontMetrics().height())
        return QSize(em * 20, em * 16)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._rescale()
