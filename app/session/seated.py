"""What a game on a table is, read-only: its game, seats, names, colours and options. One mixin for
the live session (app/session/game_session.py) and a replay (app/session/replay.py), which both keep
`_game`, `_seats` and `_state`."""

from __future__ import annotations

from app.core import Game
from app.persistence.seats import SeatConfig


class Seated:
    _game: Game
    _seats: list[SeatConfig]

    @property
    def game(self) -> Game:
        return self._game

    @property
    def options(self) -> dict:
        """The game's options (a copy), e.g. to set up the same game again."""
        return dict(self._state.options)  # type: ignore[attr-defined]

    @property
    def seats(self) -> list[SeatConfig]:
        return list(self._seats)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self._seats]

    @property
    def colors(self) -> list[str]:
        return [s.color for s in self._seats]
