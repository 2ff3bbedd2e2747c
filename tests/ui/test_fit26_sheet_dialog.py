"""The new-game dialog's height follows the player count both ways (issue 26 play-test): Top Pop's
dialog set to 5 players and then to 2 stayed as tall as for 5 (504 px for 445 px of content), with
empty space under the seats; and two seats after three were spread over three rows' height (the
scroll area's hint kept its first seats' height). Every game's dialog, in English and German."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games import registry
from app.ui.qt_new_game import NewGameDialog

GAMES = ("flip7", "top_this", "top_oder_flop", "top_pop", "top3")


def _counts(game) -> list[int]:
    most = min(game.max_players, 7)  # up to seven seats show without scrolling
    return [most, game.min_players, min(most, game.min_players + 2), game.min_players, most]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_dialog_grows_and_shrinks_with_the_players(qtbot, lang):
    found = []
    with i18n.use(lang):
        for game_id in GAMES:
            game = registry.get(game_id)
            dialog = NewGameDialog(game, {})
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            width = dialog.width()
            for count in _counts(game):
                dialog.players.setValue(count)
                qtbot.wait(10)
                dialog.layout().activate()
                fits = dialog.sizeHint().height()
                if abs(dialog.height() - fits) > 2:
                    found.append(f"{game_id} {lang} {count} players: {dialog.height()} px high for {fits} px of content")
                fresh = NewGameDialog(game, {"players": count})  # opened at this count: as high
                qtbot.addWidget(fresh)
                fresh.resize(width, fresh.height())
                fresh.show()
                qtbot.waitExposed(fresh)
                if abs(dialog.height() - fresh.height()) > 2:
                    found.append(f"{game_id} {lang} {count} players: {dialog.height()} px high, "
                                 f"{fresh.height()} px when opened with {count}")
                fresh.close()
                if dialog.width() != width:
                    found.append(f"{game_id} {lang} {count} players: the width went from {width} to {dialog.width()}")
            dialog.close()
    assert found == [], "\n".join(found)
