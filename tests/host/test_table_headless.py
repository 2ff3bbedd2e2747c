"""The table's core plays without Qt (issue 28): a headless `Table` on an asyncio loop (app/session/
table_core.py, app/session/driver.py) plays every game to its end with computer players on its worker
thread, announces every move, autosaves, and never loads PySide6. Run in a fresh interpreter, so that
nothing another test imported can hide a Qt import."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r'''
import asyncio, json, sys, tempfile
from pathlib import Path
from app.games import registry
from app.persistence.seats import SeatConfig
from app.session.driver import LoopDriver
from app.session.table_core import Table

WAYS = [("flip7", {}, 3), ("top_this", {}, 2), ("top_oder_flop", {}, 3), ("top3", {}, 3),
        ("top_pop", {"variant": "standard"}, 3), ("top_pop", {"variant": "two_player"}, 2)]

async def play(game_id, options, players, folder):
    game = registry.get(game_id)
    seats = [SeatConfig(f"Bot {i}", "#336699", "easy") for i in range(players)]
    done = asyncio.get_running_loop().create_future()
    table = Table.new(game, seats, 7, options, save_path=folder / f"{game_id}.json", driver=LoopDriver(),
                      bot_delay_ms=0, record_stats=False)
    table.set_waits_for_animations(False)
    kinds, lines = [], []
    table.announced.connect(lambda record: (kinds.append(record.kind), lines.extend(record.lines)))
    table.gameOver.connect(lambda: done.done() or done.set_result(True))
    problems = []
    table.error.connect(problems.append)
    await asyncio.wait_for(done, 120)
    table.close(wait_ms=2000)
    assert table.flush(10), "the autosave reached the disk"
    saved = json.loads((folder / f"{game_id}.json").read_text())
    return {"game": game_id, "moves": len(table.state.history), "kinds": sorted(set(kinds)),
            "lines": len(lines), "over": table.is_over, "problems": problems,
            "saved_moves": len(saved["state"]["actions"])}

async def main():
    with tempfile.TemporaryDirectory() as folder:
        return [await play(g, o, n, Path(folder)) for g, o, n in WAYS]

results = asyncio.run(main())
print(json.dumps({"results": results,
                  "qt": sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))}))
'''


def test_every_game_plays_to_its_end_on_a_headless_table_without_qt(tmp_path):
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=600,
                         env={"TOP_FIVE_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert out.returncode == 0, out.stderr[-3000:]
    import json

    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["qt"] == []
    for game in report["results"]:
        assert game["over"] and game["problems"] == [], game
        assert game["moves"] > 5 and game["lines"] > game["moves"] / 2, game
        assert "setup" in game["kinds"], game
        assert "move" in game["kinds"], game
        assert game["saved_moves"] == game["moves"], game  # the autosave holds every move
