"""The Flip 7 table: clicks through the viewport become the legal intents, or the same candidate move
for the rules to refuse (`whyNot`: the words are the rules', tests/ui/test_refusals_from_rules.py),
and the player lines fit the window without overlapping for 3 to 24 players."""

from __future__ import annotations

import itertools

import pytest

from tests.ui.scene_helpers import GAME, Hit, Stay, Target, click_item, edited, make_table, random_state


def _collect(scene):
    """What the scene sends: intents, and the candidate moves it asks the rules about (`whyNot`);
    the scene writes no refusal of its own (`refused` stays empty)."""
    intents, refusals, asked = [], [], []
    scene.intent.connect(intents.append)
    scene.refused.connect(refusals.append)
    scene.whyNot.connect(asked.append)
    return intents, asked, refusals


def _hit_stay_state():
    state = GAME.new_state(3, seed=4, options={"dealer": 0, "deck": ["5", "7", "9"]})
    assert {a.TYPE for a in state.legal_actions()} == {"hit", "stay"}
    return state


def test_click_deck_hits_when_legal_and_stay_button_stays(qtbot):
    scene, view = make_table(qtbot, 3)
    state = _hit_stay_state()
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    assert scene.deck.has_highlight("legal") and scene.stay_button.has_highlight("legal")
    intents, asked, refusals = _collect(scene)
    click_item(view, scene.deck)
    click_item(view, scene.stay_button)
    assert intents == [Hit(), Stay()] and asked == refusals == []


def test_clicks_out_of_turn_are_refused_with_whose_turn_it_is(qtbot):
    scene, view = make_table(qtbot, 3)
    state = _hit_stay_state()
    current = state.current_player
    scene.show_position(state.view(None), [], None)  # a bot's turn: nothing is legal for the human
    assert not scene.deck.has_highlight("legal") and not scene.stay_button.has_highlight("legal")
    intents, asked, refusals = _collect(scene)
    click_item(view, scene.deck)
    click_item(view, scene.stay_button)
    assert intents == [] and refusals == []
    assert asked == [Hit(), Stay()]  # the session answers whose turn it is


def test_stay_refused_when_only_hit_is_legal(qtbot):
    scene, view = make_table(qtbot, 3)
    state = _hit_stay_state()
    seat = state.current_player
    scene.show_position(state.view(seat), [Hit()], seat)
    intents, asked, refusals = _collect(scene)
    click_item(view, scene.stay_button)
    assert intents == [] and asked == [Stay()] and refusals == []
    click_item(view, scene.deck)
    assert intents == [Hit()]


def _freeze_target_position():
    """Seat 1 is dealt a Freeze; seat 2 has busted (edited in), so only seats 0 and 1 may get it."""
    state = GAME.new_state(3, seed=1, options={"dealer": 0, "deck": ["freeze", "4", "6"]})
    view = edited(state.view(1))
    assert view["pending"]["card"] == "freeze" and view["pending"]["chooser"] == 1
    view["players"][2]["status"] = "busted"
    view["pending"]["options"] = [0, 1]
    return view, [Target(0), Target(1)]


def test_target_choice_highlights_eligible_lines_and_clicks_choose_them(qtbot):
    scene, view = make_table(qtbot, 3)
    position, legal = _freeze_target_position()
    scene.show_position(position, legal, 1)
    assert [line.has_highlight("legal") for line in scene.lines] == [True, True, False]
    assert "choose who gets the Freeze" in scene.prompt_label.text
    intents, asked, refusals = _collect(scene)
    click_item(view, scene.lines[0])
    click_item(view, scene.lines[2])
    click_item(view, scene.deck)
    assert intents == [Target(0)]
    assert asked == [Target(2), Hit()] and refusals == []


def test_clicking_a_card_in_a_line_counts_as_clicking_the_line(qtbot):
    scene, view = make_table(qtbot, 3)
    position, legal = _freeze_target_position()
    scene.show_position(position, legal, 1)
    intents, _, _ = _collect(scene)
    card = scene.lines[1].cards[0]  # the Freeze lying in Ben's line
    click_item(view, card)
    assert intents == [Target(1)]


@pytest.mark.parametrize("players", [3, 8, 12, 24])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_lines_fit_the_window_without_overlap(qtbot, players, size):
    scene, view = make_table(qtbot, players, *size)
    state = random_state(players, seed=players, moves=4 * players)
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    bounds = scene.sceneRect()
    assert (bounds.width(), bounds.height()) == size
    rects = [line.sceneBoundingRect() for line in scene.lines]
    for rect in rects:
        assert bounds.contains(rect), (rect, bounds)
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    pool = [scene.deck.sceneBoundingRect(), scene.discard.sceneBoundingRect(), scene.stay_button.sceneBoundingRect()]
    for rect, other in itertools.product(rects, pool):
        assert not rect.intersects(other)
    for line in scene.lines:  # every card lies inside its own line's panel
        for card in line.cards:
            w, h = card.size
            assert line.frame().adjusted(-0.5, -0.5, 0.5, 0.5).contains(card.mapRectToScene(0, 0, w, h))
    readable = min(line.frame().height() for line in scene.lines)
    if players <= 12:
        assert readable >= (80 if size == (800, 600) else 150)
    assert min(line.card_width() for line in scene.lines) >= 15


def test_a_crowded_line_fans_its_cards_inside_the_panel(qtbot):
    scene, view = make_table(qtbot, 24)
    state = random_state(24, seed=3, moves=0)
    position = edited(state.view(0))
    position["players"][5].update(numbers=[0, 1, 2, 3, 4, 5, 6], modifiers=["+2", "+4", "+10", "x2"],
                                  actions=["second", "freeze"])
    scene.show_position(position, [], None)
    line = scene.lines[5]
    assert [c.code for c in line.cards] == ["0", "1", "2", "3", "4", "5", "6", "+2", "+4", "+10", "x2",
                                             "second", "freeze"]
    xs = [c.pos().x() for c in line.cards]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    last = line.cards[-1]
    assert last.mapRectToScene(0, 0, *last.size).right() <= line.frame().right() + 0.5


def test_resize_relays_the_table_out(qtbot):
    scene, view = make_table(qtbot, 6, 800, 600)
    state = random_state(6, seed=2, moves=10)
    scene.show_position(state.view(None), [], None)
    small = scene.lines[0].frame()
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.sceneRect().width() == 1600)
    assert scene.lines[0].frame().height() > small.height() * 1.3
    assert view.horizontalScrollBar().isVisible() is False and view.verticalScrollBar().isVisible() is False


def test_game_over_shows_the_winner_and_hides_stay(qtbot):
    scene, view = make_table(qtbot, 3)
    state = _hit_stay_state()
    position = edited(state.view(None))
    position.update(is_over=True, winners=[2], totals=[120, 150, 204], current_player=None, phase="over")
    scene.show_position(position, [], None)
    assert scene.prompt_label.text == "Cleo wins with 204 points!"
    assert not scene.stay_button.isVisible()
    intents, asked, refusals = _collect(scene)
    click_item(view, scene.deck)
    assert intents == [] and asked == [Hit()]  # the rules: "The game is over: no more moves ..."


def test_clicking_a_line_on_your_turn_says_what_to_do(qtbot):
    scene, view = make_table(qtbot, 3)
    state = _hit_stay_state()
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    assert not any(line.has_highlight("legal") for line in scene.lines)
    intents, asked, refusals = _collect(scene)
    click_item(view, scene.lines[seat])
    assert intents == [] and asked == [Target(seat)] and refusals == []
    assert state.explain(Target(seat)).startswith("There is no card to give away now")


def test_the_line_whose_turn_it_is_is_marked(qtbot):
    scene, view = make_table(qtbot, 4)
    state = random_state(4, seed=9, moves=5)
    current = state.current_player
    scene.show_position(state.view(None), [], None)
    assert [line.has_highlight("current") for line in scene.lines] == [seat == current for seat in range(4)]
    assert scene.lines[state.view(None)["dealer"]].badge.isVisible()
    assert sum(line.badge.isVisible() for line in scene.lines) == 1


def _cyan_pixels(scene, line) -> int:
    """Pixels of the target ink (#1c9fc0, give or take) inside a line's panel, as the scene paints it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    frame = line.frame()
    image = QImage(int(frame.width()), int(frame.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, frame.width(), frame.height()), frame)
    painter.end()
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - 0x1c) < 40 and abs(c.green() - 0x9f) < 40 and abs(c.blue() - 0xc0) < 40:
                count += 1
    return count


def test_own_line_is_a_target_too_when_you_may_choose_yourself(qtbot):
    """Ben is dealt a Freeze and may give it to anyone, himself included: his own line (the one whose
    turn it is) is marked as a target like the others, visibly, and a click on it chooses him."""
    scene, view = make_table(qtbot, 4)
    state = GAME.new_state(4, seed=1, options={"dealer": 0, "deck": ["freeze", "4", "6", "7"]})
    me = state.current_player
    legal = state.legal_actions()
    assert Target(me) in legal and len(legal) == 4
    scene.show_position(state.view(me), legal, me)
    own = scene.lines[me]
    assert own.has_highlight("current") and own.has_highlight("legal") and all(line.has_highlight("legal") for line in scene.lines)
    marked = _cyan_pixels(scene, own)
    scene.show_position(state.view(me), [], me)  # the same line, current but not a target
    assert own.has_highlight("current") and not own.has_highlight("legal")
    plain = _cyan_pixels(scene, own)
    assert marked > plain + 300, (marked, plain)  # the dashed ring and the bull's-eye show over the gold
    scene.show_position(state.view(me), legal, me)
    intents, asked, refusals = _collect(scene)
    click_item(view, own)
    assert intents == [Target(me)] and asked == refusals == []


FAN = ["3", "8", "11", "12", "0", "5", "9", "+2", "+4", "+10", "x2", "second", "freeze", "flip3", "+6"]


@pytest.mark.parametrize("players,size", [(4, (800, 600)), (4, (1600, 1000)), (6, (800, 600)), (12, (1280, 800))])
def test_a_long_line_keeps_every_cards_corner_index_in_view(qtbot, players, size):
    """From 1 to 15 cards in a line: the cards stay inside the panel, left to right; six cards still
    lie side by side (smaller) at 800x600 with 4 players; and however many, no card covers the
    corner index of the card before it (the index ends at 0.36 of a card's width)."""
    scene, view = make_table(qtbot, players, *size)
    base = edited(random_state(players, seed=3, moves=0).view(None))
    line = scene.lines[1]
    for n in range(1, len(FAN) + 1):
        codes = sorted(FAN[:n], key=lambda c: (not c.isdigit(), not (c.startswith("+") or c == "x2")))
        position = edited(base)
        position["players"][1].update(numbers=[int(c) for c in codes if c.isdigit()],
                                      modifiers=[c for c in codes if c.startswith("+") or c == "x2"],
                                      actions=[c for c in codes if c in ("second", "freeze", "flip3")])
        scene.show_position(position, [], None)
        rects = [card.mapRectToScene(0, 0, *card.size) for card in line.cards]
        assert len(rects) == n
        for rect in rects:
            assert line.frame().adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), (n, rect, line.frame())
        for a, b in zip(rects, rects[1:]):
            assert b.left() >= a.left() + a.width() * 0.4 - 0.01, (n, a, b)
        if n <= 6 and size == (800, 600) and players == 4:
            assert all(b.left() >= a.right() for a, b in zip(rects, rects[1:])), n  # no overlap at all
        assert line.cards[0].size[1] >= line.full_card_width() / 0.7 * 0.45 - 0.01


def test_a_card_drawn_without_its_flight_repaints_the_lines_points(qtbot):
    """A card the table adds from the view (no flight: a move drawn at once) changes the round's points
    the line shows: the line asks to be painted again, so the screen never keeps the old "+31" beside
    five cards (a play-test saw +31 for 8, 12, 7, 4, 2 until the window was resized). Nothing else of the
    line changes here (same player to move, same status, same total), so nothing else repaints it."""
    scene, view = make_table(qtbot, 3)
    state = GAME.new_state(3, seed=4, options={"dealer": 0, "deck": ["5", "7", "9", "2", "3"]})
    state.apply(Stay())
    state.apply(Stay())  # the last player draws turn after turn
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    line = scene.lines[seat]
    before = line.points_text()
    asked: list = []
    line.update = lambda *args: asked.append(args)  # the line's own requests to be painted again
    state.apply(Hit())  # the 2 joins the line's card
    assert state.current_player == seat
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    assert int(line.points_text()) == int(before) + 2
    assert asked, "the line's points changed but it did not ask to be painted again"
