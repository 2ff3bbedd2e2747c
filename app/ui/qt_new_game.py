"""The new-game dialog: players, per seat a name, a colour and human/computer level; the game's
options; seed; speed.

`NewGameDialog(game, remembered)` (`game` a Game or its static GameInfo: the dialog needs no rules);
after `exec()` is accepted, `choices()` gives a JSON-able dict `{"players", "seats": [{"name", "color",
"kind"}], "options": {name: value}, "seed": int | None, "speed"}` that the main window turns into
`SeatConfig`s and a new game, and stores as the remembered choices for this game. The options shown are
the game's public ones (app/core/options.py), each with the line saying what it changes; a seat option
left at "Random" is not in `options` (the game chooses at random).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QColor, QFontMetrics, QIcon
from PySide6.QtWidgets import (
    QColorDialog,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.i18n import N_, _
from app.persistence.seats import KINDS, MAX_NAME, SeatConfig, seat_problem
from app.ui import qt_art, seat_palettes

#: the seat kinds (app/persistence/seats.py) as the dialog offers them (marked: translated where shown;
#: the German level words are the bots' own, app/bots LEVEL_TITLES)
_KIND_WORDS = {"human": N_("Human"), "easy": N_("Computer (easy)"), "normal": N_("Computer (normal)"),
               "hard": N_("Computer (hard)")}
KIND_LABELS: tuple[tuple[str, str], ...] = tuple((kind, _KIND_WORDS[kind]) for kind in KINDS)
#: at a table hosted for other computers (Game > Host a table…): a seat played at this computer (two or
#: more pass the mouse behind the cover), a seat for a computer that joins, or a computer player
HOSTED_KIND_LABELS: tuple[tuple[str, str], ...] = (
    ("human", N_("At this computer")), ("remote", N_("Another computer")), *KIND_LABELS[1:])
SPEEDS: tuple[tuple[str, str], ...] = (("normal", N_("Normal")), ("fast", N_("Fast")),
                                       ("off", N_("Off (no animation)")))
SPEED_FACTORS = {"normal": 1.0, "fast": 0.5, "off": 0.0}
DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gia", "Hugo", "Ida", "Jon", "Kim", "Lou",
                 "Mia", "Ned", "Oli", "Pia", "Rui", "Sam")


def default_seat(index: int, taken_colors: list[str]) -> dict:
    colors = [c for c in seat_palettes.seat_colors(max(index + 1, 10) + len(taken_colors)) if c not in taken_colors]
    name = DEFAULT_NAMES[index] if index < len(DEFAULT_NAMES) else _("Player {n}").format(n=index + 1)
    return {"name": name, "color": colors[0], "kind": "human" if index == 0 else "normal"}


def validate(seats: list[dict], seed_text: str) -> str | None:
    """The first problem with these choices, as a sentence, or None."""
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        name = seat["name"].strip()
        if not name:
            return _("Player {n} needs a name.").format(n=i + 1)
        if len(name) > MAX_NAME:
            return _("The name of player {n} is too long (at most {most} letters).").format(n=i + 1, most=MAX_NAME)
        problem = seat_problem(SeatConfig(name, seat.get("color", ""), seat.get("kind", "human")), i + 1)
        if problem:  # anything else a seat refuses (control characters...): said before the game starts
            return problem
        key = name.casefold()
        if key in seen:
            return _("Players {first} and {second} are both called {name}; give each a different name.").format(
                first=seen[key] + 1, second=i + 1, name=name)
        seen[key] = i
    colors: dict[str, int] = {}
    for i, seat in enumerate(seats):
        key = QColor(seat_palettes.shown(seat["color"])).name()  # "Red" and "Vermilion" are one seat colour
        if key in colors:
            other = seats[colors[key]]["name"].strip()
            return _("{first} and {second} have the same colour; pick another for one of them.").format(
                first=other, second=seat["name"].strip())
        colors[key] = i
    text = seed_text.strip()
    if text:
        try:
            seed = int(text)
        except ValueError:
            return _("The seed must be a whole number, or empty for a random game.")
        if not 0 <= seed < 2**63:
            return _("The seed must be a whole number from 0 up.")
    return None


class ColorButton(QToolButton):
    """A swatch that opens the palette (and 'Other colour…')."""

    def __init__(self, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        menu = QMenu(self)
        for name, value in seat_palettes.palette():
            action = QAction(qt_art.color_swatch(value), _(name), menu)
            action.triggered.connect(lambda _=False, v=value: self.set_color(v))
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(_("Other colour…"), self._pick)
        self.setMenu(menu)
        self.setMinimumWidth(QFontMetrics(self.font()).horizontalAdvance(_("Orange")) * 2)
        self.set_color(color)

    def _pick(self) -> None:
        color = QColorDialog.getColor(QColor(self.color), self, _("Seat colour"))
        if color.isValid():
            self.set_color(color.name())

    def set_color(self, color: str, name: str | None = None) -> None:
        self.color = QColor(seat_palettes.shown(color)).name()  # a remembered colour in the palette in use
        em = QFontMetrics(self.font()).height()
        name = name or seat_palettes.color_name(self.color)
        icon = qt_art.color_swatch(self.color, em)
        icon.addPixmap(icon.pixmap(em), QIcon.Mode.Disabled)  # greyed (a piece's colour), still in colour
        self.setIcon(icon)
        self.setText(name)
        self.setAccessibleName(_("Colour: {colour}").format(colour=name))

    def fix(self, piece: tuple[str, str] | None, why: str = "") -> None:
        """Show the colour the game's pieces give the seat (`piece`: ("#rrggbb", marked name)), greyed
        with `why` as its tooltip; None: the player's own choice again, to choose."""
        own = getattr(self, "_own", None)
        if piece is not None:
            if own is None:
                self._own = self.color
            self.set_color(piece[0], _(piece[1]))
        elif own is not None:
            self._own = None
            self.set_color(own)
        self.setEnabled(piece is None)
        self.setToolTip(why if piece is not None else "")


class SeatRow:
    def __init__(self, parent: QWidget, grid: QGridLayout, row: int, seat: dict,
                 labels: tuple[tuple[str, str], ...] = KIND_LABELS) -> None:
        self.label = QLabel(f"{row + 1}.", parent)
        self.name = QLineEdit(seat["name"], parent)
        self.name.setMaxLength(MAX_NAME + 10)
        self.name.setPlaceholderText(_("Name"))
        self.name.setAccessibleName(_("Name of player {n}").format(n=row + 1))
        self.color = ColorButton(seat["color"], parent)
        self.kind = QComboBox(parent)
        for key, text in labels:
            self.kind.addItem(_(text), key)
        index = self.kind.findData(seat.get("kind", "human"))
        self.kind.setCurrentIndex(max(0, index))
        self.kind.setAccessibleName(_("Who plays seat {n}").format(n=row + 1))
        for col, widget in enumerate((self.label, self.name, self.color, self.kind)):
            grid.addWidget(widget, row, col)

    def value(self) -> dict:
        return {"name": self.name.text().strip(), "color": self.color.color, "kind": self.kind.currentData()}

    def widgets(self):
        return (self.label, self.name, self.color, self.kind)


class SeatScroll(QScrollArea):
    """The seats' scroll area: as high as the rows it is to show whole (its minimum height, set for up
    to seven seats). QScrollArea's own hint keeps its seats' height from when it was first asked: two
    seats after three were spread over three rows' height."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(super().sizeHint().width(), self.minimumHeight())


class CheckedDialog(QDialog):
    """A dialog that says in its `error` label why it cannot be accepted yet (`problem()`)."""

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        super().accept()


class NewGameDialog(CheckedDialog):
    def __init__(self, game, remembered: dict | None = None, parent: QWidget | None = None, *,
                 hosting: bool = False) -> None:
        """`hosting`: the dialog of Game > Host a table…: the seats are played at this computer, at
        other computers, or by computer players."""
        super().__init__(parent)
        self.game = game
        self.hosting = hosting
        self.setWindowTitle((_("Host a table of {game}") if hosting else _("New game of {game}")).format(game=game.title))
        remembered = remembered if isinstance(remembered, dict) else {}
        self._stored: list[dict] = [s for s in remembered.get("seats", []) if _seat_ok(s)]

        self.players = QSpinBox(self)
        self.players.setRange(game.min_players, game.max_players)
        wanted = remembered.get("players", max(game.min_players, min(3, game.max_players)))
        self.players.setValue(wanted if isinstance(wanted, int) else game.min_players)
        self.players.setAccessibleName(_("Number of players"))
        self.seed = QLineEdit(self)
        self.seed.setPlaceholderText(_("random"))
        self.seed.setToolTip(_("The same seed with the same moves gives the same game."))
        seed = remembered.get("seed")
        self.seed.setText("" if seed is None else str(seed))
        self.speed = QComboBox(self)
        for key, text in SPEEDS:
            self.speed.addItem(_(text), key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(remembered.get("speed", "normal"))))
        stored_options = remembered.get("options")
        self._remembered_options = stored_options if isinstance(stored_options, dict) else {}

        form = QFormLayout()
        form.addRow(_("Players:"), self.players)
        self.seat_host = QWidget(self)
        self.seat_grid = QGridLayout(self.seat_host)
        self.seat_grid.setColumnStretch(1, 1)
        self.rows: list[SeatRow] = []
        scroll = SeatScroll(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.seat_host)
        self.scroll = scroll
        self.error = QLabel("", self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setAccessibleName(_("Problem"))
        more = QFormLayout()  # the game's options, then seed and speed, their labels in one column
        self.option_form = more
        self.option_rows: dict[str, tuple[object, QWidget, QLabel]] = {}  # name -> (Option, widget, note)
        self.choice_lines: dict[str, QLabel] = {}  # a choice option's line for the chosen choice
        info = getattr(game, "info", game)
        for option in info.public_options() if hasattr(info, "public_options") else ():
            self._add_option(option)
        more.addRow(_("Seed (optional):"), self.seed)
        more.addRow(_("Animation speed:"), self.speed)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("Host") if hosting else _("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(scroll, 1)
        layout.addLayout(more)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.players.valueChanged.connect(self._set_rows)
        self._set_rows(self.players.value())
        self._options_changed()
        em = QFontMetrics(self.font()).height()
        self.resize(max(int(em * 34), self.sizeHint().width()), self.sizeHint().height())

    def _set_rows(self, count: int) -> None:
        while len(self.rows) > count:
            row = self.rows.pop()
            self._stored_update(len(self.rows), row.value())
            for widget in row.widgets():
                self.seat_grid.removeWidget(widget)
                widget.hide()  # at once (deleteLater waits for the event loop)
                widget.deleteLater()
        while len(self.rows) < count:
            i = len(self.rows)
            taken = [r.color.color for r in self.rows]
            seat = self._stored[i] if i < len(self._stored) else default_seat(i, taken)
            if QColor(seat["color"]).name() in taken:
                seat = {**seat, "color": default_seat(i, taken)["color"]}
            if self.hosting and i >= len(self._stored):
                seat = {**seat, "kind": "human" if i == 0 else "remote"}
            self.rows.append(SeatRow(self.seat_host, self.seat_grid, i, seat,
                                     HOSTED_KIND_LABELS if self.hosting else KIND_LABELS))
            self.rows[-1].name.textChanged.connect(self._refresh_options)  # "Random / Ana / Ben…"
        self._refresh_options()
        if hasattr(self, "option_form"):  # the rows made at first come before the options
            self._piece_colors()
        self.error.setText("")
        # show up to seven seats without scrolling; more scroll
        row_h = max(self.rows[0].name.sizeHint().height(), self.rows[0].kind.sizeHint().height()) if self.rows else 0
        spacing = max(0, self.seat_grid.verticalSpacing())
        margins = self.seat_grid.contentsMargins()
        shown = min(count, 7)
        self.scroll.setMinimumHeight(shown * (row_h + spacing) + margins.top() + margins.bottom())
        self._fit_height()
        self._chain_tabs()

    def _fit_height(self) -> None:
        """The dialog as high as what it shows now, taller or lower: fewer seats (5 players, then 2)
        or an option's line gone leave no empty band under the seats. The width stays the player's."""
        if not self.isVisible():
            return  # the first size is given when the dialog is made
        self.seat_grid.invalidate()  # the rows just taken away count no more in the hints
        self.layout().activate()
        height = max(self.sizeHint().height(), self.minimumSizeHint().height())
        if height != self.height():
            self.resize(self.width(), height)

    def _chain_tabs(self) -> None:
        """Tab goes through the form top to bottom: the player count, each seat's name, colour and who
        plays it, the game's options, the seed and the speed, then Start and Cancel (the seats' fields,
        made after the buttons, came after Start)."""
        order = [self.players, *(w for row in self.rows for w in (row.name, row.color, row.kind)),
                 *(widget for _option, widget, _note in self.option_rows.values()), self.seed, self.speed,
                 self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                 self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, then in zip(order, order[1:]):
            QWidget.setTabOrder(first, then)

    # ---- the game's options ---------------------------------------------------------------------
    def _add_option(self, option) -> None:
        players = self.players.value()
        if not option.allows(players):  # shown again for other player counts, with its remembered value
            players = option.min_players or option.max_players or players
        if option.kind == "choice":
            widget = QComboBox(self)
            for value, text in option.choices:
                widget.addItem(_(text), value)
        elif option.kind == "int":
            widget = QSpinBox(self)
            widget.setRange(option.low if option.low is not None else -(2**31),
                            option.high if option.high is not None else 2**31 - 1)
        elif option.kind == "bool":
            widget = QCheckBox(self)  # its label is the form's
        else:  # a seat: Random or one of the players, by the names given above
            widget = QComboBox(self)
        widget.setAccessibleName(_(option.label))
        widget.setToolTip(_(option.description))
        note = QLabel(_(option.description), self)
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        column = QVBoxLayout()
        column.setSpacing(0)
        column.addWidget(widget)
        column.addWidget(note)
        if option.choice_notes:
            line = QLabel("", self)
            line.setWordWrap(True)
            line.setAccessibleDescription(_("What this choice changes"))
            column.addWidget(line)
            self.choice_lines[option.name] = line
        self.option_form.addRow(_("{label}:").format(label=_(option.label)), column)
        self.option_rows[option.name] = (option, widget, note)
        remembered = self._remembered_options.get(option.name, option.default)
        self._set_option(option.name, option.clean(remembered, players) if option.kind != "seat"
                         else remembered)
        if isinstance(widget, QCheckBox):
            widget.toggled.connect(self._options_changed)
        elif isinstance(widget, QComboBox) and option.kind == "choice":
            widget.currentIndexChanged.connect(self._options_changed)

    def _value(self, widget: QWidget):
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.currentData()

    def _offered(self, option) -> bool:
        """Whether `option` is offered for the values the other options have now."""
        values = {name: self._value(widget) for name, (_o, widget, _n) in self.option_rows.items()}
        return option.offered_with(values)

    def _options_changed(self, *_args) -> None:
        """A choice's own line; options offered only with others' values; the player counts the
        chosen choices are for (a choice for exactly 2 players fixes the count at 2)."""
        low, high = self.game.min_players, self.game.max_players
        for option, widget, note in self.option_rows.values():
            offered = self._offered(option)
            widget.setEnabled(offered)
            self._set_aside(option, widget, offered)
            note.setText(_(option.description) if offered else _(option.only_with_note))
            line = self.choice_lines.get(option.name)
            if line is not None:
                chosen = option.choice_note(self._value(widget))
                line.setText(_(chosen) if chosen else "")
                line.setVisible(bool(chosen))
            if option.kind == "choice" and offered:
                first, last = option.players_for(self._value(widget))
                low, high = max(low, first or low), min(high, last or high)
        if low <= high and (low, high) != (self.players.minimum(), self.players.maximum()):
            self.players.setRange(low, high)  # moves the count into the range (valueChanged: the rows)
        self.players.setEnabled(self.players.minimum() < self.players.maximum())
        self._piece_colors()
        self._fit_height()

    def _piece_colors(self) -> None:
        """Where the game's pieces give the seats their colours (GameInfo.seat_colors), each seat shows
        its pieces' colour and has no other to choose; elsewhere the colours chosen."""
        info = getattr(self.game, "info", self.game)
        pieces = info.piece_colors(self.options()) if hasattr(info, "piece_colors") else ()
        why = _("In this game each seat plays in the colour of its pieces.")
        for i, row in enumerate(self.rows):
            row.color.fix(pieces[i] if i < len(pieces) else None, why)

    def _set_aside(self, option, widget: QWidget, offered: bool) -> None:
        """A yes/no option not offered for the other choices shows unticked (its value is not used);
        offered again, it shows the player's value again."""
        if not isinstance(widget, QCheckBox):
            return
        kept = widget.property("set_aside")
        widget.blockSignals(True)
        if not offered and kept is None:
            widget.setProperty("set_aside", widget.isChecked())
            widget.setChecked(False)
        elif offered and kept is not None:
            widget.setProperty("set_aside", None)
            widget.setChecked(bool(kept))
        widget.blockSignals(False)

    def _set_option(self, name: str, value) -> None:
        option, widget, _note = self.option_rows[name]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value) if isinstance(value, int) else int(option.default or 0))
        else:
            index = next((i for i in range(widget.count()) if widget.itemData(i) == value
                          and type(widget.itemData(i)) is type(value)), -1)
            widget.setProperty("wanted", value)  # a seat asked for before there are rows enough
            widget.setCurrentIndex(max(0, index))

    def _refresh_options(self) -> None:
        """Seat choices follow the player count and the names; an option for other player counts hides."""
        players = len(self.rows)
        for option, widget, note in self.option_rows.values():
            form_row = self._option_row(widget)
            if form_row >= 0:
                self.option_form.setRowVisible(form_row, option.allows(players))
            if option.kind != "seat":
                continue
            current = widget.currentData() if widget.count() else widget.property("wanted")
            widget.blockSignals(True)
            widget.clear()
            widget.addItem(_("Random"), None)
            for i, seat in enumerate(self.rows):
                widget.addItem(seat.name.text().strip() or _("Player {n}").format(n=i + 1), i)
            index = widget.findData(current) if isinstance(current, int) else 0
            widget.setCurrentIndex(max(0, index))
            widget.blockSignals(False)

    def _option_row(self, widget: QWidget) -> int:
        for row in range(self.option_form.rowCount()):
            item = self.option_form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            layout = item.layout() if item is not None else None
            if layout is not None and layout.indexOf(widget) >= 0:
                return row
        return -1

    def options(self) -> dict:
        """The chosen values of the options shown (a seat left at Random is left out)."""
        players = len(self.rows)
        out = {}
        for option, widget, _note in self.option_rows.values():
            if not option.allows(players) or not self._offered(option):
                continue
            value = self._value(widget)
            if value is not None:
                out[option.name] = value
        return out

    def _stored_update(self, index: int, seat: dict) -> None:
        while len(self._stored) <= index:
            self._stored.append(default_seat(len(self._stored), []))
        self._stored[index] = seat

    def seats(self) -> list[dict]:
        return [row.value() for row in self.rows]

    def problem(self) -> str | None:
        if not self.hosting:
            return validate(self.seats(), self.seed.text())
        kinds = [seat["kind"] for seat in self.seats()]
        if "human" not in kinds:
            return _("Choose At this computer for at least one seat.")
        if "remote" not in kinds:
            return _("Choose Another computer for at least one seat.")
        return validate([{**seat, "kind": "human" if seat["kind"] == "remote" else seat["kind"]}
                         for seat in self.seats()], self.seed.text())

    def choices(self) -> dict:
        text = self.seed.text().strip()
        return {
            "players": self.players.value(),
            "seats": self.seats(),
            "options": self.options(),
            "seed": int(text) if text else None,
            "speed": self.speed.currentData(),
        }


def _seat_ok(seat) -> bool:
    return (
        isinstance(seat, dict)
        and isinstance(seat.get("name"), str)
        and isinstance(seat.get("color"), str)
        and QColor(seat["color"]).isValid()
        and seat.get("kind") in KINDS
    )


def speed_key(factor) -> str:
    """The speed choice nearest to a stored factor (0 off, 0.5 fast, 1 normal)."""
    if not isinstance(factor, (int, float)) or isinstance(factor, bool):
        return "normal"
    return min(SPEED_FACTORS, key=lambda k: abs(SPEED_FACTORS[k] - factor))


def from_settings(stored: dict) -> dict:
    """The dialog's remembered choices from `persistence.settings.last_new_game(game_id)`.
    The seed is not carried over: a remembered seed would deal the same game every time."""
    if not isinstance(stored, dict):
        return {}
    names, colors, kinds = (stored.get(k) or [] for k in ("names", "colors", "kinds"))
    seats = [{"name": n, "color": c, "kind": k} for n, c, k in zip(names, colors, kinds)]
    out: dict = {"seats": seats}
    if isinstance(stored.get("players"), int):
        out["players"] = stored["players"]
    if "speed" in stored:
        out["speed"] = speed_key(stored["speed"])
    if isinstance(stored.get("options"), dict):
        out["options"] = dict(stored["options"])
    return out
