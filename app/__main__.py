"""python -m app [host ...] [simulate ...] [--smoke-test] [--version]"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--version"]:
        from app import __version__

        print(f"top-five {__version__}")
        return 0
    if argv[:1] == ["host"]:  # a table for other computers, headless (no Qt)
        from app.host.cli import main as host

        return host(argv[1:])
    if argv[:1] == ["simulate"]:
        from app.cli.simulate import main as simulate

        return simulate(argv[1:])
    if "--smoke-test" in argv:
        from app.cli.smoke import main as smoke

        return smoke([a for a in argv if a != "--smoke-test"])
    from app.ui.qt_app import main as gui

    return gui(argv)


if __name__ == "__main__":
    sys.exit(main())
