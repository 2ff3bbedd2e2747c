"""The new-game dialog: players, per seat a name, a colour and human/computer level; seed; speed.

`NewGameDialog(game, remembered)`; after `exec()` is accepted, `choices()` gives a JSON-able dict
`{"players", "seats": [{"name", "color", "kind"}], "seed": int | None, "speed"}` that the main window
turns into `SeatConfig`s and stores as the remembered choices for this game.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QFontMetrics
from PySide6.QtWidgets import (
    QColorDialog,
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

from app.persistence.seats import KINDS, MAX_NAME, SeatConfig, seat_problem
from app.ui import qt_art

#: the seat kinds (app/persistence/seats.py) as the dialog offers them
KIND_LABELS: tuple[tuple[str, str], ...] = tuple(
    (kind, "Human" if kind == "human" else f"Computer ({kind})") for kind in KINDS)
SPEEDS: tuple[tuple[str, str], ...] = (("normal", "Normal"), ("fast", "Fast"), ("off", "Off (no animation)"))
SPEED_FACTORS = {"normal": 1.0, "fast": 0.5, "off": 0.0}
DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gia", "Hugo", "Ida", "Jon", "Kim", "Lou",
                 "Mia", "Ned", "Oli", "Pia", "Rui", "Sam")


def default_seat(index: int, taken_colors: list[str]) -> dict:
    colors = [c for c in qt_art.seat_colors(max(index + 1, 10) + len(taken_colors)) if c not in taken_colors]
    name = DEFAULT_NAMES[index] if index < len(DEFAULT_NAMES) else f"Player {index + 1}"
    return {"name": name, "color": colors[0], "kind": "human" if index == 0 else "normal"}


def validate(seats: list[dict], seed_text: str) -> str | None:
    """The first problem with these choices, as a sentence, or None."""
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        name = seat["name"].strip()
        if not name:
            return f"Player {i + 1} needs a name."
        if len(name) > MAX_NAME:
            return f"The name of player {i + 1} is too long (at most {MAX_NAME} letters)."
        problem = seat_problem(SeatConfig(name, seat.get("color", ""), seat.get("kind", "human")), i + 1)
        if problem:  # anything else a seat refuses (control characters...): said before the game starts
            return problem
        key = name.casefold()
        if key in seen:
            return f"Players {seen[key] + 1} and {i + 1} are both called {name}; give each a different name."
        seen[key] = i
    colors: dict[str, int] = {}
    for i, seat in enumerate(seats):
        key = QColor(seat["color"]).name()
        if key in colors:
            other = seats[colors[key]]["name"].strip()
            return f"{other} and {seat['name'].strip()} have the same colour; pick another for one of them."
        colors[key] = i
    text = seed_text.strip()
    if text:
        try:
            seed = int(text)
        except ValueError:
            return "The seed must be a whole number, or empty for a random game."
        if not 0 <= seed < 2**63:
            return "The seed must be a whole number from 0 up."
    return None


class ColorButton(QToolButton):
    """A swatch that opens the palette (and 'Other colour…')."""

    def __init__(self, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        menu = QMenu(self)
        for name, value in qt_art.PALETTE:
            action = QAction(qt_art.color_swatch(value), name, menu)
            action.triggered.connect(lambda _=False, v=value: self.set_color(v))
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction("Other colour…", self._pick)
        self.setMenu(menu)
        self.setMinimumWidth(QFontMetrics(self.font()).horizontalAdvance("Orange") * 2)
        self.set_color(color)

    def _pick(self) -> None:
        color = QColorDialog.getColor(QColor(self.color), self, "Seat colour")
        if color.isValid():
            self.set_color(color.name())

    def set_color(self, color: str) -> None:
        self.color = QColor(color).name()
        em = QFontMetrics(self.font()).height()
        self.setIcon(qt_art.color_swatch(self.color, em))
        self.setText(qt_art.color_name(self.color))
        self.setAccessibleName(f"Colour: {qt_art.color_name(self.color)}")


class SeatRow:
    def __init__(self, parent: QWidget, grid: QGridLayout, row: int, seat: dict) -> None:
        self.label = QLabel(f"{row + 1}.", parent)
        self.name = QLineEdit(seat["name"], parent)
        self.name.setMaxLength(MAX_NAME + 10)
        self.name.setPlaceholderText("Name")
        self.name.setAccessibleName(f"Name of player {row + 1}")
        self.color = ColorButton(seat["color"], parent)
        self.kind = QComboBox(parent)
        for key, text in KIND_LABELS:
            self.kind.addItem(text, key)
        index = self.kind.findData(seat.get("kind", "human"))
        self.kind.setCurrentIndex(max(0, index))
        self.kind.setAccessibleName(f"Who plays seat {row + 1}")
        for col, widget in enumerate((self.label, self.name, self.color, self.kind)):
            grid.addWidget(widget, row, col)

    def value(self) -> dict:
        return {"name": self.name.text().strip(), "color": self.color.color, "kind": self.kind.currentData()}

    def widgets(self):
        return (self.label, self.name, self.color, self.kind)


class NewGameDialog(QDialog):
    def __init__(self, game, remembered: dict | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(f"New game of {game.title}")
        remembered = remembered if isinstance(remembered, dict) else {}
        self._stored: list[dict] = [s for s in remembered.get("seats", []) if _seat_ok(s)]

        self.players = QSpinBox(self)
        self.players.setRange(game.min_players, game.max_players)
        wanted = remembered.get("players", max(game.min_players, min(3, game.max_players)))
        self.players.setValue(wanted if isinstance(wanted, int) else game.min_players)
        self.players.setAccessibleName("Number of players")
        self.seed = QLineEdit(self)
        self.seed.setPlaceholderText("random")
        self.seed.setToolTip("The same seed with the same moves gives the same game.")
        seed = remembered.get("seed")
        self.seed.setText("" if seed is None else str(seed))
        self.speed = QComboBox(self)
        for key, text in SPEEDS:
            self.speed.addItem(text, key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(remembered.get("speed", "normal"))))

        form = QFormLayout()
        form.addRow("Players:", self.players)
        self.seat_host = QWidget(self)
        self.seat_grid = QGridLayout(self.seat_host)
        self.seat_grid.setColumnStretch(1, 1)
        self.rows: list[SeatRow] = []
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.seat_host)
        self.scroll = scroll
        self.error = QLabel("", self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setAccessibleName("Problem")
        more = QFormLayout()
        more.addRow("Seed (optional):", self.seed)
        more.addRow("Animation speed:", self.speed)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
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
        em = QFontMetrics(self.font()).height()
        self.resize(max(int(em * 34), self.sizeHint().width()), self.sizeHint().height())

    def _set_rows(self, count: int) -> None:
        while len(self.rows) > count:
            row = self.rows.pop()
            self._stored_update(len(self.rows), row.value())
            for widget in row.widgets():
                self.seat_grid.removeWidget(widget)
                widget.deleteLater()
        while len(self.rows) < count:
            i = len(self.rows)
            taken = [r.color.color for r in self.rows]
            seat = self._stored[i] if i < len(self._stored) else default_seat(i, taken)
            if QColor(seat["color"]).name() in taken:
                seat = {**seat, "color": default_seat(i, taken)["color"]}
            self.rows.append(SeatRow(self.seat_host, self.seat_grid, i, seat))
        self.error.setText("")
        # show up to seven seats without scrolling; more scroll
        row_h = max(self.rows[0].name.sizeHint().height(), self.rows[0].kind.sizeHint().height()) if self.rows else 0
        spacing = max(0, self.seat_grid.verticalSpacing())
        margins = self.seat_grid.contentsMargins()
        shown = min(count, 7)
        self.scroll.setMinimumHeight(shown * (row_h + spacing) + margins.top() + margins.bottom())
        if self.isVisible() and self.height() < self.sizeHint().height():
            self.resize(self.width(), self.sizeHint().height())

    def _stored_update(self, index: int, seat: dict) -> None:
        while len(self._stored) <= index:
            self._stored.append(default_seat(len(self._stored), []))
        self._stored[index] = seat

    def seats(self) -> list[dict]:
        return [row.value() for row in self.rows]

    def problem(self) -> str | None:
        return validate(self.seats(), self.seed.text())

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        super().accept()

    def choices(self) -> dict:
        text = self.seed.text().strip()
        return {
            "players": self.players.value(),
            "seats": self.seats(),
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
    return out
