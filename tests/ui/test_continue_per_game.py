"""One unfinished game per game, in the window (issue 13): each launcher tile shows Continue (with the
time saved) only when its game has an unfinished autosave, and it resumes that game; a new or loaded
game of X replaces only X's unfinished game (asking first, naming it), never Y's; a damaged autosave of
one game is said on its tile; the five tiles show their buttons whole at 800x600 and 1920x1080, in
English and German, without scrolling."""

import datetime
import json

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from app.core import i18n
from app.games import registry
from app.persistence import autosave, paths, saves
from app.persistence.seats import SeatConfig
from app.ui.qt_launcher import CARD, ROW, LauncherWidget, saved_stamp
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check

SEATS = [SeatConfig(n, "#888", k) for n, k in (("Ana", "human"), ("Bo", "normal"), ("Cy", "easy"))]


def unfinished(game_id: str, path=None, seed: int = 7, moves: int = 1) -> str:
    """An unfinished game of `game_id` in its autosave (or `path`); its position as JSON."""
    game = registry.get(game_id)
    state = game.new_state(3, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    saves.save_game(path or paths.autosave_path(game_id), game, state, SEATS)
    return state.to_json()


def _window(qtbot, size=(1200, 800)) -> MainWindow:
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")
    return window


def _tile(window, game_id):
    return next(t for t in window.launcher.tiles if t.game_id == game_id)


def _continues(window) -> list[str]:
    return [t.game_id for t in window.launcher.tiles if t.resume.isVisibleTo(window)]


def test_continue_shows_on_the_tiles_of_the_unfinished_games_only(qtbot):
    unfinished("flip7")
    unfinished("top_pop")
    window = _window(qtbot)
    assert _continues(window) == ["flip7", "top_pop"]
    tile = _tile(window, "top_pop")
    head = saves.peek_header(paths.autosave_path("top_pop"))
    when = datetime.datetime.fromisoformat(head["saved_at"]).astimezone()
    assert tile.saved.text() == f"saved {saved_stamp(when)}" and tile.saved.isVisibleTo(window)
    assert not _tile(window, "top_this").saved.isVisibleTo(window)
    assert window.launcher.continue_button.isEnabled()  # the side's Continue: the newest of them


def test_each_tiles_continue_resumes_its_own_game_and_the_other_stays(qtbot):
    flip7 = unfinished("flip7")
    top_pop = unfinished("top_pop", moves=2)
    other = paths.autosave_path("flip7").read_bytes()
    window = _window(qtbot)
    with qtbot.waitSignal(window.launcher.continueRequested) as blocker:
        qtbot.mouseClick(_tile(window, "top_pop").resume, Qt.MouseButton.LeftButton)
    assert blocker.args == ["top_pop"]
    assert window.session is not None and window.session.game.id == "top_pop"
    assert window.session.state.to_json() == top_pop
    assert window.session.save_path == paths.autosave_path("top_pop")
    assert window.save_path is None  # continued, not a file of the player's
    window.show_launcher()
    assert paths.autosave_path("flip7").read_bytes() == other
    assert _continues(window) == ["flip7", "top_pop"]
    qtbot.mouseClick(_tile(window, "flip7").resume, Qt.MouseButton.LeftButton)
    assert window.session.game.id == "flip7" and window.session.state.to_json() == flip7


def test_the_sides_continue_resumes_the_newest(qtbot):
    unfinished("flip7")
    unfinished("top3")
    for game_id, stamp in (("flip7", "2026-03-05T10:00:00+00:00"), ("top3", "2026-03-05T12:00:00+00:00")):
        doc = json.loads(paths.autosave_path(game_id).read_text())
        paths.autosave_path(game_id).write_text(json.dumps({**doc, "saved_at": stamp}))
    window = _window(qtbot)
    assert "Top 3" in window.launcher.continue_label.text()
    with qtbot.waitSignal(window.launcher.continueRequested) as blocker:
        qtbot.mouseClick(window.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["top3"] and window.session.game.id == "top3"


def test_a_new_game_of_x_asks_about_x_only_and_leaves_ys_autosave(qtbot, monkeypatch):
    unfinished("flip7")
    unfinished("top_pop")
    other = paths.autosave_path("top_pop").read_bytes()
    window = _window(qtbot)
    asked, opened = [], []
    window.confirm = lambda title, question: asked.append(question) or True
    monkeypatch.setattr("app.ui.qt_main_window.NewGameDialog.exec", lambda self: opened.append(self) or 0)
    window.new_game("top_this")  # no unfinished game of Top This!: nothing to ask
    assert not asked and len(opened) == 1
    window.new_game("flip7")
    assert len(asked) == 1 and "unfinished game of Flip 7" in asked[0] and "Top Pop" not in asked[0]
    discarded = []
    monkeypatch.setattr(autosave, "discard_unfinished",
                        lambda game_id, real=autosave.discard_unfinished: discarded.append(game_id) or real(game_id))
    window.start_game(registry.get("flip7"), [SeatConfig(s.name, s.color, "human") for s in SEATS], seed=3)
    assert discarded == ["flip7"]  # the one way an unfinished autosave goes
    assert window.session.save_path == paths.autosave_path("flip7")
    assert window.session.flush(5)
    assert saves.peek_header(paths.autosave_path("flip7"))["moves"] == len(window.session.state.history)
    assert paths.autosave_path("top_pop").read_bytes() == other
    window.show_launcher()
    assert _continues(window) == ["flip7", "top_pop"]
    # a new game of Top Pop while Flip 7 is on the table asks about Top Pop's saved game, not Flip 7's
    window.continue_game("flip7")
    asked.clear()
    window.new_game("top_pop")
    assert len(asked) == 1 and "unfinished game of Top Pop (saved" in asked[0]


def test_a_loaded_save_of_x_goes_on_in_xs_autosave_after_asking(qtbot, tmp_path):
    saved = unfinished("top_oder_flop", path=tmp_path / "evening.topfive", moves=3)
    unfinished("top_oder_flop", seed=99)
    unfinished("flip7")
    other = paths.autosave_path("flip7").read_bytes()
    window = _window(qtbot)
    asked = []
    window.confirm = lambda title, question: asked.append(question) or False
    window.load_game(tmp_path / "evening.topfive")
    assert len(asked) == 1 and "unfinished game of Top oder Flop" in asked[0] and window.session is None
    window.confirm = lambda title, question: asked.append(question) or True
    window.load_game(tmp_path / "evening.topfive")
    assert window.session.state.to_json() == saved and window.save_path == tmp_path / "evening.topfive"
    assert window.session.save_path == paths.autosave_path("top_oder_flop")
    assert window.session.flush(5)
    assert saves.peek_header(paths.autosave_path("top_oder_flop"))["moves"] == 3
    assert paths.autosave_path("flip7").read_bytes() == other


def test_an_old_single_autosave_is_continued_on_its_games_tile(qtbot):
    position = unfinished("top3", path=paths.autosave_path())
    window = _window(qtbot)
    assert _continues(window) == ["top3"] and not paths.autosave_path().exists()
    qtbot.mouseClick(_tile(window, "top3").resume, Qt.MouseButton.LeftButton)
    assert window.session.state.to_json() == position


def test_a_damaged_autosave_is_said_on_its_tile_and_beside_continue(qtbot):
    unfinished("flip7")
    paths.autosave_path("top_this").write_text("{broken")
    window = _window(qtbot)
    tile = _tile(window, "top_this")
    assert not tile.resume.isVisibleTo(window) and tile.saved.text() == "Could not be read"
    tip = tile.saved.toolTip().replace("\u200b", "")
    assert tip.startswith("Your unfinished game of Top This! could not be read.")
    assert "autosave-top_this.damaged-" in tip
    side = window.launcher.continue_label.text().replace("\u200b", "")
    assert "Flip 7, saved" in side and tip in side
    assert _continues(window) == ["flip7"]


def test_continue_requested_carries_the_game_id(qtbot):
    launcher = LauncherWidget(registry.infos())
    qtbot.addWidget(launcher)
    launcher.set_unfinished({"top_pop": datetime.datetime(2026, 12, 12, 14, 3)})
    launcher.show()
    tile = next(t for t in launcher.tiles if t.game_id == "top_pop")
    assert tile.saved.text() == "saved 12 Dec 2026, 14:03"
    with qtbot.waitSignal(launcher.continueRequested) as blocker:
        qtbot.mouseClick(tile.resume, Qt.MouseButton.LeftButton)
    assert blocker.args == ["top_pop"]
    launcher.set_unfinished({})
    assert not tile.resume.isVisibleTo(launcher) and not launcher.continue_button.isEnabled()


def _in_view(window, widget) -> bool:
    viewport = window.launcher.scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(800, 600), (840, 560), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_all_five_tiles_show_their_buttons_without_scrolling(qtbot, lang, size):
    unfinished("flip7")
    unfinished("top_pop")
    with i18n.use(lang):
        window = _window(qtbot, size)
        qtbot.wait(20)
        assert window.size().width() == size[0] and window.size().height() == size[1]
        assert len(window.launcher.tiles) == 5
        for tile in window.launcher.tiles:
            for widget in (tile.title, tile.play, tile.rules):
                assert widget.isVisibleTo(window) and _in_view(window, widget), (tile.game_id, widget.text())
        for game_id in ("flip7", "top_pop"):
            tile = _tile(window, game_id)
            assert _in_view(window, tile.resume) and _in_view(window, tile.saved)
        assert not window.launcher.scroll.verticalScrollBar().isVisible()
        assert layout_check.problems(window) == []
        form = window.launcher.tiles[0].form
        assert form == (CARD if size[0] >= 1920 else ROW)
        if form == CARD:  # a big window: bigger icons, all five side by side
            assert window.launcher.tiles[0].icon.pixmap().width() >= 8 * window.fontMetrics().height()
            assert window.launcher._columns == 5


def test_what_the_tiles_and_questions_say_in_german(qtbot, monkeypatch):
    unfinished("flip7")
    unfinished("flip7", path=paths.autosave_path(), seed=1)  # an old single autosave, kept: Flip 7 has its own
    seen = {}
    for lang in ("en", "de"):
        paths.autosave_path("top_this").write_text("{broken")  # set aside (and told) in this language
        with i18n.use(lang):
            window = _window(qtbot)
            asked = []
            window.confirm = lambda title, question: asked.append(question) or False
            window.new_game("flip7")
            flip7, top_this = _tile(window, "flip7"), _tile(window, "top_this")
            seen[lang] = [flip7.saved.text(), flip7.resume.text(), flip7.resume.toolTip(), top_this.saved.text(),
                          top_this.saved.toolTip().replace("\u200b", ""),
                          window.launcher.continue_label.text().replace("\u200b", ""), asked[0]]
            window.close()
    en, de = seen["en"], seen["de"]
    assert all(a != b for a, b in zip(en, de)), [(a, b) for a, b in zip(en, de) if a == b]
    assert de[0].startswith("gespeichert ") and de[1] == "Weiterspielen" and de[3] == "Nicht lesbar"
    assert de[4].startswith("Deine nicht beendete Partie Top This! konnte nicht gelesen werden.")
    assert "Eine nicht beendete Partie Flip 7 aus einer früheren Version von Top Five" in de[5]
    assert "„Laden …“" in de[5] and "Open it with Load…" in en[5]
    assert "behält nur eine Partie Flip 7" in de[6] and "keeps one game of Flip 7" in en[6]


def test_an_old_autosave_kept_beside_its_games_own_is_loaded_into_it_and_then_goes(qtbot):
    old = unfinished("flip7", path=paths.autosave_path(), seed=1, moves=2)
    unfinished("flip7", seed=2)
    window = _window(qtbot)
    assert paths.autosave_path().exists() and "autosave.json" in window.launcher.continue_label.text()
    asked = []
    window.confirm = lambda title, question: asked.append(question) or True
    window.load_game(paths.autosave_path())
    assert len(asked) == 1 and "Flip 7" in asked[0]
    assert window.session.state.to_json() == old
    assert window.session.save_path == paths.autosave_path("flip7")
    assert not paths.autosave_path().exists()  # it lives in Flip 7's own autosave now
    assert window.session.flush(5) and saves.peek_header(paths.autosave_path("flip7"))["moves"] == 2
    window.show_launcher()
    assert "autosave.json" not in window.launcher.continue_label.text()


def test_a_new_game_over_an_unfinished_one_counts_it_as_abandoned(qtbot):
    """The statistics keep the given-up game (abandoned, not a loss or a win); continuing it counts nothing."""
    from app.persistence import stats

    unfinished("flip7", moves=2)
    window = _window(qtbot)
    window.continue_game("flip7")
    assert stats.load()[0] == []  # continuing is not giving up
    window.show_launcher()
    window.start_game(registry.get("flip7"), [SeatConfig(s.name, s.color, "human") for s in SEATS], seed=3)
    entries, problem = stats.load()
    assert problem is None and [e["outcome"] for e in entries] == ["abandoned"]
    assert entries[0]["game"] == "flip7" and entries[0]["moves"] == 2
    assert [p["name"] for p in entries[0]["players"]] == ["Ana", "Bo", "Cy"]
    row = next(r for r in stats.summary(entries, "flip7") if r.name == "Ana")
    assert row.abandoned == 1 and row.games == 0
