"""Seats in sentences (app/core/text.py): the rules write "{p1}", the screen fills in the names, and
anything that reads a sentence without names (the CLI, str() of a refusal) reads "Player 2"."""

import pytest

from app.core import IllegalAction
from app.core.text import fill, plain, seat


def test_placeholders_are_filled_with_names_or_default_names():
    sentence = f"{seat(0)} gives the Freeze to {seat(2)}; {seat(5)} watches."
    assert sentence == "{p0} gives the Freeze to {p2}; {p5} watches."
    assert fill(sentence, ["Ana", "Ben", "Cleo"]) == "Ana gives the Freeze to Cleo; Player 6 watches."
    assert plain(sentence) == "Player 1 gives the Freeze to Player 3; Player 6 watches."


@pytest.mark.parametrize("name", ["Player 3", "{p0}", "{p1}", "a\\1b", "\\g<0>", "$1 {", "}{p", "(.*)"])
def test_any_name_is_written_as_it_is(name):
    """One pass: a name is never read again as a placeholder, a default name or a regex replacement."""
    names = [name, "Ben", "Cleo"]
    assert fill("{p0} and {p1}: {p2} waits for {p0}.", names) == f"{name} and Ben: Cleo waits for {name}."


def test_other_braces_and_the_old_words_stay():
    assert fill("A {curly} set, {p}, {px1} and Player 2.", ["Ana", "Ben"]) == "A {curly} set, {p}, {px1} and Player 2."


def test_a_refusal_keeps_its_placeholders_and_reads_as_a_sentence():
    exc = IllegalAction("{p1} is not active: a Freeze can only go to a player still in the round.")
    assert exc.sentence.startswith("{p1} is not active")
    assert str(exc) == "Player 2 is not active: a Freeze can only go to a player still in the round."
    with pytest.raises(IllegalAction, match="^Player 2 is not active"):
        raise exc
