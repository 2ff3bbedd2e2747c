"""PyInstaller runtime hook of Top Five (top-five.spec lists it, so it runs before PyInstaller's own).

`top-five --version` is answered here, by `app.__main__.main` itself, and the process exits: before
PyInstaller's `pyi_rth_pyside6` imports PySide6.QtCore (loading Qt, ICU and glib, most of a frozen
`--version`'s time) and `pyi_rth_inspect` imports inspect and zipfile. Every other command goes on
to those hooks and the entry script (top_five_main.py) as before.
"""


def _pyi_rthook():
    import sys

    if sys.argv[1:2] == ["--version"]:  # the same test as app.__main__.main
        from app.__main__ import main

        sys.exit(main(["--version"]))


_pyi_rthook()
del _pyi_rthook
