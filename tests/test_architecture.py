"""The layering, enforced: pure layers never import Qt or the UI (import-linter contracts in
pyproject.toml), and the version in pyproject.toml is the one the app reports."""

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold():
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint), "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.lower() or " 0 broken" in result.stdout.lower()


def test_version_matches_pyproject():
    from app import __version__

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["version"] == __version__


# ---- every module, not a list: Qt only in the Qt folders, every game the same shape ------------------
import grimp  # noqa: E402 - import-linter's own graph builder

GAMES_DIR = ROOT / "app" / "games"
#: entry points that start Qt themselves (the smoke test draws each table; __main__ starts the GUI)
QT_ENTRY_POINTS = ("app.cli.smoke", "app.__main__")


def qt_allowed(module: str) -> bool:
    """app.ui, app.session and a game's ui/ package may import Qt; so may the two entry points."""
    parts = module.split(".")
    return (parts[:2] in (["app", "ui"], ["app", "session"]) or module in QT_ENTRY_POINTS
            or (len(parts) >= 4 and parts[1] == "games" and parts[3] == "ui"))


def game_packages() -> list[str]:
    return sorted(p.name for p in GAMES_DIR.iterdir() if (p / "rules.py").exists())


def _graph():
    sys.path.insert(0, str(ROOT))
    try:
        return grimp.build_graph("app", include_external_packages=True)
    finally:
        sys.path.remove(str(ROOT))


def test_qt_only_in_the_qt_folders():
    """No module outside app.ui, app.session, app.games.<id>.ui (and the entry points) imports Qt,
    directly or through another module: every module of app is checked, none listed by hand."""
    graph = _graph()
    qt = [name for name in ("PySide6", "shiboken6") if name in graph.modules]
    assert qt, "the graph should see the Qt imports of app.ui"
    pure = sorted(m for m in graph.modules if m.split(".")[0] == "app" and not qt_allowed(m))
    assert "app.games.flip7.rules" in pure and "app.games.top_this.ui.scene" not in pure
    chains = [chain for m in pure for q in qt if (chain := graph.find_shortest_chain(importer=m, imported=q))]
    assert chains == [], "Qt reached from pure modules: " + "; ".join(" -> ".join(c) for c in chains)


def test_no_game_imports_another():
    graph = _graph()
    games = game_packages()
    assert len(games) >= 2
    crossing = [(a, b) for a in games for b in games if a != b
                and graph.chain_exists(f"app.games.{a}", f"app.games.{b}", as_packages=True)]
    assert crossing == []


def _module_file(dotted: str) -> Path:
    return ROOT.joinpath(*dotted.split(".")).with_suffix(".py")


def test_every_game_has_the_parts_its_manifest_names():
    """What a game is made of is written in one place, its `INFO.parts` (app/core/manifest.py): every
    registered game declares rules, events, log, bots and a table with its animations, each module
    the manifest names exists, and the game's package holds no other rules module."""
    from app.games import registry

    packages = {info.id: f"app.games.{info.id}" for info in registry.infos()}
    assert sorted(packages) == game_packages()
    for game_id, package in packages.items():
        parts = registry.info(game_id).parts
        for required in ("rules", "log", "bots", "table", "animations"):
            assert getattr(parts, required), f"{game_id}: the manifest names no {required}"
        assert parts.events and parts.variants, game_id
        missing = [m for m in parts.modules(package) if not _module_file(m).exists()]
        assert missing == [], f"{package}: the manifest names modules that do not exist: {missing}"
        assert (GAMES_DIR / game_id / "ui" / "__init__.py").exists()


def test_every_way_to_play_is_chosen_by_its_options():
    """A manifest's variants are ways to play the game's options can choose, with player counts inside
    the game's, and every choice of the option that picks the way to play has its variant."""
    from app.games import registry

    for info in registry.infos():
        options = {o.name: o for o in info.options}
        for variant in info.parts.variants:
            for name, value in variant.options.items():
                assert name in options, f"{info.id}: variant {variant.name} sets unknown option {name}"
                assert options[name].problem(value, variant.min_players or info.min_players) is None
            low, high = variant.min_players or info.min_players, variant.max_players or info.max_players
            assert info.min_players <= low <= high <= info.max_players, (info.id, variant.name)
        chooser = {name for v in info.parts.variants for name in v.options}
        for name in chooser:
            assert {v.options[name] for v in info.parts.variants} == {c for c, _label in options[name].choices}
    top_pop = registry.info("top_pop").parts
    assert [v.rules for v in top_pop.variants] == ["standard", "standard", "duo"]
    assert top_pop.variant_of({"variant": "two_player", "city_powers": False}).name == "two_player"


def test_nothing_qt_like_outside_a_games_ui_folder():
    """A newcomer who knows one game knows where everything of the next one is: no scene_*, qt_*, items,
    art, anim or keys module beside the rules."""
    for game in game_packages():
        stray = [p.name for p in (GAMES_DIR / game).glob("*.py")
                 if p.stem.startswith(("scene", "qt_")) or p.stem in ("items", "art", "anim", "keys")]
        assert stray == [], f"app/games/{game}: Qt files outside ui/: {stray}"
