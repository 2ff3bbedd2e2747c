"""Refusals come from one place, the rules (issue 8, part 2). A click on anything a table does not
offer shows, in the status line, exactly the rules' `explain` of the move that click stands for, with
the players' names for the seats; no scene module repeats a sentence of its rules; a name is written
as it is, whatever it looks like ("Player 3", "{p0}", "a\\1b")."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from app.core.text import fill
from app.games.flip7 import rules as flip7_rules
from app.games.flip7.actions import Hit, Stay, Target
from app.games.top_oder_flop.actions import Personal
from app.games.top_this.actions import Flick, Flip, Pass, Remove, TopThis
from app.games.top_this.components import TOPPINGS
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.games.top_this.test_rules import _olive_pair_state

ROOT = Path(__file__).resolve().parents[2]
COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a")


def _screen(qtbot, game, names, kinds, seed, options, bot_delay_ms=0):
    seats = [SeatConfig(n, c, k) for n, c, k in zip(names, COLORS, kinds)]
    session = GameSession.new(game, seats, seed, options, bot_delay_ms=bot_delay_ms)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(1100, 720)
    screen.show()
    session.start()
    return screen, session


def _ready(qtbot, screen, session):
    qtbot.waitUntil(lambda: bool(session.legal_actions()) and not screen.scene.busy
                    and not session.animation_pending, timeout=5000)


def _sweep(screen, session, targets) -> int:
    """Click every (key, candidate move) the rules refuse now: the status line must show the rules'
    sentence for that move with the names filled in, and nothing may be played. Returns how many."""
    refused = 0
    for key, candidate in targets:
        rules_say = session.state.explain(candidate)
        if rules_say is None:
            continue  # offered: a click plays or chooses it
        screen._clear_note()
        moves = len(session.state.history)
        screen.scene.on_click(key)
        assert screen.note() == (fill(rules_say, session.names), "refused"), (key, candidate)
        assert len(session.state.history) == moves
        refused += 1
    return refused


def _flip7_targets(screen):
    return ([(("deck",), Hit()), (("stay",), Stay())]
            + [(("line", s), Target(s)) for s in range(len(screen.scene.lines))])


def test_every_refused_click_of_flip7_shows_the_rules_sentence(qtbot):
    names = ["{p1}", "Player 3", "a\\1b"]  # names that look like placeholders, default names, regexes
    screen, session = _screen(qtbot, flip7_rules.GAME, names, ["human"] * 3, 7,
                              {"deck": ["freeze", "7", "9", "freeze"], "dealer": 2})
    _ready(qtbot, screen, session)
    assert session.view()["pending"]["chooser"] == 0  # the deal's Freeze: seat 0 chooses
    assert _sweep(screen, session, _flip7_targets(screen)) == 2  # hit and stay
    assert screen.note() == ("It is {p1}'s turn to choose who gets the Freeze, not to stay.", "refused")
    session.submit(Target(1))  # "Player 3" (seat 1) is frozen; seat 2 is dealt the 7
    _ready(qtbot, screen, session)
    assert _sweep(screen, session, _flip7_targets(screen)) == 4  # stay and the three lines
    screen.scene.on_click(("stay",))
    assert screen.status_text() == ("Staying needs at least one card in front of you, and {p1} has none: "
                                    "{p1} must hit.")
    session.submit(Hit())  # seat 0 draws the 9; seat 2's turn
    _ready(qtbot, screen, session)
    session.submit(Hit())  # seat 2 draws the Freeze and must choose: seat 1 is not active
    _ready(qtbot, screen, session)
    assert session.view()["pending"]["chooser"] == 2
    assert _sweep(screen, session, _flip7_targets(screen)) == 3  # hit, stay and the frozen line
    screen.scene.on_click(("line", 1))
    assert screen.status_text() == ("Player 3 is not active: a Freeze can only go to a player still in "
                                    "the round.")


def _top_this_targets(screen):
    scene, view = screen.scene, screen.scene.view
    targets = [(("flip", t), Flip(t)) for t in TOPPINGS]
    targets += [(("pass",), Pass()), (("top_this",), TopThis(scene.declare if scene.declare is not None
                                                               else view["orders"][0]["id"]))]
    targets += [(("order", o["id"]), TopThis(o["id"])) for o in view["orders"]]
    phase = view["phase"]
    targets += [(("disc", d["id"]), Remove(d["id"]) if phase == "remove" else Flip(d["face"]))
                for d in view["board"]]
    if not any(a.TYPE == "flick" for a in scene.legal):  # else a click on the hand chooses a topping
        targets += [(("hand", d), Flick(d, slot.face, 0.0, 0.0, 0.0, 0.0)) for d, slot in scene.hand_slots.items()]
    return targets


def test_every_refused_click_of_top_this_shows_the_rules_sentence(qtbot):
    state, a, b, p = _olive_pair_state()
    screen, session = _screen(qtbot, state.game, ["Ana", "{p0}"], ["human", "human"], 1, state.options)
    _ready(qtbot, screen, session)
    assert _sweep(screen, session, _top_this_targets(screen)) >= 2  # at least pass and an absent topping
    screen.scene.on_click(("pass",))
    assert screen.status_text().startswith("You may pass only when")
    session.submit(Flip("olives"))
    _ready(qtbot, screen, session)
    assert _sweep(screen, session, _top_this_targets(screen)) >= 3  # Top This! is no longer possible
    session.submit(Flip("mushrooms"))  # the olives order is complete: a topping must come off slice 0
    _ready(qtbot, screen, session)
    assert session.view()["phase"] == "remove"
    assert _sweep(screen, session, _top_this_targets(screen)) >= 8  # all but the lit discs
    screen.scene.on_click(("flip", "olives"))
    assert screen.status_text() == "Ana must first remove a topping from the completed slice."
    screen.scene.on_click(("disc", p))  # the peppers lie on another slice
    assert screen.status_text() == "Remove a topping that lies on the slice you completed."


def _top_oder_flop_sweep(screen, session) -> int:
    """Pick each card of the hand (and each marker) in turn and click every place of the table that
    does not light up for it: each click shows the rules' sentence for the move it stands for (a
    row: the card laid there; a pile of your display: the card put there; a card on a row, for a
    change card: that card moved), plays nothing and keeps the card picked."""
    from app.games.top_oder_flop.actions import Display, Marker, Personal
    from app.games.top_oder_flop.cards import FILMS, SIDES, films_of, is_change
    from app.games.top_oder_flop.ui.choice import _move_candidate

    scene = screen.scene
    me = session.view_seat()
    refused = 0

    def check(key, candidate) -> None:
        nonlocal refused
        rules_say = session.state.explain(candidate)
        assert rules_say is not None, (key, candidate)
        screen._clear_note()
        moves = len(session.state.history)
        scene.on_click(key)
        assert screen.note() == (fill(rules_say, session.names), "refused"), (key, candidate)
        assert len(session.state.history) == moves
        refused += 1

    for code in dict.fromkeys(c.code for c in scene.hand.cards):
        index = next(k for k, c in enumerate(scene.hand.cards) if c.code == code)
        scene.cancel_choice()
        screen._clear_note()
        scene.on_click(("hand", index))
        if scene.chooser.pick.card != code:  # nothing goes on from this card: the rules say why
            assert screen.note()[1] == "refused" and screen.note()[0] == fill(
                session.state.explain(Personal(code, (films_of(code) or FILMS)[0])), session.names)
            refused += 1
            continue
        lit = scene.chooser.targets()
        for film in FILMS:
            for side in SIDES:
                if ("side", film, side) not in lit:
                    check(("side", film, side), Display(code, film, side))
                for card in scene.rows[(film, side)].cards:
                    key = ("card", film, side, card.code)
                    if is_change(code) and key not in lit:
                        check(key, _move_candidate(code, film, side, card.code))
            if ("personal", me, film) not in lit:
                check(("personal", me, film), Personal(code, film))
        assert scene.chooser.pick.card == code  # still picked after the refusals
    for face in ("x2", "stop"):
        scene.cancel_choice()
        scene.on_click(("marker", face))
        if scene.chooser.pick.face != face:
            refused += 1
            continue
        for film in FILMS:
            for side in SIDES:
                if ("side", film, side) not in scene.chooser.targets():
                    check(("side", film, side), Marker(face, film, side))
    scene.cancel_choice()
    return refused


def test_every_refused_click_of_top_oder_flop_shows_the_rules_sentence(qtbot):
    from app.games.top_oder_flop.rules import GAME as TOF

    hand = ["-3:move", "3:AA/TT", "5:CC", "2:RR/DD", "+3:up", "4:TT/CC", "1:AA/DD", "5:RR"]
    other = ["5:AA", "5:TT", "4:AA/RR", "3:DD/CC", "2:AA/CC", "1:TT/RR", "4:RR/DD", "3:AA/DD"]
    screen, session = _screen(qtbot, TOF, ["{p1}", "Player 3"], ["human", "easy"], 2,
                              {"deck": hand + other, "start": 0})
    _ready(qtbot, screen, session)
    assert session.view()["phase"] == "opening"
    assert _top_oder_flop_sweep(screen, session) >= 30
    screen.scene.on_click(("hand", 0))  # the change card: no opening card
    assert screen.status_text() == "An opening card must be an influence card, not a change card."
    for action in (Personal("5:CC", "CC"), Personal("5:RR", "RR")):
        _ready(qtbot, screen, session)
        session.submit(action)
    _ready(qtbot, screen, session)
    assert session.view()["phase"] == "play"
    assert _top_oder_flop_sweep(screen, session) >= 30
    screen.scene.on_click(("hand", 1))  # 3:AA/TT
    screen.scene.on_click(("side", "CC", "top"))
    assert screen.status_text() == ("A 3 (Arabische Abenteuer/Tanjas Traum) does not show Coole Cops: it only goes "
                                    "on Arabische Abenteuer and Tanjas Traum.")
    session.close(wait_ms=2000)


def test_a_click_out_of_turn_gets_the_sessions_sentence_and_names_stay_as_they_are(qtbot):
    """A bot named "Player 1" plays first: the table's prompt and a click on it name that bot, not
    seat 0 (whose default name it looks like)."""
    state, a, b, p = _olive_pair_state()
    options = dict(state.options, start=1)
    screen, session = _screen(qtbot, state.game, ["Ana", "Player 1"], ["human", "easy"], 1, options,
                              bot_delay_ms=60_000)
    qtbot.waitUntil(lambda: session.bot_thinking, timeout=5000)
    assert screen.scene.prompt.text.startswith("Player 1 has 2 actions")
    screen.scene.on_click(("pass",))
    assert screen.note() == (session.explain(Pass()), "refused")
    assert screen.note()[0] == "It is not your turn: Player 1 (computer) is playing."
    session.close(wait_ms=5000)


# ---- no scene repeats its rules --------------------------------------------------------------
def _sentences(path: Path) -> set[str]:
    """The sentence-like string literals of a module, docstrings aside (f-strings by their constant
    parts): runs of at least four words, lower-cased, split at punctuation."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            for part in re.split(r"[.:;!?()\"{}]", node.value):
                words = re.findall(r"[A-Za-z']+", part)
                if len(words) >= 4:
                    found.add(" ".join(w.lower() for w in words))
    return found


def _runs(sentences: set[str], n: int = 6) -> set[str]:
    """Every run of `n` words in `sentences` (a sentence reworded around a shared clause)."""
    runs = set()
    for sentence in sentences:
        words = sentence.split()
        runs.update(" ".join(words[i:i + n]) for i in range(len(words) - n + 1))
    return runs


@pytest.mark.parametrize("game", ["flip7", "top_this", "top_oder_flop", "top_pop", "top3"])
def test_no_scene_module_repeats_a_sentence_of_its_rules(game):
    """The rules' modules: every pure module of the game but its log (whose lines tell events), its
    hints and its lesson (which explain moves to a player, as a table's prompts do) and its table in
    words (access.py: what a screen reader reads of the table, which the table's tooltips share). A scene's
    sentence may neither be, contain or lie in one of theirs, nor share six words in a row."""
    package = ROOT / "app" / "games" / game
    told = {"log.py", "hints.py", "tutorial.py", "access.py"}  # access: the table in words (issue 29)
    rules = set().union(*(_sentences(m) for m in package.glob("*.py") if m.name not in told))
    assert len(rules) > 5  # the rules' sentences were found
    for module in sorted((package / "ui").glob("*.py")):
        mine = _sentences(module)
        shared = {s for s in mine if any(s in r or r in s for r in rules)} | (_runs(mine) & _runs(rules))
        assert not shared, f"{module.name} repeats the rules: {sorted(shared)}"


def test_the_tie_break_sentence_names_the_players_as_they_are_called(qtbot):
    """The rules' tie-break sentence carries seats; the end of the game writes the names, once."""
    from app.ui.qt_end_of_game import EndOfGameWidget
    from tests.games.top_this.test_tie_break_words import FIVE, TWO, _tip
    from tests.games.top_this.helpers import new

    s = new(2, layout={}, hands=[[], []], start=0)
    s.piles[0]["orders"], s.piles[0]["tips"] = [FIVE[0]], []
    s.piles[1]["orders"], s.piles[1]["tips"] = [TWO[0], TWO[1]], [_tip(1)]
    s.over, s.phase = True, "over"  # the tie-breakers are worked out once the game is over
    widget = EndOfGameWidget()
    qtbot.addWidget(widget)
    widget.show_result("Top This!", ["{p1}", "a\\1b"], list(COLORS[:2]), {**s.view(0), "is_over": True})
    assert widget.tie_break.text() == ("{p1} and a\\1b both have $5. a\\1b wins with more money in tips: "
                                       "$1 against $0.")
