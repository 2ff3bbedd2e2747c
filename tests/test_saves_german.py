"""English and German for saves, the autosave and the session (issue 9): every sentence a player reads
about a damaged or hand-edited save, a damaged autosave, a move log that was ignored, a seat, undo and
redo reads in German when German is chosen: it differs from the English, its placeholders are filled,
and it has none of the English words a forgotten mark would leave."""

from __future__ import annotations

import json
import os
import re

import pytest

from app.core import SaveFormatError, i18n
from app.persistence import autosave, files, movelog, paths, saves
from app.persistence.seats import SeatConfig, seat_from_dict, seat_problem, validate_seats
from tests.persistence.test_saves import SEATS3, _mutations, played_state, write_save
from tests.support import GAME, OPEN_GAME, resolve
from tests.support.secretgame.rules import Pass, Swap

#: English words that a German sentence of ours never has (a sentence left unmarked has several)
ENGLISH = {"the", "is", "not", "no", "of", "and", "it", "its", "this", "that", "be", "has", "have", "game",
           "saved", "save", "file", "move", "moves", "seat", "seats", "player", "players", "cannot", "could",
           "read", "damaged", "human", "easy", "hard", "your", "yours", "wait", "turn", "back",
           "log", "again", "there", "which", "who", "was", "were", "kind"}
#: cases whose reason after the colon is the test game's own refusal (a game translates its rules):
#: only the part of ours is checked for English
RULES_SAY = {"edited move", "unknown move", "bad option"}


def _words(sentence: str, *known: str) -> set[str]:
    """The lower-case words of `sentence` without the paths, file names and names in `known`."""
    for value in sorted(known, key=len, reverse=True):
        sentence = sentence.replace(value, " ")
    sentence = re.sub(r"\S*[/\\]\S*", " ", sentence)  # a path
    return {w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", sentence)}


def _both(make, *known: str) -> tuple[str, str]:
    """The sentence `make()` gives (returns or raises) in English and in German, checked."""
    out = []
    for language in ("en", "de"):
        with i18n.use(language):
            try:
                sentence = make()
            except (SaveFormatError, ValueError) as exc:
                sentence = str(exc)
        assert isinstance(sentence, str) and sentence, language
        out.append(sentence)
    english, german = out
    assert german != english
    for sentence in out:
        assert not re.search(r"\{[a-z_]*\}", sentence), sentence  # every placeholder filled
        assert "Traceback" not in sentence
    assert not _words(german, *known) & ENGLISH, (german, _words(german, *known) & ENGLISH)
    assert _words(english, *known) & ENGLISH, english  # the check can fail: the English has them
    return english, german


@pytest.mark.parametrize("label, mutate, message", _mutations(), ids=[m[0] for m in _mutations()])
def test_every_damaged_save_reads_in_german(tmp_path, label, mutate, message):
    good = write_save(tmp_path)
    text = good.read_text()
    bad = tmp_path / "bad.json"
    bad.write_text(mutate(json.loads(text), text))

    def load():
        saves.load_game(bad, resolve_game=resolve)

    if label in RULES_SAY:  # ours up to the colon; after it, the test game's rules in English
        english, german = [], []
        for language, out in (("en", english), ("de", german)):
            with i18n.use(language), pytest.raises(SaveFormatError) as caught:
                load()
            out.append(str(caught.value))
        assert german[0] != english[0] and re.match(r"Zug \d|Das gespeicherte Spiel", german[0]), german[0]
        assert not _words(german[0].split(":")[0]) & ENGLISH
        return
    english, _german = _both(load)
    assert re.search(message, english)  # the English stays what the English tests expect


def test_files_that_are_no_saves_read_in_german(tmp_path, monkeypatch):
    missing, folder = tmp_path / "nope.json", tmp_path / "folder"
    folder.mkdir()
    junk = tmp_path / "junk.json"
    junk.write_bytes(bytes(range(128, 256)) * 8)
    big = write_save(tmp_path, name="big.json")
    english, german = _both(lambda: saves.load_game(missing, resolve_game=resolve))
    assert str(missing) in german and german.startswith("Unter ")
    _both(lambda: saves.load_game(folder, resolve_game=resolve))
    _both(lambda: saves.load_game(junk, resolve_game=resolve))
    _both(lambda: saves.read_text(big, limit=10))  # far too large
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        english, german = _both(lambda: saves.load_game(fifo, resolve_game=resolve))
        assert "ordinary file" in english and "gewöhnliche Datei" in german

    def refused(path, limit):
        raise PermissionError(13, "Zugriff verweigert", str(path))  # the system's own words

    monkeypatch.setattr(files, "read_capped", refused)
    english, german = _both(lambda: saves.load_game(big, resolve_game=resolve))
    assert "Zugriff verweigert" in german


def test_peek_and_a_cut_short_save(tmp_path):
    text = write_save(tmp_path).read_text()
    cut = tmp_path / "cut.json"
    cut.write_text(text[:-40])
    _both(lambda: saves.peek_header(cut))
    other = tmp_path / "other.json"
    other.write_text('{"format": "another-app"}')
    _both(lambda: saves.peek_header(other))
    unknown = tmp_path / "unknown.json"
    unknown.write_text(json.dumps({**json.loads(text), "version": "two"}))
    english, german = _both(lambda: saves.load_game(unknown, resolve_game=resolve))
    assert "unknown version" in english and "unbekannter Version" in german


@pytest.mark.parametrize("data", [
    {"name": "Ana", "color": "#123", "kind": "human", "hat": 1},
    {"name": "Ana", "color": "#123"},
    {"name": 5, "color": "#123", "kind": "human"},
    {"name": "Ana", "color": None, "kind": "human"},
    {"name": "A\tB", "color": "#123", "kind": "human"},
    {"name": "Ana", "color": "#123", "kind": "genius"},
    [1, 2],
])
def test_every_seat_sentence_reads_in_german(data):
    english, german = _both(lambda: seat_from_dict(data, 2))
    assert "2" in german
    if isinstance(data, dict) and data.get("kind") == "genius":
        assert "„genius“" in german and "Mensch, leicht, normal, schwer" in german


def test_seat_counts_and_names_read_in_german():
    english, german = _both(lambda: validate_seats(SEATS3[:1], 3))
    assert english == "The game has 3 players but 1 seat was given." and "1 Platz angegeben" in german
    english, german = _both(lambda: validate_seats(SEATS3[:2], 3))
    assert english == "The game has 3 players but 2 seats were given." and "2 Plätze" in german
    _both(lambda: seat_problem(SeatConfig("x" * 40, "#123", "human"), 1))
    _both(lambda: seat_problem("a seat", 1))


def test_a_damaged_autosave_reads_in_german(monkeypatch):
    for moved in (True, False):
        if not moved:
            def no_rename(*args):
                raise OSError(13, "refused")
            monkeypatch.setattr(autosave.os, "rename", no_rename)
        out = []
        for language in ("en", "de"):
            paths.autosave_path().write_bytes(b"\x00\xff not a save")
            with i18n.use(language):
                out.append(autosave.examine().problem)
        english, german = out
        assert english.startswith("Your unfinished game could not be read.") and german != english
        assert german.startswith("Deine nicht beendete Partie konnte nicht gelesen werden.")
        assert ("aufbewahrt" in german) is moved and ("beiseitelegen" in german) is not moved
        kept = sorted(paths.data_dir().glob("autosave.damaged-*.json"))
        names = [p.name for p in kept]
        assert not _words(german, *names) & ENGLISH, german
        assert not re.search(r"\{[a-z_]*\}", german)


def test_an_ignored_move_log_reads_in_german(tmp_path):
    for why in (movelog.TOO_LARGE, movelog.UNREADABLE, movelog.DAMAGED, movelog.UNKNOWN_FORMAT,
                movelog.NO_SNAPSHOT, movelog.NOT_OURS, movelog.ILLEGAL):
        english, german = _both(lambda: movelog._lost(why))
        assert why in english and "Zugprotokoll" in german
    log = tmp_path / "autosave.moves.jsonl"
    log.write_text('{"format": "top-five-moves"}\n{not json}\n')
    english, german = _both(lambda: movelog.merge(None, log, resolve)[1])
    assert "damaged" in english and "beschädigt" in german


def test_autosave_problems_read_in_german(tmp_path, monkeypatch):
    from app.persistence.autosaver import Autosaver

    saver = Autosaver(tmp_path / "autosave.json", GAME, SEATS3)
    english, german = _both(lambda: saver.written((3, None, "Kein Platz auf dem Gerät"), played_state())[1])
    assert "automatically" in english and "automatisch" in german
    saver.close()


def test_session_refusals_read_in_german(qtbot):
    from tests.session.helpers import new_session

    session = new_session(["human", "human"], game=OPEN_GAME, rounds=1)
    try:
        session.start()
        names = ("Ana", "Bo")
        _both(session.undo_problem, *names)
        _both(session.redo_problem, *names)
        assert session.submit(Pass())
        english, german = _both(session.undo_problem, *names)
        assert english == "Ana's move can only be taken back by Ana, and it is now Bo's turn."
        assert german == "Nur Ana kann den Zug von Ana zurücknehmen, und jetzt ist Bo am Zug."
        assert session.submit(Pass())  # the showdown: the game is over
        _both(session.undo_problem, *names)
        _both(lambda: session.explain(Pass()), *names)
    finally:
        session.close(wait_ms=5000)
    _both(session.undo_problem, *names)
    _both(session.redo_problem, *names)
    _both(lambda: session.explain(Swap()), *names)
