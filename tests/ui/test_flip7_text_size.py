"""Nothing a player must read on the Flip 7 table is drawn below MIN_TEXT_PX (11 px at device pixel
ratio 1), with long names, at the size an 800x600 window gives the table and bigger.

Every visible item is painted once with `recording_text()` on, which collects what `draw_text`
paints and at which size on the device (the font's pixel size, times any shrinking to fit, times the
item's and the view's transforms). A card's value must be readable where it is the only copy in
view: the big numeral of a card that nothing covers, else the corner index of a card in an
overlapped fan (a card in full shows both). Card titles ("FREEZE", "BONUS") and decorations (the back's logo) repeat what the
card's symbol or value already says and are not counted."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QRectF

from app.games.flip7.actions import Hit, Stay
from app.games.flip7.rules import GAME
from app.games.flip7.ui.scene import Scene
from app.ui.items.card_art import MIN_TEXT_PX
from app.ui.items.card_item import CardItem
from app.ui.qt_table_view import TableView
from tests.ui.layout_check import drawn_texts

LONG_NAMES = ["Maximiliana Wolkenstein", "Bartholomew Fitzgerald", "Konstantinos Papadakis",
              "Guinevere Montgomery-Hay", "Wilhelmina Thorvaldsen", "Alexandrina Vasquez-Ruiz"]
COLORS = ["#e53935", "#1e88e5", "#43a047", "#fdd835", "#8e24aa", "#fb8c00"]
#: the table's viewport in an 800x600 main window (menu, tool bar, status line and side panel
#: take the rest), the whole 800x600, and the viewport in a 1920x1080 window
SIZES = [(589, 521), (800, 600), (1553, 1001)]
#: 3 to 6 players, and more up to 14 (16 and more lines at 800x600 are too small for 11 px)
PLAYERS = (*range(GAME.min_players, 7), 8, 10, 14)


def _table(qtbot, players: int, size: tuple[int, int]):
    names = [LONG_NAMES[i % 6] + (f" {i // 6 + 1}" if i >= 6 else "") for i in range(players)]
    scene = Scene(GAME, names, [COLORS[i % 6] for i in range(players)])
    scene.set_speed(0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    assert (scene.width, scene.height) == size
    return scene, view


def _painted(item, view) -> list[tuple[str, float, str]]:
    return drawn_texts(item, view)


def _visible(item) -> bool:
    return item.isVisible() and item.effectiveOpacity() > 0.05


def _card_rect(card) -> QRectF:
    return QRectF(card.pos().x(), card.pos().y(), *card.size)


def _covered(card, cards) -> bool:
    """Another card of the line lies over part of `card` (a later one: higher in the fan)."""
    return any(other is not card and other.zValue() > card.zValue() and _card_rect(other).intersects(_card_rect(card))
               for other in cards)


def too_small(scene, view) -> list[str]:
    """Each text a player must read that is drawn below MIN_TEXT_PX, as 'text: size (where)'."""
    problems = []
    line_cards = {id(card): line for line in scene.lines for card in line.cards}
    for item in scene.items():
        if not _visible(item):
            continue
        log = _painted(item, view)
        if isinstance(item, CardItem) and item.face_up and id(item) in line_cards:
            cards = line_cards[id(item)].cards
            # a covered card shows only its index; a card in full shows its numeral and its index
            need = "index" if _covered(item, cards) else "value"
            shown = [(t, px) for t, px, role in log if role == "index" or role == need]
            if not shown and item.code not in ("freeze", "second"):  # those two show a symbol
                problems.append(f"{item.code}: no {need} drawn")
            if shown and max(px for _, px in shown) < MIN_TEXT_PX:
                problems.append(f"{item.code}: {max(px for _, px in shown):.1f} px ({need})")
            continue
        for text, px, role in log:
            if role in ("text", "value") and px < MIN_TEXT_PX - 1e-6:
                problems.append(f"{text!r}: {px:.1f} px ({type(item).__name__})")
    return problems


def _positions(players: int) -> list[tuple[str, dict, list]]:
    """Views a player meets: a Freeze to give, crowded lines, a Flip Three, hit or stay, game over."""
    state = GAME.new_state(players, 3, {"dealer": players - 1, "deck": ["freeze"]})
    assert state.current_player == 0 and state.legal_actions()[0].TYPE == "target"
    choose = state.view(0)
    crowded = copy.deepcopy(choose)
    crowded["players"][0].update(numbers=[6, 9, 12, 11, 10, 8], modifiers=["+2", "+10", "x2"],
                                 actions=["freeze"])
    crowded["players"][1].update(numbers=[9, 6, 3, 1, 0, 2], modifiers=["+4"], actions=["second"],
                                 second_chance=True)
    crowded["players"][2].update(numbers=[12, 12, 5, 7, 9], status="busted")
    if players > 3:
        crowded["players"][3].update(numbers=[4, 5, 6], modifiers=["+6"], status="frozen")
    flip3 = copy.deepcopy(crowded)
    flip3.update(pending=None, flip3={"target": 1, "left": 2}, current_player=1)
    hit = copy.deepcopy(crowded)
    hit.update(pending=None, current_player=0)
    over = copy.deepcopy(crowded)
    over.update(pending=None, is_over=True, winners=[0], totals=[212] + [150] * (players - 1))
    legal = state.legal_actions()
    return [("choose", choose, legal), ("crowded", crowded, legal), ("flip3", flip3, []),
            ("hit", hit, [Hit(), Stay()]), ("over", over, [])]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", PLAYERS)
def test_every_text_is_at_least_11_px_with_long_names(qtbot, players, size):
    scene, view = _table(qtbot, players, size)
    for what, position, legal in _positions(players):
        scene.show_position(position, legal, 0)
        assert too_small(scene, view) == [], what


def test_the_long_prompt_wraps_and_keeps_its_verb(qtbot):
    scene, view = _table(qtbot, 6, SIZES[0])
    what, position, legal = _positions(6)[0]
    scene.show_position(position, legal, 0)
    assert scene.prompt_label.text.startswith("Maximiliana Wolkenstein: choose who gets the Freeze")
    for label in (scene.prompt_label, scene.info_label):
        lines, px, shown = label.layout()
        assert 1 <= len(lines) <= label.max_lines and shown >= MIN_TEXT_PX
        assert len(lines) * px / 0.78 <= label.boundingRect().height() + 0.5  # the lines fit the box
    assert len(scene.prompt_label.layout()[0]) > 1


def test_a_name_too_long_to_read_is_cut_not_the_sentence(qtbot):
    names = ["Maximiliana-Wolkenstein-Hohenberg-Oberunterach", *LONG_NAMES[1:4]]  # one word: no wrapping
    scene = Scene(GAME, names, COLORS[:4])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*SIZES[0])
    view.show()
    qtbot.waitExposed(view)
    what, position, legal = _positions(4)[0]
    scene.show_position(position, legal, 0)
    text = scene.prompt_label.text
    assert ": choose who gets the Freeze" in text and "…" in text.split(":")[0]
    assert text.startswith("Maximiliana")
    assert scene.prompt_label.fitted_px() >= MIN_TEXT_PX
    assert too_small(scene, view) == []


@pytest.mark.parametrize("players", PLAYERS)
def test_the_round_result_banner_is_readable_with_long_names(qtbot, players):
    scene, view = _table(qtbot, players, SIZES[0])
    deck = [str(12 - i % 6) for i in range(players)]  # a number card for everyone: all may stay
    state = GAME.new_state(players, 3, {"dealer": players - 1, "deck": deck})
    for _ in range(players - 1):
        state.apply(Stay())
    scene.show_position(state.view(0), state.legal_actions(), state.current_player)
    events = state.apply(Stay())  # the last one: the round is scored
    scene.set_speed(1.0)
    scene.play_events(events, state.view(0))
    qtbot.waitUntil(lambda: scene.round_banner is not None and scene.holding, timeout=10000)
    assert "Round 1" in scene.round_banner.text
    assert too_small(scene, view) == []
    scene.finish_animations()
