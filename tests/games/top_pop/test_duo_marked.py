"""Every text a player reads of the two-player game is marked for translation. The German catalogue
of Top Pop is written at the end (by the lead), so this test reads the game in a pseudo-language
instead: a translation that writes every message's letters in full-width letters (placeholders kept).
Seeded games are played and every log line (as each seat and the public see the events), every
view's status and the refusal of many wrong moves is worked out in it; a text that still has plain
letters once the names of players, companies and cities are taken out was never translated."""

from __future__ import annotations

import gettext
import random
import re

import pytest

from app.core import i18n, text
from app.games.top_pop import cards, duo_log
from app.games.top_pop.actions import Discard, Done, Place, Play, Seventh, Stack, Take
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_duo_helpers import NAMES, new

PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
WIDE = str.maketrans({c: chr(ord(c) + 0xFEE0) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"})
PROPER = sorted(NAMES + ["Top Pop"] + list(cards.CITY_NAMES.values()) + [name for name, _colour in cards.COMPANIES],
                key=len, reverse=True)


def wide(message: str) -> str:
    return "".join(part if PLACEHOLDER.fullmatch(part) else part.translate(WIDE) for part in PLACEHOLDER.split(message))


class Pseudo(gettext.NullTranslations):
    def gettext(self, message):
        return wide(message)

    def ngettext(self, singular, plural, n):
        return wide(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return wide(message)


@pytest.fixture
def pseudo(monkeypatch):
    load = i18n._load
    monkeypatch.setattr(i18n, "_load", lambda language: Pseudo() if language == "de" else load(language))
    with i18n.use("de"):
        yield


def plain_words(sentence: str) -> str:
    """What is left of `sentence` in plain letters once the proper names (and a code the player wrote,
    in quotes) are taken out."""
    sentence = re.sub(r"“[^”]*”", " ", sentence)
    for name in PROPER:
        sentence = sentence.replace(name, " ")
    return " ".join(re.findall(r"[A-Za-z]+", sentence))


def wrong_moves(state) -> list:
    hand = state.hands[state.current_player]
    missing = next(c for c in cards.contents(2, cards.TWO_PLAYER) if c not in hand)
    night = next(c for c in cards.contents(2, cards.TWO_PLAYER) if cards.is_night(c) and c not in hand)
    closed = [k for k in range(4) if state.view(None)["closed"][k]]
    card = hand[0]
    out = [Play(missing, 0), Play(night, 1), Play("NO", 0), Play("XYZ", 0), Play(card, 7), Seventh(card, 0),
           Seventh(card, 5), Discard(card), Discard(missing), Take(1), Done(), Place(card, 0), Stack(0, 0, (1,)),
           Play(card, 0)]
    out += [Play(card, k) for k in closed]
    return out


@pytest.mark.parametrize("seed", range(6))
def test_every_text_of_a_two_player_game_is_marked_for_translation(seed, pseudo):
    state = new(seed)
    rng = random.Random(seed)
    texts: list[tuple[str, str]] = []
    events = list(state.setup_events)
    while True:
        for seat in (None, 0, 1):
            texts.append(("status", state.view(seat)["status"]))
            for event in GAME.events_for(events, seat):
                line = duo_log.describe(event, NAMES)
                assert line, f"{type(event).__name__} has no log sentence"
                texts.append((type(event).__name__, line))
        if state.is_over:
            break
        for move in wrong_moves(state):
            sentence = state.explain(move)
            if sentence is not None:
                texts.append((f"refusal of {move}", sentence))
        texts.append(("not your turn", state.explain(state.legal_actions()[0], 1 - state.current_player)))
        events = state.apply(rng.choice(state.legal_actions()))
    for where, sentence in texts:
        filled = text.fill(sentence, NAMES)
        assert not plain_words(filled), f"{where}: not translated: {filled!r}"
        assert not PLACEHOLDER.search(filled), f"{where}: a placeholder left in {filled!r}"


def test_the_pseudo_language_does_find_an_unmarked_sentence(pseudo):
    assert plain_words(text.fill(wide("{p0} played a card to Cherry Comet."), NAMES)) == ""
    assert plain_words("Player 1 played a card.") == "Player played a card"
