"""Every event class of every event module of every game (as its manifest, `GameInfo.parts`, lists
them) has its log sentence and its animation, or a stated reason for none: one table per game
(`log.SENTENCES`, `ui.anim.ANIMATIONS`, both app.core.dispatch.Dispatch)."""

from __future__ import annotations

import pytest

from app.core.dispatch import Dispatch
from app.games import registry
from app.session.game_modules import game_package, load_module, parts

GAMES = registry.all()


def _classes(game):
    classes = parts(game).event_classes(game_package(game))
    assert classes, f"{game.title} defines no events?"
    return classes


def _check(table, classes, game, what):
    assert isinstance(table, Dispatch)
    missing = [c.__name__ for c in table.missing(classes)]
    assert not missing, f"{game.title}: no {what} and no reason for none: {missing}"
    both = [c.__name__ for c in classes if c in table.handlers and c in table.silent]
    assert not both, f"{game.title}: {both} have a {what} and a reason for none"
    for cls, reason in table.silent.items():
        assert isinstance(reason, str) and len(reason.split()) >= 4, f"{cls.__name__}: say why, in words"


def test_the_manifest_lists_every_event_module():
    """An event module the manifest leaves out would escape the checks below: every module of a game
    that defines an event class is listed (Top Pop's two-player events among them)."""
    from app.core.records import event_classes_in

    for game in GAMES:
        package = game_package(game)
        for name in parts(game).modules(package):
            __import__(name)
        listed = {f"{package}.{m}" for m in parts(game).events}
        defined = {cls.__module__ for cls in event_classes_in(package)}
        assert defined <= listed, f"{game.title}: events defined outside the manifest's modules: {defined - listed}"
    assert parts(registry.get("top_pop")).events == ("events", "duo_events")


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_event_has_a_log_sentence_or_a_reason(game):
    log = load_module(None, game, "log")
    _check(log.SENTENCES, _classes(game), game, "log sentence")


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_event_has_an_animation_or_a_reason(game):
    anim = load_module(None, game, "animations")
    _check(anim.ANIMATIONS, _classes(game), game, "animation")


def test_silent_events_write_no_line_and_the_others_a_sentence():
    """What the table says is what the log writes: a silent event gets None, a handled one its text."""
    from app.games.flip7 import events as fe
    from app.games.flip7 import log

    names = ["Ana", "Ben"]
    assert log.describe(fe.Flip3Ended(0, 3, False), names) is None
    assert log.describe(fe.Busted(1, 7), names) == "Ben busted on a second 7."


def test_runs_of_events_handled_together():
    """A deal is one animation: consecutive dealt cards reach their handler as one list."""
    from app.games.flip7 import events as fe
    from app.games.flip7.ui.anim import ANIMATIONS

    events = [fe.RoundStarted(1, 0), fe.CardDrawn(1, "5", "deal"), fe.CardDrawn(0, "7", "deal"),
              fe.CardDrawn(0, "9", "hit"), fe.Flip3Ended(0, 3, False)]
    steps = [(first, last, item) for first, last, _fn, item in ANIMATIONS.steps(events)]
    assert steps == [(0, 0, events[0]), (1, 2, events[1:3]), (3, 3, events[3]), (4, 4, events[4])]
    assert ANIMATIONS.steps(events)[-1][2] is None  # a silent event: no handler
