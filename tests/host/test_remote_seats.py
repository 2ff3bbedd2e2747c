"""Seats played at other computers (app/session/screens.py, issue 28): each gets its own announcements in
its own language, plays through `submit_as`, and is refused in its own words; a bot plays on beside."""

import asyncio
import random

from app.core import i18n
from app.games import registry
from app.persistence.seats import SeatConfig
from app.session.driver import LoopDriver
from app.session.table_core import Table


def _seats():
    return [SeatConfig("Ana", "#aa3333", "human"), SeatConfig("Ben", "#3333aa", "human"),
            SeatConfig("Cleo", "#33aa33", "easy")]


async def _play(game_id: str, tmp_path) -> dict:
    game = registry.get(game_id)
    table = Table.new(game, _seats(), 11, {}, save_path=tmp_path / "t.json", driver=LoopDriver(), bot_delay_ms=0,
                      record_stats=False, remote=(0, 1))
    table.set_waits_for_animations(False)
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    got = {0: [], 1: []}
    refusals = {}
    rng = random.Random(3)

    def sink_for(seat):
        def sink(record):
            got[seat].append(record)
            if record.over and not done.done():
                done.set_result(True)
            if record.legal:  # its turn: answer later, as a computer over the network would
                loop.call_soon(lambda: table.submit_as(seat, rng.choice(record.legal)))
        return sink

    table.attach(0, sink_for(0), "en")
    table.attach(1, sink_for(1), "de")
    local = []
    table.announced.connect(local.append)
    # out of turn, before anything: refused in each seat's language, nothing changes
    await asyncio.sleep(0)
    current = table.state.current_player
    other = 1 - current if current in (0, 1) else 0
    refusals["turn"] = table.submit_as(other, {"type": "hit"} if game_id == "flip7" else table.legal_for(current)[0]
                                       if table.legal_for(current) else {"type": "x"})
    refusals["garbage"] = table.submit_as(0, {"type": "explode"})
    refusals["undo_de"] = table.undo_as(1)
    await asyncio.wait_for(done, 120)
    table.close(wait_ms=1000)
    return {"got": got, "refusals": refusals, "local": local, "state": table.state}


def test_two_remote_seats_and_a_bot_play_top_oder_flop_to_the_end(tmp_path):
    with i18n.use("en"):
        result = asyncio.run(_play("top_oder_flop", tmp_path))
    state = result["state"]
    assert state.is_over
    for seat in (0, 1):
        records = result["got"][seat]
        assert records[0].kind == "setup" and records[-1].over
        assert all(r.viewer == seat and r.handoff is None for r in records)
        assert all(not r.legal or r.acting == seat for r in records)  # moves offered only on its turn
        with i18n.speaking(("en", "de")[seat]):
            assert records[-1].view == state.view(seat)
    assert any("Karte" in line for r in result["got"][1] for line in r.lines)  # German lines for Ben
    assert not any("Karte" in line for r in result["got"][0] for line in r.lines)
    with i18n.speaking("de"):
        assert result["refusals"]["undo_de"] == i18n._("There is no move of yours to take back yet.")
    assert result["refusals"]["undo_de"] != "There is no move of yours to take back yet."
    assert result["refusals"]["turn"].startswith(("It is not your turn", "Du bist nicht am Zug"))
    assert result["refusals"]["garbage"].startswith("This is a move of an unknown kind")
    # the screen of the host shows nobody's secrets: no human sits at it
    assert all(r.viewer is None and not r.legal for r in result["local"])


async def _undo_after_another_person(tmp_path) -> dict:
    """Top This!, Ana and Ben at two computers: Ben flips, Ana flips twice (her turn of two actions),
    then on Ben's turn Ben asks to take back."""
    game = registry.get("top_this")
    seats = [SeatConfig("Ana", "#aa3333", "human"), SeatConfig("Ben", "#3333aa", "human")]
    table = Table.new(game, seats, 5, {}, driver=LoopDriver(), bot_delay_ms=0, record_stats=False,
                      remote=(0, 1), autosave=False)
    table.set_waits_for_animations(False)
    table.attach(0, lambda record: None, "en")
    table.attach(1, lambda record: None, "en")
    await asyncio.sleep(0.05)
    flips = 0
    while flips < 20 and not (table.state.current_player == 1 and table._journal.actors[-2:] == [0, 0]
                              and 1 in table._journal.actors):
        seat = table.state.current_player
        flip = next(a for a in table.legal_for(seat) if a.TYPE == "flip")
        assert table.submit_as(seat, flip) is None
        flips += 1
    history = list(table.state.history)
    answer = {"ben": table.undo_as(1), "history_kept": list(table.state.history) == history,
              "actors": list(table._journal.actors)}
    table.close()
    return answer


def test_a_seat_never_takes_back_what_another_person_played_after_it(tmp_path):
    with i18n.use("en"):
        answer = asyncio.run(_undo_after_another_person(tmp_path))
    assert answer["actors"][-2:] == [0, 0] and 1 in answer["actors"]  # Ana's two flips came after Ben's
    assert answer["ben"] == "Ana has played since Ben's last move, so it cannot be taken back."
    assert answer["history_kept"]
