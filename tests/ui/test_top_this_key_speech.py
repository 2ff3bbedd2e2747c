"""What a blind player hears while flicking in Top This! by keys (issue 29): on a real table screen
(Ana against a computer player, the seeded game of test_access_top_this.py), every key of the keyboard
flick is said in a short sentence (the scene's `described`, which the screen's speaker announces): the
topping chosen and turned over, where it lies on the crust (on a clock face, to the minute) and, where
it may not go, the rules' sentence; where the aim points and at what; the power; each step back with
Esc. A key that changes nothing says nothing. In English and in German. The keys' picks (F, D, R) put
the screen reader's focus on the part picked, and the chosen topping is "picked" in the tree."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from app.core import i18n
from app.games.top_this import access
from app.games.top_this import geometry as geo
from app.games.top_this.components import topping_name
from app.ui.move_builder import Answer
from app.ui.qt_table_access import table_access
from tests.ui.access_tree import interface
from tests.ui.test_access_top_this import _screen
from tests.ui.top3_helpers import wait_ready

K = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier
NAME = QAccessible.Text.Name

#: what is heard in each language in the seeded game (Ana's first toppings: mushrooms/onions, olives/peppers)
WORDS = {
    "en": {
        "chosen": "Mushrooms/onions chosen, mushrooms up",
        "turned": "Turned over: onions up",
        "chosen 2": "Olives/peppers chosen, olives up",
        "round": ["On the crust at 6 o'clock, 8 mm from the edge", "On the crust at 5:50, 8 mm from the edge",
                  "On the crust at 5:40, 8 mm from the edge", "On the crust at 5:30, 8 mm from the edge",
                  "On the crust at 5:20, 8 mm from the edge", "On the crust at 5:10, 8 mm from the edge",
                  "On the crust at 5 o'clock, 8 mm from the edge"],
        "fine": ["On the crust at 4:58, 8 mm from the edge", "On the crust at 5 o'clock, 8 mm from the edge",
                 "On the crust at 5:02, 8 mm from the edge"],
        "across": ["On the crust at 5:02, 12 mm from the edge", "On the crust at 5:02, right beside the slices",
                   "On the crust at 5:02, 12 mm from the edge", "On the crust at 5:02, 8 mm from the edge",
                   "On the crust at 5:02, 4 mm from the edge", "On the crust at 5:02, at the edge of the pizza"],
        "aiming": "Placed. Aiming at the middle, power 30%",
        "aiming past": ("Placed. Aiming at the middle, towards olives (mushrooms underneath), across slices 2, 3 and 4 "
                        "at 4 o'clock, power 30%"),
        "aim": "Aim at {time}, ", "hour": "{h} o'clock", "minute": "{h}:{m}",
        "middle": "towards the middle", "far": "towards the far crust", "away": "away from the slices",
        "disc": "towards {name}",
        "power": ["Power 35%", "Power 34%", "Power 54%", "Power 74%", "Power 94%", "Power 100%"],
        "back": ["Placing again: on the crust at 5:02, at the edge of the pizza",
                 "The topping is back in your hand, still chosen.", "No topping chosen."],
    },
    "de": {
        "chosen": "Pilze/Zwiebeln gewählt, Pilze oben",
        "turned": "Umgedreht: Zwiebeln oben",
        "chosen 2": "Oliven/Paprika gewählt, Oliven oben",
        "round": ["Auf dem Rand bei 6 Uhr, 8 mm von der Kante", "Auf dem Rand bei 5:50 Uhr, 8 mm von der Kante",
                  "Auf dem Rand bei 5:40 Uhr, 8 mm von der Kante", "Auf dem Rand bei 5:30 Uhr, 8 mm von der Kante",
                  "Auf dem Rand bei 5:20 Uhr, 8 mm von der Kante", "Auf dem Rand bei 5:10 Uhr, 8 mm von der Kante",
                  "Auf dem Rand bei 5 Uhr, 8 mm von der Kante"],
        "fine": ["Auf dem Rand bei 4:58 Uhr, 8 mm von der Kante", "Auf dem Rand bei 5 Uhr, 8 mm von der Kante",
                 "Auf dem Rand bei 5:02 Uhr, 8 mm von der Kante"],
        "across": ["Auf dem Rand bei 5:02 Uhr, 12 mm von der Kante", "Auf dem Rand bei 5:02 Uhr, direkt an den Stücken",
                   "Auf dem Rand bei 5:02 Uhr, 12 mm von der Kante", "Auf dem Rand bei 5:02 Uhr, 8 mm von der Kante",
                   "Auf dem Rand bei 5:02 Uhr, 4 mm von der Kante", "Auf dem Rand bei 5:02 Uhr, an der Kante der Pizza"],
        "aiming": "Aufgelegt. Ziel auf die Mitte, Kraft 30 %",
        "aiming past": ("Aufgelegt. Ziel auf die Mitte, auf Oliven (darunter Pilze), über den Stücken 2, 3 und 4 "
                        "bei 4 Uhr, Kraft 30 %"),
        "aim": "Zielen Richtung {time}, ", "hour": "{h} Uhr", "minute": "{h}:{m} Uhr",
        "middle": "auf die Mitte", "far": "zum Rand gegenüber", "away": "weg von den Stücken",
        "disc": "auf {name}",
        "power": ["Kraft 35 %", "Kraft 34 %", "Kraft 54 %", "Kraft 74 %", "Kraft 94 %", "Kraft 100 %"],
        "back": ["Wieder auflegen: auf dem Rand bei 5:02 Uhr, an der Kante der Pizza",
                 "Die Zutat ist wieder auf der Hand, noch gewählt.", "Keine Zutat gewählt."],
    },
}


@pytest.fixture(params=["en", "de"])
def table(qtbot, request):
    with i18n.use(request.param):
        screen, session = _screen(qtbot)
        wait_ready(qtbot, screen, session)
        heard: list[str] = []
        screen.speaker.spoken.connect(lambda sentence, how: heard.append(sentence))
        yield screen, heard, WORDS[request.param]


def said(screen, heard, key, modifier=Qt.KeyboardModifier.NoModifier) -> list[str]:
    """The sentences heard for one key pressed on the table view."""
    n = len(heard)
    QTest.keyClick(screen.view.viewport(), key, modifier)
    return heard[n:]


def placed_hour(scene) -> int:
    return access.clock(*scene.to_mm(scene.preview.pos()))


def place_at_5_and_the_edge(screen, heard, words) -> None:
    """Choose the first topping, put it on the crust, move it to 2 minutes past 5, out to the edge."""
    keys = ([K.Key_1, K.Key_Return] + [K.Key_Right] * 6 + [(K.Key_Right, SHIFT), (K.Key_Left, SHIFT), (K.Key_Left, SHIFT)]
            + [K.Key_Up] * 3 + [K.Key_Down] * 5)
    for key in keys:
        said(screen, heard, *(key if isinstance(key, tuple) else (key,)))
    assert heard[-1] == words["across"][-1]


def test_choosing_turning_over_and_moving_round_and_across_the_crust_are_heard(qtbot, table):
    screen, heard, words = table
    scene = screen.scene
    assert said(screen, heard, K.Key_1) == [words["chosen"]]
    assert said(screen, heard, K.Key_T) == [words["turned"]]
    assert said(screen, heard, K.Key_2) == [words["chosen 2"]]
    assert said(screen, heard, K.Key_Return) == words["round"][:1]
    assert placed_hour(scene) == 6
    for expected in words["round"][1:]:  # every step is heard, the hour turns from 6 to 5 o'clock
        assert said(screen, heard, K.Key_Right) == [expected]
    assert placed_hour(scene) == 5
    fine = [said(screen, heard, K.Key_Right, SHIFT), said(screen, heard, K.Key_Left, SHIFT),
            said(screen, heard, K.Key_Left, SHIFT)]
    assert fine == [[w] for w in words["fine"]]
    across = [said(screen, heard, K.Key_Up), said(screen, heard, K.Key_Up)]
    assert said(screen, heard, K.Key_Up) == []  # as near the slices as a topping may go: nothing changed
    across += [said(screen, heard, K.Key_Down) for _step in range(4)]
    assert said(screen, heard, K.Key_Down) == []  # at the edge already
    assert across == [[w] for w in words["across"]]
    assert all(a != b for a, b in zip(heard, heard[1:])), "a sentence said twice in a row"


def test_a_spot_where_the_topping_may_not_go_is_said_with_the_rules_sentence(qtbot, table):
    screen, heard, words = table
    scene = screen.scene
    said(screen, heard, K.Key_1)
    said(screen, heard, K.Key_Return)
    x, y = scene.to_mm(scene.preview.pos())
    assert said(screen, heard, K.Key_Up, SHIFT) != []
    # a topping lying just beside that spot now (drawn into the view the table shows)
    scene.view["board"].append({"id": 99, "x": x, "y": y + 2.0, "face": "olives", "other": "onions", "slices": []})
    others = [(d["x"], d["y"]) for d in scene.view["board"]]
    heard_now = said(screen, heard, K.Key_Down, SHIFT)  # back onto the spot it started on
    why = geo.placement_error(x, y, others)
    assert why and heard_now == [f"{words['round'][0]}. {why}"]
    assert scene.preview.opacity() < 0.5  # the mouse's hover shows it faint there: the same check
    refused: list = []
    scene.refused.connect(refused.append)
    QTest.keyClick(screen.view.viewport(), K.Key_Return)
    assert refused == [why] and scene.aiming is None  # Enter gets the same sentence and places nothing


def _time(vx: float, vy: float, words: dict) -> str:
    """The direction (vx, vy) on a clock face to the minute, as the words of the language have it."""
    h, m = divmod(round(2 * (math.degrees(math.atan2(vy, vx)) + 90)) % 720, 60)
    return words["hour"].format(h=h or 12) if m == 0 else words["minute"].format(h=h or 12, m=f"{m:02d}")


def test_the_aim_line_is_heard_with_its_time_and_what_it_points_at(qtbot, table):
    screen, heard, words = table
    scene = screen.scene
    place_at_5_and_the_edge(screen, heard, words)
    assert said(screen, heard, K.Key_Return) == [words["aiming past"]]  # the olives lie near the middle
    assert access.clock(scene.aiming["x"], scene.aiming["y"]) == 5
    olives = words["aiming past"].split(", ", 1)[1].rsplit(", ", 1)[0]
    names = [words["disc"].format(name=f"{access.disc_words(row)}, {access.where(row)}") for row in scene.view["board"]]
    kinds = {"disc": 0, "middle": 0, "far": 0, "away": 0}
    for step in range(72):  # once round, 5 degrees a step (Left: anticlockwise)
        sentences = said(screen, heard, K.Key_Left)
        assert len(sentences) == 1, (step, sentences)
        prefix = words["aim"].format(time=_time(*scene.aiming["v"], words))
        assert sentences[0].startswith(prefix), (sentences[0], prefix)
        target = sentences[0][len(prefix):]
        kind = "disc" if target in names else next(k for k in ("middle", "far", "away") if target == words[k])
        kinds[kind] += 1
        if kind == "away":  # pointing off the pizza: the line heads away from the middle
            a = scene.aiming
            assert a["x"] * a["v"][0] + a["y"] * a["v"][1] >= 0 or abs(a["x"] * a["v"][1] - a["y"] * a["v"][0]) > geo.SAUCE_R
    assert all(kinds.values()), kinds
    # once round: at the middle again, the olives in the way
    assert heard[-1] == words["aim"].format(time=_time(-scene.aiming["x"], -scene.aiming["y"], words)) + olives


def test_the_power_and_each_step_back_are_heard(qtbot, table):
    screen, heard, words = table
    scene = screen.scene
    place_at_5_and_the_edge(screen, heard, words)
    scene.view["board"] = [row for row in scene.view["board"] if math.hypot(row["x"], row["y"]) > 40]
    assert said(screen, heard, K.Key_Return) == [words["aiming"]]  # nothing near the middle now
    power = [said(screen, heard, K.Key_Up), said(screen, heard, K.Key_Down, SHIFT)]
    power += [said(screen, heard, K.Key_PageUp) for _step in range(4)]
    assert power == [[w] for w in words["power"]]
    assert said(screen, heard, K.Key_PageUp) == []  # full power already
    assert math.isclose(scene.aiming["power"], 1.0)
    back = [said(screen, heard, K.Key_Escape) for _step in range(3)]
    assert back == [[w] for w in words["back"]]
    assert scene.chosen is None and scene.key_flick.mode is None


# ---- the screen reader's focus and what is picked ------------------------------------------------------
PICKED = {"en": ", picked", "de": ", gewählt"}


def test_the_keys_picks_put_the_screen_reader_s_focus_on_the_part_picked(qtbot, table):
    screen, heard, words = table
    scene = screen.scene
    moved: list = []
    scene.ringMoved.connect(lambda: moved.append(scene.key_ring))
    iface = interface(screen.view)
    tree = table_access(screen.view)
    assert iface.focusChild() is None
    QTest.keyClick(screen.view.viewport(), K.Key_F)  # a topping to flip
    first = scene.key_focus("flip")
    assert first is not None and moved == [("flip", first)]
    focus = iface.focusChild()
    assert focus is tree.node_for_click(("flip", first)) and focus.state().focused
    assert focus.text(NAME).startswith(topping_name(first) + ":")
    QTest.keyClick(screen.view.viewport(), K.Key_F)  # F again: the next topping
    second = scene.key_focus("flip")
    assert second != first and moved[-1] == ("flip", second)
    assert iface.focusChild() is tree.node_for_click(("flip", second))
    assert not tree.node_for_click(("flip", first)).state().focused
    QTest.keyClick(screen.view.viewport(), K.Key_D)  # an order for Top This!
    order = scene.key_focus("order")
    assert moved[-1] == ("order", order) and iface.focusChild() is tree.node_for_click(("order", order))
    QTest.keyClick(screen.view.viewport(), K.Key_Right)
    assert scene.key_focus("order") != order and iface.focusChild() is tree.node_for_click(moved[-1])
    QTest.keyClick(screen.view.viewport(), K.Key_Escape)
    assert scene.key_pick is None and iface.focusChild() is None
    QTest.keyClick(screen.view.viewport(), K.Key_F)
    sent: list = []
    scene.intent.connect(sent.append)
    QTest.keyClick(screen.view.viewport(), K.Key_Return)  # flips the picked topping: the pick ends
    assert [a.TYPE for a in sent] == ["flip"] and scene.key_ring is None and scene.key_pick is None


def test_a_move_sent_ends_the_keys_pick(qtbot, table):
    screen, heard, words = table
    scene = screen.scene
    QTest.keyClick(screen.view.viewport(), K.Key_F)
    assert scene.key_ring is not None
    flip = next(a for a in scene.legal if a.TYPE == "flip")
    scene.answer(Answer.intent(flip))  # as the tree's action plays it (TableAccess.doAction)
    assert scene.key_ring is None and scene.key_pick is None


def test_the_chosen_topping_is_picked_in_the_tree(qtbot, table, request):
    screen, heard, words = table
    scene = screen.scene
    picked = PICKED[request.node.callspec.params["table"]]
    tree = table_access(screen.view)
    hand = [h["id"] for h in scene.view["hands"][0]]
    assert not any(tree.node_for_click(("hand", d)).text(NAME).endswith(picked) for d in hand)
    QTest.keyClick(screen.view.viewport(), K.Key_1)
    first = scene.chosen
    node = tree.node_for_click(("hand", first))
    assert node.text(NAME).endswith(picked) and node.state().selected
    assert [d for d in hand if tree.node_for_click(("hand", d)).state().selected] == [first]
    QTest.keyClick(screen.view.viewport(), K.Key_2)
    assert scene.chosen != first and tree.node_for_click(("hand", scene.chosen)).text(NAME).endswith(picked)
    assert not tree.node_for_click(("hand", first)).state().selected
    QTest.keyClick(screen.view.viewport(), K.Key_Escape)
    assert scene.chosen is None
    assert not any(tree.node_for_click(("hand", d)).state().selected for d in hand)
