"""The move builder (app/ui/move_builder.py) on its own, with small made-up moves: it walks the legal
actions field by field, answers with an intent, the candidate for the rules (never a sentence of its
own), a step or the game's note, and goes back (Esc) or drops the choice."""

from __future__ import annotations

import dataclasses

from app.ui.move_builder import Answer, Field, Form, MoveBuilder


@dataclasses.dataclass(frozen=True)
class Lay:
    card: str
    row: int
    push: str | None = None


@dataclasses.dataclass(frozen=True)
class Take:
    pile: int


@dataclasses.dataclass(frozen=True)
class Bet:
    order: str
    bet: str | None = None


@dataclasses.dataclass(frozen=True)
class Build:
    spot: int
    caps: tuple


LAY = Form(Lay, (Field("card", lambda a: ("hand", a.card), match=lambda k: k[0] == "hand", target=False, fresh=True),
                 Field("row", lambda a: ("row", a.row), match=lambda k: k[0] == "row"),
                 Field("push", lambda a: ("on", a.row, a.push) if a.push else None)))
TAKE = Form(Take, (Field("pile", lambda a: ("pile", a.pile)),))
NOTE = "Pick a card first."


def _candidate(builder, key):
    if key[0] == "hand":
        return Lay(key[1], 0)
    if key[0] == "row":
        return Lay(builder.pick.card, key[1])
    if key[0] == "pile":
        return Take(key[1])
    return None


def _note(builder, key):
    return NOTE if key[0] == "row" and builder.pick.card is None else None


def lay_builder(legal) -> MoveBuilder:
    builder = MoveBuilder([LAY, TAKE], _candidate, _note)
    builder.set_legal(legal)
    return builder


LEGAL = [Lay("a", 1), Lay("a", 2, "x"), Lay("a", 2, "y"), Lay("b", 1), Take(3)]


def test_answers_are_typed_and_unpack_as_pairs():
    kind, what = Answer.intent(Take(1))
    assert (kind, what) == ("intent", Take(1)) and Answer.step() == ("step", None)
    assert Answer.whynot(Take(2)).kind == "whynot" and Answer.note("n").what == "n"


def test_walks_the_fields_and_lights_the_next_step():
    b = lay_builder(LEGAL)
    assert b.lit() == {("hand", "a"), ("hand", "b"), ("pile", 3)}
    assert b.targets() == {("pile", 3)}  # the hand is not a target on the table
    assert b.click(("hand", "a")) == Answer.step()
    assert b.pick.card == "a" and b.lit() == {("row", 1), ("row", 2)}
    assert b.click(("row", 2)) == Answer.step()  # two cards there to push: one more step
    assert b.lit() == {("on", 2, "x"), ("on", 2, "y")} and b.pick.row == 2
    assert b.click(("on", 2, "y")) == Answer.intent(Lay("a", 2, "y"))
    assert not b.active  # the move made, the choice is done


def test_a_whole_move_is_the_intent_at_once():
    b = lay_builder(LEGAL)
    b.click(("hand", "a"))
    assert b.click(("row", 1)) == Answer.intent(Lay("a", 1))
    assert lay_builder(LEGAL).click(("pile", 3)) == Answer.intent(Take(3))


def test_what_is_not_offered_is_the_candidate_for_the_rules():
    b = lay_builder(LEGAL)
    b.click(("hand", "b"))
    assert b.click(("row", 2)) == Answer.whynot(Lay("b", 2))
    assert b.pick.card == "b"  # the choice stays
    assert b.click(("pile", 4)) == Answer.whynot(Take(4))
    assert b.click(("hand", "z")) == Answer.whynot(Lay("z", 0))
    assert not b.active  # a new start that leads nowhere drops the old choice (a fresh field)


def test_the_builder_writes_no_sentence_the_game_notes_it():
    b = lay_builder(LEGAL)
    assert b.click(("row", 1)) == Answer.note(NOTE)
    bare = MoveBuilder([LAY, TAKE])
    bare.set_legal(LEGAL)
    assert bare.click(("row", 1)) == Answer.step()  # no note, no candidate: nothing to say


def test_again_puts_back_and_another_start_takes_another_way():
    b = lay_builder(LEGAL)
    b.click(("hand", "a"))
    b.click(("row", 2))
    assert b.click(("hand", "a")) == Answer.step() and not b.active  # the card again: back in hand
    b.click(("hand", "a"))
    b.click(("row", 2))
    assert b.click(("hand", "b")) == Answer.step() and b.picked == {"card": ("hand", "b")}
    b.click(("hand", "a"))
    b.click(("row", 2))
    assert b.click(("row", 1)) == Answer.intent(Lay("a", 1))  # an earlier field picked anew


def test_back_takes_the_last_field_and_cancel_all():
    b = lay_builder(LEGAL)
    b.click(("hand", "a"))
    b.click(("row", 2))
    assert b.back() and b.picked == {"card": ("hand", "a")}
    assert b.back() and not b.active and not b.back()
    b.click(("hand", "a"))
    assert b.cancel() and not b.cancel()


def test_new_legal_moves_keep_the_choice_only_while_it_leads_somewhere():
    b = lay_builder(LEGAL)
    b.click(("hand", "a"))
    b.set_legal([Lay("a", 1), Take(3)])
    assert b.pick.card == "a"
    b.set_legal([Lay("b", 1)])
    assert not b.active


def test_a_free_form_with_confirm_and_a_double_click():
    form = Form(Bet, (Field("order", lambda a: ("order", a.order), match=lambda k: k[0] == "order"),
                      Field("bet", lambda a: ("bet", a.bet) if a.bet else None, match=lambda k: k[0] == "bet")),
                confirm=("ok",), ordered=False, first_note="Pick an order first.")
    b = MoveBuilder([form], lambda bb, key: Bet(bb.order or "1", bb.bet))
    b.set_legal([Bet("1"), Bet("2"), Bet("1", "e"), Bet("2", "e")])
    assert b.click(("ok",)) == Answer.note("Pick an order first.")
    assert b.click(("bet", "e")) == Answer.step() and b.bet == "e"  # in any order
    assert b.click(("order", "2")) == Answer.step() and b.ready() == Bet("2", "e")
    assert b.click(("bet", "n")) == Answer.whynot(Bet("2", "n")) and b.bet == "e"
    assert b.click(("bet", "e")) == Answer.step() and b.bet is None  # again: taken back
    assert b.click(("ok",)) == Answer.intent(Bet("2"))
    assert b.complete_with(("order", "3")) == Answer.whynot(Bet("3")) and b.order is None
    assert b.complete_with(("order", "1")) == Answer.intent(Bet("1"))


def test_a_field_picked_several_times_and_keys_that_stay_lit():
    form = Form(Build, (Field("spot", lambda a: ("spot", a.spot), stays_lit=True),
                        Field("caps", lambda a: tuple(("cap", k) for k in a.caps), multi=True,
                              match=lambda k: k[0] == "cap")), confirm=("ok",))
    b = MoveBuilder([form], lambda bb, key: Build(bb.pick.spot or 0, (*bb.pick.caps, key[1])) if key[0] == "cap" else None)
    b.set_legal([Build(1, (0, 0, 2)), Build(1, (2,)), Build(2, (1,))])
    b.click(("spot", 1))
    assert b.lit() == {("cap", 0), ("cap", 2), ("spot", 1), ("spot", 2)}
    assert b.click(("cap", 0)) == Answer.step() and b.pick.caps == [0]
    assert b.click(("cap", 1)) == Answer.whynot(Build(1, (0, 1))) and b.pick.caps == [0]
    b.click(("cap", 2))
    assert b.ready() is None and b.lit() == {("cap", 0), ("spot", 1), ("spot", 2)}
    assert b.back() and b.pick.caps == [0]  # Esc: the last cap back
    b.click(("cap", 2))
    assert b.click(("cap", 0)) == Answer.step() and b.ready() == Build(1, (0, 0, 2))
    assert b.click(("ok",)) == Answer.intent(Build(1, (0, 0, 2)))


def test_aliases_and_also_keys():
    form = Form(Lay, (Field("card", lambda a: ("hand", a.card), target=False),
                      Field("row", lambda a: ("row", a.row), also=lambda a: [("label", a.row)])))
    b = MoveBuilder([form], aliases=lambda bb, key: [("row", key[1])] if key[0] == "on" else [])
    b.set_legal([Lay("a", 1)])
    b.click(("hand", "a"))
    assert b.targets() == {("row", 1), ("label", 1)}
    assert b.click(("on", 1, "q")) == Answer.intent(Lay("a", 1))  # a card on the row: the row
    b.click(("hand", "a"))
    assert b.click(("label", 1)) == Answer.intent(Lay("a", 1))
