"""Learn to play: a guided first game from a game's lesson (`app/games/<id>/tutorial.py`, `LESSON`).

`start(window, game_id)` starts the lesson's short stacked game (asking which, by their titles, when
the game has several `LESSONS`) on the main window's table: seat 0
is the learner, the other seats the lesson's bots; nothing is autosaved and nothing is counted in the
statistics, so the game's own unfinished autosave stays as it was. A banner above the table says
what to do (step k of n) and has "Leave the lesson"; the table rings the move to make when it is the
learner's turn and nothing moves; a move of another kind is refused with the step's sentence (the
session's gate), and so is a move of the step's kind that misses the step's goal, with the step's
"Try again" above its words (app/core/tutorial.py). A step the game did by itself is passed over, the
banner saying what happened. A hint asked for during a step is the step's move with its words (the
table's guide), so the hint never contradicts the lesson. When every step is done the banner says so
and offers "Play a real game"."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from app.core.i18n import N_, _
from app.core.text import fill
from app.core.tutorial import Lesson, Tutorial
from app.session import game_modules
from app.session.announcement import MOVE

NO_LESSON = N_("No lesson for this game yet.")


#: under the step's prompt when the table does not allow its move now
PLAY_ON = N_("That cannot be done on the table as it lies now: play on as you like, and do it when it can be done.")


def lessons_of(game: Any) -> tuple[Lesson, ...]:
    """The game's lessons (from `<package>.tutorial`): its LESSONS, else its LESSON; () when none."""
    module = game_modules.load_module(None, game, "tutorial")
    if module is None:
        return ()
    several = getattr(module, "LESSONS", None)
    if isinstance(several, tuple) and several and all(isinstance(x, Lesson) for x in several):
        return several
    lesson = getattr(module, "LESSON", None)
    return (lesson,) if isinstance(lesson, Lesson) else ()


def lesson_of(game: Any) -> Lesson | None:
    """The game's first lesson, or None when it has none."""
    lessons = lessons_of(game)
    return lessons[0] if lessons else None


def choose_lesson(parent: QWidget, title: str, lessons: tuple[Lesson, ...]) -> int | None:
    """Ask which of `lessons` to play (a button per lesson's title); its index, or None (Cancel)."""
    box = QMessageBox(QMessageBox.Icon.Question, _("Learn to play"), _("Which lesson of {game}?").format(game=title),
                      QMessageBox.StandardButton.NoButton, parent)
    buttons = [box.addButton(_(lesson.title) if lesson.title else title, QMessageBox.ButtonRole.AcceptRole)
               for lesson in lessons]
    box.setEscapeButton(box.addButton(_("Cancel"), QMessageBox.ButtonRole.RejectRole))
    box.setDefaultButton(buttons[0])
    box.exec()
    clicked = box.clickedButton()
    return buttons.index(clicked) if clicked in buttons else None


class LessonBanner(QFrame):
    """Above the table: the lesson's title, step k of n, what to do, Leave and Play a real game."""

    leaveRequested = Signal()
    realGameRequested = Signal()

    def __init__(self, game_title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(_("Lesson"))
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.heading.font()
        bold.setBold(True)
        self.heading.setFont(bold)
        self._title = game_title
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setFont(bold)
        self.leave = QPushButton(_("Leave the lesson"), self)
        self.leave.clicked.connect(self.leaveRequested)
        self.real = QPushButton(_("Play a real game"), self)
        self.real.clicked.connect(self.realGameRequested)
        self.real.hide()
        texts = QVBoxLayout()
        texts.addWidget(self.heading)
        texts.addWidget(self.intro)
        texts.addWidget(self.prompt)
        buttons = QVBoxLayout()
        buttons.addWidget(self.real)
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        row = QHBoxLayout(self)
        row.addLayout(texts, 1)
        row.addLayout(buttons)
        self.setStyleSheet("#LessonBanner { border: 2px solid palette(highlight); border-radius: 6px;"
                           " background: palette(base); }")

    def show_step(self, number: int, total: int, prompt: str, intro: str | None) -> None:
        self.heading.setText(_("Learn to play {game}: step {n} of {total}").format(
            game=self._title, n=number, total=total))
        self.intro.setText(intro or "")
        self.intro.setVisible(bool(intro))
        self.prompt.setText(prompt)
        self.real.hide()

    def show_done(self, text: str) -> None:
        self.heading.setText(_("Learn to play {game}: lesson complete").format(game=self._title))
        self.intro.hide()
        self.prompt.setText(text)
        self.real.show()
        self.real.setDefault(True)


class TutorialRun:
    """Follows one lesson's session: the banner's words, the pointer, the gate, the steps done."""

    def __init__(self, window: Any, game_id: str, tutorial: Tutorial, session: Any) -> None:
        self.window, self.game_id, self.tutorial, self.session = window, game_id, tutorial, session
        self.table = window.table
        self.banner = LessonBanner(session.game.title)
        self.banner.leaveRequested.connect(self.leave)
        self.banner.realGameRequested.connect(self.real_game)
        session.announced.connect(self._on_announced)  # before the table's: the step moves on first
        self._moved = False  # the learner made a move of the lesson (the intro is then hidden)
        #: the learner's view before the move the gate let through last (the step's goal is judged on it)
        self._before: dict | None = None
        #: said above the step's words until the next step: "Try again", or what the game did itself
        self._note: str | None = None

    # ---- what the session and the table ask ------------------------------------------------------
    def _alive(self) -> bool:
        if self.table.session is self.session and not self.session.closed:
            return True
        try:
            self.table.settled.disconnect(self._point)
        except (RuntimeError, TypeError):
            pass
        return False

    def gate(self, action: Any, seat: int | None) -> str | None:
        """The session's gate: the learner's move of another kind than the step's is refused, while
        the lesson has a move to point at (otherwise whatever the rules allow goes); a move of the
        step's kind that misses the step's goal is refused with "Try again" (it was tried on a copy)."""
        if seat != 0 or self.tutorial.finished:
            return None
        self._before = self.session.view()
        if self.tutorial.target(self._before, self.session.legal_actions()) is None:
            return None
        problem = self.tutorial.refusal(action, seat)
        if problem is None:
            problem = self.tutorial.try_move(self.session.state, action, seat)
            if problem is not None:
                self._note = problem
                self.show()
        return problem

    def _on_announced(self, record) -> None:
        if record.kind != MOVE or record.action_type is None or not self._alive():
            return
        actors = self.session.actors
        if actors and actors[-1] == 0:
            before = self.tutorial.number, self.tutorial.finished
            after = self.session.view() if self._before is not None else None
            notes = self.tutorial.done({"type": record.action_type}, self._before, after)
            self._before = None
            if (self.tutorial.number, self.tutorial.finished) != before:
                self._moved = True
                self._note = "\n".join(notes) or None
            self.show()

    def hint(self) -> tuple[Any, str] | None:
        """The table's guide: during a step with a move, the hint is that move and the step's words."""
        if not self._alive() or self.tutorial.finished or self.session.acting_seat() != 0:
            return None
        target = self.tutorial.target(self.table.current_view(), self.session.legal_actions())
        if target is None:
            return None
        prompt = fill(self.tutorial.prompt(), self.session.names)
        return target, _("The lesson's move: {prompt}").format(prompt=prompt)

    def _point(self) -> None:
        """The table is settled: ring the learner's move when it is their turn."""
        if not self._alive() or self.tutorial.finished:
            return
        if not self.table.is_settled() or self.session.animation_pending or self.session.acting_seat() != 0:
            return  # not the learner's turn, or the table still moves
        legal = self.session.legal_actions()
        if not legal and self.session.bot_thinking:
            return
        target = self.tutorial.target(self.table.current_view(), legal)
        if target is not None:
            self.table.point_at(target)
        elif legal:  # the table does not allow the step now (a flick that missed, say): say so, play on
            self.banner.prompt.setText("\n".join([fill(self.tutorial.prompt(), self.session.names), _(PLAY_ON)]))

    def begin(self) -> None:
        """The session is on the table: show the banner and point from now on."""
        self.table.set_banner(self.banner)
        self.table.set_guide(self.hint)
        self.table.settled.connect(self._point)
        self.show()
        self._point()

    # ---- the banner ---------------------------------------------------------------------------------
    def show(self) -> None:
        names = self.session.names
        if self.tutorial.finished:
            self.banner.show_done(fill(_(self.tutorial.lesson.done), names))
            if self.table.scene is not None:
                self.table.scene.clear_hint()
            return
        intro = None if self._moved else fill(_(self.tutorial.lesson.intro), names)
        prompt = fill(self.tutorial.prompt(), names)
        if self._note:
            prompt = "\n".join([fill(self._note, names), prompt])
        self.banner.show_step(self.tutorial.number, self.tutorial.total, prompt, intro)

    def leave(self) -> None:
        self.window.leave_tutorial()

    def real_game(self) -> None:
        self.window.real_game(self.game_id)


def start(window: Any, game_id: str, which: int | None = None) -> TutorialRun | None:
    """Start `game_id`'s lesson on `window` (the main window): its `which`-th, or the one the player
    chooses when it has several; None, after a message, when the game has no lesson or its lesson
    cannot be started (or the player cancelled the choice)."""
    from app.games import registry
    from app.persistence import SeatConfig
    from app.session.game_session import GameSession
    from app.ui import seat_palettes

    info = next((g for g in window.games if g.id == game_id), None)
    if info is None:
        return None
    game = info if hasattr(info, "new_state") else registry.get(game_id)
    try:
        lessons = lessons_of(game)
    except ImportError as exc:
        window.show_problem(_("Learn to play"), _("The lesson of {game} cannot be loaded ({problem}).").format(
            game=game.title, problem=exc))
        return None
    if not lessons:
        window.show_problem(_("Learn to play"), _(NO_LESSON))
        return None
    if which is None:
        which = choose_lesson(window, game.title, lessons) if len(lessons) > 1 else 0
        if which is None:
            return None
    lesson = lessons[which]
    tutorial = Tutorial(lesson)
    names = tutorial.names()
    colors = seat_palettes.seat_colors(lesson.players)
    kinds = ("human", *lesson.bots)
    seats = [SeatConfig(names[i], colors[i], kinds[i]) for i in range(lesson.players)]
    try:
        session = GameSession.new(game, seats, lesson.seed, dict(lesson.options), autosave=False, secret=None,
                                  record_stats=False, bot_delay_ms=window._bot_delay())
    except ValueError as exc:
        window.show_problem(_("Learn to play"), str(exc))
        return None
    run = TutorialRun(window, game_id, tutorial, session)
    session.set_gate(run.gate)
    window._close_session()
    window.save_path = None
    window._last_setup = None
    window._open(session)
    if window.session is not session:  # the table could not be shown (the window said why)
        return None
    run.begin()
    return run
