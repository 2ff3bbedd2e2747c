"""Two worlds at the screen (issue 25): two hot-seat games that are the same except for one secret of
one seat (a card in its hand, or in Top 3 its secret choice), each played on its own table screen,
offscreen, in lockstep: the same clicks, the same computer moves. Whenever the seat that holds the
secret is not the one at the screen, the two screens must be the same, pixel for pixel, and so must
the log, the status line and the view the table draws: anything else shows the secret to whoever sits
there.

Who sits at the screen is the test's own bookkeeping, not the session's word: the seat named by the
hand-off cover that was last confirmed, from that click until that seat's turn ends; nobody at every
other moment (after a load or a restart too, until a cover is confirmed). That is "the viewer" of the
design (`GameSession.view_seat()`); the session's own answer is compared as well, so a session that
names the secret's holder while another human has the mouse is caught too.

The computer players are the games' own, seeded alike in both worlds; each of their moves waits for
the test (`Gate`), so that the screen can be looked at while a computer "thinks" (issue 25, leak 2).
The test reads the sessions' states to plan moves (which moves reveal nothing, so undo may take them
back); the screens are only looked at."""

from __future__ import annotations

import dataclasses
import random
import threading
from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app.bots.modules import load_module
from app.games import registry
from app.persistence.seats import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen

from app.session.journal import Journal
from tests.ui.access_tree import interface, lines

NAMES = ("Ana", "Ben", "Cleo")
COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a")
ANA, BEN, CLEO = 0, 1, 2
#: every screen has this size (the pixels of the two worlds are compared)
SIZE = (1000, 700)
WAIT_MS = 15000


# ---- computer players that move when the test says so ----------------------------------------------
class Gate:
    """A computer player's every choice waits here (on the session's worker thread) until the test
    lets one through (`release`), so that "Cleo is thinking" lasts until the test has looked."""

    def __init__(self) -> None:
        self._permits = threading.Semaphore(0)
        self._lock = threading.Lock()
        self._waiting = 0
        self._opened = False

    @property
    def waiting(self) -> int:
        with self._lock:
            return self._waiting

    def wait(self) -> None:
        with self._lock:
            if self._opened:
                return
            self._waiting += 1
        try:
            self._permits.acquire(timeout=WAIT_MS / 1000 * 4)
        finally:
            with self._lock:
                self._waiting -= 1

    def release(self) -> None:
        self._permits.release()

    def open(self) -> None:
        """Let every choice through from now on (before a session is closed)."""
        with self._lock:
            self._opened = True
        self._permits.release(64)


class GatedBots:
    """The game's own bots module (`make_bot(kind, seat, seed)`), each choice waiting for `gate`."""

    def __init__(self, game: Any, gate: Gate) -> None:
        self._module = load_module(None, game, "bots")
        self._gate = gate

    def make_bot(self, kind: str, seat: int, seed: int) -> Any:
        return _GatedBot(self._module.make_bot(kind, seat, seed), self._gate)


class _GatedBot:
    def __init__(self, bot: Any, gate: Gate) -> None:
        self._bot, self._gate = bot, gate

    def choose(self, view: dict, legal: list) -> Any:
        self._gate.wait()
        return self._bot.choose(view, legal)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._bot, name)


# ---- the two worlds --------------------------------------------------------------------------------
@dataclasses.dataclass
class Setup:
    """Two games that differ only in `secret`'s secret: the options of each world (a stacked deck),
    or the same options and `choices`, the secret seat's choice in each world (Top 3)."""

    title: str
    game_id: str
    kinds: tuple[str, ...]
    seed: int
    options: tuple[dict, dict]
    secret: int
    #: what differs, in words ("Ana holds 4:AA/DD in world A, 2:TT/CC in world B")
    what: str
    #: card codes no move of the test may name (the differing cards)
    avoid: frozenset = frozenset()
    #: Top 3: the secret seat's action in world A and in world B (every time it chooses)
    choices: tuple[Any, Any] | None = None


@dataclasses.dataclass
class World:
    label: str
    index: int
    session: GameSession
    screen: TableScreen
    gate: Gate
    save_path: Path | None
    #: the session's announcements since the last shot, as the data a remote seat would receive
    heard: list = dataclasses.field(default_factory=list)

    def __post_init__(self) -> None:
        self.session.announced.connect(lambda record: self.heard.append(record.to_dict()))


def seats_for(kinds: Sequence[str]) -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], COLORS[i], kind) for i, kind in enumerate(kinds)]


def new_screen(qtbot) -> TableScreen:
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def open_world(qtbot, setup: Setup, index: int, save_dir: Path | None) -> World:
    game = registry.get(setup.game_id)
    gate = Gate()
    save_path = None if save_dir is None else save_dir / f"world-{'AB'[index]}.topfive"
    session = GameSession.new(game, seats_for(setup.kinds), setup.seed, dict(setup.options[index]),
                              save_path=save_path, autosave=save_path is not None, bot_delay_ms=0,
                              bots_module=GatedBots(game, gate), record_stats=False)
    screen = new_screen(qtbot)
    screen.attach(session, 0.0)
    world = World("AB"[index], index, session, screen, gate, save_path)  # hears the deal's announcement too
    session.start()
    return world


def reload_world(qtbot, world: World) -> World:
    """Save, quit and continue: the autosave is loaded into a new session on a new table screen
    (what the app does after a restart)."""
    old = world.session
    assert world.save_path is not None, "reloading needs an autosave"
    old.flush()
    world.gate.open()
    world.screen.detach()
    old.close(wait_ms=5000)
    world.screen.hide()
    gate = Gate()
    game = registry.get(old.game.id)
    session = GameSession.load(world.save_path, save_path=world.save_path, bot_delay_ms=0,
                               bots_module=GatedBots(game, gate), record_stats=False)
    screen = new_screen(qtbot)
    screen.attach(session, 0.0)
    again = World(world.label, world.index, session, screen, gate, world.save_path)
    session.start()
    return again


def close_world(world: World) -> None:
    world.gate.open()
    if not world.session.closed:
        world.session.close(wait_ms=5000)


# ---- waiting until nothing moves ----------------------------------------------------------------------
def quiet(world: World) -> bool:
    """Nothing moves on the table and the session waits for a human, or for the test to let a
    computer answer (it is "thinking" and its choice waits at the gate)."""
    session, scene = world.session, world.screen.scene
    if session.animation_pending or (scene is not None and scene.busy):
        return False
    if session.bot_thinking:
        return world.gate.waiting > 0
    return True


def settle(qtbot, worlds: Sequence[World]) -> None:
    qtbot.waitUntil(lambda: all(quiet(w) for w in worlds), timeout=WAIT_MS)
    for _ in range(3):
        QApplication.processEvents()


# ---- what a screen shows -----------------------------------------------------------------------------
def cover_name(screen: TableScreen) -> str | None:
    """The name the hand-off cover asks to take the mouse, or None when no cover is shown."""
    if not screen.cover.isVisible():
        return None
    text = screen.cover.title.text()
    named = [n for n in NAMES if n in text]
    return named[0] if named else text


@dataclasses.dataclass
class Shot:
    announced: list
    cover: str | None
    log: list[str]
    log_text: str
    view: dict
    status: str
    image: QImage
    #: the accessibility tree of the whole screen as a screen reader reads it (issue 29)
    tree: list[str]


def shoot(world: World) -> Shot:
    screen = world.screen
    image = screen.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    announced, world.heard[:] = list(world.heard), []
    actions = interface(screen.view).actionInterface() if screen.view is not None else None
    tree = lines(interface(screen)) + (actions.actionNames() if actions is not None else [])
    return Shot(announced, cover_name(screen), screen.log.sentences(), screen.log.toPlainText(),
                screen.current_view(), screen.status_text(), image, tree)


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two views first differ, in words ("['hand'][3]: '4:AA/DD' / '2:TT/CC'"), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}[{key!r}] only in world {'A' if key in a else 'B'}"
            found = first_difference(a[key], b[key], f"{path}[{key!r}]")
            if found:
                return found
        return None
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path}: {len(a)} / {len(b)} items"
        return None
    if a != b:
        return f"{path or 'the view'}: {_short(a)} / {_short(b)}"
    return None


def _short(value: Any, most: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= most else text[:most - 3] + "..."


def pixel_difference(a: QImage, b: QImage) -> tuple[int, QRect] | None:
    """(how many pixels differ, the box around them), or None when the images are the same."""
    if a.size() != b.size():
        return (max(a.width() * a.height(), b.width() * b.height()), QRect(0, 0, max(a.width(), b.width()),
                                                                          max(a.height(), b.height())))
    if a == b:
        return None
    width, height = a.width(), a.height()
    count, left, top, right, bottom = 0, width, height, -1, -1
    for y in range(height):
        row_a = bytes(a.constScanLine(y))[:width * 4]
        row_b = bytes(b.constScanLine(y))[:width * 4]
        if row_a == row_b:
            continue
        top, bottom = min(top, y), y
        for x in range(width):
            if row_a[4 * x:4 * x + 4] != row_b[4 * x:4 * x + 4]:
                count += 1
                left, right = min(left, x), max(right, x)
    if count == 0:
        return None
    return count, QRect(left, top, right - left + 1, bottom - top + 1)


def _where(screen: TableScreen, box: QRect) -> str:
    """The widgets under the middle and the corners of `box` (what part of the screen differs)."""
    names = []
    for point in (box.center(), box.topLeft(), box.bottomRight()):
        widget = screen.childAt(point)
        while widget is not None and not widget.accessibleName() and widget.parentWidget() is not screen:
            widget = widget.parentWidget()
        if widget is not None:
            name = widget.accessibleName() or widget.objectName() or type(widget).__name__
            if name not in names:
                names.append(name)
    return ", ".join(names) or "?"


def differences(a: Shot, b: Shot, screen: TableScreen) -> list[str]:
    """What differs between the two worlds' screens, in words (empty: the same)."""
    out = []
    if a.announced != b.announced:
        where = first_difference(a.announced, b.announced)
        out.append(f"the announcements (as data: what a remote seat would receive), at {where}")
    if a.cover != b.cover:
        out.append(f"the cover: {a.cover!r} / {b.cover!r}")
    pixels = pixel_difference(a.image, b.image)
    if pixels is not None:
        count, box = pixels
        out.append(f"the pixels: {count} differ, in the box x={box.x()}..{box.right()}, y={box.y()}..{box.bottom()} "
                   f"({_where(screen, box)})")
    if a.status != b.status:
        out.append(f"the status line: {a.status!r} / {b.status!r}")
    if a.log != b.log or a.log_text != b.log_text:
        line = next((i for i, (x, y) in enumerate(zip(a.log, b.log)) if x != y), min(len(a.log), len(b.log)))
        x = a.log[line] if line < len(a.log) else "(none)"
        y = b.log[line] if line < len(b.log) else "(none)"
        out.append(f"the log, line {line + 1}: {x!r} / {y!r}")
    where = first_difference(a.view, b.view)
    if where is not None:
        out.append(f"the view the table draws (current_view()), at {where}")
    if a.tree != b.tree:
        line = next((i for i, (x, y) in enumerate(zip(a.tree, b.tree)) if x != y), min(len(a.tree), len(b.tree)))
        x = a.tree[line] if line < len(a.tree) else "(none)"
        y = b.tree[line] if line < len(b.tree) else "(none)"
        out.append(f"the accessibility tree, line {line + 1}: {x.strip()!r} / {y.strip()!r}")
    return out


def save_images(a: Shot, b: Shot, folder: Path, stem: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    a.image.save(str(folder / f"{stem}-A.png"))
    b.image.save(str(folder / f"{stem}-B.png"))
    return str(folder / f"{stem}-[AB].png")


# ---- planning moves -------------------------------------------------------------------------------------
def reveals(state: Any, action: Any) -> bool:
    """Whether `action` of the seat to move would show any seat something new (undo may then not take
    it back: app/core/reveals.py), from a replay of `state`'s moves."""
    after = state.clone()
    journal = Journal.rebuild(state.game, state)
    seat = after.current_player
    journal.record(seat, after.apply(action, seat=seat), action, after)
    return journal.revealed[-1]


def names_a_card(action: Any, codes: frozenset) -> bool:
    def parts(value: Any):
        if isinstance(value, str):
            yield value
        elif isinstance(value, (tuple, list)):
            for item in value:
                yield from parts(item)

    return any(part in codes for f in dataclasses.fields(action) for part in parts(getattr(action, f.name)))


def plan_move(worlds: Sequence[World], rng: random.Random, avoid: frozenset) -> Any:
    """A move allowed in both worlds that names none of the differing cards, one that reveals
    nothing if there is one (so that it can be taken back)."""
    legal = [w.session.legal_actions() for w in worlds]
    common = [a for a in legal[0] if all(a in other for other in legal[1:]) and not names_a_card(a, avoid)]
    assert common, f"no move is allowed in both worlds: {legal[0]} / {legal[1]}"
    rng.shuffle(common)
    for action in common[:40]:
        if not any(reveals(w.session.state, action) for w in worlds):
            return action
    return common[0]


# ---- building the worlds of each game ------------------------------------------------------------------
def swapped(order: list[str], i: int, j: int) -> list[str]:
    out = list(order)
    out[i], out[j] = out[j], out[i]
    return out


def pick_secret_card(hand: list[str], usable: Callable[[str], bool]) -> int:
    return next(k for k, code in enumerate(hand) if usable(code) and hand.count(code) == 1)


def deep_partner(order: list[str], hand: list[str], usable: Callable[[str], bool]) -> int:
    """The deepest card of the stacked deck that the hand does not hold (the swap partner)."""
    j = len(order) - 1
    while order[j] in hand or not usable(order[j]):
        j -= 1
    return j


def to_front(deck: list[str], code: str, at: int) -> list[str]:
    """`deck` with a copy of `code` moved to position `at` (the other cards keep their order)."""
    out = list(deck)
    k = next(k for k in range(at, len(out)) if out[k] == code)
    out.insert(at, out.pop(k))
    return out


def check_hands(game_id: str, players: int, seed: int, options: dict, hands: list[list[str]]) -> None:
    state = registry.get(game_id).new_state(players, seed, dict(options))
    assert [sorted(h) for h in state.hands] == [sorted(h) for h in hands], (state.hands, hands)


def top_oder_flop(secret: int, seed: int) -> Setup:
    """Ana, Ben and Cleo (computer), Ana starts. The whole deck is stacked (option "deck"), so that
    undo, redo and loading replay the same cards; the two worlds swap one card of `secret`'s hand with
    the deck's deepest card (both influence cards of which the game has one copy)."""
    from app.games.top_oder_flop.cards import CONTENTS, HAND_SIZE, is_change

    base = registry.get("top_oder_flop").new_state(3, seed, {"start": 0})
    order = [code for hand in base.hands for code in hand] + list(base.deck)
    hand = base.hands[secret]

    def usable(code: str) -> bool:
        return not is_change(code) and CONTENTS[code] == 1

    i = secret * HAND_SIZE + pick_secret_card(hand, usable)
    j = deep_partner(order, hand, usable)
    other = swapped(order, i, j)
    options = ({"start": 0, "deck": order}, {"start": 0, "deck": other})
    hands_b = [list(h) for h in base.hands]
    hands_b[secret][i - secret * HAND_SIZE] = order[j]
    check_hands("top_oder_flop", 3, seed, options[0], base.hands)
    check_hands("top_oder_flop", 3, seed, options[1], hands_b)
    return Setup("Top oder Flop", "top_oder_flop", ("human", "human", "easy"), seed, options, secret,
                 f"{NAMES[secret]} holds {order[i]} in world A, {order[j]} in world B",
                 frozenset({order[i], order[j]}))


def _top_pop_worlds(title: str, players: int, kinds: tuple[str, ...], seed: int, extra: dict, secret: int,
                    dealt: Callable[[Any], tuple[list[str], dict[int, int]]], drawers: Sequence[int]) -> Setup:
    """Top Pop's worlds: the whole deck stacked (undo, redo and loading replay the same cards); the
    first draws (by `drawers`, in turn) are copies of a card the drawer already holds (a draw that
    shows the drawer nothing new may be taken back, where undo's policy looks at what each seat has
    seen); one card of `secret`'s hand is swapped with the deepest card of a code it does not hold
    (both of the game's rarest codes where possible)."""
    from collections import Counter

    from app.games.top_pop import cards

    options = {"start": extra.pop("start", 0), **extra}
    base = registry.get("top_pop").new_state(players, seed, dict(options))
    order, at = dealt(base)  # the deal order; seat -> where its hand starts in it
    contents = cards.contents(players, base.variant)
    hand = list(base.hands[secret])
    rare = min(contents[c] for c in hand)
    i_hand = next(k for k, c in enumerate(hand) if contents[c] == rare and hand.count(c) == 1)
    secret_code = hand[i_hand]
    deck_start = len(order) - len(base.deck)
    deck = list(base.deck)
    for k, seat in enumerate(drawers):
        known = [c for c in base.hands[seat] if c != secret_code and c in deck[k:]]
        assert known, f"no copy of a card of {NAMES[seat]}'s hand is left in the deck (seed {seed})"
        deck = to_front(deck, known[0], k)
    order = order[:deck_start] + deck
    first_free = deck_start + len(drawers)
    candidates = [j for j in range(first_free, len(order)) if order[j] not in hand]
    j = min(reversed(candidates), key=lambda j: (contents[order[j]], -j))
    i = at[secret] + i_hand
    assert order[i] == secret_code
    other = swapped(order, i, j)
    worlds = ({**options, "deck": order}, {**options, "deck": other})
    hands_b = [list(h) for h in base.hands]
    hands_b[secret][i_hand] = order[j]
    check_hands("top_pop", players, seed, worlds[0], base.hands)
    check_hands("top_pop", players, seed, worlds[1], hands_b)
    return Setup(title, "top_pop", kinds, seed, worlds, secret,
                 f"{NAMES[secret]} holds {order[i]} in world A, {order[j]} in world B",
                 frozenset({order[i], order[j]}))


def top_pop_city_powers(secret: int, seed: int) -> Setup:
    """Top Pop standard with City Powers: Ana, Ben and Cleo (computer); Ana starts, Cleo lays the
    set-up card; Ana's and Ben's first draws are cards they hold already."""
    return _top_pop_worlds("Top Pop (standard, City Powers)", 3, ("human", "human", "easy"), seed,
                           {"start": 0, "city_powers": True}, secret, dealt_standard, (ANA, BEN))


def dealt_standard(state):
    """A three-seat standard game's deal order (the hands in seat order, then the deck) and where each
    seat's hand starts in it."""
    order = [c for seat in range(3) for c in state.hands[seat]] + list(state.deck)
    at, k = {}, 0
    for seat in range(3):
        at[seat], k = k, k + len(state.hands[seat])
    return order, at


def top_pop_two_player(secret: int, seed: int) -> Setup:
    """Top Pop's two-player game: Ana and Ben; Ben is the start player, so Ana (the second player)
    lays her set-up cards first; Ben's and Ana's first draws are cards they hold already."""

    def dealt(state):
        first, second = state.start, 1 - state.start
        faces = [column[0] for column in state.columns if column]
        order = list(state.hands[first]) + list(state.hands[second]) + faces + list(state.deck)
        return order, {first: 0, second: len(state.hands[first])}

    return _top_pop_worlds("Top Pop (two players)", 2, ("human", "human"), seed,
                           {"start": BEN, "variant": "two_player"}, secret, dealt, (BEN, ANA))


def top3(secret: int, seed: int) -> Setup:
    """Top 3: Ana, Ben and Cleo (computer); the same cards in both worlds, but `secret` lays another
    order card in each world (until the reveal shows it to everyone, which ends the comparison)."""
    from app.games.top3.actions import Choose

    options = ({}, {})
    return Setup("Top 3", "top3", ("human", "human", "easy"), seed, options, secret,
                 f"{NAMES[secret]} lays the order card 1-3-2 in world A, 2-3-1 in world B",
                 choices=(Choose("132", None), Choose("231", None)))


# ---- playing both worlds in lockstep -------------------------------------------------------------------
@dataclasses.dataclass
class Mismatch:
    step: int
    label: str
    context: str
    what: list[str]
    images: str | None

    def __str__(self) -> str:
        lines = [f"  step {self.step}: {self.label}", f"      ({self.context})"]
        lines += [f"      - {w}" for w in self.what]
        if self.images:
            lines.append(f"      screenshots: {self.images}")
        return "\n".join(lines)


class Lockstep:
    """The two worlds of `setup`, played step by step with the same clicks; after every step (and
    while a computer thinks) the screens are looked at (`checkpoint`)."""

    def __init__(self, qtbot, setup: Setup, save_dir: Path | None, image_dir: Path, moves_seed: int = 1) -> None:
        self.qtbot, self.setup, self.save_dir, self.image_dir = qtbot, setup, save_dir, image_dir
        self.rng = random.Random(moves_seed)
        self.worlds: list[World] = []
        #: the seat at the screen, by the test's bookkeeping (the last cover confirmed, until its turn ends)
        self.viewer: int | None = None
        self.step = 0
        self.mismatches: list[Mismatch] = []
        self.blind: list[str] = []  # sanity checks that found the two screens the same
        self.done: list[str] = []  # every step, in words
        self.counts: dict[str, int] = {}
        self.diverged: str | None = None

    # ---- set-up and teardown ---------------------------------------------------------------------
    def open(self) -> "Lockstep":
        self.worlds = [open_world(self.qtbot, self.setup, i, self.save_dir) for i in (0, 1)]
        self.checkpoint("the game starts")
        return self

    def close(self) -> None:
        for world in self.worlds:
            close_world(world)

    def _count(self, key: str) -> None:
        self.counts[key] = self.counts.get(key, 0) + 1

    @property
    def secret(self) -> int:
        return self.setup.secret

    def name(self, seat: int | None) -> str:
        return "nobody" if seat is None else NAMES[seat]

    # ---- looking at the screens ----------------------------------------------------------------------
    def checkpoint(self, label: str, turn_may_end: bool = True) -> None:
        """Wait until nothing moves, then compare the screens if the secret's holder is not at the
        screen (or a cover is up, or the session says someone else is the viewer)."""
        settle(self.qtbot, self.worlds)
        self.step += 1
        first = self.worlds[0].session
        if first.bot_thinking and first.thinking_seat is not None:
            label += f"; {NAMES[first.thinking_seat]} is thinking"
        if turn_may_end and self.viewer is not None and first.current_player != self.viewer:
            self.viewer = None  # the viewer's turn has ended: nobody is at the screen
        self.done.append(f"{self.step}. {label}")
        publics = [w.session.public_view() for w in self.worlds]
        moved = [len(w.session.actors) for w in self.worlds]
        public_difference = first_difference(*publics)
        if public_difference is not None or moved[0] != moved[1]:
            self.diverged = f"step {self.step} ({label}): the public views differ at {public_difference}"
        shots = [shoot(w) for w in self.worlds]
        sessions_viewers = [w.session.view_seat() for w in self.worlds]
        covered = any(s.cover is not None for s in shots)
        must_match = self.viewer != self.secret or any(v != self.secret for v in sessions_viewers) or covered
        if self.diverged is not None or not must_match:
            return
        self._count("compared")
        if self.worlds[0].session.bot_thinking:
            self._count("compared while a computer thinks")
        what = differences(*shots, self.worlds[0].screen)
        if what:
            images = None
            if any(w.startswith("the pixels") for w in what):
                images = save_images(*shots, self.image_dir, f"step{self.step:02d}")
            context = (f"cover: {shots[0].cover or 'none'} / {shots[1].cover or 'none'}; at the screen: "
                       f"{self.name(self.viewer)}; session.view_seat(): {self.name(sessions_viewers[0])} / "
                       f"{self.name(sessions_viewers[1])}; to move: {self.name(first.current_player)}")
            self.mismatches.append(Mismatch(self.step, label, context, what, images))
            self.done.append(f"       ! the screens differ: {'; '.join(what)}")

    def peek(self) -> None:
        """Sanity check of the comparison itself: the secret's holder is at the screen now, so the two
        screens must differ (its card or its choice is drawn)."""
        shots = [shoot(w) for w in self.worlds]
        viewers = [w.session.view_seat() for w in self.worlds]
        where = f"step {self.step} ({self.done[-1] if self.done else ''})"
        if self.viewer != self.secret or any(v != self.secret for v in viewers) or shots[0].cover:
            self.blind.append(f"{where}: {NAMES[self.secret]} was expected at the screen (at the screen: "
                              f"{self.name(self.viewer)}, session: {self.name(viewers[0])}, cover: {shots[0].cover})")
            return
        what = differences(*shots, self.worlds[0].screen)
        self._count("peeked")
        if not any(w.startswith("the pixels") for w in what):
            self.blind.append(f"{where}: {NAMES[self.secret]} is at the screen and {self.setup.what}, "
                              f"yet the two screens have the same pixels (differences: {what or 'none'})")
        if not any(w.startswith("the accessibility tree") for w in what):  # issue 29: the tree reads it too
            self.blind.append(f"{where}: {NAMES[self.secret]} is at the screen and {self.setup.what}, "
                              f"yet a screen reader reads the same table in both worlds (differences: {what or 'none'})")

    # ---- steps ------------------------------------------------------------------------------------------
    def _live(self) -> bool:
        return self.diverged is None and not self.worlds[0].session.is_over

    def _computers_first(self) -> None:
        """A step for a human comes after the computer players' moves (the script stays valid when
        an undo was refused or took back more or less than planned)."""
        if self._live() and self.worlds[0].session.bot_thinking:
            self.bot()

    def confirm(self) -> None:
        """Whoever the cover names takes the mouse and clicks its button."""
        self._computers_first()
        if not self._live():
            return
        names = [cover_name(w.screen) for w in self.worlds]
        if names[0] is None and names[1] is None:
            self.done.append(f"   (no cover to confirm; to move: {self.name(self.worlds[0].session.current_player)})")
            return
        for world in self.worlds:
            if cover_name(world.screen) is not None:
                self.qtbot.mouseClick(world.screen.cover.button, Qt.MouseButton.LeftButton)
        self.viewer = NAMES.index(names[0]) if names[0] in NAMES else None
        self._count("covers confirmed")
        self.checkpoint(f"{names[0]} takes the mouse and confirms the cover", turn_may_end=False)

    def _action_for(self, world: World, seat: int, planned: Any) -> Any:
        if self.setup.choices is not None and seat == self.secret:
            return self.setup.choices[world.index]
        return planned

    def move(self) -> None:
        """The human to move makes one move on the table (the scene's intent, as a click makes it)."""
        self._computers_first()
        if not self._live():
            return
        sessions = [w.session for w in self.worlds]
        seat = sessions[0].current_player
        problems = [f"world {w.label}: cover {cover_name(w.screen)!r}, legal {len(w.session.legal_actions())}"
                    for w in self.worlds if not w.session.legal_actions()]
        assert not problems, (f"step {self.step + 1}: {self.name(seat)} should move now, but cannot: {problems}\n"
                              + self.story())
        planned = None if self.setup.choices is not None and seat == self.secret else \
            plan_move(self.worlds, self.rng, self.setup.avoid)
        actions = []
        for world in self.worlds:
            action = self._action_for(world, seat, planned)
            before = len(world.session.actors)
            world.screen.scene.intent.emit(action)
            assert len(world.session.actors) == before + 1, (
                f"world {world.label}: {NAMES[seat]}'s move {action} was refused: {world.screen.status_text()!r}")
            actions.append(action)
        self._count("human moves")
        shown = actions[0] if actions[0] == actions[1] else f"{actions[0]} / {actions[1]}"
        self.checkpoint(f"{NAMES[seat]} plays {shown}")

    def turn(self) -> None:
        """The human to move plays until the turn passes (Top Pop's turns are several moves)."""
        self._computers_first()
        if not self._live():
            return
        seat = self.worlds[0].session.current_player
        for _ in range(12):
            session = self.worlds[0].session
            if (not self._live() or session.current_player != seat or cover_name(self.worlds[0].screen)
                    or not session.legal_actions()):
                return
            self.move()

    def bot(self) -> None:
        """The computer players move, one choice at a time, until a human's turn (each choice is
        looked at twice: while it thinks, and after the move)."""
        for _ in range(12):
            if not self._live() or not self.worlds[0].session.bot_thinking:
                return
            seat = self.worlds[0].session.thinking_seat
            counts = [len(w.session.actors) for w in self.worlds]
            for world in self.worlds:
                world.gate.release()
            for world, count in zip(self.worlds, counts):
                self.qtbot.waitUntil(lambda w=world, c=count: len(w.session.actors) > c, timeout=WAIT_MS)
            chosen = [w.session.state.history[-1] for w in self.worlds]
            self._count("computer moves")
            shown = chosen[0] if chosen[0] == chosen[1] else f"{chosen[0]} / {chosen[1]}"
            self.checkpoint(f"{NAMES[seat]} (computer) plays {shown}")
            if chosen[0] != chosen[1] and self.diverged is None:
                self.diverged = f"step {self.step}: the computer chose differently ({shown})"

    def _take_back(self, kind: str) -> None:
        if not self._live():
            return
        sessions = [w.session for w in self.worlds]
        allowed = [s.can_undo() if kind == "undo" else s.can_redo() for s in sessions]
        if not any(allowed):
            reason = sessions[0].undo_problem() if kind == "undo" else sessions[0].redo_problem()
            self.done.append(f"   ({kind} refused: {reason})")
            return
        if not all(allowed):
            self.diverged = f"step {self.step}: {kind} is allowed in world {'A' if allowed[0] else 'B'} only"
            return
        covers = [cover_name(w.screen) for w in self.worlds]
        for world in self.worlds:
            getattr(world.screen, kind)()
        self._count(f"{kind}s on a cover" if covers[0] else f"{kind}s")
        where = f" on the cover for {covers[0]}" if covers[0] else ""
        self.checkpoint(f"{kind}{where}")

    def undo(self) -> None:
        self._take_back("undo")

    def redo(self) -> None:
        self._take_back("redo")

    def reload(self) -> None:
        """Save, quit, start again and continue: new sessions from the autosaves, on new screens."""
        if not self._live():
            return
        covers = [cover_name(w.screen) for w in self.worlds]
        self.worlds = [reload_world(self.qtbot, w) for w in self.worlds]
        self.viewer = None  # a new start: nobody has confirmed a cover on the new screen
        self._count("reloads")
        where = f" (the cover for {covers[0]} was up)" if covers[0] else ""
        self.checkpoint(f"saved, closed, loaded again into a new session and screen{where}")

    def pick(self) -> None:
        """Top 3: the secret's holder picks its order card on the table (selected, not yet laid)."""
        if not self._live() or self.setup.choices is None:
            return
        for world in self.worlds:
            world.screen.scene.on_click(("order", self.setup.choices[world.index].order))
        self.checkpoint(f"{NAMES[self.secret]} picks an order card on the table", turn_may_end=False)

    # ---- the report ----------------------------------------------------------------------------------
    def story(self) -> str:
        return "what happened:\n" + "\n".join(f"    {line}" for line in self.done)

    def report(self) -> str:
        seen = [m.step for m in self.mismatches if any(w.startswith("the pixels") for w in m.what)]
        head = (f"{self.setup.title} (seed {self.setup.seed}): {self.setup.what}.\n"
                f"While {NAMES[self.secret]} was not at the screen, the two worlds' screens differed "
                f"{len(self.mismatches)} time(s), in their pixels (what the person there sees) "
                f"{len(seen)} time(s){' (steps ' + ', '.join(map(str, seen)) + ')' if seen else ''}:")
        return "\n".join([head, *map(str, self.mismatches), self.story()])
