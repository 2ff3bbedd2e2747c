"""Top oder Flop's personal displays and film rows keep to their places (issue 26, play-test at
800x600 and 1920x1080): in the main window at 800x600, 1280x800 and 1920x1080, English and German,
2 to 5 players, early, in the middle and late in a game (many cards in the personal displays):

- every personal display card (its drawn rect: the card, its shadow and its glow's room) lies
  inside its own pile and so inside its seat's row, at least `LEGIBLE` pixels wide, over no other
  pile's or row's item;
- the places of the films' Top and Flop rows (the dashed outlines a card is laid in) overlap
  neither one another nor any other part of the table;
- all of them lie inside the part of the scene the view shows.

All in scene coordinates."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRectF

from app.core import i18n
from app.games.top_oder_flop.actions import Personal
from app.games.top_oder_flop.rules import GAME
from app.games.top_oder_flop.ui.scene import Scene
from app.ui.qt_table_view import TableView
from tests.ui.test_top_oder_flop_layout import _table
from tests.ui.test_top_oder_flop_table import COLORS

NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Eva"]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]
PLAYERS = (2, 3, 4, 5)
#: the least width (pixels) of a personal display card: its value and its film's initials read at
#: a size a player reads (the play-test found 22.6 px cards at 800x600 with five players "tiny";
#: layout.MIN_MINI is 24, which the shortest tables below come within half a pixel of)
LEGIBLE = 23.5
#: the table a maximised window leaves on an 800x600 screen (Xvfb and openbox: the title bar, the
#: menus, the status line and the side panels), shorter than the offscreen 800x600 window's
SCREEN_TABLES = [(584, 464), (589, 485)]


def positions(players: int, seed: int = 7) -> dict[str, tuple]:
    """Three positions of one game at seat 0's turn (view, legal actions): just after the opening,
    in the middle, and the last before the end (the personal displays at their fullest: every seat
    plays into its own display more often than a random player would)."""
    rng = random.Random(seed + players)
    state = GAME.new_state(players, seed)
    seen = []
    while not state.is_over:
        if state.current_player == 0 and state.view(0).get("phase") != "opening":
            seen.append((state.view(0), state.legal_actions()))
        legal = state.legal_actions()
        own = [a for a in legal if isinstance(a, Personal)]
        state.apply(rng.choice(own if own and rng.random() < 0.6 else legal))
    return {"early": seen[0], "mid": seen[len(seen) // 2], "late": seen[-1]}


def _rect(item) -> QRectF:
    """An item's own area (its size, not the room for its glow) in the scene."""
    w, h = getattr(item, "size", None) or item.card_size
    return item.mapRectToScene(QRectF(0, 0, w, h))


def places(row) -> list[QRectF]:
    """The dashed outlines of a film row's places (as SideRow.paint draws them), in the scene."""
    return [row.mapRectToScene(QRectF(i * row.cw * row.step, 0, row.cw, row.size[1]).adjusted(2, 2, -2, -2))
            for i in range(row.PLACES)]


def misplaced(scene, visible: QRectF) -> list[str]:
    """What the module's doc forbids, in words (empty: all is well)."""
    found = []
    g = scene.geo
    inside = visible.adjusted(-0.5, -0.5, 0.5, 0.5)
    # the film rows' places: each over no other place, poster, pile, panel or personal card
    slots = [(f"{f} {s} place {i}", r) for (f, s), row in scene.rows.items() for i, r in enumerate(places(row))]
    others = [(f"poster {f}", _rect(p)) for f, p in scene.posters.items()]
    others += [(f"pile {k}", _rect(c)) for k, c in scene.cells.items()]
    others += [(f"panel {s.seat}", s.frame()) for s in scene.seat_items]
    others += [("prompt", scene.prompt.sceneBoundingRect().adjusted(3, 3, -3, -3))] if scene.prompt.text else []
    for (na, ra), (nb, rb) in itertools.combinations(slots, 2):
        if ra.intersects(rb):
            found.append(f"{na} overlaps {nb} ({ra.width():.0f} px wide places)")
    for (na, ra), (nb, rb) in itertools.product(slots, others):
        if ra.intersects(rb):
            found.append(f"{na} overlaps {nb}")
    found += [f"{name} at {r.getRect()} is outside the view" for name, r in slots if not inside.contains(r)]
    # the personal display cards: inside their own pile (so their seat's row), legible, in view
    cards = []
    for (seat, film), cell in scene.cells.items():
        pile = _rect(cell).adjusted(-0.5, -0.5, 0.5, 0.5)
        row = QRectF(0, g.seat_y[seat], scene.width, g.seat_h).adjusted(0, -0.5, 0, 0.5)
        for k, card in enumerate(cell.cards):
            drawn = card.sceneBoundingRect()
            name = f"seat {seat}'s card {k} for {film}"
            cards.append((seat, film, name, drawn))
            if card.size[0] < LEGIBLE - 0.05:
                found.append(f"{name} is {card.size[0]:.1f} px wide (less than {LEGIBLE:.1f})")
            if not row.contains(drawn):
                found.append(f"{name} at {drawn.getRect()} leaves its seat's row {row.getRect()}")
            elif not pile.contains(drawn):
                found.append(f"{name} at {drawn.getRect()} leaves its pile {pile.getRect()}")
            if not inside.contains(drawn):
                found.append(f"{name} at {drawn.getRect()} is outside the view")
    for (sa, fa, na, ra), (sb, fb, nb, rb) in itertools.combinations(cards, 2):
        if (sa, fa) != (sb, fb) and ra.intersects(rb):
            found.append(f"{na} overlaps {nb}")
    for _seat, _film, name, drawn in cards:
        for other, rect in slots + others[:len(scene.posters)]:
            if drawn.intersects(rect):
                found.append(f"{name} overlaps {other}")
    return found


def check_positions(scene, view, players: int) -> None:
    """`misplaced` finds nothing at any of `positions(players)` shown on `scene` in `view`."""
    found = []
    for when, (seen, legal) in positions(players).items():
        scene.show_position(seen, legal, 0)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        found += [f"{when}: {line}" for line in misplaced(scene, visible)]
    assert found == [], f"{len(found)} found:\n" + "\n".join(found[:400])


RUNS = [(lang, size, players) for lang in ("en", "de") for size in SIZES for players in PLAYERS]


@pytest.mark.parametrize("lang, size, players", RUNS, ids=[f"{lang}-{w}x{h}-{n}" for lang, (w, h), n in RUNS])
def test_personal_cards_and_film_places_keep_to_their_places(qtbot, lang, size, players):
    with i18n.use(lang):
        _window, table = _table(qtbot, size, players)
        check_positions(table.scene, table.view, players)


@pytest.mark.parametrize("size", SCREEN_TABLES, ids=[f"{w}x{h}" for w, h in SCREEN_TABLES])
@pytest.mark.parametrize("players", PLAYERS)
def test_on_an_800x600_screen_too(qtbot, size, players):
    scene = Scene(GAME, NAMES[:players], COLORS[:players])
    scene.hand_room = True
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    check_positions(scene, view, players)
