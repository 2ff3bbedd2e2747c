"""One unfinished game per game (issue 13), the main window's side: each game has its own autosave
(`paths.autosave_path(game_id)`); the launcher's tiles offer Continue for the games that have an
unfinished one; a new or loaded game of X replaces only X's unfinished game (asking first), and every
other game's stays. `ContinueMixin` is mixed into MainWindow (app/ui/qt_main_window.py): it uses the
window's `games`, `session`, `launcher`, `confirm` and `load_game`."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

from app.core.i18n import _
from app.persistence import autosave, paths, saves
from app.persistence.autosave import same_file
from app.ui.qt_launcher import saved_stamp


def local_time(iso: object) -> datetime.datetime | None:
    """An ISO time from a save as the player's local time (None when it is not one, or not one that
    can be shown: `saves.saved_time`). Never raises: it reads what a file says."""
    when = saves.saved_time(iso)
    try:
        return when.astimezone() if when is not None and when.tzinfo else when
    except (ValueError, OverflowError, OSError):
        return None


def game_of_file(path: str | os.PathLike) -> str | None:
    """The game id of a save file or autosave, cheaply (its name or its header); None when the file
    does not say (it is damaged, or not a save: loading it says why)."""
    named = paths.autosave_game(path)
    if named is not None:
        return named
    head = saves.peek_save(path)
    if head is None:
        from app.persistence import movelog

        head = movelog.peek(movelog.log_path(path)) if Path(path).name == paths.LEGACY_AUTOSAVE else None
    game_id = (head or {}).get("game")
    return game_id if isinstance(game_id, str) and paths.GAME_ID.fullmatch(game_id) else None


class ContinueMixin:
    #: why autosaves could not be read, all in one text (None: nothing to tell)
    _autosave_problem: str | None = None
    #: the same, by game id ("" for what is of no one game)
    _autosave_problems: dict[str, str] = {}
    #: the session being opened was loaded from the old single autosave (it goes once the new one is on disk)
    _moved_from_legacy = False

    def _titles(self) -> dict[str, str]:
        return {g.id: g.title for g in self.games}

    def unfinished_games(self) -> dict[str, datetime.datetime | None]:
        """game id -> when it was saved, of every game with an unfinished game to continue (the one
        autosave of an older version moved to its game first). The problems found (a damaged autosave
        set aside, an old autosave kept) are in `self._autosave_problems` (game id, or "" for none)."""
        titles = self._titles()
        problems: dict[str, str] = {}
        legacy = autosave.migrate_legacy(titles)
        if legacy:
            problems[""] = legacy
        found: dict[str, datetime.datetime | None] = {}
        for game_id, (head, problem) in autosave.examine_all(titles).items():
            if problem:
                problems[game_id] = problem
            elif head is not None and game_id in titles:
                found[game_id] = local_time(head.get("saved_at", ""))
        self._autosave_problems = problems
        self._autosave_problem = "\n\n".join(problems.values()) or None
        return found

    def refresh_continue(self) -> None:
        """The launcher's Continue buttons as the autosaves on disk are now."""
        self.launcher.set_unfinished(self.unfinished_games(), self._autosave_problems)

    def autosave_info(self) -> tuple[str, datetime.datetime | None] | None:
        """(title, when saved) of the newest unfinished game, or None."""
        found = self.unfinished_games()
        newest = self.newest_unfinished(found)
        return (self._titles()[newest], found[newest]) if newest else None

    @staticmethod
    def newest_unfinished(found: dict[str, datetime.datetime | None]) -> str | None:
        def age(game_id: str) -> float:
            when = found[game_id]
            try:
                return when.timestamp() if when is not None else float("-inf")
            except (ValueError, OverflowError, OSError):
                return float("-inf")

        return max(found, key=age, default=None)

    def continue_game(self, game_id: str | None = None) -> None:
        """Resume the unfinished game of `game_id` (None: the newest) from its autosave."""
        if not game_id:
            game_id = self.newest_unfinished(self.unfinished_games())
            if game_id is None:
                return
        self.load_game(paths.autosave_path(game_id), autosave=True)

    @staticmethod
    def autosave_target(path: str | os.PathLike) -> tuple[str | None, Path | None, bool]:
        """(the game of the save `path`, the autosave a session loaded from it writes to: its game's,
        True when `path` is that very file: loading it continues the game); (None, None, False) when
        the file does not say its game (loading it says why)."""
        game_id = game_of_file(path)
        if game_id is None:
            return None, None, False
        target = paths.autosave_path(game_id)
        return game_id, target, same_file(path, target)

    def unfinished_of(self, game_id: str | None) -> tuple[str, str] | None:
        """(title, when) of the unfinished game of `game_id` that a new or loaded one would replace: the
        game on the table if it is that game and not over, else its unfinished autosave; None when
        nothing would be lost (other games' unfinished games are kept)."""
        if game_id is None:
            return None
        title = self._titles().get(game_id, game_id)
        if self.session is not None and self.session.game.id == game_id:
            return None if self.session.is_over else (title, _("in progress"))
        head = autosave.examine(paths.autosave_path(game_id), game=title).head
        if head is None:
            return None
        when = local_time(head.get("saved_at", ""))
        return title, _("saved {when}").format(when=saved_stamp(when)) if when else _("saved earlier")

    def may_replace(self, game_id: str | None, title: str, question: str) -> bool:
        """Ask before the unfinished game of `game_id` is replaced; True when nothing is lost or the
        player agrees. `question` has the placeholders {name} (the game) and {when} ("saved ...")."""
        unfinished = self.unfinished_of(game_id)
        if unfinished is None:
            return True
        name, when = unfinished
        return self.confirm(title, question.format(name=name, when=when))

    def replacing(self, game_id: str, loaded_from: str | os.PathLike | None = None, going_on: object = None) -> None:
        """A new session of `game_id` (`going_on`, when known) is about to take its game's autosave (the
        running session is closed): its unfinished game there is given up, unless it is the very game
        going on (a save of it opened over its autosave: it goes on from an earlier point, as after an
        undo; issue 27). A game loaded from the old single autosave (`autosave.json`) now lives in its
        game's file: the old one goes once the new one is written."""
        path = paths.autosave_path(game_id)
        if autosave.examine(path).head is not None:  # an unfinished game is given up: counted as abandoned
            from app.persistence import stats

            stats.record_abandoned_save(path, going_on=getattr(going_on, "stats_key", None))
        autosave.discard_unfinished(game_id)
        if loaded_from is not None and same_file(loaded_from, paths.autosave_path()):
            self._moved_from_legacy = True

    def after_open(self) -> None:
        """The new session has written its autosave: an old `autosave.json` it was loaded from goes."""
        if self._moved_from_legacy:
            self._moved_from_legacy = False
            if self.session is not None and self.session.flush(2.0):
                autosave.clear(paths.autosave_path())


__all__ = ["ContinueMixin", "game_of_file", "local_time"]
