"""Run every benchmarks/bench_*.py module's run() and write the sections to docs/benchmarks.md.

`python -m benchmarks [name ...]` runs only the named modules (e.g. `engine`), printing them;
`python -m benchmarks targets` runs only issue 14's table (benchmarks/targets.py) and rewrites that
section at the top of docs/benchmarks.md. `make bench` runs the table first, then every module.
"""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import sys
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "docs" / "benchmarks.md"


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    names = ["targets"] + sorted(p.stem for p in HERE.glob("bench_*.py"))
    chosen = [n for n in names if not argv or n.removeprefix("bench_") in argv or n in argv]
    sections, failed = [], False
    for name in chosen:
        print(f"== {name}", flush=True)
        try:
            text = importlib.import_module(f"benchmarks.{name}").run()
            if name == "targets" and argv:
                importlib.import_module("benchmarks.targets").write(text, OUT)
        except Exception:  # a failing benchmark is reported, the others still run
            failed = True
            text = f"## {name}\n\nFAILED:\n\n```\n{traceback.format_exc()}\n```\n"
        print(text, flush=True)
        sections.append(text.strip())
    if not argv:
        header = (
            "# Benchmarks\n\nWritten by `make bench` on "
            f"{datetime.date.today().isoformat()}: {platform.platform()}, Python {platform.python_version()}, "
            f"{os.cpu_count()} cores.\n"
        )
        OUT.write_text(header + "\n" + "\n\n".join(sections) + "\n")
        print(f"wrote {OUT}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
