"""The two-player table (issue 11): DuoTable draws the four company columns from the view and turns
clicks into choices: a hand card, then a lit company (or, at set-up, the out-of-game spot); anything
not offered goes to the rules as `whyNot`; a company clicked before a card is a note of the table.
Hand-made views in the BRIEF's shapes (tests/ui/top_pop_duo_helpers.py)."""

import pytest

from app.core import i18n
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.cards import DUO_PAYS
from app.ui.items.card_art import recording_text
from tests.ui.top_pop_duo_helpers import DuoScene, play_view, setup_view, skip_without_the_games_german


@pytest.fixture
def scene(qtbot):
    s = DuoScene()
    s.layout_for(800, 600)
    got = {"intent": [], "whyNot": [], "refused": []}
    s.intent.connect(got["intent"].append)
    s.whyNot.connect(got["whyNot"].append)
    s.refused.connect(got["refused"].append)
    s.got = got
    return s


def _play_legal(view):
    return [Play(c, k) for c in dict.fromkeys(view["hand"]) for k, closed in enumerate(view["closed"]) if not closed]


def _hand_index(scene, code):
    return next(i for i, c in enumerate(scene.duo.hand.cards) if c.code == code)


def test_the_columns_show_the_view(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    cols = scene.duo.columns
    assert [c.start["card"] if c.start else None for c in cols] == ["NYC", "LV", None, None]
    assert [len(c.played) for c in cols] == [3, 1, 6, 0]
    assert cols[0].played[1] == {"card": None, "night": True, "by": 1}  # Ben's night card: a moon back for Ana
    assert [c.closed for c in cols] == [False, False, True, False]
    assert [c.left for c in cols] == [4, 11, 0, 15]
    assert [c.next_pay for c in cols] == [2, 3, None, 4]
    assert cols[2].seventh == {"by": 0, "card": "LV"}
    assert scene.duo.seats[0].caps == [8, 0, 8, 0] and scene.duo.seats[1].caps == [3, 4, 7, 0]
    assert scene.duo.hand.codes() == ["NYC", "SF", "STL:night"]
    assert scene.duo.deck.count == 9


def test_each_place_says_what_it_pays(scene):
    v = play_view(0)
    scene.show_position(v, [], 0)
    col = scene.duo.columns[3]
    from PySide6.QtGui import QImage, QPainter

    img = QImage(200, 600, QImage.Format.Format_ARGB32)
    with recording_text() as texts:
        p = QPainter(img)
        col.paint(p, None)
        p.end()
    digits = [t for t, _px, _role in texts if t.isdigit()]
    assert digits[0] == "15"  # the caps the company has left, at its head
    assert digits[1:7] == [str(n) for n in DUO_PAYS] and "Lime Leaf" in [t for t, *_ in texts]


def test_a_card_then_a_lit_company_plays_it(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    scene.duo.clicked(("duo", "hand", _hand_index(scene, "SF")))
    assert scene.duo.picked == "SF"
    lit = [c.has_highlight("legal") for c in scene.duo.columns]
    assert lit == [True, True, False, True]
    assert "Click a lit company" in scene.duo.prompt.text
    scene.duo.clicked(("duo", "company", 3))
    assert scene.got["intent"] == [Play("SF", 3)] and scene.duo.picked is None


def test_a_closed_company_is_asked_about(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    scene.duo.clicked(("duo", "hand", 0))
    scene.duo.clicked(("duo", "company", 2))
    assert scene.got["whyNot"] == [Play("NYC", 2)] and not scene.got["intent"]


def test_a_company_before_a_card_is_a_note_and_not_my_turn_goes_to_the_rules(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    scene.duo.clicked(("duo", "company", 1))
    assert scene.got["refused"] == ["First pick a card from your hand."]
    w = play_view(1)  # Ben looks while it is Ana's turn: nothing is offered
    scene.show_position(w, [], 1)
    scene.duo.clicked(("duo", "hand", 0))
    assert scene.got["whyNot"] == [Play("LV", 0)]
    scene.duo.clicked(("duo", "company", 3))
    assert scene.got["whyNot"][-1] == Play("LV", 3) and not scene.got["intent"]


def test_clicking_the_picked_card_again_puts_it_back_and_cancel_drops_it(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    scene.duo.clicked(("duo", "hand", 1))
    scene.duo.clicked(("duo", "hand", 1))
    assert scene.duo.picked is None and not any(c.has_highlight("legal") for c in scene.duo.columns)
    scene.duo.clicked(("duo", "hand", 1))
    assert scene.duo.cancel() and scene.duo.picked is None and not scene.duo.cancel()


def test_setup_sevenths_and_the_discard_in_any_order(scene):
    v = setup_view()
    legal = [Seventh(c, k) for c in dict.fromkeys(v["hand"]) for k in range(4)]
    legal += [Discard(c) for c in dict.fromkeys(v["hand"])]
    scene.show_position(v, legal, 1)
    assert scene.duo.out.isVisible()
    assert "seventh card, or one to set aside" in scene.duo.prompt.text
    scene.duo.clicked(("duo", "hand", _hand_index(scene, "LV")))
    assert scene.duo.out.has_highlight("legal") and all(c.seventh_lit for c in scene.duo.columns)
    scene.duo.clicked(("duo", "company", 2))
    assert scene.got["intent"] == [Seventh("LV", 2)]
    scene.duo.clicked(("duo", "hand", _hand_index(scene, "STL")))
    scene.duo.clicked(("duo", "discard"))
    assert scene.got["intent"][-1] == Discard("STL")


def test_setup_a_seventh_where_one_lies_is_asked_about(scene):
    v = setup_view()
    v["sevenths"][0] = {"by": 1, "card": "NYC"}
    legal = [Seventh(c, k) for c in dict.fromkeys(v["hand"]) for k in (1, 2, 3)]
    scene.show_position(v, legal, 1)
    assert not scene.duo.out.isVisible()  # the discard is done: no spot
    scene.duo.clicked(("duo", "hand", 0))
    scene.duo.clicked(("duo", "company", 0))
    assert scene.got["whyNot"] == [Seventh("NYC", 0)]
    scene.duo.clicked(("duo", "discard"))
    assert scene.got["whyNot"][-1] == Discard("NYC")


def test_a_hand_off_drops_the_last_seats_pick(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    scene.duo.clicked(("duo", "hand", 1))
    assert scene.duo.picked == "SF"
    w = play_view(1)
    w["current_player"] = 1
    scene.show_position(w, _play_legal(w), 1)
    assert scene.duo.picked is None and scene.duo.hand.codes() == w["hand"]


def test_keys_of_other_tables_are_not_taken(scene):
    scene.show_position(play_view(0), [], 0)
    assert scene.duo.clicked(("card", "x")) is False and scene.duo.clicked(("duo", "hand", 0)) is True
    assert scene.duo.clicked(scene.duo.prompt) is False  # an item without a key


def test_items_are_clicked_as_the_scene_hands_them(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    assert scene.click_item(scene.duo.hand.cards[2])
    assert scene.click_item(scene.duo.columns[1])
    assert scene.got["intent"] == [Play("STL:night", 1)]


def test_the_discard_lies_out_of_the_game(scene):
    v = play_view(1)
    v["discard"] = {"by": 1, "card": "SF"}
    scene.show_position(v, [], 1)
    assert scene.duo.out.isVisible() and scene.duo.out.code == "SF" and scene.duo.out.card_back
    v = play_view(0)
    v["discard"] = {"by": 1, "card": None}
    scene.show_position(v, [], 0)
    assert scene.duo.out.isVisible() and scene.duo.out.code is None


def test_clear_takes_everything_off_the_table(scene):
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    assert len(scene.items()) > 10
    scene.duo.clear()
    assert scene.items() == []
    scene.show_position(v, _play_legal(v), 0)
    assert scene.duo.hand.codes() == v["hand"]


def test_no_hand_for_a_watcher_and_the_end(scene):
    v = play_view(0)
    v.update({"seat": None, "hand": None, "is_over": True, "status": "{p0} wins.", "winners": [0]})
    scene.show_position(v, [], None)
    assert not scene.duo.hand.isVisible() and scene.duo.prompt.text == "Ana wins."
    assert scene.duo.seats[0].has_highlight("won")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_everything_lies_on_the_table(scene, size):
    scene.layout_for(*size)
    v = play_view(0)
    scene.show_position(v, _play_legal(v), 0)
    table = scene.sceneRect().adjusted(-2, -2, 2, 2)
    for item in (*scene.duo.columns, *scene.duo.seats, *scene.duo.hand.cards, scene.duo.deck, scene.duo.prompt):
        box = item.mapToScene(item.boundingRect()).boundingRect().adjusted(12, 12, -12, -12)
        assert table.contains(box), (item, box)
    cols = [c.mapToScene(c.boundingRect()).boundingRect().adjusted(8, 8, -8, -8) for c in scene.duo.columns]
    assert not any(a.intersects(b) for i, a in enumerate(cols) for b in cols[i + 1:])


def test_the_table_speaks_german(scene):
    v = play_view(0)
    english = []
    scene.show_position(v, _play_legal(v), 0)
    scene.duo.clicked(("duo", "hand", 0))
    english.append(scene.duo.prompt.text)
    english.append(scene.duo.columns[0].describe())
    scene.duo.cancel()
    with i18n.use("de"):
        scene.show_position(dict(v), _play_legal(v), 0)
        scene.duo.clicked(("duo", "hand", 0))
        german = [scene.duo.prompt.text, scene.duo.columns[0].describe()]
    skip_without_the_games_german()
    assert all(e != g for e, g in zip(english, german))
