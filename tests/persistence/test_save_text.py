"""The autosave's text is made incrementally (app/persistence/autosaver.SaveText, issue 14): each
action's JSON once, the text joined on the writer thread; byte for byte the full conversion
(`json.dumps(saves.save_dict(...))`) after every move of every game, after an undo too."""

import json
import random
import threading

import pytest

from app.games import registry
from app.persistence import autosaver, background, saves
from app.persistence.seats import SeatConfig

SEATS = [SeatConfig(n, "#888", "normal") for n in ("Ana", "Bo", "Cy", "Dan")]


def full_text(game, state, revealed, meta, saved_at):
    return json.dumps(saves.save_dict(game, state, SEATS[:state.num_players], revealed, saved_at=saved_at, meta=meta),
                      ensure_ascii=False, separators=(",", ":"))


def check(text_maker, game, state, revealed, meta):
    text = text_maker.pieces(state, revealed, meta)()
    saved_at = json.loads(text)["saved_at"]
    assert text == full_text(game, state, revealed, meta, saved_at)


@pytest.mark.parametrize("game_id", registry.ids())
def test_incremental_text_equals_the_full_conversion(game_id):
    game = registry.get(game_id)
    state = game.new_state(4, 11)
    maker = autosaver.SaveText(game, SEATS)
    rng = random.Random(5)
    check(maker, game, state, [], None)
    for n in range(30):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        revealed = [i % 3 == 0 for i in range(len(state.history))]
        check(maker, game, state, revealed, {"hints": [1], "played_s": 2.5} if n % 2 else None)
    moves = len(state.history)
    assert maker.converted == moves  # each action made into JSON once, not the history at every move


def test_an_undo_keeps_only_the_actions_still_played():
    game = registry.get("flip7")
    state = game.new_state(3, 2)
    maker = autosaver.SaveText(game, SEATS[:3])
    for _ in range(6):
        state.apply(state.legal_actions()[0])
        check(maker, game, state, [False] * len(state.history), None)
    shorter = game.new_state(3, 2)
    for action in state.history[:3]:
        shorter.apply(action)  # the same action objects, as the session's undo replays them
    check(maker, game, shorter, [False] * 3, None)
    assert maker.converted == 6  # the first three were kept
    shorter.apply(shorter.legal_actions()[-1])
    check(maker, game, shorter, [False] * 4, None)
    assert maker.converted == 7


def test_the_text_is_joined_on_the_writer_thread(tmp_path, monkeypatch):
    """The UI thread converts only the new action; the whole save's text is put together where it
    is written (the writer thread), from strings (nothing there reads the live state)."""
    game = registry.get("flip7")
    state = game.new_state(3, 4)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    threads, dumped = [], []
    real_join = autosaver.SaveText.pieces

    def pieces(self, *a, **k):
        join = real_join(self, *a, **k)

        def traced():
            threads.append(threading.current_thread())
            return join()
        return traced
    monkeypatch.setattr(autosaver.SaveText, "pieces", pieces)
    real_dumps = autosaver.json.dumps
    monkeypatch.setattr(autosaver.json, "dumps", lambda v, *a, **k: dumped.append(v) or real_dumps(v, *a, **k))
    saver = autosaver.Autosaver(tmp_path / "auto.json", game, SEATS[:3])
    done = []
    assert saver.save(state, [False] * 5, done.append) == []
    assert background.flush(10)
    assert threads and threads[0] is not threading.main_thread()
    assert all(not (isinstance(v, dict) and "state" in v) for v in dumped)  # the whole save is never dumped
    on_disk = (tmp_path / "auto.json").read_text(encoding="utf-8")
    assert on_disk == full_text(game, state, [False] * 5, None, json.loads(on_disk)["saved_at"])
    saver.close()
