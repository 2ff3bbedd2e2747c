"""Undo never lets a human peek at a computer's hand (issue 25, point 3): a human lays a card, a
computer answers by laying one face up from its hand, the human takes the move back and tries
another, and so learns the computer's hand.

Random sessions with one human seat and computers: the human plays random legal moves, the computers
answer on the worker thread. At each of the human's turns the moves since the human's last decision
are replayed on a fresh state and judged by the view oracle of tests/core/test_reveals.py (what each
seat's views and events showed it). When the oracle says some seat saw a card code new to it, undo
must be refused and change nothing; when undo is allowed the oracle must have seen nothing new. The
human takes moves back now and then, so the game goes on from taken-back positions too.

Another copy of a code the seat had seen ("NYC" again) is new information too, but the journal misses it
(tests/core/test_reveals.py, COPIES_LEAK): the last test shows the peek it leaves open in sessions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from app.games import registry
from app.persistence.seats import SeatConfig
from app.session import GameSession
from app.session.journal import Journal
from tests.core.test_reveals import COPIES_LEAK, COPIES_REASON, ViewOracle

#: the computers' levels drawn from (hard thinks for seconds: one game of its own below)
BOT_KINDS = ("easy", "normal")
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")
COLORS = ("#d33", "#3a3", "#33d", "#aa3", "#3aa")


class Replay:
    """The session's moves replayed on a fresh state, with the oracle's verdict for each move."""

    def __init__(self, game, state) -> None:
        self.game = game
        self.players, self.seed, self.options = state.num_players, state.seed, dict(state.options)
        self._reset()

    def _reset(self) -> None:
        self.state = self.game.new_state(self.players, self.seed, self.options)
        self.oracle = ViewOracle(self.game, self.state)
        self.steps: list = []

    def sync(self, live) -> None:
        """Catch up with the live state (from the start again when undo took moves back)."""
        if live.history[:len(self.steps)] != self.state.history:
            self._reset()
        for action in live.history[len(self.steps):]:
            events = self.state.apply(action)
            self.steps.append(self.oracle.step(self.state, events))
        assert self.state.to_json() == live.to_json()


class Tally:
    def __init__(self) -> None:
        self.counts: Counter = Counter()
        #: undo allowed though a computer showed another copy of a code: (game, players, seed, options,
        #: the human's decision (move number), [(move, seat, {seat shown: codes})], the history)
        self.copy_peeks: list = []

    def line(self, name: str) -> str:
        c = self.counts
        return (f"{name}: {c['games']} games, {c['moves']} moves, {c['turns']} human turns after a decision; "
                f"undo allowed {c['allowed']} (taken {c['undone']}), refused for a reveal {c['refused_reveal']} "
                f"(the oracle saw a new code {c['oracle_new']}, shown by a computer {c['computer_new']}; "
                f"only another copy of a code {c['oracle_copy']}), "
                f"refused otherwise {c['refused_other']}; undo allowed though another copy of a code was shown "
                f"{len(self.copy_peeks)}")


def play(qtbot, sessions, game_id, players, seed, options, tally, bots=BOT_KINDS, undo_chance=0.3, max_undos=4):
    """One game: a human at a random seat plays random legal moves against computers of `bots` levels,
    checking undo at each of the human's turns (and taking moves back now and then)."""
    game = registry.get(game_id)
    rng = random.Random(f"{game_id}/{players}/{seed}/{sorted(options.items())}")
    human = rng.randrange(players)
    seats = [SeatConfig(NAMES[s], COLORS[s], "human" if s == human else rng.choice(bots)) for s in range(players)]
    session = GameSession.new(game, seats, seed, options, autosave=False, bot_delay_ms=0)
    sessions.append(session)
    session.set_waits_for_animations(False)
    session.start()
    replay = Replay(game, session.state)
    undos = 0
    tally.counts["games"] += 1
    while True:
        qtbot.waitUntil(lambda: session.is_over or bool(session.legal_actions()), timeout=20000)
        if session.is_over:
            break
        assert session.current_player == human
        replay.sync(session.state)
        if undos:  # the journal truncated by undo knows what the one rebuilt from the moves knows
            assert session.revealed == Journal.rebuild(game, session.state).revealed
        actors = session.actors
        target = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] == human), None)
        if target is None:
            assert not session.can_undo()
        else:
            tally.counts["turns"] += 1
            since = range(target, len(actors))
            new = [(i + 1, actors[i], replay.steps[i].new_codes) for i in since if replay.steps[i].new_codes]
            by_computer = [n for n in new if n[1] != human]
            if session.can_undo():
                tally.counts["allowed"] += 1
                assert not new, (f"{game_id} {players}p seed {seed} {options}: undo allowed, but moves since the "
                                 f"human's decision (move {target + 1}) showed new cards: {new}")
                copies = [(i + 1, actors[i], replay.steps[i].new_copies) for i in since
                          if actors[i] != human and replay.steps[i].new_copies]
                if copies:
                    tally.copy_peeks.append((game_id, players, seed, options, target + 1, copies,
                                             list(session.state.history)))
                if undos < max_undos and rng.random() < undo_chance:
                    before = len(actors)
                    assert session.undo() is True
                    assert len(session.actors) == target < before and session.current_player == human
                    undos += 1
                    tally.counts["undone"] += 1
                    continue
            else:
                problem = session.undo_problem()
                reveal = "revealed" in problem
                tally.counts["refused_reveal" if reveal else "refused_other"] += 1
                assert reveal == any(session.revealed[target:]), problem
            if not new and any(replay.steps[i].new_copies for i in since):
                tally.counts["oracle_copy"] += 1  # only another copy of a code seen before (a draw, a card laid)
            if new:
                tally.counts["oracle_new"] += 1
                tally.counts["computer_new"] += bool(by_computer)
                before = session.state.to_json()
                assert not session.can_undo() and session.undo() is False
                assert session.state.to_json() == before and session.actors == actors
        assert session.submit(rng.choice(session.legal_actions())) is True
    tally.counts["moves"] += len(session.actors)
    assert not session.can_undo()
    session.close(wait_ms=5000)


#: (game, players, options, seeds, computers' levels)
SESSIONS = [
    ("top_oder_flop", 2, {}, range(6), BOT_KINDS),
    ("top_oder_flop", 3, {}, range(4), BOT_KINDS),
    ("top_oder_flop", 4, {}, range(3), BOT_KINDS),
    ("top_oder_flop", 5, {}, range(2), BOT_KINDS),
    ("top_oder_flop", 2, {}, range(1), ("hard",)),
    ("top_pop", 2, {"city_powers": True}, range(6), BOT_KINDS),
    ("top_pop", 3, {"city_powers": True}, range(6), BOT_KINDS),
    ("top_pop", 4, {"city_powers": True}, range(4), BOT_KINDS),
    ("top_pop", 5, {"city_powers": True}, range(3), BOT_KINDS),
    ("top_pop", 3, {"city_powers": True}, range(1), ("hard",)),
    ("top_pop", 2, {"variant": "two_player"}, range(12), BOT_KINDS),
    ("top3", 2, {"theme": "films"}, range(2), BOT_KINDS),
    ("top3", 3, {}, range(2), BOT_KINDS),
    ("top3", 4, {}, range(2), BOT_KINDS),
]


def _name(config) -> str:
    game_id, n, opts, _, bots = config
    return f"{game_id}-{n}p" + "".join(f"-{k}={v}" for k, v in opts.items()) + ("-hard" if bots == ("hard",) else "")


@pytest.mark.parametrize("config", SESSIONS, ids=_name)
def test_undo_never_goes_back_past_a_card_shown_to_a_seat(qtbot, sessions, config):
    game_id, players, options, seeds, bots = config
    tally = Tally()
    for seed in seeds:
        play(qtbot, sessions, game_id, players, seed, dict(options), tally, bots)
    print("\n" + tally.line(_name(config)))
    for peek in tally.copy_peeks[:3]:
        print("   undo allowed after a computer showed another copy of a code:", peek[:6])
    c = tally.counts
    assert c["refused_reveal"] and c["oracle_new"], "no undo was refused for a reveal: the test shows nothing"
    if game_id != "top3":  # (in Top 3 a human choosing last turns the cards up themselves)
        assert c["computer_new"]
    if game_id == "top_pop":  # in Top oder Flop nearly every turn draws, in Top 3 every round ends revealed
        assert c["allowed"] and c["undone"]


@pytest.mark.xfail(COPIES_LEAK, strict=True, reason=COPIES_REASON)
def test_undo_never_goes_back_past_another_copy_of_a_code_shown_by_a_computer(qtbot, sessions):
    """The peek of issue 25 through a code the human had seen before: once the deck is empty (no draw
    ends the turn), a computer plays another "NYC" face up from its hand, and the human may still take
    their move back and see what the computer answers to another one."""
    tally = Tally()
    for seed in range(24):
        play(qtbot, sessions, "top_pop", 2, seed, {"variant": "two_player"}, tally)
    print("\n" + tally.line("top_pop-2p-variant=two_player"))
    for peek in tally.copy_peeks:
        print("   undo allowed after a computer showed another copy of a code:", peek[:6])
    assert not tally.copy_peeks, tally.copy_peeks[:3]
