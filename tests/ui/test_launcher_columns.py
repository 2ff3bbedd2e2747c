"""The launcher's tiles fill as many columns as the tiles' area holds, less the scroll bar when it
shows (watched on the scroll area and its bar since issue 8, part 7, not on the viewport)."""

from app.core.options import GameInfo
from app.games import registry
from app.ui.qt_launcher import LauncherWidget


def test_columns_follow_the_room_beside_the_scroll_bar(qtbot):
    games = registry.infos() + [GameInfo(f"g{i}", f"Game {i}", 2, 4, "A game. " * 8) for i in range(6)]
    launcher = LauncherWidget(games)
    qtbot.addWidget(launcher)
    launcher.show()
    em = launcher.fontMetrics().height()
    seen = []
    for width, height in ((int(em * 30), int(em * 25)), (int(em * 60), int(em * 25)), (int(em * 120), int(em * 60)),
                          (int(em * 45), int(em * 200))):
        launcher.resize(width, height)
        qtbot.wait(10)
        room = launcher.scroll.viewport().width()
        fit = max(1, min(len(games), int((room - em) // (em * 17))))
        seen.append((launcher._columns, fit))
    assert all(columns == fit for columns, fit in seen), seen
    assert [c for c, _ in seen][0] == 1 and max(c for c, _ in seen) >= 4
