"""Hints: what the strongest computer player would do in a seat's position, and one sentence why.

`hint(game, view, legal, seat)` makes the game's Hard bot for `seat` (its `bots.make_bot("hard", seat,
seed)`), lets it choose from that seat's view only, and asks the game's `hints.reason(view, action,
seat)` for the sentence (translated, seats as placeholders "{p1}": whoever shows it fills the names).
A game without a hints module yet gets a generic sentence. The game's modules are found by package
name (app/bots/modules.py), never imported by name. Pure Python: the session runs this on its worker
thread like a bot's move.

A hint never tells a seat what it could not work out from what it has seen (docs/rulings.md, "Hints").
A game whose strongest bot knows more than a player at the table may (Top 3: the bot knows the facts
on the cards, and in a quiz the facts are the answer) writes `advise(view, legal, seat, begun)` in its
hints module instead: it returns (the move to ring or None, the sentence), and `begun` is the legal
moves that agree with what the player has picked on the table so far (None: nothing picked yet).
"""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass
from typing import Any, Sequence

from app.bots.modules import load_module
from app.core.i18n import N_, _
from app.core.records import Action

__all__ = ["Hint", "hint", "HINT_LEVEL", "GENERIC_REASON"]

#: the level whose move a hint shows
HINT_LEVEL = "hard"
#: the sentence when the game does not say why (no hints module, or its reason failed)
GENERIC_REASON = N_("The strongest computer player would do this.")


@dataclass(frozen=True)
class Hint:
    seat: int
    #: the move to ring on the table; None when the hint names no move (the player picks first)
    action: Action | None
    #: one sentence why, translated; seats as placeholders until the session fills in the names
    sentence: str


class NoHint(LookupError):
    """The game cannot give a hint (it has no computer players); the message is a sentence."""


def hint(game: Any, view: dict, legal: Sequence[Action], seat: int, seed: int = 0, *,
         bots: Any = None, hints: Any = None, begun: Sequence[Action] | None = None) -> Hint:
    """The Hard bot's move for `seat` in `view` (that seat's view) among `legal`, with the reason.

    `bots`/`hints` override the game's modules (a module, an object with the functions, or a dotted
    name; None: `<package>.bots` / `<package>.hints`). `begun`: the legal moves that agree with what
    the player has picked so far, for a game's `advise`. NoHint when the game has no bots; whatever the
    bot raises goes to the caller (the session reports it as a sentence)."""
    advise = getattr(_hints_module(game, hints), "advise", None)
    if advise is not None:
        picked = None if begun is None else [a for a in legal if a in list(begun)] or None
        action, sentence = advise(copy.deepcopy(view), list(legal), seat, picked)
        return Hint(seat, action, sentence)
    bots_module = load_module(bots, game, "bots")
    if bots_module is None:
        raise NoHint(_("{game} has no computer player to ask for a hint.").format(game=game.title))
    bot = bots_module.make_bot(HINT_LEVEL, seat, seed)
    action = bot.choose(copy.deepcopy(view), list(legal))
    return Hint(seat, action, reason(game, view, action, seat, hints=hints))


def _hints_module(game: Any, hints: Any) -> Any:
    """The game's hints module (or `hints`), None when it has none or it cannot be loaded."""
    try:
        return load_module(hints, game, "hints")
    except ImportError:
        logging.getLogger(__name__).exception("the hints of %s cannot be loaded", getattr(game, "id", game))
        return None


def reason(game: Any, view: dict, action: Action, seat: int, *, hints: Any = None) -> str:
    """The game's sentence why `action` is good for `seat`, or the generic one."""
    fn = getattr(_hints_module(game, hints), "reason", None)
    if fn is not None:
        try:
            sentence = fn(copy.deepcopy(view), action, seat)
        except Exception:  # a bug in a reason must not cost the player the hint itself
            logging.getLogger(__name__).exception("hints.reason failed for %r", action)
        else:
            if isinstance(sentence, str) and sentence.strip():
                return sentence
    return _(GENERIC_REASON)
