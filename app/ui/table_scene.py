"""`TableScene`: the base of every game's scene. It draws only from view dicts, animates only from
events and never changes game state; clicks become `intent(action)`, `whyNot(action)` (a candidate
the table does not offer: the screen shows the rules' sentence why, sending nothing) or
`refused(reason)` (a note about the table itself, never about the rules: "Wait for the cards...").

A game's scene overrides four hooks:
- `draw_position()`: (re)draw everything from `self.view`, `self.legal`, `self.acting_seat`;
- `relayout()`: place and size every item for `self.width`/`self.height` (then redraw);
- `queue_events(events, view_after)`: add animation steps to `self.queue` (see items/animation.py),
  each event's steps after `self.mark_event(index)`, so that the screen writes the event's log line
  when its animation starts (`eventShown`);
- `on_click(key)`: a click on an item whose `click_key` is `key` (never called while busy);
- `target_of(action)`: the rect (scene coordinates) of what to click for `action`, for the hint ring
  (`show_hint`, which hints and Learn to play draw; the next position or animation removes it).

The table before a new game's deal comes from the rules (`State.setup_view`), which the screen passes
as `play_events(..., view_before)`, so that the deal animates; without it the scene jumps to the dealt
table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from app.core.i18n import _
from app.core.text import fill
from app.ui import contrast
from app.ui.items.animation import AnimationQueue, Tween, call, fly_card, wait
from app.session.announcement import BUSY_REASON as ANNOUNCED_BUSY_REASON
from app.ui.items.highlight import Highlightable
from app.ui.items.hint_marker import HintMarker

BUSY_REASON = ANNOUNCED_BUSY_REASON  # one sentence, the session's too (app/session/announcement.py)
#: the digit keys 1-9, by key
KEY_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
#: the height of a card in flight: above everything lying on the table
FLYING_Z = 1000.0
CHORDS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


def table_key(event, keys) -> tuple[Qt.Key, int | None] | None:
    """(key, digit or None) when the table plays `event`'s key: one of `keys` or a digit 1-9, with
    no Ctrl, Alt or Meta (those are the window's shortcuts); None when it is not the table's."""
    key = Qt.Key(event.key())
    digit = KEY_DIGITS.get(key)
    if (key not in keys and digit is None) or event.modifiers() & CHORDS:
        return None
    return key, digit


class TableScene(QGraphicsScene):
    intent = Signal(object)
    refused = Signal(str)
    #: a candidate action that is not offered now: the screen asks the session why (`explain`)
    whyNot = Signal(object)
    animationsFinished = Signal()
    #: the player took a step of a move (picked a card, a cap, a place): a refusal of what was tried
    #: before no longer holds
    choiceChanged = Signal()
    #: the animation of the event at this index (of those given to `play_events`) starts now: the
    #: events up to it are on the table (the rest are when `animationsFinished` comes)
    eventShown = Signal(int)
    #: the keyboard's focus ring went to another click key (a screen reader reads the part it is on)
    ringMoved = Signal()
    #: what a key just changed on the table, in words, for a screen reader (the screen announces it,
    #: politely): Top This!'s disc moved round the crust, its aim turned ("Aim at 11 o'clock, power 35%")
    described = Signal(str)

    #: the move builder of the move being made (app/ui/move_builder.py), when the game builds moves on it
    chooser = None
    #: the click key with the keyboard's focus ring (app/ui/table_keys.py)
    key_ring = None

    #: the felt of the table (centre colour; the edges are darker)
    felt = QColor("#1f6b47")
    #: the game's animations (its `ui/anim.py` `ANIMATIONS`, app/core/dispatch.py, whose handlers take
    #: (scene, event, add)) that the default `queue_events` plays; None: nothing moves
    ANIMATIONS = None

    def __init__(self, game, names: list[str], colors: list[str], parent=None) -> None:
        super().__init__(parent)
        self.game = game
        self.names = list(names)
        self.colors = [QColor(c) for c in colors]
        self.view: dict | None = None
        self.legal: list = []
        self.acting_seat: int | None = None
        #: what an animation put on the table outside every pile (flying cards, words): taken off by
        #: `remove_items(self.loose)` when the table is drawn again from a view
        self.loose: list = []
        self.queue = AnimationQueue(self)
        self.queue.finished.connect(self._on_queue_finished)
        self._speed = 1.0
        self._final: dict | None = None
        self._pending: tuple[dict, list, int | None] | None = None
        #: a human plays at this screen: the table keeps the room of a hand while nobody views (the
        #: public table between two players' turns), so that it does not change size at every hand-off
        self.hand_room = False
        #: what is offered and who acts once the animating events have been shown (`play_events`)
        self._after: tuple[list, int | None] = ([], None)
        #: the view last drawn at rest by `show_position` or at the animations' end (not copied)
        self._drawn: dict | None = None
        #: (view before, events, view after) of a first deal that is animating (restarted on resize)
        self._replay: tuple[dict, list, dict] | None = None
        #: running pauses (`hold`) that a click on the table cuts short
        self._holds: list[Tween] = []
        #: keys pressed while the cards moved, played when they stop (app/ui/table_keys.py), with the
        #: seat at the screen when they were pressed
        self._kept_keys: list[tuple] = []
        self._keys_wait = False
        self._hint: HintMarker | None = None
        self._hint_action: Any = None
        #: the seat at the screen the table was last laid out for (a game whose layout depends on it
        #: sets it to `me()` in `relayout`; see `seat_changed`)
        self._shown_seat: int | None = None
        #: the seat at the screen every item was last painted for (`_paint_for_seat`)
        self._painted_seat: int | None = None
        self.width, self.height = 800.0, 600.0
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setSceneRect(0, 0, self.width, self.height)

    # ---- the public contract ---------------------------------------------------------------
    def set_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        self.queue.speed = self._speed

    @property
    def speed(self) -> float:
        return self._speed

    @property
    def busy(self) -> bool:
        return self.queue.active

    def show_position(self, view: dict, legal: list, acting_seat: int | None) -> None:
        self.clear_hint()
        if self.busy:  # drawn when the running animations end
            self._pending = (view, list(legal), acting_seat)
            return
        self.view, self.legal, self.acting_seat = view, list(legal), acting_seat
        self.draw_position()
        self._drawn = self.view
        self._paint_for_seat()

    @property
    def final_view(self) -> dict | None:
        """While animating: the view the running animations lead to (None when idle)."""
        return self._final

    def play_events(self, events: list, view_after: dict, view_before: dict | None = None,
                    legal_after: list | tuple = (), acting_after: int | None = None) -> None:
        """Animate `events` from the table drawn now to `view_after`, which is drawn at their end with
        `legal_after` offered and `acting_after` acting (once: the table is not drawn again for them).
        `view_before`: the table before them when nothing is drawn yet (a new game's deal, as the rules
        give it: `State.setup_view`)."""
        self.clear_hint()
        if self.busy:
            self._keys_wait = True  # the new events come first: kept keys are played after them
            try:
                self.finish_animations()
            finally:
                self._keys_wait = False
        self._after = (list(legal_after), acting_after)
        events = list(events)
        self._replay = None
        if self.view is None and self._speed > 0 and events:  # nothing drawn yet: the game's first deal
            if view_before is not None:  # None: the rules give no table before the deal
                self.view, self.legal, self.acting_seat = view_before, [], None
                self._replay = (view_before, events, view_after)
        if self._speed <= 0 or self.view is None or not events:
            self._settle(view_after)
            self.animationsFinished.emit()
            self.play_kept_keys()
            return
        self._animate(events, view_after)

    def _animate(self, events: list, view_after: dict) -> None:
        self._final = view_after
        if self._drawn is not self.view:
            self.legal = []
            self.draw_position()
        elif self.legal:  # what was offered before these events is stale: no marks while moving, and no
            self.legal = []  # new drawing of the whole table for it (issue 25: a move draws it once)
            self.unmark_offers()
        # else the table shows this very view with nothing to click already (a bot's move): drawing
        # it again would repaint the whole table once more per move (issue 14)
        self.queue_events(events, view_after)
        self.queue.start()  # emits finished at once when no step made an animation

    def unmark_offers(self) -> None:
        """Take the marks of what was offered (legal, chosen, focus) off every item, drawing nothing
        anew: the moves offered are gone while the table moves. A scene that shows offers otherwise
        (a prompt, a dialog) says so here."""
        for item in self.items():
            if isinstance(item, Highlightable):
                item.set_highlight(legal=False, chosen=False, focus=False)

    def finish_animations(self) -> None:
        """Jump to the end of what is animating (a resize, or new events arriving early): what moves
        now ends where it was going (`AnimationQueue.finish`), the steps not begun are dropped, and
        the table is drawn from the view the animations led to."""
        if self.busy:
            self.queue.finish()
            self._on_queue_finished()

    def layout_for(self, width: float, height: float) -> None:
        """A new size: animations jump to their end, except a game's first deal, which starts again
        at the new size (the window settles its size while the first deal begins)."""
        width, height = float(max(width, 1)), float(max(height, 1))
        if self.busy and (width, height) == (self.width, self.height):
            return  # nothing moves: let the animations run on
        replay = self._replay if self.busy else None
        if replay is not None:
            self.queue.stop()
            self.view = replay[0]
        else:
            self.finish_animations()
        self.width, self.height = width, height
        self.setSceneRect(0, 0, self.width, self.height)
        self.relayout()
        if self._hint is not None:  # the ring follows what it points at to its new place
            self.show_hint(self._hint_action)
        if replay is not None:
            self._animate(replay[1], replay[2])

    def shown_to_all(self) -> bool:
        """True while the running animation shows only what every seat may see (Top 3's reveal of
        everyone's choices and the next round it lays out): a hand-off that comes meanwhile lets it
        run to its end before the table is covered, so the players at the screen watch it together.
        False (the default): a hand-off cuts the animation short, as it may show the last seat's secrets."""
        return False

    def show_hint(self, action: Any) -> bool:
        """Ring what to click for `action` (`target_of`), above everything; the next `show_position`,
        `play_events` or `clear_hint` removes it. False (and no ring) when the scene has no rect for it."""
        self.clear_hint()
        rect = self.target_of(action) if action is not None else None
        if rect is None or rect.isEmpty():
            return False
        self._hint, self._hint_action = HintMarker(rect), action
        self.addItem(self._hint)
        return True

    def clear_hint(self) -> None:
        marker, self._hint, self._hint_action = self._hint, None, None
        if marker is not None:
            marker.stop()
            if marker.scene() is self:
                self.removeItem(marker)

    def follow_hint(self) -> None:
        """The choice went on (`show_choice`): the ring moves on to the next click of its move."""
        if self._hint is not None and self._hint_action is not None:
            self.show_hint(self._hint_action)

    @property
    def hint_marker(self) -> HintMarker | None:
        """The hint ring on the table now, or None."""
        return self._hint

    # ---- hooks for the game's scene --------------------------------------------------------
    def target_of(self, action: Any) -> QRectF | None:
        """The rect (scene coordinates) of what to click (or where to aim) for `action`; None when
        the scene cannot point at it. Each game's scene says it for every kind of move."""
        return None

    def draw_position(self) -> None:
        raise NotImplementedError

    def relayout(self) -> None:
        if self.view is not None:
            self.draw_position()

    def look_changed(self) -> None:
        """The text size or the contrast changed (issue 29, app/ui/qt_text_size.py): the table laid
        out anew at once, every item painted again (their pictures were made at the old look)."""
        self.finish_animations()
        self.relayout()
        if self._hint is not None:
            self.show_hint(self._hint_action)
        for item in self.items():
            item.update()
        self.invalidate()

    def seat_changed(self) -> bool:
        """True when another seat is at the screen than the table was laid out for (a hand-off: its
        hand, or none); the table is then laid out anew (`relayout`, which draws it)."""
        if self.me() == self._shown_seat:
            return False
        self.relayout()
        return True

    def queue_events(self, events: list, view_after: dict) -> None:
        """Add animation steps for `events`: by default the steps the game's `ANIMATIONS` give
        (`queue_dispatched`); a scene without them animates nothing."""
        if self.ANIMATIONS is not None:
            self.queue_dispatched(self.ANIMATIONS, events)

    def on_click(self, key: Any) -> None:
        """A click on an item with this `click_key` while the scene is idle."""

    def status_unless_moving(self) -> str | None:
        """The rules' status sentence, with the names, while the seat at the screen (the view's "seat")
        has no move to make (the game is over, another seat is to move, nothing is offered); None
        when it has one (a prompt then says how to go on, in the table's words)."""
        v = self.view or {}
        seat = v.get("seat")
        if v.get("is_over") or seat is None or v.get("current_player") != seat or not self.legal:
            return fill(str(v.get("status", "")), self.names)
        return None

    def show_choice(self) -> None:
        """Draw anew the choice being made on the table (what is lit and picked, the prompt)."""

    def answer(self, answer: tuple) -> None:
        """Act on what the move builder (app/ui/move_builder.py: `Answer`) answered to a click, a drop
        or a key: an intent sends the move (the choice is done: it and the focus ring go), a whynot
        the candidate the rules refuse (the screen says why), a note the table's own sentence about
        itself; the choice is drawn anew first (a step: only that)."""
        kind, what = answer
        if kind == "intent":
            if self.chooser is not None:
                self.chooser.cancel()
            self.key_ring = None
        if kind != "note":
            self.show_choice()
        if kind == "step":
            self.choiceChanged.emit()
        signal = {"intent": self.intent, "whynot": self.whyNot, "note": self.refused}.get(kind)
        if signal is not None:
            signal.emit(what)

    # ---- helpers -----------------------------------------------------------------------------
    def access_picked(self) -> set:
        """Click keys this table has picked outside its move builder, for a screen reader (Top This!'s
        chosen topping); none by default."""
        return set()

    def seat_colors(self, view: dict) -> list[str] | None:
        """The seats' colours when the game's pieces give them (Top Pop's caps, Top 3's markers), for
        the panels, the log and the score sheet; None: the colours chosen in the new-game dialog."""
        return None

    def recolor(self, colors: list[str]) -> None:
        """Show the seats in `colors` from now on (View > Seat colours changed): the seat panels at once."""
        from app.ui.items.seat_panel import SeatPanelItem

        self.colors = [QColor(c) for c in colors]
        for item in self.items():
            if isinstance(item, SeatPanelItem) and self.colors:
                item.color = self.color(item.seat)
                item.update()

    def me(self) -> int | None:
        """The seat at the screen (the view's `seat`): whose hand and choices the table shows; None
        when the view is no seat's."""
        seat = (self.view or {}).get("seat")
        return seat if isinstance(seat, int) and 0 <= seat < len(self.names) else None

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "nobody"
        return self.names[seat]

    def color(self, seat: int) -> QColor:
        return QColor(self.colors[seat % len(self.colors)]) if self.colors else QColor("#dddddd")

    def duration(self, base_ms: float) -> float:
        return base_ms * self._speed

    def fly(self, card, to: QPointF, width: float, ms: float, *, turn_over: bool = False, halfway=None,
            land=None, delay_ms: float = 0.0, hidden: bool = True) -> Tween:
        """`card` flies on a low arc to `to`, to `width`, above everything on the table (`ms` and
        `delay_ms` at normal speed; see `fly_card` for `turn_over`, `halfway`, `land` and `hidden`)."""
        card.setZValue(FLYING_Z + len(self.loose))
        return fly_card(card, to, width, self.duration(ms), turn_over, land, self.duration(delay_ms), halfway,
                        hidden)

    def key_at(self, pos: QPointF) -> Any:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            node = item
            while node is not None:
                key = getattr(node, "click_key", None)
                if key is not None and node.isVisible():
                    return key
                node = node.parentItem()
        return None

    def mark_event(self, index: int) -> None:
        """Queue the announcement (`eventShown`) that the event at `index` is being shown: call it in
        `queue_events` before that event's own steps."""
        self.queue.add(call(lambda: self.eventShown.emit(index)))

    def queue_dispatched(self, table, events: list) -> None:
        """Queue the steps of `events` as `table` (a game's `ANIMATIONS`, app/core/dispatch.py, whose
        handlers take (scene, event, add)) says, each event's after its `mark_event`; a run of
        events handled together is announced as its animation starts."""
        for first, last, handler, item in table.steps(list(events)):
            self.mark_event(first)
            if last != first:
                self.mark_event(last)
            if handler is not None:
                handler(self, item, self.queue.add)

    def move_cards_to_pile(self, cards: list, pile, duration_ms: float = 380.0, remove: bool = True) -> None:
        """Queue a step flying `cards` onto `pile` (a PileItem, KPatience's moveCardsToPile). A
        stack counts each card as it lands, with that card on top (`remove`: the card items leave
        the scene then); a row or a fan owns the cards at once and each flies to its own place."""

        def step():
            spread = pile.layout != "stack"
            if spread:
                pile.add_cards([c for c in cards if c not in pile.cards])
                places = pile.slots(pile.codes())
                turns = pile.slot_rotations(len(pile.cards))
            tweens = []
            for k, card in enumerate(cards):
                card.setZValue(1000 + k)
                if spread:
                    i = pile.cards.index(card)
                    to = places[i]

                    def land(card=card, turn=(turns[i] if turns else 0.0)) -> None:
                        card.setRotation(turn)
                        pile.place_cards()
                else:
                    to = pile.top_pos()

                    def land(card=card) -> None:
                        pile.receive(card, remove)

                tweens.append(fly_card(card, to, pile.card_size[0], self.duration(duration_ms),
                                       land=land, delay_ms=self.duration(40 * k)))
            return tweens

        self.queue.add(step)

    def remove_items(self, items: list) -> None:
        """Take `items` off the table (those an animation made: flying cards, words) and empty the list."""
        for item in items:
            if item.scene() is self:
                self.removeItem(item)
        items.clear()

    def hold(self, base_ms: float) -> Tween:
        """A pause in the animations (to let the players read the table: a round's result), of
        `base_ms` times the speed, that a click anywhere on the table cuts short. Return it from a
        step; the scene stays busy meanwhile."""
        tween = wait(self.duration(base_ms))
        self._holds.append(tween)
        return tween

    @property
    def holding(self) -> bool:
        """A `hold` is running."""
        return any(self._running(t) for t in self._holds)

    def skip_hold(self) -> bool:
        """End the running holds now (the animations go on). True when there was one."""
        running = [t for t in self._holds if self._running(t)]
        self._holds = []
        for tween in running:
            tween.setCurrentTime(tween.totalDuration())  # ends it: the queue moves on
        return bool(running)

    @staticmethod
    def _running(tween: Tween) -> bool:
        try:
            return tween.state() == QAbstractAnimation.State.Running
        except RuntimeError:  # already deleted by the queue
            return False

    # ---- keys kept while the cards move (app/ui/table_keys.py) ------------------------------------
    def keep_key(self, played: tuple) -> None:
        """Keep a key pressed while the cards move, to play it (`play_key`) when they stop."""
        self._kept_keys.append(((self.view or {}).get("seat"), played))

    def drop_kept_keys(self) -> bool:
        """Forget the keys kept while the cards move; True when there were some."""
        had = bool(self._kept_keys)
        self._kept_keys.clear()
        return had

    def play_kept_keys(self) -> None:
        """The cards stopped: play the kept keys in turn while nothing moves (a key that makes a move
        starts its animation: the rest wait for it); those of another seat at the screen go."""
        while self._kept_keys and not self.busy and not self._keys_wait:
            seat, played = self._kept_keys.pop(0)
            if seat == (self.view or {}).get("seat"):
                self.play_key(*played)

    def play_key(self, key, digit: int | None) -> None:
        """A table key while nothing moves (the game's keyboard layer, app/ui/table_keys.py)."""

    # ---- internals ---------------------------------------------------------------------------
    def _settle(self, view_after: dict) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self.view, self.legal, self.acting_seat = pending
        else:
            self.legal, self.acting_seat = self._after
            self.view = view_after
        self._after = ([], None)
        self.draw_position()
        self._drawn = self.view
        self._paint_for_seat()

    def _paint_for_seat(self) -> None:
        """Another seat is at the screen (a hand-off, a replay seen by another seat): every item is
        painted anew. An item keeps its picture (`DeviceCoordinateCache`) until it is told it changed,
        and what a piece looks like may depend on who looks (Top 3's hand is in the colour of the seat
        at the screen): no item may show the table as the seat before saw it."""
        seat = self.me()
        if seat != self._painted_seat:
            self._painted_seat = seat
            for item in self.items():
                item.update()

    def _on_queue_finished(self) -> None:
        self._holds = []
        final, self._final = self._final, None
        self._replay = None
        if final is not None:
            self._settle(final)
        self.animationsFinished.emit()
        self.play_kept_keys()

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self.busy and self.skip_hold():  # a click during a pause only ends the pause
            event.accept()
            return
        key = self.key_at(event.scenePos())
        if key is None:
            super().mousePressEvent(event)
            return
        event.accept()
        if self.busy:
            self.refused.emit(_(BUSY_REASON))
            return
        self.on_click(key)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if contrast.high_contrast():  # one dark tone: the table's texts and outlines stand on it plainly
            painter.fillRect(rect, contrast.felt(self.felt))
            return
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0.0, self.felt.lighter(115))
        grad.setColorAt(1.0, self.felt.darker(150))
        painter.fillRect(rect, grad)
