"""Every refused click on the Top Pop table shows the rules' sentence for the move it stands for, and
plays nothing: in each step of a few turns, a click on a colour of the middle that is not lit (a cap
taken), a hand card that has nowhere to go (that card placed in front of yourself), a card in a row
that is not lit (a stack of your colour on it), a cap of the supply that leads to no stack (the ghost
with that cap), Confirm too early (the ghost as it is) and Done when it is not offered."""

from __future__ import annotations

from app.core.text import fill
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.persistence import SeatConfig
from tests.ui.test_top_pop_table import COLORS, NAMES, table_game, wait_ready


def _sweep(screen, session) -> int:
    scene = screen.scene
    me = session.view_seat()
    refused = 0

    def check(key, candidate) -> None:
        nonlocal refused
        rules_say = session.state.explain(candidate)
        if rules_say is None:  # the click stands for a legal move: not a refusal
            return
        screen._clear_note()
        moves = len(session.state.history)
        scene.on_click(key)
        assert screen.note() == (fill(rules_say, session.names), "refused"), (key, candidate)
        assert len(session.state.history) == moves
        refused += 1

    scene.cancel_choice()
    lit = scene.chooser.targets()
    for chip in scene.middle:
        if chip.click_key not in lit:
            check(chip.click_key, Take(chip.company))
    for i, card in enumerate(scene.hand.cards):
        if not scene.chooser.hand_lit(card.code):
            check(("hand", i), Place(card.code, me))
            scene.cancel_choice()
    for s, row in enumerate(scene.rows):
        for j, _card in enumerate(row.cards):
            if ("front", s, j) not in lit:
                check(("front", s, j), Stack(s, j, (me,)))
    if not any(a.TYPE == "done" for a in session.legal_actions()):
        check(("button", "done"), Done())
    stacks = [a for a in session.legal_actions() if a.TYPE == "stack"]
    if stacks:
        target = (stacks[0].seat, stacks[0].card)
        scene.on_click(("front", *target))
        assert scene.chooser.pick.target == target
        for chip in scene.supply:
            if chip.click_key not in scene.chooser.targets():
                check(chip.click_key, Stack(*target, (chip.company,)))
        first = next(k for k in sorted(stacks[0].caps))
        scene.on_click(("supply", first))
        if scene.chooser.ready() is None:
            check(("button", "confirm"), Stack(*target, (first,)))
        assert scene.chooser.pick.target == target  # still building after the refusals
        scene.cancel_choice()
        scene.cancel_choice()
    return refused


def test_every_refused_click_of_top_pop_shows_the_rules_sentence(qtbot):
    seats = [SeatConfig(NAMES[0], COLORS[0], "human"), SeatConfig(NAMES[1], COLORS[1], "easy"),
             SeatConfig(NAMES[2], COLORS[2], "easy")]
    screen, session = table_game(qtbot, seats, 12, {"start": 0})
    refused = steps = 0
    seen = set()
    while not session.is_over and steps < 40:
        wait_ready(qtbot, screen, session)
        if session.is_over:
            break
        refused += _sweep(screen, session)
        seen.add(session.view()["step"])
        legal = session.legal_actions()
        stacks = [a for a in legal if a.TYPE == "stack"]
        session.submit(stacks[0] if stacks and steps % 3 else legal[-1])
        steps += 1
    assert {"place", "take", "stack"} <= seen and refused >= 40
    session.close(wait_ms=2000)
