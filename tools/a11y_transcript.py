#!/usr/bin/python3
"""Read a Top Five table through AT-SPI, as a screen reader on Linux does (issue 29), and write what
it found and heard: a transcript.

    dbus-run-session -- /usr/bin/python3 tools/a11y_transcript.py [--moves N] [--out FILE] [--language de]

Needs Debian's xvfb, xdotool, at-spi2-core and python3-pyatspi (this script runs under the system's
Python, which has pyatspi; the app runs from the project's .venv). It starts a virtual screen and the
accessibility bus, starts the app with `QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`, and then, by keys alone
(xdotool), opens a new game of Flip 7 from the launcher (Ctrl+N, Enter). For each of a few moves it
reads the table's tree (every part's role and name), the moves offered as the table's actions, and the
announcements the app sent (AT-SPI `object:announcement` events), then plays a move: by the table's
action (what a screen reader's "perform action" does) or by a key.

The transcript shows exactly what came over the bus; nothing is read from the app's memory."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"


def _need(command: str) -> None:
    if shutil.which(command) is None:
        sys.exit(f"{command} is missing: apt-get install xvfb xdotool at-spi2-core python3-pyatspi")


def _wait_for(test, seconds: float, what: str):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = test()
        if found:
            return found
        time.sleep(0.2)
    sys.exit(f"gave up waiting for {what}")


class Reader:
    """What the screen reader side sees: the app's tree and its announcements."""

    def __init__(self, pyatspi, name: str) -> None:
        self.atspi = pyatspi
        self.name = name
        self.heard: list[str] = []
        self._lock = threading.Lock()

    def listen(self) -> None:
        self.atspi.Registry.registerEventListener(self._event, "object:announcement")
        # as a screen reader does: the app sends what changed only to those who listen, and the
        # reader's cache of names and children follows these events
        self.atspi.Registry.registerEventListener(lambda event: None, "object:property-change:accessible-name",
                                                  "object:property-change:accessible-description",
                                                  "object:children-changed", "object:state-changed", "focus:")
        thread = threading.Thread(target=self.atspi.Registry.start, kwargs={"gil": False}, daemon=True)
        thread.start()

    def _event(self, event) -> None:
        with self._lock:
            self.heard.append(f"{event.any_data}")

    def take_heard(self) -> list[str]:
        with self._lock:
            heard, self.heard = self.heard, []
        return heard

    def app(self):
        desktop = self.atspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and self.name in (app.name or ""):
                return app
        return None

    def find(self, node, test, depth: int = 0):
        if node is None or depth > 30:
            return None
        try:
            if test(node):
                return node
            kids = [node.getChildAtIndex(i) for i in range(node.childCount)]
        except Exception:  # a part that left the table meanwhile
            return None
        for kid in kids:
            found = self.find(kid, test, depth + 1)
            if found is not None:
                return found
        return None

    def table(self):
        app = self.app()
        return self.find(app, lambda n: n.getRoleName() == "panel" and ((n.name or "").endswith(" table") or (n.name or "").startswith("Tisch ")))

    def lines(self, node, depth: int = 0) -> list[str]:
        try:
            text = f"{'  ' * depth}{node.getRoleName()}: {node.name}"
            if node.description:
                text += f" ({node.description})"
            states = node.getState()
            if states.contains(self.atspi.STATE_FOCUSED):
                text += "  [focused]"
            out = [text]
            for i in range(node.childCount):
                kid = node.getChildAtIndex(i)
                if kid is not None:
                    out += self.lines(kid, depth + 1)
            return out
        except Exception as exc:  # noqa: BLE001 - a part that left the table meanwhile
            return [f"{'  ' * depth}(gone: {exc})"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--language", default="en")
    parser.add_argument("--app", default=None,
                        help="the app to start (default: the project's .venv python -m app; e.g. the installed top-five)")
    parser.add_argument("--orca", action="store_true",
                        help="also run the Orca screen reader and add what it speaks (its debug log's SPEECH OUTPUT)")
    args = parser.parse_args(argv)
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        sys.exit("run it inside a D-Bus session: dbus-run-session -- /usr/bin/python3 tools/a11y_transcript.py")
    for command in ("Xvfb", "xdotool"):
        _need(command)
    import pyatspi  # Debian's python3-pyatspi

    home = Path(tempfile.mkdtemp(prefix="a11y-home-"))
    read_end, write_end = os.pipe()  # Xvfb writes the number of the display it found free
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24"],
                            stderr=subprocess.DEVNULL, pass_fds=(write_end,))
    os.close(write_end)
    with os.fdopen(read_end) as numbers:
        display = ":" + numbers.readline().strip()
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
               LANGUAGE=args.language, LANG="de_DE.UTF-8" if args.language == "de" else "en_US.UTF-8")
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # a window manager, when there is one, makes the window active as on a desktop (a screen reader
    # follows the active window)
    wm = (subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
          if shutil.which("openbox") else None)
    time.sleep(1.0)
    os.environ["DISPLAY"] = display
    time.sleep(1.5)
    command = [args.app] if args.app else [str(PYTHON), "-m", "app"]
    app = subprocess.Popen(command, cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out: list[str] = []
    orca = None
    orca_log = home / "orca-debug.out"
    if args.orca:
        _need("orca")
        orca = subprocess.Popen(["orca", "--replace", "--debug-file", str(orca_log)], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def say(line: str = "") -> None:
        out.append(line)
        print(line, flush=True)

    def key(*keys: str) -> None:
        subprocess.run(["xdotool", "key", "--delay", "120", *keys], env=env, check=True)

    try:
        reader = Reader(pyatspi, "")
        reader.name = _wait_for(lambda: next((a.name for a in _apps(pyatspi) if a.name not in ("", None)), None),
                                30, "the app on the accessibility bus")
        reader.listen()
        time.sleep(3)
        win = _wait_for(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Top Five"], env=env,
                                               capture_output=True, text=True).stdout.split(), 30, "the window")
        subprocess.run(["xdotool", "windowsize", win[-1], "1280", "800"], env=env)
        if wm is not None:
            subprocess.run(["xdotool", "windowactivate", "--sync", win[-1]], env=env, stderr=subprocess.DEVNULL)
        subprocess.run(["xdotool", "windowfocus", "--sync", win[-1]], env=env)
        say(f"# Top Five read through AT-SPI ({args.language}), application {reader.name!r}")
        say("# keys: Ctrl+N (new game of the tile with the focus: Flip 7), Enter (start)")
        key("ctrl+n")
        time.sleep(2)
        key("Return")
        table = _wait_for(reader.table, 30, "the game table")
        for move in range(args.moves):
            time.sleep(1.0)
            _wait_for(lambda: _actions(reader.table() or table)[1], 60, "a move of the player at the screen")
            time.sleep(0.5)
            table = reader.table() or table
            say()
            say(f"## position {move + 1}: the table's tree")
            for line in reader.lines(table):
                say(line)
            heard = reader.take_heard()
            say("## announced since the last position")
            for sentence in heard:
                say(f"  \u00bb {sentence}")
            action, names = _actions(table)
            say(f"## the table's actions: {names}")
            if not names:
                continue
            if move % 2 == 0:
                say(f"## do action 0: {names[0]!r}")
                action.doAction(0)
            else:
                say("## press H (Hit)")
                key("h")
        time.sleep(2.5)
        say()
        say("## announced at the end")
        for sentence in reader.take_heard():
            say(f"  \u00bb {sentence}")
        if orca is not None:
            time.sleep(2)
            say()
            say("## what Orca spoke (its debug log's SPEECH OUTPUT lines)")
            for line in orca_spoke(orca_log):
                say(f"  orca: {line}")
    finally:
        if orca is not None:
            orca.terminate()
        app.terminate()
        if wm is not None:
            wm.terminate()
        bus.terminate()
        xvfb.terminate()
        shutil.rmtree(home, ignore_errors=True)
    if args.out is not None:
        args.out.write_text("\n".join(out) + "\n", encoding="utf-8")
    return 0


def orca_spoke(log: Path) -> list[str]:
    """The sentences Orca sent to speech, in order, from its debug log."""
    if not log.exists():
        return ["(Orca wrote no debug log)"]
    spoken = []
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        if "SPEECH OUTPUT:" in line:
            spoken.append(line.split("SPEECH OUTPUT:", 1)[1].strip())
    return spoken


def _actions(table):
    """(the table's action interface, the names of its actions: the moves offered now)."""
    try:
        action = table.queryAction()
        return action, [action.getName(i) for i in range(action.nActions)]
    except (NotImplementedError, Exception):  # noqa: BLE001 - a table gone meanwhile
        return None, []


def _apps(pyatspi):
    desktop = pyatspi.Registry.getDesktop(0)
    return [desktop.getChildAtIndex(i) for i in range(desktop.childCount) if desktop.getChildAtIndex(i) is not None]


if __name__ == "__main__":
    sys.exit(main())
