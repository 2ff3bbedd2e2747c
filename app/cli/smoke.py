"""`top-five --smoke-test`: prove an installed (frozen) build works, without a screen.

Starts Qt offscreen, opens the main window (when the UI is in the build) and, for every game in
the registry:
1. plays a few moves with computer players straight on the rules (`new_state`, the game's bots),
   writes the state to a temporary file, reads it back and checks the two states are equal;
2. when `app.session.game_session` is present: runs a `GameSession` with computer players only
   (no bot delay, animations reported done at once) for a few moves, saves it to a temporary file,
   loads it with `GameSession.load` and checks the loaded state equals the played one;
3. when the game has a `scene` module: draws the final position into an image (this catches
   missing Qt plugins in a trimmed bundle).
Before the games, what play from several computers needs (issue 28): TLS, WebSocket, and zeroconf
with the network addresses (offline: a table's mDNS records written into a packet and read back).

Prints one line per check; on any exception prints the traceback and returns 1. Options:
`--moves N` (default 8), `--games id,id` (default: all), `--report FILE` (also write the output to
FILE: a windowed Windows build has no console), `--start-only` (open the main window and exit: what
the start-up benchmark times).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

#: seconds a session may take for its few bot moves before the smoke test calls it stuck
SESSION_TIMEOUT_S = 30.0


_COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a", "#8a4fc4", "#17a2a8")


class SmokeFailure(RuntimeError):
    """A check that did not hold (as opposed to an exception raised by the app itself)."""


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="top-five --smoke-test", description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=8, help="moves to play per game (default 8)")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--report", type=Path, default=None, help="also write the output to this file")
    parser.add_argument("--start-only", action="store_true",
                        help="only start: open the main window, then exit (start-up benchmark)")
    return parser.parse_args(argv)


def _qt_app():
    """The application object as the app itself makes it (name, icon), or a bare one."""
    if importlib.util.find_spec("app.ui.qt_app") is not None:
        from app.ui.qt_app import make_app

        return make_app([])
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["top-five"])


def check_main_window(app) -> str | None:
    """Open the main window offscreen, let it paint, grab it; None when the UI is not in this build."""
    if importlib.util.find_spec("app.ui.qt_main_window") is None:
        return None
    from app.ui.qt_main_window import MainWindow

    window = MainWindow()
    window.show()
    _wait(app, window.isVisible, 10.0, "the main window to show")
    for _ in range(5):
        app.processEvents()
    shot = window.grab()
    window.close()
    window.deleteLater()
    app.processEvents()
    if shot.isNull() or shot.width() < 100 or shot.height() < 100:
        raise SmokeFailure(f"the main window drew nothing usable ({shot.width()}x{shot.height()}).")
    return f"main window shown and drawn ({shot.width()}x{shot.height()})"


def check_languages(app) -> str:
    """Every language's catalogue is in this build (the frozen app: under its bundle's resources) and,
    with the Qt layer, Qt's own words for it: a missing file would show an English app to a German
    player without any error."""
    from app.core import i18n

    found = []
    for language in i18n.LANGUAGES[1:]:
        with i18n.use(language):
            if i18n._("Player {n}") == "Player {n}":
                raise SmokeFailure(f"the {language} catalogue is not in this build (looked in {i18n.LOCALE_DIR}).")
        qt_words = ""
        if importlib.util.find_spec("app.ui.qt_language") is not None:
            from app.ui import qt_language

            if qt_language.install_qt_translator(app, language) is None:
                raise SmokeFailure(f"Qt's own {language} words (qtbase_{language}.qm) are not in this build.")
            qt_language.install_qt_translator(app, "en")
            qt_words = f", Qt's qtbase_{language}.qm"
        found.append(f"{language} (catalogue{qt_words})")
    return "languages: en, " + ", ".join(found) + "; " + check_collation()


#: German words in the order German collation gives them (Ä beside A, Ö beside O, ß as ss); a Qt
#: without ICU's German collation data sorts by code point instead and puts Ä, Ö after Z
_GERMAN_ORDER = ["abc", "Äpfel", "Birne", "Ofen", "Öl", "Straße", "Zebra"]


def check_collation() -> str:
    """Qt compares German words as German does: ICU and the German part of its data are in the build
    (the Linux bundle carries a trimmed ICU data library, packaging/icu_data.py)."""
    from PySide6.QtCore import QCollator, QLocale

    collator = QCollator(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    shuffled = [_GERMAN_ORDER[i] for i in (6, 3, 1, 5, 0, 4, 2)]
    got = sorted(shuffled, key=collator.sortKey)
    if got != _GERMAN_ORDER:
        raise SmokeFailure(f"Qt sorts German words as {got}, not {_GERMAN_ORDER}: ICU or its collation data is missing.")
    return "German collation (ICU)"


def check_network() -> str:
    """What play from several computers needs is in this build and works, offline (issue 28): OpenSSL
    for wss:// (a server context), websockets, ifaddr's list of this computer's addresses, and zeroconf
    (bundled as its Python source, packaging/trim.py): a table's DNS-SD records go into an mDNS packet
    and come back out of it."""
    import socket
    import ssl

    import ifaddr
    import websockets
    import zeroconf
    from zeroconf import DNSIncoming, DNSOutgoing, ServiceInfo

    ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    adapters = ifaddr.get_adapters()
    kind = "_topfive._tcp.local."
    info = ServiceInfo(kind, f"Smoke.{kind}", addresses=[socket.inet_aton("127.0.0.1")], port=47800,
                       properties={"game": "flip7"}, server="smoke.local.")
    packet = DNSOutgoing(0x8400)  # a response, authoritative
    records = [*info.dns_addresses(), info.dns_pointer(), info.dns_service(), info.dns_text()]
    for record in records:
        packet.add_answer_at_time(record, 0)
    read = DNSIncoming(packet.packets()[0])
    if not read.valid or sorted(map(repr, read.answers())) != sorted(map(repr, records)):
        raise SmokeFailure("zeroconf did not read back the mDNS records it wrote.")
    compiled = not zeroconf._dns.__file__.endswith(".py")  # type: ignore[attr-defined]
    return (f"network: {ssl.OPENSSL_VERSION}, websockets {websockets.__version__}, ifaddr ({len(adapters)} "
            f"network adapters), zeroconf {zeroconf.__version__} ({'compiled' if compiled else 'Python source'}): "
            "mDNS records written and read back")


def _bots(game, players: int, seed: int) -> list:
    bots = _part(game, "bots")
    level = bots.LEVELS[0]
    return [bots.make_bot(level, seat, seed + seat) for seat in range(players)]


def _part(game, part: str):
    """The game's `part` ("bots", "table") as its manifest names it; None when it has none. Its rules
    must live in app.games (the bundle carries that package)."""
    from app.bots.modules import load_module

    module = game.state_class.__module__
    if not module.startswith("app.games."):
        raise SmokeFailure(f"{game.title}'s rules live outside app.games ({module}).")
    return load_module(None, game, part)


def check_rules(game, moves: int, seed: int, tmp: Path) -> str:
    """Bots play `moves` moves on the bare rules; the state survives a save file round trip."""
    players = game.min_players
    state = game.new_state(players, seed)
    bots = _bots(game, players, seed)
    played = 0
    while played < moves and not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        if seat is None or not legal:
            raise SmokeFailure(f"{game.title}: no one can move, yet the game is not over.")
        action = bots[seat].choose(state.view(seat), legal)
        state.apply(action)
        played += 1
    path = tmp / f"{game.id}-rules.json"
    path.write_text(state.to_json(), encoding="utf-8")
    loaded = game.state_from_json(path.read_text(encoding="utf-8"))
    if loaded != state:
        raise SmokeFailure(f"{game.title}: the reloaded state differs from the saved one.")
    return f"{game.id}: rules + bots, {played} moves, save/reload equal"


def _wait(app, done: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise SmokeFailure(f"timed out after {timeout_s:.0f} s waiting for {what}")
        app.processEvents()
        time.sleep(0.001)


def check_session(app, game, moves: int, seed: int, tmp: Path) -> str:
    """A GameSession of computer players plays `moves` moves, saves, and loads back equal."""
    from app.session.game_session import GameSession, SeatConfig

    players = game.min_players
    level = _part(game, "bots").LEVELS[0]
    seats = [SeatConfig(name=f"Bot {i + 1}", color=_COLORS[i % len(_COLORS)], kind=level) for i in range(players)]
    session = GameSession.new(game, seats, seed, save_path=tmp / f"{game.id}-autosave.json", bot_delay_ms=0)
    session.set_waits_for_animations(False)  # no view animates here
    applied: list[object] = []
    errors: list[str] = []
    over: list[bool] = []
    session.eventsApplied.connect(lambda events, action: applied.append(action) if action is not None else None)
    session.error.connect(errors.append)
    session.gameOver.connect(lambda: over.append(True))
    session.start()
    _wait(app, lambda: len(applied) >= moves or bool(over) or bool(errors), SESSION_TIMEOUT_S,
          f"{moves} bot moves in {game.title}")
    # stop the bots (a move in flight on the worker thread is discarded), then save what was played
    session.close(wait_ms=int(SESSION_TIMEOUT_S * 1000))
    if errors:
        raise SmokeFailure(f"{game.title}: the session reported: {errors[0]}")
    path = tmp / f"{game.id}-session.topfive"
    if not session.save(path):
        raise SmokeFailure(f"{game.title}: the session could not be saved to {path}.")
    loaded = GameSession.load(path, save_path=tmp / f"{game.id}-loaded-autosave.json")
    loaded.close()
    if loaded.state != session.state or loaded.seats != session.seats:
        raise SmokeFailure(f"{game.title}: the session loaded from {path.name} differs from the one saved.")
    count = len(session.state.history)
    if count < min(moves, 1):
        raise SmokeFailure(f"{game.title}: the computer players made no move.")
    return f"{game.id}: GameSession of bots, {count} moves, save/load equal"


def check_scene(app, game, seed: int) -> str | None:
    """Draw a position of the game's table scene into an image; None when the game has no scene."""
    scene_module = _part(game, "table")
    if scene_module is None:
        return None
    from PySide6.QtGui import QImage, QPainter

    players = game.min_players
    state = game.new_state(players, seed)
    scene = scene_module.Scene(game, [f"Bot {i + 1}" for i in range(players)],
                               [_COLORS[i % len(_COLORS)] for i in range(players)])
    scene.set_speed(0)
    scene.layout_for(800, 600)
    scene.show_position(state.view(0), [], state.current_player)
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    if image.isNull() or not any(image.pixel(x, y) for x in range(0, 800, 40) for y in range(0, 600, 40)):
        raise SmokeFailure(f"{game.title}: the table scene drew nothing.")
    return f"{game.id}: table scene drawn offscreen"


def run(args: argparse.Namespace, out: Callable[[str], None]) -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    tmp_root = tempfile.TemporaryDirectory(prefix="top-five-smoke-")
    tmp = Path(tmp_root.name)
    # autosaves and settings go to the temporary folder, never to the player's own data
    os.environ.setdefault("TOP_FIVE_DATA_DIR", str(tmp / "userdata"))
    from app import __version__
    from app.games import registry

    app = _qt_app()
    out(f"top-five {__version__} smoke test, Qt platform {app.platformName()}")
    window_line = check_main_window(app)
    if window_line:
        out(window_line)
    out(check_languages(app))
    if args.start_only:
        tmp_root.cleanup()
        return
    games = registry.all()
    if args.games:
        wanted = [g.strip() for g in args.games.split(",") if g.strip()]
        games = [registry.get(g) for g in wanted]
    if not games:
        raise SmokeFailure("the registry lists no games")
    out(check_network())
    has_session = importlib.util.find_spec("app.session.game_session") is not None
    for game in games:
        out(check_rules(game, args.moves, args.seed, tmp))
        if has_session:
            out(check_session(app, game, args.moves, args.seed, tmp))
        scene_line = check_scene(app, game, args.seed)
        if scene_line:
            out(scene_line)
    if not has_session:
        out("note: app.session.game_session is not in this build; the session checks were skipped")
    out(f"smoke test passed: {len(games)} game(s)")
    tmp_root.cleanup()


def main(argv: list[str] | None = None) -> int:
    args = _parse(list(sys.argv[1:] if argv is None else argv))
    lines: list[str] = []

    def out(line: str) -> None:
        lines.append(line)
        if sys.stdout is not None:  # a windowed Windows build has none
            print(line, flush=True)

    code = 0
    try:
        run(args, out)
    except Exception:  # anything at all is a failed smoke test: say what, exit non-zero
        out("smoke test FAILED:")
        out(traceback.format_exc().rstrip())
        code = 1
    if args.report is not None:
        args.report.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return code
