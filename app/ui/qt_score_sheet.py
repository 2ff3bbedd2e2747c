"""The score sheet: a row per completed round, a column per player, and a totals row.

Reads only the generic view keys every game provides (`rounds`, `totals`, `winners`, `is_over`), and
`round_in_progress` where a game gives it (a game whose totals already count the round being
played): that row, in italics and labelled "Round 3", makes the rows add up to the total. A game
whose `rounds` is how many rounds it has (Top 3: 15) gives its rows as `round_scores` (`round_rows`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.core.i18n import _
from app.core.text import signed_points
from app.ui.qt_art import text_color_on

#: from this many players on, the names in the header get a smaller font
MANY_PLAYERS = 6
#: up to this many players every column is shown whole beside the table (`width_for`); more scroll sideways
WHOLE_COLUMNS = 5
#: the sheet's looks, each shorter than the one before: "Round 3" and "Total"; "R3"; smaller letters;
#: "R3" and "Σ" (the tooltips have the long words). Many players start at SMALL.
LONG, SHORT, SMALL, TERSE = range(4)
#: a longer look than the sheet has is taken when it fits with this many pixels to spare, so that a
#: width that wavers by a pixel or two about where a look starts to fit does not flip the look to and fro
LOOK_SLACK = 4
TOTAL_SIGN = "\u03a3"
#: what a screen reader reads of a header (it reads a cell with its row's and its column's headers:
#: "Round 3", "Ana", "12"): the whole words where the sheet shows "R3", "Σ" or "Ana…"
READ = Qt.ItemDataRole.AccessibleTextRole


def points_text(points) -> str:
    """A score as a player reads it: whole numbers the language's way (1,234 / 1.234), a negative
    one with a real minus ("−2", app/core/text.py `signed_points`)."""
    if isinstance(points, int) and not isinstance(points, bool):
        return signed_points(points)
    return str(points)


def round_rows(view: dict) -> list:
    """Each completed round's points per seat, oldest first: the view's `rounds`, or its `round_scores`
    when `rounds` is the number of rounds the game has (Top 3)."""
    rounds = view.get("rounds")
    if isinstance(rounds, list):
        return rounds
    scores = view.get("round_scores")
    return scores if isinstance(scores, list) else []


def _cut(metrics: QFontMetrics, name: str, room: float) -> str:
    """`name` as fits `room`: whole, cut at the end with "…", or, when not even one letter and "…"
    fit, its first letters that fit (at least the first)."""
    if metrics.horizontalAdvance(name) <= room:
        return name
    text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(room))
    if len(text) > 1:
        return text
    end = 1
    while end < len(name) and metrics.horizontalAdvance(name[:end + 1]) <= room:
        end += 1
    return name[:end]


class ScoreSheet(QTableWidget):
    def __init__(self, names: list[str] | None = None, colors: list[str] | None = None,
                 parent: QWidget | None = None, *, short_when_narrow: bool = False) -> None:
        """`short_when_narrow`: the rounds labelled "R3" where "Round 3" would leave the columns too
        little room (the sheet beside the table; the end screen sizes its sheet to the long labels)."""
        super().__init__(parent)
        self.short_when_narrow = short_when_narrow
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        # Tab reaches it (a screen reader reads its cells with the arrows, issue 29); a click does not
        # take the keys from the table
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabKeyNavigation(False)  # Tab goes on to the log and back to the table
        self.setAccessibleName(_("Score sheet"))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(10)
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.horizontalHeader().sectionResized.connect(lambda *_: self._fit_names())
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.names: list[str] = []
        self.colors: list[str] = []
        #: columns whose name is shown with a mark before it (the winners' "★ " on the end screen)
        self._marks: dict[int, str] = {}
        self._widening = False  # a marked column being made wider (its resize fits the names again)
        self._base_font = QFont(self.font())
        self._shown: tuple | None = None
        #: what `update_from` was last given (the rows are labelled again when the labels' length changes)
        self._given: tuple[dict, list | None] | None = None
        self._level = LONG  # how much the labels and letters are shortened to leave the columns room
        self._fitting = False  # a look being chosen and applied (the resizes this makes do not choose again)
        #: what each cell ((row, -1): the row's header) shows now, so that only changed ones are set
        self._put_keys: dict[tuple[int, int], tuple] = {}
        if names:
            self.set_players(names, colors or ["#888888"] * len(names))

    def set_players(self, names: list[str], colors: list[str]) -> None:
        self.names, self.colors = list(names), list(colors)
        self._marks = {}
        self._given = None
        self.clear()
        self.setColumnCount(len(names))
        for col, (name, color) in enumerate(zip(names, colors)):
            item = QTableWidgetItem(name)
            self._paint_head(item, color)
            item.setToolTip(name)
            item.setData(READ, name)  # the whole name for a screen reader where "Ana…" is shown
            self.setHorizontalHeaderItem(col, item)
        self.setRowCount(1)
        self._level = self._least_level()
        self._apply_level()

    def set_colors(self, colors: list[str]) -> None:
        """The players' columns in `colors` (the seat palette changed); the scores stay."""
        self.colors = list(colors)
        for col, color in enumerate(colors[:self.columnCount()]):
            item = self.horizontalHeaderItem(col)
            if item is not None:
                self._paint_head(item, color)

    @staticmethod
    def _paint_head(item: QTableWidgetItem, color: str) -> None:
        """A player's column head in their colour, its name in black or white (whichever reads)."""
        item.setBackground(QBrush(QColor(color)))
        item.setForeground(QBrush(text_color_on(color)))

    # ---- how much the sheet shortens to show every column (LONG ... TERSE) -------------------------
    def _least_level(self) -> int:
        """The sheet's look for its players: with many players short labels and small letters
        (SMALL); beside the table (`short_when_narrow`) the first look, from LONG, whose columns
        all fit the sheet's width (TERSE when none does: then the sheet scrolls sideways). A look longer
        than the one the sheet has must fit with LOOK_SLACK to spare. Each look's width is worked out
        for that look alone (`width_for`), never in the letters of the look the sheet has now: so a
        wider sheet never gets a terser look, and the look chosen for a width chooses itself again."""
        first = SMALL if self._many() else LONG
        if not self.short_when_narrow or not self.names or not self.isVisible():
            return first  # (a hidden sheet's width means nothing: fitted when it is shown and resized)
        rounds = max(1, self.rowCount() - 1)
        for level in range(first, TERSE):
            spare = LOOK_SLACK if level < self._level else 0
            if self.width_for(len(self.names), rounds, level) + spare <= self.width():
                return level
        return TERSE

    def _apply_level(self) -> None:
        """The fonts, the columns' least width and every label and cell for the look `_level`."""
        self.setFont(self.cell_font())
        # a column never gets narrower than a three-digit score: the sheet scrolls sideways instead
        self.horizontalHeader().setMinimumSectionSize(self.column_width())
        font = self.name_font()
        for col in range(self.columnCount()):
            item = self.horizontalHeaderItem(col)
            if item is not None:
                item.setFont(font)
        self._shown = None
        self._put_keys = {}
        if self._given is not None:
            self.update_from(*self._given)
        else:
            self._put_head(0, self.total_label())
        self._fit_names()

    def _fit_level(self) -> None:
        """The look whose columns fit the width now (after a resize or with more rounds). Applying a look
        sets fonts, labels and the headers' sizes, whose resizes and updates come back here: those are
        answered by the look being applied (in German at 300-460 px the sheet called itself until
        Python's recursion limit, tests/ui/test_score_sheet_narrow.py)."""
        if self._fitting:
            return
        self._fitting = True
        try:
            level = self._least_level()
            if level != self._level:
                self._level = level
                self._apply_level()
        finally:
            self._fitting = False

    def _many(self) -> bool:
        return len(self.names) >= MANY_PLAYERS

    def cell_font(self, level: int | None = None) -> QFont:
        """The scores' font: smaller when many players share the width."""
        font = QFont(self._base_font)
        if (self._level if level is None else level) >= SMALL:
            font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return font

    def bold_font(self, level: int | None = None) -> QFont:
        font = QFont(self.cell_font(level))
        font.setBold(True)
        return font

    def italic_font(self, level: int | None = None) -> QFont:
        font = QFont(self.cell_font(level))
        font.setItalic(True)
        return font

    def name_font(self) -> QFont:
        """The header's font for the names: smaller when many players share the width."""
        font = QFont(self.horizontalHeader().font())
        if self._level >= SMALL:
            font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return font

    def column_width(self, level: int | None = None) -> int:
        """The narrowest a column gets: a three-digit score or a negative two-digit one, bold ("888",
        "−88"); narrower, the sheet scrolls sideways instead."""
        metrics = QFontMetrics(self.bold_font(level))
        return max(metrics.horizontalAdvance(sample) for sample in ("888", signed_points(-88))) + 8

    def short_labels(self) -> bool:
        """Whether the rounds are labelled "R2" (the tooltip says "Round 2"): with many players, and
        where the long labels would leave the columns less than `column_width` each."""
        return self._level >= SHORT

    def _labels(self, level: int, rounds: int) -> tuple[str, str]:
        """The widest round's label (the round being played) and the totals' label in the look `level`."""
        label = (_("Round {n}") if level < SHORT else _("R{n}")).format(n=max(1, rounds))
        return label, (TOTAL_SIGN if level >= TERSE else _("Total"))

    def _labels_width(self, level: int, rounds: int) -> int:
        """The rows' header as wide as the labels of `rounds` rounds (the last one being played:
        "Round 13") and "Total" need in the look `level`: "Total" in the header's font, which is the
        sheet's (`cell_font`) in that look, not in the look the sheet has now (measured in the header's
        font of the moment, SHORT needed 173 px in SHORT and 165 px in SMALL: a sheet 171 px wide went
        from one to the other and back until Python's recursion limit)."""
        header = self.verticalHeader()
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2
        live, total = self._labels(level, rounds)
        live_w = QFontMetrics(self.italic_font(level)).horizontalAdvance(live)
        return max(live_w, QFontMetrics(self.cell_font(level)).horizontalAdvance(total)) + margin

    def _frame_width(self) -> int:
        """The sheet's width beside its columns but for the rows' header: its frame and a vertical
        scroll bar's room (kept whether or not the bar shows, so that columns do not jump)."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return 2 * self.frameWidth() + bar

    def width_for(self, players: int, rounds: int = 20, level: int = TERSE) -> int:
        """The width that shows `players` columns whole (`column_width` each) beside the rows' labels of
        `rounds` rounds, with room for a vertical scroll bar, in the look `level` (the tersest: what the
        table screen gives the sheet at least for up to WHOLE_COLUMNS players)."""
        return self._frame_width() + self._labels_width(level, rounds) + players * self.column_width(level)

    def round_label(self, index: int) -> QTableWidgetItem:
        """"Round 2", or "R2" (the tooltip says "Round 2") when the columns need the width."""
        long = _("Round {n}").format(n=index + 1)
        # "R2": R for round (German: "R2" for Runde too)
        item = QTableWidgetItem(_("R{n}").format(n=index + 1) if self.short_labels() else long)
        item.setToolTip(long)
        item.setData(READ, long)
        return item

    def live_round_label(self, index: int) -> QTableWidgetItem:
        """The round being played: "Round 3" ("R3"), in italics, whole (a "…" after it read as cut off at
        every size: "Round 1…"); the tooltip says it is not over."""
        item = self.round_label(index)
        item.setToolTip(_("Round {n}, in progress").format(n=index + 1))
        item.setData(READ, item.toolTip())
        item.setFont(self.italic_font())
        return item

    def total_label(self) -> QTableWidgetItem:
        """"Total", or "Σ" (the tooltip says "Total") where the columns need the width."""
        item = QTableWidgetItem(TOTAL_SIGN if self._level >= TERSE else _("Total"))
        item.setToolTip(_("Total"))
        item.setData(READ, item.toolTip())
        return item

    def header_text(self, col: int) -> str:
        item = self.horizontalHeaderItem(col)
        return item.text() if item is not None else ""

    def mark(self, columns, mark: str = "\u2605 ") -> None:
        """Show `mark` before the names of `columns` (kept when the names are fitted again)."""
        self._marks = {c: mark for c in columns}
        self._fit_names()

    def _fit_names(self) -> None:
        """Each name as fits its column: cut at the end with "…" (never at the start), the full name in
        the tooltip. When not even one letter and "…" fit, the first letters that fit. A mark is kept
        whole before the name, and a marked column is made wide enough for both (`_widen_marked`)."""
        header = self.horizontalHeader()
        margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2
        self._widen_marked(margin)
        for col, name in enumerate(self.names):
            item = self.horizontalHeaderItem(col)
            if item is None:
                continue
            # in the font the name is drawn in (the end screen gives the header items its own, larger)
            metrics = QFontMetrics(item.font())
            mark = self._marks.get(col, "")
            text = mark + _cut(metrics, name, header.sectionSize(col) - margin - metrics.horizontalAdvance(mark))
            if item.text() != text:
                item.setText(text)

    def _widen_marked(self, margin: int) -> None:
        """A marked column (the winner's star) as wide as its mark and its whole name, up to a third of
        the sheet; the other columns share the rest. (With 18 players the winner's header read "★ …".)"""
        header = self.horizontalHeader()
        if self._widening or not self.names:
            return
        self._widening = True
        try:
            share = max(header.minimumSectionSize(), header.viewport().width() // len(self.names))
            for col, name in enumerate(self.names):
                item = self.horizontalHeaderItem(col)
                want = 0
                if col in self._marks and item is not None:
                    metrics = QFontMetrics(item.font())  # (as `_fit_names` measures: the mark, then the name)
                    want = metrics.horizontalAdvance(self._marks[col]) + metrics.horizontalAdvance(name) + margin + 1
                    want = min(want, max(share, header.viewport().width() // 3))
                mode = QHeaderView.ResizeMode.Fixed if want > share else QHeaderView.ResizeMode.Stretch
                if header.sectionResizeMode(col) != mode:
                    header.setSectionResizeMode(col, mode)
                if want > share and header.sectionSize(col) != want:
                    header.resizeSection(col, want)
        finally:
            self._widening = False

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._fit_level()  # players set while hidden (a game started behind the launcher)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_level()
        self._fit_names()

    def updateGeometries(self) -> None:  # noqa: N802 - Qt override
        """The headers placed anew (after a resize, a wider row header): the names for the columns'
        widths now (a stretched column is resized after the sheet's resizeEvent, without a signal;
        "Benedikt" stayed whole in a column too narrow for it)."""
        super().updateGeometries()
        self._fit_names()

    def update_from(self, view: dict, extra_rows: list | None = None) -> None:
        """`extra_rows`: a game's own rows above the totals, (label, [cell per seat]) each (the end of
        Top oder Flop: film by film)."""
        self._given = (view, extra_rows)
        rounds = round_rows(view)
        extra = [(str(label), [str(c) for c in cells]) for label, cells in (extra_rows or [])]
        totals = view.get("totals") or [0] * len(self.names)
        winners = set(view.get("winners") or [])
        over = bool(view.get("is_over"))
        live = None if over else view.get("round_in_progress")
        key = (repr(rounds), repr(totals), repr(live), tuple(sorted(winners)), over, repr(extra))
        if key == self._shown:
            return  # nothing new: most moves change no score
        self._shown = key
        rows = len(rounds) + (live is not None) + len(extra) + 1
        if rows != self.rowCount():
            self.setRowCount(rows)
        for r, scores in enumerate(rounds):
            self._put_head(r, self.round_label(r))
            for c, points in enumerate(scores):
                self._put(r, c, points_text(points))
        last = len(rounds)
        if live is not None:
            self._put_head(last, self.live_round_label(last))
            for c, points in enumerate(live):
                self._put(last, c, points_text(points), italic=True, tip=_("This round is still being played"))
            last += 1
        for label, cells in extra:
            self._put_head(last, QTableWidgetItem(label))
            for c, text in enumerate(cells):
                self._put(last, c, text)
            last += 1
        self._put_head(last, self.total_label())
        self.fit_row_header()
        best = max(totals) if totals else None
        for c, total in enumerate(totals):
            leading = (c in winners) if over else (total == best and best not in (None, 0))
            self._put(last, c, points_text(total), bold=True, leading=leading,
                      tip=(_("Winner") if over else _("Leading")) if leading else "")
        self.scrollToBottom()
        self._fit_level()  # a round more: its label may need the columns' room

    def fit_row_header(self) -> int:
        """The rows' header as wide as its longest label in the font it has now. (Its own size hint is
        worked out lazily: just after the letters grew it had the old font's width.)"""
        header = self.verticalHeader()
        if header.isHidden():
            return 0
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2
        widest = 0
        for item in (self.verticalHeaderItem(r) for r in range(self.rowCount())):
            if item is not None:  # a label without a font of its own is drawn in the header's
                font = item.font() if item.data(Qt.ItemDataRole.FontRole) is not None else header.font()
                widest = max(widest, QFontMetrics(font).horizontalAdvance(item.text()) + margin)
        header.setMinimumWidth(widest)
        return max(widest, header.sizeHint().width())

    def _put(self, row: int, col: int, text: str, *, italic: bool = False, bold: bool = False,
             leading: bool = False, tip: str = "") -> None:
        """Set a cell unless it shows just that already (issue 14: the sheet is brought up to date
        after every move; only the cells that changed are made again)."""
        key = (text, italic, bold, leading, tip)
        if self._put_keys.get((row, col)) == key and self.item(row, col) is not None:
            return
        self._put_keys[(row, col)] = key
        item = self._cell(text)
        if italic:
            item.setFont(self.italic_font())
        if bold:
            item.setFont(self.bold_font())
        if leading:
            item.setBackground(QBrush(QColor("#ffe08a")))
            item.setForeground(QBrush(QColor("#111111")))
        if tip:
            item.setToolTip(tip)
        self.setItem(row, col, item)

    def _put_head(self, row: int, item: QTableWidgetItem) -> None:
        key = (item.text(), item.toolTip(), item.font().italic())
        if self._put_keys.get((row, -1)) == key and self.verticalHeaderItem(row) is not None:
            return
        self._put_keys[(row, -1)] = key
        self.setVerticalHeaderItem(row, item)

    @staticmethod
    def _cell(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def cell_text(self, row: int, col: int) -> str:
        item = self.item(row, col)
        return item.text() if item is not None else ""
