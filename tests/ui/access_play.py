"""Playing a game through its accessibility tree (issue 29), for the tests of each game's `access`
part: a real table screen with a session (Ana, seat 0, at the screen; the others random computer
players), Ana's moves made by the table's accessibility actions (`doAction` with a move's words, as a
screen reader offers them), and checks of the tree at chosen moments, in English and in German.

And the pure checks over random positions: `describe()` and `move_words()` of every seat's view
never raise, every part has a valid role, the words of the legal moves are unique, and a seat's tree
reads the same in the worlds that differ only in what it may not see (`hidden_variants`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtGui import QAccessible

from app.core import i18n
from app.core.access import ROLES, points
from app.games import registry
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.ui.access_tree import interface, walk

NAMES = ["Ana", "Ben", "Cleo", "Dana", "Emil"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa"]
Role = QAccessible.Role


def table(qtbot, game_id: str, players: int, seed: int, options: dict | None = None):
    """A table screen on a new session: Ana (seat 0) at the screen, the game's own easy computer players."""
    seats = [SeatConfig(NAMES[i], COLORS[i], "human" if i == 0 else "easy") for i in range(players)]
    session = GameSession.new(registry.get(game_id), seats, seed, options or {}, autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)  # before it is shown: the table's page is the one shown
    screen.resize(1280, 860)
    screen.show()
    qtbot.waitExposed(screen)
    session.start()
    return screen, session


def wait_ready(qtbot, screen, session) -> None:
    qtbot.waitUntil(lambda: bool(session.is_over or (session.legal_actions() and not screen.scene.busy
                                                      and not session.animation_pending)), timeout=20000)


def nodes(iface, role=None) -> list:
    return [n for _d, n in walk(iface) if role is None or n.role() == role]


def name(node) -> str:
    return node.text(QAccessible.Text.Name)


def top_level(iface) -> list:
    return [iface.child(i) for i in range(iface.childCount())]


def check_tree(iface, scene, session, module) -> dict[str, list[str]]:
    """The checks every game shares, in the current language; returns the action names."""
    view, names = scene.view, list(scene.names)
    kids = top_level(iface)
    assert kids and all(k.isValid() for k in kids)
    assert iface.role() == Role.Pane
    # the status first: the view's sentence with the names
    assert kids[0].role() == Role.StaticText and name(kids[0]) == i18n_fill(view, names)
    # a seat each, named, its score its total, the one to play marked
    seats = [k for k in kids if k.role() == Role.Grouping]
    truth = session.state
    assert len(seats) == truth.num_players
    totals = view["totals"]
    assert list(totals) == list(truth.totals())
    for s, seat in enumerate(seats):
        words = name(seat)
        assert words.startswith(names[s] + ", " + points(totals[s])), words
        assert seat.state().checked == (view.get("current_player") == s and not view.get("is_over"))
    # the hand at the screen: as many cards as the view's hand, each a list item with its place
    hand = [n for n in nodes(iface, Role.List) if name(n).startswith(i18n._("Your hand"))]
    assert len(hand) == 1
    assert hand[0].childCount() == len(view["hand"]) == len(truth.hands[0])
    for i in range(hand[0].childCount()):
        card = hand[0].child(i)
        assert card.role() == Role.ListItem and card.state().focusable
    # every part is valid, named, with a role of the table
    for node in nodes(iface)[1:]:
        assert node.isValid() and name(node) and node.role() != Role.NoRole
    # the moves: the table's actions are exactly the legal moves' words, and the list of moves says them
    legal = session.legal_actions() if view.get("current_player") == 0 and not view.get("is_over") else []
    words = [module.move_words(a, view, names) for a in legal]
    actions = iface.actionInterface().actionNames() if iface.actionInterface() else []
    assert actions == words
    assert len(set(words)) == len(words)
    moves = kids[-1]
    assert moves.role() == Role.List and [name(moves.child(i)) for i in range(moves.childCount())] == words
    assert all(moves.child(i).role() == Role.Button for i in range(moves.childCount()))
    return {"actions": actions, "lines": [name(n) for n in nodes(iface)]}


def i18n_fill(view, names) -> str:
    from app.core.text import fill

    return fill(str(view.get("status", "")), names)


def check_both_languages(qtbot, screen, session, module, extra=None) -> tuple[dict, dict]:
    """`check_tree` (and `extra(iface, scene)`) in English and in German; English again after."""
    iface = interface(screen.view)
    english = check_tree(iface, screen.scene, session, module)
    if extra is not None:
        extra(iface, screen.scene)
    try:
        i18n.set_language("de")
        german = check_tree(iface, screen.scene, session, module)
        if extra is not None:
            extra(iface, screen.scene)
    finally:
        i18n.set_language("en")
    if english["actions"]:
        assert english["actions"] != german["actions"], "the moves read the same in German"
    assert set(english["lines"][1:]) != set(german["lines"][1:])
    return english, german


def play_by_tree(qtbot, screen, session, rng: random.Random) -> str:
    """One move of Ana's, made by the table's accessibility action with its words (as a screen reader
    does); returns the words."""
    iface = interface(screen.view)
    actions = iface.actionInterface()
    words = actions.actionNames()
    assert words
    pick = rng.choice(words)
    legal = session.legal_actions()
    before = len(session.state.history)
    actions.doAction(pick)
    qtbot.waitUntil(lambda: len(session.state.history) > before, timeout=5000)
    played = session.state.history[before]
    assert played in legal and words[legal.index(played)] == pick
    return pick


# ---- pure checks over random positions ---------------------------------------------------------------
def random_positions(game_id: str, runs: list[tuple[int, int, dict]], most: int = 400):
    """(state, step) along random games: `runs` holds (players, seed, options)."""
    game = registry.get(game_id)
    for players, seed, options in runs:
        state = game.new_state(players, seed, dict(options))
        rng = random.Random(seed)
        for step in range(most):
            yield state, step
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


def check_position(module, state, names: list[str]) -> None:
    """describe() and move_words() of every seat's view: no exception, valid roles, unique keys and
    unique move words; each seat's tree the same in the worlds it cannot tell apart."""
    for seat in range(state.num_players):
        view = state.view(seat)
        parts = module.describe(view, names)
        keys = [p.key for top in parts for p in top.walk()]
        assert len(keys) == len(set(keys)), "two parts share a key"
        for top in parts:
            for p in top.walk():
                assert p.role in ROLES and p.name
        if state.current_player == seat and not state.is_over:
            words = [module.move_words(a, view, names) for a in state.legal_actions()]
            assert all(words) and len(set(words)) == len(words), [w for w in words if words.count(w) > 1][:3]
        text = "\n".join(p.text() for p in parts)
        hidden = getattr(state, "hidden_variants", None)
        if hidden is not None and seat == ((state.current_player or 0) + 1) % state.num_players:
            for world in hidden(seat):
                assert "\n".join(p.text() for p in module.describe(world.view(seat), names)) == text, \
                    "a seat's tree tells apart worlds that differ only in what it may not see"




def no_secret_cards(module, state, secret: set[str], card_name: Callable[[str], str], names: list[str]) -> None:
    """Seat 0's tree names no card of `secret` (the codes only other seats hold) that its view does not
    hold somewhere: a card that seat 0 may not see is nowhere in its words."""
    view = state.view(0)
    text = "\n".join(p.text() for p in module.describe(view, names))
    for code in secret - _codes(view):
        assert card_name(code) not in text, code


def _codes(value) -> set[str]:
    """Every string in a view (the codes of the cards it shows among them)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(set(), *(_codes(v) for v in value.values()))
    if isinstance(value, (list, tuple)):
        return set().union(set(), *(_codes(v) for v in value))
    return set()
