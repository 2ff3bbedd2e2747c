"""`python -m app simulate`: its figures, its argument checks, and the statistics behind them."""

from __future__ import annotations

import io
import re

import pytest

from app.__main__ import main as app_main
from app.bots.stats import one_sample_z, two_proportion_z, wilson_interval
from app.cli import simulate


def run(*argv) -> tuple[int, str]:
    out = io.StringIO()
    code = simulate.main(list(argv), out=out)
    return code, out.getvalue()


def table_rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if re.match(r"^\d+\s+(easy|normal|hard)\s", line)]


def test_simulate_prints_every_figure_per_seat():
    code, text = run("flip7", "--players", "3", "--games", "24", "--bots", "hard,normal,easy", "--seed", "3")
    assert code == 0
    assert text.startswith("Flip 7: 24 games, 3 players, seed 3, bots hard,normal,easy")
    for header in ("win rate", "95% interval", "points/round"):
        assert header in text
    rows = table_rows(text)
    assert [r[1] for r in rows] == ["hard", "normal", "easy"]
    assert sum(float(r[2]) for r in rows) == 24  # every game has exactly one winner
    for r in rows:
        rate = float(r[3].rstrip("%")) / 100
        low, high = (float(x.strip("[],%")) / 100 for x in r[4:6])
        assert low <= rate <= high
        assert 5 < float(r[6]) < 40  # points per round
    assert re.search(r"^bust rate \(busts per player-round\): seat 0 \d+\.\d%, seat 1 .*, seat 2 ", text, re.M)
    assert "Flip 7 rate" in text
    assert re.search(r"^seat 0 \(hard\) vs a fair share of 33\.3%: win rate .* z = -?\d+\.\d\d, one-sided p = ", text, re.M)
    assert re.search(r"^played 24 games in \d+\.\d s: \d+\.\d games per second$", text, re.M)
    assert re.search(r"^\(the game's summary lines took another \d+\.\d s\)$", text, re.M)


def test_simulate_is_reproducible_and_one_level_fills_every_seat():
    _, first = run("flip7", "--players", "4", "--games", "10", "--bots", "normal", "--seed", "8")
    _, again = run("flip7", "--players", "4", "--games", "10", "--bots", "normal", "--seed", "8")
    _, other = run("flip7", "--players", "4", "--games", "10", "--bots", "normal", "--seed", "9")
    def strip(text):  # everything but the timings
        return [line for line in text.splitlines() if not line.startswith(("played", "(the game's summary"))]

    assert strip(first) == strip(again)
    assert strip(first) != strip(other)
    assert [r[1] for r in table_rows(first)] == ["normal"] * 4


def test_simulate_is_wired_into_python_m_app(capsys):
    assert app_main(["simulate", "flip7", "--players", "3", "--games", "2", "--bots", "easy"]) == 0
    assert "played 2 games" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    ["flip7", "--players", "3", "--bots", "hard,normal"],  # two levels for three seats
    ["flip7", "--bots", "expert"],
    ["flip7", "--games", "0"],
])
def test_simulate_refuses_bad_arguments(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        simulate.main(argv)
    assert exc.value.code == 2
    assert "error" in capsys.readouterr().err


def test_simulate_explains_an_unknown_game_or_table_size(capsys):
    assert simulate.main(["chess", "--games", "1"]) == 2
    assert "There is no game 'chess'" in capsys.readouterr().err
    assert simulate.main(["flip7", "--players", "2", "--games", "1"]) == 2
    assert "for 3 to 24 players, not 2" in capsys.readouterr().err


def test_statistics():
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson_interval(0, 10)
    assert low == 0 and high == pytest.approx(0.2775, abs=1e-4)
    z, p = one_sample_z(60, 100, 0.5)
    assert z == pytest.approx(2.0) and p == pytest.approx(0.02275, abs=1e-4)
    z, p = two_proportion_z(60, 100, 40, 100)
    assert z == pytest.approx(2.8284, abs=1e-3) and p == pytest.approx(0.00234, abs=1e-4)
    assert two_proportion_z(40, 100, 60, 100)[0] == pytest.approx(-z)


def test_simulate_passes_game_options_to_every_game():
    assert simulate.parse_options("variant=two_player, city_powers=true,start=1") == {
        "variant": "two_player", "city_powers": True, "start": 1}
    assert simulate.parse_options("") == {}
    code, text = run("top_pop", "--players", "2", "--games", "2", "--bots", "easy", "--options", "variant=two_player")
    assert code == 0, text
    assert text.splitlines()[1] == 'options: variant="two_player"'
    assert "played 2 games" in text
    # an option the game refuses is a message, not a traceback
    code, _ = run("top_pop", "--players", "3", "--games", "1", "--bots", "easy", "--options", "variant=two_player")
    assert code == 2
    with pytest.raises(SystemExit):
        simulate.parse_args(["top_pop", "--options", "variant"])
