"""Simultaneous rounds: every seat chooses in secret, then all the choices are revealed together.

As OpenSpiel plays a simultaneous-move node as a run of sequential decisions, the engine takes the
choices one seat at a time (`current_player` is the lowest seat that has not chosen yet) so that a
session, a hand-off screen and a bot see an ordinary turn. A choice is the chooser's alone until the
last seat has chosen: then the engine hands all of them, in seat order, to the game's `_reveal`.

A game of simultaneous rounds derives its state from `SimultaneousState` (its `Game` then has
`dynamics == SIMULTANEOUS`) and implements, besides `_setup`, `_is_over`, `_totals`, `_winners`,
`_view` and `_to_dict`:

- `_choices(seat) -> Sequence[Action]`: the choices `seat` may make now.
- `_chose(seat, action) -> list[Event]`: what choosing does at once (a bet card leaves the hand) and
  the event that records it; that event must hide the choice from the other seats (`VISIBLE =
  "actor"` with the choice in `SECRET_FIELDS`). Default: nothing happens, no event.
- `_reveal(choices) -> list[Event]`: every seat has chosen (`choices[seat]` is seat's action): turn
  them over, score, and lay out the next round or end the game.

The engine keeps this round's choices in `choices` (seat -> Action or None); a view shows a seat only
its own (`choice_seen_by`) and, of the others, that they chose (`chosen`). A save stores the actions
as any other game's; the game's `_to_dict` writes `choices` as it likes.
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable, Mapping, Sequence

from app.core.records import Action, Event
from app.core.state import SIMULTANEOUS, State


class SimultaneousState(State):
    """A State whose moves are secret choices of every seat, revealed together once all have chosen."""

    dynamics: ClassVar[str] = SIMULTANEOUS

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        #: this round's choices by seat (None: not chosen yet); nobody's but the chooser's until the reveal
        self.choices: list[Action | None] = [None] * players
        super().__init__(players, seed, options)

    # ---- what a seat may know ----------------------------------------------------------------------
    def chosen(self) -> list[bool]:
        """Which seats have chosen this round (what everyone may know)."""
        return [choice is not None for choice in self.choices]

    def choice_seen_by(self, owner: int, seat: int | None) -> Action | None:
        """`owner`'s choice this round as `seat` may see it: its own, nobody else's (None)."""
        return self.choices[owner] if seat is not None and seat == owner else None

    # ---- the engine's hooks of State -----------------------------------------------------------------
    def _current_player(self) -> int | None:
        return next((seat for seat, choice in enumerate(self.choices) if choice is None), None)

    def _legal_actions(self) -> Sequence[Action]:
        seat = self._current_player()
        return () if seat is None else self._choices(seat)

    def _apply(self, action: Action) -> list[Event]:
        seat = self._current_player()
        assert seat is not None, "a round with every choice made was not revealed"
        self.choices[seat] = action
        events = list(self._chose(seat, action))
        if all(choice is not None for choice in self.choices):
            choices = tuple(self.choices)
            self.choices = [None] * self.num_players
            events += self._reveal(choices)
        return events

    # ---- the game's hooks ------------------------------------------------------------------------------
    def _choices(self, seat: int) -> Sequence[Action]:
        raise NotImplementedError

    def _chose(self, seat: int, action: Action) -> Iterable[Event]:
        return ()

    def _reveal(self, choices: tuple[Action, ...]) -> Iterable[Event]:
        raise NotImplementedError


__all__ = ["SimultaneousState"]
