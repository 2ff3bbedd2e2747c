"""Issue 25: in hot-seat the table shows what everyone may see between two players' turns. It keeps the
room of a hand then (`TableScene.hand_room`), so that the cards do not grow and shrink at every
hand-off (before, the public table was only ever behind the cover; the play-test saw its cards grow
and Top oder Flop's slots overlap once it came into sight)."""

import pytest

from app.games import registry
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen


def _layout(scene) -> object:
    """Where the table's parts lie: the two-player Top Pop's columns, or a scene's geometry."""
    if getattr(scene, "duo_active", False):
        return [(col.pos().x(), col.pos().y(), col.boundingRect().height()) for col in scene.duo.columns]
    return {k: v for k, v in vars(scene.geo).items() if isinstance(v, (int, float, list))}


@pytest.mark.parametrize("game_id,options", [("top_oder_flop", {}), ("top_pop", {"city_powers": True}),
                                             ("top_pop", {"variant": "two_player"}), ("top3", {})])
def test_the_public_table_between_turns_keeps_the_players_layout(qtbot, game_id, options):
    kinds = ["human", "human"] if options.get("variant") == "two_player" else ["human", "human", "easy"]
    seats = [SeatConfig(n, c, k) for n, c, k in zip(("Ana", "Ben", "Cleo"), ("#d1352b", "#2f6fd0", "#2e9d4a"), kinds)]
    session = GameSession.new(registry.get(game_id), seats, 3, options, bot_delay_ms=0, autosave=False)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    screen.attach(session, 0.0)
    session.start()
    qtbot.waitUntil(lambda: session.handoff_pending, timeout=10_000)
    screen._confirm_handoff()
    scene, viewer = screen.scene, session.view_seat()
    assert viewer is not None and scene.view.get("seat") == viewer
    players = _layout(scene)
    while session.view_seat() == viewer:  # the viewer plays until the turn ends
        qtbot.waitUntil(lambda: bool(screen.human_legal()) or session.view_seat() != viewer, timeout=10_000)
        if session.view_seat() == viewer:
            screen._on_intent(screen.human_legal()[0])
    assert session.view_seat() is None and scene.view.get("seat") is None  # the public table is drawn
    assert _layout(scene) == players
    session.close(wait_ms=2000)
