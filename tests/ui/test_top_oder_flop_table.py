"""The Top oder Flop table played as a player plays it: clicks (and a drag) on the table view's
viewport. A whole game by clicks against computer players from the main window to the end-of-game
sheet; a replacement (the lowest cards glow, one is picked, then the film it is taken for) and a
change card's move (the card it moves, then where it goes) made by clicks; what the scene draws for
each kind of step; the end-of-game sheet film by film."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.games import registry
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import films_of
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_main_window import MainWindow
from app.ui.qt_table_screen import TableScreen

GAME_ID = "top_oder_flop"
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa"]


# ---- clicks like a player's ----------------------------------------------------------------------
def click_at(view, point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))


def _point(item, fx: float = 0.5, fy: float = 0.5) -> QPointF:
    """A point inside `item`'s own area (its size, not its glow's margin), in the scene."""
    if hasattr(item, "diameter"):  # a marker
        w = h = item.diameter
    else:
        w, h = getattr(item, "size", None) or item.card_size
    return item.mapToScene(QPointF(w * fx, h * fy))


def click_hand(view, scene, code: str) -> None:
    card = next(c for c in scene.hand.cards if c.code == code)
    click_at(view, _point(card, 0.5, 0.6))


def click_row(view, scene, film: str, side: str) -> None:
    row = scene.rows[(film, side)]
    click_at(view, _point(row, 0.5, 0.5))


def click_row_card(view, scene, film: str, side: str, code: str) -> None:
    card = next(c for c in scene.rows[(film, side)].cards if c.code == code)
    click_at(view, _point(card, 0.5, 0.5))


def click_poster(view, scene, film: str) -> None:
    click_at(view, _point(scene.posters[film], 0.3, 0.35))


def click_cell(view, scene, seat: int, film: str) -> None:
    click_at(view, _point(scene.cells[(seat, film)], 0.85, 0.5))


def play_by_clicks(view, scene, session, action) -> None:
    """Make `action` (a legal move of the seat at the screen) with the clicks a player would make,
    and check that exactly it was played."""
    moves = len(session.state.history)

    def played() -> bool:
        return len(session.state.history) > moves

    if isinstance(action, Marker):
        click_at(view, _point(scene.picker[action.face]))
        click_row(view, scene, action.film, action.side)
    else:
        click_hand(view, scene, action.card)
        if isinstance(action, Personal):
            click_cell(view, scene, session.view_seat(), action.film)
        elif isinstance(action, Display):
            click_row(view, scene, action.film, action.side)
        else:
            assert isinstance(action, Change)
            click_row_card(view, scene, action.film, action.side, action.moved)
            assert not played()
            click_row(view, scene, action.to_film, action.to_side)
        replace = getattr(action, "replace", None)
        if replace is not None and not played():
            film, side = (action.to_film, action.to_side) if isinstance(action, Change) else (action.film, action.side)
            click_row_card(view, scene, film, side, replace)
            if not played():
                assert len(films_of(replace)) == 2  # the film is asked only for a card of two films
                click_poster(view, scene, action.take)
    assert played(), f"{action} was not played by its clicks"
    assert session.state.history[moves] == action


# ---- a whole game against computer players, from the main window ---------------------------------
def _wait_for_human(qtbot, window) -> None:
    session, table = window.session, window.table
    qtbot.waitUntil(lambda: bool(session.is_over or (session.legal_actions() and not table.scene.busy
                                                     and not session.animation_pending)), timeout=20000)


def test_a_whole_game_by_clicks_against_computer_players(qtbot):
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.set_speed("off")
    seats = [SeatConfig("Ana", COLORS[0], "human"), SeatConfig("Ben", COLORS[1], "easy"),
             SeatConfig("Cleo", COLORS[2], "easy")]
    window.start_game(registry.get(GAME_ID), seats, seed=4)
    session, table = window.session, window.table
    rng = random.Random(9)
    kinds = set()
    moves = 0
    while not session.is_over:
        _wait_for_human(qtbot, window)
        if session.is_over:
            break
        scene, view = table.scene, table.view
        assert scene.view["seat"] == 0 and sorted(c.code for c in scene.hand.cards) == sorted(session.state.hands[0])
        legal = session.legal_actions()
        plays = [a for a in legal if not isinstance(a, Personal)] if session.state.phase == "play" else legal
        action = rng.choice(plays or legal)
        play_by_clicks(view, scene, session, action)
        kinds.add(type(action).__name__)
        moves += 1
        assert moves < 200
    assert moves >= 5 and {"Personal", "Display"} <= kinds
    qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end, timeout=10000)
    end = table.end
    view = session.view()
    winners = [session.names[w] for w in view["winners"]]
    assert winners and winners[0] in end.headline.text() and end.winner_names() == winners
    sheet = end.sheet
    labels = [sheet.verticalHeaderItem(r).text() for r in range(sheet.rowCount())]
    assert len(labels) == 1 + 5 + 1 + 1  # the legend, the five films, what was left, the totals
    assert labels[1].startswith("Arabische Abenteuer: ") and labels[-1] == "Total"
    assert [sheet.cell_text(sheet.rowCount() - 1, c) for c in range(3)] == [str(t) for t in view["totals"]]
    first = view["results"]["films"][0]
    assert [sheet.cell_text(1, c) for c in range(3)] == [
        f"{i} → {'+' if p > 0 else ''}{p}".replace("-", "\u2212") for i, p in zip(first["influence"], first["awards"])]
    places = end.standings.row_texts()
    assert [row[0].lstrip("★ ") for row in places] == [session.names[s] for s in
                                                     sorted(range(3), key=lambda s: (view["results"]["ranking"][s], s))]
    assert "0 rounds" not in end.detail.text()


# ---- a replacement and a change card's move, by clicks ----------------------------------------
#: seat 0 (Ana, at the screen) and seat 1 (a scripted player); the deck's top cards are their hands
HANDS = [["1:AA/TT", "1:AA/RR", "4:AA/TT", "+3:down", "5:TT", "5:RR", "3:TT/RR", "2:TT/RR"],
         ["2:AA/DD", "5:DD", "5:CC", "3:DD/CC", "2:DD/CC", "1:DD/CC", "4:DD/CC", "3:RR/DD"]]
SCRIPT = {0: [Personal("5:TT", "TT"), Personal("5:RR", "RR"), Display("1:AA/TT", "AA", "top"),
              Display("1:AA/RR", "AA", "top")],
          1: [Personal("5:DD", "DD"), Personal("5:CC", "CC"), Display("2:AA/DD", "AA", "top"),
              Display("3:DD/CC", "DD", "top"), Display("2:DD/CC", "DD", "top")]}


class ScriptedBots:
    """Seat 1 plays its script (then the first legal move)."""

    @staticmethod
    def make_bot(kind, seat, seed):
        class Bot:
            moves = list(SCRIPT[seat])

            def choose(self, view, legal):
                return self.moves.pop(0) if self.moves and self.moves[0] in legal else legal[0]

        return Bot()


def scripted_table(qtbot, size=(1100, 760)):
    seats = [SeatConfig("Ana", COLORS[0], "human"), SeatConfig("Ben", COLORS[1], "easy")]
    session = GameSession.new(registry.get(GAME_ID), seats, 3, {"deck": HANDS[0] + HANDS[1], "start": 0},
                              autosave=False, bot_delay_ms=0, bots_module=ScriptedBots)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(*size)
    screen.show()
    session.start()
    return screen, session


def wait_ready(qtbot, screen, session) -> None:
    qtbot.waitUntil(lambda: bool(session.legal_actions()) and not screen.scene.busy
                    and not session.animation_pending, timeout=5000)


def test_a_replacement_and_a_change_cards_move_by_clicks(qtbot):
    screen, session = scripted_table(qtbot)
    scene, view = screen.scene, screen.view
    for action in SCRIPT[0]:  # the openings and the two 1s on the Top of Arabische Abenteuer
        wait_ready(qtbot, screen, session)
        play_by_clicks(view, scene, session, action)
    wait_ready(qtbot, screen, session)
    assert scene.view["films"]["AA"]["top"] == ["1:AA/TT", "2:AA/DD", "1:AA/RR"]
    # the 4 onto the full Top row: the two 1s glow, the 2 does not
    click_hand(view, scene, "4:AA/TT")
    assert scene.rows[("AA", "top")].has_highlight("legal")
    click_row(view, scene, "AA", "top")
    lit = [c.code for c in scene.rows[("AA", "top")].cards if c.has_highlight("legal")]
    assert sorted(lit) == ["1:AA/RR", "1:AA/TT"]
    assert "full" in scene.prompt.text
    click_row_card(view, scene, "AA", "top", "1:AA/RR")
    # the replaced card shows two films: their posters glow, and so do Ana's piles of them
    assert {f for f, p in scene.posters.items() if p.has_highlight("legal")} == {"AA", "RR"}
    assert {f for (s, f), c in scene.cells.items() if s == 0 and c.has_highlight("legal")} == {"AA", "RR"}
    moves = len(session.state.history)
    click_poster(view, scene, "RR")
    assert session.state.history[moves] == Display("4:AA/TT", "AA", "top", "1:AA/RR", "RR")
    wait_ready(qtbot, screen, session)
    assert [c["code"] for c in scene.view["personal"][0]["RR"]] == ["5:RR", "1:AA/RR"]
    pile = scene.cells[(0, "RR")].cards
    assert pile[1].known_value == 1 and not pile[1].face_up  # face down, its value known to all
    # the change card: the lowest Top cards it can move glow, then where the chosen one may go
    click_hand(view, scene, "+3:down")
    movable = {(f, s, c.code) for (f, s), row in scene.rows.items() for c in row.cards if c.has_highlight("legal")}
    assert movable == {("AA", "top", "1:AA/TT"), ("DD", "top", "2:DD/CC")}
    click_row_card(view, scene, "AA", "top", "1:AA/TT")
    lit_rows = {key for key, row in scene.rows.items() if row.has_highlight("legal")}
    assert lit_rows == {("AA", "flop"), ("TT", "flop")}
    assert next(c for c in scene.rows[("AA", "top")].cards if c.code == "1:AA/TT").has_highlight("chosen")
    moves = len(session.state.history)
    click_row(view, scene, "TT", "flop")
    assert session.state.history[moves] == Change("+3:down", "AA", "top", "1:AA/TT", "TT", "flop")
    wait_ready(qtbot, screen, session)
    assert scene.view["films"]["TT"]["flop"] == ["1:AA/TT"] and scene.view["discard"] == ["+3:down"]
    assert scene.discard.count == 1
    session.close(wait_ms=2000)


def test_a_drag_lays_a_card_and_a_right_click_drops_a_choice(qtbot):
    screen, session = scripted_table(qtbot)
    scene, view = screen.scene, screen.view
    wait_ready(qtbot, screen, session)
    click_hand(view, scene, "5:TT")
    assert scene.chooser.pick.card == "5:TT" and scene.cells[(0, "TT")].has_highlight("legal")
    click_at(view, _point(scene.posters["CC"]), Qt.MouseButton.RightButton)
    assert scene.chooser.pick.card is None and not scene.cells[(0, "TT")].has_highlight("legal")
    card = next(c for c in scene.hand.cards if c.code == "5:TT")
    start = view.mapFromScene(_point(card, 0.5, 0.6))
    end = view.mapFromScene(_point(scene.cells[(0, "TT")], 0.5, 0.5))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), (start + end) / 2)
    QTest.mouseMove(view.viewport(), end)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert session.state.history[-1] == Personal("5:TT", "TT")
    session.close(wait_ms=2000)


def test_a_choice_stays_through_a_resize_and_a_refused_click(qtbot):
    screen, session = scripted_table(qtbot)
    scene, view = screen.scene, screen.view
    wait_ready(qtbot, screen, session)
    click_hand(view, scene, "5:TT")
    click_row(view, scene, "CC", "top")  # not during the openings: the rules say why
    assert screen.note()[0] == "First everyone lays two opening cards face up into their personal display."
    screen.resize(900, 640)
    qtbot.wait(20)
    assert scene.chooser.pick.card == "5:TT" and scene.cells[(0, "TT")].has_highlight("legal")
    assert next(c for c in scene.hand.cards if c.code == "5:TT").has_highlight("chosen")
    session.close(wait_ms=2000)
