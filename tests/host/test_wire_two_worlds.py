"""Secrets over the wire (issue 28): two hosted games identical but for a card hidden from seat k (in Top
3: another seat's secret choice) send seat k's connection the same bytes, frame for frame.

World A is played first: each remote computer picks its moves (the holder of the secret never a move
that names a differing card), and what each seat played is recorded; world B replays each seat's
moves, the computer player (seeded alike, seeing the same) plays its own. Every text frame each
connection receives is kept. Seat k's frames must be equal in both worlds, up to the first that the
rules show the secret in (Top 3's reveal); the holder's must differ (the test can see a secret)."""

import asyncio
import json
import random

import pytest
from websockets.asyncio.client import connect

from app.core.state import new_secret
from app.games import registry
from app.host.server import Host, HostedTable
from tests.ui import hotseat_worlds as hw

CODE = "TWOWO-RLDS1"
SECRET = new_secret()  # the computer players' seeds: the same in both worlds


def _tokens():
    n = iter(range(1000))
    return lambda: f"token-{next(n)}"


class Apart(Exception):
    pass


class Seat:
    def __init__(self, seat, script=None, avoid=frozenset(), choices=None, rng=None):
        self.seat, self.script, self.avoid, self.choices, self.rng = seat, script, avoid, choices, rng
        self.frames, self.played = [], []

    def pick(self, game, legal):
        if self.script is not None:
            if not self.script or self.script[0] not in legal:
                raise Apart()  # the worlds went apart (a seat saw a differing card): the comparison ends
            return self.script.pop(0)
        actions = [game.parse_action(a) for a in legal]
        if self.choices is not None and actions and actions[0].TYPE == "choose":
            return self.choices.to_dict()
        fair = [a for a, action in zip(legal, actions) if not hw.names_a_card(action, self.avoid)]
        return self.rng.choice(fair or legal)

    async def play(self, url, game, name):
        async with connect(url, max_size=None) as socket:
            await socket.send(json.dumps({"type": "join", "code": CODE, "name": name, "lang": "en"}))
            async for text in socket:
                self.frames.append(text)
                message = json.loads(text)
                if message["type"] == "shown" and message["legal"]:
                    try:
                        action = self.pick(game, message["legal"])
                    except Apart:
                        return
                    self.played.append(action)
                    await socket.send(json.dumps({"type": "act", "action": action}))
                elif message["type"] == "over":
                    return


async def _world(setup, index, seats, tmp_path):
    game = registry.get(setup.game_id)
    kinds = ["remote" if k == "human" else k for k in setup.kinds]
    table = HostedTable(game, kinds, seed=setup.seed, options=dict(setup.options[index]), code=CODE,
                        save_path=tmp_path / f"world{index}.json", token_factory=_tokens(),
                        secret=SECRET)
    host = Host(table, bind="127.0.0.1", port=0)
    url = f"ws://127.0.0.1:{await host.start()}"
    players = []
    for seat in seats:  # joined in seat order: seat i gets seat i
        players.append(asyncio.create_task(seat.play(url, game, hw.NAMES[seat.seat])))
        await asyncio.sleep(0.05)
    over = asyncio.create_task(host.serve_until_over())
    _done, waiting = await asyncio.wait([*players, over], timeout=60, return_when=asyncio.FIRST_COMPLETED)
    if over in waiting:  # a seat found the worlds apart: what came so far is compared
        await asyncio.sleep(0.3)
        for task in waiting:
            task.cancel()
        await host.close()
    else:
        await asyncio.wait(waiting, timeout=10)


def _equal_until_seen(frames_a, frames_b, kinds, where):
    """How many frames are the same, byte for byte, before the seat may see the secret: the first
    frame that differs must differ in the seat's view (the rules show it something: a card drawn,
    a reveal) or carry one of the event `kinds`; a frame that differs while the view is the same
    shows a secret (the test fails)."""
    for i, (x, y) in enumerate(zip(frames_a, frames_b)):
        if x == y:
            continue
        a, b = json.loads(x), json.loads(y)
        seen = a.get("view") != b.get("view") or any(e["type"] in kinds for e in a.get("events", ()))
        assert seen, f"{where}: frame {i} differs although the seat's view is the same:\n{x}\n{y}"
        return i
    ended = all(frames and json.loads(frames[-1])["type"] == "over" for frames in (frames_a, frames_b))
    if ended:  # both games went to their end: not a frame less in one of them
        assert len(frames_a) == len(frames_b), f"{where}: {len(frames_a)} frames in world A, {len(frames_b)} in B"
    return min(len(frames_a), len(frames_b))  # else one world stopped where a seat found them apart


SETUPS = [
    ("top_oder_flop", lambda: hw.top_oder_flop(hw.ANA, 7), ()),
    ("top_pop_powers", lambda: hw.top_pop_city_powers(hw.ANA, 3), ()),
    ("top_pop_two_player", lambda: hw.top_pop_two_player(hw.ANA, 4), ()),
    ("top_pop_standard", lambda: hw._top_pop_worlds("Top Pop", 3, ("human", "human", "easy"), 5, {"start": 0}, hw.ANA,
                                                    hw.dealt_standard, (hw.ANA, hw.BEN)), ()),
    ("top_pop_lite", lambda: _lite_worlds(11), ()),
    ("top3", lambda: hw.top3(hw.ANA, 8), ("revealed",)),
]


def _lite_worlds(seed):
    """Top Pop lite has no hands: what no seat sees is the deck. Two worlds whose stacked decks differ
    in their two deepest different cards: every seat's bytes are the same until one is drawn."""
    options = {"start": 0, "variant": "lite"}
    deck = list(registry.get("top_pop").new_state(3, seed, dict(options)).deck)
    j = len(deck) - 1
    i = max(k for k in range(j) if deck[k] != deck[j])
    other = hw.swapped(deck, i, j)
    return hw.Setup("Top Pop (lite)", "top_pop", ("human", "human", "easy"), seed,
                    ({**options, "deck": deck}, {**options, "deck": other}), None,
                    f"the deck's {i + 1}th card is {deck[i]} in world A, {deck[j]} in world B",
                    frozenset({deck[i], deck[j]}))


@pytest.mark.parametrize("name, make, shows", SETUPS, ids=[s[0] for s in SETUPS])
def test_the_bytes_a_seat_receives_do_not_depend_on_what_it_may_not_see(tmp_path, name, make, shows):
    least = 3 if name == "top3" else 12  # Top 3: up to the first reveal (seated, deal, two choices)
    setup = make()
    humans = [i for i, kind in enumerate(setup.kinds) if kind == "human"]
    rng = random.Random(26)
    choices = setup.choices or (None, None)
    a = [Seat(i, avoid=setup.avoid, rng=rng, choices=choices[0] if i == setup.secret else None) for i in humans]
    asyncio.run(_world(setup, 0, a, tmp_path))
    b = [Seat(i, script=None if (setup.choices and i == setup.secret) else list(s.played),
              choices=choices[1] if i == setup.secret else None, rng=random.Random(1)) for i, s in zip(humans, a)]
    if setup.choices:  # Top 3: the holder chooses its own order card in each world, the others replay
        b = [Seat(i, script=None if i == setup.secret else list(s.played),
                  choices=choices[1] if i == setup.secret else None, rng=random.Random(1))
             for i, s in zip(humans, a)]
    asyncio.run(_world(setup, 1, b, tmp_path))
    for seat_a, seat_b in zip(a, b):
        if seat_a.seat == setup.secret:
            assert seat_a.frames != seat_b.frames, "the holder sees its secret: the worlds differ"
            continue
        equal = _equal_until_seen(seat_a.frames, seat_b.frames, shows, f"{setup.title} ({setup.what}), "
                                  f"frames to {hw.NAMES[seat_a.seat]}")
        assert equal >= least, f"only {equal} frames before {hw.NAMES[seat_a.seat]} could see the secret"
