"""Issue 25: a hot-seat game never shows one player's secrets to another, on the screen.

Two humans (Ana and Ben) and, in the three-player games, a computer player (Cleo) at one computer.
For each game two worlds are built that differ only in one secret of one seat: a card of Ana's (or
Ben's) hand, or in Top 3 the order card Ana (or Ben) lays. Both are played on their own table screens,
offscreen and at the same size, with the same clicks and the same computer moves, through hand-off
covers, undo and redo on a cover, computer players thinking, saving and loading, and continuing after a
restart (tests/ui/hotseat_worlds.py). After every step, and while a computer thinks, whenever the
secret's holder is not the one at the screen (the seat named by the last cover confirmed, until its
turn ends; or a cover is up; or the session names another viewer), the two screens must be the same:
the announcements the session made since the step before (as the JSON a remote seat would receive),
the pixels, the log, the status line and the view the table draws. Whoever sits at the screen then
cannot tell the two worlds apart, so the screen shows them nothing of the secret.

The leaks the play-test found: (1) undo on the cover "Pass the mouse to Ben" after Ana's move left the
cover naming Ben, and Ben's click showed him Ana's hand (the same after a computer moved in between,
and after loading); (2) while the computer thought after Ben's move, Ben's hand stayed on screen.

A sanity check (`peek`) makes sure the comparison can fail: while the secret's holder IS at the
screen, its card (or its picked order card) is drawn, and the two screens must differ."""

from __future__ import annotations

import pytest

from tests.ui import hotseat_worlds as hw
from tests.ui.hotseat_worlds import ANA, BEN

# ---- the scripts ---------------------------------------------------------------------------------------
# Steps: "confirm" (whoever the cover names clicks it), "move" (the human to move makes one move),
# "turn" (... plays until the turn passes), "bot" (the computer moves, looked at while it thinks and
# after), "undo" / "redo" (the table's buttons; skipped, and said so in the report, when the session
# refuses in both worlds), "reload" (save, quit, load the autosave into a new session and screen),
# "pick" (Top 3: the order card is picked on the table), "peek:<name>" (the sanity check, when <name>
# holds the secret). The steps stay valid whatever the session does on undo: "confirm" clicks whatever
# cover is up, "move" moves for whoever is to move.

TOP_ODER_FLOP = [
    "confirm", "peek:Ana", "move",              # opening round 1: Ana, then the cover for Ben
    "confirm", "peek:Ben", "move", "bot",       # Ben, then Cleo thinks (leak 2) and plays
    "confirm", "move", "confirm", "move", "bot",  # opening round 2
    "confirm", "move",                          # Ana lays a card face down: the cover for Ben
    "undo", "confirm", "redo",                  # Ana takes it back on Ben's cover (leak 1), plays it again
    "confirm", "move", "bot",                   # Ben, Cleo thinks (leak 2) and plays: the cover for Ana
    "undo", "confirm", "move", "bot",           # Ben takes his move and Cleo's back on Ana's cover (leak 1)
    "reload", "undo", "confirm", "move", "bot",  # save and load on a cover, then undo there
    "confirm", "move", "reload",                # Ana plays; save and load on Ben's cover
    "confirm", "move", "bot", "confirm", "move",  # and play on after the restart
]

TOP_POP_CITY_POWERS = [
    "bot",                                       # Cleo lays the set-up card
    "confirm", "peek:Ana", "turn",               # Ana's turn (place, take, stack, done: a card she knows)
    "undo", "confirm", "redo",                   # Ana takes back her last move on Ben's cover (leak 1)
    "confirm", "peek:Ben", "turn", "bot",        # Ben's turn, Cleo thinks (leak 2) and plays
    "undo", "confirm", "turn", "bot",            # Ben takes back on Ana's cover, if the rules allow
    "reload", "undo", "confirm", "turn",         # save and load on a cover, then undo there
    "reload", "confirm", "turn", "bot",          # save and load on a cover, play on
    "confirm", "turn",
]

TOP_POP_TWO_PLAYER = [
    "confirm", "peek:Ana", "turn",               # Ana lays her two seventh cards and discards one
    "undo", "confirm", "redo",                   # Ana takes back the discard on Ben's cover (leak 1)
    "confirm", "peek:Ben", "turn",               # Ben lays his seventh cards and plays (draws a card he knows)
    "undo", "confirm", "redo",                   # Ben takes back his play on Ana's cover (leak 1)
    "reload", "undo", "confirm", "redo",         # save and load on a cover, undo and redo there
    "confirm", "turn", "reload",                 # Ana plays; save and load on Ben's cover
    "confirm", "turn", "confirm", "turn",        # and play on after the restart
]

TOP3 = [
    "confirm", "pick", "peek:Ana", "move",       # Ana picks and lays her order card: the cover for Ben
    "undo", "confirm", "move",                   # Ana takes it back on Ben's cover (leak 1), lays it again
    "reload",                                    # save and load on Ben's cover
    "confirm", "pick", "peek:Ben", "move",       # Ben chooses; Cleo thinks (leak 2)
    "bot",                                       # Cleo chooses: the reveal shows everything (the end)
]

# game -> (the worlds, seed, script, what the script must have done: at least so many of each)
MUST = {"covers confirmed": 3, "reloads": 1, "undos on a cover": 1, "compared while a computer thinks": 1}
GAMES = {
    "top_oder_flop": (hw.top_oder_flop, 2, TOP_ODER_FLOP, {**MUST, "undos on a cover": 2}),
    # each turn of the standard game ends with a draw, which undo refuses to take back (today and with
    # the rewrite's policy, for this deal): no undo on a cover here; the other games have it
    "top_pop_city_powers": (hw.top_pop_city_powers, 5, TOP_POP_CITY_POWERS,
                            {k: v for k, v in MUST.items() if k != "undos on a cover"}),
    "top_pop_two_player": (hw.top_pop_two_player, 5, TOP_POP_TWO_PLAYER,
                           {k: v for k, v in MUST.items() if k != "compared while a computer thinks"}),
    "top3": (hw.top3, 4, TOP3, MUST),
}
CASES = [pytest.param(game, secret, id=f"{game}-{hw.NAMES[secret]}s-secret")
         for game in GAMES for secret in (ANA, BEN)]


def run_script(lockstep: hw.Lockstep, script: list[str]) -> None:
    for step in script:
        kind, _, who = step.partition(":")
        if kind == "peek":
            if hw.NAMES[lockstep.secret] == who:
                lockstep.peek()
        elif kind == "pick":
            if lockstep.worlds[0].session.current_player == lockstep.secret:
                lockstep.pick()
        else:
            getattr(lockstep, kind)()


@pytest.mark.timeout(120)
@pytest.mark.parametrize(("game", "secret"), CASES)
def test_the_screen_shows_nothing_of_a_secret_to_whoever_else_sits_there(qtbot, tmp_path, game, secret):
    build, seed, script, must = GAMES[game]
    setup = build(secret, seed)
    lockstep = hw.Lockstep(qtbot, setup, tmp_path / "saves", tmp_path / "screens")
    try:
        lockstep.open()
        run_script(lockstep, script)
    finally:
        lockstep.close()
    # the comparison is not blind: with the holder at the screen, the two screens differ
    if not lockstep.counts.get("peeked") or lockstep.blind:
        pytest.fail("The sanity check failed: " + "; ".join(lockstep.blind or ["it was never reached"]) + "\n"
                    + lockstep.story(), pytrace=False)
    # the screens showed the secret to someone else
    if lockstep.mismatches:
        pytest.fail(lockstep.report(), pytrace=False)
    # the script went where it was meant to go: covers, undo on a cover, loading, computers thinking
    short = {k: f"{lockstep.counts.get(k, 0)} < {n}" for k, n in must.items() if lockstep.counts.get(k, 0) < n}
    if short:
        pytest.fail(f"The script went astray ({short}): {lockstep.counts}\n{lockstep.story()}", pytrace=False)
    if lockstep.diverged is not None and game != "top3":  # Top 3's reveal parts the worlds, at the script's end
        pytest.fail(f"The two worlds parted: {lockstep.diverged}\n{lockstep.story()}", pytrace=False)
